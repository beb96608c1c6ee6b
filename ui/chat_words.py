"""What the chat says about an answer: its note, its footer, its errors, in plain words."""

from __future__ import annotations

from engine.api import (
    Accepted,
    CapacityError,
    Completed,
    EngineEvent,
    Failed,
    Queued,
    Retrying,
    Running,
    ToolCalled,
)
from ui import reason_words, route_words, wording
from ui.conversations import Message

# Failures the same request can outlive: the machine, not the request, was at fault.
_CAN_CHANGE = {"oom", "abort", "hang", "driver", "capacity", "interrupted", "replay_diverged"}
_PLAIN = {
    "oom": "the graphics card ran out of memory",
    "abort": "the model's process stopped unexpectedly",
    "hang": "the model stopped answering",
    "driver": "the graphics driver stopped answering",
    "capacity": "there was no room to run it",
    "interrupted": "Spillway stopped while it was written",
    "bad_input": "the request could not be used",
    "bad_model": "the model file could not be loaded",
    "internal": "something went wrong inside Spillway",
}


def note(event: EngineEvent) -> str:
    """How an answer is being made, in a few words, for the message's header."""
    if isinstance(event, Accepted):
        return f"{route_words.route(event.route)}, ETA ~{event.eta_s:.0f} s"
    if isinstance(event, Queued):
        return f"queued on the {event.lane.upper()} lane, position {event.position}"
    if isinstance(event, Running):
        attempt = f" · attempt {event.attempt}" if event.attempt > 1 else ""
        return f"{event.lane.upper()} · {event.model}{attempt}"
    if isinstance(event, Retrying):
        failed, lane = event.failed_lane.upper(), event.next_lane.upper()
        why = _PLAIN.get(event.error_kind, event.error_kind)
        return f"the {failed} failed ({why}); retrying on the {lane}"
    if isinstance(event, Completed):
        text = event.lane.upper() + (f", attempt {event.attempts}" if event.attempts > 1 else "")
        if event.finish_reason == "length":  # say why the answer stops mid-sentence
            text += " · cut at the answer's token limit"
        return text
    if isinstance(event, Failed):
        return "failed"
    return ""


def footer(message: Message) -> str:
    """Route, model, speed and time of an answer: "GPU · SmolLM2 · 41 tokens/s · 2.3 s"."""
    parts = [message.route, message.model]
    if message.speed:
        parts.append(f"{message.speed:.0f} tokens/s")
    if message.seconds:
        parts.append(f"{message.seconds:.1f} s")
    return " · ".join(p for p in parts if p)


def failure_words(event: Failed) -> tuple[str, bool]:
    """A failure in plain words, and whether asking again can give another outcome."""
    why = _PLAIN.get(event.kind, event.kind.replace("_", " "))
    text = f"The answer stopped: {why}."
    if event.resumable and event.partial:
        text += " What was written is kept; Continue picks up from there."
    return text, event.kind in _CAN_CHANGE


def too_long_words(needed: int, available: int) -> str:
    """A message that alone is longer than any context: in tokens, with the way out."""
    return (
        f"Not sent: this message is about {needed:,} tokens, and the model reads at most "
        f"{available:,} here. Edit it to shorten it, or set “Long conversations” to "
        "truncate-middle in Settings to send it with its middle left out."
    )


def refusal_words(exc: CapacityError) -> tuple[str, bool]:
    """A capacity refusal in plain words, and whether trying again can help."""
    if exc.permanent:
        return too_long_words(exc.needed, exc.available), False
    why = reason_words.sentence(exc.why, wording.reason)
    text = f"Spillway cannot take this request now: {why}."
    if exc.retry_after_s:
        text += f" Try again in about {exc.retry_after_s:.0f} s."
    return text, True


def tool_line(event: ToolCalled) -> str:
    """A tool call the engine ran (or, after a failover, reused) for an answer."""
    again = " (recorded result reused, not run again)" if event.replayed else ""
    return f"tool {event.name}({event.arguments.strip()}) -> {event.result}{again}"
