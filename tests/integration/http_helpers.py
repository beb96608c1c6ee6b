"""A real engine and its HTTP API on an event loop in a background thread, and plain HTTP.

The tests call the server from their own thread (the official ``openai`` client, or
``http.client`` where a test needs a raw header or body), as another program would.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import threading
import uuid
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import psutil
from aiohttp import web

from app.server import make_app, serve
from engine.api import Engine
from tests.integration.engine_helpers import make_engine

T = TypeVar("T")


class LoopThread:
    """An asyncio loop running in a daemon thread; ``run`` waits for a coroutine's result."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="api-loop", daemon=True)
        self.thread.start()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = 90.0) -> T:
        """Run ``coro`` on the loop and return its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def call(self, fn: Callable[[], T]) -> T:
        """Call ``fn`` on the loop's thread (engine state is the loop's alone)."""

        async def wrapper() -> T:
            return fn()

        return self.run(wrapper())

    def close(self) -> None:
        """Stop the loop and its thread."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)
        self.loop.close()


@dataclass
class Served:
    """A started engine and one or more servers over it."""

    engine: Engine
    port: int
    stack: contextlib.AsyncExitStack = field(default_factory=contextlib.AsyncExitStack)

    @property
    def url(self) -> str:
        """The base URL for an OpenAI client."""
        return f"http://127.0.0.1:{self.port}/v1"


async def start_served(tmp: Path, **engine_options: Any) -> Served:
    """Start an engine (``make_engine`` options) and serve it on a free loopback port."""
    engine = make_engine(tmp, **engine_options)
    await engine.start()
    stack = contextlib.AsyncExitStack()
    try:
        listening = await stack.enter_async_context(serve(engine, "127.0.0.1", 0, None))
    except BaseException:
        await engine.stop()
        raise
    return Served(engine, listening.port, stack)


async def stop_served(served: Served) -> list[int]:
    """Stop the servers and the engine; returns the worker pids it had."""
    pids = [r.pid for r in served.engine.status().replicas if r.pid]
    pids += [h.pid for h in served.engine.supervisor.workers.values() if h.pid]
    await served.stack.aclose()
    await served.engine.stop()
    return pids


def alive(pids: list[int]) -> list[int]:
    """The pids still running (zombies are not)."""
    running = []
    for pid in set(pids):
        with contextlib.suppress(psutil.NoSuchProcess):
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                running.append(pid)
    return running


async def extra_app(
    served: Served, host: str, api_key: str | None = None, max_upload_bytes: int = 50 << 20
) -> int:
    """Serve another app over the same engine (as if bound to ``host``) on a loopback port."""
    app = make_app(served.engine, host=host, api_key=api_key, max_upload_bytes=max_upload_bytes)
    runner = web.AppRunner(app, handler_cancellation=True)
    await runner.setup()
    served.stack.push_async_callback(runner.cleanup)
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port: int = runner.addresses[0][1]
    return port


@dataclass(frozen=True)
class Reply:
    """A raw HTTP answer."""

    status: int
    headers: Mapping[str, str]
    body: bytes

    def json(self) -> Any:
        """The body as JSON."""
        return json.loads(self.body)


def fetch(
    port: int,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: Mapping[str, str] | None = None,
) -> Reply:
    """One request over a fresh connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request(method, path, body=body, headers=dict(headers or {}))
        response = conn.getresponse()
        data = response.read()
        return Reply(response.status, dict(response.getheaders()), data)
    finally:
        conn.close()


def post_json(port: int, payload: object, headers: Mapping[str, str] | None = None) -> Reply:
    """POST a JSON body to the chat endpoint."""
    body = json.dumps(payload).encode()
    all_headers = {"Content-Type": "application/json"} | dict(headers or {})
    return fetch(port, "POST", "/v1/chat/completions", body, all_headers)


def multipart(fields: Mapping[str, str | bytes], filename: str = "audio.wav") -> tuple[str, bytes]:
    """``(content type, body)`` of a multipart form; bytes values are sent as files."""
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        disposition = f'form-data; name="{name}"'
        if isinstance(value, bytes):
            disposition += f'; filename="{filename}"'
            data = value
        else:
            data = value.encode()
        head = f"--{boundary}\r\nContent-Disposition: {disposition}\r\n\r\n".encode()
        parts.append(head + data + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    return f"multipart/form-data; boundary={boundary}", body


def post_form(
    port: int, fields: Mapping[str, str | bytes], extra: Mapping[str, str] | None = None
) -> Reply:
    """POST a multipart form to the transcription endpoint (``extra``: more headers)."""
    content_type, body = multipart(fields)
    headers = {"Content-Type": content_type, **(extra or {})}
    return fetch(port, "POST", "/v1/audio/transcriptions", body, headers)
