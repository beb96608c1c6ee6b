"""engine.devices.simulated: the simulated card's shared state and its accounting."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.devices import simulated
from engine.devices.faults import Fault, FaultKind
from engine.devices.simulated import (
    SIMULATED_NAME,
    SimulatedDriverError,
    SimulatedGpu,
    SimulatedOutOfMemory,
)

CAPACITY = 10_000
ME = os.getpid()
INIT = 1  # always alive, never a zombie: a safe second "process" on the card


class FakeClock:
    """Stands in for the ``time`` module inside engine.devices.simulated."""

    def __init__(self, now: float) -> None:
        self.now = now

    def time(self) -> float:
        return self.now


@pytest.fixture
def gpu(tmp_path: Path) -> SimulatedGpu:
    return SimulatedGpu.create(tmp_path / "gpu.json", CAPACITY, foreign=1_000)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock(1_000_000.0)
    monkeypatch.setattr(simulated, "time", fake)
    return fake


@pytest.fixture
def child() -> Iterator[subprocess.Popen[bytes]]:
    """A real process that lives until its stdin is closed."""
    cat = shutil.which("cat")
    assert cat is not None
    proc = subprocess.Popen([cat], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    try:
        yield proc
    finally:
        if proc.stdin is not None and not proc.stdin.closed:
            proc.stdin.close()
        proc.wait(timeout=10)


# --- creating -----------------------------------------------------------------------------


def test_create_makes_an_empty_card(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "dir" / "gpu.json"
    gpu = SimulatedGpu.create(path, 4096, foreign=96)
    assert path.is_file()
    snap = gpu.snapshot()
    assert snap.simulated
    assert snap.name == SIMULATED_NAME
    assert snap.index == 0
    assert (snap.total, snap.used, snap.free) == (4096, 96, 4000)
    assert snap.processes == {}
    assert snap.error is None
    assert gpu.armed_faults() == []


@pytest.mark.parametrize("capacity", [0, -1])
def test_create_needs_a_positive_capacity(tmp_path: Path, capacity: int) -> None:
    with pytest.raises(ValueError, match="positive capacity"):
        SimulatedGpu.create(tmp_path / "gpu.json", capacity)
    assert not (tmp_path / "gpu.json").exists()


@pytest.mark.parametrize("foreign", [-1, CAPACITY + 1])
def test_create_needs_foreign_within_capacity(tmp_path: Path, foreign: int) -> None:
    with pytest.raises(ValueError, match="foreign workload"):
        SimulatedGpu.create(tmp_path / "gpu.json", CAPACITY, foreign=foreign)


def test_create_accepts_a_full_card(tmp_path: Path) -> None:
    snap = SimulatedGpu.create(tmp_path / "gpu.json", CAPACITY, foreign=CAPACITY).snapshot()
    assert (snap.used, snap.free) == (CAPACITY, 0)


def test_opening_a_missing_card_fails(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no simulated GPU state"):
        SimulatedGpu(tmp_path / "nothing.json")


def test_every_handle_shares_the_state(gpu: SimulatedGpu) -> None:
    other = SimulatedGpu(gpu.path)
    other.allocate("llm", "weights", 700)
    assert gpu.held_by(ME) == {"weights": 700}
    assert gpu.snapshot() == other.snapshot()


# --- allocating ---------------------------------------------------------------------------


def test_allocate_release_and_snapshot_arithmetic(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "weights", 1_000, pid=ME)
    gpu.allocate("llm", "kv", 500, pid=ME)
    gpu.allocate("llm", "weights", 100, pid=ME)
    gpu.allocate("whisper", "weights", 2_000, pid=INIT)

    assert gpu.held_by(ME) == {"weights": 1_100, "kv": 500}
    assert gpu.held_by(INIT) == {"weights": 2_000}
    snap = gpu.snapshot()
    assert snap.processes == {ME: 1_600, INIT: 2_000}
    assert snap.total == CAPACITY
    assert snap.used == 1_000 + 1_600 + 2_000
    assert snap.free == CAPACITY - snap.used

    gpu.release(pid=INIT)
    assert gpu.held_by(INIT) == {}
    snap = gpu.snapshot()
    assert snap.processes == {ME: 1_600}
    assert (snap.used, snap.free) == (2_600, 7_400)


def test_allocate_and_release_default_to_this_process(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "compute", 250)
    assert gpu.held_by(ME) == {"compute": 250}
    assert gpu.snapshot().processes == {ME: 250}
    gpu.release()
    assert gpu.held_by(ME) == {}
    assert gpu.snapshot().processes == {}


def test_release_of_an_unknown_process_is_harmless(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "weights", 10)
    gpu.release(pid=INIT)
    assert gpu.held_by(ME) == {"weights": 10}


def test_allocate_up_to_the_last_byte(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "weights", CAPACITY - 1_000)
    snap = gpu.snapshot()
    assert (snap.used, snap.free) == (CAPACITY, 0)


def test_allocate_beyond_free_raises(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "weights", 6_000)
    with pytest.raises(SimulatedOutOfMemory) as info:
        gpu.allocate("llm", "kv", 3_001)
    assert (info.value.wanted, info.value.free) == (3_001, 3_000)
    assert "wanted 3001 bytes, 3000 free" in str(info.value)
    # A failed allocation charges nothing.
    assert gpu.held_by(ME) == {"weights": 6_000}
    assert gpu.snapshot().free == 3_000


def test_set_foreign(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "weights", 2_000)
    gpu.set_foreign(5_000)
    snap = gpu.snapshot()
    assert (snap.used, snap.free) == (7_000, 3_000)
    with pytest.raises(SimulatedOutOfMemory) as info:
        gpu.allocate("llm", "kv", 3_500)
    assert info.value.free == 3_000


def test_set_foreign_may_overcommit_but_free_never_goes_negative(gpu: SimulatedGpu) -> None:
    gpu.allocate("llm", "weights", 5_000)
    gpu.set_foreign(CAPACITY)
    snap = gpu.snapshot()
    assert (snap.used, snap.free) == (CAPACITY, 0)
    assert snap.processes == {ME: 5_000}


@pytest.mark.parametrize("n_bytes", [-1, CAPACITY + 1])
def test_set_foreign_must_fit(gpu: SimulatedGpu, n_bytes: int) -> None:
    with pytest.raises(ValueError, match="must fit"):
        gpu.set_foreign(n_bytes)
    assert gpu.snapshot().used == 1_000


# --- processes that die -------------------------------------------------------------------


def test_memory_of_a_dead_process_is_reclaimed(
    gpu: SimulatedGpu, child: subprocess.Popen[bytes]
) -> None:
    gpu.allocate("llm", "weights", 4_000, pid=child.pid)
    gpu.allocate("llm", "weights", 1_000, pid=ME)
    assert gpu.snapshot().processes == {child.pid: 4_000, ME: 1_000}

    assert child.stdin is not None
    child.stdin.close()
    assert child.wait(timeout=10) == 0

    snap = gpu.snapshot()
    assert snap.processes == {ME: 1_000}
    assert snap.used == 2_000
    assert gpu.held_by(child.pid) == {}


def test_memory_of_a_zombie_process_is_reclaimed(
    gpu: SimulatedGpu, child: subprocess.Popen[bytes]
) -> None:
    gpu.allocate("llm", "weights", 4_000, pid=child.pid)
    assert child.stdin is not None
    child.stdin.close()
    # Wait for the exit but leave the child unreaped: a zombie still answers kill(pid, 0).
    os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)
    assert Path(f"/proc/{child.pid}").exists()

    assert gpu.snapshot().processes == {}
    assert gpu.snapshot().free == CAPACITY - 1_000


# --- faults -------------------------------------------------------------------------------


def test_inject_and_armed_faults(gpu: SimulatedGpu) -> None:
    faults = [
        Fault(FaultKind.ALLOC_AT_LOAD, target="llm"),
        Fault(FaultKind.ABORT_AT_TOKEN, 4.0),
        Fault(FaultKind.DRIVER_RESET, 3.0, "whisper"),
    ]
    for fault in faults:
        gpu.inject(fault)
    assert gpu.armed_faults() == faults
    assert SimulatedGpu(gpu.path).armed_faults() == faults


def test_clear_faults_disarms_and_returns_what_never_fired(gpu: SimulatedGpu) -> None:
    gpu.inject(Fault(FaultKind.ALLOC_AT_TOKEN, 4.0, "llm"))
    gpu.inject(Fault(FaultKind.HANG))
    assert gpu.take_fault("llm", {FaultKind.HANG}) == Fault(FaultKind.HANG)
    assert gpu.clear_faults() == [Fault(FaultKind.ALLOC_AT_TOKEN, 4.0, "llm")]
    assert gpu.armed_faults() == []


def test_take_fault_consumes_once(gpu: SimulatedGpu) -> None:
    gpu.inject(Fault(FaultKind.HANG))
    assert gpu.take_fault("llm", {FaultKind.HANG}) == Fault(FaultKind.HANG)
    assert gpu.take_fault("llm", {FaultKind.HANG}) is None
    assert gpu.take_fault("whisper", {FaultKind.HANG}) is None
    assert gpu.armed_faults() == []


def test_take_fault_respects_the_target(gpu: SimulatedGpu) -> None:
    fault = Fault(FaultKind.ALLOC_AT_TOKEN, 2.0, "whisper")
    gpu.inject(fault)
    assert gpu.take_fault("llm", {FaultKind.ALLOC_AT_TOKEN}) is None
    assert gpu.armed_faults() == [fault]
    assert gpu.take_fault("whisper", {FaultKind.ALLOC_AT_TOKEN}) == fault
    assert gpu.armed_faults() == []


def test_take_fault_respects_the_kinds(gpu: SimulatedGpu) -> None:
    load = Fault(FaultKind.ALLOC_AT_LOAD)
    token = Fault(FaultKind.ALLOC_AT_TOKEN, 3.0)
    gpu.inject(load)
    gpu.inject(token)
    assert gpu.take_fault("llm", {FaultKind.HANG, FaultKind.DRIVER_RESET}) is None
    assert gpu.take_fault("llm", set()) is None
    assert gpu.take_fault("llm", {FaultKind.ALLOC_AT_TOKEN}) == token
    assert gpu.armed_faults() == [load]


def test_take_fault_takes_the_first_that_applies(gpu: SimulatedGpu) -> None:
    first = Fault(FaultKind.HANG, target="whisper")
    second = Fault(FaultKind.HANG)
    third = Fault(FaultKind.HANG, target="llm")
    for fault in (first, second, third):
        gpu.inject(fault)
    assert gpu.take_fault("llm", {FaultKind.HANG}) == second
    assert gpu.take_fault("llm", {FaultKind.HANG}) == third
    assert gpu.take_fault("llm", {FaultKind.HANG}) is None
    assert gpu.armed_faults() == [first]


# --- driver resets ------------------------------------------------------------------------


def test_reset_driver_fails_the_card_for_a_while(gpu: SimulatedGpu, clock: FakeClock) -> None:
    gpu.allocate("llm", "weights", 3_000, pid=ME)
    gpu.allocate("whisper", "weights", 2_000, pid=INIT)
    gpu.reset_driver(3.0)

    snap = gpu.snapshot()
    assert snap.error is not None
    assert "driver reset" in snap.error
    assert "3.0 s left" in snap.error
    assert gpu.driver_error() == snap.error
    # Every allocation is gone; the foreign workload is not ours to free.
    assert snap.processes == {}
    assert (snap.used, snap.free) == (1_000, 9_000)
    assert gpu.held_by(ME) == {}
    with pytest.raises(SimulatedDriverError, match="driver reset"):
        gpu.allocate("llm", "weights", 1)
    assert gpu.snapshot().processes == {}

    clock.now += 2.5
    error = gpu.driver_error()
    assert error is not None
    assert "0.5 s left" in error
    with pytest.raises(SimulatedDriverError):
        gpu.allocate("llm", "weights", 1)

    clock.now += 0.5
    assert gpu.driver_error() is None
    assert gpu.snapshot().error is None
    gpu.allocate("llm", "weights", 1)
    assert gpu.held_by(ME) == {"weights": 1}


def test_no_driver_error_without_a_reset(gpu: SimulatedGpu, clock: FakeClock) -> None:
    assert gpu.driver_error() is None
    clock.now = 0.0
    assert gpu.snapshot().error is None
