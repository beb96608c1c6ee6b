"""The chat end to end: the real desktop app, engine, workers and default models."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.desktop import DesktopApp, instance_key
from app.paths import Paths
from engine.api import parse_size
from tests.gui.test_app_e2e import paths_for, until
from ui.conversations import REFUSED, ConversationStore
from ui.stall import StallProbe

pytestmark = [pytest.mark.gui, pytest.mark.models]
# Heartbeats loose enough for a busy machine: these tests are about the window.
SETTINGS = "[worker]\nheartbeat_s = 3.0\n"


def desktop(tmp: Path, fingerprints: bool = True) -> DesktopApp:
    """The desktop app on a simulated 1 GiB GPU, in its own data folder."""
    paths = paths_for(tmp) if fingerprints else Paths.default(tmp)
    paths.config.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(SETTINGS)
    args = argparse.Namespace(simulate_gpu=parse_size("1GiB"), gpu_foreign=0, fault=[])
    return DesktopApp(args, paths, instance_key(paths))


def test_an_answer_keeps_streaming_into_its_conversation_while_another_is_open(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, list[str], str]:
        app = desktop(tmp_path)
        await app.start()
        assert app.window is not None
        chat = app.window.chat
        chat.max_tokens = 60
        chat.send("Write a short story about a graphics card.")
        first = chat.conversation_id
        await until(lambda: chat.answer is not None and len(chat.answer.text) > 10)
        chat.new_conversation()  # switch while it streams
        chat.send("What is 2 + 2?")
        second = chat.conversation_id
        await until(lambda: not chat.busy(), timeout=110)
        story = chat.model.get(first)
        other = chat.model.get(second)
        assert story is not None and other is not None
        chat.sidebar.select(first)
        shown = chat.answer.text if chat.answer else ""
        app.window.close()
        await app.stop()
        return story.messages[-1].content, [m.role for m in other.messages], shown

    story, roles, shown = qasync.run(scenario())
    assert len(story) > 10 and shown == story
    assert roles == ["user", "assistant"]
    saved = {c.id: c for c in ConversationStore(tmp_path / "data" / "conversations").all()}
    assert any(c.messages and c.messages[-1].content == story for c in saved.values())


def test_an_over_long_message_then_a_normal_one_on_the_real_engine(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[str, str, str]:
        app = desktop(tmp_path)
        await app.start()
        assert app.window is not None and app.session is not None
        chat = app.window.chat
        chat.max_tokens = 16
        chat.send("Please summarise: " + "the card ran out of memory again. " * 900)
        await until(lambda: not chat.busy())
        assert chat.conversation is not None
        long = chat.conversation.messages[0]
        chat.send("What is the capital of France?")
        await until(lambda: not chat.busy() and len(chat.conversation.messages) == 3)  # type: ignore[union-attr]
        answer = chat.conversation.messages[-1]
        app.window.close()
        await app.stop()
        return long.state + " " + long.error, answer.state, answer.content

    refused, state, answer = qasync.run(scenario())
    assert refused.startswith(REFUSED) and "tokens" in refused and "KiB" not in refused
    assert state == "done" and answer


def test_send_before_the_engine_is_ready_waits_and_sends_once(
    qapp: QApplication, tmp_path: Path
) -> None:
    async def scenario() -> tuple[bool, str, int, int]:
        app = desktop(tmp_path)
        start = asyncio.ensure_future(app.start())
        await until(lambda: app.window is not None and app.window.isVisible())
        assert app.window is not None
        chat = app.window.chat
        early_ready = chat.ready
        QTest.keyClicks(chat.input, "hello early")
        QTest.keyClick(chat.input, Qt.Key.Key_Return)
        QTest.mouseClick(chat.send_button, Qt.MouseButton.LeftButton)
        kept = chat.input.toPlainText()
        await start
        assert chat.ready
        chat.max_tokens = 16
        QTest.keyClick(chat.input, Qt.Key.Key_Return)
        await until(lambda: not chat.busy() and chat.conversation is not None
                    and len(chat.conversation.messages) == 2, timeout=90)  # fmt: skip
        assert app.session is not None and app.session.engine is not None
        jobs = len(app.session.engine.jobs)
        messages = len(chat.conversation.messages) if chat.conversation else 0
        app.window.close()
        await app.stop()
        return early_ready, kept, jobs, messages

    early_ready, kept, jobs, messages = qasync.run(scenario())
    assert not early_ready and kept == "hello early"
    assert jobs == 1 and messages == 2


def test_a_first_launch_hashes_the_models_without_stalling_the_window(
    qapp: QApplication, tmp_path: Path
) -> None:
    """A measurement probe: a fresh data folder (no fingerprints), so every model file is
    hashed and the chat model's header parsed; a 10 ms timer measures how late the Qt
    thread answers while that check runs (and, printed, until the engine is ready)."""

    async def scenario() -> tuple[float, float, float, list[str], bool]:
        app = desktop(tmp_path, fingerprints=False)  # every model file is hashed
        probe = StallProbe(10)
        seen: list[str] = []
        start = asyncio.ensure_future(app.start())
        await until(lambda: app.window is not None and app.window.isVisible())
        assert app.window is not None
        chat = app.window.chat
        # From the moment the check runs (the window has been drawn once).
        await until(lambda: chat.input.placeholderText().startswith(("Checking", "Reading")))
        probe.start()
        focus = QApplication.focusWidget() is chat.input
        welcome = chat.view.welcome.text()
        assert "SmolLM2" in welcome and "Whisper" in welcome  # the first-run welcome
        assert "Simulated GPU</b> means" in welcome and chat.view.welcome.isVisibleTo(chat)
        checked = 0
        while not start.done():
            hint = chat.input.placeholderText()
            if not seen or seen[-1] != hint:
                seen.append(hint)
            if not checked and hint.startswith("Loading"):
                checked = len(probe.lateness)  # the check is over: the engine starts
            await asyncio.sleep(0.02)
        await start
        probe.stop()
        during_check = max(probe.lateness[:checked], default=0.0) * 1000
        app.window.close()
        await app.stop()
        return during_check, probe.worst_ms, checked * 0.01, seen, focus

    during_check, until_ready, seconds, seen, focus = qasync.run(scenario())
    print(
        f"first launch: worst Qt-thread stall {during_check:.1f} ms while the models were "
        f"checked ({seconds:.1f} s), {until_ready:.1f} ms until the engine was ready"
    )
    assert any(hint.startswith("Reading SmolLM2") for hint in seen)  # it ran, with progress
    assert seconds > 1.0 and focus
    # The stall is printed, not asserted: on a shared 2-core machine it moves from 5 to
    # 140 ms from run to run. Its target (under 50 ms) is tests/bench/bench_ui_stall.py's.
