"""The remote tier (R28): one OpenAI-compatible server on another machine, watched.

It keeps a client for the configured address, checks the server's health in the
background (and right after a failure), and tells admission what it last saw. It holds
no model and no memory here: what it costs is another machine's business.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass

from engine.admission import RemoteView
from engine.remote.client import RemoteClient, RemoteError, RemoteHealth
from engine.settings import Settings

log = logging.getLogger(__name__)
HEALTH_EVERY_S = 10.0
HEALTH_AFTER_FAILURE_S = 3.0


@dataclass(frozen=True)
class RemoteStatus:
    """The remote tier for status views: where, which model, and whether it answers."""

    host: str
    model: str
    healthy: bool
    error: str
    checked_s_ago: float


class RemoteTier:
    """The configured remote server, or nothing (``enabled`` False)."""

    def __init__(self) -> None:
        self.client: RemoteClient | None = None
        self.model = ""
        self.health = RemoteHealth(False, error="not checked yet")
        self.checked_at = 0.0
        self._wanted_model = ""
        self._config: tuple[str, str, float] = ("", "", 0.0)
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()

    @property
    def host(self) -> str:
        """The server's address, for people ("" when none is configured)."""
        return self.client.host if self.client is not None else ""

    @property
    def enabled(self) -> bool:
        """True when an address is configured."""
        return self.client is not None

    async def configure(self, settings: Settings) -> None:
        """Use the settings' address, model and key (a new address gets a new client)."""
        config = (
            settings.get_str("remote.url"),
            settings.get_str("remote.api_key"),
            settings.get_float("remote.timeout_s"),
        )
        self._wanted_model = settings.get_str("remote.model")
        self._pick_model()
        if config == self._config:
            return
        if self.client is not None:
            await self.client.close()
        self._config = config
        url, key, timeout = config
        self.client = RemoteClient(url, key, timeout) if url else None
        self.health = RemoteHealth(False, error="not checked yet")
        self._wake.set()

    def start(self) -> None:
        """Check the server's health in the background from now on."""
        self._task = asyncio.create_task(self._watch(), name="remote-health")

    async def stop(self) -> None:
        """Stop watching and close the client."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self.client is not None:
            await self.client.close()

    def failed(self, error: RemoteError) -> None:
        """A request saw the server fail: take it out of admission until it answers again."""
        self.health = RemoteHealth(False, self.health.models, str(error))
        self.checked_at = time.monotonic()
        self._wake.set()

    def view(self, queue_length: int, max_queue: int, eta_s: float) -> RemoteView:
        """What admission knows of the remote tier now."""
        if self.client is None:
            return RemoteView()
        problem = self.problem()
        return RemoteView(
            True,
            not problem,
            self.client.host,
            self.model,
            problem,
            queue_length,
            max_queue,
            eta_s,
        )

    def problem(self) -> str:
        """Why the remote server cannot take work now, or "" when it can."""
        health = self.health
        if not health.ok:
            return health.error or "it does not answer"
        if not self.model:
            return "it lists no model"
        if health.models and self.model not in health.models:
            return f"it does not list the model {self.model!r} ({', '.join(health.models)})"
        return ""

    def status(self) -> RemoteStatus | None:
        """The tier for status views; None when no server is configured."""
        if self.client is None:
            return None
        age = time.monotonic() - self.checked_at if self.checked_at else -1.0
        problem = self.problem()
        return RemoteStatus(self.client.host, self.model, not problem, problem, round(age, 1))

    async def check(self) -> RemoteHealth:
        """Ask the server now."""
        client = self.client
        if client is None:
            return self.health
        health = await client.health()
        if client is self.client:  # not reconfigured meanwhile
            if health.ok != self.health.ok:
                log.info("remote server %s: %s", client.host, "up" if health.ok else health.error)
            self.health, self.checked_at = health, time.monotonic()
            self._pick_model()
        return health

    def _pick_model(self) -> None:
        models = self.health.models
        wanted = self._wanted_model
        self.model = wanted if wanted else (models[0] if models else "")

    async def _watch(self) -> None:
        while True:
            await self.check()
            delay = HEALTH_EVERY_S if self.health.ok else HEALTH_AFTER_FAILURE_S
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)
