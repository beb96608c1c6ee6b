"""The engine's background work: each lane's runner, the age sweeper, GPU restarts.

Functions over the engine's parts rather than its methods, so that the coordinator keeps
the facade and its bookkeeping, and this module how work is taken off the lanes.
"""

from __future__ import annotations

import asyncio
import logging

from engine.breaker import BreakerState
from engine.domain import Lane, WorkKind
from engine.requests import Cancelled, Failed
from engine.scheduling.jobs import Job
from engine.scheduling.parts import EngineParts, JobSink
from engine.scheduling.remote_run import run_remote
from engine.scheduling.runner import JobRunner
from engine.scheduling.slots import ReplicaSlot
from engine.supervisor import WorkerError

log = logging.getLogger(__name__)


async def serve_lane(runner: JobRunner, lane_name: Lane, kind: WorkKind) -> None:
    """One lane's runner for one kind of work: take a job, run it, never stop on a bug.

    Jobs run in tasks of their own, as many at once as the lane lets one replica serve
    (``LaneLimits.per_kind``): a chat replica loaded for ``parallel`` answers batches them.
    Stopping the runner stops the jobs it started.
    """
    lane = runner.parts.lanes[lane_name]
    slot = runner.parts.slots[lane_name, kind]
    started: set[asyncio.Task[None]] = set()
    try:
        while True:
            job = await lane.take(kind)
            task = asyncio.create_task(_run_one(runner, lane_name, slot, job))
            started.add(task)
            task.add_done_callback(started.discard)
    finally:
        for task in started:
            task.cancel()
        await asyncio.gather(*started, return_exceptions=True)


async def _run_one(runner: JobRunner, lane_name: Lane, slot: ReplicaSlot, job: Job) -> None:
    lane = runner.parts.lanes[lane_name]
    try:
        await runner.run(job, slot)
    except Exception:  # a bug of ours must not stop the lane or lose the request
        log.exception("lane %s failed on %s", lane_name, job.request_id)
        await internal_failure(runner.sink, job)
    finally:
        await lane.finished(job)
        runner.sink.notify_status()


async def serve_remote(runner: JobRunner, remote_jobs: dict[str, asyncio.Task[None]]) -> None:
    """The remote lane: one answer at a time, each in a task a cancel can stop.

    ``remote_jobs``: the running task by request id, where a cancel finds it.
    """
    parts, sink = runner.parts, runner.sink
    lane = parts.lanes[Lane.REMOTE]
    while True:
        job = await lane.take(WorkKind.LLM)
        task = asyncio.create_task(run_remote(job, parts, runner.journal, sink, runner))
        remote_jobs[job.request_id] = task
        try:
            await asyncio.wait({task})  # our own cancellation (stop) still reaches us
            if task.cancelled():
                await sink.finish(job, Cancelled(job.request_id, job.partial))
            elif task.exception() is not None:
                log.error("remote lane failed on %s", job.request_id, exc_info=task.exception())
                await internal_failure(sink, job)
        finally:
            if not task.done():
                task.cancel()
            remote_jobs.pop(job.request_id, None)
            await lane.finished(job)
            sink.notify_status()


async def internal_failure(sink: JobSink, job: Job) -> None:
    """A bug of ours must not lose the request: it ends resumable, its text kept."""
    if not job.done.is_set():
        message = "internal error (see the log)"
        await sink.finish(job, Failed(job.request_id, "internal", message, True, job.partial))


async def sweep(parts: EngineParts, sink: JobSink) -> None:
    """Refuse what waited too long (R15): a capacity error, never a silent hang."""
    while True:
        await asyncio.sleep(0.5)
        for lane in parts.lanes.values():
            for job in lane.expired():
                message = (
                    f"waited longer than {lane.limits.max_age_s:.0f} s in the {lane.name} queue"
                )
                await sink.finish(
                    job, Failed(job.request_id, "capacity", message, True, job.partial)
                )


async def recycle(parts: EngineParts, sink: JobSink, slot: ReplicaSlot) -> None:
    """Stop a worker that reported an allocation failure, then load it afresh (R12)."""
    log.info("%s reported an allocation failure: replacing its worker", slot.name)
    await slot.stop()
    sink.notify_status()
    await restart(parts, sink, slot)


async def restart(parts: EngineParts, sink: JobSink, slot: ReplicaSlot) -> None:
    """Bring a failed GPU replica back once the breaker lets the GPU be tried again."""
    plan = slot.plan
    if plan is None:
        return
    breaker = parts.breaker
    for _ in range(240):
        await asyncio.sleep(0.5)
        running = parts.lanes[Lane.GPU].running.values()
        # Only a job of this replica's kind loads it: a transcription running on the GPU
        # says nothing about the chat worker (it kept the chat worker down for minutes).
        if slot.alive or any(j.lane == Lane.GPU and j.kind == slot.kind for j in running):
            return  # a job already brought it back (or is doing so)
        snapshot = parts.gpu.snapshot()
        if snapshot is None or snapshot.error:
            continue  # the driver is resetting: loading now would only fail
        if breaker.state is BreakerState.CLOSED or breaker.try_probe():
            try:
                await slot.ensure(plan)
            except WorkerError as exc:  # try again when the breaker next allows it
                breaker.record_failure(exc.kind, str(exc))
                sink.notify_status()
                continue
            breaker.record_success()
            log.info("%s restarted in the background", slot.name)
            sink.notify_status()
            return
