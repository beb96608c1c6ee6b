"""The device monitor: NVML opened once and sampled in its own thread.

NVML calls take milliseconds and can block for long when a driver misbehaves; the
asyncio loop (and so the Qt thread) must never wait for them. The monitor's thread opens
NVML once, samples every ``interval_s``, and keeps the last sample; status, admission and
the UI read that sample, which costs nothing.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from typing import Any

from engine.devices.nvml import import_nvml, init_nvml, sample_gpus
from engine.devices.snapshot import GpuSnapshot

log = logging.getLogger(__name__)


class DeviceMonitor:
    """Samples every NVIDIA GPU on an interval, off the caller's thread.

    Args:
        interval_s: Seconds between two samples.
        nvml: The NVML module (``pynvml``), not initialised; a test passes a fake one.
    """

    def __init__(self, interval_s: float = 0.5, nvml: Any | None = None) -> None:
        self.interval_s = interval_s
        self._nvml = nvml
        self._latest: list[GpuSnapshot] = []
        self._sampled_at = 0.0
        self.samples = 0  # how many samples were taken (the tests and the benchmark read it)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._first = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, wait_s: float = 5.0) -> None:
        """Start sampling; wait (at most ``wait_s``) for the first sample."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="device-monitor", daemon=True)
        self._thread.start()
        self._first.wait(wait_s)

    def stop(self) -> None:
        """Stop sampling (NVML is shut down by the thread)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2 * self.interval_s + 1)
            self._thread = None

    def latest(self) -> list[GpuSnapshot]:
        """The last sample: one snapshot per GPU (empty before the first, or with no NVML)."""
        with self._lock:
            return list(self._latest)

    @property
    def age_s(self) -> float:
        """Seconds since the last sample."""
        with self._lock:
            return time.monotonic() - self._sampled_at if self._sampled_at else float("inf")

    def _run(self) -> None:
        nvml = self._nvml if self._nvml is not None else import_nvml()
        opened = nvml is not None and init_nvml(nvml)
        try:
            while True:
                snaps = sample_gpus(nvml) if opened else []
                with self._lock:
                    self._latest, self._sampled_at = snaps, time.monotonic()
                    self.samples += 1
                self._first.set()
                if self._stop.wait(self.interval_s):
                    return
        finally:
            if opened and nvml is not None:
                with contextlib.suppress(Exception):
                    nvml.nvmlShutdown()
