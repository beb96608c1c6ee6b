"""The HTTP API's pure parts: OpenAI's format, errors, in-band headers, guard and metrics."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from app.server.errors import ApiError, capacity_error, failure
from app.server.guard import host_allowed, is_loopback, key_matches, origin_allowed, split_host
from app.server.inband import Trace
from app.server.metrics import Counters, render
from app.server.openai_format import (
    chat_call,
    chunk,
    completion,
    finish_reason,
    parse_json,
    sse,
    transcription_body,
    transcription_options,
    usage,
)
from engine.api import (
    Accepted,
    BreakerState,
    Cancelled,
    CapacityError,
    ChatRequest,
    Completed,
    Degraded,
    EngineEvent,
    EngineMode,
    EngineStatus,
    Failed,
    Queued,
    Reason,
    ReasonCode,
    Retrying,
    Running,
    TimedText,
)
from engine.breaker import BreakerSnapshot
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from tests import routes

ROOT = Path(__file__).resolve().parents[2]
USER = [{"role": "user", "content": "hi"}]


def test_the_server_reaches_the_engine_only_through_its_facade() -> None:
    for path in sorted((ROOT / "app" / "server").glob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
            elif isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
        engine = {n for n in names if n == "engine" or n.startswith("engine.")}
        assert engine <= {"engine.api"}, f"{path.name} imports {sorted(engine)}"


# --- requests ---------------------------------------------------------------------------------


def test_a_full_chat_body_maps_to_the_engines_request() -> None:
    body = {
        "model": "anything",
        "messages": [
            {"role": "developer", "content": "Be brief."},
            {
                "role": "user",
                "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
            },
            {"role": "assistant", "content": None, "tool_calls": []},
        ],
        "temperature": 0.5,
        "top_p": 0.9,
        "max_tokens": 20,
        "stop": "END",
        "seed": 7,
        "stream": True,
        "stream_options": {"include_usage": True},
        "tools": [{"type": "function", "function": {"name": "f"}}],
        "tool_choice": "auto",
        "presence_penalty": 1.0,
    }
    call = chat_call(body, 512)
    expected = ChatRequest.from_messages(
        [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "ab"},
            {"role": "assistant", "content": ""},
        ],
        max_tokens=20,
        temperature=0.5,
        top_p=0.9,
        seed=7,
        stop=("END",),
        stream=True,
        tools=(json.dumps({"function": {"name": "f"}, "type": "function"}, sort_keys=True),),
        tool_choice="auto",
    )
    assert call.request == expected
    assert (call.model, call.include_usage) == ("anything", True)


TOOL = {"type": "function", "function": {"name": "add", "parameters": {"type": "object"}}}


def test_tools_pass_to_the_engine_and_none_drops_them() -> None:
    messages = [{"role": "user", "content": "hi"}]
    named = {"type": "function", "function": {"name": "add"}}
    call = chat_call({"messages": messages, "tools": [TOOL], "tool_choice": named}, 64)
    assert [json.loads(t) for t in call.request.tools] == [TOOL]
    assert json.loads(call.request.tool_choice) == named
    dropped = chat_call({"messages": messages, "tools": [TOOL], "tool_choice": "none"}, 64)
    assert dropped.request.tools == () and dropped.request.tool_choice == ""


@pytest.mark.parametrize(
    ("tools", "choice", "param"),
    [
        ([{"type": "function"}], "auto", "tools[0]"),
        (
            [{"type": "function", "function": {"name": "bad name!"}}],
            "auto",
            "tools[0].function.name",
        ),
        ([TOOL] * 33, "auto", "tools"),
        ([TOOL], {"type": "function", "function": {"name": "other"}}, "tool_choice"),
        ([TOOL], "sometimes", "tool_choice"),
    ],
)
def test_bad_tools_are_422(tools: Any, choice: Any, param: str) -> None:
    with pytest.raises(ApiError) as caught:
        chat_call(
            {"messages": [{"role": "user", "content": "x"}], "tools": tools, "tool_choice": choice},
            64,
        )
    assert caught.value.status == 422 and caught.value.param == param


def test_defaults_are_greedy_unstreamed_and_the_engines_answer_length() -> None:
    call = chat_call({"messages": USER}, 512)
    assert call.request == ChatRequest.from_messages(USER, max_tokens=512, stream=False)
    assert chat_call({"messages": USER, "max_completion_tokens": 9}, 512).request.max_tokens == 9
    assert chat_call({"messages": USER, "stop": ["a", "b"]}, 512).request.stop == ("a", "b")


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ([], "body"),
        ({}, "messages"),
        ({"messages": "hi"}, "messages"),
        ({"messages": []}, "messages"),
        ({"messages": ["hi"]}, "messages[0]"),
        ({"messages": [{"role": "robot", "content": "x"}]}, "messages[0].role"),
        ({"messages": [{"role": "user"}]}, "messages[0].content"),
        (
            {"messages": [{"role": "user", "content": [{"type": "image_url"}]}]},
            "messages[0].content",
        ),
        ({"messages": USER, "max_tokens": -1}, "max_tokens"),
        ({"messages": USER, "max_tokens": 0}, "max_tokens"),
        ({"messages": USER, "max_tokens": 10**30}, "max_tokens"),
        ({"messages": USER, "max_tokens": True}, "max_tokens"),
        ({"messages": USER, "max_tokens": 1.5}, "max_tokens"),
        ({"messages": USER, "temperature": 3}, "temperature"),
        ({"messages": USER, "temperature": "hot"}, "temperature"),
        ({"messages": USER, "temperature": 10**400}, "temperature"),
        ({"messages": USER, "top_p": -0.1}, "top_p"),
        ({"messages": USER, "seed": -1}, "seed"),
        ({"messages": USER, "stop": ["a", ""]}, "stop"),
        ({"messages": USER, "stop": ["a"] * 5}, "stop"),
        ({"messages": USER, "stop": 3}, "stop"),
        ({"messages": USER, "stream": "yes"}, "stream"),
        ({"messages": USER, "stream_options": {"include_usage": 1}}, "stream_options"),
        ({"messages": USER, "n": 2}, "n"),
        ({"messages": USER, "model": 5}, "model"),
    ],
)
def test_wrong_fields_are_422_naming_the_field(body: Any, param: str) -> None:
    with pytest.raises(ApiError) as caught:
        chat_call(body, 512)
    assert caught.value.status == 422
    assert caught.value.body()["error"]["param"] == param


def test_a_nan_temperature_is_refused() -> None:
    with pytest.raises(ApiError):
        chat_call(parse_json(b'{"messages": [], "temperature": NaN}'), 512)
    with pytest.raises(ApiError) as caught:
        chat_call({"messages": USER, "temperature": float("nan")}, 512)
    assert caught.value.status == 422


@pytest.mark.parametrize("raw", [b"{", b"\xff\xfe", b"", b"[1,]", b"[" * 100_000])
def test_malformed_json_is_400(raw: bytes) -> None:
    with pytest.raises(ApiError) as caught:
        parse_json(raw)
    assert caught.value.status == 400
    assert set(caught.value.body()["error"]) >= {"message", "type", "code"}


# --- errors -----------------------------------------------------------------------------------


def test_a_prompt_that_never_fits_is_400_with_the_numbers() -> None:
    reason = Reason(ReasonCode.PROMPT_TOO_LONG, 9000, 8192)
    error = capacity_error(CapacityError(reason, 9000, 8192, None, permanent=True))
    assert error.status == 400
    assert "the prompt has 9000 tokens; the largest context here is 8192" in error.message
    body = error.body()["error"]
    assert body["code"] == "context_length_exceeded"  # OpenAI's code, as clients expect
    assert body["reason_code"] == "prompt_too_long"  # admission's, next to the English


def test_a_refusal_says_admission_s_code_next_to_the_english() -> None:
    pressure = Reason(ReasonCode.PRESSURE, 1.26, 0.9)
    why = pressure.then(Reason(ReasonCode.CPU_OFF).at("cpu"))
    body = capacity_error(CapacityError(why, 10, 5, 2.0)).body()["error"]
    assert body["code"] == "capacity" and body["reason_code"] == "pressure"
    assert body["message"] == (
        "Spillway is over capacity: GPU memory pressure 126% is above the 90% threshold; "
        "cpu: CPU failover is off"
    )
    worded = capacity_error(CapacityError("words from elsewhere")).body()["error"]
    assert worded["reason_code"] == "text" and worded["message"].endswith("words from elsewhere")


def test_full_lanes_are_503_with_retry_after_rounded_up() -> None:
    assert capacity_error(CapacityError("the GPU queue is full")).headers == {"Retry-After": "5"}
    error = capacity_error(CapacityError("GPU paused", 10, 5, 2.2))
    assert error.status == 503 and error.headers["Retry-After"] == "3"
    assert error.body()["error"]["needed"] == 10


@pytest.mark.parametrize(
    ("event", "status"),
    [
        (Failed("r", "bad_input", "not audio", False), 400),
        (Failed("r", "capacity", "waited too long", True), 503),
        (Failed("r", "oom", "no memory", True, "part"), 503),
        (Failed("r", "internal", "bug", True), 500),
        (Cancelled("r", "part"), 409),
    ],
)
def test_failures_map_to_statuses(event: Failed | Cancelled, status: int) -> None:
    error = failure(event)
    assert error.status == status
    assert error.body()["error"]["partial"] == event.partial


# --- answers ----------------------------------------------------------------------------------


def test_completion_chunk_and_sse_have_openais_shape() -> None:
    stats = {"prompt_tokens": 30.0, "completion_tokens": 16.0}
    body = completion("chatcmpl-1", 5, "m", "hello", finish_reason("", stats, 16), usage(stats))
    assert body["choices"][0]["message"] == {"role": "assistant", "content": "hello"}
    assert body["choices"][0]["finish_reason"] == "length"
    assert body["usage"] == {"prompt_tokens": 30, "completion_tokens": 16, "total_tokens": 46}
    assert finish_reason("", stats, 100) == "stop" and usage({}) is None
    # The runtime's own reason wins: an answer capped by a degraded route was cut.
    assert finish_reason("length", stats, 100) == "length"
    assert finish_reason("tool_calls", stats, 16) == "tool_calls"
    piece = chunk("chatcmpl-1", 5, "m", {"content": "he"})
    assert piece["object"] == "chat.completion.chunk"
    assert sse(piece).startswith(b"data: {") and sse(piece).endswith(b"}\n\n")
    assert sse("[DONE]") == b"data: [DONE]\n\n"


def test_transcription_formats() -> None:
    segments = [TimedText(0.0, 1.5, " Hello."), TimedText(1.5, 2.0, " Bye.")]
    kind, text = transcription_body("json", " Hello. Bye.", segments, 2.0, None)
    assert kind == "application/json" and json.loads(text) == {"text": "Hello. Bye."}
    kind, text = transcription_body("verbose_json", "Hello. Bye.", segments, 2.0, "en")
    verbose = json.loads(text)
    assert verbose["duration"] == 2.0 and [s["id"] for s in verbose["segments"]] == [0, 1]
    assert transcription_body("srt", "", segments, 2.0, None)[1].startswith("1\n00:00:00,000")
    assert transcription_body("vtt", "", segments, 2.0, None)[1].startswith("WEBVTT")
    assert transcription_body("text", "Hello.", segments, 2.0, None) == ("text/plain", "Hello.\n")
    assert transcription_options({}) == ("json", None)
    assert transcription_options({"response_format": "srt", "language": "EN"}) == ("srt", "en")
    for fields in ({"response_format": "mp3"}, {"language": "../etc"}):
        with pytest.raises(ApiError):
            transcription_options(fields)


# --- in-band ----------------------------------------------------------------------------------


def test_a_failover_before_the_first_token_shows_in_the_headers() -> None:
    trace = Trace()
    events: list[EngineEvent] = [
        Accepted("req-1", routes.SIMULATED_GPU, 2.0),
        Queued("req-1", "gpu", 1, 2.0),
        Running("req-1", "gpu", 1, "Small"),
        Retrying("req-1", "gpu", "oom", "no memory", "cpu"),
        Degraded(
            "req-1", routes.CPU, "Small", ("running on the CPU\n(slower)", "ctx é"), "oom", 9.0
        ),
        Running("req-1", "cpu", 2, "Small"),
        Completed("req-1", "text", "cpu", 2),
    ]
    for event in events:
        trace.observe(event)
    headers = trace.headers()
    assert headers["X-Spillway-Route"] == "CPU"
    assert headers["X-Spillway-Limits"] == "running on the CPU (slower); ctx ?"
    assert headers["X-Spillway-ETA"] == "9.0" and headers["X-Spillway-Request-Id"] == "req-1"
    assert headers["X-Spillway-Degraded"] == "true"
    summary = trace.summary()
    assert (summary["lane"], summary["attempts"], summary["degraded"]) == ("cpu", 2, True)
    assert (trace.failovers, trace.outcome) == (1, "completed")
    assert summary["reason"] == "oom" and summary["reason_code"] == ""  # none was given


def test_a_degraded_route_s_summary_has_the_reason_code() -> None:
    trace = Trace()
    why = Reason(ReasonCode.GPU_SHORT, 900 << 20, 100 << 20)
    trace.observe(Degraded("req-1", routes.CPU, "Small", (), "the GPU needs more", 9.0, why))
    assert trace.summary()["reason_code"] == "gpu_short"


# --- guard ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "allowed"),
    [
        ("localhost:8766", True),
        ("127.0.0.1:8766", True),
        ("[::1]:8766", True),
        ("localhost", True),
        ("127.0.0.2:8766", True),
        ("LOCALHOST:8766", True),
        ("localhost:9999", False),
        ("evil.example:8766", False),
        ("localhost.evil.example:8766", False),
        ("::1", False),
        ("[::1", False),
        ("localhost:abc", False),
        ("localhost:99999", False),
        ("0.0.0.0:8766", False),
        ("", False),
        (None, False),
    ],
)
def test_host_header(header: str | None, allowed: bool) -> None:
    assert host_allowed(header, 8766) is allowed


def test_split_host() -> None:
    assert split_host("[::1]:80") == ("::1", 80)
    assert split_host("a:1") == ("a", 1)
    assert split_host(":1") is None


@pytest.mark.parametrize(
    ("origin", "allowed"),
    [
        ("http://localhost:3000", True),
        ("https://127.0.0.1", True),
        ("http://[::1]:8080", True),
        ("http://evil.example", False),
        ("null", False),
        ("file://localhost", False),
        ("http://localhost:bad", False),
    ],
)
def test_origin(origin: str, allowed: bool) -> None:
    assert origin_allowed(origin) is allowed


def test_loopback_and_key() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.2")
    assert key_matches("Bearer s3cret", "s3cret") and key_matches("bearer  s3cret ", "s3cret")
    for header in (None, "", "Bearer", "Bearer wrong", "Basic s3cret", "s3cret"):
        assert not key_matches(header, "s3cret")


# --- metrics ----------------------------------------------------------------------------------


def _status() -> EngineStatus:
    breaker = BreakerSnapshot(BreakerState.OPEN, 3, "oom", 5.0, 10.0, 1)
    gpu = GpuSnapshot(0, "Simulated GPU", True, 1 << 30, 300 << 20, 724 << 20)
    return EngineStatus(
        mode=EngineMode.DEGRADED,
        reason="GPU paused",
        gpu_description="sim",
        gpu_simulated=True,
        gpu=gpu,
        host=HostSnapshot(1 << 34, 1 << 33, 0, 8),
        lanes=(),
        breaker=breaker,
        ledger={},
        replicas=(),
        gpu_measured={},
        gpu_predicted=400 << 20,
        gpu_headroom=0,
        ram_reserve=0,
        gpu_paused=False,
    )


def test_metrics_text() -> None:
    counters = Counters()
    assert counters.first_sight("a") and not counters.first_sight("a")
    counters.request("chat", "cpu", "completed")
    counters.request("chat", "", "refused")
    counters.failover(1)
    counters.response('/x"y', 200)
    text = render(_status(), counters)
    assert 'spillway_api_requests_total{endpoint="chat",lane="cpu",outcome="completed"} 1' in text
    assert 'lane="none",outcome="refused"} 1' in text
    assert 'endpoint="/x\\"y"' in text
    assert "spillway_api_failovers_total 1" in text
    assert "spillway_breaker_state 2" in text
    assert 'spillway_mode{mode="degraded"} 1' in text
    values = {
        sample.name: sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }
    assert values["spillway_gpu_memory_predicted_bytes"] == 400 << 20
    assert values["spillway_gpu_memory_used_bytes"] == 300 << 20
    assert text.endswith("\n")


def test_tool_calls_and_results_reach_the_model_as_text() -> None:
    call = chat_call(
        {
            "messages": [
                {"role": "user", "content": "What is 2 plus 3?"},
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": "c1",
                            "type": "function",
                            "function": {"name": "add", "arguments": '{"a": 2, "b": 3}'},
                        }
                    ],
                },
                {"role": "tool", "tool_call_id": "c1", "content": "5"},
            ]
        },
        64,
    )
    assert call.request.messages[1:] == (
        ("assistant", '(called add with {"a": 2, "b": 3})'),
        ("user", "Result of the tool call: 5"),
    )
