"""Requests and the events a caller sees: plain frozen dataclasses shared by every layer.

A request's life (``RequestStatus``, ordered): accepted -> queued -> running -> one of
completed, failed, cancelled, interrupted. The journal, the UI and the tests share it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from enum import IntEnum

from engine.admission.reasons import Reason
from engine.domain import Route


class RequestStatus(IntEnum):
    """Where a request is in its life. Terminal statuses are >= COMPLETED."""

    ACCEPTED = 1
    QUEUED = 2
    RUNNING = 3
    COMPLETED = 10
    FAILED = 11
    CANCELLED = 12
    INTERRUPTED = 13  # found unfinished after a crash, not safe to replay: resumable by the user

    @property
    def terminal(self) -> bool:
        """True once nothing more will happen to the request."""
        return self >= RequestStatus.COMPLETED


@dataclass(frozen=True)
class ChatRequest:
    """A chat completion. ``deadline_s``: give up (capacity error) past this many seconds."""

    messages: tuple[tuple[str, str], ...]
    max_tokens: int = 256
    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 40
    repeat_penalty: float = 1.0
    seed: int | None = None
    stop: tuple[str, ...] = ()
    stream: bool = True
    deadline_s: float | None = None
    tools: tuple[str, ...] = ()  # OpenAI-style function specs, as JSON (hashable, journaled)
    tool_choice: str = ""  # "", "auto", "none", "required", or a JSON object naming a function
    agent_tools: tuple[str, ...] = ()  # registered tools the engine itself runs (R11)
    kind: str = "chat"

    @classmethod
    def from_messages(cls, messages: list[dict[str, str]], **options: object) -> ChatRequest:
        """Build from OpenAI-style ``[{"role": ..., "content": ...}]`` messages."""
        pairs = tuple((m["role"], m["content"]) for m in messages)
        return cls(messages=pairs, **options)  # type: ignore[arg-type]

    @property
    def message_dicts(self) -> list[dict[str, str]]:
        """The messages as the runtimes take them."""
        return [{"role": role, "content": content} for role, content in self.messages]

    @property
    def deterministic(self) -> bool:
        """Greedy or seeded: a replay gives the same tokens on a compatible replica."""
        return self.temperature == 0.0 or self.seed is not None


@dataclass(frozen=True)
class TranscriptionRequest:
    """Transcribe one audio file."""

    path: str
    language: str | None = None
    beam_size: int = 1
    output_format: str = "txt"
    deadline_s: float | None = None
    content_sha256: str = ""  # the audio's identity when its path is temporary (an upload)
    kind: str = "transcription"
    task: str = "transcribe"  # or "translate": Whisper writes the speech in English


Request = ChatRequest | TranscriptionRequest


def payload_json(request: Request) -> str:
    """The request as canonical JSON (journal rows, idempotency checks)."""
    return json.dumps(asdict(request), sort_keys=True, separators=(",", ":"))


def payload_hash(request: Request) -> str:
    """SHA-256 of what was asked: the same key with another request is an error.

    An upload is identified by its content, not by the temporary path it was saved to.
    """
    data = asdict(request)
    if isinstance(request, TranscriptionRequest) and request.content_sha256:
        del data["path"]
    if isinstance(request, TranscriptionRequest) and request.task == "transcribe":
        del data["task"]  # the default: the same hash as before translation existed
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def request_from_json(text: str) -> Request:
    """The inverse of ``payload_json``."""
    data = json.loads(text)
    if data.get("kind") == "chat":
        data["messages"] = tuple(tuple(m) for m in data["messages"])
        data["stop"] = tuple(data.get("stop", ()))
        data["tools"] = tuple(data.get("tools", ()))
        data["agent_tools"] = tuple(data.get("agent_tools", ()))
        return ChatRequest(**data)
    return TranscriptionRequest(**data)


# --- events a caller sees -------------------------------------------------------------------


@dataclass(frozen=True)
class Accepted:
    """The request is journaled; ``route`` and ``eta_s`` are the first decision's."""

    request_id: str
    route: Route  # where and how it runs, as data: worded by ``app.words`` or ``ui.route_words``
    eta_s: float


@dataclass(frozen=True)
class Queued:
    """Waiting in a lane's queue at ``position`` (1 = next)."""

    request_id: str
    lane: str
    position: int
    eta_s: float


@dataclass(frozen=True)
class Degraded:
    """The request is not getting the full GPU service: what instead, why, and when."""

    request_id: str
    route: Route  # the CPU, the fallback model, the GPU with the KV cache in host RAM...
    model: str
    limitations: tuple[str, ...]
    reason: str  # ``why`` in English
    eta_s: float
    why: Reason | None = None  # the structured reason, for the interface to word
    limited_by: tuple[Reason, ...] = ()  # the limitations, structured (for the interface)


@dataclass(frozen=True)
class Running:
    """Work started on ``lane`` (attempt 1, or 2 after a failover)."""

    request_id: str
    lane: str
    attempt: int
    model: str


@dataclass(frozen=True)
class TokenEvent:
    """A piece of generated text."""

    request_id: str
    text: str
    index: int


@dataclass(frozen=True)
class SegmentEvent:
    """A transcribed segment."""

    request_id: str
    index: int
    start: float
    end: float
    text: str


@dataclass(frozen=True)
class ProgressEvent:
    """Audio seconds done of the total."""

    request_id: str
    done: float
    total: float


@dataclass(frozen=True)
class Retrying:
    """The first attempt failed at a request boundary; the request runs again elsewhere."""

    request_id: str
    failed_lane: str
    error_kind: str
    error: str
    next_lane: str
    replay_prefix_tokens: int = 0


@dataclass(frozen=True)
class ToolCalled:
    """The engine ran a tool for the model (or, on a replay, reused the recorded result)."""

    request_id: str
    step: int
    name: str
    arguments: str
    result: str
    replayed: bool


@dataclass(frozen=True)
class Completed:
    """Done. ``text`` is the whole answer or transcript; ``lane`` where it finished."""

    request_id: str
    text: str
    lane: str
    attempts: int
    stats: dict[str, float] = field(default_factory=dict)
    tool_calls: tuple[dict[str, str], ...] = ()  # calls the model proposes: id, name, arguments
    finish_reason: str = ""  # chat: "stop", "length" (the answer was cut), "tool_calls"
    language: str = ""  # transcription: the language spoken (stats: language_probability)


@dataclass(frozen=True)
class Failed:
    """Ended without a result. ``resumable``: the partial output is kept and can continue."""

    request_id: str
    kind: str
    message: str
    resumable: bool
    partial: str = ""


@dataclass(frozen=True)
class Cancelled:
    """Cancelled by the caller; ``partial`` is what had been delivered."""

    request_id: str
    partial: str = ""


EngineEvent = (
    Accepted
    | Queued
    | Degraded
    | Running
    | TokenEvent
    | SegmentEvent
    | ProgressEvent
    | Retrying
    | ToolCalled
    | Completed
    | Failed
    | Cancelled
)
TERMINAL = (Completed, Failed, Cancelled)
