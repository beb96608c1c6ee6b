"""The decision itself: admit on the GPU as asked, or walk the policy's list under pressure."""

from __future__ import annotations

from engine.admission.model import (
    Action,
    AdmissionPolicy,
    CpuView,
    Decision,
    Demand,
    GpuView,
    Limits,
    ModelCosts,
    RemoteView,
    ctx_for,
    gpu_available,
    pressure,
)
from engine.admission.options import (
    KV_ON_HOST_NOTE,
    gpu_ctx_cap,
    llm_gpu_limits,
    on_cpu,
    pressure_reason,
    short_of,
    split_note,
    try_delay,
    try_fallback,
    try_offload,
    try_remote,
    try_shrink,
)
from engine.admission.reasons import Reason, ReasonCode
from engine.models.gguf_meta import GgufMetadata
from engine.models.whisper_meta import WhisperMetadata

NO_REMOTE = RemoteView()
_C = ReasonCode


def decide(
    demand: Demand,
    gpu: GpuView | None,
    cpu: CpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    gpu_eta_s: float = 0.0,
    remote: RemoteView = NO_REMOTE,
) -> Decision:
    """Choose how to serve ``demand`` (see ``Action``). Pure: no I/O, no clock."""
    if isinstance(costs.primary, GgufMetadata):
        refusal = _never_fits(demand, costs.primary, cpu, policy)
        if refusal is not None:
            return refusal
    why_not = gpu_unusable(gpu, policy)
    if why_not is None and gpu is not None:
        first = _on_gpu(demand, gpu, costs, policy, gpu_eta_s)
        if first.action is not Action.REFUSE:  # admitted, or into a loaded offloaded replica
            return first
        why_not = first.why
    reason = why_not or Reason(_C.NO_GPU)
    return _under_pressure(demand, gpu, cpu, remote, costs, policy, reason, gpu_eta_s)


def gpu_unusable(gpu: GpuView | None, policy: AdmissionPolicy) -> Reason | None:
    """Why the GPU cannot take new work at all now, or None."""
    if gpu is None:
        return Reason(_C.NO_GPU)
    if gpu.error:
        return Reason(_C.GPU_ERROR, detail=gpu.error)
    if not policy.breaker_allows_gpu:
        return policy.gpu_block or Reason(_C.BREAKER_OPEN, detail=policy.breaker_reason)
    if policy.gpu_queue_full:
        return Reason(_C.GPU_QUEUE_FULL)
    return None


def _never_fits(
    demand: Demand, meta: GgufMetadata, cpu: CpuView, policy: AdmissionPolicy
) -> Decision | None:
    """A prompt longer than every context there is: refuse at once, with the numbers."""
    largest = min(meta.n_ctx_train, max(policy.gpu_max_ctx, cpu.max_ctx if cpu.enabled else 0))
    if demand.prompt_tokens + 1 <= largest:
        return None
    return Decision(
        Action.REFUSE,
        Reason(_C.PROMPT_TOO_LONG, demand.prompt_tokens, largest),
        needed=demand.prompt_tokens,
        available=largest,
        permanent=True,
    )


def _on_gpu(
    demand: Demand, gpu: GpuView, costs: ModelCosts, policy: AdmissionPolicy, eta: float
) -> Decision:
    """Admit as asked if it fits below the pressure threshold; else a refusal saying why."""
    available = gpu_available(gpu, policy)
    if pressure(gpu, policy) >= policy.pressure_threshold:
        return Decision(Action.REFUSE, pressure_reason(gpu, policy), available=available)
    if isinstance(costs.primary, WhisperMetadata):
        needed = costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
        extra = needed - min(needed, gpu.loaded_bytes)  # a loaded replica is booked already
        if extra <= available:
            limits = Limits(beam_size=demand.beam_size)
            return Decision(Action.ADMIT, Reason(_C.FITS_GPU), limits, extra, available, eta)
        return Decision(
            Action.REFUSE, short_of(extra, available), needed=extra, available=available
        )
    return _llm_on_gpu(demand, gpu, costs.primary, costs, policy, eta)


def _llm_on_gpu(
    demand: Demand,
    gpu: GpuView,
    meta: GgufMetadata,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    eta: float,
) -> Decision:
    available = gpu_available(gpu, policy)
    cap = gpu_ctx_cap(meta, policy)
    if demand.ctx_needed > cap:
        reason = Reason(_C.CONTEXT_OVER_GPU_CAP, demand.ctx_needed, cap)
        return Decision(Action.REFUSE, reason, needed=demand.ctx_needed, available=cap)
    if gpu.loaded_ctx and demand.ctx_needed <= gpu.loaded_ctx:
        if demand.ctx_needed <= gpu.kv_cells_free:
            return _in_loaded_cache(demand, gpu, meta, costs, policy, eta)
        reason = Reason(_C.KV_CELLS_SHORT, demand.ctx_needed, gpu.kv_cells_free)
        return Decision(Action.REFUSE, reason)
    want_ctx = min(max(ctx_for(demand.ctx_needed), costs.default_ctx), cap)
    extra = costs.llm_device_bytes(meta, want_ctx, -1, policy.estimate_margin) - gpu.loaded_bytes
    if extra <= available:
        limits = llm_gpu_limits(demand, want_ctx)
        fits = Reason(_C.FITS_GPU)
        return Decision(Action.ADMIT, fits, limits, max(extra, 0), available, eta)
    return Decision(Action.REFUSE, short_of(extra, available), needed=extra, available=available)


def _in_loaded_cache(
    demand: Demand,
    gpu: GpuView,
    meta: GgufMetadata,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    eta: float,
) -> Decision:
    """Into the loaded replica's KV cache, placed as it is loaded.

    An offloaded replica (a layer split, or its KV cache in host RAM) is used as it is,
    and said so, unless the whole model fits on the GPU again: then it is reloaded whole.
    Limits that differ from the loaded placement would make the slot reload it with no
    byte check at all.
    """
    available = gpu_available(gpu, policy)
    if gpu.loaded_layers == -1 and not gpu.loaded_kv_on_host:
        limits = llm_gpu_limits(demand, gpu.loaded_ctx)
        fits = Reason(_C.FITS_LOADED_CACHE)
        return Decision(Action.ADMIT, fits, limits, 0, available, eta)
    whole = costs.llm_device_bytes(meta, gpu.loaded_ctx, -1, policy.estimate_margin)
    extra = whole - gpu.loaded_bytes
    if extra <= available:
        limits = llm_gpu_limits(demand, gpu.loaded_ctx)
        reason = Reason(_C.FITS_WHOLE_AGAIN)
        return Decision(Action.ADMIT, reason, limits, max(extra, 0), available, eta)
    note = KV_ON_HOST_NOTE if gpu.loaded_kv_on_host else split_note(gpu.loaded_layers, meta.n_layer)
    limits = llm_gpu_limits(
        demand, gpu.loaded_ctx, gpu.loaded_layers, (note,), gpu.loaded_kv_on_host
    )
    reason = Reason(_C.FITS_LOADED_OFFLOADED)
    return Decision(Action.OFFLOAD, reason, limits, 0, available, eta * 2)


def _under_pressure(
    demand: Demand,
    gpu: GpuView | None,
    cpu: CpuView,
    remote: RemoteView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: Reason,
    gpu_eta_s: float,
) -> Decision:
    """Try the policy's actions in order; refuse with every reason when none works."""
    usable = gpu if gpu_unusable(gpu, policy) is None else None
    tried: list[Reason] = []
    for name in _steps(demand, policy):
        option: Decision | Reason
        if name == "cpu":
            option = on_cpu(demand, cpu, costs, policy, reason)
        elif name == "remote":
            option = try_remote(demand, remote, reason)
        elif usable is None:
            option = Reason(_C.GPU_UNUSABLE)
        elif name == "shrink":
            option = try_shrink(demand, usable, costs, policy, reason, gpu_eta_s)
        elif name == "offload":
            option = try_offload(demand, usable, cpu, costs, policy, reason, gpu_eta_s)
        elif name == "fallback":
            option = try_fallback(demand, usable, costs, policy, reason, gpu_eta_s)
        else:
            option = try_delay(demand, usable, costs, policy, reason)
        if isinstance(option, Decision):
            return option
        tried.append(option.at(name))
    needed = _headline_need(demand, costs, policy)
    available = max(gpu_available(usable, policy), 0) if usable is not None else 0
    return Decision(Action.REFUSE, reason.then(*tried), needed=needed, available=available)


def _steps(demand: Demand, policy: AdmissionPolicy) -> tuple[str, ...]:
    """The policy's options in order, but a transcription asked in English tries the
    English-only fallback speech model on the GPU before the CPU lane: it loses nothing the
    request asked for, and runs many times faster than the full model on the CPU. A
    detected language keeps the policy's order: the full model on the CPU understands
    every language, the fallback only English."""
    steps = policy.under_pressure
    if demand.kind != "transcription" or demand.language != "en" or demand.task != "transcribe":
        return steps
    if "fallback" not in steps or "cpu" not in steps:
        return steps
    if steps.index("fallback") < steps.index("cpu"):
        return steps
    rest = tuple(step for step in steps if step != "fallback")
    at = rest.index("cpu")
    return (*rest[:at], "fallback", *rest[at:])


def _headline_need(demand: Demand, costs: ModelCosts, policy: AdmissionPolicy) -> int:
    if isinstance(costs.primary, WhisperMetadata):
        return costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
    n_ctx = min(ctx_for(demand.ctx_needed), gpu_ctx_cap(costs.primary, policy))
    return costs.llm_device_bytes(costs.primary, n_ctx, -1, policy.estimate_margin)
