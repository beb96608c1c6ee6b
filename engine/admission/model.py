"""What admission decides on, and what it decides: plain frozen dataclasses."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum

from engine.admission.english import in_english
from engine.admission.reasons import Reason, text_reason
from engine.estimate.llm import LlmEstimate, LlmShape, estimate_llm, padded_ctx
from engine.estimate.whisper import WhisperShape, estimate_whisper
from engine.models.gguf_meta import GgufMetadata
from engine.models.whisper_meta import WhisperMetadata


class Action(StrEnum):
    """What admission does with a request (R4)."""

    ADMIT = "admit"  # on the GPU, as asked
    SHRINK = "shrink"  # on the GPU with a smaller context / max tokens / beam
    OFFLOAD = "offload"  # on the GPU with its KV cache in host RAM, or a CPU/GPU layer split
    DELAY = "delay"  # queue for the GPU until memory (or KV slots) frees
    ROUTE_CPU = "cpu"  # the CPU replica of the same model
    ROUTE_FALLBACK = "fallback"  # the smaller fallback model, labelled as such
    ROUTE_REMOTE = "remote"  # an OpenAI-compatible server on another machine (R28)
    REFUSE = "refuse"  # a typed capacity error, with the numbers

    @property
    def lane(self) -> str:
        """The lane that serves this action."""
        if self is Action.ROUTE_REMOTE:
            return "remote"
        return "cpu" if self is Action.ROUTE_CPU else "gpu"


@dataclass(frozen=True)
class Demand:
    """The request's shape: tokens counted with the model's own tokenizer."""

    kind: str  # "chat" | "transcription"
    prompt_tokens: int = 0
    max_tokens: int = 0
    beam_size: int = 1
    deadline_s: float | None = None
    uses_tools: bool = False  # tools offered to the model, or run by the engine
    language: str | None = None  # a transcription's language; None: detected by Whisper
    task: str = "transcribe"  # or "translate" (into English)

    @property
    def english_only_ok(self) -> bool:
        """Whether an English-only speech model (tiny.en) can serve this transcription."""
        return self.task == "transcribe" and self.language in (None, "en")

    @property
    def ctx_needed(self) -> int:
        """KV cells the request needs: prompt plus every token it may generate."""
        return self.prompt_tokens + self.max_tokens


@dataclass(frozen=True)
class GpuView:
    """The GPU as admission sees it: bytes.

    ``reserved`` is our ledger (what loaded replicas and admitted work were estimated to
    hold); ``observed_used`` is what the driver reports for the whole card, and
    ``own_observed`` the part of it used by our own processes.
    """

    total: int
    observed_used: int
    own_observed: int
    reserved: int
    error: str | None = None
    kv_cells_free: int = 0  # free KV cells in the loaded replica's cache
    loaded_ctx: int = 0  # n_ctx of the loaded GPU replica (1 for Whisper); 0 = none loaded
    loaded_bytes: int = 0  # what the loaded replica is booked at in the ledger
    loaded_layers: int = -1  # the loaded replica's GPU layers (-1: all of them)
    loaded_kv_on_host: bool = False  # the loaded replica keeps its KV cache in host RAM
    busy_until_s: float = 0.0  # when our running GPU work should be done (for delays)
    releasable: int = 0  # bytes our own queued/running work will give back


@dataclass(frozen=True)
class RemoteView:
    """The remote tier (R28): a server on another machine, as its last health check saw it."""

    enabled: bool = False
    healthy: bool = False
    host: str = ""
    model: str = ""
    error: str = ""
    queue_length: int = 0
    max_queue: int = 0
    eta_s: float = 0.0


# Host memory one CPU request works in beyond its replica (its prompt, sampling, the
# pipes): booked for every queued request, and needed free by a new one.
REQUEST_WORKING_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class CpuView:
    """The CPU lane and the host-RAM guard (R14, R16)."""

    enabled: bool
    ram_available: int
    ram_reserve: int  # the guard: never let available RAM drop below this
    reserved: int  # host bytes already promised to the CPU lane's queued and running work
    replica_loaded: bool
    queue_length: int
    max_queue: int
    max_ctx: int
    eta_s: float  # the time this request would take there, queue included


@dataclass(frozen=True)
class ModelCosts:
    """The models a decision may use, and how they are loaded by default."""

    primary: GgufMetadata | WhisperMetadata
    fallback: GgufMetadata | None = None
    fallback_name: str = ""
    primary_name: str = ""
    default_ctx: int = 2048
    n_ubatch: int = 512
    compute_type: str = "int8"
    runtime_overhead: int = 0  # per GPU process: a CUDA context and its libraries' workspaces
    fallback_whisper: WhisperMetadata | None = None  # the smaller speech model, English only
    fallback_whisper_name: str = ""
    # Chats one replica answers together; each has a whole context of its own (a KV stream
    # per sequence), so a replica's cache holds ``parallel`` times a chat's context.
    parallel: int = 1
    cpu_parallel: int = 1

    def llm_estimate(
        self,
        meta: GgufMetadata,
        n_ctx: int,
        gpu_layers: int,
        margin: float,
        kv_on_host: bool = False,
    ) -> LlmEstimate:
        """Every buffer of ``meta`` loaded on the GPU lane at ``n_ctx`` per chat."""
        shape = LlmShape(
            n_ctx=n_ctx * self.parallel,
            n_parallel=self.parallel,
            n_ubatch=self.n_ubatch,
            n_gpu_layers=gpu_layers,
            margin=margin,
            runtime_overhead=self.runtime_overhead,
            kv_on_host=kv_on_host,
        )
        return estimate_llm(meta, shape)

    def llm_device_bytes(
        self,
        meta: GgufMetadata,
        n_ctx: int,
        gpu_layers: int,
        margin: float,
        kv_on_host: bool = False,
    ) -> int:
        """GPU bytes to load ``meta`` at ``n_ctx`` with ``gpu_layers`` offloaded (and, with
        ``kv_on_host``, its KV cache and attention in host RAM)."""
        return self.llm_estimate(meta, n_ctx, gpu_layers, margin, kv_on_host).device_total

    def llm_kv_host_bytes(self, meta: GgufMetadata, n_ctx: int, margin: float) -> int:
        """Host RAM that moving the KV cache of an all-GPU load to the host adds: the cache,
        the attention part of the compute buffer and their margin."""
        on_host = self.llm_estimate(meta, n_ctx, -1, margin, kv_on_host=True).host_total
        return on_host - self.llm_estimate(meta, n_ctx, -1, margin).host_total

    def llm_host_bytes(self, meta: GgufMetadata, n_ctx: int, margin: float) -> int:
        """Host bytes for a CPU replica of ``meta`` at ``n_ctx`` per chat."""
        shape = LlmShape(
            n_ctx=n_ctx * self.cpu_parallel,
            n_parallel=self.cpu_parallel,
            n_ubatch=self.n_ubatch,
            n_gpu_layers=0,
            margin=margin,
        )
        return estimate_llm(meta, shape).host_total

    def whisper_bytes(self, meta: WhisperMetadata, beam_size: int, margin: float) -> int:
        """Bytes for Whisper at a beam size (the same on either device)."""
        return estimate_whisper(meta, WhisperShape(self.compute_type, beam_size, 1, margin)).total


@dataclass(frozen=True)
class AdmissionPolicy:
    """The thresholds of the settings that admission reads (R2, R4)."""

    headroom_percent: float = 5.0
    headroom_mib: int = 256
    pressure_threshold: float = 0.90
    estimate_margin: float = 0.05
    observed_margin: int = 64 * 1024 * 1024
    under_pressure: tuple[str, ...] = ("shrink", "cpu", "fallback", "delay")
    gpu_max_ctx: int = 8192
    gpu_queue_full: bool = False
    breaker_allows_gpu: bool = True
    breaker_reason: str = ""
    gpu_block: Reason | None = None  # why the GPU is closed, when the caller knows it better
    min_useful_tokens: int = 16


@dataclass(frozen=True)
class Limits:
    """What the request runs with, and its limitations (for the Degraded event)."""

    n_ctx: int = 0
    max_tokens: int = 0
    n_gpu_layers: int = -1
    beam_size: int = 1
    limitations: tuple[Reason, ...] = ()  # what it gives up, as reasons (codes and numbers)
    kv_on_host: bool = False  # the KV cache and attention in host RAM (llama.cpp offload_kqv off)

    @property
    def notes(self) -> tuple[str, ...]:
        """The limitations in English."""
        return tuple(in_english(limitation) for limitation in self.limitations)


@dataclass(frozen=True, init=False)
class Decision:
    """Admission's answer. ``needed``/``available`` are bytes on the chosen (or failed) path.

    ``why`` is the structured reason (a code plus numbers); ``reason`` is it in English,
    made by the one English renderer. Code that still words its own reasons may give a
    sentence instead of a ``Reason`` (positionally, or as ``reason=`` to
    ``dataclasses.replace``): it becomes a TEXT reason. To give another ``Reason``, use
    ``because``: ``dataclasses.replace(decision, why=...)`` alone would keep the old English.
    """

    action: Action
    why: Reason
    limits: Limits = field(default_factory=Limits)
    needed: int = 0
    available: int = 0
    eta_s: float = 0.0
    model: str = ""
    permanent: bool = False  # a refusal that no wait can change: the request never fits as asked
    reason: str = field(default="", compare=False)  # ``why`` in English, for now

    def __init__(  # the generated one's fields, with a sentence accepted for ``why``
        self,
        action: Action,
        why: Reason | str,
        limits: Limits | None = None,
        needed: int = 0,
        available: int = 0,
        eta_s: float = 0.0,
        model: str = "",
        permanent: bool = False,
        reason: str = "",
    ) -> None:
        structured = text_reason(why) if isinstance(why, str) else why
        said = in_english(structured)
        if reason and reason != said:  # reworded (dataclasses.replace(d, reason=...))
            structured, said = text_reason(reason), reason
        values = {
            "action": action,
            "why": structured,
            "limits": Limits() if limits is None else limits,
            "needed": needed,
            "available": available,
            "eta_s": eta_s,
            "model": model,
            "permanent": permanent,
            "reason": said,
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)  # frozen: how the generated __init__ sets

    def because(self, why: Reason) -> Decision:
        """This decision for another reason (its English made anew)."""
        return dataclasses.replace(self, why=why, reason="")

    @property
    def degraded(self) -> bool:
        """True when the request does not get the full GPU service it asked for."""
        return self.action is not Action.ADMIT

    @property
    def lane(self) -> str:
        """The lane that serves it."""
        return self.action.lane


def headroom(total: int, policy: AdmissionPolicy) -> int:
    """Bytes kept free on the card: the larger of the percent and the MiB settings."""
    return max(round(total * policy.headroom_percent / 100), policy.headroom_mib * 1024 * 1024)


def effective_used(gpu: GpuView, policy: AdmissionPolicy) -> int:
    """The worse of predicted (our ledger plus everyone else's) and observed use, plus margin."""
    foreign = max(0, gpu.observed_used - gpu.own_observed)
    predicted = gpu.reserved + foreign
    return max(predicted, gpu.observed_used + policy.observed_margin)


def gpu_available(gpu: GpuView, policy: AdmissionPolicy) -> int:
    """Bytes admission may still promise on the GPU (may be negative under pressure)."""
    return gpu.total - headroom(gpu.total, policy) - effective_used(gpu, policy)


def pressure(gpu: GpuView, policy: AdmissionPolicy) -> float:
    """Used share of the usable card (after headroom): 1.0 means full."""
    usable = gpu.total - headroom(gpu.total, policy)
    return effective_used(gpu, policy) / usable if usable > 0 else float("inf")


def ctx_for(tokens: int) -> int:
    """The KV size (padded as llama.cpp pads it) that holds ``tokens``."""
    return padded_ctx(tokens)
