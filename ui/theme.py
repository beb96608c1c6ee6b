"""Light and dark: the app follows the system's colour scheme, or the user's choice.

Every colour a widget draws comes from the application palette, or from ``tone``, which
derives a hue (red for errors, amber for warnings, green for fine) at a lightness that
reads on the palette's own background. So a widget never hard-codes a light-theme colour,
and switching the scheme repaints everything.

    apply_theme("system" | "light" | "dark")   once at start and when the setting changes
    is_dark()                                   the scheme in use now
    tone(Level.WARNING)                         a QColor for text or an icon of that level
    tone_background(Level.WARNING)              a soft fill for a banner of that level
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from ui.wording import Level

log = logging.getLogger(__name__)
THEMES = ("system", "light", "dark")
_HUES = {Level.OK: 130, Level.INFO: 210, Level.WARNING: 38, Level.ERROR: 2}
_state = {"choice": "system", "connected": False}


def system_is_dark() -> bool:
    """Whether the desktop asks for a dark scheme (Qt 6.5+ ``QStyleHints.colorScheme``)."""
    hints = QGuiApplication.styleHints()
    return bool(hints.colorScheme() == Qt.ColorScheme.Dark)


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (the application's by default) draws light text on dark."""
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style (used where the platform has none of its own)."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, color in (
        (roles.Window, "#2b2d30"),
        (roles.WindowText, "#e6e6e6"),
        (roles.Base, "#1e1f22"),
        (roles.AlternateBase, "#27292c"),
        (roles.ToolTipBase, "#3c3f41"),
        (roles.ToolTipText, "#e6e6e6"),
        (roles.Text, "#e6e6e6"),
        (roles.PlaceholderText, "#8c8c8c"),
        (roles.Button, "#35373a"),
        (roles.ButtonText, "#e6e6e6"),
        (roles.BrightText, "#ff6b6b"),
        (roles.Light, "#4a4d50"),
        (roles.Midlight, "#3e4144"),
        (roles.Mid, "#5c5f63"),
        (roles.Dark, "#1a1b1d"),
        (roles.Shadow, "#000000"),
        (roles.Highlight, "#3d6fb4"),
        (roles.HighlightedText, "#ffffff"),
        (roles.Link, "#7aa7ff"),
        (roles.LinkVisited, "#b18cff"),
    ):
        palette.setColor(role, QColor(color))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.Text, roles.WindowText, roles.ButtonText):
        palette.setColor(disabled, role, QColor("#7a7a7a"))
    return palette


def apply_theme(choice: str, app: QApplication | None = None) -> bool:
    """Use the ``choice`` ("system", "light" or "dark") from now on.

    With "system", the app also follows later changes of the desktop's scheme.

    Returns:
        Whether the scheme now in use is dark.

    Raises:
        ValueError: ``choice`` is not one of ``THEMES``.
    """
    if choice not in THEMES:
        raise ValueError(f"unknown theme {choice!r} (one of {', '.join(THEMES)})")
    app = app or _application()
    _state["choice"] = choice
    if not _state["connected"]:
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _scheme: _follow(app))
        _state["connected"] = True
    dark = system_is_dark() if choice == "system" else choice == "dark"
    # Fusion draws every control from the palette, so one palette switches every widget.
    app.setStyle(QStyleFactory.create("Fusion"))
    app.setPalette(dark_palette() if dark else app.style().standardPalette())
    log.info("theme %s: %s colours", choice, "dark" if dark else "light")
    return dark


def _follow(app: QApplication) -> None:
    if _state["choice"] == "system":
        apply_theme("system", app)


def _application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("no QApplication")
    return app


def tone(level: Level, palette: QPalette | None = None) -> QColor:
    """A colour for text or an icon of ``level`` that reads on the palette's background."""
    dark = is_dark(palette)
    if level is Level.INFO:
        return (palette or QGuiApplication.palette()).color(QPalette.ColorRole.Link)
    return QColor.fromHsl(_HUES[level], 170 if dark else 200, 175 if dark else 85)


def tone_background(level: Level, palette: QPalette | None = None) -> QColor:
    """A soft fill for a banner of ``level``: the window colour tinted with its hue."""
    base = (palette or QGuiApplication.palette()).color(QPalette.ColorRole.Window)
    tint = QColor.fromHsl(_HUES[level], 200, 128)
    share = 0.22 if is_dark(palette) else 0.16
    return QColor(
        round(base.red() * (1 - share) + tint.red() * share),
        round(base.green() * (1 - share) + tint.green() * share),
        round(base.blue() * (1 - share) + tint.blue() * share),
    )


def set_tone(widget: QWidget, level: Level | None) -> None:
    """Colour ``widget``'s text by ``level`` (None: back to the inherited palette)."""
    if level is None:
        widget.setPalette(QPalette())  # nothing set: every role follows the application's
        return
    palette = QPalette()
    color = tone(level)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        palette.setColor(role, color)
    widget.setPalette(palette)


__all__ = [
    "THEMES",
    "apply_theme",
    "dark_palette",
    "is_dark",
    "set_tone",
    "system_is_dark",
    "tone",
    "tone_background",
]
