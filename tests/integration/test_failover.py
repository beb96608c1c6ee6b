"""Failover on the real default models: every fault ends on the CPU lane, once, same id."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app import words
from engine.api import (
    Completed,
    Degraded,
    Engine,
    Failed,
    Lane,
    Retrying,
    Running,
    TokenEvent,
    TranscriptionRequest,
    WorkKind,
)
from engine.scheduling.slots import LoadPlan
from tests.conftest import run
from tests.integration.engine_helpers import chat, events_of, make_engine, of_type

pytestmark = pytest.mark.models


_REFERENCE: dict[int, str] = {}


async def reference_text(tmp: Path, max_tokens: int = 16) -> str:
    """The answer with no fault, on the CPU (greedy: the same on every path)."""
    if max_tokens in _REFERENCE:
        return _REFERENCE[max_tokens]
    engine = make_engine(tmp / "ref", gpu_size=None)
    await engine.start()
    try:
        events = await events_of(await engine.submit(chat(max_tokens)))
    finally:
        await engine.stop()
    [done] = of_type(events, Completed)
    assert isinstance(done, Completed)
    _REFERENCE[max_tokens] = done.text
    return done.text


@pytest.mark.parametrize(
    "fault",
    [
        "alloc-at-load",
        "alloc-before-generation",
        "alloc-at-token:5",
        "abort-at-token:3",
        "hang",
        "driver-reset:1",
    ],
)
def test_each_gpu_fault_is_answered_once_on_the_cpu_with_the_same_id(
    fault: str, tmp_path: Path, speech_wav: Path
) -> None:
    async def scenario() -> tuple[str, list[object], list[object]]:
        expected = await reference_text(tmp_path)
        engine = make_engine(tmp_path, faults=(fault + "@llm",), warm=("llm", "whisper"))
        await engine.start()
        try:
            # An independent request on the CPU lane runs alongside and must not be disturbed.
            other = await engine.submit(TranscriptionRequest(str(speech_wav)))
            handle = await engine.submit(chat())
            events, other_events = await asyncio.gather(events_of(handle), events_of(other))
        finally:
            await engine.stop()
        return expected, list(events), list(other_events)

    expected, events, other_events = run(scenario())
    ids = {getattr(e, "request_id", None) for e in events}
    assert len(ids) == 1
    assert len(of_type(events, Retrying)) == 1  # exactly one retry
    runs = of_type(events, Running)
    assert [(r.lane, r.attempt) for r in runs] == [("gpu", 1), ("cpu", 2)]
    [degraded] = of_type(events, Degraded)
    assert words.route(degraded.route) == "CPU" and degraded.limitations and degraded.eta_s > 0
    [done] = of_type(events, Completed)
    assert isinstance(done, Completed) and (done.lane, done.attempts) == ("cpu", 2)
    assert done.text == expected  # a replay after streamed tokens continues the same answer
    tokens = "".join(t.text for t in of_type(events, TokenEvent))
    assert tokens == expected  # the caller saw every token once, none repeated
    [other_done] = of_type(other_events, Completed)
    assert "memory" in other_done.text.lower()


def test_random_sampling_cut_mid_stream_ends_resumable_with_the_partial_answer(
    tmp_path: Path,
) -> None:
    async def scenario() -> list[object]:
        engine = make_engine(tmp_path, faults=("alloc-at-token:4",))
        await engine.start()
        try:
            return list(await events_of(await engine.submit(chat(temperature=0.9))))
        finally:
            await engine.stop()

    events = run(scenario())
    [failed] = of_type(events, Failed)
    tokens = "".join(t.text for t in of_type(events, TokenEvent))
    assert isinstance(failed, Failed)
    assert failed.resumable and failed.kind == "oom"
    assert failed.partial == tokens and len(of_type(events, TokenEvent)) == 4
    assert of_type(events, Retrying) == []


def test_without_streaming_a_mid_answer_failure_is_replayed_from_scratch(tmp_path: Path) -> None:
    async def scenario() -> tuple[str, list[object]]:
        expected = await reference_text(tmp_path)
        engine = make_engine(tmp_path, faults=("alloc-at-token:4",))
        await engine.start()
        try:
            return expected, list(
                await events_of(await engine.submit(chat(stream=False, temperature=0.9, seed=3)))
            )
        finally:
            await engine.stop()

    _expected, events = run(scenario())
    assert of_type(events, TokenEvent) == []
    [done] = of_type(events, Completed)
    assert isinstance(done, Completed) and done.lane == "cpu" and done.text


def test_a_second_failure_ends_the_request_instead_of_looping(tmp_path: Path) -> None:
    async def scenario() -> list[object]:
        engine = make_engine(
            tmp_path, gpu_size="1GiB", faults=("alloc-before-generation",), warm=()
        )
        await engine.start()
        # Break the CPU lane too: its replica cannot load a missing file.
        cpu = engine.slots[Lane.CPU, WorkKind.LLM]
        assert engine.planner is not None
        engine.planner.cpu_plan = lambda kind: _missing_model(engine)  # type: ignore[method-assign]
        try:
            return list(await events_of(await engine.submit(chat())))
        finally:
            await engine.stop()
            assert not cpu.alive

    events = run(scenario())
    assert len(of_type(events, Retrying)) == 1
    [failed] = of_type(events, Failed)
    assert isinstance(failed, Failed) and failed.kind == "bad_model"


def _missing_model(engine: Engine) -> LoadPlan:
    return LoadPlan("missing", "missing", Path("/nonexistent/model.gguf"), 512, 0)


def test_the_gpu_worker_is_restarted_in_the_background_after_it_dies(tmp_path: Path) -> None:
    async def scenario() -> tuple[bool, int | None, int | None]:
        engine = make_engine(tmp_path, faults=("abort-at-token:2",))
        await engine.start()
        try:
            await events_of(await engine.submit(chat()))
            slot = engine.slots[Lane.GPU, WorkKind.LLM]
            first_pid = slot.pid
            for _ in range(40):
                await asyncio.sleep(0.25)
                if slot.alive:
                    break
            return slot.alive, first_pid, slot.pid
        finally:
            await engine.stop()

    alive, _first, pid = run(scenario())
    assert alive and pid is not None
