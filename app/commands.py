"""The subcommands of ``spillway``: each opens a session, does one job, stops its workers."""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
from dataclasses import asdict
from typing import Any

from app import words
from app.cli_inputs import build_request, choose_models, journaled_request, warnings
from app.info import estimate
from app.models_cmd import models
from app.paths import Paths
from app.session import Session
from app.speech_options import report_language
from app.status_cmd import status
from app.stopping import until_stopped
from engine.api import (
    CLI,
    NO_SPEECH,
    Accepted,
    CapacityError,
    ChatRequest,
    Completed,
    Degraded,
    Engine,
    EngineEvent,
    Failed,
    ProgressEvent,
    Request,
    RequestHandle,
    Retrying,
    SegmentEvent,
    TimedText,
    TokenEvent,
    TranscriptionRequest,
    is_valid_text,
    render,
)

__all__ = ["models", "run"]


async def run(command: str, args: argparse.Namespace, paths: Paths) -> int:
    """Open a session for ``command``, run it, and always stop its workers.

    Ctrl-C or SIGTERM journals the command's requests cancelled before it exits, so the
    next start does not run them again for nobody.

    Raises:
        InvalidRequest: an option or argument out of range (nothing was started).
    """
    device = getattr(args, "device", "auto")
    if device == "gpu" and args.simulate_gpu is None:
        from engine.api import probe_gpus

        if not probe_gpus():
            raise ValueError("no GPU here: add --simulate-gpu SIZE, or use --device cpu")
    request = (
        await asyncio.to_thread(journaled_request, paths.data, args.request_id)
        if command == "resume"
        else build_request(command, args)  # checked before any model is loaded
    )
    session = Session.open(
        paths, args.simulate_gpu, args.gpu_foreign, args.fault, cpu_only=device == "cpu"
    )
    try:
        for warning in warnings(session):
            print(f"spillway: warning: {warning}", file=sys.stderr)
        choose_models(session, args)
        return await until_stopped(session, _dispatch(command, args, session, request))
    finally:
        await session.close()


async def _dispatch(
    command: str, args: argparse.Namespace, session: Session, request: Request | None
) -> int:
    if command == "status":
        return status(session, args.json)
    if command == "estimate":
        return estimate(session, args)
    if isinstance(request, ChatRequest):
        return await chat(session, args, request)
    if isinstance(request, TranscriptionRequest):
        return await transcribe(session, args, request)
    return await repl(session)


async def start(engine: Engine) -> None:
    """Start the engine, and tell which earlier requests it found interrupted."""
    await engine.start()
    for job in engine.interrupted():
        print(
            f"spillway: {job.request_id} ({job.request.kind}, asked by {job.origin}) was "
            f"interrupted; `spillway resume {job.request_id}` runs it again",
            file=sys.stderr,
        )


def _name(event: EngineEvent) -> str:
    name = type(event).__name__.removesuffix("Event")
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Output:
    """Human text or JSON Lines, one place for both."""

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json

    def event(self, event: EngineEvent) -> None:
        """Write an engine event (JSON mode), or tell a human what changed (stderr)."""
        if self.as_json:
            fields = asdict(event)
            if isinstance(event, Accepted | Degraded):  # the route in words, as before
                fields["route"] = words.route(event.route)
            print(json.dumps({"event": _name(event), **fields}), flush=True)
        elif isinstance(event, Degraded):
            limits = "; ".join(event.limitations) or "none"
            eta = f"ETA ~{event.eta_s:.0f} s"
            print(
                f"[degraded] {words.route(event.route)} - {event.reason}. Limits: {limits}. {eta}",
                file=sys.stderr,
            )
        elif isinstance(event, Retrying):
            failure = f"a {event.error_kind} on the {event.failed_lane}"
            print(f"[retrying on the {event.next_lane} lane after {failure}]", file=sys.stderr)

    def result(
        self, event: Completed | Failed | None, request_id: str, error: dict[str, Any] | None = None
    ) -> int:
        """The last line: ok and the text, or the typed error; returns the exit code."""
        if isinstance(event, Completed):
            if self.as_json:
                print(json.dumps({"event": "result", "ok": True, **asdict(event)}), flush=True)
            return 0
        if isinstance(event, Failed):
            error = {
                "kind": event.kind,
                "message": event.message,
                "resumable": event.resumable,
                "partial": event.partial,
            }
        error = error or {"kind": "cancelled", "message": "cancelled"}
        if self.as_json:
            print(
                json.dumps(
                    {"event": "result", "ok": False, "request_id": request_id, "error": error}
                ),
                flush=True,
            )
        else:
            print(
                f"\nspillway: request failed ({error['kind']}): {error['message']}", file=sys.stderr
            )
        return 1


async def _follow(out: Output, handle: RequestHandle, on_text: Any = None) -> int:
    final: Completed | Failed | None = None
    async for event in handle:
        out.event(event)
        if on_text is not None:
            on_text(event)
        if isinstance(event, Completed | Failed):
            final = event
    return out.result(final, handle.request_id)


def _capacity(out: Output, exc: CapacityError) -> int:
    error = {
        "kind": "capacity",
        "code": exc.why.code.value,
        "message": exc.reason,
        "needed": exc.needed,
        "available": exc.available,
    }
    return out.result(None, "", error)


async def chat(session: Session, args: argparse.Namespace, request: ChatRequest) -> int:
    """``spillway chat PROMPT``: stream one answer through the engine."""
    out = Output(args.json)
    engine = session.make_engine(warm=("llm",))
    await start(engine)
    try:
        handle = await engine.submit(request, origin=CLI)
    except CapacityError as exc:
        return _capacity(out, exc)

    cut = False

    def show(event: EngineEvent) -> None:
        nonlocal cut
        if isinstance(event, TokenEvent) and not out.as_json:
            print(event.text, end="", flush=True)
        cut = cut or (isinstance(event, Completed) and event.finish_reason == "length")

    code = await _follow(out, handle, show)
    if not out.as_json and code == 0:
        print()
        if cut:
            print("[the answer reached its token limit: --max-tokens allows more]", file=sys.stderr)
    return code


async def transcribe(
    session: Session, args: argparse.Namespace, request: TranscriptionRequest
) -> int:
    """``spillway transcribe FILE``: print the transcript as txt, srt or vtt."""
    out = Output(args.json)
    engine = session.make_engine(warm=("whisper",))
    await start(engine)
    segments: list[TimedText] = []
    finished: list[Completed] = []

    def show(event: EngineEvent) -> None:
        if isinstance(event, SegmentEvent):
            segments.append(TimedText(event.start, event.end, event.text))
        elif isinstance(event, Completed):
            finished.append(event)
        elif isinstance(event, ProgressEvent) and sys.stderr.isatty() and not out.as_json:
            print(f"\r{event.done:.1f} / {event.total:.1f} s", end="", file=sys.stderr, flush=True)

    try:
        handle = await engine.submit(request, origin=CLI)
    except CapacityError as exc:
        return _capacity(out, exc)
    speech = True

    def heard(event: EngineEvent) -> None:
        nonlocal speech
        show(event)
        if isinstance(event, Completed) and event.finish_reason == NO_SPEECH:
            speech = False

    code = await _follow(out, handle, heard)
    if code == 0 and not speech and not out.as_json:
        print(f"spillway: no speech found in {request.path}", file=sys.stderr)
    if code == 0 and not out.as_json:
        if finished:
            report_language(finished[-1], request.language)
        print(render(segments, request.output_format), end="")
    return code


async def repl(session: Session) -> int:
    """The terminal chat: a conversation through the engine, until end of input."""
    engine = session.make_engine(warm=("llm",))
    await start(engine)
    status = engine.status()
    print(f"Spillway ({status.gpu_description}; mode {status.mode}). Ctrl-D quits.")
    out = Output(False)
    messages: list[dict[str, str]] = []
    parts: list[str] = []

    def show(event: EngineEvent) -> None:
        if isinstance(event, TokenEvent):
            parts.append(event.text)
            print(event.text, end="", flush=True)

    loop = asyncio.get_running_loop()
    while (line := await loop.run_in_executor(None, _read_line)) is not None:
        if not line.strip() or not is_valid_text(line):
            continue
        messages.append({"role": "user", "content": line})
        parts.clear()
        try:
            handle = await engine.submit(
                ChatRequest.from_messages(messages, max_tokens=512), origin=CLI
            )
            code = await _follow(out, handle, show)
        except CapacityError as exc:
            code = _capacity(out, exc)
        print()
        if code:
            messages.pop()
        else:
            messages.append({"role": "assistant", "content": "".join(parts)})
    return 0


def _read_line() -> str | None:
    try:
        return input("> ")
    except EOFError:
        return None
