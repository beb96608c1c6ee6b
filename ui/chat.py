"""The chat window's content (R21): conversations, streaming answers, the degraded banner."""

from __future__ import annotations

import random
import uuid

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.api import (
    Accepted,
    Cancelled,
    ChatRequest,
    Completed,
    Degraded,
    EngineEvent,
    Failed,
    Queued,
    Retrying,
    Running,
    TokenEvent,
    ToolCalled,
)
from ui.banner import DegradedBanner
from ui.bridge import EngineBridge
from ui.conversations import Conversation, ConversationStore, Message
from ui.message import MessageView

# One tool at a time: a forced call keeps the small default model's arguments short.
AGENT_TOOLS = ("append_note",)


class PromptEdit(QPlainTextEdit):
    """The message box: Enter sends, Shift+Enter starts a new line.

    Signals:
        submitted(): Enter was pressed.
    """

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Turn a plain Enter into ``submitted``; everything else types as usual."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class ChatPanel(QWidget):
    """Conversations on the left; the open one, its banner and the input on the right.

    Signals:
        busy_changed(bool): an answer is being written (or waits) or not.
    """

    busy_changed = Signal(bool)

    def __init__(
        self,
        bridge: EngineBridge,
        store: ConversationStore,
        max_tokens: int = 512,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.bridge, self.store, self.max_tokens = bridge, store, max_tokens
        self.conversation: Conversation | None = None
        self.tag: str | None = None  # the request being answered
        self.request_id: str | None = None
        self.answer: MessageView | None = None
        self._build()
        self._connect_signals()
        self._load_conversations()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.list = QListWidget(self)
        self.new_button, self.rename_button, self.delete_button = (
            QPushButton(text, self) for text in ("New", "Rename", "Delete")
        )
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(self.list)
        row = QHBoxLayout()
        for button in (self.new_button, self.rename_button, self.delete_button):
            row.addWidget(button)
        left_layout.addLayout(row)
        self.banner = DegradedBanner(self)
        self.messages = QWidget(self)
        self.messages_layout = QVBoxLayout(self.messages)
        self.messages_layout.addStretch(1)
        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.messages)
        self.input = PromptEdit(self)
        self.input.setPlaceholderText("Ask something. Enter sends, Shift+Enter starts a new line.")
        self.input.setFixedHeight(80)
        self.tools_box = QCheckBox("Notes tool", self)
        self.tools_box.setToolTip(
            "Let the model append to your notes file (each call runs exactly once)"
        )
        self.send_button = QPushButton("Send", self)
        self.stop_button = QPushButton("Stop", self)
        self.stop_button.hide()
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.banner)
        right_layout.addWidget(self.scroller, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.input, 1)
        bottom.addWidget(self.tools_box)
        bottom.addWidget(self.send_button)
        bottom.addWidget(self.stop_button)
        right_layout.addLayout(bottom)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        QVBoxLayout(self).addWidget(splitter)

    def _connect_signals(self) -> None:
        self.send_button.clicked.connect(self._send_clicked)
        self.input.submitted.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.banner.cancel_clicked.connect(self.stop)
        self.new_button.clicked.connect(self.new_conversation)
        self.rename_button.clicked.connect(self._ask_rename)
        self.delete_button.clicked.connect(self.delete_conversation)
        self.list.currentItemChanged.connect(self._open_item)
        self.bridge.submitted.connect(self._on_submitted)
        self.bridge.refused.connect(self._on_refused)
        self.bridge.request_event.connect(self._on_event)

    # --- conversations -----------------------------------------------------------------------

    def _load_conversations(self) -> None:
        conversations = self.store.all() or [self.store.create()]
        for conversation in conversations:
            self._add_item(conversation)
        self.list.setCurrentRow(0)

    def _add_item(self, conversation: Conversation, first: bool = False) -> None:
        item = QListWidgetItem(conversation.title)
        item.setData(Qt.ItemDataRole.UserRole, conversation)
        if first:
            self.list.insertItem(0, item)
        else:
            self.list.addItem(item)

    def new_conversation(self) -> None:
        """Start a new conversation and open it."""
        self._add_item(self.store.create(), first=True)
        self.list.setCurrentRow(0)
        self.input.setFocus()

    def rename_conversation(self, title: str) -> None:
        """Rename the open conversation."""
        item = self.list.currentItem()
        if item is None or self.conversation is None or not title.strip():
            return
        self.conversation.title = title.strip()
        item.setText(self.conversation.title)
        self.store.save(self.conversation)

    def delete_conversation(self) -> None:
        """Delete the open conversation (a new empty one replaces the last)."""
        row = self.list.currentRow()
        if self.conversation is None or row < 0:
            return
        self.store.delete(self.conversation.id)
        self.list.takeItem(row)
        if self.list.count() == 0:
            self.new_conversation()

    def _ask_rename(self) -> None:
        if self.conversation is not None:
            title, ok = QInputDialog.getText(self, "Rename", "Title:", text=self.conversation.title)
            if ok:
                self.rename_conversation(title)

    def _open_item(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        self.conversation = item.data(Qt.ItemDataRole.UserRole)
        while self.messages_layout.count() > 1:
            child = self.messages_layout.takeAt(0)
            widget = child.widget() if child is not None else None
            if widget is not None:
                widget.deleteLater()
        assert self.conversation is not None
        for message in self.conversation.messages:
            view = self._add_view(message.role, message.content)
            view.set_note(message.note)

    def _add_view(self, role: str, text: str) -> MessageView:
        view = MessageView(role, text, self.messages)
        self.messages_layout.insertWidget(self.messages_layout.count() - 1, view)
        bar = self.scroller.verticalScrollBar()
        bar.rangeChanged.connect(lambda _lo, hi: bar.setValue(hi))
        return view

    # --- asking ------------------------------------------------------------------------------

    def send(self, text: str | None = None) -> None:
        """Send the input (or ``text``) as the next user message."""
        text = (text if text is not None else self.input.toPlainText()).strip()
        if not text or self.tag is not None or self.conversation is None:
            return
        self.input.clear()
        self.conversation.messages.append(Message("user", text))
        if len(self.conversation.messages) == 1:
            self.rename_conversation(text[:40])
        self._add_view("user", text)
        self._ask()

    def _ask(self) -> None:
        assert self.conversation is not None
        self.answer = self._add_view("assistant", "")
        self.answer.set_note("waiting")
        self.answer.cancel_clicked.connect(self.stop)
        self.answer.retry_clicked.connect(self.retry)
        self.answer.continue_clicked.connect(self.continue_answer)
        self.tag = uuid.uuid4().hex
        # Seeded sampling: varied answers, yet a failover can replay and check the prefix.
        request = ChatRequest.from_messages(
            self.conversation.history(),
            max_tokens=self.max_tokens,
            temperature=0.7,
            seed=random.randrange(2**31),
            agent_tools=AGENT_TOOLS if self.tools_box.isChecked() else (),
        )
        self._set_busy(True)
        self.bridge.submit(self.tag, request)

    def _send_clicked(self) -> None:
        self.send()

    def stop(self) -> None:
        """Cancel the answer being written (or waiting)."""
        if self.request_id is not None:
            self.bridge.cancel(self.request_id)

    def retry(self) -> None:
        """Ask the last question again."""
        if self.tag is None and self.conversation and self.conversation.messages:
            if self.conversation.messages[-1].role == "assistant":
                self.conversation.messages.pop()
            self._ask()

    def continue_answer(self) -> None:
        """Ask the model to go on from a cut-off answer."""
        if self.tag is None and self.conversation is not None:
            self.send("Continue.")

    # --- what the engine says ----------------------------------------------------------------

    def _on_submitted(self, tag: str, request_id: str) -> None:
        if tag == self.tag:
            self.request_id = request_id

    def _on_refused(self, tag: str, reason: str) -> None:
        if tag == self.tag and self.answer is not None:
            self.answer.show_error(reason, resumable=False)
            self._finish("refused")

    def _on_event(self, tag: str, event: EngineEvent) -> None:
        answer = self.answer
        if tag != self.tag or answer is None:
            return
        if isinstance(event, TokenEvent):
            answer.append(event.text)
        elif isinstance(event, ToolCalled):
            answer.add_tool_call(event.name, event.arguments, event.result, event.replayed)
        elif isinstance(event, Degraded):
            answer.banner.show_event(event)
            self.banner.show_event(event)
        elif isinstance(event, Completed):
            answer.set_text(event.text)
            self._finish(_note(event))
        elif isinstance(event, Failed):
            answer.show_error(f"{event.message} ({event.kind})", event.resumable)
            self._finish(_note(event))
        elif isinstance(event, Cancelled):
            self._finish("stopped")
        else:
            answer.set_note(_note(event))

    def _finish(self, note: str) -> None:
        answer = self.answer
        if answer is not None:
            answer.set_note(note)
            answer.banner.finish()
            if self.conversation is not None and answer.text:
                self.conversation.messages.append(Message("assistant", answer.text, note))
                self.store.save(self.conversation)
        self.banner.clear()
        self.tag = self.request_id = None
        self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)
        self.busy_changed.emit(busy)


def _note(event: EngineEvent) -> str:
    """How an answer is being made, in a few words, for the message's header."""
    if isinstance(event, Accepted):
        return f"{event.route}, ETA ~{event.eta_s:.0f} s"
    if isinstance(event, Queued):
        return f"queued on the {event.lane.upper()} lane, position {event.position}"
    if isinstance(event, Running):
        attempt = f" · attempt {event.attempt}" if event.attempt > 1 else ""
        return f"{event.lane.upper()} · {event.model}{attempt}"
    if isinstance(event, Retrying):
        failed, lane = event.failed_lane.upper(), event.next_lane.upper()
        return f"the {failed} failed ({event.error_kind}); retrying on the {lane}"
    if isinstance(event, Completed):
        note = event.lane.upper() + (f", attempt {event.attempts}" if event.attempts > 1 else "")
        if event.finish_reason == "length":  # say why the answer stops mid-sentence
            note += " · cut at the answer's token limit"
        return note
    if isinstance(event, Failed):
        return f"failed: {event.kind}"
    return ""
