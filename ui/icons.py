"""How an engine mode looks: its colour, its name and its icon (drawn, no image files).

The modes are those of ``EngineStatus.mode``: "gpu", "degraded", "cpu-only" and "down".
Any other string (say, before the first status arrives) gets a hollow grey "unknown" icon.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap

ICON_SIZE = 64

MODE_COLORS: dict[str, str] = {
    "gpu": "#2e9d4a",  # green
    "degraded": "#e6a117",  # amber
    "down": "#d03a2f",  # red
    "cpu-only": "#8a8f96",  # grey
}

MODE_TITLES: dict[str, str] = {
    "gpu": "GPU healthy",
    "degraded": "Degraded (CPU / fallback)",
    "cpu-only": "CPU only",
    "down": "GPU unavailable",
}

_UNKNOWN_COLOR = "#b0b4ba"
_cache: dict[tuple[str, bool], QIcon] = {}


def mode_title(mode: str) -> str:
    """The mode as a user reads it ("GPU healthy", "Degraded (CPU / fallback)", ...)."""
    return MODE_TITLES.get(mode, "Starting")


def mode_color(mode: str) -> QColor:
    """The colour of ``mode`` (grey-ish for an unknown one)."""
    return QColor(MODE_COLORS.get(mode, _UNKNOWN_COLOR))


def mode_icon(mode: str, simulated: bool) -> QIcon:
    """The icon of ``mode``: a filled circle in the mode's colour.

    Args:
        mode: "gpu", "degraded", "cpu-only" or "down"; anything else draws a hollow circle.
        simulated: The GPU is simulated: the circle is hatched and ringed with a dashed line,
            so a simulated card never passes for a real one at a glance.

    Returns:
        The same ``QIcon`` object for the same arguments (icons are cached).
    """
    key = (mode, simulated)
    icon = _cache.get(key)
    if icon is None:
        icon = QIcon(_draw(mode, simulated))
        _cache[key] = icon
    return icon


def _draw(mode: str, simulated: bool) -> QPixmap:
    pixmap = QPixmap(ICON_SIZE, ICON_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _draw_disc(painter, mode)
        if simulated:
            _draw_simulated_marks(painter)
    finally:
        painter.end()
    return pixmap


def _draw_disc(painter: QPainter, mode: str) -> None:
    center = QPointF(ICON_SIZE / 2, ICON_SIZE / 2)
    radius = ICON_SIZE * 0.36
    color = mode_color(mode)
    if mode in MODE_COLORS:
        painter.setPen(QPen(color.darker(140), 2))
        painter.setBrush(QBrush(color))
    else:
        painter.setPen(QPen(color, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, radius, radius)


def _draw_simulated_marks(painter: QPainter) -> None:
    center = QPointF(ICON_SIZE / 2, ICON_SIZE / 2)
    inner = ICON_SIZE * 0.36
    hatch = QBrush(QColor(255, 255, 255, 170), Qt.BrushStyle.BDiagPattern)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(hatch)
    painter.drawEllipse(center, inner, inner)
    pen = QPen(QColor("#202020"), 4, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    margin = 3.0
    painter.drawEllipse(QRectF(margin, margin, ICON_SIZE - 2 * margin, ICON_SIZE - 2 * margin))
