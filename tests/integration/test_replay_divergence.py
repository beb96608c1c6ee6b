"""Replays that meet real divergence, on the real default model.

The simulated card computes with another K-cache type than the CPU, as a CUDA kernel sums
differently from a CPU one; with q4_0 the greedy answer to the test prompt, and the
arguments of a proposed tool call, differ between the two. A failover replay must then
never pass the CPU's text off as the continuation of the GPU's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.drill.workload import CountingTool
from engine.api import (
    ChatRequest,
    Completed,
    Engine,
    EngineEvent,
    Failed,
    Retrying,
    TokenEvent,
    ToolCalled,
    parse_fault,
)
from tests.conftest import run
from tests.integration.engine_helpers import chat, events_of, make_engine, of_type

pytestmark = [pytest.mark.models, pytest.mark.slow]

COARSE = {"type_k": "q4_0"}  # the card's numerics: far enough from the CPU's to differ


def _diverging_engine(tmp: Path, faults: tuple[str, ...] = ()) -> Engine:
    engine = make_engine(tmp, faults=faults)
    assert engine.gpu.card is not None
    engine.gpu.card.set_numerics(COARSE)
    return engine


async def _answer(engine: Engine, request: ChatRequest) -> list[EngineEvent]:
    await engine.start()
    try:
        return list(await events_of(await engine.submit(request)))
    finally:
        await engine.stop()


def test_a_replay_that_diverges_ends_resumable_with_the_streamed_text(tmp_path: Path) -> None:
    async def scenario() -> tuple[str, list[EngineEvent]]:
        reference = await _answer(make_engine(tmp_path / "cpu", gpu_size=None), chat(40))
        [cpu_done] = of_type(reference, Completed)
        faulty = _diverging_engine(tmp_path / "gpu", ("alloc-at-token:24@llm",))
        return cpu_done.text, await _answer(faulty, chat(40))

    cpu_text, events = run(scenario())
    streamed = "".join(t.text for t in of_type(events, TokenEvent))
    [retry] = of_type(events, Retrying)
    assert (retry.error_kind, retry.replay_prefix_tokens) == ("oom", 24)
    assert not cpu_text.startswith(streamed)  # the CPU would have said something else
    assert of_type(events, Completed) == []
    [failed] = of_type(events, Failed)
    assert (failed.kind, failed.resumable) == ("replay_diverged", True)
    assert failed.partial == streamed and len(of_type(events, TokenEvent)) == 24


def test_a_replayed_tool_call_that_differs_stops_without_a_second_side_effect(
    tmp_path: Path,
) -> None:
    heater = CountingTool()

    async def scenario() -> list[EngineEvent]:
        engine = _diverging_engine(tmp_path)
        engine.register_tool(heater.tool())
        card = engine.gpu.card
        assert card is not None
        # The GPU worker dies on the next generation, right after the tool ran.
        heater.then.append(lambda: card.inject(parse_fault("abort-at-token:0@llm")))
        ask = [{"role": "user", "content": "Please switch the heater on."}]
        request = ChatRequest.from_messages(ask, max_tokens=24, agent_tools=("switch_heater_on",))
        return await _answer(engine, request)

    events = run(scenario())
    [retry] = of_type(events, Retrying)
    assert retry.error_kind == "abort"
    [called] = of_type(events, ToolCalled)  # run once on the GPU, never replayed
    assert not called.replayed
    [failed] = of_type(events, Failed)
    assert (failed.kind, failed.resumable) == ("tool_mismatch", True)
    assert "the replay proposed" in failed.message and called.arguments in failed.message
    assert sum(heater.effects.values()) == 1  # the irreversible action happened once
