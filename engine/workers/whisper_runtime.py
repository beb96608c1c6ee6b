"""The speech runtime inside a worker: faster-whisper (CTranslate2) on one model and device."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil

from engine.devices.faults import FaultKind
from engine.devices.simulated import SimulatedDriverError, SimulatedOutOfMemory
from engine.workers.binding import WORK_FAULTS
from engine.workers.context import WorkerContext, WorkFailed
from engine.workers.failures import classify_ctranslate2
from engine.workers.intercept import FaultyWhisperModel, NativeFaults, capped_whisper_load
from engine.workers.protocol import (
    NO_SPEECH,
    Done,
    ErrorKind,
    Load,
    Progress,
    Ready,
    Segment,
    Speed,
    Transcribe,
    WorkerCommand,
    WorkerEvent,
)

# What CTranslate2 raises when CUDA cannot allocate (CUDA_CHECK, src/cuda/utils.h).
CUDA_OOM = "CUDA failed with error out of memory"
ABORT_MESSAGE = "CUDA error: out of memory (simulated GPU, injected abort)"
DRIVER_LOST = "CUDA error: unspecified launch failure (simulated driver reset)"


@dataclass(frozen=True)
class WhisperLoadParams:
    """How to load a CTranslate2 Whisper model."""

    model_path: str
    compute_type: str = "int8"
    cpu_threads: int = 0

    @classmethod
    def from_dict(cls, params: dict[str, Any]) -> WhisperLoadParams:
        """Parse the ``load`` request's params.

        Raises:
            WorkFailed: unknown or missing parameters.
        """
        try:
            return cls(**params)
        except TypeError as exc:
            raise WorkFailed(ErrorKind.BAD_INPUT, f"bad load parameters: {exc}") from exc


class WhisperRuntime:
    """Loads one Whisper model and serves transcribe requests."""

    kind = "whisper"

    def __init__(self, context: WorkerContext) -> None:
        self.context = context
        self.binding = context.binding
        self.model: Any = None
        self.faults = NativeFaults(context.binding, ABORT_MESSAGE, DRIVER_LOST)

    def load(self, request: Load) -> Ready:
        """Load the model; its real allocation is the process's resident-memory growth."""
        from faster_whisper import WhisperModel

        params = WhisperLoadParams.from_dict(request.params)
        if not (Path(params.model_path) / "model.bin").is_file():
            raise WorkFailed(
                ErrorKind.BAD_MODEL, f"{params.model_path}: no model.bin in this folder"
            )
        self.close()
        process = psutil.Process(os.getpid())
        before = process.memory_info().rss
        started = time.perf_counter()
        load_fault = self.binding.take_fault({FaultKind.ALLOC_AT_LOAD})
        try:
            with capped_whisper_load(load_fault is not None):
                model = WhisperModel(
                    params.model_path,
                    device="cuda" if self.binding.device == "cuda" else "cpu",
                    compute_type=params.compute_type,
                    cpu_threads=params.cpu_threads,
                )
        except (RuntimeError, ValueError, MemoryError) as exc:
            raise WorkFailed(_classify(exc), str(exc) or type(exc).__name__) from exc
        # Faults armed on the simulated card fire inside CTranslate2's encode (intercept.py).
        model.model = FaultyWhisperModel(model.model, self.faults)
        allocated = max(0, process.memory_info().rss - before)
        try:
            self.binding.charge("weights", allocated)
        except SimulatedOutOfMemory as exc:
            raise WorkFailed(ErrorKind.OOM, CUDA_OOM) from exc
        except SimulatedDriverError as exc:
            raise WorkFailed(ErrorKind.DRIVER, str(exc)) from exc
        self.model = model
        return Ready(
            id=request.id,
            model=params.model_path,
            device=self.binding.label,
            allocations={"weights": allocated},
            load_seconds=time.perf_counter() - started,
        )

    def calibrate(self, request_id: str) -> Speed | None:
        """No calibration: a Whisper window costs seconds; the lane's speed is used."""
        return None

    def batcher(self) -> None:
        """Transcriptions run one at a time: no batch."""
        return None

    def close(self) -> None:
        """Free the model (and its simulated-GPU memory)."""
        if self.model is not None:
            self.model = None
            self.binding.release()

    def handle(self, request: WorkerCommand) -> Iterator[WorkerEvent]:
        """Transcribe a file, yielding segments and progress, then ``done``."""
        if self.model is None:
            raise WorkFailed(ErrorKind.NOT_LOADED, "no model loaded")
        if not isinstance(request, Transcribe):
            raise WorkFailed(ErrorKind.BAD_INPUT, f"a Whisper worker cannot {request.TYPE}")
        _check_file(request.path)
        _check_language(self.model, request)
        texts: list[str] = []
        self.faults.arm(self.binding.take_fault(WORK_FAULTS), lambda: len(texts))
        try:
            yield from self._transcribe(request, texts)
        finally:
            self.faults.disarm()

    def _transcribe(self, request: Transcribe, texts: list[str]) -> Iterator[WorkerEvent]:
        started = time.perf_counter()
        try:
            # A file object, not the name: any Linux file name opens, whatever its bytes.
            audio = open(request.path, "rb")  # noqa: SIM115 - closed below, after decoding
            with audio:
                segments, info = self.model.transcribe(
                    audio,
                    language=request.language,
                    beam_size=request.beam_size,
                    task=request.task,
                    vad_filter=request.vad_filter,
                )
            _check_decoded(request.path, info.duration)
            for segment in segments:
                self.context.raise_if_cancelled(request.id)
                yield Segment(request.id, len(texts), segment.start, segment.end, segment.text)
                yield Progress(request.id, min(segment.end, info.duration), info.duration)
                texts.append(segment.text)
        except WorkFailed as exc:
            raise WorkFailed(exc.kind, str(exc), "".join(texts)) from exc
        except Exception as exc:  # decoding errors come from PyAV, numpy or CTranslate2
            raise WorkFailed(_classify(exc), _describe(request.path, exc), "".join(texts)) from exc
        elapsed = time.perf_counter() - started
        yield Done(
            id=request.id,
            text="".join(texts).strip(),
            finish_reason="stop" if texts else NO_SPEECH,
            stats={
                "audio_seconds": float(info.duration),
                "segments": float(len(texts)),
                "total_ms": elapsed * 1000,
                "real_time_factor": elapsed / info.duration if info.duration else 0.0,
                "language_probability": float(info.language_probability or 0.0),
            },
            language=str(info.language or ""),
        )


def _check_language(model: Any, request: Transcribe) -> None:
    """An English-only model (tiny.en) refuses other languages and translation plainly,
    where faster-whisper would transcribe them as English."""
    if request.task not in ("transcribe", "translate"):
        raise WorkFailed(ErrorKind.BAD_INPUT, f"unknown task {request.task!r}")
    if model.model.is_multilingual:
        if request.language is not None and request.language not in model.supported_languages:
            raise WorkFailed(
                ErrorKind.BAD_INPUT, f"unknown language code {request.language!r} for Whisper"
            )
        return
    if request.task == "translate" or request.language not in (None, "en"):
        asked = "translation" if request.task == "translate" else f"language {request.language}"
        raise WorkFailed(
            ErrorKind.BAD_INPUT,
            f"the speech model understands English only, so {asked} cannot be done: "
            "choose a multilingual model (whisper-base)",
        )


MIN_AUDIO_S = 0.1  # shorter than any word


def _check_file(path: str) -> None:
    """A path that names a regular file, or a ``bad_input`` that says what it is instead."""
    where = Path(path)
    if where.is_dir():
        raise WorkFailed(ErrorKind.BAD_INPUT, f"{path}: is a folder, not an audio file")
    if not where.is_file():
        raise WorkFailed(ErrorKind.BAD_INPUT, f"{path}: no such file")


def _check_decoded(path: str, duration: float) -> None:
    """A file that decodes to no audio (truncated, or not audio) is bad input, not silence.

    Under ``MIN_AUDIO_S`` nothing could be said: a WAV cut to its header decodes to a
    few samples, random bytes named .flac to none.
    """
    if duration < MIN_AUDIO_S:
        raise WorkFailed(
            ErrorKind.BAD_INPUT,
            f"{path}: not a readable audio file (it decodes to {duration:.3f} s of audio: "
            "empty, truncated, or not audio at all)",
        )


def _classify(exc: BaseException) -> ErrorKind:
    runtime = classify_ctranslate2(exc)  # CTranslate2's own failures (failures.py's table)
    if runtime is not None:
        return runtime.kind
    text = str(exc)
    if "out of memory" in text:
        return ErrorKind.OOM
    if "CUDA" in text or "cuda" in text:
        return ErrorKind.DRIVER
    if type(exc).__module__.startswith("av") or isinstance(exc, (ValueError, IndexError)):
        return ErrorKind.BAD_INPUT
    return ErrorKind.INTERNAL


def _describe(path: str, exc: BaseException) -> str:
    if _classify(exc) is ErrorKind.BAD_INPUT:
        return f"{path}: not a readable audio file ({type(exc).__name__}: {exc})"
    return f"{type(exc).__name__}: {exc}"
