"""engine.admission.decide: properties over arbitrary (sane) GPU, CPU, request and policy.

Whatever the state of the world, a GPU lane never books past capacity minus headroom, the
CPU lane never past the host-RAM guard, waiting happens only where waiting can help, and a
prompt no context can hold is refused at once (R2-R5, R14-R17).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.admission import (
    Action,
    AdmissionPolicy,
    CpuView,
    Decision,
    Demand,
    GpuView,
    ModelCosts,
    decide,
    headroom,
)
from engine.admission.model import effective_used, gpu_available, pressure
from engine.models.gguf_meta import GgufMetadata
from engine.models.whisper_meta import WhisperMetadata
from tests.unit.test_admission import FALLBACK, LLM_COSTS, PRIMARY, WHISPER_COSTS

MIB = 1 << 20
GIB = 1 << 30
GPU_LANES = (Action.ADMIT, Action.SHRINK, Action.OFFLOAD, Action.ROUTE_FALLBACK)
OPTIONS = ("shrink", "offload", "cpu", "fallback", "delay")
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass(frozen=True)
class World:
    """Everything ``decide`` reads."""

    demand: Demand
    gpu: GpuView | None
    cpu: CpuView
    costs: ModelCosts
    policy: AdmissionPolicy

    def decide(self) -> Decision:
        """The decision in this world."""
        return decide(self.demand, self.gpu, self.cpu, self.costs, self.policy)

    @property
    def is_llm(self) -> bool:
        """True when the primary model is an LLM."""
        return isinstance(self.costs.primary, GgufMetadata)

    @property
    def gpu_usable(self) -> bool:
        """The GPU exists, works, and the breaker and its queue let work in."""
        return (
            self.gpu is not None
            and not self.gpu.error
            and self.policy.breaker_allows_gpu
            and not self.policy.gpu_queue_full
        )


def _loaded_bytes(costs: ModelCosts, gpu: GpuView, policy: AdmissionPolicy) -> int:
    """What the loaded GPU replica was booked at (0 when none is loaded)."""
    if not gpu.loaded_ctx:
        return 0
    if isinstance(costs.primary, WhisperMetadata):
        return costs.whisper_bytes(costs.primary, 1, policy.estimate_margin)
    return costs.llm_device_bytes(costs.primary, gpu.loaded_ctx, -1, policy.estimate_margin)


def _rarely() -> st.SearchStrategy[bool]:
    """True about one time in ten."""
    return st.sampled_from([False] * 9 + [True])


@st.composite
def policies(draw: st.DrawFn) -> AdmissionPolicy:
    """Any policy the settings panel allows (every subset and order of the options)."""
    order = draw(st.permutations(OPTIONS))
    return AdmissionPolicy(
        headroom_percent=draw(st.one_of(st.just(5.0), st.floats(0.0, 30.0))),
        headroom_mib=draw(st.one_of(st.just(256), st.integers(0, 1024))),
        pressure_threshold=draw(st.one_of(st.just(0.9), st.floats(0.5, 1.0))),
        estimate_margin=draw(st.floats(0.0, 0.3)),
        observed_margin=draw(st.integers(0, 512)) * MIB,
        under_pressure=tuple(order[: draw(st.integers(0, len(order)))]),
        gpu_max_ctx=draw(st.one_of(st.just(8192), st.integers(1, 64).map(lambda n: n * 256))),
        gpu_queue_full=draw(_rarely()),
        breaker_allows_gpu=not draw(_rarely()),
        breaker_reason="repeated allocation failures",
        min_useful_tokens=draw(st.integers(1, 256)),
    )


@st.composite
def gpus(draw: st.DrawFn, costs: ModelCosts, policy: AdmissionPolicy) -> GpuView | None:
    """A card of 512 MiB to 24 GiB, in any state, perhaps with a replica loaded."""
    if draw(_rarely()):
        return None
    total = draw(st.one_of(st.integers(512, 4096), st.integers(512, 24 * 1024))) * MIB
    observed = int(total * draw(st.one_of(st.floats(0.0, 1.0), st.floats(0.0, 0.6))))
    own = draw(st.integers(0, observed))
    loaded_ctx = 0
    if draw(st.booleans()):
        if isinstance(costs.primary, GgufMetadata):
            cap = min(policy.gpu_max_ctx, costs.primary.n_ctx_train)
            loaded_ctx = draw(st.integers(1, max(cap // 256, 1))) * 256
        else:
            loaded_ctx = 1  # Whisper: any value says "loaded"
    view = GpuView(total=total, observed_used=observed, own_observed=own, reserved=0)
    # A loaded replica is in our ledger; admitted work may add to it.
    reserved = _loaded_bytes(costs, dataclasses.replace(view, loaded_ctx=loaded_ctx), policy)
    reserved += draw(st.one_of(st.just(0), st.integers(0, total)))
    return dataclasses.replace(
        view,
        reserved=reserved,
        error="GPU 0 lost: NVML_ERROR_GPU_IS_LOST" if draw(_rarely()) else None,
        kv_cells_free=draw(st.integers(0, loaded_ctx)),
        loaded_ctx=loaded_ctx,
        busy_until_s=draw(st.floats(0.0, 600.0)),
        releasable=draw(st.one_of(st.just(0), st.integers(0, reserved))),
    )


@st.composite
def cpus(draw: st.DrawFn) -> CpuView:
    """The CPU lane in any state."""
    max_queue = draw(st.integers(1, 8))
    return CpuView(
        enabled=draw(st.sampled_from([True, True, True, False])),
        ram_available=draw(st.integers(0, 64 * 1024)) * MIB,
        ram_reserve=draw(st.integers(0, 8 * 1024)) * MIB,
        reserved=draw(st.integers(0, 8 * 1024)) * MIB,
        replica_loaded=draw(st.booleans()),
        queue_length=draw(st.one_of(st.just(0), st.integers(0, max_queue))),
        max_queue=max_queue,
        max_ctx=draw(st.one_of(st.just(4096), st.integers(1, 64).map(lambda n: n * 256))),
        eta_s=draw(st.one_of(st.floats(0.0, 60.0), st.floats(0.0, 3600.0))),
    )


@st.composite
def demands(draw: st.DrawFn, costs: ModelCosts) -> Demand:
    """A chat (for an LLM) or a transcription (for Whisper)."""
    deadline = draw(st.one_of(st.none(), st.floats(1.0, 3600.0)))
    if isinstance(costs.primary, WhisperMetadata):
        return Demand("transcription", beam_size=draw(st.integers(1, 8)), deadline_s=deadline)
    return Demand(
        "chat",
        prompt_tokens=draw(st.one_of(st.integers(1, 500), st.integers(1, 12_000))),
        max_tokens=draw(st.one_of(st.integers(1, 512), st.integers(1, 20_000))),
        deadline_s=deadline,
    )


@st.composite
def worlds(draw: st.DrawFn) -> World:
    """A request, a GPU, a CPU lane, the models and a policy."""
    costs = draw(
        st.sampled_from([LLM_COSTS, dataclasses.replace(LLM_COSTS, fallback=None), WHISPER_COSTS])
    )
    policy = draw(policies())
    return World(draw(demands(costs)), draw(gpus(costs, policy)), draw(cpus()), costs, policy)


@st.composite
def tight_worlds(draw: st.DrawFn) -> World:
    """A usable card with about as much room as the model needs, and every option allowed."""
    world = draw(worlds())
    policy = dataclasses.replace(
        world.policy,
        pressure_threshold=draw(st.floats(0.9, 1.0)),
        under_pressure=tuple(draw(st.permutations(OPTIONS))),
        gpu_queue_full=False,
        breaker_allows_gpu=True,
    )
    total = draw(st.integers(1024, 4096)) * MIB
    loaded = draw(st.sampled_from([0, 0, 2048, 4096]))
    if not isinstance(world.costs.primary, GgufMetadata):
        loaded = min(loaded, 1)
    view = GpuView(total, 0, 0, 0, loaded_ctx=loaded)
    reserved = _loaded_bytes(world.costs, view, policy) + draw(st.integers(0, 300)) * MIB
    target = draw(st.integers(0, 600)) * MIB  # what should be left to give
    usable = total - headroom(total, policy)
    foreign = max(0, usable - target - policy.observed_margin - reserved)
    view = dataclasses.replace(
        view,
        observed_used=reserved + foreign,
        own_observed=reserved,
        reserved=reserved,
        kv_cells_free=draw(st.integers(0, loaded)),
        busy_until_s=draw(st.floats(0.0, 60.0)),
        releasable=draw(st.one_of(st.just(0), st.integers(0, reserved))),
    )
    return dataclasses.replace(world, gpu=view, policy=policy)


def any_world() -> st.SearchStrategy[World]:
    """Worlds of every kind, with a good share of cards on the edge of fitting."""
    return st.one_of(worlds(), tight_worlds())


# Worlds that once broke admission, pinned so that every run checks them.
_CPU_ON = CpuView(True, 32 * GIB, 4 * GIB, 0, False, 0, 4, 4096, 20.0)
_EMPTY_CARD = GpuView(8 * GIB, 300 * MIB, 0, 0)
BIG_ANSWER_WORLD = World(
    Demand("chat", 200, 16_000), _EMPTY_CARD, _CPU_ON, LLM_COSTS, AdmissionPolicy()
)
SHORT_FALLBACK_WORLD = World(
    Demand("chat", 3000, 100),
    GpuView(1 * GIB, 504 * MIB, 0, 0),
    dataclasses.replace(_CPU_ON, enabled=False),
    dataclasses.replace(LLM_COSTS, fallback=dataclasses.replace(FALLBACK, n_ctx_train=2048)),
    AdmissionPolicy(under_pressure=("fallback",)),
)
OFFLOAD_PAST_GPU_CAP_WORLD = World(
    Demand("chat", 3000, 100),
    GpuView(2 * GIB, 1528 * MIB, 0, 0),
    _CPU_ON,
    LLM_COSTS,
    AdmissionPolicy(under_pressure=("offload",), gpu_max_ctx=2048),
)
DELAY_PAST_GPU_CAP_WORLD = World(
    Demand("chat", 5000, 100),
    GpuView(8 * GIB, 8 * GIB - 510 * MIB, 500 * MIB, 500 * MIB, releasable=500 * MIB),
    dataclasses.replace(_CPU_ON, max_ctx=8192, queue_length=4),
    LLM_COSTS,
    AdmissionPolicy(under_pressure=("cpu", "delay"), gpu_max_ctx=4096),
)

DELAY_WITH_FREE_KV_WORLD = World(
    Demand("chat", 1, 256),
    GpuView(1 * GIB, 767 * MIB, 236 * MIB, 236 * MIB, kv_cells_free=257, loaded_ctx=2048),
    dataclasses.replace(_CPU_ON, enabled=False),
    LLM_COSTS,
    AdmissionPolicy(under_pressure=("delay",), gpu_max_ctx=256),
)


# --- capacity -------------------------------------------------------------------------------


@SETTINGS
@given(any_world())
def test_gpu_lanes_never_book_past_capacity_minus_headroom(world: World) -> None:
    decision = world.decide()
    if decision.action not in GPU_LANES:
        return
    gpu, policy = world.gpu, world.policy
    assert gpu is not None and world.gpu_usable
    assert pressure(gpu, policy) < policy.pressure_threshold
    room = gpu.total - headroom(gpu.total, policy) - effective_used(gpu, policy)
    assert room == gpu_available(gpu, policy)
    # ``needed`` is what the decision adds to the ledger: a loaded replica is booked already.
    booked = decision.needed
    assert booked == 0 or booked <= room, (decision, room)
    assert decision.available == room


@SETTINGS
@given(any_world())
def test_the_cpu_lane_never_passes_the_ram_guard(world: World) -> None:
    decision = world.decide()
    if decision.action is not Action.ROUTE_CPU:
        return
    cpu = world.cpu
    assert cpu.enabled
    assert cpu.queue_length < cpu.max_queue
    room = cpu.ram_available - cpu.ram_reserve - cpu.reserved
    assert 0 <= decision.needed <= room
    assert decision.available == room
    if world.demand.deadline_s is not None:
        assert cpu.eta_s <= world.demand.deadline_s
    if world.is_llm:
        limits = decision.limits
        assert isinstance(world.costs.primary, GgufMetadata)
        assert limits.n_ctx == min(cpu.max_ctx, world.costs.primary.n_ctx_train)
        assert limits.n_gpu_layers == 0
        assert world.policy.min_useful_tokens <= limits.n_ctx - world.demand.prompt_tokens
        assert 0 < limits.max_tokens <= world.demand.max_tokens
        assert world.demand.prompt_tokens + limits.max_tokens <= limits.n_ctx


@SETTINGS
@given(any_world())
def test_a_kv_cache_in_host_ram_never_passes_the_ram_guard(world: World) -> None:
    decision = world.decide()
    if decision.action is not Action.OFFLOAD:
        return
    limits = decision.limits
    if not limits.kv_on_host:
        assert 0 < limits.n_gpu_layers < PRIMARY.n_layer
        return
    assert limits.n_gpu_layers == -1
    cpu = world.cpu
    room = cpu.ram_available - cpu.ram_reserve - cpu.reserved
    host = world.costs.llm_kv_host_bytes(PRIMARY, limits.n_ctx, world.policy.estimate_margin)
    assert 0 < host <= room


@SETTINGS
@given(any_world())
def test_an_unusable_gpu_gets_no_gpu_work(world: World) -> None:
    decision = world.decide()
    if not world.gpu_usable:
        assert decision.action in (Action.ROUTE_CPU, Action.REFUSE)


# --- waiting --------------------------------------------------------------------------------


def _waits_for_kv_slots(world: World) -> bool:
    gpu, demand = world.gpu, world.demand
    return (
        gpu is not None
        and bool(gpu.loaded_ctx)
        and demand.ctx_needed <= gpu.loaded_ctx
        and gpu.kv_cells_free < demand.ctx_needed
    )


@SETTINGS
@given(any_world())
@example(DELAY_WITH_FREE_KV_WORLD)
def test_delay_only_when_our_own_work_can_free_something(world: World) -> None:
    decision = world.decide()
    if decision.action is not Action.DELAY:
        return
    assert world.gpu is not None and world.gpu_usable
    assert "delay" in world.policy.under_pressure
    # Memory held by others (nothing of ours to give back) is never waited for.
    assert world.gpu.releasable > 0 or _waits_for_kv_slots(world), decision


@SETTINGS
@given(any_world())
@example(DELAY_PAST_GPU_CAP_WORLD)
def test_delay_only_for_a_prompt_a_gpu_context_can_hold(world: World) -> None:
    decision = world.decide()
    if decision.action is not Action.DELAY or not isinstance(world.costs.primary, GgufMetadata):
        return
    cap = min(world.policy.gpu_max_ctx, world.costs.primary.n_ctx_train)
    assert world.demand.prompt_tokens + 1 <= cap


# --- contexts -------------------------------------------------------------------------------


@SETTINGS
@given(any_world())
def test_a_prompt_longer_than_every_context_is_refused_never_queued(world: World) -> None:
    if not isinstance(world.costs.primary, GgufMetadata):
        return
    contexts = [min(world.policy.gpu_max_ctx, world.costs.primary.n_ctx_train)]
    if world.cpu.enabled:
        contexts.append(min(world.cpu.max_ctx, world.costs.primary.n_ctx_train))
    decision = world.decide()
    if world.demand.prompt_tokens + 1 > max(contexts):
        assert decision.action is Action.REFUSE
        assert decision.needed == world.demand.prompt_tokens
        assert decision.available == max(contexts)
        assert decision.permanent
    else:
        assert not decision.permanent  # every other refusal may pass: lanes, memory, breaker


@SETTINGS
@given(any_world())
@example(BIG_ANSWER_WORLD)
@example(SHORT_FALLBACK_WORLD)
@example(OFFLOAD_PAST_GPU_CAP_WORLD)
def test_gpu_lane_contexts_respect_the_caps_and_hold_the_prompt(world: World) -> None:
    decision = world.decide()
    if decision.action not in GPU_LANES or not world.is_llm:
        return
    limits, demand, gpu = decision.limits, world.demand, world.gpu
    assert gpu is not None
    if decision.action is Action.ADMIT and decision.needed == 0:
        assert limits.n_ctx == gpu.loaded_ctx
    else:
        model = world.costs.fallback if decision.action is Action.ROUTE_FALLBACK else PRIMARY
        assert model is not None
        assert limits.n_ctx <= min(world.policy.gpu_max_ctx, model.n_ctx_train)
    assert 0 < limits.max_tokens <= demand.max_tokens
    assert demand.prompt_tokens + limits.max_tokens <= limits.n_ctx


# --- the decision's form --------------------------------------------------------------------


@SETTINGS
@given(any_world())
def test_every_decision_explains_itself(world: World) -> None:
    decision = world.decide()
    if decision.action is not Action.ADMIT:
        assert decision.reason.strip()
        assert decision.degraded
    if decision.action in (Action.SHRINK, Action.OFFLOAD, Action.ROUTE_CPU, Action.ROUTE_FALLBACK):
        assert decision.limits.notes
    if decision.action is Action.ROUTE_FALLBACK:
        assert decision.model == world.costs.fallback_name
    if decision.action is Action.REFUSE:
        assert decision.needed > 0
        assert decision.available >= 0
    if decision.action not in (Action.ADMIT, Action.REFUSE):
        # Every degraded lane is one the policy allows.
        names = {
            Action.SHRINK: "shrink",
            Action.OFFLOAD: "offload",
            Action.ROUTE_CPU: "cpu",
            Action.ROUTE_FALLBACK: "fallback",
            Action.DELAY: "delay",
        }
        assert names[decision.action] in world.policy.under_pressure


@SETTINGS
@given(any_world())
def test_the_first_option_that_works_is_taken(world: World) -> None:
    decision = world.decide()
    order = world.policy.under_pressure
    names = {
        Action.SHRINK: "shrink",
        Action.OFFLOAD: "offload",
        Action.ROUTE_CPU: "cpu",
        Action.ROUTE_FALLBACK: "fallback",
        Action.DELAY: "delay",
    }
    if decision.action not in names:
        return
    chosen = order.index(names[decision.action])
    # Every option before it failed: alone in the policy, each of them refuses.
    for name in order[:chosen]:
        alone = dataclasses.replace(
            world, policy=dataclasses.replace(world.policy, under_pressure=(name,))
        )
        assert alone.decide().action is Action.REFUSE, name


@SETTINGS
@given(any_world())
def test_decide_is_deterministic(world: World) -> None:
    first = world.decide()
    assert all(world.decide() == first for _ in range(3))
