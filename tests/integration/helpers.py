"""Helpers for tests on the real default models and real worker processes."""

from __future__ import annotations

from pathlib import Path

from engine.api import (
    Done,
    Generate,
    Piece,
    Replica,
    ReplicaSpec,
    SimulatedGpu,
    Supervisor,
    WorkerError,
)
from engine.units import MIB

HEARTBEAT_S = 0.5
PROMPT = [{"role": "user", "content": "What is a GPU? Answer in one sentence."}]


def llm_replica(
    supervisor: Supervisor,
    gguf: Path,
    device: str = "cpu",
    card: SimulatedGpu | None = None,
    n_ctx: int = 512,
) -> Replica:
    """An LLM replica with a short heartbeat, on the CPU or the simulated GPU."""
    load = {"model_path": str(gguf), "n_ctx": n_ctx, "n_gpu_layers": 0 if device == "cpu" else -1}
    sim_state = str(card.path) if card is not None else None
    return Replica(supervisor, ReplicaSpec("llm", device, load, HEARTBEAT_S, sim_state))


def whisper_replica(
    supervisor: Supervisor, folder: Path, device: str = "cpu", card: SimulatedGpu | None = None
) -> Replica:
    """A Whisper replica with a short heartbeat."""
    load = {"model_path": str(folder), "compute_type": "int8"}
    sim_state = str(card.path) if card is not None else None
    return Replica(supervisor, ReplicaSpec("whisper", device, load, HEARTBEAT_S, sim_state))


def card(tmp: Path, capacity_mib: int = 1024, foreign_mib: int = 0) -> SimulatedGpu:
    """A fresh simulated GPU."""
    return SimulatedGpu.create(tmp / "gpu.json", capacity_mib * MIB, foreign_mib * MIB)


def generate(request_id: str = "g1", max_tokens: int = 16, seed: int | None = 7) -> Generate:
    """A greedy chat request."""
    return Generate(
        id=request_id, messages=PROMPT, max_tokens=max_tokens, temperature=0.0, seed=seed
    )


async def collect(
    replica: Replica, request: Generate
) -> tuple[list[str], Done | None, WorkerError | None]:
    """Tokens, the done event, and the error if the request failed."""
    tokens: list[str] = []
    try:
        async for event in replica.chat(request):
            if isinstance(event, Piece):
                tokens.append(event.text)
            elif isinstance(event, Done):
                return tokens, event, None
    except WorkerError as exc:
        return tokens, None, exc
    return tokens, None, None
