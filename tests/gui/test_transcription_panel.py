"""The transcription panel (R22) against a scripted fake engine, through a real bridge.

Each test's body is a coroutine run under ``qasync.run`` so that the bridge's asyncio
tasks and the Qt widgets share one loop, as in the app.
"""

from __future__ import annotations

import asyncio
import re
import shutil
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QProgressBar, QTableWidget
from pytestqt.qtbot import QtBot

from engine.api import (
    Accepted,
    Cancelled,
    CapacityError,
    Completed,
    Degraded,
    Failed,
    ProgressEvent,
    Queued,
    Reason,
    ReasonCode,
    Retrying,
    Running,
    SegmentEvent,
    TranscriptionRequest,
)
from tests import routes
from tests.conftest import DATA
from tests.gui.fakes import FakeEngine
from ui.banner import Banner
from ui.bridge import EngineBridge
from ui.transcription import TranscriptionPanel
from ui.transcription_table import ETA, PROGRESS, ROUTE, STATE

pytestmark = pytest.mark.gui

TERMINAL = (Completed, Failed, Cancelled)


@dataclass
class Setup:
    """A panel on a real bridge over a fake engine, with a clock the test moves."""

    engine: FakeEngine
    bridge: EngineBridge
    panel: TranscriptionPanel
    now: list[float]

    @property
    def table(self) -> QTableWidget:
        table = self.panel.findChild(QTableWidget)
        assert table is not None
        return table

    @property
    def results(self) -> str:
        view = self.panel.findChild(QPlainTextEdit)
        assert view is not None
        return view.toPlainText()

    @property
    def problem(self) -> str:
        """What the problem banner above the transcript says ("" when hidden)."""
        banner = self.panel.findChild(Banner)
        assert banner is not None
        return "" if banner.isHidden() else banner.text()

    def cell(self, row: int, column: int) -> tuple[str, str]:
        item = self.table.item(row, column)
        assert item is not None
        return item.text(), item.toolTip()

    def bar(self, row: int) -> QProgressBar:
        bar = self.table.cellWidget(row, PROGRESS)
        assert isinstance(bar, QProgressBar)
        return bar


@pytest.fixture
def setup(qtbot: QtBot) -> Setup:
    engine = FakeEngine()
    bridge = EngineBridge(engine)
    now = [1000.0]
    panel = TranscriptionPanel(bridge, clock=lambda: now[0])
    qtbot.addWidget(panel)
    return Setup(engine, bridge, panel, now)


def run(setup: Setup, scenario: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """Run ``scenario`` on a qasync loop, then stop the bridge's tasks."""

    async def main() -> None:
        try:
            await scenario()
        finally:
            await setup.bridge.close()

    qasync.run(main())


async def settle() -> None:
    """Let the bridge's tasks deliver what is pending."""
    await asyncio.sleep(0.05)


async def submitted(setup: Setup, count: int, timeout: float = 20.0) -> None:
    """Wait until ``count`` files were read and submitted (headers are read in a thread)."""
    deadline = time.monotonic() + timeout
    while len(setup.engine.requests) < count:
        assert time.monotonic() < deadline, "the files were not submitted"
        await asyncio.sleep(0.02)
    await settle()


def audio(tmp_path: Path, *names: str) -> list[Path]:
    """Real audio (a short WAV) under each name: the panel reads every file's header."""
    paths = [tmp_path / name for name in names]
    for path in paths:
        shutil.copy(DATA / "speech.wav", path)
    return paths


def finish(engine: FakeEngine, handle: int) -> None:
    """Script a whole successful transcription of two segments on ``handle``."""
    rid = engine.handles[handle].request_id
    engine.send(
        handle,
        Accepted(rid, routes.GPU, 12.0),
        Running(rid, "gpu", 1, "whisper-small"),
        SegmentEvent(rid, 0, 1.2, 4.8, " Hello there."),
        ProgressEvent(rid, 4.8, 9.6),
        SegmentEvent(rid, 1, 4.8, 9.6, " Second line, ünïcode."),
        ProgressEvent(rid, 9.6, 9.6),
        Completed(rid, "Hello there. Second line, ünïcode.", "gpu", 1),
    )


def test_two_files_queue_then_complete(setup: Setup, tmp_path: Path) -> None:
    busy: list[bool] = []
    setup.panel.busy_changed.connect(busy.append)
    hint = setup.panel.findChild(QLabel, "drop_hint")
    assert hint is not None and not hint.isHidden() and setup.table.isHidden()

    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "a.wav", "b.mp3"))
        assert setup.panel.row_count() == 2
        assert [setup.panel.row_state(r) for r in (0, 1)] == ["checking", "checking"]
        assert hint.isHidden() and not setup.table.isHidden()
        await submitted(setup, 2)
        assert [setup.panel.row_state(r) for r in (0, 1)] == ["queued", "queued"]
        assert [r.path for r in setup.engine.requests if isinstance(r, TranscriptionRequest)] == [
            str(tmp_path / "a.wav"),
            str(tmp_path / "b.mp3"),
        ]
        rid = setup.engine.handles[0].request_id
        setup.engine.send(0, Running(rid, "gpu", 1, "whisper-small"))
        setup.engine.send(0, SegmentEvent(rid, 0, 1.2, 4.8, " Hello there."))
        setup.engine.send(0, ProgressEvent(rid, 4.8, 9.6))
        await settle()
        assert setup.panel.row_state(0) == "running"
        assert setup.panel.row_text(0) == "Hello there."
        assert setup.bar(0).text() == "4.8 / 9.6 s"
        assert setup.bar(0).value() == setup.bar(0).maximum() // 2
        finish(setup.engine, 0)
        await settle()
        assert setup.panel.row_state(0) == "done"
        assert setup.bar(0).value() == setup.bar(0).maximum()
        assert setup.bar(0).text() == "9.6 / 9.6 s"
        assert setup.cell(0, ROUTE)[0] == "GPU"
        assert setup.cell(0, ETA)[0] == ""
        assert "[00:01.2 → 00:04.8] Hello there." in setup.results
        assert "[00:04.8 → 00:09.6] Second line, ünïcode." in setup.results
        assert setup.panel.row_state(1) == "queued"
        assert busy == [True]
        finish(setup.engine, 1)
        await settle()
        assert setup.panel.row_state(1) == "done"
        assert busy == [True, False]

    run(setup, scenario)


def test_export_srt_vtt_txt_and_copy(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "talk.wav"))
        await submitted(setup, 1)
        finish(setup.engine, 0)
        await settle()

    run(setup, scenario)
    texts = ["Hello there.", "Second line, ünïcode."]
    setup.panel.export(0, "srt", tmp_path / "out.srt")
    blocks = (tmp_path / "out.srt").read_text(encoding="utf-8").strip().split("\n\n")
    assert [b.splitlines()[0] for b in blocks] == ["1", "2"]
    assert [b.splitlines()[1] for b in blocks] == [
        "00:00:01,200 --> 00:00:04,800",
        "00:00:04,800 --> 00:00:09,600",
    ]
    assert [b.splitlines()[2] for b in blocks] == texts
    setup.panel.export(0, "vtt", tmp_path / "out.vtt")
    head, *cues = (tmp_path / "out.vtt").read_text(encoding="utf-8").strip().split("\n\n")
    assert head == "WEBVTT"
    times = [c.splitlines()[0] for c in cues]
    assert all(re.fullmatch(r"\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}", t) for t in times)
    assert times[0] == "00:00:01.200 --> 00:00:04.800"
    assert [c.splitlines()[1] for c in cues] == texts
    setup.panel.export(0, "txt", tmp_path / "out.txt")
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines() == texts
    setup.panel.copy_text(0)
    assert QGuiApplication.clipboard().text() == "\n".join(texts)


def test_bad_input_fails_its_row_and_the_queue_goes_on(setup: Setup, tmp_path: Path) -> None:
    message = "not an audio file: notes.txt (no audio stream found)"

    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "notes.txt", "b.wav"))
        await submitted(setup, 2)
        setup.table.selectRow(0)
        rid = setup.engine.handles[0].request_id
        setup.engine.send(
            0, Accepted(rid, routes.GPU, 3.0), Failed(rid, "bad_input", message, False)
        )
        await settle()
        assert setup.panel.row_state(0) == "failed"
        state, tip = setup.cell(0, STATE)
        assert state == "failed" and "Not an audio file" in tip and message in tip
        assert "Not an audio file" in setup.problem  # row 0 is the selected one
        assert not setup.panel.can_retry(0)
        assert setup.panel.row_state(1) == "queued"
        finish(setup.engine, 1)
        await settle()
        assert setup.panel.row_state(1) == "done"

    run(setup, scenario)


def test_cancel_calls_the_engine_and_waits_for_cancelled(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "long.wav"))
        await submitted(setup, 1)
        rid = setup.engine.handles[0].request_id
        setup.engine.send(0, Running(rid, "cpu", 1, "whisper-tiny"))
        await settle()
        setup.panel.cancel_row(0)
        await settle()
        assert setup.engine.cancelled == [rid]
        assert setup.panel.row_state(0) == "running"
        assert setup.cell(0, STATE)[0] == "cancelling…"
        setup.engine.send(0, Cancelled(rid))
        await settle()
        assert setup.panel.row_state(0) == "cancelled"

    run(setup, scenario)


def test_cancel_before_the_engine_answers_still_reaches_it(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "a.wav", "b.wav"))
        setup.panel.cancel_row(0)  # its header is being read: it is never submitted
        await submitted(setup, 1)
        setup.panel.cancel_row(1)  # submitted, and the submit task has not named it yet
        await settle()
        assert setup.panel.row_state(0) == "cancelled"
        assert len(setup.engine.requests) == 1
        assert setup.engine.cancelled == [setup.engine.handles[0].request_id]

    run(setup, scenario)


def test_retry_resubmits_the_same_file_in_the_same_row(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "a.wav"))
        await submitted(setup, 1)
        rid = setup.engine.handles[0].request_id
        setup.engine.send(0, Failed(rid, "oom", "out of memory", True))
        await settle()
        assert setup.panel.can_retry(0)
        assert "ran out of memory" in setup.problem
        setup.panel.retry_row(0)
        assert setup.panel.row_state(0) == "queued"
        await settle()
        assert setup.panel.row_count() == 1
        assert setup.engine.requests[0] == setup.engine.requests[1]
        finish(setup.engine, 1)
        await settle()
        assert setup.panel.row_state(0) == "done"
        assert setup.problem == ""

    run(setup, scenario)


def test_degraded_route_limitations_and_eta_countdown(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "a.wav"))
        await submitted(setup, 1)
        rid = setup.engine.handles[0].request_id
        limits = ("beam size 1", "int8 weights")
        setup.engine.send(0, Accepted(rid, routes.GPU, 5.0))
        setup.engine.send(
            0, Degraded(rid, routes.CPU, "whisper-tiny", limits, "GPU breaker open", 90)
        )
        setup.engine.send(0, Queued(rid, "cpu", 1, 90.0))
        await settle()
        route, tip = setup.cell(0, ROUTE)
        assert route == "CPU"
        assert all(item in tip for item in limits) and "GPU breaker open" in tip
        assert setup.cell(0, ETA)[0] == "1:30"
        setup.now[0] += 25
        setup.panel._tick()  # what the panel's one-second timer calls
        assert setup.cell(0, ETA)[0] == "1:05"
        setup.engine.send(0, Running(rid, "cpu", 1, "whisper-tiny"))
        await settle()
        assert setup.cell(0, ROUTE)[0] == "CPU"

    run(setup, scenario)


def test_failover_starts_the_transcript_again(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "a.wav"))
        await submitted(setup, 1)
        rid = setup.engine.handles[0].request_id
        setup.engine.send(0, Running(rid, "gpu", 1, "small"))
        setup.engine.send(0, SegmentEvent(rid, 0, 0.0, 1.0, "half"))
        setup.engine.send(0, Retrying(rid, "gpu", "driver", "driver reset", "cpu"))
        await settle()
        assert setup.panel.row_text(0) == ""
        assert setup.cell(0, ROUTE)[0] == "CPU"

    run(setup, scenario)


def test_refused_request_fails_its_row_with_the_reason(setup: Setup, tmp_path: Path) -> None:
    setup.engine.refusal = CapacityError(Reason(ReasonCode.LANE_QUEUE_FULL, 8, name="cpu"))

    async def scenario() -> None:
        setup.panel.add_files(audio(tmp_path, "a.wav"))
        await submitted(setup, 1)
        assert setup.panel.row_state(0) == "failed"
        assert "Too many requests wait for the processor" in setup.cell(0, STATE)[1]
        assert "Too many requests wait for the processor" in setup.problem

    run(setup, scenario)


def test_drop_adds_a_row_per_local_file(setup: Setup, tmp_path: Path) -> None:
    files = audio(tmp_path, "x.wav", "y.flac")
    mime = QMimeData()
    urls = [QUrl.fromLocalFile(str(p)) for p in files]
    mime.setUrls([*urls, QUrl("https://example.org/z.wav"), QUrl.fromLocalFile(str(tmp_path))])
    buttons, modifiers = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    copy = Qt.DropAction.CopyAction
    enter = QDragEnterEvent(QPoint(5, 5), copy, mime, buttons, modifiers)
    enter.ignore()
    setup.panel.dragEnterEvent(enter)
    assert enter.isAccepted()

    async def scenario() -> None:
        setup.panel.dropEvent(QDropEvent(QPointF(5, 5), copy, mime, buttons, modifiers))
        assert setup.panel.row_count() == 2
        await submitted(setup, 2)
        assert len(setup.engine.requests) == 2

    run(setup, scenario)


def test_drag_without_local_files_is_refused(setup: Setup) -> None:
    mime = QMimeData()
    mime.setText("just text")
    enter = QDragEnterEvent(
        QPoint(5, 5),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter.ignore()
    setup.panel.dragEnterEvent(enter)
    assert not enter.isAccepted()


def test_delete_cancels_and_ctrl_c_copies_the_selected_row(setup: Setup, tmp_path: Path) -> None:
    async def scenario() -> None:
        setup.panel.show()
        setup.panel.activateWindow()
        setup.panel.add_files(audio(tmp_path, "a.wav", "b.wav"))
        await submitted(setup, 2)
        rid = setup.engine.handles[1].request_id
        setup.engine.send(1, SegmentEvent(rid, 0, 0.0, 2.0, " second file"))
        await settle()
        setup.table.selectRow(1)
        setup.table.setFocus()
        assert "[00:00.0 → 00:02.0] second file" in setup.results
        QTest.keyClick(setup.table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
        assert QGuiApplication.clipboard().text() == "second file"
        QTest.keyClick(setup.table, Qt.Key.Key_Delete)
        await settle()
        assert setup.engine.cancelled == [rid]

    run(setup, scenario)
