"""Take the README's screenshots of the interface in another language: the Status tab with a
full card, the Transcribe tab and a settings page, from the real app (real engine and
models, a simulated 1 GiB GPU of which another program holds 900 MiB), at the window's and
the dialog's default sizes, so long German words are seen where people see them.

Xvfb :99 -screen 0 1366x768x24 & DISPLAY=:99 openbox &
DISPLAY=:99 .venv/bin/python packaging/screenshots_languages.py de
DISPLAY=:99 .venv/bin/python packaging/screenshots_languages.py fr
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

OUT = ROOT / "packaging" / "screenshots"
DATA = ROOT / "tests" / "data"
SETTINGS_PAGE = 1  # the first page after Basic: GPU headroom and pressure, the longest words


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


async def take(language: str) -> None:
    """The Status tab, the Transcribe tab and a settings page in ``language``."""
    paths = Paths.default(Path(tempfile.mkdtemp(prefix="spillway-shots-")))
    paths.config.mkdir(parents=True)
    paths.settings_file.write_text(
        f'[worker]\nheartbeat_s = 0.5\n\n[ui]\nlanguage = "{language}"\n'
    )
    args = argparse.Namespace(
        simulate_gpu=parse_size("1GiB"), gpu_foreign=parse_size("900MiB"), fault=[]
    )
    app = DesktopApp(args, paths, instance_key(paths))
    await app.start()
    window = app.window
    assert window is not None
    await until(lambda: window.status_view.replicas_table.rowCount() > 0)
    await until(lambda: window.state() is not None)
    window.tabs.setCurrentWidget(window.status_view)
    await asyncio.sleep(2.0)  # the forecast and the replicas' measurements arrive
    shot(window, f"status-{language}.png")
    window.tabs.setCurrentWidget(window.transcription)
    broken = Path(tempfile.mkdtemp()) / "voicemail.mp3"
    broken.write_bytes((DATA / "not-audio.mp3").read_bytes())
    window.transcription.add_files([DATA / "speech-de.wav", DATA / "speech.wav", broken])
    await until(
        lambda: all(window.transcription.row_state(i) in ("done", "failed") for i in range(3))
    )
    window.transcription._table.selectRow(0)
    await asyncio.sleep(0.3)
    shot(window, f"transcription-{language}.png")
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.sidebar.setCurrentRow(SETTINGS_PAGE)
    await asyncio.sleep(0.5)
    shot(dialog, f"settings-{language}.png")
    dialog.close()
    window.close()
    await app.stop()


def main() -> int:
    """Take the screenshots of one language (the first argument: de or fr)."""
    language = sys.argv[1] if len(sys.argv) > 1 else "de"
    QApplication.instance() or QApplication(["spillway"])
    qasync.run(take(language))
    return 0


if __name__ == "__main__":
    sys.exit(main())
