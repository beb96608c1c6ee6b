"""The supervisor: the one place that starts, watches and stops worker processes (R12).

Each worker runs in its own process group, so stopping it also reaps anything it
started. The supervisor reads every line a worker writes: heartbeats prove it alive,
events go to the request that asked for them. A worker that exits, or stays silent for
more than ``missed_beats`` heartbeat intervals (a frozen process), is marked failed; so is
one that keeps beating but makes no progress on a request within its deadline (a thread
stuck in a native call, as on a hung GPU kernel). Every request it had in hand ends with a
typed ``WorkerError`` (``abort``, ``hang`` or ``driver``), and failure listeners (the
breaker, the restart policy) are told. Stopping escalates: ask
(``shutdown``), then SIGTERM, then SIGKILL, to the whole group.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import signal
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.errors import WorkerFailure
from engine.worker_process import WorkerProcess, start_os_process
from engine.workers.protocol import (
    TERMINAL_EVENTS,
    Cancel,
    Error,
    ErrorKind,
    Heartbeat,
    ProtocolError,
    Shutdown,
    WorkerCommand,
    WorkerEvent,
    decode,
    encode,
)

log = logging.getLogger(__name__)
_ids = itertools.count(1)
STARTUP_GRACE_S = 30.0  # for a worker's first line (its imports): a stuck start, not a slow one
_DRIVER_MARKERS = ("driver was reset", "driver reset", "unspecified launch failure")


def next_id(prefix: str = "w") -> str:
    """A process-unique message id."""
    return f"{prefix}{next(_ids)}"


class WorkerState(StrEnum):
    """A worker process's life: starting -> alive -> (stopped | dead | hung)."""

    STARTING = "starting"
    ALIVE = "alive"
    STOPPED = "stopped"
    DEAD = "dead"
    HUNG = "hung"


class WorkerError(WorkerFailure):
    """A request ended in an ``error`` event, or its worker died under it."""

    def __init__(self, kind: str, message: str, partial: str = "") -> None:
        self.kind = ErrorKind(kind)
        self.code = self.kind.value
        self.partial = partial
        super().__init__(message)


@dataclass(frozen=True)
class ProgressDeadline:
    """How long a request may go without an event: before its first one, and between two.

    ``basis`` says how the numbers were derived (for the log and the error message).
    """

    first_s: float
    next_s: float
    basis: str = ""


@dataclass
class _Watch:
    deadline: ProgressDeadline
    last: float
    events: int = 0

    def overdue(self, now: float) -> float | None:
        """The deadline missed, if it was."""
        allowed = self.deadline.first_s if self.events == 0 else self.deadline.next_s
        return allowed if now - self.last > allowed else None


@dataclass(frozen=True)
class ProcessSpec:
    """How to run one worker process and how patient to be with it."""

    name: str
    argv: tuple[str, ...]
    heartbeat_s: float = 1.0
    missed_beats: int = 2
    stop_grace_s: float = 3.0
    term_grace_s: float = 2.0
    env: dict[str, str] | None = field(default=None, compare=False)  # None: inherit ours


class WorkerHandle:
    """A running worker process: send requests, stream their events, see its state."""

    def __init__(self, spec: ProcessSpec, process: WorkerProcess) -> None:
        self.spec = spec
        self.process = process
        self.pid = process.pid
        self.state = WorkerState.STARTING
        self.started_at = time.monotonic()
        self.last_seen = self.started_at
        self.failure: WorkerError | None = None
        self.stderr_tail: deque[str] = deque(maxlen=30)
        self.exited = asyncio.Event()
        self._pending: dict[str, asyncio.Queue[WorkerEvent]] = {}
        self._watched: dict[str, _Watch] = {}
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def alive(self) -> bool:
        """True while the process runs and answers."""
        return self.state in (WorkerState.STARTING, WorkerState.ALIVE)

    async def stream(
        self, request: WorkerCommand, deadline: ProgressDeadline | None = None
    ) -> AsyncIterator[WorkerEvent]:
        """Send ``request`` and yield its events; the last one is terminal.

        ``deadline``: the worker is killed as hung if the request goes longer than this
        without an event, even while its heartbeats arrive.

        Raises:
            WorkerError: the request ended in an error, or the worker died or hung.
        """
        if not self.alive:
            raise self.failure or WorkerError(ErrorKind.ABORT, f"{self.spec.name} is not running")
        events: asyncio.Queue[WorkerEvent] = asyncio.Queue()
        self._pending[request.id] = events
        if deadline is not None:
            self._watched[request.id] = _Watch(deadline, time.monotonic())
        try:
            await self._write(request)
            while True:
                event = await events.get()
                if isinstance(event, Error):
                    raise WorkerError(event.kind, event.message, event.partial)
                yield event
                if isinstance(event, TERMINAL_EVENTS):
                    return
        finally:
            self._pending.pop(request.id, None)
            self._watched.pop(request.id, None)

    async def call(self, request: WorkerCommand) -> WorkerEvent:
        """Send ``request`` and return its terminal event (skipping any stream)."""
        last: WorkerEvent | None = None
        async for event in self.stream(request):
            last = event
        assert last is not None  # stream() only returns after a terminal event
        return last

    async def cancel(self, request_id: str) -> None:
        """Ask the worker to stop ``request_id`` at its next boundary."""
        if self.alive:
            with contextlib.suppress(ConnectionError):
                await self._write(Cancel(next_id("c"), request_id))

    async def _write(self, request: WorkerCommand) -> None:
        stdin = self.process.stdin
        if stdin is None or stdin.is_closing():
            raise WorkerError(ErrorKind.ABORT, f"{self.spec.name}: its input is closed")
        stdin.write(encode(request))
        try:
            await stdin.drain()
        except ConnectionError as exc:
            raise WorkerError(ErrorKind.ABORT, f"{self.spec.name}: pipe closed ({exc})") from exc

    def _deliver(self, event: WorkerEvent) -> None:
        self.last_seen = time.monotonic()
        if self.state is WorkerState.STARTING:
            self.state = WorkerState.ALIVE
        if isinstance(event, Heartbeat):
            return
        watch = self._watched.get(event.id)
        if watch is not None:
            watch.last, watch.events = self.last_seen, watch.events + 1
        queue = self._pending.get(event.id)
        if queue is not None:
            queue.put_nowait(event)
        else:
            log.debug("%s: event for no waiting request: %s", self.spec.name, event)

    def stalled(self, now: float) -> WorkerError | None:
        """A ``hang`` error if a watched request missed its progress deadline."""
        for request_id, watch in self._watched.items():
            allowed = watch.overdue(now)
            if allowed is None:
                continue
            which = "first event" if watch.events == 0 else f"event after {watch.events}"
            return WorkerError(
                ErrorKind.HANG,
                f"{self.spec.name} made no progress on {request_id} for "
                f"{now - watch.last:.1f} s (no {which} within {allowed:.1f} s"
                f"{', ' + watch.deadline.basis if watch.deadline.basis else ''}) while its "
                f"heartbeats kept arriving (last {now - self.last_seen:.1f} s ago)",
            )
        return None

    def _fail_pending(self, error: WorkerError) -> None:
        for request_id, queue in list(self._pending.items()):
            queue.put_nowait(Error(request_id, error.kind, str(error)))


FailureListener = Callable[[WorkerHandle, WorkerError], None]
Spawn = Callable[[ProcessSpec], Awaitable[WorkerProcess]]


async def spawn_process(spec: ProcessSpec) -> WorkerProcess:
    """Start ``spec``'s command line as a real process (the supervisor's default)."""
    return await start_os_process(spec.argv, spec.env)


class Supervisor:
    """Starts, watches and stops worker processes.

    ``spawn`` starts one worker for a spec: a real process unless a test injects another
    (``engine.testing.fake_worker`` runs scripted workers in-process).
    """

    def __init__(self, spawn: Spawn = spawn_process) -> None:
        self.workers: dict[str, WorkerHandle] = {}
        self._listeners: list[FailureListener] = []
        self._spawn = spawn
        self._starting: set[str] = set()  # names whose spawn is under way

    def on_failure(self, listener: FailureListener) -> None:
        """Call ``listener(handle, error)`` whenever a worker dies or hangs."""
        self._listeners.append(listener)

    async def start(self, spec: ProcessSpec) -> WorkerHandle:
        """Start a worker process (replacing a stopped or failed one of the same name).

        Raises:
            RuntimeError: a worker of that name runs, or is being started.
        """
        old = self.workers.get(spec.name)
        if spec.name in self._starting or (old is not None and old.alive):
            raise RuntimeError(f"worker {spec.name} is already running")
        # Claimed before the await: a second start of the name meanwhile would pass the
        # check above and spawn a process that nothing tracks.
        self._starting.add(spec.name)
        try:
            process = await self._spawn(spec)
        finally:
            self._starting.discard(spec.name)
        handle = WorkerHandle(spec, process)
        self.workers[spec.name] = handle
        handle._tasks = [
            asyncio.create_task(self._read_events(handle), name=f"{spec.name}-events"),
            asyncio.create_task(self._read_stderr(handle), name=f"{spec.name}-stderr"),
            asyncio.create_task(self._watch(handle), name=f"{spec.name}-watchdog"),
        ]
        log.info("started worker %s (pid %d)", spec.name, process.pid)
        return handle

    async def stop(self, name: str) -> None:
        """Stop a worker: ask, then SIGTERM, then SIGKILL its whole process group."""
        handle = self.workers.get(name)
        if handle is None:
            return
        spec = handle.spec
        if handle.process.returncode is None:
            if handle.alive:
                handle.state = WorkerState.STOPPED
                with contextlib.suppress(WorkerError, ConnectionError, RuntimeError):
                    await handle._write(Shutdown(next_id("s")))
            if not await _exited(handle.process, spec.stop_grace_s):
                log.warning("worker %s ignored shutdown; sending SIGTERM", name)
                handle.process.signal_group(signal.SIGTERM)
                if not await _exited(handle.process, spec.term_grace_s):
                    log.warning("worker %s ignored SIGTERM; sending SIGKILL", name)
                    handle.process.signal_group(signal.SIGKILL)
                    await handle.process.wait()
        handle.process.signal_group(signal.SIGKILL)  # anything it left behind in its group
        # The reader marks the end once it has read the last lines. A reader already
        # cancelled (a loop shutting down cancels every task at once) never will: waiting
        # for ``exited`` then hung the shutdown for ever.
        await asyncio.wait({handle._tasks[0]})
        handle.exited.set()
        for task in handle._tasks:
            task.cancel()
        await asyncio.gather(*handle._tasks, return_exceptions=True)

    async def stop_all(self) -> None:
        """Stop every worker, concurrently."""
        await asyncio.gather(*(self.stop(name) for name in list(self.workers)))

    async def restart(self, name: str) -> WorkerHandle:
        """Stop a worker (if it still runs) and start it again with the same spec."""
        spec = self.workers[name].spec
        await self.stop(name)
        return await self.start(spec)

    async def _read_events(self, handle: WorkerHandle) -> None:
        stdout = handle.process.stdout
        assert stdout is not None
        while line := await stdout.readline():
            try:
                handle._deliver(decode(line))  # type: ignore[arg-type]
            except ProtocolError as exc:
                log.warning("%s wrote a bad line: %s", handle.spec.name, exc)
        code = await handle.process.wait()
        # The last stderr lines say why it died (a ggml abort, a lost driver): read them first.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(handle._tasks[1]), 1.0)
        self._exited(handle, code)

    async def _read_stderr(self, handle: WorkerHandle) -> None:
        stderr = handle.process.stderr
        assert stderr is not None
        while line := await stderr.readline():
            text = line.decode(errors="replace").rstrip()
            handle.stderr_tail.append(text)
            log.debug("[%s] %s", handle.spec.name, text)

    async def _watch(self, handle: WorkerHandle) -> None:
        spec = handle.spec
        patience = spec.heartbeat_s * spec.missed_beats
        tick = spec.heartbeat_s / 4
        late = False
        while handle.process.returncode is None:
            before = time.monotonic()
            await asyncio.sleep(tick)
            was_late, late = late, time.monotonic() - before > 2 * tick
            if late and not was_late:
                # Our own loop was blocked: heartbeats may be waiting unread in the pipe.
                # Let the reader drain them (one turn) before judging the worker; but only
                # once: on a machine so busy that every tick is late, skipping them all
                # let a hung worker hold its request for ever.
                continue
            now = time.monotonic()
            silent = now - handle.last_seen
            if not handle.alive:
                continue
            error = None
            # Until its first line a worker is still importing its runtime: slow on a busy
            # machine, and no sign of a hang.
            allowed = patience if handle.state is WorkerState.ALIVE else STARTUP_GRACE_S
            if silent > allowed:
                error = WorkerError(
                    ErrorKind.HANG,
                    f"{spec.name} stopped answering ({silent:.1f} s without a heartbeat)",
                )
            elif (error := handle.stalled(now)) is not None:
                log.warning("hang found by progress, heartbeats still arriving: %s", error)
            if error is not None:
                handle.state = WorkerState.HUNG
                self._failed(handle, error)
                handle.process.signal_group(signal.SIGKILL)
                return

    def _exited(self, handle: WorkerHandle, code: int) -> None:
        handle.exited.set()
        if handle.state in (WorkerState.STOPPED, WorkerState.HUNG):
            handle._fail_pending(
                handle.failure or WorkerError(ErrorKind.ABORT, f"{handle.spec.name} was stopped")
            )
            return
        handle.state = WorkerState.DEAD
        self._failed(handle, self._death_error(handle, code))

    def _death_error(self, handle: WorkerHandle, code: int) -> WorkerError:
        how = f"killed by signal {-code}" if code < 0 else f"exited with code {code}"
        tail = [line for line in handle.stderr_tail if line.strip()][-3:]
        detail = f"{handle.spec.name} {how}" + (f": {' | '.join(tail)}" if tail else "")
        driver = any(marker in line for line in tail for marker in _DRIVER_MARKERS)
        return WorkerError(ErrorKind.DRIVER if driver else ErrorKind.ABORT, detail)

    def _failed(self, handle: WorkerHandle, error: WorkerError) -> None:
        handle.failure = error
        log.warning("worker %s failed: %s", handle.spec.name, error)
        handle._fail_pending(error)
        for listener in self._listeners:
            listener(handle, error)


async def _exited(process: WorkerProcess, timeout: float) -> bool:
    try:
        await asyncio.wait_for(process.wait(), timeout)
    except TimeoutError:
        return False
    return True


def worker_argv(kind: str, device: str, heartbeat_s: float, sim_state: str | None) -> Sequence[str]:
    """The command line of a model worker process."""
    import sys

    argv = [sys.executable, "-m", "engine.workers.main", "--kind", kind, "--device", device]
    argv += ["--heartbeat", str(heartbeat_s)]
    if sim_state:
        argv += ["--sim-state", sim_state]
    return argv
