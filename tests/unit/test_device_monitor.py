"""The device monitor samples NVML in its own thread; readers get the last sample."""

from __future__ import annotations

import threading
import time

from engine.devices.monitor import DeviceMonitor
from tests.fake_nvml import FakeNvml


def test_nvml_is_sampled_off_the_callers_thread_and_read_for_free() -> None:
    nvml = FakeNvml()
    monitor = DeviceMonitor(interval_s=0.02, nvml=nvml)
    monitor.start()
    try:
        [first] = monitor.latest()
        assert (first.name, first.total, first.used) == (nvml.name, nvml.total, 2**30)
        reads = nvml.reads
        for _ in range(100):
            monitor.latest()
        assert nvml.reads - reads <= 2  # reading the sample calls no NVML (only the thread)
        nvml.used = 5 * 2**30
        for _ in range(200):
            if monitor.latest()[0].used == nvml.used:
                break
            time.sleep(0.01)
        assert monitor.latest()[0].used == 5 * 2**30
    finally:
        monitor.stop()
    assert nvml.threads == {"device-monitor"}
    assert threading.current_thread().name not in nvml.threads
    assert monitor.samples >= 2
    assert nvml.inits == nvml.shutdowns == 1  # opened once for the monitor's whole life
