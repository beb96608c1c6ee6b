"""Faults the simulated GPU can inject, parsed from ``KIND[:ARG][@TARGET]``.

Each fault fires once by default, at the code point where the real runtime fails:

- ``alloc-at-load``: the runtime's allocation fails while loading the model.
- ``alloc-before-generation``: an allocation fails before the first token or segment.
- ``alloc-at-token:K``: an allocation fails after K tokens (segments) were produced.
- ``abort-at-token:K``: the worker process aborts (SIGABRT, as a ggml abort) after K tokens.
- ``hang``: when work starts, the generating thread blocks inside a native call with the
  GIL released (as a stuck CUDA kernel does): heartbeats go on, progress stops.
- ``freeze``: when work starts, the whole process stops (SIGSTOP): no heartbeats either.
- ``driver-reset[:SECONDS]``: when work starts, every simulated-GPU worker dies and the
  card reports a driver error for SECONDS (default 3).

``@llm`` or ``@whisper`` limits a fault to one kind of worker.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum


class FaultKind(StrEnum):
    """The failure a fault imitates."""

    ALLOC_AT_LOAD = "alloc-at-load"
    ALLOC_BEFORE_GENERATION = "alloc-before-generation"
    ALLOC_AT_TOKEN = "alloc-at-token"
    ABORT_AT_TOKEN = "abort-at-token"
    HANG = "hang"
    FREEZE = "freeze"
    DRIVER_RESET = "driver-reset"


_NEEDS_ARG = {FaultKind.ALLOC_AT_TOKEN, FaultKind.ABORT_AT_TOKEN}
_DEFAULT_RESET_SECONDS = 3.0
TARGETS = ("llm", "whisper")


@dataclass(frozen=True)
class Fault:
    """One injected fault. ``arg`` is K for the at-token kinds, seconds for a driver reset."""

    kind: FaultKind
    arg: float = 0.0
    target: str | None = None

    def applies_to(self, worker_kind: str) -> bool:
        """True if a worker of this kind ("llm", "whisper") should suffer this fault."""
        return self.target is None or self.target == worker_kind

    def __str__(self) -> str:
        text = self.kind.value
        if self.kind in _NEEDS_ARG or self.kind is FaultKind.DRIVER_RESET:
            text += f":{self.arg:g}"
        return text + (f"@{self.target}" if self.target else "")


def parse_fault(text: str) -> Fault:
    """Parse ``KIND[:ARG][@TARGET]``.

    Raises:
        ValueError: unknown kind, missing or bad argument, unknown target.
    """
    spec, _, target = text.strip().partition("@")
    name, _, arg_text = spec.partition(":")
    try:
        kind = FaultKind(name)
    except ValueError:
        known = ", ".join(k.value for k in FaultKind)
        raise ValueError(f"unknown fault {name!r} (known: {known})") from None
    if target and target not in TARGETS:
        raise ValueError(f"unknown fault target {target!r} (use llm or whisper)")
    if kind in _NEEDS_ARG and not arg_text:
        raise ValueError(f"fault {kind.value} needs a token count, e.g. {kind.value}:5")
    if arg_text and kind not in _NEEDS_ARG and kind is not FaultKind.DRIVER_RESET:
        raise ValueError(f"fault {kind.value} takes no argument")
    try:
        arg = float(arg_text) if arg_text else 0.0
    except ValueError:
        raise ValueError(f"fault argument must be a number, got {arg_text!r}") from None
    if not math.isfinite(arg) or arg < 0:
        raise ValueError(f"fault argument must be a finite number >= 0, got {arg_text!r}")
    if kind is FaultKind.DRIVER_RESET and not arg_text:
        arg = _DEFAULT_RESET_SECONDS
    return Fault(kind=kind, arg=arg, target=target or None)
