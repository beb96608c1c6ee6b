"""The chat's link to the engine: asks for answers and writes what comes back into the model.

Every request is tagged; a tag maps to (conversation id, message id), never to a widget, so
an answer keeps streaming into its own conversation while another one is on screen, and a
conversation deleted meanwhile simply drops what is left of its answer.
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from engine.api import (
    Accepted,
    Cancelled,
    CapacityError,
    ChatRequest,
    Completed,
    Degraded,
    EngineEvent,
    Failed,
    Retrying,
    Running,
    TokenEvent,
    ToolCalled,
)
from ui import chat_context as context
from ui import chat_words as words
from ui import route_words
from ui.bridge import EngineBridge
from ui.chat_model import ChatModel
from ui.conversations import DONE, FAILED, REFUSED, STOPPED, STREAMING, WAITING, Message

log = logging.getLogger(__name__)
# One tool at a time: a forced call keeps the small default model's arguments short.
AGENT_TOOLS = ("append_note",)


@dataclass
class Pending:
    """A request being answered: where its answer goes, and what was sent."""

    conversation_id: str
    message_id: str
    prefix: str = ""  # the answer so far, when continuing it
    request_id: str | None = None
    stop_asked: bool = False
    started: float = 0.0
    chars: int = 0  # characters sent, to learn the characters-per-token ratio
    turns: int = 0
    refits: int = 0  # times sent again after the engine counted more tokens than estimated
    joint: str = ""  # what was put between a continued answer and its continuation
    policy: str = ""  # the overflow policy asked for this request ("": the setting's)


class ChatLink(QObject):
    """Sends a conversation's turns to the engine and follows its answers.

    Signals:
        degraded(str, object): conversation id and a Degraded event (for the banners).
    """

    degraded = Signal(str, object)

    def __init__(self, bridge: EngineBridge, model: ChatModel, parent: QObject | None = None):
        super().__init__(parent)
        self.bridge, self.model = bridge, model
        self.pending: dict[str, Pending] = {}
        self.max_tokens = 512
        self.context = 2048
        self.policy = context.ROLLING
        self.ratio = context.CHARS_PER_TOKEN
        self.tools = False
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.bridge.submitted.connect(self._on_submitted)
        self.bridge.refused.connect(self._on_refused)
        self.bridge.capacity_refused.connect(self._on_capacity)
        self.bridge.request_event.connect(self._on_event)

    # --- asking ------------------------------------------------------------------------------

    def tag_of(self, conversation_id: str) -> str | None:
        """The tag of the conversation's request in flight, if any."""
        return next(
            (t for t, p in self.pending.items() if p.conversation_id == conversation_id), None
        )

    def fit(self, conversation_id: str, draft: str = "", policy: str = "") -> context.Fit:
        """What would be sent now (with ``draft`` as the next message)."""
        conversation = self.model.get(conversation_id)
        assert conversation is not None
        history = [(m["role"], m["content"]) for m in conversation.history()]
        if draft.strip():
            history.append(("user", draft))
        budget = context.prompt_budget(self.context, self.max_tokens)
        policy = policy or self.policy
        return context.fit(conversation.system_prompt, history, budget, policy, self.ratio)

    def send(self, conversation_id: str, text: str) -> bool:
        """Add a user message and ask for its answer (False: busy, nothing sent)."""
        if not text.strip() or self.tag_of(conversation_id) is not None:
            return False
        self.model.add(conversation_id, Message("user", text.strip()))
        self.ask(conversation_id)
        return True

    def ask(
        self,
        conversation_id: str,
        continuing: Message | None = None,
        refits: int = 0,
        policy: str = "",
    ) -> None:
        """Ask for the next answer (or for more of ``continuing``, the last answer);
        ``policy`` overrides the overflow policy for this request."""
        conversation = self.model.get(conversation_id)
        if conversation is None or self.tag_of(conversation_id) is not None:
            return
        fitted = self.fit(conversation_id, policy=policy)
        if not fitted.fits:
            self._refuse_last(conversation_id, fitted.tokens, fitted.budget)
            return
        request = ChatRequest(
            messages=fitted.turns,
            max_tokens=self.max_tokens,
            temperature=conversation.temperature,
            seed=random.randrange(2**31),  # varied answers, yet a failover can replay them
            agent_tools=AGENT_TOOLS if self.tools else (),
        )
        tag = uuid.uuid4().hex
        answer = continuing or Message("assistant", "", state=WAITING, note="waiting")
        chars = sum(len(text) for _role, text in fitted.turns)
        # Registered before the model hears of it: whoever follows busy_changed sees it.
        self.pending[tag] = Pending(
            conversation_id, answer.id, continuing.content if continuing else "", None,
            False, time.monotonic(), chars, len(fitted.turns), refits, "", policy,
        )  # fmt: skip
        if continuing is None:
            self.model.add(conversation_id, answer)
        else:
            self.model.update(conversation_id, answer.id, state=WAITING, error="")
        self.bridge.submit(tag, request)

    def stop(self, conversation_id: str) -> None:
        """Stop the conversation's answer, whether it waits or is being written."""
        tag = self.tag_of(conversation_id)
        if tag is None:
            return
        pending = self.pending[tag]
        pending.stop_asked = True
        if pending.request_id is not None:
            self.bridge.cancel(pending.request_id)

    def abandon(self, conversation_id: str) -> None:
        """Stop the conversation's answer and forget it now (the conversation goes away):
        what was written is kept, marked stopped, should the conversation come back."""
        tag = self.tag_of(conversation_id)
        if tag is None:
            return
        self.stop(conversation_id)
        message = self.model.message(conversation_id, self.pending[tag].message_id)
        resumable = bool(message and message.content)
        self._end(tag, state=STOPPED, note="stopped", resumable=resumable)

    def regenerate(self, conversation_id: str, message_id: str) -> None:
        """Drop an answer (and what follows it) and ask again."""
        conversation = self.model.get(conversation_id)
        index = conversation.index_of(message_id) if conversation else -1
        if conversation is None or index < 0 or self.tag_of(conversation_id) is not None:
            return
        self.model.truncate(conversation_id, index)
        self.ask(conversation_id)

    def edit(self, conversation_id: str, message_id: str, text: str) -> None:
        """Replace a user message, drop what followed it, and ask again."""
        conversation = self.model.get(conversation_id)
        index = conversation.index_of(message_id) if conversation else -1
        if conversation is None or index < 0 or not text.strip():
            return
        if self.tag_of(conversation_id) is not None:
            return
        self.model.truncate(conversation_id, index)
        self.model.add(conversation_id, Message("user", text.strip()))
        self.ask(conversation_id)

    def send_cut(self, conversation_id: str, message_id: str) -> None:
        """Send a refused newest message with its middle left out (truncate-middle)."""
        conversation = self.model.get(conversation_id)
        if conversation is None or not conversation.messages:
            return
        if conversation.messages[-1].id != message_id:
            return
        self.model.update(conversation_id, message_id, state=DONE, excluded=False, error="",
                          note=self.tr("sent with its middle cut"))  # fmt: skip
        self.ask(conversation_id, policy=context.TRUNCATE_MIDDLE)

    def continue_answer(self, conversation_id: str) -> None:
        """Ask the model to go on with the last answer, in the same turn."""
        conversation = self.model.get(conversation_id)
        if conversation is None or not conversation.messages:
            return
        last = conversation.messages[-1]
        if last.role == "assistant" and last.content:
            self.ask(conversation_id, continuing=last)

    # --- what the engine says ----------------------------------------------------------------

    def _on_submitted(self, tag: str, request_id: str) -> None:
        pending = self.pending.get(tag)
        if pending is not None:
            pending.request_id = request_id
            if pending.stop_asked:
                self.bridge.cancel(request_id)

    def _on_capacity(self, tag: str, exc: object) -> None:
        pending = self.pending.get(tag)
        if pending is None or not isinstance(exc, CapacityError):
            return
        if exc.permanent and exc.needed and pending.refits == 0:
            # The engine counted with the model's tokenizer: learn its ratio and fit again.
            learned = context.calibrated_ratio(pending.chars, pending.turns, exc.needed, 0.0)
            self.ratio = learned or self.ratio * 0.8
            self._forget(tag, pending)
            self._drop_placeholder(pending)
            self.ask(pending.conversation_id, self._continuing(pending), 1, pending.policy)
            return
        text, retryable = words.refusal_words(exc)
        if exc.permanent:
            self._forget(tag, pending)
            self._drop_placeholder(pending)
            self._refuse_last(pending.conversation_id, exc.needed, exc.available, text)
            return
        self._end(tag, state=FAILED, note=self.tr("not started"), error=text, retryable=retryable)

    def _on_refused(self, tag: str, reason: str) -> None:
        if tag in self.pending:  # the journal could not record it: a full disk may clear
            self._end(tag, state=FAILED, note=self.tr("not started"), error=reason, retryable=True)

    def _on_event(self, tag: str, event: EngineEvent) -> None:
        pending = self.pending.get(tag)
        if pending is None:
            return
        cid, mid = pending.conversation_id, pending.message_id
        if isinstance(event, TokenEvent):
            self._token(pending, event)
        elif isinstance(event, Running | Accepted | Retrying | Degraded):
            self._progress(pending, event)
        elif isinstance(event, ToolCalled):
            message = self.model.message(cid, mid)
            if message is not None:
                self.model.update(cid, mid, tools=[*message.tools, words.tool_line(event)])
        elif isinstance(event, Completed):
            self._completed(tag, pending, event)
        elif isinstance(event, Failed):
            text, retryable = words.failure_words(event)
            resumable = event.resumable and bool(pending.prefix + event.partial)
            failed = self.tr("failed: {kind}").format(kind=event.kind)
            self._end(tag, state=FAILED, note=failed, error=text,
                      retryable=retryable, resumable=resumable)  # fmt: skip
        elif isinstance(event, Cancelled):
            message = self.model.message(cid, mid)
            self._end(
                tag, state=STOPPED, note="stopped", resumable=bool(message and message.content)
            )
        else:
            self.model.update(cid, mid, note=words.note(event))

    def _token(self, pending: Pending, event: TokenEvent) -> None:
        cid, mid = pending.conversation_id, pending.message_id
        if pending.prefix and not pending.joint and event.index == 0:
            pending.joint = _joint(pending.prefix, event.text)
            pending.prefix += pending.joint  # the continued turn reads as one text
            self.model.append_text(cid, mid, pending.joint)
        self.model.append_text(cid, mid, event.text, state=STREAMING)

    def _progress(self, pending: Pending, event: Running | Accepted | Retrying | Degraded) -> None:
        """Where and how the answer is being made: the header's note, the footer's route."""
        cid, mid = pending.conversation_id, pending.message_id
        if isinstance(event, Degraded):
            self.model.update(cid, mid, route=route_words.route(event.route))
            self.degraded.emit(cid, event)
        elif isinstance(event, Accepted):
            route = route_words.route(event.route)
            self.model.update(cid, mid, note=words.note(event), route=route)
        elif isinstance(event, Retrying):
            self.model.update(cid, mid, note=words.note(event), route=event.next_lane.upper())
        else:
            message = self.model.message(cid, mid)
            changes = {"note": words.note(event), "model": event.model}
            if event.attempt > 1 or (message is not None and not message.route):
                changes["route"] = event.lane.upper()
            self.model.update(cid, mid, **changes)

    def _completed(self, tag: str, pending: Pending, event: Completed) -> None:
        stats = event.stats
        tokens = int(stats.get("completion_tokens", 0))
        eval_ms = stats.get("eval_ms", 0.0) or stats.get("total_ms", 0.0)
        if stats.get("prompt_tokens"):
            self.ratio = context.calibrated_ratio(
                pending.chars, pending.turns, int(stats["prompt_tokens"]), self.ratio
            )
        self._end(
            tag,
            state=DONE,
            content=pending.prefix + event.text,
            note=words.note(event),
            tokens=tokens,
            speed=tokens / (eval_ms / 1000) if eval_ms > 0 else 0.0,
            seconds=round(time.monotonic() - pending.started, 1),
            resumable=event.finish_reason == "length",
        )

    def _end(self, tag: str, **changes: object) -> None:
        pending = self.pending.pop(tag)
        self.model.update(pending.conversation_id, pending.message_id, **changes)
        self.model.save(pending.conversation_id)

    def _forget(self, tag: str, pending: Pending) -> None:
        del self.pending[tag]

    def _continuing(self, pending: Pending) -> Message | None:
        return (
            self.model.message(pending.conversation_id, pending.message_id)
            if pending.prefix
            else None
        )

    def _drop_placeholder(self, pending: Pending) -> None:
        """Remove the empty answer a refused request would have filled."""
        if not pending.prefix:
            conversation = self.model.get(pending.conversation_id)
            index = conversation.index_of(pending.message_id) if conversation else -1
            if conversation is not None and index >= 0:
                self.model.truncate(pending.conversation_id, index)
        else:
            self.model.update(pending.conversation_id, pending.message_id, state=DONE)

    def _refuse_last(
        self, conversation_id: str, needed: int, available: int = 0, text: str = ""
    ) -> None:
        """The newest user message can never fit: keep it, marked, and out of the context."""
        conversation = self.model.get(conversation_id)
        if conversation is None:
            return
        last = next((m for m in reversed(conversation.messages) if m.role == "user"), None)
        if last is None:
            return
        available = available or context.prompt_budget(self.context, self.max_tokens)
        text = text or words.too_long_words(needed, available)
        self.model.update(conversation_id, last.id, state=REFUSED, excluded=True, error=text,
                          note=self.tr("not sent"))  # fmt: skip
        self.model.save(conversation_id)


def _joint(before: str, piece: str) -> str:
    """A space where a continued answer would run into the last sentence ("end.The")."""
    if before and before[-1] in ".!?:;," and piece[:1].isalnum():
        return " "
    return ""
