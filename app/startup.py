"""Start-up work that must not hold the window: checking the model files.

On a first launch every model file is hashed and the chat model's header (its whole
vocabulary) is parsed: seconds of work. It runs in a child process (``python -m
app.startup``), so not even the GIL is shared with the Qt thread, and reports its progress
line by line. What it learns goes to the fingerprint cache file, which the window's
registry then reads, so the engine's own checks afterwards are instant.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import logging
import sys
from collections.abc import Callable
from pathlib import Path

from engine.api import (
    FingerprintCache,
    ModelEntry,
    ModelFileError,
    ModelKind,
    ModelRegistry,
    Settings,
    format_size,
)

log = logging.getLogger(__name__)
_CHUNK = 4 << 20  # hashlib releases the GIL for large buffers: the Qt thread keeps running
MODEL_KEYS = ("models.llm", "models.whisper", "models.fallback_llm")
Progress = Callable[[str], None]


def _entries(registry: ModelRegistry, settings: Settings) -> list[ModelEntry]:
    ids = [settings.get_str(key) for key in MODEL_KEYS]
    return [registry.get(model_id) for model_id in ids if model_id]


def _files(entry: ModelEntry) -> list[Path]:
    if entry.kind is ModelKind.LLM:
        return [entry.path]
    return [entry.path / name for name in sorted(entry.files)]


def verify_models(registry: ModelRegistry, settings: Settings, progress: Progress) -> None:
    """Hash the chosen models' files not yet in the cache, then check them (blocking: run
    it in a thread). ``progress`` gets a sentence now and then.

    Raises:
        ModelFileError: a file is missing or is not the expected bytes.
        KeyError: the settings name a model the registry does not know.
    """
    entries = _entries(registry, settings)
    cache = registry.fingerprints
    todo = [
        f for e in entries for f in _files(e) if f.is_file() and cache.recall(f, "sha256") is None
    ]
    total = sum(f.stat().st_size for f in todo) or 1
    done = 0
    for file in todo:
        digest = hashlib.sha256()
        with file.open("rb") as stream:
            while chunk := stream.read(_CHUNK):
                digest.update(chunk)
                done += len(chunk)
                progress(
                    f"Checking the model files (first start only): {100 * done // total}% "
                    f"of {format_size(total)}"
                )
        cache.remember(file, "sha256", digest.hexdigest())
    for entry in entries:
        progress(f"Reading {entry.name}…")
        registry.inspect(entry.id)  # the manifest's hashes checked, headers parsed and cached


class ModelCheckError(Exception):
    """The model files could not be checked; the message says why, in plain words."""


async def check_models(
    registry: ModelRegistry, settings: Settings, fingerprints: Path, progress: Progress
) -> None:
    """Check the chosen models in a child process, then load what it learnt.

    Raises:
        ModelCheckError: a model is missing, damaged or unknown (the child's words).
    """
    chosen = [f"{key}={settings.get_str(key)}" for key in MODEL_KEYS]
    argv = [sys.executable, "-m", "app.startup", "--manifest", str(registry.manifest)]
    if registry.user_models is not None:
        argv += ["--user-models", str(registry.user_models)]
    argv += ["--fingerprints", str(fingerprints), *chosen]
    child = await asyncio.create_subprocess_exec(
        *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL
    )
    assert child.stdout is not None
    error = ""
    async for raw in child.stdout:
        kind, _, text = raw.decode(errors="replace").rstrip("\n").partition("\t")
        if kind == "progress":
            progress(text)
        elif kind == "error":
            error = text
    if await child.wait() != 0:
        raise ModelCheckError(error or f"the model check stopped (exit code {child.returncode})")
    registry.fingerprints = FingerprintCache(fingerprints)


def main(argv: list[str] | None = None) -> int:
    """The child: check the models named on the command line, printing progress lines."""
    parser = argparse.ArgumentParser(prog="python -m app.startup")
    parser.add_argument("--manifest", type=Path, required=True)
    parser.add_argument("--user-models", type=Path)
    parser.add_argument("--fingerprints", type=Path, required=True)
    parser.add_argument("models", nargs="*", help="settings such as models.llm=ID")
    args = parser.parse_args(argv)

    def say(kind: str, text: str) -> None:
        print(f"{kind}\t{text}", flush=True)

    registry = ModelRegistry(args.manifest, args.user_models, FingerprintCache(args.fingerprints))
    try:
        chosen = Settings(dict(item.split("=", 1) for item in args.models))
        verify_models(registry, chosen, lambda text: say("progress", text))
    except (ModelFileError, KeyError, OSError, ValueError) as exc:
        say("error", str(exc).strip("'\""))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
