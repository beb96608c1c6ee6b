"""The NVML and host probes. NVML is replaced by a stand-in module with its real API."""

from __future__ import annotations

import subprocess
import sys
import types
from dataclasses import dataclass

import pytest

from engine.devices.host import probe_host, process_tree_rss
from engine.devices.nvml import probe_gpus


class NVMLError(Exception):
    """pynvml's error class."""


@dataclass
class Memory:
    total: int
    used: int
    free: int


@dataclass
class Proc:
    pid: int
    usedGpuMemory: int | None  # noqa: N815 (pynvml's field name)


def fake_nvml(init_error: str | None = None, memory_error: str | None = None) -> types.ModuleType:
    """A module with the calls the probe makes, answering like a one-GPU machine."""
    module = types.ModuleType("pynvml")

    def init() -> None:
        if init_error:
            raise NVMLError(init_error)

    def memory(_handle: object) -> Memory:
        if memory_error:
            raise NVMLError(memory_error)
        return Memory(total=80 << 30, used=30 << 30, free=50 << 30)

    module.NVMLError = NVMLError  # type: ignore[attr-defined]
    module.nvmlInit = init  # type: ignore[attr-defined]
    module.nvmlShutdown = lambda: None  # type: ignore[attr-defined]
    module.nvmlDeviceGetCount = lambda: 1  # type: ignore[attr-defined]
    module.nvmlDeviceGetHandleByIndex = lambda i: f"handle{i}"  # type: ignore[attr-defined]
    module.nvmlDeviceGetName = lambda _h: b"NVIDIA H200"  # type: ignore[attr-defined]
    module.nvmlDeviceGetMemoryInfo = memory  # type: ignore[attr-defined]
    module.nvmlDeviceGetComputeRunningProcesses = lambda _h: [Proc(4242, 3 << 30), Proc(7, None)]  # type: ignore[attr-defined]
    return module


def test_a_gpu_is_read_with_its_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pynvml", fake_nvml())
    [gpu] = probe_gpus()
    assert (gpu.name, gpu.simulated, gpu.error) == ("NVIDIA H200", False, None)
    assert (gpu.total, gpu.used, gpu.free) == (80 << 30, 30 << 30, 50 << 30)
    assert gpu.processes == {4242: 3 << 30, 7: 0}


def test_no_driver_means_no_gpu_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pynvml", fake_nvml(init_error="Driver Not Loaded"))
    assert probe_gpus() == []


def test_a_lost_gpu_is_reported_as_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pynvml", fake_nvml(memory_error="GPU is lost"))
    [gpu] = probe_gpus()
    assert gpu.error is not None and "lost" in gpu.error
    assert gpu.total == 0


def test_this_machine_without_a_gpu_probes_cleanly() -> None:
    # The real pynvml on a machine without an NVIDIA driver: an empty list, no exception.
    assert isinstance(probe_gpus(), list)


def test_host_probe_counts_the_whole_process_tree() -> None:
    alone = process_tree_rss()
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with_child = process_tree_rss()
    finally:
        child.kill()
        child.wait()
    host = probe_host()
    assert with_child > alone
    assert 0 < host.ram_available <= host.ram_total
    assert host.cpu_count >= 1
