"""The status view shows every part of EngineStatus, and updating it creates no widgets."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from engine.api import Action, Decision, EngineMode
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.remote.tier import RemoteStatus
from engine.scheduling.lanes import LaneStatus
from engine.scheduling.status import EngineStatus, ReplicaStatus, RequestSummary
from engine.units import GIB, MIB, format_size
from tests.integration.engine_helpers import make_engine
from ui.status_view import GPU_SEGMENTS, MemoryBar, StatusView

pytestmark = pytest.mark.gui

CLOSED = BreakerSnapshot(BreakerState.CLOSED, 0, "", 0.0, 10.0, 0)
OPEN = BreakerSnapshot(BreakerState.OPEN, 3, "out of memory", 7.2, 10.0, 1)


def _status(**overrides: Any) -> EngineStatus:
    status = EngineStatus(
        mode=EngineMode.GPU,
        reason="GPU healthy",
        gpu_description="Simulated GPU (8.00 GiB)",
        gpu_simulated=True,
        gpu=GpuSnapshot(0, "Simulated GPU", True, 8 * GIB, 5 * GIB, 3 * GIB),
        host=HostSnapshot(32 * GIB, 20 * GIB, 2 * GIB, 16),
        lanes=(
            LaneStatus("gpu", 2, 3.4, ("r1",), 8),
            LaneStatus("cpu", 0, 0.0, (), 4),
        ),
        breaker=CLOSED,
        ledger={},
        replicas=(
            ReplicaStatus("llm@gpu", True, "qwen-0.5b", 4096, 1234, "GPU, KV cache in host RAM"),
            ReplicaStatus("llm@cpu", False, "", 0, None),
        ),
        gpu_measured={"weights": 2 * GIB, "kv": 512 * MIB, "compute": 256 * MIB, "output": MIB},
        gpu_predicted=3 * GIB,
        gpu_headroom=GIB,
        ram_reserve=4 * GIB,
        gpu_paused=False,
    )
    return replace(status, **overrides)


def _cells(table: QTableWidget) -> list[list[str]]:
    rows = []
    for row in range(table.rowCount()):
        cells = []
        for column in range(table.columnCount()):
            item = table.item(row, column)
            cells.append(item.text() if item is not None else "")
        rows.append(cells)
    return rows


@pytest.fixture
def view(qtbot: QtBot) -> StatusView:
    widget = StatusView()
    qtbot.addWidget(widget)
    return widget


def test_simulated_gpu_is_said_plainly(view: StatusView) -> None:
    view.update_status(_status())
    assert not view.simulated_label.isHidden()
    assert "SIMULATED GPU" in view.simulated_label.text()
    assert "Simulated GPU ready" in view.mode_label.text()


def test_real_gpu_hides_the_simulated_label(view: StatusView) -> None:
    gpu = GpuSnapshot(0, "NVIDIA H200", False, 8 * GIB, 5 * GIB, 3 * GIB)
    view.update_status(_status(gpu_simulated=False, gpu=gpu, gpu_description="NVIDIA H200"))
    assert view.simulated_label.isHidden()


def test_gpu_bar_segments_match_the_status(view: StatusView) -> None:
    view.update_status(_status())
    measured = 2 * GIB + 512 * MIB + 256 * MIB + MIB
    assert view.gpu_bar.segments() == [
        ("weights", 2 * GIB),
        ("KV cache", 512 * MIB),
        ("compute", 256 * MIB + MIB),  # output buffers count as compute
        ("other programs", 5 * GIB - measured),
        ("headroom", GIB),
        ("free", 2 * GIB),
    ]
    legend = view.gpu_legend.text()
    for label, n_bytes in view.gpu_bar.segments():
        assert f"{label} {format_size(n_bytes)}" in legend
    totals = view.gpu_totals_label.text()
    assert f"predicted (ledger) {format_size(3 * GIB)}" in totals
    assert f"observed {format_size(measured)}" in totals


def test_other_programs_never_go_negative(view: StatusView) -> None:
    gpu = GpuSnapshot(0, "Simulated GPU", True, 8 * GIB, GIB, 7 * GIB)
    view.update_status(_status(gpu=gpu))
    assert dict(view.gpu_bar.segments())["other programs"] == 0


def test_host_ram_bar_marks_the_reserve(view: StatusView) -> None:
    view.update_status(_status())
    assert view.ram_bar.segments() == [
        ("Spillway", 2 * GIB),
        ("other programs", 10 * GIB),
        ("available", 20 * GIB),
    ]
    assert view.ram_bar.marker() == 28 * GIB
    assert f"reserve {format_size(4 * GIB)}" in view.ram_legend.text()


def test_lanes_and_replicas_tables(view: StatusView) -> None:
    view.update_status(_status())
    assert _cells(view.lanes_table) == [
        ["GPU", "2/8", "3.4 s", "r1"],
        ["CPU", "0/4", "-", "-"],
    ]
    assert _cells(view.replicas_table) == [
        ["Chat, GPU", "yes", "qwen-0.5b", "4,096", "0 of 1", "GPU, KV cache in host RAM", "1234"],
        ["Chat, CPU", "no", "-", "-", "-", "-", "-"],
    ]
    split = ReplicaStatus(
        "llm@gpu", True, "qwen", 4096, 7, "1 layers on the GPU, the rest on the CPU"
    )
    view.update_status(_status(replicas=(split,)))
    assert _cells(view.replicas_table)[0][5] == "1 layer on the GPU, the rest on the CPU"


def test_a_replica_answering_chats_together_shows_its_slots(view: StatusView) -> None:
    """Four chats of 2,048 tokens share a cache of 8,192 cells; two are answered now."""
    batched = ReplicaStatus("llm@gpu", True, "qwen", 8192, 7, "GPU", parallel=4, answering=2)
    view.update_status(_status(replicas=(batched,)))
    assert _cells(view.replicas_table)[0][3:5] == ["4 \u00d7 2,048", "2 of 4"]


@pytest.mark.parametrize(
    ("gpu_size", "expected"),
    [
        (None, ["Chat, CPU", "Speech, CPU"]),  # no GPU lane: no GPU lane replicas
        ("1GiB", ["Chat, GPU", "Speech, GPU", "Chat, CPU", "Speech, CPU"]),  # "llm@sim-gpu"
    ],
)
def test_each_replica_is_listed_once_by_its_lane(
    view: StatusView, tmp_path: Path, gpu_size: str | None, expected: list[str]
) -> None:
    """The status of a real engine (not started: nothing is loaded), on a CPU-only machine
    and on a simulated GPU, whose workers are named by device ("llm@sim-gpu")."""
    engine = make_engine(tmp_path, gpu_size=gpu_size)
    view.update_status(engine.status())
    assert [row[0] for row in _cells(view.replicas_table)] == expected


def test_breaker_text(view: StatusView) -> None:
    view.update_status(_status())
    assert view.breaker_label.text().startswith("closed (the GPU is used) · 0 failures")
    view.update_status(_status(mode="degraded", reason="GPU paused: out of memory", breaker=OPEN))
    text = view.breaker_label.text()
    assert text.startswith("open (the GPU rests) · 3 failures in the window")
    assert "reason: the graphics card ran out of memory" in text  # worded from the engine's
    assert "next test in 8 s" in text
    assert "Simulated GPU unavailable" in view.mode_label.text()
    assert "ran out of memory" in view.mode_label.text()


def test_second_update_reuses_the_widgets(view: StatusView) -> None:
    view.update_status(_status())
    before = view.findChildren(QWidget)
    bar = view.gpu_bar
    lanes = (*_status().lanes, LaneStatus("whisper", 1, 0.5, (), 2))
    view.update_status(_status(mode="degraded", breaker=OPEN, lanes=lanes, gpu_paused=True))
    view.update_status(_status())
    after = view.findChildren(QWidget)
    assert len(after) == len(before)
    assert set(map(id, after)) == set(map(id, before))
    assert view.gpu_bar is bar


def test_no_gpu_says_cpu_only(view: StatusView) -> None:
    view.update_status(
        _status(
            mode="cpu-only",
            reason="no GPU on this machine",
            gpu=None,
            gpu_simulated=False,
            gpu_description="no GPU",
            gpu_measured={},
            gpu_predicted=0,
            gpu_headroom=0,
        )
    )
    assert view.gpu_note_label.text() == "No GPU: CPU only"
    assert not view.gpu_note_label.isHidden()
    assert view.gpu_bar.isHidden()
    assert all(n_bytes == 0 for _label, n_bytes in view.gpu_bar.segments())
    assert "Processor only" in view.mode_label.text()
    # No GPU lane and no breaker guarding a GPU: "closed (the GPU is used)" would mislead.
    assert [row[0] for row in _cells(view.lanes_table)] == ["CPU"]
    assert view.breaker_box.isHidden()
    view.update_status(_status())
    assert view.gpu_note_label.isHidden()
    assert not view.gpu_bar.isHidden()
    assert [row[0] for row in _cells(view.lanes_table)] == ["GPU", "CPU"]
    assert not view.breaker_box.isHidden()


def test_gpu_error_is_shown(view: StatusView) -> None:
    gpu = GpuSnapshot(0, "NVIDIA H200", False, 8 * GIB, 0, 0, error="driver restarting")
    view.update_status(_status(mode="degraded", reason="driver restarting", gpu=gpu))
    assert view.gpu_note_label.text() == "GPU error: driver restarting"
    assert not view.gpu_note_label.isHidden()


def test_the_headline_follows_admission_not_only_the_mode(view: StatusView) -> None:
    held = GpuSnapshot(0, "Simulated GPU", True, GIB, 900 * MIB, 124 * MIB)
    view.update_status(_status(gpu=held, gpu_measured={}, gpu_headroom=256 * MIB))
    view.update_forecast(Decision(Action.ROUTE_CPU, "GPU memory pressure 126% is above", eta_s=13))
    text = view.mode_label.text()
    assert "healthy" not in text and "ready" not in text
    assert "GPU full" in text and "another program holds 944 MB" in text
    assert "the processor, about 13 s" in text
    assert "126%" in view.state_banner.detail_label.text()  # the engine's words, on demand
    view.update_forecast(Decision(Action.ADMIT, "fits"))
    assert "ready" in view.mode_label.text()


def test_the_view_scrolls_to_fit_a_768_pixel_screen(qtbot: QtBot, view: StatusView) -> None:
    view.update_status(_status())
    view.resize(900, 420)
    view.show()
    qtbot.waitExposed(view)
    assert view.minimumSizeHint().height() < 300
    assert view.verticalScrollBar().maximum() > 0  # the rest is a scroll away


def test_memory_bar_paints(qtbot: QtBot) -> None:
    bar = MemoryBar(GPU_SEGMENTS)
    qtbot.addWidget(bar)
    bar.set_values([GIB, GIB, GIB, GIB, GIB, 3 * GIB], 8 * GIB)
    bar.set_marker(6 * GIB, "reserve")
    bar.resize(200, 20)
    image = bar.grab().toImage()
    assert image.pixelColor(5, 10) != image.pixelColor(195, 10)
    with pytest.raises(ValueError):
        bar.set_values([1, 2], 3)


def test_requests_show_who_asked_the_app_or_an_api_client(view: StatusView) -> None:
    requests = (
        RequestSummary("req-1", "app", "chat", "gpu", "running", 1),
        RequestSummary("req-2", "API 192.168.1.20", "transcription", "cpu", "queued", 2),
    )
    view.update_status(_status(requests=requests))
    assert _cells(view.requests_table) == [
        ["req-1", "this window", "Chat", "GPU", "running"],
        ["req-2", "API client 192.168.1.20", "Transcription", "CPU", "queued, attempt 2"],
    ]
    view.update_status(_status())
    assert view.requests_table.rowCount() == 0


def test_a_remote_server_is_shown_only_when_configured(view: StatusView) -> None:
    view.update_status(_status())
    assert view.remote_box.isHidden()
    up = RemoteStatus("192.168.1.20:11434", "llama3.2:3b", True, "", 2.0)
    view.update_status(_status(remote=up))
    assert not view.remote_box.isHidden()
    assert view.remote_label.text() == "192.168.1.20:11434 · model llama3.2:3b · answers"
    down = RemoteStatus("192.168.1.20:11434", "", False, "connection refused", 1.0)
    view.update_status(_status(remote=down))
    assert view.remote_label.text().endswith("does not answer: connection refused")
