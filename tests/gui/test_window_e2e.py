"""The window on the real engine: honest state under a foreign workload, and the main tasks
walked with the keyboard alone (default models, simulated GPU, real workers)."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QWidget

from app.desktop import DesktopApp, instance_key
from engine.api import parse_size
from tests.conftest import DATA
from tests.gui.test_app_e2e import paths_for, until
from ui.settings_dialog import SettingsDialog

pytestmark = [
    pytest.mark.gui,
    pytest.mark.models,
    pytest.mark.qt_log_ignore(
        "This plugin does not support propagateSizeHints",
        "This plugin does not support grabbing the keyboard",  # offscreen file dialogs
    ),
]


def desktop(tmp: Path, foreign: str) -> DesktopApp:
    args = argparse.Namespace(
        simulate_gpu=parse_size("1GiB"), gpu_foreign=parse_size(foreign), fault=[]
    )
    paths = paths_for(tmp)
    return DesktopApp(args, paths, instance_key(paths))


def test_a_card_held_by_another_program_is_not_called_healthy(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, str, str, bool]:
        app = desktop(tmp_path, "900MiB")
        await app.start()
        window = app.window
        assert window is not None
        await until(lambda: "another program" in window.mode_label.text(), timeout=60)
        said = (
            window.status_view.mode_label.text(),
            window.mode_label.text(),
            window.state_banner.text(),
            window.state_banner.isVisibleTo(window),
        )
        window.close()
        await app.stop()
        return said

    status_tab, status_bar, banner, shown = qasync.run(scenario())
    for text in (status_tab, status_bar, banner):
        assert "healthy" not in text and "ready" not in text
    assert status_bar.startswith("Simulated GPU full: another program holds 944 MB")
    assert "answers come from the processor, about" in status_bar
    assert "GPU full" in status_tab and shown


def test_a_free_card_is_ready(qapp: QApplication, tmp_path: Path) -> None:
    async def scenario() -> str:
        app = desktop(tmp_path, "0")
        await app.start()
        window = app.window
        assert window is not None
        await until(lambda: window.state() is not None and window._forecast is not None)
        said = window.mode_label.text()
        window.close()
        await app.stop()
        return said

    assert qasync.run(scenario()).startswith("Simulated GPU ready: answers come from")


async def press(window: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """Press a key from the event loop, so that a dialog it opens (with its own nested loop)
    does not block the test's coroutine, which goes on answering it. The window is made
    active first, as a window manager does when a dialog closes (offscreen has none)."""
    window.activateWindow()
    await until(lambda: QApplication.activeWindow() is window)
    QTimer.singleShot(0, lambda: QTest.keyClick(window, key, modifiers))


async def answer_file_dialog(path: Path) -> None:
    """Answer the open file dialog with keys only: the path, then Enter."""
    await until(lambda: isinstance(QApplication.activeModalWidget(), QFileDialog))
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name is not None
    QTest.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(name, str(path))
    QTest.keyClick(name, Qt.Key.Key_Return)
    await until(lambda: not dialog.isVisible())


CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_transcribe_export_settings_and_pause_with_the_keyboard_alone(
    qapp: QApplication, tmp_path: Path
) -> None:
    audio = tmp_path / "speech.wav"
    shutil.copy(DATA / "speech.wav", audio)
    exported = tmp_path / "speech.srt"

    async def scenario() -> tuple[str, bool]:
        app = desktop(tmp_path, "0")
        await app.start()
        window = app.window
        assert window is not None and app.session is not None
        engine = app.session.engine
        assert engine is not None
        await press(window, Qt.Key.Key_O, CTRL)
        await answer_file_dialog(audio)
        panel = window.transcription
        await until(lambda: panel.row_count() == 1 and panel.row_state(0) == "done", 90)
        await press(window, Qt.Key.Key_E, CTRL)
        await answer_file_dialog(exported)
        await press(window, Qt.Key.Key_Comma, CTRL)
        await until(lambda: isinstance(QApplication.activeModalWidget(), SettingsDialog))
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        await until(lambda: not dialog.isVisible())
        await press(window, Qt.Key.Key_P, CTRL_SHIFT)
        await until(lambda: engine.gpu_paused and "paused" in window.mode_label.text())
        await press(window, Qt.Key.Key_P, CTRL_SHIFT)
        await until(lambda: not engine.gpu_paused)
        text = panel.row_text(0)
        window.close()
        await app.stop()
        return text, True

    text, _ = qasync.run(scenario())
    assert text
    srt = exported.read_text(encoding="utf-8")
    assert srt.startswith("1\n00:00:") and "-->" in srt
