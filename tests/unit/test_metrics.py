"""``/metrics``' histograms: what a caller waited for, timed from the request's events."""

from __future__ import annotations

from prometheus_client.parser import text_string_to_metric_families

from app.server.metrics import Counters, Timings, render
from engine.api import Completed, Queued, Retrying, Running, TokenEvent
from tests.unit.test_http_format import _status


class Clock:
    """Time that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _failed_over_request(clock: Clock) -> Timings:
    timings = Timings(clock)
    clock.now += 0.5
    timings.observe(Queued("r", "gpu", 1, 1.0))
    clock.now += 2.0
    timings.observe(Running("r", "gpu", 1, "m"))
    clock.now += 1.0
    timings.observe(Retrying("r", "gpu", "oom", "out of memory", "cpu"))
    timings.observe(Queued("r", "cpu", 1, 1.0))
    clock.now += 0.25
    timings.observe(Running("r", "cpu", 2, "m"))
    clock.now += 4.0
    timings.observe(TokenEvent("r", "Hi", 0))
    clock.now += 1.0
    timings.observe(TokenEvent("r", "!", 1))
    timings.observe(Completed("r", "Hi!", "cpu", 2))
    return timings


def test_a_failed_over_request_gives_its_waits() -> None:
    timings = _failed_over_request(Clock())
    assert timings.ttft == ("cpu", 7.75)
    assert timings.queue_waits == [("gpu", 2.0), ("cpu", 0.25)]
    assert timings.failovers == [4.25]


def test_the_histograms_are_exposed_with_the_old_names_kept() -> None:
    counters = Counters()
    counters.request("chat", "cpu", "completed")
    counters.failover(1)
    counters.timed(_failed_over_request(Clock()))
    text = render(_status(), counters)
    families = {f.name: f for f in text_string_to_metric_families(text)}
    for name in (
        "spillway_api_requests",
        "spillway_api_failovers",
        "spillway_mode",
        "spillway_breaker_state",
        "spillway_gpu_memory_used_bytes",
    ):
        assert name in families, name
    samples = {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in ("spillway_ttft_seconds", "spillway_queue_wait_seconds")
        for s in families[family].samples
    }
    assert samples["spillway_ttft_seconds_sum", (("lane", "cpu"),)] == 7.75
    assert samples["spillway_ttft_seconds_bucket", (("lane", "cpu"), ("le", "5.0"))] == 0
    assert samples["spillway_ttft_seconds_bucket", (("lane", "cpu"), ("le", "10.0"))] == 1
    assert samples["spillway_queue_wait_seconds_count", (("lane", "gpu"),)] == 1
    assert samples["spillway_queue_wait_seconds_sum", (("lane", "cpu"),)] == 0.25
    [failover] = [
        s for s in families["spillway_failover_seconds"].samples if s.name.endswith("sum")
    ]
    assert failover.value == 4.25
    assert "spillway_api_failovers_total 1.0" in text
    assert "_created" not in text
