"""A number typed as text, read in the user's locale, never silently changed.

A spin box clamps what it cannot take ("-100" becomes the minimum) and, in a French locale,
turns "0.95" back into the old value. This field keeps exactly what was typed; ``value()``
is the number it reads, or None, and the settings dialog says why a value is refused.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

_C = QLocale.c()


def parse_number(text: str, whole: bool, locale: QLocale | None = None) -> int | float | None:
    """``text`` as a number in ``locale`` (the default locale), or in C notation; else None.

    "0,95" in a French locale and "0.95" anywhere both read 0.95. Thousands separators are
    refused, so "1,000" is never a silent 1 or 1000.
    """
    text = text.strip().replace("\u2212", "-")  # a typographic minus sign
    if not text:
        return None
    locale = QLocale(locale or QLocale())
    for candidate in (locale, _C):
        candidate.setNumberOptions(QLocale.NumberOption.RejectGroupSeparator)
        if whole:
            number, ok = candidate.toLongLong(text)
            if ok:
                return int(number)
        else:
            real, ok = candidate.toDouble(text)
            if ok and math.isfinite(real):
                return float(real)
    return None


def format_number(value: float, locale: QLocale | None = None) -> str:
    """``value`` as the locale writes it, without trailing zeros or thousands separators
    ("0,95", "65536"), so that ``parse_number`` reads it back exactly."""
    locale = QLocale(locale or QLocale())
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    if isinstance(value, int) or (float(value).is_integer() and abs(value) < 1e15):
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 12)


class NumberField(QWidget):
    """A line edit for a number, with its unit after it.

    Signals:
        edited(): the text changed (typed or set).
    """

    edited = Signal()

    def __init__(self, whole: bool, unit: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.whole = whole
        self.line = QLineEdit(self)
        self.unit = QLabel(unit, self)
        self.unit.setBuddy(self.line)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.unit)
        self.unit.setVisible(bool(unit))
        self.setFocusProxy(self.line)
        self.line.textChanged.connect(self.edited)

    def value(self) -> int | float | None:
        """The number typed, or None when the text is not one."""
        return parse_number(self.line.text(), self.whole)

    def set_value(self, value: float) -> None:
        """Show ``value`` as the locale writes it."""
        self.line.setText(format_number(value))

    def text(self) -> str:
        """What is typed."""
        return self.line.text()

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 (Qt's name)
        """Name the field and its line edit (where a screen reader lands)."""
        super().setAccessibleName(name)
        self.line.setAccessibleName(name)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt's name)
        """The tip shows on the field and on its line edit."""
        super().setToolTip(tip)
        self.line.setToolTip(tip)
