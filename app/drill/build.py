"""The drill's engine: the app's own engine on the default models, with drill timings."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from app.paths import DEFAULT_MANIFEST
from engine.api import Engine, FingerprintCache, Gpu, ModelRegistry, Settings, Tool

# Faster than the defaults so failures are noticed and healed within a short drill; every
# other threshold is the default a user gets. The report lists these.
DRILL_SETTINGS: dict[str, object] = {
    "worker.heartbeat_s": 0.5,
    "breaker.open_s": 2.0,
    "breaker.window_s": 10.0,
    "cpu_lane.max_queue": 8,
}
CARD_BYTES = 1 << 30  # the simulated card: 1 GiB holds both default models and their caches


def drill_settings(extra: Mapping[str, object] | None = None) -> Settings:
    """The defaults, the drill's timings, and ``extra``."""
    return Settings(DRILL_SETTINGS | dict(extra or {}))


def build_engine(
    data_dir: Path,
    gpu: Gpu,
    fingerprints: Path,
    tools: tuple[Tool, ...] = (),
    extra: Mapping[str, object] | None = None,
) -> Engine:
    """An engine on the default models (not started), with the drill's tools registered."""
    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(fingerprints))
    engine = Engine(drill_settings(extra), registry, gpu, data_dir, warm=("llm", "whisper"))
    for tool in tools:
        engine.register_tool(tool)
    return engine
