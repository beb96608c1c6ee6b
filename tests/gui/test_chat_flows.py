"""The chat's P0 flows over the fake engine: answers land in their own conversation, a long
message never poisons the rest, Send waits for the engine, and the per-message actions."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.api import (
    Accepted,
    Cancelled,
    CapacityError,
    ChatRequest,
    Completed,
    Failed,
    Running,
    Settings,
    TokenEvent,
)
from tests import routes
from tests.gui.chat_helpers import make, run, settle
from ui.conversations import REFUSED, ConversationStore

pytestmark = pytest.mark.gui


def test_switching_conversations_mid_stream_lands_the_answer_in_its_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("Tell me about GPUs")
        first = panel.conversation_id
        await settle()
        engine.send(0, Running("req-1", "gpu", 1, "SmolLM2"), TokenEvent("req-1", "GPUs are", 0))
        await settle()
        panel.new_conversation()  # the old code deleted the answer's widgets here
        second = panel.conversation_id
        engine.send(0, TokenEvent("req-1", " fast.", 1))
        engine.send(0, Completed("req-1", "GPUs are fast.", "gpu", 1))
        await settle()
        assert panel.conversation is not None and panel.conversation.messages == []
        assert panel.send_button.isVisibleTo(panel)  # this conversation is not busy
        panel.send("Second question")  # Send works everywhere after the switch
        await settle()
        assert len(engine.requests) == 2
        request = engine.requests[1]
        assert isinstance(request, ChatRequest)
        assert request.messages == (("user", "Second question"),)
        panel.sidebar.select(first)
        assert panel.conversation_id == first
        assert panel.answer is not None and panel.answer.text == "GPUs are fast."
        assert panel.answer.footer.text().startswith("GPU · SmolLM2")  # route and model
        panel.sidebar.select(second)
        engine.send(1, Completed("req-2", "Two.", "gpu", 1))
        await settle()

    run(bridge, scenario)
    saved = {c.title: [m.content for m in c.messages] for c in ConversationStore(tmp_path).all()}
    assert saved == {
        "Tell me about GPUs": ["Tell me about GPUs", "GPUs are fast."],
        "Second question": ["Second question", "Two."],
    }


def test_an_over_long_message_is_refused_in_tokens_and_the_next_one_is_answered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("word " * 6000)  # about 10,000 tokens; the model reads about 2,000
        await settle()
        assert engine.requests == []  # refused before it reached the engine
        long = panel.conversation.messages[-1] if panel.conversation else None
        assert long is not None and long.state == REFUSED and long.excluded
        panel.view.flush()
        view = panel.view.views[-1]
        assert "tokens" in view.error.text() and "KiB" not in view.error.text()
        assert "Edit it" in view.error.text()
        assert view.buttons["edit"].isVisibleTo(panel) and view.buttons["delete"].isVisibleTo(panel)
        assert not view.retry_button.isVisibleTo(panel)  # it can never succeed as it is
        assert view.buttons["cut"].isVisibleTo(panel)  # the fix, at hand
        panel.send("What is 2 + 2?")
        await settle()
        [request] = engine.requests
        assert isinstance(request, ChatRequest)
        assert request.messages == (("user", "What is 2 + 2?"),)  # the long one left out
        engine.send(0, Completed("req-1", "4", "gpu", 1))
        await settle()
        assert panel.answer is not None and panel.answer.text == "4"

    run(bridge, scenario)


def test_an_engine_count_above_the_estimate_is_learnt_and_never_poisons(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)
    # 4,000 characters look like ~1,340 tokens; the engine counts 2,600 (a dense script).
    engine.refusal = CapacityError(
        "the prompt has 2600 tokens; the largest context here is 2048", 2600, 2048, None, True
    )

    async def scenario() -> None:
        panel.send("é" * 4000)
        await settle()
        assert len(engine.requests) == 1  # the real count taught the ratio: no second try
        assert panel.conversation is not None
        message = panel.conversation.messages[-1]
        assert message.state == REFUSED and message.excluded
        assert "tokens" in message.error and "1,984" in message.error
        assert [m.role for m in panel.conversation.messages] == ["user"]  # no empty answer
        engine.refusal = None
        panel.send("Short one")
        await settle()
        request = engine.requests[-1]
        assert isinstance(request, ChatRequest)
        assert request.messages == (("user", "Short one"),)

    run(bridge, scenario)


def test_send_waits_for_the_engine_and_keeps_the_text(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path, ready=False)

    async def scenario() -> None:
        panel.input.setPlainText("early bird")
        QTest.keyClick(panel.input, Qt.Key.Key_Return)
        panel.send_button.click()
        await settle()
        assert engine.requests == [] and panel.input.toPlainText() == "early bird"
        assert not panel.send_button.isEnabled()
        panel.set_ready(True)
        QTest.keyClick(panel.input, Qt.Key.Key_Return)
        await settle()
        assert len(engine.requests) == 1 and panel.input.toPlainText() == ""

    run(bridge, scenario)


def test_a_manual_title_survives_the_first_message(qtbot: QtBot, tmp_path: Path) -> None:
    _engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.rename_conversation("Trip planning")
        panel.send("Where should I go in May?")
        await settle()

    run(bridge, scenario)
    assert [c.title for c in ConversationStore(tmp_path).all()] == ["Trip planning"]


def test_delete_and_undo_bring_back_a_conversation_and_a_message(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("Keep me")
        await settle()
        engine.send(0, Completed("req-1", "Kept.", "gpu", 1))
        await settle()
        kept = panel.conversation_id
        panel.delete_conversation()
        assert ConversationStore(tmp_path).all()[0].messages == []  # a fresh one replaced it
        assert panel.undo_bar.isVisibleTo(panel) and "Keep me" in panel.undo_label.text()
        panel.undo_button.click()
        assert panel.conversation_id == kept
        panel.view.flush()
        panel.view.views[0].buttons["delete"].click()
        assert [m.content for m in panel.conversation.messages] == ["Kept."]  # type: ignore[union-attr]
        panel.undo()
        assert [m.content for m in panel.conversation.messages] == ["Keep me", "Kept."]  # type: ignore[union-attr]

    run(bridge, scenario)


def test_continue_goes_on_in_the_same_turn(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("Count to ten")
        await settle()
        engine.send(0, Completed("req-1", "1 2 3", "gpu", 1, finish_reason="length"))
        await settle()
        answer = panel.answer
        assert answer is not None and answer.continue_button.isVisibleTo(panel)
        answer.continue_button.click()
        await settle()
        request = engine.requests[1]
        assert isinstance(request, ChatRequest)
        assert request.messages == (("user", "Count to ten"), ("assistant", "1 2 3"))
        engine.send(1, Completed("req-2", " 4 5", "gpu", 1))
        await settle()
        assert panel.conversation is not None
        assert [m.content for m in panel.conversation.messages] == ["Count to ten", "1 2 3 4 5"]

    run(bridge, scenario)


def test_retry_only_for_errors_that_can_change(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("one")
        await settle()
        engine.send(0, Failed("req-1", "bad_input", "the request is unusable", False))
        await settle()
        assert panel.answer is not None and not panel.answer.retry_button.isVisibleTo(panel)
        panel.send("two")
        await settle()
        engine.send(1, Failed("req-2", "hang", "the worker stopped answering", False))
        await settle()
        assert panel.answer is not None and panel.answer.retry_button.isVisibleTo(panel)

    run(bridge, scenario)


def test_edit_and_resend_and_regenerate_replace_what_followed(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("Capital of France?")
        await settle()
        engine.send(0, Accepted("req-1", routes.GPU, 1.0), Completed("req-1", "Paris.", "gpu", 1))
        await settle()
        panel.view.flush()
        panel.view.views[1].buttons["regenerate"].click()
        await settle()
        assert engine.requests[1].messages == (("user", "Capital of France?"),)  # type: ignore[union-attr]
        engine.send(1, Completed("req-2", "Paris!", "gpu", 1))
        await settle()
        panel.view.flush()
        panel.view.views[0].buttons["edit"].click()
        assert panel.input.toPlainText() == "Capital of France?"
        panel.input.setPlainText("Capital of Italy?")
        QTest.keyClick(panel.input, Qt.Key.Key_Return)
        await settle()
        assert engine.requests[2].messages == (("user", "Capital of Italy?"),)  # type: ignore[union-attr]
        assert panel.conversation is not None
        assert [m.content for m in panel.conversation.messages] == ["Capital of Italy?", ""]
        engine.send(2, Cancelled("req-3"))
        await settle()

    run(bridge, scenario)


def test_a_refused_message_can_be_sent_with_its_middle_cut(qtbot: QtBot, tmp_path: Path) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.send("START " + "filler " * 3000 + "FINISH")
        await settle()
        assert engine.requests == []
        panel.view.flush()
        panel.view.views[-1].buttons["cut"].click()
        await settle()
        [request] = engine.requests
        assert isinstance(request, ChatRequest)
        [(role, text)] = request.messages
        assert role == "user" and text.startswith("START") and text.endswith("FINISH")
        assert "left out here" in text and len(text) < 6000
        assert panel.conversation is not None
        assert panel.conversation.messages[0].state == "done"
        assert not panel.conversation.messages[0].excluded

    run(bridge, scenario)


def test_the_conversation_s_system_prompt_and_temperature_are_sent(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)

    async def scenario() -> None:
        panel.composer.options_button.click()
        assert panel.composer.system_prompt.isVisibleTo(panel)
        panel.composer.system_prompt.setPlainText("Answer in French.")
        panel.composer.temperature.setValue(0.2)
        panel.send("Hello")
        await settle()
        [request] = engine.requests
        assert isinstance(request, ChatRequest)
        assert request.messages == (("system", "Answer in French."), ("user", "Hello"))
        assert request.temperature == pytest.approx(0.2)

    run(bridge, scenario)
    [saved] = ConversationStore(tmp_path).all()
    assert saved.system_prompt == "Answer in French." and saved.temperature == pytest.approx(0.2)


def test_a_new_conversation_starts_with_the_settings_system_prompt_and_temperature(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)
    settings = Settings({"llm.system_prompt": "Answer briefly.", "llm.temperature": 0.7})
    panel.apply_settings(settings)

    async def scenario() -> None:
        panel.new_conversation()
        assert panel.composer.system_prompt.toPlainText() == "Answer briefly."
        panel.send("Hello")
        await settle()
        [request] = engine.requests
        assert isinstance(request, ChatRequest)
        assert request.messages == (("system", "Answer briefly."), ("user", "Hello"))
        assert request.temperature == pytest.approx(0.7)

    run(bridge, scenario)


def test_deleting_a_conversation_while_it_streams_stops_it_and_undo_brings_it_back_stopped(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine, bridge, panel = make(qtbot, tmp_path)
    busy: list[bool] = []
    panel.busy_changed.connect(busy.append)

    async def scenario() -> None:
        panel.send("Tell me a story")
        await settle()
        engine.send(0, TokenEvent("req-1", "Once", 0))
        await settle()
        panel.delete_conversation()
        await settle()
        assert engine.cancelled == ["req-1"] and busy[-1] is False
        engine.send(0, TokenEvent("req-1", " more", 1), Cancelled("req-1", "Once more"))
        await settle()
        panel.undo()
        assert panel.conversation is not None
        answer = panel.conversation.messages[-1]
        assert answer.content == "Once" and answer.state == "stopped" and answer.resumable
        assert panel.send_button.isVisibleTo(panel)  # not stuck busy

    run(bridge, scenario)
