"""One editor per setting, chosen by the schema entry's type, read and written the same way.

``make_editor`` builds it; ``read`` gives what it holds (None for text that is not a
number: the dialog then says so instead of guessing); ``write`` shows a value; ``changed``
is the signal that fires while the user types or picks.
"""

from __future__ import annotations

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QWidget

from engine.api import SCHEMA, ModelKind
from ui import setting_words
from ui.number_field import NumberField
from ui.ordered_choices import OrderedChoices

# Settings that name a model: filled from the catalog with the models of that kind.
MODEL_KEYS: dict[str, ModelKind] = {
    "models.llm": ModelKind.LLM,
    "models.fallback_llm": ModelKind.LLM,
    "models.whisper": ModelKind.WHISPER,
}


def make_editor(key: str) -> QWidget:
    """The editor for setting ``key``, by its type: check box, number, choice, list, text."""
    spec = next(s for s in SCHEMA if s.key == key)
    if spec.type is bool:
        return QCheckBox()
    if spec.type in (int, float):
        return NumberField(spec.type is int, setting_words.words(spec.unit))
    if key in MODEL_KEYS or (spec.choices and not spec.multiple):
        combo = QComboBox()
        for choice in spec.choices:
            combo.addItem(setting_words.choice(key, choice), choice)
        return combo
    if spec.multiple:
        return OrderedChoices(spec.choices, lambda choice: setting_words.choice(key, choice))
    return QLineEdit()


def changed(editor: QWidget) -> SignalInstance:
    """The signal that fires as the editor's value changes."""
    if isinstance(editor, QCheckBox):
        return editor.toggled
    if isinstance(editor, NumberField):
        return editor.edited
    if isinstance(editor, QComboBox):
        return editor.currentIndexChanged
    if isinstance(editor, OrderedChoices):
        return editor.changed
    assert isinstance(editor, QLineEdit)
    return editor.textChanged


def read(editor: QWidget) -> object:
    """What the editor holds: bool, number (None if the text is not one), or text."""
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, NumberField):
        return editor.value()
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if isinstance(editor, QLineEdit | OrderedChoices):
        return editor.text()
    raise TypeError(f"no reader for {type(editor).__name__}")


def write(key: str, editor: QWidget, value: object) -> None:
    """Show ``value`` in ``editor``.

    Raises:
        TypeError: the value does not suit the editor (text for a number, say).
    """
    if isinstance(value, bool) != isinstance(editor, QCheckBox):
        raise TypeError(f"{key}: {value!r} does not suit a {type(editor).__name__}")
    if isinstance(editor, QCheckBox) and isinstance(value, bool):
        editor.setChecked(value)
    elif isinstance(editor, NumberField) and isinstance(value, int | float):
        if editor.whole and not isinstance(value, int):
            raise TypeError(f"{key}: {value!r} is not a whole number")
        editor.set_value(value)
    elif isinstance(editor, QComboBox) and isinstance(value, str):
        if editor.findData(value) < 0:  # an unknown model or choice stays visible
            editor.addItem(setting_words.not_found(value), value)
        editor.setCurrentIndex(editor.findData(value))
    elif isinstance(editor, QLineEdit) and isinstance(value, str):
        editor.setText(value)
    elif isinstance(editor, OrderedChoices) and isinstance(value, str):
        editor.set_text(value)
    else:
        raise TypeError(f"{key}: {value!r} does not suit a {type(editor).__name__}")
