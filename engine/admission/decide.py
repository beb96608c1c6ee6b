"""The decision itself: admit on the GPU, or walk the policy's list under pressure."""

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
    ctx_for,
    gpu_available,
    pressure,
)
from engine.models.gguf_meta import GgufMetadata
from engine.models.whisper_meta import WhisperMetadata
from engine.units import format_size

MIB = 1024 * 1024


def decide(
    demand: Demand,
    gpu: GpuView | None,
    cpu: CpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    gpu_eta_s: float = 0.0,
) -> Decision:
    """Choose how to serve ``demand`` (see ``Action``). Pure: no I/O, no clock."""
    if isinstance(costs.primary, GgufMetadata):
        refusal = _never_fits(demand, costs.primary, cpu, policy)
        if refusal is not None:
            return refusal
    why_not_gpu = _gpu_unusable(gpu, policy)
    if why_not_gpu is None and gpu is not None:
        first = _on_gpu(demand, gpu, costs, policy, gpu_eta_s)
        if first.action is Action.ADMIT:
            return first
        reason = first.reason
    else:
        reason = why_not_gpu or "no GPU"
    return _under_pressure(demand, gpu, cpu, costs, policy, reason, gpu_eta_s)


def _gpu_unusable(gpu: GpuView | None, policy: AdmissionPolicy) -> str | None:
    if gpu is None:
        return "no GPU on this machine"
    if gpu.error:
        return f"GPU unavailable: {gpu.error}"
    if not policy.breaker_allows_gpu:
        return f"GPU paused by the circuit breaker: {policy.breaker_reason}"
    if policy.gpu_queue_full:
        return "the GPU queue is full"
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
        f"the prompt has {demand.prompt_tokens} tokens; the largest context here is {largest}",
        needed=demand.prompt_tokens,
        available=largest,
    )


def _llm_gpu_limits(
    demand: Demand, n_ctx: int, layers: int = -1, notes: tuple[str, ...] = ()
) -> Limits:
    return Limits(n_ctx, min(demand.max_tokens, n_ctx - demand.prompt_tokens), layers, 1, notes)


def _on_gpu(
    demand: Demand, gpu: GpuView, costs: ModelCosts, policy: AdmissionPolicy, eta: float
) -> Decision:
    """Admit as asked if it fits below the pressure threshold; else say why not."""
    available = gpu_available(gpu, policy)
    if pressure(gpu, policy) >= policy.pressure_threshold:
        return Decision(Action.REFUSE, _pressure_reason(gpu, policy), available=available)
    if isinstance(costs.primary, WhisperMetadata):
        needed = costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
        loaded_share = needed if gpu.loaded_ctx else 0  # a loaded replica is already booked
        if needed - loaded_share <= available:
            return Decision(
                Action.ADMIT,
                "fits on the GPU",
                Limits(beam_size=demand.beam_size),
                needed,
                available,
                eta,
            )
        return Decision(
            Action.REFUSE, _short(needed, available), needed=needed, available=available
        )
    meta = costs.primary
    want_ctx = min(
        max(ctx_for(demand.ctx_needed), costs.default_ctx), policy.gpu_max_ctx, meta.n_ctx_train
    )
    if gpu.loaded_ctx and demand.ctx_needed <= gpu.loaded_ctx:
        if demand.ctx_needed <= gpu.kv_cells_free:
            return Decision(
                Action.ADMIT,
                "fits in the loaded model's KV cache",
                _llm_gpu_limits(demand, gpu.loaded_ctx),
                0,
                available,
                eta,
            )
        return Decision(
            Action.REFUSE,
            "the loaded model's KV cache slots are in use",
            needed=demand.ctx_needed,
            available=gpu.kv_cells_free,
        )
    needed = costs.llm_device_bytes(meta, want_ctx, -1, policy.estimate_margin)
    current = (
        costs.llm_device_bytes(meta, gpu.loaded_ctx, -1, policy.estimate_margin)
        if gpu.loaded_ctx
        else 0
    )
    if needed - current <= available and demand.ctx_needed <= want_ctx:
        return Decision(
            Action.ADMIT,
            "fits on the GPU",
            _llm_gpu_limits(demand, want_ctx),
            needed,
            available,
            eta,
        )
    return Decision(
        Action.REFUSE,
        _short(needed - current, available),
        needed=needed - current,
        available=available,
    )


def _pressure_reason(gpu: GpuView, policy: AdmissionPolicy) -> str:
    level, threshold = pressure(gpu, policy), policy.pressure_threshold
    return f"GPU memory pressure {level:.0%} is above the {threshold:.0%} threshold"


def _short(needed: int, available: int) -> str:
    return (
        f"the GPU needs {format_size(needed)} more but has {format_size(max(available, 0))} to give"
    )


def _under_pressure(
    demand: Demand,
    gpu: GpuView | None,
    cpu: CpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: str,
    gpu_eta_s: float,
) -> Decision:
    """Try the policy's actions in order; refuse with every reason when none works."""
    gpu_ok = _gpu_unusable(gpu, policy) is None
    tried: list[str] = []
    for name in policy.under_pressure:
        option: Decision | str
        if name == "cpu":
            option = _on_cpu(demand, cpu, costs, policy, reason)
        elif not gpu_ok or gpu is None:
            option = "the GPU cannot be used"
        elif name == "shrink":
            option = _shrink(demand, gpu, costs, policy, reason, gpu_eta_s)
        elif name == "offload":
            option = _offload(demand, gpu, costs, policy, reason, gpu_eta_s)
        elif name == "fallback":
            option = _fallback(demand, gpu, costs, policy, reason, gpu_eta_s)
        else:
            option = _delay(demand, gpu, costs, policy, reason)
        if isinstance(option, Decision):
            return option
        tried.append(f"{name}: {option}")
    needed = _headline_need(demand, costs, policy)
    available = gpu_available(gpu, policy) if gpu is not None else 0
    return Decision(
        Action.REFUSE, f"{reason}; " + "; ".join(tried), needed=needed, available=max(available, 0)
    )


def _headline_need(demand: Demand, costs: ModelCosts, policy: AdmissionPolicy) -> int:
    if isinstance(costs.primary, WhisperMetadata):
        return costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
    return costs.llm_device_bytes(
        costs.primary, ctx_for(demand.ctx_needed), -1, policy.estimate_margin
    )


def _shrink(
    demand: Demand,
    gpu: GpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: str,
    eta: float,
) -> Decision | str:
    if pressure(gpu, policy) >= policy.pressure_threshold:
        return "a smaller request does not relieve pressure that is already there"
    available = gpu_available(gpu, policy)
    if isinstance(costs.primary, WhisperMetadata):
        if demand.beam_size <= 1:
            return "beam size is already 1"
        needed = costs.whisper_bytes(costs.primary, 1, policy.estimate_margin)
        if needed > available:
            return _short(needed, available)
        notes = (f"beam size capped at 1 (asked {demand.beam_size})",)
        return Decision(
            Action.SHRINK, reason, Limits(beam_size=1, notes=notes), needed, available, eta
        )
    meta = costs.primary
    floor = demand.prompt_tokens + policy.min_useful_tokens
    n_ctx = ctx_for(demand.ctx_needed)
    while n_ctx >= floor:
        needed = costs.llm_device_bytes(meta, n_ctx, -1, policy.estimate_margin)
        if needed <= available:
            limits = _llm_gpu_limits(demand, n_ctx)
            caps = [f"context capped at {n_ctx} tokens"]
            if limits.max_tokens < demand.max_tokens:
                caps.append(f"answer capped at {limits.max_tokens} tokens")
            return Decision(
                Action.SHRINK,
                reason,
                _llm_gpu_limits(demand, n_ctx, -1, tuple(caps)),
                needed,
                available,
                eta,
            )
        n_ctx -= 256
    return f"no context of at least {floor} tokens fits"


def _offload(
    demand: Demand,
    gpu: GpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: str,
    eta: float,
) -> Decision | str:
    if not isinstance(costs.primary, GgufMetadata):
        return "only LLMs can be split between CPU and GPU"
    meta, available = costs.primary, gpu_available(gpu, policy)
    n_ctx = min(max(ctx_for(demand.ctx_needed), costs.default_ctx), policy.gpu_max_ctx)
    for layers in range(meta.n_layer - 1, 0, -1):
        needed = costs.llm_device_bytes(meta, n_ctx, layers, policy.estimate_margin)
        if needed <= available:
            notes = (f"{layers} of {meta.n_layer} layers on the GPU, the rest on the CPU (slower)",)
            return Decision(
                Action.OFFLOAD,
                reason,
                _llm_gpu_limits(demand, n_ctx, layers, notes),
                needed,
                available,
                eta * 2,
            )
    return "not even one layer fits"


def _fallback(
    demand: Demand,
    gpu: GpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: str,
    eta: float,
) -> Decision | str:
    if costs.fallback is None:
        return "no fallback model is configured"
    available = gpu_available(gpu, policy)
    n_ctx = min(ctx_for(demand.ctx_needed), costs.fallback.n_ctx_train)
    needed = costs.llm_device_bytes(costs.fallback, n_ctx, -1, policy.estimate_margin)
    if needed > available or pressure(gpu, policy) >= policy.pressure_threshold:
        return f"the fallback model {_short(needed, available)[4:]}"
    notes = (f"answered by the smaller fallback model {costs.fallback_name}",)
    return Decision(
        Action.ROUTE_FALLBACK,
        reason,
        _llm_gpu_limits(demand, n_ctx, -1, notes),
        needed,
        available,
        eta,
        costs.fallback_name,
    )


def _delay(
    demand: Demand, gpu: GpuView, costs: ModelCosts, policy: AdmissionPolicy, reason: str
) -> Decision | str:
    """Queue for the GPU only when our own work will free enough: never wait forever."""
    needed = _headline_need(demand, costs, policy) if not gpu.loaded_ctx else demand.ctx_needed
    if gpu.loaded_ctx and demand.ctx_needed <= gpu.loaded_ctx:
        limits = _llm_gpu_limits(demand, gpu.loaded_ctx)
        if pressure(gpu, policy) < policy.pressure_threshold:
            return Decision(
                Action.DELAY,
                f"{reason}; waiting for KV slots",
                limits,
                needed,
                gpu.kv_cells_free,
                gpu.busy_until_s,
            )
    if gpu.releasable and gpu_available(gpu, policy) + gpu.releasable >= needed:
        return Decision(
            Action.DELAY,
            f"{reason}; waiting for running work to free memory",
            Limits(notes=("waiting for GPU memory",)),
            needed,
            gpu_available(gpu, policy),
            gpu.busy_until_s,
        )
    return "waiting would not free enough (the memory is held by others)"


def _on_cpu(
    demand: Demand, cpu: CpuView, costs: ModelCosts, policy: AdmissionPolicy, reason: str
) -> Decision | str:
    if not cpu.enabled:
        return "CPU failover is off"
    if cpu.queue_length >= cpu.max_queue:
        return f"the CPU queue is full ({cpu.queue_length} waiting)"
    if demand.deadline_s is not None and cpu.eta_s > demand.deadline_s:
        return f"the CPU would take ~{cpu.eta_s:.0f} s, past the {demand.deadline_s:.0f} s deadline"
    if isinstance(costs.primary, WhisperMetadata):
        needed = (
            0
            if cpu.replica_loaded
            else costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
        )
        limits = Limits(beam_size=demand.beam_size, notes=("transcribing on the CPU (slower)",))
    else:
        n_ctx = cpu.max_ctx
        if demand.prompt_tokens + policy.min_useful_tokens > n_ctx:
            return f"the prompt does not fit the CPU lane's {n_ctx}-token context"
        needed = (
            0
            if cpu.replica_loaded
            else costs.llm_host_bytes(costs.primary, n_ctx, policy.estimate_margin)
        )
        max_tokens = min(demand.max_tokens, n_ctx - demand.prompt_tokens)
        notes = ["running on the CPU (slower)"]
        if max_tokens < demand.max_tokens:
            notes.append(f"answer capped at {max_tokens} tokens (CPU context {n_ctx})")
        limits = Limits(n_ctx, max_tokens, 0, 1, tuple(notes))
    room = cpu.ram_available - cpu.ram_reserve - cpu.reserved
    if needed > room:
        return (
            f"host RAM guard: needs {format_size(needed)}, {format_size(max(room, 0))} may be used"
        )
    return Decision(Action.ROUTE_CPU, reason, limits, needed, room, cpu.eta_s, costs.primary_name)
