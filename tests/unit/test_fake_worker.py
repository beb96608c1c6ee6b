"""The fake worker behind the real supervisor and replica: each scripted act and fault."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import pytest

from engine.replica import Replica, ReplicaSpec
from engine.supervisor import (
    ProcessSpec,
    ProgressDeadline,
    Supervisor,
    WorkerError,
    WorkerHandle,
    WorkerState,
    worker_argv,
)
from engine.testing.fake_process import FakeProcess
from engine.testing.fake_script import Act, Ending, ScriptError, parse_script
from engine.testing.fake_worker import DEFAULT_ANSWER, FakeWorkers
from engine.workers.protocol import Done, Generate, Piece, Segment, Transcribe
from tests.conftest import run

T = TypeVar("T")
Started = list[WorkerHandle | BaseException]  # what concurrent starts gave back
BEAT = 0.05


def generate(request_id: str = "g1", max_tokens: int = 16) -> Generate:
    return Generate(request_id, [{"role": "user", "content": "hi"}], max_tokens=max_tokens)


async def collect(
    replica: Replica, request: Generate, deadline: ProgressDeadline | None = None
) -> tuple[list[str], Done | None, WorkerError | None]:
    tokens: list[str] = []
    try:
        async for event in replica.chat(request, deadline):
            if isinstance(event, Piece):
                tokens.append(event.text)
            elif isinstance(event, Done):
                return tokens, event, None
    except WorkerError as exc:
        return tokens, None, exc
    raise AssertionError("the stream ended without a terminal event")


def with_replica(
    fakes: FakeWorkers,
    body: Callable[[Replica], Awaitable[T]],
    device: str = "sim-gpu",
    kind: str = "llm",
) -> T:
    async def scenario() -> T:
        supervisor = fakes.supervisor()
        replica = Replica(supervisor, ReplicaSpec(kind, device, {"model_path": "/m.gguf"}, BEAT))
        try:
            await replica.start()
            return await body(replica)
        finally:
            await supervisor.stop_all()

    return run(scenario())


def test_the_script_language_reads_every_documented_form() -> None:
    acts = parse_script(
        "answer; tokens 'Hello' ' world' then done; oom after 2 tokens; abort after 1 token;"
        " hang before generation; driver lost; hold at load; call heater '{\"on\": true}';"
        " segments 'a.' then freeze"
    )
    assert acts == [
        Act(),
        Act(Ending.DONE, ("Hello", " world")),
        Act(Ending.OOM, after=2),
        Act(Ending.ABORT, after=1),
        Act(Ending.HANG, after=0),
        Act(Ending.DRIVER, after=0),
        Act(Ending.HOLD, at_load=True),
        Act(Ending.CALL, call=("heater", '{"on": true}')),
        Act(Ending.FREEZE, ("a.",)),
    ]


@pytest.mark.parametrize("bad", ["oom after many tokens", "explode", "tokens 'a' then", "hold at"])
def test_a_script_it_cannot_read_is_refused_with_the_act_quoted(bad: str) -> None:
    fakes = FakeWorkers()
    with pytest.raises(ScriptError, match="cannot read"):
        fakes.script("gpu", f"answer; {bad}")
    assert fakes.pending("gpu") == []  # nothing of a bad script is kept


def test_a_replica_loads_streams_and_counts_tokens_over_the_protocol() -> None:
    fakes = FakeWorkers()
    fakes.script("llm@gpu", "tokens 'Hello' ' world' then done")

    async def body(replica: Replica) -> tuple[list[str], Done | None, int, float | None]:
        scripted = await collect(replica, generate())
        default = await collect(replica, generate("g2"))
        count = await replica.count_tokens([{"role": "user", "content": "x" * 40}])
        assert default[0] == list(DEFAULT_ANSWER)
        speed = replica.speed.generate_tps if replica.speed else None
        return scripted[0], scripted[1], count, speed

    tokens, done, count, speed = with_replica(fakes, body)
    assert tokens == ["Hello", " world"]
    assert done is not None and done.text == "Hello world"
    assert count == 16  # 40 characters at 4 a token, 4 of template, 2 more
    assert speed == 1000.0  # the calibration the engine's progress deadlines start from
    assert fakes.served[:2] == [("llm@sim-gpu", "load"), ("llm@sim-gpu", "generate")]


def test_an_allocation_failure_keeps_the_tokens_and_the_worker() -> None:
    fakes = FakeWorkers()
    fakes.script("gpu", "oom after 2 tokens")

    async def body(replica: Replica) -> tuple[list[str], WorkerError | None, int, WorkerState]:
        tokens, _, error = await collect(replica, generate())
        again, _, _ = await collect(replica, generate("g2"))
        assert replica.handle is not None
        return tokens, error, len(again), replica.handle.state

    tokens, error, again, state = with_replica(fakes, body)
    assert tokens == list(DEFAULT_ANSWER[:2])
    assert error is not None and error.kind.value == "oom" and error.partial == "A GPU"
    assert again == len(DEFAULT_ANSWER) and state is WorkerState.ALIVE


@pytest.mark.parametrize(
    ("act", "kind", "state", "said"),
    [
        ("abort after 3 tokens", "abort", WorkerState.DEAD, "killed by signal 6"),
        ("driver lost after 1 token", "driver", WorkerState.DEAD, "driver was reset"),
        ("hang after 1 token", "hang", WorkerState.HUNG, "heartbeats kept arriving"),
        ("freeze after 1 token", "hang", WorkerState.HUNG, "without a heartbeat"),
    ],
)
def test_deaths_and_hangs_are_found_by_the_real_supervisor(
    act: str, kind: str, state: WorkerState, said: str
) -> None:
    fakes = FakeWorkers()
    fakes.script("gpu", act)
    failures: list[str] = []

    async def body(replica: Replica) -> tuple[WorkerError | None, WorkerState]:
        replica.supervisor.on_failure(lambda _handle, error: failures.append(error.kind.value))
        deadline = ProgressDeadline(0.3, 0.3, "test")
        _, _, error = await collect(replica, generate(), deadline)
        assert replica.handle is not None
        await asyncio.wait_for(replica.handle.exited.wait(), 2.0)
        return error, replica.handle.state

    error, final = with_replica(fakes, body)
    assert error is not None and error.kind.value == kind and said in str(error)
    assert final is state
    assert failures == [kind]  # the failure listeners (breaker, restart) told once


def test_a_driver_loss_kills_every_gpu_worker_and_no_cpu_worker(tmp_path: Path) -> None:
    fakes = FakeWorkers()
    fakes.script("whisper@gpu", "driver lost")

    async def scenario() -> tuple[list[str], list[str]]:
        supervisor = fakes.supervisor()
        replicas = [
            Replica(supervisor, ReplicaSpec(kind, device, {}, BEAT))
            for kind, device in (("llm", "sim-gpu"), ("whisper", "sim-gpu"), ("llm", "cpu"))
        ]
        try:
            await asyncio.gather(*(r.start() for r in replicas))
            with pytest.raises(WorkerError):
                async for _ in replicas[1].transcribe(Transcribe("t1", str(tmp_path / "a.wav"))):
                    pass
            await asyncio.sleep(0.05)
            return [w.name for w in fakes.live()], [
                r.handle.state.value for r in replicas if r.handle is not None
            ]
        finally:
            await supervisor.stop_all()

    live, states = run(scenario())
    assert live == ["llm@cpu"]
    assert states == ["dead", "dead", "alive"]


def test_a_cancel_stops_the_request_at_its_next_token() -> None:
    fakes = FakeWorkers()
    fakes.script("gpu", "hold after 2 tokens")

    async def body(replica: Replica) -> tuple[list[str], WorkerError | None]:
        task = asyncio.create_task(collect(replica, generate()))
        hold = await fakes.held("llm@gpu")
        await replica.cancel("g1")
        hold.release()
        tokens, _, error = await task
        return tokens, error

    tokens, error = with_replica(fakes, body)
    assert tokens == list(DEFAULT_ANSWER[:2])
    assert error is not None and error.kind.value == "cancelled" and error.partial == "A GPU"


def test_a_hold_goes_on_as_the_test_says() -> None:
    fakes = FakeWorkers()
    fakes.script("gpu", "hold after 1 token; hold after 3 tokens")

    async def body(replica: Replica) -> tuple[list[str], list[str], WorkerError | None]:
        first = asyncio.create_task(collect(replica, generate()))
        (await fakes.held()).release()
        whole, _, _ = await first
        second = asyncio.create_task(collect(replica, generate("g2")))
        (await fakes.held("gpu")).release("oom")
        cut, _, error = await second
        return whole, cut, error

    whole, cut, error = with_replica(fakes, body)
    assert whole == list(DEFAULT_ANSWER)
    assert cut == list(DEFAULT_ANSWER[:3]) and error is not None and error.kind.value == "oom"


def test_a_load_fault_fails_the_start_and_the_next_load_succeeds() -> None:
    fakes = FakeWorkers()
    fakes.script("gpu", "oom at load")

    async def scenario() -> tuple[str, int]:
        supervisor = fakes.supervisor()
        spec = ReplicaSpec("llm", "sim-gpu", {}, BEAT)
        with pytest.raises(WorkerError) as caught:
            await Replica(supervisor, spec).start()
        replica = Replica(supervisor, spec)
        await replica.start()
        tokens, _, _ = await collect(replica, generate())
        await supervisor.stop_all()
        return str(caught.value), len(tokens)

    said, tokens = run(scenario())
    assert said == "Failed to create llama_context" and tokens == len(DEFAULT_ANSWER)
    assert fakes.started["llm@sim-gpu"] == 2


def test_transcriptions_stream_segments_and_progress(tmp_path: Path) -> None:
    fakes = FakeWorkers()
    fakes.script("whisper", "segments 'One.' ' Two.' then done")

    async def body(replica: Replica) -> tuple[list[str], str]:
        texts, final = [], ""
        async for event in replica.transcribe(Transcribe("t1", str(tmp_path / "a.wav"))):
            if isinstance(event, Segment):
                texts.append(event.text)
            elif isinstance(event, Done):
                final = event.text
        return texts, final

    texts, final = with_replica(fakes, body, device="cpu", kind="whisper")
    assert texts == ["One.", " Two."] and final == "One. Two."


def test_stopping_a_worker_whose_reader_was_cancelled_does_not_hang() -> None:
    fakes = FakeWorkers()

    async def scenario() -> bool:
        supervisor = fakes.supervisor()
        replica = Replica(supervisor, ReplicaSpec("llm", "cpu", {}, BEAT))
        await replica.start()
        assert replica.handle is not None
        replica.handle._tasks[0].cancel()  # as a loop shutting down cancels every task
        await asyncio.sleep(0)
        await asyncio.wait_for(supervisor.stop_all(), 5.0)
        return replica.handle.exited.is_set()

    assert run(scenario())


def test_two_starts_of_one_worker_at_once_spawn_it_once_and_the_second_is_refused() -> None:
    fakes = FakeWorkers()
    spec = ProcessSpec("llm@cpu", tuple(worker_argv("llm", "cpu", BEAT, None)), BEAT)
    spawns: list[str] = []

    async def spawn(spec: ProcessSpec) -> FakeProcess:
        fails = not spawns  # the first spawn fails
        spawns.append(spec.name)
        await asyncio.sleep(0.01)  # a real spawn awaits the new process: other starts run
        if fails:
            raise OSError("no such file")
        return await fakes.spawn(spec)

    async def scenario() -> tuple[Started, Started, int, dict[str, WorkerHandle]]:
        supervisor = Supervisor(spawn)
        try:
            failed = await asyncio.gather(
                supervisor.start(spec), supervisor.start(spec), return_exceptions=True
            )
            started = await asyncio.gather(
                supervisor.start(spec), supervisor.start(spec), return_exceptions=True
            )
            live = len(fakes.live())
            return list(failed), list(started), live, dict(supervisor.workers)
        finally:
            await supervisor.stop_all()

    failed, started, live, workers = run(scenario())
    # A failed spawn frees the name again: the next start of it may go ahead.
    assert [type(result) for result in failed] == [OSError, RuntimeError]
    [first, second] = started
    assert isinstance(first, WorkerHandle) and workers == {"llm@cpu": first}
    assert isinstance(second, RuntimeError) and "already running" in str(second)
    assert spawns == ["llm@cpu", "llm@cpu"] and fakes.started["llm@cpu"] == 1 and live == 1
    assert fakes.live() == []  # stop_all stopped it: no process was left untracked


def test_a_hang_is_found_even_when_every_tick_of_the_watch_comes_late() -> None:
    fakes = FakeWorkers()
    fakes.script("gpu", "hang after 1 token")

    async def body(replica: Replica) -> WorkerError | None:
        busy = True

        async def starve() -> None:  # the process gets the CPU late, again and again
            while busy:
                time.sleep(3 * BEAT / 4)  # longer than two of the watch's ticks
                await asyncio.sleep(0)

        hog = asyncio.create_task(starve())
        try:
            async with asyncio.timeout(5.0):
                _, _, error = await collect(replica, generate(), ProgressDeadline(0.3, 0.3))
        finally:
            busy = False
            await hog
        return error

    error = with_replica(fakes, body)
    assert error is not None and error.kind.value == "hang"
