"""The real-GPU check: run once on a machine with an NVIDIA GPU, in a few minutes.

    .venv/bin/python tests/bench/gpu_check.py [OUT_DIR]

It checks what the simulated GPU stands in for, and prints (and writes to
OUT_DIR/gpu_check.json) the figures:
1. NVML's readings against nvidia-smi's;
2. a CUDA build of llama-cpp-python;
3. the default model loaded on the GPU by a worker: what llama.cpp reports it allocated,
   what NVML sees the process use, hence the CUDA context's real price (the planner
   assumes 400 MiB), against the estimate;
4. admission under another program's memory (a real hog): routed before anything runs;
5. a real out-of-memory: a load with too little memory left fails as "oom", and the
   engine answers the request from the CPU lane instead.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.paths import DEFAULT_MANIFEST  # noqa: E402
from engine.api import (  # noqa: E402
    Accepted,
    ChatRequest,
    Completed,
    Engine,
    FingerprintCache,
    ModelRegistry,
    Replica,
    ReplicaSpec,
    Settings,
    Supervisor,
    WorkerError,
    open_gpu,
    probe_gpus,
)

MIB = 1 << 20
ASK = [{"role": "user", "content": "What is a GPU? Answer in one sentence."}]


def nvidia_smi() -> list[dict[str, Any]]:
    """What nvidia-smi says, in MiB."""
    query = "name,memory.total,memory.used,memory.free"
    out = subprocess.run(
        ["nvidia-smi", f"--query-gpu={query}", "--format=csv,noheader,nounits"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rows = [line.split(", ") for line in out.strip().splitlines()]
    return [{"name": r[0], "total": int(r[1]), "used": int(r[2]), "free": int(r[3])} for r in rows]


def nvml_vs_smi() -> dict[str, Any]:
    """Step 1."""
    ours = [
        {"name": g.name, "total": g.total // MIB, "used": g.used // MIB, "free": g.free // MIB}
        for g in probe_gpus()
    ]
    return {"nvml": ours, "nvidia_smi": nvidia_smi()}


def cuda_build() -> bool:
    """Step 2."""
    import llama_cpp

    return bool(llama_cpp.llama_supports_gpu_offload())


def registry() -> ModelRegistry:
    cache = Path(tempfile.gettempdir()) / "spillway-gpu-check-fingerprints.json"
    return ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(cache))


async def load_on_gpu(n_ctx: int = 2048) -> dict[str, Any]:
    """Step 3: one worker, the whole model on the GPU."""
    entry = registry().get("smollm2-135m-instruct-q4_1")
    supervisor = Supervisor()
    load = {"model_path": str(entry.path), "n_ctx": n_ctx, "n_gpu_layers": -1}
    replica = Replica(supervisor, ReplicaSpec("llm", "cuda", load, 1.0, None))
    before = probe_gpus()[0].used
    try:
        ready = await replica.start()
        await asyncio.sleep(1.0)  # let NVML's per-process counters settle
        gpu = probe_gpus()[0]
        pid = replica.handle.pid if replica.handle else 0
        reported = sum(ready.allocations.get(k, 0) for k in ("weights", "kv", "compute"))
        seen = gpu.processes.get(pid, gpu.used - before)
    finally:
        await supervisor.stop_all()
    return {
        "allocations_mib": {k: v / MIB for k, v in ready.allocations.items()},
        "process_used_mib": seen / MIB,
        "cuda_context_mib": (seen - reported) / MIB,
        "device": ready.device,
    }


def start_hog(leave_mib: int) -> tuple[subprocess.Popen[str], int]:
    hog = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "bench" / "gpu_hog.py"), str(leave_mib)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert hog.stdout is not None
    line = hog.stdout.readline().split()
    return hog, int(line[1]) if len(line) == 2 else 0


async def engine_under_hog(leave_mib: int) -> dict[str, Any]:
    """Steps 4 and 5: the engine on the real card while another program holds it."""
    hog, held = start_hog(leave_mib)
    data = Path(tempfile.mkdtemp(prefix="spillway-gpu-check-"))
    engine = Engine(Settings({}), registry(), open_gpu(data), data, warm=("llm",))
    try:
        await engine.start()
        handle = await engine.submit(ChatRequest.from_messages(ASK, max_tokens=16))
        events = [event async for event in handle]
    finally:
        await engine.stop()
        if hog.stdin:
            hog.stdin.close()
        hog.wait(timeout=30)
    accepted = next((e for e in events if isinstance(e, Accepted)), None)
    done = next((e for e in events if isinstance(e, Completed)), None)
    return {
        "hog_held_mib": held,
        "left_mib": leave_mib,
        "route": accepted.route if accepted else None,
        "lane": done.lane if done else None,
        "events": [type(e).__name__ for e in events],
    }


async def real_oom(leave_mib: int = 64) -> dict[str, Any]:
    """Step 5: a load straight to the worker (no admission) with too little memory left."""
    hog, held = start_hog(leave_mib)
    entry = registry().get("smollm2-135m-instruct-q4_1")
    supervisor = Supervisor()
    load = {"model_path": str(entry.path), "n_ctx": 8192, "n_gpu_layers": -1}
    replica = Replica(supervisor, ReplicaSpec("llm", "cuda", load, 1.0, None))
    outcome: dict[str, Any]
    try:
        await replica.start()
        outcome = {"loaded": True}
    except WorkerError as exc:
        outcome = {"loaded": False, "kind": str(exc.kind), "error": str(exc)[:300]}
    finally:
        await supervisor.stop_all()
        if hog.stdin:
            hog.stdin.close()
        hog.wait(timeout=30)
    return {"hog_held_mib": held, **outcome}


def main() -> None:
    """Run every step; each failure is recorded, not fatal."""
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(".")
    if not probe_gpus():
        print("no NVIDIA GPU answers NVML here: nothing to check", file=sys.stderr)
        sys.exit(1)
    steps: dict[str, Callable[[], Any]] = {
        "nvml_vs_nvidia_smi": nvml_vs_smi,
        "cuda_build": cuda_build,
        "load_on_gpu": lambda: asyncio.run(load_on_gpu()),
        "admission_under_hog": lambda: asyncio.run(engine_under_hog(300)),
        "real_oom": lambda: asyncio.run(real_oom()),
    }
    results: dict[str, Any] = {}
    for name, step in steps.items():
        started = time.monotonic()
        try:
            results[name] = step()
        except Exception as exc:  # a broken step must not hide the others' figures
            results[name] = {"error": f"{type(exc).__name__}: {exc}"}
        print(f"{name} ({time.monotonic() - started:.1f} s): {json.dumps(results[name])}")
    (out / "gpu_check.json").write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
