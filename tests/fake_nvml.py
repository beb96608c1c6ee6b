"""A fake NVML module (the subset ``engine/devices/nvml.py`` calls), for a GPU-less machine."""

from __future__ import annotations

import threading
from types import SimpleNamespace
from typing import Any


class FakeNvml:
    """One card of ``total`` bytes with ``used`` in use; counts calls and their threads."""

    class NVMLError(Exception):
        """What pynvml raises."""

    def __init__(self, name: str = "NVIDIA H100 80GB HBM3", total: int = 80 * 2**30) -> None:
        self.name, self.total, self.used = name, total, 2**30
        self.inits = self.shutdowns = self.reads = 0
        self.threads: set[str] = set()

    def nvmlInit(self) -> None:  # noqa: N802 - pynvml's names
        self.inits += 1

    def nvmlShutdown(self) -> None:  # noqa: N802
        self.shutdowns += 1

    def nvmlDeviceGetCount(self) -> int:  # noqa: N802
        self.threads.add(threading.current_thread().name)
        return 1

    def nvmlDeviceGetHandleByIndex(self, index: int) -> int:  # noqa: N802
        return index

    def nvmlDeviceGetName(self, handle: int) -> bytes:  # noqa: N802
        return self.name.encode()

    def nvmlDeviceGetMemoryInfo(self, handle: int) -> Any:  # noqa: N802
        self.reads += 1
        return SimpleNamespace(total=self.total, used=self.used, free=self.total - self.used)

    def nvmlDeviceGetComputeRunningProcesses(self, handle: int) -> list[Any]:  # noqa: N802
        return []
