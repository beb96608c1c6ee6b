"""Spillway's local OpenAI-compatible HTTP API (R26), a consumer of ``engine.api`` like the CLI.

    app = make_app(engine, host="127.0.0.1", api_key=None)
    async with serve(engine, "127.0.0.1", 8766, None) as listening:
        ...  # listening.port, listening.url

Endpoints: ``POST /v1/chat/completions``, ``POST /v1/audio/transcriptions`` (and
``/v1/audio/translations``: into English),
``GET /v1/models``, ``GET /health``, ``GET /metrics``. Modules: ``openai_format`` (the
wire format, pure), ``inband`` (degraded service as headers), ``guard`` (Host, Origin and
API key), ``metrics`` (Prometheus text), ``routes`` and ``transcriptions`` (handlers).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass

from aiohttp import web

from app.server.guard import guard_middleware, is_loopback
from app.server.routes import Api, errors_middleware
from app.server.transcriptions import Transcriptions, sweep_uploads, uploads_root
from engine.api import Engine

__all__ = ["DEFAULT_MAX_UPLOAD", "DEFAULT_PORT", "Listening", "is_loopback", "make_app", "serve"]

log = logging.getLogger(__name__)
DEFAULT_PORT = 8766
DEFAULT_MAX_UPLOAD = 50 * 1024 * 1024
MAX_JSON_BODY = 16 * 1024 * 1024
API_KEY: web.AppKey[Api] = web.AppKey("api", Api)


def make_app(
    engine: Engine,
    *,
    host: str,
    api_key: str | None,
    max_upload_bytes: int = DEFAULT_MAX_UPLOAD,
) -> web.Application:
    """The API over a started ``engine``, guarded for a server bound to ``host``.

    Raises:
        ValueError: ``host`` is beyond loopback and there is no API key.
    """
    api = Api(engine, max_upload_bytes)
    app = web.Application(
        middlewares=[errors_middleware(api.counters), guard_middleware(host, api_key)],
        client_max_size=MAX_JSON_BODY,  # JSON bodies; uploads are streamed and counted apart
    )
    app[API_KEY] = api
    app.router.add_post("/v1/chat/completions", api.chat_completions)
    app.router.add_post("/v1/audio/transcriptions", Transcriptions(api).handle)
    app.router.add_post("/v1/audio/translations", Transcriptions(api, "translate").handle)
    app.router.add_get("/v1/models", api.models)
    app.router.add_get("/health", api.health)
    app.router.add_get("/metrics", api.metrics)

    async def close(_app: web.Application) -> None:
        await api.close()

    async def sweep(_app: web.Application) -> None:
        await asyncio.to_thread(sweep_uploads, uploads_root(engine.data_dir))

    app.on_startup.append(sweep)
    app.on_cleanup.append(close)
    return app


@dataclass(frozen=True)
class Listening:
    """Where a started server listens."""

    host: str
    port: int

    @property
    def url(self) -> str:
        """The base URL an OpenAI client takes (``.../v1``)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/v1"


@contextlib.asynccontextmanager
async def serve(
    engine: Engine,
    host: str,
    port: int,
    api_key: str | None,
    max_upload_bytes: int = DEFAULT_MAX_UPLOAD,
) -> AsyncIterator[Listening]:
    """Serve the API on ``host:port`` (port 0: any free port) until the block ends.

    A client that disconnects cancels its handler, and so its request in the engine.

    Raises:
        ValueError: beyond loopback without an API key.
        OSError: the address is in use or cannot be bound.
    """
    app = make_app(engine, host=host, api_key=api_key, max_upload_bytes=max_upload_bytes)
    runner = web.AppRunner(app, handler_cancellation=True)
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port)
        await site.start()
        bound = runner.addresses[0][1] if runner.addresses else port
        listening = Listening(host, bound)
        log.info("API listening on %s", listening.url)
        yield listening
    finally:
        await runner.cleanup()
        log.info("API stopped")
