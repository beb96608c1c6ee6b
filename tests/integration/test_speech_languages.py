"""Speech in other languages: Whisper base (the default) hears German; tiny.en says it cannot.

The clip is espeak-ng's German voice saying "Guten Morgen, wie geht es dir heute? Das
Wetter ist schön." (tests/data/speech-de.txt).
"""

from __future__ import annotations

import json
from pathlib import Path

import aiohttp
import pytest

from app.paths import DEFAULT_MANIFEST
from engine.api import (
    FingerprintCache,
    ModelRegistry,
    Replica,
    ReplicaSpec,
    Supervisor,
    WhisperShape,
    estimate_whisper,
)
from tests.conftest import DATA, run
from tests.integration.http_helpers import start_served, stop_served
from tests.integration.test_cli import spillway

pytestmark = pytest.mark.models
GERMAN = DATA / "speech-de.wav"


def test_transcribe_with_language_de_prints_the_german_words(tmp_path: Path) -> None:
    result = spillway(tmp_path, "transcribe", str(GERMAN), "--language", "de")
    assert result.returncode == 0, result.stderr
    assert "Guten Morgen" in result.stdout
    assert "wie geht es" in result.stdout.lower()
    assert "[language: de, as asked]" in result.stderr


def test_an_english_only_model_refuses_german_plainly(tmp_path: Path) -> None:
    settings = tmp_path / "config" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text('[models]\nwhisper = "whisper-tiny-en"\n')
    result = spillway(tmp_path, "transcribe", str(GERMAN), "--language", "German", "--json")
    assert result.returncode == 1
    final = json.loads(result.stdout.splitlines()[-1])
    assert final["error"]["kind"] == "bad_input"
    assert "English only" in final["error"]["message"]


def test_an_unknown_language_is_a_usage_error_before_anything_starts(tmp_path: Path) -> None:
    result = spillway(tmp_path, "transcribe", str(GERMAN), "--language", "klingon")
    assert result.returncode == 2
    assert "unknown language 'klingon'" in result.stderr
    assert not (tmp_path / "data" / "journal.sqlite3").exists()


def test_the_api_translates_german_into_english_and_names_the_language(tmp_path: Path) -> None:
    async def scenario() -> dict[str, object]:
        served = await start_served(
            tmp_path, gpu_size=None, settings={"models.whisper": "whisper-base"}, warm=()
        )
        try:
            form = aiohttp.FormData()
            form.add_field("file", GERMAN.read_bytes(), filename="speech-de.wav")
            form.add_field("model", "whisper-1")
            form.add_field("response_format", "verbose_json")
            async with (
                aiohttp.ClientSession() as session,
                session.post(f"{served.url}/audio/translations", data=form) as reply,
            ):
                assert reply.status == 200, await reply.text()
                body: dict[str, object] = await reply.json()
                return body
        finally:
            await stop_served(served)

    body = run(scenario())
    assert body["task"] == "translate"
    assert body["language"] == "de"  # detected: the form named no language
    # English, not the German words: Whisper's temperature fallback samples, and on this
    # synthetic voice the translation varies from run to run (6 of 7 runs began "Good
    # morning", one said "The next day, ..."), so no English word is pinned.
    text = str(body["text"]).lower()
    assert text.strip() and "guten" not in text and "morgen" not in text


def test_the_base_estimate_is_the_size_of_its_measured_load(tmp_path: Path) -> None:
    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(tmp_path / "fp.json"))
    base = registry.inspect("whisper-base", verify=False).whisper
    assert base is not None and base.variant == "base"

    async def measure() -> int:
        supervisor = Supervisor()
        # A slower heartbeat than the other tests': loading base on a busy machine can
        # hold the worker's first beat past a second.
        load = {"model_path": str(base.path), "compute_type": "int8"}
        ready = await Replica(supervisor, ReplicaSpec("whisper", "cpu", load, 2.0)).start()
        await supervisor.stop_all()
        return ready.allocations["weights"]

    measured = run(measure())
    est = estimate_whisper(base, WhisperShape("int8"))
    # Measured here as resident-memory growth at load: 107 MiB for an estimate of 101 MiB
    # (tiny.en: 71 for 68). The estimate must stay of the same size.
    assert 0.8 * measured <= est.weights + est.runtime_overhead <= 1.5 * measured
