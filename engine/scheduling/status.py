"""The engine's status: one snapshot for the CLI, the tray, the status view and the API."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.admission import headroom
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.host import probe_host
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.policies import admission_policy, ram_reserve
from engine.remote.tier import RemoteStatus
from engine.scheduling.lanes import LaneStatus

if TYPE_CHECKING:
    from engine.scheduling.coordinator import Engine
    from engine.scheduling.slots import ReplicaSlot


@dataclass(frozen=True)
class ReplicaStatus:
    """One replica slot: loaded or not, which model, where."""

    name: str
    alive: bool
    model: str
    n_ctx: int
    pid: int | None
    placement: str = ""  # where its buffers are: "GPU", "KV cache in host RAM", a split, "CPU"


@dataclass(frozen=True)
class RequestSummary:
    """A request that is queued, running, or interrupted (resumable), and who asked for it."""

    request_id: str
    origin: str
    kind: str
    lane: str
    state: str  # "queued", "running", or "interrupted, resumable" (found so at start)
    attempt: int


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
    gpu_measured: dict[str, int]  # what loaded GPU replicas really allocated: weights, kv, ...
    gpu_predicted: int  # what the ledger booked on the GPU (estimates)
    gpu_headroom: int  # bytes kept free on the card by the settings
    ram_reserve: int  # the host-RAM guard's reserve
    gpu_paused: bool
    requests: tuple[RequestSummary, ...] = ()
    remote: RemoteStatus | None = None  # the server on another machine, if one is configured


def build_status(engine: Engine) -> EngineStatus:
    """A consistent snapshot of ``engine``."""
    gpu = engine.gpu.snapshot()
    breaker = engine.breaker.snapshot()
    cpu_enabled = engine.settings.get_str("cpu_lane.readiness") != "none"
    mode, reason = _mode(engine.gpu.worker_device is not None, gpu, breaker, cpu_enabled)
    if mode == "cpu-only" and engine.gpu.unusable:
        reason = engine.gpu.cpu_only_reason  # a card the build cannot use, said plainly
    if engine.gpu_paused and mode == "gpu":
        mode, reason = ("degraded" if cpu_enabled else "down"), "GPU use paused by the user"
    replicas = tuple(
        ReplicaStatus(
            slot.name,
            slot.alive,
            slot.plan.model_name if slot.plan else "",
            slot.plan.n_ctx if slot.plan else 0,
            slot.pid,
            _placement(slot) if slot.alive else "",
        )
        for slot in engine.slots.values()
    )
    measured: dict[str, int] = {}
    for (lane, _kind), slot in engine.slots.items():
        if lane == "gpu" and slot.alive and slot.ready is not None:
            for category, n_bytes in slot.ready.allocations.items():
                measured[category] = measured.get(category, 0) + n_bytes
    host = probe_host()
    return EngineStatus(
        mode=mode,
        reason=reason,
        gpu_description=engine.gpu.description,
        gpu_simulated=engine.gpu.simulated,
        gpu=gpu,
        host=host,
        lanes=tuple(
            lane.status()
            for name, lane in engine.lanes.items()
            if name != "remote" or engine.remote.enabled  # no remote lane to show otherwise
        ),
        breaker=breaker,
        ledger=engine.ledger.snapshot(),
        replicas=replicas,
        gpu_measured=measured,
        gpu_predicted=engine.ledger.total("gpu"),
        gpu_headroom=headroom(gpu.total, admission_policy(engine.settings)) if gpu else 0,
        ram_reserve=ram_reserve(engine.settings, host.ram_total),
        gpu_paused=engine.gpu_paused,
        requests=_active(engine),
        remote=engine.remote.status(),
    )


def _placement(slot: ReplicaSlot) -> str:
    """Where a loaded replica keeps its model, in words."""
    plan = slot.plan
    if slot.device == "cpu" or plan is None:
        return "CPU"
    if plan.kv_on_host:
        return "GPU, KV cache in host RAM"
    if plan.n_gpu_layers >= 0 and slot.kind == "llm":
        return f"{plan.n_gpu_layers} layers on the GPU, the rest on the CPU"
    return "GPU"


def _active(engine: Engine) -> tuple[RequestSummary, ...]:
    """Running requests first, then each lane's queue in order."""
    found = []
    for lane in engine.lanes.values():
        for job in lane.running.values():
            found.append((job, "running"))
    for lane in engine.lanes.values():
        found.extend((job, "queued") for job in lane.queue)
    found.extend((job, "interrupted, resumable") for job in engine.interrupted())
    return tuple(
        RequestSummary(job.request_id, job.origin, job.request.kind, job.lane, state, job.attempt)
        for job, state in found
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
    return "gpu", "new work runs on the GPU"
