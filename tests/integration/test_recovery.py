"""R27: a crash of the engine's process loses no accepted request (a real kill -9)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest

from engine.api import Cancelled, Completed, Failed, RequestStatus, Retrying, TokenEvent
from tests.conftest import run
from tests.integration.engine_helpers import chat, events_of, make_engine, of_type

pytestmark = pytest.mark.models

ENGINE_THAT_WILL_DIE = textwrap.dedent(
    """
    import asyncio, sys
    from pathlib import Path
    from engine.api import TokenEvent
    from tests.integration.engine_helpers import chat, make_engine

    async def main() -> None:
        engine = make_engine(Path(sys.argv[1]), gpu_size=None)
        await engine.start()
        streaming = await engine.submit(chat(max_tokens=400))
        waiting = await engine.submit(chat(max_tokens=8))
        print("accepted", streaming.request_id, waiting.request_id, flush=True)
        async for event in streaming:
            if isinstance(event, TokenEvent) and event.index == 24:
                print("streaming", flush=True)
        await asyncio.sleep(600)

    asyncio.run(main())
    """
)


def test_kill_9_mid_request_then_restart_recovers_every_accepted_request(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", ENGINE_THAT_WILL_DIE, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    _, streaming_id, waiting_id = child.stdout.readline().split()
    assert child.stdout.readline().strip() == "streaming"
    workers = [p.pid for p in psutil.Process(child.pid).children(recursive=True)]
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    child.stdout.close()
    _wait_gone(workers)  # the workers die with their parent: no orphans

    async def restart() -> tuple[list[str], list[object], list[object], RequestStatus]:
        engine = make_engine(tmp_path, gpu_size=None)
        recovered = await engine.start()
        try:
            interrupted = await events_of(engine.jobs[streaming_id].listen())
            replayed = await events_of(engine.jobs[waiting_id].listen())
            assert engine.journal is not None
            row = await engine.journal.get(streaming_id)
        finally:
            await engine.stop()
        return recovered, list(interrupted), list(replayed), row.status

    recovered, interrupted, replayed, status = run(restart())
    assert sorted(recovered) == sorted([streaming_id, waiting_id])
    [failed] = of_type(interrupted, Failed)
    assert failed.kind == "interrupted" and failed.resumable and len(failed.partial) > 20
    assert status is RequestStatus.FAILED
    [done] = of_type(replayed, Completed)
    assert done.text  # it never ran before the crash, so it was safe to run now


def _wait_gone(pids: list[int]) -> None:
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        alive = [
            p
            for p in pids
            if psutil.pid_exists(p) and psutil.Process(p).status() != psutil.STATUS_ZOMBIE
        ]
        if not alive:
            return
        time.sleep(0.05)
    raise AssertionError(f"worker processes outlived the engine: {alive}")


def test_cancel_during_a_failover_means_it_never_runs_again(tmp_path: Path) -> None:
    async def scenario() -> list[object]:
        engine = make_engine(tmp_path, faults=("hang",))
        await engine.start()
        try:
            handle = await engine.submit(chat())
            await asyncio.sleep(0.5)  # the GPU worker is hung now; the failover is coming
            await engine.cancel(handle.request_id)
            return list(await events_of(handle))
        finally:
            await engine.stop()

    events = run(scenario())
    assert len(of_type(events, Cancelled)) == 1
    assert of_type(events, Retrying) == [] and of_type(events, TokenEvent) == []
