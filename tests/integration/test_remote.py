"""The remote tier (R28) against a real OpenAI-compatible server on "another machine".

The other machine is a second Spillway (``spillway serve``, CPU only) in its own process,
serving the same default model over HTTP: greedy answers must match the local CPU's.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import words
from engine.api import (
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    Engine,
    EngineEvent,
    Lane,
    Retrying,
    Running,
    TokenEvent,
)
from engine.throughput import Throughput
from tests.conftest import run
from tests.integration.engine_helpers import FINGERPRINTS, chat, events_of, make_engine, of_type

pytestmark = pytest.mark.models
REPO = Path(__file__).resolve().parents[2]
LLM = "smollm2-135m-instruct-q4_1"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def other_machine(tmp: Path) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``spillway serve`` in its own process; yields its base URL and the process."""
    home = tmp / "other"
    (home / "cache").mkdir(parents=True)
    if FINGERPRINTS.exists():
        (home / "cache" / "fingerprints.json").write_bytes(FINGERPRINTS.read_bytes())
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "app", "--data-dir", str(home), "serve", "--port", str(port)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
        env=os.environ | {"PYTHONUNBUFFERED": "1"},
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert "Spillway API on" in line, line
        yield f"http://127.0.0.1:{port}/v1", server
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        if server.stdout is not None:
            server.stdout.close()


def remote_engine(tmp: Path, url: str) -> Engine:
    """A local engine whose GPU is full, with the remote server first under pressure."""
    settings = {
        "policy.under_pressure": "remote,cpu",
        "remote.url": url,
        "remote.model": LLM,
    }
    return make_engine(tmp, foreign="1000MiB", settings=settings)


async def until_remote_checked(engine: Engine) -> None:
    for _ in range(100):
        status = engine.remote.status()
        if status is not None and status.checked_s_ago >= 0:
            return
        await asyncio.sleep(0.1)
    raise TimeoutError("the remote server was never checked")


def test_under_pressure_chat_goes_to_the_other_machine_and_says_so(tmp_path: Path) -> None:
    cancelled: list[Cancelled] = []
    learned: list[float] = []

    async def scenario(url: str) -> tuple[list[EngineEvent], list[EngineEvent], Completed]:
        reference_engine = make_engine(tmp_path / "ref", gpu_size=None)
        await reference_engine.start()
        try:
            [expected] = of_type(await events_of(await reference_engine.submit(chat())), Completed)
        finally:
            await reference_engine.stop()
        engine = remote_engine(tmp_path / "here", url)
        await engine.start()
        try:
            await until_remote_checked(engine)
            events = list(await events_of(await engine.submit(chat())))
            learned.append(engine.throughput[Lane.REMOTE].generate_tps)
            plain = list(await events_of(await engine.submit(chat(stream=False))))
            long = await engine.submit(chat(max_tokens=400))
            async for event in long:
                if isinstance(event, TokenEvent):  # under way on the other machine: stop it
                    await engine.cancel(long.request_id)
                if isinstance(event, Cancelled):
                    cancelled.append(event)
        finally:
            await engine.stop()
        return events, plain, expected

    with other_machine(tmp_path) as (url, _server):
        events, plain, expected = run(scenario(url))
    host = url.removeprefix("http://").removesuffix("/v1")
    [accepted] = of_type(events, Accepted)
    assert words.route(accepted.route) == f"remote server {host}"
    [degraded] = of_type(events, Degraded)
    assert degraded.limitations == (f"answered by {LLM} on {host} (another machine)",)
    assert [r.lane for r in of_type(events, Running)] == ["remote"]
    [done] = of_type(events, Completed)
    assert done.lane == "remote" and done.text == expected.text  # the same model, greedy
    # The other Spillway's own counts (its usage chunk), the same as this machine's.
    for count in ("prompt_tokens", "completion_tokens"):
        assert done.stats[count] == expected.stats[count], count
    assert done.finish_reason == "length"  # 16 tokens cut the sentence
    [whole] = of_type(plain, Completed)
    assert whole.lane == "remote" and whole.text == expected.text
    assert learned[0] != Throughput().generate_tps  # the remote lane's speed was measured
    [stopped] = cancelled
    assert stopped.partial and len(stopped.partial) < 400  # cut short, what came is kept


def test_when_the_other_machine_goes_away_the_request_is_answered_here_once(
    tmp_path: Path,
) -> None:
    async def scenario(
        url: str, server: subprocess.Popen[str]
    ) -> tuple[list[EngineEvent], list[EngineEvent]]:
        engine = remote_engine(tmp_path / "here", url)
        await engine.start()
        try:
            await until_remote_checked(engine)
            server.kill()  # gone, but the last health check said it answers
            server.wait(timeout=10)
            first = list(await events_of(await engine.submit(chat())))
            second = list(await events_of(await engine.submit(chat())))
        finally:
            await engine.stop()
        return first, second

    with other_machine(tmp_path) as (url, server):
        first, second = run(scenario(url, server))
    [retry] = of_type(first, Retrying)
    assert (retry.failed_lane, retry.next_lane, retry.error_kind) == (
        "remote",
        "cpu",
        "unreachable",
    )
    assert [r.lane for r in of_type(first, Running)] == ["remote", "cpu"]
    [done] = of_type(first, Completed)
    assert (done.lane, done.attempts) == ("cpu", 2) and done.text
    assert {e.request_id for e in first if hasattr(e, "request_id")} == {done.request_id}
    # Marked down after that failure: the next request goes to the CPU at once.
    assert [r.lane for r in of_type(second, Running)] == ["cpu"]
