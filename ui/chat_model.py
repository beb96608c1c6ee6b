"""The chat's state: every conversation and its messages, kept apart from any widget.

Views read conversations from here and follow the signals; the engine link
(``ui.chat_link``) writes answers here by conversation and message id, so an answer lands in
its own conversation whichever one is on screen.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from ui.conversations import STOPPED, Conversation, ConversationStore, Message, default_title

log = logging.getLogger(__name__)
TITLE_CHARS = 40


@dataclass(frozen=True)
class Deleted:
    """What undo needs to bring back a deleted conversation or message."""

    conversation: Conversation
    position: int
    message: Message | None = None  # set when one message was deleted


class ChatModel(QObject):
    """Conversations (most recent first) and their messages.

    Signals:
        listed(): conversations were added, removed, renamed or reordered.
        message_added(str, int): conversation id, index of the new message.
        message_changed(str, int): conversation id, index of a changed message.
        reset(str): a conversation's messages changed in more than one place.
        busy_changed(str, bool): a conversation started or stopped waiting for an answer.
    """

    listed = Signal()
    message_added = Signal(str, int)
    message_changed = Signal(str, int)
    reset = Signal(str)
    busy_changed = Signal(str, bool)

    def __init__(self, store: ConversationStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.conversations: list[Conversation] = store.all()
        # What a new conversation starts with (the settings' system prompt and temperature).
        self.defaults: tuple[str, float] | None = None

    # --- conversations ---------------------------------------------------------------------

    def get(self, conversation_id: str) -> Conversation | None:
        """The conversation with this id, None when it was deleted."""
        return next((c for c in self.conversations if c.id == conversation_id), None)

    def create(self) -> Conversation:
        """A new, empty conversation, first in the list."""
        conversation = self.store.create()
        if self.defaults is not None:
            conversation.system_prompt, conversation.temperature = self.defaults
            self.store.save(conversation, touch=False)
        self.conversations.insert(0, conversation)
        self.listed.emit()
        return conversation

    def rename(self, conversation_id: str, title: str, manual: bool = True) -> None:
        """Rename; a manual title is never replaced by the automatic one."""
        conversation, title = self.get(conversation_id), " ".join(title.split())
        if conversation is None or not title or (conversation.titled and not manual):
            return
        conversation.title = title
        conversation.titled = conversation.titled or manual
        self.store.save(conversation, touch=False)
        self.listed.emit()

    def configure(self, conversation_id: str, system_prompt: str, temperature: float) -> None:
        """Set a conversation's own system prompt and temperature."""
        conversation = self.get(conversation_id)
        if conversation is not None:
            conversation.system_prompt, conversation.temperature = system_prompt, temperature
            self.store.save(conversation, touch=False)

    def delete(self, conversation_id: str) -> Deleted | None:
        """Delete a conversation; the returned value undoes it."""
        conversation = self.get(conversation_id)
        if conversation is None:
            return None
        position = self.conversations.index(conversation)
        self.conversations.remove(conversation)
        self.store.delete(conversation_id)
        self.listed.emit()
        return Deleted(conversation, position)

    def undo(self, deleted: Deleted) -> None:
        """Bring back a deleted conversation, or a deleted message, where it was."""
        conversation = deleted.conversation
        if deleted.message is not None:
            if self.get(conversation.id) is conversation:
                index = min(deleted.position, len(conversation.messages))
                conversation.messages.insert(index, deleted.message)
                self.store.save(conversation, touch=False)
                self.reset.emit(conversation.id)
            return
        if self.get(conversation.id) is None:
            self.conversations.insert(min(deleted.position, len(self.conversations)), conversation)
            self.store.save(conversation, touch=False)
            self.listed.emit()

    # --- messages --------------------------------------------------------------------------

    def add(self, conversation_id: str, message: Message) -> int:
        """Append a message; a first user message names an untitled conversation."""
        conversation = self._must(conversation_id)
        conversation.messages.append(message)
        index = len(conversation.messages) - 1
        self.message_added.emit(conversation_id, index)
        if message.busy:
            self.busy_changed.emit(conversation_id, True)
        if message.role == "user" and not any(m.role == "user" for m in conversation.messages[:-1]):
            self.rename(conversation_id, _title(message.content), manual=False)
        self._to_top(conversation)
        return index

    def update(self, conversation_id: str, message_id: str, **changes: Any) -> None:
        """Change fields of one message (``content``, ``state``, ``note``...)."""
        conversation = self.get(conversation_id)
        index = conversation.index_of(message_id) if conversation else -1
        if conversation is None or index < 0:
            return  # deleted meanwhile: the answer has nowhere to go
        was_busy = self.busy(conversation_id)
        conversation.messages[index] = replace(conversation.messages[index], **changes)
        self.message_changed.emit(conversation_id, index)
        if was_busy != self.busy(conversation_id):
            self.busy_changed.emit(conversation_id, not was_busy)

    def append_text(
        self, conversation_id: str, message_id: str, piece: str, **changes: Any
    ) -> None:
        """Add streamed text to a message (and change other fields at the same time)."""
        message = self.message(conversation_id, message_id)
        if message is not None:
            self.update(conversation_id, message_id, content=message.content + piece, **changes)

    def message(self, conversation_id: str, message_id: str) -> Message | None:
        """One message, None when it (or its conversation) is gone."""
        conversation = self.get(conversation_id)
        index = conversation.index_of(message_id) if conversation else -1
        return conversation.messages[index] if conversation and index >= 0 else None

    def remove_message(self, conversation_id: str, message_id: str) -> Deleted | None:
        """Delete one message; the returned value undoes it."""
        conversation = self.get(conversation_id)
        index = conversation.index_of(message_id) if conversation else -1
        if conversation is None or index < 0:
            return None
        message = conversation.messages.pop(index)
        self.store.save(conversation, touch=False)
        self.reset.emit(conversation_id)
        return Deleted(conversation, index, message)

    def truncate(self, conversation_id: str, keep: int) -> None:
        """Keep only the first ``keep`` messages (edit-and-resend, regenerate)."""
        conversation = self._must(conversation_id)
        was_busy = self.busy(conversation_id)
        del conversation.messages[keep:]
        self.reset.emit(conversation_id)
        if was_busy and not self.busy(conversation_id):
            self.busy_changed.emit(conversation_id, False)

    def busy(self, conversation_id: str) -> bool:
        """Whether an answer of this conversation is waiting or being written."""
        conversation = self.get(conversation_id)
        return bool(conversation and any(m.busy for m in conversation.messages))

    def save(self, conversation_id: str) -> None:
        """Write a conversation to disk."""
        conversation = self.get(conversation_id)
        if conversation is not None:
            self.store.save(conversation)

    def stop_all(self) -> None:
        """Mark answers still being written as stopped, and save them (the app quits)."""
        for conversation in self.conversations:
            for index, message in enumerate(conversation.messages):
                if message.busy:
                    stopped = replace(message, state=STOPPED, note="stopped: Spillway quit")
                    conversation.messages[index] = replace(stopped, resumable=bool(message.content))
                    self.store.save(conversation)

    def _must(self, conversation_id: str) -> Conversation:
        conversation = self.get(conversation_id)
        if conversation is None:
            raise KeyError(f"no conversation {conversation_id}")
        return conversation

    def _to_top(self, conversation: Conversation) -> None:
        if self.conversations and self.conversations[0] is not conversation:
            self.conversations.remove(conversation)
            self.conversations.insert(0, conversation)
            self.listed.emit()


def _title(text: str) -> str:
    """A title from a first message: its first line, shortened at a word."""
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), default_title())
    if len(line) <= TITLE_CHARS:
        return line
    return line[:TITLE_CHARS].rsplit(" ", 1)[0].rstrip(",.;:") + "…"
