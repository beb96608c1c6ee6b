"""Drag-and-drop transcription (R22): a queue of audio files, each one engine request.

Every row is one file. Its header is read first (PyAV: is it audio, how long is it); then
its state, progress, ETA and route come from the engine's events (through the bridge). A
row that failed for a reason a new attempt could change can be submitted again in place;
a file that is not audio cannot. Finished rows are kept in the data folder and come back
after a restart. The rows never move, so a row's index is its identity for the buttons and
the public methods. The row data and the ETA live in ``ui.transcription_rows``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.api import (
    FORMATS,
    ProgressEvent,
    SegmentEvent,
    TimedText,
    TranscriptionRequest,
    render,
    split_cues,
)
from ui import wording
from ui.audio_probe import AudioProbe, probe
from ui.banner import Banner
from ui.bridge import EngineBridge
from ui.i18n import QT_TRANSLATE_NOOP
from ui.language_picker import LanguagePicker
from ui.transcript_history import TranscriptHistory
from ui.transcription_rows import (
    ACTIVE,
    Row,
    apply_event,
    eta_seconds,
    progress,
    segment_line,
)
from ui.transcription_table import ETA, QueueTable

log = logging.getLogger(__name__)
# File dialog filters, translated where the dialogs open.
AUDIO_FILTER = QT_TRANSLATE_NOOP(
    "TranscriptionPanel",
    "Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus *.webm *.mp4);;All files (*)",
)
EXPORT_FILTERS = {
    "txt": QT_TRANSLATE_NOOP("TranscriptionPanel", "Plain text (*.txt)"),
    "srt": QT_TRANSLATE_NOOP("TranscriptionPanel", "SubRip subtitles (*.srt)"),
    "vtt": QT_TRANSLATE_NOOP("TranscriptionPanel", "WebVTT subtitles (*.vtt)"),
}


class TranscriptionPanel(QWidget):
    """Drag-and-drop transcription (R22): a queue of files with progress, ETA, route,
    cancel/retry, results, export and a history kept across restarts.

    Signals:
        busy_changed(bool): whether any file is queued or running.
    """

    busy_changed = Signal(bool)

    def __init__(
        self,
        bridge: EngineBridge,
        parent: QWidget | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        history: TranscriptHistory | None = None,
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._clock = clock
        self._history = history or TranscriptHistory(None)
        self._rows: list[Row] = []
        self._tags: dict[str, int] = {}  # tag of a row's current submission -> row
        self._busy = False
        self._hover = False
        self.cue_limits = (84, 6.0)  # subtitle cues: characters, seconds (from settings)
        self._tasks: set[asyncio.Task[None]] = set()
        self._timer = QTimer(self, interval=1000)  # one clock for every row's ETA
        self._hint = QLabel(self._hint_text(False))
        self._hint.setObjectName("drop_hint")
        self._language_label = QLabel(self.tr("Spoken &language:"))
        self.language = LanguagePicker()
        self.translate = QCheckBox(self.tr("Translate into &English"))
        self._add = QPushButton(self.tr("&Add files…"))
        self._table = QueueTable()
        self._problem = Banner(name=self.tr("Transcription problem"))
        self._results = QPlainTextEdit(readOnly=True)
        self._copy = QPushButton(self.tr("&Copy"))
        self._exports = {
            fmt: QPushButton(self.tr("Export {format}…").format(format=fmt.upper()))
            for fmt in FORMATS
        }
        self._shortcuts = (
            QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self),
            QShortcut(QKeySequence(QKeySequence.StandardKey.Copy), self),
        )
        self._lay_out()
        self._name_controls()
        self._connect_signals()
        for record in self._history.load():
            self._rows.append(Row.from_record(record))
            self._table.add_row(self._rows[-1].path.name)
            self._refresh(len(self._rows) - 1, results=False)
        self._show_rows()

    # --- public API ---------------------------------------------------------------------

    def add_files(self, paths: list[Path]) -> None:
        """Queue ``paths``, one row each: each file's header is read, then it is submitted."""
        first = len(self._rows)
        for path in paths:
            self._rows.append(
                Row(Path(path), asked_language=self.language.language(), task=self._task())
            )
            row = len(self._rows) - 1
            self._table.add_row(self._rows[row].path.name)
            self._refresh(row)
        self._check(list(range(first, len(self._rows))))
        self._show_rows(first)

    def row_count(self) -> int:
        """How many files the queue holds (finished ones and the history included)."""
        return len(self._rows)

    def row_state(self, row: int) -> str:
        """One of "checking", "queued", "running", "done", "failed" or "cancelled"."""
        return self._rows[row].state

    def row_text(self, row: int) -> str:
        """The row's transcript so far."""
        return self._rows[row].text()

    def row_problem(self, row: int) -> wording.Plain | None:
        """Why the row failed, in plain words (None if it did not)."""
        return self._rows[row].problem

    def can_retry(self, row: int) -> bool:
        """Whether Retry is offered for the row (never for a file that is not audio)."""
        return self._rows[row].can_retry

    def eta_text(self, row: int) -> str:
        """The row's ETA as shown ("" when none)."""
        return self._table.cell(row, ETA).text()

    def cancel_row(self, row: int) -> None:
        """Ask the engine to cancel the row's request; the row ends when it says so."""
        entry = self._rows[row]
        if entry.state not in ACTIVE or entry.cancel_asked:
            return
        entry.cancel_asked = True
        if entry.request_id is not None:  # else cancelled as soon as the engine names it
            self._bridge.cancel(entry.request_id)
        self._refresh(row)

    def retry_row(self, row: int) -> None:
        """Submit the row's file again (a new request), in the same row."""
        entry = self._rows[row]
        if entry.state in ACTIVE or not entry.can_retry:
            return
        self._tags.pop(entry.tag, None)
        self._history.remove(entry.record_id)
        self._rows[row] = Row(
            entry.path,
            duration_s=entry.duration_s,
            state="queued",
            asked_language=entry.asked_language,
            task=entry.task,
        )
        self._submit(row)

    def export(self, row: int, fmt: str, path: Path) -> None:
        """Write the row's transcript to ``path`` as ``fmt`` (txt, srt, vtt), in UTF-8.

        Subtitles are cut into cues of at most ``cue_limits`` (characters, seconds).

        Raises:
            ValueError: an unknown format.
            OSError: the file cannot be written.
        """
        segments = self._rows[row].segments
        if fmt in ("srt", "vtt"):
            segments = split_cues(segments, *self.cue_limits)
        path.write_text(render(segments, fmt), encoding="utf-8")

    def copy_text(self, row: int) -> None:
        """Put the row's transcript on the clipboard."""
        QGuiApplication.clipboard().setText(self._rows[row].text())

    def pick_files(self) -> None:
        """Ask for audio files (a file dialog) and queue them."""
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Transcribe audio"), "", self.tr(AUDIO_FILTER)
        )
        self.add_files([Path(p) for p in paths])

    def export_selected(self) -> None:
        """Ask where to export the selected transcript; the file type picks the format."""
        self._with_selected(self._export_any_dialog)

    def accept_urls(self, urls: list[QUrl]) -> bool:
        """Queue the local files among ``urls``; True if there was any."""
        paths = [Path(url.toLocalFile()) for url in urls if url.isLocalFile()]
        files = [path for path in paths if not path.is_dir()]
        self.add_files(files)
        return bool(files)

    def set_drop_hover(self, hover: bool) -> None:
        """Highlight the panel while files are dragged over the window."""
        if hover != self._hover:
            self._hover = hover
            self._hint.setText(self._hint_text(hover))
            self._hint.setVisible(hover or not self._rows)
            self.update()

    def drop_hover(self) -> bool:
        """Whether the panel is highlighted for a drop."""
        return self._hover

    def _hint_text(self, hover: bool) -> str:
        if hover:
            return self.tr("Release to transcribe")
        return self.tr("Drop audio files anywhere on the window, or Add files… (Ctrl+O)")

    def _task(self) -> str:
        """The Whisper task the next queued files get."""
        return "translate" if self.translate.isChecked() else "transcribe"

    # --- wiring and layout --------------------------------------------------------------

    def _connect_signals(self) -> None:
        self._bridge.submitted.connect(self._on_submitted)
        self._bridge.refused_plain.connect(self._on_refused)
        self._bridge.request_event.connect(self._on_event)
        self._timer.timeout.connect(self._tick)
        self._add.clicked.connect(self.pick_files)
        self._table.itemSelectionChanged.connect(self._show_selected)
        self._table.cancels.idClicked.connect(self.cancel_row)
        self._table.retries.idClicked.connect(self.retry_row)
        self._copy.clicked.connect(lambda: self._with_selected(self.copy_text))
        for fmt, button in self._exports.items():
            button.clicked.connect(self._exporter(fmt))
        self._shortcuts[0].activated.connect(lambda: self._with_selected(self.cancel_row))
        self._shortcuts[1].activated.connect(lambda: self._with_selected(self.copy_text))

    def _lay_out(self) -> None:
        self.setAcceptDrops(True)
        font = self._hint.font()
        font.setPointSize(font.pointSize() + 8)
        self._hint.setFont(font)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._hint.setWordWrap(True)
        self._table.setVisible(False)
        self._results.setAcceptDrops(False)  # drops go to the panel, not into the text
        for shortcut in self._shortcuts:  # only while the focus is in this panel
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        options = QHBoxLayout()
        self._language_label.setBuddy(self.language)
        options.addWidget(self._language_label)
        options.addWidget(self.language)
        options.addWidget(self.translate)
        options.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self._copy, *self._exports.values()):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self._add)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(options)
        layout.addWidget(self._hint, 1)
        layout.addWidget(self._table, 2)
        layout.addWidget(self._problem)
        layout.addWidget(self._results, 1)
        layout.addLayout(buttons)

    def _name_controls(self) -> None:
        self.setAccessibleName(self.tr("Transcription"))
        self._results.setAccessibleName(self.tr("Transcript of the selected file"))
        self._add.setAccessibleName(self.tr("Add audio files to transcribe"))
        self.translate.setToolTip(
            self.tr("Write the speech in English, whatever language it is in")
        )
        self._copy.setAccessibleName(self.tr("Copy the selected transcript"))
        for fmt, button in self._exports.items():
            button.setAccessibleName(
                self.tr("Export the selected transcript as {format}").format(format=fmt.upper())
            )

    def _show_rows(self, select: int = -1) -> None:
        """Show the table (or the hint); with none selected, select row ``select``."""
        if self._table.currentRow() < 0 and self._rows:
            self._table.selectRow(select if select >= 0 else len(self._rows) - 1)
        self._hint.setVisible(self._hover or not self._rows)
        self._table.setVisible(bool(self._rows))

    # --- engine events ------------------------------------------------------------------

    def _check(self, rows: list[int]) -> None:
        """Read the files' headers off the Qt thread, in order, and submit each (or say it
        is not audio) as soon as its header is read."""
        entries = [(row, self._rows[row]) for row in rows]
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a bare panel): read them here
            for row, entry in entries:
                self._checked(row, entry, probe(entry.path))
            return

        async def check() -> None:
            for row, entry in entries:
                self._checked(row, entry, await asyncio.to_thread(probe, entry.path))

        task = loop.create_task(check())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _checked(self, row: int, entry: Row, found: AudioProbe) -> None:
        if self._rows[row] is not entry:  # the row was replaced meanwhile
            return
        entry.duration_s = found.duration_s
        if entry.cancel_asked:
            entry.state = "cancelled"
        elif found.problem:
            entry.state = "failed"
            entry.problem = wording.failure("bad_input", found.problem, audio=True)
        else:
            entry.state = "queued"
            self._submit(row)
            return
        self._finish(row)

    def _submit(self, row: int) -> None:
        entry = self._rows[row]
        self._tags[entry.tag] = row
        self._refresh(row)
        request = TranscriptionRequest(
            path=str(entry.path), language=entry.asked_language, task=entry.task
        )
        self._bridge.submit(entry.tag, request)

    def _on_submitted(self, tag: str, request_id: str) -> None:
        if (row := self._tags.get(tag)) is None:
            return
        entry = self._rows[row]
        entry.request_id = request_id
        if entry.cancel_asked:
            self._bridge.cancel(request_id)

    def _on_refused(self, tag: str, plain: wording.Plain) -> None:
        if (row := self._tags.get(tag)) is not None:
            self._rows[row].state, self._rows[row].problem = "failed", plain
            self._finish(row)

    def _on_event(self, tag: str, event: object) -> None:
        if (row := self._tags.get(tag)) is None:
            return
        entry = self._rows[row]
        if isinstance(event, SegmentEvent):
            entry.segments.append(TimedText(event.start, event.end, event.text))
            if row == self._table.currentRow():
                self._results.appendPlainText(segment_line(entry.segments[-1]))
        elif isinstance(event, ProgressEvent):
            progress(entry, event.done, event.total, self._clock())
        else:
            apply_event(entry, event, self._clock())
        if entry.state not in ACTIVE:
            self._finish(row)
            return
        self._refresh(row, results=not isinstance(event, SegmentEvent | ProgressEvent))

    def _finish(self, row: int) -> None:
        """A row ended: keep it in the history, then redraw it."""
        entry = self._rows[row]
        self._tags.pop(entry.tag, None)
        entry.finished = time.time()
        try:
            self._history.save(entry.record())
        except OSError as exc:
            log.warning("could not keep the transcript of %s: %s", entry.path, exc)
        self._refresh(row)

    # --- display ------------------------------------------------------------------------

    def _refresh(self, row: int, *, results: bool = True) -> None:
        """Redraw the row's cells (and the results view, if it shows this row)."""
        entry = self._rows[row]
        self._table.show_row(row, entry, eta_seconds(entry, self._clock()))
        self._update_busy()
        if results and row == self._table.currentRow():
            self._show_selected()

    def _show_eta(self, row: int) -> None:
        self._table.show_eta(row, eta_seconds(self._rows[row], self._clock()))

    def _tick(self) -> None:
        for row, entry in enumerate(self._rows):
            if entry.state in ACTIVE:
                self._show_eta(row)

    def _update_busy(self) -> None:
        busy = any(entry.state in ACTIVE for entry in self._rows)
        if busy != self._busy:
            self._busy = busy
            if busy:
                self._timer.start()
            else:
                self._timer.stop()
            self.busy_changed.emit(busy)

    def _show_selected(self) -> None:
        """Show the selected row's transcript; its problem goes in the banner above it, so
        the transcript itself is always drawn in the palette's text colour."""
        row = self._table.currentRow()
        entry = self._rows[row] if 0 <= row < len(self._rows) else None
        for button in (self._copy, *self._exports.values()):
            button.setEnabled(entry is not None and bool(entry.text()))
        lines = [segment_line(s) for s in entry.segments] if entry else []
        self._results.setPlainText("\n".join(lines) or (entry.final_text if entry else ""))
        if entry is not None and entry.problem is not None:
            self._problem.show_plain(entry.problem)
        else:
            self._problem.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """While files are dragged over the window, frame the panel in the highlight colour."""
        super().paintEvent(event)
        if not self._hover:
            return
        painter = QPainter(self)
        try:
            color = self.palette().color(QPalette.ColorRole.Highlight)
            painter.setPen(QPen(color, 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        finally:
            painter.end()

    # --- user actions -------------------------------------------------------------------

    def _with_selected(self, action: Callable[[int], None]) -> None:
        if 0 <= (row := self._table.currentRow()) < len(self._rows):
            action(row)

    def _exporter(self, fmt: str) -> Callable[[], None]:
        return lambda: self._with_selected(lambda row: self._export_dialog(row, fmt))

    def _export_dialog(self, row: int, fmt: str) -> None:
        suggested = str(self._rows[row].path.with_suffix(f".{fmt}"))
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export {format}").format(format=fmt.upper()),
            suggested,
            self.tr(EXPORT_FILTERS[fmt]),
        )
        if chosen:
            self._write(row, fmt, Path(chosen))

    def _export_any_dialog(self, row: int) -> None:
        if not self._rows[row].text():
            return
        suggested = str(self._rows[row].path.with_suffix(".srt"))
        filters = {fmt: self.tr(text) for fmt, text in EXPORT_FILTERS.items()}
        chosen, picked = QFileDialog.getSaveFileName(
            self, self.tr("Export transcript"), suggested, ";;".join(filters.values())
        )
        if not chosen:
            return
        path = Path(chosen)
        by_filter = next((f for f, text in filters.items() if text == picked), "srt")
        fmt = path.suffix.lstrip(".").lower()
        if fmt not in FORMATS:
            fmt, path = by_filter, path.with_name(f"{path.name}.{by_filter}")
        self._write(row, fmt, path)

    def _write(self, row: int, fmt: str, path: Path) -> None:
        try:
            self.export(row, fmt, path)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Export failed"),
                self.tr("Could not write {path}: {reason}").format(path=path, reason=exc.strerror),
            )

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt's name)
        """Take drags that carry local files."""
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt's name)
        """Queue the dropped files."""
        self.set_drop_hover(False)
        if self.accept_urls(event.mimeData().urls()):
            event.acceptProposedAction()


__all__ = ["AUDIO_FILTER", "TranscriptionPanel"]
