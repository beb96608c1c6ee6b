"""What a faster-whisper (CTranslate2) model will allocate: a pure function.

Coarser than the LLM estimate, because CTranslate2 reports no buffer sizes: weights by
compute type, plus the encoder's activations and attention scores per batch item, plus
the decoder's self- and cross-attention caches per beam. The worker measures the real
load (resident-memory growth) so the gap stays visible.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.models.whisper_meta import WhisperMetadata

MIB = 1024 * 1024
_WEIGHT_BYTES = {
    "int8": 1.0,
    "int8_float16": 1.0,
    "int8_float32": 1.0,
    "float16": 2.0,
    "bfloat16": 2.0,
    "float32": 4.0,
}
_ACTIVATION_BYTES = {"float16": 2, "bfloat16": 2, "int8_float16": 2}
_LIVE_ENCODER_VECTORS = 8  # activations alive at once in an encoder layer, per position
RUNTIME_OVERHEAD = 32 * MIB  # CTranslate2's allocator pools and kernels' scratch space


@dataclass(frozen=True)
class WhisperShape:
    """How a Whisper model is run."""

    compute_type: str = "int8"
    beam_size: int = 1
    batch_size: int = 1
    margin: float = 0.10


@dataclass(frozen=True)
class WhisperEstimate:
    """Bytes a Whisper model needs, by part."""

    weights: int
    encoder: int
    decoder: int
    runtime_overhead: int
    margin: int

    @property
    def total(self) -> int:
        """Everything, margin included."""
        return self.weights + self.encoder + self.decoder + self.runtime_overhead + self.margin


def estimate_whisper(meta: WhisperMetadata, shape: WhisperShape) -> WhisperEstimate:
    """Estimate a Whisper model's memory at a compute type, beam size and batch size."""
    if shape.compute_type not in _WEIGHT_BYTES:
        raise ValueError(
            f"unknown compute type {shape.compute_type!r} (use {sorted(_WEIGHT_BYTES)})"
        )
    if shape.beam_size <= 0 or shape.batch_size <= 0:
        raise ValueError("beam size and batch size must be positive")
    act = _ACTIVATION_BYTES.get(shape.compute_type, 4)
    weights = round(meta.n_params * _WEIGHT_BYTES[shape.compute_type])
    per_item_encoder = meta.n_audio_ctx * meta.d_model * act * _LIVE_ENCODER_VECTORS + (
        meta.n_heads * meta.n_audio_ctx**2 * act
    )
    sequences = shape.batch_size * shape.beam_size
    self_cache = 2 * meta.n_decoder_layers * meta.n_text_ctx * meta.d_model * act
    cross_cache = 2 * meta.n_decoder_layers * meta.n_audio_ctx * meta.d_model * act
    encoder = shape.batch_size * per_item_encoder
    decoder = sequences * (self_cache + cross_cache)
    subtotal = weights + encoder + decoder + RUNTIME_OVERHEAD
    return WhisperEstimate(
        weights, encoder, decoder, RUNTIME_OVERHEAD, round(subtotal * shape.margin)
    )
