"""Mode changes go to the freedesktop notification service when there is no tray.

The test starts its own session bus (``dbus-daemon --session``) and a stand-in notification
daemon on it (``notification_server.py``, QtDBus in its own process, as a desktop's is), so
what Spillway sends is checked as a daemon receives it: types, replaces id and hints.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.api import EngineMode
from tests.gui.test_tray import DEGRADED, _status
from ui.notify import DesktopNotifier
from ui.tray import TrayStatus

pytestmark = pytest.mark.gui


@pytest.fixture
def bus_address() -> Iterator[str]:
    daemon_path = shutil.which("dbus-daemon")
    assert daemon_path, "dbus-daemon is missing: `make test-tools` installs it"
    with subprocess.Popen(
        [daemon_path, "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,  # it cannot raise its file limit unprivileged: no matter
        text=True,
    ) as daemon:
        assert daemon.stdout is not None
        yield daemon.stdout.readline().strip()
        daemon.terminate()


@pytest.fixture
def server(bus_address: str) -> Iterator[subprocess.Popen[str]]:
    env = os.environ | {"DBUS_SESSION_BUS_ADDRESS": bus_address, "QT_QPA_PLATFORM": "offscreen"}
    with subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("notification_server.py"))],
        stdout=subprocess.PIPE,
        stdin=subprocess.PIPE,
        text=True,
        env=env,
    ) as served:
        assert served.stdout is not None
        assert served.stdout.readline().strip() == "ready"
        yield served
        served.terminate()


def _received(server: subprocess.Popen[str], count: int) -> list[dict[str, Any]]:
    assert server.stdout is not None
    return [json.loads(server.stdout.readline()) for _ in range(count)]


def test_without_a_tray_mode_changes_are_desktop_notifications(
    qtbot: QtBot, bus_address: str, server: subprocess.Popen[str]
) -> None:
    del qtbot  # only for the QApplication
    notifier = DesktopNotifier(bus_address, expire_ms=5000)
    tray = TrayStatus(use_tray=False, notifier=notifier)
    try:
        tray.update_status(_status())  # the first status is not a change
        tray.update_status(_status(**DEGRADED))
        [degraded] = _received(server, 1)  # one at a time: each replaces the one before
        tray.update_status(replace(_status(**DEGRADED), mode=EngineMode.DOWN, reason="driver lost"))
        [down] = _received(server, 1)
        tray.update_status(_status(reason="GPU healthy again"))
        [back] = _received(server, 1)
    finally:
        notifier.close()
    received = [degraded, down, back]
    assert {n["app"] for n in received} == {"Spillway"}
    summaries = [n["summary"] for n in received]
    assert summaries == ["Degraded (CPU / fallback)", "GPU unavailable", "GPU healthy"]
    assert "degraded" in degraded["body"] and "out of memory" in degraded["body"]
    assert "down" in down["body"] and "graphics driver does not answer" in down["body"]
    assert "back on the GPU" in back["body"]
    # Each replaces the one before: one Spillway bubble at a time.
    assert [n["replaces"] for n in received] == [0, 41, 42]
    assert all(n["icon"] == "spillway" and n["expire"] == 5000 for n in received)
    assert degraded["hints"] == {"desktop-entry": "io.github.spillway.Spillway"}


def test_without_a_notification_service_nothing_is_shown_and_nothing_breaks(
    qtbot: QtBot, bus_address: str
) -> None:
    del qtbot  # only for the QApplication
    notifier = DesktopNotifier(bus_address)
    try:
        assert notifier.notify("GPU unavailable", "Spillway is down").result(timeout=30) == 0
    finally:
        notifier.close()
