"""Take the README's screenshots from the real app (real engine, models, simulated GPU).

Xvfb :99 -screen 0 1280x860x24 &
DISPLAY=:99 .venv/bin/python packaging/screenshots.py [--drill]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.desktop import DesktopApp, instance_key  # noqa: E402
from app.paths import Paths  # noqa: E402
from engine.api import parse_fault, parse_size  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402
from ui.settings_dialog import SettingsDialog  # noqa: E402

OUT = ROOT / "packaging" / "screenshots"
DATA = ROOT / "tests" / "data"


async def until(predicate: Callable[[], bool], timeout: float = 60) -> None:
    """Wait for the app to get somewhere."""
    for _ in range(int(timeout * 20)):
        if predicate():
            return
        await asyncio.sleep(0.05)
    raise TimeoutError("the app did not get there")


def shot(widget: QWidget, name: str) -> None:
    """Save a widget as it is drawn on screen."""
    OUT.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(OUT / name))
    print("saved", OUT / name)


async def take() -> None:
    """Chat in degraded mode, the transcription queue, the status view, the settings panel."""
    paths = Paths.default(Path(tempfile.mkdtemp(prefix="spillway-shots-")))
    paths.config.mkdir(parents=True)
    paths.settings_file.write_text("[worker]\nheartbeat_s = 0.5\n")
    faults = [parse_fault("hang@llm")]
    args = argparse.Namespace(
        simulate_gpu=parse_size("1GiB"), gpu_foreign=parse_size("200MiB"), fault=faults
    )
    app = DesktopApp(args, paths, instance_key(paths))
    await app.start()
    window = app.window
    assert window is not None
    window.resize(1180, 780)
    chat = window.chat
    chat.max_tokens = 160
    chat.send("What is a GPU, and why does it run out of memory?")
    await until(
        lambda: (
            chat.answer is not None
            and chat.answer.banner.isVisible()
            and len(chat.answer.text) > 120
        )
    )
    shot(window, "chat-degraded.png")
    await until(lambda: chat.tag is None)
    window.tabs.setCurrentWidget(window.transcription)
    broken = Path(tempfile.mkdtemp()) / "voicemail.wav"
    broken.write_bytes(b"RIFF" + os.urandom(4000))
    window.transcription.add_files([DATA / "speech-long.wav", DATA / "speech.wav", broken])
    await until(
        lambda: all(window.transcription.row_state(i) in ("done", "failed") for i in range(3))
    )
    window.transcription._table.selectRow(0)
    await asyncio.sleep(0.3)
    shot(window, "transcription.png")
    window.tabs.setCurrentWidget(window.status_view)
    await asyncio.sleep(1.5)
    shot(window, "status.png")
    assert app.session is not None
    dialog = SettingsDialog(app.session.settings, app.session.registry, window)
    dialog.resize(760, 560)
    dialog.show()
    await asyncio.sleep(0.5)
    shot(dialog, "settings.png")
    dialog.close()
    if "--drill" in sys.argv:  # a real quick drill: about a minute more
        await drill_shot(window)
    window.close()
    await app.stop()


async def drill_shot(window: MainWindow) -> None:
    """The failover drill's dialog after a real quick drill."""
    window.actions_by_name["drill"].trigger()
    drill = window.drill_dialog
    assert drill is not None
    drill.resize(900, 560)
    drill.start()
    await until(lambda: not drill.running, timeout=400)
    await asyncio.sleep(0.3)
    shot(drill, "drill.png")
    drill.close()


def main() -> int:
    """Take every screenshot."""
    QApplication.instance() or QApplication(["spillway"])
    qasync.run(take())
    return 0


if __name__ == "__main__":
    sys.exit(main())
