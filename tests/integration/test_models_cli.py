"""``spillway models scan``, ``add`` and ``use`` on fake Ollama and LM Studio stores."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.integration.test_cli import spillway
from tests.unit.tiny_gguf import write_gguf

pytestmark = pytest.mark.models
DIGEST = "5e" * 32
DEFAULT_LLM = "smollm2-135m-instruct-q4_1"


def fake_home(home: Path, gguf: Path) -> dict[str, str]:
    """A home with Ollama's store (holding the default GGUF) and LM Studio's (a small chat
    model); returns the environment that makes it the user's home."""
    ollama = home / ".ollama" / "models"
    manifest = ollama / "manifests" / "registry.ollama.ai" / "library" / "smollm2" / "135m"
    manifest.parent.mkdir(parents=True)
    layer = {"mediaType": "application/vnd.ollama.image.model", "digest": f"sha256:{DIGEST}"}
    manifest.write_text(json.dumps({"schemaVersion": 2, "layers": [layer]}))
    (ollama / "blobs").mkdir()
    (ollama / "blobs" / f"sha256-{DIGEST}").symlink_to(gguf)
    lms = home / ".lmstudio" / "models" / "someone" / "Tiny-Chat-GGUF"
    lms.mkdir(parents=True)
    write_gguf(lms / "tiny-chat-f32.gguf", "llama", template="{{ messages }}")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OLLAMA_", "HF_", "XDG_"))}
    return env | {"HOME": str(home)}


def test_scan_lists_the_files_of_the_stores_with_costs_and_refuses_a_broken_one(
    tmp_path: Path, gguf_path: Path
) -> None:
    env = fake_home(tmp_path / "home", gguf_path)
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "half.gguf").write_bytes(b"GGUF\x03\x00\x00\x00")
    result = spillway(tmp_path / "spillway", "models", "scan", str(mine), env=env)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "3 GGUF files" in out
    assert "REFUSED folder half.gguf: GGUF file is damaged or truncated" in out
    assert f"Ollama smollm2:135m (added as {DEFAULT_LLM})" in out
    assert "Tiny · llama · F32" in out and "LM Studio someone/Tiny-Chat-GGUF/tiny-chat" in out
    assert out.count("CPU replica") == 2  # the four profiles, for each readable file
    assert "offer: Tiny" in out  # the smaller chat model, as the fallback


def test_add_then_use_sets_the_fallback_and_status_says_it(tmp_path: Path, gguf_path: Path) -> None:
    env = fake_home(tmp_path / "home", gguf_path)
    small = tmp_path / "home" / ".lmstudio" / "models" / "someone" / "Tiny-Chat-GGUF"
    added = spillway(tmp_path, "models", "add", str(small / "tiny-chat-f32.gguf"), env=env)
    assert added.returncode == 0, added.stderr
    assert "added user-tiny-chat-f32" in added.stdout
    offered = spillway(tmp_path, "status", env=env)
    assert "Fallback chat model: none set" in offered.stdout
    assert f"models use {DEFAULT_LLM} --fallback user-tiny-chat-f32" in offered.stdout
    chosen = spillway(tmp_path, "models", "use", DEFAULT_LLM, "--fallback", "user-tiny-chat-f32")
    assert chosen.returncode == 0, chosen.stderr
    settings = (tmp_path / "config" / "settings.toml").read_text()
    assert 'fallback_llm = "user-tiny-chat-f32"' in settings
    status = spillway(tmp_path, "status", "--json", env=env)
    assert json.loads(status.stdout)["fallback_offer"] is None  # one is set now
    wrong = spillway(tmp_path, "models", "use", "whisper-base")
    assert wrong.returncode == 1 and "not a chat model" in wrong.stderr
