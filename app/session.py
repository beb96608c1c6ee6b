"""One run of the command line: the registry, the GPU choice and the worker supervisor."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from app.paths import DEFAULT_MANIFEST, Paths
from engine.api import (
    Fault,
    FingerprintCache,
    Gpu,
    ModelEntry,
    ModelKind,
    ModelRegistry,
    Replica,
    ReplicaSpec,
    Supervisor,
    open_gpu,
)

DEFAULT_N_CTX = 2048


@dataclass
class Session:
    """What a command needs: where files are, which models, which GPU, the workers."""

    paths: Paths
    registry: ModelRegistry
    gpu: Gpu
    runtime_dir: Path
    supervisor: Supervisor = field(default_factory=Supervisor)

    @classmethod
    def open(
        cls,
        paths: Paths,
        simulate_gpu: int | None = None,
        gpu_foreign: int = 0,
        faults: list[Fault] | None = None,
        manifest: Path = DEFAULT_MANIFEST,
    ) -> Session:
        """Read the model registry and choose the GPU (simulated, real or none)."""
        registry = ModelRegistry(manifest, paths.user_models, FingerprintCache(paths.fingerprints))
        runtime_dir = Path(tempfile.mkdtemp(prefix="spillway-"))
        try:
            gpu = open_gpu(runtime_dir, simulate_gpu, gpu_foreign, faults or [])
        except BaseException:
            shutil.rmtree(runtime_dir, ignore_errors=True)
            raise
        return cls(paths, registry, gpu, runtime_dir)

    def model(self, kind: ModelKind, model_id: str | None = None) -> ModelEntry:
        """The model asked for, or the primary one of its kind (verified on disk)."""
        entry = self.registry.get(model_id) if model_id else self.registry.find(kind)
        if entry is None:
            raise KeyError(f"no {kind.value} model is installed (run `make run`)")
        self.registry.inspect(entry.id)  # raises ModelFileError with the reason
        return entry

    def device_for(self, choice: str) -> str:
        """Worker device for ``auto``, ``cpu`` or ``gpu``."""
        if choice == "cpu":
            return "cpu"
        if self.gpu.worker_device is None:
            if choice == "gpu":
                raise ValueError("no GPU here: add --simulate-gpu SIZE, or use --device cpu")
            return "cpu"
        return self.gpu.worker_device

    def replica(
        self, entry: ModelEntry, device: str, n_ctx: int = DEFAULT_N_CTX, compute_type: str = "int8"
    ) -> Replica:
        """A replica of ``entry`` on ``device`` (not started)."""
        sim_state = str(self.gpu.card.path) if device == "sim-gpu" and self.gpu.card else None
        if entry.kind is ModelKind.LLM:
            load = {
                "model_path": str(entry.path),
                "n_ctx": n_ctx,
                "n_gpu_layers": 0 if device == "cpu" else -1,
            }
        else:
            load = {"model_path": str(entry.path), "compute_type": compute_type}
        return Replica(
            self.supervisor, ReplicaSpec(entry.kind.value, device, load, sim_state=sim_state)
        )

    async def close(self) -> None:
        """Stop every worker and remove the run's temporary files."""
        await self.supervisor.stop_all()
        shutil.rmtree(self.runtime_dir, ignore_errors=True)
