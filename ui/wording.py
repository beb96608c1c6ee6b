"""The engine's codes and reasons in plain words: the one place where the UI words them.

The engine speaks an engineer's language ("oom (llama_decode returned -2)", "GPU memory
pressure 126% is above the 90% threshold"). Every widget turns what it shows into a
``Plain``: a short title, a sentence a person understands, a level (for the colour and the
icon), and the engine's own words kept as ``detail``, one click away.

The API is small on purpose:

    engine_state(status, forecast)  -> Plain   the headline of the window (status, banner, bar)
    reason(text)                    -> str     any engine reason as a plain sentence
    failure(kind, message, ...)     -> Plain   a Failed event (``retry``: whether Retry can help)
    degraded(event)                 -> Plain   a Degraded event
    refusal(exc)                    -> Plain   a CapacityError at submit
    size(n_bytes), duration(s)               "900 MB", "about 13 s"
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QCoreApplication, QLocale

from engine.api import Action, CapacityError, Decision, Degraded, EngineStatus, ReasonCode
from ui import reason_words, route_words
from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

_MB = 1000 * 1000  # people read "MB" in powers of ten; the technical detail keeps MiB


class Level(IntEnum):
    """How much a state needs the user's attention (ordered: worse is larger)."""

    OK = 0
    INFO = 1
    WARNING = 2
    ERROR = 3


@dataclass(frozen=True)
class Plain:
    """A state or an error in plain words, with the engine's words as the detail.

    Attributes:
        title: a few words: "GPU full", "Cannot read this file".
        text: one or two sentences that say what happens now and what to do.
        level: for the colour and the icon.
        detail: the engine's own words (shown on demand, copied into bug reports).
        retry: whether trying again can change the outcome.
    """

    title: str
    text: str
    level: Level = Level.INFO
    detail: str = ""
    retry: bool = True

    @property
    def sentence(self) -> str:
        """Title and text in one line: "GPU full: another program holds 900 MB; ..."."""
        if not self.text:
            return self.title
        return translate("Wording", "{title}: {text}").format(title=self.title, text=self.text)


def _cap(text: str) -> str:
    """``text`` with its first letter in capitals (``str.capitalize`` lowers the rest)."""
    return text[:1].upper() + text[1:]


def size(n_bytes: int) -> str:
    """Bytes for people: "900 MB", "1.2 GB" (decimal units, rounded; the decimal mark is
    the interface's: "1,2 GB" in German)."""
    if n_bytes >= 1000 * _MB:
        gb = QLocale().toString(n_bytes / (1000 * _MB), "f", 1)
        return translate("Wording", "{n} GB").format(n=gb)  # "Go" in French
    return translate("Wording", "{n} MB").format(n=f"{max(n_bytes, 0) / _MB:.0f}")


def duration(seconds: float) -> str:
    """A rough wait for people: "a moment", "about 13 s", "about 4 min"."""
    if seconds < 1.5:
        return translate("Wording", "a moment")
    if seconds < 90:
        return translate("Wording", "about {n} s").format(n=f"{seconds:.0f}")
    if seconds < 5400:
        return translate("Wording", "about {n} min").format(n=f"{seconds / 60:.0f}")
    return translate("Wording", "about {n} h").format(n=QLocale().toString(seconds / 3600, "f", 1))


# --- reasons ------------------------------------------------------------------------------

_DEVICE = {
    "GPU": QT_TRANSLATE_NOOP("Wording", "graphics card"),
    "simulated GPU": QT_TRANSLATE_NOOP("Wording", "simulated graphics card"),
    "CPU": QT_TRANSLATE_NOOP("Wording", "processor"),
}
_KIND_WORDS = {
    "oom": QT_TRANSLATE_NOOP("Wording", "out of memory"),
    "abort": QT_TRANSLATE_NOOP("Wording", "its process crashed"),
    "hang": QT_TRANSLATE_NOOP("Wording", "it stopped responding"),
    "driver": QT_TRANSLATE_NOOP("Wording", "the driver was lost"),
}


def _word(table: dict[str, str], key: str) -> str:
    """A word from a table of untranslated words, in the interface's language."""
    return translate("Wording", table[key]) if key in table else key


_REASONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), words)
    for pattern, words in (
        (
            r"GPU memory pressure (\d+)% is above the (\d+)% threshold",
            lambda m: translate(
                "Wording", "the graphics card is {used}% full (Spillway keeps it under {limit}%)"
            ).format(used=m[1], limit=m[2]),
        ),
        (
            r"the GPU needs (.+?) more but has (.+?) to give",
            lambda m: translate(
                "Wording", "the graphics card has {free} free and this needs {more} more"
            ).format(free=m[2], more=m[1]),
        ),
        (
            r"GPU paused by the circuit breaker",
            lambda _m: translate(
                "Wording",
                "the graphics card failed several times, so Spillway rests it and tries again soon",
            ),
        ),
        (r"GPU use paused by the user", lambda _m: translate("Wording", "you paused GPU use")),
        (
            r"no GPU on this machine",
            lambda _m: translate("Wording", "this computer has no graphics card Spillway can use"),
        ),
        (
            r"GPU unavailable|the GPU is not answering|driver",
            lambda _m: translate("Wording", "the graphics driver does not answer"),
        ),
        (
            r"the GPU queue is full",
            lambda _m: translate("Wording", "too many requests wait for the graphics card"),
        ),
        (
            r"the CPU queue is full",
            lambda _m: translate("Wording", "too many requests wait for the processor"),
        ),
        (
            r"host RAM guard",
            lambda _m: translate("Wording", "the computer's memory is nearly full"),
        ),
        (
            r"the (simulated GPU|GPU|CPU) failed: (\w+)",
            lambda m: translate("Wording", "the {device} failed ({why})").format(
                device=_word(_DEVICE, m[1]), why=_word(_KIND_WORDS, m[2])
            ),
        ),
        (
            r"the request already failed there|the GPU failed",
            lambda _m: translate("Wording", "the graphics card failed"),
        ),
        (
            r"\boom\b|out of memory|failed to create llama_context",
            lambda _m: translate("Wording", "the graphics card ran out of memory"),
        ),
        (
            r"killed by signal|abort|ggml_cuda_error|crash",
            lambda _m: translate("Wording", "the model's process crashed and is being restarted"),
        ),
        (
            r"\bhang\b|stopped answering|no progress",
            lambda _m: translate("Wording", "the model stopped responding and is being restarted"),
        ),
        (
            r"prompt has (\d+) tokens; the largest context here is (\d+)",
            lambda m: translate(
                "Wording", "the conversation is {tokens} tokens long; the model can read {limit}"
            ).format(tokens=m[1], limit=m[2]),
        ),
        (
            r"does not fit the (\w+) lane's (\d+)-token context",
            lambda m: translate(
                "Wording",
                "the conversation is longer than the {limit} tokens the {lane} path reads",
            ).format(limit=m[2], lane=m[1]),
        ),
        (
            r"remote server .* does not answer",
            lambda _m: translate("Wording", "the other computer does not answer"),
        ),
    )
)


def reason(text: str) -> str:
    """Any reason the engine gives, as a plain sentence (the text itself when unknown)."""
    for pattern, words in _REASONS:
        match = pattern.search(text)
        if match:
            return words(match)
    return text


# --- the engine's state ---------------------------------------------------------------------


def foreign_bytes(status: EngineStatus) -> int:
    """What other programs hold on the card: its use beyond what our replicas measured."""
    if status.gpu is None:
        return 0
    return max(0, status.gpu.used - sum(status.gpu_measured.values()))


def engine_state(status: EngineStatus, forecast: Decision | None = None) -> Plain:
    """The headline: where a new question would go now, and why, in plain words.

    ``forecast`` is admission's decision for a short chat question at this moment; with it,
    the headline says what admission would do, not only whether the card is healthy.
    """
    detail = f"mode {status.mode}: {status.reason}"
    if forecast is not None:
        detail += f"; admission now: {forecast.action.value} ({forecast.reason})"
    simulated = status.gpu_simulated
    if status.mode == "down":
        title = translate("Wording", "Not working")
        return Plain(title, _cap(reason(status.reason)), Level.ERROR, detail, False)
    if status.mode == "cpu-only":
        where = _where(forecast, translate("Wording", "answers come from the processor"))
        title = translate("Wording", "Processor only")
        return Plain(title, f"{reason(status.reason)}; {where}", Level.INFO, detail)
    processor = translate("Wording", "new work goes to the processor")
    if status.gpu_paused:
        where = _where(forecast, processor)
        text = translate("Wording", "you paused GPU use; {where}").format(where=where)
        return Plain(translate("Wording", "GPU paused"), text, Level.WARNING, detail)
    if status.mode == "degraded":
        where = _where(forecast, processor)
        if simulated:
            title = translate("Wording", "Simulated GPU unavailable")
        else:
            title = translate("Wording", "GPU unavailable")
        return Plain(title, f"{reason(status.reason)}; {where}", Level.WARNING, detail)
    if forecast is None or forecast.action in (Action.ADMIT, Action.SHRINK, Action.OFFLOAD):
        note = _gpu_note(forecast)
        if simulated:
            title = translate("Wording", "Simulated GPU ready")
            text = translate("Wording", "answers come from the simulated GPU")
        else:
            title = translate("Wording", "GPU ready")
            text = translate("Wording", "answers come from the GPU")
        return Plain(title, text + note, Level.OK, detail)
    return _gpu_under_pressure(status, forecast, detail)


def _gpu_note(forecast: Decision | None) -> str:
    if forecast is None or forecast.action is Action.ADMIT:
        return ""
    if forecast.action is Action.SHRINK:
        return translate("Wording", ", with shorter answers while memory is tight")
    return translate("Wording", ", partly from the computer's memory (slower)")


def _gpu_under_pressure(status: EngineStatus, forecast: Decision, detail: str) -> Plain:
    foreign = foreign_bytes(status)
    why = (
        translate("Wording", "another program holds {size}").format(size=size(foreign))
        if status.gpu is not None and foreign > status.gpu.total // 4
        else reason_words.sentence(forecast.why, reason)
    )
    where = _where(forecast, "")
    full = forecast.action is not Action.DELAY
    titles = {
        (True, True): translate("Wording", "Simulated GPU full"),
        (True, False): translate("Wording", "Simulated GPU busy"),
        (False, True): translate("Wording", "GPU full"),
        (False, False): translate("Wording", "GPU busy"),
    }
    level = Level.ERROR if forecast.action is Action.REFUSE else Level.WARNING
    return Plain(titles[status.gpu_simulated, full], f"{why}; {where}", level, detail)


def _where(forecast: Decision | None, default: str) -> str:
    """Where a new question goes, and how long it takes, in words."""
    if forecast is None:
        return default
    eta = f", {duration(forecast.eta_s)}" if forecast.eta_s > 0 else ""
    model = f" ({forecast.model})" if forecast.model else ""
    where = {
        Action.ADMIT: translate("Wording", "answers come from the graphics card"),
        Action.SHRINK: translate("Wording", "answers come from the graphics card, shortened"),
        Action.OFFLOAD: translate(
            "Wording", "answers come from the graphics card and the processor"
        ),
        Action.DELAY: translate("Wording", "answers wait for the graphics card"),
        Action.ROUTE_CPU: translate("Wording", "answers come from the processor"),
        Action.ROUTE_FALLBACK: _fallback_words(forecast) + model,
        Action.ROUTE_REMOTE: translate("Wording", "answers come from another computer"),
        Action.REFUSE: translate("Wording", "new questions are refused until memory frees"),
    }[forecast.action]
    return where if forecast.action is Action.REFUSE else where + eta


def _fallback_words(decision: Decision) -> str:
    """Where the fallback route takes the work: a smaller chat model answers, or, for a
    transcription (its limitations say so), the English-only speech model transcribes."""
    speech = any(r.code is ReasonCode.TRANSCRIBED_BY_FALLBACK for r in decision.limits.limitations)
    if speech:
        return translate("Wording", "transcribed by the smaller English-only speech model")
    return translate("Wording", "answers come from a smaller model")


# --- events and errors ----------------------------------------------------------------------

_FAILURES: dict[str, tuple[str, str, bool]] = {
    # kind: (title, what to do, whether Retry can help)
    "oom": (
        QT_TRANSLATE_NOOP("Wording", "Out of memory"),
        QT_TRANSLATE_NOOP("Wording", "Try again: Spillway picks a path with room."),
        True,
    ),
    "abort": (
        QT_TRANSLATE_NOOP("Wording", "The model crashed"),
        QT_TRANSLATE_NOOP("Wording", "It is being restarted; try again."),
        True,
    ),
    "hang": (
        QT_TRANSLATE_NOOP("Wording", "The model stopped responding"),
        QT_TRANSLATE_NOOP("Wording", "It was restarted; try again."),
        True,
    ),
    "driver": (
        QT_TRANSLATE_NOOP("Wording", "Graphics driver lost"),
        QT_TRANSLATE_NOOP("Wording", "Spillway uses the processor meanwhile."),
        True,
    ),
    "bad_input": (
        QT_TRANSLATE_NOOP("Wording", "Cannot read this"),
        QT_TRANSLATE_NOOP("Wording", "Check the file or the text; trying again will not help."),
        False,
    ),
    "bad_model": (
        QT_TRANSLATE_NOOP("Wording", "The model cannot be loaded"),
        QT_TRANSLATE_NOOP("Wording", "Choose another model in Settings."),
        False,
    ),
    "capacity": (
        QT_TRANSLATE_NOOP("Wording", "No room now"),
        QT_TRANSLATE_NOOP("Wording", "Try again when other work has finished."),
        True,
    ),
    "replay_diverged": (
        QT_TRANSLATE_NOOP("Wording", "Answer interrupted"),
        QT_TRANSLATE_NOOP("Wording", "The part already written is kept; continue it."),
        True,
    ),
    "internal": (
        QT_TRANSLATE_NOOP("Wording", "Something went wrong"),
        QT_TRANSLATE_NOOP("Wording", "Try again; if it happens again, report it."),
        True,
    ),
}
_NOT_AUDIO = re.compile(
    r"InvalidDataError|Invalid data found|could not find codec|no audio|not an audio|"
    r"moov atom not found|Errno 1094995529",
    re.IGNORECASE,
)


def failure(kind: str, message: str, *, audio: bool = False) -> Plain:
    """A Failed event (``kind``, ``message``) in plain words.

    Args:
        kind: the engine's error kind ("oom", "bad_input", ...).
        message: the engine's message, kept as the detail.
        audio: the request was a transcription (a bad input is then a file that is not
            audio, which no retry can fix).
    """
    detail = f"{kind}: {message}"
    if audio and (kind == "bad_input" or _NOT_AUDIO.search(message)):
        return Plain(
            translate("Wording", "Not an audio file"),
            translate(
                "Wording",
                "Spillway cannot find sound in this file. Choose an audio or video file "
                "(WAV, MP3, M4A, FLAC, OGG, OPUS, WEBM, MP4).",
            ),
            Level.ERROR,
            detail,
            retry=False,
        )
    if audio and ("No such file" in message or "not found" in message.lower()):
        title = translate("Wording", "File not found")
        text = translate("Wording", "It was moved or deleted.")
        return Plain(title, text, Level.ERROR, detail, False)
    title, todo, retry = _FAILURES.get(kind, _FAILURES["internal"])
    title, todo = translate("Wording", title), translate("Wording", todo)
    said = reason(message)
    text = f"{said[:1].upper()}{said[1:]}. {todo}" if said != message else todo
    return Plain(title, text, Level.ERROR, detail, retry)


def degraded(event: Degraded) -> Plain:
    """A Degraded event: where the request runs instead, why, and what it costs."""
    where = route_words.route(event.route, plain=True)
    limits = "; ".join(reason_words.limitations(event.limited_by, event.limitations))
    text = translate("Wording", "Runs on {where}").format(where=where)
    text += f": {limits}" if limits else ""
    text += ". " + translate("Wording", "Why: {reason}.").format(
        reason=reason_words.said(event.why, event.reason, reason)
    )
    detail = f"route {route_words.route(event.route)}; model {event.model}; reason: {event.reason}"
    return Plain(translate("Wording", "Slower path"), text, Level.WARNING, detail)


def refusal(exc: CapacityError) -> Plain:
    """A CapacityError at submit: why, and whether waiting can help."""
    text = reason_words.sentence(exc.why, reason)
    text = f"{text[:1].upper()}{text[1:]}."
    if exc.retry_after_s:
        wait = translate("Wording", "Try again in {wait}.")
        text += " " + wait.format(wait=duration(exc.retry_after_s))
    detail = f"capacity: {exc.reason} (needed {exc.needed}, available {exc.available})"
    title = translate("Wording", "Cannot take this now")
    return Plain(title, text, Level.ERROR, detail, retry=not exc.permanent)


__all__ = [
    "Level",
    "Plain",
    "degraded",
    "duration",
    "engine_state",
    "failure",
    "foreign_bytes",
    "reason",
    "refusal",
    "size",
]
