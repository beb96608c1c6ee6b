"""The tray indicator: an icon per mode, a notification signal on mode changes, its menu."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtGui import QAction, QImage, qGray
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.api import EngineMode
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.scheduling.lanes import LaneStatus
from engine.scheduling.status import EngineStatus
from engine.units import GIB
from ui.icons import app_icon, mode_icon
from ui.tray import TrayStatus, show_first

pytestmark = pytest.mark.gui

MODES = ("gpu", "degraded", "cpu-only", "down")


def _status(**overrides: Any) -> EngineStatus:
    status = EngineStatus(
        mode=EngineMode.GPU,
        reason="GPU healthy",
        gpu_description="NVIDIA H200",
        gpu_simulated=False,
        gpu=GpuSnapshot(0, "NVIDIA H200", False, 8 * GIB, 2 * GIB, 6 * GIB),
        host=HostSnapshot(32 * GIB, 20 * GIB, 2 * GIB, 16),
        lanes=(LaneStatus("gpu", 1, 2.0, ("r1",), 8), LaneStatus("cpu", 3, 9.0, (), 4)),
        breaker=BreakerSnapshot(BreakerState.CLOSED, 0, "", 0.0, 10.0, 0),
        ledger={},
        replicas=(),
        gpu_measured={},
        gpu_predicted=0,
        gpu_headroom=GIB,
        ram_reserve=4 * GIB,
        gpu_paused=False,
    )
    return replace(status, **overrides)


DEGRADED = {
    "mode": "degraded",
    "reason": "GPU paused: out of memory",
    "breaker": BreakerSnapshot(BreakerState.OPEN, 3, "out of memory", 9.0, 10.0, 1),
}


def _image(mode: str, simulated: bool) -> QImage:
    return mode_icon(mode, simulated).pixmap(32).toImage()


def _actions(tray: TrayStatus) -> dict[str, QAction]:
    return {action.text(): action for action in tray.menu().actions() if action.text()}


@pytest.fixture
def tray(qtbot: QtBot) -> TrayStatus:
    del qtbot  # only for the QApplication
    return TrayStatus(use_tray=False)


def test_offscreen_has_no_tray_but_tracks_the_mode(tray: TrayStatus) -> None:
    assert not tray.has_tray()
    assert tray.status() is None
    assert "waiting" in tray.status_text()
    tray.update_status(_status())
    assert tray.status() is not None


def test_icons_differ_per_mode_and_simulation() -> None:
    images = [_image(mode, simulated) for mode in MODES for simulated in (False, True)]
    for i, first in enumerate(images):
        for second in images[i + 1 :]:
            assert first != second
    keys = {mode_icon(mode, simulated).cacheKey() for mode in MODES for simulated in (False, True)}
    assert len(keys) == 8
    assert mode_icon("gpu", False) is mode_icon("gpu", False)


def test_tray_icon_follows_the_mode(tray: TrayStatus) -> None:
    for mode in MODES:
        tray.update_status(_status(mode=mode))
        assert tray.icon().cacheKey() == mode_icon(mode, False).cacheKey()
    tray.update_status(_status(gpu_simulated=True))
    assert tray.icon().cacheKey() == mode_icon("gpu", True).cacheKey()


def test_mode_changed_fires_once_on_a_change(qtbot: QtBot, tray: TrayStatus) -> None:
    seen: list[tuple[str, str]] = []
    tray.mode_changed.connect(lambda mode, message: seen.append((mode, message)))
    tray.update_status(_status())
    tray.update_status(_status())
    assert seen == []
    with qtbot.waitSignal(tray.mode_changed) as blocker:
        tray.update_status(_status(**DEGRADED))
    assert blocker.args == [
        "degraded",
        "Spillway is degraded: running on the CPU (the graphics card ran out of memory)",
    ]
    tray.update_status(_status(**DEGRADED))
    assert len(seen) == 1
    tray.update_status(_status())
    assert seen[-1][0] == "gpu"
    assert "back on the GPU" in seen[-1][1]
    assert len(seen) == 2


def test_first_status_is_not_a_change(tray: TrayStatus) -> None:
    seen: list[str] = []
    tray.mode_changed.connect(lambda mode, _message: seen.append(mode))
    tray.update_status(_status(mode="down", reason="no GPU and CPU failover is off"))
    assert seen == []


def test_status_text_mentions_mode_reason_and_queues(tray: TrayStatus) -> None:
    tray.update_status(_status(**DEGRADED, gpu_simulated=True))
    text = tray.status_text()
    assert "\n" not in text
    assert "Degraded" in text
    assert "out of memory" in text
    assert "GPU 1/8" in text
    assert "CPU 3/4" in text
    assert "SIMULATED GPU" in text
    tooltip = tray.tooltip()
    assert "Degraded" in tooltip
    assert "CPU 3/4" in tooltip


def test_menu_actions_emit_their_signals(qtbot: QtBot, tray: TrayStatus) -> None:
    actions = _actions(tray)
    assert list(actions) == [
        "Show window",
        "New chat",
        "Transcribe file…",
        "Pause GPU use",
        "Settings…",
        "Quit",
    ]
    pairs = [
        ("Show window", tray.show_window),
        ("New chat", tray.new_chat),
        ("Transcribe file…", tray.transcribe_file),
        ("Settings…", tray.open_settings),
        ("Quit", tray.quit_requested),
    ]
    for text, signal in pairs:
        with qtbot.waitSignal(signal, timeout=1000):
            actions[text].trigger()


def test_pause_action_is_checkable_and_emits(qtbot: QtBot, tray: TrayStatus) -> None:
    pause = _actions(tray)["Pause GPU use"]
    assert pause.isCheckable()
    with qtbot.waitSignal(tray.pause_gpu) as blocker:
        pause.trigger()
    assert blocker.args == [True]
    with qtbot.waitSignal(tray.pause_gpu) as blocker:
        pause.trigger()
    assert blocker.args == [False]


def test_pause_action_reflects_the_status(qtbot: QtBot, tray: TrayStatus) -> None:
    pause = _actions(tray)["Pause GPU use"]
    with qtbot.assertNotEmitted(tray.pause_gpu):
        tray.update_status(_status(gpu_paused=True, mode="degraded"))
        assert pause.isChecked()
        tray.update_status(_status())
        assert not pause.isChecked()


def _in_grey(mode: str) -> list[int]:
    """The icon as a monochrome panel (or a reader blind to colour) sees it: alpha-weighted grey."""
    image = _image(mode, False)
    return [
        image.pixelColor(x, y).alpha() * (1 + qGray(image.pixel(x, y))) // 256
        for x in range(image.width())
        for y in range(image.height())
    ]


def test_each_mode_has_its_own_shape_not_only_its_colour() -> None:
    greys = {mode: _in_grey(mode) for mode in MODES}
    for i, first in enumerate(MODES):
        for second in MODES[i + 1 :]:
            pairs = zip(greys[first], greys[second], strict=True)
            differing = sum(abs(a - b) > 96 for a, b in pairs)
            # Tens of pixels of a 32 px icon: outline and glyph, not anti-aliasing.
            assert differing > 60, (first, second, differing)


def test_before_the_first_status_the_tray_shows_the_apps_icon(tray: TrayStatus) -> None:
    assert tray.icon().cacheKey() == app_icon().cacheKey()
    assert not app_icon().isNull()


def test_started_minimised_without_a_tray_the_window_is_minimised_not_lost(
    qtbot: QtBot, tray: TrayStatus
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    show_first(window, tray, minimized=True)
    assert window.isVisible() and window.isMinimized()
    plain = QWidget()
    qtbot.addWidget(plain)
    show_first(plain, tray, minimized=False)
    assert plain.isVisible() and not plain.isMinimized()
