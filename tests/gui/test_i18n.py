"""The interface in German and French: the catalogues are complete, the locale picks the
language, and every text the window, the settings, the model picker, the drill and the tray
show is a translation from the catalogue (``tests/gui/i18n_helpers.py`` says what else is
allowed, and why)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea
from pytestqt.qtbot import QtBot

from engine.api import (
    SCHEMA,
    Action,
    Completed,
    Decision,
    EngineStatus,
    Failed,
    LlmShape,
    ModelChooser,
    ModelRegistry,
    RemoteStatus,
    Room,
    Settings,
    Store,
)
from engine.breaker import BreakerSnapshot, BreakerState
from engine.scheduling.status import ReplicaStatus, RequestSummary
from tests.gui.fakes import FakeEngine
from tests.gui.i18n_helpers import Checker, menu_texts, messages, qt_texts, shown_texts
from tests.gui.test_main_window import Catalog
from tests.gui.test_model_picker import registry, stores  # noqa: F401 (fixtures)
from tests.gui.test_status_view import _status
from ui import chat_words, i18n
from ui.bridge import EngineBridge
from ui.conversations import FAILED, ConversationStore, Message
from ui.drill_dialog import DrillDialog, DrillLauncher
from ui.main_window import MainWindow
from ui.model_picker import ModelPickerDialog
from ui.settings_dialog import SettingsDialog
from ui.tray import TrayStatus, mode_message
from ui.welcome import Welcome, welcome_html

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]
ROOT = Path(__file__).resolve().parents[2]
QT_BUTTONS = ("OK", "Cancel", "Apply", "Restore Defaults")  # translated by Qt's catalogue


@pytest.mark.parametrize("language", ["de", "fr"])
def test_every_message_is_translated_with_its_placeholders(language: str) -> None:
    found = messages(language)
    assert len(found) >= 450
    for message in found:
        assert not message.unfinished, f"{language}: {message.source!r} is unfinished"
        for form in message.forms:
            assert form.strip(), f"{language}: no translation for {message.source!r}"
            placeholders = sorted(re.findall(r"\{\w*\}", form))
            assert placeholders == sorted(re.findall(r"\{\w*\}", message.source)), form
            assert re.findall(r"%L?n", form) == re.findall(r"%L?n", message.source), form


def test_english_has_the_plural_forms_of_every_count() -> None:
    english = messages("en")
    counted = {m.source for m in messages("de") if re.search(r"%L?n", m.source)}
    assert {m.source for m in english} == counted and len(counted) >= 3
    for message in english:
        singular, plural = message.forms
        assert "(s)" not in singular + plural, message


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


def test_the_check_fails_on_english_and_passes_translations() -> None:
    checker = Checker("de")
    assert checker.untranslated([("label", "Known models"), ("cell", "weights 2.00 GiB")]) == [
        ("label", "Known models"),
        ("cell", "weights 2.00 GiB"),
    ]
    assert checker.translated("Gewichte 2,00 GiB · KV-Cache 512,00 MiB")
    assert checker.translated("<b>GPU voll</b>: ein anderes Programm belegt 944 MB")
    assert not checker.translated("<b>GPU voll</b>: another program holds 944 MB")


def test_every_setting_has_its_words_in_both_catalogues() -> None:
    for language in ("de", "fr"):
        sources = {m.source for m in messages(language) if m.context == "Settings"}
        for spec in SCHEMA:
            words = (spec.label, spec.description, spec.group, spec.unit)
            missing = [w for w in words if w and w != "%" and w not in sources]
            assert missing == [], f"{language}: {spec.key}"


# --- everything the window shows, in German and in French ---------------------------------


def _open(qtbot: QtBot, tmp_path: Path, language: str) -> MainWindow:
    settings = Settings({"ui.language": language})
    win = MainWindow(EngineBridge(FakeEngine()), ConversationStore(tmp_path), settings, Catalog())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture(params=["de", "fr"])
def window(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """The window in German, then in French (the conftest puts English back after)."""
    return _open(qtbot, tmp_path, request.param)


@pytest.fixture
def german(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """The window in German."""
    return _open(qtbot, tmp_path, "de")


def _busy_status() -> EngineStatus:
    """A status that shows every part of the Status tab with words in it."""
    breaker = BreakerSnapshot(BreakerState.OPEN, 3, "out of memory", 7.2, 10.0, 1)
    requests = (
        RequestSummary("req-1", "app", "chat", "gpu", "running", 1),
        RequestSummary("req-2", "API 192.168.1.20", "transcription", "cpu", "queued", 2),
        RequestSummary("req-3", "app", "chat", "gpu", "interrupted, resumable", 1),
    )
    replicas = (
        ReplicaStatus("llm@gpu", True, "qwen", 4096, 1234, "GPU, KV cache in host RAM"),
        ReplicaStatus("whisper@gpu", True, "whisper", 0, 1235, "GPU"),
        ReplicaStatus("llm@cpu", True, "qwen", 2048, 1236, "CPU"),
        ReplicaStatus("whisper@cpu", False, "", 0, None),
    )
    remote = RemoteStatus("192.168.1.20:11434", "llama3.2:3b", True, "", 2.0)
    return _status(
        mode="degraded",
        reason="GPU paused: out of memory",
        breaker=breaker,
        requests=requests,
        replicas=replicas,
        remote=remote,
    )


def _window_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    yield from ((f"tab {i}", window.tabs.tabText(i)) for i in range(window.tabs.count()))
    yield "window title", window.windowTitle()
    for action in window.menuBar().actions():
        yield "menu bar", action.text()
        if action.menu() is not None:
            yield from menu_texts(action.menu())  # type: ignore[arg-type]
    status = _busy_status()
    window.update_status(status)
    window.update_forecast(Decision(Action.ROUTE_CPU, "the GPU queue is full", eta_s=13))
    _converse(window)
    for tab in (window.chat, window.transcription, window.status_view):
        window.tabs.setCurrentWidget(tab)
        window.chat.view.flush()
        QApplication.processEvents()  # a widget added to a shown layout is shown queued
        yield from shown_texts(tab)
    yield from shown_texts(window.state_banner)
    yield from shown_texts(window.statusBar())
    half_open = replace(status.breaker, state=BreakerState.HALF_OPEN)
    window.status_view.update_status(replace(status, breaker=half_open))
    yield "breaker", window.status_view.breaker_label.text()
    no_gpu = _status(mode="cpu-only", reason="no GPU on this machine", gpu=None)
    window.status_view.update_status(no_gpu)
    yield from shown_texts(window.status_view.gpu_note_label)


ANSWER = "Hallo!\n\n```python\nprint(1)\n```"


def _converse(window: MainWindow) -> None:
    """A conversation with an answer (its footer, its code block) and a failed one."""
    chat = window.chat
    cid = chat.conversation_id
    assert cid is not None
    model = chat.model
    model.add(cid, Message("user", "Hallo"))
    note = chat_words.note(Completed("r1", ANSWER, "gpu", 2, finish_reason="length"))
    done = Message("assistant", ANSWER, note=note, route="GPU", model="qwen")
    model.add(cid, replace(done, tokens=60, seconds=1.5, speed=40.0))
    model.add(cid, Message("user", "Noch einmal"))
    error = chat_words.too_long_words(5000, 2048)
    failed = Message("assistant", "Hal", state=FAILED, error=error, retryable=True)
    failure, _ = chat_words.failure_words(Failed("r2", "oom", "CUDA out of memory", True, "Hal"))
    model.add(
        cid, replace(failed, resumable=True, note=chat_words.note(Failed("r2", "oom", "", False)))
    )
    model.add(cid, Message("assistant", "Hal", state=FAILED, error=failure))


def _tray_texts(status: EngineStatus) -> Iterator[tuple[str, str]]:
    tray = TrayStatus(use_tray=False)
    yield "tray waiting", tray.status_text()
    yield from menu_texts(tray.menu())
    tray.update_status(_status())
    tray.update_status(status)
    yield "tray summary", tray.status_text()
    yield "tray tooltip", tray.tooltip()
    for mode in ("gpu", "degraded", "cpu-only", "down"):
        yield f"notification {mode}", mode_message(_status(mode=mode, reason="driver lost"))
    tray.deleteLater()


def _settings_texts(qtbot: QtBot, catalog: ModelRegistry) -> Iterator[tuple[str, str]]:
    dialog = SettingsDialog(Settings.defaults(), catalog)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    yield "settings title", dialog.windowTitle()
    yield from (("settings page", title) for title in dialog.page_titles())
    yield from (("settings buttons", b.text()) for b in dialog.buttons.buttons())
    dialog.set_value("gpu.headroom_mib", -100)  # a problem, worded under the field
    dialog.set_value("remote.url", "ftp://nas")
    dialog.set_value("gpu.pressure_threshold", 2)
    dialog.problems()
    dialog.apply()
    for page in range(dialog.pages.count()):
        dialog.sidebar.setCurrentRow(page)
        shown = dialog.pages.currentWidget()
        assert shown is not None
        yield from shown_texts(shown)


def _picker_texts(
    qtbot: QtBot, catalog: ModelRegistry, found: list[Store], checker: Checker
) -> Iterator[tuple[str, str]]:
    chooser = ModelChooser(catalog, found, LlmShape(n_ctx=2048), Room(gpu=None, host=8 << 30))
    picker = ModelPickerDialog(Settings.defaults(), chooser)
    qtbot.addWidget(picker)
    picker.load()
    for candidate in picker.candidates:
        # Names, as the files' headers and the stores give them; a broken file's reason
        # is the engine's sentence (to be worded from a code, like admission's reasons).
        meta = candidate.meta
        checker.names |= {candidate.name, candidate.where, candidate.problem}
        checker.names |= {meta.architecture, meta.quantization} if meta else set()
        checker.names.add(f"{candidate.name} ({candidate.where})")
    picker.show()
    qtbot.waitExposed(picker)
    yield from shown_texts(picker)
    picker.primary.setCurrentIndex(picker.primary.count() - 1)
    picker.fallback.setCurrentIndex(picker.primary.count())  # the same model: refused
    picker.apply_choice()
    yield from shown_texts(picker)


def _drill_texts(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[str, str]]:
    launcher = DrillLauncher(sys.executable, ("-c", "import sys; sys.exit(1)"), tmp_path)
    drill = DrillDialog(launcher)
    qtbot.addWidget(drill)
    drill.show()
    qtbot.waitExposed(drill)
    yield from shown_texts(drill)
    with qtbot.waitSignal(drill.process.finished, timeout=30_000):
        drill.start()
    yield from shown_texts(drill)


def test_every_shown_text_is_translated(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    registry: ModelRegistry,  # noqa: F811 (a fixture)
    stores: list[Store],  # noqa: F811 (a fixture)
) -> None:
    language = i18n.pick(window.settings.get_str("ui.language"), "")
    checker = Checker(language, qt_texts(QT_BUTTONS))
    # Model names are names: the models file's, and those the status gives.
    checker.names |= {entry.name for entry in registry.entries()}
    checker.names |= {"qwen", "whisper", "llama3.2:3b", "someone/repo/broken.gguf"}
    # What the person and the model wrote (a conversation's title is its first line).
    checker.names |= {"Hallo", "Noch einmal", "Hal", "Hallo!", "python", "print(1)"}
    # Request ids are names.
    checker.names |= {"req-1", "req-2", "req-3", "r1"}
    checker.names |= {entry.name + " (Spillway)" for entry in registry.entries()}
    status = _busy_status()
    # The engine's own words, kept as they are as the technical detail (a hover away).
    checker.names.add(status.gpu_description)
    texts = list(_window_texts(window))
    texts += list(_tray_texts(status))
    texts += list(_settings_texts(qtbot, registry))
    texts += list(_picker_texts(qtbot, registry, stores, checker))
    texts += list(_drill_texts(qtbot, tmp_path))
    state = window.state()
    assert state is not None
    checker.names.add(state.detail)
    assert len(texts) > 800
    untranslated = checker.untranslated(texts)
    assert untranslated == [], "\n".join(map(repr, untranslated))


def test_the_german_window_in_a_few_words(german: MainWindow) -> None:
    window = german
    assert window.tabs.tabText(1) == "&Transkribieren"
    assert window.transcription.language.currentText() == "Automatisch erkennen"
    window.update_status(_status(mode="degraded", reason="the GPU failed: oom"))
    assert window.mode_label.text() == (
        "Simulierte GPU nicht verfügbar: Grafikkarte ausgefallen (Speicher voll); "
        "neue Arbeit geht an den Prozessor"
    )
    window.status_view.update_status(_busy_status())
    view = window.status_view
    assert view.breaker_label.text().startswith("offen (die GPU ruht) · 3 Ausfälle")
    interrupted = view.requests_table.item(2, 4)
    assert interrupted is not None and interrupted.text() == "unterbrochen, fortsetzbar"
    assert "Gewichte 2,00 GiB" in view.gpu_legend.text()  # the German decimal comma
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    apply = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
    assert apply.text().replace("&", "") == "Anwenden"  # Qt's own catalogue


def test_every_settings_page_fits_the_dialog(
    window: MainWindow,
    qtbot: QtBot,
    registry: ModelRegistry,  # noqa: F811 (a fixture)
) -> None:
    """German (and French) words are long: no page is wider than the dialog at its
    default size (a wider one scrolls sideways and cuts its help texts)."""
    del window  # only for its language
    dialog = SettingsDialog(Settings.defaults(), registry)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    wide = []
    for page in range(dialog.pages.count()):
        dialog.sidebar.setCurrentRow(page)
        QApplication.processEvents()
        scroll = dialog.pages.currentWidget()
        assert isinstance(scroll, QScrollArea)
        if scroll.horizontalScrollBar().maximum() > 0:
            wide.append(dialog.page_titles()[page])
    assert wide == []


WELCOMES = (
    Welcome("SmolLM2", "smollm2", "Whisper base", "whisper-base", "", simulated_bytes=8 << 30),
    Welcome(None, "gone-llm", None, "gone-whisper", ""),
    Welcome("SmolLM2", "smollm2", "Whisper base", "whisper-base", "NVIDIA RTX 4090"),
)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_first_run_welcome_is_translated(qapp: QApplication, language: str) -> None:
    assert i18n.install(language, qapp) == language
    checker = Checker(language)
    checker.names |= {"SmolLM2", "Whisper base", "NVIDIA RTX 4090"}  # names are names
    for facts in WELCOMES:
        text = welcome_html(facts)
        # Each heading, paragraph and list entry is one translation (names filled in).
        pieces = [p for p in re.split(r"</?(?:h2|p|ul|li)>", text) if p.strip()]
        assert len(pieces) >= 6
        untranslated = [piece for piece in pieces if not checker.translated(piece)]
        assert untranslated == [], text
    assert not checker.translated("Welcome to Spillway")  # the check can fail
