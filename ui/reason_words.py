"""Admission's reasons in the interface's language: one plain sentence per ``ReasonCode``.

The engine gives a reason as a code plus numbers (``engine.api.Reason``); this module is
the only place the interface words them, through Qt's catalogue (context
``ReasonWords``). The engine's English stays the technical detail. A reason that a part of
the engine still gives as words (``ReasonCode.TEXT``) is passed to the caller's
``fallback``, which words what it recognises.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.api import Reason, ReasonCode
from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
CONTEXT = "ReasonWords"
_C = ReasonCode
_MB = 1000 * 1000  # people read "MB" in powers of ten, as ui.wording says sizes

# Fields: {value} {limit} (whole numbers), {needed} {free} (sizes of value and limit),
# {used} {threshold} (percentages of value and limit), {seconds} {deadline} (seconds).
SENTENCES: dict[ReasonCode, str] = {
    _C.NO_GPU: QT_TRANSLATE_NOOP(
        "ReasonWords", "this computer has no graphics card Spillway can use"
    ),
    _C.GPU_ERROR: QT_TRANSLATE_NOOP("ReasonWords", "the graphics driver does not answer"),
    _C.BREAKER_OPEN: QT_TRANSLATE_NOOP(
        "ReasonWords",
        "the graphics card failed several times, so Spillway rests it and tries again soon",
    ),
    _C.GPU_PAUSED: QT_TRANSLATE_NOOP("ReasonWords", "you paused GPU use"),
    _C.GPU_FAILED_BEFORE: QT_TRANSLATE_NOOP(
        "ReasonWords", "the graphics card already failed on this request"
    ),
    _C.GPU_QUEUE_FULL: QT_TRANSLATE_NOOP(
        "ReasonWords", "too many requests wait for the graphics card"
    ),
    _C.GPU_UNUSABLE: QT_TRANSLATE_NOOP("ReasonWords", "the graphics card cannot be used now"),
    _C.FITS_GPU: QT_TRANSLATE_NOOP("ReasonWords", "it fits on the graphics card"),
    _C.FITS_LOADED_CACHE: QT_TRANSLATE_NOOP("ReasonWords", "it fits in the loaded model"),
    _C.FITS_WHOLE_AGAIN: QT_TRANSLATE_NOOP(
        "ReasonWords", "the whole model fits on the graphics card again"
    ),
    _C.FITS_LOADED_OFFLOADED: QT_TRANSLATE_NOOP(
        "ReasonWords", "it fits in the loaded model, which is partly in the computer's memory"
    ),
    _C.PROMPT_TOO_LONG: QT_TRANSLATE_NOOP(
        "ReasonWords", "the conversation is {value} tokens long; the model can read {limit}"
    ),
    _C.PROMPT_SURELY_TOO_LONG: QT_TRANSLATE_NOOP(
        "ReasonWords",
        "the conversation is at least {value} tokens long; the model can read {limit}",
    ),
    _C.PRESSURE: QT_TRANSLATE_NOOP(
        "ReasonWords", "the graphics card is {used}% full (Spillway keeps it under {threshold}%)"
    ),
    _C.GPU_SHORT: QT_TRANSLATE_NOOP(
        "ReasonWords", "the graphics card has {free} free and this needs {needed} more"
    ),
    _C.CONTEXT_OVER_GPU_CAP: QT_TRANSLATE_NOOP(
        "ReasonWords", "this needs {value} tokens of context; the graphics card reads {limit}"
    ),
    _C.KV_CELLS_SHORT: QT_TRANSLATE_NOOP(
        "ReasonWords", "the loaded model has room for {limit} tokens and this needs {value}"
    ),
    _C.SHRINK_NO_RELIEF: QT_TRANSLATE_NOOP(
        "ReasonWords", "a shorter answer would not help while the card is this full"
    ),
    _C.BEAM_ALREADY_ONE: QT_TRANSLATE_NOOP(
        "ReasonWords", "the transcription already uses the smallest search"
    ),
    _C.NO_CONTEXT_FITS: QT_TRANSLATE_NOOP(
        "ReasonWords", "not even {value} tokens of context fit on the graphics card"
    ),
    _C.SPLIT_LLM_ONLY: QT_TRANSLATE_NOOP(
        "ReasonWords", "only chat models can be split between the processor and the graphics card"
    ),
    _C.SPLIT_NO_RELIEF: QT_TRANSLATE_NOOP(
        "ReasonWords", "splitting the model would not help while the card is this full"
    ),
    _C.PROMPT_OVER_GPU_CONTEXT: QT_TRANSLATE_NOOP(
        "ReasonWords", "the conversation is longer than the {limit} tokens the graphics card reads"
    ),
    _C.KV_HOST_GPU_SHORT: QT_TRANSLATE_NOOP(
        "ReasonWords",
        "even with part of the model in the computer's memory, "
        "the graphics card has {free} free and this needs {needed} more",
    ),
    _C.KV_HOST_RAM_GUARD: QT_TRANSLATE_NOOP(
        "ReasonWords", "the computer's memory is nearly full ({free} may be used, {needed} needed)"
    ),
    _C.NO_LAYER_FITS: QT_TRANSLATE_NOOP(
        "ReasonWords", "not even part of the model fits on the graphics card"
    ),
    _C.NO_FALLBACK: QT_TRANSLATE_NOOP("ReasonWords", "no smaller fallback model is chosen"),
    _C.FALLBACK_NO_RELIEF: QT_TRANSLATE_NOOP(
        "ReasonWords", "the smaller model would not help while the card is this full"
    ),
    _C.PROMPT_OVER_FALLBACK_CONTEXT: QT_TRANSLATE_NOOP(
        "ReasonWords", "the conversation is longer than the {limit} tokens the smaller model reads"
    ),
    _C.FALLBACK_ENGLISH_ONLY: QT_TRANSLATE_NOOP(
        "ReasonWords", "the smaller speech model understands English only"
    ),
    _C.FALLBACK_GPU_SHORT: QT_TRANSLATE_NOOP(
        "ReasonWords",
        "the smaller model does not fit either: the graphics card has {free} free "
        "and it needs {needed} more",
    ),
    _C.PROMPT_OVER_GPU_CAP: QT_TRANSLATE_NOOP(
        "ReasonWords", "the graphics card reads at most {limit} tokens, less than the conversation"
    ),
    _C.WAIT_FREES_TOO_LITTLE: QT_TRANSLATE_NOOP(
        "ReasonWords", "waiting would not help: other programs hold the memory"
    ),
    _C.WAIT_STAYS_OVER_PRESSURE: QT_TRANSLATE_NOOP(
        "ReasonWords", "waiting would not help: the card would stay too full"
    ),
    _C.CPU_OFF: QT_TRANSLATE_NOOP("ReasonWords", "answering on the processor is turned off"),
    _C.CPU_QUEUE_FULL: QT_TRANSLATE_NOOP("ReasonWords", "too many requests wait for the processor"),
    _C.CPU_PAST_DEADLINE: QT_TRANSLATE_NOOP(
        "ReasonWords",
        "the processor would take about {seconds} s, more than the {deadline} s allowed",
    ),
    _C.PROMPT_OVER_CPU_CONTEXT: QT_TRANSLATE_NOOP(
        "ReasonWords", "the conversation is longer than the {limit} tokens the processor reads"
    ),
    _C.HOST_RAM_GUARD: QT_TRANSLATE_NOOP("ReasonWords", "the computer's memory is nearly full"),
    _C.NO_REMOTE: QT_TRANSLATE_NOOP("ReasonWords", "no other computer is set up"),
    _C.REMOTE_DOWN: QT_TRANSLATE_NOOP("ReasonWords", "the other computer does not answer"),
    _C.REMOTE_CHAT_ONLY: QT_TRANSLATE_NOOP("ReasonWords", "the other computer only answers chats"),
    _C.REMOTE_NO_TOOLS: QT_TRANSLATE_NOOP("ReasonWords", "tool calls stay on this computer"),
    _C.REMOTE_QUEUE_FULL: QT_TRANSLATE_NOOP(
        "ReasonWords", "too many requests wait for the other computer"
    ),
    _C.REMOTE_PAST_DEADLINE: QT_TRANSLATE_NOOP(
        "ReasonWords", "the other computer would take about {seconds} s, too long"
    ),
    _C.WAITING_FOR_KV_SLOTS: QT_TRANSLATE_NOOP(
        "ReasonWords", "it waits for room in the loaded model"
    ),
    _C.WAITING_FOR_MEMORY: QT_TRANSLATE_NOOP(
        "ReasonWords", "it waits for running work to free memory"
    ),
    # Limitations: what a request on a slower path gives up.
    _C.CONTEXT_CAPPED: QT_TRANSLATE_NOOP(
        "ReasonWords", "it reads at most {value} tokens of the conversation"
    ),
    _C.ANSWER_CAPPED: QT_TRANSLATE_NOOP("ReasonWords", "the answer stops at {value} tokens"),
    _C.ANSWER_CAPPED_ON_CPU: QT_TRANSLATE_NOOP(
        "ReasonWords", "the answer stops at {value} tokens (the processor reads {limit})"
    ),
    _C.BEAM_CAPPED: QT_TRANSLATE_NOOP(
        "ReasonWords", "a quicker, less thorough transcription (search width 1, not {value})"
    ),
    _C.KV_ON_HOST: QT_TRANSLATE_NOOP(
        "ReasonWords", "part of the work runs in the computer's memory (slower)"
    ),
    _C.LAYERS_SPLIT: QT_TRANSLATE_NOOP(
        "ReasonWords",
        "{value} of {limit} layers on the graphics card, the rest on the processor (slower)",
    ),
    _C.BY_FALLBACK_MODEL: QT_TRANSLATE_NOOP("ReasonWords", "answered by the smaller model {name}"),
    _C.TRANSCRIBED_BY_FALLBACK: QT_TRANSLATE_NOOP(
        "ReasonWords", "transcribed by the smaller speech model {name}"
    ),
    _C.ENGLISH_ONLY: QT_TRANSLATE_NOOP(
        "ReasonWords", "English only: speech in another language comes out wrong"
    ),
    _C.BY_REMOTE: QT_TRANSLATE_NOOP(
        "ReasonWords", "answered by {name} on another computer ({host})"
    ),
    _C.ON_CPU: QT_TRANSLATE_NOOP("ReasonWords", "slower than on the graphics card"),
    _C.TRANSCRIBING_ON_CPU: QT_TRANSLATE_NOOP(
        "ReasonWords", "the transcription is slower than on the graphics card"
    ),
    _C.WAITS_FOR_KV_SLOTS: QT_TRANSLATE_NOOP("ReasonWords", "waits for room in the loaded model"),
    _C.WAITS_FOR_GPU_MEMORY: QT_TRANSLATE_NOOP(
        "ReasonWords", "waits for memory on the graphics card"
    ),
}
# A lane's full queue is said as that lane's own (the engine names the lane).
_QUEUE_FULL = {"gpu": _C.GPU_QUEUE_FULL, "cpu": _C.CPU_QUEUE_FULL, "remote": _C.REMOTE_QUEUE_FULL}
# Codes said by another code's sentence, or by the caller's fallback.
WORDED_ELSEWHERE = frozenset({_C.LANE_QUEUE_FULL, _C.TEXT})


def _size(n_bytes: float) -> str:
    """Bytes for people, as ui.wording says them: "900 MB", "1.2 GB"."""
    if n_bytes >= 1000 * _MB:
        return f"{n_bytes / (1000 * _MB):.1f} GB"
    return f"{max(n_bytes, 0) / _MB:.0f} MB"


def _fields(reason: Reason) -> dict[str, str]:
    return {
        "value": f"{reason.value:.0f}",
        "limit": f"{reason.limit:.0f}",
        "needed": _size(reason.value),
        "free": _size(reason.limit),
        "used": f"{reason.value * 100:.0f}",
        "threshold": f"{reason.limit * 100:.0f}",
        "seconds": f"{reason.value:.0f}",
        "deadline": f"{reason.limit:.0f}",
        "name": reason.name,
        "host": reason.detail,
    }


def sentence(reason: Reason, fallback: Callable[[str], str] = str) -> str:
    """``reason`` alone (not the ones that follow it), as a plain sentence in the
    interface's language; words from the engine (a TEXT reason) go through ``fallback``."""
    code = reason.code
    if code is _C.LANE_QUEUE_FULL:
        code = _QUEUE_FULL.get(reason.name, _C.TEXT)
    if code is _C.TEXT:
        return fallback(reason.detail or reason.name)
    return translate(CONTEXT, SENTENCES[code]).format(**_fields(reason))


def said(why: Reason | None, english: str, fallback: Callable[[str], str] = str) -> str:
    """The reason to show for an event that may carry a structured reason: ``why`` in
    words when there is one, else the engine's ``english`` through ``fallback``."""
    return sentence(why, fallback) if why is not None else fallback(english)


def limitations(structured: tuple[Reason, ...], english: tuple[str, ...]) -> list[str]:
    """A slower path's limitations in words: the ``structured`` ones when there are, else
    the engine's ``english`` as they are."""
    return [sentence(limitation) for limitation in structured] if structured else list(english)


__all__ = ["CONTEXT", "SENTENCES", "WORDED_ELSEWHERE", "limitations", "said", "sentence"]
