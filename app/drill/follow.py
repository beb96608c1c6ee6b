"""Following one request's events into its ``RequestRecord``, as a caller sees them."""

from __future__ import annotations

import time

from app import words
from app.drill.records import RequestRecord
from engine.api import (
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    EngineEvent,
    Failed,
    RequestHandle,
    Retrying,
    Running,
    SegmentEvent,
    TokenEvent,
    ToolCalled,
)


class Follower:
    """Turns a request's events into its record; ``submitted`` is the caller's clock."""

    def __init__(self, record: RequestRecord, submitted: float, drill_start: float) -> None:
        self.record = record
        self.submitted = submitted
        self.drill_start = drill_start
        self.ids: set[str] = set()
        self.streamed: list[str] = []
        self.failure_at: float | None = None  # monotonic time the first failure surfaced

    async def follow(self, handle: RequestHandle) -> None:
        """Read every event to the end.

        The connection survived if exactly one final event arrived and nothing after it.
        """
        async for event in handle:
            self.on_event(event)
        record = self.record
        record.connection_survived = record.final_events == 1 and record.events_after_final == 0

    def on_event(self, event: EngineEvent) -> None:
        """Fold one event into the record."""
        record, now = self.record, time.monotonic() - self.submitted
        self.ids.add(event.request_id)
        record.ids_seen = len(self.ids)
        if record.final_events:
            record.events_after_final += 1
        if isinstance(event, Accepted):
            record.route = words.route(event.route)
        elif isinstance(event, Degraded):
            record.degraded_shown = True
        elif isinstance(event, Running):
            self._running(event, now)
        elif isinstance(event, TokenEvent | SegmentEvent):
            if record.ttft_s is None:
                record.ttft_s = now
            self.streamed.append(event.text)
        elif isinstance(event, Retrying):
            self._retrying(event)
        elif isinstance(event, ToolCalled):
            record.tool_calls += 1
        elif isinstance(event, Completed | Failed | Cancelled):
            record.final_events += 1
            self._end(event, now)

    def _running(self, event: Running, now: float) -> None:
        record = self.record
        record.lanes.append(event.lane)
        record.attempts = event.attempt
        if record.queue_wait_s is None:
            record.queue_wait_s = now
        if event.lane == "cpu" and record.cpu_start_s is None:
            record.cpu_start_s = now
        if event.lane != "gpu":
            record.degraded_needed = True

    def _retrying(self, event: Retrying) -> None:
        record = self.record
        record.retries += 1
        record.replayed_tokens = max(record.replayed_tokens, event.replay_prefix_tokens)
        if not record.first_failure:
            record.first_failure = f"{event.error_kind}: {event.error}"
            self.failure_at = time.monotonic()
        replay = (
            f", replaying {event.replay_prefix_tokens} streamed tokens"
            if event.replay_prefix_tokens
            else ""
        )
        record.retry_decision = f"retried on the {event.next_lane} lane{replay}"

    def _end(self, event: Completed | Failed | Cancelled, now: float) -> None:
        record = self.record
        record.latency_s = now
        if isinstance(event, Completed):
            record.outcome, record.attempts = "completed", event.attempts
            # What the caller saw: the streamed pieces, or the answer in one piece.
            streamed = "".join(self.streamed)
            plain_chat = record.kind == "chat" and record.stream
            record.output = streamed if plain_chat else event.text
            if plain_chat and streamed != event.text:
                record.error = "the streamed text differs from the final answer"
        elif isinstance(event, Failed):
            record.outcome, record.resumable = "failed", event.resumable
            record.error, record.output = f"{event.kind}: {event.message}", event.partial
            if not record.first_failure:
                record.first_failure = record.error
                self.failure_at = time.monotonic()
            if record.retries == 0:
                record.retry_decision = (
                    "no retry: resumable error, partial answer kept"
                    if event.resumable
                    else "no retry: final error"
                )
        else:
            record.outcome, record.output = "cancelled", event.partial
