"""The transcription tab's language picker and "Translate to English", through a real panel
and bridge over a scripted fake engine (the widget logic), and once on the real engine
with the German clip."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest
import qasync
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.desktop import DesktopApp, instance_key
from engine.api import Cancelled, Completed, Running, TranscriptionRequest, parse_size
from tests.conftest import DATA
from tests.gui.fakes import FakeEngine
from tests.gui.test_app_e2e import paths_for, until
from tests.gui.test_transcription_panel import (
    Setup,
    run,
    submitted,
)
from ui.bridge import EngineBridge
from ui.language_picker import LanguagePicker, language_label
from ui.transcript_history import TranscriptHistory, TranscriptRecord
from ui.transcription import TranscriptionPanel
from ui.transcription_table import LANGUAGE, QueueTable

pytestmark = pytest.mark.gui


@pytest.fixture
def setup(qtbot: QtBot) -> Setup:
    """A panel on a real bridge over a fake engine (as in test_transcription_panel)."""
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    panel = TranscriptionPanel(bridge)
    qtbot.addWidget(panel)
    return Setup(engine, bridge, panel, [1000.0])


def requests(setup: Setup) -> list[TranscriptionRequest]:
    return [r for r in setup.engine.requests if isinstance(r, TranscriptionRequest)]


def test_auto_detect_comes_first_then_languages_by_name(setup: Setup) -> None:
    picker = setup.panel.language
    names = [picker.itemText(i) for i in range(picker.count())]
    assert names[0] == "Auto-detect"
    assert names[1:] == sorted(names[1:])
    assert {"German", "French", "English", "Japanese"} <= set(names)
    assert picker.language() is None


def test_typing_a_name_picks_it_and_nonsense_keeps_the_choice(setup: Setup) -> None:
    picker = setup.panel.language
    picker.setEditText("german")  # as typed: any case
    assert picker.language() == "de" and picker.currentText() == "German"
    picker.setEditText("nch")  # part of a name: the first name holding it
    assert picker.language() == "fr"
    picker.setEditText("de")  # a code works too
    assert picker.language() == "de"
    picker.setEditText("fr")
    assert picker.language() == "fr" and picker.currentText() == "French"
    picker.setEditText("klingon")
    assert picker.language() == "fr" and picker.currentText() == "French"
    picker.setEditText("auto")
    assert picker.language() is None and picker.currentText() == "Auto-detect"


def test_the_search_finds_a_language_by_part_of_its_name(qtbot: QtBot) -> None:
    picker = LanguagePicker()
    qtbot.addWidget(picker)
    completer = picker.completer()
    assert completer is not None
    completer.setCompletionPrefix("man")  # GerMAN, norMAN… contains, not only starts with
    model = completer.completionModel()
    found = {model.index(i, 0).data() for i in range(completer.completionCount())}
    assert "German" in found and "Auto-detect" not in found


def test_each_file_is_sent_with_the_language_and_task_chosen_when_queued(
    setup: Setup, tmp_path: Path
) -> None:
    files = [tmp_path / name for name in ("de.wav", "any.wav")]
    for path in files:
        shutil.copy(DATA / "speech.wav", path)

    async def scenario() -> None:
        setup.panel.language.set_language("de")
        setup.panel.translate.setChecked(True)
        setup.panel.add_files(files[:1])
        setup.panel.language.set_language(None)
        setup.panel.translate.setChecked(False)
        setup.panel.add_files(files[1:])
        await submitted(setup, 2)
        # The headers are read in a thread: the two may reach the engine in either order.
        sent = {Path(r.path).name: (r.language, r.task) for r in requests(setup)}
        assert sent == {"de.wav": ("de", "translate"), "any.wav": (None, "transcribe")}
        handle = {Path(r.path).name: i for i, r in enumerate(requests(setup))}
        assert setup.cell(0, LANGUAGE)[0] == "German (as asked) → English"
        assert setup.cell(1, LANGUAGE)[0] == "Auto-detect"
        rid = setup.engine.handles[handle["any.wav"]].request_id
        setup.engine.send(
            handle["any.wav"],
            Running(rid, "gpu", 1, "whisper-base"),
            Completed(
                rid, "Bonjour.", "gpu", 1, stats={"language_probability": 0.754}, language="fr"
            ),
        )
        await until(lambda: setup.panel.row_state(1) == "done")
        assert setup.cell(1, LANGUAGE)[0] == "French (detected, 75%)"
        rid = setup.engine.handles[handle["de.wav"]].request_id
        setup.engine.send(handle["de.wav"], Cancelled(rid))
        await until(lambda: setup.panel.row_state(0) == "cancelled")
        setup.panel.retry_row(0)  # a retry asks the same again
        await submitted(setup, 3)
        assert (requests(setup)[2].language, requests(setup)[2].task) == ("de", "translate")

    run(setup, scenario)


def test_the_detected_language_survives_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    history = TranscriptHistory(tmp_path)
    record = TranscriptRecord("a1", "/x/talk.wav", "done", 1.0, final_text="Hallo")
    record.language, record.language_probability = "de", 0.5
    history.save(record)
    panel = TranscriptionPanel(EngineBridge(FakeEngine()), history=history)
    qtbot.addWidget(panel)
    table = panel.findChild(QueueTable)
    assert table is not None and table.cell(0, LANGUAGE).text() == "German (detected, 50%)"


def test_labels_say_what_was_asked_and_what_was_heard() -> None:
    assert language_label("", None, False, "transcribe") == "Auto-detect"
    assert language_label("de", 0.75, False, "transcribe") == "German (detected, 75%)"
    assert language_label("de", None, True, "transcribe") == "German (as asked)"
    assert language_label("fr", 0.9, False, "translate") == "French (detected, 90%) → English"


@pytest.mark.models
def test_german_asked_on_the_real_engine_gives_the_german_words(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, str, str]:
        paths = paths_for(tmp_path / "app")
        # The default (multilingual) speech model, and the default heartbeats: base takes
        # longer to load than the other end-to-end tests' tiny.en.
        paths.settings_file.write_text("")
        args = argparse.Namespace(simulate_gpu=parse_size("1GiB"), gpu_foreign=0, fault=[])
        app = DesktopApp(args, paths, instance_key(paths))
        await app.start()
        try:
            assert app.window is not None
            panel = app.window.transcription
            panel.language.set_language("de")
            panel.add_files([DATA / "speech-de.wav"])
            await until(lambda: panel.row_state(0) in ("done", "failed"), 90)
            table = panel.findChild(QueueTable)
            assert table is not None
            cell = table.cell(0, LANGUAGE).text()
            return panel.row_state(0), panel.row_text(0), cell
        finally:
            if app.window is not None:
                app.window.close()
            await app.stop()

    state, text, cell = qasync.run(scenario())
    assert state == "done", text
    assert "Guten Morgen" in text and "wie geht es" in text.lower()
    assert cell == "German (as asked)"
