"""The remote tier (R28) against upstream llama-server, the peer that ``make peer`` builds.

Here the other machine is not a second Spillway but llama.cpp's own server (built from the
llama.cpp inside the llama-cpp-python sdist), serving the default model: its SSE stream,
its error bodies and its way of noticing a dropped client are the ones a home server has.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from engine.api import (
    Cancelled,
    Completed,
    Engine,
    EngineEvent,
    Failed,
    Retrying,
    Running,
    TokenEvent,
)
from engine.remote.client import RemoteClient, RemoteError
from tests.conftest import run
from tests.integration.engine_helpers import chat, events_of, make_engine, of_type

pytestmark = [pytest.mark.models, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]
PEER = REPO / "build" / "peer" / "bin" / "llama-server"
ALIAS = "smollm2-peer"
START_S = 60.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


async def _get(base: str, path: str) -> tuple[int, str]:
    """Status and body of ``GET {server}{path}`` (``base`` is the /v1 URL)."""
    url = base.removesuffix("/v1") + path
    async with aiohttp.ClientSession() as session, session.get(url) as resp:
        return resp.status, await resp.text()


def spawn_peer(gguf: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    """Start llama-server on ``port`` with two slots (see :func:`ready`)."""
    if not PEER.exists():
        pytest.fail(f"{PEER} is missing: `make peer` builds it (`make test` does it first)")
    command = [str(PEER), "-m", str(gguf), "--alias", ALIAS, "--host", "127.0.0.1"]
    # --ignore-eos: a long answer really is long, so a stop that comes early is the cancel's.
    # One thread: on a busy machine a second one mostly waits at llama.cpp's barriers.
    command += ["--port", str(port), "-np", "2", "-c", "4096", "--ignore-eos", "--metrics"]
    command += ["--threads", "1", "--threads-batch", "1"]
    with log.open("ab") as out:
        return subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)


async def ready(base: str, server: subprocess.Popen[bytes], log: Path) -> None:
    """Wait until llama-server has loaded its model (its /health says ok)."""
    async with asyncio.timeout(START_S):
        while server.poll() is None:
            with contextlib.suppress(aiohttp.ClientError):
                if (await _get(base, "/health"))[0] == 200:
                    return
            await asyncio.sleep(0.1)
    raise RuntimeError(f"llama-server exited: {log.read_text()[-2000:]}")


@contextlib.contextmanager
def peer(gguf: Path, tmp: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A llama-server process (killed at the end); yields its OpenAI base URL and itself."""
    port = _free_port()
    server = spawn_peer(gguf, port, tmp / "llama-server.log")
    try:
        yield f"http://127.0.0.1:{port}/v1", server
    finally:
        if server.poll() is None:
            server.kill()
        server.wait(timeout=30)


def remote_engine(tmp: Path, url: str) -> Engine:
    """A local engine whose GPU is full, with the remote server first under pressure."""
    settings = {"policy.under_pressure": "remote,cpu", "remote.url": url}
    return make_engine(tmp, foreign="1000MiB", settings=settings)


async def until_healthy(engine: Engine, healthy: bool = True) -> None:
    """Probe the server until the tier sees it ``healthy`` (or down)."""
    async with asyncio.timeout(START_S):
        while (await engine.remote.check()).ok != healthy:
            await asyncio.sleep(0.2)


async def counters(base: str) -> dict[str, float]:
    """llama-server's own counters (its Prometheus /metrics), by name without the prefix."""
    found = {}
    for line in (await _get(base, "/metrics"))[1].splitlines():
        name, _, value = line.partition(" ")
        if name.startswith("llamacpp:") and name.endswith("_total"):
            found[name.removeprefix("llamacpp:")] = float(value)
    return found


async def predicted_tokens(base: str) -> float:
    """llama-server's own count of the tokens it generated."""
    return (await counters(base))["tokens_predicted_total"]


def prompt_tokens(counted: dict[str, float]) -> float:
    """The prompt tokens llama-server has read: evaluated, or reused from its cache."""
    return counted["prompt_tokens_total"] + counted["prompt_tokens_cached_total"]


async def idle_slots(base: str) -> None:
    """Wait until none of llama-server's slots is generating."""
    async with asyncio.timeout(START_S):
        while any(slot["is_processing"] for slot in json.loads((await _get(base, "/slots"))[1])):
            await asyncio.sleep(0.2)


def tokens_of(events: list[EngineEvent]) -> str:
    """The streamed text, as the tokens delivered it."""
    return "".join(e.text for e in of_type(events, TokenEvent))


def test_a_chat_streams_from_llama_server_and_a_cancel_stops_its_generation(
    tmp_path: Path, gguf_path: Path
) -> None:
    async def scenario(base: str, server: subprocess.Popen[bytes]) -> dict[str, Any]:
        await ready(base, server, tmp_path / "llama-server.log")
        engine = remote_engine(tmp_path / "here", base)
        await engine.start()
        try:
            await until_healthy(engine)
            before = await counters(base)
            events = await events_of(await engine.submit(chat()))
            await idle_slots(base)
            after = await counters(base)
            before_long = after["tokens_predicted_total"]
            long = await engine.submit(chat(max_tokens=1000))
            cut: list[EngineEvent] = []
            async for event in long:
                cut.append(event)
                if isinstance(event, TokenEvent) and len(of_type(cut, TokenEvent)) == 1:
                    await engine.cancel(long.request_id)
            await idle_slots(base)
            cancelled_at = await predicted_tokens(base) - before_long
        finally:
            await engine.stop()
        generated = before_long - before["tokens_predicted_total"]
        read = prompt_tokens(after) - prompt_tokens(before)
        seen = {"events": events, "generated": generated, "read": read}
        return seen | {"cut": cut, "cancelled_at": cancelled_at}

    with peer(gguf_path, tmp_path) as (base, server):
        seen = run(scenario(base, server))
    events, cut = seen["events"], seen["cut"]
    assert [(r.lane, r.model) for r in of_type(events, Running)] == [("remote", ALIAS)]
    [done] = of_type(events, Completed)
    assert done.lane == "remote" and done.finish_reason == "length"
    assert done.text and done.text == tokens_of(events)  # streamed, piece by piece
    assert len(of_type(events, TokenEvent)) > 1
    assert seen["generated"] == 16  # llama-server's own counter: it generated the answer
    # The answer's counts are llama-server's own (its usage chunk), not the pieces counted.
    assert done.stats["completion_tokens"] == seen["generated"]
    assert done.stats["prompt_tokens"] == seen["read"] > 0
    [stopped] = of_type(cut, Cancelled)
    assert stopped.partial and stopped.partial == tokens_of(cut)
    # The dropped connection stopped llama-server's slot long before its 1000 tokens.
    assert 0 < seen["cancelled_at"] < 1000


def test_killed_mid_answer_the_request_keeps_its_partial_and_the_probe_sees_it_come_back(
    tmp_path: Path, gguf_path: Path
) -> None:
    log, port = tmp_path / "llama-server.log", _free_port()
    base = f"http://127.0.0.1:{port}/v1"

    async def scenario() -> dict[str, Any]:
        server = spawn_peer(gguf_path, port, log)
        await ready(base, server, log)
        engine = remote_engine(tmp_path / "here", base)
        await engine.start()
        try:
            await until_healthy(engine)
            handle = await engine.submit(chat(max_tokens=1000))
            events: list[EngineEvent] = []
            async for event in handle:
                events.append(event)
                if isinstance(event, TokenEvent) and server.poll() is None:
                    server.kill()  # gone mid-answer
            server.wait(timeout=10)
            await until_healthy(engine, healthy=False)
            down = engine.remote.status()
            server = spawn_peer(gguf_path, port, log)  # back, at the same address
            await until_healthy(engine)
            up = engine.remote.status()
            again = await events_of(await engine.submit(chat()))
        finally:
            await engine.stop()
            server.kill()
            server.wait(timeout=10)
        return {"events": events, "down": down, "up": up, "again": again}

    seen = run(scenario())
    events = seen["events"]
    assert [r.lane for r in of_type(events, Running)] == ["remote"]
    assert not of_type(events, Retrying)  # another model cannot continue the answer
    [failed] = of_type(events, Failed)
    assert failed.resumable and failed.kind == "protocol", failed
    assert failed.partial and failed.partial == tokens_of(events)
    assert seen["down"] is not None and not seen["down"].healthy
    assert seen["up"] is not None and seen["up"].healthy and seen["up"].model == ALIAS
    [done] = of_type(seen["again"], Completed)
    assert done.lane == "remote" and done.text


def test_killed_before_its_first_token_the_request_fails_over_to_the_cpu_once(
    tmp_path: Path, gguf_path: Path
) -> None:
    async def scenario(base: str, server: subprocess.Popen[bytes]) -> list[EngineEvent]:
        await ready(base, server, tmp_path / "llama-server.log")
        engine = remote_engine(tmp_path / "here", base)
        await engine.start()
        try:
            await until_healthy(engine)
            server.send_signal(signal.SIGSTOP)  # it accepts the request, then answers nothing
            handle = await engine.submit(chat())
            events: list[EngineEvent] = []
            async for event in handle:
                events.append(event)
                if isinstance(event, Running) and event.lane == "remote":
                    await asyncio.sleep(0.5)  # the request is sent
                    server.kill()
            return events
        finally:
            await engine.stop()

    with peer(gguf_path, tmp_path) as (base, server):
        events = run(scenario(base, server))
    [retry] = of_type(events, Retrying)
    assert (retry.failed_lane, retry.next_lane, retry.error_kind) == (
        "remote",
        "cpu",
        "unreachable",
    )
    assert [r.lane for r in of_type(events, Running)] == ["remote", "cpu"]
    [done] = of_type(events, Completed)
    assert (done.lane, done.attempts) == ("cpu", 2) and done.text == tokens_of(events)
    assert {e.request_id for e in events if hasattr(e, "request_id")} == {done.request_id}


def test_llama_servers_own_error_reaches_the_caller_in_its_words(
    tmp_path: Path, gguf_path: Path
) -> None:
    async def scenario(base: str, server: subprocess.Popen[bytes]) -> RemoteError:
        await ready(base, server, tmp_path / "llama-server.log")
        client = RemoteClient(base)
        try:
            too_long = [{"role": "user", "content": "hello " * 3000}]  # over a slot's 2048
            async for _piece in client.stream_chat(too_long, ALIAS, 8):
                pass
        except RemoteError as exc:
            return exc
        finally:
            await client.close()
        raise AssertionError("a prompt over the context was answered")

    with peer(gguf_path, tmp_path) as (base, server):
        error = run(scenario(base, server))
    assert (error.kind, error.status) == ("http", 400)
    assert "exceeds the available context size" in str(error), error
