"""A replica: one model loaded in one worker process on one device (``llm@cpu``...)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from engine.devices.build import worker_environment
from engine.supervisor import (
    ProcessSpec,
    ProgressDeadline,
    Supervisor,
    WorkerHandle,
    next_id,
    worker_argv,
)
from engine.throughput import Throughput
from engine.workers.protocol import (
    Generate,
    Load,
    Ready,
    Speed,
    TokenCount,
    Tokenize,
    Transcribe,
    WorkerEvent,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReplicaSpec:
    """Which model, on which device, loaded how.

    ``device`` is ``cpu``, ``cuda`` or ``sim-gpu``; ``load`` holds the runtime's load
    parameters (model_path, n_ctx... for an LLM; model_path, compute_type for Whisper).
    """

    kind: str
    device: str
    load: dict[str, Any] = field(default_factory=dict)
    heartbeat_s: float = 1.0
    sim_state: str | None = None

    @property
    def name(self) -> str:
        """How logs, the UI and the supervisor name it: ``llm@cpu``, ``whisper@sim-gpu``."""
        return f"{self.kind}@{self.device}"


class Replica:
    """Starts its worker, loads the model, and serves requests over the protocol."""

    def __init__(self, supervisor: Supervisor, spec: ReplicaSpec) -> None:
        self.supervisor = supervisor
        self.spec = spec
        self.ready: Ready | None = None
        self.speed: Throughput | None = None  # measured: calibration, then finished work
        self._handle: WorkerHandle | None = None

    @property
    def handle(self) -> WorkerHandle | None:
        """The worker process, if started."""
        return self._handle

    async def start(self, deadline: ProgressDeadline | None = None) -> Ready:
        """Start the worker process and load the model.

        ``deadline``: no progress within it and the worker is killed as hung.

        Raises:
            WorkerError: the load failed (``oom``, ``bad_model``, ``driver``...) or the
                worker died while loading; the process is stopped again.
        """
        spec = self.spec
        argv = worker_argv(spec.kind, spec.device, spec.heartbeat_s, spec.sim_state)
        env = worker_environment(spec.kind, spec.device)  # CUDA libraries of the pip wheels
        self._handle = await self.supervisor.start(
            ProcessSpec(spec.name, tuple(argv), spec.heartbeat_s, env=env)
        )
        try:
            event = None
            async for event in self._handle.stream(Load(next_id("load"), spec.load), deadline):
                if isinstance(event, Speed):  # the worker's calibration, before ``ready``
                    self.speed = Throughput(event.prompt_tps, event.generate_tps)
        except BaseException:
            await self.stop()
            raise
        assert isinstance(event, Ready)
        self.ready = event
        log.info("%s ready in %.2f s: %s", spec.name, event.load_seconds, event.allocations)
        return event

    def _require(self) -> WorkerHandle:
        if self._handle is None:
            raise RuntimeError(f"{self.spec.name} was not started")
        return self._handle

    def chat(
        self, request: Generate, deadline: ProgressDeadline | None = None
    ) -> AsyncIterator[WorkerEvent]:
        """Stream a chat completion: ``token`` events, then ``done``.

        ``deadline``: no progress within it and the worker is killed as hung.
        """
        return self._require().stream(request, deadline)

    def transcribe(
        self, request: Transcribe, deadline: ProgressDeadline | None = None
    ) -> AsyncIterator[WorkerEvent]:
        """Stream a transcription: ``segment`` and ``progress`` events, then ``done``."""
        return self._require().stream(request, deadline)

    async def count_tokens(self, messages: list[dict[str, str]]) -> int:
        """Prompt tokens for ``messages`` with the model's own tokenizer and chat template."""
        event = await self._require().call(Tokenize(next_id("tok"), messages=messages))
        assert isinstance(event, TokenCount)
        return event.count

    async def cancel(self, request_id: str) -> None:
        """Stop a running request at its next token or segment."""
        if self._handle is not None:
            await self._handle.cancel(request_id)

    async def stop(self) -> None:
        """Stop the worker process (ask, then terminate, then kill)."""
        await self.supervisor.stop(self.spec.name)
