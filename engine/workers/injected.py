"""Injected faults, fired at the code points where the real runtimes fail.

Each runtime names the exact errors its library gives (``RuntimeMessages``); the fault
then surfaces as that error, or as the process death a ggml/CUDA abort causes.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.devices.faults import Fault, FaultKind
from engine.workers.context import WorkerContext, WorkFailed
from engine.workers.protocol import ErrorKind


@dataclass(frozen=True)
class RuntimeMessages:
    """What a runtime prints or raises for an allocation failure, an abort, a lost driver."""

    oom_during_work: str
    abort: str
    driver_lost: str


def before_work(context: WorkerContext, fault: Fault | None, messages: RuntimeMessages) -> None:
    """Fire a fault armed for the start of work (before the first token or segment)."""
    if fault is None:
        return
    if fault.kind is FaultKind.ALLOC_BEFORE_GENERATION:
        raise WorkFailed(ErrorKind.OOM, messages.oom_during_work)
    if fault.kind is FaultKind.HANG:
        context.hang()
    if fault.kind is FaultKind.DRIVER_RESET:
        context.binding.reset_driver(fault.arg)
        context.abort(messages.driver_lost)


def at_step(
    context: WorkerContext, fault: Fault | None, index: int, messages: RuntimeMessages
) -> None:
    """Fire a fault armed for token (or segment) ``index``."""
    if fault is None or index != int(fault.arg):
        return
    if fault.kind is FaultKind.ALLOC_AT_TOKEN:
        raise WorkFailed(ErrorKind.OOM, messages.oom_during_work)
    if fault.kind is FaultKind.ABORT_AT_TOKEN:
        context.abort(messages.abort)
