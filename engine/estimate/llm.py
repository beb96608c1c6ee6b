"""What a llama.cpp model will allocate, before it is loaded: a pure function.

The formulas follow llama.cpp's own sizing and were checked against what it reports
through its log (``model``, ``KV``, ``output`` and ``compute buffer size``) on the default
model over n_ctx 256..16384 and n_ubatch 32..512 (tests/integration/test_estimate_accuracy):

- Weights are the GGUF tensor sizes. Layers are offloaded from the last one down; the
  output layer goes to the GPU only when every layer does (n_gpu_layers > n_layer), and a
  tied output (no ``output.weight``) is then a GPU copy of the token embeddings.
- The KV cache holds ``n_ctx`` cells, padded to 256, shared by all parallel sequences
  (so concurrency does not multiply it; R5), each cell K and V for every layer.
- The compute buffer is the high-water mark of one worst-case ubatch graph: either the
  output phase (f32 logits for every token of the ubatch plus a few activations) or the
  attention phase (the f32 K*Q scores per head plus the mask over the whole cache),
  whichever is larger. Flash attention is off, as the workers run it.
- With the KV cache in host RAM (llama.cpp's ``offload_kqv=False``) every layer's weights
  stay on the GPU, but the cache and the attention over it run on the CPU: the GPU's
  compute buffer keeps only the output phase and the host's gets the attention phase.
  This split is derived from how llama.cpp's scheduler places the nodes (the attention
  output is pinned to the CPU backend when offload_kqv is off, and the nodes before it
  read the host-resident cache, so they follow it there); it has not been measured on a
  real card, as the sweep above ran on a CPU-only machine.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine.models.gguf_meta import GgufMetadata

CTX_PAD = 256

# Bytes per element of the KV cache types llama.cpp offers.
KV_TYPE_BYTES = {
    "f32": 4.0,
    "f16": 2.0,
    "bf16": 2.0,
    "q8_0": 34 / 32,
    "q5_1": 24 / 32,
    "q5_0": 22 / 32,
    "q4_1": 20 / 32,
    "q4_0": 18 / 32,
}

# Activations live beside the big tensors, in units of one f32 vector of n_embd per token
# (and of n_head_kv * head_dim for K/V), as measured from llama.cpp's graph allocator.
_OUTPUT_PHASE_EMBD_VECTORS = 3
_ATTENTION_PHASE_EMBD_VECTORS = 5
_ATTENTION_PHASE_KV_VECTORS = 2


@dataclass(frozen=True)
class LlmShape:
    """The settings a model is loaded with (llama.cpp's context parameters)."""

    n_ctx: int = 2048
    n_batch: int = 512
    n_ubatch: int = 512
    kv_type: str = "f16"
    n_gpu_layers: int = 0  # -1: all layers and the output layer
    n_parallel: int = 1
    margin: float = 0.05  # fragmentation and unaccounted allocations, as a fraction
    runtime_overhead: int = 0  # e.g. a CUDA context, per process, measured per device
    # llama.cpp's offload_kqv=False: the KV cache and attention in host RAM, the weights of
    # the offloaded layers still on the GPU (no effect when nothing is offloaded).
    kv_on_host: bool = False


@dataclass(frozen=True)
class LlmEstimate:
    """Bytes a model will hold, split by what holds them and where.

    ``device`` means the GPU when layers are offloaded; with n_gpu_layers 0 everything is
    on the host and the device figures are zero.
    """

    n_ctx: int
    n_ubatch: int
    weights_device: int
    weights_host: int
    kv_device: int
    kv_host: int
    compute_device: int
    compute_host: int
    output_host: int
    margin_device: int
    margin_host: int
    runtime_overhead: int

    @property
    def weights(self) -> int:
        """All weight bytes, wherever they are."""
        return self.weights_device + self.weights_host

    @property
    def kv(self) -> int:
        """All KV-cache bytes."""
        return self.kv_device + self.kv_host

    @property
    def compute(self) -> int:
        """All compute-buffer bytes."""
        return self.compute_device + self.compute_host

    @property
    def device_total(self) -> int:
        """Everything that must fit on the GPU."""
        return (
            self.weights_device
            + self.kv_device
            + self.compute_device
            + self.margin_device
            + self.runtime_overhead
        )

    @property
    def host_total(self) -> int:
        """Everything that must fit in host RAM (mapped weights included)."""
        return (
            self.weights_host
            + self.kv_host
            + self.compute_host
            + self.output_host
            + self.margin_host
        )

    @property
    def kv_bytes_per_token(self) -> int:
        """KV bytes per cell (token) over all layers."""
        return (self.kv_device + self.kv_host) // self.n_ctx if self.n_ctx else 0


def padded_ctx(n_ctx: int) -> int:
    """The KV-cache size llama.cpp really allocates for a requested n_ctx."""
    return -(-max(n_ctx, 1) // CTX_PAD) * CTX_PAD


def offloaded_layers(meta: GgufMetadata, n_gpu_layers: int) -> int:
    """How many repeating layers go to the GPU for an n_gpu_layers setting."""
    if n_gpu_layers < 0:
        return meta.n_layer
    return min(n_gpu_layers, meta.n_layer)


def output_offloaded(meta: GgufMetadata, n_gpu_layers: int) -> bool:
    """True when the output layer is on the GPU too (every layer offloaded, and one more)."""
    return n_gpu_layers < 0 or n_gpu_layers > meta.n_layer


def kv_bytes_per_token(meta: GgufMetadata, kv_type: str) -> float:
    """K and V bytes for one cache cell over all layers."""
    try:
        element = KV_TYPE_BYTES[kv_type]
    except KeyError:
        raise ValueError(
            f"unknown KV cache type {kv_type!r} (use one of {sorted(KV_TYPE_BYTES)})"
        ) from None
    return meta.n_layer * meta.n_head_kv * (meta.head_dim_k + meta.head_dim_v) * element


def compute_phases(meta: GgufMetadata, n_ctx: int, n_ubatch: int) -> tuple[int, int]:
    """The two candidate high-water marks of one worst-case ubatch: (output, attention).

    The output phase holds the f32 logits of every token plus a few activations; the
    attention phase the f32 K*Q scores per head and the mask over the whole cache.
    """
    n_kv = padded_ctx(n_ctx)
    embd_vector = 4 * meta.n_embd
    kv_vector = 4 * meta.n_head_kv * meta.head_dim_k
    output_phase = n_ubatch * (4 * meta.n_vocab + _OUTPUT_PHASE_EMBD_VECTORS * embd_vector)
    attention_phase = n_kv * n_ubatch * 4 * (meta.n_head + 1) + n_ubatch * (
        _ATTENTION_PHASE_EMBD_VECTORS * embd_vector + _ATTENTION_PHASE_KV_VECTORS * kv_vector
    )
    return output_phase, attention_phase


def compute_buffer(meta: GgufMetadata, n_ctx: int, n_ubatch: int) -> int:
    """Bytes of llama.cpp's compute buffer for one worst-case ubatch (flash attention off)."""
    return max(compute_phases(meta, n_ctx, n_ubatch))


def estimate_llm(meta: GgufMetadata, shape: LlmShape) -> LlmEstimate:
    """Estimate every buffer llama.cpp allocates for ``meta`` loaded with ``shape``."""
    if shape.n_ctx <= 0 or shape.n_batch <= 0 or shape.n_ubatch <= 0 or shape.n_parallel <= 0:
        raise ValueError("n_ctx, n_batch, n_ubatch and n_parallel must be positive")
    n_ctx = padded_ctx(shape.n_ctx)
    n_ubatch = min(shape.n_ubatch, shape.n_batch, n_ctx)
    gpu_layers = offloaded_layers(meta, shape.n_gpu_layers)
    out_on_gpu = output_offloaded(meta, shape.n_gpu_layers)

    layer_split = meta.n_layer - gpu_layers
    weights_device = sum(meta.layer_bytes[layer_split:])
    weights_host = sum(meta.layer_bytes[:layer_split]) + meta.token_embd_bytes
    head = meta.output_bytes + meta.other_bytes
    if out_on_gpu:
        weights_device += head + (meta.token_embd_bytes if meta.output_tied else 0)
    else:
        weights_host += head

    kv_cell = kv_bytes_per_token(meta, shape.kv_type) / meta.n_layer
    kv_on_host = shape.kv_on_host and gpu_layers > 0
    if kv_on_host:
        kv_device, kv_host = 0, round(kv_cell * meta.n_layer * n_ctx)
    else:
        kv_device = round(kv_cell * gpu_layers * n_ctx)
        kv_host = round(kv_cell * (meta.n_layer - gpu_layers) * n_ctx)

    if gpu_layers:
        # The host keeps the graph inputs: token embeddings and the attention mask.
        inputs = n_ubatch * 4 * meta.n_embd + n_ctx * n_ubatch * 4
        if kv_on_host:
            # Derived from llama.cpp's scheduler, not measured on a card (see the module
            # docstring): attention runs beside the cache on the CPU, the rest on the GPU.
            # The inputs stay counted on top of the attention phase (its mask included):
            # a little more host RAM promised than needed, never less.
            output_phase, attention_phase = compute_phases(meta, n_ctx, n_ubatch)
            compute_device, compute_host = output_phase, inputs + attention_phase
        else:
            compute_device, compute_host = compute_buffer(meta, n_ctx, n_ubatch), inputs
    else:
        compute = compute_buffer(meta, n_ctx, n_ubatch)
        compute_device, compute_host = 0, compute
    output_host = 4 * meta.n_vocab * shape.n_parallel

    device = weights_device + kv_device + compute_device
    host = weights_host + kv_host + compute_host + output_host
    return LlmEstimate(
        n_ctx=n_ctx,
        n_ubatch=n_ubatch,
        weights_device=weights_device,
        weights_host=weights_host,
        kv_device=kv_device,
        kv_host=kv_host,
        compute_device=compute_device,
        compute_host=compute_host,
        output_host=output_host,
        margin_device=round(device * shape.margin),
        margin_host=round(host * shape.margin),
        runtime_overhead=shape.runtime_overhead if gpu_layers else 0,
    )


def simulated_shares(meta: GgufMetadata, shape: LlmShape) -> dict[str, float]:
    """The fraction of each buffer a real card would hold, for the simulated GPU to charge.

    The simulated worker runs its model on the CPU and reports CPU buffers; these shares
    turn them into what ``shape`` (a layer split, the KV cache in host RAM) puts on a card.
    """
    if shape.n_gpu_layers == 0:
        return {"weights": 0.0, "kv": 0.0, "compute": 0.0}
    if shape.n_gpu_layers < 0 and not shape.kv_on_host:
        return {"weights": 1.0, "kv": 1.0, "compute": 1.0}
    est = estimate_llm(meta, shape)
    compute = 1.0
    if shape.kv_on_host:
        # The CPU run's compute buffer is the CPU-only one: charge the part a real card
        # would hold (the output phase).
        on_cpu = estimate_llm(meta, dataclasses.replace(shape, n_gpu_layers=0)).compute
        compute = min(1.0, est.compute_device / on_cpu) if on_cpu else 0.0
    # With every layer on the card it holds all that the CPU run mapped (the estimate's
    # host copy of tied embeddings is not in the CPU's report).
    weights = est.weights_device / est.weights if est.weights else 0.0
    return {
        "weights": 1.0 if shape.n_gpu_layers < 0 else weights,
        "kv": est.kv_device / est.kv if est.kv else 0.0,
        "compute": compute,
    }
