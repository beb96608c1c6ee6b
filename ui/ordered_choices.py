"""An editor for an ordered pick of choices, such as what to try under GPU pressure.

Checked items are used, top to bottom; drag them, or use the arrow buttons, to reorder.
The value is the comma list of checked items, as in the settings file.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

ROW_HEIGHT_PX = 22


class OrderedChoices(QWidget):
    """Checkable, reorderable items; ``text()`` is the checked ones, in order.

    Signals:
        changed(): an item was checked, unchecked or moved.
    """

    changed = Signal()

    def __init__(
        self,
        choices: tuple[str, ...],
        shown: Callable[[str], str] = str,
        parent: QWidget | None = None,
    ) -> None:
        """``shown`` words a choice for people (the value stays the choice itself)."""
        super().__init__(parent)
        self.choices = choices
        self._shown = shown
        self.items = QListWidget(self)
        self.items.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.items.itemChanged.connect(lambda _item: self.changed.emit())
        self.items.model().rowsMoved.connect(lambda *_args: self.changed.emit())
        self.up = QPushButton(self.tr("Move &up"), self)
        self.down = QPushButton(self.tr("Move do&wn"), self)
        self.up.clicked.connect(lambda: self.shift(-1))
        self.down.clicked.connect(lambda: self.shift(1))
        for button in (self.up, self.down):
            button.setAutoDefault(False)  # Enter is the dialog's OK, not a move
        buttons = QVBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.items, 1)
        layout.addLayout(buttons)
        self.set_text(",".join(choices))
        row = self.items.sizeHintForRow(0) if self.items.count() else ROW_HEIGHT_PX
        self.items.setFixedHeight(row * len(choices) + 2 * self.items.frameWidth() + 4)

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 (Qt's name)
        """Name the editor and its list (where a screen reader lands)."""
        super().setAccessibleName(name)
        self.items.setAccessibleName(self.tr("{name}: check and order the items").format(name=name))

    def set_text(self, text: str) -> None:
        """Check the listed items in their order; the other choices follow, unchecked.

        An item that is not a choice is kept (checked, marked) so that validation can say
        what is wrong with it.
        """
        listed = [item.strip() for item in text.split(",") if item.strip()]
        self.items.blockSignals(True)
        self.items.clear()
        for name in listed:
            self._add(name, checked=True)
        for name in self.choices:
            if name not in listed:
                self._add(name, checked=False)
        self.items.blockSignals(False)
        self.changed.emit()

    def text(self) -> str:
        """The checked items, top to bottom, as a comma list."""
        return ",".join(
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in self._all()
            if item.checkState() == Qt.CheckState.Checked
        )

    def shift(self, step: int) -> None:
        """Move the selected item up (-1) or down (+1)."""
        row = self.items.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.items.count():
            return
        item = self.items.takeItem(row)
        self.items.insertItem(target, item)
        self.items.setCurrentRow(target)
        self.changed.emit()

    def _add(self, name: str, checked: bool) -> None:
        if name in self.choices:
            shown = self._shown(name)
        else:
            shown = self.tr("{name} (unknown)").format(name=name)
        item = QListWidgetItem(shown)
        item.setData(Qt.ItemDataRole.UserRole, name)
        flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsDragEnabled
        item.setFlags(flags & ~Qt.ItemFlag.ItemIsDropEnabled)  # dropped between, not onto
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.items.addItem(item)

    def _all(self) -> list[QListWidgetItem]:
        return [self.items.item(i) for i in range(self.items.count())]
