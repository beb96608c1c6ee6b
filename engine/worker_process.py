"""The boundary between the supervisor and a worker: its pipes, its id, its end, a signal.

The supervisor only writes request lines to ``stdin``, reads event lines from ``stdout``
and diagnostics from ``stderr``, waits for the exit code and signals the worker's process
group. ``OsProcess`` is a real ``python -m engine.workers.main`` process; a test may hand
the supervisor another ``WorkerProcess`` (``engine.testing.fake_worker`` runs a scripted
worker in-process over the same byte streams), so that every rule above this boundary
(heartbeats, deaths, progress deadlines, cancel, failover) runs as in production.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import Sequence
from typing import Protocol


class PipeWriter(Protocol):
    """The writing end of a worker's standard input (as ``asyncio.StreamWriter``)."""

    def write(self, data: bytes) -> None: ...
    async def drain(self) -> None: ...
    def is_closing(self) -> bool: ...


class WorkerProcess(Protocol):
    """A started worker as the supervisor sees it."""

    @property
    def pid(self) -> int: ...
    @property
    def returncode(self) -> int | None: ...
    @property
    def stdin(self) -> PipeWriter | None: ...
    @property
    def stdout(self) -> asyncio.StreamReader | None: ...
    @property
    def stderr(self) -> asyncio.StreamReader | None: ...

    async def wait(self) -> int:
        """Wait for the worker to end; its exit code (negative: killed by that signal)."""
        ...

    def signal_group(self, sig: signal.Signals) -> None:
        """Send ``sig`` to the worker and everything it started; no error if it is gone."""
        ...


class OsProcess:
    """A real worker process, in its own process group."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self._process = process

    @property
    def pid(self) -> int:
        """The process id (also its process group's id)."""
        return self._process.pid

    @property
    def returncode(self) -> int | None:
        """The exit code once it ended, else None."""
        return self._process.returncode

    @property
    def stdin(self) -> asyncio.StreamWriter | None:
        """Where requests are written."""
        return self._process.stdin

    @property
    def stdout(self) -> asyncio.StreamReader | None:
        """Where events are read."""
        return self._process.stdout

    @property
    def stderr(self) -> asyncio.StreamReader | None:
        """What the worker and its native libraries print."""
        return self._process.stderr

    async def wait(self) -> int:
        """Wait for the process to end; its exit code."""
        return await self._process.wait()

    def signal_group(self, sig: signal.Signals) -> None:
        """Signal the whole process group (the worker and anything it started)."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._process.pid, sig)


async def start_os_process(argv: Sequence[str], env: dict[str, str] | None) -> OsProcess:
    """Start ``argv`` in its own process group, its three standard streams piped."""
    process = await asyncio.create_subprocess_exec(
        *argv,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
        start_new_session=True,  # its own process group: stopping it reaps its children
        limit=16 * 1024 * 1024,
    )
    return OsProcess(process)
