"""R1: estimates checked against what the runtimes really allocate.

The LLM worker reports the buffer sizes llama.cpp itself logs; the pure estimate must be
within 5% of each component (it is exact to llama.cpp's printed precision on most points).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import (
    LlmShape,
    Supervisor,
    WhisperShape,
    estimate_llm,
    estimate_whisper,
    read_gguf,
    read_whisper,
)
from engine.supervisor import next_id
from engine.workers.protocol import Load, Ready
from tests.conftest import run
from tests.integration.helpers import llm_replica, whisper_replica

pytestmark = pytest.mark.models

SWEEP = [(n_ctx, n_ubatch) for n_ctx in (512, 2048, 8192) for n_ubatch in (128, 512)]


def test_llm_estimate_is_within_5_percent_of_llama_cpp_for_every_component(gguf_path: Path) -> None:
    meta = read_gguf(gguf_path)

    async def measure() -> dict[tuple[int, int], dict[str, int]]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path)
        await replica.start()
        assert replica.handle is not None
        measured = {}
        for n_ctx, n_ubatch in SWEEP:
            params = {"model_path": str(gguf_path), "n_ctx": n_ctx, "n_ubatch": n_ubatch}
            ready = await replica.handle.call(Load(next_id(), params))
            assert isinstance(ready, Ready)
            measured[n_ctx, n_ubatch] = ready.allocations
        await supervisor.stop_all()
        return measured

    for (n_ctx, n_ubatch), actual in run(measure()).items():
        est = estimate_llm(meta, LlmShape(n_ctx=n_ctx, n_ubatch=n_ubatch, n_gpu_layers=0))
        predicted = {
            "weights": est.weights,
            "kv": est.kv,
            "compute": est.compute,
            "output": est.output_host,
        }
        for component, value in predicted.items():
            assert value == pytest.approx(actual[component], rel=0.05), (n_ctx, n_ubatch, component)


def test_whisper_estimate_is_the_right_size_for_the_measured_load(whisper_dir: Path) -> None:
    async def measure() -> int:
        supervisor = Supervisor()
        ready = await whisper_replica(supervisor, whisper_dir).start()
        await supervisor.stop_all()
        return ready.allocations["weights"]

    measured = run(measure())
    est = estimate_whisper(read_whisper(whisper_dir), WhisperShape("int8"))
    # CTranslate2 reports no buffers: the load is measured as resident-memory growth, which
    # includes its library's own start-up. The estimate must be of the same size.
    assert 0.5 * measured <= est.weights + est.runtime_overhead <= 2.0 * measured
