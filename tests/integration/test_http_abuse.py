"""The HTTP API under abuse, over a real engine with real workers (CPU-only, as on a
machine without a GPU): concurrent chats never overfill the CPU queue, text that is not
valid Unicode is a 400, bad audio is a 400, a huge prompt is refused without being
tokenised, and uploads live under the data folder and are swept.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.conftest import DATA
from tests.integration.http_helpers import (
    LoopThread,
    Reply,
    Served,
    alive,
    fetch,
    post_form,
    post_json,
    start_served,
    stop_served,
)

pytestmark = pytest.mark.models
MAX_QUEUE = 4


@pytest.fixture(scope="module")
def loop() -> Iterator[LoopThread]:
    thread = LoopThread()
    yield thread
    thread.close()


@pytest.fixture(scope="module")
def cpu_only(loop: LoopThread, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """No GPU; the CPU lane warm with both models, its queue bounded at four."""
    tmp = tmp_path_factory.mktemp("cpu-only")
    stale = tmp / "data" / "uploads" / "upload-left-by-a-crash"
    stale.mkdir(parents=True)
    (stale / "audio.wav").write_bytes(b"\0" * 1000)
    served = loop.run(
        start_served(
            tmp,
            gpu_size=None,
            warm=("llm", "whisper"),
            # A generous heartbeat: twelve requests at once load a small shared machine.
            settings={"cpu_lane.max_queue": MAX_QUEUE, "worker.heartbeat_s": 3.0},
        )
    )
    try:
        yield served
    finally:
        pids = loop.run(stop_served(served))
        assert alive(pids) == []


def test_twelve_concurrent_chats_never_queue_past_the_bound(cpu_only: Served) -> None:
    body = {"messages": [{"role": "user", "content": "Count to twenty."}], "max_tokens": 48}
    seen: list[int] = []
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            lanes = fetch(cpu_only.port, "GET", "/health").json()["lanes"]
            seen.append(next(lane["queued"] for lane in lanes if lane["name"] == "cpu"))
            time.sleep(0.01)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        with ThreadPoolExecutor(12) as pool:
            replies: list[Reply] = list(
                pool.map(lambda _: post_json(cpu_only.port, body), range(12))
            )
    finally:
        done.set()
        watcher.join()
    statuses = sorted(r.status for r in replies)
    refused = [r for r in replies if r.status == 503]
    assert set(statuses) <= {200, 503}, statuses
    assert max(seen) <= MAX_QUEUE, f"{max(seen)} queued on a lane of {MAX_QUEUE}"
    assert refused, "twelve at once on one CPU worker and a queue of four: some must wait out"
    assert all(int(r.headers["Retry-After"]) >= 1 for r in refused)
    messages = [r.json()["error"]["message"] for r in refused]
    assert all("queue is full" in m for m in messages), messages
    print(
        f"\n12 concurrent chats: {statuses.count(200)} answered, {len(refused)} refused 503, "
        f"at most {max(seen)} queued (bound {MAX_QUEUE}) over {len(seen)} /health samples"
    )


@pytest.mark.parametrize("stream", [False, True])
def test_a_lone_surrogate_in_a_message_is_a_400_not_a_500(cpu_only: Served, stream: bool) -> None:
    body = {"messages": [{"role": "user", "content": "hi \ud800"}], "stream": stream}
    reply = post_json(cpu_only.port, body)  # json.dumps writes it as the escape \ud800
    assert b"\\ud800" in json.dumps(body).encode()
    assert reply.status == 400, reply.body
    assert reply.json()["error"]["code"] == "invalid_text"


def test_an_empty_prompt_is_refused(cpu_only: Served) -> None:
    reply = post_json(cpu_only.port, {"messages": [{"role": "user", "content": "   "}]})
    assert reply.status == 422, reply.body
    assert "empty" in reply.json()["error"]["message"]


def test_a_huge_prompt_is_refused_before_it_is_tokenised(cpu_only: Served) -> None:
    huge = {"messages": [{"role": "user", "content": "word " * 1_000_000}]}  # 5 MB
    reply = post_json(cpu_only.port, huge)
    assert reply.status == 400, reply.body
    error = reply.json()["error"]
    assert error["code"] == "context_length_exceeded"
    # Counted from its length (5,000,000 characters / 64 per token at most), not tokenised.
    assert "at least 78125 tokens (counted from its length)" in error["message"]
    assert error["reason_code"] == "prompt_surely_too_long"


def test_an_upload_with_no_decodable_audio_is_a_400(cpu_only: Served) -> None:
    truncated = (DATA / "speech.wav").read_bytes()[:100]
    reply = post_form(cpu_only.port, {"model": "whisper-1", "file": truncated})
    assert reply.status == 400, reply.body
    assert reply.json()["error"]["code"] == "bad_input"
    assert "uploaded file" in reply.json()["error"]["message"]


def test_uploads_live_under_the_data_folder_and_leftovers_are_swept(cpu_only: Served) -> None:
    uploads = cpu_only.engine.data_dir / "uploads"
    assert uploads.is_dir() and list(uploads.iterdir()) == []  # the crash's leftover: swept
    left = uploads / "upload-another-leftover"
    left.mkdir()
    reply = post_form(
        cpu_only.port, {"model": "whisper-1", "file": (DATA / "speech.wav").read_bytes()}
    )
    assert reply.status == 200, reply.body
    assert "memory" in reply.json()["text"].lower()
    assert list(uploads.iterdir()) == []  # its own folder and the leftover


def test_a_disconnect_journals_the_request_cancelled(cpu_only: Served, loop: LoopThread) -> None:
    body = json.dumps(
        {
            "messages": [{"role": "user", "content": "Write a long story."}],
            "max_tokens": 400,
            "stream": True,
        }
    ).encode()
    head = (
        f"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:{cpu_only.port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    with socket.create_connection(("127.0.0.1", cpu_only.port), timeout=60) as sock:
        sock.sendall(head + body)
        received = b""
        while b"data: " not in received:
            received += sock.recv(65536)
    headers = received.split(b"\r\n\r\n")[0].decode().lower()
    request_id = next(
        line.split(":", 1)[1].strip()
        for line in headers.splitlines()
        if line.startswith("x-spillway-request-id:")
    )

    async def status() -> int:
        journal = cpu_only.engine.journal
        assert journal is not None
        for _ in range(200):
            row = await journal.get(request_id)
            if row.status.terminal:
                return int(row.status)
            await asyncio.sleep(0.05)
        return int(row.status)

    assert loop.run(status()) == 12  # CANCELLED
