"""Running a chat on the remote tier, and failing over from it (R28 with R9, R10).

The answer streams through the same delivery as a local one. If the server fails before
anything was delivered (or with streaming off), the request is retried on the CPU lane
once, with the same id. After tokens were streamed it ends with a resumable error that
keeps them: the remote model is not the local one, so no replay can continue its answer.
"""

from __future__ import annotations

import contextlib
import logging
import time
from typing import TYPE_CHECKING

from engine.remote.client import RemoteError
from engine.requests import Cancelled, ChatRequest, Completed, Failed, RequestStatus, Running
from engine.scheduling.jobs import Job

if TYPE_CHECKING:
    from engine.scheduling.coordinator import Engine
    from engine.scheduling.runner import JobRunner

log = logging.getLogger(__name__)


async def run_remote(engine: Engine, runner: JobRunner, job: Job) -> None:
    """Run ``job`` on the remote server to its end, or fail it over to the CPU lane."""
    tier, journal = engine.remote, engine.journal
    assert journal is not None and tier.client is not None
    request = job.request
    assert isinstance(request, ChatRequest)
    if job.done.is_set():
        return
    if job.cancelled:
        await engine.finish(job, Cancelled(job.request_id, ""))
        return
    await journal.transition(job.request_id, RequestStatus.RUNNING, "remote", job.attempt)
    job.emit(Running(job.request_id, "remote", job.attempt, tier.model))
    started, produced, finish = time.perf_counter(), "", ""
    first_at, pieces = 0.0, 0
    stream = tier.client.stream_chat(
        request.message_dicts,
        tier.model,
        job.decision.limits.max_tokens or request.max_tokens,
        request.temperature,
        request.top_p,
        request.seed,
        list(request.stop) or None,
    )
    try:
        # Closing the stream on any way out (a cancel included) tells the server to stop.
        async with contextlib.aclosing(stream):
            async for piece in stream:
                if piece.text:
                    pieces += 1
                    first_at = first_at or time.perf_counter()
                produced += piece.text
                finish = piece.finish_reason or finish
                await runner._deliver(job, "", produced)
    except RemoteError as exc:
        tier.failed(exc)
        await _remote_failed(engine, runner, job, exc)
        return
    ended = time.perf_counter()
    stats = {
        "completion_tokens": float(pieces),  # a streamed piece is about one token
        "eval_ms": (ended - first_at) * 1000 if first_at else 0.0,
        "total_ms": (ended - started) * 1000,
    }
    engine.throughput["remote"].observe_chat(stats)  # the remote lane's ETAs learn from it
    text = "".join(job.delivered) if job.streams else produced
    event = Completed(job.request_id, text, "remote", job.attempt, stats, (), finish or "stop")
    await engine.finish(job, event)


async def _remote_failed(engine: Engine, runner: JobRunner, job: Job, error: RemoteError) -> None:
    partial = "".join(job.delivered)
    host = engine.remote.client.host if engine.remote.client else "the remote server"
    log.warning("%s: the remote server %s failed: %s", job.request_id, host, error)
    if job.cancelled:
        await engine.finish(job, Cancelled(job.request_id, partial))
        return
    if partial and job.streams:
        message = (
            f"the remote server {host} failed after {len(job.delivered)} pieces ({error}); "
            "another model cannot continue its answer exactly: resume it"
        )
        await engine.finish(job, Failed(job.request_id, error.kind, message, True, partial))
        return
    job.delivered.clear()
    await runner.fail_over(job, error.kind, str(error), f"remote server {host}")
