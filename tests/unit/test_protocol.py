"""engine.workers.protocol: the JSON-lines wire form of worker requests and events."""

from __future__ import annotations

import json
from typing import Any, get_args

import pytest

from engine.workers import protocol
from engine.workers.protocol import (
    REQUEST_TYPES,
    TERMINAL_EVENTS,
    Cancel,
    Done,
    Error,
    ErrorKind,
    Generate,
    Health,
    HealthCheck,
    Heartbeat,
    Load,
    Message,
    Piece,
    Progress,
    ProtocolError,
    Ready,
    Segment,
    Shutdown,
    Speed,
    TokenCount,
    Tokenize,
    Transcribe,
    WorkerCommand,
    WorkerEvent,
    decode,
    encode,
)

SAMPLES: list[Message] = [
    Load(id="r1"),
    Load(id="r2", params={"n_ctx": 4096, "n_gpu_layers": -1, "flash_attn": False}),
    Generate(id="g1", messages=[{"role": "user", "content": "Hi"}]),
    Generate(
        id="g2",
        messages=[
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": 'Grüße, 世界 "quoted"\nnew line'},
        ],
        max_tokens=32,
        temperature=0.7,
        top_p=0.9,
        top_k=20,
        repeat_penalty=1.1,
        seed=42,
        stop=["\n\n", "</s>"],
    ),
    Transcribe(id="t1", path="/tmp/a.wav"),
    Transcribe(id="t2", path="/tmp/ü b.mp3", language="en", beam_size=5),
    Tokenize(id="k1", text="hello"),
    Tokenize(id="k2", messages=[{"role": "user", "content": "x"}]),
    Tokenize(id="k3"),
    Cancel(id="c1", target="g1"),
    HealthCheck(id="h1"),
    Shutdown(id="s1"),
    Ready(
        id="r1",
        model="smollm2",
        device="cuda:0",
        allocations={"weights": 96576768, "kv": 47185920},
        load_seconds=0.42,
    ),
    Piece(id="g1", text=" world", index=0),
    Piece(id="g1", text="", index=17),
    Segment(id="t1", index=0, start=0.0, end=1.5, text=" Hello."),
    Progress(id="t1", done=1.5, total=6.5),
    TokenCount(id="k1", count=3, tokens=[1, 2, 3]),
    TokenCount(id="k3", count=0, tokens=[]),
    Done(id="g1", text="Hello world", finish_reason="stop"),
    Done(id="t1", text="Hi", finish_reason="length", stats={"tokens": 2, "seconds": 0.5}),
    Error(id="g1", kind=ErrorKind.OOM.value, message="out of memory"),
    Error(id="g2", kind="cancelled", message="stopped", partial="Hel"),
    Heartbeat(id="", state="idle", rss=123456),
    Heartbeat(id="", state="busy", rss=1, busy_with="g1"),
    Health(id="h1", state="idle", rss=99),
    Health(id="h1", state="broken", rss=0, device_error="driver reset"),
    Speed(id="r1", prompt_tps=275.0, generate_tps=80.5),
]


def _sample_params() -> list[Any]:
    return [pytest.param(m, id=f"{type(m).__name__}-{i}") for i, m in enumerate(SAMPLES)]


def test_samples_cover_every_message_class() -> None:
    assert {type(m) for m in SAMPLES} == set(get_args(Message))
    assert set(get_args(Message)) == set(get_args(WorkerCommand)) | set(get_args(WorkerEvent))


@pytest.mark.parametrize("message", _sample_params())
def test_round_trip(message: Message) -> None:
    line = encode(message)
    assert line.endswith(b"\n")
    assert line.count(b"\n") == 1  # one message, one line
    decoded = decode(line)
    assert type(decoded) is type(message)
    assert decoded == message
    assert decode(line.decode()) == message  # str lines decode too


@pytest.mark.parametrize("message", SAMPLES, ids=lambda m: type(m).__name__)
def test_wire_form_is_a_json_object_with_type(message: Message) -> None:
    payload = json.loads(encode(message))
    assert isinstance(payload, dict)
    assert payload["type"] == message.TYPE
    assert payload["id"] == message.id


def test_encode_keeps_text_as_utf8() -> None:
    line = encode(Piece(id="g", text="世界", index=0))
    assert "世界".encode() in line
    assert line == b'{"id":"g","text":"\xe4\xb8\x96\xe7\x95\x8c","index":0,"type":"token"}\n'


def test_decode_fills_defaults() -> None:
    message = decode(b'{"type":"generate","id":"g","messages":[]}')
    assert message == Generate(id="g", messages=[], max_tokens=256, stop=[])


def test_message_types_are_distinct() -> None:
    classes = get_args(Message)
    assert len({cls.TYPE for cls in classes}) == len(classes)


def test_request_types_are_the_request_classes() -> None:
    assert {cls.TYPE for cls in get_args(WorkerCommand)} == REQUEST_TYPES


def test_terminal_events_are_events() -> None:
    assert set(TERMINAL_EVENTS) <= set(get_args(WorkerEvent))
    assert {cls.TYPE for cls in TERMINAL_EVENTS} == {
        "ready",
        "tokens",
        "health_report",
        "done",
        "error",
    }


@pytest.mark.parametrize(
    "line",
    [b"", b"{", b"not json", b'{"type": "token",}', b"\xff\xfe", "{'type': 'token'}"],
)
def test_decode_rejects_non_json(line: bytes | str) -> None:
    with pytest.raises(ProtocolError, match="not JSON"):
        decode(line)


@pytest.mark.parametrize("line", [b"[]", b'["token"]', b'"token"', b"42", b"null", b"true"])
def test_decode_rejects_non_objects(line: bytes) -> None:
    with pytest.raises(ProtocolError, match="not a JSON object"):
        decode(line)


@pytest.mark.parametrize(
    "line",
    [
        b'{"id":"x"}',
        b'{"type":"nope","id":"x"}',
        b'{"type":null,"id":"x"}',
        b'{"type":"Token","id":"x","text":"a","index":0}',
        b'{"type":7,"id":"x"}',
    ],
)
def test_decode_rejects_unknown_types(line: bytes) -> None:
    with pytest.raises(ProtocolError, match="unknown message type"):
        decode(line)


@pytest.mark.parametrize("line", [b'{"type":["token"],"id":"x"}', b'{"type":{},"id":"x"}'])
def test_decode_rejects_unhashable_types(line: bytes) -> None:
    with pytest.raises(ProtocolError):
        decode(line)


@pytest.mark.parametrize(
    "line",
    [
        b'{"type":"token","id":"x","text":"a"}',  # missing index
        b'{"type":"token","id":"x","text":"a","index":0,"extra":1}',
        b'{"type":"cancel","id":"x"}',
        b'{"type":"shutdown"}',  # missing id
        b'{"type":"ready","id":"x","model":"m"}',
    ],
)
def test_decode_rejects_wrong_fields(line: bytes) -> None:
    with pytest.raises(ProtocolError, match="bad fields for"):
        decode(line)


@pytest.mark.parametrize(
    "line",
    [
        b'{"type":"shutdown","id":1}',
        b'{"type":"shutdown","id":null}',
        b'{"type":"cancel","id":["a"],"target":"x"}',
    ],
)
def test_decode_rejects_non_string_ids(line: bytes) -> None:
    with pytest.raises(ProtocolError, match="without a string id"):
        decode(line)


def test_protocol_error_message_shows_the_line() -> None:
    with pytest.raises(ProtocolError) as info:
        decode(b'{"type":"martian","id":"x"}')
    assert "martian" in str(info.value)


@pytest.mark.parametrize(
    ("kind", "environmental"),
    [
        (ErrorKind.OOM, True),
        (ErrorKind.ABORT, True),
        (ErrorKind.HANG, True),
        (ErrorKind.DRIVER, True),
        (ErrorKind.CANCELLED, False),
        (ErrorKind.BAD_INPUT, False),
        (ErrorKind.BAD_MODEL, False),
        (ErrorKind.NOT_LOADED, False),
        (ErrorKind.INTERNAL, False),
    ],
)
def test_error_kind_environmental(kind: ErrorKind, environmental: bool) -> None:
    assert kind.environmental is environmental


def test_error_kinds_by_wire_value() -> None:
    assert ErrorKind("oom").environmental
    assert ErrorKind("driver").environmental
    assert not ErrorKind("cancelled").environmental
    assert not ErrorKind("bad_input").environmental
    assert {k for k in ErrorKind if k.environmental} == {
        ErrorKind.OOM,
        ErrorKind.ABORT,
        ErrorKind.HANG,
        ErrorKind.DRIVER,
    }


def test_module_exports_only_known_message_classes() -> None:
    classes = {
        obj
        for obj in vars(protocol).values()
        if isinstance(obj, type) and isinstance(getattr(obj, "TYPE", None), str)
    }
    assert classes == set(get_args(Message))
