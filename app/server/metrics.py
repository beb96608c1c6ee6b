"""``/metrics``: Prometheus text from the engine's status plus the server's own counters.

The engine's status gives the gauges (mode, lanes, breaker, GPU memory predicted and
observed); the server counts what only it sees: requests by endpoint, lane and outcome,
failovers (``Retrying`` events), and HTTP answers by status.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Iterable

from engine.api import BreakerState, EngineStatus

MODES = ("gpu", "degraded", "cpu-only", "down")
BREAKER_VALUES = {BreakerState.CLOSED: 0, BreakerState.HALF_OPEN: 1, BreakerState.OPEN: 2}
_REMEMBERED = 4096  # request ids kept to count each request once, however many callers join


class Counters:
    """What the server has seen since it started."""

    def __init__(self) -> None:
        self.requests: Counter[tuple[str, str, str]] = Counter()
        self.responses: Counter[tuple[str, int]] = Counter()
        self.failovers = 0
        self._seen: OrderedDict[str, None] = OrderedDict()

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
        self.requests[endpoint, lane or "none", outcome] += 1

    def response(self, endpoint: str, status: int) -> None:
        """Count one HTTP answer."""
        self.responses[endpoint, status] += 1


def _labels(**labels: object) -> str:
    def escape(value: object) -> str:
        return str(value).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")

    return "{" + ",".join(f'{k}="{escape(v)}"' for k, v in labels.items()) + "}"


def _family(
    name: str, kind: str, help_text: str, samples: Iterable[tuple[str, float]]
) -> list[str]:
    lines = [f"# HELP {name} {help_text}", f"# TYPE {name} {kind}"]
    lines += [f"{name}{labels} {_value(value)}" for labels, value in samples]
    return lines


def _value(value: float) -> str:
    number = float(value)
    return str(int(number)) if number.is_integer() and abs(number) < 2**53 else repr(number)


def render(status: EngineStatus, counters: Counters) -> str:
    """The exposition text (Prometheus format 0.0.4)."""
    lanes = status.lanes
    lines = _family(
        "spillway_api_requests_total",
        "counter",
        "Requests the API handed to the engine, by endpoint, lane where they ended, outcome.",
        (
            (_labels(endpoint=e, lane=la, outcome=o), n)
            for (e, la, o), n in counters.requests.items()
        ),
    )
    lines += _family(
        "spillway_api_responses_total",
        "counter",
        "HTTP answers by endpoint and status.",
        ((_labels(endpoint=e, status=s), n) for (e, s), n in counters.responses.items()),
    )
    lines += _family(
        "spillway_api_failovers_total",
        "counter",
        "Requests of the API that failed over to another lane (Retrying).",
        [("", counters.failovers)],
    )
    lines += _family(
        "spillway_mode",
        "gauge",
        "1 for the engine's current mode.",
        ((_labels(mode=m), float(status.mode == m)) for m in MODES),
    )
    lines += _family(
        "spillway_lane_queue_depth",
        "gauge",
        "Requests waiting in each lane.",
        ((_labels(lane=lane.name), lane.queued) for lane in lanes),
    )
    lines += _family(
        "spillway_lane_oldest_age_seconds",
        "gauge",
        "How long the oldest waiting request of each lane has waited.",
        ((_labels(lane=lane.name), lane.oldest_age_s) for lane in lanes),
    )
    lines += _family(
        "spillway_lane_running",
        "gauge",
        "Requests running in each lane.",
        ((_labels(lane=lane.name), len(lane.running)) for lane in lanes),
    )
    lines += _family(
        "spillway_breaker_state",
        "gauge",
        "The GPU circuit breaker: 0 closed, 1 half-open, 2 open.",
        [("", BREAKER_VALUES[status.breaker.state])],
    )
    lines += _family(
        "spillway_breaker_failures_in_window",
        "gauge",
        "Environmental GPU failures inside the breaker's window.",
        [("", status.breaker.failures_in_window)],
    )
    lines += _family(
        "spillway_gpu_paused",
        "gauge",
        "1 while GPU use is paused by the user.",
        [("", float(status.gpu_paused))],
    )
    lines += _family(
        "spillway_gpu_memory_predicted_bytes",
        "gauge",
        "GPU memory the ledger booked for Spillway's work (estimates).",
        [("", status.gpu_predicted)],
    )
    if status.gpu is not None:
        lines += _family(
            "spillway_gpu_memory_used_bytes",
            "gauge",
            "GPU memory in use as the driver observes it (every program).",
            [("", status.gpu.used)],
        )
        lines += _family(
            "spillway_gpu_memory_total_bytes",
            "gauge",
            "GPU memory in all.",
            [("", status.gpu.total)],
        )
    return "\n".join(lines) + "\n"
