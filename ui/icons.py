"""How an engine mode looks, and the app's own icon.

Each mode has its own shape as well as its colour, so the tray tells the modes apart to
someone who cannot tell green from red, and on a monochrome panel:

- "gpu" (healthy): a circle with a check mark;
- "degraded": a triangle with an exclamation mark;
- "down": an octagon (a stop sign) with a cross;
- "cpu-only": a square chip with pins.

Any other string (say, before the first status arrives) gets a hollow grey circle. The
app's icon is ``resources/icons/spillway.svg`` with PNG renderings in the hicolor layout.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from ui.i18n import QT_TRANSLATE_NOOP

ICON_SIZE = 64
ICONS_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
DESKTOP_ENTRY = "io.github.spillway.Spillway"  # packaging/<this>.desktop

MODE_COLORS: dict[str, str] = {
    "gpu": "#2e9d4a",  # green
    "degraded": "#e6a117",  # amber
    "down": "#d03a2f",  # red
    "cpu-only": "#6f757d",  # grey
}

MODE_TITLES: dict[str, str] = {
    "gpu": QT_TRANSLATE_NOOP("Tray", "GPU healthy"),
    "degraded": QT_TRANSLATE_NOOP("Tray", "Degraded (CPU / fallback)"),
    "cpu-only": QT_TRANSLATE_NOOP("Tray", "CPU only"),
    "down": QT_TRANSLATE_NOOP("Tray", "GPU unavailable"),
}
_STARTING = QT_TRANSLATE_NOOP("Tray", "Starting")

_UNKNOWN_COLOR = "#b0b4ba"
_cache: dict[tuple[str, bool], QIcon] = {}
_app_icon: list[QIcon] = []


def mode_title(mode: str) -> str:
    """The mode as a user reads it ("GPU healthy", "Degraded (CPU / fallback)", ...)."""
    return QCoreApplication.translate("Tray", MODE_TITLES.get(mode, _STARTING))


def mode_color(mode: str) -> QColor:
    """The colour of ``mode`` (grey-ish for an unknown one)."""
    return QColor(MODE_COLORS.get(mode, _UNKNOWN_COLOR))


def app_icon() -> QIcon:
    """Spillway's own icon: the SVG, plus the PNG sizes for painters without SVG support."""
    if not _app_icon:
        icon = QIcon()
        svg = ICONS_DIR / "spillway.svg"
        if svg.exists():
            icon.addFile(str(svg))
        for png in sorted(ICONS_DIR.glob("hicolor/*/apps/spillway.png")):
            side = int(png.parent.parent.name.partition("x")[0])
            icon.addFile(str(png), QSize(side, side))
        _app_icon.append(icon)
    return _app_icon[0]


def set_identity(app: QGuiApplication) -> None:
    """Give every window the app's icon, and tie the app to its desktop entry (Wayland)."""
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_ENTRY)


def mode_icon(mode: str, simulated: bool) -> QIcon:
    """The icon of ``mode``: the mode's shape, filled in the mode's colour.

    Args:
        mode: "gpu", "degraded", "cpu-only" or "down"; anything else draws a hollow circle.
        simulated: The GPU is simulated: the shape is hatched and ringed with a dashed line,
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
        shape = _SHAPES.get(mode, _circle)()
        _fill(painter, mode, shape)
        if mode in _GLYPHS:
            _GLYPHS[mode](painter)
        if simulated:
            _draw_simulated_marks(painter, shape)
    finally:
        painter.end()
    return pixmap


def _fill(painter: QPainter, mode: str, shape: QPainterPath) -> None:
    color = mode_color(mode)
    if mode in MODE_COLORS:
        painter.setPen(QPen(color.darker(150), 2))
        painter.setBrush(QBrush(color))
    else:
        painter.setPen(QPen(color, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape)


def _circle() -> QPainterPath:
    path = QPainterPath()
    radius = ICON_SIZE * 0.36
    path.addEllipse(QPointF(ICON_SIZE / 2, ICON_SIZE / 2), radius, radius)
    return path


def _polygon(corners: int, radius: float, turn: float, center_y: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(corners):
        angle = turn + 2 * math.pi * i / corners
        point = QPointF(
            ICON_SIZE / 2 + radius * math.cos(angle), center_y + radius * math.sin(angle)
        )
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _triangle() -> QPainterPath:
    return _polygon(3, ICON_SIZE * 0.44, -math.pi / 2, ICON_SIZE * 0.58)


def _octagon() -> QPainterPath:
    return _polygon(8, ICON_SIZE * 0.46, math.pi / 8, ICON_SIZE / 2)


def _chip() -> QPainterPath:
    path = QPainterPath()
    side = ICON_SIZE * 0.56
    corner = (ICON_SIZE - side) / 2
    path.addRoundedRect(QRectF(corner, corner, side, side), 5, 5)
    return path


def _white(painter: QPainter, width: float) -> None:
    pen = QPen(QColor("#ffffff"), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _check(painter: QPainter) -> None:
    _white(painter, 6)
    s = ICON_SIZE / 64
    painter.drawPolyline(
        [QPointF(20 * s, 33 * s), QPointF(28 * s, 41 * s), QPointF(44 * s, 24 * s)]
    )


def _exclamation(painter: QPainter) -> None:
    _white(painter, 6)
    s = ICON_SIZE / 64
    painter.drawLine(QPointF(32 * s, 26 * s), QPointF(32 * s, 40 * s))
    painter.drawPoint(QPointF(32 * s, 50 * s))


def _cross(painter: QPainter) -> None:
    _white(painter, 6)
    s = ICON_SIZE / 64
    painter.drawLine(QPointF(23 * s, 23 * s), QPointF(41 * s, 41 * s))
    painter.drawLine(QPointF(41 * s, 23 * s), QPointF(23 * s, 41 * s))


def _pins(painter: QPainter) -> None:
    # A chip's legs outside its body, and a die inside: "the processor", not "the card".
    legs = QPen(mode_color("cpu-only").darker(150), 4)
    legs.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(legs)
    s = ICON_SIZE / 64
    for at in (24.0, 32.0, 40.0):
        painter.drawLine(QPointF(at * s, 6 * s), QPointF(at * s, 14 * s))
        painter.drawLine(QPointF(at * s, 50 * s), QPointF(at * s, 58 * s))
        painter.drawLine(QPointF(6 * s, at * s), QPointF(14 * s, at * s))
        painter.drawLine(QPointF(50 * s, at * s), QPointF(58 * s, at * s))
    _white(painter, 4)
    painter.drawRect(QRectF(24 * s, 24 * s, 16 * s, 16 * s))


_SHAPES: dict[str, Callable[[], QPainterPath]] = {
    "gpu": _circle,
    "degraded": _triangle,
    "down": _octagon,
    "cpu-only": _chip,
}
_GLYPHS: dict[str, Callable[[QPainter], None]] = {
    "gpu": _check,
    "degraded": _exclamation,
    "down": _cross,
    "cpu-only": _pins,
}


def _draw_simulated_marks(painter: QPainter, shape: QPainterPath) -> None:
    hatch = QBrush(QColor(255, 255, 255, 170), Qt.BrushStyle.BDiagPattern)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(hatch)
    painter.drawPath(shape)
    pen = QPen(QColor("#202020"), 4, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    margin = 3.0
    painter.drawEllipse(QRectF(margin, margin, ICON_SIZE - 2 * margin, ICON_SIZE - 2 * margin))
