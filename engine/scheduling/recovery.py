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

from engine.journal import JournalRow
from engine.requests import TranscriptionRequest

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
