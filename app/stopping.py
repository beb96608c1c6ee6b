"""Ctrl-C and SIGTERM for a command that runs requests: its caller is going away, so its
requests are journaled cancelled before it exits (the next start must not run them again
for nobody), then the workers stop as usual.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Coroutine
from typing import Any

from app.session import Session
from engine.api import CLI

log = logging.getLogger(__name__)
EXIT_SIGNAL = 128  # plus the signal's number, as shells report a command ended by it


async def until_stopped(session: Session, work: Coroutine[Any, Any, int]) -> int:
    """Run ``work`` until it ends or the user stops it (SIGINT, SIGTERM).

    Returns ``work``'s exit code, or 128 + the signal's number after journaling the
    session's unfinished requests as cancelled.
    """
    loop = asyncio.get_running_loop()
    stopped: asyncio.Future[int] = loop.create_future()

    def stop(signum: int) -> None:
        if not stopped.done():
            stopped.set_result(signum)

    handled = []
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop, signum)
            handled.append(signum)
    task = asyncio.ensure_future(work)
    try:
        await asyncio.wait({task, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if task.done():
            return task.result()
        caught = stopped.result()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await _abandon(session)
        print(f"\nspillway: stopped by {signal.Signals(caught).name}", file=sys.stderr)
        return EXIT_SIGNAL + caught
    finally:
        for signum in handled:
            loop.remove_signal_handler(signum)
        if not task.done():
            task.cancel()


async def _abandon(session: Session) -> None:
    """Journal this command's unfinished requests as cancelled."""
    engine = session.engine
    if engine is None or engine.journal is None:
        return
    request_ids = engine.unfinished_of(CLI)
    await engine.abandon(request_ids)
    if request_ids:
        log.info("stopped by the user: %s cancelled", ", ".join(request_ids))
