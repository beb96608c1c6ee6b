"""The planner: gathers what admission needs (views of the GPU, host and lanes), asks it,
and turns its decisions into load plans, ETAs and Degraded events for the user.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING

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
from engine.devices.host import probe_host
from engine.estimate.llm import LlmShape, estimate_llm, padded_ctx, simulated_shares
from engine.estimate.whisper import WhisperShape, estimate_whisper
from engine.policies import admission_policy, ram_reserve
from engine.requests import ChatRequest, Degraded, Request, TranscriptionRequest
from engine.scheduling.jobs import Job
from engine.scheduling.slots import LoadPlan
from engine.supervisor import WorkerError

if TYPE_CHECKING:
    from engine.scheduling.coordinator import Engine

log = logging.getLogger(__name__)
_CHARS_PER_TOKEN = 3  # a cautious guess, used only when no tokenizer is loaded
MAX_CHARS_PER_TOKEN = 64  # more than any token of the supported vocabularies spans
CUDA_CONTEXT_BYTES = 400 * 1024 * 1024  # typical on recent drivers; to be measured per card


class Planner:
    """Admission's eyes and hands inside the engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        settings, registry = engine.settings, engine.registry
        self.llm = registry.inspect(settings.get_str("models.llm"))
        self.whisper = registry.inspect(settings.get_str("models.whisper"))
        fallback_id = settings.get_str("models.fallback_llm")
        self.fallback = registry.inspect(fallback_id) if fallback_id else None
        self.margin = settings.get_float("gpu.estimate_margin_percent") / 100
        # A real card pays a CUDA context (and cuBLAS workspaces) per process before the
        # first weight is loaded; the simulated card charges what the runtime allocated.
        self.runtime_overhead = CUDA_CONTEXT_BYTES if engine.gpu.worker_device == "cuda" else 0

    # --- deciding ---------------------------------------------------------------------------

    async def decide(self, request: Request, gpu_allowed: bool = True) -> Decision:
        """Admission for ``request`` now (``gpu_allowed=False``: the CPU lane or nothing)."""
        too_long = self.surely_too_long(request)
        if too_long is not None:
            return too_long
        demand = await self.demand(request)
        engine = self.engine
        breaker = engine.breaker.snapshot()
        policy = admission_policy(
            engine.settings,
            breaker_allows_gpu=gpu_allowed
            and engine.breaker.allows_gpu()
            and not engine.gpu_paused,
            breaker_reason=_why_not_gpu(gpu_allowed, engine.gpu_paused, breaker.reason),
            gpu_queue_full=engine.lanes["gpu"].full,
            gpu_block=gpu_closed(not gpu_allowed, engine.gpu_paused, breaker.reason),
        )
        kind = "llm" if isinstance(request, ChatRequest) else "whisper"
        decision = decide(
            demand,
            self.gpu_view(kind),
            self.cpu_view(demand, kind),
            self.costs(kind),
            policy,
            self.eta("gpu", demand),
            self.remote_view(demand) if gpu_allowed else RemoteView(),
        )
        if not decision.model:
            decision = _with_model(decision, self.model_name(kind, decision))
        log.info("admission %s: %s (%s)", kind, decision.action.value, decision.reason)
        return decision

    async def demand(self, request: Request) -> Demand:
        """The request's shape, prompt tokens counted with the model's own tokenizer."""
        if isinstance(request, TranscriptionRequest):
            return Demand(
                "transcription", beam_size=request.beam_size, deadline_s=request.deadline_s
            )
        tokens = await self.count_tokens(request)
        tools = bool(request.tools or request.agent_tools)
        return Demand(
            "chat", tokens, request.max_tokens, deadline_s=request.deadline_s, uses_tools=tools
        )

    def surely_too_long(self, request: Request) -> Decision | None:
        """A prompt so long that no context can hold it, refused before it is tokenised.

        Counting tokens of megabytes of text takes the worker seconds, during which every
        other request waits; no token is longer than ``MAX_CHARS_PER_TOKEN`` characters,
        so past that many characters per token of the largest context, the count is moot.
        """
        if not isinstance(request, ChatRequest):
            return None
        settings = self.engine.settings
        meta = self.llm.gguf
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
        lane = self.engine.lanes["remote"]
        return self.engine.remote.view(
            lane.depth, lane.limits.max_queue, self.eta("remote", demand)
        )

    async def count_tokens(self, request: ChatRequest) -> int:
        """Prompt tokens with the chat template, from whichever LLM replica is loaded."""
        for lane in ("cpu", "gpu"):
            slot = self.engine.slots[lane, "llm"]
            if slot.alive and slot.replica is not None:
                try:
                    return await slot.replica.count_tokens(request.message_dicts)
                except WorkerError as exc:
                    log.debug("token count on %s failed: %s", slot.name, exc)
        text = sum(len(content) for _role, content in request.messages)
        return text // _CHARS_PER_TOKEN + 8 * len(request.messages)

    def costs(self, kind: str) -> ModelCosts:
        """The models admission may choose from for ``kind``."""
        settings = self.engine.settings
        if kind == "whisper":
            assert self.whisper.whisper is not None
            return ModelCosts(
                self.whisper.whisper,
                primary_name=self.whisper.entry.name,
                compute_type=settings.get_str("whisper.compute_type"),
            )
        assert self.llm.gguf is not None
        fallback = self.fallback.gguf if self.fallback else None
        return ModelCosts(
            self.llm.gguf,
            fallback,
            self.fallback.entry.name if self.fallback else "",
            self.llm.entry.name,
            default_ctx=settings.get_int("llm.n_ctx"),
            runtime_overhead=self.runtime_overhead,
        )

    def gpu_view(self, kind: str) -> GpuView | None:
        """The GPU as admission sees it (None without a GPU)."""
        engine = self.engine
        snapshot = engine.gpu.snapshot()
        if snapshot is None:
            return None
        if snapshot.error and engine.breaker.allows_gpu():
            engine.breaker.force_open(snapshot.error)
        own_pids = {slot.pid for slot in engine.slots.values() if slot.pid}
        own = sum(n for pid, n in snapshot.processes.items() if pid in own_pids)
        slot = engine.slots["gpu", kind]
        loaded = (
            slot.plan.n_ctx
            if slot.alive and slot.plan and kind == "llm"
            else (1 if slot.alive else 0)
        )
        running = engine.lanes["gpu"].running.get(kind)
        return GpuView(
            total=snapshot.total,
            observed_used=snapshot.used,
            own_observed=own,
            reserved=engine.ledger.total("gpu"),
            error=snapshot.error,
            kv_cells_free=engine.ledger.kv_free(slot.name),
            loaded_ctx=loaded,
            loaded_layers=slot.plan.n_gpu_layers if slot.alive and slot.plan else -1,
            loaded_kv_on_host=bool(slot.alive and slot.plan and slot.plan.kv_on_host),
            loaded_bytes=engine.ledger.gpu.get(slot.name, 0) if slot.alive else 0,
            busy_until_s=self.eta("gpu", None) if running else 0.0,
            releasable=0,
        )

    def cpu_view(self, demand: Demand, kind: str) -> CpuView:
        """The CPU lane and the host-RAM guard (R14, R16)."""
        engine, settings = self.engine, self.engine.settings
        host = probe_host()
        lane = engine.lanes["cpu"]
        queued = lane.depth  # reserved places count: they are jobs about to be queued
        slot = engine.slots["cpu", kind]
        return CpuView(
            enabled=settings.get_str("cpu_lane.readiness") != "none",
            ram_available=host.ram_available,
            ram_reserve=ram_reserve(settings, host.ram_total),
            reserved=queued * REQUEST_WORKING_BYTES,
            replica_loaded=slot.alive,
            queue_length=queued,
            max_queue=lane.limits.max_queue,
            max_ctx=lane.limits.max_ctx,
            eta_s=self.eta("cpu", demand),
        )

    def eta(self, lane: str, demand: Demand | None) -> float:
        """Seconds until ``demand`` would be done on ``lane``: the queue ahead, then itself."""
        speed = self.engine.throughput[lane]
        ahead = self.engine.lanes[lane].queue + list(self.engine.lanes[lane].running.values())
        total = sum(self.job_seconds(job, speed) for job in ahead)
        if demand is not None:
            total += (
                speed.chat_seconds(demand.prompt_tokens, demand.max_tokens)
                if demand.kind == "chat"
                else speed.transcription_seconds(60.0)
            )
        return round(total, 1)

    @staticmethod
    def job_seconds(job: Job, speed: object) -> float:
        """The worst-case time of a queued or running job."""
        from engine.throughput import Throughput

        assert isinstance(speed, Throughput)
        if isinstance(job.request, ChatRequest):
            return speed.chat_seconds(64, job.decision.limits.max_tokens or job.request.max_tokens)
        return speed.transcription_seconds(60.0)

    # --- plans and words ---------------------------------------------------------------------

    def plan(self, job: Job, lane: str) -> LoadPlan:
        """How the lane's replica must be loaded for this job's decision."""
        kind = "llm" if isinstance(job.request, ChatRequest) else "whisper"
        if lane == "cpu":
            return self.cpu_plan(kind)
        limits = job.decision.limits
        if kind == "whisper":
            whisper = self.cpu_plan("whisper")
            return dataclasses.replace(whisper, gpu_bytes=whisper.host_bytes, host_bytes=0)
        info = (
            self.fallback
            if job.decision.action is Action.ROUTE_FALLBACK and self.fallback
            else self.llm
        )
        meta = info.gguf
        assert meta is not None
        n_ctx = padded_ctx(
            max(limits.n_ctx, self.engine.settings.get_int("llm.n_ctx"))
            if job.decision.action is not Action.SHRINK
            else limits.n_ctx
        )
        n_ctx = min(n_ctx, self.engine.settings.get_int("gpu_lane.max_ctx"), meta.n_ctx_train)
        shape = LlmShape(
            n_ctx=n_ctx,
            n_gpu_layers=limits.n_gpu_layers,
            margin=self.margin,
            runtime_overhead=self.runtime_overhead,
            kv_on_host=limits.kv_on_host,
        )
        est = estimate_llm(meta, shape)
        # The simulated card's worker would otherwise re-read the GGUF header (seconds).
        shares = simulated_shares(meta, shape) if self.engine.gpu.simulated else {}
        return LoadPlan(
            info.entry.id,
            info.entry.name,
            info.entry.path,
            n_ctx,
            limits.n_gpu_layers,
            gpu_bytes=est.device_total,
            host_bytes=est.host_total,
            kv_on_host=limits.kv_on_host,
            shares=tuple(sorted(shares.items())),
        )

    def cpu_plan(self, kind: str) -> LoadPlan:
        """The CPU replica: the same model file as the GPU's (R6), at the CPU lane's context."""
        settings = self.engine.settings
        if kind == "whisper":
            meta_w = self.whisper.whisper
            assert meta_w is not None
            size = estimate_whisper(
                meta_w, WhisperShape(settings.get_str("whisper.compute_type"), 1, 1, self.margin)
            ).total
            return LoadPlan(
                self.whisper.entry.id,
                self.whisper.entry.name,
                self.whisper.entry.path,
                compute_type=settings.get_str("whisper.compute_type"),
                host_bytes=size,
            )
        meta = self.llm.gguf
        assert meta is not None
        n_ctx = min(settings.get_int("cpu_lane.max_ctx"), meta.n_ctx_train)
        est = estimate_llm(meta, LlmShape(n_ctx=n_ctx, n_gpu_layers=0, margin=self.margin))
        return LoadPlan(
            self.llm.entry.id,
            self.llm.entry.name,
            self.llm.entry.path,
            n_ctx,
            0,
            host_bytes=est.host_total,
        )

    def model_name(self, kind: str, decision: Decision) -> str:
        """Which model serves a decision, by name."""
        if kind == "whisper":
            return self.whisper.entry.name
        if decision.action is Action.ROUTE_FALLBACK and self.fallback:
            return self.fallback.entry.name
        if decision.action is Action.ROUTE_REMOTE:
            return self.engine.remote.model
        return self.llm.entry.name

    def route_name(self, decision: Decision) -> str:
        """The route in words: "GPU", "CPU", "fallback model X", "GPU (context capped)"."""
        gpu = "simulated GPU" if self.engine.gpu.simulated else "GPU"
        offload = (
            f"{gpu} (KV cache in host RAM)"
            if decision.limits.kv_on_host
            else f"{gpu} + CPU (layers split)"
        )
        return {
            Action.ADMIT: gpu,
            Action.SHRINK: f"{gpu} (reduced limits)",
            Action.OFFLOAD: offload,
            Action.DELAY: f"{gpu} (waiting)",
            Action.ROUTE_CPU: "CPU",
            Action.ROUTE_FALLBACK: f"fallback model {decision.model}",
            Action.ROUTE_REMOTE: f"remote server {self.engine.remote.host}",
            Action.REFUSE: "refused",
        }[decision.action]

    def tells_degraded(self, job: Job) -> bool:
        """Whether the user must be told: on a CPU-only machine the CPU is the normal path,
        and only limits beyond "on the CPU" (a capped answer...) are news."""
        decision = job.decision
        if not decision.degraded:
            return False
        if self.engine.gpu.worker_device is None and decision.action is Action.ROUTE_CPU:
            return len(decision.limits.notes) > 1 or job.attempt > 1
        return True

    def degraded_event(self, job: Job) -> Degraded:
        """What the user must see when a request leaves the full GPU service (R18)."""
        decision = job.decision
        return Degraded(
            job.request_id,
            self.route_name(decision),
            decision.model,
            decision.limits.notes,
            decision.reason,
            self.eta(job.lane, None) + self.job_seconds(job, self.engine.throughput[job.lane]),
            decision.why,
            decision.limits.limitations,
        )


def _why_not_gpu(allowed: bool, paused: bool, breaker_reason: str) -> str:
    if not allowed:
        return "the request already failed there"
    return "GPU use paused by the user" if paused else breaker_reason


def _with_model(decision: Decision, model: str) -> Decision:
    return dataclasses.replace(decision, model=model)
