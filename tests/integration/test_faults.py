"""Every injected fault fires inside the real runtime's call: its own error, or the death."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from engine.api import SimulatedGpu, Supervisor, WorkerError, parse_fault
from engine.api import Transcribe as TranscribeRequest
from engine.supervisor import ProgressDeadline, WorkerState
from tests.conftest import run
from tests.integration.helpers import (
    HEARTBEAT_S,
    card,
    collect,
    generate,
    llm_replica,
    whisper_replica,
)

pytestmark = pytest.mark.models


def armed(tmp: Path, *faults: str) -> SimulatedGpu:
    gpu = card(tmp)
    for fault in faults:
        gpu.inject(parse_fault(fault))
    return gpu


def test_alloc_at_load_fails_like_llama_context_creation(gguf_path: Path, tmp_path: Path) -> None:
    gpu = armed(tmp_path, "alloc-at-load")

    async def scenario() -> tuple[WorkerError, int]:
        supervisor = Supervisor()
        with pytest.raises(WorkerError) as caught:
            await llm_replica(supervisor, gguf_path, "sim-gpu", gpu).start()
        retry = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        await retry.start()  # the fault fired once; the next load succeeds
        tokens, _, _ = await collect(retry, generate(max_tokens=3))
        await supervisor.stop_all()
        return caught.value, len(tokens)

    error, tokens = run(scenario())
    assert (error.kind.value, str(error)) == ("oom", "Failed to create llama_context")
    assert tokens == 3
    assert gpu.armed_faults() == []


def test_alloc_before_generation_fails_before_any_token_and_the_worker_lives_on(
    gguf_path: Path, tmp_path: Path
) -> None:
    gpu = armed(tmp_path, "alloc-before-generation")

    async def scenario() -> tuple[list[str], WorkerError | None, int, WorkerState]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        await replica.start()
        tokens, _, error = await collect(replica, generate("first"))
        again, _, _ = await collect(replica, generate("second", max_tokens=5))
        assert replica.handle is not None
        state = replica.handle.state
        await supervisor.stop_all()
        return tokens, error, len(again), state

    tokens, error, again, state = run(scenario())
    assert tokens == []
    assert error is not None and error.kind.value == "oom"
    assert str(error) == "llama_decode returned -2"  # llama-cpp-python's own error
    assert again == 5
    assert state is WorkerState.ALIVE


def test_alloc_at_token_k_keeps_the_k_tokens_already_produced(
    gguf_path: Path, tmp_path: Path
) -> None:
    gpu = armed(tmp_path, "alloc-at-token:4")

    async def scenario() -> tuple[list[str], WorkerError | None]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        await replica.start()
        tokens, _, error = await collect(replica, generate())
        await supervisor.stop_all()
        return tokens, error

    tokens, error = run(scenario())
    assert len(tokens) == 4
    assert error is not None and error.kind.value == "oom"
    assert error.partial == "".join(tokens)


def test_abort_at_token_k_kills_the_worker_and_the_supervisor_notices(
    gguf_path: Path, tmp_path: Path
) -> None:
    gpu = armed(tmp_path, "abort-at-token:2")
    failures: list[str] = []

    async def scenario() -> tuple[list[str], WorkerError | None, WorkerState, int]:
        supervisor = Supervisor()
        supervisor.on_failure(lambda handle, error: failures.append(error.kind.value))
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        await replica.start()
        assert replica.handle is not None
        tokens, _, error = await collect(replica, generate())
        await supervisor.stop_all()
        return tokens, error, replica.handle.state, gpu.snapshot().used

    tokens, error, state, used = run(scenario())
    assert len(tokens) == 2
    assert error is not None and error.kind.value == "abort"
    assert "signal 6" in str(error) and "CUDA error" in str(error)
    assert state is WorkerState.DEAD
    assert failures == ["abort"]
    assert used == 0  # a dead process's memory is freed on the card


def test_a_frozen_worker_is_noticed_within_two_heartbeats(gguf_path: Path, tmp_path: Path) -> None:
    gpu = armed(tmp_path, "freeze")

    async def scenario() -> tuple[WorkerError | None, float, WorkerState]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        await replica.start()
        assert replica.handle is not None
        started = time.monotonic()
        _, _, error = await collect(replica, generate())
        noticed = time.monotonic() - started
        await supervisor.stop_all()
        return error, noticed, replica.handle.state

    error, noticed, state = run(scenario())
    assert error is not None and error.kind.value == "hang"
    assert state is WorkerState.HUNG
    # The last heartbeat came at most one interval before the hang; two more are allowed.
    assert noticed <= 3 * HEARTBEAT_S + 0.5


def test_a_driver_reset_kills_every_simulated_gpu_worker_but_not_cpu_work(
    gguf_path: Path, whisper_dir: Path, speech_wav: Path, tmp_path: Path
) -> None:
    gpu = armed(tmp_path, "driver-reset:1.5@llm")

    async def scenario() -> tuple[
        WorkerError | None, WorkerState, WorkerState, str | None, list[str], str | None
    ]:
        supervisor = Supervisor()
        llm_gpu = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        whisper_gpu = whisper_replica(supervisor, whisper_dir, "sim-gpu", gpu)
        llm_cpu = llm_replica(supervisor, gguf_path, "cpu")
        await asyncio.gather(llm_gpu.start(), whisper_gpu.start(), llm_cpu.start())
        _, _, error = await collect(llm_gpu, generate())
        during = gpu.snapshot().error
        assert whisper_gpu.handle is not None and whisper_gpu.handle is not None
        await asyncio.wait_for(whisper_gpu.handle.exited.wait(), 3 * HEARTBEAT_S + 1)
        cpu_tokens, _, _ = await collect(llm_cpu, generate("cpu", max_tokens=4))
        await asyncio.sleep(1.6)
        after = gpu.snapshot().error
        assert llm_gpu.handle is not None
        states = (llm_gpu.handle.state, whisper_gpu.handle.state)
        await supervisor.stop_all()
        return error, *states, during, cpu_tokens, after

    error, llm_state, whisper_state, during, cpu_tokens, after = run(scenario())
    assert error is not None and error.kind.value == "driver"
    assert (llm_state, whisper_state) == (WorkerState.DEAD, WorkerState.DEAD)
    assert during is not None and "simulated" in during
    assert len(cpu_tokens) == 4
    assert after is None


def test_whisper_faults_raise_what_ctranslate2_raises(
    whisper_dir: Path, speech_wav: Path, tmp_path: Path
) -> None:
    gpu = armed(tmp_path, "alloc-at-load@whisper", "alloc-before-generation@whisper")
    # Both run CTranslate2 under a memory cap: its own allocator fails ("mkl_malloc: ...").

    async def scenario() -> tuple[WorkerError, WorkerError]:
        supervisor = Supervisor()
        with pytest.raises(WorkerError) as at_load:
            await whisper_replica(supervisor, whisper_dir, "sim-gpu", gpu).start()
        replica = whisper_replica(supervisor, whisper_dir, "sim-gpu", gpu)
        await replica.start()
        with pytest.raises(WorkerError) as at_work:
            async for _ in replica.transcribe(TranscribeRequest("t1", str(speech_wav))):
                pass
        await supervisor.stop_all()
        return at_load.value, at_work.value

    at_load, at_work = run(scenario())
    for error in (at_load, at_work):
        assert error.kind.value == "oom", str(error)
        assert "failed to allocate memory" in str(error)


def test_a_hang_inside_llama_decode_keeps_the_heartbeats_and_is_found_by_progress(
    gguf_path: Path, tmp_path: Path
) -> None:
    gpu = armed(tmp_path, "hang")

    async def scenario() -> tuple[WorkerError | None, int, WorkerState]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", gpu)
        await replica.start()
        handle = replica.handle
        assert handle is not None
        beats: list[float] = []
        deliver = handle._deliver

        def counting(event: object) -> None:
            if type(event).__name__ == "Heartbeat":
                beats.append(time.monotonic())
            deliver(event)  # type: ignore[arg-type]

        handle._deliver = counting  # type: ignore[method-assign]
        started = time.monotonic()
        error = None
        try:
            async for _ in replica.chat(generate(), ProgressDeadline(3.0, 1.0, "test")):
                pass
        except WorkerError as exc:
            error = exc
        await supervisor.stop_all()
        return error, sum(1 for t in beats if t > started), handle.state

    error, beats_while_stuck, state = run(scenario())
    assert error is not None and error.kind.value == "hang"
    assert "made no progress" in str(error) and "heartbeats kept arriving" in str(error)
    assert beats_while_stuck >= 3  # the process answered all along: only progress showed it
    assert state is WorkerState.HUNG
