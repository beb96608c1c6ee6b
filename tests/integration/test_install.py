"""``make install`` / ``make uninstall`` into a user's XDG folders (a temporary home here)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from app.autostart import APP_ID, set_autostart

ROOT = Path(__file__).resolve().parents[2]


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = os.environ | {
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
    }
    return subprocess.run(
        [sys.executable, "-m", "app.install", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def _validate(tool: str, *args: str) -> None:
    path = shutil.which(tool)
    assert path, f"{tool} is missing: `make test-tools` installs it"
    done = subprocess.run([path, *args], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_install_puts_a_working_menu_entry_and_uninstall_takes_all_of_it_out(
    tmp_path: Path,
) -> None:
    before = _run(tmp_path, "--help")
    assert before.returncode == 0
    installed = _run(tmp_path)
    assert installed.returncode == 0, installed.stderr
    data = tmp_path / "data"
    launcher = tmp_path / ".local" / "bin" / "spillway"
    entry = data / "applications" / f"{APP_ID}.desktop"
    metainfo = data / "metainfo" / f"{APP_ID}.metainfo.xml"
    icons = data / "icons" / "hicolor"
    for path in (launcher, entry, metainfo, icons / "scalable" / "apps" / "spillway.svg"):
        assert path.is_file(), path
    assert {p.parent.parent.name for p in icons.glob("*/apps/spillway.png")} >= {
        "16x16",
        "48x48",
        "256x256",
    }
    assert f"Exec={launcher} app" in entry.read_text()
    _validate("desktop-file-validate", str(entry))
    _validate("appstreamcli", "validate", "--no-net", str(metainfo))
    answer = subprocess.run([launcher, "--help"], capture_output=True, text=True, check=False)
    assert answer.returncode == 0 and "desktop app" in answer.stdout

    autostart = tmp_path / "config" / "autostart" / f"{APP_ID}.desktop"
    set_autostart(True, autostart, [str(launcher)])
    removed = _run(tmp_path, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    left = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert left == [], left
