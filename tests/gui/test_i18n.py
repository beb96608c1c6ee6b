"""The interface in German and French: the catalogues are complete, the locale picks the
language, and every visible text of the translated views is in the German catalogue."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.api import Settings
from tests.gui.fakes import FakeEngine
from tests.gui.test_main_window import Catalog
from tests.gui.test_status_view import _status
from ui import i18n
from ui.bridge import EngineBridge
from ui.conversations import ConversationStore
from ui.main_window import MainWindow

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]
MESSAGE = re.compile(
    r"<source>(.*?)</source>\s*<translation(?P<attrs>[^>]*)>(?P<text>.*?)</translation>", re.S
)
OWN_NAMES = {"English", "Deutsch", "Français"}  # the language setting's choices, by their own name
ROOT = Path(__file__).resolve().parents[2]


def catalogue(language: str) -> dict[str, str]:
    """Source text → translation, as the ``.ts`` file holds them."""
    text = i18n.source(language).read_text(encoding="utf-8")
    found = {}
    for match in MESSAGE.finditer(text):
        assert "unfinished" not in match["attrs"], f"{language}: {match[1]} is unfinished"
        found[html.unescape(match[1])] = html.unescape(match["text"])
    return found


@pytest.fixture
def german(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = Settings({"ui.language": "de"})
    win = MainWindow(EngineBridge(FakeEngine()), ConversationStore(tmp_path), settings, Catalog())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    i18n.install("en")


@pytest.mark.parametrize("language", ["de", "fr"])
def test_every_message_is_translated_with_its_placeholders(language: str) -> None:
    messages = catalogue(language)
    assert len(messages) >= 70
    for source, translation in messages.items():
        assert translation.strip(), f"{language}: no translation for {source!r}"
        assert re.findall(r"\{\w+\}", source) == re.findall(r"\{\w+\}", translation), source


def test_the_system_locale_picks_the_language_and_the_setting_overrides_it() -> None:
    assert i18n.pick("system", "de_DE") == "de"
    assert i18n.pick("system", "fr_CA") == "fr"
    assert i18n.pick("system", "pt_BR") == "en"  # no catalogue: English
    assert i18n.pick("en", "de_DE") == "en"
    assert i18n.pick("fr", "de_DE") == "fr"
    code = "from PySide6.QtCore import QLocale; from ui.i18n import pick; "
    code += "print(pick('system', QLocale.system().name()))"
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    for lang, expected in (("de_DE.UTF-8", "de"), ("fr_FR.UTF-8", "fr"), ("C", "en")):
        env["LANG"] = lang
        out = subprocess.run(
            [sys.executable, "-c", code],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        assert out.stdout.strip() == expected, out.stderr


def parts(line: str) -> list[str]:
    """A shown line cut where the wording joins sentences: "title: reason; where"."""
    plain = re.sub(r"<[^>]+>", "", line)
    return [part for part in re.split(r"(?<!~)[:;] ", plain) if part]


def shown_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person sees or hears of ``widget`` and its children."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget.window()):
            continue
        name = f"{type(child).__name__} {child.objectName()}".strip()
        if isinstance(child, QAbstractButton | QLabel):
            yield name, child.text()
        if isinstance(child, QGroupBox):
            yield name, child.title()
        if isinstance(child, QComboBox):
            yield name, child.currentText()
        if isinstance(child, QLineEdit | QPlainTextEdit):
            yield name + " placeholder", child.placeholderText()
        if isinstance(child, QTableWidget):
            for column in range(child.columnCount()):
                header = child.horizontalHeaderItem(column)
                yield name + " header", header.text() if header else ""
        yield name + " tooltip", child.toolTip()
        yield name + " accessible name", child.accessibleName()


def test_the_german_window_shows_no_english_text(german: MainWindow) -> None:
    translations = catalogue("de").values()
    patterns = [
        re.compile(re.sub(r"\\\{\w+\\\}", ".+", re.escape(t)) + r"\Z") for t in translations
    ]
    texts = [("tab", german.tabs.tabText(i)) for i in range(german.tabs.count())]
    texts.append(("tabs", german.tabs.accessibleName()))
    for menu_action in german.menuBar().actions():
        texts.append(("menu", menu_action.text()))
        menu = menu_action.menu()
        assert isinstance(menu, QMenu)
        texts += [("menu item", a.text()) for a in menu.actions() if not a.isSeparator()]
    german.tabs.setCurrentWidget(german.transcription)
    texts += list(shown_texts(german.transcription))
    # The engine's state in the status bar and the banner: a GPU fault, worded at the edge.
    german.update_status(_status(mode="degraded", reason="the GPU failed: oom"))
    assert not german.state_banner.isHidden()
    texts += list(shown_texts(german.state_banner))
    texts += list(shown_texts(german.statusBar()))
    german.tabs.setCurrentWidget(german.status_view)  # its headings (its figures: not yet)
    texts += [
        (where, text)
        for where, text in shown_texts(german.status_view)
        if where.startswith(("QGroupBox", "QTableWidget")) or where.endswith("accessible name")
    ]
    german.tabs.setCurrentWidget(german.chat)
    texts += list(shown_texts(german.chat))
    german.open_settings()  # its Basic page; the buttons are Qt's own, in Qt's catalogue
    dialog = german.settings_dialog
    assert dialog is not None
    buttons = dialog.buttons.buttons()
    assert "Anwenden" in [button.text().replace("&", "") for button in buttons]
    basic = dialog.pages.currentWidget()
    assert basic is not None
    texts += list(shown_texts(basic))
    texts += [("settings title", dialog.windowTitle()), ("page", dialog.page_titles()[0])]
    state = german.state()
    assert state is not None

    def translated(text: str) -> bool:
        if text in OWN_NAMES or not re.search(r"[A-Za-z]", text):
            return True
        return any(p.match(text) for p in patterns)

    untranslated = [
        (where, text)
        for where, text in texts
        if text != state.detail  # the engine's own words, kept as the technical detail
        and not all(
            translated(line) or all(translated(part) for part in parts(line))
            for line in text.splitlines() or [""]
        )
    ]
    assert untranslated == [], "\n".join(map(str, untranslated))
    assert german.tabs.tabText(1) == "&Transkribieren"
    assert german.transcription.language.currentText() == "Automatisch erkennen"
    assert german.mode_label.text() == (
        "Simulierte GPU nicht verfügbar: Grafikkarte ausgefallen (Speicher voll); "
        "neue Arbeit geht an den Prozessor"
    )
