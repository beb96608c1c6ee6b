"""Four chats answered together by one real replica, through the engine (issue 11).

The GPU lane and the CPU lane each load their chat replica for four sequences
(``gpu_lane.parallel``, ``cpu_lane.parallel``). Each greedy answer must equal the same
chat's answer alone, or be reported as diverged; a cancel ends one of the four; an abort
inside ``llama_decode`` on the simulated card fails each of the four over to the CPU
once, with its own id, and the replays share the CPU replica.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.api import (
    Cancelled,
    ChatRequest,
    Completed,
    EngineEvent,
    Failed,
    Lane,
    RequestHandle,
    Retrying,
    Running,
    TokenEvent,
    WorkKind,
)
from tests.conftest import run
from tests.integration.engine_helpers import events_of, make_engine, of_type

pytestmark = pytest.mark.models

QUESTIONS = (
    "What is a GPU? Answer in one sentence.",
    "Name three colours of the rainbow.",
    "What is the capital of France?",
    "Why is the sky blue? Be brief.",
)
PARALLEL = {"gpu_lane.parallel": 4, "cpu_lane.parallel": 4, "cpu_lane.max_ctx": 512}
MAX_TOKENS = 12


def ask(question: str) -> ChatRequest:
    """A greedy, streamed chat."""
    return ChatRequest.from_messages([{"role": "user", "content": question}], max_tokens=MAX_TOKENS)


_SOLO: list[str] = []


async def solo_answers(tmp: Path) -> list[str]:
    """Each chat alone, one after the other, on the GPU lane's replica loaded for four.

    (A replica loaded for one answer evaluates a prompt in other batches, and its greedy
    answers may differ in the last bits: alone means alone on the same replica.)
    """
    if _SOLO:
        return _SOLO
    engine = make_engine(tmp / "solo", settings=PARALLEL)
    await engine.start()
    try:
        for question in QUESTIONS:
            [done] = of_type(await events_of(await engine.submit(ask(question))), Completed)
            _SOLO.append(done.text)
        return _SOLO
    finally:
        await engine.stop()


async def first_tokens(handles: list[RequestHandle]) -> list[list[EngineEvent]]:
    """Each request's events up to its first token (all four are then answering)."""

    async def until_token(handle: RequestHandle) -> list[EngineEvent]:
        seen: list[EngineEvent] = []
        async for event in handle:
            seen.append(event)
            if isinstance(event, TokenEvent):
                break
        return seen

    return list(await asyncio.gather(*(until_token(h) for h in handles)))


def gpu_tokens(events: list[EngineEvent]) -> str:
    """What the GPU delivered before it failed (the tokens before the Retrying)."""
    before = events[: next(i for i, e in enumerate(events) if isinstance(e, Retrying))]
    return "".join(t.text for t in of_type(before, TokenEvent))


def test_four_chats_on_one_replica_and_a_cancel_of_one(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[str], list[list[EngineEvent]], tuple[int, int], int]:
        solo = await solo_answers(tmp_path)
        engine = make_engine(tmp_path, settings=PARALLEL)
        await engine.start()
        try:
            most = 0

            async def watch() -> None:  # the status view's "answering", sampled
                nonlocal most
                while True:
                    for replica in engine.status().replicas:
                        if replica.name == "llm@sim-gpu":
                            most = max(most, replica.answering)
                    await asyncio.sleep(0.005)

            watching = asyncio.create_task(watch())
            handles = [await engine.submit(ask(q)) for q in QUESTIONS]
            listeners = [engine.jobs[h.request_id].listen() for h in handles]
            await first_tokens(handles[2:3])
            await engine.cancel(handles[2].request_id)
            events = list(await asyncio.gather(*(events_of(h) for h in listeners)))
            watching.cancel()
            [replica] = [r for r in engine.status().replicas if r.name == "llm@sim-gpu"]
            cells = engine.ledger.kv_capacity["llm@sim-gpu"]
        finally:
            await engine.stop()
        return solo, events, (most, replica.parallel), cells

    solo, events, slots, cells = run(scenario())
    assert slots == (4, 4)
    assert cells % 4 == 0 and cells >= 4 * 2048  # four chats, each with a whole context
    for index, (answer, alone) in enumerate(zip(events, solo, strict=True)):
        end = answer[-1]
        if index == 2:
            assert isinstance(end, Cancelled)
            continue
        assert isinstance(end, Completed) and end.lane == "gpu"
        assert end.text == alone, f"chat {index} answered otherwise together than alone"
    sequences = {e[-1].stats["slot"] for e in events if isinstance(e[-1], Completed)}
    assert len(sequences) == 3  # each in a sequence of its own in the one replica


def test_an_abort_inside_decode_fails_all_four_over_once_each(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[str], list[RequestHandle], list[list[EngineEvent]], int]:
        solo = await solo_answers(tmp_path)
        engine = make_engine(tmp_path, faults=("abort-at-token:3@llm",), settings=PARALLEL)
        await engine.start()
        try:
            handles = [await engine.submit(ask(q)) for q in QUESTIONS]
            events = list(await asyncio.gather(*(events_of(h) for h in handles)))
            failures = engine.breaker.snapshot().failures_in_window
        finally:
            await engine.stop()
        assert engine.slots[Lane.CPU, WorkKind.LLM].plan is not None
        return solo, handles, events, failures

    solo, handles, events, failures = run(scenario())
    assert failures == 1  # one worker died under four answers
    for handle, answer, alone in zip(handles, events, solo, strict=True):
        assert {getattr(e, "request_id", handle.request_id) for e in answer} == {handle.request_id}
        assert len(of_type(answer, Retrying)) == 1
        assert [(r.lane, r.attempt) for r in of_type(answer, Running)] == [("gpu", 1), ("cpu", 2)]
        end = answer[-1]
        streamed = "".join(t.text for t in of_type(answer, TokenEvent))
        if isinstance(end, Failed):  # allowed: a replay that diverged, said so, resumable
            assert (end.kind, end.resumable, end.partial) == ("replay_diverged", True, streamed)
            continue
        assert isinstance(end, Completed) and (end.lane, end.attempts) == ("cpu", 2)
        assert end.text == streamed  # every token once, none repeated
        assert streamed.startswith(gpu_tokens(answer))  # the replay verified the GPU's part
        assert alone.startswith(gpu_tokens(answer))
