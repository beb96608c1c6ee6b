"""The circuit breaker that guards the GPU path (R13).

Environmental failures (OOM, abort, hang, driver) within a sliding window open the breaker;
while OPEN the GPU is off limits. After the open period it turns HALF_OPEN by itself and
lets exactly one probe through: a success closes it, a failure re-opens it with a longer
period (``backoff``, capped at ``max_open_s``). Failures of the request or the caller
(cancelled, bad input, ...) never count.

Pure logic with an injected clock, so tests never sleep. Not thread-safe: use it from the
event loop's thread.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from engine.errors import ErrorKind

logger = logging.getLogger(__name__)


class BreakerState(StrEnum):
    """Whether the GPU may be used: CLOSED yes, OPEN no, HALF_OPEN by one probe."""

    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


@dataclass(frozen=True)
class BreakerSettings:
    """Thresholds of a breaker.

    Attributes:
        failure_threshold: Environmental failures within ``window_s`` that open it.
        window_s: Length of the sliding window, in seconds.
        open_s: The first open period; after it the breaker turns half-open.
        backoff: Each failed probe multiplies the open period by this.
        max_open_s: The longest open period.
    """

    failure_threshold: int = 3
    window_s: float = 60.0
    open_s: float = 10.0
    backoff: float = 2.0
    max_open_s: float = 300.0

    def __post_init__(self) -> None:
        valid = self.failure_threshold >= 1 and self.window_s > 0 and self.backoff >= 1
        if not (valid and 0 < self.open_s <= self.max_open_s):
            raise ValueError(f"invalid breaker settings: {self}")


@dataclass(frozen=True)
class BreakerSnapshot:
    """What the breaker looks like at one moment (for the UI, logs and routing).

    Attributes:
        state: The current state.
        failures_in_window: Environmental failures still inside the sliding window.
        reason: Why it last opened, or "" when closed.
        retry_in_s: Seconds until the next probe is allowed (0 when closed or half-open).
        open_period_s: The current open period (grows with each failed probe).
        opened_count: Times it has opened since it was last closed.
    """

    state: BreakerState
    failures_in_window: int
    reason: str
    retry_in_s: float
    open_period_s: float
    opened_count: int


DEFAULT_SETTINGS = BreakerSettings()


class Breaker:
    """A circuit breaker over environmental GPU failures, with an injected clock.

    Args:
        settings: Thresholds and periods.
        clock: Monotonic seconds; ``time.monotonic`` unless a test injects a fake.
    """

    def __init__(
        self,
        settings: BreakerSettings = DEFAULT_SETTINGS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._settings = settings
        self._clock = clock
        self._state = BreakerState.CLOSED
        self._failures: deque[tuple[float, ErrorKind]] = deque()  # (when, kind), oldest first
        self._reason = ""
        self._opened_at = 0.0
        self._period = settings.open_s
        self._opened_count = 0
        self._probe_in_flight = False
        self._listeners: list[Callable[[BreakerSnapshot], None]] = []

    def reconfigure(self, settings: BreakerSettings) -> None:
        """Use new limits from now on; the current state and its failures are kept."""
        self._settings = settings
        self._period = min(max(self._period, settings.open_s), settings.max_open_s)

    @property
    def state(self) -> BreakerState:
        """The current state; OPEN turns HALF_OPEN here once the open period has elapsed."""
        if self._state is BreakerState.OPEN and self._clock() - self._opened_at >= self._period:
            self._state = BreakerState.HALF_OPEN
            self._probe_in_flight = False
            logger.info("GPU breaker half-open after %.1f s: next GPU request probes", self._period)
            self._notify()
        return self._state

    def record_failure(self, kind: ErrorKind | str, detail: str = "") -> bool:
        """Report a failed GPU request.

        A non-environmental failure is not counted, but it ends a probe in flight (the
        probe told us nothing, so another caller may probe).

        Args:
            kind: Why it failed (an ``ErrorKind`` or its value).
            detail: Free text for the log and the reason.

        Returns:
            True if the failure was counted (it was environmental).

        Raises:
            ValueError: ``kind`` is not an ``ErrorKind`` value.
        """
        kind = ErrorKind(kind)
        state = self.state
        if not kind.environmental:
            self._probe_in_flight = False
            return False
        now = self._clock()
        self._failures.append((now, kind))
        self._prune(now)
        count = len(self._failures)
        if state is BreakerState.HALF_OPEN:
            self._period = min(self._period * self._settings.backoff, self._settings.max_open_s)
            self._open(f"GPU probe failed: {kind}" + (f" ({detail})" if detail else ""))
        elif state is BreakerState.CLOSED and count >= self._settings.failure_threshold:
            kinds = ", ".join(k for _, k in self._failures)
            plural = "s" if count != 1 else ""
            self._open(f"{count} GPU failure{plural} in {self._settings.window_s:g} s: {kinds}")
        return True

    def force_open(self, reason: str) -> None:
        """Open now with the current open period (the driver is gone, the user paused the GPU).

        On an already open breaker this restarts the open period with the new reason.
        """
        self._open(reason)

    def record_success(self) -> None:
        """Report a GPU request that succeeded; in HALF_OPEN this closes the breaker.

        In CLOSED the failures in the window stay: the window is about time, not streaks.
        In OPEN it is a request admitted before the opening, and changes nothing.
        """
        if self.state is not BreakerState.HALF_OPEN:
            return
        self._state = BreakerState.CLOSED
        self._failures.clear()
        self._reason = ""
        self._period = self._settings.open_s
        self._opened_count = 0
        self._probe_in_flight = False
        logger.info("GPU breaker closed: the GPU works again")
        self._notify()

    def try_probe(self) -> bool:
        """Claim the right to use the GPU: always in CLOSED, never in OPEN.

        In HALF_OPEN exactly one caller gets True, until it reports with
        ``record_success`` or ``record_failure``.
        """
        state = self.state
        if state is BreakerState.HALF_OPEN and not self._probe_in_flight:
            self._probe_in_flight = True
            return True
        return state is BreakerState.CLOSED

    def allows_gpu(self) -> bool:
        """Whether the GPU may be used now, without claiming the probe."""
        state = self.state
        if state is BreakerState.HALF_OPEN:
            return not self._probe_in_flight
        return state is BreakerState.CLOSED

    def snapshot(self) -> BreakerSnapshot:
        """The breaker's state, counts and countdown at this moment."""
        state = self.state
        now = self._clock()
        self._prune(now)
        # period - elapsed (not deadline - now) so float rounding never exceeds the period.
        retry = self._period - (now - self._opened_at) if state is BreakerState.OPEN else 0.0
        return BreakerSnapshot(
            state=state,
            failures_in_window=len(self._failures),
            reason=self._reason,
            retry_in_s=max(0.0, retry),
            open_period_s=self._period,
            opened_count=self._opened_count,
        )

    def on_change(self, listener: Callable[[BreakerSnapshot], None]) -> None:
        """Call ``listener`` with a snapshot on every transition (and every ``force_open``)."""
        self._listeners.append(listener)

    def _open(self, reason: str) -> None:
        self._state = BreakerState.OPEN
        self._reason = reason
        self._opened_at = self._clock()
        self._opened_count += 1
        self._probe_in_flight = False
        logger.warning("GPU breaker open for %.1f s: %s", self._period, reason)
        self._notify()

    def _prune(self, now: float) -> None:
        while self._failures and now - self._failures[0][0] >= self._settings.window_s:
            self._failures.popleft()

    def _notify(self) -> None:
        snapshot = self.snapshot()
        for listener in self._listeners:
            try:
                listener(snapshot)
            except Exception:
                # A broken listener (say, the UI) must not stop the failover path.
                logger.exception("GPU breaker listener failed")
