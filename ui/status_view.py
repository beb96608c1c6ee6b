"""The engine's status at a glance: mode, GPU and host memory, lanes, breaker, replicas.

Every widget is built once; ``StatusView.update_status`` only sets values, so it is cheap to
call on every status change.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.api import Decision, EngineStatus
from ui import status_words, wording
from ui.banner import Banner
from ui.i18n import QT_TRANSLATE_NOOP
from ui.theme import set_tone, tone
from ui.wording import Level

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class SegmentKind(NamedTuple):
    """One kind of segment of a ``MemoryBar``: its legend label and how it is drawn.

    ``color`` names where the colour comes from, never a fixed colour: a palette role
    ("highlight", "mid", "base"), a level ("warning"), or a hue ("hue:270") drawn at a
    lightness that reads on the palette in use (light or dark).
    """

    label: str
    color: str
    hatched: bool = False


GPU_SEGMENTS = (
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "weights"), "highlight"),
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "KV cache"), "hue:275"),
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "compute"), "hue:175"),
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "other programs"), "mid"),
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "headroom"), "warning", hatched=True),
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "free"), "base"),
)
RAM_SEGMENTS = (
    SegmentKind("Spillway", "highlight"),  # the program's name, not translated
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "other programs"), "mid"),
    SegmentKind(QT_TRANSLATE_NOOP("StatusView", "available"), "base"),
)
_ROLES = {
    "highlight": QPalette.ColorRole.Highlight,
    "mid": QPalette.ColorRole.Mid,
    "base": QPalette.ColorRole.Base,
}


def segment_color(kind: SegmentKind, palette: QPalette | None = None) -> QColor:
    """The colour of a segment kind in ``palette`` (the application's by default)."""
    palette = palette or QGuiApplication.palette()
    if kind.color in _ROLES:
        return palette.color(_ROLES[kind.color])
    if kind.color == "warning":
        return tone(Level.WARNING, palette)
    hue = int(kind.color.removeprefix("hue:"))
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return QColor.fromHsl(hue, 150, 150 if dark else 110)


LANE_COLUMNS = (
    QT_TRANSLATE_NOOP("StatusView", "Lane"),
    QT_TRANSLATE_NOOP("StatusView", "Queued"),
    QT_TRANSLATE_NOOP("StatusView", "Oldest"),
    QT_TRANSLATE_NOOP("StatusView", "Running"),
)
REPLICA_COLUMNS = (
    QT_TRANSLATE_NOOP("StatusView", "Replica"),
    QT_TRANSLATE_NOOP("StatusView", "Alive"),
    QT_TRANSLATE_NOOP("StatusView", "Model"),
    QT_TRANSLATE_NOOP("StatusView", "Context"),
    QT_TRANSLATE_NOOP("StatusView", "Answering"),
    QT_TRANSLATE_NOOP("StatusView", "Placement"),
    QT_TRANSLATE_NOOP("StatusView", "PID"),
)
REQUEST_COLUMNS = (
    QT_TRANSLATE_NOOP("StatusView", "Request"),
    QT_TRANSLATE_NOOP("StatusView", "From"),
    QT_TRANSLATE_NOOP("StatusView", "Kind"),
    QT_TRANSLATE_NOOP("StatusView", "Lane"),
    QT_TRANSLATE_NOOP("StatusView", "State"),
)
_MEASURED_BY_SEGMENT = {"weights": "weights", "kv": "KV cache"}  # anything else is compute


class MemoryBar(QWidget):
    """A horizontal bar of memory segments (bytes), painted, with an optional marker."""

    def __init__(self, kinds: Sequence[SegmentKind], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kinds = tuple(kinds)
        self._values = [0] * len(self._kinds)
        self._total = 0
        self._marker: int | None = None
        self._marker_label = ""

    def set_values(self, values: Sequence[int], total: int) -> None:
        """Set each segment's bytes (in the order of the kinds) and the bar's full size."""
        if len(values) != len(self._kinds):
            raise ValueError(f"{len(self._kinds)} values expected, got {len(values)}")
        self._values = [max(0, int(value)) for value in values]
        self._total = max(0, total)
        self.setToolTip(self.legend_text())
        self.update()

    def set_marker(self, at: int | None, label: str = "") -> None:
        """Mark a position on the bar (bytes from the left), or none."""
        self._marker, self._marker_label = at, label
        self.update()

    def segments(self) -> list[tuple[str, int]]:
        """Each segment's label (in English, as ``SegmentKind`` names it) and bytes, left to
        right."""
        return [(kind.label, value) for kind, value in zip(self._kinds, self._values, strict=True)]

    @staticmethod
    def label(kind: SegmentKind) -> str:
        """A segment kind's label in the interface's language."""
        return translate("StatusView", kind.label)

    def marker(self) -> int | None:
        """The marked position in bytes, or None."""
        return self._marker

    def legend_text(self) -> str:
        """The segments as plain text: "weights 1.00 GiB · KV cache 512.00 MiB · ..."."""
        parts = [
            f"{self.label(kind)} {status_words.size(value)}"
            for kind, value in zip(self._kinds, self._values, strict=True)
        ]
        if self._marker is not None and self._marker_label:
            parts.append(self._marker_label)
        return " · ".join(parts)

    def legend_html(self) -> str:
        """The segments as rich text, each after a square in its colour."""
        parts = [
            f'<span style="color:{segment_color(kind, self.palette()).name()}">&#9632;</span> '
            f"{escape(self.label(kind))} {status_words.size(value)}"
            for kind, value in zip(self._kinds, self._values, strict=True)
        ]
        if self._marker is not None and self._marker_label:
            marker = tone(Level.ERROR, self.palette()).name()
            parts.append(f'<span style="color:{marker}">|</span> {escape(self._marker_label)}')
        return " &nbsp; ".join(parts)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Wide and short."""
        return QSize(320, 22)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Narrow enough for a side panel."""
        return QSize(80, 16)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Draw the segments in proportion, then the marker."""
        del event
        painter = QPainter(self)
        try:
            rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
            scale = max(self._total, sum(self._values), 1)
            x = rect.left()
            for kind, value in zip(self._kinds, self._values, strict=True):
                width = rect.width() * value / scale
                segment = QRectF(x, rect.top(), width, rect.height())
                self._paint_segment(painter, segment, segment_color(kind, self.palette()), kind)
                x += width
            if self._marker is not None:
                marker_x = rect.left() + rect.width() * min(self._marker, scale) / scale
                painter.setPen(QPen(tone(Level.ERROR, self.palette()), 2))
                painter.drawLine(int(marker_x), int(rect.top()), int(marker_x), int(rect.bottom()))
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Dark), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
        finally:
            painter.end()

    @staticmethod
    def _paint_segment(painter: QPainter, rect: QRectF, color: QColor, kind: SegmentKind) -> None:
        painter.fillRect(rect, color.lighter(150) if kind.hatched else color)
        if kind.hatched:
            painter.fillRect(rect, QBrush(color.darker(120), Qt.BrushStyle.BDiagPattern))


def gpu_segment_values(status: EngineStatus) -> list[int]:
    """The GPU bar's bytes per segment of ``GPU_SEGMENTS`` (all zero without a GPU).

    Our replicas' measured "weights" and "kv" get their own segments; everything else they
    measured (compute and output buffers) counts as compute. "Other programs" is what the
    card reports used beyond our measured total; "free" is the card's free memory beyond
    the headroom the settings keep.
    """
    if status.gpu is None:
        return [0] * len(GPU_SEGMENTS)
    ours = {"weights": 0, "KV cache": 0, "compute": 0}
    for category, n_bytes in status.gpu_measured.items():
        ours[_MEASURED_BY_SEGMENT.get(category, "compute")] += n_bytes
    other = max(0, status.gpu.used - sum(status.gpu_measured.values()))
    free = max(0, status.gpu.free - status.gpu_headroom)
    return [ours["weights"], ours["KV cache"], ours["compute"], other, status.gpu_headroom, free]


def ram_segment_values(status: EngineStatus) -> list[int]:
    """The host RAM bar's bytes per segment of ``RAM_SEGMENTS``."""
    host = status.host
    other = max(0, host.ram_total - host.ram_available - host.tree_rss)
    return [host.tree_rss, other, host.ram_available]


class StatusView(QScrollArea):
    """Everything ``EngineStatus`` says, for the user who wants to know why.

    The headline says in plain words where a new question would go now (from admission's
    forecast), with the engine's own words behind Details. The view scrolls, so the
    window fits a 768-pixel screen.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state_banner = Banner(name=self.tr("Engine state"))
        self.mode_label = self.state_banner.label
        self.simulated_label = QLabel()
        self.gpu_device_label = QLabel()
        self.gpu_note_label = QLabel()
        self.gpu_bar = MemoryBar(GPU_SEGMENTS)
        self.gpu_legend = QLabel()
        self.gpu_totals_label = QLabel()
        self.ram_bar = MemoryBar(RAM_SEGMENTS)
        self.ram_legend = QLabel()
        self.lanes_table = _table(LANE_COLUMNS)
        self.requests_table = _table(REQUEST_COLUMNS)
        self.breaker_label = QLabel()
        self.remote_label = QLabel()
        self.replicas_table = _table(REPLICA_COLUMNS)
        self._status: EngineStatus | None = None
        self._forecast: Decision | None = None
        self.plain = wording.Plain(self.tr("Waiting for the engine…"), "")
        self._shown: wording.Plain | None = None
        self._build()
        self._name_controls()

    def update_status(self, status: EngineStatus) -> None:
        """Show ``status``; only values change, no widget is created."""
        self._status = status
        self._show_mode(status)
        self._show_gpu(status)
        self._show_host(status)
        self._show_lanes(status)
        self._show_requests(status)
        self._show_breaker(status)
        self._show_remote(status)
        self._show_replicas(status)

    def update_forecast(self, forecast: Decision | None) -> None:
        """Admission's decision for a short question now: the headline is worded from it."""
        self._forecast = forecast
        if self._status is not None:
            self._show_mode(self._status)

    def _build(self) -> None:
        set_tone(self.simulated_label, Level.ERROR)
        self.simulated_label.setWordWrap(True)
        self.simulated_label.hide()
        for legend in (self.gpu_legend, self.ram_legend):
            legend.setTextFormat(Qt.TextFormat.RichText)
            legend.setWordWrap(True)
        for label in (self.breaker_label, self.remote_label, self.gpu_totals_label):
            label.setWordWrap(True)
        self.gpu_note_label.hide()
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.state_banner)
        layout.addWidget(self.simulated_label)
        layout.addWidget(
            _group(
                self.tr("GPU memory"),
                self.gpu_device_label,
                self.gpu_note_label,
                self.gpu_bar,
                self.gpu_legend,
                self.gpu_totals_label,
            )
        )
        layout.addWidget(_group(self.tr("Host RAM"), self.ram_bar, self.ram_legend))
        layout.addWidget(_group(self.tr("Lanes"), self.lanes_table))
        layout.addWidget(
            _group(self.tr("Requests (this window and API clients)"), self.requests_table)
        )
        self.breaker_box = _group(self.tr("Circuit breaker"), self.breaker_label)
        layout.addWidget(self.breaker_box)
        layout.addWidget(_group(self.tr("Replicas"), self.replicas_table))
        self.remote_box = _group(self.tr("Remote server (another machine)"), self.remote_label)
        layout.addWidget(self.remote_box)
        layout.addStretch(1)
        self.remote_box.hide()
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.state_banner.show_plain(self.plain)

    def _name_controls(self) -> None:
        """Accessible names for the parts a screen reader lands on."""
        self.setAccessibleName(self.tr("Engine status"))
        for widget, name in (
            (self.gpu_bar, self.tr("GPU memory use")),
            (self.ram_bar, self.tr("Host memory use")),
            (self.lanes_table, self.tr("Lanes")),
            (self.requests_table, self.tr("Requests queued or running")),
            (self.replicas_table, self.tr("Model replicas")),
            (self.breaker_label, self.tr("Circuit breaker")),
            (self.remote_label, self.tr("Remote server")),
            (self.gpu_totals_label, self.tr("GPU memory totals")),
        ):
            widget.setAccessibleName(name)

    def _show_mode(self, status: EngineStatus) -> None:
        self.plain = wording.engine_state(status, self._forecast)
        if self.plain != self._shown:
            self._shown = self.plain
            self.state_banner.show_plain(self.plain)
        total = status.gpu.total if status.gpu is not None else 0
        self.simulated_label.setText(
            self.tr(
                "SIMULATED GPU of {size}: its memory is a simulation, not a real card; "
                "the models really run on the CPU."
            ).format(size=status_words.size(total))
        )
        self.simulated_label.setVisible(status.gpu_simulated)

    def _show_gpu(self, status: EngineStatus) -> None:
        gpu = status.gpu
        for widget in (self.gpu_bar, self.gpu_legend, self.gpu_totals_label):
            widget.setVisible(gpu is not None)
        # The engine's description of the card is English: the card's name is shown, and
        # the description is a hover away.
        self.gpu_device_label.setVisible(gpu is not None)
        self.gpu_device_label.setText("" if gpu is None else self._device_name(status))
        self.gpu_device_label.setToolTip(status.gpu_description)
        if gpu is None:
            self.gpu_note_label.setText(self.tr("No GPU: CPU only"))
            self.gpu_note_label.setToolTip(status.gpu_description)
            self.gpu_note_label.show()
            self.gpu_bar.set_values(gpu_segment_values(status), 0)
            return
        self.gpu_note_label.setToolTip("")
        self.gpu_note_label.setText(
            self.tr("GPU error: {error}").format(error=gpu.error) if gpu.error else ""
        )
        self.gpu_note_label.setVisible(bool(gpu.error))
        self.gpu_bar.set_values(gpu_segment_values(status), gpu.total)
        self.gpu_bar.setAccessibleDescription(self.gpu_bar.legend_text())
        self.gpu_legend.setText(self.gpu_bar.legend_html())
        measured = sum(status.gpu_measured.values())
        self.gpu_totals_label.setText(
            self.tr(
                "predicted (ledger) {predicted} · observed {observed} · "
                "card: {used} used of {total}"
            ).format(
                predicted=status_words.size(status.gpu_predicted),
                observed=status_words.size(measured),
                used=status_words.size(gpu.used),
                total=status_words.size(gpu.total),
            )
        )

    def _device_name(self, status: EngineStatus) -> str:
        assert status.gpu is not None
        if status.gpu_simulated:
            size = status_words.size(status.gpu.total)
            return self.tr("Simulated GPU ({size})").format(size=size)
        return status.gpu.name

    def _show_host(self, status: EngineStatus) -> None:
        host = status.host
        self.ram_bar.set_values(ram_segment_values(status), host.ram_total)
        reserve = status_words.size(status.ram_reserve)
        self.ram_bar.set_marker(
            max(0, host.ram_total - status.ram_reserve),
            self.tr("reserve {size} (kept free by the guard)").format(size=reserve),
        )
        of = self.tr("of {total}, %n CPU(s)", "", host.cpu_count)
        self.ram_legend.setText(
            f"{self.ram_bar.legend_html()} &nbsp; "
            + escape(of.format(total=status_words.size(host.ram_total)))
        )

    def _show_lanes(self, status: EngineStatus) -> None:
        lanes = [lane for lane in status.lanes if lane.name != "gpu" or _has_gpu(status)]
        self.lanes_table.setRowCount(len(lanes))
        _fit_rows(self.lanes_table)
        for row, lane in enumerate(lanes):
            oldest = status_words.seconds(lane.oldest_age_s) if lane.queued else "-"
            running = ", ".join(lane.running) or "-"
            values = (status_words.lane(lane.name), f"{lane.queued}/{lane.max_queue}")
            _set_row(self.lanes_table, row, (*values, oldest, running))

    def _show_requests(self, status: EngineStatus) -> None:
        self.requests_table.setRowCount(len(status.requests))
        _fit_rows(self.requests_table, 1)
        for row, request in enumerate(status.requests):
            values = (
                request.request_id,
                status_words.origin(request.origin),
                status_words.kind(request.kind),
                status_words.lane(request.lane),
                status_words.state(request.state, request.attempt),
            )
            _set_row(self.requests_table, row, values)

    def _show_breaker(self, status: EngineStatus) -> None:
        # Without a GPU the breaker guards nothing: "closed (the GPU is used)" misleads.
        self.breaker_box.setHidden(not _has_gpu(status))
        self.breaker_label.setText(status_words.breaker(status.breaker))

    def _show_remote(self, status: EngineStatus) -> None:
        remote = status.remote
        self.remote_box.setVisible(remote is not None)
        if remote is not None:
            self.remote_label.setText(status_words.remote(remote))

    def _show_replicas(self, status: EngineStatus) -> None:
        self.replicas_table.setRowCount(len(status.replicas))
        _fit_rows(self.replicas_table)
        for row, replica in enumerate(status.replicas):
            values = (
                status_words.replica(replica.name, replica.lane),
                status_words.yes_no(replica.alive),
                replica.model or "-",
                status_words.replica_context(replica.chat_ctx, replica.parallel),
                status_words.replica_slots(replica.answering, replica.parallel, replica.alive),
                status_words.placement(replica.placement) if replica.placement else "-",
                str(replica.pid) if replica.pid is not None else "-",
            )
            _set_row(self.replicas_table, row, values)


def _has_gpu(status: EngineStatus) -> bool:
    """False on a machine whose engine runs on the processor only: the GPU lane and the
    breaker that guards it are then not shown (the engine keeps them, idle)."""
    return status.mode != "cpu-only"


def _group(title: str, *widgets: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    for widget in widgets:
        layout.addWidget(widget)
    return box


def _table(columns: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels([translate("StatusView", column) for column in columns])
    table.verticalHeader().hide()
    table.setCornerButtonEnabled(False)
    corner = table.findChild(QAbstractButton)  # "select all", for the hidden row header
    if corner is not None:
        corner.hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _fit_rows(table: QTableWidget, least: int = 2) -> None:
    """Make ``table`` as tall as its rows (at least ``least``), so the page does not hold
    empty space: the view scrolls instead."""
    rows = max(table.rowCount(), least)
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += rows * (table.verticalHeader().defaultSectionSize())
    table.setFixedHeight(height + 2)


def _set_row(table: QTableWidget, row: int, values: Sequence[str]) -> None:
    """Set a row's texts, reusing its items where they exist."""
    for column, value in enumerate(values):
        item = table.item(row, column)
        if item is None:
            table.setItem(row, column, QTableWidgetItem(value))
        elif item.text() != value:
            item.setText(value)
