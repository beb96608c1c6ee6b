"""What an LLM worker on the simulated GPU charges to the card, per buffer kind."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.estimate.llm import compute_phases
from engine.models.gguf_meta import GgufMetadata
from engine.workers.llm_runtime import LlmLoadParams, _device_shares


def test_load_params_carry_the_kv_cache_placement() -> None:
    params = LlmLoadParams.from_dict({"model_path": "m.gguf", "kv_on_host": True})
    assert params.kv_on_host
    assert not LlmLoadParams.from_dict({"model_path": "m.gguf"}).kv_on_host


def test_all_or_nothing_on_the_card_needs_no_estimate() -> None:
    # No file is read: these shares are known without the model's dimensions.
    assert set(_device_shares(LlmLoadParams("missing.gguf", n_gpu_layers=-1)).values()) == {1.0}
    assert set(_device_shares(LlmLoadParams("missing.gguf", n_gpu_layers=0)).values()) == {0.0}


@pytest.mark.parametrize("n_ctx", [2048, 8192])
def test_a_kv_cache_in_host_ram_charges_weights_and_the_output_phase_only(
    smollm2_gguf: Path, smollm2_meta: GgufMetadata, n_ctx: int
) -> None:
    params = LlmLoadParams(str(smollm2_gguf), n_ctx=n_ctx, n_gpu_layers=-1, kv_on_host=True)
    shares = _device_shares(params)
    assert shares["weights"] == 1.0
    assert shares["kv"] == 0.0
    # The worker really ran on the CPU, whose compute buffer is the larger phase; a card
    # would hold only the output phase (all of it at 2048, where the logits dominate).
    output, attention = compute_phases(smollm2_meta, n_ctx, 512)
    assert shares["compute"] == pytest.approx(output / max(output, attention))
    assert (shares["compute"] == 1.0) == (output >= attention)


def test_shares_sent_by_the_engine_are_used_without_reading_the_model() -> None:
    sent = {"weights": 0.4, "kv": 0.4, "compute": 1.0}
    params = LlmLoadParams.from_dict(
        {"model_path": "missing.gguf", "n_gpu_layers": 12, "device_shares": sent}
    )
    assert _device_shares(params) == sent  # "missing.gguf" was never opened


def test_the_engine_computes_the_same_shares_the_worker_would(
    smollm2_gguf: Path, smollm2_meta: GgufMetadata
) -> None:
    from engine.estimate.llm import LlmShape, simulated_shares

    for layers, on_host in ((12, False), (-1, True), (20, True)):
        params = LlmLoadParams(str(smollm2_gguf), n_gpu_layers=layers, kv_on_host=on_host)
        shape = LlmShape(2048, n_gpu_layers=layers, kv_on_host=on_host)
        assert simulated_shares(smollm2_meta, shape) == _device_shares(params)
