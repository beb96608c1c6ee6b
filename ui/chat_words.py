"""What the chat says about an answer: its note, its footer, its errors, in plain words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

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
from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

# Failures the same request can outlive: the machine, not the request, was at fault.
_CAN_CHANGE = {"oom", "abort", "hang", "driver", "capacity", "interrupted", "replay_diverged"}
_PLAIN = {
    "oom": QT_TRANSLATE_NOOP("ChatWords", "the graphics card ran out of memory"),
    "abort": QT_TRANSLATE_NOOP("ChatWords", "the model's process stopped unexpectedly"),
    "hang": QT_TRANSLATE_NOOP("ChatWords", "the model stopped answering"),
    "driver": QT_TRANSLATE_NOOP("ChatWords", "the graphics driver stopped answering"),
    "capacity": QT_TRANSLATE_NOOP("ChatWords", "there was no room to run it"),
    "interrupted": QT_TRANSLATE_NOOP("ChatWords", "Spillway stopped while it was written"),
    "bad_input": QT_TRANSLATE_NOOP("ChatWords", "the request could not be used"),
    "bad_model": QT_TRANSLATE_NOOP("ChatWords", "the model file could not be loaded"),
    "internal": QT_TRANSLATE_NOOP("ChatWords", "something went wrong inside Spillway"),
}


def _why(kind: str) -> str:
    """An error kind in plain words ("oom": "the graphics card ran out of memory")."""
    if kind in _PLAIN:
        return translate("ChatWords", _PLAIN[kind])
    return kind.replace("_", " ")


def _lane(name: str) -> str:
    """A lane as the chat names it: "GPU", "CPU", "REMOTE"."""
    return translate("ChatWords", name.upper())


_LANES = (
    QT_TRANSLATE_NOOP("ChatWords", "GPU"),
    QT_TRANSLATE_NOOP("ChatWords", "CPU"),
    QT_TRANSLATE_NOOP("ChatWords", "REMOTE"),
)


def note(event: EngineEvent) -> str:
    """How an answer is being made, in a few words, for the message's header."""
    if isinstance(event, Accepted):
        eta = translate("ChatWords", "{route}, ETA ~{seconds} s")
        return eta.format(route=route_words.route(event.route), seconds=f"{event.eta_s:.0f}")
    if isinstance(event, Queued):
        queued = translate("ChatWords", "queued on the {lane} lane, position {position}")
        return queued.format(lane=_lane(event.lane), position=event.position)
    if isinstance(event, Running):
        attempt = _attempt(event.attempt)
        return f"{_lane(event.lane)} · {event.model}" + (f" · {attempt}" if attempt else "")
    if isinstance(event, Retrying):
        retrying = translate("ChatWords", "the {failed} failed ({why}); retrying on the {lane}")
        return retrying.format(
            failed=_lane(event.failed_lane), why=_why(event.error_kind), lane=_lane(event.next_lane)
        )
    if isinstance(event, Completed):
        attempt = _attempt(event.attempts)
        text = _lane(event.lane) + (f", {attempt}" if attempt else "")
        if event.finish_reason == "length":  # say why the answer stops mid-sentence
            text += " · " + translate("ChatWords", "cut at the answer's token limit")
        return text
    if isinstance(event, Failed):
        return translate("ChatWords", "failed")
    return ""


def _attempt(n: int) -> str:
    """ "attempt 2", or nothing for the first."""
    return translate("ChatWords", "attempt {n}").format(n=n) if n > 1 else ""


def footer(message: Message) -> str:
    """Route, model, speed and time of an answer: "GPU · SmolLM2 · 41 tokens/s · 2.3 s"."""
    parts = [message.route, message.model]
    if message.speed:
        parts.append(translate("ChatWords", "{n} tokens/s").format(n=f"{message.speed:.0f}"))
    if message.seconds:
        parts.append(
            translate("ChatWords", "{n} s").format(n=QLocale().toString(message.seconds, "f", 1))
        )
    return " · ".join(p for p in parts if p)


def failure_words(event: Failed) -> tuple[str, bool]:
    """A failure in plain words, and whether asking again can give another outcome."""
    text = translate("ChatWords", "The answer stopped: {why}.").format(why=_why(event.kind))
    if event.resumable and event.partial:
        text += " " + translate(
            "ChatWords", "What was written is kept; Continue picks up from there."
        )
    return text, event.kind in _CAN_CHANGE


def too_long_words(needed: int, available: int) -> str:
    """A message that alone is longer than any context: in tokens, with the way out."""
    text = translate(
        "ChatWords",
        "Not sent: this message is about {needed} tokens, and the model reads at most "
        "{available} here. Edit it to shorten it, or set “Long conversations” to “Leave out "
        "the middle” in Settings to send it with its middle left out.",
    )
    locale = QLocale()
    return text.format(needed=locale.toString(needed), available=locale.toString(available))


def refusal_words(exc: CapacityError) -> tuple[str, bool]:
    """A capacity refusal in plain words, and whether trying again can help."""
    if exc.permanent:
        return too_long_words(exc.needed, exc.available), False
    return capacity_words(exc), True


def capacity_words(exc: CapacityError, sizes: str = "") -> str:
    """A capacity refusal in a sentence or two: admission's reason in the interface's
    language, ``sizes`` when known, and when to try again."""
    why = reason_words.sentence(exc.why, wording.reason)
    text = translate("ChatWords", "Spillway cannot take this request now: {reason}.")
    text = text.format(reason=why) + (f" {sizes}" if sizes else "")
    if exc.retry_after_s:
        again = translate("ChatWords", "Try again in about {n} s.")
        text += " " + again.format(n=f"{exc.retry_after_s:.0f}")
    return text


def tool_line(event: ToolCalled) -> str:
    """A tool call the engine ran (or, after a failover, reused) for an answer."""
    call = f"{event.name}({event.arguments.strip()}) -> {event.result}"
    if event.replayed:
        text = translate("ChatWords", "tool {call} (recorded result reused, not run again)")
    else:
        text = translate("ChatWords", "tool {call}")
    return text.format(call=call)
