"""A request inside the engine (a Job) and the handle its caller iterates over."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from engine.admission import Action, Decision
from engine.admission.refusal import CapacityError as CapacityError  # noqa: PLC0414 - its old home
from engine.domain import Lane, Route, WorkKind
from engine.errors import InputError, RunStopped
from engine.requests import TERMINAL, ChatRequest, EngineEvent, Request, TokenEvent

OUTPUT_EVERY = 16  # journal the delivered text every this many tokens


class IdempotencyConflict(InputError):
    """The idempotency key was used before with a different request."""

    code = "idempotency_conflict"


class ReplayDiverged(RunStopped):
    """A replay did not reproduce the prefix the caller already has."""

    code = "replay_diverged"


@dataclass(frozen=True)
class Placement:
    """One planning result: admission's decision, its route, and what the caller must hear.

    ``tell_degraded``: a Degraded event goes out when the job is queued, with ``eta_s``.
    ``gpu_error``: the GPU reported an error while the plan was made (the breaker's
    business, not the planner's).
    """

    decision: Decision
    route: Route
    tell_degraded: bool = False
    eta_s: float = 0.0
    gpu_error: str = ""

    @property
    def lane(self) -> Lane:
        """The lane that serves it."""
        return self.route.lane

    @staticmethod
    def settled(lane: Lane, reason: str) -> Placement:
        """The placement of a job not planned now (finished earlier, or found at start)."""
        return Placement(Decision(Action.ADMIT, reason), Route(Action.ADMIT, lane))


def _idle() -> asyncio.Event:
    idle = asyncio.Event()
    idle.set()
    return idle


@dataclass
class Job:
    """One accepted request: its decision, attempts, what it delivered, who listens."""

    request_id: str
    request: Request
    placement: Placement
    lane: Lane
    attempt: int = 1
    origin: str = "app"  # who asked: "app", or "API 192.168.1.20" for a client of the local API
    enqueued_at: float = field(default_factory=time.monotonic)
    delivered: list[str] = field(default_factory=list)  # text pieces the caller received
    events: list[EngineEvent] = field(default_factory=list)
    cancelled: bool = False
    finishing: bool = False  # its end is being journaled: no second end
    resumed: bool = False  # interrupted, then run again as a new request
    done: asyncio.Event = field(default_factory=asyncio.Event)
    # Clear while a tool runs: a started tool cannot be stopped, so a cancel waits for it and
    # the caller hears that it ran (ToolCalled) before the request's end.
    tool_idle: asyncio.Event = field(default_factory=_idle)
    _listeners: list[asyncio.Queue[EngineEvent]] = field(default_factory=list)

    @property
    def decision(self) -> Decision:
        """Admission's decision for the current attempt."""
        return self.placement.decision

    @property
    def kind(self) -> WorkKind:
        """Which replica serves the job: the chat model or the speech model."""
        return WorkKind.LLM if isinstance(self.request, ChatRequest) else WorkKind.WHISPER

    @property
    def partial(self) -> str:
        """What the caller already received, as one text."""
        return "".join(self.delivered)

    @property
    def streams(self) -> bool:
        """True when the caller receives tokens as they come (chat with stream on)."""
        return isinstance(self.request, ChatRequest) and self.request.stream

    @property
    def worker_request_id(self) -> str:
        """The id the worker sees for this attempt (cancel targets exactly this one)."""
        return f"{self.request_id}#{self.attempt}"

    def emit(self, event: EngineEvent) -> None:
        """Record an event and hand it to every listener."""
        self.events.append(event)
        for queue in self._listeners:
            queue.put_nowait(event)
        if isinstance(event, TERMINAL):
            self.done.set()

    def deliver(self, prefix: str, produced: str) -> bool:
        """Hand the new part of ``produced`` to the listeners, after checking that a replay
        still agrees with ``prefix`` (what a failed attempt delivered).

        Returns True when the text so far should be journaled now (the first piece, then
        every ``OUTPUT_EVERY``): a crash then keeps it.

        Raises:
            ReplayDiverged: the replay said something else than the prefix.
        """
        if not (produced.startswith(prefix) or prefix.startswith(produced)):
            raise ReplayDiverged(
                f"the replay said {produced[-40:]!r} where the answer had "
                f"{prefix[: len(produced)][-40:]!r}"
            )
        delivered = self.partial
        if len(produced) <= len(delivered):
            return False
        piece = produced[len(delivered) :]
        self.delivered.append(piece)
        if not self.streams:
            return False
        self.emit(TokenEvent(self.request_id, piece, len(self.delivered) - 1))
        first = len(self.delivered) == 1
        return (first or len(self.delivered) % OUTPUT_EVERY == 0) and not self.finishing

    def listen(self) -> RequestHandle:
        """A handle that replays the events so far, then follows live ones."""
        queue: asyncio.Queue[EngineEvent] = asyncio.Queue()
        for event in self.events:
            queue.put_nowait(event)
        self._listeners.append(queue)
        return RequestHandle(self.request_id, queue, self)


class RequestHandle:
    """What ``Engine.submit`` returns: the request id and its events, as an async iterator."""

    def __init__(self, request_id: str, queue: asyncio.Queue[EngineEvent], job: Job) -> None:
        self.request_id = request_id
        self._queue = queue
        self._job = job

    @property
    def decision(self) -> Decision:
        """Admission's decision for the request."""
        return self._job.decision

    def __aiter__(self) -> AsyncIterator[EngineEvent]:
        return self._events()

    async def _events(self) -> AsyncIterator[EngineEvent]:
        try:
            while True:
                event = await self._queue.get()
                yield event
                if isinstance(event, TERMINAL):
                    return
        finally:
            if self._queue in self._job._listeners:
                self._job._listeners.remove(self._queue)
