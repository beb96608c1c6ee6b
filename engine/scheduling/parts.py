"""What the request path's modules get from the coordinator: its parts, and a narrow way back.

Planning, running, serving, status, the agent loop and the remote run never see the
``Engine``: they get an ``EngineParts`` (the shared state they read and drive) and, where
they end, queue or replace something, a ``JobSink``, which the coordinator implements.
Dependencies so point one way: the coordinator imports them, never the reverse.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from engine.agent import ToolBox
from engine.breaker import Breaker
from engine.devices.gpu import Gpu
from engine.domain import Lane, WorkKind
from engine.ledger import Ledger
from engine.models.errors import ModelFileError
from engine.models.registry import ModelInfo, ModelRegistry
from engine.remote.tier import RemoteTier
from engine.requests import Cancelled, Completed, Failed
from engine.scheduling.jobs import Job
from engine.scheduling.lanes import LaneQueue
from engine.scheduling.slots import ReplicaSlot
from engine.settings import Settings
from engine.throughput import Throughput

log = logging.getLogger(__name__)


class JobSink(Protocol):
    """The coordinator's side of the request path: what a part may ask it to do."""

    async def finish(self, job: Job, event: Completed | Failed | Cancelled) -> None:
        """Journal the end of a job, then tell its listeners."""

    async def enqueue(self, job: Job, front: bool = False) -> None:
        """Journal the job as queued on its lane and put it there."""

    def recycle(self, lane: Lane, kind: WorkKind) -> bool:
        """Replace the replica of ``(lane, kind)`` in the background; False if that is
        under way already (every answer of a batch reports the same failure: it counts
        once)."""

    def notify_status(self) -> None:
        """Tell status listeners something changed."""


@dataclass
class Live:
    """What changes while the engine runs: the settings, and the user's GPU pause.

    Held, not copied: every part reads the settings of now (``Engine.apply_settings``).
    """

    settings: Settings
    gpu_paused: bool = False


@dataclass(frozen=True)
class ServedModels:
    """The models the settings name, inspected once at start: chat, speech, fallbacks."""

    llm: ModelInfo
    whisper: ModelInfo
    fallback: ModelInfo | None
    fallback_whisper: ModelInfo | None = None  # English only (tiny.en)

    @staticmethod
    def inspect(registry: ModelRegistry, settings: Settings) -> ServedModels:
        """Read the models' metadata (headers, sizes) through the registry."""
        fallback_id = settings.get_str("models.fallback_llm")
        return ServedModels(
            registry.inspect(settings.get_str("models.llm")),
            registry.inspect(settings.get_str("models.whisper")),
            registry.inspect(fallback_id) if fallback_id else None,
            _fallback_whisper(registry, settings),
        )


def _fallback_whisper(registry: ModelRegistry, settings: Settings) -> ModelInfo | None:
    """The smaller speech model, when one is set that is not the speech model itself.

    A missing or broken one only loses the fallback route, so it is logged, not raised.
    """
    model_id = settings.get_str("models.fallback_whisper")
    if not model_id or model_id == settings.get_str("models.whisper"):
        return None
    try:
        info = registry.inspect(model_id)
    except (ModelFileError, KeyError) as exc:
        log.warning("no fallback speech model %s: %s", model_id, exc)
        return None
    if info.whisper is None:
        log.warning("fallback speech model %s is not a speech model", model_id)
        return None
    return info


@dataclass(frozen=True)
class EngineParts:
    """The engine's shared parts, as the request path's modules use them."""

    live: Live
    gpu: Gpu
    breaker: Breaker
    ledger: Ledger
    lanes: Mapping[Lane, LaneQueue]
    slots: Mapping[tuple[Lane, WorkKind], ReplicaSlot]
    throughput: Mapping[Lane, Throughput]
    remote: RemoteTier
    toolbox: ToolBox

    @property
    def settings(self) -> Settings:
        """The settings in force now."""
        return self.live.settings

    @property
    def gpu_paused(self) -> bool:
        """True while the user keeps new work off the GPU."""
        return self.live.gpu_paused
