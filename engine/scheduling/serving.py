"""The engine's background work: each lane's runner, the age sweeper, GPU restarts.

Functions of the engine rather than its methods, so that ``core`` keeps the facade and
its bookkeeping, and this module how work is taken off the lanes.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from engine.breaker import BreakerState
from engine.requests import Cancelled, Failed
from engine.scheduling.jobs import Job
from engine.scheduling.lanes import job_kind
from engine.scheduling.remote_run import run_remote
from engine.scheduling.slots import ReplicaSlot
from engine.supervisor import WorkerError

if TYPE_CHECKING:
    from engine.scheduling.coordinator import Engine

log = logging.getLogger(__name__)


async def serve_lane(engine: Engine, lane_name: str, kind: str) -> None:
    """One lane's runner for one kind of work: take a job, run it, never stop on a bug."""
    assert engine.runner is not None
    lane = engine.lanes[lane_name]
    while True:
        job = await lane.take(kind)
        try:
            await engine.runner.run(job, engine.slots[lane_name, kind])
        except Exception:  # a bug of ours must not stop the lane or lose the request
            log.exception("lane %s failed on %s", lane_name, job.request_id)
            await internal_failure(engine, job)
        finally:
            await lane.finished(kind)
            engine.notify_status()


async def serve_remote(engine: Engine) -> None:
    """The remote lane: one answer at a time, each in a task a cancel can stop."""
    lane = engine.lanes["remote"]
    while True:
        job = await lane.take("llm")
        assert engine.runner is not None
        task = asyncio.create_task(run_remote(engine, engine.runner, job))
        engine.remote_jobs[job.request_id] = task
        try:
            await asyncio.wait({task})  # our own cancellation (stop) still reaches us
            if task.cancelled():
                partial = "".join(job.delivered)
                await engine.finish(job, Cancelled(job.request_id, partial))
            elif task.exception() is not None:
                log.error("remote lane failed on %s", job.request_id, exc_info=task.exception())
                await internal_failure(engine, job)
        finally:
            if not task.done():
                task.cancel()
            engine.remote_jobs.pop(job.request_id, None)
            await lane.finished("llm")
            engine.notify_status()


async def internal_failure(engine: Engine, job: Job) -> None:
    """A bug of ours must not lose the request: it ends resumable, its text kept."""
    if not job.done.is_set():
        partial = "".join(job.delivered)
        message = "internal error (see the log)"
        await engine.finish(job, Failed(job.request_id, "internal", message, True, partial))


async def sweep(engine: Engine) -> None:
    """Refuse what waited too long (R15): a capacity error, never a silent hang."""
    while True:
        await asyncio.sleep(0.5)
        for lane in engine.lanes.values():
            for job in lane.expired():
                message = (
                    f"waited longer than {lane.limits.max_age_s:.0f} s in the {lane.name} queue"
                )
                await engine.finish(
                    job,
                    Failed(job.request_id, "capacity", message, True, "".join(job.delivered)),
                )


async def recycle(engine: Engine, slot: ReplicaSlot) -> None:
    """Stop a worker that reported an allocation failure, then load it afresh (R12)."""
    log.info("%s reported an allocation failure: replacing its worker", slot.name)
    await slot.stop()
    engine.notify_status()
    await restart(engine, slot)


async def restart(engine: Engine, slot: ReplicaSlot) -> None:
    """Bring a failed GPU replica back once the breaker lets the GPU be tried again."""
    plan = slot.plan
    if plan is None:
        return
    for _ in range(240):
        await asyncio.sleep(0.5)
        running = engine.lanes["gpu"].running.values()
        # Only a job of this replica's kind loads it: a transcription running on the GPU
        # says nothing about the chat worker (it kept the chat worker down for minutes).
        if slot.alive or any(j.lane == "gpu" and job_kind(j) == slot.kind for j in running):
            return  # a job already brought it back (or is doing so)
        snapshot = engine.gpu.snapshot()
        if snapshot is None or snapshot.error:
            continue  # the driver is resetting: loading now would only fail
        if engine.breaker.state is BreakerState.CLOSED or engine.breaker.try_probe():
            try:
                await slot.ensure(plan)
            except WorkerError as exc:  # try again when the breaker next allows it
                engine.breaker.record_failure(exc.kind, str(exc))
                engine.notify_status()
                continue
            engine.breaker.record_success()
            log.info("%s restarted in the background", slot.name)
            engine.notify_status()
            return
