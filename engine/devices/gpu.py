"""The engine's GPU: a real one found by NVML, the simulated one, or none."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.devices.build import RuntimeBuild, probe_build
from engine.devices.faults import Fault
from engine.devices.monitor import DeviceMonitor
from engine.devices.nvml import probe_gpus
from engine.devices.simulated import SimulatedGpu
from engine.devices.snapshot import GpuSnapshot

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Gpu:
    """The GPU the engine schedules on.

    ``worker_device`` is what a GPU worker is started with: ``cuda``, ``sim-gpu``, or None
    on a CPU-only machine, or on a GPU machine whose build cannot use the card
    (``unusable`` then says why, and ``found`` names the card). A real card is read
    through ``monitor``'s last sample, never by an NVML call on the caller's thread.
    """

    worker_device: str | None
    card: SimulatedGpu | None = None
    index: int = 0
    monitor: DeviceMonitor | None = None
    unusable: str = ""
    found: str = ""

    @property
    def cpu_only_reason(self) -> str:
        """Why there is no GPU lane, in words (for the status's mode)."""
        return self.unusable or "no GPU on this machine"

    @property
    def simulated(self) -> bool:
        """True for the simulated GPU."""
        return self.card is not None

    @property
    def description(self) -> str:
        """One line for the user: what the GPU is, said plainly."""
        if self.card is not None:
            snap = self.card.snapshot()
            return f"Simulated GPU ({snap.total / 2**30:.2f} GiB; models really run on the CPU)"
        if self.worker_device == "cuda":
            snaps = self._samples()
            return snaps[self.index].name if snaps else "NVIDIA GPU (not answering)"
        if self.unusable:
            return f"{self.found}: {self.unusable}"
        return "No GPU: CPU only"

    def _samples(self) -> list[GpuSnapshot]:
        return self.monitor.latest() if self.monitor is not None else probe_gpus()

    def snapshot(self) -> GpuSnapshot | None:
        """The GPU's memory now; None on a CPU-only machine."""
        if self.card is not None:
            return self.card.snapshot()
        if self.worker_device == "cuda":
            snaps = self._samples()
            if len(snaps) > self.index:
                return snaps[self.index]
            return GpuSnapshot(self.index, "NVIDIA GPU", False, 0, 0, 0, {}, "the GPU disappeared")
        return None


def open_gpu(
    runtime_dir: Path,
    simulate: int | None = None,
    foreign: int = 0,
    faults: Sequence[Fault] = (),
    build: RuntimeBuild | None = None,
    monitor: DeviceMonitor | None = None,
) -> Gpu:
    """Choose the GPU: simulated if asked, else the first NVIDIA GPU, else none.

    Raises:
        ValueError: faults or a foreign workload without a simulated GPU, or bad sizes.
    """
    if simulate is None:
        if faults or foreign:
            raise ValueError(
                "--fault and --gpu-foreign act on the simulated GPU: add --simulate-gpu SIZE"
            )
        monitor = monitor or DeviceMonitor()
        monitor.start()
        gpus = monitor.latest()
        if not gpus:
            monitor.stop()
            log.info("no NVIDIA GPU found: CPU only")
            return Gpu(None)
        return _real_gpu(gpus[0], build or probe_build(), monitor)
    card = SimulatedGpu.create(runtime_dir / "simulated-gpu.json", simulate, foreign)
    for fault in faults:
        card.inject(fault)
    log.info(
        "simulated GPU of %d MiB (%d MiB foreign), faults: %s",
        simulate >> 20,
        foreign >> 20,
        [str(f) for f in faults],
    )
    return Gpu("sim-gpu", card)


def _real_gpu(first: GpuSnapshot, build: RuntimeBuild, monitor: DeviceMonitor) -> Gpu:
    """The card NVML found, if the installed runtimes can use it."""
    problem = build.problem()
    if problem is not None:
        monitor.stop()
        log.warning("%s: %s", first.name, problem)
        return Gpu(None, unusable=problem, found=first.name)
    log.info("GPU: %s (%d MiB free)", first.name, first.free // 2**20)
    if build.whisper_note():
        log.warning("%s", build.whisper_note())
    return Gpu("cuda", monitor=monitor)
