"""Which requests a restart may run again: only those whose caller can still receive them.

A request found unfinished in the journal at start (the app crashed, was killed, or
stopped with work queued) is re-run only where the answer can still reach someone:

- the desktop app's own requests: the app shows them again;
- an API request sent with an ``Idempotency-Key``: its client retries with the key and
  joins the re-run.

Everything else becomes "interrupted, resumable": a command line that ended, an API client
whose connection closed with the old process (it has no way back to the answer), and an
uploaded file (its temporary copy went with its request).
"""

from __future__ import annotations

from engine.admission import Action
from engine.domain import Lane
from engine.inputs import InvalidRequest, validate_request
from engine.journal import AsyncJournal, JournalRow
from engine.requests import (
    Cancelled,
    Completed,
    Failed,
    Request,
    RequestStatus,
    TranscriptionRequest,
)
from engine.scheduling.jobs import Job, Placement
from engine.scheduling.parts import JobSink
from engine.scheduling.placing import Placer

CLI = "cli"  # the origin the command line gives its requests


def caller_gone(row: JournalRow) -> str | None:
    """Why nobody can receive a re-run of ``row``, or None when someone can."""
    if row.origin == CLI:
        return "the command that asked for it ended before it finished; run it again"
    if not row.origin.startswith("API"):
        return None  # the app (or a journal from before origins were recorded)
    request = row.request
    if isinstance(request, TranscriptionRequest) and request.content_sha256:
        return "its uploaded audio went with the old server's connection; upload it again"
    if row.idempotency_key is None:
        return (
            "its API client's connection closed with the old server, and without an "
            "Idempotency-Key it cannot come back for the answer; send it again"
        )
    return None


async def recover(
    journal: AsyncJournal, placer: Placer, sink: JobSink, jobs: dict[str, Job]
) -> list[str]:
    """Requests a crash left unfinished: replayed if nothing was delivered, else resumable.

    Each becomes a job in ``jobs``; returns the ids of those run again or ended here.
    """
    recovered = []
    for row in await journal.unfinished():
        lane = Lane(row.lane or Lane.GPU)  # where it was (a re-run is placed anew)
        placement = Placement.settled(lane, "recovered")
        job = Job(
            row.id, row.request, placement, lane, attempt=row.attempt, origin=row.origin or "app"
        )
        jobs[row.id] = job
        if await _run_again_or_end(job, row, journal, placer, sink):
            recovered.append(row.id)
    return recovered


async def _run_again_or_end(
    job: Job, row: JournalRow, journal: AsyncJournal, placer: Placer, sink: JobSink
) -> bool:
    """Queue a recovered job again, or end it; False when admission refuses it now."""
    gone = caller_gone(row)
    if row.output:
        job.delivered.append(row.output)
        message = "Spillway stopped while writing this answer; the partial answer is kept"
        await sink.finish(job, Failed(row.id, "interrupted", message, True, row.output))
    elif gone is not None:  # nobody could receive a re-run: the user may resume it
        await _interrupt(journal, job, gone)
    elif (invalid := _invalid(row.request)) is not None:
        await sink.finish(job, Failed(row.id, "bad_input", invalid, False))
    else:
        job.placement = await placer.place(row.request, attempt=row.attempt)
        if job.decision.action is Action.REFUSE:
            await sink.finish(job, Failed(row.id, "capacity", job.decision.reason, True))
            return False
        job.lane = job.placement.lane
        await sink.enqueue(job)
    return True


async def _interrupt(journal: AsyncJournal, job: Job, message: str) -> None:
    """End a recovered job as interrupted and resumable: it is not run again by itself."""
    job.finishing = True
    await journal.finish(
        job.request_id, RequestStatus.INTERRUPTED, "", "interrupted", message, True
    )
    job.emit(Failed(job.request_id, "interrupted", message, True))


def _invalid(request: Request) -> str | None:
    """Why a journaled request fails today's input checks, or None."""
    try:
        validate_request(request)
    except InvalidRequest as exc:
        return str(exc)
    return None


def finished_job(row: JournalRow) -> Job:
    """A request finished in an earlier run, as a job whose events end at once."""
    lane = Lane(row.lane or Lane.GPU)
    job = Job(row.id, row.request, Placement.settled(lane, "earlier run"), lane)
    if row.status is RequestStatus.COMPLETED:
        job.emit(Completed(row.id, row.output, row.lane or "", row.attempt))
    elif row.status is RequestStatus.CANCELLED:
        job.emit(Cancelled(row.id, row.output))
    else:
        kind = row.error_kind or "interrupted"
        job.emit(Failed(row.id, kind, row.error or "", row.resumable, row.output))
    return job
