"""Take the README's screenshots of the status, transcription and settings views, in light
and dark, from the real app (real engine and models, a simulated 1 GiB GPU of which another
program holds 900 MiB, so the state banner shows what a full card looks like).

Xvfb :99 -screen 0 1366x768x24 & DISPLAY=:99 openbox &
DISPLAY=:99 .venv/bin/python packaging/screenshots_views.py
"""

from __future__ import annotations

import argparse
import asyncio
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
from engine.api import parse_size  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402
from ui.theme import apply_theme  # noqa: E402

OUT = ROOT / "packaging" / "screenshots"
DATA = ROOT / "tests" / "data"


async def until(predicate: Callable[[], bool], timeout: float = 90) -> None:
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


async def both(window: MainWindow, widget: QWidget, name: str) -> None:
    """``name``.png in light, ``name``-dark.png in dark."""
    for scheme, suffix in (("light", ""), ("dark", "-dark")):
        apply_theme(scheme)
        await asyncio.sleep(0.4)
        shot(widget, f"{name}{suffix}.png")
    apply_theme("light")


async def take() -> None:
    """The status view with a full card, the transcription queue, the settings dialog."""
    paths = Paths.default(Path(tempfile.mkdtemp(prefix="spillway-shots-")))
    paths.config.mkdir(parents=True)
    paths.settings_file.write_text("[worker]\nheartbeat_s = 0.5\n")
    args = argparse.Namespace(
        simulate_gpu=parse_size("1GiB"), gpu_foreign=parse_size("900MiB"), fault=[]
    )
    app = DesktopApp(args, paths, instance_key(paths))
    await app.start()
    window = app.window
    assert window is not None
    window.resize(1180, 720)
    await until(lambda: "another program" in window.mode_label.text())
    window.tabs.setCurrentWidget(window.status_view)
    await both(window, window, "status")
    window.tabs.setCurrentWidget(window.transcription)
    broken = Path(tempfile.mkdtemp()) / "voicemail.mp3"
    broken.write_bytes((DATA / "not-audio.mp3").read_bytes())
    window.transcription.add_files([DATA / "speech-long.wav", DATA / "speech.wav", broken])
    await until(
        lambda: all(window.transcription.row_state(i) in ("done", "failed") for i in range(3))
    )
    window.transcription._table.selectRow(0)
    await asyncio.sleep(0.3)
    await both(window, window, "transcription")
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.resize(860, 560)
    await asyncio.sleep(0.5)
    await both(window, dialog, "settings")
    dialog.close()
    window.close()
    await app.stop()


def main() -> int:
    """Take every screenshot of these views."""
    QApplication.instance() or QApplication(["spillway"])
    qasync.run(take())
    return 0


if __name__ == "__main__":
    sys.exit(main())
