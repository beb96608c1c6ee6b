"""R15 under concurrency: N submits at once never queue more than a lane's ``max_queue``.

Real asyncio concurrency through ``Engine.submit`` (admission, the real SQLite journal,
the lanes) on each lane: the GPU lane (a simulated card), the CPU lane (no GPU) and the
remote lane (a server reported healthy). Nothing takes jobs off the lanes here, so every
accepted request stays queued and the bound is exactly observable.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.paths import DEFAULT_MANIFEST
from engine.api import (
    CapacityError,
    ChatRequest,
    Engine,
    FingerprintCache,
    Lane,
    ModelRegistry,
    RequestHandle,
    RequestStatus,
    Settings,
)
from engine.devices.gpu import Gpu, open_gpu
from engine.journal import AsyncJournal
from engine.remote.client import RemoteHealth
from tests.conftest import run
from tests.integration.engine_helpers import FINGERPRINTS

GIB = 1 << 30
# How each lane becomes the one admission picks, and which setting bounds its queue.
LANES = {
    "gpu": ({"policy.under_pressure": "shrink"}, "gpu_lane.max_queue"),
    "cpu": (
        {"policy.under_pressure": "cpu", "cpu_lane.readiness": "on-demand"},
        "cpu_lane.max_queue",
    ),
    "remote": (
        {"policy.under_pressure": "remote", "remote.url": "http://127.0.0.1:9/v1"},
        "remote.max_queue",
    ),
}


async def engine_without_runners(tmp: Path, lane: str, max_queue: int) -> Engine:
    """An engine whose admission, journal and lanes are real, with no lane runners."""
    values, key = LANES[lane]
    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(FINGERPRINTS))
    gpu = open_gpu(tmp, 4 * GIB, 0, []) if lane == "gpu" else Gpu(None)
    engine = Engine(Settings(values | {key: max_queue}), registry, gpu, tmp / "data")
    engine.attach(await AsyncJournal.open(tmp / "data" / "journal.sqlite3"))
    if lane == "remote":
        await engine.remote.configure(engine.settings)
        engine.remote.health = RemoteHealth(True, ("remote-model",))
        engine.remote.model = "remote-model"
    return engine


async def burst(engine: Engine, n: int) -> tuple[list[RequestHandle], list[CapacityError]]:
    """``n`` submits at once; the accepted handles and the refusals."""
    requests = [
        ChatRequest.from_messages([{"role": "user", "content": f"Question {i}?"}], max_tokens=8)
        for i in range(n)
    ]
    results = await asyncio.gather(*(engine.submit(r) for r in requests), return_exceptions=True)
    accepted = [r for r in results if isinstance(r, RequestHandle)]
    refused = [r for r in results if isinstance(r, CapacityError)]
    assert len(accepted) + len(refused) == n, [r for r in results if isinstance(r, Exception)]
    return accepted, refused


def scenario(lane: str, n: int, max_queue: int) -> None:
    async def go() -> None:
        with tempfile.TemporaryDirectory() as folder:
            engine = await engine_without_runners(Path(folder), lane, max_queue)
            try:
                accepted, refused = await burst(engine, n)
                queue = engine.lanes[Lane(lane)]
                assert len(queue.queue) <= max_queue and queue.reserved == 0
                assert len(accepted) == min(n, max_queue)
                assert all(j.lane == lane for j in queue.queue)
                assert all(not r.permanent for r in refused)
                assert engine.journal is not None
                for handle in accepted:  # journaled before the caller got its handle
                    row = await engine.journal.get(handle.request_id)
                    assert row.status is RequestStatus.QUEUED
            finally:
                await engine.remote.stop()
                assert engine.journal is not None
                await engine.journal.close()

    run(go())


BOUND = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@BOUND
@given(n=st.integers(1, 20), max_queue=st.integers(0, 6))
def test_the_cpu_lane_bound_holds_under_concurrent_submits(n: int, max_queue: int) -> None:
    scenario("cpu", n, max_queue)


@BOUND
@given(n=st.integers(1, 20), max_queue=st.integers(0, 6))
def test_the_gpu_lane_bound_holds_under_concurrent_submits(n: int, max_queue: int) -> None:
    scenario("gpu", n, max_queue)


@BOUND
@given(n=st.integers(1, 20), max_queue=st.integers(0, 6))
def test_the_remote_lane_bound_holds_under_concurrent_submits(n: int, max_queue: int) -> None:
    scenario("remote", n, max_queue)


def test_twelve_at_once_on_a_lane_of_four_queue_four() -> None:
    scenario("cpu", 12, 4)  # the case seen in the field: 8, then 10 queued
