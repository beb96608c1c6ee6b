"""Scenarios with GPU faults, each at the code point where a real card fails.

Every faulted request must end once, on the CPU lane, with the same id; an independent
request running beside it must not notice; a dead GPU worker must come back by itself.
"""

from __future__ import annotations

from app.drill.context import DrillContext, Sent
from app.drill.workload import agent, seeded_request, short, speech
from engine.api import parse_fault


async def independent_on_cpu(ctx: DrillContext) -> Sent:
    """A transcription on the CPU lane (the GPU paused for the moment it is admitted)."""
    ctx.engine.set_gpu_paused(True)
    try:
        return await ctx.send("independent transcription (CPU)", speech(), independent=True)
    finally:
        ctx.engine.set_gpu_paused(False)


async def alloc_before_generation(ctx: DrillContext) -> None:
    """An allocation fails before the first token: retried on the CPU from scratch."""
    await ctx.gpu_ready()
    other = await independent_on_cpu(ctx)
    ctx.inject("alloc-before-generation@llm")
    sent = await ctx.send("short", short(0, ctx.profile.max_tokens), expect_retry=True)
    await ctx.wait(sent, other)


async def alloc_mid_stream(ctx: DrillContext) -> None:
    """An allocation fails after 4 streamed tokens.

    Greedy and seeded answers are replayed (checked against what was streamed): equal to
    their reference, or, where the simulated card's numerics made the CPU's answer differ,
    ended resumable with the partial answer; an unseeded sampled one ends resumable.
    """
    p = ctx.profile
    await ctx.gpu_ready()
    ctx.inject("alloc-at-token:4@llm")
    greedy = await ctx.send(
        "greedy, streaming", short(1, p.max_tokens), expect_retry=True, expect="replayed"
    )
    await ctx.wait(greedy)
    await ctx.gpu_ready()
    ctx.inject("alloc-at-token:4@llm")
    seeded = await ctx.send(
        "seeded sampling, streaming",
        seeded_request(p.max_tokens),
        expect_retry=True,
        expect="replayed",
    )
    await ctx.wait(seeded)
    await ctx.gpu_ready()
    ctx.inject("alloc-at-token:4@llm")
    sampled = short(2, p.max_tokens, temperature=0.9)
    await ctx.wait(await ctx.send("sampled, streaming", sampled, expect="resumable"))


async def alloc_mid_answer_not_streaming(ctx: DrillContext) -> None:
    """An allocation fails mid-answer with streaming off: replayed from scratch on the CPU."""
    await ctx.gpu_ready()
    ctx.inject("alloc-at-token:4@llm")
    request = short(3, ctx.profile.max_tokens, stream=False)
    await ctx.wait(await ctx.send("greedy, not streaming", request, expect_retry=True))


async def worker_abort(ctx: DrillContext) -> None:
    """The GPU chat worker aborts mid-answer; a transcription on the GPU goes on untouched."""
    await ctx.gpu_ready()
    old_pid = ctx.gpu_llm_pid()
    other = await ctx.send("independent transcription (GPU)", speech(), independent=True)
    ctx.inject("abort-at-token:3@llm")
    sent = await ctx.send(
        "short", short(0, ctx.profile.max_tokens), expect_retry=True, expect="replayed"
    )
    await ctx.wait(sent, other)
    await ctx.measure_recovery(sent, old_pid)


async def driver_reset(ctx: DrillContext) -> None:
    """The driver resets for 2 s: every GPU worker dies; CPU work goes on; the GPU returns."""
    await ctx.gpu_ready()
    old_pid = ctx.gpu_llm_pid()
    other = await independent_on_cpu(ctx)
    ctx.inject("driver-reset:2@llm")
    sent = await ctx.send("short", short(1, ctx.profile.max_tokens), expect_retry=True)
    await ctx.wait(sent, other)
    await ctx.measure_recovery(sent, old_pid)


async def gpu_hang(ctx: DrillContext) -> None:
    """The generating thread blocks inside a native call while heartbeats go on.

    Only missing progress shows it: the worker is killed when no token came within the
    deadline its measured speed allows, and the request is answered once on the CPU.
    """
    await ctx.gpu_ready()
    old_pid = ctx.gpu_llm_pid()
    ctx.inject("hang@llm")
    sent = await ctx.send("short", short(1, ctx.profile.max_tokens), expect_retry=True)
    await ctx.wait(sent)
    if "heartbeats kept arriving" not in sent.record.first_failure:
        sent.record.error = f"the hang was not found by progress: {sent.record.first_failure}"
        sent.record.outcome = "hang not found by progress"
    await ctx.measure_recovery(sent, old_pid)


async def agent_tool(ctx: DrillContext) -> None:
    """A tool with a counted side effect: once when healthy, once when the GPU dies after it."""
    p = ctx.profile
    await ctx.gpu_ready()
    await ctx.wait(await ctx.send("agent", agent(p.max_tokens)))
    await ctx.gpu_ready()
    old_pid = ctx.gpu_llm_pid()
    card = ctx.card
    ctx.tool.then.append(lambda: card.inject(parse_fault("abort-at-token:0@llm")))
    ctx.run.notes.append("the GPU worker is set to abort right after the tool call")
    label = "agent, GPU worker aborts after the tool call"
    sent = await ctx.send(label, agent(p.max_tokens), expect_retry=True)
    await ctx.wait(sent)
    ctx.tool.then.clear()
    await ctx.measure_recovery(sent, old_pid)
