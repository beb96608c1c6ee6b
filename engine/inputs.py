"""The one input boundary: every request (CLI, API, app, recovery) is checked here before
the journal sees it, and the names a user may give (models, compute types) are checked
against what exists, naming the valid ones.

Pure: no I/O. ``InvalidRequest`` is a ``ValueError`` naming the field at fault; ``text``
says the fault is text that is not valid Unicode (a lone surrogate, as JSON's ``\\ud800``
or an undecodable byte gives), which an HTTP caller gets as a 400 rather than a 422.
File names are the exception: a Linux file name may hold any bytes, which Python carries
as surrogate escapes, so a transcription's path is never refused for them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from engine.errors import InputError
from engine.requests import ChatRequest, Request, TranscriptionRequest
from engine.settings import SCHEMA_BY_KEY, Settings
from engine.transcript import FORMATS

MAX_TOKENS = 1 << 20  # no context is longer; admission caps the answer to what fits
MAX_BEAM = 16  # beyond this a beam search costs minutes and improves nothing measurable
MAX_STOP = 4
MAX_SEED = (1 << 32) - 1
ROLES = ("system", "user", "assistant")
COMPUTE_TYPES = SCHEMA_BY_KEY["whisper.compute_type"].choices
MIN_API_KEY = 16  # characters; a shorter key is guessed in minutes over a network
# The languages Whisper knows (ISO 639-1, and a few 639-3 codes it uses).
_LANGUAGE_CODES = (
    "af am ar as az ba be bg bn bo br bs ca cs cy da de el en es et eu fa fi fo fr gl gu ha "
    "haw he hi hr ht hu hy id is it ja jw ka kk km kn ko la lb ln lo lt lv mg mi mk ml mn mr "
    "ms mt my ne nl nn no oc pa pl ps pt ro ru sa sd si sk sl sn so sq sr su sv sw ta te tg "
    "th tk tl tr tt uk ur uz vi yi yo zh yue"
)
WHISPER_LANGUAGES = frozenset(_LANGUAGE_CODES.split(" "))


class InvalidRequest(InputError, ValueError):
    """A request (or an option) outside what Spillway accepts; nothing was journaled.

    Attributes:
        field: the request field or option at fault.
        text: True when the fault is text that is not valid Unicode.
    """

    def __init__(self, field: str, message: str, text: bool = False) -> None:
        super().__init__(message)
        self.field = field
        self.message = message
        self.text = text


def validate_request(request: Request) -> None:
    """Check every field of ``request`` against its documented range.

    Raises:
        InvalidRequest: naming the first field at fault.
    """
    if isinstance(request, ChatRequest):
        _validate_chat(request)
    else:
        _validate_transcription(request)
    _deadline(request.deadline_s)


def _validate_chat(request: ChatRequest) -> None:
    if not request.messages:
        raise InvalidRequest("messages", "the conversation has no messages")
    for i, (role, content) in enumerate(request.messages):
        if role not in ROLES:
            raise InvalidRequest(f"messages[{i}].role", f"a role must be one of {_names(ROLES)}")
        _unicode(f"messages[{i}].content", content)
    if not any(content.strip() for role, content in request.messages if role == "user"):
        raise InvalidRequest("prompt", "the prompt is empty: say something to the model")
    _integer("max_tokens", request.max_tokens, 1, MAX_TOKENS)
    _number("temperature", request.temperature, 0.0, 2.0)
    _number("top_p", request.top_p, 0.0, 1.0)
    _integer("top_k", request.top_k, 0, 100_000)
    _number("repeat_penalty", request.repeat_penalty, 0.0, 10.0)
    if request.seed is not None:
        _integer("seed", request.seed, 0, MAX_SEED)
    if len(request.stop) > MAX_STOP or not all(request.stop):
        raise InvalidRequest("stop", f"at most {MAX_STOP} stop sequences, none of them empty")
    for name, values in (("stop", request.stop), ("tools", request.tools)):
        for value in values:
            _unicode(name, value)
    _unicode("tool_choice", request.tool_choice)


def _validate_transcription(request: TranscriptionRequest) -> None:
    if not request.path:
        raise InvalidRequest("file", "no audio file was given")
    if request.language is not None and request.language not in WHISPER_LANGUAGES:
        raise InvalidRequest(
            "language",
            f"unknown language {request.language!r}: use a two-letter code Whisper knows, "
            "such as en, de, fr, es, ja, zh",
        )
    _integer("beam_size", request.beam_size, 1, MAX_BEAM)
    if request.output_format not in FORMATS:
        raise InvalidRequest("format", f"the output format must be one of {_names(FORMATS)}")


def check_model(model_id: str, known: Iterable[str], kind: str) -> None:
    """``model_id`` must be one of the ``known`` ids of its ``kind`` ("chat", "speech").

    Raises:
        InvalidRequest: naming the models there are.
    """
    ids = sorted(known)
    if model_id not in ids:
        there = _names(ids) if ids else "none"
        raise InvalidRequest(
            "model", f"no {kind} model {model_id!r}; the {kind} models are: {there}"
        )


def check_compute_type(value: str) -> None:
    """A Whisper compute type CTranslate2 has.

    Raises:
        InvalidRequest: naming the valid ones.
    """
    if value not in COMPUTE_TYPES:
        raise InvalidRequest(
            "compute_type", f"unknown compute type {value!r}; use one of {_names(COMPUTE_TYPES)}"
        )


def settings_warnings(
    settings: Settings, llms: Iterable[str], speech: Iterable[str], api_key: str | None = None
) -> list[str]:
    """Values that are allowed but almost certainly not meant: said at start, not refused.

    ``llms``/``speech``: the ids of the known chat and speech models; ``api_key``: a key
    given on the command line (else the settings' ``api.key``).
    """
    warnings = []
    for lane in ("gpu_lane", "cpu_lane"):
        if settings.get_int(f"{lane}.max_queue") == 0:
            warnings.append(
                f"{lane}.max_queue is 0: every request for the {lane.split('_')[0].upper()} "
                "lane will be refused as over capacity"
                + (
                    ' (cpu_lane.readiness = "none" turns the CPU lane off)'
                    if lane == "cpu_lane"
                    else ""
                )
            )
    key = settings.get_str("api.key") if api_key is None else api_key
    if key and len(key) < MIN_API_KEY:
        warnings.append(
            f"the API key has {len(key)} characters: a key that short is easy to guess; "
            f"use {MIN_API_KEY} or more"
        )
    models = (
        ("models.llm", "chat", sorted(llms)),
        ("models.fallback_llm", "chat", sorted(llms)),
        ("models.whisper", "speech", sorted(speech)),
    )
    for key_name, kind, known in models:
        chosen = settings.get_str(key_name)
        if chosen and chosen not in known:
            there = _names(known) if known else "none"
            warnings.append(f"{key_name} = {chosen!r} is not a known {kind} model (known: {there})")
    return warnings


def is_valid_text(text: str) -> bool:
    """True when ``text`` can be written as UTF-8 (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _unicode(field: str, text: str) -> None:
    if not is_valid_text(text):
        raise InvalidRequest(
            field, f"{field} is not valid Unicode text (it holds a lone surrogate)", text=True
        )


def _integer(field: str, value: int, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidRequest(field, f"{field} must be a whole number from {low} to {high}")


def _number(field: str, value: float, low: float, high: float) -> None:
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not low <= value <= high
    ):
        raise InvalidRequest(field, f"{field} must be a number from {low:g} to {high:g}")


def _deadline(deadline_s: float | None) -> None:
    if deadline_s is None:
        return
    if isinstance(deadline_s, bool) or not math.isfinite(deadline_s) or deadline_s <= 0:
        raise InvalidRequest("deadline", "a deadline must be a positive number of seconds")


def _names(values: Iterable[str]) -> str:
    return ", ".join(values)
