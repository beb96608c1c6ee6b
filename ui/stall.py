"""A probe for the Qt thread's responsiveness: how late a short timer fires."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer


class StallProbe(QObject):
    """Fires every ``interval_ms`` and records how much later than due each tick came.

    The worst lateness is the longest time the window could not repaint or react.
    """

    def __init__(self, interval_ms: int = 10, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval = interval_ms / 1000
        self.lateness: list[float] = []
        self._last = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Start measuring (forgetting earlier ticks)."""
        self.lateness.clear()
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring."""
        self._timer.stop()

    @property
    def worst_ms(self) -> float:
        """The longest stall seen, in milliseconds."""
        return max(self.lateness, default=0.0) * 1000

    def percentile_ms(self, share: float) -> float:
        """A percentile of the lateness, in milliseconds (``share`` in 0..1)."""
        if not self.lateness:
            return 0.0
        ordered = sorted(self.lateness)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lateness.append(max(0.0, now - self._last - self.interval))
        self._last = now
