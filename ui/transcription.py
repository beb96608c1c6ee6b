"""Drag-and-drop transcription (R22): a queue of audio files, each one engine request.

Every row is one file. Its state, progress, ETA and route come from the engine's events
(through the bridge); a failed or cancelled row can be submitted again in place. The rows
never move, so a row's index is its identity for the buttons and the public methods.
"""

from __future__ import annotations

import html
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QShortcut,
    QTextCharFormat,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.api import (
    FORMATS,
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    Failed,
    ProgressEvent,
    Queued,
    Retrying,
    Running,
    SegmentEvent,
    TimedText,
    TranscriptionRequest,
    render,
)
from ui.bridge import EngineBridge

COLUMNS = ("File", "State", "Progress", "ETA", "Route", "")
FILE, STATE, PROGRESS, ETA, ROUTE, ACTIONS = range(len(COLUMNS))
ACTIVE = ("queued", "running")
_RED = QColor("#c62828")
_AMBER = QColor("#b26a00")
_STEPS = 1000  # progress bar resolution


@dataclass
class _Row:
    """What the panel knows of one file's current submission."""

    path: Path
    tag: str = field(default_factory=lambda: uuid.uuid4().hex)
    request_id: str | None = None
    state: str = "queued"
    segments: list[TimedText] = field(default_factory=list)
    final_text: str = ""
    done_s: float = 0.0
    total_s: float = 0.0
    eta_s: float | None = None
    eta_since: float = 0.0
    route: str = ""
    route_tip: str = ""
    message: str = ""  # why it failed, in the user's words
    cancel_asked: bool = False

    def text(self) -> str:
        """The transcript so far."""
        return "\n".join(s.text.strip() for s in self.segments) or self.final_text


class TranscriptionPanel(QWidget):
    """Drag-and-drop transcription (R22): a queue of files with progress, ETA, route,
    cancel/retry, results and export.

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
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._clock = clock
        self._rows: list[_Row] = []
        self._tags: dict[str, int] = {}  # tag of a row's current submission -> row
        self._busy = False
        self._timer = QTimer(self, interval=1000)  # one clock for every row's ETA
        self._hint = QLabel("Drop audio files here, or Add files…")
        self._add = QPushButton("Add files…")
        self._table = self._make_table()
        self._cancels, self._retries = QButtonGroup(self), QButtonGroup(self)
        self._results = QPlainTextEdit(readOnly=True)
        self._copy = QPushButton("Copy")
        self._exports = {fmt: QPushButton(f"Export {fmt.upper()}…") for fmt in FORMATS}
        self._shortcuts = (
            QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self),
            QShortcut(QKeySequence(QKeySequence.StandardKey.Copy), self),
        )
        self._lay_out()
        self._connect_signals()
        self._show_selected()

    # --- public API ---------------------------------------------------------------------

    def add_files(self, paths: list[Path]) -> None:
        """Queue ``paths``, one row each, and submit them all at once."""
        for path in paths:
            self._rows.append(_Row(Path(path)))
            self._add_table_row(len(self._rows) - 1)
            self._submit(len(self._rows) - 1)
        if self._table.currentRow() < 0 and self._rows:
            self._table.selectRow(0)
        self._hint.setVisible(not self._rows)
        self._table.setVisible(bool(self._rows))

    def row_count(self) -> int:
        """How many files the queue holds (finished ones included)."""
        return len(self._rows)

    def row_state(self, row: int) -> str:
        """One of "queued", "running", "done", "failed" or "cancelled"."""
        return self._rows[row].state

    def row_text(self, row: int) -> str:
        """The row's transcript so far."""
        return self._rows[row].text()

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
        if entry.state in ACTIVE:
            return
        self._tags.pop(entry.tag, None)
        self._rows[row] = _Row(entry.path)
        self._submit(row)

    def export(self, row: int, fmt: str, path: Path) -> None:
        """Write the row's transcript to ``path`` as ``fmt`` (txt, srt, vtt), in UTF-8.

        Raises:
            ValueError: an unknown format.
            OSError: the file cannot be written.
        """
        path.write_text(render(self._rows[row].segments, fmt), encoding="utf-8")

    def copy_text(self, row: int) -> None:
        """Put the row's transcript on the clipboard."""
        QGuiApplication.clipboard().setText(self._rows[row].text())

    # --- wiring and layout --------------------------------------------------------------

    def _connect_signals(self) -> None:
        self._bridge.submitted.connect(self._on_submitted)
        self._bridge.refused.connect(self._on_refused)
        self._bridge.request_event.connect(self._on_event)
        self._timer.timeout.connect(self._tick)
        self._add.clicked.connect(self._add_dialog)
        self._table.itemSelectionChanged.connect(self._show_selected)
        self._cancels.idClicked.connect(self.cancel_row)
        self._retries.idClicked.connect(self.retry_row)
        self._copy.clicked.connect(lambda: self._with_selected(self.copy_text))
        for fmt, button in self._exports.items():
            button.clicked.connect(self._exporter(fmt))
        self._shortcuts[0].activated.connect(lambda: self._with_selected(self.cancel_row))
        self._shortcuts[1].activated.connect(lambda: self._with_selected(self.copy_text))

    def _lay_out(self) -> None:
        self.setAcceptDrops(True)
        self._hint.setStyleSheet("font-size: 20pt; color: palette(mid); padding: 40px;")
        self._hint.setWordWrap(True)
        self._table.setVisible(False)
        self._results.setAcceptDrops(False)  # drops go to the panel, not into the text
        for group in (self._cancels, self._retries):
            group.setExclusive(False)
        for shortcut in self._shortcuts:  # only while the focus is in this panel
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        buttons = QHBoxLayout()
        for button in (self._copy, *self._exports.values()):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self._add)
        layout = QVBoxLayout(self)
        layout.addWidget(self._hint, 1)
        layout.addWidget(self._table, 2)
        layout.addWidget(self._results, 1)
        layout.addLayout(buttons)

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(0, len(COLUMNS))
        table.setHorizontalHeaderLabels(list(COLUMNS))
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(FILE, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setVisible(False)
        return table

    def _add_table_row(self, row: int) -> None:
        self._table.insertRow(row)
        for column in (FILE, STATE, ETA, ROUTE):
            self._table.setItem(row, column, QTableWidgetItem())
        self._table.setCellWidget(row, PROGRESS, QProgressBar(minimum=0, maximum=_STEPS))
        actions = QWidget()
        box = QHBoxLayout(actions)
        box.setContentsMargins(0, 0, 0, 0)
        for group, text in ((self._cancels, "Cancel"), (self._retries, "Retry")):
            group.addButton(button := QToolButton(), row)
            button.setText(text)
            box.addWidget(button)
        self._table.setCellWidget(row, ACTIONS, actions)

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self._table.item(row, column)
        assert item is not None  # every row gets its items when it is added
        return item

    # --- engine events ------------------------------------------------------------------

    def _submit(self, row: int) -> None:
        entry = self._rows[row]
        self._tags[entry.tag] = row
        self._refresh(row)
        self._bridge.submit(entry.tag, TranscriptionRequest(path=str(entry.path)))

    def _on_submitted(self, tag: str, request_id: str) -> None:
        if (row := self._tags.get(tag)) is None:
            return
        entry = self._rows[row]
        entry.request_id = request_id
        if entry.cancel_asked:
            self._bridge.cancel(request_id)

    def _on_refused(self, tag: str, reason: str) -> None:
        if (row := self._tags.get(tag)) is not None:
            self._rows[row].state, self._rows[row].message = "failed", reason
            self._refresh(row)

    def _on_event(self, tag: str, event: object) -> None:
        if (row := self._tags.get(tag)) is None:
            return
        entry = self._rows[row]
        if isinstance(event, SegmentEvent):
            entry.segments.append(TimedText(event.start, event.end, event.text))
            if row == self._table.currentRow():
                self._results.appendPlainText(_segment_line(entry.segments[-1]))
        elif isinstance(event, ProgressEvent):
            entry.done_s, entry.total_s = event.done, event.total
        else:
            _apply(entry, event, self._clock())
        self._refresh(row, results=not isinstance(event, SegmentEvent | ProgressEvent))

    # --- display ------------------------------------------------------------------------

    def _refresh(self, row: int, *, results: bool = True) -> None:
        """Redraw the row's cells (and the results view, if it shows this row)."""
        entry, ink = self._rows[row], self.palette().text().color()
        self._item(row, FILE).setText(entry.path.name)
        self._item(row, FILE).setToolTip(str(entry.path))
        state = self._item(row, STATE)
        state.setText(
            "cancelling…" if entry.cancel_asked and entry.state in ACTIVE else entry.state
        )
        state.setForeground(_RED if entry.state == "failed" else ink)
        state.setToolTip(_red(entry.message) if entry.message else "")
        route = self._item(row, ROUTE)
        route.setText(entry.route)
        route.setToolTip(entry.route_tip)
        route.setForeground(_AMBER if entry.route_tip else ink)
        bar = self._table.cellWidget(row, PROGRESS)
        assert isinstance(bar, QProgressBar)
        fraction = 1.0 if entry.state == "done" else entry.done_s / (entry.total_s or 1.0)
        bar.setValue(round(_STEPS * min(fraction, 1.0)))
        bar.setFormat(f"{entry.done_s:.1f} / {entry.total_s:.1f} s" if entry.total_s else "")
        self._show_eta(row)
        self._cancels.button(row).setEnabled(entry.state in ACTIVE and not entry.cancel_asked)
        self._retries.button(row).setEnabled(entry.state in ("failed", "cancelled"))
        self._update_busy()
        if results and row == self._table.currentRow():
            self._show_selected()

    def _show_eta(self, row: int) -> None:
        entry = self._rows[row]
        left = None if entry.eta_s is None else entry.eta_s - (self._clock() - entry.eta_since)
        active = entry.state in ACTIVE and left is not None
        self._item(row, ETA).setText(_duration(max(left or 0.0, 0.0)) if active else "")

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
        row = self._table.currentRow()
        entry = self._rows[row] if 0 <= row < len(self._rows) else None
        self._results.clear()
        for button in (self._copy, *self._exports.values()):
            button.setEnabled(entry is not None and bool(entry.text()))
        if entry is None:
            return
        lines = [_segment_line(s) for s in entry.segments]
        self._results.setPlainText("\n".join(lines) or entry.final_text)
        if entry.message:
            red = QTextCharFormat()
            red.setForeground(_RED)
            cursor = self._results.textCursor()
            cursor.movePosition(cursor.MoveOperation.End)
            cursor.insertText(("\n" if entry.text() else "") + entry.message, red)

    # --- user actions -------------------------------------------------------------------

    def _with_selected(self, action: Callable[[int], None]) -> None:
        if 0 <= (row := self._table.currentRow()) < len(self._rows):
            action(row)

    def _exporter(self, fmt: str) -> Callable[[], None]:
        return lambda: self._with_selected(lambda row: self._export_dialog(row, fmt))

    def _export_dialog(self, row: int, fmt: str) -> None:
        suggested = str(self._rows[row].path.with_suffix(f".{fmt}"))
        chosen, _ = QFileDialog.getSaveFileName(
            self, f"Export {fmt.upper()}", suggested, f"{fmt.upper()} (*.{fmt})"
        )
        if not chosen:
            return
        try:
            self.export(row, fmt, Path(chosen))
        except OSError as exc:
            QMessageBox.warning(self, "Export failed", f"Could not write {chosen}: {exc}")

    def _add_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, "Add audio files", "", "Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus);;All (*)"
        )
        self.add_files([Path(p) for p in paths])

    def _accept_urls(self, urls: list[QUrl]) -> bool:
        """Queue the local files among ``urls``; True if there was any."""
        paths = [Path(url.toLocalFile()) for url in urls if url.isLocalFile()]
        files = [path for path in paths if not path.is_dir()]
        self.add_files(files)
        return bool(files)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt's name)
        """Take drags that carry local files."""
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt's name)
        """Queue the dropped files."""
        if self._accept_urls(event.mimeData().urls()):
            event.acceptProposedAction()


def _apply(entry: _Row, event: object, now: float) -> None:
    """Fold one lifecycle event (not segments or progress) into ``entry``."""
    if isinstance(event, Accepted | Queued | Degraded):
        entry.eta_s, entry.eta_since = event.eta_s, now
    if isinstance(event, Accepted):
        entry.route = entry.route or event.route
    elif isinstance(event, Queued):
        entry.state = "queued"
    elif isinstance(event, Degraded):
        entry.route = event.route
        lines = [f"Model: {event.model}", *(f"• {item}" for item in event.limitations)]
        entry.route_tip = "\n".join([*lines, f"Why: {event.reason}"])
    elif isinstance(event, Running):
        entry.state = "running"
        entry.route = entry.route or ("GPU" if event.lane == "gpu" else "CPU")
    elif isinstance(event, Retrying):
        # The next attempt transcribes the file again from the start.
        entry.state, entry.segments, entry.done_s = "queued", [], 0.0
        entry.route = event.next_lane.upper()
        entry.route_tip = f"Retrying on {event.next_lane.upper()}: {event.error}"
    elif isinstance(event, Completed):
        entry.state, entry.final_text, entry.done_s = "done", event.text, entry.total_s
    elif isinstance(event, Failed):
        entry.state, entry.message = "failed", event.message
    elif isinstance(event, Cancelled):
        entry.state = "cancelled"


def _segment_line(segment: TimedText) -> str:
    return f"[{_stamp(segment.start)} → {_stamp(segment.end)}] {segment.text.strip()}"


def _stamp(seconds: float) -> str:
    """``mm:ss.d`` (``h:mm:ss.d`` past an hour)."""
    tenths = round(max(seconds, 0.0) * 10)
    minutes, tenths = divmod(tenths, 600)
    hours, minutes = divmod(minutes, 60)
    head = f"{hours}:{minutes:02d}" if hours else f"{minutes:02d}"
    return f"{head}:{tenths // 10:02d}.{tenths % 10}"


def _duration(seconds: float) -> str:
    """A countdown as ``m:ss`` (``h:mm:ss`` past an hour)."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _red(text: str) -> str:
    return f'<span style="color:{_RED.name()}">{html.escape(text)}</span>'


__all__ = ["TranscriptionPanel"]
