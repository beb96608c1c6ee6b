"""The list of conversations: New, Rename (F2, in place), Delete (the Delete key), busy marks.

The list is drawn from the chat model; an item carries its conversation's id, never the
conversation itself, so a list rebuilt while answers stream never points at stale state.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.chat_model import ChatModel

BUSY_MARK = "● "  # an answer is being written in this conversation (before the title)


class ChatSidebar(QWidget):
    """Conversations, most recent first.

    Signals:
        opened(str): the user chose a conversation (its id).
        new_requested(): New was clicked.
        delete_requested(str): delete this conversation (its id).
    """

    opened = Signal(str)
    new_requested = Signal()
    delete_requested = Signal(str)

    def __init__(self, model: ChatModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.list = QListWidget(self)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.setAccessibleName(self.tr("Conversations"))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.new_button = QPushButton(self.tr("New"), self)
        self.rename_button = QPushButton(self.tr("Rename"), self)
        self.delete_button = QPushButton(self.tr("Delete"), self)
        for button, tip in (
            (self.new_button, self.tr("Start a new conversation (Ctrl+N)")),
            (self.rename_button, self.tr("Rename the conversation (F2)")),
            (
                self.delete_button,
                self.tr("Delete the conversation (Delete; Undo brings it back)"),
            ),
        ):
            button.setToolTip(tip)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        for button in (self.new_button, self.rename_button, self.delete_button):
            row.addWidget(button)
        layout.addLayout(row)
        self._filling = False
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemChanged.connect(self._edited)
        self.new_button.clicked.connect(self.new_requested)
        self.rename_button.clicked.connect(self.rename_current)
        self.delete_button.clicked.connect(self._delete_current)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete.activated.connect(self._delete_current)
        self.model.listed.connect(self.refill)
        self.model.busy_changed.connect(lambda _cid, _busy: self.refill())

    def current_id(self) -> str:
        """The id of the selected conversation ("" when none)."""
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def select(self, conversation_id: str) -> None:
        """Select a conversation by id."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == conversation_id:
                self.list.setCurrentRow(row)
                return

    def refill(self) -> None:
        """Redraw the list from the model, keeping the selection."""
        current = self.current_id()
        self._filling = True
        self.list.clear()
        for conversation in self.model.conversations:
            mark = BUSY_MARK if self.model.busy(conversation.id) else ""
            item = QListWidgetItem(mark + conversation.title)
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
        if current and self.model.get(current) is not None:
            self.select(current)  # the same conversation stays open: no signal
            self._filling = False
            return
        if self.list.count():
            self.list.setCurrentRow(0)
        self._filling = False
        self.opened.emit(self.current_id())  # "" when the last one went

    def rename_current(self) -> None:
        """Edit the selected conversation's title in place (Enter keeps, Esc cancels)."""
        item = self.list.currentItem()
        if item is None:
            return
        conversation = self.model.get(self.current_id())
        self._filling = True
        item.setText(conversation.title if conversation else item.text())
        self._filling = False
        self.list.setFocus()
        self.list.editItem(item)

    def _current_changed(self, item: QListWidgetItem | None) -> None:
        if item is not None and not self._filling:
            self.opened.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _edited(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        conversation_id = str(item.data(Qt.ItemDataRole.UserRole))
        title = item.text().removeprefix(BUSY_MARK)  # read now: renaming redraws the list
        self.model.rename(conversation_id, title)
        conversation = self.model.get(conversation_id)
        if conversation is not None and " ".join(title.split()) != conversation.title:
            self.refill()  # an empty title is refused: show the old one again

    def _delete_current(self) -> None:
        if self.current_id():
            self.delete_requested.emit(self.current_id())
