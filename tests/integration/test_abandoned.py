"""The journal knows what was abandoned: a restart re-runs only work whose caller can
still receive it, and a transcription's segments are journaled as they arrive (real
engine, real workers, real SQLite)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.api import (
    CLI,
    Cancelled,
    ChatRequest,
    Completed,
    EngineEvent,
    Failed,
    Request,
    RequestStatus,
    Running,
    SegmentEvent,
    TranscriptionRequest,
)
from engine.journal import Journal
from tests.conftest import DATA, run
from tests.integration.engine_helpers import events_of, make_engine, of_type

pytestmark = pytest.mark.models
PATIENT = {"worker.heartbeat_s": 3.0}  # a loaded shared machine must not look like a hang


def short(i: int) -> ChatRequest:
    return ChatRequest.from_messages([{"role": "user", "content": f"Say OK {i}."}], max_tokens=4)


def test_a_restart_reruns_only_what_someone_can_still_receive(tmp_path: Path) -> None:
    left: dict[str, tuple[Request, str | None, str]] = {  # what a crash left running, by who
        "cli": (short(1), None, CLI),
        "api-without-key": (short(2), None, "API 127.0.0.1"),
        "api-with-key": (short(3), "key-3", "API 127.0.0.1"),
        "upload": (
            TranscriptionRequest(str(tmp_path / "gone.wav"), content_sha256="ab" * 32),
            "key-4",
            "API 127.0.0.1",
        ),
        "app": (short(5), None, "app"),
    }
    journal = Journal(tmp_path / "data" / "journal.sqlite3")
    for request_id, (request, key, origin) in left.items():
        journal.accept(request_id, request, key, origin)
        journal.transition(request_id, RequestStatus.RUNNING, "cpu", 1)
    journal.close()

    async def restart() -> tuple[dict[str, tuple[RequestStatus, list[EngineEvent]]], list[str]]:
        engine = make_engine(tmp_path, gpu_size=None, warm=("llm",), settings=PATIENT)
        recovered = await engine.start()
        try:
            assert sorted(recovered) == sorted(left)
            found = {}
            for request_id in left:
                events = await events_of(engine.jobs[request_id].listen())
                assert engine.journal is not None
                row = await engine.journal.get(request_id)
                found[request_id] = (row.status, events)
            shown = [
                r.request_id
                for r in engine.status().requests
                if r.state == "interrupted, resumable"
            ]
            resumed = await events_of(await engine.resume("cli"))
            assert of_type(resumed, Completed)  # the user resumed it: it runs, as a new request
            assert "cli" not in [r.request_id for r in engine.status().requests]
            return found, shown
        finally:
            await engine.stop()

    found, shown = run(restart())
    assert sorted(shown) == ["api-without-key", "cli", "upload"]  # what the app shows
    for request_id in ("cli", "api-without-key", "upload"):
        status, events = found[request_id]
        assert status is RequestStatus.INTERRUPTED, request_id
        [failed] = of_type(events, Failed)
        assert failed.kind == "interrupted" and failed.resumable
    for request_id in ("api-with-key", "app"):
        status, events = found[request_id]
        assert status is RequestStatus.COMPLETED, request_id
        assert of_type(events, Completed)


def test_transcription_segments_are_journaled_as_they_arrive(tmp_path: Path) -> None:
    async def scenario() -> tuple[str, str, RequestStatus]:
        engine = make_engine(tmp_path, gpu_size=None, warm=("whisper",), settings=PATIENT)
        await engine.start()
        try:
            handle = await engine.submit(TranscriptionRequest(str(DATA / "speech-long.wav")))
            assert engine.journal is not None
            async for event in handle:
                if isinstance(event, SegmentEvent):
                    first = event.text
                    break
            for _ in range(100):  # journaled right after the segment was handed out
                row = await engine.journal.get(handle.request_id)
                if row.output:
                    break
                await asyncio.sleep(0.02)
            status = row.status
            await engine.cancel(handle.request_id)
            return first, row.output, status
        finally:
            await engine.stop()

    first, output, status = run(scenario())
    assert first.strip() and output.startswith(first)
    assert status is RequestStatus.RUNNING  # the partial transcript is there before the end


def test_a_cancelled_running_request_is_journaled_cancelled_when_cancel_returns(
    tmp_path: Path,
) -> None:
    async def scenario() -> tuple[RequestStatus, list[EngineEvent]]:
        engine = make_engine(tmp_path, gpu_size=None, warm=("llm",), settings=PATIENT)
        await engine.start()
        try:
            long = "Summarise this. " + "The GPU was busy all day. " * 150  # a long prefill
            request = ChatRequest.from_messages(
                [{"role": "user", "content": long}], max_tokens=200, stream=False
            )
            handle = await engine.submit(request)
            async for event in handle:
                if isinstance(event, Running):  # reading the prompt: no token yet
                    break
            assert await engine.cancel(handle.request_id)
            assert engine.journal is not None
            row = await engine.journal.get(handle.request_id)  # before the worker answered
            return row.status, list(engine.jobs[handle.request_id].events)
        finally:
            await engine.stop()

    status, events = run(scenario())
    assert status is RequestStatus.CANCELLED
    assert isinstance(events[-1], Cancelled) and not of_type(events, Completed)
