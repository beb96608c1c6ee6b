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
from typing import Protocol

from engine.domain import Lane
from engine.journal import AsyncJournal
from engine.remote.client import RemoteError, Usage
from engine.requests import Cancelled, ChatRequest, Completed, Failed, RequestStatus, Running
from engine.scheduling.jobs import Job
from engine.scheduling.parts import EngineParts, JobSink

log = logging.getLogger(__name__)


class Delivers(Protocol):
    """What a remote run needs of the job runner: delivery, and the failover to the CPU."""

    async def deliver(self, job: Job, prefix: str, produced: str) -> None:
        """Hand new text to the caller."""

    async def fail_over(self, job: Job, kind: str, error: str, failed: str = "GPU") -> None:
        """Replay the job on the CPU lane."""


async def run_remote(
    job: Job, parts: EngineParts, journal: AsyncJournal, sink: JobSink, runner: Delivers
) -> None:
    """Run ``job`` on the remote server to its end, or fail it over to the CPU lane."""
    tier = parts.remote
    assert tier.client is not None
    request = job.request
    assert isinstance(request, ChatRequest)
    if job.done.is_set():
        return
    if job.cancelled:
        await sink.finish(job, Cancelled(job.request_id, ""))
        return
    await journal.transition(job.request_id, RequestStatus.RUNNING, Lane.REMOTE, job.attempt)
    job.emit(Running(job.request_id, Lane.REMOTE, job.attempt, tier.model))
    started, produced, finish = time.perf_counter(), "", ""
    first_at, pieces = 0.0, 0
    usage: Usage | None = None
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
                usage = piece.usage or usage
                await runner.deliver(job, "", produced)
    except RemoteError as exc:
        tier.failed(exc)
        await _remote_failed(job, parts, sink, runner, exc)
        return
    ended = time.perf_counter()
    stats = token_counts(usage, pieces) | {
        "eval_ms": (ended - first_at) * 1000 if first_at else 0.0,
        "total_ms": (ended - started) * 1000,
    }
    parts.throughput[Lane.REMOTE].observe_chat(stats)  # the remote lane's ETAs learn from it
    text = job.partial if job.streams else produced
    event = Completed(job.request_id, text, Lane.REMOTE, job.attempt, stats, (), finish or "stop")
    await sink.finish(job, event)


def token_counts(usage: Usage | None, pieces: int) -> dict[str, float]:
    """The server's own counts when it sent them; else the pieces, each about one token."""
    if usage is None:
        return {"completion_tokens": float(pieces)}
    return {
        "prompt_tokens": float(usage.prompt_tokens),
        "completion_tokens": float(usage.completion_tokens),
    }


async def _remote_failed(
    job: Job, parts: EngineParts, sink: JobSink, runner: Delivers, error: RemoteError
) -> None:
    partial = job.partial
    host = parts.remote.client.host if parts.remote.client else "the remote server"
    log.warning("%s: the remote server %s failed: %s", job.request_id, host, error)
    if job.cancelled:
        await sink.finish(job, Cancelled(job.request_id, partial))
        return
    if partial and job.streams:
        message = (
            f"the remote server {host} failed after {len(job.delivered)} pieces ({error}); "
            "another model cannot continue its answer exactly: resume it"
        )
        await sink.finish(job, Failed(job.request_id, error.kind, message, True, partial))
        return
    job.delivered.clear()
    await runner.fail_over(job, error.kind, str(error), f"remote server {host}")
