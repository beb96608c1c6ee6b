"""The spoken-language picker of the transcription tab, and how a row names its language.

Auto-detect comes first, then Whisper's languages by name (in the interface's language),
sorted. The box is editable so
a person can type a few letters ("germ", "fran") and pick from the matches; text that
names no language falls back to the last valid choice, so a request never carries a
language Whisper does not know.
"""

from __future__ import annotations

from functools import cmp_to_key

from PySide6.QtCore import QCollator, QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QWidget

from engine.api import WHISPER_LANGUAGES, check_language


def language_name(code: str) -> str:
    """A language's name for a person, in the interface's language ("German", "Deutsch");
    the code itself when unknown (the names are listed in ``ui/language_names.py``)."""
    if code not in WHISPER_LANGUAGES:
        return code
    return QCoreApplication.translate("LanguagePicker", WHISPER_LANGUAGES[code])


def language_label(language: str, probability: float | None, asked: bool, task: str) -> str:
    """What a row's Language cell says: "German (detected, 75%)", "German (as asked)",
    "German → English" when translated; "Auto-detect" until a language is known."""
    tail = (
        " → " + QCoreApplication.translate("LanguagePicker", "English")
        if task == "translate"
        else ""
    )
    if not language:
        return QCoreApplication.translate("LanguagePicker", "Auto-detect") + tail
    name = language_name(language)
    if asked:
        return (
            QCoreApplication.translate("LanguagePicker", "{name} (as asked)").format(name=name)
            + tail
        )
    if probability is None:
        return (
            QCoreApplication.translate("LanguagePicker", "{name} (detected)").format(name=name)
            + tail
        )
    percent = round(100 * probability)
    return (
        QCoreApplication.translate("LanguagePicker", "{name} (detected, {percent}%)").format(
            name=name, percent=percent
        )
        + tail
    )


class LanguagePicker(QComboBox):
    """Auto-detect, then every language Whisper knows by name; typeable and searchable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addItem(QCoreApplication.translate("LanguagePicker", "Auto-detect"), None)
        names = {code: language_name(code) for code in WHISPER_LANGUAGES}
        by_name = cmp_to_key(QCollator().compare)  # "Ägyptisch" sorts with A, not after Z
        for code in sorted(names, key=lambda code: by_name(names[code])):
            self.addItem(names[code], code)
        completer = QCompleter(self.model(), self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)
        self.setMaxVisibleItems(15)
        name = QCoreApplication.translate("LanguagePicker", "Spoken language")
        self.setAccessibleName(name)
        self.setToolTip(
            QCoreApplication.translate(
                "LanguagePicker", "The language spoken in the files; Auto-detect guesses it"
            )
        )
        line = self.lineEdit()
        assert line is not None  # editable
        line.setAccessibleName(name)
        line.editingFinished.connect(self._settle)

    def language(self) -> str | None:
        """The chosen language's code, or None to detect it."""
        self._settle()
        code = self.currentData()
        return code if isinstance(code, str) else None

    def set_language(self, code: str | None) -> None:
        """Choose ``code`` (None: Auto-detect).

        Raises:
            ValueError: a language Whisper does not know.
        """
        wanted = check_language(code)
        self.setCurrentIndex(0 if wanted is None else self.findData(wanted))

    def _settle(self) -> None:
        """Make the typed text a choice: a name, a code, "auto", else the first name that
        contains it ("germ": German); text that matches nothing undoes the typing."""
        text = self.currentText().strip()
        index = self.findText(text, Qt.MatchFlag.MatchFixedString)
        if index < 0:
            try:
                code = check_language(text)
                index = 0 if code is None else self.findData(code)
            except ValueError:
                index = self.findText(text, Qt.MatchFlag.MatchContains)
        if index >= 0:
            self.setCurrentIndex(index)
        self.setEditText(self.itemText(self.currentIndex()))
