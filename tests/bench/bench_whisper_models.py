"""Whisper base against tiny.en: time to transcribe tests/data/speech.wav, and memory (RSS)
against the estimate, each model in a fresh process.

    PYTHONPATH=. .venv/bin/python tests/bench/bench_whisper_models.py [--runs 3]

Prints one line per model (load RSS growth, peak RSS growth while transcribing, the
estimate's weights + runtime and total, median transcription seconds) and the ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEECH = ROOT / "tests" / "data" / "speech.wav"
MODELS = ("whisper-tiny-en", "whisper-base")
MIB = 1 << 20


def measure(model_id: str, runs: int, threads: int) -> dict[str, float]:
    """Load one model here and transcribe the clip ``runs`` times (in this process)."""
    import psutil
    from faster_whisper import WhisperModel

    from app.paths import DEFAULT_MANIFEST
    from engine.api import (
        FingerprintCache,
        ModelRegistry,
        WhisperShape,
        estimate_whisper,
    )

    registry = ModelRegistry(DEFAULT_MANIFEST, None, FingerprintCache(None))
    info = registry.inspect(model_id, verify=False)
    assert info.whisper is not None
    process = psutil.Process(os.getpid())
    before = process.memory_info().rss
    model = WhisperModel(str(info.entry.path), device="cpu", compute_type="int8",
                         cpu_threads=threads)  # fmt: skip
    loaded = process.memory_info().rss - before
    peak = [loaded]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.02):
            peak[0] = max(peak[0], process.memory_info().rss - before)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    seconds = []
    text = ""
    for _ in range(runs):
        started = time.perf_counter()
        segments, _info = model.transcribe(str(SPEECH), beam_size=1)
        text = "".join(s.text for s in segments)
        seconds.append(time.perf_counter() - started)
    done.set()
    sampler.join()
    est = estimate_whisper(info.whisper, WhisperShape("int8"))
    return {
        "load_rss": loaded,
        "peak_rss": peak[0],
        "est_load": est.weights + est.runtime_overhead,
        "est_total": est.total,
        "seconds": statistics.median(seconds),
        "words_ok": float("memory" in text.lower()),
    }


def main() -> None:
    """Run each model in its own process and print the comparison."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--one", choices=MODELS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(args.one, args.runs, args.threads)))
        return
    results = {}
    for model_id in MODELS:
        command = [sys.executable, __file__, "--one", model_id, "--runs", str(args.runs),
                   "--threads", str(args.threads)]  # fmt: skip
        out = subprocess.run(command, capture_output=True, text=True, check=True)
        results[model_id] = json.loads(out.stdout.splitlines()[-1])
    for model_id, r in results.items():
        print(
            f"{model_id:<16} load RSS {r['load_rss'] / MIB:7.1f} MiB (estimate "
            f"{r['est_load'] / MIB:6.1f}), peak RSS {r['peak_rss'] / MIB:7.1f} MiB (estimate "
            f"total {r['est_total'] / MIB:6.1f}), {r['seconds']:.2f} s for 6.5 s of speech"
            f"{'' if r['words_ok'] else ' (WRONG WORDS)'}"
        )
    tiny, base = results["whisper-tiny-en"], results["whisper-base"]
    print(f"base / tiny.en: time x{base['seconds'] / tiny['seconds']:.2f}, "
          f"peak RSS x{base['peak_rss'] / tiny['peak_rss']:.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
