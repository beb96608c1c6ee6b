"""The one adapter between the engine and the widgets: engine events become Qt signals.

Widgets never await the engine: they call the bridge, which runs the engine call as an
asyncio task on the same (qasync) loop and reports back through signals. Every request a
widget submits carries the widget's own ``tag`` so that its events find their way home.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Coroutine
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from engine.api import (
    CapacityError,
    EngineEvent,
    EngineStatus,
    IdempotencyConflict,
    InvalidRequest,
    JournalError,
    Request,
    Settings,
)

log = logging.getLogger(__name__)


class Handle(Protocol):
    """A submitted request: its id, and its events as an async iterator."""

    request_id: str

    def __aiter__(self) -> AsyncIterator[EngineEvent]: ...


class EngineFacade(Protocol):
    """What the UI needs of the engine (``engine.api.Engine`` is one; tests use a fake)."""

    async def submit(
        self, request: Request, idempotency_key: str | None = None, origin: str = "app"
    ) -> Handle: ...
    async def cancel(self, request_id: str) -> bool: ...
    def status(self) -> EngineStatus: ...
    def status_updates(self) -> AsyncIterator[EngineStatus]: ...
    def apply_settings(self, settings: Settings) -> None: ...
    def set_gpu_paused(self, paused: bool) -> None: ...


class EngineBridge(QObject):
    """Runs engine calls for the widgets and turns what comes back into signals.

    Signals:
        submitted(str, str): a widget's tag, and the request id the engine gave it.
        refused(str, str): a widget's tag, and why the engine would not take the request.
        request_event(str, object): a widget's tag, and one engine event of that request.
        status_changed(object): a new EngineStatus.
    """

    submitted = Signal(str, str)
    refused = Signal(str, str)
    request_event = Signal(str, object)
    status_changed = Signal(object)

    def __init__(self, engine: EngineFacade, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self._tasks: set[asyncio.Task[None]] = set()

    def submit(self, tag: str, request: Request) -> None:
        """Submit ``request`` for the widget that calls it ``tag``; answers come as signals."""
        self._spawn(self._submit(tag, request))

    def cancel(self, request_id: str) -> None:
        """Cancel a request in whatever state it is."""
        self._spawn(self._cancel(request_id))

    def watch_status(self) -> None:
        """Start emitting ``status_changed`` on every change of the engine's status."""
        self._spawn(self._watch())

    def apply_settings(self, settings: Settings) -> None:
        """Hand new settings to the engine (applied without a restart)."""
        self.engine.apply_settings(settings)
        self.status_changed.emit(self.engine.status())

    def set_gpu_paused(self, paused: bool) -> None:
        """Stop (or resume) sending new work to the GPU."""
        self.engine.set_gpu_paused(paused)
        self.status_changed.emit(self.engine.status())

    async def close(self) -> None:
        """Stop following requests and status (the engine itself is stopped by the app)."""
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _submit(self, tag: str, request: Request) -> None:
        try:
            handle = await self.engine.submit(request)
        except CapacityError as exc:
            self.refused.emit(tag, _capacity_words(exc))
            return
        except (IdempotencyConflict, InvalidRequest, JournalError) as exc:
            self.refused.emit(tag, str(exc))
            return
        self.submitted.emit(tag, handle.request_id)
        async for event in handle:
            self.request_event.emit(tag, event)

    async def _cancel(self, request_id: str) -> None:
        await self.engine.cancel(request_id)

    async def _watch(self) -> None:
        async for status in self.engine.status_updates():
            self.status_changed.emit(status)


def _capacity_words(exc: CapacityError) -> str:
    """A capacity refusal in plain words, with the numbers when there are some."""
    from engine.api import format_size

    text = f"Spillway cannot take this request now: {exc.reason}."
    if exc.needed > exc.available > 1024:
        text += f" It needs {format_size(exc.needed)}; {format_size(exc.available)} is free."
    if exc.retry_after_s:
        text += f" Try again in about {exc.retry_after_s:.0f} s."
    return text


__all__ = ["EngineBridge", "EngineFacade", "Handle"]
