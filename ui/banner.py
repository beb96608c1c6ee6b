"""Banners: a strip painted from the palette with an icon, plain words, and the details.

``Banner`` shows any ``Plain`` (the window's state, a refusal). ``DegradedBanner`` (R18) shows
a request's Degraded event: route and model, limitations, reason, a counting-down ETA and
Cancel. Both paint their own background in ``paintEvent`` from ``ui.theme``, so they are
drawn in light and dark alike (a style sheet on a plain ``QWidget`` is never painted).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.api import Degraded
from ui import wording
from ui.theme import tone, tone_background
from ui.wording import Level, Plain

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
_ICONS = {
    Level.OK: QStyle.StandardPixmap.SP_DialogApplyButton,
    Level.INFO: QStyle.StandardPixmap.SP_MessageBoxInformation,
    Level.WARNING: QStyle.StandardPixmap.SP_MessageBoxWarning,
    Level.ERROR: QStyle.StandardPixmap.SP_MessageBoxCritical,
}


class Banner(QWidget):
    """A message strip: icon, title and text, a Details toggle with the engine's words.

    Signals:
        cancel_clicked(): the user wants the request stopped (only when Cancel is shown).
    """

    cancel_clicked = Signal()

    def __init__(self, parent: QWidget | None = None, *, name: str = "Banner") -> None:
        super().__init__(parent)
        self.level = Level.INFO
        self.icon = QLabel(self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.eta = QLabel(self)
        self.details = QToolButton(self)
        self.details.setText(translate("Banner", "Details"))
        self.details.setCheckable(True)
        self.details.setAccessibleName(
            translate("Banner", "{name}: show the technical details").format(name=name)
        )
        self.detail_label = QLabel(self)
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label.hide()
        self.cancel = QPushButton(translate("Banner", "Cancel"), self)
        self.cancel.setAccessibleName(
            translate("Banner", "{name}: cancel the request").format(name=name)
        )
        self.cancel.hide()
        self.setAccessibleName(name)
        self._lay_out()
        self.details.toggled.connect(self.detail_label.setVisible)
        self.cancel.clicked.connect(self.cancel_clicked)
        self.hide()

    def _lay_out(self) -> None:
        self.row = row = QHBoxLayout()
        row.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.label, 1)
        row.addWidget(self.eta)
        row.addWidget(self.details)
        row.addWidget(self.cancel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(row)
        layout.addWidget(self.detail_label)

    def show_plain(self, plain: Plain) -> None:
        """Show ``plain``: its level's icon and colours, its words, its detail on demand."""
        self.level = plain.level
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon.setPixmap(self.style().standardIcon(_ICONS[plain.level]).pixmap(size))
        self.label.setText(f"<b>{plain.title}</b>: {plain.text}" if plain.text else plain.title)
        self.setAccessibleDescription(plain.sentence)
        self.detail_label.setText(plain.detail)
        self.details.setVisible(bool(plain.detail))
        self.show()
        self.update()

    def text(self) -> str:
        """What the banner says, as plain text (title and text)."""
        return self.accessibleDescription()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """A rounded fill of the level's tint, framed in the level's colour."""
        del event
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(tone(self.level, self.palette()), 1))
            painter.setBrush(tone_background(self.level, self.palette()))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        finally:
            painter.end()


class DegradedBanner(Banner):
    """Says what happened when a request leaves the full GPU service, and offers Cancel.

    Signals:
        cancel_clicked(): the user wants the request stopped.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, name=translate("Banner", "Slower path banner"))
        self._deadline = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)

    def show_event(self, event: Degraded) -> None:
        """Show a Degraded event: route and model, limitations, reason, ETA."""
        self.show_plain(wording.degraded(event))
        self.cancel.show()
        self._deadline = time.monotonic() + event.eta_s
        self._tick()
        self._timer.start()

    def finish(self) -> None:
        """The request ended: stop counting and drop the Cancel button."""
        self._timer.stop()
        self.eta.setText("")
        self.cancel.hide()

    def clear(self) -> None:
        """Hide the banner."""
        self._timer.stop()
        self.hide()

    def _tick(self) -> None:
        left = self._deadline - time.monotonic()
        if left >= 1:
            self.eta.setText(translate("Banner", "ETA ~{seconds} s").format(seconds=f"{left:.0f}"))
        else:
            self.eta.setText(translate("Banner", "almost done"))
