"""Scenarios of load and memory pressure: no faults, only more work and less memory."""

from __future__ import annotations

import asyncio
import sys

from app.drill.context import MIB, DrillContext
from app.drill.workload import long, short, speech
from engine.api import probe_host


async def short_prompts(ctx: DrillContext) -> None:
    """Short prompts one after another on a healthy GPU; each must equal its reference."""
    for i in range(ctx.profile.short_count):
        await ctx.wait(await ctx.send(f"short #{i + 1}", short(i, ctx.profile.max_tokens)))


async def long_prompts(ctx: DrillContext) -> None:
    """Long prompts (about 1,200 tokens), streamed and not."""
    for i in range(ctx.profile.long_count):
        stream = i % 2 == 0
        label = f"long #{i + 1} ({'streaming' if stream else 'not streaming'})"
        await ctx.wait(await ctx.send(label, long(ctx.profile.max_tokens, stream=stream)))


async def concurrent(ctx: DrillContext) -> None:
    """Many chats and a transcription at once: queues fill, nothing is lost or mixed up."""
    p = ctx.profile
    sents = [await ctx.send(f"short #{i + 1}", short(i, p.max_tokens)) for i in range(p.concurrent)]
    sents.append(await ctx.send("long", long(p.max_tokens)))
    sents.append(await ctx.send("speech", speech()))
    await ctx.wait(*sents)


def fill_gpu(ctx: DrillContext, leave_mib: int = 32) -> float:
    """Another program takes all of the card but ``leave_mib``; returns the MiB left free."""
    snap = ctx.card.snapshot()
    foreign_now = _foreign(ctx)
    ours = snap.used - foreign_now
    return ctx.take_gpu(max(0, (snap.total - ours) // MIB - leave_mib))


def _foreign(ctx: DrillContext) -> int:
    snap = ctx.card.snapshot()
    own = sum(snap.processes.values())
    return max(0, snap.used - own)


async def foreign_workload(ctx: DrillContext) -> None:
    """Another program fills the card: admission routes to the CPU before anything runs."""
    free = fill_gpu(ctx)
    ctx.run.notes.append(f"another program left {free:.0f} MiB of the card free")
    try:
        p = ctx.profile
        await ctx.wait(await ctx.send("short", short(0, p.max_tokens)))
        await ctx.wait(await ctx.send("long", long(p.max_tokens, stream=False)))
        await ctx.wait(await ctx.send("speech", speech()))
    finally:
        ctx.take_gpu(0)


async def memory_steps(ctx: DrillContext) -> None:
    """Available GPU memory reduced step by step; each step's route and latency recorded."""
    p = ctx.profile
    try:
        for foreign in p.memory_steps_mib:
            free = _take_at_most(ctx, foreign)
            step = f"{free:.0f} MiB free"
            await ctx.wait(
                await ctx.send("short", short(1, p.max_tokens), step=step, step_free_mib=free)
            )
            if p.long_at_steps:
                await ctx.wait(
                    await ctx.send("long", long(p.max_tokens), step=step, step_free_mib=free)
                )
    finally:
        ctx.take_gpu(0)


def _take_at_most(ctx: DrillContext, foreign_mib: int) -> float:
    """Foreign use of ``foreign_mib``, never more than the card has beside our own use."""
    snap = ctx.card.snapshot()
    ours = snap.used - _foreign(ctx)
    room = max(0, (snap.total - ours) // MIB)
    return ctx.take_gpu(min(foreign_mib, room))


async def cpu_queue_cancel(ctx: DrillContext) -> None:
    """With the GPU full, three chats queue on the CPU lane; the last is cancelled there."""
    fill_gpu(ctx)
    p = ctx.profile
    try:
        running = await ctx.send("first (runs)", long(p.max_tokens))
        waiting = await ctx.send("second (waits)", short(0, p.max_tokens))
        doomed = await ctx.send(
            "third (cancelled while queued)", short(1, p.max_tokens), expect="cancelled"
        )
        await ctx.engine.cancel(doomed.record.request_id)
        await ctx.wait(running, waiting, doomed)
        if doomed.record.lanes:
            doomed.record.outcome = "ran"
            doomed.record.error = "it started running before the cancel reached it"
    finally:
        ctx.take_gpu(0)


async def ram_guard(ctx: DrillContext) -> None:
    """The GPU is full and another program has taken host RAM down to just above the
    guard's reserve: CPU work that would cross the reserve is refused, never accepted.

    The drill keeps the machine safe: a real hog process takes a budget (1 GiB at most),
    then the reserve is set just below what is free. The RAM samples of this scenario
    count (the reserve is honest), so the criterion "host RAM never below the reserve"
    can fail here.
    """
    fill_gpu(ctx)
    engine, before = ctx.engine, ctx.engine.settings
    budget = min(HOG_BUDGET, probe_host().ram_available // 4)
    hog = await start_hog(budget)
    # The reserve is set once the hog holds its memory, from what is free then (other
    # programs come and go): a sliver below it, so the reserve stays honest.
    reserve_mib = (probe_host().ram_available - HOG_SLIVER) // MIB
    ctx.run.notes.append(
        f"a hog process took {budget // MIB} MiB; the reserve set to {reserve_mib} MiB, "
        f"{HOG_SLIVER // MIB} MiB below the RAM then free"
    )
    engine.apply_settings(before.replace({"host.ram_reserve_mib": reserve_mib}))
    try:
        sent = await ctx.send(
            "short (the guard must refuse it)", short(0, ctx.profile.max_tokens), expect="refused"
        )
        await ctx.wait(sent)
        if sent.record.refused and "RAM" not in sent.record.refused:
            sent.record.error = f"refused, but not by the RAM guard: {sent.record.refused}"
            sent.record.outcome = "refused for another reason"
    finally:
        await stop_hog(hog)
        engine.apply_settings(before)
        ctx.take_gpu(0)
    await ctx.wait(await ctx.send("short (guard back to normal)", short(1, ctx.profile.max_tokens)))


HOG_BUDGET = 1024 * MIB
HOG_SLIVER = 8 * MIB  # less than a request's working memory: the guard must refuse


async def start_hog(n_bytes: int) -> asyncio.subprocess.Process:
    """Start ``app.drill.ram_hog`` holding ``n_bytes``; returns once it holds them."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "app.drill.ram_hog",
        str(n_bytes),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert process.stdout is not None
    line = await asyncio.wait_for(process.stdout.readline(), 120)
    if line.strip() != b"ready":
        process.kill()
        raise RuntimeError("the RAM hog could not take its memory")
    return process


async def stop_hog(process: asyncio.subprocess.Process) -> None:
    """Close the hog's input (it exits), kill it if it lingers."""
    if process.stdin is not None:
        process.stdin.close()
    try:
        await asyncio.wait_for(process.wait(), 10)
    except TimeoutError:
        process.kill()
        await process.wait()
