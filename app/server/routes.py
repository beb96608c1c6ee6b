"""The API's handlers: chat completions (streamed or not), models, health and metrics.

Every request goes through ``Engine.submit`` like the CLI's; this module only translates.
A streamed answer's headers wait for the first token (or the end), so a failover before
the first token is told by the ``X-Spillway-*`` headers and nothing else. A client that
goes away cancels its request (the engine then never runs it if it was still queued).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable, Mapping
from typing import Any

from aiohttp import web
from aiohttp.typedefs import Handler, Middleware

from app.server.errors import ApiError, capacity_error, failure
from app.server.inband import Trace
from app.server.metrics import CONTENT_TYPE, Counters, render
from app.server.openai_format import (
    ChatCall,
    chat_call,
    chunk,
    completion,
    finish_reason,
    model_list,
    parse_json,
    sse,
    tool_calls,
    usage,
)
from engine.api import (
    Cancelled,
    CapacityError,
    Completed,
    Engine,
    EngineEvent,
    Failed,
    IdempotencyConflict,
    InvalidRequest,
    JournalError,
    Request,
    RequestHandle,
    TokenEvent,
)

log = logging.getLogger(__name__)
IDEMPOTENCY_HEADER = "Idempotency-Key"
_MAX_KEY = 255
_INLINE_JSON = 256 * 1024


@contextlib.asynccontextmanager
async def following(handle: RequestHandle) -> AsyncIterator[AsyncIterator[EngineEvent]]:
    """The handle's events, its listener removed however the caller stops reading."""
    events = aiter(handle)
    try:
        yield events
    finally:
        close = getattr(events, "aclose", None)
        if close is not None:
            await close()


def idempotency_key(request: web.Request) -> str | None:
    """The ``Idempotency-Key`` header, checked (printable ASCII, at most 255 characters)."""
    key = request.headers.get(IDEMPOTENCY_HEADER)
    if key is None:
        return None
    if not 0 < len(key) <= _MAX_KEY or not (key.isascii() and key.isprintable()):
        message = f"{IDEMPOTENCY_HEADER} must be 1 to {_MAX_KEY} printable ASCII characters"
        raise ApiError(422, message, code="invalid_value", param=IDEMPOTENCY_HEADER)
    return key


class Api:
    """The handlers, over one engine; also the server's counters and pending cancellations."""

    def __init__(self, engine: Engine, max_upload_bytes: int) -> None:
        self.engine = engine
        self.max_upload_bytes = max_upload_bytes
        self.counters = Counters()
        self.created = int(time.time())
        self._tasks: set[asyncio.Task[None]] = set()

    # --- shared by the endpoints -------------------------------------------------------------

    async def submit(
        self, request: Request, key: str | None, endpoint: str, client: str | None = None
    ) -> RequestHandle:
        """``Engine.submit``, its refusals turned into HTTP answers."""
        try:
            origin = f"API {client or 'client'}"
            return await self.engine.submit(request, idempotency_key=key, origin=origin)
        except InvalidRequest as exc:
            status = 400 if exc.text else 422
            code = "invalid_text" if exc.text else "invalid_value"
            raise ApiError(status, str(exc), code=code, param=exc.field) from None
        except IdempotencyConflict as exc:
            raise ApiError(
                422, str(exc), code="idempotency_conflict", param=IDEMPOTENCY_HEADER
            ) from None
        except CapacityError as exc:
            self.counters.request(endpoint, "", "refused")
            raise capacity_error(exc) from None
        except JournalError as exc:
            log.error("the journal refused a request: %s", exc)
            message = f"the request journal cannot record it: {exc}"
            headers = {"Retry-After": "30"}
            raise ApiError(
                503, message, kind="server_error", code="journal", headers=headers
            ) from None

    def cancel_soon(self, request_id: str) -> None:
        """Cancel a request whose caller went away (from a handler being cancelled itself)."""
        log.info("the client of %s went away: cancelling it", request_id)
        # Journaled cancelled at once: a restart must not run it again for nobody.
        task = asyncio.get_running_loop().create_task(self.engine.abandon([request_id]))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def finished(self, endpoint: str, trace: Trace, first: bool) -> None:
        """Count a request's end once, whoever else joined it."""
        if first:
            self.counters.request(endpoint, trace.lane, trace.outcome or "cancelled")
            self.counters.failover(trace.failovers)
            self.counters.timed(trace.timings)

    async def close(self) -> None:
        """Wait for pending cancellations (the server is stopping)."""
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # --- chat --------------------------------------------------------------------------------

    async def chat_completions(self, request: web.Request) -> web.StreamResponse:
        """``POST /v1/chat/completions``."""
        raw = await request.read()
        # A long conversation takes a while to parse: not on the loop.
        body = (
            parse_json(raw) if len(raw) < _INLINE_JSON else await asyncio.to_thread(parse_json, raw)
        )
        call = chat_call(body, self.engine.settings.get_int("llm.max_tokens_default"))
        handle = await self.submit(call.request, idempotency_key(request), "chat", request.remote)
        first = self.counters.first_sight(handle.request_id)
        trace = Trace()
        try:
            if call.request.stream:
                return await self._stream(request, call, handle, trace, first)
            return await self._complete(call, handle, trace)
        except asyncio.CancelledError:  # the client went away while we waited
            if first and not trace.outcome:
                self.cancel_soon(handle.request_id)
            raise
        finally:
            self.finished("chat", trace, first)

    async def _complete(self, call: ChatCall, handle: RequestHandle, trace: Trace) -> web.Response:
        final: EngineEvent | None = None
        async with following(handle) as events:
            async for event in events:
                trace.observe(event)
                final = event
        if not isinstance(final, Completed):
            raise failed_answer(final, trace)
        body = completion(
            f"chatcmpl-{handle.request_id}",
            int(time.time()),
            trace.model or call.model,
            final.text,
            finish_reason(final.finish_reason, final.stats, call.request.max_tokens),
            usage(final.stats),
            final.tool_calls,
        )
        body["spillway"] = trace.summary()
        return web.json_response(body, headers=trace.headers())

    async def _stream(
        self, request: web.Request, call: ChatCall, handle: RequestHandle, trace: Trace, first: bool
    ) -> web.StreamResponse:
        response: web.StreamResponse | None = None
        ending: EngineEvent | None = None
        created = int(time.time())
        streamed = False

        def piece(delta: Mapping[str, Any], finish: str | None = None) -> dict[str, Any]:
            model = trace.model or call.model
            body = chunk(f"chatcmpl-{handle.request_id}", created, model, delta, finish)
            # Asked for usage, every chunk has the field (null until the last), as OpenAI's do.
            return body | {"usage": None} if call.include_usage else body

        try:
            async with following(handle) as events:
                async for event in events:
                    trace.observe(event)
                    if response is None and isinstance(event, TokenEvent | Completed):
                        response = _event_stream(trace)
                        await response.prepare(request)
                        await response.write(sse(piece({"role": "assistant", "content": ""})))
                    if isinstance(event, Completed | Failed | Cancelled):
                        ending = event
                    if response is None:
                        continue
                    if isinstance(event, TokenEvent):
                        streamed = True
                        await response.write(sse(piece({"content": event.text})))
                    elif isinstance(event, Completed):
                        for payload in _ending(event, call, trace, piece, streamed):
                            await response.write(sse(payload))
                    elif isinstance(event, Failed | Cancelled):
                        await response.write(sse(_error_chunk(event, trace)))
            if response is None:
                raise failed_answer(ending, trace)
            await response.write(sse("[DONE]"))
            await response.write_eof()
        except ConnectionResetError:
            if first and not trace.outcome:
                self.cancel_soon(handle.request_id)
        assert response is not None
        return response

    # --- the rest ----------------------------------------------------------------------------

    async def models(self, request: web.Request) -> web.Response:
        """``GET /v1/models``: the models that answer (any model name is accepted)."""
        settings = self.engine.settings
        known = {entry.id: entry for entry in self.engine.registry.entries()}
        ids = [settings.get_str("models.llm"), settings.get_str("models.whisper")]
        found = [(i, known[i].kind.value, known[i].name) for i in ids if i in known]
        return web.json_response(model_list(found, self.created))

    async def health(self, request: web.Request) -> web.Response:
        """``GET /health``: mode, reason, lanes and breaker (no key needed)."""
        status = self.engine.status()
        breaker = status.breaker
        body = {
            "status": "ok" if status.mode != "down" else "down",
            "mode": status.mode,
            "reason": status.reason,
            "gpu": status.gpu_description,
            "gpu_simulated": status.gpu_simulated,
            "gpu_paused": status.gpu_paused,
            "breaker": {
                "state": breaker.state.value,
                "failures_in_window": breaker.failures_in_window,
                "reason": breaker.reason,
                "retry_in_s": breaker.retry_in_s,
            },
            "lanes": [
                {
                    "name": lane.name,
                    "queued": lane.queued,
                    "oldest_age_s": lane.oldest_age_s,
                    "running": list(lane.running),
                    "max_queue": lane.max_queue,
                }
                for lane in status.lanes
            ],
        }
        return web.json_response(body)

    async def metrics(self, request: web.Request) -> web.Response:
        """``GET /metrics``: Prometheus text."""
        text = render(self.engine.status(), self.counters)
        return web.Response(body=text.encode(), headers={"Content-Type": CONTENT_TYPE})


def _event_stream(trace: Trace) -> web.StreamResponse:
    headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
    return web.StreamResponse(headers=headers | trace.headers())


def failed_answer(event: EngineEvent | None, trace: Trace) -> ApiError:
    """The HTTP answer for a request that ended without a result, with the in-band headers."""
    if not isinstance(event, Failed | Cancelled):
        return ApiError(500, "the request ended without a result", kind="server_error")
    error = failure(event)
    error.headers |= trace.headers()
    return error


def _ending(
    event: Completed,
    call: ChatCall,
    trace: Trace,
    piece: Callable[..., dict[str, Any]],
    streamed: bool,
) -> list[dict[str, Any]]:
    """The last chunks of a stream: any unstreamed text, tool calls, finish, usage, summary."""
    chunks = []
    if event.text and not streamed:  # a replay of a finished answer, or a tool-call turn
        chunks.append(piece({"content": event.text}))
    finish = finish_reason(event.finish_reason, event.stats, call.request.max_tokens)
    if event.tool_calls:
        calls = [c | {"index": i} for i, c in enumerate(tool_calls(event.tool_calls))]
        chunks.append(piece({"tool_calls": calls}))
        finish = "tool_calls"
    last = piece({}, finish)
    if call.include_usage:
        chunks.append(last)
        last = piece({}) | {"choices": [], "usage": usage(event.stats)}
    chunks.append(last | {"spillway": trace.summary()})
    return chunks


def _error_chunk(event: Failed | Cancelled, trace: Trace) -> dict[str, Any]:
    """The last chunk of a stream cut after tokens were sent: resumable, with the partial text."""
    body = failure(event).body()
    error = body["error"]
    error["type"] = "server_error"
    if isinstance(event, Failed) and event.resumable:
        error["code"] = "resumable"
    error["partial"] = event.partial
    return body | {"spillway": trace.summary()}


def errors_middleware(counters: Counters) -> Middleware:
    """Every answer in OpenAI's error shape, and counted by endpoint and status."""

    @web.middleware
    async def errors(request: web.Request, handler: Handler) -> web.StreamResponse:
        resource = request.match_info.route.resource
        endpoint = resource.canonical if resource is not None else "unmatched"
        try:
            response = await handler(request)
        except ApiError as exc:
            response = web.json_response(exc.body(), status=exc.status, headers=exc.headers)
        except web.HTTPException as exc:
            if exc.status < 400:
                raise
            headers = {k: v for k, v in exc.headers.items() if k in ("Allow", "Retry-After")}
            code = exc.reason.lower().replace(" ", "_")
            error = ApiError(exc.status, exc.reason, code=code, headers=headers)
            response = web.json_response(error.body(), status=exc.status, headers=headers)
        except Exception:
            log.exception("unexpected error answering %s %s", request.method, request.path)
            error = ApiError(500, "internal error (see Spillway's log)", kind="server_error")
            response = web.json_response(error.body(), status=500)
        counters.response(endpoint, response.status)
        return response

    return errors
