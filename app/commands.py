"""The subcommands of ``spillway``: each opens a session, does one job, stops its workers."""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from collections.abc import Callable
from typing import Any

from app.info import estimate, models, status
from app.paths import Paths
from app.session import Session
from engine.api import (
    Done,
    Event,
    Generate,
    ModelKind,
    Progress,
    Replica,
    Segment,
    TimedText,
    Token,
    Transcribe,
    WorkerError,
    render,
)

__all__ = ["models", "run"]


async def run(command: str, args: argparse.Namespace, paths: Paths) -> int:
    """Open a session for ``command``, run it, and always stop its workers."""
    session = Session.open(paths, args.simulate_gpu, args.gpu_foreign, args.fault)
    try:
        if command == "status":
            return status(session, args.json)
        if command == "estimate":
            return estimate(session, args)
        if command == "chat":
            return await chat(session, args)
        if command == "transcribe":
            return await transcribe(session, args)
        return await repl(session)
    finally:
        await session.close()


class Output:
    """Human text or JSON Lines, one place for both."""

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json

    def event(self, name: str, **fields: Any) -> None:
        """Write one JSON Lines event (nothing in text mode)."""
        if self.as_json:
            print(json.dumps({"event": name, **fields}), flush=True)

    def text(self, text: str, end: str = "") -> None:
        """Write text for a human (nothing in JSON mode)."""
        if not self.as_json:
            print(text, end=end, flush=True)

    def error(self, request_id: str, exc: WorkerError) -> int:
        """Report a failed request; returns the exit code."""
        error = {"kind": exc.kind.value, "message": str(exc), "partial": exc.partial}
        self.event("result", request_id=request_id, ok=False, error=error)
        if not self.as_json:
            print(f"\nspillway: request failed ({exc.kind.value}): {exc}", file=sys.stderr)
        return 1


async def _start(out: Output, replica: Replica, request_id: str) -> None:
    out.event("accepted", request_id=request_id, replica=replica.spec.name)
    ready = await replica.start()
    out.event(
        "ready",
        request_id=request_id,
        device=ready.device,
        load_seconds=round(ready.load_seconds, 3),
        allocations=ready.allocations,
    )


async def chat(session: Session, args: argparse.Namespace) -> int:
    """``spillway chat PROMPT``: stream one answer."""
    out = Output(args.json)
    entry = session.model(ModelKind.LLM, args.model)
    replica = session.replica(entry, session.device_for(args.device), n_ctx=args.ctx)
    messages = ([{"role": "system", "content": args.system}] if args.system else []) + [
        {"role": "user", "content": args.prompt}
    ]
    request = Generate(
        id=f"chat-{uuid.uuid4().hex[:12]}",
        messages=messages,
        max_tokens=args.max_tokens,
        temperature=args.temperature,
        seed=args.seed,
    )
    try:
        await _start(out, replica, request.id)
        await _stream(out, replica.chat(request), request.id, _print_token(out))
    except WorkerError as exc:
        return out.error(request.id, exc)
    out.text("\n")
    return 0


def _print_token(out: Output) -> Callable[[Event], None]:
    def show(event: Event) -> None:
        if isinstance(event, Token):
            out.event("token", request_id=event.id, index=event.index, text=event.text)
            out.text(event.text)

    return show


async def _stream(out: Output, events: Any, request_id: str, show: Callable[[Event], None]) -> Done:
    async for event in events:
        if isinstance(event, Done):
            out.event(
                "result",
                request_id=request_id,
                ok=True,
                text=event.text,
                finish_reason=event.finish_reason,
                stats=event.stats,
            )
            return event
        show(event)
    raise AssertionError("a stream always ends with done or an error")


async def transcribe(session: Session, args: argparse.Namespace) -> int:
    """``spillway transcribe FILE``: print the transcript as txt, srt or vtt."""
    out = Output(args.json)
    entry = session.model(ModelKind.WHISPER, args.model)
    replica = session.replica(
        entry, session.device_for(args.device), compute_type=args.compute_type
    )
    request = Transcribe(
        f"tr-{uuid.uuid4().hex[:12]}", str(args.file.resolve()), args.language, args.beam_size
    )
    segments: list[TimedText] = []

    def show(event: Event) -> None:
        if isinstance(event, Segment):
            segments.append(TimedText(event.start, event.end, event.text))
            out.event(
                "segment",
                request_id=event.id,
                index=event.index,
                start=event.start,
                end=event.end,
                text=event.text,
            )
        elif isinstance(event, Progress):
            out.event("progress", request_id=event.id, done=event.done, total=event.total)
            if sys.stderr.isatty() and not out.as_json:
                print(
                    f"\r{event.done:.1f} / {event.total:.1f} s", end="", file=sys.stderr, flush=True
                )

    try:
        await _start(out, replica, request.id)
        await _stream(out, replica.transcribe(request), request.id, show)
    except WorkerError as exc:
        return out.error(request.id, exc)
    if sys.stderr.isatty() and not out.as_json:
        print("\r", end="", file=sys.stderr)
    out.text(render(segments, args.format))
    return 0


async def repl(session: Session) -> int:
    """The terminal chat: one loaded model, a conversation, until end of input."""
    import asyncio

    entry = session.model(ModelKind.LLM)
    replica = session.replica(entry, session.device_for("auto"))
    ready = await replica.start()
    print(f"Spillway: {entry.name} on {ready.device} ({session.gpu.description}). Ctrl-D quits.")
    messages: list[dict[str, str]] = []
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, _read_line)
        if line is None:
            return 0
        if not line.strip():
            continue
        messages.append({"role": "user", "content": line})
        request = Generate(
            id=f"chat-{uuid.uuid4().hex[:12]}", messages=list(messages), max_tokens=512
        )
        parts: list[str] = []
        try:
            async for event in replica.chat(request):
                if isinstance(event, Token):
                    parts.append(event.text)
                    print(event.text, end="", flush=True)
        except WorkerError as exc:
            print(f"\n[failed: {exc.kind.value}: {exc}]")
            messages.pop()
            continue
        print()
        messages.append({"role": "assistant", "content": "".join(parts)})


def _read_line() -> str | None:
    try:
        return input("> ")
    except EOFError:
        return None
