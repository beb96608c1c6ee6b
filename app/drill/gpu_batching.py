"""The batching gain on a card: chats answered together by one replica, against one alone.

A step of the real-card check (``real_gpu.py``). One LLM worker loaded with ``parallel``
sequences (a KV stream each, as the engine loads a lane with ``gpu_lane.parallel``)
answers the same greedy prompts one at a time, then all at once. The gain is the
aggregate tokens/s together over the tokens/s alone: on a GPU a decode step is bound by
reading the weights, so answers decoded in one step should come nearly for free. It also
counts the batched answers equal to their lone answer (a failover replay verifies only
then). ``device`` is ``cuda`` in the check; ``cpu`` runs the same code without a card.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from engine.api import Done, Generate, Piece, Replica, ReplicaSpec, Supervisor

SLOT_CTX = 2048  # one chat's context, the lanes' default


def _ask(index: int, prompt: str, tokens: int) -> Generate:
    messages = [{"role": "user", "content": prompt}]
    return Generate(f"batch-{index}-{time.monotonic_ns()}", messages, max_tokens=tokens)


async def _answer(replica: Replica, request: Generate) -> tuple[str, int]:
    """The answer's text and its completion tokens (pieces if the worker gave no count)."""
    pieces: list[str] = []
    async for event in replica.chat(request):
        if isinstance(event, Piece):
            pieces.append(event.text)
        elif isinstance(event, Done):
            return event.text, int(event.stats.get("completion_tokens", len(pieces)))
    raise RuntimeError(f"{request.id}: the worker ended the stream without done")


async def _timed(replica: Replica, requests: list[Generate]) -> tuple[float, list[str]]:
    """Aggregate tokens/s of ``requests`` sent at once, and their answers in order."""
    started = time.perf_counter()
    outcomes = await asyncio.gather(*(_answer(replica, r) for r in requests))
    wall = time.perf_counter() - started
    return sum(n for _, n in outcomes) / wall, [text for text, _ in outcomes]


async def batching_gain(
    model_path: Path,
    prompts: list[str],
    device: str = "cuda",
    parallel: int = 4,
    tokens: int = 128,
) -> dict[str, Any]:
    """Tokens/s of ``parallel`` chats at once over one chat at a time, on one replica.

    Args:
        model_path: The GGUF to load.
        prompts: At least ``parallel`` prompts; the first ``parallel`` are asked.
        device: ``cuda`` (the whole model on the card) or ``cpu``.
        parallel: Sequences the replica is loaded with, and chats sent together.
        tokens: Greedy tokens asked of each answer.
    """
    if len(prompts) < parallel:
        raise ValueError(f"{parallel} chats need {parallel} prompts, got {len(prompts)}")
    load = {
        "model_path": str(model_path),
        "n_ctx": SLOT_CTX * parallel,
        "n_gpu_layers": -1 if device == "cuda" else 0,
        "parallel": parallel,
    }
    supervisor = Supervisor()
    replica = Replica(supervisor, ReplicaSpec("llm", device, load, 10.0, None))
    asked = prompts[:parallel]
    try:
        ready = await replica.start()
        await _timed(replica, [_ask(0, asked[0], 8)])  # warm up: first kernels, first pages
        alone_tps, alone = [], []
        for i, prompt in enumerate(asked):
            rate, texts = await _timed(replica, [_ask(i, prompt, tokens)])
            alone_tps.append(rate)
            alone += texts
        together_tps, together = await _timed(
            replica, [_ask(i, p, tokens) for i, p in enumerate(asked)]
        )
    finally:
        await supervisor.stop_all()
    one_tps = sum(alone_tps) / len(alone_tps)
    return {
        "device": ready.device,
        "parallel": parallel,
        "tokens_per_answer": tokens,
        "one_chat_tps": round(one_tps, 1),
        "together_tps": round(together_tps, 1),
        "gain": round(together_tps / one_tps, 2),
        "answers_equal_to_alone": sum(a == b for a, b in zip(alone, together, strict=True)),
        "answers": parallel,
        "different": [
            {"prompt": i, "alone": a[:80], "together": b[:80]}
            for i, (a, b) in enumerate(zip(alone, together, strict=True))
            if a != b
        ],
    }
