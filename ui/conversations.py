"""Conversations, kept as one small JSON file each in the user's data folder.

These are plain data: the chat's model (``ui.chat_model``) owns and changes them, widgets
only read them. A file written by an older Spillway (fewer fields) still loads.
"""

from __future__ import annotations

import json
import logging
import os
import time
import uuid
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ui.i18n import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

DEFAULT_TITLE = QT_TRANSLATE_NOOP("ChatSidebar", "New chat")  # translated when used
DEFAULT_TEMPERATURE = 0.7

# A message's life: written (done), being written, or ended another way.
DONE, WAITING, STREAMING, STOPPED, FAILED, REFUSED = (
    "done",
    "waiting",
    "streaming",
    "stopped",
    "failed",
    "refused",
)


@dataclass
class Message:
    """One turn.

    Attributes:
        note: how an answer was made, in a few words ("GPU · SmolLM2", "stopped").
        state: ``done``, ``waiting``, ``streaming``, ``stopped``, ``failed`` or ``refused``.
        error: why it failed or was refused, in plain words.
        retryable: whether asking again can give another outcome.
        resumable: the partial answer can be continued.
        excluded: left out of what the model reads (a refused message it never saw).
        route / model / tokens / seconds / speed: how the answer was made, for its footer.
        tools: the tool calls the engine ran for it, one line each.
    """

    role: str
    content: str
    note: str = ""
    id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    state: str = DONE
    error: str = ""
    retryable: bool = False
    resumable: bool = False
    excluded: bool = False
    route: str = ""
    model: str = ""
    tokens: int = 0
    seconds: float = 0.0
    speed: float = 0.0  # tokens per second while generating, 0 when unknown
    tools: list[str] = field(default_factory=list)  # tools the engine ran for this answer

    @property
    def busy(self) -> bool:
        """An answer still waiting or being written."""
        return self.state in (WAITING, STREAMING)


@dataclass
class Conversation:
    """A titled list of messages, with its own system prompt and temperature.

    ``titled``: the user named it, so the first message does not rename it.
    """

    id: str
    title: str
    messages: list[Message] = field(default_factory=list)
    updated: float = field(default_factory=time.time)
    titled: bool = False
    system_prompt: str = ""
    temperature: float = DEFAULT_TEMPERATURE

    def history(self) -> list[dict[str, str]]:
        """The messages the model reads, as a chat request takes them (notes left out)."""
        return [
            {"role": m.role, "content": m.content}
            for m in self.messages
            if m.content and not m.excluded
        ]

    def index_of(self, message_id: str) -> int:
        """The position of a message, -1 when it is gone."""
        return next((i for i, m in enumerate(self.messages) if m.id == message_id), -1)


def _known(cls: type, data: dict[str, Any]) -> dict[str, Any]:
    """Only the fields ``cls`` has: a file from a newer version loses nothing it needs."""
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in data.items() if k in names}


def conversation_from_json(data: dict[str, Any]) -> Conversation:
    """A conversation from its saved form (busy answers come back as stopped)."""
    messages = [Message(**_known(Message, m)) for m in data.pop("messages", [])]
    for message in messages:
        if message.busy:  # the app ended while it was written
            message.state = STOPPED
    return Conversation(messages=messages, **_known(Conversation, data))


def default_title() -> str:
    """A new conversation's title, in the interface's language: "New chat"."""
    return QCoreApplication.translate("ChatSidebar", DEFAULT_TITLE)


class ConversationStore:
    """Reads and writes conversations; a damaged file is skipped, never deleted."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def create(self, title: str | None = None) -> Conversation:
        """A new, empty conversation (saved at once), titled "New chat" in the interface's
        language unless ``title`` is given."""
        conversation = Conversation(uuid.uuid4().hex[:12], title or default_title())
        self.save(conversation)
        return conversation

    def all(self) -> list[Conversation]:
        """Every readable conversation, most recently updated first."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in self.folder.glob("*.json"):
            try:
                found.append(conversation_from_json(json.loads(path.read_text())))
            except (OSError, ValueError, TypeError) as exc:
                log.warning("skipping unreadable conversation %s: %s", path, exc)
        return sorted(found, key=lambda c: c.updated, reverse=True)

    def save(self, conversation: Conversation, touch: bool = True) -> None:
        """Write a conversation atomically (``touch``: it counts as just updated)."""
        if touch:
            conversation.updated = time.time()
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{conversation.id}.json"
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        try:
            tmp.write_text(json.dumps(asdict(conversation), indent=1))
            tmp.replace(path)
        except OSError as exc:  # a full disk must not take the window down
            log.error("could not save conversation %s: %s", path, exc)

    def delete(self, conversation_id: str) -> None:
        """Remove a conversation."""
        (self.folder / f"{conversation_id}.json").unlink(missing_ok=True)
