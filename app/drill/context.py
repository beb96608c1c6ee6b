"""The drill's hands on the engine: send requests, follow them, inject trouble, measure.

Everything goes through the engine's facade, as the app's own requests do; the simulated
card is driven through its public handle (foreign workload, faults).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from app.drill.follow import Follower
from app.drill.records import RequestRecord, Sample, ScenarioRun
from app.drill.workload import CountingTool, Profile, short
from engine.api import (
    CapacityError,
    ChatRequest,
    Completed,
    Engine,
    JournalError,
    Lane,
    Request,
    SimulatedGpu,
    WorkKind,
    parse_fault,
    payload_json,
)

log = logging.getLogger(__name__)
MIB = 2**20
REQUEST_TIMEOUT_S = 240.0  # a request that has not ended by then counts as lost
RECOVERY_TIMEOUT_S = 45.0


@dataclass
class Sent:
    """A request on its way: its record and the task that follows it."""

    record: RequestRecord
    follower: Follower
    task: asyncio.Task[None] | None = None


@dataclass
class DrillContext:
    """What scenarios work with: the engine, the card, the workload and what is recorded."""

    engine: Engine
    profile: Profile
    tool: CountingTool
    workdir: Path  # the drill's own files: journals, simulated cards
    fingerprints: Path  # the models' hashes, shared with the app (hashing takes seconds)
    remote_peer: str = "spillway"  # what serves as the other machine: "llama-server" too
    phase: str = "start"  # what the sampler labels its samples with
    reserve_raised: bool = False  # the RAM guard's reserve is set past what is free
    started: float = field(default_factory=time.monotonic)
    references: dict[str, str] = field(default_factory=dict)
    cpu_references: dict[str, str] = field(default_factory=dict)  # the CPU's own answers
    records: list[RequestRecord] = field(default_factory=list)
    samples: list[Sample] = field(default_factory=list)
    runs: list[ScenarioRun] = field(default_factory=list)

    @property
    def run(self) -> ScenarioRun:
        """The scenario running now."""
        return self.runs[-1]

    @property
    def card(self) -> SimulatedGpu:
        """The simulated card (the drill's triggers need one)."""
        card = self.engine.gpu.card
        assert card is not None, "the drill's faults need the simulated GPU"
        return card

    def now(self) -> float:
        """Seconds since the drill started."""
        return time.monotonic() - self.started

    # --- requests ------------------------------------------------------------------------

    async def send(self, label: str, request: Request, **expect: object) -> Sent:
        """Submit ``request`` and follow it in the background; a refusal is recorded too."""
        kind = "transcription" if request.kind == "transcription" else "chat"
        if isinstance(request, ChatRequest) and request.agent_tools:
            kind = "agent"
            self.tool.current = f"{self.run.name}/{label}"
        record = RequestRecord(self.run.name, label, kind, **expect)  # type: ignore[arg-type]
        if isinstance(request, ChatRequest):
            record.stream = request.stream
            record.deterministic = request.deterministic
        record.reference = self.references.get(reference_key(request))
        record.cpu_reference = self.cpu_references.get(reference_key(request))
        record.submitted_s = self.now()
        self.records.append(record)
        follower = Follower(record, time.monotonic(), self.started)
        sent = Sent(record, follower)
        try:
            handle = await self.engine.submit(request, origin="drill")
        except CapacityError as exc:
            record.outcome, record.refused = "refused", exc.reason
            return sent
        record.accepted, record.request_id = True, handle.request_id
        record.degraded_needed = handle.decision.degraded
        sent.task = asyncio.create_task(follower.follow(handle), name=f"follow-{label}")
        return sent

    async def wait(self, *sents: Sent) -> None:
        """Wait for the requests to end (a timeout leaves them "lost"), then check the journal."""
        tasks = [s.task for s in sents if s.task is not None]
        if tasks:
            _done, pending = await asyncio.wait(tasks, timeout=REQUEST_TIMEOUT_S)
            for task in pending:
                task.cancel()
        for sent in sents:
            await self.settle_record(sent.record)

    async def settle_record(self, record: RequestRecord) -> None:
        """Fill in what is known once a request ended: journal, reference, side effects."""
        if record.accepted and self.engine.journal is not None:
            try:
                row = await self.engine.journal.get(record.request_id)
                record.journal_status = row.status.name.lower()
            except (JournalError, KeyError) as exc:
                record.journal_status = f"missing ({exc})"
        record.compare_with_reference()
        if record.kind == "agent":
            record.tool_side_effects = self.tool.effects.get(f"{record.scenario}/{record.label}", 0)

    async def cpu_reference(self, request: Request) -> str:
        """The answer to ``request`` on the CPU lane (the simulated card computes otherwise)."""
        key = reference_key(request)
        if key not in self.cpu_references:
            self.engine.set_gpu_paused(True)
            try:
                self.cpu_references[key] = await self._answer(request)
            finally:
                self.engine.set_gpu_paused(False)
        return self.cpu_references[key]

    async def reference(self, request: Request) -> str:
        """The answer to ``request`` on a healthy engine, computed once (greedy: repeatable)."""
        key = reference_key(request)
        if key not in self.references:
            self.references[key] = await self._answer(request)
        return self.references[key]

    async def _answer(self, request: Request) -> str:
        handle = await self.engine.submit(request, origin="drill reference")
        text = None
        async for event in handle:
            if isinstance(event, Completed):
                text = event.text
        if text is None:
            key = reference_key(request)
            raise RuntimeError(f"the reference run of {key[:60]}… did not complete")
        return text

    # --- trouble -------------------------------------------------------------------------

    def inject(self, fault: str) -> None:
        """Arm a fault on the simulated card (it fires once)."""
        self.card.inject(parse_fault(fault))
        self.run.notes.append(f"armed {fault}")

    def take_gpu(self, foreign_mib: int) -> float:
        """Let another program hold ``foreign_mib`` of the card; returns the MiB left free."""
        self.card.set_foreign(foreign_mib * MIB)
        return self.card.snapshot().free / MIB

    def gpu_llm_pid(self) -> int | None:
        """The GPU chat worker's process id, if it is loaded."""
        for replica in self.engine.status().replicas:
            if replica.name == self.gpu_llm_name and replica.alive:
                return replica.pid
        return None

    @property
    def gpu_llm_name(self) -> str:
        """The GPU chat replica's name (``llm@sim-gpu``, ``llm@cuda``)."""
        return f"llm@{self.engine.gpu.worker_device}"

    async def measure_recovery(self, sent: Sent, old_pid: int | None) -> None:
        """Time from the failure to a new GPU chat worker, loaded in the background."""
        failed_at = sent.follower.failure_at
        if failed_at is None:
            self.run.notes.append(f"{sent.record.label}: no failure surfaced to recover from")
            return
        deadline = time.monotonic() + RECOVERY_TIMEOUT_S
        while time.monotonic() < deadline:
            pid = self.gpu_llm_pid()
            if pid is not None and pid != old_pid:
                self.run.recovery_s.append(round(time.monotonic() - failed_at, 2))
                return
            await asyncio.sleep(0.1)
        self.run.recovery_missing += 1
        self.run.notes.append(f"the GPU chat worker was not back {RECOVERY_TIMEOUT_S:.0f} s later")

    async def gpu_ready(self, timeout_s: float = 60.0) -> None:
        """Wait until new work runs on the GPU again, as a user's next request would find it.

        An open breaker is waited out; a half-open one lets one request probe the GPU, so
        the drill sends a small one (recorded) whose success closes the breaker.
        """
        deadline = time.monotonic() + timeout_s
        probes = 0
        while time.monotonic() < deadline:
            status = self.engine.status()
            # A GPU chat worker being replaced (after a failure) is not ready yet: new work
            # would go to the CPU while it loads.
            chat = self.engine.slots.get((Lane.GPU, WorkKind.LLM))
            loaded = chat is None or chat.plan is None or chat.alive
            if status.mode == "gpu" and loaded:
                return
            gpu_error = status.gpu is not None and status.gpu.error
            if status.breaker.state.value == "half_open" and not gpu_error:
                probes += 1
                label = f"GPU probe #{probes} (breaker half-open)"
                await self.wait(await self.send(label, short(3, 4)))
            await asyncio.sleep(0.2)
        self.run.notes.append(f"the GPU was not ready after {timeout_s:.0f} s")

    async def cancel_all(self, sents: Iterable[Sent]) -> None:
        """Cancel what is still running (a scenario that failed part-way)."""
        for sent in sents:
            if sent.task is not None and not sent.task.done():
                with contextlib.suppress(Exception):
                    await self.engine.cancel(sent.record.request_id)


def reference_key(request: Request) -> str:
    """Requests with the same answer share a key: streaming or not makes no difference."""
    if isinstance(request, ChatRequest):
        request = dataclasses.replace(request, stream=True, deadline_s=None)
    return payload_json(request)
