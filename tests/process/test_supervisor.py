"""The supervisor against real processes: trivial programs that behave well or badly."""

from __future__ import annotations

import asyncio
import sys
import time

import psutil
import pytest

from engine.supervisor import ProcessSpec, Supervisor, WorkerError, WorkerHandle, WorkerState
from engine.workers.protocol import Done, Generate, Health, HealthCheck, Piece
from tests.conftest import run

# A stand-in worker speaking the protocol; argv[1] chooses how it misbehaves.
PROGRAM = r"""
import json, os, signal, subprocess, sys, threading, time
mode, beat = sys.argv[1], float(sys.argv[2])
lock = threading.Lock()
def send(o):
    with lock:
        sys.stdout.write(json.dumps(o) + "\n"); sys.stdout.flush()
def beats():
    n = 0
    while True:
        send({"type": "heartbeat", "id": "", "state": "idle", "rss": 0})
        n += 1
        if mode == "hang" and n >= 3:
            return
        time.sleep(beat)
threading.Thread(target=beats, daemon=True).start()
if mode == "stubborn":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if mode == "grandchild":
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "health":
        print("not json at all", flush=True)
        send({"type": "health_report", "id": msg["id"], "state": "idle", "rss": 0})
    elif msg["type"] == "generate":
        if mode == "abort":
            print("ggml_abort: CUDA error: out of memory", file=sys.stderr, flush=True)
            os.abort()
        if mode == "driver":
            print("CUDA error: the GPU driver was reset", file=sys.stderr, flush=True)
            os.abort()
        if mode == "hang":
            time.sleep(600)
        send({"type": "token", "id": msg["id"], "text": "hi", "index": 0})
        send({"type": "done", "id": msg["id"], "text": "hi", "finish_reason": "stop", "stats": {}})
    elif msg["type"] == "shutdown" and mode not in ("stubborn", "grandchild"):
        break
"""
BEAT = 0.1


def spec(mode: str, name: str = "fake") -> ProcessSpec:
    """A fake worker that beats every 0.1 s and is given short grace periods."""
    argv = (sys.executable, "-c", PROGRAM, mode, str(BEAT))
    return ProcessSpec(
        name, argv, heartbeat_s=BEAT, missed_beats=2, stop_grace_s=0.5, term_grace_s=0.5
    )


async def wait_alive(handle: WorkerHandle) -> None:
    """Wait for the first heartbeat."""
    for _ in range(200):
        if handle.state is WorkerState.ALIVE:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"{handle.spec.name} never became alive")


def request() -> Generate:
    return Generate(id="g1", messages=[{"role": "user", "content": "hi"}])


def test_a_healthy_worker_answers_and_stops_when_asked() -> None:
    async def scenario() -> tuple[list[object], WorkerState, int | None, float]:
        supervisor = Supervisor()
        handle = await supervisor.start(spec("good"))
        await wait_alive(handle)
        health = await handle.call(HealthCheck("h1"))  # also writes a bad line first: ignored
        events = [e async for e in handle.stream(request())]
        started = time.monotonic()
        await supervisor.stop("fake")
        return (
            [health, *events],
            handle.state,
            handle.process.returncode,
            time.monotonic() - started,
        )

    events, state, code, took = run(scenario())
    assert isinstance(events[0], Health)
    assert [type(e) for e in events[1:]] == [Piece, Done]
    assert state is WorkerState.STOPPED
    assert code == 0
    assert took < 0.5  # it left when asked: no escalation


def test_stop_escalates_to_sigkill_when_shutdown_and_sigterm_are_ignored() -> None:
    async def scenario() -> tuple[int | None, float]:
        supervisor = Supervisor()
        handle = await supervisor.start(spec("stubborn"))
        await wait_alive(handle)
        started = time.monotonic()
        await supervisor.stop("fake")
        return handle.process.returncode, time.monotonic() - started

    code, took = run(scenario())
    assert code == -9
    assert took >= 1.0  # waited through both grace periods before killing


def test_stopping_a_worker_reaps_its_children() -> None:
    async def scenario() -> list[int]:
        supervisor = Supervisor()
        handle = await supervisor.start(spec("grandchild"))
        await wait_alive(handle)
        children = [p.pid for p in psutil.Process(handle.pid).children(recursive=True)]
        assert children, "the fake worker should have started a child"
        await supervisor.stop("fake")
        await asyncio.sleep(0.2)
        return [pid for pid in children if _running(pid)]

    assert run(scenario()) == []


def _running(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def test_a_silent_worker_is_declared_hung_within_two_heartbeats_and_killed() -> None:
    failures: list[tuple[str, str]] = []

    async def scenario() -> tuple[WorkerError, float, WorkerState]:
        supervisor = Supervisor()
        supervisor.on_failure(lambda h, e: failures.append((h.spec.name, e.kind.value)))
        handle = await supervisor.start(spec("hang"))
        await wait_alive(handle)
        with pytest.raises(WorkerError) as caught:
            async for _ in handle.stream(request()):
                pass
        silent = time.monotonic() - handle.last_seen
        await supervisor.stop_all()
        return caught.value, silent, handle.state

    error, silent, state = run(scenario())
    assert error.kind.value == "hang"
    assert state is WorkerState.HUNG
    # Declared after 2 missed beats, checked every quarter beat: well within 3 beats.
    assert silent < 3 * BEAT + 0.2
    assert failures == [("fake", "hang")]


@pytest.mark.parametrize(("mode", "kind"), [("abort", "abort"), ("driver", "driver")])
def test_a_worker_that_dies_fails_its_request_with_the_reason(mode: str, kind: str) -> None:
    async def scenario() -> tuple[WorkerError, WorkerState]:
        supervisor = Supervisor()
        handle = await supervisor.start(spec(mode))
        await wait_alive(handle)
        with pytest.raises(WorkerError) as caught:
            async for _ in handle.stream(request()):
                pass
        await supervisor.stop_all()
        return caught.value, handle.state

    error, state = run(scenario())
    assert error.kind.value == kind
    assert "signal 6" in str(error)
    assert "CUDA error" in str(error)  # the worker's last words are kept
    assert state is WorkerState.DEAD


def test_one_worker_dying_leaves_the_others_running() -> None:
    async def scenario() -> tuple[WorkerState, list[type]]:
        supervisor = Supervisor()
        doomed = await supervisor.start(spec("abort", "doomed"))
        other = await supervisor.start(spec("good", "other"))
        await wait_alive(doomed)
        await wait_alive(other)
        with pytest.raises(WorkerError):
            await doomed.call(request())
        events = [type(e) async for e in other.stream(request())]
        await supervisor.stop_all()
        return other.state, events

    state, events = run(scenario())
    assert events == [Piece, Done]
    assert state is WorkerState.STOPPED


def test_restart_gives_a_fresh_process() -> None:
    async def scenario() -> tuple[int, int, list[type]]:
        supervisor = Supervisor()
        first = await supervisor.start(spec("good"))
        await wait_alive(first)
        second = await supervisor.restart("fake")
        await wait_alive(second)
        events = [type(e) async for e in second.stream(request())]
        await supervisor.stop_all()
        return first.pid, second.pid, events

    first, second, events = run(scenario())
    assert first != second
    assert events == [Piece, Done]


def test_a_blocked_event_loop_does_not_get_a_healthy_worker_killed() -> None:
    async def scenario() -> tuple[WorkerState, list[type]]:
        supervisor = Supervisor()
        handle = await supervisor.start(spec("good"))
        await wait_alive(handle)
        time.sleep(5 * BEAT)  # the caller's loop is stuck; the worker's heartbeats queue up
        await asyncio.sleep(BEAT)
        state = handle.state
        events = [type(e) async for e in handle.stream(request())]
        await supervisor.stop_all()
        return state, events

    state, events = run(scenario())
    assert state is WorkerState.ALIVE
    assert events == [Piece, Done]
