"""Scripted workers for tests, in the spirit of httpx's ``MockTransport``.

``FakeWorkers`` is a ``Supervisor`` spawn function: instead of starting
``python -m engine.workers.main``, it runs a worker in-process that speaks the real
protocol over byte streams (``encode``/``decode``): ``load`` -> ``speed``, ``ready``;
``generate`` -> ``token``... ``done``; ``transcribe`` -> ``segment``, ``progress``...
``done``; ``tokenize`` -> ``tokens``; ``health``; ``cancel`` at the next token; a
``heartbeat`` every interval. Everything above it is the engine's real code: the
supervisor's heartbeat watch and progress deadlines, deaths and exit codes, replicas,
slots, lanes, the breaker, failover and the journal. Only the model is missing::

    fakes = FakeWorkers()
    fakes.script("llm@gpu", "abort after 3 tokens")       # which replica fails, and how
    fakes.script("llm@cpu", "tokens 'Hello' ' world' then done")
    engine = Engine(settings, registry, gpu, data_dir, supervisor=fakes.supervisor())

A target names replicas: ``llm@gpu`` (any GPU device), ``llm@sim-gpu``, ``whisper@cpu``,
a lane (``gpu``, ``cpu``) or a kind (``llm``, ``whisper``). The script language is in
``engine.testing.fake_script``. A ``hold`` act stops the replica at that point until the
test calls ``Hold.release`` (``await fakes.held("gpu")`` finds it): the test then acts
(cancels, opens the breaker) or tells the worker how to go on (``"oom"``, ``"abort"``...).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from collections import Counter, deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.devices.simulated import SimulatedGpu
from engine.supervisor import ProcessSpec, Supervisor
from engine.testing.fake_process import FakeProcess
from engine.testing.fake_script import ANSWER, FAULTS, Act, Ending, ScriptError, parse_script
from engine.testing.fake_worker_loop import FakeWorker

log = logging.getLogger(__name__)
DEFAULT_ANSWER = ("A", " GPU", " is", " a", " graphics", " processing", " unit", ".")
DEFAULT_SEGMENTS = (" Hello there.", " This is a test of the speech model.")
GO_ON = "go on"


def matches(target: str, kind: str, device: str) -> bool:
    """Whether ``target`` (``llm@gpu``, ``gpu``, ``whisper``...) names a replica."""
    want_kind, _, want_device = target.partition("@")
    if not want_device:
        if want_kind in ("llm", "whisper"):
            return want_kind == kind
        want_kind, want_device = kind, want_kind
    lane = "cpu" if device == "cpu" else "gpu"
    return want_kind == kind and want_device in (device, lane)


@dataclass
class Hold:
    """A replica stopped by a ``hold`` act, waiting for the test to say how to go on."""

    worker: str  # the replica's name, ``llm@sim-gpu``
    request_id: str
    where: str  # "load", "after 2 tokens"
    _then: asyncio.Future[Ending] = field(repr=False, default_factory=asyncio.Future)

    def release(self, then: str = GO_ON) -> None:
        """Go on: ``"go on"`` as scripted, or a fault now (``"oom"``, ``"abort"``...).

        Raises:
            ScriptError: ``then`` is neither.
        """
        ending = Ending.DONE if then == GO_ON else FAULTS.get(then)
        if ending is None or ending is Ending.HOLD:
            raise ScriptError(f"a hold goes on with {GO_ON!r} or a fault, not {then!r}")
        if not self._then.done():
            self._then.set_result(ending)

    async def released(self) -> Ending:
        """How the test said to go on."""
        return await self._then


class FakeWorkers:
    """Scripted in-process workers for a ``Supervisor``: see the module docstring.

    ``card``: a simulated GPU whose driver a ``driver lost`` act resets for
    ``driver_reset_s`` (its snapshot then reports the error, as the real one does).
    ``speed``: the prompt and generated tokens/s the workers report after loading, from
    which the engine derives its progress deadlines.
    """

    def __init__(
        self,
        answer: Sequence[str] = DEFAULT_ANSWER,
        segments: Sequence[str] = DEFAULT_SEGMENTS,
        card: SimulatedGpu | None = None,
        driver_reset_s: float = 30.0,
        speed: tuple[float, float] = (5000.0, 1000.0),
    ) -> None:
        self.answer, self.segments = tuple(answer), tuple(segments)
        self.card, self.driver_reset_s, self.speed = card, driver_reset_s, speed
        self.started: Counter[str] = Counter()  # workers started, by replica name
        self.served: list[tuple[str, str]] = []  # (replica name, request type), in order
        self.workers: list[FakeWorker] = []  # every worker started, dead ones included
        self._scripts: dict[str, deque[Act]] = {}
        self._holds: list[Hold] = []
        self._held = asyncio.Condition()

    def supervisor(self) -> Supervisor:
        """A supervisor whose workers are these fakes."""
        return Supervisor(self.spawn)

    def script(self, target: str, text: str) -> None:
        """Append acts for the replicas ``target`` names (see ``fake_script``).

        Raises:
            ScriptError: an act it cannot read (nothing is appended then).
        """
        self._scripts.setdefault(target, deque()).extend(parse_script(text))

    def pending(self, target: str) -> list[str]:
        """The acts of ``target`` not played yet, as text."""
        return [str(act) for act in self._scripts.get(target, ())]

    def live(self, target: str = "") -> list[FakeWorker]:
        """The workers running now that ``target`` names (all for "")."""
        return [
            w
            for w in self.workers
            if w.process.alive and (not target or matches(target, w.kind, w.device))
        ]

    async def spawn(self, spec: ProcessSpec) -> FakeProcess:
        """Start a fake worker for ``spec`` (the supervisor's spawn function)."""
        parser = argparse.ArgumentParser(add_help=False)
        parser.add_argument("--kind", required=True)
        parser.add_argument("--device", default="cpu")
        parser.add_argument("--heartbeat", type=float, default=1.0)
        args, _ = parser.parse_known_args(list(spec.argv))
        worker = FakeWorker(self, FakeProcess(), args.kind, args.device, args.heartbeat)
        self.workers.append(worker)
        self.started[worker.name] += 1
        worker.start()
        log.debug("fake worker %s started (pid %d)", worker.name, worker.process.pid)
        return worker.process

    def next_act(self, kind: str, device: str, at_load: bool) -> Act:
        """The act for a replica's next load or work request (the default if none waits)."""
        for target, acts in self._scripts.items():
            if acts and matches(target, kind, device) and acts[0].at_load == at_load:
                return acts.popleft()
        return ANSWER

    async def hold(self, worker: str, request_id: str, where: str) -> Ending:
        """Stop a worker until the test releases it; how to go on."""
        hold = Hold(worker, request_id, where)
        async with self._held:
            self._holds.append(hold)
            self._held.notify_all()
        return await hold.released()

    async def held(self, target: str = "", timeout: float = 5.0) -> Hold:
        """Wait for a worker that ``target`` names to reach a ``hold`` act; its hold.

        Raises:
            TimeoutError: none did within ``timeout`` seconds.
        """

        def found() -> Hold | None:
            for hold in self._holds:
                kind, _, device = hold.worker.partition("@")
                if not target or matches(target, kind, device):
                    return hold
            return None

        async with asyncio.timeout(timeout), self._held:
            await self._held.wait_for(lambda: found() is not None)
            hold = found()
            assert hold is not None
            self._holds.remove(hold)
            return hold

    def fail(self, target: str, fault: str) -> int:
        """Make the live workers ``target`` names fail now, between requests as much as
        during one: ``abort``, ``freeze`` or ``driver lost``. Returns how many.

        Raises:
            ScriptError: another fault (an ``oom`` or a ``hang`` needs a request: script it).
        """
        ending = FAULTS.get(fault)
        if ending not in (Ending.ABORT, Ending.FREEZE, Ending.DRIVER):
            raise ScriptError(f"only abort, freeze or driver lost strike an idle worker: {fault!r}")
        workers = self.live(target)
        for worker in workers:
            worker.strike(ending)
        return len(workers)

    def driver_error(self) -> str | None:
        """Why the card's driver is unusable now (resetting), or None."""
        return self.card.driver_error() if self.card is not None else None

    def driver_lost(self) -> None:
        """The GPU driver resets: every GPU worker dies, the card reports it for a while."""
        if self.card is not None:
            self.card.reset_driver(self.driver_reset_s)
        for worker in self.live("gpu"):
            worker.strike(Ending.ABORT, "CUDA error: the GPU driver was reset (fake worker)")
