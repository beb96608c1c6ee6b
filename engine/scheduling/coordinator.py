"""The coordinator of the request path: submit, cancel, status; lanes, breaker, journal.

    engine = Engine(settings, registry, gpu, data_dir)
    await engine.start()
    handle = await engine.submit(request)      # or CapacityError, with the numbers
    async for event in handle: ...             # Accepted, Queued, Degraded, Running, ...
    await engine.cancel(handle.request_id)
    engine.status()                            # mode, devices, lanes, breaker, ledger

A request is acknowledged only after the journal committed its "accepted" row. Outside
the engine, ``engine.api`` is the only way in: it re-exports ``Engine``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import AsyncIterator, Coroutine, Sequence
from pathlib import Path
from typing import Any

from engine.admission import Action, Decision
from engine.admission.reasons import Reason, ReasonCode
from engine.agent import Tool, ToolBox
from engine.breaker import Breaker, BreakerState
from engine.devices.gpu import Gpu
from engine.domain import Lane, WorkKind
from engine.inputs import validate_request
from engine.journal import AsyncJournal, DuplicateKey, Journal
from engine.ledger import Ledger
from engine.models.registry import ModelRegistry
from engine.policies import breaker_settings, lane_limits
from engine.remote.tier import RemoteTier
from engine.requests import (
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    Failed,
    Queued,
    Request,
    RequestStatus,
    payload_hash,
)
from engine.scheduling.jobs import (
    CapacityError,
    IdempotencyConflict,
    Job,
    RequestHandle,
)
from engine.scheduling.lanes import LaneQueue
from engine.scheduling.parts import EngineParts, Live, ServedModels
from engine.scheduling.placing import Placer
from engine.scheduling.planner import Planner
from engine.scheduling.recovery import finished_job, recover
from engine.scheduling.runner import JobRunner
from engine.scheduling.serving import recycle, restart, serve_lane, serve_remote, sweep
from engine.scheduling.slots import ReplicaSlot
from engine.scheduling.status import EngineStatus, build_status
from engine.settings import Settings
from engine.supervisor import Supervisor, WorkerError, WorkerHandle
from engine.throughput import Throughput

log = logging.getLogger(__name__)
KINDS = tuple(WorkKind)
LANES = tuple(Lane)


class Engine:
    """Admission, lanes, failover and the journal behind one small API."""

    def __init__(
        self,
        settings: Settings,
        registry: ModelRegistry,
        gpu: Gpu,
        data_dir: Path,
        supervisor: Supervisor | None = None,
        warm: Sequence[str] = KINDS,
    ) -> None:
        self.live = Live(settings)
        self.warm = tuple(WorkKind(kind) for kind in warm)  # "llm", "whisper"
        self.registry = registry
        self.gpu = gpu
        self.data_dir = data_dir
        self.supervisor = supervisor or Supervisor()
        self.ledger = Ledger()
        self.breaker = Breaker(breaker_settings(settings))
        self.lanes = {name: LaneQueue(name, lane_limits(settings, name)) for name in LANES}
        self.throughput = {name: Throughput() for name in LANES}
        self.remote = RemoteTier()  # a server on another machine (R28), when configured
        self.remote_jobs: dict[str, asyncio.Task[None]] = {}
        heartbeat = settings.get_float("worker.heartbeat_s")
        sim_state = str(gpu.card.path) if gpu.card is not None else None
        gpu_device = gpu.worker_device or "cpu"
        self.slots = {
            (Lane.GPU, kind): ReplicaSlot(
                kind, gpu_device, self.supervisor, self.ledger, heartbeat, sim_state
            )
            for kind in KINDS
        }
        self.slots.update(
            {
                (Lane.CPU, kind): ReplicaSlot(kind, "cpu", self.supervisor, self.ledger, heartbeat)
                for kind in KINDS
            }
        )
        self.jobs: dict[str, Job] = {}
        self.toolbox = ToolBox()
        self.parts = EngineParts(
            self.live,
            gpu,
            self.breaker,
            self.ledger,
            self.lanes,
            self.slots,
            self.throughput,
            self.remote,
            self.toolbox,
        )
        self.journal: AsyncJournal | None = None
        self.planner: Planner | None = None
        self.placer: Placer | None = None
        self.runner: JobRunner | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._status_listeners: list[asyncio.Queue[EngineStatus]] = []
        self.started_at = time.monotonic()

    @property
    def settings(self) -> Settings:
        """The settings in force (``apply_settings`` changes them)."""
        return self.live.settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        """Replace the settings as they are read from now on, reconfiguring nothing."""
        self.live.settings = settings

    @property
    def gpu_paused(self) -> bool:
        """True while the user keeps new work off the GPU (``set_gpu_paused``)."""
        return self.live.gpu_paused

    # --- life --------------------------------------------------------------------------------

    def attach(self, journal: AsyncJournal) -> None:
        """Use ``journal``, and make the planner and the runner: the engine then admits and
        queues requests (``start`` also runs the lanes)."""
        self.journal = journal
        self.planner = Planner(self.parts, ServedModels.inspect(self.registry, self.settings))
        self.placer = Placer(self.parts, self.planner)
        self.runner = JobRunner(self.parts, self.placer, journal, self)

    async def start(self) -> list[str]:
        """Open the journal, warm the CPU replicas, start the lanes, recover a crash's requests.

        Returns the ids of requests recovered from the journal.
        """
        self.attach(
            AsyncJournal(await asyncio.to_thread(Journal, self.data_dir / "journal.sqlite3"))
        )
        assert self.runner is not None
        self.supervisor.on_failure(self._worker_failed)
        self.breaker.on_change(lambda _snapshot: self.notify_status())
        if self.gpu.worker_device is not None and self.gpu.snapshot() is None:
            self.breaker.force_open("the GPU is not answering")
        if self.settings.get_str("cpu_lane.readiness") == "warm":
            await self._warm_cpu()
        for lane, kind in self.slots:
            self._tasks.append(
                asyncio.create_task(serve_lane(self.runner, lane, kind), name=f"{lane}-{kind}")
            )
        await self.remote.configure(self.settings)
        self.remote.start()
        remote = serve_remote(self.runner, self.remote_jobs)
        self._tasks.append(asyncio.create_task(remote, name="remote-llm"))
        self._tasks.append(asyncio.create_task(sweep(self.parts, self), name="sweeper"))
        assert self.journal is not None and self.placer is not None
        recovered = await recover(self.journal, self.placer, self, self.jobs)
        self.notify_status()
        return recovered

    async def stop(self) -> None:
        """Stop the lanes and every worker; close the journal. Queued work stays journaled."""
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.remote.stop()
        await self.supervisor.stop_all()
        if self.gpu.monitor is not None:
            await asyncio.to_thread(self.gpu.monitor.stop)
        if self.journal is not None:
            await self.journal.close()

    async def _warm_cpu(self) -> None:
        assert self.planner is not None
        for kind in self.warm:
            try:
                await self.slots[Lane.CPU, kind].ensure(self.planner.cpu_plan(kind))
            except WorkerError as exc:
                log.warning("could not warm the CPU %s replica: %s", kind, exc)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings from now on: thresholds, lanes, breaker, CPU readiness."""
        old, self.live.settings = self.settings, settings
        for name, lane in self.lanes.items():
            lane.limits = lane_limits(settings, name)
            self._tasks.append(asyncio.ensure_future(lane.limits_changed()))  # more places
        self.breaker.reconfigure(breaker_settings(settings))
        self._tasks.append(asyncio.ensure_future(self.remote.configure(settings)))
        readiness = settings.get_str("cpu_lane.readiness")
        if readiness != old.get_str("cpu_lane.readiness"):
            if readiness == "none":
                stops = [self.slots[Lane.CPU, kind].stop() for kind in KINDS]
                self._tasks.append(asyncio.ensure_future(_gather(stops)))
            elif readiness == "warm":
                self._tasks.append(asyncio.ensure_future(self._warm_cpu()))
        log.info("settings applied: %s", ", ".join(settings.changed_keys(old)) or "no change")
        self.notify_status()

    def register_tool(self, tool: Tool) -> None:
        """Make a tool available to agent requests (``ChatRequest.agent_tools``)."""
        self.toolbox.register(tool)

    def set_gpu_paused(self, paused: bool) -> None:
        """Stop (or resume) giving new work to the GPU; running work finishes."""
        self.live.gpu_paused = paused
        log.info("GPU use %s by the user", "paused" if paused else "resumed")
        self.notify_status()

    # --- requests ------------------------------------------------------------------------------

    async def submit(
        self, request: Request, idempotency_key: str | None = None, origin: str = "app"
    ) -> RequestHandle:
        """Admit and accept a request; its events follow on the returned handle.

        Raises:
            CapacityError: refused (never fits, lanes full, GPU and CPU both impossible).
            IdempotencyConflict: the key was used before for a different request.
            JournalError: the journal cannot record it (disk full, locked, corrupt).
        """
        assert self.journal is not None and self.placer is not None
        validate_request(request)  # the one input boundary, before anything is journaled
        if idempotency_key is not None:
            existing = await self._by_key(idempotency_key, request)
            if existing is not None:
                return existing
        placement = await self.placer.place(request)
        decision = placement.decision
        # No await between the decision and the reservation: the bound holds (R15).
        lane = self.lanes[placement.lane] if decision.action is not Action.REFUSE else None
        if lane is None or not lane.reserve():
            raise self._refusal(decision)
        request_id = f"req-{uuid.uuid4().hex[:16]}"
        try:
            await self.journal.accept(request_id, request, idempotency_key, origin)
        except DuplicateKey:  # a concurrent submit with the same key won the race
            lane.release()
            found = await self._by_key(idempotency_key or "", request)
            assert found is not None
            return found
        except BaseException:
            lane.release()
            raise
        job = Job(request_id, request, placement, placement.lane, origin=origin)
        self.jobs[request_id] = job
        handle = job.listen()
        job.emit(Accepted(request_id, placement.route, decision.eta_s))
        await self.enqueue(job, reserved=True)
        return handle

    def _refusal(self, decision: Decision) -> CapacityError:
        """A refusal, or (a lane filled since the decision) the lane's queue is full."""
        if decision.action is not Action.REFUSE:
            lane = self.lanes[Lane(decision.lane)]
            reason = Reason(ReasonCode.LANE_QUEUE_FULL, lane.limits.max_queue, name=lane.name)
            return CapacityError(reason, retry_after_s=self._retry_after())
        return CapacityError(
            decision.why,
            decision.needed,
            decision.available,
            None if decision.permanent else self._retry_after(),
            decision.permanent,
        )

    async def enqueue(self, job: Job, front: bool = False, reserved: bool = False) -> None:
        """Journal the job as queued on its lane and put it there (R15 checked at admission).

        ``front``: a failover, first in line. ``reserved``: admission reserved the job's
        place (``LaneQueue.reserve``).
        """
        assert self.journal is not None
        lane = self.lanes[job.lane]
        detail = job.decision.reason if job.decision.degraded else ""
        try:
            await self.journal.transition(
                job.request_id, RequestStatus.QUEUED, job.lane, job.attempt, detail
            )
        except BaseException:
            if reserved:
                lane.release()
            raise
        placement = job.placement
        if placement.tell_degraded:
            decision = placement.decision
            limits, reason = decision.limits.notes, decision.reason
            degraded = Degraded(
                job.request_id,
                placement.route,
                decision.model,
                limits,
                reason,
                placement.eta_s,
                decision.why,
                decision.limits.limitations,
            )
            job.emit(degraded)
        position = await lane.put(job, front=front, reserved=reserved)
        job.emit(Queued(job.request_id, job.lane, position, job.decision.eta_s))
        self.notify_status()

    async def cancel(self, request_id: str) -> bool:
        """Cancel in any state (R19). False if unknown or already finished."""
        job = self.jobs.get(request_id)
        if job is None or job.done.is_set():
            return False
        job.cancelled = True
        lane = self.lanes[job.lane]
        if lane.remove(job):  # still queued: it never runs
            await self.finish(job, Cancelled(request_id, job.partial))
            return True
        remote = self.remote_jobs.get(request_id)
        if remote is not None:  # closing its stream tells the remote server to stop
            remote.cancel()
            return True
        slot = self.slots.get((job.lane, job.kind))
        if slot is not None and slot.replica is not None:
            await slot.replica.cancel(job.worker_request_id)
        await job.tool_idle.wait()  # a tool already running ends first, and is told
        # The caller hears (and the journal records) it at once: a worker reading a long
        # prompt stops only at its first token, and the runner's own end is then moot.
        partial = job.partial if job.streams else ""
        await self.finish(job, Cancelled(request_id, partial))
        return True

    async def finish(self, job: Job, event: Completed | Failed | Cancelled) -> None:
        """Journal the end of a job, then tell its listeners (once: a later end is moot)."""
        assert self.journal is not None
        if job.done.is_set() or job.finishing:
            return
        job.finishing = True
        output = job.partial
        if isinstance(event, Completed):
            status, kind, error, resumable, output = (
                RequestStatus.COMPLETED,
                None,
                None,
                False,
                event.text,
            )
        elif isinstance(event, Failed):
            status, kind, error, resumable = (
                RequestStatus.FAILED,
                event.kind,
                event.message,
                event.resumable,
            )
        else:
            status, kind, error, resumable = RequestStatus.CANCELLED, None, None, False
        await self.journal.finish(job.request_id, status, output, kind, error, resumable)
        job.emit(event)
        self.notify_status()

    async def _by_key(self, key: str, request: Request) -> RequestHandle | None:
        assert self.journal is not None
        row = await self.journal.find_key(key)
        if row is None:
            return None
        if row.payload_hash != payload_hash(request):
            raise IdempotencyConflict(f"idempotency key {key!r} was used for a different request")
        job = self.jobs.get(row.id)
        if job is None:
            job = self.jobs[row.id] = finished_job(row)
        return job.listen()

    # --- lanes ---------------------------------------------------------------------------------

    def _worker_failed(self, handle: WorkerHandle, error: WorkerError) -> None:
        """A worker died or hung: feed the breaker (GPU), and restart it in the background."""
        for (lane, _kind), slot in self.slots.items():
            if slot.runs(handle):  # a death while loading counts as much as one while working
                slot.forget()
                if lane == Lane.GPU:
                    self.breaker.record_failure(error.kind, str(error))
                    self._tasks.append(
                        asyncio.create_task(
                            restart(self.parts, self, slot), name=f"restart-{slot.name}"
                        )
                    )
        self.notify_status()

    def recycle(self, lane: Lane, kind: WorkKind) -> bool:
        """Replace a replica whose worker reported an allocation failure, in the background.

        Returns False when its replacement is under way already: each answer of a batch
        reports the one failure, which counts once. (A failed load left no replica: True.)
        """
        slot = self.slots[lane, kind]
        if slot.retiring is not None:  # the one failure, reported by another answer
            return False
        if slot.replica is None:
            return True
        slot.retiring = slot.replica
        self._tasks.append(
            asyncio.create_task(recycle(self.parts, self, slot), name=f"recycle-{slot.name}")
        )
        return True

    async def abandon(self, request_ids: list[str]) -> None:
        """Their callers went away (Ctrl-C, SIGTERM, a closed connection): journal each
        request cancelled now, before the caller exits, and stop its work."""
        for request_id in request_ids:
            job = self.jobs.get(request_id)
            if job is None or job.done.is_set():
                continue
            await self.cancel(request_id)
            if not job.done.is_set():
                partial = job.partial if job.streams else ""
                await self.finish(job, Cancelled(request_id, partial))

    def interrupted(self) -> list[Job]:
        """Requests found unfinished at start that were not run again: the user may resume."""
        return [
            job
            for job in self.jobs.values()
            if job.done.is_set()
            and not job.resumed
            and any(isinstance(e, Failed) and e.kind == "interrupted" for e in job.events)
        ]

    async def resume(self, request_id: str, origin: str = "app") -> RequestHandle:
        """Run an interrupted request again, as a new request with the same payload.

        Raises:
            KeyError: no such request in the journal. Otherwise as ``submit``.
        """
        assert self.journal is not None
        row = await self.journal.get(request_id)
        handle = await self.submit(row.request, origin=origin)
        job = self.jobs.get(request_id)
        if job is not None:
            job.resumed = True
        self.notify_status()
        return handle

    def unfinished_of(self, origin: str) -> list[str]:
        """The ids of this run's unfinished requests asked by ``origin``."""
        return [
            job.request_id
            for job in self.jobs.values()
            if job.origin == origin and not job.done.is_set()
        ]

    def _retry_after(self) -> float | None:
        snap = self.breaker.snapshot()
        return snap.retry_in_s if snap.state is not BreakerState.CLOSED else None

    # --- status --------------------------------------------------------------------------------

    def status(self) -> EngineStatus:
        """Mode, devices, lanes, breaker, ledger, replicas: one consistent snapshot."""
        return build_status(self.parts, self.interrupted())

    def notify_status(self) -> None:
        """Tell status listeners something changed (cheap; they read ``status()``)."""
        if not self._status_listeners:
            return
        status = self.status()
        for queue in self._status_listeners:
            with contextlib.suppress(asyncio.QueueFull):
                queue.put_nowait(status)

    async def status_updates(self) -> AsyncIterator[EngineStatus]:
        """The status now, then again after every change."""
        queue: asyncio.Queue[EngineStatus] = asyncio.Queue(maxsize=64)
        self._status_listeners.append(queue)
        try:
            yield self.status()
            while True:
                yield await queue.get()
        finally:
            self._status_listeners.remove(queue)


async def _gather(coros: list[Coroutine[Any, Any, None]]) -> None:
    await asyncio.gather(*coros)
