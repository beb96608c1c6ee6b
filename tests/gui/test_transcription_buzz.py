"""Transcription on par with Buzz: a measured ETA, a history that survives a restart, human
errors without a useless Retry, a transcript never drawn in red, drops anywhere on the
window, and subtitle cues cut to a readable size."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QTextFormat
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QToolButton

from engine.api import (
    Accepted,
    Completed,
    Failed,
    ModelEntry,
    ModelRole,
    ProgressEvent,
    Running,
    SegmentEvent,
    Settings,
)
from tests import routes
from tests.conftest import DATA
from tests.gui.fakes import FakeEngine
from tests.gui.test_transcription_panel import Setup, audio, run, settle, submitted
from ui.bridge import EngineBridge
from ui.conversations import ConversationStore
from ui.main_window import MainWindow
from ui.transcript_history import TranscriptHistory
from ui.transcription import TranscriptionPanel

pytestmark = pytest.mark.gui


def make_setup(qtbot: object, history: Path | None = None) -> Setup:
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    now = [1000.0]
    panel = TranscriptionPanel(bridge, clock=lambda: now[0], history=TranscriptHistory(history))
    qtbot.addWidget(panel)  # type: ignore[attr-defined]
    return Setup(engine, bridge, panel, now)


def test_the_eta_follows_measured_progress_not_the_first_estimate(
    qtbot: object, tmp_path: Path
) -> None:
    setup = make_setup(qtbot)

    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "talk.wav"))
        await submitted(setup, 1)
        rid = setup.engine.handles[0].request_id
        setup.engine.send(0, Accepted(rid, routes.CPU, 5.0), Running(rid, "cpu", 1, "tiny"))
        await settle()
        assert setup.panel.eta_text(0) == "0:05"  # the engine's guess, until progress
        setup.now[0] += 20  # 40% of a 188 s file in 20 s: 3.76 s of audio a second
        setup.engine.send(0, ProgressEvent(rid, 75.2, 188.0))
        await settle()
        assert setup.panel.eta_text(0) == "0:30"
        setup.now[0] += 10
        setup.panel._tick()  # what the one-second timer calls
        assert setup.panel.eta_text(0) == "0:20"
        setup.now[0] += 10
        setup.engine.send(0, ProgressEvent(rid, 150.4, 188.0))  # the rate held
        await settle()
        assert setup.panel.eta_text(0) == "0:10"

    run(setup, scenario)


def test_transcripts_survive_a_restart(qtbot: object, tmp_path: Path) -> None:
    folder = tmp_path / "transcripts"
    first = make_setup(qtbot, folder)

    async def scenario() -> None:
        first.panel.add_files(audio(tmp_path, "talk.wav", "broken.wav"))
        await submitted(first, 2)
        rid, bad = (h.request_id for h in first.engine.handles)
        first.engine.send(0, Running(rid, "cpu", 1, "tiny"))
        first.engine.send(0, SegmentEvent(rid, 0, 0.0, 2.5, " Kept across restarts."))
        first.engine.send(0, Completed(rid, "Kept across restarts.", "cpu", 1))
        first.engine.send(1, Failed(bad, "oom", "oom (cudaMalloc failed)", True))
        await settle()

    run(first, scenario)
    second = make_setup(qtbot, folder)  # a new window on the same data folder
    assert second.panel.row_count() == 2
    assert [second.panel.row_state(r) for r in (0, 1)] == ["done", "failed"]
    assert second.panel.row_text(0) == "Kept across restarts."
    problem = second.panel.row_problem(1)
    assert problem is not None and "out of memory" in problem.text.lower()
    second.panel.export(0, "srt", tmp_path / "talk.srt")
    assert "Kept across restarts." in (tmp_path / "talk.srt").read_text(encoding="utf-8")
    (folder / "damaged.json").write_text("{not json")
    assert make_setup(qtbot, folder).panel.row_count() == 2  # skipped, not fatal


def test_a_good_transcript_is_not_red_after_a_failed_row(qtbot: object, tmp_path: Path) -> None:
    setup = make_setup(qtbot)

    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "bad.wav", "good.wav"))
        await submitted(setup, 2)
        bad, good = (h.request_id for h in setup.engine.handles)
        setup.engine.send(0, Failed(bad, "oom", "out of memory", True))
        setup.engine.send(1, SegmentEvent(good, 0, 0.0, 1.0, " Fine words."))
        setup.engine.send(1, Completed(good, "Fine words.", "gpu", 1))
        await settle()
        table = setup.table
        table.selectRow(0)
        table.selectRow(1)

    run(setup, scenario)
    view = setup.panel.findChild(QPlainTextEdit)
    assert view is not None and "Fine words." in view.toPlainText()
    block = view.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fmt = fragments.fragment().charFormat()
            assert not fmt.hasProperty(QTextFormat.Property.ForegroundBrush)
            fragments += 1
        block = block.next()


def test_a_file_that_is_not_audio_gets_words_and_no_retry(qtbot: object, tmp_path: Path) -> None:
    setup = make_setup(qtbot)
    fake = tmp_path / "voicemail.mp3"
    shutil.copy(DATA / "not-audio.mp3", fake)

    async def scenario() -> None:
        setup.panel.add_files([fake])
        for _ in range(200):
            if setup.panel.row_state(0) != "checking":
                break
            await settle()

    run(setup, scenario)
    assert setup.panel.row_state(0) == "failed"
    assert setup.engine.requests == []  # no model was asked
    problem = setup.panel.row_problem(0)
    assert problem is not None and problem.title == "Not an audio file"
    assert "ffmpeg" not in problem.text.lower() and "Errno" not in problem.text
    assert not setup.panel.can_retry(0)
    retry = next(b for b in setup.panel.findChildren(QToolButton) if b.text() == "Retry")
    assert retry.isHidden()


def test_subtitles_are_cut_by_length_and_time(qtbot: object, tmp_path: Path) -> None:
    setup = make_setup(qtbot)
    text = " ".join(["a sentence that goes on"] * 7)  # 167 characters over 10 s

    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "talk.wav"))
        await submitted(setup, 1)
        rid = setup.engine.handles[0].request_id
        setup.engine.send(0, SegmentEvent(rid, 0, 0.0, 10.0, text))
        setup.engine.send(0, Completed(rid, text, "gpu", 1))
        await settle()

    run(setup, scenario)
    setup.panel.cue_limits = (42, 3.0)
    setup.panel.export(0, "srt", tmp_path / "out.srt")
    cues = (tmp_path / "out.srt").read_text(encoding="utf-8").strip().split("\n\n")
    assert len(cues) >= 4
    assert all(len(cue.splitlines()[2]) <= 42 for cue in cues)
    setup.panel.export(0, "txt", tmp_path / "out.txt")  # plain text is not cut
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").strip() == text


class _Catalog:
    def entries(self) -> list[ModelEntry]:
        return []

    def add(
        self, path: Path, role: ModelRole = ModelRole.PRIMARY, name: str | None = None
    ) -> ModelEntry:
        raise NotImplementedError


def _drag(kind: type[QDropEvent], mime: QMimeData) -> QDropEvent:
    """A drag event carrying ``mime`` (which the caller keeps alive: the event does not)."""
    args = (
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    if kind is QDropEvent:
        return QDropEvent(QPointF(5, 5), *args)
    return kind(QPoint(5, 5), *args)


def test_files_dropped_anywhere_go_to_transcription(qtbot: object, tmp_path: Path) -> None:
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    window = MainWindow(bridge, ConversationStore(tmp_path / "c"), Settings(), _Catalog())
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    files = audio(tmp_path, "x.wav", "y.wav")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in files])
    assert window.tabs.currentWidget() is window.chat
    enter = _drag(QDragEnterEvent, mime)
    enter.ignore()
    QApplication.sendEvent(window.chat, enter)  # over the chat, far from the Transcribe tab
    assert enter.isAccepted()
    assert window.tabs.currentWidget() is window.transcription
    assert window.transcription.drop_hover()

    async def scenario() -> None:
        drop = _drag(QDropEvent, mime)
        QApplication.sendEvent(window.tabs.tabBar(), drop)  # dropped on the tab header
        assert drop.isAccepted()
        assert not window.transcription.drop_hover()
        assert window.transcription.row_count() == 2
        for _ in range(400):
            if len(engine.requests) == 2:
                break
            await settle()
        await bridge.close()

    import qasync

    qasync.run(scenario())
    assert len(engine.requests) == 2
