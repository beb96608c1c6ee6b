"""The remote-tier client against a real aiohttp server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import web

from engine.remote.client import Piece, RemoteClient, RemoteError, Usage
from tests.conftest import run

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
MESSAGES = [{"role": "user", "content": "hi"}]


@asynccontextmanager
async def remote(handler: Handler, **options: Any) -> AsyncIterator[RemoteClient]:
    """A RemoteClient for a server on 127.0.0.1 that answers every path with ``handler``."""
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handler)
    # A short shutdown timeout: handlers of the stall tests may still be waiting at cleanup.
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    client = RemoteClient(f"http://127.0.0.1:{port}/v1/", **options)
    try:
        yield client
    finally:
        await client.close()
        await runner.cleanup()


def free_port() -> int:
    """A port nothing listens on: bound once to learn it, then closed."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def event(payload: dict[str, Any]) -> bytes:
    """One SSE event with CRLF line endings, as some servers send them."""
    return f"data: {json.dumps(payload)}\r\n\r\n".encode()


def delta(text: str | None, reason: str | None = None) -> dict[str, Any]:
    content = {} if text is None else {"content": text}
    return {"choices": [{"index": 0, "delta": content, "finish_reason": reason}]}


async def start_sse(request: web.Request) -> web.StreamResponse:
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    return response


async def until_client_leaves(request: web.Request) -> None:
    while request.transport is not None and not request.transport.is_closing():
        await asyncio.sleep(0.02)


async def collect(pieces: AsyncIterator[Piece]) -> tuple[list[Piece], RemoteError | None]:
    """The pieces that arrived and the RemoteError that ended the stream, if one did."""
    seen: list[Piece] = []
    try:
        async for piece in pieces:
            seen.append(piece)
    except RemoteError as exc:
        return seen, exc
    return seen, None


def test_base_url_is_checked_and_host_is_for_showing() -> None:
    client = RemoteClient("http://192.168.1.20:11434/v1/")
    assert client.host == "192.168.1.20:11434"
    assert RemoteClient("https://gpu-box.lan").host == "gpu-box.lan"
    bad = ["ftp://x/v1", "192.168.1.20:11434", "http://", "http://h:99999", "http://u:p@h/v1"]
    for url in [*bad, "http://h/v1?x=1", "http://h:0/v1"]:
        with pytest.raises(ValueError, match="http"):
            RemoteClient(url)


def test_health_lists_the_models_and_times_the_call() -> None:
    seen: dict[str, str] = {}

    async def models(request: web.Request) -> web.StreamResponse:
        seen.update(path=request.path, auth=request.headers.get("Authorization", ""))
        return web.json_response({"object": "list", "data": [{"id": "llama3"}, {"id": "qwen"}]})

    async def body() -> None:
        async with remote(models, api_key="k1") as client:
            health = await client.health()
        assert health.ok and health.error == ""
        assert health.models == ("llama3", "qwen")
        assert 0 < health.latency_ms < 3000
        assert seen == {"path": "/v1/models", "auth": "Bearer k1"}

    run(body())


def test_health_of_a_refused_port_says_so_without_raising() -> None:
    async def body() -> None:
        port = free_port()
        client = RemoteClient(f"http://127.0.0.1:{port}/v1")
        try:
            health = await client.health()
        finally:
            await client.close()
        assert not health.ok and health.models == ()
        assert health.error == f"cannot connect to 127.0.0.1:{port}: Connection refused"

    run(body())


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        (
            web.json_response({"error": {"message": "invalid api key"}}, status=401),
            "HTTP 401 from {host}: invalid api key",
        ),
        (
            web.Response(text="<html>hello</html>"),
            "not an OpenAI-compatible /models answer from {host}",
        ),
        (
            web.json_response({"data": [{"name": "x"}]}),
            "not an OpenAI-compatible /models answer from {host}",
        ),
    ],
    ids=["401", "not-json", "no-ids"],
)
def test_health_turns_bad_answers_into_plain_words(answer: web.Response, error: str) -> None:
    async def handler(request: web.Request) -> web.StreamResponse:
        return answer

    async def body() -> None:
        async with remote(handler) as client:
            health = await client.health()
        assert not health.ok and health.models == ()
        assert health.error == error.format(host=client.host)

    run(body())


def test_health_gives_up_after_the_connect_timeout() -> None:
    async def slow(request: web.Request) -> web.StreamResponse:
        await until_client_leaves(request)
        return web.json_response({"data": []})

    async def body() -> None:
        async with remote(slow, connect_timeout_s=0.3) as client:
            started = time.monotonic()
            health = await client.health()
            assert time.monotonic() - started < 2
        assert not health.ok and health.error == f"no answer from {client.host} within 0.3 s"

    run(body())


def test_stream_chat_yields_the_text_then_the_finish_reason() -> None:
    seen: dict[str, Any] = {}

    async def chat(request: web.Request) -> web.StreamResponse:
        seen.update(path=request.path, auth=request.headers.get("Authorization"))
        seen["body"] = await request.json()
        response = await start_sse(request)
        await response.write(event(delta(None)) + b": keep-alive\r\n\r\nevent: chunk\r\n")
        first = event(delta("Hel"))
        await response.write(first[:9])  # a line split across two network reads
        await asyncio.sleep(0.01)
        await response.write(first[9:] + event(delta("lo")) + event(delta("")))
        await response.write(event(delta(" world")) + event(delta(None, "length")))
        await response.write(b"data: [DONE]\r\n\r\n")
        return response

    async def body() -> None:
        async with remote(chat, api_key="sekrit") as client:
            stream = client.stream_chat(MESSAGES, "llama3", max_tokens=3, seed=7, stop=["\n\n"])
            pieces, error = await collect(stream)
        assert error is None
        assert pieces == [Piece("Hel"), Piece("lo"), Piece(" world"), Piece("", "length")]
        assert seen["path"] == "/v1/chat/completions" and seen["auth"] == "Bearer sekrit"
        assert seen["body"] == {
            "model": "llama3",
            "messages": MESSAGES,
            "max_tokens": 3,
            "temperature": 0.0,
            "top_p": 1.0,
            "stream": True,
            "stream_options": {"include_usage": True},
            "seed": 7,
            "stop": ["\n\n"],
        }

    run(body())


def test_stream_chat_leaves_out_what_was_not_given() -> None:
    seen: dict[str, Any] = {}

    async def chat(request: web.Request) -> web.StreamResponse:
        seen.update(body=await request.json(), auth=request.headers.get("Authorization"))
        response = await start_sse(request)
        await response.write(b"data: " + json.dumps(delta("ok", "stop")).encode() + b"\n\n")
        await response.write(b"data: [DONE]\n\n")
        return response

    async def body() -> None:
        async with remote(chat) as client:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        assert error is None and pieces == [Piece("ok"), Piece("", "stop")]
        assert "seed" not in seen["body"] and "stop" not in seen["body"]
        assert seen["auth"] is None

    run(body())


def counts(prompt: object, completion: object) -> dict[str, Any]:
    """A chunk's ``usage`` field."""
    return {"usage": {"prompt_tokens": prompt, "completion_tokens": completion}}


def usage(prompt: object, completion: object) -> dict[str, Any]:
    """A usage-only chunk, as OpenAI sends it last when asked (``choices`` empty)."""
    return {"choices": []} | counts(prompt, completion)


@pytest.mark.parametrize(
    ("chunks", "last"),
    [
        # OpenAI's and llama-server's shape: the usage chunk after the finish.
        ([delta("ok", "length"), usage(9, 3)], Piece("", "length", Usage(9, 3))),
        # vLLM's continuous usage stats: a running count in every chunk, the last one wins.
        (
            [delta("ok") | counts(9, 1), delta("", "stop") | counts(9, 2)],
            Piece("", "stop", Usage(9, 2)),
        ),
        # No finish reason, but counts: the last piece still brings them.
        ([delta("ok"), usage(9, 1)], Piece("", None, Usage(9, 1))),
        # Counts that are no counts are left out: the caller counts pieces instead.
        ([delta("ok", "stop"), usage(True, 1)], Piece("", "stop")),
        ([delta("ok", "stop"), usage(9, -1)], Piece("", "stop")),
        ([delta("ok", "stop"), usage(9, "3")], Piece("", "stop")),
        ([delta("ok", "stop"), {"choices": [], "usage": None}], Piece("", "stop")),
    ],
)
def test_the_servers_token_counts_come_with_the_last_piece(
    chunks: list[dict[str, Any]], last: Piece
) -> None:
    async def chat(request: web.Request) -> web.StreamResponse:
        response = await start_sse(request)
        await response.write(b"".join(event(chunk) for chunk in chunks) + b"data: [DONE]\n\n")
        return response

    async def body() -> None:
        async with remote(chat) as client:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        assert error is None and pieces == [Piece("ok"), last]

    run(body())


def test_an_http_error_carries_the_status_and_the_servers_message() -> None:
    async def failing(request: web.Request) -> web.StreamResponse:
        return web.json_response({"error": {"message": "model crashed", "code": 500}}, status=500)

    async def body() -> None:
        async with remote(failing) as client:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        assert pieces == [] and error is not None
        assert (error.kind, error.status) == ("http", 500)
        assert str(error) == f"HTTP 500 from {client.host}: model crashed"

    run(body())


@pytest.mark.parametrize(
    "line",
    [
        event({"error": {"code": 503, "message": "overloaded"}}),
        b'error: {"code": 503, "message": "overloaded"}\n\n',
    ],
    ids=["data", "error-field"],
)
def test_an_error_inside_the_stream_is_an_http_error(line: bytes) -> None:
    async def chat(request: web.Request) -> web.StreamResponse:
        response = await start_sse(request)
        await response.write(event(delta("a")) + line)
        await until_client_leaves(request)
        return response

    async def body() -> None:
        async with remote(chat) as client:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        assert pieces == [Piece("a")] and error is not None
        assert (error.kind, error.status) == ("http", 503)
        assert "overloaded" in str(error)

    run(body())


@pytest.mark.parametrize("how", ["returns", "drops-connection"])
def test_a_stream_cut_before_done_raises_after_the_pieces(how: str) -> None:
    async def chat(request: web.Request) -> web.StreamResponse:
        response = await start_sse(request)
        await response.write(event(delta("a")) + event(delta("b")))
        if how == "drops-connection" and request.transport is not None:
            request.transport.abort()
            await asyncio.sleep(0.05)
        return response

    async def body() -> None:
        async with remote(chat) as client:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        assert pieces == [Piece("a"), Piece("b")]
        assert error is not None and error.kind == "protocol"

    run(body())


@pytest.mark.parametrize(
    ("content_type", "text"),
    [
        ("application/json", json.dumps(delta("a", "stop"))),
        ("text/event-stream", "data: {oops\n\n"),
    ],
    ids=["json-body", "bad-json"],
)
def test_an_answer_that_is_not_a_valid_event_stream_is_a_protocol_error(
    content_type: str, text: str
) -> None:
    async def chat(request: web.Request) -> web.StreamResponse:
        return web.Response(text=text, content_type=content_type)

    async def body() -> None:
        async with remote(chat) as client:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        assert pieces == [] and error is not None and error.kind == "protocol"

    run(body())


@pytest.mark.parametrize("trickle", [False, True], ids=["silent", "keep-alives-forever"])
def test_a_stalled_server_times_out(trickle: bool) -> None:
    async def stalled(request: web.Request) -> web.StreamResponse:
        response = await start_sse(request)
        while request.transport is not None and not request.transport.is_closing():
            if trickle:  # bytes keep coming, so only the limit on the whole answer can fire
                await response.write(b": ping\n\n")
            await asyncio.sleep(0.1)
        return response

    async def body() -> None:
        async with remote(stalled, timeout_s=0.5) as client:
            started = time.monotonic()
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
            elapsed = time.monotonic() - started
        assert pieces == [] and error is not None and error.kind == "timeout"
        assert "0.5 s" in str(error)
        assert 0.4 < elapsed < 2

    run(body())


def test_a_refused_port_is_unreachable() -> None:
    async def body() -> None:
        port = free_port()
        client = RemoteClient(f"http://127.0.0.1:{port}/v1")
        try:
            pieces, error = await collect(client.stream_chat(MESSAGES, "m", max_tokens=8))
        finally:
            await client.close()
        assert pieces == [] and error is not None and error.kind == "unreachable"
        assert str(error) == f"cannot connect to 127.0.0.1:{port}: Connection refused"

    run(body())


@pytest.mark.parametrize("how", ["aclose", "cancel"])
def test_leaving_early_drops_the_connection(how: str) -> None:
    gone = asyncio.Event()

    async def endless(request: web.Request) -> web.StreamResponse:
        response = await start_sse(request)
        try:
            while True:
                await response.write(event(delta("x")))
                await asyncio.sleep(0.02)
        except ConnectionResetError:
            pass  # the client went away: what the test waits for
        finally:
            gone.set()
        return response

    async def body() -> None:
        async with remote(endless) as client:
            stream = client.stream_chat(MESSAGES, "m", max_tokens=10_000)
            if how == "aclose":
                assert await anext(stream) == Piece("x")
                await stream.aclose()
            else:
                first = asyncio.Event()

                async def consume() -> None:
                    async for _ in stream:
                        first.set()

                task = asyncio.create_task(consume())
                await asyncio.wait_for(first.wait(), 2)
                task.cancel()
                with pytest.raises(asyncio.CancelledError):
                    await task
            await asyncio.wait_for(gone.wait(), 2)

    run(body())
