"""engine.breaker: the GPU circuit breaker, driven by a fake clock (no sleeping)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.breaker import Breaker, BreakerSettings, BreakerSnapshot, BreakerState
from engine.errors import ErrorKind

ENVIRONMENTAL = [k for k in ErrorKind if k.environmental]
NOT_ENVIRONMENTAL = [k for k in ErrorKind if not k.environmental]


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def open_breaker(breaker: Breaker) -> None:
    for _ in range(3):
        breaker.record_failure(ErrorKind.OOM)
    assert breaker.state is BreakerState.OPEN


def test_opens_exactly_at_the_threshold(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    assert breaker.record_failure(ErrorKind.OOM)
    clock.advance(20)
    assert breaker.record_failure("abort")
    assert breaker.state is BreakerState.CLOSED
    assert breaker.try_probe() and breaker.allows_gpu()
    clock.advance(39)
    assert breaker.record_failure(ErrorKind.OOM)
    assert breaker.snapshot().state is BreakerState.OPEN
    assert not breaker.try_probe() and not breaker.allows_gpu()


def test_failures_spread_wider_than_the_window_never_open(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    for _ in range(20):
        assert breaker.record_failure(ErrorKind.HANG)
        clock.advance(30.5)
        assert breaker.state is BreakerState.CLOSED
        assert breaker.snapshot().failures_in_window <= 2


def test_old_failures_drop_out_of_the_count(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    breaker.record_failure(ErrorKind.OOM)
    breaker.record_failure(ErrorKind.OOM)
    assert breaker.snapshot().failures_in_window == 2
    clock.advance(60)
    assert breaker.snapshot().failures_in_window == 0
    breaker.record_failure(ErrorKind.OOM)
    assert breaker.state is BreakerState.CLOSED


@pytest.mark.parametrize("kind", NOT_ENVIRONMENTAL)
def test_non_environmental_failures_never_count(clock: FakeClock, kind: ErrorKind) -> None:
    breaker = Breaker(clock=clock)
    for _ in range(10):
        assert not breaker.record_failure(kind)
        assert not breaker.record_failure(kind.value)
    assert breaker.state is BreakerState.CLOSED
    assert breaker.snapshot().failures_in_window == 0


def test_unknown_kind_is_an_error(clock: FakeClock) -> None:
    with pytest.raises(ValueError):
        Breaker(clock=clock).record_failure("gremlins")


def test_success_in_closed_does_not_erase_the_window(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    breaker.record_failure(ErrorKind.OOM)
    breaker.record_failure(ErrorKind.OOM)
    breaker.record_success()
    breaker.record_failure(ErrorKind.OOM)
    assert breaker.state is BreakerState.OPEN


def test_open_turns_half_open_after_open_s(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    open_breaker(breaker)
    clock.advance(9.9)
    assert breaker.state is BreakerState.OPEN
    clock.advance(0.1)
    assert breaker.snapshot().state is BreakerState.HALF_OPEN
    assert breaker.allows_gpu()


def test_only_one_probe_at_a_time(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    open_breaker(breaker)
    clock.advance(10)
    assert breaker.try_probe()
    assert not breaker.try_probe()
    assert not breaker.allows_gpu()
    assert breaker.state is BreakerState.HALF_OPEN


def test_a_cancelled_probe_frees_the_probe(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    open_breaker(breaker)
    clock.advance(10)
    assert breaker.try_probe()
    assert not breaker.record_failure(ErrorKind.CANCELLED)
    assert breaker.state is BreakerState.HALF_OPEN
    assert breaker.try_probe()


def test_successful_probe_closes_and_resets(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    open_breaker(breaker)
    clock.advance(10)
    assert breaker.try_probe()
    breaker.record_failure(ErrorKind.OOM)  # probe failed: 20 s now
    clock.advance(20)
    assert breaker.try_probe()
    breaker.record_success()
    snap = breaker.snapshot()
    assert snap == BreakerSnapshot(BreakerState.CLOSED, 0, "", 0.0, 10.0, 0)
    assert breaker.try_probe() and breaker.try_probe()
    # Reset: the next opening waits open_s again, not the grown period.
    open_breaker(breaker)
    assert breaker.snapshot().retry_in_s == 10.0


def test_failed_probe_doubles_the_period_up_to_the_cap(clock: FakeClock) -> None:
    breaker = Breaker(BreakerSettings(open_s=10.0, backoff=2.0, max_open_s=50.0), clock)
    open_breaker(breaker)
    periods = []
    for _ in range(5):
        clock.advance(breaker.snapshot().retry_in_s)
        assert breaker.try_probe()
        assert breaker.record_failure(ErrorKind.ABORT, "ggml abort")
        snap = breaker.snapshot()
        assert snap.state is BreakerState.OPEN
        assert snap.retry_in_s == snap.open_period_s
        periods.append(snap.open_period_s)
    assert periods == [20.0, 40.0, 50.0, 50.0, 50.0]
    assert breaker.snapshot().reason == "GPU probe failed: abort (ggml abort)"
    assert breaker.snapshot().opened_count == 6


def test_force_open(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    breaker.force_open("GPU paused by the user")
    snap = breaker.snapshot()
    assert snap.state is BreakerState.OPEN
    assert snap.reason == "GPU paused by the user"
    assert snap.opened_count == 1
    assert snap.retry_in_s == 10.0
    assert not breaker.allows_gpu()
    clock.advance(5)
    breaker.force_open("driver gone")
    assert breaker.snapshot().retry_in_s == 10.0
    assert breaker.snapshot().reason == "driver gone"
    assert breaker.snapshot().opened_count == 2


def test_failures_while_open_count_but_change_nothing(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    open_breaker(breaker)
    clock.advance(4)
    assert breaker.record_failure(ErrorKind.DRIVER)
    breaker.record_success()  # a request admitted before the opening
    snap = breaker.snapshot()
    assert snap.state is BreakerState.OPEN
    assert snap.failures_in_window == 4
    assert snap.retry_in_s == 6.0
    assert snap.opened_count == 1


def test_snapshot_fields(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    assert breaker.snapshot() == BreakerSnapshot(BreakerState.CLOSED, 0, "", 0.0, 10.0, 0)
    breaker.record_failure(ErrorKind.OOM)
    breaker.record_failure(ErrorKind.ABORT)
    breaker.record_failure(ErrorKind.OOM)
    snap = breaker.snapshot()
    assert snap.reason == "3 GPU failures in 60 s: oom, abort, oom"
    assert (snap.state, snap.failures_in_window, snap.opened_count) == (BreakerState.OPEN, 3, 1)
    assert snap.retry_in_s == 10.0
    clock.advance(2.5)
    assert breaker.snapshot().retry_in_s == 7.5
    clock.advance(7.5)
    half = breaker.snapshot()
    assert half.state is BreakerState.HALF_OPEN
    assert half.retry_in_s == 0.0
    assert half.reason == snap.reason


def test_listeners_see_each_transition_once(clock: FakeClock) -> None:
    breaker = Breaker(clock=clock)
    seen: list[BreakerSnapshot] = []
    breaker.on_change(seen.append)
    open_breaker(breaker)
    breaker.record_failure(ErrorKind.OOM)  # while open: no transition
    clock.advance(10)
    for _ in range(3):  # observed several times, announced once
        assert breaker.state is BreakerState.HALF_OPEN
        breaker.snapshot()
        breaker.allows_gpu()
    assert breaker.try_probe()
    breaker.record_failure(ErrorKind.HANG)
    clock.advance(20)
    assert breaker.try_probe()
    breaker.record_success()
    breaker.record_success()
    states = [s.state for s in seen]
    assert states == [
        BreakerState.OPEN,
        BreakerState.HALF_OPEN,
        BreakerState.OPEN,
        BreakerState.HALF_OPEN,
        BreakerState.CLOSED,
    ]
    assert [s.open_period_s for s in seen] == [10.0, 10.0, 20.0, 20.0, 10.0]


def test_a_failing_listener_does_not_break_the_breaker(
    clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    breaker = Breaker(clock=clock)
    seen: list[BreakerState] = []

    def broken(_: BreakerSnapshot) -> None:
        raise RuntimeError("boom")

    breaker.on_change(broken)
    breaker.on_change(lambda s: seen.append(s.state))
    with caplog.at_level(logging.ERROR, logger="engine.breaker"):
        breaker.force_open("test")
    assert seen == [BreakerState.OPEN]
    assert "listener failed" in caplog.text


def test_transitions_are_logged(clock: FakeClock, caplog: pytest.LogCaptureFixture) -> None:
    breaker = Breaker(clock=clock)
    with caplog.at_level(logging.INFO, logger="engine.breaker"):
        open_breaker(breaker)
        clock.advance(10)
        assert breaker.try_probe()
        breaker.record_success()
    assert "open for 10.0 s: 3 GPU failures" in caplog.text
    assert "half-open" in caplog.text
    assert "closed" in caplog.text


@pytest.mark.parametrize(
    "kwargs",
    [
        {"failure_threshold": 0},
        {"window_s": 0.0},
        {"open_s": -1.0},
        {"backoff": 0.5},
        {"open_s": 10.0, "max_open_s": 5.0},
    ],
)
def test_settings_are_validated(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        BreakerSettings(**kwargs)


# --- property ---------------------------------------------------------------------------

OPERATIONS = st.one_of(
    st.tuples(st.just("advance"), st.floats(min_value=0.0, max_value=120.0)),
    st.tuples(st.just("fail"), st.sampled_from(list(ErrorKind))),
    st.tuples(st.just("success"), st.none()),
    st.tuples(st.just("probe"), st.none()),
    st.tuples(st.just("allows"), st.none()),
    st.tuples(st.just("force"), st.none()),
)


@settings(max_examples=300)
@given(
    threshold=st.integers(min_value=1, max_value=4),
    ops=st.lists(OPERATIONS, max_size=60),
    allow_force=st.booleans(),
)
def test_never_open_without_cause(
    threshold: int, ops: list[tuple[str, object]], allow_force: bool
) -> None:
    cfg = BreakerSettings(
        failure_threshold=threshold, window_s=30.0, open_s=5.0, backoff=2.0, max_open_s=40.0
    )
    clock = FakeClock()
    breaker = Breaker(cfg, clock)
    counted_since_close = 0  # environmental failures since the last close
    forced_since_close = False
    probe_held = False
    previous = BreakerState.CLOSED
    for op, arg in ops:
        if op == "advance":
            assert isinstance(arg, float)
            clock.advance(arg)
        elif op == "fail":
            assert isinstance(arg, ErrorKind)
            assert breaker.record_failure(arg) == arg.environmental
            counted_since_close += arg.environmental
            probe_held = False
        elif op == "success":
            breaker.record_success()
            probe_held = False
        elif op == "probe":
            got = breaker.try_probe()
            state = breaker.state
            assert got == (state is BreakerState.CLOSED) or state is BreakerState.HALF_OPEN
            if state is BreakerState.HALF_OPEN:
                assert not (got and probe_held), "two probes in flight"
                probe_held = probe_held or got
        elif op == "allows":
            assert breaker.allows_gpu() == (
                breaker.state is BreakerState.CLOSED
                or (breaker.state is BreakerState.HALF_OPEN and not probe_held)
            )
        elif allow_force:
            breaker.force_open("forced")
            forced_since_close = True

        snap = breaker.snapshot()
        if snap.state is BreakerState.CLOSED:
            if previous is not BreakerState.CLOSED:
                counted_since_close = 0
                forced_since_close = False
            assert snap.opened_count == 0 and snap.reason == ""
        else:
            assert forced_since_close or counted_since_close >= threshold
            assert snap.opened_count >= 1
        if snap.state is not BreakerState.HALF_OPEN:
            probe_held = False
        previous = snap.state
        assert 0.0 <= snap.retry_in_s <= snap.open_period_s
        assert cfg.open_s <= snap.open_period_s <= cfg.max_open_s
        assert snap.failures_in_window <= counted_since_close


def test_reconfigure_keeps_the_state_and_uses_the_new_limits() -> None:
    clock = FakeClock()
    breaker = Breaker(BreakerSettings(failure_threshold=3, open_s=10.0), clock)
    breaker.record_failure("oom")
    breaker.reconfigure(BreakerSettings(failure_threshold=2, open_s=30.0, max_open_s=60.0))
    breaker.record_failure("oom")
    assert breaker.state is BreakerState.OPEN  # the earlier failure still counts
    assert breaker.snapshot().open_period_s == 30.0
