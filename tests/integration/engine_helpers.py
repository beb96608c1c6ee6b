"""Building a real engine (real workers, real models, real SQLite) for integration tests."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TypeVar

from app.paths import DEFAULT_MANIFEST
from engine.api import (
    ChatRequest,
    Engine,
    EngineEvent,
    FingerprintCache,
    ModelRegistry,
    RequestHandle,
    Settings,
    parse_fault,
    parse_size,
)
from engine.devices.gpu import Gpu, open_gpu

T = TypeVar("T")
PROMPT = [{"role": "user", "content": "What is a GPU? Answer in one sentence."}]
# Whisper tiny.en keeps the suite fast; tests of languages ask for the default, base.
FAST = {"worker.heartbeat_s": 0.5, "breaker.open_s": 1.0, "models.whisper": "whisper-tiny-en"}
# Shared by every test engine: the models' SHA-256 and parsed headers, computed once.
FINGERPRINTS = Path(tempfile.gettempdir()) / f"spillway-tests-{os.getuid()}-fingerprints.json"


def make_engine(
    tmp: Path,
    gpu_size: str | None = "1GiB",
    faults: tuple[str, ...] = (),
    settings: Mapping[str, object] | None = None,
    warm: tuple[str, ...] = ("llm",),
    foreign: str = "0",
) -> Engine:
    """An engine on a simulated GPU (or none), with its files under ``tmp``."""
    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(FINGERPRINTS))
    if gpu_size is None:
        gpu = Gpu(None)
    else:
        gpu = open_gpu(
            tmp, parse_size(gpu_size), parse_size(foreign), [parse_fault(f) for f in faults]
        )
    values = dict(FAST) | dict(settings or {})
    return Engine(Settings(values), registry, gpu, tmp / "data", warm=warm)


def chat(max_tokens: int = 16, **options: object) -> ChatRequest:
    """The test prompt, greedy unless told otherwise."""
    return ChatRequest.from_messages(PROMPT, max_tokens=max_tokens, **options)


async def events_of(handle: RequestHandle) -> list[EngineEvent]:
    """Every event of a request, to its end."""
    return [event async for event in handle]


def of_type(events: Sequence[object], kind: type[T]) -> list[T]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]
