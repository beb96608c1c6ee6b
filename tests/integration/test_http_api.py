"""The OpenAI-compatible HTTP API over a real engine, called as other programs call it.

One engine on a simulated GPU (CPU lane warm) serves most tests; a second one, with the
CPU lane off and no room in any queue, serves the refusals. Both run with their servers
on one event loop in a background thread; the tests use the official ``openai`` client
or raw HTTP from the test thread.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import openai
import psutil
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openai.types.chat import ChatCompletionChunk, ChatCompletionMessageParam

from engine.api import Cancelled, Completed, Engine, Running, parse_fault
from tests.conftest import DATA
from tests.integration.http_helpers import (
    LoopThread,
    Served,
    alive,
    extra_app,
    fetch,
    post_form,
    post_json,
    start_served,
    stop_served,
)

pytestmark = pytest.mark.models

SHORT: list[ChatCompletionMessageParam] = [
    {"role": "user", "content": "What is a GPU? Answer in one sentence."}
]
LONG = [{"role": "user", "content": "Write a very long story about a dragon and a knight."}]


@pytest.fixture(scope="module")
def loop() -> Iterator[LoopThread]:
    thread = LoopThread()
    yield thread
    thread.close()


def _served(loop: LoopThread, tmp: Path, **options: Any) -> Iterator[Served]:
    served = loop.run(start_served(tmp, **options))
    try:
        yield served
    finally:
        pids = loop.run(stop_served(served))
        assert alive(pids) == [], "a worker process outlived the engine"


@pytest.fixture(scope="module")
def main(loop: LoopThread, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """The engine most tests share: simulated 1 GiB GPU, CPU lane warm (LLM and Whisper)."""
    settings = {"breaker.failure_threshold": 10}
    tmp = tmp_path_factory.mktemp("main")
    yield from _served(loop, tmp, warm=("llm", "whisper"), settings=settings)


@pytest.fixture(scope="module")
def closed(loop: LoopThread, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """An engine that refuses: no CPU lane, and no room in the GPU queue."""
    settings = {"cpu_lane.readiness": "none", "gpu_lane.max_queue": 0}
    yield from _served(loop, tmp_path_factory.mktemp("closed"), warm=(), settings=settings)


@pytest.fixture
def client(main: Served) -> Iterator[openai.OpenAI]:
    with openai.OpenAI(base_url=main.url, api_key="unused", max_retries=0) as client:
        yield client


def _ended(loop: LoopThread, engine: Engine, request_id: str, timeout: float = 30.0) -> list[Any]:
    async def wait() -> list[Any]:
        deadline = time.monotonic() + timeout
        while not engine.jobs[request_id].done.is_set() and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return list(engine.jobs[request_id].events)

    return loop.run(wait())


def _chunks(stream: object) -> list[ChatCompletionChunk]:
    return list(cast(openai.Stream[ChatCompletionChunk], stream))


# --- the official client ---------------------------------------------------------------------


def test_chat_without_and_with_streaming(
    client: openai.OpenAI, main: Served, loop: LoopThread
) -> None:
    raw = client.chat.completions.with_raw_response.create(
        model="smollm2-135m-instruct-q4_1",
        messages=SHORT,
        max_tokens=16,
    )
    answer = raw.parse()
    request_id = raw.headers["X-Spillway-Request-Id"]
    assert answer.choices[0].message.content and answer.id == f"chatcmpl-{request_id}"
    assert answer.usage is not None and answer.usage.completion_tokens > 0
    assert raw.headers["X-Spillway-Route"] == "simulated GPU"

    raw_stream = client.chat.completions.with_raw_response.create(
        model="gpt-4o",
        messages=SHORT,
        max_tokens=16,
        stream=True,
    )
    chunks = _chunks(raw_stream.parse())
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text.strip()
    assert {c.id for c in chunks} == {f"chatcmpl-{raw_stream.headers['X-Spillway-Request-Id']}"}
    last = chunks[-1].model_dump()
    assert last["spillway"]["lane"] == "gpu" and last["choices"][0]["finish_reason"]
    assert all(c.usage is None for c in chunks)  # not asked for

    raw_counted = client.chat.completions.with_raw_response.create(
        model="gpt-4o",
        messages=SHORT,
        max_tokens=16,
        stream=True,
        stream_options={"include_usage": True},
    )
    counted = _chunks(raw_counted.parse())
    *answer_chunks, usage_chunk = counted
    assert usage_chunk.choices == [] and answer_chunks[-1].choices[0].finish_reason
    assert all(c.usage is None and c.choices for c in answer_chunks)
    request_id = raw_counted.headers["X-Spillway-Request-Id"]
    [done] = [e for e in _ended(loop, main.engine, request_id) if isinstance(e, Completed)]
    assert usage_chunk.usage is not None and usage_chunk.usage.model_dump() == {
        "prompt_tokens": done.stats["prompt_tokens"],
        "completion_tokens": done.stats["completion_tokens"],
        "total_tokens": done.stats["prompt_tokens"] + done.stats["completion_tokens"],
        "completion_tokens_details": None,
        "prompt_tokens_details": None,
    }


def test_transcription_as_json_and_srt(client: openai.OpenAI) -> None:
    speech = DATA / "speech.wav"
    result = client.audio.transcriptions.create(model="whisper-1", file=speech)
    assert "memory" in result.text.lower()
    srt = client.audio.transcriptions.create(model="whisper-1", file=speech, response_format="srt")
    assert isinstance(srt, str) and srt.startswith("1\n00:00:00,000 --> ") and "memory" in srt


def test_models_list(client: openai.OpenAI) -> None:
    ids = [model.id for model in client.models.list()]
    assert ids == ["smollm2-135m-instruct-q4_1", "whisper-tiny-en"]


def test_a_gpu_failure_is_answered_in_full_and_told_in_the_headers(
    main: Served, client: openai.OpenAI
) -> None:
    card = main.engine.gpu.card
    assert card is not None
    card.inject(parse_fault("alloc-before-generation@llm"))
    raw = client.chat.completions.with_raw_response.create(
        model="any",
        messages=SHORT,
        max_tokens=16,
    )
    assert raw.parse().choices[0].message.content
    assert raw.headers["X-Spillway-Route"] == "CPU" and raw.headers["X-Spillway-Degraded"] == "true"
    assert raw.headers["X-Spillway-Limits"] and float(raw.headers["X-Spillway-ETA"]) > 0

    card.inject(parse_fault("alloc-before-generation@llm"))  # streamed: before the first token
    raw_stream = client.chat.completions.with_raw_response.create(
        model="any",
        messages=SHORT,
        max_tokens=16,
        stream=True,
    )
    assert raw_stream.headers["X-Spillway-Route"] == "CPU"
    chunks = _chunks(raw_stream.parse())
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices).strip()
    final = chunks[-1].model_dump()["spillway"]
    assert (final["lane"], final["attempts"], final["degraded"]) == ("cpu", 2, True)
    metrics = fetch(main.port, "GET", "/metrics").body.decode()
    assert "spillway_api_failovers_total 2" in metrics
    assert (
        'spillway_api_requests_total{endpoint="chat",lane="cpu",outcome="completed"} 2' in metrics
    )
    assert "spillway_gpu_memory_used_bytes " in metrics and "spillway_breaker_state 0" in metrics


def test_a_failure_after_streamed_tokens_ends_with_a_resumable_error_chunk(main: Served) -> None:
    card = main.engine.gpu.card
    assert card is not None
    card.inject(parse_fault("alloc-at-token:3@llm"))  # sampled, so it cannot be replayed
    body = {"messages": SHORT, "max_tokens": 16, "stream": True, "temperature": 0.9}
    reply = post_json(main.port, body)
    assert reply.status == 200 and reply.headers["X-Spillway-Route"] == "simulated GPU"
    events = [e.removeprefix("data: ") for e in reply.body.decode().split("\n\n") if e]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks[:-1])
    error = chunks[-1]["error"]
    assert (error["type"], error["code"]) == ("server_error", "resumable")
    assert error["partial"] == text and text


# --- raw HTTP ---------------------------------------------------------------------------------


def test_the_same_idempotency_key_runs_once_and_another_body_is_422(
    main: Served, loop: LoopThread
) -> None:
    body = {"messages": SHORT, "max_tokens": 8}
    key = {"Idempotency-Key": "key-1"}
    first, second = post_json(main.port, body, key), post_json(main.port, body, key)
    assert first.status == second.status == 200
    assert first.json()["id"] == second.json()["id"]
    assert first.json()["choices"] == second.json()["choices"]
    request_id = first.headers["X-Spillway-Request-Id"]
    events = _ended(loop, main.engine, request_id)
    assert len([e for e in events if isinstance(e, Running)]) == 1
    other = post_json(main.port, body | {"max_tokens": 9}, key)
    assert other.status == 422 and other.json()["error"]["code"] == "idempotency_conflict"


def test_an_upload_with_the_same_key_and_audio_is_one_request_and_other_audio_is_422(
    main: Served, loop: LoopThread
) -> None:
    speech = (DATA / "speech.wav").read_bytes()
    key = {"Idempotency-Key": "upload-1"}
    form: dict[str, str | bytes] = {"model": "whisper-1", "file": speech, "response_format": "srt"}
    first, again = post_form(main.port, form, key), post_form(main.port, form, key)
    assert first.status == again.status == 200
    request_id = first.headers["X-Spillway-Request-Id"]
    assert again.headers["X-Spillway-Request-Id"] == request_id  # another temporary file
    assert first.body == again.body and b"-->" in first.body  # the segments, both times
    events = _ended(loop, main.engine, request_id)
    assert len([e for e in events if isinstance(e, Running)]) == 1  # transcribed once
    other = post_form(main.port, form | {"file": speech[:-4000]}, key)
    assert other.status == 422 and other.json()["error"]["code"] == "idempotency_conflict"


def test_refusals_503_with_retry_after_and_400_for_a_prompt_that_never_fits(
    closed: Served, loop: LoopThread
) -> None:
    body = {"messages": SHORT, "max_tokens": 8}
    loop.call(lambda: closed.engine.set_gpu_paused(True))
    paused = post_json(closed.port, body)
    assert paused.status == 503 and int(paused.headers["Retry-After"]) >= 1
    assert paused.json()["error"]["code"] == "capacity"
    assert paused.json()["error"]["reason_code"] == "gpu_paused"  # admission's, with the English
    assert "GPU use paused by the user" in paused.json()["error"]["message"]
    loop.call(lambda: closed.engine.set_gpu_paused(False))
    full = post_json(closed.port, body)
    assert full.status == 503 and int(full.headers["Retry-After"]) >= 1
    assert "queue is full" in full.json()["error"]["message"]
    assert full.json()["error"]["reason_code"] in ("gpu_queue_full", "lane_queue_full")
    huge = post_json(closed.port, {"messages": [{"role": "user", "content": "word " * 6000}]})
    assert huge.status == 400
    error = huge.json()["error"]
    assert "largest context" in error["message"] and error["available"] == 8192
    assert error["reason_code"] == "prompt_too_long"
    # Past 64 characters per token of the largest context: refused from its length alone.
    vast = post_json(closed.port, {"messages": [{"role": "user", "content": "w" * 600_000}]})
    assert vast.status == 400
    assert vast.json()["error"]["reason_code"] == "prompt_surely_too_long"
    assert "at least 9375 tokens" in vast.json()["error"]["message"]
    assert str(error["needed"]) in error["message"]


def test_malformed_json_is_400_and_wrong_fields_are_422(main: Served) -> None:
    headers = {"Content-Type": "application/json"}
    broken = fetch(main.port, "POST", "/v1/chat/completions", b'{"messages": [', headers)
    assert broken.status == 400
    assert set(broken.json()["error"]) >= {"message", "type", "code"}
    for bad in ({"messages": "hi"}, {"messages": SHORT, "max_tokens": -1}):
        reply = post_json(main.port, bad)
        assert reply.status == 422, reply.body
    assert fetch(main.port, "GET", "/v1/nothing").status == 404


def test_uploads_past_the_limit_are_413_and_bad_audio_is_400(
    main: Served, loop: LoopThread
) -> None:
    port = loop.run(extra_app(main, "127.0.0.1", max_upload_bytes=1000))
    too_big = post_form(port, {"model": "whisper-1", "file": b"\0" * 5000})
    assert too_big.status == 413 and too_big.json()["error"]["code"] == "upload_too_large"
    bad = post_form(
        main.port, {"model": "whisper-1", "file": (DATA / "not-audio.mp3").read_bytes()}
    )
    assert bad.status == 400 and bad.json()["error"]["code"] == "bad_input"
    assert bad.json()["error"]["message"]
    no_file = post_form(main.port, {"model": "whisper-1"})
    assert no_file.status == 422


def test_a_client_that_disconnects_mid_stream_cancels_its_request(
    main: Served, loop: LoopThread
) -> None:
    body = json.dumps({"messages": LONG, "max_tokens": 1000, "stream": True}).encode()
    head = (
        f"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:{main.port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    with socket.create_connection(("127.0.0.1", main.port), timeout=30) as sock:
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
    events = _ended(loop, main.engine, request_id)
    assert isinstance(events[-1], Cancelled)
    assert len(events[-1].partial) < 1000 * 4


def test_host_and_origin_are_checked_on_loopback(main: Served) -> None:
    assert fetch(main.port, "GET", "/v1/models").status == 200
    evil = fetch(main.port, "GET", "/v1/models", headers={"Host": f"evil.example:{main.port}"})
    assert evil.status == 403 and evil.json()["error"]["code"] == "bad_host"
    origin = fetch(main.port, "GET", "/health", headers={"Origin": "http://evil.example"})
    assert origin.status == 403
    local = fetch(main.port, "GET", "/health", headers={"Origin": "http://localhost:3000"})
    assert local.status == 200 and local.json()["mode"] == "gpu"


def test_beyond_loopback_every_endpoint_but_health_needs_the_key(
    main: Served, loop: LoopThread
) -> None:
    port = loop.run(extra_app(main, "0.0.0.0", api_key="s3cret"))
    assert fetch(port, "GET", "/v1/models").status == 401
    wrong = fetch(port, "GET", "/metrics", headers={"Authorization": "Bearer nope"})
    assert wrong.status == 401 and wrong.headers["WWW-Authenticate"] == "Bearer"
    assert fetch(port, "GET", "/health").status == 200
    keyed = {"Authorization": "Bearer s3cret", "Host": "spillway.home.arpa:8766"}
    assert fetch(port, "GET", "/v1/models", headers=keyed).status == 200
    with pytest.raises(ValueError, match="API key"):
        loop.run(extra_app(main, "0.0.0.0", api_key=None))


def test_spillway_serve_answers_the_openai_client_and_stops_on_sigterm(tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    args = ["--data-dir", str(tmp_path), "--simulate-gpu", "1GiB", "serve", "--port", str(port)]
    env = os.environ | {"DISPLAY": "", "WAYLAND_DISPLAY": ""}
    with subprocess.Popen(
        [sys.executable, "-m", "app", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=env,
    ) as server:
        try:
            assert server.stdout is not None
            banner = server.stdout.readline()
            assert f"127.0.0.1:{port}/v1" in banner, banner
            workers = [p.pid for p in psutil.Process(server.pid).children(recursive=True)]
            url = f"http://127.0.0.1:{port}/v1"
            with openai.OpenAI(base_url=url, api_key="unused", max_retries=0) as client:
                answer = client.chat.completions.create(model="m", messages=SHORT, max_tokens=8)
            assert answer.choices[0].message.content
        finally:
            server.send_signal(signal.SIGTERM)
            _out, err = server.communicate(timeout=60)
    assert server.returncode == 0, err
    assert alive(workers) == []


# --- fuzz ------------------------------------------------------------------------------------

_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**20, max_value=10**40)
    | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)
_MESSAGE = st.fixed_dictionaries(
    {
        "role": st.sampled_from(["user", "user", "system", "assistant", "tool", "x"]),
        "content": st.text(max_size=20) | _JSON,
    }
)
_NEAR_CHAT = st.fixed_dictionaries(
    {
        "messages": st.lists(_MESSAGE, min_size=1, max_size=3) | _JSON,
        # An answer that validates runs for real: keep it to a few tokens.
        "max_tokens": st.integers(min_value=-1, max_value=3) | st.sampled_from(["8", 2.5, 10**30]),
    },
    optional={
        "temperature": st.floats(min_value=-1, max_value=3) | _JSON,
        "top_p": st.floats(min_value=-1, max_value=2) | _JSON,
        "stop": st.lists(st.text(max_size=3), max_size=5) | _JSON,
        "stream": st.booleans() | _JSON,
        "seed": st.integers(min_value=-5, max_value=2**33) | _JSON,
        "tools": _JSON,
        "model": st.text(max_size=10) | _JSON,
    },
)
_VALID_CHAT = st.fixed_dictionaries(
    {
        "messages": st.lists(
            st.fixed_dictionaries({"role": st.just("user"), "content": st.text(max_size=30)}),
            min_size=1,
            max_size=2,
        ),
        "max_tokens": st.integers(min_value=1, max_value=3),
    },
    optional={
        "temperature": st.floats(min_value=0, max_value=2),
        "stop": st.lists(st.text(min_size=1, max_size=3), max_size=4),
        "stream": st.booleans(),
        "seed": st.integers(min_value=0, max_value=2**32 - 1),
    },
)
_CHAT_BODIES = st.one_of(
    _VALID_CHAT.map(lambda d: json.dumps(d).encode()),
    _NEAR_CHAT.map(lambda d: json.dumps(d).encode()),
    st.dictionaries(st.text(max_size=10), _JSON, max_size=6).map(lambda d: json.dumps(d).encode()),
    st.binary(max_size=64),
)
_TEXT = st.sampled_from(["json", "text", "srt", "vtt", "verbose_json", "mp3", "en", "../x", ""])
_FORM = st.fixed_dictionaries(
    {"file": st.binary(max_size=256)},
    optional={"model": _TEXT, "response_format": _TEXT, "language": _TEXT, "x": st.binary()},
) | st.dictionaries(st.sampled_from(["file", "model", "x"]), st.binary(max_size=64) | _TEXT)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=_CHAT_BODIES)
def test_fuzzed_chat_bodies_never_get_a_5xx(main: Served, body: bytes) -> None:
    reply = fetch(
        main.port, "POST", "/v1/chat/completions", body, {"Content-Type": "application/json"}
    )
    print("STATUS", reply.status, reply.body[:80])
    assert reply.status < 500, reply.body


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(form=_FORM, raw=st.binary(max_size=128), use_raw=st.booleans())
def test_fuzzed_uploads_never_get_a_5xx(
    main: Served, form: dict[str, str | bytes], raw: bytes, use_raw: bool
) -> None:
    if use_raw:
        headers = {"Content-Type": "multipart/form-data; boundary=xyz"}
        reply = fetch(main.port, "POST", "/v1/audio/transcriptions", raw, headers)
    else:
        reply = post_form(main.port, form)
    print("STATUS", reply.status, reply.body[:80])
    assert reply.status < 500, reply.body
    assert fetch(main.port, "GET", "/health").status == 200


def test_api_requests_are_marked_as_coming_from_their_client(main: Served) -> None:
    reply = post_json(main.port, {"messages": SHORT, "max_tokens": 4})
    assert reply.status == 200
    job = main.engine.jobs[reply.headers["X-Spillway-Request-Id"]]
    assert job.origin == "API 127.0.0.1"  # the status view lists it beside the window's own


ADD = {
    "type": "function",
    "function": {
        "name": "add",
        "description": "Add two numbers",
        "parameters": {
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
            "required": ["a", "b"],
        },
    },
}


def test_tools_come_back_as_valid_tool_calls(client: openai.OpenAI) -> None:
    tools: Any = [ADD]
    reply = client.chat.completions.create(
        model="spillway",
        messages=[{"role": "user", "content": "What is 2 plus 3?"}],
        tools=tools,
        tool_choice={"type": "function", "function": {"name": "add"}},
    )
    choice = reply.choices[0]
    assert choice.finish_reason == "tool_calls"
    [call] = choice.message.tool_calls or []
    function: Any = call.function  # type: ignore[union-attr]
    assert function.name == "add"
    arguments = json.loads(function.arguments)
    assert set(arguments) == {"a", "b"}  # the grammar keeps the call to the schema
    stream = client.chat.completions.create(
        model="spillway",
        messages=[{"role": "user", "content": "Add 1 and 2."}],
        tools=tools,
        tool_choice="required",
        stream=True,
    )
    deltas = [c.choices[0] for c in stream if c.choices]
    assert deltas[-1].finish_reason == "tool_calls"
    assert any(d.delta.tool_calls for d in deltas)


def test_a_malformed_tool_is_422(main: Served) -> None:
    bad = post_json(main.port, {"messages": SHORT, "tools": [{"type": "function"}]})
    assert bad.status == 422 and bad.json()["error"]["param"] == "tools[0]"
    unknown = post_json(
        main.port,
        {
            "messages": SHORT,
            "tools": [ADD],
            "tool_choice": {"type": "function", "function": {"name": "nope"}},
        },
    )
    assert unknown.status == 422


def test_a_tool_result_sent_back_gets_a_plain_answer(client: openai.OpenAI) -> None:
    tools: Any = [ADD]
    first = client.chat.completions.create(
        model="spillway",
        messages=[{"role": "user", "content": "What is 2 plus 3?"}],
        tools=tools,
        tool_choice={"type": "function", "function": {"name": "add"}},
    )
    [call] = first.choices[0].message.tool_calls or []
    follow_up: Any = [
        {"role": "user", "content": "What is 2 plus 3?"},
        first.choices[0].message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call.id, "content": "5"},
    ]
    second = client.chat.completions.create(model="spillway", messages=follow_up, max_tokens=24)
    assert second.choices[0].finish_reason in ("stop", "length")
    assert second.choices[0].message.content
