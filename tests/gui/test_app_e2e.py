"""The desktop app end to end: real engine, real workers, default models, simulated GPU."""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import psutil
import pytest
import qasync
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication

from app.desktop import DesktopApp, instance_key
from app.paths import Paths
from engine.api import Lane, parse_fault, parse_size
from tests.conftest import DATA
from tests.integration.engine_helpers import FINGERPRINTS
from ui.drill_dialog import DrillLauncher

pytestmark = [pytest.mark.gui, pytest.mark.models]


def paths_for(tmp: Path) -> Paths:
    """An isolated data folder, with fast heartbeats and the shared model fingerprints."""
    paths = Paths.default(tmp)
    paths.config.mkdir(parents=True)
    # Whisper tiny.en keeps the app's start fast (base is the users' default).
    paths.settings_file.write_text(
        "[worker]\nheartbeat_s = 0.5\n[breaker]\nopen_s = 30.0\n"
        '[models]\nwhisper = "whisper-tiny-en"\n'
    )
    if FINGERPRINTS.is_file():
        paths.cache.mkdir(parents=True)
        shutil.copy(FINGERPRINTS, paths.fingerprints)
    return paths


def desktop(tmp: Path, faults: tuple[str, ...] = ()) -> DesktopApp:
    args = argparse.Namespace(
        simulate_gpu=parse_size("1GiB"), gpu_foreign=0, fault=[parse_fault(f) for f in faults]
    )
    paths = paths_for(tmp)
    return DesktopApp(args, paths, instance_key(paths))


async def until(predicate: Callable[[], bool], timeout: float = 30.0) -> None:
    """Let the loop run until ``predicate`` holds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting for the app")
        await asyncio.sleep(0.05)


def workers_of_this_process() -> list[int]:
    return [
        p.pid
        for p in psutil.Process().children(recursive=True)
        if "engine.workers.main" in " ".join(p.cmdline())
    ]


def test_a_chat_is_answered_on_the_gpu_and_kept_in_the_conversation(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, str, int]:
        app = desktop(tmp_path)
        await app.start()
        assert app.window is not None
        chat = app.window.chat
        chat.input.setPlainText("What is a GPU?")
        chat.send()
        await until(lambda: chat.tag is None and chat.answer is not None and bool(chat.answer.text))
        assert chat.answer is not None and chat.conversation is not None
        note, text = chat.answer.header.text(), chat.answer.text
        saved = len(chat.conversation.messages)
        app.window.close()
        await app.stop()
        return note, text, saved

    note, text, saved = qasync.run(scenario())
    assert "GPU" in note and text
    assert saved == 2


def test_a_gpu_fault_shows_the_degraded_banner_and_the_answer_completes(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, str, str, bool]:
        app = desktop(tmp_path, ("alloc-before-generation",))
        await app.start()
        assert app.window is not None
        chat = app.window.chat
        chat.send("hi")
        await until(lambda: chat.answer is not None and chat.answer.banner.isVisibleTo(chat))
        assert chat.answer is not None
        banner = chat.answer.banner.label.text() + " " + chat.answer.banner.eta.text()
        window_banner = chat.banner.label.text()
        await until(lambda: chat.tag is None)
        note = chat.answer.header.text()
        done = bool(chat.answer.text)
        app.window.close()
        await app.stop()
        return banner, window_banner, note, done

    banner, window_banner, note, done = qasync.run(scenario())
    assert "Runs on the processor" in banner and "slower than on the graphics card" in banner
    assert "ETA" in banner
    assert "graphics card failed" in window_banner
    assert "CPU" in note and "attempt 2" in note
    assert done


def test_cancel_while_queued_and_while_generating(qapp: QApplication, tmp_path: Path) -> None:
    async def scenario() -> tuple[str, str]:
        app = desktop(tmp_path)
        await app.start()
        assert app.window is not None and app.session is not None and app.session.engine is not None
        chat = app.window.chat
        chat.max_tokens = 400
        chat.send("Write a long story about a graphics card.")
        await until(lambda: chat.answer is not None and len(chat.answer.text) > 20)
        chat.stop()
        await until(lambda: chat.tag is None)
        assert chat.answer is not None
        during = chat.answer.header.text()
        # Queued: the GPU lane is held by a direct request, so the chat waits behind it.
        engine = app.session.engine
        from tests.integration.engine_helpers import chat as long_chat

        blocker = await engine.submit(long_chat(max_tokens=300))
        chat.send("Another question")
        await until(lambda: chat.answer is not None and "queued" in chat.answer.header.text())
        chat.stop()
        await until(lambda: chat.tag is None)
        queued = chat.answer.header.text()
        await engine.cancel(blocker.request_id)
        app.window.close()
        await app.stop()
        return during, queued

    during, queued = qasync.run(scenario())
    assert during.endswith("stopped") and queued.endswith("stopped")


def test_dropped_audio_is_transcribed_and_exports_parse_back(
    qapp: QApplication, tmp_path: Path
) -> None:
    bad = tmp_path / "broken.wav"
    bad.write_bytes(b"RIFF" + os.urandom(2000))

    async def scenario() -> tuple[list[str], str, str, str]:
        app = desktop(tmp_path / "app")
        await app.start()
        assert app.window is not None
        panel = app.window.transcription
        panel.accept_urls(
            [QUrl.fromLocalFile(str(DATA / "speech.wav")), QUrl.fromLocalFile(str(bad))]
        )
        await until(
            lambda: (
                panel.row_state(0) in ("done", "failed")
                and panel.row_state(1) in ("done", "failed")
            ),
            60,
        )
        states = [panel.row_state(0), panel.row_state(1)]
        panel.export(0, "srt", tmp_path / "out.srt")
        panel.export(0, "vtt", tmp_path / "out.vtt")
        text = panel.row_text(0)
        app.window.close()
        await app.stop()
        return states, text, (tmp_path / "out.srt").read_text(), (tmp_path / "out.vtt").read_text()

    states, text, srt, vtt = qasync.run(scenario())
    assert states == ["done", "failed"]
    assert "memory" in text.lower()
    blocks = [b.splitlines() for b in srt.strip().split("\n\n")]
    assert [b[0] for b in blocks] == [str(i) for i in range(1, len(blocks) + 1)]
    assert all(" --> " in b[1] and "," in b[1] for b in blocks)
    assert vtt.startswith("WEBVTT\n\n") and "." in vtt.splitlines()[2]
    assert " ".join(" ".join(b[2:]) for b in blocks).strip() == " ".join(text.split())


def test_the_tray_follows_the_breaker_and_settings_reach_the_engine(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, str, int, int, DrillLauncher | None]:
        app = desktop(tmp_path)
        await app.start()
        assert app.window is not None and app.session is not None and app.session.engine is not None
        engine, window = app.session.engine, app.window
        await until(
            lambda: (
                "healthy" in window.tray.status_text().lower()
                or "gpu" in window.tray.status_text().lower()
            )
        )
        before = window.tray.status_text()
        engine.breaker.force_open("3 GPU failures in 60 s: oom, oom, oom")
        await until(lambda: "degraded" in window.tray.status_text().lower())
        after = window.tray.status_text()
        window._settings_applied(engine.settings.replace({"cpu_lane.max_queue": 7}))
        queue = engine.lanes[Lane.CPU].limits.max_queue
        saved = app.paths.settings_file.read_text().count("max_queue = 7")
        window.actions_by_name["drill"].trigger()  # the drill's dialog, not started
        drill = window.drill_dialog
        launcher = drill.launcher if drill is not None and drill.isVisible() else None
        window.close()
        await app.stop()
        return before, after, queue, saved, launcher

    before, after, queue, saved, launcher = qasync.run(scenario())
    assert "degraded" not in before.lower() and "ran out of memory" in after  # oom, worded
    assert queue == 7 and saved == 1
    assert launcher is not None and launcher.arguments[-1] == "drill"
    assert launcher.reports_root == tmp_path / "data" / "drills"


def test_one_instance_and_closing_exits_0_leaving_no_worker(tmp_path: Path) -> None:
    paths = paths_for(tmp_path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen(
        [sys.executable, "-m", "app", "--data-dir", str(tmp_path), "--simulate-gpu", "1GiB", "app"],
        env=env,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    workers: list[int] = []
    while time.monotonic() < deadline and len(workers) < 2:
        time.sleep(0.2)
        workers = [p.pid for p in psutil.Process(child.pid).children(recursive=True)]
    assert len(workers) >= 2, "the app did not start its CPU replicas"
    assert paths.log_file.is_file()
    second = subprocess.run(
        [sys.executable, "-m", "app", "--data-dir", str(tmp_path), "app"],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert second.returncode == 0 and "already running" in second.stdout  # one instance
    child.send_signal(signal.SIGTERM)  # what the window's close does, from outside
    assert child.wait(timeout=30) == 0
    time.sleep(0.3)
    assert [
        p
        for p in workers
        if psutil.pid_exists(p) and psutil.Process(p).status() != psutil.STATUS_ZOMBIE
    ] == []


def test_the_local_api_follows_its_settings_toggle(qapp: QApplication, tmp_path: Path) -> None:
    import json
    import socket
    import urllib.error
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    def health() -> str:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5) as reply:
                return str(json.loads(reply.read())["mode"])
        except (urllib.error.URLError, ConnectionError):
            return "unreachable"

    async def scenario() -> tuple[str, str, str, str]:
        app = desktop(tmp_path)
        await app.start()
        assert app.window is not None and app.session is not None
        settings = app.session.settings
        before = await asyncio.to_thread(health)
        app.window._settings_applied(settings.replace({"api.enabled": True, "api.port": port}))
        await until(lambda: app.api is not None)
        on = await asyncio.to_thread(health)
        bound_wide = settings.replace(
            {"api.enabled": True, "api.port": port, "api.host": "0.0.0.0"}
        )
        app.window._settings_applied(bound_wide)
        await until(lambda: app.api_address == ("0.0.0.0", port))
        key = app.window.settings.get_str("api.key")
        app.window._settings_applied(settings.replace({"api.enabled": False}))
        await until(lambda: app.api is None)
        off = await asyncio.to_thread(health)
        app.window.close()
        await app.stop()
        return before, on, key, off

    before, on, key, off = qasync.run(scenario())
    assert before == "unreachable" and on == "gpu" and off == "unreachable"
    assert len(key) >= 24  # made on first enable beyond loopback, kept in settings
