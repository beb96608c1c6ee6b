"""engine.admission: the pure decision (R2-R5, R14-R17), table-driven, plus its helpers.

The models are built by hand (the default SmolLM2-135M dimensions, a smaller fallback and
Whisper tiny), so nothing here reads a file. On these models (margin 5 %):

- primary, all layers on the GPU: 154 MiB at n_ctx 256, 212 at 512, 248 at 2048, 283 at
  3584, 295 at 4096, 460 at 8192; 108 MiB with only one layer offloaded at 2048;
- primary, all layers on the GPU with the KV cache in host RAM: 148 MiB at n_ctx 256 and
  200.4 MiB from 512 up (the output phase is then the device's whole compute buffer), so it
  just misses the "tight" card's 200 MiB; the host RAM it adds is ~96 MiB at 2048;
- the fallback: 97 MiB at 256, 165 at 2048, ~180 at 3584;
- Whisper tiny (int8): 168 MiB at beam 1, 264 MiB at beam 5.

The property tests are in test_admission_properties.py.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engine.admission import (
    Action,
    AdmissionPolicy,
    CpuView,
    Decision,
    Demand,
    GpuView,
    Limits,
    ModelCosts,
    RemoteView,
    decide,
    headroom,
)
from engine.admission.model import ctx_for, effective_used, gpu_available, pressure
from engine.models.gguf_meta import GgufMetadata
from engine.models.whisper_meta import WhisperMetadata

MIB = 1 << 20
GIB = 1 << 30

# --- models ---------------------------------------------------------------------------------

PRIMARY = GgufMetadata(
    path=Path("SmolLM2-135M-Instruct.Q4_1.gguf"),
    architecture="llama",
    name="SmolLM2",
    n_layer=30,
    n_head=9,
    n_head_kv=3,
    n_embd=576,
    head_dim_k=64,
    head_dim_v=64,
    n_vocab=49152,
    n_ctx_train=8192,
    quantization="Q4_1",
    chat_template=None,
    layer_bytes=(2_195_000,) * 30,
    token_embd_bytes=30_081_024,
    output_bytes=0,
    other_bytes=2304,
    output_tied=True,
)
# A smaller model of the same family: 12 thinner layers, the same context.
FALLBACK = dataclasses.replace(
    PRIMARY,
    path=Path("tiny-fallback.gguf"),
    name="TinyFallback",
    n_layer=12,
    layer_bytes=(1_000_000,) * 12,
)
WHISPER = WhisperMetadata(
    path=Path("whisper-tiny"),
    variant="tiny",
    model_bytes=75_500_000,
    n_params=37_700_000,
    d_model=384,
    n_encoder_layers=4,
    n_decoder_layers=4,
    n_heads=6,
)
LLM_COSTS = ModelCosts(
    primary=PRIMARY, fallback=FALLBACK, fallback_name="TinyFallback", primary_name="SmolLM2"
)
WHISPER_COSTS = ModelCosts(primary=WHISPER, primary_name="whisper-tiny")
POLICY = AdmissionPolicy()


def gpu_bytes(n_ctx: int, layers: int = -1, meta: GgufMetadata = PRIMARY) -> int:
    """The primary (or ``meta``) on the GPU at ``n_ctx``, with the default margin."""
    return LLM_COSTS.llm_device_bytes(meta, n_ctx, layers, POLICY.estimate_margin)


def kv_on_host_gpu_bytes(n_ctx: int) -> int:
    """The primary's GPU bytes at ``n_ctx`` with its KV cache in host RAM."""
    return LLM_COSTS.llm_device_bytes(PRIMARY, n_ctx, -1, POLICY.estimate_margin, kv_on_host=True)


def kv_on_host_ram(n_ctx: int) -> int:
    """The host RAM that putting the primary's KV cache there adds at ``n_ctx``."""
    return LLM_COSTS.llm_kv_host_bytes(PRIMARY, n_ctx, POLICY.estimate_margin)


def host_bytes(n_ctx: int) -> int:
    """A CPU replica of the primary at ``n_ctx``, with the default margin."""
    return LLM_COSTS.llm_host_bytes(PRIMARY, n_ctx, POLICY.estimate_margin)


def whisper_bytes(beam: int) -> int:
    """Whisper tiny at a beam size, with the default margin."""
    return WHISPER_COSTS.whisper_bytes(WHISPER, beam, POLICY.estimate_margin)


# --- requests -------------------------------------------------------------------------------

DEADLINE = 300.0
SHAPES: dict[str, Demand] = {
    "short": Demand("chat", prompt_tokens=100, max_tokens=200, deadline_s=DEADLINE),
    "long": Demand("chat", prompt_tokens=3000, max_tokens=500, deadline_s=DEADLINE),
    # Longer than the model was trained for, the GPU cap and the CPU lane's context.
    "too_long": Demand("chat", prompt_tokens=9000, max_tokens=100, deadline_s=DEADLINE),
    "big_answer": Demand("chat", prompt_tokens=200, max_tokens=16000, deadline_s=DEADLINE),
    "speech_beam5": Demand("transcription", beam_size=5, deadline_s=DEADLINE),
    "speech_beam1": Demand("transcription", beam_size=1, deadline_s=DEADLINE),
}

# --- GPU states (a view and the policy fields that describe the GPU's state) -----------------

LOADED_CTX = 4096


@dataclass(frozen=True)
class GpuState:
    """A GPU as admission sees it, and the breaker/queue part of the policy."""

    view: GpuView | None
    policy: dict[str, Any] = field(default_factory=dict)


# A 2 GiB card keeps 256 MiB headroom (the MiB setting beats 5 %), so 1792 MiB are usable.
SMALL = 2 * GIB
GPUS: dict[str, GpuState] = {
    # 300 MiB used by the desktop; ~7.2 GiB to give.
    "empty": GpuState(GpuView(total=8 * GIB, observed_used=300 * MIB, own_observed=0, reserved=0)),
    # Other programs leave exactly 200 MiB to give; pressure 89 % is under the threshold.
    "tight": GpuState(GpuView(SMALL, observed_used=1528 * MIB, own_observed=0, reserved=0)),
    # 220 MiB to give: more than the primary needs with its KV cache in host RAM.
    "kv_fits": GpuState(GpuView(SMALL, observed_used=1508 * MIB, own_observed=0, reserved=0)),
    # Our ledger says 300 MiB, the driver sees our processes holding 1500 MiB (a caching
    # allocator): the observed reading wins, 228 MiB to give.
    "observed_fuller": GpuState(
        GpuView(SMALL, observed_used=1500 * MIB, own_observed=1500 * MIB, reserved=300 * MIB)
    ),
    # Another program holds 7.2 GiB of 8: pressure 96 %, over the 90 % threshold.
    "pressure": GpuState(GpuView(8 * GIB, observed_used=7373 * MIB, own_observed=0, reserved=0)),
    # Over the threshold because of our own running work, which will give back 2 GiB.
    "own_busy": GpuState(
        GpuView(
            8 * GIB,
            observed_used=7270 * MIB,
            own_observed=7170 * MIB,
            reserved=7168 * MIB,
            releasable=2 * GIB,
            busy_until_s=12.0,
        )
    ),
    # The primary is loaded at n_ctx 4096 with every KV cell free.
    "loaded_free": GpuState(
        GpuView(
            8 * GIB,
            observed_used=gpu_bytes(LOADED_CTX) + 300 * MIB,
            own_observed=gpu_bytes(LOADED_CTX),
            reserved=gpu_bytes(LOADED_CTX),
            kv_cells_free=LOADED_CTX,
            loaded_ctx=LOADED_CTX,
        )
    ),
    # The same, with 100 KV cells free (the rest held by running requests).
    "loaded_busy": GpuState(
        GpuView(
            8 * GIB,
            observed_used=gpu_bytes(LOADED_CTX) + 300 * MIB,
            own_observed=gpu_bytes(LOADED_CTX),
            reserved=gpu_bytes(LOADED_CTX),
            kv_cells_free=100,
            loaded_ctx=LOADED_CTX,
            busy_until_s=8.0,
        )
    ),
    # The driver reports an error (the readings are those of before the reset).
    "gpu_error": GpuState(
        GpuView(8 * GIB, 300 * MIB, 0, 0, error="driver reset in progress (Xid 79)")
    ),
    "breaker_open": GpuState(
        GpuView(8 * GIB, 300 * MIB, 0, 0),
        {"breaker_allows_gpu": False, "breaker_reason": "3 allocation failures in 60 s"},
    ),
    "gpu_queue_full": GpuState(GpuView(8 * GIB, 300 * MIB, 0, 0), {"gpu_queue_full": True}),
    "no_gpu": GpuState(None),
}


def card(name: str) -> GpuView:
    """The view of a GPU state that has a card."""
    view = GPUS[name].view
    assert view is not None, name
    return view


# --- CPU states -----------------------------------------------------------------------------


CPU_OK = CpuView(
    enabled=True,
    ram_available=32 * GIB,
    ram_reserve=4 * GIB,
    reserved=0,
    replica_loaded=False,
    queue_length=0,
    max_queue=4,
    max_ctx=4096,
    eta_s=20.0,
)
CPUS: dict[str, CpuView] = {
    "cpu_ok": CPU_OK,
    "cpu_off": dataclasses.replace(CPU_OK, enabled=False),
    "cpu_full": dataclasses.replace(CPU_OK, queue_length=4),
    # 100 MiB above the guard: less than a CPU replica of either model needs.
    "ram_tight": dataclasses.replace(CPU_OK, ram_available=4 * GIB + 100 * MIB),
    # The CPU would take 15 minutes; every request here has a 5-minute deadline.
    "cpu_slow": dataclasses.replace(CPU_OK, eta_s=900.0),
}

DEFAULT_ORDER = POLICY.under_pressure  # ("shrink", "cpu", "fallback", "delay")


@dataclass(frozen=True)
class Case:
    """One row of the decision table."""

    shape: str
    gpu: str
    cpu: str
    expected: Action
    order: tuple[str, ...] = DEFAULT_ORDER
    bug: str = ""  # set where the decision is known to be wrong: the row is an xfail

    @property
    def id(self) -> str:
        """The test id: request-gpu-cpu[-policy order]->action."""
        order = "" if self.order == DEFAULT_ORDER else "-" + "+".join(self.order)
        return f"{self.shape}-{self.gpu}-{self.cpu}{order}->{self.expected.value}"

    @property
    def demand(self) -> Demand:
        """The request."""
        return SHAPES[self.shape]

    @property
    def costs(self) -> ModelCosts:
        """Whisper for transcriptions, the LLM (with its fallback) for chats."""
        return WHISPER_COSTS if self.demand.kind == "transcription" else LLM_COSTS

    @property
    def policy(self) -> AdmissionPolicy:
        """The default policy with this row's order and GPU-state fields."""
        fields: dict[str, Any] = {"under_pressure": self.order, **GPUS[self.gpu].policy}
        return dataclasses.replace(POLICY, **fields)

    def decide(self) -> Decision:
        """The decision for this row."""
        return decide(self.demand, GPUS[self.gpu].view, CPUS[self.cpu], self.costs, self.policy)


SHRINK_CAP_BUG = (
    "BUG: _shrink starts from ctx_for(demand.ctx_needed) without capping it to "
    "policy.gpu_max_ctx or n_ctx_train, so a large max_tokens 'shrinks' to 16384 cells"
)
A = Action
CASES = [
    # An empty card: everything that has a context fits as asked.
    Case("short", "empty", "cpu_ok", A.ADMIT),
    Case("short", "empty", "cpu_off", A.ADMIT),
    Case("long", "empty", "cpu_ok", A.ADMIT),
    Case("too_long", "empty", "cpu_ok", A.REFUSE),
    Case("too_long", "empty", "cpu_off", A.REFUSE),
    Case("big_answer", "empty", "cpu_ok", A.SHRINK),
    # 220 MiB to give: the primary at 2048 fits with its KV cache in host RAM, not whole.
    Case("short", "kv_fits", "cpu_off", A.OFFLOAD, ("offload", "cpu")),
    Case("short", "kv_fits", "cpu_ok", A.OFFLOAD, ("offload", "shrink")),
    Case("long", "kv_fits", "cpu_off", A.OFFLOAD, ("offload",)),
    # Little room left by others (200 MiB, under the threshold).
    Case("short", "tight", "cpu_ok", A.SHRINK),
    Case("short", "tight", "cpu_ok", A.SHRINK, ("shrink", "cpu")),
    Case("short", "tight", "cpu_ok", A.ROUTE_CPU, ("cpu", "shrink")),
    Case("long", "tight", "cpu_ok", A.ROUTE_CPU),
    Case("long", "tight", "cpu_off", A.ROUTE_FALLBACK),
    Case("long", "tight", "cpu_off", A.OFFLOAD, ("offload", "cpu")),
    Case("long", "tight", "cpu_ok", A.ROUTE_CPU, ("cpu", "offload")),
    Case("long", "tight", "cpu_off", A.REFUSE, ("shrink", "cpu", "delay")),
    Case("long", "tight", "cpu_full", A.REFUSE, ("shrink", "cpu", "delay")),
    Case("long", "tight", "cpu_full", A.ROUTE_FALLBACK),
    Case("long", "tight", "ram_tight", A.ROUTE_FALLBACK),
    Case("long", "tight", "ram_tight", A.REFUSE, ("cpu", "delay")),
    Case("long", "tight", "cpu_slow", A.ROUTE_FALLBACK, ("cpu", "fallback")),
    Case("long", "tight", "cpu_slow", A.REFUSE, ("cpu",)),
    Case("big_answer", "tight", "cpu_ok", A.SHRINK),
    Case("too_long", "tight", "cpu_ok", A.REFUSE),
    # The driver sees more than the ledger: the observed reading decides.
    Case("short", "observed_fuller", "cpu_ok", A.SHRINK),
    Case("long", "observed_fuller", "cpu_ok", A.ROUTE_CPU),
    Case("long", "observed_fuller", "cpu_off", A.REFUSE, ("shrink", "cpu", "delay")),
    # Over the pressure threshold, held by another program: shrinking, the fallback and
    # waiting do not help.
    Case("short", "pressure", "cpu_ok", A.ROUTE_CPU),
    Case("short", "pressure", "cpu_off", A.REFUSE),
    Case("long", "pressure", "cpu_full", A.REFUSE),
    Case("long", "pressure", "ram_tight", A.REFUSE),
    Case("big_answer", "pressure", "cpu_ok", A.ROUTE_CPU),
    # Over the threshold because of our own work, which will free enough: waiting helps.
    Case("short", "own_busy", "cpu_off", A.DELAY),
    Case("short", "own_busy", "cpu_ok", A.ROUTE_CPU),
    Case("short", "own_busy", "cpu_ok", A.DELAY, ("delay", "cpu")),
    # A loaded replica: free KV cells admit at no extra cost; busy ones wait or go elsewhere.
    Case("short", "loaded_free", "cpu_ok", A.ADMIT),
    Case("long", "loaded_free", "cpu_off", A.ADMIT),
    Case("short", "loaded_busy", "cpu_ok", A.DELAY, ("delay", "cpu")),
    Case("short", "loaded_busy", "cpu_ok", A.ROUTE_CPU, ("cpu", "delay")),
    Case("short", "loaded_busy", "cpu_off", A.DELAY, ("cpu", "delay")),
    Case("short", "loaded_busy", "cpu_ok", A.SHRINK),  # a second, smaller context
    Case("too_long", "loaded_free", "cpu_ok", A.REFUSE),
    # An unusable GPU: the CPU lane or a refusal, never a GPU lane.
    Case("short", "gpu_error", "cpu_ok", A.ROUTE_CPU),
    Case("short", "gpu_error", "cpu_off", A.REFUSE),
    Case("long", "gpu_error", "ram_tight", A.REFUSE),
    Case("short", "breaker_open", "cpu_ok", A.ROUTE_CPU),
    Case("short", "breaker_open", "cpu_full", A.REFUSE),
    Case("short", "breaker_open", "cpu_ok", A.ROUTE_CPU, ("shrink", "fallback", "delay", "cpu")),
    Case("short", "gpu_queue_full", "cpu_ok", A.ROUTE_CPU),
    Case("short", "gpu_queue_full", "cpu_slow", A.REFUSE),
    Case("short", "no_gpu", "cpu_ok", A.ROUTE_CPU),
    Case("long", "no_gpu", "cpu_ok", A.ROUTE_CPU),
    Case("long", "no_gpu", "cpu_off", A.REFUSE),
    Case("long", "no_gpu", "cpu_full", A.REFUSE),
    Case("long", "no_gpu", "ram_tight", A.REFUSE),
    Case("long", "no_gpu", "cpu_slow", A.REFUSE),
    Case("big_answer", "no_gpu", "cpu_ok", A.ROUTE_CPU),
    Case("too_long", "no_gpu", "cpu_ok", A.REFUSE),
    # Whisper: admit, cap the beam at 1, or transcribe on the CPU.
    Case("speech_beam5", "empty", "cpu_ok", A.ADMIT),
    Case("speech_beam5", "tight", "cpu_ok", A.SHRINK),
    Case("speech_beam5", "tight", "cpu_ok", A.ROUTE_CPU, ("cpu", "shrink")),
    Case("speech_beam5", "tight", "cpu_ok", A.ROUTE_CPU, ("offload", "cpu")),
    Case("speech_beam1", "tight", "cpu_ok", A.ADMIT),
    Case("speech_beam5", "pressure", "cpu_ok", A.ROUTE_CPU),
    Case("speech_beam1", "pressure", "cpu_off", A.REFUSE),
    Case("speech_beam5", "pressure", "ram_tight", A.REFUSE),
    Case("speech_beam5", "gpu_error", "cpu_ok", A.ROUTE_CPU),
    Case("speech_beam5", "no_gpu", "cpu_ok", A.ROUTE_CPU),
    Case("speech_beam5", "no_gpu", "cpu_slow", A.REFUSE),
]


def _is_context_refusal(decision: Decision) -> bool:
    return "context" in decision.reason and decision.needed > decision.available


def _table_param(case: Case) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=case.bug)] if case.bug else []
    return pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", [_table_param(c) for c in CASES])
def test_decision_table(case: Case) -> None:
    decision = case.decide()
    assert decision.action is case.expected, decision
    demand = case.demand
    if decision.action is not Action.ADMIT:
        assert decision.reason.strip(), "every degraded decision says why"
        assert decision.degraded
    if decision.action in (Action.SHRINK, Action.OFFLOAD, Action.ROUTE_CPU, Action.ROUTE_FALLBACK):
        assert decision.limits.notes, "a degraded lane names its limitations"
        assert all(note.strip() for note in decision.limits.notes)
    if decision.action is Action.ADMIT:
        assert not decision.degraded
        assert decision.limits.max_tokens == demand.max_tokens
        assert decision.limits.beam_size == demand.beam_size
    if decision.action is Action.ROUTE_CPU:
        assert decision.lane == "cpu"
        assert decision.eta_s == CPUS[case.cpu].eta_s
        assert decision.needed <= decision.available
    else:
        assert decision.lane == "gpu"
    if decision.action is Action.ROUTE_FALLBACK:
        assert decision.model == "TinyFallback"
        assert any("TinyFallback" in note for note in decision.limits.notes)
    if decision.action is Action.SHRINK and demand.kind == "chat":
        # Smaller than the context an admission would have loaded, or the answer capped.
        limits, policy = decision.limits, case.policy
        wanted = min(
            max(ctx_for(demand.ctx_needed), LLM_COSTS.default_ctx),
            policy.gpu_max_ctx,
            PRIMARY.n_ctx_train,
        )
        assert limits.n_ctx <= wanted
        assert limits.n_ctx < wanted or limits.max_tokens < demand.max_tokens
        assert policy.min_useful_tokens <= limits.max_tokens <= demand.max_tokens
        assert demand.prompt_tokens + limits.max_tokens <= limits.n_ctx
    if decision.action is Action.SHRINK and demand.kind == "transcription":
        assert decision.limits.beam_size == 1 < demand.beam_size
    if decision.action is Action.OFFLOAD and decision.limits.kv_on_host:
        assert decision.limits.n_gpu_layers == -1  # every layer's weights stay on the GPU
    elif decision.action is Action.OFFLOAD:
        assert 0 < decision.limits.n_gpu_layers < PRIMARY.n_layer
    if decision.action is Action.REFUSE:
        assert decision.needed > 0
        tried = case.order if not _is_context_refusal(decision) else ()
        for name in tried:
            assert f"{name}:" in decision.reason, f"the refusal does not say why not {name}"


def _refusal_numbers_param(case: Case) -> Any:
    return pytest.param(case, id=case.id)


@pytest.mark.parametrize(
    "case", [_refusal_numbers_param(c) for c in CASES if c.expected is Action.REFUSE]
)
def test_refusals_carry_the_numbers(case: Case) -> None:
    decision = case.decide()
    assert decision.action is Action.REFUSE
    assert decision.needed > 0
    assert decision.available >= 0
    over_threshold = "pressure" in decision.reason
    assert decision.needed > decision.available or over_threshold, decision


def test_the_model_sizes_the_table_relies_on() -> None:
    # The "tight" card gives 200 MiB: 256 cells fit, 512 do not; 3584 cells fit only the
    # fallback (or a few layers); Whisper fits at beam 1, not at beam 5.
    assert gpu_bytes(256) < 200 * MIB < gpu_bytes(512) < gpu_bytes(2048) < gpu_bytes(3584)
    assert gpu_bytes(3584, meta=FALLBACK) < 200 * MIB
    assert gpu_bytes(3584, 1) < 200 * MIB
    assert whisper_bytes(1) < 200 * MIB < whisper_bytes(5)
    # Every primary context fits an empty 8 GiB card; a CPU replica fits the RAM of cpu_ok
    # but not of ram_tight.
    assert gpu_bytes(8192) < gpu_available(card("empty"), POLICY)
    assert 100 * MIB < host_bytes(4096) < 28 * GIB
    assert whisper_bytes(5) > 100 * MIB
    # With the KV cache in host RAM the primary misses the tight card by a hair (so its
    # offload rows split layers) and fits the kv_fits card at any context.
    assert gpu_bytes(2048) > 220 * MIB >= kv_on_host_gpu_bytes(8192) > 200 * MIB
    assert kv_on_host_gpu_bytes(2048) == kv_on_host_gpu_bytes(8192)
    assert gpu_available(card("kv_fits"), POLICY) == 220 * MIB


# --- specific behaviours --------------------------------------------------------------------


def _cpu_off(**changes: Any) -> CpuView:
    return dataclasses.replace(CPUS["cpu_off"], **changes)


def _policy(*order: str, **changes: Any) -> AdmissionPolicy:
    return dataclasses.replace(POLICY, under_pressure=order, **changes)


def test_admit_books_the_default_context_for_a_short_request() -> None:
    decision = decide(SHAPES["short"], card("empty"), CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.ADMIT
    assert decision.limits.n_ctx == LLM_COSTS.default_ctx
    assert decision.needed == gpu_bytes(LLM_COSTS.default_ctx)
    assert decision.available == gpu_available(card("empty"), POLICY)
    assert decision.limits.n_gpu_layers == -1


def test_admit_of_a_long_prompt_books_its_padded_context() -> None:
    decision = decide(SHAPES["long"], card("empty"), CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.ADMIT
    assert decision.limits.n_ctx == 3584  # 3500 tokens, padded to 256
    assert decision.needed == gpu_bytes(3584)


def test_the_observed_reading_decides_when_it_is_the_worse_one() -> None:
    fuller = card("observed_fuller")
    # The same card if the driver agreed with our ledger: the request fits as asked.
    honest = dataclasses.replace(fuller, observed_used=300 * MIB, own_observed=300 * MIB)
    assert decide(SHAPES["short"], honest, CPU_OK, LLM_COSTS, POLICY).action is Action.ADMIT
    decision = decide(SHAPES["short"], fuller, CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.SHRINK
    assert decision.available == 228 * MIB
    assert decision.needed <= decision.available


def test_a_loaded_replica_with_free_kv_cells_admits_at_no_cost() -> None:
    decision = decide(SHAPES["long"], card("loaded_free"), CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.ADMIT
    assert decision.needed == 0
    assert decision.limits.n_ctx == LOADED_CTX
    assert decision.reason == "fits in the loaded model's KV cache"


def _loaded_offloaded(free: int, layers: int = -1, kv_on_host: bool = False) -> GpuView:
    """A 1 GiB card with ``free`` bytes free, its loaded primary offloaded (half on it)."""
    booked = gpu_bytes(LOADED_CTX) // 2
    return GpuView(
        GIB,
        observed_used=GIB - free,
        own_observed=booked,
        reserved=booked,
        kv_cells_free=LOADED_CTX,
        loaded_ctx=LOADED_CTX,
        loaded_bytes=booked,
        loaded_layers=layers,
        loaded_kv_on_host=kv_on_host,
    )


@pytest.mark.parametrize(
    ("layers", "kv_on_host", "note"),
    [(12, False, "12 of 30 layers on the GPU"), (-1, True, "KV cache in host RAM")],
)
def test_an_offloaded_replica_is_used_as_loaded_and_says_so(
    layers: int, kv_on_host: bool, note: str
) -> None:
    # Below the pressure threshold, too little room to load the model whole: no reload.
    view = _loaded_offloaded(420 * MIB, layers, kv_on_host)
    assert pressure(view, POLICY) < POLICY.pressure_threshold
    assert gpu_available(view, POLICY) < gpu_bytes(LOADED_CTX) - view.loaded_bytes
    decision = decide(SHAPES["short"], view, CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.OFFLOAD and decision.needed == 0
    assert (decision.limits.n_gpu_layers, decision.limits.kv_on_host) == (layers, kv_on_host)
    assert decision.limits.n_ctx == LOADED_CTX
    assert any(note in n for n in decision.limits.notes)


def test_an_offloaded_replica_is_loaded_whole_again_once_it_fits() -> None:
    view = _loaded_offloaded(700 * MIB, layers=12)
    decision = decide(SHAPES["short"], view, CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.ADMIT
    assert (decision.limits.n_gpu_layers, decision.limits.kv_on_host) == (-1, False)
    assert decision.needed == gpu_bytes(LOADED_CTX) - view.loaded_bytes  # checked, booked


def test_busy_kv_cells_wait_for_slots_with_the_loaded_limits() -> None:
    decision = decide(SHAPES["short"], card("loaded_busy"), CPU_OK, LLM_COSTS, _policy("delay"))
    assert decision.action is Action.DELAY
    assert "KV slots" in decision.reason
    assert decision.limits.n_ctx == LOADED_CTX
    assert decision.eta_s == 8.0


def test_delay_for_our_own_work_reports_when_it_ends() -> None:
    decision = decide(SHAPES["short"], card("own_busy"), _cpu_off(), LLM_COSTS, POLICY)
    assert decision.action is Action.DELAY
    assert "free memory" in decision.reason
    assert decision.eta_s == 12.0
    assert decision.limits.notes == ("waiting for GPU memory",)


def test_memory_held_by_others_is_never_waited_for() -> None:
    view = card("pressure")
    assert view.releasable == 0
    decision = decide(SHAPES["short"], view, _cpu_off(), LLM_COSTS, _policy("delay"))
    assert decision.action is Action.REFUSE
    assert "held by others" in decision.reason


def test_our_own_work_that_frees_too_little_is_not_waited_for() -> None:
    # 36 MiB to give, 1 MiB to come back: the 212 MiB this needs will not be there.
    view = GpuView(
        8 * GIB,
        observed_used=7672 * MIB,
        own_observed=10 * MIB,
        reserved=10 * MIB,
        releasable=1 * MIB,
    )
    assert gpu_available(view, POLICY) + view.releasable < gpu_bytes(512)
    decision = decide(SHAPES["short"], view, _cpu_off(), LLM_COSTS, _policy("delay"))
    assert decision.action is Action.REFUSE
    assert "waiting would not free enough" in decision.reason


def test_delay_never_waits_for_pressure_held_by_others() -> None:
    view = dataclasses.replace(card("pressure"), releasable=1 * MIB)
    usable = view.total - headroom(view.total, POLICY)
    after = (effective_used(view, POLICY) - view.releasable) / usable
    assert after >= POLICY.pressure_threshold  # still over the threshold once our work ends
    decision = decide(SHAPES["short"], view, _cpu_off(), LLM_COSTS, _policy("delay"))
    assert decision.action is Action.REFUSE


def test_shrink_caps_the_context_and_says_so() -> None:
    decision = decide(SHAPES["short"], card("tight"), CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.SHRINK
    # 300 tokens need 512 cells (212 MiB): too much for 200 MiB, so 256 cells (154 MiB).
    assert decision.limits.n_ctx == 256
    assert decision.limits.max_tokens == 156
    assert decision.needed == gpu_bytes(256) <= decision.available
    assert "context capped at 256 tokens" in decision.limits.notes
    assert "answer capped at 156 tokens" in decision.limits.notes


def test_shrink_never_goes_below_the_prompt_plus_useful_tokens() -> None:
    # 3000 tokens of prompt do not fit in 200 MiB at any useful context.
    decision = decide(SHAPES["long"], card("tight"), _cpu_off(), LLM_COSTS, _policy("shrink"))
    assert decision.action is Action.REFUSE
    assert "shrink: no context of at least 3016 tokens fits" in decision.reason


def test_offload_puts_as_many_layers_on_the_gpu_as_fit() -> None:
    decision = decide(SHAPES["long"], card("tight"), _cpu_off(), LLM_COSTS, _policy("offload"))
    assert decision.action is Action.OFFLOAD
    layers = decision.limits.n_gpu_layers
    assert gpu_bytes(3584, layers) == decision.needed <= decision.available
    assert gpu_bytes(3584, layers + 1) > decision.available  # one more would not fit
    assert f"{layers} of 30 layers on the GPU" in decision.limits.notes[0]


def test_offload_keeps_every_layer_on_the_gpu_with_the_kv_cache_in_host_ram() -> None:
    # 220 MiB to give: weights and the output phase fit, the whole model (248 MiB) does not.
    decision = decide(SHAPES["short"], card("kv_fits"), CPU_OK, LLM_COSTS, _policy("offload"))
    assert decision.action is Action.OFFLOAD
    limits = decision.limits
    assert limits.kv_on_host and limits.n_gpu_layers == -1
    assert limits.n_ctx == 2048 and limits.max_tokens == 200
    assert decision.needed == kv_on_host_gpu_bytes(2048) <= decision.available == 220 * MIB
    assert limits.notes == ("KV cache in host RAM (slower attention)",)


def test_offload_splits_layers_when_even_the_weights_do_not_fit() -> None:
    # A 1 GiB card with 150 MiB to give: less than every weight and the logits need.
    view = GpuView(1 * GIB, observed_used=554 * MIB, own_observed=0, reserved=0)
    assert gpu_available(view, POLICY) == 150 * MIB < kv_on_host_gpu_bytes(2048)
    decision = decide(SHAPES["short"], view, CPU_OK, LLM_COSTS, _policy("offload"))
    assert decision.action is Action.OFFLOAD
    assert not decision.limits.kv_on_host
    layers = decision.limits.n_gpu_layers
    assert 0 < layers < PRIMARY.n_layer
    assert gpu_bytes(2048, layers) == decision.needed <= 150 * MIB < gpu_bytes(2048, layers + 1)


def test_the_ram_guard_refuses_the_kv_cache_in_host_ram() -> None:
    # The KV cache would fit the card, but the guard leaves the host 10 MiB: split layers.
    guarded = dataclasses.replace(CPU_OK, ram_available=CPU_OK.ram_reserve + 10 * MIB)
    assert kv_on_host_ram(2048) > 10 * MIB
    decision = decide(SHAPES["short"], card("kv_fits"), guarded, LLM_COSTS, _policy("offload"))
    assert decision.action is Action.OFFLOAD
    assert not decision.limits.kv_on_host
    assert 0 < decision.limits.n_gpu_layers < PRIMARY.n_layer
    # What the CPU lane was already promised counts against the guard too.
    promised = dataclasses.replace(CPU_OK, reserved=28 * GIB - 10 * MIB)
    decision = decide(SHAPES["short"], card("kv_fits"), promised, LLM_COSTS, _policy("offload"))
    assert decision.action is Action.OFFLOAD and not decision.limits.kv_on_host
    # Just enough room: the cache goes to the host.
    room = dataclasses.replace(CPU_OK, ram_available=CPU_OK.ram_reserve + kv_on_host_ram(2048))
    decision = decide(SHAPES["short"], card("kv_fits"), room, LLM_COSTS, _policy("offload"))
    assert decision.action is Action.OFFLOAD and decision.limits.kv_on_host


def test_a_refused_offload_says_why_neither_kind_fits() -> None:
    # 80 MiB to give (pressure 90 %, just under the threshold): one layer needs 108 MiB.
    view = GpuView(1 * GIB, observed_used=624 * MIB, own_observed=0, reserved=0)
    assert gpu_available(view, POLICY) == 80 * MIB < gpu_bytes(2048, 1)
    decision = decide(SHAPES["short"], view, _cpu_off(), LLM_COSTS, _policy("offload"))
    assert decision.action is Action.REFUSE
    assert "offload: KV cache in host RAM: the GPU needs" in decision.reason
    assert "not even one layer fits" in decision.reason


def test_offload_is_only_for_llms() -> None:
    decision = decide(
        SHAPES["speech_beam5"], card("tight"), _cpu_off(), WHISPER_COSTS, _policy("offload")
    )
    assert decision.action is Action.REFUSE
    assert "only LLMs can be split" in decision.reason


def test_fallback_is_labelled_and_booked_at_its_own_size() -> None:
    decision = decide(SHAPES["long"], card("tight"), _cpu_off(), LLM_COSTS, POLICY)
    assert decision.action is Action.ROUTE_FALLBACK
    assert decision.model == "TinyFallback"
    assert decision.needed == gpu_bytes(3584, meta=FALLBACK) <= decision.available
    assert decision.limits.max_tokens == 500


def test_no_fallback_configured_says_so() -> None:
    costs = dataclasses.replace(LLM_COSTS, fallback=None)
    decision = decide(SHAPES["long"], card("tight"), _cpu_off(), costs, _policy("fallback"))
    assert decision.action is Action.REFUSE
    assert "fallback: no fallback model is configured" in decision.reason


def test_cpu_route_caps_the_answer_to_the_cpu_context() -> None:
    decision = decide(SHAPES["big_answer"], None, CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.ROUTE_CPU
    assert decision.limits.n_ctx == CPU_OK.max_ctx
    assert decision.limits.max_tokens == CPU_OK.max_ctx - 200
    assert decision.limits.n_gpu_layers == 0
    assert any("answer capped at 3896 tokens" in note for note in decision.limits.notes)
    assert decision.needed == host_bytes(CPU_OK.max_ctx)
    assert decision.available == CPU_OK.ram_available - CPU_OK.ram_reserve
    assert decision.model == "SmolLM2"


def test_cpu_route_to_a_loaded_replica_needs_no_new_ram() -> None:
    cpu = dataclasses.replace(CPUS["ram_tight"], replica_loaded=True)
    decision = decide(SHAPES["short"], None, cpu, LLM_COSTS, POLICY)
    assert decision.action is Action.ROUTE_CPU
    assert decision.needed == 0
    assert decision.available == 100 * MIB


def test_the_ram_guard_counts_what_the_cpu_lane_already_promised() -> None:
    # 32 GiB available, 4 reserved by the guard, all but 100 MiB promised to queued work.
    cpu = dataclasses.replace(CPU_OK, reserved=28 * GIB - 100 * MIB)
    decision = decide(SHAPES["short"], None, cpu, LLM_COSTS, POLICY)
    assert decision.action is Action.REFUSE
    assert "host RAM guard" in decision.reason


def test_a_loaded_cpu_replica_is_still_refused_below_the_guard() -> None:
    cpu = dataclasses.replace(CPU_OK, ram_available=3 * GIB, replica_loaded=True)
    decision = decide(SHAPES["short"], None, cpu, LLM_COSTS, POLICY)
    assert decision.action is Action.REFUSE
    assert "host RAM guard" in decision.reason


def test_a_loaded_cpu_replica_still_needs_a_request_s_working_memory() -> None:
    # 20 MiB above the reserve: the replica is loaded, but a request works in 32 MiB.
    cpu = dataclasses.replace(CPU_OK, ram_available=4 * GIB + 20 * MIB, replica_loaded=True)
    decision = decide(SHAPES["short"], None, cpu, LLM_COSTS, POLICY)
    assert decision.action is Action.REFUSE
    assert "needs 32.00 MiB, 20.00 MiB may be used" in decision.reason
    roomy = dataclasses.replace(cpu, ram_available=4 * GIB + 40 * MIB)
    assert decide(SHAPES["short"], None, roomy, LLM_COSTS, POLICY).action is Action.ROUTE_CPU


def test_cpu_eta_equal_to_the_deadline_is_accepted() -> None:
    cpu = dataclasses.replace(CPU_OK, eta_s=DEADLINE)
    assert decide(SHAPES["short"], None, cpu, LLM_COSTS, POLICY).action is Action.ROUTE_CPU
    late = dataclasses.replace(cpu, eta_s=DEADLINE + 1)
    decision = decide(SHAPES["short"], None, late, LLM_COSTS, POLICY)
    assert decision.action is Action.REFUSE
    assert "deadline" in decision.reason


def test_no_deadline_accepts_any_cpu_eta() -> None:
    demand = dataclasses.replace(SHAPES["short"], deadline_s=None)
    decision = decide(demand, None, CPUS["cpu_slow"], LLM_COSTS, POLICY)
    assert decision.action is Action.ROUTE_CPU
    assert decision.eta_s == 900.0


def test_a_prompt_too_long_for_the_cpu_lane_is_refused_there() -> None:
    demand = Demand("chat", prompt_tokens=4090, max_tokens=10)  # over 4096 - 16 useful tokens
    decision = decide(demand, None, CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.REFUSE
    assert "4096-token context" in decision.reason


def test_a_prompt_longer_than_every_context_is_refused_with_the_numbers() -> None:
    decision = decide(SHAPES["too_long"], card("own_busy"), CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.REFUSE
    assert decision.needed == 9000
    assert decision.available == 8192
    assert "9000 tokens" in decision.reason
    assert decision.permanent  # no wait can change it: callers may say so (HTTP 400)


def test_the_cpu_lane_context_counts_only_when_the_cpu_lane_is_on() -> None:
    policy = _policy("cpu", "delay", gpu_max_ctx=2048)
    demand = Demand("chat", prompt_tokens=3000, max_tokens=100)
    assert decide(demand, None, CPU_OK, LLM_COSTS, policy).action is Action.ROUTE_CPU
    decision = decide(demand, None, _cpu_off(), LLM_COSTS, policy)
    assert decision.action is Action.REFUSE
    assert decision.available == 2048


def test_refusal_lists_every_option_tried_in_order() -> None:
    order: tuple[str, ...] = ("shrink", "offload", "cpu", "fallback", "delay")
    decision = decide(SHAPES["short"], card("pressure"), _cpu_off(), LLM_COSTS, _policy(*order))
    assert decision.action is Action.REFUSE
    positions = [decision.reason.index(f"{name}:") for name in order]
    assert positions == sorted(positions)
    assert decision.reason.startswith("GPU memory pressure 96% is above the 90% threshold")
    assert "cpu: CPU failover is off" in decision.reason
    assert "offload: a layer split does not relieve pressure" in decision.reason


def test_an_empty_policy_refuses_whatever_does_not_fit() -> None:
    decision = decide(SHAPES["short"], card("tight"), CPU_OK, LLM_COSTS, _policy())
    assert decision.action is Action.REFUSE
    assert decision.reason.startswith("the GPU needs")


def test_an_unusable_gpu_is_named_in_the_reason() -> None:
    for name, words in [
        ("gpu_error", "GPU unavailable: driver reset in progress (Xid 79)"),
        ("breaker_open", "circuit breaker: 3 allocation failures in 60 s"),
        ("gpu_queue_full", "the GPU queue is full"),
        ("no_gpu", "no GPU on this machine"),
    ]:
        policy = dataclasses.replace(POLICY, **GPUS[name].policy)
        decision = decide(SHAPES["short"], GPUS[name].view, CPU_OK, LLM_COSTS, policy)
        assert decision.action is Action.ROUTE_CPU, name
        assert words in decision.reason, name


def test_whisper_beam_shrinks_to_one() -> None:
    decision = decide(SHAPES["speech_beam5"], card("tight"), CPU_OK, WHISPER_COSTS, POLICY)
    assert decision.action is Action.SHRINK
    assert decision.limits.beam_size == 1
    assert decision.needed == whisper_bytes(1) <= decision.available < whisper_bytes(5)
    assert decision.limits.notes == ("beam size capped at 1 (asked 5)",)


def test_whisper_on_the_cpu_keeps_its_beam() -> None:
    decision = decide(SHAPES["speech_beam5"], None, CPU_OK, WHISPER_COSTS, POLICY)
    assert decision.action is Action.ROUTE_CPU
    assert decision.limits.beam_size == 5
    assert decision.needed == whisper_bytes(5)
    assert decision.limits.notes == ("transcribing on the CPU (slower)",)


def test_whisper_admit_books_its_beam() -> None:
    decision = decide(SHAPES["speech_beam5"], card("empty"), CPU_OK, WHISPER_COSTS, POLICY)
    assert decision.action is Action.ADMIT
    assert decision.needed == whisper_bytes(5)
    assert decision.limits.beam_size == 5


def test_a_loaded_whisper_replica_admits_without_new_room() -> None:
    # 100 MiB to give: less than Whisper needs, but it is already loaded (and booked).
    booked = WHISPER_COSTS.whisper_bytes(WHISPER, 1, POLICY.estimate_margin)
    view = GpuView(
        SMALL,
        observed_used=1628 * MIB,
        own_observed=200 * MIB,
        reserved=200 * MIB,
        loaded_ctx=1,
        loaded_bytes=booked,
    )
    decision = decide(
        SHAPES["speech_beam1"], view, CPU_OK, WHISPER_COSTS, _policy(pressure_threshold=0.99)
    )
    assert decision.action is Action.ADMIT
    assert decision.available == 100 * MIB


def test_decide_is_deterministic() -> None:
    inputs = [(c.demand, GPUS[c.gpu].view, CPUS[c.cpu], c.costs, c.policy) for c in CASES]
    first = [decide(*args) for args in inputs]
    for _ in range(2000 // len(inputs) + 1):
        assert [decide(*args) for args in inputs] == first


# --- bugs found and fixed: each stays a test ----------------------------------------------


def test_shrink_respects_the_gpu_context_cap() -> None:
    decision = decide(SHAPES["big_answer"], card("empty"), CPU_OK, LLM_COSTS, POLICY)
    assert decision.action is Action.SHRINK
    assert decision.limits.n_ctx <= min(POLICY.gpu_max_ctx, PRIMARY.n_ctx_train)
    assert decision.limits.max_tokens <= decision.limits.n_ctx - 200
    assert any("answer capped" in note for note in decision.limits.notes)


SHORT_FALLBACK = dataclasses.replace(FALLBACK, n_ctx_train=2048)


def test_fallback_refuses_a_prompt_longer_than_its_context() -> None:
    costs = dataclasses.replace(LLM_COSTS, fallback=SHORT_FALLBACK)
    demand = Demand("chat", prompt_tokens=3000, max_tokens=100)
    view = GpuView(1 * GIB, observed_used=504 * MIB, own_observed=0, reserved=0)  # 200 MiB free
    decision = decide(demand, view, _cpu_off(), costs, _policy("fallback"))
    if decision.action is Action.ROUTE_FALLBACK:
        assert decision.limits.max_tokens >= POLICY.min_useful_tokens
        assert demand.prompt_tokens + decision.limits.max_tokens <= decision.limits.n_ctx
    else:
        assert decision.action is Action.REFUSE
        assert "fallback:" in decision.reason


def test_offload_refuses_a_prompt_longer_than_the_gpu_context() -> None:
    demand = Demand("chat", prompt_tokens=3000, max_tokens=100)  # the CPU lane's 4096 holds it
    policy = _policy("offload", gpu_max_ctx=2048)
    decision = decide(demand, card("tight"), CPU_OK, LLM_COSTS, policy)
    if decision.action is Action.OFFLOAD:
        assert decision.limits.max_tokens >= POLICY.min_useful_tokens
        assert demand.prompt_tokens + decision.limits.max_tokens <= decision.limits.n_ctx
    else:
        assert decision.action is Action.REFUSE
        assert "offload:" in decision.reason


def test_delay_for_a_bigger_context_waits_only_for_enough_bytes() -> None:
    loaded = gpu_bytes(2048)
    # 36 MiB to give; our running work will give back only 1 MiB.
    view = GpuView(
        8 * GIB,
        observed_used=8 * GIB - 410 * MIB - 100 * MIB,
        own_observed=loaded,
        reserved=loaded,
        kv_cells_free=2048,
        loaded_ctx=2048,
        releasable=1 * MIB,
    )
    demand = Demand("chat", prompt_tokens=5000, max_tokens=1000)  # 6000 > the loaded 2048
    reload_extra = gpu_bytes(6144) - loaded
    assert gpu_available(view, POLICY) + view.releasable < reload_extra
    decision = decide(demand, view, _cpu_off(), LLM_COSTS, _policy("delay"))
    assert decision.action is Action.REFUSE


def test_delay_never_queues_a_prompt_no_gpu_context_can_hold() -> None:
    view = GpuView(
        8 * GIB,
        observed_used=8 * GIB - 510 * MIB,
        own_observed=500 * MIB,
        reserved=500 * MIB,
        releasable=500 * MIB,
    )
    cpu = dataclasses.replace(CPU_OK, max_ctx=8192, queue_length=4)  # the CPU queue is full
    demand = Demand("chat", prompt_tokens=5000, max_tokens=100)
    decision = decide(demand, view, cpu, LLM_COSTS, _policy("cpu", "delay", gpu_max_ctx=4096))
    assert decision.action is Action.REFUSE


def test_a_loaded_whisper_replica_books_the_extra_beams() -> None:
    booked = whisper_bytes(1)  # the replica was loaded (and booked) for beam 1
    view = GpuView(
        SMALL,
        observed_used=1792 * MIB - 10 * MIB - MARGIN,
        own_observed=booked,
        reserved=booked,
        loaded_ctx=1,
        loaded_bytes=booked,
    )
    policy = _policy("shrink", pressure_threshold=0.999)
    assert gpu_available(view, policy) == 10 * MIB
    decision = decide(SHAPES["speech_beam5"], view, _cpu_off(), WHISPER_COSTS, policy)
    assert decision.action is not Action.ADMIT, decision


def test_a_refusal_over_the_gpu_context_cap_names_the_cap() -> None:
    decision = decide(SHAPES["big_answer"], card("empty"), _cpu_off(), LLM_COSTS, _policy())
    assert decision.action is Action.REFUSE
    assert "context" in decision.reason
    assert "more but has" not in decision.reason


# --- the helpers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("total", "percent", "mib", "expected"),
    [
        pytest.param(8 * GIB, 5.0, 256, round(8 * GIB * 0.05), id="percent-wins"),
        pytest.param(2 * GIB, 5.0, 256, 256 * MIB, id="mib-wins"),
        pytest.param(8 * GIB, 0.0, 0, 0, id="none"),
        pytest.param(8 * GIB, 0.0, 512, 512 * MIB, id="mib-only"),
        pytest.param(10 * GIB, 10.0, 0, GIB, id="percent-only"),
        pytest.param(5 * GIB, 5.0, 256, 256 * MIB, id="tie"),
    ],
)
def test_headroom_is_the_larger_of_percent_and_mib(
    total: int, percent: float, mib: int, expected: int
) -> None:
    policy = AdmissionPolicy(headroom_percent=percent, headroom_mib=mib)
    assert headroom(total, policy) == expected


def test_headroom_rounds_a_fractional_percent() -> None:
    policy = AdmissionPolicy(headroom_percent=5.0, headroom_mib=0)
    assert headroom(8 * GIB, policy) == 429_496_730  # 429,496,729.6


MARGIN = POLICY.observed_margin


@pytest.mark.parametrize(
    ("view", "expected"),
    [
        pytest.param(GpuView(8 * GIB, 0, 0, 0), MARGIN, id="empty-card-still-has-the-margin"),
        pytest.param(
            GpuView(8 * GIB, observed_used=1 * GIB, own_observed=200 * MIB, reserved=2 * GIB),
            2 * GIB + 824 * MIB,
            id="ledger-worse:-reserved-plus-foreign",
        ),
        pytest.param(
            GpuView(8 * GIB, observed_used=3 * GIB, own_observed=2 * GIB, reserved=1 * GIB),
            3 * GIB + MARGIN,
            id="observed-worse:-observed-plus-margin",
        ),
        pytest.param(
            GpuView(8 * GIB, observed_used=1 * GIB, own_observed=1 * GIB, reserved=1 * GIB),
            1 * GIB + MARGIN,
            id="agreeing-readings-add-the-margin",
        ),
        pytest.param(
            # A stale per-process reading larger than the card's: no negative foreign use.
            GpuView(8 * GIB, observed_used=1 * GIB, own_observed=2 * GIB, reserved=3 * GIB),
            3 * GIB,
            id="foreign-never-negative",
        ),
        pytest.param(
            GpuView(8 * GIB, observed_used=4 * GIB, own_observed=0, reserved=4 * GIB),
            8 * GIB,
            id="foreign-adds-to-the-ledger",
        ),
    ],
)
def test_effective_used_is_the_worse_reading(view: GpuView, expected: int) -> None:
    assert effective_used(view, POLICY) == expected


def test_effective_used_margin_is_the_policy_setting() -> None:
    view = GpuView(8 * GIB, observed_used=1 * GIB, own_observed=1 * GIB, reserved=0)
    policy = AdmissionPolicy(observed_margin=0)
    assert effective_used(view, policy) == 1 * GIB
    assert effective_used(view, AdmissionPolicy(observed_margin=10 * MIB)) == GIB + 10 * MIB


def test_gpu_available_is_what_is_left_after_headroom_and_use() -> None:
    view = card("tight")
    assert gpu_available(view, POLICY) == 200 * MIB
    full = GpuView(SMALL, observed_used=SMALL, own_observed=0, reserved=0)
    assert gpu_available(full, POLICY) == -(256 * MIB + MARGIN)  # negative under pressure


def test_pressure_is_the_used_share_of_the_usable_card() -> None:
    tight = card("tight")
    assert pressure(tight, POLICY) == pytest.approx(1592 / 1792)
    no_reserve = AdmissionPolicy(headroom_percent=0, headroom_mib=0, observed_margin=0)
    assert pressure(GpuView(8 * GIB, 0, 0, 0), no_reserve) == 0.0
    half = GpuView(SMALL, observed_used=896 * MIB - MARGIN, own_observed=0, reserved=0)
    assert pressure(half, POLICY) == pytest.approx(0.5)
    over = GpuView(SMALL, observed_used=SMALL, own_observed=0, reserved=0)
    assert pressure(over, POLICY) > 1.0


def test_pressure_of_a_card_smaller_than_its_headroom_is_infinite() -> None:
    tiny = GpuView(128 * MIB, observed_used=0, own_observed=0, reserved=0)
    assert pressure(tiny, POLICY) == float("inf")
    assert gpu_available(tiny, POLICY) < 0


def test_pressure_and_available_agree_on_the_threshold() -> None:
    for name in ("empty", "tight", "observed_fuller", "pressure", "own_busy", "loaded_free"):
        view = card(name)
        usable = view.total - headroom(view.total, POLICY)
        over = pressure(view, POLICY) >= POLICY.pressure_threshold
        assert over == (gpu_available(view, POLICY) <= usable * (1 - POLICY.pressure_threshold))


def test_model_helpers() -> None:
    assert ctx_for(1) == 256
    assert ctx_for(256) == 256
    assert ctx_for(257) == 512
    assert Demand("chat", 100, 28).ctx_needed == 128
    assert Action.ROUTE_CPU.lane == "cpu"
    assert Action.ROUTE_REMOTE.lane == "remote"
    on_gpu = {a for a in Action if a not in (Action.ROUTE_CPU, Action.ROUTE_REMOTE)}
    assert {a.lane for a in on_gpu} == {"gpu"}
    assert not Decision(Action.ADMIT, "fits").degraded
    assert Decision(Action.DELAY, "wait").degraded
    assert Limits().n_gpu_layers == -1


def test_a_real_cards_process_overhead_is_priced_in() -> None:
    bare = LLM_COSTS.llm_device_bytes(PRIMARY, 2048, -1, 0.0)
    cuda = dataclasses.replace(LLM_COSTS, runtime_overhead=400 * MIB)
    assert cuda.llm_device_bytes(PRIMARY, 2048, -1, 0.0) - bare == 400 * MIB
    assert cuda.llm_device_bytes(PRIMARY, 2048, 0, 0.0) == 0  # nothing on the GPU, no context


# --- the remote tier (R28) ---------------------------------------------------------------------

REMOTE = RemoteView(True, True, "192.168.1.20:11434", "llama3.2:3b", max_queue=8, eta_s=6.0)


def test_a_healthy_remote_server_takes_chat_when_the_gpu_cannot_and_says_where() -> None:
    decision = decide(
        SHAPES["short"], card("pressure"), CPU_OK, LLM_COSTS, _policy("remote", "cpu"), 0, REMOTE
    )
    assert decision.action is Action.ROUTE_REMOTE and decision.lane == "remote"
    assert decision.model == "llama3.2:3b" and decision.eta_s == 6.0
    assert decision.limits.notes == (
        "answered by llama3.2:3b on 192.168.1.20:11434 (another machine)",
    )
    assert decision.degraded  # the user is told: another machine, maybe another model


def test_the_gpu_comes_first_when_it_can_take_the_request() -> None:
    decision = decide(
        SHAPES["short"], card("empty"), CPU_OK, LLM_COSTS, _policy("remote", "cpu"), 0, REMOTE
    )
    assert decision.action is Action.ADMIT


@pytest.mark.parametrize(
    ("remote", "demand", "why"),
    [
        (RemoteView(), SHAPES["short"], "no remote server is configured"),
        (
            dataclasses.replace(REMOTE, healthy=False, error="connection refused"),
            SHAPES["short"],
            "does not answer (connection refused)",
        ),
        (REMOTE, Demand("transcription"), "chat only"),
        (REMOTE, dataclasses.replace(SHAPES["short"], uses_tools=True), "tool calls stay"),
        (dataclasses.replace(REMOTE, queue_length=8), SHAPES["short"], "remote queue is full"),
        (  # the CPU (20 s) meets a 25 s deadline; the remote server (30 s) does not
            dataclasses.replace(REMOTE, eta_s=30.0),
            dataclasses.replace(SHAPES["short"], deadline_s=25.0),
            "past the deadline",
        ),
    ],
)
def test_the_remote_server_is_passed_over_with_the_reason(
    remote: RemoteView, demand: Demand, why: str
) -> None:
    decision = decide(
        demand, card("pressure"), CPU_OK, LLM_COSTS, _policy("remote", "cpu"), 0, remote
    )
    assert decision.action is Action.ROUTE_CPU  # the next option in the policy
    refused = decide(demand, card("pressure"), CPU_OK, LLM_COSTS, _policy("remote"), 0, remote)
    assert refused.action is Action.REFUSE and why in refused.reason
