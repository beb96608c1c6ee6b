"""A fake engine facade for widget tests: it records calls and replays scripted events."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from engine.api import (
    Cancelled,
    CapacityError,
    Completed,
    EngineEvent,
    EngineStatus,
    Failed,
    Request,
    Settings,
)

TERMINAL = (Completed, Failed, Cancelled)


@dataclass
class FakeHandle:
    """A submitted request whose events the test pushes."""

    request_id: str
    events: asyncio.Queue[EngineEvent] = field(default_factory=asyncio.Queue)

    async def __aiter__(self) -> AsyncIterator[EngineEvent]:
        while True:
            event = await self.events.get()
            yield event
            if isinstance(event, TERMINAL):
                return


@dataclass
class FakeEngine:
    """Implements ``EngineFacade``: records calls, hands out scripted handles."""

    requests: list[Request] = field(default_factory=list)
    handles: list[FakeHandle] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)
    refusal: CapacityError | None = None

    async def submit(
        self, request: Request, idempotency_key: str | None = None, origin: str = "app"
    ) -> FakeHandle:
        self.requests.append(request)
        if self.refusal is not None:
            raise self.refusal
        self.handles.append(FakeHandle(f"req-{len(self.handles) + 1}"))
        return self.handles[-1]

    async def cancel(self, request_id: str) -> bool:
        self.cancelled.append(request_id)
        return True

    def status(self) -> EngineStatus:
        raise NotImplementedError

    def status_updates(self) -> AsyncIterator[EngineStatus]:
        raise NotImplementedError

    def apply_settings(self, settings: Settings) -> None:
        raise NotImplementedError

    def set_gpu_paused(self, paused: bool) -> None:
        raise NotImplementedError

    def send(self, handle: int, *events: EngineEvent) -> None:
        """Script ``events`` on the ``handle``-th request (0 = the first submitted)."""
        for event in events:
            self.handles[handle].events.put_nowait(event)
