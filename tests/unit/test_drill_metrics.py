"""The drill's figures and pass criteria, on hand-made records (pure logic)."""

from __future__ import annotations

from app.drill.metrics import criteria, interrupted, percentile, summarize
from app.drill.records import RequestRecord, Sample, ScenarioRun

GIB = 2**30


def done(**fields: object) -> RequestRecord:
    """A request that was accepted and completed, journaled as such."""
    values: dict[str, object] = {
        "accepted": True,
        "request_id": "req-1",
        "outcome": "completed",
        "journal_status": "completed",
        "ids_seen": 1,
        "attempts": 1,
        "latency_s": 1.0,
        "connection_survived": True,
        "final_events": 1,
    }
    record = RequestRecord("s", "label", "chat")
    for key, value in (values | fields).items():
        setattr(record, key, value)
    return record


def sample(available: int, reserve: int = GIB, scenario: str = "s") -> Sample:
    return Sample(
        0.0, scenario, available, reserve, GIB, 0, 0, "", 0, 0, 0, 0, 0.0, "gpu", "closed", True
    )


def failing(records: list[RequestRecord], runs: list[ScenarioRun] | None = None) -> set[str]:
    totals = summarize(records, [sample(4 * GIB)], runs or [ScenarioRun("s", "S", ())])
    return {c.name for c in criteria(totals) if not c.passed}


def test_a_clean_run_passes_every_criterion() -> None:
    retried = done(retries=1, attempts=2, lanes=["gpu", "cpu"], expect_retry=True)
    assert failing([done(), retried]) == set()


def test_an_accepted_request_without_an_end_is_lost() -> None:
    never_ended = done(outcome="lost", journal_status="running")
    journal_disagrees = done(journal_status="queued")
    assert never_ended.lost and journal_disagrees.lost
    assert "no accepted request lost" in failing([never_ended])
    assert summarize([never_ended, journal_disagrees, done()], [], [])["accepted_lost"] == 2


def test_a_refusal_is_not_a_loss() -> None:
    refused = RequestRecord("s", "r", "chat", expect="refused", outcome="refused")
    assert not refused.lost and refused.succeeded


def test_retries_must_run_exactly_once_with_one_identity() -> None:
    twice = done(retries=2, attempts=3)
    missing = done(expect_retry=True)  # a fault was armed but no retry happened
    new_id = done(retries=1, attempts=2, ids_seen=2)
    for record in (twice, missing, new_id):
        assert not record.retry_ran_once
    assert "every retry ran exactly once, with the same id" in failing([twice])


def test_a_tool_side_effect_twice_or_never_fails() -> None:
    twice = done(kind="agent", tool_side_effects=2)
    never = done(kind="agent", tool_side_effects=0)
    totals = summarize([twice, never, done(kind="agent", tool_side_effects=1)], [], [])
    assert (totals["duplicated_side_effects"], totals["missing_side_effects"]) == (1, 1)
    assert "no tool side effect duplicated" in failing([twice])


def test_host_ram_below_the_reserve_fails() -> None:
    totals = summarize([done()], [sample(3 * GIB), sample(GIB - 1)], [])
    [ram] = [c for c in criteria(totals) if c.name.startswith("host RAM")]
    assert not ram.passed and "-0 MiB" in ram.detail


def test_samples_taken_while_the_drill_raised_the_reserve_do_not_count() -> None:
    raised = sample(GIB // 2)
    raised.reserve_raised = True  # the drill's own RAM-guard check
    totals = summarize([done()], [sample(3 * GIB), raised], [])
    assert totals["ram_min_margin"] == 2 * GIB
    assert "host RAM never below the guard's reserve" not in failing([done()])


def test_resumable_expectation_accepts_only_a_resumable_error() -> None:
    assert not done(expect="resumable").succeeded  # "resumable" means resumable
    assert done(expect="resumable", outcome="failed", resumable=True).succeeded
    assert not done(expect="resumable", outcome="failed", resumable=False).succeeded


def test_an_independent_request_that_was_retried_or_changed_was_interrupted() -> None:
    assert not interrupted(done(independent=True, equals_reference=True))
    assert interrupted(done(independent=True, retries=1, attempts=2))
    assert interrupted(done(independent=True, equals_reference=False))
    assert not interrupted(done(retries=1, attempts=2))  # not independent: it may retry


def test_a_missing_gpu_recovery_or_a_broken_scenario_fails() -> None:
    gone = ScenarioRun("s", "S", (), recovery_missing=1)
    broken = ScenarioRun("s", "S", (), error="RuntimeError: boom")
    assert "GPU worker restored without interrupting independent requests" in failing(
        [done()], [gone]
    )
    assert "every scenario ran to its end" in failing([done()], [broken])


def test_a_degraded_request_without_its_event_fails() -> None:
    unshown = done(degraded_needed=True, degraded_shown=False)
    assert "every degraded request carried a Degraded event" in failing([unshown])


def test_percentiles_and_token_equivalence() -> None:
    assert percentile([], 50) is None
    assert percentile([3.0, 1.0, 2.0, 4.0], 50) == 2.0
    assert percentile([float(i) for i in range(1, 101)], 95) == 95.0
    records = [done(equals_reference=True), done(equals_reference=False), done()]
    totals = summarize(records, [], [])
    assert (totals["token_equivalence_rate"], totals["token_compared"]) == (0.5, 2)
