"""The simulated GPU: a card with a capacity that worker processes really allocate on.

It is a product feature (CPU-only machines, demos, the failover drill), not a test
double. The card's state lives in one small JSON file, shared by the main process and
every simulated-GPU worker under a file lock, as a real card is shared by processes
through its driver: each worker charges what its runtime really allocated, the memory of
a process that died is freed (as a driver frees it), another program's use can be
injected, and so can faults. Workers run their model on the CPU; only the accounting
and the failures are simulated, and they surface as the real runtime's errors.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.devices.faults import Fault, FaultKind
from engine.devices.snapshot import GpuSnapshot
from engine.errors import ErrorKind, WorkerFailure

SIMULATED_NAME = "Simulated GPU"
NUMERICS_KEYS = ("n_ubatch", "type_k")
# The CPU replicas keep their K cache in f16; the simulated card in q8_0, so its attention
# sums differ slightly, as a CUDA kernel's do from the CPU's: a greedy answer usually
# stays the same, and sometimes does not (q4_0 makes it differ within a sentence).
DEFAULT_NUMERICS: dict[str, Any] = {"type_k": "q8_0"}


class SimulatedOutOfMemory(WorkerFailure):
    """An allocation on the simulated card did not fit."""

    code = ErrorKind.OOM.value

    def __init__(self, wanted: int, free: int) -> None:
        self.wanted, self.free = wanted, free
        super().__init__(f"simulated GPU out of memory: wanted {wanted} bytes, {free} free")


class SimulatedDriverError(WorkerFailure):
    """The simulated card's driver is resetting; nothing can run on it now."""

    code = ErrorKind.DRIVER.value


class SimulatedGpu:
    """A handle on a simulated card's shared state file.

    Create the card once with ``SimulatedGpu.create``; every process then opens it with
    ``SimulatedGpu(path)``. All reads and writes hold an exclusive file lock.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise FileNotFoundError(f"no simulated GPU state at {self.path}")
        self._lock_path = self.path.with_suffix(".lock")

    @classmethod
    def create(cls, path: Path, capacity: int, foreign: int = 0) -> SimulatedGpu:
        """Make a new card of ``capacity`` bytes, ``foreign`` of them held by another program."""
        if capacity <= 0:
            raise ValueError("a simulated GPU needs a positive capacity")
        if not 0 <= foreign <= capacity:
            raise ValueError("the foreign workload must fit in the simulated GPU's capacity")
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        state = {
            "capacity": capacity,
            "foreign": foreign,
            "allocations": {},
            "faults": [],
            "reset_until": 0.0,
        }
        path.write_text(json.dumps(state))
        return cls(path)

    # --- observing ------------------------------------------------------------------------

    def snapshot(self) -> GpuSnapshot:
        """Total, used and free memory, per-process use, and any driver error."""
        with self._state() as state:
            return _snapshot(state)

    # --- allocating (worker side) ---------------------------------------------------------

    def allocate(self, owner: str, category: str, n_bytes: int, pid: int | None = None) -> None:
        """Charge ``n_bytes`` of ``category`` (weights, kv, compute...) to process ``pid``.

        Raises:
            SimulatedDriverError: the driver is resetting.
            SimulatedOutOfMemory: not enough free memory on the card.
        """
        pid = pid or os.getpid()
        with self._state() as state:
            _raise_if_resetting(state)
            free = _snapshot(state).free
            if n_bytes > free:
                raise SimulatedOutOfMemory(n_bytes, free)
            entry = state["allocations"].setdefault(str(pid), {"owner": owner, "bytes": {}})
            entry["bytes"][category] = entry["bytes"].get(category, 0) + n_bytes

    def release(self, pid: int | None = None) -> None:
        """Free everything process ``pid`` holds on the card."""
        with self._state() as state:
            state["allocations"].pop(str(pid or os.getpid()), None)

    def held_by(self, pid: int) -> dict[str, int]:
        """Bytes per category that process ``pid`` holds."""
        with self._state() as state:
            entry = state["allocations"].get(str(pid))
            return dict(entry["bytes"]) if entry else {}

    # --- numerics -------------------------------------------------------------------------

    def numerics(self) -> dict[str, Any]:
        """How the card computes, as llama.cpp context parameters (``n_ubatch``, ``type_k``).

        A real GPU's kernels sum in another order than the CPU's, so a greedy answer can
        differ between the two. The simulated card does the same: its workers split the
        K cache in another type (and may split the prompt into other micro-batches).
        """
        with self._state() as state:
            return dict(state.get("numerics", DEFAULT_NUMERICS))

    def set_numerics(self, numerics: dict[str, Any]) -> None:
        """Change how the card computes, for the models loaded from now on."""
        unknown = set(numerics) - set(NUMERICS_KEYS)
        if unknown:
            raise ValueError(f"unknown numerics {sorted(unknown)} (known: {NUMERICS_KEYS})")
        with self._state() as state:
            state["numerics"] = dict(numerics)

    # --- the world outside ----------------------------------------------------------------

    def set_foreign(self, n_bytes: int) -> None:
        """Set how much memory another program holds on the card."""
        with self._state() as state:
            if not 0 <= n_bytes <= state["capacity"]:
                raise ValueError("the foreign workload must fit in the card's capacity")
            state["foreign"] = n_bytes

    def inject(self, fault: Fault) -> None:
        """Arm a fault; it fires once, at its code point, in the first worker it applies to."""
        with self._state() as state:
            state["faults"].append(
                {"kind": fault.kind.value, "arg": fault.arg, "target": fault.target}
            )

    def take_fault(self, worker_kind: str, kinds: set[FaultKind]) -> Fault | None:
        """Consume and return the first armed fault of ``kinds`` that applies to a worker."""
        with self._state() as state:
            for i, raw in enumerate(state["faults"]):
                fault = Fault(FaultKind(raw["kind"]), raw["arg"], raw["target"])
                if fault.kind in kinds and fault.applies_to(worker_kind):
                    del state["faults"][i]
                    return fault
        return None

    def armed_faults(self) -> list[Fault]:
        """Faults injected and not yet fired."""
        with self._state() as state:
            return [Fault(FaultKind(f["kind"]), f["arg"], f["target"]) for f in state["faults"]]

    def clear_faults(self) -> list[Fault]:
        """Disarm every fault not yet fired; returns them."""
        with self._state() as state:
            raw, state["faults"] = state["faults"], []
        return [Fault(FaultKind(f["kind"]), f["arg"], f["target"]) for f in raw]

    def reset_driver(self, seconds: float) -> None:
        """Start a driver reset: every simulated-GPU worker dies; the card errors for a while."""
        with self._state() as state:
            state["reset_until"] = time.time() + seconds
            state["allocations"] = {}

    def driver_error(self) -> str | None:
        """The driver error while a reset is under way, else None."""
        with self._state() as state:
            return _reset_message(state)

    @contextlib.contextmanager
    def _state(self) -> Iterator[dict[str, Any]]:
        with self._lock_path.open("a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                state: dict[str, Any] = json.loads(self.path.read_text())
                before = json.dumps(state, sort_keys=True)
                _reclaim_dead(state)
                yield state
                if json.dumps(state, sort_keys=True) != before:
                    tmp = self.path.with_suffix(".tmp")
                    tmp.write_text(json.dumps(state))
                    tmp.replace(self.path)
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie still answers kill(0); it holds no memory on a real card either.
    with contextlib.suppress(OSError):
        stat = Path(f"/proc/{pid}/stat").read_text()
        return stat.rsplit(")", 1)[1].split()[0] != "Z"
    return True


def _reclaim_dead(state: dict[str, Any]) -> None:
    for pid in [p for p in state["allocations"] if not _pid_alive(int(p))]:
        del state["allocations"][pid]


def _reset_message(state: dict[str, Any]) -> str | None:
    left = state["reset_until"] - time.time()
    if left > 0:
        return f"GPU driver reset in progress ({left:.1f} s left; simulated)"
    return None


def _raise_if_resetting(state: dict[str, Any]) -> None:
    message = _reset_message(state)
    if message:
        raise SimulatedDriverError(message)


def _snapshot(state: dict[str, Any]) -> GpuSnapshot:
    processes = {int(pid): sum(e["bytes"].values()) for pid, e in state["allocations"].items()}
    used = min(state["capacity"], state["foreign"] + sum(processes.values()))
    return GpuSnapshot(
        index=0,
        name=SIMULATED_NAME,
        simulated=True,
        total=state["capacity"],
        used=used,
        free=state["capacity"] - used,
        processes=processes,
        error=_reset_message(state),
    )
