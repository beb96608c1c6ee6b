"""The one input boundary (engine.inputs), the protocol encoder on any text, and which
journaled requests a restart may run again (engine.recovery)."""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.inputs import (
    InvalidRequest,
    check_compute_type,
    check_model,
    settings_warnings,
    validate_request,
)
from engine.journal import Journal
from engine.requests import ChatRequest, RequestStatus, TranscriptionRequest
from engine.scheduling.recovery import CLI, caller_gone
from engine.settings import Settings
from engine.workers.protocol import Piece, Segment, Transcribe, decode, encode


def chat(content: str = "Hello?", **options: object) -> ChatRequest:
    return ChatRequest.from_messages([{"role": "user", "content": content}], **options)


@pytest.mark.parametrize(
    ("request_", "field"),
    [
        (chat(max_tokens=-5), "max_tokens"),
        (chat(max_tokens=0), "max_tokens"),
        (chat(temperature=math.nan), "temperature"),
        (chat(temperature=-1.0), "temperature"),
        (chat(temperature=math.inf), "temperature"),
        (chat(top_p=1.5), "top_p"),
        (chat(seed=-1), "seed"),
        (chat(deadline_s=0.0), "deadline"),
        (chat(""), "prompt"),
        (chat("   \n\t"), "prompt"),
        (chat("hi \ud800"), "messages[0].content"),
        (ChatRequest((("robot", "hi"),)), "messages[0].role"),
        (ChatRequest(()), "messages"),
        (TranscriptionRequest("/a.wav", language="xx"), "language"),
        (TranscriptionRequest("/a.wav", beam_size=1000), "beam_size"),
        (TranscriptionRequest("/a.wav", beam_size=0), "beam_size"),
        (TranscriptionRequest("/a.wav", output_format="doc"), "format"),
        (TranscriptionRequest(""), "file"),
    ],
)
def test_out_of_range_requests_are_refused_naming_the_field(request_: object, field: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        validate_request(request_)  # type: ignore[arg-type]
    assert caught.value.field == field


def test_lone_surrogates_are_text_errors_and_file_names_may_hold_them() -> None:
    with pytest.raises(InvalidRequest) as caught:
        validate_request(chat("hi \ud800"))
    assert caught.value.text
    validate_request(TranscriptionRequest("/tmp/sp\udcffeech.wav"))  # a Linux file name
    validate_request(chat("Say OK.", max_tokens=1, temperature=2.0, seed=0))


def test_unknown_models_and_compute_types_name_the_valid_ones() -> None:
    with pytest.raises(InvalidRequest, match="smollm2, tinyllama"):
        check_model("no-such-model", ["tinyllama", "smollm2"], "chat")
    check_model("smollm2", ["smollm2"], "chat")
    with pytest.raises(InvalidRequest, match="int8"):
        check_compute_type("bogus")
    check_compute_type("int8")


def test_settings_that_are_allowed_but_not_meant_are_warned_about() -> None:
    values = {"cpu_lane.max_queue": 0, "api.key": "x", "models.llm": "no-such-model"}
    found = settings_warnings(Settings(values), ["smollm2"], ["whisper-base", "whisper-tiny-en"])
    assert len(found) == 3
    assert any("cpu_lane.max_queue is 0" in w for w in found)
    assert any("1 characters" in w for w in found)
    assert any("'no-such-model'" in w and "smollm2" in w for w in found)
    speech = ["whisper-base", "whisper-tiny-en"]
    assert settings_warnings(Settings(), ["smollm2-135m-instruct-q4_1"], speech) == []


@settings(max_examples=200, deadline=None)
@given(text=st.text(st.characters(codec=None, categories=None), max_size=40))
def test_the_protocol_encoder_never_raises_on_any_text(text: str) -> None:
    for message in (
        Piece("g", text, 0),
        Segment("t", 0, 0.0, 1.0, text),
        Transcribe("t", f"/tmp/{text}.wav"),
    ):
        assert decode(encode(message)) == message


def test_a_file_name_with_an_undecodable_byte_crosses_the_protocol() -> None:
    path = "/tmp/sp\udcffeech.wav"  # os.fsdecode(b"/tmp/sp\xffeech.wav")
    assert decode(encode(Transcribe("t", path))) == Transcribe("t", path)


def row_for(tmp: Path, origin: str, key: str | None = None, upload: bool = False) -> object:
    journal = Journal(tmp / f"j-{origin}-{key}-{upload}.sqlite3")
    request = TranscriptionRequest("/up/audio.wav", content_sha256="ab" if upload else "")
    journal.accept("r1", request if upload else chat(), key, origin)
    journal.transition("r1", RequestStatus.RUNNING, "cpu", 1)
    row = journal.unfinished()[0]
    journal.close()
    return row


def test_only_work_whose_caller_can_still_receive_it_is_run_again(tmp_path: Path) -> None:
    assert caller_gone(row_for(tmp_path, "app")) is None  # type: ignore[arg-type]
    assert caller_gone(row_for(tmp_path, "API 127.0.0.1", "key-1")) is None  # type: ignore[arg-type]
    assert "command" in (caller_gone(row_for(tmp_path, CLI)) or "")  # type: ignore[arg-type]
    gone = caller_gone(row_for(tmp_path, "API 127.0.0.1"))  # type: ignore[arg-type]
    assert "Idempotency-Key" in (gone or "")
    upload = caller_gone(row_for(tmp_path, "API 127.0.0.1", "key-2", upload=True))  # type: ignore[arg-type]
    assert "upload" in (upload or "")


def test_a_journal_from_before_origins_gets_the_column_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    Journal(path).close()
    conn = sqlite3.connect(path)  # as version 1 wrote it: no origin column
    conn.execute("ALTER TABLE requests DROP COLUMN origin")
    conn.execute(
        "INSERT INTO requests VALUES ('old', NULL, 'chat', ?, 'h', 3, 'cpu', 1, '', NULL, NULL,"
        " 0, 1.0, 1.0)",
        ('{"kind":"chat","messages":[["user","hi"]]}',),
    )
    conn.commit()
    conn.close()
    journal = Journal(path)
    [row] = journal.unfinished()
    journal.close()
    assert row.id == "old" and row.origin == ""
    assert caller_gone(row) is None  # as before: the app's


def test_the_journal_stores_text_with_a_lone_surrogate(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "j.sqlite3")
    journal.accept("r1", TranscriptionRequest("/tmp/sp\udcffeech.wav"), None, CLI)
    journal.finish("r1", RequestStatus.FAILED, "", "bad_input", "/tmp/sp\udcffeech.wav: bad")
    row = journal.get("r1")
    journal.close()
    assert row.error == "/tmp/sp\\udcffeech.wav: bad"
    assert row.request == TranscriptionRequest("/tmp/sp\udcffeech.wav")
