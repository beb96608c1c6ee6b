"""The real-card check: what the simulated GPU stands in for, measured on an NVIDIA GPU.

    make gpu-check            # or: spillway drill --gpu real   (the same steps)

One script, a few minutes, no internet. Each step prints its figures and a failed step is
recorded without hiding the others; everything goes to ``gpu_check.json``:

1. NVML (the engine's device monitor) against nvidia-smi;
2. the runtimes' build: llama-cpp-python's GPU offload, CTranslate2's CUDA devices, the
   pip CUDA libraries a speech worker is given;
3. the default model loaded on the card: what llama.cpp allocated, what NVML sees the
   process use, hence the CUDA context's real price (the planner assumes 400 MiB);
4. admission while another program (a real hog, ``gpu_hog.py``) holds the card;
5. a real out-of-memory at load, and how the worker classified it;
6. greedy answers on the GPU against the CPU, token for token, and the rate at which a
   replay on the CPU would have reproduced the GPU's first tokens (verified replays);
7. speech on the card (cuBLAS and cuDNN found through the pip wheels);
8. the batching gain: aggregate tokens/s of 4 chats answered together by one replica
   loaded with ``parallel`` 4, over one chat at a time on it (``gpu_batching.py``).
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

from app import words
from app.drill.gpu_batching import batching_gain
from app.paths import DEFAULT_MANIFEST
from engine.api import (
    Accepted,
    ChatRequest,
    Completed,
    DeviceMonitor,
    Done,
    Engine,
    FingerprintCache,
    Generate,
    ModelRegistry,
    Piece,
    Replica,
    ReplicaSpec,
    Settings,
    Supervisor,
    Transcribe,
    WorkerError,
    cuda_library_dirs,
    open_gpu,
    probe_build,
)

MIB = 1 << 20
ASK = [{"role": "user", "content": "What is a GPU? Answer in one sentence."}]
PROMPTS = [
    "What is a GPU? Answer in one sentence.",
    "Name three uses of a graphics card.",
    "Why does a program run out of memory?",
    "Explain a circuit breaker in software in two sentences.",
    "What is the capital of France, and why is it famous?",
    "Write a haiku about a queue.",
    "How does a CPU differ from a GPU?",
    "Give one tip for writing clear code.",
]
REPLAY_PREFIX = 8  # tokens streamed before the simulated failure in a replay check
LLM_ID = "smollm2-135m-instruct-q4_1"


def registry() -> ModelRegistry:
    """The default models, fingerprinted once."""
    cache = Path(tempfile.gettempdir()) / "spillway-gpu-check-fingerprints.json"
    return ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(cache))


def sample_gpus() -> list[Any]:
    """One sample of every GPU through the device monitor."""
    monitor = DeviceMonitor(interval_s=0.2)
    monitor.start()
    try:
        return monitor.latest()
    finally:
        monitor.stop()


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
        for g in sample_gpus()
    ]
    return {"nvml": ours, "nvidia_smi": nvidia_smi()}


def runtime_build() -> dict[str, Any]:
    """Step 2."""
    build = probe_build()
    return {
        "llama_gpu_offload": build.llama_gpu,
        "ctranslate2_cuda_devices": build.whisper_cuda_devices,
        "problem": build.problem(),
        "cuda_library_dirs": [str(d) for d in cuda_library_dirs()],
    }


def _llm(device: str, n_ctx: int = 2048, supervisor: Supervisor | None = None) -> Replica:
    entry = registry().get(LLM_ID)
    load = {"model_path": str(entry.path), "n_ctx": n_ctx, "n_gpu_layers": -1 if device else 0}
    return Replica(supervisor or Supervisor(), ReplicaSpec("llm", device, load, 1.0, None))


async def load_on_gpu() -> dict[str, Any]:
    """Step 3: one worker, the whole model on the GPU; the CUDA context's price."""
    supervisor = Supervisor()
    replica = _llm("cuda", supervisor=supervisor)
    before = sample_gpus()[0].used
    try:
        ready = await replica.start()
        await asyncio.sleep(1.0)  # let NVML's per-process counters settle
        gpu = sample_gpus()[0]
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
    """Another program holding all but ``leave_mib`` of the card."""
    hog = subprocess.Popen(
        [sys.executable, "-m", "app.drill.gpu_hog", str(leave_mib)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert hog.stdout is not None
    line = hog.stdout.readline().split()
    return hog, int(line[1]) if len(line) == 2 else 0


def stop_hog(hog: subprocess.Popen[str]) -> None:
    """Close the hog's input; it frees the card and exits."""
    if hog.stdin:
        hog.stdin.close()
    hog.wait(timeout=30)


async def engine_under_hog(leave_mib: int = 300) -> dict[str, Any]:
    """Step 4: the engine on the real card while another program holds it."""
    hog, held = start_hog(leave_mib)
    data = Path(tempfile.mkdtemp(prefix="spillway-gpu-check-"))
    engine = Engine(Settings({}), registry(), open_gpu(data), data, warm=("llm",))
    try:
        await engine.start()
        handle = await engine.submit(ChatRequest.from_messages(ASK, max_tokens=16))
        events = [event async for event in handle]
    finally:
        await engine.stop()
        stop_hog(hog)
    accepted = next((e for e in events if isinstance(e, Accepted)), None)
    done = next((e for e in events if isinstance(e, Completed)), None)
    return {
        "hog_held_mib": held,
        "left_mib": leave_mib,
        "route": words.route(accepted.route) if accepted else None,
        "lane": done.lane if done else None,
        "events": [type(e).__name__ for e in events],
    }


async def real_oom(leave_mib: int = 64) -> dict[str, Any]:
    """Step 5: a load straight to the worker (no admission) with too little memory left."""
    hog, held = start_hog(leave_mib)
    supervisor = Supervisor()
    replica = _llm("cuda", n_ctx=8192, supervisor=supervisor)
    outcome: dict[str, Any]
    try:
        await replica.start()
        outcome = {"loaded": True}
    except WorkerError as exc:
        outcome = {"loaded": False, "kind": str(exc.kind), "error": str(exc)[:300]}
    finally:
        await supervisor.stop_all()
        stop_hog(hog)
    return {"hog_held_mib": held, **outcome}


async def _tokens(replica: Replica, prompt: str, n: int = 32) -> list[str]:
    request = Generate("g", [{"role": "user", "content": prompt}], max_tokens=n, temperature=0.0)
    pieces: list[str] = []
    async for event in replica.chat(request):
        if isinstance(event, Piece):
            pieces.append(event.text)
        elif isinstance(event, Done):
            break
    return pieces


async def greedy_gpu_vs_cpu() -> dict[str, Any]:
    """Step 6: the same greedy answers on both devices; would a replay have verified?"""
    supervisor = Supervisor()
    gpu, cpu = _llm("cuda", supervisor=supervisor), _llm("cpu", supervisor=supervisor)
    rows = []
    try:
        await asyncio.gather(gpu.start(), cpu.start())
        for prompt in PROMPTS:
            on_gpu, on_cpu = await _tokens(gpu, prompt), await _tokens(cpu, prompt)
            same = next(
                (i for i, (a, b) in enumerate(zip(on_gpu, on_cpu, strict=False)) if a != b),
                min(len(on_gpu), len(on_cpu)),
            )
            prefix = "".join(on_gpu[:REPLAY_PREFIX])
            rows.append(
                {
                    "prompt": prompt,
                    "equal": on_gpu == on_cpu,
                    "first_difference_at": same,
                    "replay_verified": "".join(on_cpu).startswith(prefix),
                }
            )
    finally:
        await supervisor.stop_all()
    verified = sum(1 for r in rows if r["replay_verified"])
    return {
        "answers_equal": sum(1 for r in rows if r["equal"]),
        "answers": len(rows),
        "verified_replay_rate": verified / len(rows) if rows else None,
        "replay_prefix_tokens": REPLAY_PREFIX,
        "rows": rows,
    }


async def speech_on_gpu() -> dict[str, Any]:
    """Step 7: a transcription on the card (cuBLAS/cuDNN from the pip wheels)."""
    entry = registry().get("whisper-tiny-en")
    supervisor = Supervisor()
    load = {"model_path": str(entry.path), "compute_type": "float16"}
    replica = Replica(supervisor, ReplicaSpec("whisper", "cuda", load, 1.0, None))
    audio = Path(__file__).resolve().parents[2] / "resources" / "drill" / "speech.wav"
    try:
        ready = await replica.start()
        started = time.monotonic()
        text = ""
        async for event in replica.transcribe(Transcribe("t", str(audio))):
            if isinstance(event, Done):
                text = event.text
        took = time.monotonic() - started
    except WorkerError as exc:
        return {"ok": False, "kind": str(exc.kind), "error": str(exc)[:300]}
    finally:
        await supervisor.stop_all()
    return {"ok": True, "device": ready.device, "seconds": round(took, 2), "text": text[:120]}


def run_check(out: Path) -> int:
    """Every step, its figures printed and written to ``out/gpu_check.json``."""
    if not sample_gpus():
        print("no NVIDIA GPU answers NVML here: nothing to check", file=sys.stderr)
        return 1
    steps: dict[str, Callable[[], Any]] = {
        "nvml_vs_nvidia_smi": nvml_vs_smi,
        "runtime_build": runtime_build,
        "load_on_gpu": lambda: asyncio.run(load_on_gpu()),
        "admission_under_hog": lambda: asyncio.run(engine_under_hog()),
        "real_oom": lambda: asyncio.run(real_oom()),
        "greedy_gpu_vs_cpu": lambda: asyncio.run(greedy_gpu_vs_cpu()),
        "speech_on_gpu": lambda: asyncio.run(speech_on_gpu()),
        "batching_gain": lambda: asyncio.run(
            batching_gain(registry().get(LLM_ID).path, PROMPTS, "cuda", parallel=4)
        ),
    }
    results: dict[str, Any] = {}
    for name, step in steps.items():
        started = time.monotonic()
        try:
            results[name] = step()
        except Exception as exc:  # a broken step must not hide the others' figures
            results[name] = {"error": f"{type(exc).__name__}: {exc}"}
        print(f"{name} ({time.monotonic() - started:.1f} s): {json.dumps(results[name])}")
    gain = results["batching_gain"]
    if "gain" in gain:
        print(
            f"batching gain: {gain['parallel']} chats together {gain['together_tps']} tok/s, "
            f"one alone {gain['one_chat_tps']} tok/s: {gain['gain']}x"
        )
    out.mkdir(parents=True, exist_ok=True)
    (out / "gpu_check.json").write_text(json.dumps(results, indent=2))
    return 0
