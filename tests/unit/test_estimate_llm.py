"""engine.estimate.llm: llama.cpp's buffers for a model and its context settings."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.estimate.llm import (
    KV_TYPE_BYTES,
    LlmShape,
    compute_buffer,
    compute_phases,
    estimate_llm,
    kv_bytes_per_token,
    offloaded_layers,
    output_offloaded,
    padded_ctx,
)
from engine.models.gguf_meta import GgufMetadata
from engine.units import MIB

# The default model's dimensions (SmolLM2-135M-Instruct Q4_1), built by hand.
LAYER = 2_216_448
EMBD = 30_081_024
OTHER = 2_304
META = GgufMetadata(
    path=Path("smollm2.gguf"),
    architecture="llama",
    name="SmolLM2",
    n_layer=30,
    n_head=9,
    n_head_kv=3,
    n_embd=576,
    head_dim_k=64,
    head_dim_v=64,
    n_vocab=49152,
    n_ctx_train=8192,
    quantization="Q4_1",
    chat_template=None,
    layer_bytes=(LAYER,) * 30,
    token_embd_bytes=EMBD,
    output_bytes=0,
    other_bytes=OTHER,
    output_tied=True,
)
KV_PER_TOKEN_F16 = 23_040
# The same model with distinct layer sizes (layer i holds 1000 + i bytes) and an untied
# output, so that which layers go where is visible in the sums.
OUTPUT = 28_311_552
UNTIED = dataclasses.replace(
    META,
    layer_bytes=tuple(1_000 + i for i in range(30)),
    output_bytes=OUTPUT,
    output_tied=False,
)


def test_default_dims_match_the_real_file() -> None:
    assert META.weights_bytes == 96_576_768
    assert META.kv_bytes_per_token_f16 == KV_PER_TOKEN_F16


@pytest.mark.parametrize(
    ("n_ctx", "padded"),
    [(3000, 3072), (512, 512), (256, 256), (257, 512), (1, 256), (0, 256), (8192, 8192)],
)
def test_padded_ctx(n_ctx: int, padded: int) -> None:
    assert padded_ctx(n_ctx) == padded


# --- KV cache -------------------------------------------------------------------------------


def test_kv_bytes_per_token() -> None:
    assert kv_bytes_per_token(META, "f16") == KV_PER_TOKEN_F16
    assert kv_bytes_per_token(META, "f32") == 2 * KV_PER_TOKEN_F16
    assert kv_bytes_per_token(META, "q8_0") == KV_PER_TOKEN_F16 / 2 * 34 / 32
    for kv_type, element in KV_TYPE_BYTES.items():
        assert kv_bytes_per_token(META, kv_type) == 30 * 3 * (64 + 64) * element


@pytest.mark.parametrize("n_ctx", [512, 3000, 8192])
def test_kv_f16_is_per_token_times_padded_ctx(n_ctx: int) -> None:
    est = estimate_llm(META, LlmShape(n_ctx=n_ctx))
    assert est.n_ctx == padded_ctx(n_ctx)
    assert est.kv == KV_PER_TOKEN_F16 * padded_ctx(n_ctx)
    assert est.kv_bytes_per_token == KV_PER_TOKEN_F16


def test_kv_q8_0_scales_by_34_over_32() -> None:
    f16 = estimate_llm(META, LlmShape(n_ctx=4096, kv_type="f16"))
    q8 = estimate_llm(META, LlmShape(n_ctx=4096, kv_type="q8_0"))
    assert q8.kv == round(f16.kv / 2 * 34 / 32)
    assert q8.kv == KV_PER_TOKEN_F16 // 2 * 34 // 32 * 4096


def test_parallel_sequences_share_the_kv_cache() -> None:
    one = estimate_llm(META, LlmShape(n_ctx=4096, n_parallel=1))
    four = estimate_llm(META, LlmShape(n_ctx=4096, n_parallel=4))
    assert four.kv == one.kv == KV_PER_TOKEN_F16 * 4096
    assert four.compute == one.compute
    assert four.weights == one.weights
    # Only the logits buffer grows: one row of f32 logits per sequence.
    assert one.output_host == 4 * 49152
    assert four.output_host == 4 * 4 * 49152


@pytest.mark.parametrize("kv_type", ["f8", "F16", "q4_k", ""])
def test_unknown_kv_type(kv_type: str) -> None:
    with pytest.raises(ValueError, match="unknown KV cache type"):
        kv_bytes_per_token(META, kv_type)
    with pytest.raises(ValueError, match="unknown KV cache type"):
        estimate_llm(META, LlmShape(kv_type=kv_type))


# --- where the weights go ---------------------------------------------------------------------


def test_offload_helpers() -> None:
    assert [offloaded_layers(META, n) for n in (-1, 0, 10, 30, 31, 99)] == [30, 0, 10, 30, 30, 30]
    assert [output_offloaded(META, n) for n in (-1, 0, 10, 30, 31)] == [
        True,
        False,
        False,
        False,
        True,
    ]


def test_cpu_only_puts_everything_on_the_host() -> None:
    shape = LlmShape(n_ctx=2048, n_gpu_layers=0, runtime_overhead=300 * MIB)
    est = estimate_llm(META, shape)
    assert est.weights_device == est.kv_device == est.compute_device == 0
    assert est.margin_device == est.runtime_overhead == 0
    assert est.device_total == 0
    assert est.weights_host == META.weights_bytes
    assert est.kv_host == KV_PER_TOKEN_F16 * 2048
    assert est.compute_host == compute_buffer(META, 2048, 512)
    host = est.weights_host + est.kv_host + est.compute_host + est.output_host
    assert est.margin_host == round(host * 0.05)
    assert est.host_total == host + est.margin_host


def test_all_layers_put_layers_and_output_on_the_device() -> None:
    shape = LlmShape(n_ctx=2048, n_ubatch=512, n_gpu_layers=-1, runtime_overhead=300 * MIB)
    est = estimate_llm(META, shape)
    # The tied output is a device copy of the token embeddings; the host keeps the original.
    assert est.weights_device == 30 * LAYER + OTHER + EMBD
    assert est.weights_host == EMBD
    assert est.kv_device == KV_PER_TOKEN_F16 * 2048
    assert est.kv_host == 0
    assert est.compute_device == compute_buffer(META, 2048, 512)
    assert est.compute_host == 512 * 4 * 576 + 2048 * 512 * 4  # embeddings and mask
    assert est.runtime_overhead == 300 * MIB
    device = est.weights_device + est.kv_device + est.compute_device
    assert est.margin_device == round(device * 0.05)
    assert est.device_total == device + est.margin_device + 300 * MIB


def test_more_layers_than_the_model_has_means_all() -> None:
    assert estimate_llm(META, LlmShape(n_gpu_layers=31)) == estimate_llm(
        META, LlmShape(n_gpu_layers=-1)
    )


def test_every_layer_but_not_the_output() -> None:
    est = estimate_llm(META, LlmShape(n_gpu_layers=30))
    assert est.weights_device == 30 * LAYER
    assert est.weights_host == EMBD + OTHER
    assert est.kv_host == 0


def test_untied_output_goes_to_the_device_without_the_embeddings() -> None:
    est = estimate_llm(UNTIED, LlmShape(n_gpu_layers=-1))
    assert est.weights_device == sum(UNTIED.layer_bytes) + OUTPUT + OTHER
    assert est.weights_host == EMBD
    cpu = estimate_llm(UNTIED, LlmShape(n_gpu_layers=0))
    assert cpu.weights_host == UNTIED.weights_bytes


def test_partial_offload_takes_the_last_layers() -> None:
    est = estimate_llm(UNTIED, LlmShape(n_ctx=1024, n_gpu_layers=10))
    assert est.weights_device == sum(1_000 + i for i in range(20, 30))
    assert est.weights_host == sum(1_000 + i for i in range(20)) + EMBD + OUTPUT + OTHER
    assert est.weights == UNTIED.weights_bytes
    per_layer = KV_PER_TOKEN_F16 // 30
    assert est.kv_device == per_layer * 10 * 1024
    assert est.kv_host == per_layer * 20 * 1024
    assert est.compute_device == compute_buffer(UNTIED, 1024, 512)


def test_ubatch_is_clamped_by_batch_and_ctx() -> None:
    assert estimate_llm(META, LlmShape(n_ctx=2048, n_batch=128, n_ubatch=512)).n_ubatch == 128
    assert estimate_llm(META, LlmShape(n_ctx=200, n_batch=512, n_ubatch=512)).n_ubatch == 256


def test_margin() -> None:
    none = estimate_llm(META, LlmShape(margin=0.0))
    tenth = estimate_llm(META, LlmShape(margin=0.10))
    assert none.margin_host == 0
    assert tenth.margin_host == round(none.host_total * 0.10)


# --- compute buffer -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n_ctx", "n_ubatch", "measured_mib"),
    [
        (2048, 512, 99.38),
        (2048, 128, 24.84),
        (8192, 512, 166.38),
        (8192, 128, 41.6),
        (16384, 512, 326.38),
        (4096, 64, 12.42),
        (3000, 200, 38.82),
    ],
)
def test_compute_buffer_matches_llama_cpp(n_ctx: int, n_ubatch: int, measured_mib: float) -> None:
    assert compute_buffer(META, n_ctx, n_ubatch) / MIB == pytest.approx(measured_mib, rel=0.005)


def test_compute_buffer_grows_with_ctx_and_ubatch() -> None:
    assert compute_buffer(META, 8192, 512) > compute_buffer(META, 2048, 512)
    assert compute_buffer(META, 2048, 512) > compute_buffer(META, 2048, 128)


def test_compute_buffer_is_the_larger_of_its_two_phases() -> None:
    # The output phase (logits) dominates at short contexts, the attention phase at long.
    output, attention = compute_phases(META, 2048, 512)
    assert output > attention and compute_buffer(META, 2048, 512) == output
    output, attention = compute_phases(META, 8192, 512)
    assert attention > output and compute_buffer(META, 8192, 512) == attention


# --- KV cache in host RAM (offload_kqv off) -------------------------------------------------


@pytest.mark.parametrize("n_ctx", [2048, 8192])
def test_kv_on_host_moves_the_cache_and_attention_to_the_host(n_ctx: int) -> None:
    on_gpu = estimate_llm(META, LlmShape(n_ctx=n_ctx, n_gpu_layers=-1, margin=0.0))
    on_host = estimate_llm(
        META, LlmShape(n_ctx=n_ctx, n_gpu_layers=-1, margin=0.0, kv_on_host=True)
    )
    output, attention = compute_phases(META, n_ctx, 512)
    kv = KV_PER_TOKEN_F16 * n_ctx
    # Every weight stays where it was; the whole cache moves.
    assert (on_host.weights_device, on_host.weights_host) == (
        on_gpu.weights_device,
        on_gpu.weights_host,
    )
    assert (on_host.kv_device, on_host.kv_host) == (0, kv)
    # The device computes the output phase; the host adds the attention phase to its inputs.
    assert on_host.compute_device == output
    assert on_host.compute_host == on_gpu.compute_host + attention
    # The device drops by the cache and by what attention needed beyond the output phase.
    dropped = kv + compute_buffer(META, n_ctx, 512) - output
    assert on_gpu.device_total - on_host.device_total == dropped
    assert on_host.host_total - on_gpu.host_total == kv + attention


def test_kv_on_host_frees_the_long_context_attention_on_the_device() -> None:
    on_gpu = estimate_llm(META, LlmShape(n_ctx=8192, n_gpu_layers=-1))
    on_host = estimate_llm(META, LlmShape(n_ctx=8192, n_gpu_layers=-1, kv_on_host=True))
    assert on_host.compute_device < on_gpu.compute_device
    assert on_host.device_total < on_gpu.device_total - on_gpu.kv_device
    assert on_host.margin_device == round((on_host.weights_device + on_host.compute_device) * 0.05)
    assert on_host.runtime_overhead == on_gpu.runtime_overhead


def test_kv_on_host_with_a_layer_split_puts_every_layers_cache_on_the_host() -> None:
    est = estimate_llm(UNTIED, LlmShape(n_ctx=1024, n_gpu_layers=10, kv_on_host=True))
    assert est.kv_device == 0
    assert est.kv_host == KV_PER_TOKEN_F16 * 1024
    assert est.compute_device == compute_phases(UNTIED, 1024, 512)[0]


def test_kv_on_host_changes_nothing_without_gpu_layers() -> None:
    shape = LlmShape(n_ctx=2048, n_gpu_layers=0)
    assert estimate_llm(META, dataclasses.replace(shape, kv_on_host=True)) == estimate_llm(
        META, shape
    )


# --- invalid shapes -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "shape",
    [
        LlmShape(n_ctx=0),
        LlmShape(n_ctx=-1),
        LlmShape(n_batch=0),
        LlmShape(n_ubatch=0),
        LlmShape(n_parallel=0),
    ],
)
def test_invalid_shape(shape: LlmShape) -> None:
    with pytest.raises(ValueError, match="must be positive"):
        estimate_llm(META, shape)
