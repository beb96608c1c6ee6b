"""The command line under abuse, as a user runs it (a real subprocess): every bad input is
refused with a clear message before anything runs, bad audio is an error and not an empty
success, and a Ctrl-C'd or SIGTERM'd request is journaled cancelled and never run again.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from engine.api import ChatRequest, RequestStatus
from engine.journal import Journal
from tests.conftest import DATA
from tests.integration.test_cli import spillway

pytestmark = pytest.mark.models
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("chat", "hi", "--max-tokens", "-5"), "--max-tokens: max_tokens must be"),
        (("chat", "hi", "--max-tokens", "0"), "--max-tokens"),
        (("chat", "hi", "--temperature", "nan"), "--temperature"),
        (("chat", "hi", "--temperature", "-1"), "--temperature"),
        (("chat", "", "--max-tokens", "4"), "the prompt is empty"),
        (("chat", "  \t ", "--max-tokens", "4"), "the prompt is empty"),
        (("chat", "hi \udcff", "--max-tokens", "4"), "not valid Unicode"),  # byte 0xff
        (("chat", "hi", "--model", "no-such-model"), "smollm2-135m-instruct-q4_1"),
        (("transcribe", str(DATA / "speech.wav"), "--language", "xx"), "--language"),
        (("transcribe", str(DATA / "speech.wav"), "--beam-size", "1000"), "--beam-size"),
        (("transcribe", str(DATA / "speech.wav"), "--compute-type", "bogus"), "int8"),
        (("transcribe", str(DATA / "speech.wav"), "--model", "nope"), "whisper-tiny-en"),
        (("transcribe", str(DATA)), "is a folder"),
        (("serve", "--port", "99999"), "a port is 0 to 65535"),
    ],
)
def test_what_the_api_refuses_the_command_line_refuses_too(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    result = spillway(tmp_path, *args)
    assert result.returncode == 2, result.stdout + result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "data" / "journal.sqlite3").exists()  # refused before the journal


def patient(tmp: Path) -> None:
    """A heartbeat a loaded shared machine keeps: a slow worker must not look hung here."""
    write_settings(tmp, "[worker]\nheartbeat_s = 3.0\n")


def write_settings(tmp: Path, text: str) -> None:
    settings = tmp / "config" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text(text)


def test_settings_that_cannot_be_meant_are_warned_about_in_status(tmp_path: Path) -> None:
    write_settings(
        tmp_path, '[cpu_lane]\nmax_queue = 0\n[api]\nkey = "x"\n[models]\nllm = "no-such-llm"\n'
    )
    result = spillway(tmp_path, "status")
    assert "cpu_lane.max_queue is 0" in result.stderr
    assert "the API key has 1 characters" in result.stderr
    assert "models.llm = 'no-such-llm' is not a known chat model" in result.stderr


def test_a_100_byte_wav_is_an_error_not_an_empty_transcript(tmp_path: Path) -> None:
    patient(tmp_path)
    truncated = tmp_path / "truncated.wav"
    truncated.write_bytes((DATA / "speech.wav").read_bytes()[:100])
    result = spillway(tmp_path, "transcribe", str(truncated))
    assert result.returncode == 1, result.stdout
    assert "request failed (bad_input)" in result.stderr
    assert "not a readable audio file" in result.stderr
    assert result.stdout == ""


def test_random_bytes_named_flac_are_an_error(tmp_path: Path) -> None:
    patient(tmp_path)
    noise = tmp_path / "noise.flac"
    noise.write_bytes(os.urandom(20_000))
    result = spillway(tmp_path, "transcribe", str(noise))
    assert result.returncode == 1, result.stdout
    assert "bad_input" in result.stderr and "not a readable audio file" in result.stderr


def test_silence_is_no_speech_not_invented_words(tmp_path: Path) -> None:
    patient(tmp_path)
    silent = tmp_path / "silence.wav"
    with wave.open(str(silent), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(b"\0\0" * 16000 * 60)  # a minute of digital silence
    result = spillway(tmp_path, "transcribe", str(silent))
    assert result.returncode == 0, result.stderr
    assert "no speech found" in result.stderr
    assert result.stdout.strip() == ""


def test_a_file_name_that_is_not_utf8_is_transcribed(tmp_path: Path) -> None:
    patient(tmp_path)
    odd = os.path.join(os.fsencode(tmp_path), b"sp\xffeech.wav")
    shutil.copy(os.fsencode(DATA / "speech.wav"), odd)
    result = subprocess.run(
        [sys.executable, "-m", "app", "--data-dir", str(tmp_path), "transcribe", os.fsdecode(odd)],
        capture_output=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    assert result.returncode == 0, result.stderr.decode(errors="replace")
    assert b"memory" in result.stdout.lower()


def journal_rows(tmp: Path) -> list[tuple[str, int, str]]:
    """``(id, status, origin)`` of every journaled request, oldest first."""
    conn = sqlite3.connect(tmp / "data" / "journal.sqlite3")
    try:
        return conn.execute("SELECT id, status, origin FROM requests ORDER BY created").fetchall()
    finally:
        conn.close()


def running_statuses(tmp: Path, request_id: str) -> int:
    conn = sqlite3.connect(tmp / "data" / "journal.sqlite3")
    try:
        sql = "SELECT COUNT(*) FROM transitions WHERE request_id = ? AND status = 3"
        return int(conn.execute(sql, (request_id,)).fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stopped_chat_is_cancelled_in_the_journal_and_never_run_again(
    tmp_path: Path, signum: signal.Signals
) -> None:
    patient(tmp_path)
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "app",
            "--data-dir",
            str(tmp_path),
            "chat",
            "Write a long story about a GPU.",
            "--max-tokens",
            "400",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        cwd=ROOT,
    )
    assert child.stdout is not None
    assert child.stdout.read(8)  # tokens are streaming: the request is running
    child.send_signal(signum)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 128 + signum, err.decode()
    [(stopped, status, origin)] = journal_rows(tmp_path)
    assert (status, origin) == (12, "cli")  # RequestStatus.CANCELLED, asked by the CLI

    again = spillway(tmp_path, "chat", "Say OK.", "--max-tokens", "4")
    assert again.returncode == 0, again.stderr
    rows = journal_rows(tmp_path)
    assert rows[0] == (stopped, 12, "cli") and rows[1][1] == 10  # the new one completed
    assert running_statuses(tmp_path, stopped) == 1  # it ran once, before the signal


def test_a_command_killed_mid_request_is_not_run_again_but_can_be_resumed(tmp_path: Path) -> None:
    patient(tmp_path)
    journal = Journal(tmp_path / "data" / "journal.sqlite3")  # as a kill -9 of the CLI left it
    request = ChatRequest.from_messages([{"role": "user", "content": "Say hi."}], max_tokens=4)
    journal.accept("req-killed", request, None, "cli")
    journal.transition("req-killed", RequestStatus.RUNNING, "cpu", 1)
    journal.close()

    after = spillway(tmp_path, "chat", "Say OK.", "--max-tokens", "4")
    assert after.returncode == 0, after.stderr
    assert "req-killed (chat, asked by cli) was interrupted" in after.stderr
    assert ("req-killed", 13, "cli") in journal_rows(tmp_path)  # INTERRUPTED, never re-run
    assert running_statuses(tmp_path, "req-killed") == 1

    resumed = spillway(tmp_path, "resume", "req-killed")
    assert resumed.returncode == 0, resumed.stderr
    assert resumed.stdout.strip()
    assert len(journal_rows(tmp_path)) == 3  # a new request with the same payload
    missing = spillway(tmp_path, "resume", "req-nothing")
    assert missing.returncode == 2 and "no request req-nothing" in missing.stderr


def test_a_stopped_transcription_is_cancelled_and_the_next_command_does_not_redo_it(
    tmp_path: Path,
) -> None:
    patient(tmp_path)
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "app",
            "--data-dir",
            str(tmp_path),
            "transcribe",
            str(DATA / "speech-long.wav"),
            "--json",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        cwd=ROOT,
    )
    assert child.stdout is not None
    while b'"event": "segment"' not in child.stdout.readline():
        assert child.poll() is None, "the transcription ended before its first segment"
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 128 + signal.SIGINT, err.decode()
    [(stopped, status, _)] = journal_rows(tmp_path)
    assert status == 12  # CANCELLED

    again = spillway(tmp_path, "chat", "Say OK.", "--max-tokens", "4")
    assert again.returncode == 0, again.stderr
    assert journal_rows(tmp_path)[0] == (stopped, 12, "cli")
    assert running_statuses(tmp_path, stopped) == 1
