"""The engine's promises on the real models: cancellation, idempotency, pressure, breaker."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.api import (
    Accepted,
    Cancelled,
    CapacityError,
    Completed,
    Degraded,
    IdempotencyConflict,
    Queued,
    RequestStatus,
    Running,
    TokenEvent,
)
from engine.units import MIB
from tests.conftest import run
from tests.integration.engine_helpers import chat, events_of, make_engine, of_type

pytestmark = pytest.mark.models


def test_cancel_works_queued_and_running_on_the_gpu(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[object], list[object], RequestStatus]:
        engine = make_engine(tmp_path)
        await engine.start()
        try:
            running = await engine.submit(chat(max_tokens=300))
            queued = await engine.submit(chat(max_tokens=300))
            await engine.cancel(queued.request_id)  # still queued: it never runs
            first: list[object] = []
            async for event in running:
                first.append(event)
                if isinstance(event, TokenEvent) and event.index == 2:
                    await engine.cancel(running.request_id)
            second = await events_of(queued)
            assert engine.journal is not None
            row = await engine.journal.get(queued.request_id)
        finally:
            await engine.stop()
        return first, list(second), row.status

    first, second, status = run(scenario())
    [cancelled] = of_type(first, Cancelled)
    assert isinstance(cancelled, Cancelled) and cancelled.partial
    assert 3 <= len(of_type(first, TokenEvent)) < 40
    assert of_type(second, Running) == [] and len(of_type(second, Cancelled)) == 1
    assert status is RequestStatus.CANCELLED


def test_cancel_works_queued_and_running_on_the_cpu(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[object], list[object]]:
        engine = make_engine(tmp_path, gpu_size=None)
        await engine.start()
        try:
            running = await engine.submit(chat(max_tokens=300))
            queued = await engine.submit(chat(max_tokens=300))
            assert [e.lane for e in of_type(queued._job.events, Queued)] == ["cpu"]
            await engine.cancel(queued.request_id)
            events: list[object] = []
            async for event in running:
                events.append(event)
                if isinstance(event, Running):
                    await engine.cancel(running.request_id)
            return events, list(await events_of(queued))
        finally:
            await engine.stop()

    running, queued = run(scenario())
    assert len(of_type(running, Cancelled)) == 1 and of_type(running, Completed) == []
    assert of_type(queued, Running) == [] and len(of_type(queued, Cancelled)) == 1


def test_the_same_idempotency_key_returns_the_same_request_and_runs_it_once(tmp_path: Path) -> None:
    async def scenario() -> tuple[str, str, list[object], list[object], int]:
        engine = make_engine(tmp_path)
        await engine.start()
        try:
            first = await engine.submit(chat(), idempotency_key="k1")
            second = await engine.submit(chat(), idempotency_key="k1")
            a, b = await asyncio.gather(events_of(first), events_of(second))
            third = await engine.submit(chat(), idempotency_key="k1")  # after it finished
            c = await events_of(third)
            with pytest.raises(IdempotencyConflict):
                await engine.submit(chat(max_tokens=5), idempotency_key="k1")
            runs = len(of_type(a, Running))
        finally:
            await engine.stop()
        assert of_type(c, Completed) == of_type(a, Completed)
        return first.request_id, second.request_id, list(a), list(b), runs

    first_id, second_id, a, b, runs = run(scenario())
    assert first_id == second_id
    assert a == b  # the second caller sees every event of the one run
    assert runs == 1


def test_growing_foreign_use_moves_requests_from_the_gpu_to_the_cpu_then_refusal(
    tmp_path: Path,
) -> None:
    async def scenario() -> list[str]:
        engine = make_engine(tmp_path, settings={"cpu_lane.max_queue": 8})
        await engine.start()
        card = engine.gpu.card
        assert card is not None
        routes = []
        try:
            for foreign_mib in (0, 300, 500, 700):
                card.set_foreign(foreign_mib * MIB)
                handle = await engine.submit(chat(max_tokens=4))
                events = await events_of(handle)
                [accepted] = of_type(events, Accepted)
                routes.append(accepted.route)
            engine.settings = engine.settings.replace({"cpu_lane.readiness": "none"})
            with pytest.raises(CapacityError) as refused:
                await engine.submit(chat(max_tokens=4))
            routes.append(f"refused: {refused.value.reason}")
        finally:
            await engine.stop()
        return routes

    routes = run(scenario())
    assert routes[0] == "simulated GPU"
    assert routes[3] == "CPU"  # 700 MiB of 1 GiB taken by another program
    assert "CPU failover is off" in routes[4]
    gpu_then_cpu = [r == "CPU" for r in routes[:4]]
    assert gpu_then_cpu == sorted(gpu_then_cpu)  # once pushed off the GPU, it stays off


def test_the_breaker_opens_after_repeated_gpu_failures_and_sends_work_to_the_cpu(
    tmp_path: Path,
) -> None:
    faults = ("alloc-before-generation",) * 3
    settings = {"breaker.failure_threshold": 3, "breaker.open_s": 30.0}

    async def scenario() -> tuple[str, list[object]]:
        engine = make_engine(tmp_path, faults=faults, settings=settings)
        await engine.start()
        try:
            for _ in range(3):
                await events_of(await engine.submit(chat(max_tokens=4)))
            state = engine.breaker.snapshot().state.value
            events = await events_of(await engine.submit(chat(max_tokens=4)))
            mode = engine.status().mode
        finally:
            await engine.stop()
        return f"{state}/{mode}", list(events)

    state, events = run(scenario())
    assert state == "open/degraded"
    [degraded] = of_type(events, Degraded)
    assert "circuit breaker" in degraded.reason
    assert [r.lane for r in of_type(events, Running)] == ["cpu"]


@pytest.mark.parametrize(
    ("policy", "foreign", "route", "note"),
    [
        ("shrink,cpu", "500MiB", "simulated GPU (reduced limits)", "context capped at"),
        ("offload,cpu", "560MiB", "simulated GPU + CPU (layers split)", "layers on the GPU"),
    ],
)
def test_a_tight_card_shrinks_or_splits_the_model_and_says_so(
    tmp_path: Path, policy: str, foreign: str, route: str, note: str
) -> None:
    async def scenario() -> tuple[list[object], int, int]:
        engine = make_engine(tmp_path, foreign=foreign, settings={"policy.under_pressure": policy})
        await engine.start()
        try:
            events = await events_of(await engine.submit(chat()))
            card = engine.gpu.card
            assert card is not None
            booked = engine.ledger.total("gpu")
            snapshot = card.snapshot()
            return list(events), booked, snapshot.total - snapshot.used
        finally:
            await engine.stop()

    events, booked, free = run(scenario())
    [accepted] = of_type(events, Accepted)
    [degraded] = of_type(events, Degraded)
    assert accepted.route == route == degraded.route
    assert any(note in limit for limit in degraded.limitations)
    [done] = of_type(events, Completed)
    assert done.lane == "gpu" and done.text
    assert booked > 0 and free > 0  # it fitted, and the card was never overcommitted


def test_on_a_cpu_only_machine_only_real_limits_are_told(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[object], list[object]]:
        engine = make_engine(tmp_path, gpu_size=None, settings={"cpu_lane.max_ctx": 256})
        await engine.start()
        try:
            plain = await events_of(await engine.submit(chat(max_tokens=8)))
            capped = await events_of(await engine.submit(chat(max_tokens=1000)))
        finally:
            await engine.stop()
        return list(plain), list(capped)

    plain, capped = run(scenario())
    assert of_type(plain, Degraded) == []  # the CPU is the normal path here: nothing to tell
    [cut] = of_type(plain, Completed)
    assert cut.finish_reason == "length"  # one sentence is longer than 8 tokens
    [told] = of_type(capped, Degraded)
    assert any("answer capped" in note for note in told.limitations)
