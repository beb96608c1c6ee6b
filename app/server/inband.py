"""Degraded service told in-band: what the engine's events said, as headers and a chunk field.

A request's ``Trace`` follows its events. Before an answer's headers go out it holds the
route, model, limitations and ETA (a failover before the first token shows only here);
at the end of a stream the same facts, with the lane and attempts, become the final
chunk's ``"spillway"`` field. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app import words
from app.server.metrics import Timings
from engine.api import (
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    EngineEvent,
    Failed,
    Queued,
    Retrying,
    Running,
)

HEADER_PREFIX = "X-Spillway-"


@dataclass
class Trace:
    """What a caller should know about how its request is being served."""

    request_id: str = ""
    route: str = ""
    model: str = ""
    limitations: tuple[str, ...] = ()
    reason: str = ""
    reason_code: str = ""  # admission's code for ``reason`` ("pressure", "cpu_off"...)
    eta_s: float = 0.0
    degraded: bool = False
    lane: str = ""
    attempts: int = 0
    failovers: int = 0
    outcome: str = ""  # completed, failed or cancelled, once the request ended
    timings: Timings = field(default_factory=Timings)  # for /metrics' histograms

    def observe(self, event: EngineEvent) -> None:
        """Take in one event of the request."""
        self.timings.observe(event)
        if isinstance(event, Accepted):
            self.request_id, self.eta_s = event.request_id, event.eta_s
            self.route = words.route(event.route)
        elif isinstance(event, Degraded):
            self.route, self.model = words.route(event.route), event.model
            self.reason = event.reason
            self.reason_code = event.why.code.value if event.why is not None else ""
            self.limitations, self.eta_s, self.degraded = event.limitations, event.eta_s, True
        elif isinstance(event, Queued):
            self.lane = event.lane
        elif isinstance(event, Running):
            self.lane, self.attempts = event.lane, event.attempt
            self.model = event.model or self.model
        elif isinstance(event, Retrying):
            self.failovers += 1
            self.lane = event.next_lane
        elif isinstance(event, Completed):
            self.lane, self.attempts = event.lane or self.lane, event.attempts
            self.outcome = "completed"
        elif isinstance(event, Failed):
            self.outcome = "failed"
        elif isinstance(event, Cancelled):
            self.outcome = "cancelled"

    def headers(self) -> dict[str, str]:
        """``X-Spillway-*`` response headers (ASCII, one line each)."""
        values = {
            "Request-Id": self.request_id,
            "Route": self.route,
            "Model": self.model,
            "Limits": "; ".join(self.limitations),
            "ETA": f"{self.eta_s:.1f}",
            "Degraded": "true" if self.degraded else "false",
        }
        return {HEADER_PREFIX + name: header_value(value) for name, value in values.items()}

    def summary(self) -> dict[str, Any]:
        """The ``"spillway"`` field of a stream's last chunk."""
        return {
            "request_id": self.request_id,
            "route": self.route,
            "model": self.model,
            "degraded": self.degraded,
            "limitations": list(self.limitations),
            "reason": self.reason,
            "reason_code": self.reason_code,
            "attempts": self.attempts,
            "lane": self.lane,
        }


def header_value(text: str) -> str:
    """``text`` made safe for a header: printable ASCII on one line."""
    flat = " ".join(text.split())
    return flat.encode("ascii", "replace").decode("ascii")
