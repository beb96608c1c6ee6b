"""The machine over time: host RAM against the guard, GPU memory, lanes, breaker."""

from __future__ import annotations

import asyncio
import contextlib

from app.drill.context import DrillContext
from app.drill.records import Sample

INTERVAL_S = 0.25


def take_sample(ctx: DrillContext) -> Sample:
    """One reading of the engine's status."""
    status = ctx.engine.status()
    lanes = {lane.name: lane for lane in status.lanes}
    gpu = status.gpu
    alive = any(r.name == ctx.gpu_llm_name and r.alive for r in status.replicas)
    return Sample(
        t=round(ctx.now(), 3),
        scenario=ctx.phase,
        ram_available=status.host.ram_available,
        ram_reserve=status.ram_reserve,
        tree_rss=status.host.tree_rss,
        gpu_total=gpu.total if gpu else 0,
        gpu_used=gpu.used if gpu else 0,
        gpu_error=(gpu.error or "") if gpu else "",
        gpu_queued=lanes["gpu"].queued,
        gpu_running=len(lanes["gpu"].running),
        cpu_queued=lanes["cpu"].queued,
        cpu_running=len(lanes["cpu"].running),
        oldest_queue_age_s=round(max(lane.oldest_age_s for lane in status.lanes), 3),
        mode=status.mode,
        breaker=status.breaker.state.value,
        gpu_llm_alive=alive,
        reserve_raised=ctx.reserve_raised,
        remote_queued=lanes["remote"].queued if "remote" in lanes else 0,
        remote_running=len(lanes["remote"].running) if "remote" in lanes else 0,
    )


class Sampler:
    """Samples the engine every ``INTERVAL_S`` while the drill runs."""

    def __init__(self, ctx: DrillContext) -> None:
        self.ctx = ctx
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Begin sampling in the background."""
        self._task = asyncio.create_task(self._loop(), name="drill-sampler")

    async def stop(self) -> None:
        """Stop sampling (one last sample first)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        self.ctx.samples.append(take_sample(self.ctx))

    async def _loop(self) -> None:
        while True:
            self.ctx.samples.append(take_sample(self.ctx))
            await asyncio.sleep(INTERVAL_S)
