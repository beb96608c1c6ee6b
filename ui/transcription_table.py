"""The transcription queue's table: one row per file, drawn from its ``Row``.

File, language, state, progress (seconds of audio), ETA, route, and Cancel / Retry buttons whose ids
are the rows. Colours come from ``ui.theme`` (the palette), never fixed ones.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from ui.theme import tone
from ui.transcription_rows import ACTIVE, Row, countdown
from ui.wording import Level, Plain

COLUMNS = ("File", "Language", "State", "Progress", "ETA", "Route", "")
FILE, LANGUAGE, STATE, PROGRESS, ETA, ROUTE, ACTIONS = range(len(COLUMNS))
_STEPS = 1000  # progress bar resolution


class QueueTable(QTableWidget):
    """The rows of the queue; ``cancels`` and ``retries`` report a button's row as its id."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.cancels, self.retries = QButtonGroup(self), QButtonGroup(self)
        for group in (self.cancels, self.retries):
            group.setExclusive(False)
        self.setHorizontalHeaderLabels(
            [
                self.tr("File"),
                self.tr("Language"),
                self.tr("State"),
                self.tr("Progress"),
                self.tr("ETA"),
                self.tr("Route"),
                "",
            ]
        )
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(FILE, QHeaderView.ResizeMode.Stretch)
        for column in (LANGUAGE, ACTIONS):  # German and French buttons are wider
            self.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents
            )
        self.verticalHeader().setVisible(False)
        self.setAccessibleName(self.tr("Files to transcribe"))

    def add_row(self, name: str) -> None:
        """Append a row for the file called ``name`` (its cells are filled by ``show``)."""
        row = self.rowCount()
        self.insertRow(row)
        for column in (FILE, LANGUAGE, STATE, ETA, ROUTE):
            self.setItem(row, column, QTableWidgetItem())
        bar = QProgressBar(minimum=0, maximum=_STEPS)
        bar.setAccessibleName(self.tr("Progress of {name}").format(name=name))
        self.setCellWidget(row, PROGRESS, bar)
        actions = QWidget()
        box = QHBoxLayout(actions)
        box.setContentsMargins(0, 0, 0, 0)
        for group, text, accessible in (
            (self.cancels, self.tr("Cancel"), self.tr("Cancel {name}")),
            (self.retries, self.tr("Retry"), self.tr("Retry {name}")),
        ):
            group.addButton(button := QToolButton(), row)
            button.setText(text)
            button.setAccessibleName(accessible.format(name=name))
            box.addWidget(button)
        self.setCellWidget(row, ACTIONS, actions)

    def _state_text(self, state: str) -> str:
        """A row's state in the interface's language."""
        texts = {
            "checking": self.tr("checking"),
            "queued": self.tr("queued"),
            "running": self.tr("running"),
            "done": self.tr("done"),
            "failed": self.tr("failed"),
            "cancelled": self.tr("cancelled"),
            "cancelling": self.tr("cancelling…"),
        }
        return texts.get(state, state)

    def cell(self, row: int, column: int) -> QTableWidgetItem:
        """The item of a text cell (every row has them from ``add_row``)."""
        item = self.item(row, column)
        assert item is not None
        return item

    def show_row(self, row: int, entry: Row, eta_s: float | None) -> None:
        """Draw ``entry`` in ``row``."""
        self.cell(row, FILE).setText(entry.path.name)
        self.cell(row, FILE).setToolTip(str(entry.path))
        self.cell(row, LANGUAGE).setText(entry.language_label)
        state = self.cell(row, STATE)
        asked = entry.cancel_asked and entry.state in ACTIVE
        state.setText(self._state_text("cancelling" if asked else entry.state))
        failed = entry.state == "failed"
        state.setData(Qt.ItemDataRole.ForegroundRole, tone(Level.ERROR) if failed else None)
        state.setToolTip(problem_tip(entry.problem) if entry.problem else "")
        route = self.cell(row, ROUTE)
        route.setText(entry.route)
        route.setToolTip(entry.route_tip)
        warn = tone(Level.WARNING) if entry.route_tip else None
        route.setData(Qt.ItemDataRole.ForegroundRole, warn)
        bar = self.cellWidget(row, PROGRESS)
        assert isinstance(bar, QProgressBar)
        total = entry.total
        fraction = 1.0 if entry.state == "done" else entry.done_s / (total or 1.0)
        bar.setValue(round(_STEPS * min(fraction, 1.0)))
        locale = QLocale()  # the interface's decimal mark: "4,4 / 6,5 s" in German
        done, whole = locale.toString(entry.done_s, "f", 1), locale.toString(total, "f", 1)
        bar.setFormat(f"{done} / {whole} s" if total else "")
        self.show_eta(row, eta_s)
        self.cancels.button(row).setEnabled(entry.state in ACTIVE and not entry.cancel_asked)
        retry = self.retries.button(row)
        retry.setEnabled(entry.can_retry)
        retry.setVisible(entry.state != "failed" or entry.can_retry)  # never for non-audio

    def show_eta(self, row: int, eta_s: float | None) -> None:
        """The row's ETA as a countdown ("" when none)."""
        self.cell(row, ETA).setText("" if eta_s is None else countdown(eta_s))


def problem_tip(problem: Plain) -> str:
    """A failure as a rich-text tooltip: its title in the error colour, text and details."""
    color = tone(Level.ERROR).name()
    return (
        f'<span style="color:{color}"><b>{html.escape(problem.title)}</b></span><br>'
        f"{html.escape(problem.text)}<br><small>{html.escape(problem.detail)}</small>"
    )
