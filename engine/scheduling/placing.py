"""Placing a request: read the machine, ask the planner once, act on what it found.

The planner is pure; this is its I/O: the GPU's and the host's snapshots, the prompt's
tokens counted by a loaded chat replica. A GPU snapshot that reports an error opens the
breaker here (new work then keeps off the failing card), not inside the planner.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from engine.devices.host import probe_host
from engine.devices.snapshot import HostSnapshot
from engine.domain import Lane, WorkKind
from engine.requests import ChatRequest, Request
from engine.scheduling.jobs import Placement
from engine.scheduling.parts import EngineParts
from engine.scheduling.planner import Planner, Readings
from engine.supervisor import WorkerError

log = logging.getLogger(__name__)
_CHARS_PER_TOKEN = 3  # a cautious guess, used only when no tokenizer is loaded


class Placer:
    """Places requests for the coordinator (admission) and the runner (failover)."""

    def __init__(
        self,
        parts: EngineParts,
        planner: Planner,
        host: Callable[[], HostSnapshot] = probe_host,
    ) -> None:
        self.parts, self.planner, self.host = parts, planner, host

    async def place(
        self, request: Request, attempt: int = 1, gpu_allowed: bool = True
    ) -> Placement:
        """The planner's placement of ``request`` on the machine as it is now."""
        tokens = 0
        if isinstance(request, ChatRequest) and self.planner.needs_tokens(request):
            tokens = await self.count_tokens(request)
        readings = Readings(self.parts.gpu.snapshot(), self.host(), tokens)
        placement = self.planner.place(request, readings, attempt, gpu_allowed)
        breaker = self.parts.breaker
        if placement.gpu_error and breaker.allows_gpu():
            breaker.force_open(placement.gpu_error)
        return placement

    async def count_tokens(self, request: ChatRequest) -> int:
        """Prompt tokens with the chat template, from whichever chat replica is loaded."""
        for lane in (Lane.CPU, Lane.GPU):
            slot = self.parts.slots[lane, WorkKind.LLM]
            if slot.alive and slot.replica is not None:
                try:
                    return await slot.replica.count_tokens(request.message_dicts)
                except WorkerError as exc:
                    log.debug("token count on %s failed: %s", slot.name, exc)
        text = sum(len(content) for _role, content in request.messages)
        return text // _CHARS_PER_TOKEN + 8 * len(request.messages)
