"""The chat's bubbles and code blocks take the theme's colours, at start and when it changes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from engine.api import Settings
from tests.gui.fakes import FakeEngine
from ui import theme
from ui.bridge import EngineBridge
from ui.chat_blocks import CodeBlock
from ui.conversations import ConversationStore, Message
from ui.main_window import MainWindow
from ui.message import MessageView

pytestmark = pytest.mark.gui


class Catalog:
    """No models to offer."""

    def entries(self) -> list[object]:
        return []


@pytest.fixture
def dark_window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    store = ConversationStore(tmp_path)
    conversation = store.create("Code")
    conversation.messages += [
        Message("user", "Add two numbers in Python"),
        Message("assistant", "Here:\n\n```python\ndef add(a, b):\n    return a + b\n```"),
    ]
    store.save(conversation)
    engine = FakeEngine()
    window = MainWindow(
        EngineBridge(engine),
        store,
        Settings({"ui.theme": "dark"}),
        Catalog(),  # type: ignore[arg-type]
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    theme.apply_theme("light")


def _dark(colour: QColor) -> bool:
    return colour.lightness() < 128


def test_a_reopened_conversation_is_painted_dark_in_the_dark_theme(
    dark_window: MainWindow,
) -> None:
    bubbles = dark_window.findChildren(MessageView)
    codes = dark_window.findChildren(CodeBlock)
    assert {b.role for b in bubbles} == {"user", "assistant"}
    assert codes, "the answer's code block is drawn"
    assert all(_dark(b.bubble.fill) for b in bubbles)  # was light: text unreadable
    assert all(_dark(c.fill) for c in codes)


def test_switching_the_theme_repaints_the_messages(qtbot: QtBot, dark_window: MainWindow) -> None:
    theme.apply_theme("light")
    qtbot.waitUntil(
        lambda: all(not _dark(b.bubble.fill) for b in dark_window.findChildren(MessageView))
    )
    assert all(not _dark(c.fill) for c in dark_window.findChildren(CodeBlock))
