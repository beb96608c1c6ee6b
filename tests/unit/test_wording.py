"""The engine's codes and reasons in plain words (ui.wording is pure: no Qt needed)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale

from engine.api import Action, CapacityError, Decision, Degraded, EngineMode
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.scheduling.status import EngineStatus
from engine.units import GIB, MIB
from tests import routes
from ui import wording
from ui.wording import Level

CLOSED = BreakerSnapshot(BreakerState.CLOSED, 0, "", 0.0, 10.0, 0)


def _status(**overrides: object) -> EngineStatus:
    status = EngineStatus(
        mode=EngineMode.GPU,
        reason="new work runs on the GPU",
        gpu_description="Simulated GPU (1.00 GiB)",
        gpu_simulated=True,
        gpu=GpuSnapshot(0, "Simulated GPU", True, GIB, 900 * MIB, 124 * MIB),
        host=HostSnapshot(32 * GIB, 20 * GIB, 2 * GIB, 16),
        lanes=(),
        breaker=CLOSED,
        ledger={},
        replicas=(),
        gpu_measured={},
        gpu_predicted=0,
        gpu_headroom=256 * MIB,
        ram_reserve=4 * GIB,
        gpu_paused=False,
    )
    return replace(status, **overrides)  # type: ignore[arg-type]


def test_a_foreign_workload_is_not_called_healthy() -> None:
    forecast = Decision(
        Action.ROUTE_CPU,
        "GPU memory pressure 126% is above the 90% threshold",
        eta_s=13.2,
    )
    plain = wording.engine_state(_status(), forecast)
    assert plain.sentence == (
        "Simulated GPU full: another program holds 944 MB; answers come from the processor, "
        "about 13 s"
    )
    assert plain.level is Level.WARNING
    assert "126%" in plain.detail and "cpu" in plain.detail  # the engine's words, on demand


def test_a_free_card_is_ready_and_says_so_plainly() -> None:
    free = GpuSnapshot(0, "Simulated GPU", True, GIB, 100 * MIB, 924 * MIB)
    plain = wording.engine_state(_status(gpu=free), Decision(Action.ADMIT, "fits"))
    assert plain.title == "Simulated GPU ready" and plain.level is Level.OK


def test_cpu_only_paused_and_down() -> None:
    cpu = wording.engine_state(_status(mode="cpu-only", reason="no GPU on this machine", gpu=None))
    assert cpu.title == "Processor only" and "no graphics card" in cpu.text
    paused = wording.engine_state(_status(mode="degraded", gpu_paused=True))
    assert paused.title == "GPU paused" and paused.level is Level.WARNING
    down = wording.engine_state(_status(mode="down", reason="no GPU and CPU failover is off"))
    assert down.level is Level.ERROR and not down.retry


def test_engineer_reasons_become_sentences() -> None:
    assert wording.reason("oom (llama_decode returned -2)") == "the graphics card ran out of memory"
    assert "crashed" in wording.reason("killed by signal 6: ggml_cuda_error")
    assert wording.reason("GPU memory pressure 126% is above the 90% threshold") == (
        "the graphics card is 126% full (Spillway keeps it under 90%)"
    )
    assert wording.reason("the GPU failed: oom (x)") == "the graphics card failed (out of memory)"
    assert wording.reason("something new") == "something new"  # unknown: left as said


def test_not_audio_has_no_retry_and_no_ffmpeg_words() -> None:
    message = "InvalidDataError: [Errno 1094995529] Invalid data found when processing input"
    plain = wording.failure("internal", message, audio=True)
    assert plain.title == "Not an audio file" and not plain.retry
    assert "Errno" not in plain.text and "Errno" in plain.detail
    oom = wording.failure("oom", "oom (llama_decode returned -2)")
    assert oom.retry and "ran out of memory" in oom.text.lower()


def test_degraded_and_refusal() -> None:
    event = Degraded(
        "r", routes.CPU, "m", ("running on the CPU (slower)",), "the GPU failed: oom", 9
    )
    plain = wording.degraded(event)
    assert "the processor" in plain.text and "running on the CPU (slower)" in plain.text
    refusal = wording.refusal(CapacityError("the CPU queue is full (4 waiting)", 0, 0, 12.0))
    assert refusal.text == "Too many requests wait for the processor. Try again in about 12 s."
    assert not wording.refusal(CapacityError("x", permanent=True)).retry


def test_sizes_and_durations_for_people() -> None:
    QLocale.setDefault(QLocale("en"))  # the interface's language, whatever LANG says
    assert wording.size(900 * MIB) == "944 MB"
    assert wording.size(3 * GIB) == "3.2 GB"
    QLocale.setDefault(QLocale("de"))
    assert wording.size(3 * GIB) == "3,2 GB"  # the German decimal comma
    QLocale.setDefault(QLocale("en"))
    assert wording.duration(0.4) == "a moment"
    assert wording.duration(13.2) == "about 13 s"
    assert wording.duration(240) == "about 4 min"
