"""Every simulated fault fires through the real library call, and the engine handles it.

No fault raises an error of ours: llama_decode returns llama.cpp's own code and
llama-cpp-python raises its own RuntimeError; context creation and CTranslate2 run under
an OS memory cap and fail in their own allocators; a hang blocks the generating thread
in a native call while heartbeats go on. Each test asserts the route the request took,
what the breaker counted, and the events the caller saw.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine.api import (
    Completed,
    EngineEvent,
    Failed,
    Lane,
    Retrying,
    Running,
    TokenEvent,
    TranscriptionRequest,
    WorkKind,
)
from tests.conftest import run
from tests.integration.engine_helpers import chat, events_of, make_engine, of_type

pytestmark = [pytest.mark.models, pytest.mark.slow]


@dataclass
class Outcome:
    """What the caller saw, and what the engine recorded."""

    events: list[EngineEvent]
    breaker_failures: int
    gpu_pid_before: int | None = None
    gpu_pid_after: int | None = None
    log: list[str] = field(default_factory=list)

    @property
    def route(self) -> list[tuple[str, int]]:
        return [(r.lane, r.attempt) for r in of_type(self.events, Running)]

    @property
    def retry(self) -> Retrying:
        [retry] = of_type(self.events, Retrying)  # exactly one failover
        return retry


async def _scenario(tmp: Path, fault: str, request: object = None) -> Outcome:
    engine = make_engine(tmp, faults=(fault,), warm=("llm", "whisper"))
    await engine.start()
    try:
        handle = await engine.submit(request or chat())  # type: ignore[arg-type]
        events = await asyncio.wait_for(events_of(handle), 100)
        return Outcome(list(events), engine.breaker.snapshot().failures_in_window)
    finally:
        await engine.stop()


def _completed_on_cpu(outcome: Outcome) -> Completed:
    assert outcome.route == [("gpu", 1), ("cpu", 2)]
    [done] = of_type(outcome.events, Completed)
    assert isinstance(done, Completed) and (done.lane, done.attempts) == ("cpu", 2)
    return done


def test_alloc_at_load_fails_in_llama_context_creation(tmp_path: Path) -> None:
    outcome = run(_scenario(tmp_path, "alloc-at-load@llm"))
    _completed_on_cpu(outcome)
    assert outcome.retry.error_kind == "oom"
    assert "Failed to create llama_context" in outcome.retry.error
    assert outcome.breaker_failures == 1


def test_alloc_before_generation_is_llama_decode_returning_minus_two(tmp_path: Path) -> None:
    outcome = run(_scenario(tmp_path, "alloc-before-generation@llm"))
    _completed_on_cpu(outcome)
    retry = outcome.retry
    assert (retry.error_kind, retry.replay_prefix_tokens) == ("oom", 0)
    assert retry.error == "llama_decode returned -2"  # llama-cpp-python's own RuntimeError
    assert outcome.breaker_failures == 1


def test_alloc_mid_stream_replays_the_streamed_tokens_once(tmp_path: Path) -> None:
    outcome = run(_scenario(tmp_path, "alloc-at-token:3@llm"))
    assert outcome.route == [("gpu", 1), ("cpu", 2)]
    retry = outcome.retry
    assert (retry.error_kind, retry.replay_prefix_tokens) == ("oom", 3)
    assert "llama_decode returned -2" in retry.error
    streamed = "".join(t.text for t in of_type(outcome.events, TokenEvent))
    [end] = of_type(outcome.events, Completed) + of_type(outcome.events, Failed)
    if isinstance(end, Completed):  # the CPU reproduced the GPU's tokens: verified
        assert end.text == streamed
    else:  # the CPU computed another answer: resumable, the streamed text kept
        assert isinstance(end, Failed)
        assert (end.kind, end.resumable) == ("replay_diverged", True)
        assert end.partial == streamed and streamed
    assert outcome.breaker_failures == 1


def test_abort_inside_llama_decode_kills_the_worker(tmp_path: Path) -> None:
    outcome = run(_scenario(tmp_path, "abort-at-token:0@llm"))
    _completed_on_cpu(outcome)
    assert outcome.retry.error_kind == "abort"
    assert "signal 6" in outcome.retry.error and "ggml_cuda_error" in outcome.retry.error
    assert outcome.breaker_failures == 1


def test_a_hang_in_a_native_call_is_found_by_progress_while_heartbeats_go_on(
    tmp_path: Path,
) -> None:
    outcome = run(_scenario(tmp_path, "hang@llm"))
    _completed_on_cpu(outcome)
    retry = outcome.retry
    assert retry.error_kind == "hang"
    assert "made no progress" in retry.error and "heartbeats kept arriving" in retry.error
    assert outcome.breaker_failures == 1


def test_a_frozen_process_is_found_by_its_missing_heartbeats(tmp_path: Path) -> None:
    outcome = run(_scenario(tmp_path, "freeze@llm"))
    _completed_on_cpu(outcome)
    assert outcome.retry.error_kind == "hang"
    assert "without a heartbeat" in outcome.retry.error
    assert outcome.breaker_failures == 1


def test_a_driver_reset_inside_the_call_is_a_driver_failure(tmp_path: Path) -> None:
    outcome = run(_scenario(tmp_path, "driver-reset:1@llm"))
    _completed_on_cpu(outcome)
    assert outcome.retry.error_kind == "driver"
    assert outcome.breaker_failures == 1


def test_ctranslate2_runs_out_of_memory_in_its_own_allocator(
    tmp_path: Path, speech_wav: Path
) -> None:
    request = TranscriptionRequest(str(speech_wav))
    outcome = run(_scenario(tmp_path, "alloc-before-generation@whisper", request))
    done = _completed_on_cpu(outcome)
    assert "memory" in done.text.lower()
    assert outcome.retry.error_kind == "oom"
    assert "mkl_malloc: failed to allocate memory" in outcome.retry.error
    assert outcome.breaker_failures == 1


def test_a_worker_that_reported_an_allocation_failure_is_replaced(tmp_path: Path) -> None:
    async def scenario() -> tuple[int | None, int | None, bool]:
        engine = make_engine(tmp_path, faults=("alloc-at-token:2@llm",))
        await engine.start()
        try:
            slot = engine.slots[Lane.GPU, WorkKind.LLM]
            pids: list[int | None] = []

            def watch(status: object) -> None:
                pids.append(slot.pid)

            handle = await engine.submit(chat())
            async for event in handle:
                if isinstance(event, TokenEvent) and not pids:
                    watch(event)  # the pid of the worker that will report the failure
            for _ in range(120):  # R12: stopped, then loaded again in the background
                await asyncio.sleep(0.25)
                if slot.alive and slot.pid != pids[0]:
                    break
            return pids[0], slot.pid, slot.alive
        finally:
            await engine.stop()

    before, after, alive = run(scenario())
    assert before is not None and alive
    assert after != before
