"""Shared helpers of the chat's widget tests: a panel over the fake engine, a loop to run on."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import qasync
from pytestqt.qtbot import QtBot

from tests.gui.fakes import FakeEngine
from ui.bridge import EngineBridge
from ui.chat import ChatPanel
from ui.conversations import ConversationStore


def make(
    qtbot: QtBot, folder: Path, ready: bool = True
) -> tuple[FakeEngine, EngineBridge, ChatPanel]:
    """A chat panel over a fake engine, its conversations in ``folder``."""
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    panel = ChatPanel(bridge, ConversationStore(folder), max_tokens=64)
    qtbot.addWidget(panel)
    panel.set_ready(ready)
    return engine, bridge, panel


def run(bridge: EngineBridge, scenario: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """Run a scenario on a qasync loop (the bridge's tasks are closed after it)."""

    async def main() -> None:
        try:
            await scenario()
        finally:
            await bridge.close()

    qasync.run(main())


async def settle() -> None:
    """Let queued events reach the widgets."""
    await asyncio.sleep(0.05)
