"""The headless ``spillway`` command, run as a user runs it (a real subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import psutil
import pytest

from tests.conftest import DATA

pytestmark = pytest.mark.models


def spillway(
    tmp: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the CLI with its files kept under ``tmp``."""
    return subprocess.run(
        [sys.executable, "-m", "app", "--data-dir", str(tmp), *args],
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
        env=env,
        check=False,
    )


def test_chat_streams_a_real_answer(tmp_path: Path) -> None:
    result = spillway(tmp_path, "chat", "What is a GPU?", "--max-tokens", "24")
    assert result.returncode == 0, result.stderr
    assert "GPU" in result.stdout or "Graphics" in result.stdout
    assert "reached its token limit" in result.stderr  # 24 tokens cut the answer short


def test_a_gpu_failure_is_answered_from_the_cpu_lane_with_the_same_id(tmp_path: Path) -> None:
    args = ("--simulate-gpu", "1GiB", "--fault", "alloc-before-generation", "chat", "hi", "--json")
    result = spillway(tmp_path, *args)
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.returncode == 0, result.stderr
    names = [e["event"] for e in events]
    assert names[:4] == ["accepted", "queued", "running", "retrying"]
    assert names.count("retrying") == 1
    assert {e["request_id"] for e in events} == {events[0]["request_id"]}
    retry = events[3]
    assert (retry["error_kind"], retry["error"], retry["next_lane"]) == (
        "oom",
        "llama_decode returned -2",
        "cpu",
    )
    [degraded] = [e for e in events if e["event"] == "degraded"]
    assert degraded["route"] == "CPU"
    assert degraded["limitations"] and degraded["eta_s"] > 0
    final = events[-1]
    assert final["event"] == "result" and final["ok"] is True
    assert (final["lane"], final["attempts"]) == ("cpu", 2)
    assert final["text"]


def test_a_request_that_can_never_fit_is_refused_with_the_numbers(tmp_path: Path) -> None:
    result = spillway(tmp_path, "chat", "word " * 12000, "--json")
    final = json.loads(result.stdout.splitlines()[-1])
    assert result.returncode == 1
    assert final["error"]["kind"] == "capacity"
    assert final["error"]["code"] == "prompt_too_long"  # admission's code, with the English
    assert "largest context" in final["error"]["message"]
    assert final["error"]["needed"] > final["error"]["available"]


def test_transcribe_prints_subtitles_with_the_spoken_words(tmp_path: Path) -> None:
    result = spillway(tmp_path, "transcribe", str(DATA / "speech.wav"), "--format", "vtt")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("WEBVTT")
    assert "00:00:00.000 -->" in result.stdout
    assert "memory" in result.stdout.lower()


def test_transcribing_a_non_audio_file_fails_clearly(tmp_path: Path) -> None:
    result = spillway(tmp_path, "transcribe", str(DATA / "not-audio.mp3"))
    assert result.returncode == 1
    assert "not a readable audio file" in result.stderr


def test_status_reports_devices_models_and_their_identity(tmp_path: Path) -> None:
    result = spillway(
        tmp_path, "--simulate-gpu", "2GiB", "--gpu-foreign", "512MiB", "status", "--json"
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["gpu_simulated"] is True
    assert report["gpu"]["used"] == 512 * 2**20
    assert "Simulated GPU" in report["gpu_description"]
    assert report["mode"] == "gpu"
    assert [lane["name"] for lane in report["lanes"]] == ["gpu", "cpu"]
    assert report["breaker"]["state"] == "closed"
    identities = {m["id"]: m["identity"] for m in report["models"]}
    assert identities["smollm2-135m-instruct-q4_1"].startswith("b179c952")


def test_estimate_prints_the_breakdown(tmp_path: Path) -> None:
    result = spillway(tmp_path, "estimate", "--ctx", "8192", "--gpu-layers", "-1")
    assert result.returncode == 0, result.stderr
    assert "KV per token: 23040 bytes" in result.stdout
    assert "180.00 MiB" in result.stdout  # the KV cache at n_ctx 8192


def test_estimate_compares_the_placement_profiles_against_the_card_now(tmp_path: Path) -> None:
    result = spillway(
        tmp_path,
        *("--simulate-gpu", "1GiB", "--gpu-foreign", "550MiB"),
        *("estimate", "--compare", "--ctx", "8192", "--json"),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    fits = {p["profile"]: p["fits_now"] for p in report["profiles"]}
    assert fits == {
        "all on the GPU": False,  # 460 MiB with its 180 MiB KV cache; 218 MiB usable
        "KV cache in host RAM": True,
        "planned split (15 of 30 layers)": False,
        "CPU replica": True,
    }
    on_host = next(p for p in report["profiles"] if p["profile"] == "KV cache in host RAM")
    assert on_host["kv_device"] == 0 and on_host["kv_host"] == 180 * 2**20


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--fault", "meltdown", "status"), "unknown fault"),
        (("--simulate-gpu", "lots", "status"), "not a size"),
        (("--fault", "hang", "status"), "add --simulate-gpu"),
        (("estimate", str(DATA / "speech.txt")), "not a GGUF model file"),
        (("models", "add", str(DATA / "speech.txt")), "not a GGUF model file"),
    ],
)
def test_bad_input_gets_a_clear_message(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    result = spillway(tmp_path, *args)
    assert result.returncode in (1, 2)
    assert message in result.stderr


def test_without_a_terminal_the_main_job_prints_status(tmp_path: Path) -> None:
    result = spillway(tmp_path)
    assert result.returncode == 0, result.stderr
    assert "GPU:" in result.stdout and "smollm2" in result.stdout


def test_no_worker_process_outlives_the_command(tmp_path: Path) -> None:
    tag = uuid.uuid4().hex
    env = dict(os.environ, SPILLWAY_TEST_TAG=tag)
    result = spillway(
        tmp_path, "--simulate-gpu", "1GiB", "chat", "hi", "--max-tokens", "4", env=env
    )
    assert result.returncode == 0, result.stderr
    assert _tagged(tag) == []


def _tagged(tag: str) -> list[int]:
    found = []
    for proc in psutil.process_iter(["pid"]):
        try:
            if proc.environ().get("SPILLWAY_TEST_TAG") == tag:
                found.append(proc.pid)
        except psutil.Error:
            continue
    return found


def test_a_corrupt_journal_gets_a_clear_error_naming_the_file(tmp_path: Path) -> None:
    journal = tmp_path / "data" / "journal.sqlite3"
    journal.parent.mkdir(parents=True)
    journal.write_bytes(b"this is not a database" * 100)
    result = spillway(tmp_path, "chat", "hi", "--max-tokens", "4")
    assert result.returncode == 1
    assert "journal.sqlite3" in result.stderr
    assert journal.read_bytes().startswith(b"this is not a database")  # kept for the user


def test_malformed_settings_are_reported_and_defaults_used(tmp_path: Path) -> None:
    settings = tmp_path / "config" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text("[gpu]\nheadroom_mib = 'lots'\n[cpu_lane]\nmax_queue = 2\n")
    result = spillway(tmp_path, "chat", "hi", "--max-tokens", "4")
    assert result.returncode == 0, result.stderr
    assert "gpu.headroom_mib" in result.stderr and "using the default" in result.stderr
    assert settings.read_text().startswith("[gpu]\nheadroom_mib = 'lots'")
