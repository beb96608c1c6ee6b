"""The one adapter between the engine and the widgets: engine events become Qt signals.

Widgets never await the engine: they call the bridge, which runs the engine call as an
asyncio task on the same (qasync) loop and reports back through signals. Every request a
widget submits carries the widget's own ``tag`` so that its events find their way home.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.api import (
    CapacityError,
    Decision,
    Engine,
    EngineEvent,
    EngineStatus,
    IdempotencyConflict,
    InvalidRequest,
    JournalError,
    Request,
    Settings,
    admission_forecast,
)
from ui import chat_words, status_words, wording

log = logging.getLogger(__name__)
POLL_S = 2.0  # how often the status is read when nothing in the engine announced a change
Forecaster = Callable[[], Awaitable[Decision | None]]


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
        refused_plain(str, object): the same refusal as a ``ui.wording.Plain`` (title,
            plain text, technical detail, and whether trying again can help).
        capacity_refused(str, object): a widget's tag and the CapacityError itself (its
            numbers, before ``refused`` says it in words).
        request_event(str, object): a widget's tag, and one engine event of that request.
        status_changed(object): a new EngineStatus.
        forecast_changed(object): what admission would decide now for a short question
            (a Decision), or None where the engine cannot say.
    """

    submitted = Signal(str, str)
    refused = Signal(str, str)
    refused_plain = Signal(str, object)
    capacity_refused = Signal(str, object)
    request_event = Signal(str, object)
    status_changed = Signal(object)
    forecast_changed = Signal(object)

    def __init__(
        self,
        engine: EngineFacade,
        parent: QObject | None = None,
        *,
        poll_s: float = POLL_S,
        forecast: Forecaster | None = None,
    ) -> None:
        super().__init__(parent)
        self.engine = engine
        self.poll_s = poll_s
        if forecast is None and isinstance(engine, Engine):
            forecast = functools.partial(admission_forecast, engine)
        self._forecast = forecast
        self._last_key: tuple[object, ...] | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    def submit(self, tag: str, request: Request) -> None:
        """Submit ``request`` for the widget that calls it ``tag``; answers come as signals."""
        self._spawn(self._submit(tag, request))

    def cancel(self, request_id: str) -> None:
        """Cancel a request in whatever state it is."""
        self._spawn(self._cancel(request_id))

    def watch_status(self) -> None:
        """Start emitting ``status_changed`` on every change of the engine's status, and
        ``forecast_changed`` whenever the status moved in a way admission could see.

        The status is also read every ``poll_s`` seconds: another program taking memory on
        the card changes nothing in the engine, yet changes what admission decides.
        """
        self._spawn(self._watch())
        self._spawn(self._poll())

    def apply_settings(self, settings: Settings) -> None:
        """Hand new settings to the engine (applied without a restart)."""
        self.engine.apply_settings(settings)
        self._publish(self.engine.status())

    def set_gpu_paused(self, paused: bool) -> None:
        """Stop (or resume) sending new work to the GPU."""
        self.engine.set_gpu_paused(paused)
        self._publish(self.engine.status())

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
            self.refused_plain.emit(tag, wording.refusal(exc))
            self.capacity_refused.emit(tag, exc)
            self.refused.emit(tag, _capacity_words(exc))
            return
        except (IdempotencyConflict, InvalidRequest, JournalError) as exc:
            title = (
                self.tr("Cannot send this request")
                if isinstance(exc, InvalidRequest)
                else self.tr("Cannot record this request")
            )
            self.refused_plain.emit(tag, wording.Plain(title, str(exc), wording.Level.ERROR))
            self.refused.emit(tag, str(exc))
            return
        self.submitted.emit(tag, handle.request_id)
        async for event in handle:
            self.request_event.emit(tag, event)

    async def _cancel(self, request_id: str) -> None:
        await self.engine.cancel(request_id)

    async def _watch(self) -> None:
        async for status in self.engine.status_updates():
            self._publish(status)

    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(self.poll_s)
            self._publish(self.engine.status())

    def _publish(self, status: EngineStatus) -> None:
        self.status_changed.emit(status)
        key = _forecast_key(status)
        if self._forecast is not None and key != self._last_key:
            self._last_key = key
            self._spawn(self._emit_forecast())

    async def _emit_forecast(self) -> None:
        assert self._forecast is not None
        try:
            decision = await self._forecast()
        except Exception:  # a forecast is a courtesy: never let it take the window down
            log.exception("admission forecast failed")
            decision = None
        self.forecast_changed.emit(decision)


def _forecast_key(status: EngineStatus) -> tuple[object, ...]:
    """What admission's answer for a short question depends on (host RAM jitter aside)."""
    gpu = status.gpu
    lanes = tuple((lane.name, lane.queued, len(lane.running)) for lane in status.lanes)
    return (
        status.mode,
        status.reason,
        status.gpu_paused,
        status.breaker.state,
        (gpu.used, gpu.free, gpu.error) if gpu is not None else None,
        lanes,
        status.gpu_headroom,
    )


def _capacity_words(exc: CapacityError) -> str:
    """A capacity refusal in plain words, with the numbers when there are some."""
    sizes = ""
    if exc.needed > exc.available > 1024:
        sizes = QCoreApplication.translate("ChatWords", "It needs {needed}; {free} is free.")
        sizes = sizes.format(
            needed=status_words.size(exc.needed), free=status_words.size(exc.available)
        )
    return chat_words.capacity_words(exc, sizes)


__all__ = ["EngineBridge", "EngineFacade", "Handle"]
