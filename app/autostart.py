"""Start Spillway at log-in: the XDG autostart entry, written or removed (no Qt here).

Desktops (GNOME, KDE, Xfce, ...) start every ``$XDG_CONFIG_HOME/autostart/*.desktop`` entry
when the user logs in. Spillway's entry starts the app minimised to the tray, so a GPU is
watched from log-in without a window in the way.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

log = logging.getLogger(__name__)

APP_ID = "io.github.spillway.Spillway"
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def config_home(env: Mapping[str, str] | None = None) -> Path:
    """``$XDG_CONFIG_HOME``, or ``~/.config`` where it is unset or not absolute."""
    env = os.environ if env is None else env
    given = env.get("XDG_CONFIG_HOME", "")
    if given and Path(given).is_absolute():
        return Path(given)
    return Path(env.get("HOME") or Path.home()) / ".config"


def autostart_path(env: Mapping[str, str] | None = None) -> Path:
    """Where the autostart entry lives."""
    return config_home(env) / "autostart" / f"{APP_ID}.desktop"


def launch_command() -> list[str]:
    """How to start this same Spillway again: the bundle, the venv's script, or ``-m app``."""
    executable = Path(sys.executable)
    if getattr(sys, "frozen", False):
        return [str(executable)]
    script = executable.parent / "spillway"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [str(executable), "-m", "app"]


def exec_line(argv: Sequence[str]) -> str:
    """``argv`` as a desktop entry's ``Exec`` value (quoted where the specification asks)."""
    words = []
    for arg in argv:
        text = arg.replace("%", "%%")
        if any(char in _RESERVED for char in text) or not text:
            escaped = "".join("\\" + c if c in '"`$\\' else c for c in text)
            text = f'"{escaped}"'
        words.append(text)
    return " ".join(words)


def autostart_entry(command: Sequence[str]) -> str:
    """The entry's text: start ``command`` with ``app --minimized`` at log-in."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Name=Spillway",
            "Comment=Watch the GPU from log-in; Spillway starts in the tray",
            f"Exec={exec_line([*command, 'app', '--minimized'])}",
            "Icon=spillway",
            "Terminal=false",
            "X-GNOME-Autostart-enabled=true",
            "",
        ]
    )


def set_autostart(
    enabled: bool, path: Path | None = None, command: Sequence[str] | None = None
) -> bool:
    """Write (``enabled``) or remove the entry; True when the file changed.

    Raises:
        OSError: The autostart folder cannot be written.
    """
    path = autostart_path() if path is None else path
    if not enabled:
        if not path.exists():
            return False
        path.unlink()
        log.info("autostart entry removed: %s", path)
        return True
    text = autostart_entry(launch_command() if command is None else command)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)
    log.info("autostart entry written: %s", path)
    return True


def apply_setting(enabled: bool) -> None:
    """Make the autostart entry match the ``desktop.autostart`` setting; a failure is logged.

    Called where settings are applied: an unwritable folder must not stop the rest.
    """
    try:
        set_autostart(enabled)
    except OSError as exc:
        done = "written" if enabled else "removed"
        log.error("the autostart entry could not be %s: %s", done, exc)
