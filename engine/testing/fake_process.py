"""An in-process stand-in for a worker process: real byte streams, a fake pid, a fake death.

The supervisor writes request lines into ``stdin`` and reads event lines from ``stdout``
exactly as with a real process (``asyncio.StreamReader``, one JSON line per message); the
fake worker on the other side reads ``requests`` and writes with ``send``. A death (an
abort, a kill by the supervisor) closes the streams and sets the exit code as a real one
would: negative for a signal.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import signal

from engine.workers.protocol import WorkerEvent, encode

# Above Linux's largest pid (2**22): a signal sent to one by mistake reaches no process.
_pids = itertools.count(10_000_000)
_LIMIT = 16 * 1024 * 1024  # as the supervisor's real pipes


class InputPipe:
    """The supervisor's end of the fake worker's standard input."""

    def __init__(self, reader: asyncio.StreamReader) -> None:
        self._reader = reader
        self.closed = False

    def write(self, data: bytes) -> None:
        """Hand bytes to the worker (lost, as with a real pipe, once it is gone)."""
        if not self.closed:
            self._reader.feed_data(data)

    async def drain(self) -> None:
        """Let the worker read.

        Raises:
            ConnectionResetError: the worker is gone (a real pipe's broken pipe).
        """
        if self.closed:
            raise ConnectionResetError("the fake worker is gone")
        await asyncio.sleep(0)

    def is_closing(self) -> bool:
        """True once the worker is gone."""
        return self.closed


class FakeProcess:
    """A ``WorkerProcess`` whose worker runs as tasks of this event loop."""

    def __init__(self) -> None:
        self.pid = next(_pids)
        self.returncode: int | None = None
        self.requests = asyncio.StreamReader(limit=_LIMIT)  # what the worker reads
        self.stdin = InputPipe(self.requests)
        self.stdout = asyncio.StreamReader(limit=_LIMIT)
        self.stderr = asyncio.StreamReader(limit=_LIMIT)
        self.frozen = False  # stopped as by SIGSTOP: no heartbeat, no answer, no reading
        self.tasks: list[asyncio.Task[None]] = []
        self._exited = asyncio.Event()

    @property
    def alive(self) -> bool:
        """True until the worker dies or exits."""
        return self.returncode is None

    def send(self, event: WorkerEvent) -> None:
        """Write one event line, as the worker's protocol writer does."""
        if self.alive and not self.frozen:
            self.stdout.feed_data(encode(event))

    def print(self, text: str) -> None:
        """Write a line on stderr (what a native library prints before an abort)."""
        if self.alive:
            self.stderr.feed_data(text.encode() + b"\n")

    def freeze(self) -> None:
        """Stop everything at once, as SIGSTOP does; only SIGKILL ends it then."""
        self.frozen = True
        self._stop_tasks()

    def die(self, code: int) -> None:
        """End now with ``code`` (negative: that signal): the streams close, tasks stop."""
        if not self.alive:
            return
        self.returncode = code
        self.stdin.closed = True
        self._stop_tasks()
        self.requests.feed_eof()
        self.stdout.feed_eof()
        self.stderr.feed_eof()
        self._exited.set()

    def _stop_tasks(self) -> None:
        current = asyncio.current_task()
        for task in self.tasks:
            if task is not current:
                task.cancel()

    async def wait(self) -> int:
        """Wait for the end; the exit code."""
        await self._exited.wait()
        assert self.returncode is not None
        return self.returncode

    def signal_group(self, sig: signal.Signals) -> None:
        """SIGTERM and SIGKILL end the worker (a frozen one only by SIGKILL)."""
        if self.frozen and sig is not signal.SIGKILL:
            return
        if sig in (signal.SIGTERM, signal.SIGKILL):
            self.die(-int(sig))

    async def reap(self) -> None:
        """Wait until the worker's tasks have ended (after ``die``)."""
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.gather(*self.tasks, return_exceptions=True)
