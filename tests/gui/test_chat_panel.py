"""The chat panel on its own, over a fake engine: what it sends, shows and keeps."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.api import (
    Accepted,
    CapacityError,
    ChatRequest,
    Completed,
    Degraded,
    Failed,
    Reason,
    ReasonCode,
    Running,
    TokenEvent,
)
from tests import routes
from tests.gui.fakes import FakeEngine
from ui.bridge import EngineBridge
from ui.chat import ChatPanel
from ui.conversations import ConversationStore

pytestmark = pytest.mark.gui


def make(qtbot: QtBot, folder: Path) -> tuple[FakeEngine, EngineBridge, ChatPanel]:
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    panel = ChatPanel(bridge, ConversationStore(folder), max_tokens=64)
    qtbot.addWidget(panel)
    panel.set_ready(True)
    return engine, bridge, panel


def run(bridge: EngineBridge, scenario: Callable[[], Coroutine[Any, Any, None]]) -> None:
    async def main() -> None:
        try:
            await scenario()
        finally:
            await bridge.close()

    qasync.run(main())


async def settle() -> None:
    await asyncio.sleep(0.05)


def test_enter_sends_the_conversation_and_tokens_stream_into_the_answer(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.input.setPlainText("line one")
        QTest.keyClick(panel.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        assert engine.requests == []  # Shift+Enter is a new line
        QTest.keyClick(panel.input, Qt.Key.Key_Return)
        await settle()
        [request] = engine.requests
        assert isinstance(request, ChatRequest)
        assert request.messages == (("user", "line one"),) and request.max_tokens == 64
        assert request.seed is not None  # seeded: a failover can replay it exactly
        engine.send(0, Accepted("req-1", routes.GPU, 2.0), Running("req-1", "gpu", 1, "SmolLM2"))
        engine.send(0, TokenEvent("req-1", "**A GPU**", 0), TokenEvent("req-1", " computes.", 1))
        await settle()
        assert panel.answer is not None and panel.answer.text == "**A GPU** computes."
        assert "GPU · SmolLM2" in panel.answer.header.text()
        assert panel.stop_button.isVisibleTo(panel) and not panel.send_button.isVisibleTo(panel)
        engine.send(0, Completed("req-1", "**A GPU** computes.", "gpu", 1))
        await settle()
        assert panel.tag is None and panel.send_button.isVisibleTo(panel)
        assert "cut at" not in saved_note(tmp_path)  # it ended by itself

    run(bridge, scenario)
    assert panel.answer is not None and "A GPU" in panel.answer.body.plain_text()
    [saved] = ConversationStore(tmp_path).all()
    assert [m.role for m in saved.messages] == ["user", "assistant"]
    assert saved.title == "line one"


def saved_note(tmp_path: Path) -> str:
    """The note saved with the conversation's last answer."""
    return ConversationStore(tmp_path).all()[0].messages[-1].note


def test_an_answer_cut_at_its_token_limit_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("tell me everything")
        await settle()
        engine.send(0, Completed("req-1", "It all began", "cpu", 1, finish_reason="length"))
        await settle()
        assert panel.tag is None

    run(bridge, scenario)
    assert saved_note(tmp_path) == "CPU · cut at the answer's token limit"


def test_a_degraded_answer_shows_the_banner_and_stop_cancels_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("hi")
        await settle()
        limits = ("running on the CPU (slower)", "answer capped at 100 tokens")
        engine.send(
            0, Degraded("req-1", routes.CPU, "SmolLM2", limits, "the GPU failed: oom", 12.0)
        )
        await settle()
        assert panel.answer is not None
        for banner in (panel.banner, panel.answer.banner):
            assert banner.isVisibleTo(panel)
            assert "CPU" in banner.label.text() and "answer capped" in banner.label.text()
            assert "graphics card failed" in banner.label.text() and "ETA ~1" in banner.eta.text()
        panel.answer.banner.cancel.click()
        await settle()
        assert engine.cancelled == ["req-1"]

    run(bridge, scenario)


def test_a_resumable_failure_offers_continue_and_retry(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("tell me")
        await settle()
        engine.send(0, TokenEvent("req-1", "Once upon", 0))
        engine.send(0, Failed("req-1", "oom", "the GPU failed after 1 token", True, "Once upon"))
        await settle()
        answer = panel.answer
        assert answer is not None
        assert answer.continue_button.isVisibleTo(panel) and answer.retry_button.isVisibleTo(panel)
        assert "ran out of memory" in answer.error.text()  # plain words, not "oom"
        assert "Continue picks up" in answer.error.text()
        answer.retry_button.click()
        await settle()
        assert len(engine.requests) == 2
        assert engine.requests[1] is not engine.requests[0]

    run(bridge, scenario)


def test_a_refusal_is_explained_in_plain_words(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)
    engine.refusal = CapacityError(Reason(ReasonCode.PROMPT_TOO_LONG, 9000, 8192), 9000, 8192)

    async def scenario() -> None:
        panel.send("a very long prompt")
        await settle()
        assert panel.answer is not None
        assert "cannot take this request now" in panel.answer.error.text()
        assert "8192" in panel.answer.error.text()
        assert panel.tag is None

    run(bridge, scenario)


def test_conversations_can_be_created_renamed_deleted_and_are_restored(
    qtbot: QtBot, tmp_path: Path
) -> None:
    _engine, _bridge, panel = make(qtbot, tmp_path)
    panel.rename_conversation("First")
    panel.new_conversation()
    panel.rename_conversation("Second")
    assert [panel.list.item(i).text() for i in range(panel.list.count())] == ["Second", "First"]
    panel.delete_conversation()
    assert [c.title for c in ConversationStore(tmp_path).all()] == ["First"]
    _engine2, _bridge2, again = make(qtbot, tmp_path)
    assert [again.list.item(i).text() for i in range(again.list.count())] == ["First"]


def test_with_tools_on_the_request_names_them_and_calls_show_on_the_answer(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from engine.api import ToolCalled

    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.composer.tools_box.setChecked(True)
        panel.send("What is 6 times 7?")
        await settle()
        [request] = engine.requests
        assert isinstance(request, ChatRequest)
        assert request.agent_tools == ("append_note",)
        engine.send(0, ToolCalled("req-1", 0, "calculator", '{"expression": "6*7"}', "42", False))
        engine.send(0, ToolCalled("req-1", 0, "calculator", '{"expression": "6*7"}', "42", True))
        await settle()
        assert panel.answer is not None
        lines = panel.answer.tools.text().splitlines()
        assert lines[0] == 'tool calculator({"expression": "6*7"}) -> 42'
        assert "reused, not run again" in lines[1]

    run(bridge, scenario)
