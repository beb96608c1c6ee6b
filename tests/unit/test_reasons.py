"""Admission's structured reasons and their one English renderer (engine/admission)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from engine.admission import Action, Decision, Limits
from engine.admission.english import SENTENCES, in_english
from engine.admission.reasons import Reason, ReasonCode, gpu_closed, text_reason
from engine.admission.refusal import CapacityError
from engine.errors import EngineError
from engine.units import MIB
from ui import reason_words

FIELDS = {"value", "limit", "value_size", "limit_size", "value_pct", "limit_pct", "value_s",
          "limit_s", "name", "detail"}  # fmt: skip


@pytest.mark.parametrize("code", list(ReasonCode))
def test_every_code_has_an_english_sentence_with_known_fields(code: ReasonCode) -> None:
    template = SENTENCES[code]  # a KeyError here: a new code without its English
    assert set(re.findall(r"\{(\w+)\}", template)) <= FIELDS
    said = in_english(Reason(code, 3 * MIB, 2 * MIB, name="gpu", detail="words"))
    assert said and "{" not in said


@pytest.mark.parametrize("code", list(ReasonCode))
def test_every_code_has_a_sentence_in_the_interface(code: ReasonCode) -> None:
    if code in reason_words.WORDED_ELSEWHERE:
        return  # said by another code's sentence (a lane's queue) or by the fallback
    template = reason_words.SENTENCES[code]  # a KeyError here: a code the window cannot word
    said = reason_words.sentence(Reason(code, 0.95, 0.9))
    assert said and "{" not in said and template != SENTENCES[code]  # plain words, not the log's


def test_the_english_says_the_numbers_and_the_options_tried_in_order() -> None:
    why = Reason(ReasonCode.PRESSURE, 1.26, 0.9).then(
        Reason(ReasonCode.SHRINK_NO_RELIEF).at("shrink"),
        Reason(ReasonCode.KV_HOST_GPU_SHORT, 900 * MIB, -5)
        .then(Reason(ReasonCode.NO_LAYER_FITS))
        .at("offload"),
        Reason(ReasonCode.CPU_QUEUE_FULL, 4).at("cpu"),
    )
    assert in_english(why) == (
        "GPU memory pressure 126% is above the 90% threshold; "
        "shrink: a smaller request does not relieve pressure that is already there; "
        "offload: KV cache in host RAM: the GPU needs 900.00 MiB more but has 0 B to give; "
        "not even one layer fits; cpu: the CPU queue is full (4 waiting)"
    )


def test_a_decision_keeps_its_english_reason_and_takes_a_sentence_for_now() -> None:
    decision = Decision(Action.REFUSE, Reason(ReasonCode.GPU_QUEUE_FULL), needed=5)
    assert decision.reason == "the GPU queue is full" and decision.why.code == "gpu_queue_full"
    later = dataclasses.replace(decision, eta_s=3.0)
    assert later.why == decision.why and later.reason == decision.reason
    reworded = dataclasses.replace(decision, reason="the GPU failed: oom (no memory)")
    assert reworded.why == text_reason("the GPU failed: oom (no memory)")
    assert reworded.reason == "the GPU failed: oom (no memory)" and reworded.needed == 5
    assert Decision(Action.ADMIT, "recovered").why.code is ReasonCode.TEXT
    failed = decision.because(Reason(ReasonCode.GPU_FAILED_BEFORE))
    assert failed.reason == "the request already failed there" and failed.needed == 5


def test_a_capacity_error_is_english_as_a_string_and_structured_inside() -> None:
    exc = CapacityError(Reason(ReasonCode.PROMPT_TOO_LONG, 9000, 8192), 9000, 8192, None, True)
    assert str(exc) == "the prompt has 9000 tokens; the largest context here is 8192"
    assert exc.reason == str(exc) and exc.why.value == 9000 and exc.permanent
    assert isinstance(exc, EngineError) and exc.code == "capacity"
    assert CapacityError("the words").why == text_reason("the words")


def test_why_the_gpu_is_closed() -> None:
    assert gpu_closed(True, True, "x").code is ReasonCode.GPU_FAILED_BEFORE
    assert gpu_closed(False, True, "x").code is ReasonCode.GPU_PAUSED
    breaker = gpu_closed(False, False, "3 failures in 60 s")
    assert in_english(breaker) == "GPU paused by the circuit breaker: 3 failures in 60 s"


def test_the_interface_words_the_headline_and_leaves_text_to_its_fallback() -> None:
    pressure = Reason(ReasonCode.PRESSURE, 1.26, 0.9).then(Reason(ReasonCode.WAITING_FOR_MEMORY))
    assert reason_words.sentence(pressure) == (
        "the graphics card is 126% full (Spillway keeps it under 90%)"
    )
    short = Reason(ReasonCode.GPU_SHORT, 900 * 1000 * 1000, 1.5e9)
    assert reason_words.sentence(short) == (
        "the graphics card has 1.5 GB free and this needs 900 MB more"
    )
    full = Reason(ReasonCode.LANE_QUEUE_FULL, 8, name="cpu")
    assert reason_words.sentence(full) == "too many requests wait for the processor"
    assert reason_words.sentence(text_reason("odd"), str.upper) == "ODD"
    assert reason_words.said(None, "the GPU failed", str.upper) == "THE GPU FAILED"


def test_limitations_are_reasons_too_and_keep_their_english() -> None:
    limits = Limits(
        2048,
        100,
        12,
        1,
        (Reason(ReasonCode.LAYERS_SPLIT, 12, 30), Reason(ReasonCode.ANSWER_CAPPED, 100)),
    )
    assert limits.notes == (
        "12 of 30 layers on the GPU, the rest on the CPU (slower)",
        "answer capped at 100 tokens",
    )
    assert reason_words.limitations(limits.limitations, ()) == [
        "12 of 30 layers on the graphics card, the rest on the processor (slower)",
        "the answer stops at 100 tokens",
    ]
    assert reason_words.limitations((), ("as the engine said",)) == ["as the engine said"]
