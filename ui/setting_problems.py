"""Why a setting's value cannot be used, in the interface's language.

The engine checks every value (``Settings.replace``) and says why in an English sentence;
the dialog shows these words instead: a number out of range is worded from the schema's
limits, and the engine's other reasons are recognised by their shape. A reason this module
does not know is shown as the engine words it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ui.i18n import QT_TRANSLATE_NOOP
from ui.number_field import format_number
from ui.setting_words import words

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def with_unit(number: float, unit: str) -> str:
    """A number and its unit, as the interface's language writes them ("5 %", "256 MiB")."""
    if unit == "%":
        return translate("Settings", "{n}%").format(n=format_number(number))
    return f"{format_number(number)} {words(unit)}".strip()


_PROBLEMS = (
    (
        re.compile(r"needs at least one of"),
        QT_TRANSLATE_NOOP("Settings", "Check at least one item."),
    ),
    (
        re.compile(r"'refuse' is always the last resort"),
        QT_TRANSLATE_NOOP("Settings", "Refusing is always the last resort: leave it out."),
    ),
    (re.compile(r"unknown item '(.*)'"), QT_TRANSLATE_NOOP("Settings", "Unknown item {0}.")),
    (re.compile(r"'(.*)' is listed twice"), QT_TRANSLATE_NOOP("Settings", "{0} is listed twice.")),
    (
        re.compile(r"must be printable text on one line"),
        QT_TRANSLATE_NOOP("Settings", "Use printable text on one line."),
    ),
    (
        re.compile(r"is not an http:// or https:// address"),
        QT_TRANSLATE_NOOP("Settings", "Type an address that starts with http:// or https://."),
    ),
    (re.compile(r"is too large"), QT_TRANSLATE_NOOP("Settings", "This number is too large.")),
    (
        re.compile(r"must be a finite number"),
        QT_TRANSLATE_NOOP("Settings", "Type a finite number."),
    ),
)


def typed_no_number(whole: bool, example: float) -> str:
    """The problem with a number field whose text is not a number."""
    if whole:
        text = translate("Settings", "Type a whole number, such as {example}.")
    else:
        text = translate("Settings", "Type a number, such as {example}.")
    return text.format(example=format_number(example))


def out_of_range(value: float, low: float | None, high: float | None, unit: str) -> str | None:
    """The problem with a number outside ``low``..``high``; None when it is inside."""
    if low is not None and value < low:
        text = translate("Settings", "{value} is below the minimum {limit}.")
        return text.format(value=format_number(value), limit=with_unit(low, unit))
    if high is not None and value > high:
        text = translate("Settings", "{value} is above the maximum {limit}.")
        return text.format(value=format_number(value), limit=with_unit(high, unit))
    return None


def problem(reason: str) -> str:
    """The engine's reason for refusing a value, as a sentence in the interface's language
    (the engine's own sentence when it is none of the known ones)."""
    for pattern, text in _PROBLEMS:
        match = pattern.search(reason)
        if match:
            return translate("Settings", text).format(*match.groups())
    return f"{reason[:1].upper()}{reason[1:]}."
