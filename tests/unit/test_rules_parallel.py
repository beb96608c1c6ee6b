"""Several chats on one replica (``gpu_lane.parallel``, ``cpu_lane.parallel``): the lane
gives a chat replica at most that many at once, they share its one load, a cancel ends one
of them, and a failure of the worker fails each over once, with its own id.

A real engine with fake workers (``tests.unit.fake_engine``) whose chat replica answers
concurrently when loaded with ``parallel``, as the real batch does; the real-model side is
in ``tests/integration/test_parallel_engine.py``.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.domain import Lane, WorkKind
from engine.requests import Cancelled, Completed, EngineEvent, Retrying, Running
from engine.scheduling.jobs import RequestHandle
from engine.testing.fake_worker import DEFAULT_ANSWER, FakeWorkers
from tests.conftest import run
from tests.unit.fake_engine import (
    RELAXED_S,
    Rig,
    agent,
    events_of,
    fake_engine,
    patch_deadlines,
)

ANSWER = "".join(DEFAULT_ANSWER)
PARALLEL = {"gpu_lane.parallel": 4, "cpu_lane.parallel": 4}


@pytest.fixture(autouse=True)
def _relaxed_deadlines(monkeypatch: pytest.MonkeyPatch) -> None:
    patch_deadlines(monkeypatch, RELAXED_S)


async def submit_all(rig: Rig, n: int) -> list[RequestHandle]:
    return [await rig.submit() for _ in range(n)]


async def ends(handles: list[RequestHandle]) -> list[list[EngineEvent]]:
    return list(await asyncio.gather(*(events_of(h) for h in handles)))


async def held(fakes: FakeWorkers, n: int, target: str = "gpu") -> list[object]:
    return [await fakes.held(target) for _ in range(n)]


def test_four_chats_share_one_replica_loaded_for_four(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[list[EngineEvent]], int, int, int, int]:
        async with fake_engine(tmp_path, PARALLEL) as rig:
            rig.fakes.script("llm@gpu", "; ".join(["hold after 2 tokens"] * 4))
            handles = await submit_all(rig, 4)
            holds = await held(rig.fakes, 4)  # all four are answering together
            slot = rig.engine.slots[Lane.GPU, WorkKind.LLM]
            plan = slot.plan
            assert plan is not None
            capacity = rig.engine.ledger.kv_capacity[slot.name]
            for hold in holds:
                hold.release()  # type: ignore[attr-defined]
            events = await ends(handles)
            worker = rig.fakes.live("llm@gpu")[0]
            return (
                events,
                worker.most_at_once,
                rig.fakes.started["llm@sim-gpu"],
                capacity,
                (plan.chat_ctx * 4),
            )

    events, most, started, capacity, four_chats = run(scenario())
    for answer in events:
        end = answer[-1]
        assert isinstance(end, Completed) and (end.lane, end.text) == ("gpu", ANSWER)
    assert most == 4
    assert started == 1  # one load serves the four
    assert capacity == four_chats  # the cache holds a chat's context four times


def test_the_lane_never_gives_the_replica_more_chats_than_it_answers_at_once(
    tmp_path: Path,
) -> None:
    """A worker holding a fifth request sends it no event: its first-event deadline would
    kill the worker. The fifth waits in the lane instead, and starts when a place frees."""

    async def scenario() -> tuple[list[list[EngineEvent]], int, int]:
        async with fake_engine(tmp_path, PARALLEL) as rig:
            rig.fakes.script("llm@gpu", "; ".join(["hold after 1 token"] * 4))
            handles = await submit_all(rig, 6)
            holds = await held(rig.fakes, 4)
            await asyncio.sleep(0.2)
            waiting = len(rig.engine.lanes[Lane.GPU].queue)
            for hold in holds:
                hold.release()  # type: ignore[attr-defined]
            events = await ends(handles)
            return events, rig.fakes.live("llm@gpu")[0].most_at_once, waiting

    events, most, waiting = run(scenario())
    assert all(isinstance(e[-1], Completed) and e[-1].lane == "gpu" for e in events)
    assert most == 4 and waiting == 2


def test_a_cancel_ends_one_of_four_and_the_others_go_on(tmp_path: Path) -> None:
    async def scenario() -> list[list[EngineEvent]]:
        async with fake_engine(tmp_path, PARALLEL) as rig:
            rig.fakes.script("llm@gpu", "; ".join(["hold after 2 tokens"] * 4))
            handles = await submit_all(rig, 4)
            holds = await held(rig.fakes, 4)
            await rig.engine.cancel(handles[1].request_id)
            for hold in holds:
                hold.release()  # type: ignore[attr-defined]
            return await ends(handles)

    events = run(scenario())
    ended = [type(e[-1]) for e in events]
    assert ended == [Completed, Cancelled, Completed, Completed]
    assert all(e[-1].text == ANSWER for i, e in enumerate(events) if i != 1)  # type: ignore[union-attr]


def test_an_abort_fails_each_of_four_over_once_with_its_own_id(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[RequestHandle], list[list[EngineEvent]], int, int]:
        async with fake_engine(tmp_path, PARALLEL) as rig:
            rig.fakes.script("llm@gpu", "; ".join(["hold after 3 tokens"] * 4))
            rig.fakes.script("llm@cpu", "; ".join(["hold after 3 tokens"] * 4))
            handles = await submit_all(rig, 4)
            await held(rig.fakes, 4)
            assert rig.fakes.fail("llm@gpu", "abort") == 1  # one worker, four answers
            for hold in await held(rig.fakes, 4, "cpu"):  # the four replays, together
                hold.release()  # type: ignore[attr-defined]
            events = await ends(handles)
            failures = rig.engine.breaker.snapshot().failures_in_window
            return handles, events, failures, rig.fakes.live("llm@cpu")[0].most_at_once

    handles, events, failures, cpu_most = run(scenario())
    for handle, answer in zip(handles, events, strict=True):
        retries = [e for e in answer if isinstance(e, Retrying)]
        assert len(retries) == 1 and retries[0].request_id == handle.request_id
        assert [(e.lane, e.attempt) for e in answer if isinstance(e, Running)] == [
            ("gpu", 1),
            ("cpu", 2),
        ]
        end = answer[-1]
        assert isinstance(end, Completed) and (end.request_id, end.text) == (
            handle.request_id,
            ANSWER,
        )
    assert failures == 1  # one worker died: the breaker counts one failure
    assert cpu_most == 4  # the replays share the CPU replica too


def test_an_allocation_failure_of_a_batch_counts_once_and_replaces_the_worker_once(
    tmp_path: Path,
) -> None:
    async def scenario() -> tuple[list[list[EngineEvent]], int, int]:
        async with fake_engine(tmp_path, PARALLEL) as rig:
            rig.fakes.script("llm@gpu", "; ".join(["hold after 2 tokens"] * 4))
            handles = await submit_all(rig, 4)
            for hold in await held(rig.fakes, 4):
                hold.release("oom")  # type: ignore[attr-defined]
            events = await ends(handles)
            await rig.until(lambda: rig.fakes.started["llm@sim-gpu"] == 2)
            await asyncio.sleep(0.2)  # a second replacement would start by now
            failures = rig.engine.breaker.snapshot().failures_in_window
            return events, failures, rig.fakes.started["llm@sim-gpu"]

    events, failures, started = run(scenario())
    assert all(isinstance(e[-1], Completed) and e[-1].lane == "cpu" for e in events)
    assert failures == 1
    assert started == 2  # the first worker, and one replacement


def test_a_chat_that_needs_another_load_waits_until_the_replica_is_free(tmp_path: Path) -> None:
    """A parallel setting changed mid-answer reloads the replica only once its answers end."""

    async def scenario() -> tuple[list[list[EngineEvent]], list[int]]:
        async with fake_engine(tmp_path, {"cpu_lane.parallel": 2}) as rig:
            engine = rig.engine
            engine.set_gpu_paused(True)  # everything on the CPU lane
            rig.fakes.script("llm@cpu", "hold after 2 tokens; hold after 2 tokens")
            first = await submit_all(rig, 2)
            holds = await held(rig.fakes, 2, "cpu")
            engine.apply_settings(engine.settings.replace({"cpu_lane.parallel": 3}))
            later = await rig.submit()
            await asyncio.sleep(0.2)
            loads = [rig.fakes.started["llm@cpu"]]  # still the first worker: two answers run
            for hold in holds:
                hold.release()  # type: ignore[attr-defined]
            events = await ends([*first, later])
            loads.append(rig.fakes.started["llm@cpu"])
            return events, loads

    events, loads = run(scenario())
    assert all(isinstance(e[-1], Completed) and e[-1].text == ANSWER for e in events)
    assert loads == [1, 2]


def test_a_tool_call_takes_the_whole_replica_and_waits_for_the_answers_before_it(
    tmp_path: Path,
) -> None:
    """The grammar path runs alone in the worker: the engine gives it the whole replica,
    so neither it nor a chat behind it waits in the worker without events."""

    async def scenario() -> tuple[int, int, list[list[EngineEvent]], int]:
        async with fake_engine(tmp_path, PARALLEL) as rig:
            rig.fakes.script("llm@gpu", "hold after 2 tokens; hold after 2 tokens")
            chats = await submit_all(rig, 2)
            holds = await held(rig.fakes, 2)
            tool = await rig.submit(agent())
            await asyncio.sleep(0.2)
            slot = rig.engine.slots[Lane.GPU, WorkKind.LLM]
            users_with_chats = slot.users  # the tool call waits outside
            for hold in holds:
                hold.release()  # type: ignore[attr-defined]
            events = await ends([*chats, tool])
            worker = rig.fakes.live("llm@gpu")[0]
            return users_with_chats, worker.most_at_once, events, rig.heater.calls

    users, most, events, calls = run(scenario())
    assert users == 2 and most == 2
    assert all(isinstance(e[-1], Completed) for e in events)
    assert calls == 1


def test_the_wait_told_counts_chats_ahead_that_are_answered_together(tmp_path: Path) -> None:
    """Four chats ahead on a replica that answers four at once take a fourth of the time
    of four answered one after another: the ETA the caller hears says so."""

    async def eta_with(parallel: int, folder: Path) -> float:
        settings = {"gpu_lane.parallel": parallel}
        async with fake_engine(folder, settings) as rig:
            rig.fakes.script("llm@gpu", "; ".join(["hold after 1 token"] * 4))
            handles = await submit_all(rig, 4)
            holds = await held(rig.fakes, parallel)  # as many as answer at once
            assert rig.engine.planner is not None
            eta = rig.engine.planner.eta(Lane.GPU, None)
            for hold in holds:
                hold.release()  # type: ignore[attr-defined]
            for _ in range(4 - parallel):  # one after another, the rest
                (await rig.fakes.held("gpu")).release()
            await ends(handles)
            return eta

    async def scenario() -> tuple[float, float]:
        return await eta_with(1, tmp_path / "one"), await eta_with(4, tmp_path / "four")

    one, four = run(scenario())
    assert four > 0 and one == pytest.approx(4 * four, rel=0.1)
