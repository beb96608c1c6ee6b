"""The engine's status: one snapshot for the CLI, the tray, the status view and the API."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.host import probe_host
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.lanes import LaneStatus

if TYPE_CHECKING:
    from engine.core import Engine


@dataclass(frozen=True)
class ReplicaStatus:
    """One replica slot: loaded or not, which model, where."""

    name: str
    alive: bool
    model: str
    n_ctx: int
    pid: int | None


@dataclass(frozen=True)
class EngineStatus:
    """Mode ("gpu", "degraded", "cpu-only", "down") and why, plus every part's state."""

    mode: str
    reason: str
    gpu_description: str
    gpu_simulated: bool
    gpu: GpuSnapshot | None
    host: HostSnapshot
    lanes: tuple[LaneStatus, ...]
    breaker: BreakerSnapshot
    ledger: dict[str, dict[str, int]]
    replicas: tuple[ReplicaStatus, ...]


def build_status(engine: Engine) -> EngineStatus:
    """A consistent snapshot of ``engine``."""
    gpu = engine.gpu.snapshot()
    breaker = engine.breaker.snapshot()
    cpu_enabled = engine.settings.get_str("cpu_lane.readiness") != "none"
    mode, reason = _mode(engine.gpu.worker_device is not None, gpu, breaker, cpu_enabled)
    if engine.gpu_paused and mode == "gpu":
        mode, reason = ("degraded" if cpu_enabled else "down"), "GPU use paused by the user"
    replicas = tuple(
        ReplicaStatus(
            slot.name,
            slot.alive,
            slot.plan.model_name if slot.plan else "",
            slot.plan.n_ctx if slot.plan else 0,
            slot.pid,
        )
        for slot in engine.slots.values()
    )
    return EngineStatus(
        mode=mode,
        reason=reason,
        gpu_description=engine.gpu.description,
        gpu_simulated=engine.gpu.simulated,
        gpu=gpu,
        host=probe_host(),
        lanes=tuple(lane.status() for lane in engine.lanes.values()),
        breaker=breaker,
        ledger=engine.ledger.snapshot(),
        replicas=replicas,
    )


def _mode(
    has_gpu: bool, gpu: GpuSnapshot | None, breaker: BreakerSnapshot, cpu: bool
) -> tuple[str, str]:
    if not has_gpu:
        return (
            ("cpu-only", "no GPU on this machine")
            if cpu
            else ("down", "no GPU and CPU failover is off")
        )
    if gpu is not None and gpu.error:
        return ("degraded" if cpu else "down"), gpu.error
    if breaker.state is not BreakerState.CLOSED:
        return ("degraded" if cpu else "down"), f"GPU paused: {breaker.reason}"
    return "gpu", "GPU healthy"
