"""The NVML probe: what the NVIDIA driver says about its GPUs.

No driver, no library or no GPU means "no GPU" (an empty list), never a crash. Errors
that mean the driver or the card is gone are reported in the snapshot's ``error``.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from engine.devices.snapshot import GpuSnapshot

log = logging.getLogger(__name__)

# NVML errors that mean the card or its driver is gone, not just "no GPU here".
_LOST = ("GPU_IS_LOST", "GPU is lost", "Unknown Error", "DRIVER_NOT_LOADED", "Reset")


def import_nvml() -> Any | None:
    """The NVML bindings (``pynvml``), not yet initialised; None if not installed."""
    try:
        import pynvml
    except ImportError:
        return None
    return pynvml


def init_nvml(nvml: Any) -> bool:
    """Initialise NVML; False where there is no driver or no GPU."""
    try:
        nvml.nvmlInit()
    except Exception as exc:  # any failure here just means no usable NVIDIA GPU
        log.debug("NVML unavailable: %s", exc)
        return False
    return True


def sample_gpus(nvml: Any) -> list[GpuSnapshot]:
    """One snapshot per GPU through an initialised NVML; empty if listing fails."""
    try:
        count = nvml.nvmlDeviceGetCount()
        return [_probe_one(nvml, i) for i in range(count)]
    except nvml.NVMLError as exc:
        log.warning("NVML failed while listing GPUs: %s", exc)
        return []


def probe_gpus() -> list[GpuSnapshot]:
    """Open NVML, sample every GPU, close it: once, at start (the monitor samples after)."""
    nvml = import_nvml()
    if nvml is None or not init_nvml(nvml):
        return []
    try:
        return sample_gpus(nvml)
    finally:
        with contextlib.suppress(nvml.NVMLError):
            nvml.nvmlShutdown()


def _probe_one(nvml: Any, index: int) -> GpuSnapshot:
    try:
        handle = nvml.nvmlDeviceGetHandleByIndex(index)
        name = nvml.nvmlDeviceGetName(handle)
        memory = nvml.nvmlDeviceGetMemoryInfo(handle)
    except nvml.NVMLError as exc:
        lost = any(marker in str(exc) for marker in _LOST)
        error = f"GPU {index} {'lost' if lost else 'unreadable'}: {exc}"
        return GpuSnapshot(index, f"GPU {index}", False, 0, 0, 0, {}, error)
    return GpuSnapshot(
        index=index,
        name=name.decode() if isinstance(name, bytes) else str(name),
        simulated=False,
        total=int(memory.total),
        used=int(memory.used),
        free=int(memory.free),
        processes=_processes(nvml, handle),
    )


def _processes(nvml: Any, handle: Any) -> dict[int, int]:
    try:
        procs = nvml.nvmlDeviceGetComputeRunningProcesses(handle)
    except nvml.NVMLError:  # not supported on every card or inside every container
        return {}
    return {int(p.pid): int(p.usedGpuMemory or 0) for p in procs}
