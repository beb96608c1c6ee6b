"""engine.devices.faults: the ``KIND[:ARG][@TARGET]`` fault syntax."""

from __future__ import annotations

import pytest

from engine.devices.faults import Fault, FaultKind, parse_fault


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("alloc-at-load", Fault(FaultKind.ALLOC_AT_LOAD)),
        ("alloc-before-generation", Fault(FaultKind.ALLOC_BEFORE_GENERATION)),
        ("alloc-at-token:5", Fault(FaultKind.ALLOC_AT_TOKEN, 5.0)),
        ("alloc-at-token:0", Fault(FaultKind.ALLOC_AT_TOKEN, 0.0)),
        ("abort-at-token:12", Fault(FaultKind.ABORT_AT_TOKEN, 12.0)),
        ("hang", Fault(FaultKind.HANG)),
        ("freeze", Fault(FaultKind.FREEZE)),
        ("driver-reset:1.5", Fault(FaultKind.DRIVER_RESET, 1.5)),
        ("driver-reset:0", Fault(FaultKind.DRIVER_RESET, 0.0)),
    ],
)
def test_parse_every_kind(text: str, expected: Fault) -> None:
    assert parse_fault(text) == expected


def test_every_kind_is_covered_by_the_syntax() -> None:
    needs_arg = {FaultKind.ALLOC_AT_TOKEN, FaultKind.ABORT_AT_TOKEN}
    for kind in FaultKind:
        text = f"{kind.value}:1" if kind in needs_arg else kind.value
        assert parse_fault(text).kind is kind


def test_driver_reset_defaults_to_three_seconds() -> None:
    assert parse_fault("driver-reset") == Fault(FaultKind.DRIVER_RESET, 3.0)
    assert parse_fault("driver-reset@whisper") == Fault(FaultKind.DRIVER_RESET, 3.0, "whisper")


@pytest.mark.parametrize("target", ["llm", "whisper"])
def test_target(target: str) -> None:
    fault = parse_fault(f"abort-at-token:3@{target}")
    assert fault == Fault(FaultKind.ABORT_AT_TOKEN, 3.0, target)
    assert fault.applies_to(target)
    other = "whisper" if target == "llm" else "llm"
    assert not fault.applies_to(other)


def test_no_target_applies_to_every_worker() -> None:
    fault = parse_fault("hang")
    assert fault.target is None
    assert fault.applies_to("llm")
    assert fault.applies_to("whisper")


def test_surrounding_whitespace_is_ignored() -> None:
    assert parse_fault("  hang@llm \n") == Fault(FaultKind.HANG, target="llm")


@pytest.mark.parametrize("kind", ["alloc-at-token", "abort-at-token"])
@pytest.mark.parametrize("suffix", ["", ":", "@llm"])
def test_token_kinds_need_an_argument(kind: str, suffix: str) -> None:
    with pytest.raises(ValueError, match="needs a token count"):
        parse_fault(kind + suffix)


@pytest.mark.parametrize("text", ["explode", "HANG", "alloc", "", "@llm"])
def test_unknown_kind(text: str) -> None:
    with pytest.raises(ValueError, match="unknown fault") as info:
        parse_fault(text)
    assert "alloc-at-load" in str(info.value)  # the message lists the known kinds


def test_unknown_target() -> None:
    with pytest.raises(ValueError, match="unknown fault target 'gpu'"):
        parse_fault("hang@gpu")


@pytest.mark.parametrize("text", ["alloc-at-token:five", "driver-reset:3s", "abort-at-token:1:2"])
def test_argument_must_be_a_number(text: str) -> None:
    with pytest.raises(ValueError, match="must be a number"):
        parse_fault(text)


@pytest.mark.parametrize("text", ["alloc-at-token:-1", "driver-reset:-0.5"])
def test_argument_must_not_be_negative(text: str) -> None:
    with pytest.raises(ValueError, match="finite number >= 0"):
        parse_fault(text)


@pytest.mark.parametrize(
    ("fault", "text"),
    [
        (Fault(FaultKind.ALLOC_AT_LOAD), "alloc-at-load"),
        (Fault(FaultKind.ALLOC_BEFORE_GENERATION, target="llm"), "alloc-before-generation@llm"),
        (Fault(FaultKind.ALLOC_AT_TOKEN, 5.0), "alloc-at-token:5"),
        (Fault(FaultKind.ABORT_AT_TOKEN, 2.0, "whisper"), "abort-at-token:2@whisper"),
        (Fault(FaultKind.HANG, target="whisper"), "hang@whisper"),
        (Fault(FaultKind.DRIVER_RESET, 3.0), "driver-reset:3"),
        (Fault(FaultKind.DRIVER_RESET, 0.25, "llm"), "driver-reset:0.25@llm"),
    ],
)
def test_str_round_trip(fault: Fault, text: str) -> None:
    assert str(fault) == text
    assert parse_fault(text) == fault
    assert parse_fault(str(fault)) == fault


def test_str_of_a_default_driver_reset_round_trips() -> None:
    fault = parse_fault("driver-reset@llm")
    assert parse_fault(str(fault)) == fault
