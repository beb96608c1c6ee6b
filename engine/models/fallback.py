"""The fallback chat model Spillway offers when the user has two chat models and set none.

A fallback is what admission routes to when the primary does not fit (R4, R6), so the offer
is a model that can stand in for the primary in a chat: a chat model (its header carries a
chat template), smaller than the primary, and not the primary's own file. Of those, the
largest: it answers best of the ones that still fit where the primary does not.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.models.errors import ModelFileError
from engine.models.gguf_meta import GgufMetadata
from engine.models.registry import ModelKind, ModelRegistry

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FallbackOffer:
    """The model offered as the fallback, and why it qualifies."""

    model_id: str
    name: str
    weights_bytes: int
    primary_weights_bytes: int


def compatible(primary: GgufMetadata, candidate: GgufMetadata) -> bool:
    """True when ``candidate`` can stand in for ``primary`` as a smaller chat model."""
    return (
        candidate.chat_template is not None
        and candidate.weights_bytes < primary.weights_bytes
        and _real(candidate.path) != _real(primary.path)
    )


def choose_fallback(
    primary: GgufMetadata, candidates: Sequence[tuple[str, GgufMetadata]]
) -> str | None:
    """The id of the largest compatible candidate, or None."""
    fitting = [(meta.weights_bytes, key) for key, meta in candidates if compatible(primary, meta)]
    return max(fitting)[1] if fitting else None


def offer_fallback(
    registry: ModelRegistry, primary_id: str, fallback_id: str
) -> FallbackOffer | None:
    """What to offer as the fallback chat model: None when one is set, when the primary
    cannot be read, or when no other chat model qualifies.

    Reads headers only (cached per version of each file); a model that cannot be read is
    left out, never offered.
    """
    if fallback_id:
        return None
    try:
        primary = registry.inspect(primary_id, verify=False).gguf
    except (KeyError, ModelFileError) as exc:
        log.info("no fallback offer: the chat model cannot be read (%s)", exc)
        return None
    if primary is None:
        return None
    candidates = chat_models(registry, primary_id)
    chosen = choose_fallback(primary, candidates)
    if chosen is None:
        return None
    meta = dict(candidates)[chosen]
    name = registry.get(chosen).name
    return FallbackOffer(chosen, name, meta.weights_bytes, primary.weights_bytes)


def chat_models(registry: ModelRegistry, exclude: str = "") -> list[tuple[str, GgufMetadata]]:
    """The readable LLMs the registry knows (but ``exclude``), with their headers."""
    found = []
    for entry in registry.entries():
        if entry.kind is not ModelKind.LLM or entry.id == exclude:
            continue
        try:
            meta = registry.inspect(entry.id, verify=False).gguf
        except ModelFileError as exc:
            log.info("not offering %s as the fallback: %s", entry.id, exc.reason)
            continue
        if meta is not None:
            found.append((entry.id, meta))
    return found


def _real(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()
