"""The API scenario: a program talking to the local API keeps its connection through a failover.

The drill serves the OpenAI-compatible API on a free loopback port, over the same engine,
and calls it as any client would (HTTP, server-sent events). The GPU fails mid-answer; the
client must get the whole answer on the same connection, with the degraded state in band.
"""

from __future__ import annotations

import json
import time
from typing import Any

import aiohttp

from app.drill.context import DrillContext, reference_key
from app.drill.records import RequestRecord
from app.drill.workload import short
from app.server import serve
from engine.api import RequestStatus

TIMEOUT = aiohttp.ClientTimeout(total=240)


async def api_client(ctx: DrillContext) -> None:
    """A streaming and a plain API call, each hit by a GPU failure."""
    async with (
        serve(ctx.engine, "127.0.0.1", 0, None) as listening,
        aiohttp.ClientSession(timeout=TIMEOUT) as session,
    ):
        url = f"{listening.url}/chat/completions"
        await ctx.gpu_ready()
        ctx.inject("alloc-at-token:4@llm")
        await _call(ctx, session, url, "API client, streaming", stream=True)
        await ctx.gpu_ready()
        ctx.inject("alloc-before-generation@llm")
        await _call(ctx, session, url, "API client, not streaming", stream=False)


async def _call(
    ctx: DrillContext, session: aiohttp.ClientSession, url: str, label: str, stream: bool
) -> None:
    request = short(2, ctx.profile.max_tokens, stream=stream)
    # A streamed answer is replayed after its tokens: verified, or resumable if it diverged.
    expect = "replayed" if stream else "completed"
    record = RequestRecord(
        ctx.run.name, label, "chat", stream=stream, expect_retry=True, expect=expect
    )
    record.reference = ctx.references.get(reference_key(request))
    record.cpu_reference = ctx.cpu_references.get(reference_key(request))
    record.submitted_s = ctx.now()
    ctx.records.append(record)
    body = {
        "messages": request.message_dicts,
        "max_tokens": request.max_tokens,
        "stream": stream,
    }
    started = time.monotonic()
    try:
        async with session.post(url, json=body) as response:
            record.request_id = response.headers.get("X-Spillway-Request-Id", "")
            record.route = response.headers.get("X-Spillway-Route", "")
            record.accepted = response.status == 200 and bool(record.request_id)
            if response.status != 200:
                record.outcome, record.error = "failed", f"HTTP {response.status}"
                record.error += f": {await response.text()}"
                return
            if stream:
                summary = await _read_stream(response, record, started)
            else:
                summary = await _read_whole(response, record)
    except aiohttp.ClientError as exc:
        record.error = f"the connection broke: {exc}"
        return
    record.latency_s = time.monotonic() - started
    _take_summary(record, summary)
    await _from_journal(ctx, record)
    record.compare_with_reference()  # the lanes are known now


async def _read_stream(
    response: aiohttp.ClientResponse, record: RequestRecord, started: float
) -> dict[str, Any]:
    """Read server-sent events to ``[DONE]``; the text is what the client saw.

    The connection survived if the stream ended well-formed: every event valid JSON, one
    final chunk (a finish reason or an error), then ``[DONE]`` as the last event.
    """
    pieces: list[str] = []
    summary: dict[str, Any] = {}
    malformed = done = 0
    async for raw in response.content:
        line = raw.decode(errors="replace").strip()
        if not line.startswith("data: "):
            continue
        if done:
            record.events_after_final += 1
            continue
        data = line.removeprefix("data: ")
        if data == "[DONE]":
            done = 1
            continue
        try:
            chunk = json.loads(data)
        except ValueError:
            malformed += 1
            continue
        _take_chunk(chunk, record, pieces, started)
        summary = chunk.get("spillway", summary)
    record.output = "".join(pieces)
    if record.error:
        record.output = record.output or str(summary.get("partial", ""))
    record.connection_survived = bool(
        done and not malformed and record.final_events == 1 and not record.events_after_final
    )
    if malformed:
        record.error = record.error or f"{malformed} malformed server-sent events"
    record.outcome = "completed" if record.connection_survived and not record.error else "failed"
    return summary


def _take_chunk(
    chunk: dict[str, Any], record: RequestRecord, pieces: list[str], started: float
) -> None:
    """One server-sent chunk: text, an error, or the final finish reason."""
    if "error" in chunk:
        error = chunk["error"]
        kind = error.get("kind", "")
        record.error = f"{kind}: {error.get('message', error)}" if kind else str(error)
        record.resumable = bool(error.get("resumable"))
        record.final_events += 1
    for choice in chunk.get("choices", []):
        text = choice.get("delta", {}).get("content") or ""
        if text and record.ttft_s is None:
            record.ttft_s = time.monotonic() - started
        pieces.append(text)
        if choice.get("finish_reason"):
            record.final_events += 1


async def _read_whole(response: aiohttp.ClientResponse, record: RequestRecord) -> dict[str, Any]:
    """A plain JSON answer; the degraded state comes in the ``X-Spillway-*`` headers."""
    payload = await response.json()
    record.connection_survived, record.final_events = True, 1  # the body is the final event
    if response.status != 200:
        record.outcome, record.error = "failed", str(payload.get("error", payload))
        return {}
    record.outcome = "completed"
    record.output = payload["choices"][0]["message"]["content"] or ""
    record.degraded_shown = response.headers.get("X-Spillway-Degraded") == "true"
    summary: dict[str, Any] = payload.get("spillway", {})
    return summary


def _take_summary(record: RequestRecord, summary: dict[str, Any]) -> None:
    if summary:
        record.degraded_shown = record.degraded_shown or bool(summary.get("degraded"))
        record.ids_seen = 1 if summary.get("request_id") == record.request_id else 2


async def _from_journal(ctx: DrillContext, record: RequestRecord) -> None:
    """Lanes, attempts and retries as the engine journaled them for this request id."""
    journal = ctx.engine.journal
    if journal is None or not record.request_id:
        return
    history = await journal.history(record.request_id)
    record.lanes = [t.lane or "" for t in history if t.status is RequestStatus.RUNNING]
    record.attempts = max((t.attempt for t in history), default=0)
    record.retries = max(0, record.attempts - 1)
    if record.retries:
        record.first_failure = next((t.detail for t in history if t.detail), "a GPU failure")
        record.retry_decision = f"retried on the {record.lanes[-1]} lane"
    record.degraded_needed = any(lane != "gpu" for lane in record.lanes)
    if not record.ids_seen:
        record.ids_seen = 1
    row = await journal.get(record.request_id)
    record.journal_status = row.status.name.lower()
