"""The XDG autostart entry: written, kept, removed; quoted as the specification asks."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from app.autostart import APP_ID, autostart_path, exec_line, launch_command, set_autostart


def test_the_entry_lives_in_the_config_homes_autostart_folder(tmp_path: Path) -> None:
    env = {"XDG_CONFIG_HOME": str(tmp_path / "cfg"), "HOME": "/nowhere"}
    assert autostart_path(env) == tmp_path / "cfg" / "autostart" / f"{APP_ID}.desktop"
    relative = {"XDG_CONFIG_HOME": "relative/cfg", "HOME": str(tmp_path)}
    assert autostart_path(relative) == tmp_path / ".config" / "autostart" / f"{APP_ID}.desktop"


def test_exec_arguments_are_quoted_where_needed() -> None:
    assert exec_line(["/opt/spillway/spillway", "app"]) == "/opt/spillway/spillway app"
    assert exec_line(["/home/a b/spillway"]) == '"/home/a b/spillway"'
    assert exec_line(['/x/$HOME"q']) == '"/x/\\$HOME\\"q"'
    assert exec_line(["100%"]) == "100%%"


def test_on_writes_a_valid_entry_that_starts_in_the_tray_and_off_removes_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "autostart" / f"{APP_ID}.desktop"
    command = ["/home/a b/.venv/bin/spillway"]
    assert set_autostart(True, path, command)
    text = path.read_text()
    assert 'Exec="/home/a b/.venv/bin/spillway" app --minimized' in text
    assert not set_autostart(True, path, command)  # already so: untouched
    validator = shutil.which("desktop-file-validate")
    assert validator, "desktop-file-validate is missing: `make test-tools` installs it"
    done = subprocess.run([validator, str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert set_autostart(False, path)
    assert not path.exists()
    assert not set_autostart(False, path)


def test_the_launch_command_is_this_spillway() -> None:
    command = launch_command()
    assert Path(command[0]).is_file()
    done = subprocess.run([*command, "--help"], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "--data-dir" in done.stdout
