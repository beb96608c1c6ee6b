"""The planner: gathers what admission needs (views of the GPU, host and lanes), asks it,
and turns its decision into a placement (route, ETA, whether to tell the caller) and load
plans.

Pure: what the machine says (GPU and host snapshots, the prompt's tokens) is read by the
caller and handed in as ``Readings``; a GPU error found on the way comes back in the
``Placement`` for the caller to open the breaker; routes are data, worded at the edges.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass

from engine.admission import (
    Action,
    CpuView,
    Decision,
    Demand,
    GpuView,
    ModelCosts,
    RemoteView,
    decide,
)
from engine.admission.model import REQUEST_WORKING_BYTES
from engine.admission.reasons import Reason, ReasonCode, gpu_closed
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.domain import Lane, Route, WorkKind
from engine.estimate.llm import LlmShape, estimate_llm, padded_ctx, simulated_shares
from engine.estimate.whisper import WhisperShape, estimate_whisper
from engine.policies import admission_policy, ram_reserve
from engine.requests import ChatRequest, Request, TranscriptionRequest
from engine.scheduling.jobs import Job, Placement
from engine.scheduling.parts import EngineParts, ServedModels
from engine.scheduling.slots import LoadPlan
from engine.throughput import Throughput

log = logging.getLogger(__name__)
MAX_CHARS_PER_TOKEN = 64  # more than any token of the supported vocabularies spans
CUDA_CONTEXT_BYTES = 400 * 1024 * 1024  # typical on recent drivers; to be measured per card


@dataclass(frozen=True)
class Readings:
    """What the machine said just before planning, read by the caller (the I/O part)."""

    gpu: GpuSnapshot | None
    host: HostSnapshot
    prompt_tokens: int = 0  # a chat's prompt, counted with the chat template


class Planner:
    """Admission's eyes and hands inside the engine."""

    def __init__(self, parts: EngineParts, models: ServedModels) -> None:
        self.parts = parts
        self.models = models
        # A real card pays a CUDA context (and cuBLAS workspaces) per process before the
        # first weight is loaded; the simulated card charges what the runtime allocated.
        self.runtime_overhead = CUDA_CONTEXT_BYTES if parts.gpu.worker_device == "cuda" else 0

    @property
    def margin(self) -> float:
        """The estimates' safety margin, as a fraction."""
        return self.parts.settings.get_float("gpu.estimate_margin_percent") / 100

    # --- placing ----------------------------------------------------------------------------

    def place(
        self, request: Request, readings: Readings, attempt: int = 1, gpu_allowed: bool = True
    ) -> Placement:
        """Where ``request`` runs now, and what its caller must hear about it.

        ``gpu_allowed=False``: the CPU lane or nothing (a failover's second attempt).
        """
        too_long = self.surely_too_long(request)
        decision = too_long or self._decide(request, readings, gpu_allowed)
        kind = _kind(request)
        if not decision.model:
            decision = dataclasses.replace(decision, model=self.model_name(kind, decision))
        log.info("admission %s: %s (%s)", kind, decision.action.value, decision.reason)
        route = self.route(decision)
        tell = self.tells_degraded(decision, attempt)
        eta = 0.0
        if tell:
            speed = self.parts.throughput[route.lane]
            eta = self.eta(route.lane, None) + request_seconds(request, decision, speed)
        gpu_error = (readings.gpu.error or "") if readings.gpu is not None else ""
        return Placement(decision, route, tell, eta, gpu_error)

    def needs_tokens(self, request: Request) -> bool:
        """Whether placing ``request`` needs its prompt's tokens counted."""
        return isinstance(request, ChatRequest) and self.surely_too_long(request) is None

    def _decide(self, request: Request, readings: Readings, gpu_allowed: bool) -> Decision:
        demand = _demand(request, readings.prompt_tokens)
        parts = self.parts
        breaker = parts.breaker.snapshot()
        policy = admission_policy(
            parts.settings,
            breaker_allows_gpu=gpu_allowed and parts.breaker.allows_gpu() and not parts.gpu_paused,
            breaker_reason=_why_not_gpu(gpu_allowed, parts.gpu_paused, breaker.reason),
            gpu_queue_full=parts.lanes[Lane.GPU].full,
            gpu_block=gpu_closed(not gpu_allowed, parts.gpu_paused, breaker.reason),
        )
        kind = _kind(request)
        return decide(
            demand,
            self.gpu_view(kind, readings.gpu),
            self.cpu_view(kind, readings.host, demand),
            self.costs(kind),
            policy,
            self.eta(Lane.GPU, demand),
            self.remote_view(demand) if gpu_allowed else RemoteView(),
        )

    def surely_too_long(self, request: Request) -> Decision | None:
        """A prompt so long that no context can hold it, refused before it is tokenised.

        Counting tokens of megabytes of text takes the worker seconds, during which every
        other request waits; no token is longer than ``MAX_CHARS_PER_TOKEN`` characters,
        so past that many characters per token of the largest context, the count is moot.
        """
        if not isinstance(request, ChatRequest):
            return None
        settings = self.parts.settings
        meta = self.models.llm.gguf
        assert meta is not None
        ctx = max(settings.get_int("gpu_lane.max_ctx"), settings.get_int("cpu_lane.max_ctx"))
        largest = min(meta.n_ctx_train, ctx)
        chars = sum(len(content) for _role, content in request.messages)
        if chars <= largest * MAX_CHARS_PER_TOKEN:
            return None
        at_least = chars // MAX_CHARS_PER_TOKEN
        reason = Reason(ReasonCode.PROMPT_SURELY_TOO_LONG, at_least, largest)
        return Decision(Action.REFUSE, reason, needed=at_least, available=largest, permanent=True)

    def remote_view(self, demand: Demand) -> RemoteView:
        """The remote tier as admission sees it (R28)."""
        lane = self.parts.lanes[Lane.REMOTE]
        return self.parts.remote.view(
            lane.depth, lane.limits.max_queue, self.eta(Lane.REMOTE, demand)
        )

    def costs(self, kind: WorkKind) -> ModelCosts:
        """The models admission may choose from for ``kind``."""
        settings, models = self.parts.settings, self.models
        if kind is WorkKind.WHISPER:
            assert models.whisper.whisper is not None
            small = models.fallback_whisper
            return ModelCosts(
                models.whisper.whisper,
                primary_name=models.whisper.entry.name,
                compute_type=settings.get_str("whisper.compute_type"),
                fallback_whisper=small.whisper if small else None,
                fallback_whisper_name=small.entry.name if small else "",
            )
        assert models.llm.gguf is not None
        fallback = models.fallback
        return ModelCosts(
            models.llm.gguf,
            fallback.gguf if fallback else None,
            fallback.entry.name if fallback else "",
            models.llm.entry.name,
            default_ctx=settings.get_int("llm.n_ctx"),
            runtime_overhead=self.runtime_overhead,
            parallel=settings.get_int("gpu_lane.parallel"),
            cpu_parallel=settings.get_int("cpu_lane.parallel"),
        )

    def gpu_view(self, kind: WorkKind, snapshot: GpuSnapshot | None) -> GpuView | None:
        """The GPU as admission sees it (None without a GPU)."""
        if snapshot is None:
            return None
        parts = self.parts
        own_pids = {slot.pid for slot in parts.slots.values() if slot.pid}
        own = sum(n for pid, n in snapshot.processes.items() if pid in own_pids)
        slot = parts.slots[Lane.GPU, kind]
        plan = slot.current_plan  # a replica being loaded counts as loaded
        loaded = plan.chat_ctx if plan and kind is WorkKind.LLM else (1 if plan else 0)
        running = parts.lanes[Lane.GPU].running_of(kind)
        return GpuView(
            total=snapshot.total,
            observed_used=snapshot.used,
            own_observed=own,
            reserved=parts.ledger.total("gpu"),  # the ledger's device, not the lane
            error=snapshot.error,
            kv_cells_free=parts.ledger.kv_free(slot.name),
            loaded_ctx=loaded,
            loaded_layers=plan.n_gpu_layers if plan else -1,
            loaded_kv_on_host=bool(plan and plan.kv_on_host),
            loaded_bytes=parts.ledger.gpu.get(slot.name, 0) if plan else 0,
            busy_until_s=self.eta(Lane.GPU, None) if running else 0.0,
            releasable=0,
        )

    def cpu_view(self, kind: WorkKind, host: HostSnapshot, demand: Demand) -> CpuView:
        """The CPU lane and the host-RAM guard (R14, R16)."""
        settings = self.parts.settings
        lane = self.parts.lanes[Lane.CPU]
        queued = lane.depth  # reserved places count: they are jobs about to be queued
        return CpuView(
            enabled=settings.get_str("cpu_lane.readiness") != "none",
            ram_available=host.ram_available,
            ram_reserve=ram_reserve(settings, host.ram_total),
            reserved=queued * REQUEST_WORKING_BYTES,
            replica_loaded=self.parts.slots[Lane.CPU, kind].alive,
            queue_length=queued,
            max_queue=lane.limits.max_queue,
            max_ctx=lane.limits.max_ctx,
            eta_s=self.eta(Lane.CPU, demand),
        )

    def eta(self, lane: Lane, demand: Demand | None) -> float:
        """Seconds until ``demand`` would be done on ``lane``: the queue ahead, then itself."""
        speed = self.parts.throughput[lane]
        queue = self.parts.lanes[lane]
        ahead = queue.queue + list(queue.running.values())
        chats = sum(
            request_seconds(job.request, job.decision, speed)
            for job in ahead
            if job.kind is WorkKind.LLM
        )
        others = sum(
            request_seconds(job.request, job.decision, speed)
            for job in ahead
            if job.kind is not WorkKind.LLM
        )
        # Chats ahead overlap when the replica answers several together.
        total = chats / queue.limits.parallel + others
        if demand is not None:
            total += (
                speed.chat_seconds(demand.prompt_tokens, demand.max_tokens)
                if demand.kind == "chat"
                else speed.transcription_seconds(60.0)
            )
        return round(total, 1)

    # --- plans and routes --------------------------------------------------------------------

    def plan(self, job: Job, lane: Lane) -> LoadPlan:
        """How the lane's replica must be loaded for this job's decision."""
        if lane == Lane.CPU:
            return self.cpu_plan(job.kind)
        if job.kind is WorkKind.WHISPER:
            fallback = job.decision.action is Action.ROUTE_FALLBACK
            whisper = self.whisper_plan(fallback)
            return dataclasses.replace(whisper, gpu_bytes=whisper.host_bytes, host_bytes=0)
        decision, settings = job.decision, self.parts.settings
        limits = decision.limits
        models = self.models
        fallback = decision.action is Action.ROUTE_FALLBACK
        info = models.fallback if fallback and models.fallback else models.llm
        meta = info.gguf
        assert meta is not None
        n_ctx = padded_ctx(
            max(limits.n_ctx, settings.get_int("llm.n_ctx"))
            if decision.action is not Action.SHRINK
            else limits.n_ctx
        )
        n_ctx = min(n_ctx, settings.get_int("gpu_lane.max_ctx"), meta.n_ctx_train)
        parallel = settings.get_int("gpu_lane.parallel")
        shape = LlmShape(
            n_ctx=n_ctx * parallel,
            n_parallel=parallel,
            n_gpu_layers=limits.n_gpu_layers,
            margin=self.margin,
            runtime_overhead=self.runtime_overhead,
            kv_on_host=limits.kv_on_host,
        )
        est = estimate_llm(meta, shape)
        # The simulated card's worker would otherwise re-read the GGUF header (seconds).
        shares = simulated_shares(meta, shape) if self.parts.gpu.simulated else {}
        return LoadPlan(
            info.entry.id,
            info.entry.name,
            info.entry.path,
            n_ctx * parallel,
            limits.n_gpu_layers,
            gpu_bytes=est.device_total,
            host_bytes=est.host_total,
            kv_on_host=limits.kv_on_host,
            shares=tuple(sorted(shares.items())),
            parallel=parallel,
        )

    def cpu_plan(self, kind: WorkKind) -> LoadPlan:
        """The CPU replica: the same model file as the GPU's (R6), at the CPU lane's context."""
        settings = self.parts.settings
        if kind is WorkKind.WHISPER:
            return self.whisper_plan()
        llm = self.models.llm
        assert llm.gguf is not None
        n_ctx = min(settings.get_int("cpu_lane.max_ctx"), llm.gguf.n_ctx_train)
        parallel = settings.get_int("cpu_lane.parallel")
        shape = LlmShape(
            n_ctx=n_ctx * parallel, n_parallel=parallel, n_gpu_layers=0, margin=self.margin
        )
        est = estimate_llm(llm.gguf, shape)
        return LoadPlan(
            llm.entry.id,
            llm.entry.name,
            llm.entry.path,
            n_ctx * parallel,
            0,
            host_bytes=est.host_total,
            parallel=parallel,
        )

    def whisper_plan(self, fallback: bool = False) -> LoadPlan:
        """A speech replica: the speech model, or its English-only fallback (tiny.en), each
        estimated from its own metadata (``host_bytes``; the GPU plan moves them over)."""
        small = self.models.fallback_whisper
        whisper = small if fallback and small else self.models.whisper
        assert whisper.whisper is not None
        compute_type = self.parts.settings.get_str("whisper.compute_type")
        shape = WhisperShape(compute_type, 1, 1, self.margin)  # a replica serves any beam
        return LoadPlan(
            whisper.entry.id,
            whisper.entry.name,
            whisper.entry.path,
            compute_type=compute_type,
            host_bytes=estimate_whisper(whisper.whisper, shape).total,
        )

    def model_name(self, kind: WorkKind, decision: Decision) -> str:
        """Which model serves a decision, by name."""
        if kind is WorkKind.WHISPER:
            small = self.models.fallback_whisper
            if decision.action is Action.ROUTE_FALLBACK and small:
                return small.entry.name
            return self.models.whisper.entry.name
        if decision.action is Action.ROUTE_FALLBACK and self.models.fallback:
            return self.models.fallback.entry.name
        if decision.action is Action.ROUTE_REMOTE:
            return self.parts.remote.model
        return self.models.llm.entry.name

    def route(self, decision: Decision) -> Route:
        """The route of a decision, as data for the words made at the edges."""
        return Route(
            decision.action,
            Lane(decision.lane),
            decision.model,
            simulated_gpu=self.parts.gpu.simulated,
            kv_on_host=decision.limits.kv_on_host,
            remote_host=self.parts.remote.host if decision.action is Action.ROUTE_REMOTE else "",
        )

    def tells_degraded(self, decision: Decision, attempt: int) -> bool:
        """Whether the user must be told: on a CPU-only machine the CPU is the normal path,
        and only limits beyond "on the CPU" (a capped answer...) are news."""
        if not decision.degraded:
            return False
        if self.parts.gpu.worker_device is None and decision.action is Action.ROUTE_CPU:
            return len(decision.limits.notes) > 1 or attempt > 1
        return True


def request_seconds(request: Request, decision: Decision, speed: Throughput) -> float:
    """The worst-case time of a request run as decided."""
    if isinstance(request, ChatRequest):
        return speed.chat_seconds(64, decision.limits.max_tokens or request.max_tokens)
    return speed.transcription_seconds(60.0)


def _kind(request: Request) -> WorkKind:
    return WorkKind.LLM if isinstance(request, ChatRequest) else WorkKind.WHISPER


def _demand(request: Request, prompt_tokens: int) -> Demand:
    """The request's shape, its prompt's tokens as counted by the caller."""
    if isinstance(request, TranscriptionRequest):
        return Demand(
            "transcription",
            beam_size=request.beam_size,
            deadline_s=request.deadline_s,
            language=request.language,
            task=request.task,
        )
    tools = bool(request.tools or request.agent_tools)
    return Demand(
        "chat", prompt_tokens, request.max_tokens, deadline_s=request.deadline_s, uses_tools=tools
    )


def _why_not_gpu(allowed: bool, paused: bool, breaker_reason: str) -> str:
    if not allowed:
        return "the request already failed there"
    return "GPU use paused by the user" if paused else breaker_reason
