"""Placing a request: the planner is pure, a GPU error opens the breaker outside it, and
a route is data that ``app.words`` puts in words.

The engine here is real (the default models' metadata, a simulated card, the SQLite
journal) without lane runners: nothing is loaded and nothing runs.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from app import words
from app.paths import DEFAULT_MANIFEST
from engine.api import (
    Accepted,
    Action,
    ChatRequest,
    Completed,
    Engine,
    FingerprintCache,
    Lane,
    ModelRegistry,
    RequestStatus,
    Route,
    Settings,
    WorkKind,
    open_gpu,
)
from engine.devices.snapshot import HostSnapshot
from engine.journal import AsyncJournal
from engine.scheduling.planner import Readings
from tests.conftest import run
from tests.integration.engine_helpers import FINGERPRINTS

GIB = 1 << 30
HOST = HostSnapshot(ram_total=16 * GIB, ram_available=12 * GIB, tree_rss=0, cpu_count=4)
QUESTION = ChatRequest.from_messages([{"role": "user", "content": "Why?"}], max_tokens=8)


async def engine_at(tmp: Path, settings: dict[str, object] | None = None) -> Engine:
    """A real engine on a 4 GiB simulated card, admitting and queueing but running nothing."""
    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(FINGERPRINTS))
    gpu = open_gpu(tmp, 4 * GIB, 0, [])
    engine = Engine(Settings(settings or {}), registry, gpu, tmp / "data")
    engine.attach(await AsyncJournal.open(tmp / "data" / "journal.sqlite3"))
    return engine


def test_the_planner_reports_a_gpu_error_and_the_placer_opens_the_breaker(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        engine = await engine_at(tmp_path)
        assert engine.planner is not None and engine.placer is not None
        card = engine.gpu.snapshot()
        assert card is not None
        failing = dataclasses.replace(card, error="the driver is resetting")
        try:
            placement = engine.planner.place(QUESTION, Readings(failing, HOST, 20))
            # The planner only says what it saw: the breaker is the caller's business.
            assert placement.gpu_error == "the driver is resetting"
            assert placement.lane == Lane.CPU and placement.tell_degraded
            assert engine.breaker.allows_gpu()
            healthy = engine.planner.place(QUESTION, Readings(card, HOST, 20))
            assert healthy.gpu_error == "" and healthy.lane == Lane.GPU
            assert not healthy.tell_degraded
            # A card that errors, read by the placer (the I/O side), opens the breaker.
            assert engine.gpu.card is not None
            engine.gpu.card.reset_driver(60)
            placed = await engine.placer.place(QUESTION)
            assert placed.gpu_error and placed.lane == Lane.CPU
            assert not engine.breaker.allows_gpu()
        finally:
            await engine.journal.close()  # type: ignore[union-attr]

    run(scenario())


def test_a_submit_carries_its_route_as_data(tmp_path: Path) -> None:
    async def scenario() -> Route:
        engine = await engine_at(tmp_path)
        try:
            handle = await engine.submit(QUESTION)
            accepted = await anext(aiter(handle))
            assert isinstance(accepted, Accepted)
            return accepted.route
        finally:
            await engine.journal.close()  # type: ignore[union-attr]

    route = run(scenario())
    assert route.action is Action.ADMIT and route.lane == Lane.GPU
    assert route.simulated_gpu and route.model
    assert words.route(route) == "simulated GPU"


def test_the_kinds_and_lanes_keep_their_old_strings() -> None:
    assert [str(lane) for lane in Lane] == ["gpu", "cpu", "remote"]
    assert [str(kind) for kind in WorkKind] == ["llm", "whisper"]
    assert Lane("gpu") is Lane.GPU and WorkKind("whisper") is WorkKind.WHISPER


def test_a_key_of_a_request_finished_in_an_earlier_run_returns_its_end(tmp_path: Path) -> None:
    async def scenario() -> list[object]:
        engine = await engine_at(tmp_path)
        journal = engine.journal
        assert journal is not None
        try:
            # What an earlier run left: the request accepted with a key, then completed.
            await journal.accept("req-earlier", QUESTION, "key-1", "app")
            await journal.finish("req-earlier", RequestStatus.COMPLETED, "Because.", None, None)
            handle = await engine.submit(QUESTION, idempotency_key="key-1")
            return [event async for event in handle]
        finally:
            await journal.close()

    events = run(scenario())
    assert events == [Completed("req-earlier", "Because.", "", 0)]  # it never ran here
