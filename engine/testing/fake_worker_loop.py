"""One fake worker: the real worker loop's behaviour, with a script instead of a model.

As ``engine.workers.main``: a reader answers ``cancel``, ``health`` and ``tokenize`` at
once and queues the rest; requests are served one at a time; a heartbeat goes out every
interval, saying which request is in hand; ``shutdown`` or the end of input ends it.

A chat replica loaded with ``parallel`` > 1 answers chat requests together, as the real
batch does: up to ``parallel`` at once, the others waiting for a free sequence, and a
request that is not a chat (a load, a tool call) waits until they are all done.
``most_at_once`` says how many chat requests it ever held at once.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Protocol

from engine.testing.fake_process import FakeProcess
from engine.testing.fake_script import ANSWER, Act, Ending
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
    Piece,
    Progress,
    ProtocolError,
    Ready,
    Segment,
    Shutdown,
    Speed,
    TokenCount,
    Tokenize,
    Transcribe,
    WorkerCommand,
    decode,
)


class Director(Protocol):
    """What a fake worker asks of the ``FakeWorkers`` that started it."""

    answer: tuple[str, ...]
    segments: tuple[str, ...]
    speed: tuple[float, float]
    served: list[tuple[str, str]]

    def next_act(self, kind: str, device: str, at_load: bool) -> Act:
        """The act for the next load or work request."""
        ...

    async def hold(self, worker: str, request_id: str, where: str) -> Ending:
        """Wait for the test's release; how to go on."""
        ...

    def driver_lost(self) -> None:
        """Every GPU worker dies."""
        ...

    def driver_error(self) -> str | None:
        """Why the simulated card's driver is unusable now, or None."""
        ...


log = logging.getLogger(__name__)
_ABORT = "ggml_abort: CUDA error: an illegal memory access was encountered (fake worker)"
_OOM = {
    "llm": ("Failed to create llama_context", "llama_decode returned -2"),
    "whisper": ("failed to allocate memory (fake worker)",) * 2,
}


class FakeWorker:
    """A scripted replica behind a ``FakeProcess``."""

    def __init__(
        self, fakes: Director, process: FakeProcess, kind: str, device: str, heartbeat_s: float
    ) -> None:
        self.fakes, self.process = fakes, process
        self.kind, self.device, self.heartbeat_s = kind, device, heartbeat_s
        self.busy_with: str | None = None
        self.loaded = False
        self.parallel = 1  # chat requests answered together (the load's ``parallel``)
        self.most_at_once = 0  # the most chat requests held at once, answering or waiting
        self._queue: asyncio.Queue[WorkerCommand | None] = asyncio.Queue()
        self._cancelled: set[str] = set()
        self._batch: set[asyncio.Task[None]] = set()
        self._sequences = asyncio.Semaphore(1)

    @property
    def name(self) -> str:
        """The replica's name, as the supervisor's: ``llm@sim-gpu``."""
        return f"{self.kind}@{self.device}"

    def start(self) -> None:
        """Start reading, serving and beating."""
        self.process.tasks = [
            asyncio.create_task(self._read(), name=f"fake-{self.name}-reader"),
            asyncio.create_task(self._serve_all(), name=f"fake-{self.name}-serve"),
            asyncio.create_task(self._beat(), name=f"fake-{self.name}-heartbeat"),
        ]

    def strike(self, ending: Ending, message: str = _ABORT) -> None:
        """A fault outside any request: ``abort`` (the process dies), ``freeze``, ``driver``."""
        if ending is Ending.DRIVER:
            self.fakes.driver_lost()
        elif ending is Ending.FREEZE:
            self.process.freeze()
        else:
            self.process.print(message)
            self.process.die(-int(signal.SIGABRT))

    # --- the loop ----------------------------------------------------------------------------

    async def _read(self) -> None:
        while line := await self.process.requests.readline():
            if self.process.frozen:
                continue
            try:
                message = decode(line)
            except ProtocolError as exc:
                self.process.print(f"worker: ignoring bad request: {exc}")
                continue
            if isinstance(message, Cancel):
                self._cancelled.add(message.target)
            elif isinstance(message, HealthCheck):
                self.process.send(Health(message.id, self._state(), 0, None))
            elif isinstance(message, Tokenize):
                self.fakes.served.append((self.name, message.TYPE))
                self.process.send(_tokens(message))
            else:
                if isinstance(message, Shutdown) and self.busy_with:
                    self._cancelled.add(self.busy_with)
                    self._cancelled.update(task.get_name() for task in self._batch)
                self._queue.put_nowait(message)  # type: ignore[arg-type]
        self._queue.put_nowait(None)  # input closed: the parent is gone

    async def _serve_all(self) -> None:
        while (request := await self._queue.get()) is not None:
            if self._batches(request):
                task = asyncio.create_task(self._serve_one(request), name=request.id)
                self._batch.add(task)
                task.add_done_callback(self._batch.discard)
                self.most_at_once = max(self.most_at_once, len(self._batch))
                continue
            if self._batch:  # as the real worker: anything else waits for the batch to drain
                await asyncio.gather(*self._batch, return_exceptions=True)
            if isinstance(request, Shutdown):
                break
            await self._serve_one(request)
            if not self.process.alive:
                return  # it died serving the request (an abort, the driver)
        self.process.die(0)

    def _batches(self, request: WorkerCommand) -> bool:
        return (
            self.parallel > 1
            and self.loaded
            and isinstance(request, Generate)
            and not _offers_tools(request)
        )

    async def _serve_one(self, request: WorkerCommand) -> None:
        async with self._sequences:  # a free sequence (always free when served alone)
            self.busy_with = request.id
            self.fakes.served.append((self.name, request.TYPE))
            try:
                await self._serve(request)
            finally:
                self._cancelled.discard(request.id)
                self.busy_with = None

    async def _beat(self) -> None:
        while True:
            self.process.send(Heartbeat("", self._state(), 0, self.busy_with))
            await asyncio.sleep(self.heartbeat_s)

    def _state(self) -> str:
        return "busy" if self.busy_with else "idle"

    async def _serve(self, request: WorkerCommand) -> None:
        if isinstance(request, Load):
            await self._load(request)
        elif isinstance(request, Generate | Transcribe):
            if not self.loaded:
                self.process.send(Error(request.id, ErrorKind.NOT_LOADED, "no model is loaded"))
                return
            await self._work(request)

    # --- requests ------------------------------------------------------------------------------

    async def _load(self, request: Load) -> None:
        act = self.fakes.next_act(self.kind, self.device, at_load=True)
        ending = act.ending
        if ending is Ending.HOLD:
            ending = await self.fakes.hold(self.name, request.id, "load")
        if ending is not Ending.DONE:
            await self._fault(ending, request.id, "", _OOM[self.kind][0])
            return
        driver = self.fakes.driver_error() if self.device != "cpu" else None
        if driver is not None:  # a card whose driver resets creates no context
            self.process.send(Error(request.id, ErrorKind.DRIVER, f"CUDA error: {driver}"))
            return
        prompt_tps, generate_tps = self.fakes.speed
        self.process.send(Speed(request.id, prompt_tps, generate_tps))
        model = str(request.params.get("model_path", "fake-model")).rsplit("/", 1)[-1]
        allocations = {"weights": 1 << 20, "kv_cache": 1 << 18}
        parallel = request.params.get("parallel", 1)
        self.parallel = parallel if isinstance(parallel, int) and parallel > 1 else 1
        self._sequences = asyncio.Semaphore(self.parallel)
        self.loaded = True
        self.process.send(Ready(request.id, model, self.device, allocations, 0.0))

    async def _work(self, request: Generate | Transcribe) -> None:
        act = self.fakes.next_act(self.kind, self.device, at_load=False)
        if act is ANSWER and isinstance(request, Generate) and _offers_tools(request):
            # As the small default model: offered tools, it calls the first one.
            act = Act(Ending.CALL, call=(request.tools[0]["function"]["name"], "{}"))
        if act.call is not None:
            await self._propose(request, act.call)
            return
        pieces = act.pieces if act.pieces is not None else self._default(request)
        cut = len(pieces) if act.after is None else min(act.after, len(pieces))
        produced = await self._stream(request, pieces[:cut], 0, "")
        if produced is None:
            return
        ending = act.ending
        if ending is Ending.HOLD:
            ending = await self.fakes.hold(self.name, request.id, f"after {cut} tokens")
            if ending is Ending.DONE:
                produced = await self._stream(request, pieces[cut:], cut, produced)
                if produced is None:
                    return
        if ending is not Ending.DONE:
            await self._fault(ending, request.id, produced, _OOM[self.kind][1])
            return
        if self._stopped(request.id, produced):
            return
        self.process.send(_done(request, produced, len(pieces)))

    def _default(self, request: Generate | Transcribe) -> tuple[str, ...]:
        if isinstance(request, Transcribe):
            return self.fakes.segments
        return self.fakes.answer[: request.max_tokens]

    async def _stream(
        self, request: Generate | Transcribe, pieces: tuple[str, ...], first: int, produced: str
    ) -> str | None:
        """Send ``pieces`` after ``produced`` as tokens or segments; all produced, or None
        if cancelled (the error is sent)."""
        total = float(len(pieces) + first) * 2.0
        for index, piece in enumerate(pieces, start=first):
            if self._stopped(request.id, produced):
                return None
            if isinstance(request, Generate):
                self.process.send(Piece(request.id, piece, index))
            else:
                start = index * 2.0
                self.process.send(Segment(request.id, index, start, start + 2.0, piece))
                self.process.send(Progress(request.id, start + 2.0, total))
            produced += piece
            await asyncio.sleep(0)  # the loop's turn, as a real worker's pace gives the reader
        return produced

    def _stopped(self, request_id: str, produced: str) -> bool:
        """A cancel arrived: the cancelled error is sent, with what was produced."""
        if request_id not in self._cancelled:
            return False
        cancelled = Error(request_id, ErrorKind.CANCELLED, "cancelled by the caller", produced)
        self.process.send(cancelled)
        return True

    async def _propose(self, request: Generate | Transcribe, call: tuple[str, str]) -> None:
        if self._stopped(request.id, ""):
            return
        calls = [{"id": "call_0", "name": call[0], "arguments": call[1]}]
        self.process.send(Done(request.id, "", "tool_calls", _stats(0), calls))

    async def _fault(self, ending: Ending, request_id: str, partial: str, oom: str) -> None:
        if ending is Ending.OOM:
            self.process.send(Error(request_id, ErrorKind.OOM, oom, partial))
        elif ending in (Ending.ABORT, Ending.DRIVER):
            self.strike(ending)  # the process is gone: nothing more is sent
        elif ending is Ending.FREEZE:
            self.strike(ending)
            await asyncio.Event().wait()  # a stopped process never goes on: only a kill
        elif ending is Ending.HANG:
            log.debug("%s hangs on %s (heartbeats go on)", self.name, request_id)
            await asyncio.Event().wait()  # stuck in a native call: only a kill ends it


def _offers_tools(request: Generate) -> bool:
    return bool(request.tools) and request.tool_choice != "none"


def _tokens(request: Tokenize) -> TokenCount:
    """A plausible count: 4 characters a token, 4 tokens of template per message."""
    texts = [m.get("content", "") for m in request.messages or []] or [request.text or ""]
    count = sum(len(text) // 4 + 4 for text in texts) + 2
    return TokenCount(request.id, count, list(range(count)))


def _stats(tokens: int) -> dict[str, float]:
    return {"prompt_eval_tokens": 16.0, "prompt_ms": 1.0, "completion_tokens": float(tokens)}


def _done(request: Generate | Transcribe, text: str, pieces: int) -> Done:
    if isinstance(request, Transcribe):
        stats = {"audio_seconds": pieces * 2.0, "real_time_factor": 0.01}
        return Done(request.id, text, "stop", stats, language=request.language or "en")
    return Done(request.id, text, "stop", _stats(pieces))
