"""The settings' labels and descriptions in the interface's language.

The schema (``engine.settings``) words every setting in English; the engine holds no UI
text but these. The dialog translates them here, at the edge, in the "Settings" context
of the catalogues. The texts below are the ones the catalogues translate (the Basic page
first); a setting whose text is not among them is shown as the schema words it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

# Extracted by pyside6-lupdate; kept in step with engine/settings.py (a text changed there
# shows in English until the catalogues follow).
TRANSLATED = (
    QT_TRANSLATE_NOOP("Settings", "Chat model"),
    QT_TRANSLATE_NOOP("Settings", "The chat model."),
    QT_TRANSLATE_NOOP("Settings", "Default answer length"),
    QT_TRANSLATE_NOOP("Settings", "Longest answer, in tokens, when a request does not say."),
    QT_TRANSLATE_NOOP("Settings", "Temperature"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "How freely the chat model picks its words: 0 gives the same answer every time, "
        "higher values vary more.",
    ),
    QT_TRANSLATE_NOOP("Settings", "System prompt"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Instructions the chat model reads before every conversation (a role, a tone, a "
        "language); empty for none.",
    ),
    QT_TRANSLATE_NOOP("Settings", "Theme"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Colours of the window: follow the system's light or dark scheme, or always light, "
        "or always dark.",
    ),
    QT_TRANSLATE_NOOP("Settings", "tokens"),  # a unit
    QT_TRANSLATE_NOOP("Settings", "Language"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Language of the window: follow the system's, or always English, German or French "
        "(applies at the next start).",
    ),
)
_CHOICES = {
    "ui.theme": {
        "system": QT_TRANSLATE_NOOP("Settings", "Follow the system"),
        "light": QT_TRANSLATE_NOOP("Settings", "Light"),
        "dark": QT_TRANSLATE_NOOP("Settings", "Dark"),
    },
    "ui.language": {
        "system": QT_TRANSLATE_NOOP("Settings", "Follow the system"),
        "en": "English",  # each language by its own name, as language menus do
        "de": "Deutsch",
        "fr": "Français",
    },
}


def words(text: str) -> str:
    """A setting's label or description from the schema, in the interface's language."""
    return translate("Settings", text)


def not_found(value: str) -> str:
    """A choice the settings name but nothing offers (a model file gone)."""
    return translate("Settings", "{value} (not found)").format(value=value)


def choice(key: str, value: str) -> str:
    """How a choice of setting ``key`` is shown ("Follow the system"); the value itself for
    settings whose choices are names already."""
    named = _CHOICES.get(key, {})
    if key == "ui.language" and value != "system":
        return named.get(value, value)  # a language's own name is not translated
    return translate("Settings", named[value]) if value in named else value
