"""Conversations, kept as one small JSON file each in the user's data folder."""

from __future__ import annotations

import json
import logging
import os
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class Message:
    """One turn. ``note`` says how an answer was made ("CPU lane", "stopped"...)."""

    role: str
    content: str
    note: str = ""


@dataclass
class Conversation:
    """A titled list of messages."""

    id: str
    title: str
    messages: list[Message] = field(default_factory=list)
    updated: float = field(default_factory=time.time)

    def history(self) -> list[dict[str, str]]:
        """The messages as a chat request takes them (notes left out)."""
        return [{"role": m.role, "content": m.content} for m in self.messages if m.content]


class ConversationStore:
    """Reads and writes conversations; a damaged file is skipped, never deleted."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def create(self, title: str = "New chat") -> Conversation:
        """A new, empty conversation (saved at once)."""
        conversation = Conversation(uuid.uuid4().hex[:12], title)
        self.save(conversation)
        return conversation

    def all(self) -> list[Conversation]:
        """Every readable conversation, most recently updated first."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in self.folder.glob("*.json"):
            try:
                data = json.loads(path.read_text())
                messages = [Message(**m) for m in data.pop("messages", [])]
                found.append(Conversation(messages=messages, **data))
            except (OSError, ValueError, TypeError) as exc:
                log.warning("skipping unreadable conversation %s: %s", path, exc)
        return sorted(found, key=lambda c: c.updated, reverse=True)

    def save(self, conversation: Conversation) -> None:
        """Write a conversation atomically."""
        conversation.updated = time.time()
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{conversation.id}.json"
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(asdict(conversation), indent=1))
        tmp.replace(path)

    def delete(self, conversation_id: str) -> None:
        """Remove a conversation."""
        (self.folder / f"{conversation_id}.json").unlink(missing_ok=True)
