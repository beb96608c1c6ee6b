"""What the language tests read: the catalogues, every text a window shows, and whether a
shown text is a translation.

A shown text passes when it is a translation from the catalogue (its placeholders filled
with anything), or is made of such translations joined as the wording joins them ("title:
text; where", "a · b"), or is one of the few things no catalogue translates: numbers and
sizes, names (of the program, of languages, of models and files), and the engine's own
words kept as the technical detail. Each of those is allowed below with its reason.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)

from ui import i18n


@dataclass(frozen=True)
class Message:
    """One catalogue entry: its context, source text and translated forms (one, or one per
    plural form)."""

    context: str
    source: str
    forms: tuple[str, ...]
    unfinished: bool


def messages(language: str) -> list[Message]:
    """Every entry of ``language``'s ``.ts`` file."""
    root = ET.parse(i18n.source(language)).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = [form.text or "" for form in translation.iter("numerusform")]
            forms = tuple(numerus) if numerus else (translation.text or "",)
            unfinished = translation.get("type") == "unfinished"
            found.append(Message(name, message.findtext("source") or "", forms, unfinished))
    return found


# Allowed without a catalogue entry, each with its reason.
ALLOWED = (
    # No letters, nothing to translate: numbers, counts ("2/8"), symbols.
    re.compile(r"[\W\d_]*"),
    # Sizes and durations: numbers with unit symbols that all three languages write alike.
    re.compile(r"[\d.,]+ ?(B|KiB|MiB|GiB|MB|GB|s|%)"),
    # The program's name, and each language by its own name (as language menus show them).
    re.compile(r"Spillway|English|Deutsch|Français"),
    # File paths and file names (a model's file, shown in its tooltip).
    re.compile(r"(/|~/)\S+|[\w.-]+\.(gguf|bin|wav|toml)"),
    # The number formats of the speech model: technical names, alike in every language.
    re.compile(r"int8|float16|float32|int8_float16"),
)
_SIZE = re.compile(r"\d[\d.,]*\s?(?:B|KiB|MiB|GiB|MB|GB)\b")
# Where the wording joins translated pieces, from the loosest join to the tightest: lines,
# "a · b" and legend items, "a; b", "title: text", "a, b", "name — kind".
_SEPARATORS = tuple(
    re.compile(pattern)
    for pattern in (r"\n", r"\s*(?:·|\u00a0)\s*", r";\s", r"\s?:\s", r",\s", r"\s—\s")
)


_NUMBER = r"-?\d[\d.,\u00a0\u202f]*"


def _plain(text: str) -> str:
    """``text`` without markup, entities, accelerator marks and repeated spaces."""
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")
    return re.sub(r"[ \t]+", " ", plain).strip()


def _pattern(translation: str) -> re.Pattern[str] | None:
    """A translation as a pattern: each placeholder stands for any text, ``%n`` for a
    number. None for one that is nothing but placeholders and punctuation ("{title}:
    {text}"), which would match anything."""
    bare = re.sub(r"\{\w*\}|%L?n", "", translation)
    if not re.search(r"[^\W\d_]", bare):
        return None
    escaped = re.escape(_plain(translation))
    escaped = escaped.replace(r"\{n\}", _NUMBER)  # {n} is always a number
    escaped = re.sub(r"\\\{\w*\\\}", ".+", escaped)
    escaped = re.sub(r"%L?n", lambda _m: _NUMBER, escaped)
    return re.compile(escaped, re.S)


@dataclass
class Checker:
    """Whether a shown text is in the catalogue of a language (or allowed without one).

    Args:
        language: "de" or "fr".
        names: further texts allowed as they are, such as model names (said why where
            they are added).
    """

    language: str
    names: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        forms = [form for m in messages(self.language) for form in m.forms]
        self.exact = {_plain(form) for form in forms}
        self.patterns = [p for p in map(_pattern, forms) if p is not None]

    def _one(self, text: str) -> bool:
        text = text.strip(" ■|")
        if text in self.exact or text in self.names:
            return True
        if any(p.fullmatch(text) for p in ALLOWED):
            return True
        if any(p.fullmatch(text) for p in self.patterns):
            return True
        unsized = _SIZE.sub("", text).strip(" ■|")
        return unsized != text and (not unsized or self._one(unsized))

    def translated(self, text: str) -> bool:
        """Whether ``text`` (plain or rich) is translations and allowed names throughout."""
        return self._joined(_plain(text), 0)

    def _joined(self, text: str, level: int) -> bool:
        """Whether ``text`` is a translation, or pieces that are, joined at ``level`` or a
        tighter join."""
        if self._one(text):
            return True
        for depth in range(level, len(_SEPARATORS)):
            pieces = [p for p in _SEPARATORS[depth].split(text) if p.strip()]
            if len(pieces) > 1:
                return all(self._joined(piece, depth + 1) for piece in pieces)
        return False

    def untranslated(self, texts: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
        """The (where, text) pairs whose text is not translated."""
        return [(where, text) for where, text in texts if text and not self.translated(text)]


def _items(widget: QWidget) -> Iterator[str]:
    """The entries of a list, a combo box or a table, headers included."""
    if isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    if isinstance(widget, QListWidget):
        yield from (widget.item(i).text() for i in range(widget.count()))
    if isinstance(widget, QTableWidget):
        for column in range(widget.columnCount()):
            header = widget.horizontalHeaderItem(column)
            yield header.text() if header else ""
            for row in range(widget.rowCount()):
                item = widget.item(row, column)
                yield item.text() if item else ""
                yield item.toolTip() if item else ""


def shown_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person sees or hears of ``widget`` and its visible
    children: texts, titles, entries, headers, cells, placeholders, tooltips, accessible
    names and descriptions."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget.window()) and child is not widget:
            continue
        name = f"{type(child).__name__} {child.objectName()}".strip()
        if isinstance(child, QAbstractButton | QLabel):
            yield name, child.text()
        if isinstance(child, QGroupBox):
            yield name, child.title()
        if isinstance(child, QLineEdit | QPlainTextEdit):
            yield name + " placeholder", child.placeholderText()
        yield from ((name + " entry", text) for text in _items(child))
        yield name + " tooltip", child.toolTip()
        yield name + " accessible name", child.accessibleName()
        yield name + " accessible description", child.accessibleDescription()
        if child.isWindow():
            yield name + " title", child.windowTitle()


def menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    """The texts of a menu's actions (and their tooltips), submenus included."""
    for action in menu.actions():
        if action.isSeparator():
            continue
        yield "menu " + menu.title(), action.text()
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from menu_texts(submenu)


def qt_texts(sources: Iterable[str]) -> set[str]:
    """Qt's own words (standard buttons), as Qt's catalogue translates them."""
    return {
        QCoreApplication.translate(context, text).replace("&", "")
        for text in sources
        for context in ("QPlatformTheme", "QDialogButtonBox", "QGnomeTheme")
    }


def each_page(pages: int, show: Callable[[int], None]) -> Iterator[int]:
    """Show every page of a paged widget in turn (only the current page is visible)."""
    for page in range(pages):
        show(page)
        yield page
