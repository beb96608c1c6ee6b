"""Lanes (bounded queues with an age limit) and the ledger (bytes and KV cells)."""

from __future__ import annotations

import asyncio

import pytest

from engine.admission import Action, Decision
from engine.domain import Lane, Route, WorkKind
from engine.ledger import Ledger
from engine.requests import ChatRequest, TranscriptionRequest
from engine.scheduling.jobs import Job, Placement
from engine.scheduling.lanes import LaneLimits, LaneQueue
from tests.conftest import run


class Clock:
    """Time that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def job(name: str, kind: str = "chat") -> Job:
    request = ChatRequest((("user", name),)) if kind == "chat" else TranscriptionRequest(name)
    placement = Placement(Decision(Action.ADMIT, "test"), Route(Action.ADMIT, Lane.GPU))
    return Job(name, request, placement, Lane.GPU)


def test_a_lane_is_full_at_its_limit_and_a_failover_jumps_the_queue() -> None:
    async def scenario() -> tuple[bool, int, list[str]]:
        lane = LaneQueue(Lane.CPU, LaneLimits(max_queue=2, max_age_s=60, max_ctx=2048), Clock())
        await lane.put(job("a"))
        await lane.put(job("b"))
        full = lane.full
        position = await lane.put(job("failover"), front=True)  # accepted work is never dropped
        return full, position, [j.request_id for j in lane.queue]

    full, position, order = run(scenario())
    assert full and position == 1
    assert order == ["failover", "a", "b"]


def test_jobs_that_waited_too_long_are_taken_out() -> None:
    async def scenario() -> tuple[list[str], list[str], float]:
        clock = Clock()
        lane = LaneQueue(Lane.GPU, LaneLimits(max_queue=8, max_age_s=30, max_ctx=2048), clock)
        await lane.put(job("old"))
        clock.now += 20
        await lane.put(job("young"))
        clock.now += 15  # old waited 35 s, young 15 s
        oldest = lane.status().oldest_age_s
        expired = [j.request_id for j in lane.expired()]
        return expired, [j.request_id for j in lane.queue], oldest

    expired, left, oldest = run(scenario())
    assert expired == ["old"] and left == ["young"]
    assert oldest == pytest.approx(35.0)


def test_take_waits_for_a_job_of_its_kind_and_marks_it_running() -> None:
    async def scenario() -> tuple[str, str, tuple[str, ...]]:
        limits = LaneLimits(max_queue=8, max_age_s=30, max_ctx=2048, concurrency=2)
        lane = LaneQueue(Lane.GPU, limits, Clock())
        await lane.put(job("speech", "transcription"))
        waiter = asyncio.create_task(lane.take(WorkKind.LLM))
        await asyncio.sleep(0)
        assert not waiter.done()  # the only job is a transcription
        await lane.put(job("chat"))
        taken = await asyncio.wait_for(waiter, 1)
        speech = await lane.take(WorkKind.WHISPER)
        return taken.request_id, speech.request_id, lane.status().running

    taken, speech, running = run(scenario())
    assert (taken, speech) == ("chat", "speech")
    assert sorted(running) == ["chat", "speech"]


def test_a_cancelled_job_leaves_the_queue() -> None:
    async def scenario() -> tuple[bool, bool, int]:
        lane = LaneQueue(Lane.GPU, LaneLimits(max_queue=8, max_age_s=30, max_ctx=2048), Clock())
        queued = job("a")
        await lane.put(queued)
        return lane.remove(queued), lane.remove(queued), lane.position(queued)

    assert run(scenario()) == (True, False, 0)


def test_the_ledger_books_bytes_per_holder_and_device() -> None:
    ledger = Ledger()
    ledger.book("gpu", "llm@gpu", 300)
    ledger.book("gpu", "whisper@gpu", 100)
    ledger.book("host", "llm@cpu", 50)
    ledger.book("gpu", "llm@gpu", 250)  # a reload replaces the booking
    assert (ledger.total("gpu"), ledger.total("host")) == (350, 50)
    ledger.release("gpu", "llm@gpu")
    assert ledger.total("gpu") == 100
    with pytest.raises(ValueError, match="unknown device"):
        ledger.book("tpu", "x", 1)


def test_kv_cells_are_shared_and_never_overbooked() -> None:
    ledger = Ledger()
    ledger.set_kv_capacity("llm@gpu", 2048)
    assert ledger.book_kv("llm@gpu", "r1", 1500)
    assert not ledger.book_kv("llm@gpu", "r2", 600)  # only 548 cells left
    assert ledger.book_kv("llm@gpu", "r3", 548)
    assert ledger.kv_free("llm@gpu") == 0
    ledger.release_kv("llm@gpu", "r1")
    assert ledger.kv_free("llm@gpu") == 1500
    ledger.drop_replica("llm@gpu")
    assert ledger.kv_free("llm@gpu") == 0  # no replica, no cells


def test_a_lane_of_concurrency_one_runs_one_job_at_a_time() -> None:
    async def scenario() -> tuple[bool, str]:
        lane = LaneQueue(
            Lane.CPU, LaneLimits(max_queue=8, max_age_s=30, max_ctx=2048, concurrency=1), Clock()
        )
        await lane.put(job("chat"))
        await lane.put(job("speech", "transcription"))
        chat = await lane.take(WorkKind.LLM)
        speech = asyncio.create_task(lane.take(WorkKind.WHISPER))
        await asyncio.sleep(0.01)
        blocked = not speech.done()  # the CPU is busy with the chat
        await lane.finished(chat)
        taken = await asyncio.wait_for(speech, 1)
        return blocked, taken.request_id

    assert run(scenario()) == (True, "speech")


def test_a_chat_replica_takes_up_to_parallel_chats_and_one_transcription_waits() -> None:
    """``parallel`` chats share the one chat replica; a fifth waits for a place, and a
    transcription still waits for a free model when only one kind may run (concurrency 1)."""

    async def scenario() -> tuple[list[str], bool, bool, str]:
        limits = LaneLimits(max_queue=8, max_age_s=30, max_ctx=2048, concurrency=1, parallel=4)
        lane = LaneQueue(Lane.CPU, limits, Clock())
        for name in ("c1", "c2", "c3", "c4", "c5"):
            await lane.put(job(name))
        await lane.put(job("speech", "transcription"))
        taken = [await asyncio.wait_for(lane.take(WorkKind.LLM), 1) for _ in range(4)]
        fifth = asyncio.create_task(lane.take(WorkKind.LLM))
        speech = asyncio.create_task(lane.take(WorkKind.WHISPER))
        await asyncio.sleep(0.01)
        blocked = not fifth.done() and not speech.done()
        await lane.finished(taken[1])
        fifth_job = await asyncio.wait_for(fifth, 1)
        still_blocked = not speech.done()  # chats run: no place for another model
        for done in (taken[0], taken[2], taken[3], fifth_job):
            await lane.finished(done)
        speech_job = await asyncio.wait_for(speech, 1)
        return [j.request_id for j in taken], blocked, still_blocked, speech_job.request_id

    taken, blocked, still_blocked, speech = run(scenario())
    assert taken == ["c1", "c2", "c3", "c4"]
    assert blocked and still_blocked
    assert speech == "speech"
