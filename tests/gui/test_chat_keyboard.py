"""The chat's main tasks with key presses only, in the real main window (fake engine)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.paths import DEFAULT_MANIFEST
from engine.api import Cancelled, ModelRegistry, Running, Settings, TokenEvent
from tests.gui.chat_helpers import run, settle
from tests.gui.fakes import FakeEngine
from ui.bridge import EngineBridge
from ui.conversations import ConversationStore
from ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def window_over_fake(qtbot: QtBot, folder: Path) -> tuple[FakeEngine, EngineBridge, MainWindow]:
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    window = MainWindow(
        bridge, ConversationStore(folder), Settings(), ModelRegistry(DEFAULT_MANIFEST)
    )
    qtbot.addWidget(window)
    window.chat.set_ready(True)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.chat.focus_prompt()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.chat.input)  # activation
    return engine, bridge, window


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def type_into_focus(text: str) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClicks(widget, text)


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, key, modifier)


def test_the_chat_is_usable_with_the_keyboard_alone(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, window = window_over_fake(qtbot, tmp_path)
    chat = window.chat

    async def scenario() -> None:
        assert focused() is chat.input  # focus starts in the prompt
        type_into_focus("hello there")
        press(Qt.Key.Key_Return)  # send
        await settle()
        assert len(engine.requests) == 1
        engine.send(0, Running("req-1", "gpu", 1, "SmolLM2"), TokenEvent("req-1", "Hi", 0))
        await settle()
        press(Qt.Key.Key_Escape)  # stop while it writes
        await settle()
        assert engine.cancelled == ["req-1"]
        engine.send(0, Cancelled("req-1", "Hi"))
        await settle()
        assert chat.tag is None and chat.conversation is not None
        assert chat.conversation.messages[-1].note == "stopped"

        press(Qt.Key.Key_Up)  # edit the last message... then Esc cancels the edit
        assert chat.editing_id and chat.input.toPlainText() == "hello there"
        press(Qt.Key.Key_Escape)
        assert not chat.editing_id and chat.input.toPlainText() == ""

        press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # new conversation
        assert chat.list.count() == 2 and chat.conversation is not None
        assert chat.conversation.messages == [] and focused() is chat.input

        press(Qt.Key.Key_F2)  # rename in place
        await settle()
        editor = focused()
        assert editor is not None and editor is not chat.input
        QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(editor, "Keyboard chat")
        QTest.keyClick(editor, Qt.Key.Key_Return)
        await settle()
        assert chat.conversation.title == "Keyboard chat"

        chat.list.setFocus()
        press(Qt.Key.Key_Delete)  # delete the conversation...
        assert chat.list.count() == 1 and chat.undo_bar.isVisibleTo(chat)
        press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # ...and undo
        assert chat.list.count() == 2
        assert chat.conversation is not None and chat.conversation.title == "Keyboard chat"

        chat.focus_prompt()
        press(Qt.Key.Key_Tab)  # Tab leaves the prompt
        assert focused() is not chat.input and chat.input.toPlainText() == ""

    run(bridge, scenario)


def test_closing_with_an_answer_running_asks_first(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, window = window_over_fake(qtbot, tmp_path)
    quits: list[bool] = []
    window.quit_requested.connect(lambda: quits.append(True))

    async def scenario() -> None:
        window.chat.send("a long story")
        await settle()
        for answer, expected in (
            (QMessageBox.StandardButton.No, []),
            (QMessageBox.StandardButton.Yes, [True]),
        ):
            window.close()
            dialog = window.close_guard.dialog
            assert dialog is not None and "Quit anyway?" in dialog.text()
            assert "an answer is being written" in dialog.text()
            dialog.done(answer)
            await settle()
            assert quits == expected and window.close_guard.dialog is None
        engine.send(0, Cancelled("req-1"))
        await settle()

    run(bridge, scenario)


def test_closing_when_idle_quits_without_asking(qtbot: QtBot, tmp_path: Path) -> None:
    _engine, _bridge, window = window_over_fake(qtbot, tmp_path)
    quits: list[bool] = []
    window.quit_requested.connect(lambda: quits.append(True))
    window.close()
    assert quits == [True] and window.close_guard.dialog is None


def test_close_to_the_tray_hides_and_quit_still_quits(qtbot: QtBot, tmp_path: Path) -> None:
    from ui.chat_close import ASK, HIDE, QUIT

    _engine, _bridge, window = window_over_fake(qtbot, tmp_path)
    guard = window.close_guard
    assert guard.decide(to_tray=True, quitting=False) == HIDE
    assert guard.decide(to_tray=True, quitting=True) == QUIT
    guard.running["an answer is being written"] = True
    assert guard.decide(to_tray=False, quitting=True) == ASK
    guard.running["an answer is being written"] = False  # the window closes at teardown
