"""The open conversation: a scrolling column of message widgets bound to the chat model.

Why widgets in a scroll area rather than a ``QListView`` and a delegate: an answer holds
selectable text, links, code blocks with their own Copy button and per-message actions;
as widgets they keep Qt's text selection, focus and accessibility, and their height for
any width comes from the labels themselves (``heightForWidth``), so a resize lays them out
again correctly. Only the open conversation has widgets, and only its newest ``PAGE``
messages until older ones are asked for (laying out a rich-text label costs milliseconds,
and a long history would stall the window for seconds); streaming updates are coalesced
(at most one redraw per ``FRAME_MS``), and a redraw re-renders only the blocks that changed.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

from engine.api import Degraded
from ui.chat_model import ChatModel
from ui.message import MessageView

log = logging.getLogger(__name__)
FRAME_MS = 66  # streaming redraws at most 15 times a second
PAGE = 12  # messages made when a conversation opens; older ones on request, a page at a time


class ChatView(QScrollArea):
    """The messages of one conversation, following the model.

    Signals:
        action(str, str): a message's action ("edit", "delete"...) and its id.
    """

    action = Signal(str, str)

    def __init__(self, model: ChatModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.conversation_id = ""
        self.views: list[MessageView] = []
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.column = QWidget(self)
        self._layout = QVBoxLayout(self.column)
        self._layout.setContentsMargins(4, 8, 4, 8)
        self.welcome = QLabel(self.column)
        self.welcome.setWordWrap(True)
        self.welcome.setTextFormat(Qt.TextFormat.RichText)
        self.welcome.setContentsMargins(24, 24, 24, 24)
        self.welcome.hide()
        self.earlier = QToolButton(self.column)
        self.earlier.setAutoRaise(True)
        self.earlier.hide()
        self.first = 0  # the index of the first message with a widget
        self._anchor: int | None = None  # keep this distance from the bottom after a load
        self._layout.addWidget(self.welcome)
        self._layout.addWidget(self.earlier, 0, Qt.AlignmentFlag.AlignHCenter)
        self._layout.addStretch(1)
        self.setWidget(self.column)
        self._dirty: set[str] = set()
        self._frame = QTimer(self)
        self._frame.setSingleShot(True)
        self._frame.setInterval(FRAME_MS)
        self._stick = True  # follow new text while the reader is at the bottom
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.model.message_added.connect(self._added)
        self.model.message_changed.connect(self._changed)
        self.model.reset.connect(self._reset)
        self._frame.timeout.connect(self._redraw)
        self.earlier.clicked.connect(self.show_earlier)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._follow)
        bar.valueChanged.connect(self._scrolled)

    # --- which conversation ----------------------------------------------------------------

    def open(self, conversation_id: str) -> None:
        """Show a conversation (its widgets are made from the model)."""
        self.conversation_id = conversation_id
        self._rebuild()

    def set_welcome(self, html: str) -> None:
        """What an empty conversation shows (the first-run welcome, or a hint)."""
        self.welcome.setText(html)
        self._show_welcome()

    def view_of(self, message_id: str) -> MessageView | None:
        """The widget of a message of the open conversation."""
        return next((v for v in self.views if v.message.id == message_id), None)

    def _rebuild(self) -> None:
        self._frame.stop()
        self._dirty.clear()
        for view in self.views:
            self._layout.removeWidget(view)
            view.deleteLater()
        self.views = []
        conversation = self.model.get(self.conversation_id)
        messages = conversation.messages if conversation else []
        self.first = max(0, len(messages) - PAGE)
        for message in messages[self.first :]:
            self._insert(MessageView(message, self.column))
        self._show_earlier()
        self._show_welcome()
        self._stick = True

    def show_earlier(self) -> None:
        """Make widgets for the page of messages before the first one shown."""
        conversation = self.model.get(self.conversation_id)
        if conversation is None or self.first == 0:
            return
        bar = self.verticalScrollBar()
        self._anchor, self._stick = bar.maximum() - bar.value(), False
        start = max(0, self.first - PAGE)
        made = [MessageView(m, self.column) for m in conversation.messages[start : self.first]]
        for offset, view in enumerate(made):
            view.action.connect(self.action)
            self._layout.insertWidget(2 + offset, view)  # after the welcome and the button
        self.views[:0] = made
        self.first = start
        self._show_earlier()

    def _show_earlier(self) -> None:
        shown = self.tr("Show %n earlier", "", min(self.first, PAGE))
        self.earlier.setText(
            self.tr("{shown} of {total} messages").format(shown=shown, total=self.first)
        )
        self.earlier.setVisible(self.first > 0)

    def _insert(self, view: MessageView) -> None:
        view.action.connect(self.action)
        self._layout.insertWidget(self._layout.count() - 1, view)
        if self.views:
            self.views[-1].last = False
            self.views[-1].show_message(self.views[-1].message)
        view.last = True
        view.show_message(view.message)
        self.views.append(view)

    def _show_welcome(self) -> None:
        self.welcome.setVisible(not self.views and bool(self.welcome.text()))

    # --- following the model ---------------------------------------------------------------

    def _added(self, conversation_id: str, index: int) -> None:
        conversation = self.model.get(conversation_id)
        if conversation_id != self.conversation_id or conversation is None:
            return
        if index != self.first + len(self.views):
            self._rebuild()
            return
        self._insert(MessageView(conversation.messages[index], self.column))
        self._show_welcome()
        self._stick = True

    def _changed(self, conversation_id: str, index: int) -> None:
        conversation = self.model.get(conversation_id)
        if conversation_id != self.conversation_id or conversation is None:
            return  # another conversation's answer: the model has it, no widget needed
        self._dirty.add(conversation.messages[index].id)
        if not self._frame.isActive():
            self._frame.start()

    def _reset(self, conversation_id: str) -> None:
        if conversation_id == self.conversation_id:
            self._rebuild()

    def _redraw(self) -> None:
        conversation = self.model.get(self.conversation_id)
        if conversation is None:
            return
        for message in conversation.messages:
            if message.id in self._dirty:
                view = self.view_of(message.id)
                if view is not None:
                    view.show_message(message)
        self._dirty.clear()

    def flush(self) -> None:
        """Draw pending updates now (tests, and before a screenshot)."""
        self._frame.stop()
        self._redraw()

    def show_degraded(self, message_id: str, event: Degraded) -> None:
        """A banner on an answer of the open conversation."""
        view = self.view_of(message_id)
        if view is not None:
            view.show_degraded(event)

    # --- scrolling -------------------------------------------------------------------------

    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.verticalScrollBar().maximum() - 24

    def _follow(self, _low: int, high: int) -> None:
        if self._anchor is not None:  # older messages came in above: keep the reader's place
            self.verticalScrollBar().setValue(high - self._anchor)
            self._anchor = None
        elif self._stick:
            self.verticalScrollBar().setValue(high)
