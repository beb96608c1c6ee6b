"""Each drill criterion fails on a doctored record (pure logic, no engine)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

from app.drill.follow import Follower
from app.drill.metrics import criteria, summarize
from app.drill.records import RequestRecord, ScenarioRun
from engine.api import Accepted, Completed, EngineEvent, Failed, Retrying, TokenEvent
from tests import routes
from tests.unit.test_drill_metrics import GIB, done, sample

CONNECTIONS = "every client got its one final event, every stream ended well-formed"
REPLAYS = "every replay either reproduced the streamed text or ended resumable"
AS_REQUIRED = "every request ended as its scenario requires"
RAM = "host RAM never below the guard's reserve"


def failing(records: list[RequestRecord], available: int = 4 * GIB) -> set[str]:
    totals = summarize(records, [sample(available)], [ScenarioRun("s", "S", ())])
    return {c.name for c in criteria(totals) if not c.passed}


def followed(*events: EngineEvent) -> RequestRecord:
    record = RequestRecord("s", "label", "chat", accepted=True, request_id="r")

    async def stream() -> AsyncIterator[EngineEvent]:
        for event in events:
            yield event

    asyncio.run(Follower(record, time.monotonic(), time.monotonic()).follow(stream()))  # type: ignore[arg-type]
    return record


def test_a_client_that_got_its_final_event_survived() -> None:
    record = followed(Accepted("r", routes.GPU, 1.0), Completed("r", "hi", "gpu", 1))
    assert record.connection_survived and CONNECTIONS not in failing([record])


def test_a_client_without_a_final_event_did_not_survive() -> None:
    record = followed(Accepted("r", routes.GPU, 1.0), TokenEvent("r", "hi", 0))
    assert not record.connection_survived
    assert CONNECTIONS in failing([record])


def test_an_event_after_the_final_one_breaks_the_connection_criterion() -> None:
    record = followed(
        Accepted("r", routes.GPU, 1.0), Completed("r", "hi", "gpu", 1), TokenEvent("r", "late", 1)
    )
    assert record.events_after_final == 1 and not record.connection_survived
    assert CONNECTIONS in failing([record])


def test_a_doctored_sse_record_fails_the_connection_criterion() -> None:
    api = done(connection_survived=False, error="3 malformed server-sent events")
    assert CONNECTIONS in failing([api])


def test_resumable_means_resumable_a_completed_answer_does_not_pass() -> None:
    completed = done(expect="resumable")
    assert not completed.succeeded and AS_REQUIRED in failing([completed])
    resumable = done(expect="resumable", outcome="failed", resumable=True, output="Hel")
    not_resumable = done(expect="resumable", outcome="failed", resumable=False)
    assert resumable.succeeded and not not_resumable.succeeded


def test_a_replay_counts_as_verified_or_diverged_and_nothing_else() -> None:
    verified = done(expect="replayed", replayed_tokens=4, retries=1, attempts=2)
    diverged = done(
        expect="replayed",
        replayed_tokens=4,
        retries=1,
        attempts=2,
        outcome="failed",
        resumable=True,
        error="replay_diverged: the replay said ...",
        output="A GPU is",
    )
    totals = summarize([verified, diverged], [sample(4 * GIB)], [])
    assert (totals["replays"], totals["replays_verified"], totals["replays_diverged"]) == (2, 1, 1)
    assert totals["verified_replay_rate"] == 0.5
    assert failing([verified, diverged]) == set()
    lost_text = done(
        expect="replayed",
        replayed_tokens=4,
        retries=1,
        attempts=2,
        outcome="failed",
        resumable=True,
        error="replay_diverged: ...",
        output="",  # the partial answer was not kept
    )
    assert {REPLAYS, AS_REQUIRED} <= failing([lost_text])


def test_the_follower_records_how_many_tokens_a_replay_had_to_reproduce() -> None:
    record = followed(
        Accepted("r", routes.GPU, 1.0),
        TokenEvent("r", "A", 0),
        Retrying("r", "gpu", "oom", "llama_decode returned -2", "cpu", 1),
        Failed("r", "replay_diverged", "the replay said 'B'", True, "A"),
    )
    assert record.replayed_tokens == 1 and record.replay_diverged
    assert record.replay_verified is False


def test_ram_below_the_reserve_fails_the_ram_criterion() -> None:
    assert RAM in failing([done()], available=GIB - 1)
    assert RAM not in failing([done()], available=GIB + 16 * 2**20)
