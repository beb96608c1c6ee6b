"""The engine's promises on the real models: cancellation, idempotency, pressure, breaker."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from app import words
from engine.admission import headroom
from engine.api import (
    Accepted,
    Cancelled,
    CapacityError,
    Completed,
    Degraded,
    Engine,
    IdempotencyConflict,
    Lane,
    LlmShape,
    Queued,
    ReasonCode,
    RequestStatus,
    Running,
    TokenEvent,
    WorkKind,
    estimate_llm,
)
from engine.policies import admission_policy
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
                routes.append(words.route(accepted.route))
            engine.settings = engine.settings.replace({"cpu_lane.readiness": "none"})
            with pytest.raises(CapacityError) as refused:
                await engine.submit(chat(max_tokens=4))
            routes.append(f"refused: {refused.value.reason}")
            why = refused.value.why
            routes.append(" ".join(f"{r.step}:{r.code}" for r in (why, *why.also)))
        finally:
            await engine.stop()
        return routes

    routes = run(scenario())
    assert routes[0] == "simulated GPU"
    assert routes[3] == "CPU"  # 700 MiB of 1 GiB taken by another program
    assert "CPU failover is off" in routes[4]
    assert "cpu:cpu_off" in routes[5].split()  # the same, as codes the interface words
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
    assert degraded.why is not None and degraded.why.code is ReasonCode.BREAKER_OPEN
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
    assert accepted.route == degraded.route and words.route(accepted.route) == route
    assert any(note in limit for limit in degraded.limitations)
    [done] = of_type(events, Completed)
    assert done.lane == "gpu" and done.text
    assert booked > 0 and free > 0  # it fitted, and the card was never overcommitted


def _foreign_leaving_room_only_for_a_kv_cache_in_host_ram(engine: Engine) -> int:
    """Foreign bytes that leave admission between the model with its KV cache in host RAM
    and the whole model on the card: half way, so neither estimate is on the edge."""
    assert engine.planner is not None and engine.gpu.card is not None
    planner, settings = engine.planner, engine.settings
    meta = planner.models.llm.gguf
    assert meta is not None
    shape = LlmShape(
        n_ctx=settings.get_int("llm.n_ctx"),
        n_gpu_layers=-1,
        margin=planner.margin,
        runtime_overhead=planner.runtime_overhead,
    )
    whole = estimate_llm(meta, shape).device_total
    kv_on_host = estimate_llm(meta, dataclasses.replace(shape, kv_on_host=True)).device_total
    assert kv_on_host < whole
    policy = admission_policy(settings)
    total = engine.gpu.card.snapshot().total
    # Admission gives total - headroom - (foreign + the observed margin) on an idle card.
    return total - headroom(total, policy) - policy.observed_margin - (whole + kv_on_host) // 2


def test_a_card_without_room_for_the_kv_cache_keeps_it_in_host_ram_and_says_so(
    tmp_path: Path,
) -> None:
    async def scenario() -> tuple[list[object], dict[str, int], int, int, bool]:
        engine = make_engine(tmp_path, settings={"policy.under_pressure": "offload,cpu"})
        await engine.start()
        card = engine.gpu.card
        assert card is not None
        try:
            foreign = _foreign_leaving_room_only_for_a_kv_cache_in_host_ram(engine)
            card.set_foreign(foreign)
            events = await events_of(await engine.submit(chat()))
            slot = engine.slots[Lane.GPU, WorkKind.LLM]
            assert slot.pid is not None and slot.plan is not None
            held = card.held_by(slot.pid)
            snapshot = card.snapshot()
            # The snapshot caps "used" at the capacity: add up what is really held.
            overcommit = foreign + sum(snapshot.processes.values()) - snapshot.total
            over_booking = sum(held.values()) - slot.plan.gpu_bytes
            # A second request never reloads the offloaded replica behind admission's back.
            first_pid = slot.pid
            again = await events_of(await engine.submit(chat()))
            assert of_type(again, Completed) and slot.pid == first_pid
            assert slot.plan.kv_on_host
            [shown] = [r for r in engine.status().replicas if r.name == slot.name]
            assert shown.placement == "GPU, KV cache in host RAM"
            return list(events), held, overcommit, over_booking, slot.plan.kv_on_host
        finally:
            await engine.stop()

    events, held, overcommit, over_booking, kv_on_host = run(scenario())
    [accepted] = of_type(events, Accepted)
    [degraded] = of_type(events, Degraded)
    assert accepted.route == degraded.route
    assert words.route(accepted.route) == "simulated GPU (KV cache in host RAM)"
    assert any("KV cache in host RAM" in limit for limit in degraded.limitations)
    [done] = of_type(events, Completed)
    assert done.lane == "gpu" and done.text
    assert kv_on_host
    # The card was charged the weights and the output phase, never the KV cache, and no more
    # than admission booked; foreign and our use stayed within its capacity.
    assert held.get("kv", 0) == 0 and held["weights"] > 0 and held["compute"] > 0
    assert over_booking <= 0
    assert overcommit <= 0


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
