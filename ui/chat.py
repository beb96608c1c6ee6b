"""The chat tab (R21): conversations, the open one, the banner, the prompt.

State lives in ``ChatModel`` (conversations and messages) and requests in ``ChatLink``
(which answer goes where); this panel only arranges their views and turns keys and clicks
into their calls.

Keys: Enter sends, Shift+Enter starts a line, Esc stops an answer (or leaves editing), Tab
leaves the prompt, F2 renames the conversation, Delete (in the list) deletes it, and Undo
(Ctrl+Z in the list, or the button in the bar) brings it back.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.api import Degraded, Settings
from ui import chat_context as context
from ui.banner import DegradedBanner
from ui.bridge import EngineBridge
from ui.chat_composer import Composer
from ui.chat_link import ChatLink
from ui.chat_model import ChatModel, Deleted
from ui.chat_sidebar import ChatSidebar
from ui.chat_view import ChatView
from ui.conversations import Conversation, ConversationStore
from ui.i18n import QT_TRANSLATE_NOOP
from ui.message import MessageView

log = logging.getLogger(__name__)
UNDO_MS = 15000  # how long Undo is offered after a delete
EMPTY_HINT = QT_TRANSLATE_NOOP(
    "ChatPanel",
    "<p>Ask anything below. Enter sends, Shift+Enter starts a new line, Esc stops an answer.</p>",
)


class ChatPanel(QWidget):
    """Conversations on the left; the open one, its banner and the prompt on the right.

    Signals:
        busy_changed(bool): some conversation's answer is being written (or waits), or none.
    """

    busy_changed = Signal(bool)

    def __init__(
        self,
        bridge: EngineBridge,
        store: ConversationStore,
        max_tokens: int = 512,
        parent: QWidget | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = ChatModel(store, self)
        self.link = ChatLink(bridge, self.model, self)
        self.link.max_tokens = max_tokens
        self.conversation_id = ""
        self.editing_id = ""  # the user message being edited, "" when none
        self.deleted: Deleted | None = None
        self._build()
        self._connect_signals()
        self.view.set_welcome(self.tr(EMPTY_HINT))
        if settings is not None:
            self.apply_settings(settings)
        if not self.model.conversations:
            self.model.create()
        self.sidebar.refill()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.sidebar = ChatSidebar(self.model, self)
        self.banner = DegradedBanner(self)
        self.view = ChatView(self.model, self)
        self.undo_bar = QWidget(self)
        self.undo_label = QLabel(self.undo_bar)
        self.undo_button = QPushButton(self.tr("&Undo"), self.undo_bar)
        undo_row = QHBoxLayout(self.undo_bar)
        undo_row.setContentsMargins(0, 0, 0, 0)
        undo_row.addWidget(self.undo_label, 1)
        undo_row.addWidget(self.undo_button)
        self.undo_bar.hide()
        self._undo_timer = QTimer(self)
        self._undo_timer.setSingleShot(True)
        self._undo_timer.setInterval(UNDO_MS)
        self.composer = Composer(self)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.banner)
        right_layout.addWidget(self.view, 1)
        right_layout.addWidget(self.undo_bar)
        right_layout.addWidget(self.composer)
        splitter = QSplitter(self)
        splitter.addWidget(self.sidebar)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([220, 780])
        QVBoxLayout(self).addWidget(splitter)
        self.setFocusProxy(self.composer.input)

    def _connect_signals(self) -> None:
        composer, sidebar = self.composer, self.sidebar
        composer.send_clicked.connect(self._send_clicked)
        composer.stop_clicked.connect(self.stop)
        composer.options_changed.connect(self._options_changed)
        composer.input.textChanged.connect(self._update_meter)
        composer.input.edit_last.connect(self.edit_last)
        self.banner.cancel_clicked.connect(self.stop)
        sidebar.opened.connect(self._open)
        sidebar.new_requested.connect(self.new_conversation)
        sidebar.delete_requested.connect(self._delete)
        self.view.action.connect(self._message_action)
        self.undo_button.clicked.connect(self.undo)
        self._undo_timer.timeout.connect(self.undo_bar.hide)
        self.model.busy_changed.connect(self._busy_changed)
        self.model.reset.connect(lambda _cid: self._update_meter())
        self.link.degraded.connect(self._degraded)
        for keys, slot, context_ in (
            ("Esc", self.escape, Qt.ShortcutContext.WidgetWithChildrenShortcut),
            ("F2", self.sidebar.rename_current, Qt.ShortcutContext.WidgetWithChildrenShortcut),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(context_)
            shortcut.activated.connect(slot)
        undo = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self.sidebar.list)
        undo.setContext(Qt.ShortcutContext.WidgetShortcut)
        undo.activated.connect(self.undo)

    # --- what callers read (tests, the app, the benchmark) ----------------------------------

    @property
    def input(self) -> QPlainTextEdit:
        """The prompt."""
        return self.composer.input

    @property
    def send_button(self) -> QPushButton:
        """Send."""
        return self.composer.send_button

    @property
    def stop_button(self) -> QPushButton:
        """Stop."""
        return self.composer.stop_button

    @property
    def tools_box(self) -> QCheckBox:
        """Let the model use the notes tool."""
        return self.composer.tools_box

    @property
    def list(self) -> QListWidget:
        """The conversations' list."""
        return self.sidebar.list

    @property
    def conversation(self) -> Conversation | None:
        """The open conversation."""
        return self.model.get(self.conversation_id)

    @property
    def tag(self) -> str | None:
        """The tag of the open conversation's request in flight (None when idle)."""
        return self.link.tag_of(self.conversation_id)

    @property
    def answer(self) -> MessageView | None:
        """The widget of the open conversation's last answer (drawn up to date)."""
        self.view.flush()
        answers = [v for v in self.view.views if v.role == "assistant"]
        return answers[-1] if answers else None

    @property
    def max_tokens(self) -> int:
        """The longest answer asked for, in tokens."""
        return self.link.max_tokens

    @max_tokens.setter
    def max_tokens(self, value: int) -> None:
        self.link.max_tokens = value
        self._update_meter()

    @property
    def ready(self) -> bool:
        """Whether Send works (the engine is ready)."""
        return self.composer.send_button.isEnabled()

    def busy(self) -> bool:
        """Whether any conversation waits for an answer."""
        return bool(self.link.pending)

    # --- settings and start-up ---------------------------------------------------------------

    def apply_settings(self, settings: Settings) -> None:
        """Answer length, context size, the overflow policy, and what new conversations start
        with (system prompt, temperature), from the settings."""
        self.model.defaults = (
            settings.get_str("llm.system_prompt"),
            settings.get_float("llm.temperature"),
        )
        self.link.max_tokens = settings.get_int("llm.max_tokens_default")
        self.link.context = context.context_size(
            settings.get_int("gpu_lane.max_ctx"),
            settings.get_int("cpu_lane.max_ctx"),
            settings.get_str("cpu_lane.readiness") != "none",
        )
        self.link.policy = settings.get_str("chat.overflow")
        self._update_meter()

    def set_ready(self, ready: bool, why: str = "") -> None:
        """Enable Send once the engine is ready (typing works before)."""
        self.composer.set_ready(ready, why)

    def set_welcome(self, html: str) -> None:
        """What an empty conversation shows."""
        self.view.set_welcome(html)

    def focus_prompt(self) -> None:
        """Put the keyboard focus in the prompt."""
        self.composer.input.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- conversations -----------------------------------------------------------------------

    def new_conversation(self) -> None:
        """Start a new conversation and open it."""
        conversation = self.model.create()
        self.sidebar.select(conversation.id)
        self._open(conversation.id)
        self.focus_prompt()

    def rename_conversation(self, title: str) -> None:
        """Rename the open conversation (a manual title stays)."""
        self.model.rename(self.conversation_id, title)

    def delete_conversation(self) -> None:
        """Delete the open conversation (Undo brings it back)."""
        self._delete(self.conversation_id)

    def ask_rename(self) -> None:
        """Rename through a dialog (for callers without the list at hand)."""
        if self.conversation is not None:
            title, ok = QInputDialog.getText(
                self, self.tr("Rename"), self.tr("Title:"), text=self.conversation.title
            )
            if ok:
                self.rename_conversation(title)

    def undo(self) -> None:
        """Bring back what was deleted last."""
        if self.deleted is None:
            return
        deleted, self.deleted = self.deleted, None
        self.model.undo(deleted)
        if deleted.message is None:
            self.sidebar.select(deleted.conversation.id)
            self._open(deleted.conversation.id)
        self.undo_bar.hide()

    def _delete(self, conversation_id: str) -> None:
        if self.model.get(conversation_id) is None:
            return
        self.link.abandon(conversation_id)
        self.deleted = self.model.delete(conversation_id)
        if not self.model.conversations:
            self.new_conversation()
        if self.deleted is not None:
            self._offer_undo(
                self.tr("Deleted “{title}”.").format(title=self.deleted.conversation.title)
            )

    def _offer_undo(self, text: str) -> None:
        self.undo_label.setText(text)
        self.undo_bar.show()
        self._undo_timer.start()

    def _open(self, conversation_id: str) -> None:
        if conversation_id == self.conversation_id and self.view.conversation_id:
            return
        self.conversation_id = conversation_id
        self._leave_editing()
        self.view.open(conversation_id)
        conversation = self.model.get(conversation_id)
        if conversation is not None:
            self.composer.show_options(conversation.system_prompt, conversation.temperature)
        self.composer.set_busy(self.model.busy(conversation_id))
        self.banner.clear()
        self._update_meter()

    # --- asking ------------------------------------------------------------------------------

    def send(self, text: str | None = None) -> None:
        """Send the prompt (or ``text``) as the next message of the open conversation."""
        if not self.ready:
            return  # Send is off until the engine is ready; the text stays in the prompt
        text = (text if text is not None else self.composer.input.toPlainText()).strip()
        if not text or self.tag is not None or self.conversation is None:
            return
        self.link.tools = self.composer.tools_box.isChecked()
        if self.editing_id:
            self.link.edit(self.conversation_id, self.editing_id, text)
            self._leave_editing()
        else:
            self.link.send(self.conversation_id, text)
        self.composer.input.clear()

    def stop(self) -> None:
        """Stop the open conversation's answer."""
        self.link.stop(self.conversation_id)

    def escape(self) -> None:
        """Esc: stop the answer being written, or leave editing."""
        if self.tag is not None:
            self.stop()
        elif self.editing_id:
            self._leave_editing()
            self.composer.input.clear()

    def edit_last(self) -> None:
        """Put your last message in the prompt to edit and send again."""
        conversation = self.conversation
        if conversation is None or self.tag is not None:
            return
        last = next((m for m in reversed(conversation.messages) if m.role == "user"), None)
        if last is not None:
            self._message_action("edit", last.id)

    def retry(self) -> None:
        """Ask the last question again."""
        conversation = self.conversation
        if conversation is not None and conversation.messages:
            last = conversation.messages[-1]
            if last.role == "assistant":
                self.link.regenerate(self.conversation_id, last.id)
            else:
                self.link.ask(self.conversation_id)

    def continue_answer(self) -> None:
        """Ask the model to go on with the last answer, in the same turn."""
        self.link.continue_answer(self.conversation_id)

    def _send_clicked(self) -> None:
        self.send()

    def _message_action(self, name: str, message_id: str) -> None:
        cid = self.conversation_id
        message = self.model.message(cid, message_id)
        if message is None:
            return
        if name == "edit":
            self.editing_id = message_id
            self.composer.input.setPlainText(message.content)
            self.composer.set_editing(
                self.tr(
                    "Editing an earlier message: sending replaces it and what follows. Esc cancels."
                )
            )
            self.focus_prompt()
        elif name == "regenerate":
            self.link.regenerate(cid, message_id)
        elif name == "continue":
            self.continue_answer()
        elif name == "retry":
            self.retry()
        elif name == "cut":
            self.link.send_cut(cid, message_id)
        elif name == "cancel":
            self.stop()
        elif name == "delete":
            self.deleted = self.model.remove_message(cid, message_id)
            self._offer_undo(self.tr("Deleted a message."))

    def _leave_editing(self) -> None:
        self.editing_id = ""
        self.composer.set_editing("")

    def _options_changed(self, system_prompt: str, temperature: float) -> None:
        self.model.configure(self.conversation_id, system_prompt, temperature)
        self._update_meter()

    def _update_meter(self) -> None:
        if self.model.get(self.conversation_id) is not None:
            draft = "" if self.editing_id else self.composer.input.toPlainText()
            self.composer.show_fit(self.link.fit(self.conversation_id, draft), self.link.policy)

    # --- what the engine says ----------------------------------------------------------------

    def _busy_changed(self, conversation_id: str, busy: bool) -> None:
        if conversation_id == self.conversation_id:
            self.composer.set_busy(busy)
            if not busy:
                self.banner.clear()
                self._update_meter()
        self.busy_changed.emit(self.busy())

    def _degraded(self, conversation_id: str, event: Degraded) -> None:
        if conversation_id != self.conversation_id:
            return
        self.banner.show_event(event)
        tag = self.link.tag_of(conversation_id)
        if tag is not None:
            self.view.flush()
            self.view.show_degraded(self.link.pending[tag].message_id, event)
