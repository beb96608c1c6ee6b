"""A worker's view of its device: where its allocations are charged and faults come from.

On the CPU and on a real GPU the runtime's own allocator is the truth, so charging is a
no-op. On the simulated GPU each real allocation is charged to the shared card, and the
card's armed faults are taken at the code points where a real runtime would fail.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.devices.faults import Fault, FaultKind
from engine.devices.simulated import SimulatedGpu

WORK_FAULTS = {
    FaultKind.ALLOC_BEFORE_GENERATION,
    FaultKind.ALLOC_AT_TOKEN,
    FaultKind.ABORT_AT_TOKEN,
    FaultKind.HANG,
    FaultKind.FREEZE,
    FaultKind.DRIVER_RESET,
}


@dataclass
class DeviceBinding:
    """The device a worker runs on: ``cpu``, ``cuda`` or ``sim-gpu`` (with its card)."""

    device: str
    worker_kind: str
    card: SimulatedGpu | None = None

    @classmethod
    def open(cls, device: str, worker_kind: str, sim_state: Path | None) -> DeviceBinding:
        """Bind to ``device``; the simulated GPU needs the path of its shared state."""
        if device == "sim-gpu":
            if sim_state is None:
                raise ValueError("a simulated-GPU worker needs --sim-state")
            return cls(device, worker_kind, SimulatedGpu(sim_state))
        if device not in ("cpu", "cuda"):
            raise ValueError(f"unknown device {device!r}")
        return cls(device, worker_kind)

    @property
    def on_gpu(self) -> bool:
        """True when the model's work is (really or in simulation) on a GPU."""
        return self.device != "cpu"

    @property
    def label(self) -> str:
        """How logs and events name this device."""
        return {"sim-gpu": "simulated GPU", "cuda": "GPU", "cpu": "CPU"}[self.device]

    def charge(self, category: str, n_bytes: int) -> None:
        """Charge a real allocation to the simulated card (a no-op elsewhere).

        Raises:
            SimulatedOutOfMemory, SimulatedDriverError: from the simulated card.
        """
        if self.card is not None and n_bytes > 0:
            self.card.allocate(f"{self.worker_kind}@{os.getpid()}", category, n_bytes)

    def release(self) -> None:
        """Free what this process holds on the simulated card."""
        if self.card is not None:
            self.card.release()

    def take_fault(self, kinds: set[FaultKind]) -> Fault | None:
        """The next armed fault of ``kinds`` for this worker, consumed; None on real devices."""
        if self.card is None:
            return None
        return self.card.take_fault(self.worker_kind, kinds)

    def numerics(self) -> dict[str, Any]:
        """How the simulated card computes (llama.cpp context parameters); {} elsewhere."""
        return self.card.numerics() if self.card is not None else {}

    def driver_error(self) -> str | None:
        """The card's driver error, if it is resetting (simulated GPU only)."""
        return self.card.driver_error() if self.card is not None else None

    def reset_driver(self, seconds: float) -> None:
        """Start a driver reset on the simulated card."""
        if self.card is not None:
            self.card.reset_driver(seconds)
