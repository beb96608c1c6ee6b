"""Reasons in English, for engineers: logs, the journal, the CLI and the API.

The one English renderer of ``Reason``. The interface translates reasons on its own
(``ui.reason_words``); the API keeps these sentences and adds the code.
"""

from __future__ import annotations

from engine.admission.reasons import Reason, ReasonCode
from engine.units import format_size

_C = ReasonCode
# Fields: {value} {limit} (whole numbers), {value_size} {limit_size} (bytes),
# {value_pct} {limit_pct} (shares), {value_s} {limit_s} (seconds), {name}, {detail}.
SENTENCES: dict[ReasonCode, str] = {
    _C.NO_GPU: "no GPU on this machine",
    _C.GPU_ERROR: "GPU unavailable: {detail}",
    _C.BREAKER_OPEN: "GPU paused by the circuit breaker: {detail}",
    _C.GPU_PAUSED: "GPU use paused by the user",
    _C.GPU_FAILED_BEFORE: "the request already failed there",
    _C.GPU_QUEUE_FULL: "the GPU queue is full",
    _C.GPU_UNUSABLE: "the GPU cannot be used",
    _C.FITS_GPU: "fits on the GPU",
    _C.FITS_LOADED_CACHE: "fits in the loaded model's KV cache",
    _C.FITS_WHOLE_AGAIN: "the whole model fits on the GPU again",
    _C.FITS_LOADED_OFFLOADED: (
        "fits in the loaded model's KV cache; the model is loaded offloaded"
    ),
    _C.PROMPT_TOO_LONG: "the prompt has {value} tokens; the largest context here is {limit}",
    _C.PROMPT_SURELY_TOO_LONG: (
        "the prompt has at least {value} tokens (counted from its length); "
        "the largest context here is {limit}"
    ),
    _C.PRESSURE: "GPU memory pressure {value_pct} is above the {limit_pct} threshold",
    _C.GPU_SHORT: "the GPU needs {value_size} more but has {limit_size} to give",
    _C.CONTEXT_OVER_GPU_CAP: (
        "the request needs {value} tokens of context; the GPU lane allows {limit}"
    ),
    _C.KV_CELLS_SHORT: "the loaded model's KV cache has {limit} free cells of {value} needed",
    _C.SHRINK_NO_RELIEF: "a smaller request does not relieve pressure that is already there",
    _C.BEAM_ALREADY_ONE: "beam size is already 1",
    _C.NO_CONTEXT_FITS: "no context of at least {value} tokens fits",
    _C.SPLIT_LLM_ONLY: "only LLMs can be split between CPU and GPU",
    _C.SPLIT_NO_RELIEF: "a layer split does not relieve pressure that is already there",
    _C.PROMPT_OVER_GPU_CONTEXT: "the prompt does not fit the GPU lane's {limit}-token context",
    _C.KV_HOST_GPU_SHORT: (
        "KV cache in host RAM: the GPU needs {value_size} more but has {limit_size} to give"
    ),
    _C.KV_HOST_RAM_GUARD: (
        "KV cache in host RAM: the host RAM guard allows {limit_size}, it needs {value_size}"
    ),
    _C.NO_LAYER_FITS: "not even one layer fits",
    _C.NO_FALLBACK: "no fallback model is configured",
    _C.FALLBACK_NO_RELIEF: ("the fallback model would not relieve pressure that is already there"),
    _C.PROMPT_OVER_FALLBACK_CONTEXT: (
        "the prompt does not fit the fallback model's {limit}-token context"
    ),
    _C.FALLBACK_GPU_SHORT: (
        "the fallback model: the GPU needs {value_size} more but has {limit_size} to give"
    ),
    _C.FALLBACK_ENGLISH_ONLY: "the fallback speech model understands English only",
    _C.PROMPT_OVER_GPU_CAP: "no GPU context can hold the prompt ({limit} tokens at most)",
    _C.WAIT_FREES_TOO_LITTLE: "waiting would not free enough (the memory is held by others)",
    _C.WAIT_STAYS_OVER_PRESSURE: (
        "even after our work ends the card would stay above the pressure threshold"
    ),
    _C.CPU_OFF: "CPU failover is off",
    _C.CPU_QUEUE_FULL: "the CPU queue is full ({value} waiting)",
    _C.CPU_PAST_DEADLINE: "the CPU would take ~{value_s} s, past the {limit_s} s deadline",
    _C.PROMPT_OVER_CPU_CONTEXT: "the prompt does not fit the CPU lane's {limit}-token context",
    _C.HOST_RAM_GUARD: "host RAM guard: needs {value_size}, {limit_size} may be used",
    _C.NO_REMOTE: "no remote server is configured",
    _C.REMOTE_DOWN: "the remote server {name} does not answer ({detail})",
    _C.REMOTE_CHAT_ONLY: "the remote server takes chat only",
    _C.REMOTE_NO_TOOLS: "tool calls stay on this machine (their ledger is here)",
    _C.REMOTE_QUEUE_FULL: "the remote queue is full ({limit})",
    _C.REMOTE_PAST_DEADLINE: "the remote server would take ~{value_s} s, past the deadline",
    _C.WAITING_FOR_KV_SLOTS: "waiting for KV slots ({value} cells)",
    _C.WAITING_FOR_MEMORY: "waiting for running work to free memory",
    _C.CONTEXT_CAPPED: "context capped at {value} tokens",
    _C.ANSWER_CAPPED: "answer capped at {value} tokens",
    _C.ANSWER_CAPPED_ON_CPU: "answer capped at {value} tokens (CPU context {limit})",
    _C.BEAM_CAPPED: "beam size capped at 1 (asked {value})",
    _C.KV_ON_HOST: "KV cache in host RAM (slower attention)",
    _C.LAYERS_SPLIT: "{value} of {limit} layers on the GPU, the rest on the CPU (slower)",
    _C.BY_FALLBACK_MODEL: "answered by the smaller fallback model {name}",
    _C.TRANSCRIBED_BY_FALLBACK: "transcribed by the smaller fallback speech model {name}",
    _C.ENGLISH_ONLY: "only English speech is understood (other languages come out wrong)",
    _C.BY_REMOTE: "answered by {name} on {detail} (another machine)",
    _C.ON_CPU: "running on the CPU (slower)",
    _C.TRANSCRIBING_ON_CPU: "transcribing on the CPU (slower)",
    _C.WAITS_FOR_KV_SLOTS: "waiting for KV cache slots",
    _C.WAITS_FOR_GPU_MEMORY: "waiting for GPU memory",
    _C.LANE_QUEUE_FULL: "the {name} queue is full ({value} waiting)",
    _C.TEXT: "{detail}",
}


def fields(reason: Reason) -> dict[str, str]:
    """The numbers of ``reason`` in every form a sentence may use them."""
    return {
        "value": f"{reason.value:.0f}",
        "limit": f"{reason.limit:.0f}",
        "value_size": format_size(reason.value),
        "limit_size": format_size(max(reason.limit, 0)),
        "value_pct": f"{reason.value:.0%}",
        "limit_pct": f"{reason.limit:.0%}",
        "value_s": f"{reason.value:.0f}",
        "limit_s": f"{reason.limit:.0f}",
        "name": reason.name,
        "detail": reason.detail,
    }


def sentence(reason: Reason) -> str:
    """``reason`` alone (without the ones that follow it), in English."""
    return SENTENCES[reason.code].format(**fields(reason))


def in_english(reason: Reason) -> str:
    """``reason`` and every one that follows it, in English, joined by "; ".

    A reason given by a policy option is said after the option's name ("cpu: ..."),
    as the CLI, the journal and the API have always said it.
    """
    said = sentence(reason)
    if reason.step:
        said = f"{reason.step}: {said}"
    return "; ".join([said, *(in_english(more) for more in reason.also)])


__all__ = ["SENTENCES", "fields", "in_english", "sentence"]
