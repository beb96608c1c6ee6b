"""Agent requests on the real model: tools run exactly once, even across a failover (R11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.drill.workload import CountingTool
from engine.api import ChatRequest, Completed, Retrying, ToolCalled, parse_fault
from tests.conftest import run
from tests.integration.engine_helpers import events_of, make_engine, of_type

pytestmark = pytest.mark.models

ASK = [{"role": "user", "content": "Please switch the heater on."}]


def test_an_agent_request_runs_its_tool_once_and_answers(tmp_path: Path) -> None:
    heater = CountingTool()

    async def scenario() -> list[object]:
        engine = make_engine(tmp_path)
        engine.register_tool(heater.tool())
        await engine.start()
        try:
            request = ChatRequest.from_messages(
                ASK, max_tokens=24, agent_tools=("switch_heater_on",)
            )
            return list(await events_of(await engine.submit(request)))
        finally:
            await engine.stop()

    events = run(scenario())
    [called] = of_type(events, ToolCalled)
    assert called.name == "switch_heater_on" and not called.replayed
    assert "heater" in called.result
    [done] = of_type(events, Completed)
    assert done.text
    assert sum(heater.effects.values()) == 1


def test_a_gpu_failure_right_after_the_tool_completes_on_the_cpu_with_one_side_effect(
    tmp_path: Path,
) -> None:
    heater = CountingTool()

    async def scenario() -> list[object]:
        engine = make_engine(tmp_path)
        engine.register_tool(heater.tool())
        card = engine.gpu.card
        assert card is not None
        # The GPU fails on the very next generation: the answer after the tool ran.
        heater.then.append(lambda: card.inject(parse_fault("alloc-before-generation@llm")))
        await engine.start()
        try:
            request = ChatRequest.from_messages(
                ASK, max_tokens=24, agent_tools=("switch_heater_on",)
            )
            return list(await events_of(await engine.submit(request)))
        finally:
            await engine.stop()

    events = run(scenario())
    assert len(of_type(events, Retrying)) == 1
    calls = of_type(events, ToolCalled)
    assert [c.replayed for c in calls] == [False, True]  # the replay reused the recorded result
    [done] = of_type(events, Completed)
    assert (done.lane, done.attempts) == ("cpu", 2) and done.text
    assert sum(heater.effects.values()) == 1  # the side effect happened exactly once
