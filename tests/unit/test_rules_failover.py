"""The request path's rules beyond one fault: second failures, the breaker's life, lane
bounds, queue ages, replays that diverge, transcriptions, background restarts.

A real engine with fake workers (``tests.unit.fake_engine``); each test takes well under
a second or two.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.domain import Lane, WorkKind
from engine.requests import (
    Cancelled,
    Completed,
    Degraded,
    EngineEvent,
    Failed,
    Queued,
    RequestStatus,
    Retrying,
    Running,
    SegmentEvent,
    TokenEvent,
    ToolCalled,
    TranscriptionRequest,
)
from engine.scheduling.jobs import CapacityError
from engine.testing.fake_worker import DEFAULT_ANSWER, DEFAULT_SEGMENTS
from tests.conftest import DATA, run
from tests.unit.fake_engine import (
    HANG_S,
    RELAXED_S,
    agent,
    chat,
    events_of,
    fake_engine,
    patch_deadlines,
)

ANSWER = "".join(DEFAULT_ANSWER)


@pytest.fixture(autouse=True)
def _relaxed_deadlines(monkeypatch: pytest.MonkeyPatch) -> None:
    patch_deadlines(monkeypatch, RELAXED_S)


def runs(events: list[EngineEvent]) -> list[tuple[str, int]]:
    return [(e.lane, e.attempt) for e in events if isinstance(e, Running)]


def test_a_second_failure_ends_the_request_instead_of_looping(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[EngineEvent], int]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "oom after 2 tokens")
            rig.fakes.script("llm@cpu", "abort after 4 tokens")
            events = await events_of(await rig.submit())
            return events, rig.engine.breaker.snapshot().failures_in_window

    events, failures = run(scenario())
    assert runs(events) == [("gpu", 1), ("cpu", 2)]
    assert len([e for e in events if isinstance(e, Retrying)]) == 1
    end = events[-1]
    assert isinstance(end, Failed) and (end.kind, end.resumable) == ("abort", True)
    assert end.partial == ANSWER[: len("".join(DEFAULT_ANSWER[:4]))]  # the CPU's 4 tokens
    assert failures == 1  # the CPU's failure is not the GPU's: the breaker counts one


def test_without_streaming_a_sampled_answer_is_replayed_from_scratch(tmp_path: Path) -> None:
    async def scenario() -> list[EngineEvent]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "oom after 3 tokens")
            return await events_of(await rig.submit(chat(stream=False, temperature=0.9)))

    events = run(scenario())
    assert [e for e in events if isinstance(e, TokenEvent)] == []  # nothing was delivered
    end = events[-1]
    assert isinstance(end, Completed) and (end.lane, end.attempts, end.text) == ("cpu", 2, ANSWER)


def test_a_replay_that_diverges_ends_resumable_with_the_streamed_text(tmp_path: Path) -> None:
    async def scenario() -> list[EngineEvent]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "oom after 3 tokens")
            rig.fakes.script("llm@cpu", "tokens 'A' ' CPU' ' says' ' otherwise' then done")
            return await events_of(await rig.submit())

    events = run(scenario())
    streamed = "".join(e.text for e in events if isinstance(e, TokenEvent))
    assert streamed == "".join(DEFAULT_ANSWER[:3])  # nothing of the other answer passed
    end = events[-1]
    assert isinstance(end, Failed) and (end.kind, end.resumable) == ("replay_diverged", True)
    assert end.partial == streamed


def test_a_replayed_tool_call_that_differs_stops_without_a_second_side_effect(
    tmp_path: Path,
) -> None:
    async def scenario() -> tuple[list[EngineEvent], int]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", 'call switch_heater_on \'{"room": "hall"}\'; abort')
            rig.fakes.script("llm@cpu", 'call switch_heater_on \'{"room": "attic"}\'')
            events = await events_of(await rig.submit(agent()))
            return events, rig.heater.calls

    events, calls = run(scenario())
    assert [c.replayed for c in events if isinstance(c, ToolCalled)] == [False]
    end = events[-1]
    assert isinstance(end, Failed) and (end.kind, end.resumable) == ("tool_mismatch", True)
    assert calls == 1  # the irreversible action happened once


def test_repeated_gpu_failures_open_the_breaker_and_new_work_goes_to_the_cpu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    patch_deadlines(monkeypatch, HANG_S)

    async def scenario() -> tuple[str, str, list[EngineEvent]]:
        async with fake_engine(tmp_path, {"breaker.failure_threshold": 3}) as rig:
            rig.fakes.script("llm@gpu", "oom before generation; abort; hang after 1 token")
            for _ in range(3):
                await events_of(await rig.submit())
            state = rig.engine.breaker.snapshot().state.value
            events = await events_of(await rig.submit())
            return state, rig.engine.status().mode, events

    state, mode, events = run(scenario())
    assert (state, mode) == ("open", "degraded")
    [degraded] = [e for e in events if isinstance(e, Degraded)]
    assert "circuit breaker" in degraded.reason and degraded.route.lane is Lane.CPU
    assert runs(events) == [("cpu", 1)]


def test_the_breaker_probes_with_one_request_and_closes_on_its_success(tmp_path: Path) -> None:
    settings = {"breaker.failure_threshold": 1, "breaker.open_s": 0.2}

    async def scenario() -> tuple[list[str], list[EngineEvent], list[EngineEvent]]:
        async with fake_engine(tmp_path, settings) as rig:
            breaker = rig.engine.breaker
            seen: list[str] = []
            breaker.on_change(lambda snap: seen.append(snap.state.value))
            rig.fakes.script("llm@gpu", "oom before generation")
            await events_of(await rig.submit())  # opens it
            await asyncio.sleep(0.25)  # the open period passes: half-open
            probe = await events_of(await rig.submit())
            after = await events_of(await rig.submit())
            return seen, probe, after

    seen, probe, after = run(scenario())
    assert seen[:3] == ["open", "half_open", "closed"]
    assert runs(probe) == [("gpu", 1)] and runs(after) == [("gpu", 1)]


def test_a_failed_probe_opens_the_breaker_again_for_longer(tmp_path: Path) -> None:
    settings = {"breaker.failure_threshold": 1, "breaker.open_s": 0.2, "breaker.backoff": 2.0}

    async def scenario() -> tuple[float, float, list[EngineEvent]]:
        async with fake_engine(tmp_path, settings) as rig:
            breaker = rig.engine.breaker
            rig.fakes.script("llm@gpu", "oom before generation; oom before generation")
            await events_of(await rig.submit())
            first = breaker.snapshot().open_period_s
            await asyncio.sleep(0.25)
            probe = await events_of(await rig.submit())
            return first, breaker.snapshot().open_period_s, probe

    first, second, probe = run(scenario())
    assert (first, second) == (0.2, 0.4)
    assert runs(probe) == [("gpu", 1), ("cpu", 2)]  # the probe itself still got its answer


def test_full_lanes_refuse_with_a_capacity_error_and_lose_nothing(tmp_path: Path) -> None:
    settings = {"gpu_lane.max_queue": 1, "cpu_lane.max_queue": 1}

    async def scenario() -> tuple[list[str], CapacityError, list[list[EngineEvent]], bool]:
        async with fake_engine(tmp_path, settings) as rig:
            fakes, engine = rig.fakes, rig.engine
            fakes.script("llm@gpu", "hold after 1 token")
            fakes.script("llm@cpu", "hold after 1 token")
            handles = [await rig.submit()]
            gpu = await fakes.held("gpu")  # running on the GPU
            handles.append(await rig.submit())  # waits for the GPU
            handles.append(await rig.submit())  # the GPU queue is full: the CPU
            cpu = await fakes.held("cpu")
            handles.append(await rig.submit())  # waits for the CPU
            with pytest.raises(CapacityError) as refused:
                await rig.submit()
            jobs = [engine.jobs[h.request_id] for h in handles]
            lanes = [e.lane for job in jobs for e in job.events if isinstance(e, Queued)]
            gpu.release()
            cpu.release()
            ends = [await events_of(h) for h in handles]
            idle = all(not lane.queue and not lane.running for lane in engine.lanes.values())
            return lanes, refused.value, ends, idle

    lanes, refused, ends, idle = run(scenario())
    assert lanes == ["gpu", "gpu", "cpu", "cpu"]
    assert "queue is full" in refused.reason or "full" in refused.reason
    assert all(isinstance(e[-1], Completed) and e[-1].text == ANSWER for e in ends)
    assert idle


def test_a_failover_waiting_in_the_cpu_queue_can_be_cancelled_and_never_runs(
    tmp_path: Path,
) -> None:

    async def scenario() -> tuple[list[EngineEvent], RequestStatus]:
        async with fake_engine(tmp_path) as rig:
            fakes, engine = rig.fakes, rig.engine
            fakes.script("llm@cpu", "hold after 1 token")
            engine.set_gpu_paused(True)  # the first request takes the CPU
            busy = await rig.submit()
            engine.set_gpu_paused(False)
            cpu_hold = await fakes.held("cpu")
            fakes.script("llm@gpu", "oom before generation")
            handle = await rig.submit()
            job = engine.jobs[handle.request_id]
            await rig.until(lambda: job.lane == "cpu" and job in engine.lanes[Lane.CPU].queue)
            await engine.cancel(handle.request_id)
            cpu_hold.release()
            events = await events_of(handle)
            await events_of(busy)
            assert engine.journal is not None
            return events, (await engine.journal.get(handle.request_id)).status

    events, status = run(scenario())
    assert runs(events) == [("gpu", 1)]  # retried, queued on the CPU, cancelled there
    assert len([e for e in events if isinstance(e, Retrying)]) == 1
    assert isinstance(events[-1], Cancelled) and status is RequestStatus.CANCELLED


def test_a_request_that_waits_too_long_is_refused_with_its_place_given_back(tmp_path: Path) -> None:
    settings = {"gpu_lane.max_age_s": 1.0}

    async def scenario() -> tuple[list[EngineEvent], bool]:
        async with fake_engine(tmp_path, settings) as rig:
            rig.fakes.script("llm@gpu", "hold after 1 token")
            first = await rig.submit()
            hold = await rig.fakes.held("gpu")
            waiting = await rig.submit()
            events = await events_of(waiting, timeout=3.0)  # the sweeper runs every 0.5 s
            hold.release()
            await events_of(first)
            return events, not rig.engine.lanes[Lane.GPU].queue

    events, emptied = run(scenario())
    end = events[-1]
    assert isinstance(end, Failed) and (end.kind, end.resumable) == ("capacity", True)
    assert "waited longer than 1 s" in end.message and emptied


def test_a_dead_gpu_worker_is_restarted_in_the_background(tmp_path: Path) -> None:
    async def scenario() -> tuple[bool, int]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "abort after 2 tokens")
            await events_of(await rig.submit())
            slot = rig.engine.slots[Lane.GPU, WorkKind.LLM]
            await rig.until(lambda: slot.alive, timeout=3.0)  # restart waits 0.5 s first
            return slot.alive, rig.fakes.started["llm@sim-gpu"]

    alive, started = run(scenario())
    assert alive and started == 2


def test_after_a_driver_loss_new_work_goes_to_the_cpu_until_the_card_is_back(
    tmp_path: Path,
) -> None:
    async def scenario() -> tuple[list[EngineEvent], list[EngineEvent], str]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "driver lost after 1 token")
            struck = await events_of(await rig.submit())
            after = await events_of(await rig.submit())
            return struck, after, rig.engine.breaker.snapshot().reason

    struck, after, reason = run(scenario())
    assert runs(struck) == [("gpu", 1), ("cpu", 2)]
    assert runs(after) == [("cpu", 1)] and "driver" in reason


def test_a_transcription_fails_over_and_starts_again_on_the_cpu(tmp_path: Path) -> None:
    audio = DATA / "speech.wav"

    async def scenario() -> list[EngineEvent]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("whisper@gpu", "oom after 1 segment")
            return await events_of(await rig.engine.submit(TranscriptionRequest(str(audio))))

    events = run(scenario())
    assert runs(events) == [("gpu", 1), ("cpu", 2)]
    end = events[-1]
    assert isinstance(end, Completed) and end.text == "".join(DEFAULT_SEGMENTS)
    # The replay transcribes the file from the start: after ``Retrying`` (on which the
    # views drop what they showed) the segments come again from 0.
    story = [
        e.index if isinstance(e, SegmentEvent) else "retry"
        for e in events
        if isinstance(e, SegmentEvent | Retrying)
    ]
    assert story == [0, "retry", 0, 1]


def test_a_cancel_while_the_gpu_hangs_means_the_failover_never_comes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    patch_deadlines(monkeypatch, HANG_S)

    async def scenario() -> tuple[list[EngineEvent], list[str]]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "hold before generation")
            handle = await rig.submit()
            hold = await rig.fakes.held("gpu")
            await rig.engine.cancel(handle.request_id)
            hold.release("hang")  # found by the progress deadline after the cancel
            worker = rig.engine.supervisor.workers["llm@sim-gpu"]
            await asyncio.wait_for(worker.exited.wait(), 3.0)
            await asyncio.sleep(0.1)
            job = rig.engine.jobs[handle.request_id]
            return job.events, [name for name, kind in rig.fakes.served if kind == "generate"]

    events, generated_on = run(scenario())
    assert isinstance(events[-1], Cancelled)  # the last event, nothing after it
    assert [e for e in events if isinstance(e, Retrying)] == []
    assert generated_on == ["llm@sim-gpu"]  # never sent to the CPU


def test_a_worker_that_reported_an_allocation_failure_is_replaced(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, bool, list[EngineEvent]]:
        async with fake_engine(tmp_path) as rig:
            rig.fakes.script("llm@gpu", "oom after 1 token")
            await events_of(await rig.submit())
            first = rig.fakes.workers[[w.name for w in rig.fakes.workers].index("llm@sim-gpu")]
            slot = rig.engine.slots[Lane.GPU, WorkKind.LLM]
            await rig.until(lambda: not first.process.alive and slot.alive, timeout=3.0)
            after = await events_of(await rig.submit())
            return rig.fakes.started["llm@sim-gpu"], first.process.returncode == 0, after

    started, asked_to_stop, after = run(scenario())
    assert started == 2 and asked_to_stop  # stopped politely, then loaded afresh
    assert runs(after) == [("gpu", 1)]
