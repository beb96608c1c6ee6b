"""``/metrics``: the Prometheus exposition, written by ``prometheus_client``.

The engine's status gives the gauges (mode, lanes, breaker, GPU memory predicted and
observed), read at scrape time by a collector; the server counts what only it sees:
requests by endpoint, lane and outcome, failovers (``Retrying`` events), HTTP answers by
status, and three histograms of what a caller waits for: the first token (TTFT), a place
in a lane (queue wait) and the next lane after a failure (failover time).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily, Metric

from engine.api import (
    BreakerState,
    Completed,
    EngineEvent,
    EngineMode,
    EngineStatus,
    Queued,
    Retrying,
    Running,
    SegmentEvent,
    TokenEvent,
)

MODES = tuple(EngineMode)
BREAKER_VALUES = {BreakerState.CLOSED: 0, BreakerState.HALF_OPEN: 1, BreakerState.OPEN: 2}
_REMEMBERED = 4096  # request ids kept to count each request once, however many callers join
# A CPU answer of a small model starts within a second; a queue or a failover that loads a
# model takes tens of seconds; a lane's longest wait is minutes.
CONTENT_TYPE = CONTENT_TYPE_LATEST  # the text format generate_latest writes
SECONDS_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)

# The _created series would double every counter and histogram for a timestamp nobody reads.
disable_created_metrics()  # type: ignore[no-untyped-call]


class Timings:
    """When one request's events came, as seen by the API: what its caller waited for.

    ``clock`` is injected so the arithmetic is tested without sleeping.
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.started = clock()
        self.lane = ""
        self.ttft: tuple[str, float] | None = None  # lane, seconds to the first token
        self.queue_waits: list[tuple[str, float]] = []  # lane, seconds queued there
        self.failovers: list[float] = []  # seconds from a failure to output elsewhere
        self._queued: dict[str, float] = {}
        self._failed_at: float | None = None

    def observe(self, event: EngineEvent) -> None:
        """Take in one event of the request, at the clock's time now."""
        now = self._clock()
        if isinstance(event, Queued):
            self._queued[event.lane] = now
        elif isinstance(event, Running):
            self.lane = event.lane
            queued = self._queued.pop(event.lane, None)
            if queued is not None:
                self.queue_waits.append((event.lane, now - queued))
        elif isinstance(event, Retrying):
            self._failed_at = now
        elif isinstance(event, TokenEvent | SegmentEvent | Completed):
            if isinstance(event, TokenEvent) and self.ttft is None:
                self.ttft = (self.lane or "none", now - self.started)
            if self._failed_at is not None:
                self.failovers.append(now - self._failed_at)
                self._failed_at = None


class Counters:
    """What the server has seen since it started, in its own registry."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=False)
        self._requests = Counter(
            "spillway_api_requests",
            "Requests the API handed to the engine, by endpoint, lane where they ended, outcome.",
            ("endpoint", "lane", "outcome"),
            registry=self.registry,
        )
        self._responses = Counter(
            "spillway_api_responses",
            "HTTP answers by endpoint and status.",
            ("endpoint", "status"),
            registry=self.registry,
        )
        self._failovers = Counter(
            "spillway_api_failovers",
            "Requests of the API that failed over to another lane (Retrying).",
            registry=self.registry,
        )
        self._ttft = self._histogram(
            "spillway_ttft_seconds", "From the API taking a chat to its first token, by lane."
        )
        self._queue_wait = self._histogram(
            "spillway_queue_wait_seconds", "Time a request waited in a lane's queue, by lane."
        )
        self._failover = Histogram(
            "spillway_failover_seconds",
            "From a failure to the first output on the next lane.",
            buckets=SECONDS_BUCKETS,
            registry=self.registry,
        )
        self._seen: OrderedDict[str, None] = OrderedDict()

    def _histogram(self, name: str, help_text: str) -> Histogram:
        return Histogram(
            name, help_text, ("lane",), buckets=SECONDS_BUCKETS, registry=self.registry
        )

    def first_sight(self, request_id: str) -> bool:
        """True the first time a request id is seen (a replay or a joined caller is not)."""
        if request_id in self._seen:
            return False
        self._seen[request_id] = None
        while len(self._seen) > _REMEMBERED:
            self._seen.popitem(last=False)
        return True

    def request(self, endpoint: str, lane: str, outcome: str) -> None:
        """Count one request's end: ``outcome`` completed, failed, cancelled or refused."""
        self._requests.labels(endpoint, lane or "none", outcome).inc()

    def response(self, endpoint: str, status: int) -> None:
        """Count one HTTP answer."""
        self._responses.labels(endpoint, str(status)).inc()

    def failover(self, count: int = 1) -> None:
        """Count ``count`` failovers (``Retrying`` events) of one request."""
        if count:
            self._failovers.inc(count)

    def timed(self, timings: Timings) -> None:
        """Put one finished request's waits into the histograms."""
        if timings.ttft is not None:
            self._ttft.labels(timings.ttft[0]).observe(timings.ttft[1])
        for lane, seconds in timings.queue_waits:
            self._queue_wait.labels(lane).observe(seconds)
        for seconds in timings.failovers:
            self._failover.observe(seconds)


class _StatusCollector:
    """The engine's status at scrape time, as gauges (the names predate this module)."""

    def __init__(self, status: EngineStatus) -> None:
        self.status = status

    def collect(self) -> Iterator[Metric]:
        status, lanes = self.status, self.status.lanes
        modes = [(mode.value, float(status.mode == mode)) for mode in MODES]
        yield _gauge("spillway_mode", "1 for the engine's current mode.", "mode", modes)
        for name, help_text, values in (
            ("queue_depth", "Requests waiting in each lane.", [x.queued for x in lanes]),
            (
                "oldest_age_seconds",
                "How long the oldest waiting request of each lane has waited.",
                [x.oldest_age_s for x in lanes],
            ),
            ("running", "Requests running in each lane.", [len(x.running) for x in lanes]),
        ):
            pairs = [(lane.name, float(value)) for lane, value in zip(lanes, values, strict=True)]
            yield _gauge(f"spillway_lane_{name}", help_text, "lane", pairs)
        breaker = status.breaker
        yield from (
            GaugeMetricFamily(name, help_text, value=value)
            for name, help_text, value in (
                (
                    "spillway_breaker_state",
                    "The GPU circuit breaker: 0 closed, 1 half-open, 2 open.",
                    BREAKER_VALUES[breaker.state],
                ),
                (
                    "spillway_breaker_failures_in_window",
                    "Environmental GPU failures inside the breaker's window.",
                    breaker.failures_in_window,
                ),
                (
                    "spillway_gpu_paused",
                    "1 while GPU use is paused by the user.",
                    float(status.gpu_paused),
                ),
                (
                    "spillway_gpu_memory_predicted_bytes",
                    "GPU memory the ledger booked for Spillway's work (estimates).",
                    status.gpu_predicted,
                ),
            )
        )
        if status.gpu is not None:
            yield GaugeMetricFamily(
                "spillway_gpu_memory_used_bytes",
                "GPU memory in use as the driver observes it (every program).",
                value=status.gpu.used,
            )
            yield GaugeMetricFamily(
                "spillway_gpu_memory_total_bytes", "GPU memory in all.", value=status.gpu.total
            )


def _gauge(
    name: str, help_text: str, label: str, samples: Iterable[tuple[str, float]]
) -> GaugeMetricFamily:
    family = GaugeMetricFamily(name, help_text, labels=(label,))
    for value_label, value in samples:
        family.add_metric((str(value_label),), float(value))
    return family


class _Scrape:
    """The server's registry and the status gauges, collected as one exposition."""

    def __init__(self, counters: Counters, status: EngineStatus) -> None:
        self.parts = (counters.registry, _StatusCollector(status))

    def collect(self) -> Iterator[Metric]:
        for part in self.parts:
            yield from part.collect()


def render(status: EngineStatus, counters: Counters) -> str:
    """The exposition text (``CONTENT_TYPE`` says its format)."""
    return generate_latest(_Scrape(counters, status)).decode("utf-8")
