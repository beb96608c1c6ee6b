"""The LLM worker on the real default model, on the CPU and on the simulated GPU."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from engine.api import Generate, Piece, Supervisor, WorkerError
from engine.supervisor import next_id
from engine.workers.protocol import Load
from tests.conftest import run
from tests.integration.helpers import card, collect, generate, llm_replica

pytestmark = pytest.mark.models


def test_the_simulated_gpu_computes_as_another_device_would(
    gguf_path: Path, tmp_path: Path
) -> None:
    async def scenario() -> tuple[list[str], list[str], list[str], str]:
        # Two simulated cards: two supervisors, since one runs one worker of a name.
        supervisor, other = Supervisor(), Supervisor()
        same, coarse = card(tmp_path / "same"), card(tmp_path / "coarse")
        same.set_numerics({})  # the CPU's own numerics: the same sums
        coarse.set_numerics({"type_k": "q4_0"})  # another device's: other sums
        cpu = llm_replica(supervisor, gguf_path, "cpu")
        gpu_same = llm_replica(supervisor, gguf_path, "sim-gpu", same)
        gpu_coarse = llm_replica(other, gguf_path, "sim-gpu", coarse)
        try:
            await asyncio.gather(cpu.start(), gpu_same.start(), gpu_coarse.start())
            on_cpu, done, _ = await collect(cpu, generate("a", 24))
            on_same, _, _ = await collect(gpu_same, generate("b", 24))
            on_coarse, _, _ = await collect(gpu_coarse, generate("c", 24))
        finally:
            await asyncio.gather(supervisor.stop_all(), other.stop_all())
        assert done is not None
        return on_cpu, on_same, on_coarse, done.text

    on_cpu, on_same, on_coarse, text = run(scenario())
    assert len(on_cpu) == 24
    assert on_cpu == on_same
    assert on_coarse != on_cpu and on_coarse[:4] == on_cpu[:4]  # greedy, then it drifts
    assert "GPU" in text or "Graphics" in text


def test_the_simulated_gpu_is_charged_what_llama_cpp_allocated(
    gguf_path: Path, tmp_path: Path
) -> None:
    gpu_card = card(tmp_path, foreign_mib=100)

    async def scenario() -> tuple[dict[str, int], dict[str, int], int, int]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", gpu_card, n_ctx=2048)
        ready = await replica.start()
        assert replica.handle is not None
        held = gpu_card.held_by(replica.handle.pid)
        used_loaded = gpu_card.snapshot().used
        await supervisor.stop_all()
        return ready.allocations, held, used_loaded, gpu_card.snapshot().used

    allocations, held, used_loaded, used_after = run(scenario())
    assert allocations["weights"] == pytest.approx(96_576_768, rel=0.001)  # 92.10 MiB
    # The card keeps K in q8_0 (34 B per 32 values) and V in f16: 17,640 B/token x 2048.
    assert allocations["kv"] == pytest.approx(17_640 * 2048, rel=0.001)
    assert held == {k: allocations[k] for k in ("weights", "kv", "compute")}
    assert used_loaded == 100 * 2**20 + sum(held.values())
    assert used_after == 100 * 2**20  # the worker's memory went with its process


def test_a_card_too_small_refuses_the_load_as_llama_cpp_would(
    gguf_path: Path, tmp_path: Path
) -> None:
    async def scenario() -> WorkerError:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "sim-gpu", card(tmp_path, capacity_mib=64))
        with pytest.raises(WorkerError) as caught:
            await replica.start()
        await supervisor.stop_all()
        return caught.value

    error = run(scenario())
    assert error.kind.value == "oom"
    assert "Failed to load model from file" in str(error)


def test_cancel_stops_generation_and_keeps_the_partial_answer(gguf_path: Path) -> None:
    async def scenario() -> tuple[list[str], WorkerError | None]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path)
        await replica.start()
        tokens: list[str] = []
        error = None
        request = generate("long", max_tokens=400)
        try:
            async for event in replica.chat(request):
                if isinstance(event, Piece):
                    tokens.append(event.text)
                    if len(tokens) == 3:
                        await replica.cancel(request.id)
        except WorkerError as exc:
            error = exc
        await supervisor.stop_all()
        return tokens, error

    tokens, error = run(scenario())
    assert error is not None and error.kind.value == "cancelled"
    assert 3 <= len(tokens) < 20
    assert error.partial == "".join(tokens)


def test_prompt_tokens_are_counted_with_the_models_template(gguf_path: Path) -> None:
    async def scenario() -> tuple[int, float]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path)
        await replica.start()
        counted = await replica.count_tokens(generate().messages)
        _, done, _ = await collect(replica, generate(max_tokens=4))
        await supervisor.stop_all()
        assert done is not None
        return counted, done.stats["prompt_tokens"]

    counted, evaluated = run(scenario())
    assert counted == evaluated


def test_bad_input_and_bad_models_get_clear_errors_and_the_worker_survives(
    gguf_path: Path, tmp_path: Path
) -> None:
    not_a_model = tmp_path / "notes.gguf"
    not_a_model.write_text("hello")

    async def scenario() -> tuple[WorkerError, WorkerError, list[str]]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, n_ctx=256)
        await replica.start()
        handle = replica.handle
        assert handle is not None
        too_long = Generate(
            id="big", messages=[{"role": "user", "content": "word " * 2000}], max_tokens=8
        )
        _, _, long_error = await collect(replica, too_long)
        with pytest.raises(WorkerError) as bad_model:
            await handle.call(Load(next_id(), {"model_path": str(not_a_model)}))
        await handle.call(Load(next_id(), {"model_path": str(gguf_path), "n_ctx": 512}))
        tokens, _, _ = await collect(replica, generate(max_tokens=4))
        await supervisor.stop_all()
        assert long_error is not None
        return long_error, bad_model.value, tokens

    long_error, bad_model, tokens = run(scenario())
    assert long_error.kind.value == "bad_input"
    assert "context window" in str(long_error)
    assert bad_model.kind.value == "bad_model"
    assert len(tokens) == 4


def test_killing_one_worker_leaves_the_others_serving(
    gguf_path: Path, whisper_dir: Path, speech_wav: Path, tmp_path: Path
) -> None:
    import os
    import signal

    from engine.api import Done, Transcribe
    from engine.supervisor import WorkerState
    from tests.integration.helpers import whisper_replica

    async def scenario() -> tuple[str, WorkerState, int, str]:
        supervisor = Supervisor()
        failures: list[str] = []
        supervisor.on_failure(lambda handle, error: failures.append(handle.spec.name))
        llm = llm_replica(supervisor, gguf_path, "sim-gpu", card(tmp_path))
        whisper = whisper_replica(supervisor, whisper_dir)
        await asyncio.gather(llm.start(), whisper.start())
        assert llm.handle is not None
        os.kill(llm.handle.pid, signal.SIGKILL)
        await asyncio.wait_for(llm.handle.exited.wait(), 5)
        text = ""
        async for event in whisper.transcribe(Transcribe("t", str(speech_wav))):
            if isinstance(event, Done):
                text = event.text
        restarted = await llm.start()  # the supervisor starts it again on request
        tokens, _, _ = await collect(llm, generate(max_tokens=3))
        await supervisor.stop_all()
        return ",".join(failures), llm.handle.state, len(tokens), text + restarted.device

    failures, state, tokens, text = run(scenario())
    assert failures == "llm@sim-gpu"
    assert "memory" in text.lower() and text.endswith("simulated GPU")
    assert tokens == 3
    assert state is WorkerState.STOPPED


def test_tokens_are_counted_at_once_even_while_the_worker_generates(gguf_path: Path) -> None:
    import time

    story = [{"role": "user", "content": "Write a long story about a dragon and a castle."}]

    async def scenario() -> tuple[int, float, float, int]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path)
        await replica.start()
        produced, count, waited = 0, 0, 0.0
        started = time.perf_counter()
        async for event in replica.chat(Generate(id="long", messages=story, max_tokens=150)):
            if isinstance(event, Piece):
                produced += 1
                if produced == 3:
                    before = time.perf_counter()
                    count = await replica.count_tokens(generate().messages)
                    waited = time.perf_counter() - before
        total = time.perf_counter() - started
        await supervisor.stop_all()
        return count, waited, total, produced

    count, waited, total, produced = run(scenario())
    assert count > 10 and produced > 60
    # Answered beside the running generation, not after it (which took most of ``total``).
    assert waited < 0.3 * total


def test_a_greedy_answer_does_not_depend_on_what_the_replica_answered_before(
    gguf_path: Path,
) -> None:
    async def scenario() -> tuple[list[str], list[str]]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path, "cpu")
        await replica.start()
        first, _, _ = await collect(replica, generate("a", 32, seed=None))
        # The same prompt, sampled: it leaves that prompt's tokens in the KV cache.
        sampled = dataclasses.replace(generate("b", 32), temperature=0.8, seed=7)
        await collect(replica, sampled)
        again, _, _ = await collect(replica, generate("c", 32, seed=None))
        await supervisor.stop_all()
        return first, again

    first, again = run(scenario())
    assert len(first) > 10 and first == again  # what a failover replay relies on


def test_a_final_assistant_message_is_continued_in_its_own_turn(gguf_path: Path) -> None:
    """Continue: the answer so far is the start of the model's turn, not a closed turn that
    a new answer follows (which would start over: "1, 2, 3, ...")."""
    question = {"role": "user", "content": "Count from 1 to 10, separated by commas."}
    so_far = {"role": "assistant", "content": "1, 2, 3, 4,"}

    async def scenario() -> tuple[str, str]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path)
        try:
            await replica.start()
            whole, _, error = await collect(replica, Generate("a1", [question], 24))
            assert error is None, error
            more, _, error = await collect(replica, Generate("a2", [question, so_far], 24))
            assert error is None, error
            return "".join(whole), "".join(more)
        finally:
            await supervisor.stop_all()

    whole, more = run(scenario())
    assert whole.startswith("1, 2, 3, 4, 5")  # what the model says from the start
    assert more.startswith(" 5, 6")  # and it goes on from where the answer stopped
