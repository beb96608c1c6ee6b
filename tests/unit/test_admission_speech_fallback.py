"""engine.admission: the English-only fallback speech model (tiny.en) for transcriptions.

Whisper base (the default, multilingual) and tiny.en are built by hand with their real
dimensions, so nothing here reads a file. With int8 and the 5 % margin, base needs
~251 MiB at beam 1 and tiny.en ~168 MiB: the "small" card below gives 210 MiB, enough for
tiny.en only. The rule: tiny.en only serves English or a detected language, never another
language nor a translation; for English it comes before the CPU lane, for a detected
language after it (the full model on the CPU understands every language).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.admission import (
    Action,
    AdmissionPolicy,
    CpuView,
    Decision,
    Demand,
    GpuView,
    ModelCosts,
    decide,
)
from engine.admission.model import gpu_available
from engine.admission.reasons import ReasonCode
from engine.models.whisper_meta import WhisperMetadata

MIB = 1024 * 1024
GIB = 1024 * MIB
BASE = WhisperMetadata(
    path=Path("whisper-base"),
    variant="base",
    model_bytes=145_217_532,
    n_params=72_608_766,
    d_model=512,
    n_encoder_layers=6,
    n_decoder_layers=6,
    n_heads=8,
)
TINY_EN = WhisperMetadata(
    path=Path("whisper-tiny-en"),
    variant="tiny",
    model_bytes=75_537_502,
    n_params=37_768_751,
    d_model=384,
    n_encoder_layers=4,
    n_decoder_layers=4,
    n_heads=6,
)
COSTS = ModelCosts(
    BASE,
    primary_name="Whisper base",
    fallback_whisper=TINY_EN,
    fallback_whisper_name="Whisper tiny.en",
)
POLICY = AdmissionPolicy()
# 1 GiB card keeps 256 MiB headroom; the observed margin is 64 MiB: 210 MiB to give.
SMALL = GpuView(
    GIB, observed_used=GIB - 256 * MIB - 64 * MIB - 210 * MIB, own_observed=0, reserved=0
)
# Nothing to give at all (another program holds the card, under the pressure threshold).
FULL = GpuView(
    GIB, observed_used=GIB - 256 * MIB - 64 * MIB - 100 * MIB, own_observed=0, reserved=0
)
CPU_ON = CpuView(
    enabled=True,
    ram_available=32 * GIB,
    ram_reserve=4 * GIB,
    reserved=0,
    replica_loaded=False,
    queue_length=0,
    max_queue=4,
    max_ctx=4096,
    eta_s=20.0,
)
CPU_OFF = dataclasses.replace(CPU_ON, enabled=False)


def _bytes(meta: WhisperMetadata, beam: int = 1) -> int:
    return COSTS.whisper_bytes(meta, beam, POLICY.estimate_margin)


def _speech(language: str | None, task: str = "transcribe", beam: int = 1) -> Demand:
    return Demand("transcription", beam_size=beam, language=language, task=task)


def _decide(demand: Demand, gpu: GpuView, cpu: CpuView, costs: ModelCosts = COSTS) -> Decision:
    return decide(demand, gpu, cpu, costs, POLICY)


def test_the_sizes_the_cases_rely_on() -> None:
    available = gpu_available(SMALL, POLICY)
    assert available == 210 * MIB
    assert _bytes(TINY_EN) < available < _bytes(BASE)
    assert gpu_available(FULL, POLICY) < _bytes(TINY_EN)


# language, task, GPU, CPU lane -> action and lane
CASES = [
    # English: tiny.en on the GPU, before the CPU lane.
    ("en", "transcribe", "small", "on", Action.ROUTE_FALLBACK),
    ("en", "transcribe", "small", "off", Action.ROUTE_FALLBACK),
    ("en", "transcribe", "full", "on", Action.ROUTE_CPU),
    ("en", "transcribe", "full", "off", Action.REFUSE),
    # Detected language: the full model on the CPU first, tiny.en when the CPU cannot.
    (None, "transcribe", "small", "on", Action.ROUTE_CPU),
    (None, "transcribe", "small", "off", Action.ROUTE_FALLBACK),
    (None, "transcribe", "full", "on", Action.ROUTE_CPU),
    (None, "transcribe", "full", "off", Action.REFUSE),
    # German, or a translation: never tiny.en.
    ("de", "transcribe", "small", "on", Action.ROUTE_CPU),
    ("de", "transcribe", "small", "off", Action.REFUSE),
    ("de", "transcribe", "full", "off", Action.REFUSE),
    (None, "translate", "small", "on", Action.ROUTE_CPU),
    (None, "translate", "small", "off", Action.REFUSE),
    ("en", "translate", "small", "off", Action.REFUSE),
]


@pytest.mark.parametrize(
    ("language", "task", "gpu", "cpu", "expected"),
    CASES,
    ids=[f"{c[0] or 'auto'}-{c[1]}-{c[2]}-cpu_{c[3]}->{c[4].value}" for c in CASES],
)
def test_the_fallback_speech_policy(
    language: str | None, task: str, gpu: str, cpu: str, expected: Action
) -> None:
    view = SMALL if gpu == "small" else FULL
    decision = _decide(_speech(language, task), view, CPU_ON if cpu == "on" else CPU_OFF)
    assert decision.action is expected, decision.reason
    if expected is Action.ROUTE_FALLBACK:
        assert decision.model == "Whisper tiny.en"
    elif expected is Action.ROUTE_CPU:
        assert decision.model == "Whisper base"


def test_the_fallback_is_labelled_english_only_and_booked_at_its_own_size() -> None:
    decision = _decide(_speech(None), SMALL, CPU_OFF)
    assert decision.action is Action.ROUTE_FALLBACK
    assert decision.needed == _bytes(TINY_EN)
    assert decision.lane == "gpu"
    codes = [note.code for note in decision.limits.limitations]
    assert codes == [ReasonCode.TRANSCRIBED_BY_FALLBACK, ReasonCode.ENGLISH_ONLY]
    assert decision.limits.limitations[0].name == "Whisper tiny.en"
    assert "English" in decision.limits.notes[1]
    assert decision.why.code is ReasonCode.GPU_SHORT  # why not the full model on the GPU


def test_german_says_why_the_fallback_could_not_help() -> None:
    decision = _decide(_speech("de"), SMALL, CPU_OFF)
    assert decision.action is Action.REFUSE
    steps = {reason.step: reason for reason in decision.why.also}
    assert steps["fallback"].code is ReasonCode.FALLBACK_ENGLISH_ONLY
    assert steps["fallback"].name == "de"
    assert "understands English only" in decision.reason


def test_a_translation_says_why_the_fallback_could_not_help() -> None:
    decision = _decide(_speech(None, "translate"), SMALL, CPU_OFF)
    steps = {reason.step: reason for reason in decision.why.also}
    assert steps["fallback"].code is ReasonCode.FALLBACK_ENGLISH_ONLY
    assert steps["fallback"].name == "translate"


def test_no_fallback_speech_model_says_so() -> None:
    costs = dataclasses.replace(COSTS, fallback_whisper=None, fallback_whisper_name="")
    decision = _decide(_speech("en"), SMALL, CPU_OFF, costs)
    assert decision.action is Action.REFUSE
    steps = {reason.step: reason.code for reason in decision.why.also}
    assert steps["fallback"] is ReasonCode.NO_FALLBACK


def test_a_wide_beam_that_does_not_fit_tiny_en_is_capped_and_said() -> None:
    assert _bytes(TINY_EN, 5) > 210 * MIB  # beam 5 of tiny.en misses the small card
    decision = _decide(_speech("en", beam=5), SMALL, CPU_OFF)
    assert decision.action is Action.ROUTE_FALLBACK
    assert decision.limits.beam_size == 1
    assert decision.needed == _bytes(TINY_EN, 1)
    assert decision.limits.limitations[-1].code is ReasonCode.BEAM_CAPPED


def test_a_loaded_tiny_en_replica_is_reused_at_no_cost() -> None:
    # 455 MiB held by another program: base misses the card even in place of tiny.en,
    # and with tiny.en loaded the card stays under the pressure threshold.
    foreign, tiny = 455 * MIB, _bytes(TINY_EN)
    loaded = GpuView(
        GIB,
        observed_used=foreign + tiny,
        own_observed=tiny,
        reserved=tiny,
        loaded_ctx=1,
        loaded_bytes=tiny,
    )
    assert gpu_available(loaded, POLICY) < _bytes(BASE) - tiny
    decision = _decide(_speech("en"), loaded, CPU_ON)
    assert decision.action is Action.ROUTE_FALLBACK, decision.reason
    assert decision.needed == 0


def test_the_policy_order_puts_the_fallback_before_the_cpu_for_english_only() -> None:
    # A policy without "cpu", or with the fallback first already, is left as it is.
    only_delay = dataclasses.replace(POLICY, under_pressure=("delay",))
    decision = decide(_speech("en"), SMALL, CPU_ON, COSTS, only_delay)
    assert decision.action is Action.REFUSE
    fallback_last = dataclasses.replace(POLICY, under_pressure=("cpu", "delay", "fallback"))
    decision = decide(_speech("en"), SMALL, CPU_ON, COSTS, fallback_last)
    assert decision.action is Action.ROUTE_FALLBACK


def test_the_primary_still_comes_first_when_it_fits() -> None:
    roomy = dataclasses.replace(SMALL, observed_used=0)
    decision = _decide(_speech("en"), roomy, CPU_ON)
    assert decision.action is Action.ADMIT
    assert decision.needed == _bytes(BASE)
