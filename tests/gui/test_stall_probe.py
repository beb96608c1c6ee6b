"""The stall probe sees a blocked Qt thread (and little else on an idle one)."""

from __future__ import annotations

import asyncio
import time

import pytest
import qasync
from PySide6.QtWidgets import QApplication

from ui.stall import StallProbe

pytestmark = pytest.mark.gui


def test_a_blocked_thread_shows_as_a_stall(qapp: QApplication) -> None:
    async def scenario() -> tuple[float, float]:
        probe = StallProbe(10)
        probe.start()
        await asyncio.sleep(0.2)
        idle = probe.percentile_ms(0.5)
        time.sleep(0.12)  # the kind of call the app must never make on this thread
        await asyncio.sleep(0.05)
        probe.stop()
        return idle, probe.worst_ms

    idle, worst = qasync.run(scenario())
    assert worst >= 100
    assert idle < 20
