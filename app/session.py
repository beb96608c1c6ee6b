"""One run of the command line: settings, the registry, the GPU choice, and the engine."""

from __future__ import annotations

import logging
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from app.paths import DEFAULT_MANIFEST, Paths
from engine.api import (
    CALCULATOR,
    Engine,
    Fault,
    FingerprintCache,
    Gpu,
    ModelRegistry,
    Settings,
    load_settings,
    notes_tool,
    open_gpu,
)

log = logging.getLogger(__name__)


@dataclass
class Session:
    """What a command needs: settings, models, the GPU, and a place for temporary files."""

    paths: Paths
    settings: Settings
    registry: ModelRegistry
    gpu: Gpu
    runtime_dir: Path
    engine: Engine | None = None

    @classmethod
    def open(
        cls,
        paths: Paths,
        simulate_gpu: int | None = None,
        gpu_foreign: int = 0,
        faults: list[Fault] | None = None,
        manifest: Path = DEFAULT_MANIFEST,
        cpu_only: bool = False,
    ) -> Session:
        """Read settings and the model registry; choose the GPU (simulated, real or none)."""
        settings, problems = load_settings(paths.settings_file)
        for problem in problems:
            print(f"spillway: settings: {problem}", file=sys.stderr)
        registry = ModelRegistry(
            manifest, paths.user_models, FingerprintCache(paths.fingerprints), paths.models
        )
        runtime_dir = Path(tempfile.mkdtemp(prefix="spillway-"))
        try:
            gpu = (
                Gpu(None)
                if cpu_only
                else open_gpu(runtime_dir, simulate_gpu, gpu_foreign, faults or [])
            )
        except BaseException:
            shutil.rmtree(runtime_dir, ignore_errors=True)
            raise
        return cls(paths, settings, registry, gpu, runtime_dir)

    def make_engine(self, warm: tuple[str, ...] = ("llm", "whisper")) -> Engine:
        """The engine for this session (not started)."""
        self.engine = Engine(self.settings, self.registry, self.gpu, self.paths.data, warm=warm)
        for tool in (CALCULATOR, notes_tool(self.paths.data / "notes.txt")):
            self.engine.register_tool(tool)
        return self.engine

    async def close(self) -> None:
        """Stop the engine and its workers; remove the run's temporary files."""
        if self.engine is not None:
            await self.engine.stop()
        shutil.rmtree(self.runtime_dir, ignore_errors=True)
