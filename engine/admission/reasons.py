"""Why admission decided as it did: a code plus the numbers, never a sentence.

The engine stays free of user-facing text: a ``Reason`` is data, and the edges make the
sentence (``engine.admission.english`` for logs, the journal, the CLI and the API;
``ui.reason_words`` in the interface's language). A reason may be followed by more
(``also``): a delay says why the GPU is short, then what it waits for; a refusal says why
the GPU is short, then why each option of the policy could not help (``step`` names it).

What ``value``, ``limit``, ``name`` and ``detail`` hold depends on the code; the comment
on each code says so. Bytes and token counts are whole numbers; shares are fractions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class ReasonCode(StrEnum):
    """Every reason admission (or the request path) gives, as a stable code."""

    # The GPU cannot take new work at all.
    NO_GPU = "no_gpu"
    GPU_ERROR = "gpu_error"  # detail: the driver's error
    BREAKER_OPEN = "breaker_open"  # detail: what the circuit breaker counted
    GPU_PAUSED = "gpu_paused"  # the user paused GPU use
    GPU_FAILED_BEFORE = "gpu_failed_before"  # this request already failed on the GPU
    GPU_QUEUE_FULL = "gpu_queue_full"
    GPU_UNUSABLE = "gpu_unusable"  # an option that needs the GPU, which cannot be used
    # Admitted (or into a loaded replica).
    FITS_GPU = "fits_gpu"
    FITS_LOADED_CACHE = "fits_loaded_cache"
    FITS_WHOLE_AGAIN = "fits_whole_again"
    FITS_LOADED_OFFLOADED = "fits_loaded_offloaded"
    # Why the GPU cannot take it as asked.
    PROMPT_TOO_LONG = "prompt_too_long"  # value: prompt tokens; limit: the largest context
    PROMPT_SURELY_TOO_LONG = "prompt_surely_too_long"  # value: tokens at least; limit: as above
    PRESSURE = "pressure"  # value: used share of the card; limit: the threshold share
    GPU_SHORT = "gpu_short"  # value: bytes needed more; limit: bytes to give
    CONTEXT_OVER_GPU_CAP = "context_over_gpu_cap"  # value: tokens needed; limit: the cap
    KV_CELLS_SHORT = "kv_cells_short"  # value: cells needed; limit: cells free
    # Why an option of the policy could not help.
    SHRINK_NO_RELIEF = "shrink_no_relief"
    BEAM_ALREADY_ONE = "beam_already_one"
    NO_CONTEXT_FITS = "no_context_fits"  # value: the smallest useful context (tokens)
    SPLIT_LLM_ONLY = "split_llm_only"
    SPLIT_NO_RELIEF = "split_no_relief"
    PROMPT_OVER_GPU_CONTEXT = "prompt_over_gpu_context"  # limit: the GPU lane's context
    KV_HOST_GPU_SHORT = "kv_host_gpu_short"  # value: bytes needed more; limit: to give
    KV_HOST_RAM_GUARD = "kv_host_ram_guard"  # value: host bytes needed; limit: allowed
    NO_LAYER_FITS = "no_layer_fits"
    NO_FALLBACK = "no_fallback"
    FALLBACK_NO_RELIEF = "fallback_no_relief"
    PROMPT_OVER_FALLBACK_CONTEXT = "prompt_over_fallback_context"  # limit: its context
    FALLBACK_GPU_SHORT = "fallback_gpu_short"  # value: bytes needed more; limit: to give
    FALLBACK_ENGLISH_ONLY = "fallback_english_only"  # name: the language asked, or "translate"
    PROMPT_OVER_GPU_CAP = "prompt_over_gpu_cap"  # limit: the largest GPU context
    WAIT_FREES_TOO_LITTLE = "wait_frees_too_little"
    WAIT_STAYS_OVER_PRESSURE = "wait_stays_over_pressure"
    CPU_OFF = "cpu_off"
    CPU_QUEUE_FULL = "cpu_queue_full"  # value: requests waiting
    CPU_PAST_DEADLINE = "cpu_past_deadline"  # value: seconds it would take; limit: deadline
    PROMPT_OVER_CPU_CONTEXT = "prompt_over_cpu_context"  # limit: the CPU lane's context
    HOST_RAM_GUARD = "host_ram_guard"  # value: bytes needed; limit: bytes that may be used
    NO_REMOTE = "no_remote"
    REMOTE_DOWN = "remote_down"  # name: the host; detail: its error
    REMOTE_CHAT_ONLY = "remote_chat_only"
    REMOTE_NO_TOOLS = "remote_no_tools"
    REMOTE_QUEUE_FULL = "remote_queue_full"  # limit: the remote queue's size
    REMOTE_PAST_DEADLINE = "remote_past_deadline"  # value: seconds it would take
    # What a delay waits for.
    WAITING_FOR_KV_SLOTS = "waiting_for_kv_slots"  # value: cells needed
    WAITING_FOR_MEMORY = "waiting_for_memory"
    # What a request runs with when it is not the full GPU service (its limitations).
    CONTEXT_CAPPED = "context_capped"  # value: the context (tokens)
    ANSWER_CAPPED = "answer_capped"  # value: the most tokens of the answer
    ANSWER_CAPPED_ON_CPU = "answer_capped_on_cpu"  # value: answer tokens; limit: CPU context
    BEAM_CAPPED = "beam_capped"  # value: the beam size asked
    KV_ON_HOST = "kv_on_host"  # the KV cache and attention in host RAM
    LAYERS_SPLIT = "layers_split"  # value: layers on the GPU; limit: the model's layers
    BY_FALLBACK_MODEL = "by_fallback_model"  # name: the fallback model
    TRANSCRIBED_BY_FALLBACK = "transcribed_by_fallback"  # name: the fallback speech model
    ENGLISH_ONLY = "english_only"  # the speech model understands English only
    BY_REMOTE = "by_remote"  # name: the remote model; detail: the host
    ON_CPU = "on_cpu"
    TRANSCRIBING_ON_CPU = "transcribing_on_cpu"
    WAITS_FOR_KV_SLOTS = "waits_for_kv_slots"
    WAITS_FOR_GPU_MEMORY = "waits_for_gpu_memory"
    # The request path's own reasons.
    LANE_QUEUE_FULL = "lane_queue_full"  # name: the lane; value: its queue size
    TEXT = "text"  # detail: words from a part not yet structured, shown as they are


@dataclass(frozen=True)
class Reason:
    """A reason: its code, its numbers, and the reasons that follow it.

    Attributes:
        code: what happened.
        value: what is needed or measured (bytes, tokens, cells, seconds, a share).
        limit: what is allowed or available, in the same unit.
        name: a lane, a host or a device, where the code names one.
        detail: another part's own words (a driver error, the breaker's count).
        step: the option of the policy this reason is about ("shrink", "cpu"...), or "".
        also: the reasons that follow this one, in order.
    """

    code: ReasonCode
    value: float = 0
    limit: float = 0
    name: str = ""
    detail: str = ""
    step: str = ""
    also: tuple[Reason, ...] = ()

    def then(self, *more: Reason) -> Reason:
        """This reason followed by ``more``."""
        return replace(self, also=self.also + more)

    def at(self, step: str) -> Reason:
        """This reason, as the one the policy's option ``step`` gives."""
        return replace(self, step=step)


def gpu_closed(failed_here: bool, paused: bool, breaker_detail: str) -> Reason:
    """Why the GPU is closed to a request: it failed there, the user paused it, or the
    circuit breaker is open (``breaker_detail``: what the breaker counted)."""
    if failed_here:
        return Reason(ReasonCode.GPU_FAILED_BEFORE)
    if paused:
        return Reason(ReasonCode.GPU_PAUSED)
    return Reason(ReasonCode.BREAKER_OPEN, detail=breaker_detail)


def text_reason(text: str) -> Reason:
    """Words from code that does not give structured reasons yet."""
    return Reason(ReasonCode.TEXT, detail=text)


__all__ = ["Reason", "ReasonCode", "gpu_closed", "text_reason"]
