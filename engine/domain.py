"""The words of the request path as types: lanes, kinds of work, engine modes, routes.

Each enum's values are the strings the journal, the API's JSON and the worker protocol
already carry ("gpu", "llm", "cpu-only"...), so a value compares equal to its old string
and serialises as it. A ``Route`` says where and how a request runs as data; the words
("simulated GPU (KV cache in host RAM)") are made by whoever shows it: ``app.words`` in
English for the CLI and the API, ``ui.route_words`` translated for the desktop app.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.admission.model import Action
from engine.models.registry import ModelKind

WorkKind = ModelKind  # which replica serves a job: the chat model or the speech model


class Lane(StrEnum):
    """Where a job waits and runs: the GPU, the CPU, or a server on another machine."""

    GPU = "gpu"
    CPU = "cpu"
    REMOTE = "remote"


class EngineMode(StrEnum):
    """Where new work goes, in one word (the status view's headline)."""

    GPU = "gpu"  # new work runs on the GPU
    DEGRADED = "degraded"  # the GPU is paused or failing: the CPU lane takes new work
    CPU_ONLY = "cpu-only"  # no usable GPU on this machine
    DOWN = "down"  # neither the GPU nor the CPU lane can take work


@dataclass(frozen=True)
class Route:
    """Where and how a request runs, as admission decided it.

    ``action`` is admission's choice; the rest is what the words about it need: the
    model that serves it, whether the GPU is a simulated one, where an offloaded KV
    cache lives, and which remote server answers.
    """

    action: Action
    lane: Lane
    model: str = ""
    simulated_gpu: bool = False
    kv_on_host: bool = False
    remote_host: str = ""
