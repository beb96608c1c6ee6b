"""The engine's status: one snapshot for the CLI, the tray, the status view and the API."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.admission import headroom
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.host import probe_host
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.domain import EngineMode, Lane, WorkKind
from engine.policies import admission_policy, ram_reserve
from engine.remote.tier import RemoteStatus
from engine.scheduling.jobs import Job
from engine.scheduling.lanes import LaneStatus
from engine.scheduling.parts import EngineParts
from engine.scheduling.slots import ReplicaSlot


@dataclass(frozen=True)
class ReplicaStatus:
    """One replica slot: loaded or not, which model, where.

    ``name`` is the worker's (``kind@device``: "llm@cuda", "whisper@sim-gpu", "llm@cpu");
    ``lane`` is the lane it serves ("gpu", "cpu"), which the device alone does not say.
    """

    name: str
    alive: bool
    model: str
    n_ctx: int
    pid: int | None
    placement: str = ""  # where its buffers are: "GPU", "KV cache in host RAM", a split, "CPU"
    lane: str = ""
    parallel: int = 1  # requests it answers together (chats sharing its cache: its slots)
    answering: int = 0  # requests it serves now

    @property
    def chat_ctx(self) -> int:
        """The longest conversation one chat may have on it."""
        return self.n_ctx // self.parallel


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
    """Where new work goes (``EngineMode``) and why, plus every part's state."""

    mode: EngineMode
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


def build_status(parts: EngineParts, interrupted: Sequence[Job]) -> EngineStatus:
    """A consistent snapshot of the engine's ``parts``; ``interrupted``: the requests found
    unfinished at start and not run again."""
    gpu_card, settings = parts.gpu, parts.settings
    gpu = gpu_card.snapshot()
    breaker = parts.breaker.snapshot()
    cpu_enabled = settings.get_str("cpu_lane.readiness") != "none"
    mode, reason = _mode(gpu_card.worker_device is not None, gpu, breaker, cpu_enabled)
    if mode is EngineMode.CPU_ONLY and gpu_card.unusable:
        reason = gpu_card.cpu_only_reason  # a card the build cannot use, said plainly
    if parts.gpu_paused and mode is EngineMode.GPU:
        mode = EngineMode.DEGRADED if cpu_enabled else EngineMode.DOWN
        reason = "GPU use paused by the user"
    host = probe_host()
    return EngineStatus(
        mode=mode,
        reason=reason,
        gpu_description=gpu_card.description,
        gpu_simulated=gpu_card.simulated,
        gpu=gpu,
        host=host,
        lanes=tuple(
            lane.status()
            for name, lane in parts.lanes.items()
            if name != Lane.REMOTE or parts.remote.enabled  # no remote lane to show otherwise
        ),
        breaker=breaker,
        ledger=parts.ledger.snapshot(),
        replicas=_replicas(parts),
        gpu_measured=_measured(parts),
        gpu_predicted=parts.ledger.total("gpu"),
        gpu_headroom=headroom(gpu.total, admission_policy(settings)) if gpu else 0,
        ram_reserve=ram_reserve(settings, host.ram_total),
        gpu_paused=parts.gpu_paused,
        requests=_active(parts, interrupted),
        remote=parts.remote.status(),
    )


def _replicas(parts: EngineParts) -> tuple[ReplicaStatus, ...]:
    """The replicas of the lanes this machine has: without a GPU worker device, the GPU
    lane's slots (kept so the engine's code need not ask) never start a worker, and
    would read as a second "llm@cpu"."""
    has_gpu = parts.gpu.worker_device is not None
    return tuple(
        _replica(slot, lane)
        for (lane, _kind), slot in parts.slots.items()
        if has_gpu or lane != Lane.GPU
    )


def _replica(slot: ReplicaSlot, lane: Lane) -> ReplicaStatus:
    plan = slot.plan
    return ReplicaStatus(
        slot.name,
        slot.alive,
        plan.model_name if plan else "",
        plan.n_ctx if plan else 0,
        slot.pid,
        _placement(slot) if slot.alive else "",
        lane.value,
        plan.parallel if plan else 1,
        slot.users,
    )


def _measured(parts: EngineParts) -> dict[str, int]:
    """What the loaded GPU replicas really allocated, by category (weights, kv...)."""
    measured: dict[str, int] = {}
    for (lane, _kind), slot in parts.slots.items():
        if lane == Lane.GPU and slot.alive and slot.ready is not None:
            for category, n_bytes in slot.ready.allocations.items():
                measured[category] = measured.get(category, 0) + n_bytes
    return measured


def _placement(slot: ReplicaSlot) -> str:
    """Where a loaded replica keeps its model, in words."""
    plan = slot.plan
    if slot.device == "cpu" or plan is None:
        return "CPU"
    if plan.kv_on_host:
        return "GPU, KV cache in host RAM"
    if plan.n_gpu_layers >= 0 and slot.kind == WorkKind.LLM:
        return f"{plan.n_gpu_layers} layers on the GPU, the rest on the CPU"
    return "GPU"


def _active(parts: EngineParts, interrupted: Sequence[Job]) -> tuple[RequestSummary, ...]:
    """Running requests first, then each lane's queue in order, then the interrupted."""
    found = []
    for lane in parts.lanes.values():
        for job in lane.running.values():
            found.append((job, "running"))
    for lane in parts.lanes.values():
        found.extend((job, "queued") for job in lane.queue)
    found.extend((job, "interrupted, resumable") for job in interrupted)
    return tuple(
        RequestSummary(job.request_id, job.origin, job.request.kind, job.lane, state, job.attempt)
        for job, state in found
    )


def _mode(
    has_gpu: bool, gpu: GpuSnapshot | None, breaker: BreakerSnapshot, cpu: bool
) -> tuple[EngineMode, str]:
    fallback = EngineMode.DEGRADED if cpu else EngineMode.DOWN
    if not has_gpu:
        return (
            (EngineMode.CPU_ONLY, "no GPU on this machine")
            if cpu
            else (EngineMode.DOWN, "no GPU and CPU failover is off")
        )
    if gpu is not None and gpu.error:
        return fallback, gpu.error
    if breaker.state is not BreakerState.CLOSED:
        return fallback, f"GPU paused: {breaker.reason}"
    return EngineMode.GPU, "new work runs on the GPU"
