"""``make install`` / ``make uninstall``: Spillway in the user's menu (XDG folders, no root).

    python -m app.install [--target EXECUTABLE]     # launcher, desktop entry, icons, metainfo
    python -m app.install --uninstall               # takes out all of it (and the autostart)

The launcher ``~/.local/bin/spillway`` runs ``--target`` (by default this venv's
``spillway``; ``make package`` passes the bundle's). The desktop entry names the launcher
by its full path, since a desktop session's PATH often lacks ``~/.local/bin``.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.autostart import APP_ID, autostart_path, exec_line, launch_command

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
_MARK = "# Spillway's launcher (make install)"


@dataclass(frozen=True)
class Places:
    """The user's XDG folders this installs into."""

    data: Path
    bin: Path

    @classmethod
    def of(cls, env: Mapping[str, str] | None = None) -> Places:
        """``$XDG_DATA_HOME`` (or ``~/.local/share``) and ``~/.local/bin``."""
        env = os.environ if env is None else env
        home = Path(env.get("HOME") or Path.home())
        given = env.get("XDG_DATA_HOME", "")
        data = Path(given) if given and Path(given).is_absolute() else home / ".local" / "share"
        return cls(data, home / ".local" / "bin")

    @property
    def launcher(self) -> Path:
        """The launcher script."""
        return self.bin / "spillway"

    @property
    def desktop_entry(self) -> Path:
        """The menu entry."""
        return self.data / "applications" / f"{APP_ID}.desktop"

    @property
    def metainfo(self) -> Path:
        """The AppStream metainfo (software centres read it)."""
        return self.data / "metainfo" / f"{APP_ID}.metainfo.xml"

    def icons(self) -> dict[Path, Path]:
        """Each icon file to install, by its source."""
        theme = self.data / "icons" / "hicolor"
        found = {ICONS / "spillway.svg": theme / "scalable" / "apps" / "spillway.svg"}
        for png in sorted(ICONS.glob("hicolor/*/apps/spillway.png")):
            found[png] = theme / png.relative_to(ICONS / "hicolor")
        return found


def desktop_entry(launcher: Path) -> str:
    """The packaged desktop entry with ``Exec``/``TryExec`` pointing at ``launcher``."""
    template = (PACKAGING / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    replaced = {"Exec": exec_line([str(launcher), "app"]), "TryExec": str(launcher)}
    lines = []
    for line in template.splitlines():
        key = line.partition("=")[0]
        lines.append(f"{key}={replaced[key]}" if key in replaced else line)
    return "\n".join(lines) + "\n"


def install(places: Places, target: Sequence[str]) -> list[Path]:
    """Write launcher, desktop entry, icons and metainfo; returns the files written."""
    written = []
    places.bin.mkdir(parents=True, exist_ok=True)
    quoted = " ".join(_sh_quote(word) for word in target)
    places.launcher.write_text(f'#!/bin/sh\n{_MARK}\nexec {quoted} "$@"\n', encoding="utf-8")
    places.launcher.chmod(0o755)
    written.append(places.launcher)
    places.desktop_entry.parent.mkdir(parents=True, exist_ok=True)
    places.desktop_entry.write_text(desktop_entry(places.launcher), encoding="utf-8")
    written.append(places.desktop_entry)
    places.metainfo.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(PACKAGING / f"{APP_ID}.metainfo.xml", places.metainfo)
    written.append(places.metainfo)
    for source, destination in places.icons().items():
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, destination)
        written.append(destination)
    _refresh_caches(places)
    return written


def uninstall(places: Places, env: Mapping[str, str] | None = None) -> list[Path]:
    """Remove what ``install`` wrote and the autostart entry; returns the files removed.

    A ``~/.local/bin/spillway`` that is not our launcher (say, a pip install's) is kept.
    """
    candidates = [places.desktop_entry, places.metainfo, *places.icons().values()]
    candidates.append(autostart_path(env))
    if places.launcher.is_file() and _MARK in places.launcher.read_text(errors="replace"):
        candidates.append(places.launcher)
    removed = []
    for path in candidates:
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_caches(places)
    return removed


def _sh_quote(word: str) -> str:
    return "'" + word.replace("'", "'\\''") + "'"


def _refresh_caches(places: Places) -> None:
    # An icon theme cache, where one exists, would hide new icons until rebuilt. (The menu
    # needs no refresh: update-desktop-database caches MIME types, and we declare none.)
    theme = places.data / "icons" / "hicolor"
    tool = shutil.which("gtk-update-icon-cache")
    if tool is not None and (theme / "icon-theme.cache").exists():
        subprocess.run([tool, "-q", "-f", "-t", str(theme)], check=False, capture_output=True)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line of ``make install`` / ``make uninstall``."""
    parser = argparse.ArgumentParser(prog="python -m app.install")
    parser.add_argument("--uninstall", action="store_true")
    parser.add_argument("--target", help="the executable the launcher runs")
    args = parser.parse_args(argv)
    places = Places.of()
    if args.uninstall:
        removed = uninstall(places)
        print(f"Removed {len(removed)} file(s)" + "".join(f"\n  {p}" for p in removed))
        return 0
    target = [str(Path(args.target).resolve())] if args.target else launch_command()
    written = install(places, target)
    print(f"Installed {len(written)} file(s); the launcher is {places.launcher}")
    print(f"Spillway is in the application menu ({places.desktop_entry.name}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
