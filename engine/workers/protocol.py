"""The worker protocol: one JSON object per line over a worker's stdin and stdout.

Requests (main process -> worker): load, generate, transcribe, tokenize, cancel, health,
shutdown. Events (worker -> main process): ready, token, segment, progress, tokens, done,
error, heartbeat, health_report. Every message is a frozen dataclass; ``encode`` and ``decode``
are the only places that know the wire form.

Every request carries an ``id``; every event answering it carries the same ``id``. A
request's stream of events ends with exactly one terminal event (``ready``, ``tokens``,
``health_report``, ``done`` or ``error``).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.errors import ErrorKind as ErrorKind  # noqa: PLC0414 - re-exported: the wire's error kinds
from engine.errors import WorkerFailure

NO_SPEECH = "no_speech"  # a transcription's finish reason: audio, but no speech in it


class ProtocolError(WorkerFailure):
    """A line that is not a well-formed protocol message."""

    code = ErrorKind.INTERNAL.value


# --- requests ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Load:
    """Load the worker's model. ``params`` are the runtime's load settings."""

    TYPE: ClassVar[str] = "load"
    id: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Generate:
    """Chat completion over ``messages``, streamed token by token."""

    TYPE: ClassVar[str] = "generate"
    id: str
    messages: list[dict[str, str]]
    max_tokens: int = 256
    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 40
    repeat_penalty: float = 1.0
    seed: int | None = None
    stop: list[str] = field(default_factory=list)
    tools: list[dict[str, Any]] = field(default_factory=list)  # OpenAI-style function specs
    tool_choice: Any = None  # "auto", "none", "required" or {"type": "function", ...}


@dataclass(frozen=True)
class Transcribe:
    """Transcribe an audio file, streaming segments and progress."""

    TYPE: ClassVar[str] = "transcribe"
    id: str
    path: str
    language: str | None = None
    beam_size: int = 1
    task: str = "transcribe"  # Whisper's task: "transcribe", or "translate" (into English)
    vad_filter: bool = True  # skip silence (Silero VAD): silence is no speech, not words


@dataclass(frozen=True)
class Tokenize:
    """Count tokens with the model's own tokenizer; ``messages`` use its chat template."""

    TYPE: ClassVar[str] = "tokenize"
    id: str
    text: str | None = None
    messages: list[dict[str, str]] | None = None


@dataclass(frozen=True)
class Cancel:
    """Stop the request ``target`` at the next token or segment boundary."""

    TYPE: ClassVar[str] = "cancel"
    id: str
    target: str


@dataclass(frozen=True)
class HealthCheck:
    """Ask the worker to answer at once with a ``health`` event."""

    TYPE: ClassVar[str] = "health"
    id: str


@dataclass(frozen=True)
class Shutdown:
    """Finish nothing further, free the model, exit 0."""

    TYPE: ClassVar[str] = "shutdown"
    id: str


# --- events -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Ready:
    """The model is loaded. ``allocations`` are bytes the runtime really allocated."""

    TYPE: ClassVar[str] = "ready"
    id: str
    model: str
    device: str
    allocations: dict[str, int]
    load_seconds: float


@dataclass(frozen=True)
class Piece:
    """One streamed piece of generated text (``index`` counts from 0)."""

    TYPE: ClassVar[str] = "token"
    id: str
    text: str
    index: int


@dataclass(frozen=True)
class Segment:
    """One transcribed segment, times in seconds of audio."""

    TYPE: ClassVar[str] = "segment"
    id: str
    index: int
    start: float
    end: float
    text: str


@dataclass(frozen=True)
class Progress:
    """Audio seconds transcribed so far out of the total."""

    TYPE: ClassVar[str] = "progress"
    id: str
    done: float
    total: float


@dataclass(frozen=True)
class TokenCount:
    """The answer to ``tokenize``."""

    TYPE: ClassVar[str] = "tokens"
    id: str
    count: int
    tokens: list[int]


@dataclass(frozen=True)
class Done:
    """A generate or transcribe request finished; ``stats`` holds counts and timings."""

    TYPE: ClassVar[str] = "done"
    id: str
    text: str
    finish_reason: str
    stats: dict[str, float] = field(default_factory=dict)
    tool_calls: list[dict[str, str]] = field(default_factory=list)  # id, name, arguments (JSON)
    language: str = ""  # transcription: the language spoken (detected or as asked)


@dataclass(frozen=True)
class Error:
    """A request failed. ``kind`` is an ``ErrorKind`` value."""

    TYPE: ClassVar[str] = "error"
    id: str
    kind: str
    message: str
    partial: str = ""


@dataclass(frozen=True)
class Heartbeat:
    """Sent unprompted every heartbeat interval while the worker is alive and answering."""

    TYPE: ClassVar[str] = "heartbeat"
    id: str
    state: str
    rss: int
    busy_with: str | None = None


@dataclass(frozen=True)
class Health:
    """The answer to a health check."""

    TYPE: ClassVar[str] = "health_report"
    id: str
    state: str
    rss: int
    device_error: str | None = None


@dataclass(frozen=True)
class Speed:
    """How fast the loaded model ran a short calibration (sent just before ``ready``).

    The engine derives progress deadlines from it until finished work measures more.
    """

    TYPE: ClassVar[str] = "speed"
    id: str
    prompt_tps: float
    generate_tps: float


WorkerCommand = Load | Generate | Transcribe | Tokenize | Cancel | HealthCheck | Shutdown
WorkerEvent = (
    Ready | Piece | Segment | Progress | TokenCount | Done | Error | Heartbeat | Health | Speed
)
Message = WorkerCommand | WorkerEvent

_TYPES: dict[str, type[Any]] = {
    cls.TYPE: cls
    for cls in (
        Load,
        Generate,
        Transcribe,
        Tokenize,
        Cancel,
        HealthCheck,
        Shutdown,
        Ready,
        Piece,
        Segment,
        Progress,
        TokenCount,
        Done,
        Error,
        Heartbeat,
        Health,
        Speed,
    )
}
REQUEST_TYPES = frozenset(
    {"load", "generate", "transcribe", "tokenize", "cancel", "health", "shutdown"}
)
TERMINAL_EVENTS = (Ready, TokenCount, Health, Done, Error)


def encode(message: Message) -> bytes:
    """One message as one line of UTF-8 JSON, newline included; never raises on user text.

    A string holding a lone surrogate (a file name's undecodable byte, carried by Python
    as a surrogate escape) cannot be UTF-8: such a message is written with ``\\u`` escapes
    instead, which ``decode`` reads back to exactly the same string.
    """
    payload = dataclasses.asdict(message)
    payload["type"] = message.TYPE
    line = json.dumps(payload, separators=(",", ":"), ensure_ascii=False) + "\n"
    try:
        return line.encode()
    except UnicodeEncodeError:
        return (json.dumps(payload, separators=(",", ":")) + "\n").encode("ascii")


def decode(line: bytes | str) -> Message:
    """Parse one line into its message dataclass.

    Raises:
        ProtocolError: not JSON, not an object, an unknown type, or wrong fields.
    """
    try:
        payload = json.loads(line)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ProtocolError(f"not JSON: {line[:200]!r}") from exc
    if not isinstance(payload, dict):
        raise ProtocolError(f"not a JSON object: {line[:200]!r}")
    kind = payload.pop("type", None)
    cls = _TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProtocolError(f"unknown message type in {line[:200]!r}")
    try:
        message: Message = cls(**payload)
    except TypeError as exc:
        raise ProtocolError(f"bad fields for {cls.TYPE}: {exc}") from exc
    if not isinstance(message.id, str):
        raise ProtocolError(f"{cls.TYPE} without a string id")
    return message
