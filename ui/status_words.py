"""The Status tab's figures in the interface's language: sizes, lanes, requests, replicas,
the breaker and the remote server.

The engine names these with short English codes ("gpu", "queued", "llm@gpu", "half_open");
each function here turns one into words, in the "StatusView" context of the catalogues.
A code it does not know is shown as the engine gives it, so a new state is never hidden.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from engine.api import BreakerSnapshot, BreakerState, RemoteStatus
from ui import wording
from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
_KIB, _MIB, _GIB = 1024, 1024**2, 1024**3

_LANES = {
    "gpu": QT_TRANSLATE_NOOP("StatusView", "GPU"),
    "cpu": QT_TRANSLATE_NOOP("StatusView", "CPU"),
    "remote": QT_TRANSLATE_NOOP("StatusView", "Remote"),
}
_KINDS = {
    "chat": QT_TRANSLATE_NOOP("StatusView", "Chat"),
    "transcription": QT_TRANSLATE_NOOP("StatusView", "Transcription"),
    "llm": QT_TRANSLATE_NOOP("StatusView", "Chat"),
    "whisper": QT_TRANSLATE_NOOP("StatusView", "Speech"),
}
_STATES = {
    "queued": QT_TRANSLATE_NOOP("StatusView", "queued"),
    "running": QT_TRANSLATE_NOOP("StatusView", "running"),
    "interrupted, resumable": QT_TRANSLATE_NOOP("StatusView", "interrupted, can resume"),
}
_BREAKER = {
    BreakerState.CLOSED: QT_TRANSLATE_NOOP("StatusView", "closed (the GPU is used)"),
    BreakerState.OPEN: QT_TRANSLATE_NOOP("StatusView", "open (the GPU rests)"),
    BreakerState.HALF_OPEN: QT_TRANSLATE_NOOP("StatusView", "half-open (one test request)"),
}
_PLACEMENTS = {
    "GPU": QT_TRANSLATE_NOOP("StatusView", "GPU"),
    "CPU": QT_TRANSLATE_NOOP("StatusView", "CPU"),
    "GPU, KV cache in host RAM": QT_TRANSLATE_NOOP("StatusView", "GPU, KV cache in host RAM"),
}
_LAYERS = re.compile(r"(\d+) layers on the GPU, the rest on the CPU")
_REPLICA = re.compile(r"(\w+)@([\w-]+)")  # the device: "cuda", "sim-gpu", "cpu"
_API_CLIENT = re.compile(r"API (\S+)")


class Counts(QObject):
    """The status texts with a count. They go through ``self.tr`` because pyside6-lupdate
    gives plural forms only to texts it finds there ("1 failure", "2 failures")."""

    def layers(self, n: int) -> str:
        """A split placement: "12 layers on the GPU, the rest on the CPU"."""
        return self.tr("%n layer(s) on the GPU, the rest on the CPU", "", n)

    def failures(self, n: int) -> str:
        """The breaker's recent failures."""
        return self.tr("%n failure(s) in the window", "", n)


_COUNTS = Counts()


def _word(table: dict[str, str], code: str) -> str:
    return translate("StatusView", table[code]) if code in table else code


def number(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` decimals as the interface's locale writes it ("3,4")."""
    return QLocale().toString(float(value), "f", decimals)


def size(n_bytes: float) -> str:
    """Bytes in binary units, as the status shows them ("1.50 GiB"; "1,50 GiB" in German)."""
    for unit, scale, decimals in (("GiB", _GIB, 2), ("MiB", _MIB, 2), ("KiB", _KIB, 1)):
        if abs(n_bytes) >= scale:
            return f"{number(n_bytes / scale, decimals)} {unit}"
    return f"{int(n_bytes)} B"


def seconds(value: float) -> str:
    """A time in seconds with one decimal: "3.4 s"."""
    return translate("StatusView", "{n} s").format(n=number(value, 1))


def lane(code: str) -> str:
    """A lane ("gpu", "cpu", "remote") by its name for people."""
    return _word(_LANES, code)


def kind(code: str) -> str:
    """A request's or a replica's kind ("chat", "transcription", "llm", "whisper")."""
    return _word(_KINDS, code)


def state(code: str, attempt: int = 1) -> str:
    """A request's state ("queued"), with its attempt when it is not the first."""
    words = _word(_STATES, code)
    if attempt <= 1:
        return words
    return translate("StatusView", "{state}, attempt {n}").format(state=words, n=attempt)


def origin(code: str) -> str:
    """Who asked: this window, or a client of the local API (by its address)."""
    if code == "app":
        return translate("StatusView", "this window")
    client = _API_CLIENT.fullmatch(code)
    if client:
        return translate("StatusView", "API client {address}").format(address=client[1])
    return code


def replica(name: str, serves: str = "") -> str:
    """A replica ("llm@cuda") as what it serves and on which lane (``serves``: "gpu"):
    "Chat, GPU". Its worker's device stands in for a lane not given ("llm@cpu")."""
    match = _REPLICA.fullmatch(name)
    if not match:
        return name
    return translate("StatusView", "{kind}, {lane}").format(
        kind=kind(match[1]), lane=lane(serves or match[2])
    )


def replica_context(chat_ctx: int, parallel: int) -> str:
    """A replica's context: one chat's ("2048"), times its slots when it has several
    ("4 x 2048" with a multiplication sign: four chats of 2,048 tokens each)."""
    if not chat_ctx:
        return "-"
    if parallel <= 1:
        return QLocale().toString(chat_ctx)
    return f"{parallel} \u00d7 {QLocale().toString(chat_ctx)}"


def replica_slots(answering: int, parallel: int, alive: bool) -> str:
    """How many requests a replica serves now, of how many it may serve together."""
    if not alive:
        return "-"
    return translate("StatusView", "{n} of {slots}").format(n=answering, slots=parallel)


def placement(text: str) -> str:
    """Where a replica keeps its model ("GPU", "12 layers on the GPU, the rest on the CPU")."""
    layers = _LAYERS.fullmatch(text)
    if layers:
        n = int(layers[1])
        return _COUNTS.layers(n)
    return _word(_PLACEMENTS, text)


def yes_no(value: bool) -> str:
    """ "yes" or "no"."""
    return translate("StatusView", "yes") if value else translate("StatusView", "no")


def breaker(snapshot: BreakerSnapshot) -> str:
    """The breaker's state, its recent failures, why it opened and when it tries again."""
    n = snapshot.failures_in_window
    parts = [
        _word({k.value: v for k, v in _BREAKER.items()}, snapshot.state.value),
        _COUNTS.failures(n),
    ]
    if snapshot.reason:
        why = wording.reason(snapshot.reason)
        parts.append(translate("StatusView", "reason: {reason}").format(reason=why))
    if snapshot.state is BreakerState.OPEN:
        wait = math.ceil(snapshot.retry_in_s)
        parts.append(translate("StatusView", "next test in {n} s").format(n=wait))
    elif snapshot.state is BreakerState.HALF_OPEN:
        parts.append(translate("StatusView", "one test request allowed now"))
    return " · ".join(parts)


def remote(status: RemoteStatus) -> str:
    """The remote server: where, which model, and whether it answers."""
    parts = [status.host]
    if status.model:
        parts.append(translate("StatusView", "model {model}").format(model=status.model))
    if status.healthy:
        parts.append(translate("StatusView", "answers"))
    else:
        parts.append(translate("StatusView", "does not answer: {error}").format(error=status.error))
    return " · ".join(parts)
