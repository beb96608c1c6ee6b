"""A worker process: ``python -m engine.workers.main --kind llm --device cpu``.

The protocol owns the real stdout; file descriptor 1 is pointed at stderr so that
whatever a native library prints cannot corrupt it. A reader thread takes requests
(answering ``cancel`` and ``health`` at once, even mid-generation), a heartbeat thread
proves the process is alive and watches the simulated card's driver, and the main thread
runs one request at a time. The worker exits when its stdin closes (the parent is gone)
and, on Linux, is killed by the kernel if its parent dies.

An LLM loaded with ``parallel`` > 1 answers chat requests together (``batch.py``): the
main thread steps the batch while any answer is active and, between two steps, hands it
the chat requests that arrived. A request the batch does not take (a tool call, a load)
waits until the batch drains and is then served alone; requests behind it wait behind
it, so nothing overtakes it.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import logging
import os
import queue
import signal
import sys
import threading
import traceback
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO, Protocol

import psutil

from engine.workers.binding import DeviceBinding
from engine.workers.context import WorkerContext, WorkFailed
from engine.workers.protocol import (
    Cancel,
    Done,
    Error,
    ErrorKind,
    Generate,
    Health,
    HealthCheck,
    Heartbeat,
    Load,
    ProtocolError,
    Ready,
    Shutdown,
    Speed,
    Tokenize,
    WorkerCommand,
    WorkerEvent,
    decode,
    encode,
)

log = logging.getLogger("spillway.worker")
_PR_SET_PDEATHSIG = 1


class Batcher(Protocol):
    """Answers several requests together, one step at a time (``batch.BatchScheduler``)."""

    @property
    def active(self) -> bool: ...
    def takes(self, request: WorkerCommand | None) -> bool: ...
    def submit(self, request: Generate) -> None: ...
    def step(self) -> list[WorkerEvent]: ...
    def fail_all(self, kind: str, message: str) -> list[WorkerEvent]: ...
    def ids(self) -> list[str]: ...


class Runtime(Protocol):
    """What the loop needs from a model runtime."""

    kind: str

    def load(self, request: Load) -> Ready: ...
    def calibrate(self, request_id: str) -> Speed | None: ...
    def handle(self, request: WorkerCommand) -> Iterator[WorkerEvent]: ...
    def batcher(self) -> Batcher | None: ...
    def close(self) -> None: ...


class WorkerLoop:
    """Reads requests, runs them one at a time (or chat answers together, through the
    runtime's batcher), writes events."""

    def __init__(self, runtime: Runtime, context: WorkerContext, out: BinaryIO, heartbeat_s: float):
        self.runtime = runtime
        self.context = context
        self.out = out
        self.heartbeat_s = heartbeat_s
        self.requests: queue.Queue[WorkerCommand | None] = queue.Queue()
        self.busy_with: str | None = None
        self.batched: list[str] = []  # the ids in the batch, for a shutdown to cancel
        self._held: deque[WorkerCommand | None] = deque()  # waiting for the batch to drain
        self._write_lock = threading.Lock()
        self._stop = threading.Event()

    def send(self, event: WorkerEvent) -> None:
        """Write one event; never interleaves with another thread's."""
        data = encode(event)
        with self._write_lock:
            self.out.write(data)
            self.out.flush()

    def run(self, stdin: BinaryIO) -> int:
        """Serve until shutdown or end of input; returns the exit code."""
        threading.Thread(target=self._read, args=(stdin,), daemon=True, name="reader").start()
        threading.Thread(target=self._beat, daemon=True, name="heartbeat").start()
        while True:
            request = self._next_alone()
            if request is None or isinstance(request, Shutdown):
                break
            self._serve(request)
        self._stop.set()
        self.runtime.close()
        return 0

    def _next_alone(self) -> WorkerCommand | None:
        """The next request to serve alone; meanwhile, batch the ones the runtime batches."""
        while True:
            batcher = self.runtime.batcher()
            if batcher is None:
                return self._held.popleft() if self._held else self.requests.get()
            while not self._held:  # nothing held back: new requests may join the batch
                try:
                    request = self.requests.get(block=not batcher.active)
                except queue.Empty:
                    break
                if isinstance(request, Generate) and batcher.takes(request):
                    self._submit(batcher, request)
                else:
                    self._held.append(request)
            if not batcher.active:
                return self._held.popleft()
            self._step(batcher)

    def _submit(self, batcher: Batcher, request: Generate) -> None:
        try:
            batcher.submit(request)
        except WorkFailed as exc:
            self.send(Error(request.id, str(exc.kind), str(exc)))
            self.context.forget(request.id)
        except Exception as exc:  # a bug of ours: report it, keep serving
            traceback.print_exc()
            self.send(Error(request.id, ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}"))
            self.context.forget(request.id)

    def _step(self, batcher: Batcher) -> None:
        """One batch step; its events go out as they are, one request's end at a time."""
        self.batched = batcher.ids()
        self.busy_with = self.batched[0] if self.batched else None
        try:
            events = batcher.step()
        except Exception as exc:  # a bug of ours: every answer in the batch gets it
            traceback.print_exc()
            events = batcher.fail_all(ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}")
        for event in events:
            self.send(event)
            if isinstance(event, Done | Error):
                self.context.forget(event.id)
        if not batcher.active:
            self.batched, self.busy_with = [], None

    def _serve(self, request: WorkerCommand) -> None:
        self.busy_with = request.id
        try:
            if isinstance(request, Load):
                ready = self.runtime.load(request)
                speed = self.runtime.calibrate(request.id)
                if speed is not None:
                    self.send(speed)
                self.send(ready)
            else:
                for event in self.runtime.handle(request):
                    self.send(event)
        except WorkFailed as exc:
            self.send(Error(request.id, str(exc.kind), str(exc), exc.partial))
        except Exception as exc:  # a bug of ours: report it, keep serving
            traceback.print_exc()
            self.send(Error(request.id, ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}"))
        finally:
            self.context.forget(request.id)
            self.busy_with = None

    def _read(self, stdin: BinaryIO) -> None:
        for line in stdin:
            if not line.strip():
                continue
            try:
                message = decode(line)
            except ProtocolError as exc:
                print(f"worker: ignoring bad request: {exc}", file=sys.stderr, flush=True)
                continue
            if isinstance(message, Cancel):
                self.context.cancel(message.target)
            elif isinstance(message, HealthCheck):
                self.send(
                    Health(message.id, self._state(), _rss(), self.context.binding.driver_error())
                )
            elif isinstance(message, Tokenize):
                # Tokenizing reads only the vocabulary: answered at once, even mid-generation,
                # so that admission never waits behind a long answer.
                self._serve_now(message)
            elif isinstance(message, Shutdown):
                for request_id in [self.busy_with, *self.batched]:
                    if request_id:
                        self.context.cancel(request_id)
                self.requests.put(message)
            else:
                self.requests.put(message)  # type: ignore[arg-type]
        self.requests.put(None)  # stdin closed: the parent is gone

    def _serve_now(self, request: Tokenize) -> None:
        try:
            for event in self.runtime.handle(request):
                self.send(event)
        except WorkFailed as exc:
            self.send(Error(request.id, str(exc.kind), str(exc)))
        except Exception as exc:  # a bug of ours: report it, keep serving
            traceback.print_exc()
            self.send(Error(request.id, ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}"))

    def _beat(self) -> None:
        self.send(Heartbeat("", self._state(), _rss(), self.busy_with))  # up: say so at once
        while not self._stop.wait(self.heartbeat_s):
            if self.context.binding.driver_error() and self.context.binding.card is not None:
                # Every process on a card whose driver resets loses its context and dies.
                self.context.abort("CUDA error: the GPU driver was reset (simulated)")
            self.send(Heartbeat("", self._state(), _rss(), self.busy_with))

    def _state(self) -> str:
        return "busy" if self.busy_with else "idle"


def _rss() -> int:
    return int(psutil.Process().memory_info().rss)


def _claim_stdout() -> BinaryIO:
    """Keep the real stdout for the protocol; send fd 1 (native prints) to stderr."""
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return os.fdopen(protocol_fd, "wb", buffering=0)


def _die_with_parent() -> None:
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def _runtime(kind: str, context: WorkerContext) -> Runtime:
    if kind == "llm":
        from engine.workers.llm_runtime import LlmRuntime

        return LlmRuntime(context)
    from engine.workers.whisper_runtime import WhisperRuntime

    return WhisperRuntime(context)


def main(argv: list[str] | None = None) -> int:
    """Start a worker; see the module docstring."""
    parser = argparse.ArgumentParser(prog="spillway-worker")
    parser.add_argument("--kind", choices=["llm", "whisper"], required=True)
    parser.add_argument("--device", choices=["cpu", "cuda", "sim-gpu"], default="cpu")
    parser.add_argument("--sim-state", type=Path)
    parser.add_argument("--heartbeat", type=float, default=1.0)
    args = parser.parse_args(argv)
    out = _claim_stdout()
    _die_with_parent()
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")
    context = WorkerContext(DeviceBinding.open(args.device, args.kind, args.sim_state))
    loop = WorkerLoop(_runtime(args.kind, context), context, out, args.heartbeat)
    code = loop.run(sys.stdin.buffer)
    out.flush()
    # Native runtimes may have threads that make interpreter shutdown slow; we are done.
    os._exit(code)


if __name__ == "__main__":
    sys.exit(main())
