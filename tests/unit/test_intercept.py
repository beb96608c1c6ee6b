"""When an armed fault fires inside the library's calls (pure logic of intercept.py)."""

from __future__ import annotations

from engine.devices.faults import Fault, FaultKind
from engine.workers.binding import DeviceBinding
from engine.workers.intercept import NativeFaults


def _faults() -> NativeFaults:
    return NativeFaults(DeviceBinding("cpu", "llm"), "abort", "driver")


def test_a_fault_at_the_start_fires_at_the_first_call_and_only_once() -> None:
    faults = _faults()
    faults.arm(Fault(FaultKind.ALLOC_BEFORE_GENERATION), lambda: 0)
    assert faults.due() == Fault(FaultKind.ALLOC_BEFORE_GENERATION)
    assert faults.due() is None


def test_an_at_token_fault_waits_for_k_tokens_of_progress() -> None:
    produced = [0]
    faults = _faults()
    faults.arm(Fault(FaultKind.ALLOC_AT_TOKEN, 3.0), lambda: produced[0])
    for produced[0] in (0, 1, 2):
        assert faults.due() is None
    produced[0] = 3
    assert faults.due() == Fault(FaultKind.ALLOC_AT_TOKEN, 3.0)


def test_without_a_progress_count_the_calls_after_the_prompt_count() -> None:
    faults = _faults()
    faults.arm(Fault(FaultKind.ALLOC_AT_TOKEN, 2.0))
    fired = []
    for _ in range(5):
        faults.calls += 1
        fired.append(faults.due() is not None)
    assert fired == [False, False, True, False, False]  # the prompt's call, then 2 tokens


def test_a_fault_not_fired_by_the_end_of_its_request_is_dropped() -> None:
    faults = _faults()
    faults.arm(Fault(FaultKind.ALLOC_AT_TOKEN, 50.0), lambda: 0)
    faults.disarm()
    faults.arm(None, lambda: 99)
    assert faults.due() is None
    assert NativeFaults.is_alloc(Fault(FaultKind.ALLOC_AT_TOKEN, 1.0))
    assert not NativeFaults.is_alloc(Fault(FaultKind.HANG))
