"""The degraded banner (R18): route, model, limitations, reason, a counting-down ETA, Cancel."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from engine.api import Degraded

_STYLE = (
    "QWidget#banner { background: #fff4d6; border: 1px solid #e0b84c; border-radius: 6px; }"
    "QLabel { color: #5a4300; }"
)


class DegradedBanner(QWidget):
    """Says what happened when a request leaves the full GPU service, and offers Cancel.

    Signals:
        cancel_clicked(): the user wants the request stopped.
    """

    cancel_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(_STYLE)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.eta = QLabel(self)
        self.cancel = QPushButton("Cancel", self)
        layout = QHBoxLayout(self)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.eta)
        layout.addWidget(self.cancel)
        self._deadline = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._connect_signals()
        self.hide()

    def _connect_signals(self) -> None:
        self.cancel.clicked.connect(self.cancel_clicked)
        self._timer.timeout.connect(self._tick)

    def show_event(self, event: Degraded) -> None:
        """Show a Degraded event: route and model, limitations, reason, ETA."""
        limits = "; ".join(event.limitations) or "no other limits"
        model = f" ({event.model})" if event.model else ""
        self.label.setText(f"<b>{event.route}</b>{model}: {limits}.<br>Why: {event.reason}.")
        self._deadline = time.monotonic() + event.eta_s
        self._tick()
        self._timer.start()
        self.show()

    def finish(self) -> None:
        """The request ended: stop counting and drop the Cancel button."""
        self._timer.stop()
        self.eta.setText("")
        self.cancel.hide()

    def clear(self) -> None:
        """Hide the banner."""
        self._timer.stop()
        self.cancel.show()
        self.hide()

    def _tick(self) -> None:
        left = self._deadline - time.monotonic()
        self.eta.setText(f"ETA ~{left:.0f} s" if left >= 1 else "almost done")
