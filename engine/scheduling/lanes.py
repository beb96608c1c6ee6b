"""Lanes (R14, R15): a GPU lane and a CPU lane, each a bounded queue with an age limit.

Each lane keeps one replica per kind of work. A speech replica serves one job at a time;
a chat replica serves up to ``parallel`` jobs together (its worker decodes them in one
batch), never more: a request the worker holds back sends no event, and its first-event
deadline would take the worker for hung. ``concurrency`` bounds how many kinds of work
(models) run at once. A job that
failed over from the GPU goes to the front of the CPU queue, past its length limit: it
was accepted already, and an accepted request is never dropped.

The bound holds under concurrency: admission ``reserve``s a place synchronously, in the
same step as its decision, before any await (journal, events); ``put`` then fills that
place. Concurrent submits therefore see each other's places, and never overfill a lane.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.domain import Lane, WorkKind
from engine.scheduling.jobs import Job


@dataclass(frozen=True)
class LaneLimits:
    """How much a lane may hold and for how long."""

    max_queue: int
    max_age_s: float
    max_ctx: int
    concurrency: int = 1  # kinds of work (models) running at once
    parallel: int = 1  # chat jobs one chat replica answers together

    def per_kind(self, kind: WorkKind) -> int:
        """How many jobs of ``kind`` may run at once on the lane's one replica of it."""
        return self.parallel if kind is WorkKind.LLM else 1


@dataclass(frozen=True)
class LaneStatus:
    """A lane at one moment, for status views."""

    name: str  # a ``Lane``'s value
    queued: int
    oldest_age_s: float
    running: tuple[str, ...]
    max_queue: int


class LaneQueue:
    """One lane's queue, shared by its per-kind runners."""

    def __init__(
        self, name: Lane, limits: LaneLimits, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.name = name
        self.limits = limits
        self.clock = clock
        self.queue: list[Job] = []
        self.running: dict[str, Job] = {}  # by request id
        self.reserved = 0  # places promised to admitted requests not yet queued
        self._changed = asyncio.Condition()

    @property
    def depth(self) -> int:
        """Queued jobs plus places reserved for jobs about to be queued."""
        return len(self.queue) + self.reserved

    @property
    def full(self) -> bool:
        """True when a new request would be refused."""
        return self.depth >= self.limits.max_queue

    def reserve(self) -> bool:
        """Take a place for a job about to be queued; False (nothing taken) when full.

        Synchronous on purpose: called in the same step as admission's decision, it
        cannot interleave with another submit.
        """
        if self.full:
            return False
        self.reserved += 1
        return True

    def release(self) -> None:
        """Give back a reserved place that will not be used (the journal refused the job)."""
        self.reserved = max(0, self.reserved - 1)

    def position(self, job: Job) -> int:
        """1 for the next job to run; 0 if it is not queued."""
        return self.queue.index(job) + 1 if job in self.queue else 0

    async def put(self, job: Job, front: bool = False, reserved: bool = False) -> int:
        """Queue a job (a failover goes to the front); returns its position.

        ``reserved``: the job fills a place taken by ``reserve``.
        """
        if reserved:
            self.release()
        job.enqueued_at = self.clock()
        if front:
            self.queue.insert(0, job)
        else:
            self.queue.append(job)
        async with self._changed:
            self._changed.notify_all()
        return self.position(job)

    def remove(self, job: Job) -> bool:
        """Take a job out of the queue (cancelled); False if it was not queued."""
        if job in self.queue:
            self.queue.remove(job)
            return True
        return False

    def expired(self) -> list[Job]:
        """Remove and return the jobs that waited longer than the lane allows."""
        now = self.clock()
        old = [j for j in self.queue if now - j.enqueued_at > self.limits.max_age_s]
        for job in old:
            self.queue.remove(job)
        return old

    def running_of(self, kind: WorkKind) -> list[Job]:
        """The jobs of ``kind`` running now."""
        return [job for job in self.running.values() if job.kind == kind]

    def _has_place(self, kind: WorkKind) -> bool:
        same = len(self.running_of(kind))
        if same:
            return same < self.limits.per_kind(kind)
        kinds = {job.kind for job in self.running.values()}
        return len(kinds) < self.limits.concurrency

    async def take(self, kind: WorkKind) -> Job:
        """Wait for the oldest queued job of ``kind`` and a free place, and mark it running."""
        async with self._changed:
            while True:
                job = next((j for j in self.queue if j.kind == kind), None)
                if job is not None and self._has_place(kind):
                    self.queue.remove(job)
                    self.running[job.request_id] = job
                    return job
                await self._changed.wait()

    async def finished(self, job: Job) -> None:
        """``job`` left its replica: its place is free (another job may now start)."""
        self.running.pop(job.request_id, None)
        async with self._changed:
            self._changed.notify_all()

    async def limits_changed(self) -> None:
        """Wake the runners: a larger ``parallel`` or ``concurrency`` may let jobs start."""
        async with self._changed:
            self._changed.notify_all()

    def status(self) -> LaneStatus:
        """Depth, oldest age and running requests."""
        now = self.clock()
        oldest = max((now - j.enqueued_at for j in self.queue), default=0.0)
        running = tuple(j.request_id for j in self.running.values())
        return LaneStatus(self.name, len(self.queue), oldest, running, self.limits.max_queue)
