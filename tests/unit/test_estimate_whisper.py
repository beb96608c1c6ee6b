"""engine.estimate.whisper: a Whisper model's memory by compute type, beam and batch."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.estimate.whisper import (
    RUNTIME_OVERHEAD,
    WhisperEstimate,
    WhisperShape,
    estimate_whisper,
)
from engine.models.whisper_meta import WhisperMetadata, read_whisper

TINY = WhisperMetadata(
    path=Path("whisper-tiny"),
    variant="tiny",
    model_bytes=75_537_502,
    n_params=37_768_751,
    d_model=384,
    n_encoder_layers=4,
    n_decoder_layers=4,
    n_heads=6,
)


def _estimate(shape: WhisperShape | None = None) -> WhisperEstimate:
    return estimate_whisper(TINY, shape or WhisperShape())


def test_default_shape_by_hand() -> None:
    est = _estimate()
    act = 4  # int8 runs its activations in float32
    assert est.weights == TINY.n_params
    assert est.encoder == 1500 * 384 * act * 8 + 6 * 1500**2 * act
    assert est.decoder == 2 * 4 * 448 * 384 * act + 2 * 4 * 1500 * 384 * act
    assert est.runtime_overhead == RUNTIME_OVERHEAD
    subtotal = est.weights + est.encoder + est.decoder + RUNTIME_OVERHEAD
    assert est.margin == round(subtotal * 0.10)
    assert est.total == subtotal + est.margin


def test_grows_with_beam_size() -> None:
    one, five = _estimate(WhisperShape(beam_size=1)), _estimate(WhisperShape(beam_size=5))
    assert five.total > one.total
    assert five.decoder == 5 * one.decoder
    assert five.encoder == one.encoder
    assert five.weights == one.weights


def test_grows_with_batch_size() -> None:
    one, four = _estimate(WhisperShape(batch_size=1)), _estimate(WhisperShape(batch_size=4))
    assert four.total > one.total
    assert four.encoder == 4 * one.encoder
    assert four.decoder == 4 * one.decoder
    assert _estimate(WhisperShape(batch_size=2, beam_size=3)).decoder == 6 * one.decoder


def test_weights_by_compute_type() -> None:
    int8 = _estimate(WhisperShape(compute_type="int8")).weights
    assert _estimate(WhisperShape(compute_type="float32")).weights == 4 * int8
    assert _estimate(WhisperShape(compute_type="float16")).weights == 2 * int8
    assert _estimate(WhisperShape(compute_type="bfloat16")).weights == 2 * int8
    assert _estimate(WhisperShape(compute_type="int8_float16")).weights == int8
    assert _estimate(WhisperShape(compute_type="int8_float32")).weights == int8


def test_half_precision_halves_the_activations() -> None:
    full, half = (
        _estimate(WhisperShape(compute_type="float32")),
        _estimate(WhisperShape(compute_type="float16")),
    )
    assert half.encoder * 2 == full.encoder
    assert half.decoder * 2 == full.decoder
    assert _estimate(WhisperShape(compute_type="int8_float16")).encoder == half.encoder
    assert _estimate(WhisperShape(compute_type="int8")).encoder == full.encoder


def test_margin_fraction() -> None:
    none, quarter = _estimate(WhisperShape(margin=0.0)), _estimate(WhisperShape(margin=0.25))
    assert none.margin == 0
    assert quarter.margin == round(none.total * 0.25)
    assert quarter.total - quarter.margin == none.total


@pytest.mark.parametrize("compute_type", ["int4", "fp16", "", "INT8", "auto"])
def test_unknown_compute_type(compute_type: str) -> None:
    with pytest.raises(ValueError, match="unknown compute type"):
        _estimate(WhisperShape(compute_type=compute_type))


@pytest.mark.parametrize(("beam_size", "batch_size"), [(0, 1), (1, 0), (-1, 1)])
def test_beam_and_batch_must_be_positive(beam_size: int, batch_size: int) -> None:
    with pytest.raises(ValueError, match="must be positive"):
        _estimate(WhisperShape(beam_size=beam_size, batch_size=batch_size))


def test_default_model(whisper_tiny_dir: Path) -> None:
    meta = read_whisper(whisper_tiny_dir)
    est = estimate_whisper(meta, WhisperShape())
    assert est.weights == meta.n_params
    assert est == estimate_whisper(TINY, WhisperShape())  # same dimensions as built by hand
    assert 150 * 2**20 < est.total < 250 * 2**20
