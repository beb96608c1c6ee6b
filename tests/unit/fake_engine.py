"""A real engine whose workers are scripted fakes, for fast tests of the request path's rules.

Everything is real except the model: the SQLite journal, lanes, breaker, planner (the
default GGUF's real header, read through the registry), the simulated card, supervisor,
replicas and slots. The fake workers (``engine.testing.fake_worker``) speak the protocol.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from app.paths import DEFAULT_MANIFEST
from engine.agent import Tool
from engine.devices.gpu import open_gpu
from engine.models.fingerprint import FingerprintCache
from engine.models.registry import ModelRegistry
from engine.requests import ChatRequest, EngineEvent
from engine.scheduling import progress
from engine.scheduling.coordinator import Engine
from engine.scheduling.jobs import RequestHandle
from engine.settings import Settings
from engine.testing.fake_worker import FakeWorkers
from engine.units import parse_size
from tests.integration.engine_helpers import FINGERPRINTS, PROMPT

BEAT_S = 0.05  # the smallest heartbeat the settings allow: a frozen worker is found in 0.1 s
HANG_S = 0.4  # progress floors for a test of a hang: found in under half a second
RELAXED_S = 5.0  # for any other test: a worker held by the test is no hang
SETTINGS: dict[str, object] = {
    "worker.heartbeat_s": BEAT_S,
    "breaker.open_s": 30.0,  # no probe sneaks in during a test
    "models.whisper": "whisper-tiny-en",
}


def patch_deadlines(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    """Progress deadlines of ``seconds``: the fakes answer at once, and a real machine's
    floors (seconds, for a busy CPU) would make every hang test slow. Tests of hangs ask
    for ``HANG_S``; the others for ``RELAXED_S``, since a worker held by the test turns
    into a hang once its deadline passes."""
    monkeypatch.setattr(progress, "FIRST_FLOOR_S", seconds)
    monkeypatch.setattr(progress, "FLOOR_S", seconds)
    monkeypatch.setattr(progress, "LOAD_FLOOR_S", seconds)
    monkeypatch.setattr(progress, "LOAD_BYTES_PER_S", 1e15)


class Heater:
    """An irreversible tool whose calls are counted; ``block`` holds it inside the call."""

    NAME = "switch_heater_on"

    def __init__(self) -> None:
        self.calls = 0
        self.block = False
        self.entered = threading.Event()
        self.go_on = threading.Event()

    def switch_on(self, room: str = "hall") -> str:
        """The side effect: counted, then (if blocked) wait for the test."""
        self.calls += 1
        self.entered.set()
        if self.block:
            self.go_on.wait(10)
        return f"the heater in the {room} is on"

    def tool(self) -> Tool:
        """As the engine registers it: irreversible."""
        parameters = {"type": "object", "properties": {"room": {"type": "string"}}}
        return Tool(self.NAME, "Switch the heater on.", parameters, self.switch_on)

    async def inside(self) -> None:
        """Wait until a call is under way (the tool runs on a thread of its own)."""
        await asyncio.to_thread(self.entered.wait, 5)
        assert self.entered.is_set(), "the tool was never called"


@dataclass
class Rig:
    """The engine under test, its fake workers and its tool."""

    engine: Engine
    fakes: FakeWorkers
    heater: Heater = field(default_factory=Heater)

    async def submit(self, request: ChatRequest | None = None) -> RequestHandle:
        """Submit (the test prompt, greedy, streamed, unless given)."""
        return await self.engine.submit(request or chat())

    async def until(self, condition: Callable[[], bool], timeout: float = 5.0) -> None:
        """Wait (polling the loop) until ``condition`` holds."""
        async with asyncio.timeout(timeout):
            while not condition():
                await asyncio.sleep(0.005)


def chat(max_tokens: int = 16, **options: object) -> ChatRequest:
    """The test prompt (greedy and streamed unless told otherwise)."""
    return ChatRequest.from_messages(PROMPT, max_tokens=max_tokens, **options)


def agent() -> ChatRequest:
    """An agent request offered the heater."""
    ask = [{"role": "user", "content": "Please switch the heater on."}]
    return ChatRequest.from_messages(ask, max_tokens=16, agent_tools=(Heater.NAME,))


async def events_of(handle: RequestHandle, timeout: float = 5.0) -> list[EngineEvent]:
    """Every event of a request, to its end (a test that waits longer has found a bug)."""
    async with asyncio.timeout(timeout):
        return [event async for event in handle]


@contextlib.asynccontextmanager
async def fake_engine(
    tmp: Path, settings: Mapping[str, object] | None = None, fakes: FakeWorkers | None = None
) -> AsyncIterator[Rig]:
    """A started engine on a 1 GiB simulated card with fake workers; stopped after."""
    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(FINGERPRINTS))
    gpu = open_gpu(tmp, parse_size("1GiB"))
    fakes = fakes or FakeWorkers()
    fakes.card = gpu.card
    values = SETTINGS | dict(settings or {})
    engine = Engine(
        Settings(values), registry, gpu, tmp / "data", fakes.supervisor(), warm=("llm",)
    )
    rig = Rig(engine, fakes)
    engine.register_tool(rig.heater.tool())
    await engine.start()
    try:
        yield rig
    finally:
        rig.heater.go_on.set()
        await engine.stop()
