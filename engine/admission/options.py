"""What admission can do instead of admitting as asked: shrink, offload, fall back, delay,
or route to the CPU lane. Each returns a Decision, or the reason it cannot help.
"""

from __future__ import annotations

from engine.admission.model import (
    REQUEST_WORKING_BYTES,
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
    effective_used,
    gpu_available,
    headroom,
    pressure,
)
from engine.admission.reasons import Reason, ReasonCode
from engine.models.gguf_meta import GgufMetadata
from engine.models.whisper_meta import WhisperMetadata

_C = ReasonCode

CTX_STEP = 256


def gpu_ctx_cap(meta: GgufMetadata, policy: AdmissionPolicy) -> int:
    """The largest context the GPU lane may load."""
    return min(policy.gpu_max_ctx, meta.n_ctx_train)


def llm_gpu_limits(
    demand: Demand,
    n_ctx: int,
    layers: int = -1,
    notes: tuple[Reason, ...] = (),
    kv_on_host: bool = False,
) -> Limits:
    """Limits of a chat request run at ``n_ctx`` (the answer capped to what fits)."""
    max_tokens = min(demand.max_tokens, n_ctx - demand.prompt_tokens)
    return Limits(n_ctx, max_tokens, layers, 1, notes, kv_on_host)


KV_ON_HOST_NOTE = Reason(_C.KV_ON_HOST)


def split_note(layers: int, n_layer: int) -> Reason:
    """A layer split: the layers on the GPU, of the model's."""
    return Reason(_C.LAYERS_SPLIT, layers, n_layer)


def pressure_reason(gpu: GpuView, policy: AdmissionPolicy) -> Reason:
    """The pressure: the used share of the card and the threshold."""
    return Reason(_C.PRESSURE, pressure(gpu, policy), policy.pressure_threshold)


def short_of(needed: int, available: int, code: ReasonCode = _C.GPU_SHORT) -> Reason:
    """Not enough GPU memory: what is needed more, what there is to give."""
    return Reason(code, needed, available)


def _over_pressure(gpu: GpuView, policy: AdmissionPolicy) -> bool:
    return pressure(gpu, policy) >= policy.pressure_threshold


def try_shrink(
    demand: Demand,
    gpu: GpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: Reason,
    eta: float,
) -> Decision | Reason:
    """A smaller context / answer (LLM) or beam (Whisper) that fits below the threshold."""
    if _over_pressure(gpu, policy):
        return Reason(_C.SHRINK_NO_RELIEF)
    available = gpu_available(gpu, policy)
    if isinstance(costs.primary, WhisperMetadata):
        if demand.beam_size <= 1:
            return Reason(_C.BEAM_ALREADY_ONE)
        needed = costs.whisper_bytes(costs.primary, 1, policy.estimate_margin)
        extra = needed - min(needed, gpu.loaded_bytes)
        if extra > available:
            return short_of(extra, available)
        notes = (Reason(_C.BEAM_CAPPED, demand.beam_size),)
        limits = Limits(beam_size=1, limitations=notes)
        return Decision(Action.SHRINK, reason, limits, extra, available, eta)
    meta = costs.primary
    floor = demand.prompt_tokens + policy.min_useful_tokens
    # The largest context smaller than what admission wanted (or the cap, capping the
    # answer, when the request wants more than the GPU lane allows) that fits.
    cap = gpu_ctx_cap(meta, policy) // CTX_STEP * CTX_STEP
    wanted = min(max(ctx_for(demand.ctx_needed), costs.default_ctx), cap)
    n_ctx = cap if ctx_for(demand.ctx_needed) > cap else (wanted - 1) // CTX_STEP * CTX_STEP
    while n_ctx >= floor:
        extra = costs.llm_device_bytes(meta, n_ctx, -1, policy.estimate_margin) - gpu.loaded_bytes
        if extra <= available:
            limits = llm_gpu_limits(demand, n_ctx)
            caps = [Reason(_C.CONTEXT_CAPPED, n_ctx)]
            if limits.max_tokens < demand.max_tokens:
                caps.append(Reason(_C.ANSWER_CAPPED, limits.max_tokens))
            limits = llm_gpu_limits(demand, n_ctx, -1, tuple(caps))
            return Decision(Action.SHRINK, reason, limits, max(extra, 0), available, eta)
        n_ctx -= CTX_STEP
    return Reason(_C.NO_CONTEXT_FITS, floor)


def try_offload(
    demand: Demand,
    gpu: GpuView,
    cpu: CpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: Reason,
    eta: float,
) -> Decision | Reason:
    """Offload to host RAM what does not fit the GPU: first the KV cache (every layer's
    weights stay on the GPU), else the planned hybrid profile (R8): as many layers on the
    GPU as fit, the rest on the CPU."""
    if not isinstance(costs.primary, GgufMetadata):
        return Reason(_C.SPLIT_LLM_ONLY)
    if _over_pressure(gpu, policy):
        return Reason(_C.SPLIT_NO_RELIEF)
    meta, available = costs.primary, gpu_available(gpu, policy)
    n_ctx = min(max(ctx_for(demand.ctx_needed), costs.default_ctx), gpu_ctx_cap(meta, policy))
    if demand.prompt_tokens + policy.min_useful_tokens > n_ctx:
        return Reason(_C.PROMPT_OVER_GPU_CONTEXT, limit=n_ctx)
    kv_on_host = _kv_on_host(demand, gpu, cpu, costs, meta, n_ctx, policy, reason, eta)
    if isinstance(kv_on_host, Decision):
        return kv_on_host
    for layers in range(meta.n_layer - 1, 0, -1):
        extra = (
            costs.llm_device_bytes(meta, n_ctx, layers, policy.estimate_margin) - gpu.loaded_bytes
        )
        if extra <= available:
            notes = (split_note(layers, meta.n_layer),)
            limits = llm_gpu_limits(demand, n_ctx, layers, notes)
            return Decision(Action.OFFLOAD, reason, limits, max(extra, 0), available, eta * 2)
    return kv_on_host.then(Reason(_C.NO_LAYER_FITS))


def _kv_on_host(
    demand: Demand,
    gpu: GpuView,
    cpu: CpuView,
    costs: ModelCosts,
    meta: GgufMetadata,
    n_ctx: int,
    policy: AdmissionPolicy,
    reason: Reason,
    eta: float,
) -> Decision | Reason:
    """Every layer on the GPU, the KV cache and attention in host RAM, within the RAM guard.

    It keeps all the weights' speed and costs only attention, so it comes before a layer
    split. The host RAM it takes is guarded like the CPU lane's (R16): RAM that the guard
    keeps, or that queued CPU work was promised, is never handed to a GPU replica.
    """
    available = gpu_available(gpu, policy)
    needed = costs.llm_device_bytes(meta, n_ctx, -1, policy.estimate_margin, kv_on_host=True)
    extra = needed - gpu.loaded_bytes
    if extra > available:
        return short_of(extra, available, _C.KV_HOST_GPU_SHORT)
    host = costs.llm_kv_host_bytes(meta, n_ctx, policy.estimate_margin)
    room = cpu.ram_available - cpu.ram_reserve - cpu.reserved
    if host > room:
        return Reason(_C.KV_HOST_RAM_GUARD, host, room)
    notes = (KV_ON_HOST_NOTE,)
    limits = llm_gpu_limits(demand, n_ctx, -1, notes, kv_on_host=True)
    # Attention over a host-resident cache runs on the CPU: priced like a layer split.
    return Decision(Action.OFFLOAD, reason, limits, max(extra, 0), available, eta * 2)


def try_fallback(
    demand: Demand,
    gpu: GpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: Reason,
    eta: float,
) -> Decision | Reason:
    """The smaller fallback model on the GPU, labelled as such (R6)."""
    if isinstance(costs.primary, WhisperMetadata):
        return _whisper_fallback(demand, gpu, costs, policy, reason, eta)
    if costs.fallback is None:
        return Reason(_C.NO_FALLBACK)
    if _over_pressure(gpu, policy):
        return Reason(_C.FALLBACK_NO_RELIEF)
    available = gpu_available(gpu, policy)
    n_ctx = min(ctx_for(demand.ctx_needed), gpu_ctx_cap(costs.fallback, policy))
    if demand.prompt_tokens + policy.min_useful_tokens > n_ctx:
        return Reason(_C.PROMPT_OVER_FALLBACK_CONTEXT, limit=n_ctx)
    needed = costs.llm_device_bytes(costs.fallback, n_ctx, -1, policy.estimate_margin)
    extra = needed - gpu.loaded_bytes  # it replaces the loaded model
    if extra > available:
        return short_of(extra, available, _C.FALLBACK_GPU_SHORT)
    notes = (Reason(_C.BY_FALLBACK_MODEL, name=costs.fallback_name),)
    limits = llm_gpu_limits(demand, n_ctx, -1, notes)
    return Decision(
        Action.ROUTE_FALLBACK, reason, limits, max(extra, 0), available, eta, costs.fallback_name
    )


def _whisper_fallback(
    demand: Demand,
    gpu: GpuView,
    costs: ModelCosts,
    policy: AdmissionPolicy,
    reason: Reason,
    eta: float,
) -> Decision | Reason:
    """The English-only fallback speech model (tiny.en) on the GPU: only for English or a
    detected language, never for another language or a translation, which it gets wrong."""
    meta, name = costs.fallback_whisper, costs.fallback_whisper_name
    if meta is None:
        return Reason(_C.NO_FALLBACK)
    if not demand.english_only_ok:
        asked = "translate" if demand.task == "translate" else demand.language or ""
        return Reason(_C.FALLBACK_ENGLISH_ONLY, name=asked)
    if _over_pressure(gpu, policy):
        return Reason(_C.FALLBACK_NO_RELIEF)
    available = gpu_available(gpu, policy)
    beam = demand.beam_size
    extra = costs.whisper_bytes(meta, beam, policy.estimate_margin) - gpu.loaded_bytes
    if extra > available:  # it replaces the loaded replica; a smaller beam tried too
        beam = 1
        extra = costs.whisper_bytes(meta, beam, policy.estimate_margin) - gpu.loaded_bytes
    if extra > available:
        return short_of(extra, available, _C.FALLBACK_GPU_SHORT)
    notes = [Reason(_C.TRANSCRIBED_BY_FALLBACK, name=name), Reason(_C.ENGLISH_ONLY)]
    if beam < demand.beam_size:
        notes.append(Reason(_C.BEAM_CAPPED, demand.beam_size))
    limits = Limits(beam_size=beam, limitations=tuple(notes))
    return Decision(Action.ROUTE_FALLBACK, reason, limits, max(extra, 0), available, eta, name)


def try_delay(
    demand: Demand, gpu: GpuView, costs: ModelCosts, policy: AdmissionPolicy, reason: Reason
) -> Decision | Reason:
    """Queue for the GPU only when our own running work will free what is needed."""
    if isinstance(costs.primary, GgufMetadata):
        cap = gpu_ctx_cap(costs.primary, policy)
        if demand.prompt_tokens + policy.min_useful_tokens > cap:
            return Reason(_C.PROMPT_OVER_GPU_CAP, limit=cap)
        if (
            gpu.loaded_ctx
            and demand.ctx_needed <= min(gpu.loaded_ctx, cap)
            and gpu.kv_cells_free < demand.ctx_needed  # else waiting frees nothing it lacks
            and not _over_pressure(gpu, policy)
        ):
            limits = llm_gpu_limits(demand, gpu.loaded_ctx, -1, (Reason(_C.WAITS_FOR_KV_SLOTS),))
            waiting = reason.then(Reason(_C.WAITING_FOR_KV_SLOTS, demand.ctx_needed))
            return Decision(Action.DELAY, waiting, limits, 0, 0, gpu.busy_until_s)
        n_ctx = min(max(ctx_for(demand.ctx_needed), costs.default_ctx), cap)
        needed = costs.llm_device_bytes(costs.primary, n_ctx, -1, policy.estimate_margin)
        limits = llm_gpu_limits(demand, n_ctx, -1, (Reason(_C.WAITS_FOR_GPU_MEMORY),))
    else:
        needed = costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
        waits = (Reason(_C.WAITS_FOR_GPU_MEMORY),)
        limits = Limits(beam_size=demand.beam_size, limitations=waits)
    extra = needed - min(needed, gpu.loaded_bytes)
    available = gpu_available(gpu, policy)
    if gpu.releasable <= 0 or available + gpu.releasable < extra:
        return Reason(_C.WAIT_FREES_TOO_LITTLE)
    usable = gpu.total - headroom(gpu.total, policy)
    after = effective_used(gpu, policy) - gpu.releasable + extra
    if usable <= 0 or after / usable >= policy.pressure_threshold:
        return Reason(_C.WAIT_STAYS_OVER_PRESSURE)
    waiting = reason.then(Reason(_C.WAITING_FOR_MEMORY))
    return Decision(Action.DELAY, waiting, limits, extra, available, gpu.busy_until_s)


def on_cpu(
    demand: Demand, cpu: CpuView, costs: ModelCosts, policy: AdmissionPolicy, reason: Reason
) -> Decision | Reason:
    """The CPU replica of the same model (R6), within the RAM guard and the deadline (R16, R17)."""
    if not cpu.enabled:
        return Reason(_C.CPU_OFF)
    if cpu.queue_length >= cpu.max_queue:
        return Reason(_C.CPU_QUEUE_FULL, cpu.queue_length)
    if demand.deadline_s is not None and cpu.eta_s > demand.deadline_s:
        return Reason(_C.CPU_PAST_DEADLINE, cpu.eta_s, demand.deadline_s)
    if isinstance(costs.primary, WhisperMetadata):
        loading = costs.whisper_bytes(costs.primary, demand.beam_size, policy.estimate_margin)
        needed = 0 if cpu.replica_loaded else loading
        on_cpu = (Reason(_C.TRANSCRIBING_ON_CPU),)
        limits = Limits(beam_size=demand.beam_size, limitations=on_cpu)
    else:
        n_ctx = min(cpu.max_ctx, costs.primary.n_ctx_train)
        if demand.prompt_tokens + policy.min_useful_tokens > n_ctx:
            return Reason(_C.PROMPT_OVER_CPU_CONTEXT, limit=n_ctx)
        loading = costs.llm_host_bytes(costs.primary, n_ctx, policy.estimate_margin)
        needed = 0 if cpu.replica_loaded else loading
        max_tokens = min(demand.max_tokens, n_ctx - demand.prompt_tokens)
        notes = [Reason(_C.ON_CPU)]
        if max_tokens < demand.max_tokens:
            notes.append(Reason(_C.ANSWER_CAPPED_ON_CPU, max_tokens, n_ctx))
        limits = Limits(n_ctx, max_tokens, 0, 1, tuple(notes))
    room = cpu.ram_available - cpu.ram_reserve - cpu.reserved
    if needed + REQUEST_WORKING_BYTES > room:  # a loaded replica still needs working memory
        return Reason(_C.HOST_RAM_GUARD, needed + REQUEST_WORKING_BYTES, room)
    return Decision(Action.ROUTE_CPU, reason, limits, needed, room, cpu.eta_s, costs.primary_name)


def try_remote(demand: Demand, remote: RemoteView, reason: Reason) -> Decision | Reason:
    """The server on another machine (R28): chat only, said plainly, never for tools."""
    if not remote.enabled:
        return Reason(_C.NO_REMOTE)
    if not remote.healthy:
        return Reason(_C.REMOTE_DOWN, name=remote.host, detail=remote.error)
    if demand.kind != "chat":
        return Reason(_C.REMOTE_CHAT_ONLY)
    if demand.uses_tools:
        return Reason(_C.REMOTE_NO_TOOLS)
    if remote.queue_length >= remote.max_queue:
        return Reason(_C.REMOTE_QUEUE_FULL, limit=remote.max_queue)
    if demand.deadline_s is not None and remote.eta_s > demand.deadline_s:
        return Reason(_C.REMOTE_PAST_DEADLINE, remote.eta_s)
    note = Reason(_C.BY_REMOTE, name=remote.model, detail=remote.host)
    limits = Limits(max_tokens=demand.max_tokens, n_gpu_layers=0, limitations=(note,))
    return Decision(Action.ROUTE_REMOTE, reason, limits, 0, 0, remote.eta_s, remote.model)
