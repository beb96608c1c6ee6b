"""Folding a request's events into the drill's record, as its caller saw them."""

from __future__ import annotations

from app.drill.follow import Follower
from app.drill.records import RequestRecord
from engine.api import (
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    Failed,
    Retrying,
    Running,
    TokenEvent,
    ToolCalled,
)
from tests import routes


def fold(events: list[object], kind: str = "chat", stream: bool = True) -> RequestRecord:
    record = RequestRecord("s", "l", kind, stream=stream, accepted=True)
    follower = Follower(record, 0.0, 0.0)
    for event in events:
        follower.on_event(event)  # type: ignore[arg-type]
    return record


def test_a_failover_records_the_failure_the_decision_and_both_lanes() -> None:
    record = fold(
        [
            Accepted("r", routes.SIMULATED_GPU, 1.0),
            Running("r", "gpu", 1, "m"),
            TokenEvent("r", "Hel", 0),
            Retrying("r", "gpu", "oom", "llama_decode returned -2", "cpu", 1),
            Degraded("r", routes.CPU, "m", ("slower",), "the GPU failed", 2.0),
            Running("r", "cpu", 2, "m"),
            TokenEvent("r", "lo", 1),
            Completed("r", "Hello", "cpu", 2),
        ]
    )
    assert (record.route, record.lanes, record.attempts, record.retries) == (
        "simulated GPU",
        ["gpu", "cpu"],
        2,
        1,
    )
    assert record.first_failure == "oom: llama_decode returned -2"
    assert record.retry_decision == "retried on the cpu lane, replaying 1 streamed tokens"
    assert record.degraded_needed and record.degraded_shown
    assert (record.outcome, record.output, record.ids_seen, record.error) == (
        "completed",
        "Hello",
        1,
        "",
    )
    assert record.cpu_start_s is not None and record.ttft_s is not None


def test_streamed_text_that_differs_from_the_answer_is_an_error() -> None:
    record = fold(
        [TokenEvent("r", "Hel", 0), TokenEvent("r", "Hel", 1), Completed("r", "Hel", "gpu", 1)]
    )
    assert record.output == "HelHel" and "differs" in record.error


def test_without_streaming_the_answer_is_the_output() -> None:
    record = fold([Completed("r", "Whole answer", "gpu", 1)], stream=False)
    assert record.output == "Whole answer" and record.error == ""


def test_a_resumable_failure_without_retry_keeps_the_partial_answer() -> None:
    record = fold([TokenEvent("r", "Par", 0), Failed("r", "oom", "cut", True, "Par")])
    assert (record.outcome, record.resumable, record.output) == ("failed", True, "Par")
    assert record.first_failure == "oom: cut"
    assert record.retry_decision.startswith("no retry: resumable")


def test_events_under_two_ids_are_counted_and_tools_and_cancels_recorded() -> None:
    record = fold(
        [
            ToolCalled("a", 0, "t", "{}", "ok", False),
            ToolCalled("b", 0, "t", "{}", "ok", True),
            Cancelled("a", "x"),
        ],
        kind="agent",
    )
    assert (record.ids_seen, record.tool_calls, record.outcome) == (2, 2, "cancelled")
