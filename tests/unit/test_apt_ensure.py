"""``packaging/apt-ensure.sh``: where it may not install, it names the exact command."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "apt-ensure.sh"


def _run(*packages: str) -> subprocess.CompletedProcess[str]:
    env = os.environ | {"SPILLWAY_NO_APT": "1"}
    return subprocess.run(
        [str(SCRIPT), *packages], capture_output=True, text=True, env=env, check=False
    )


def test_refused_it_prints_the_command_and_fails() -> None:
    done = _run("libxcb-icccm4", "libxcb-keysyms1")
    assert done.returncode == 1
    sudo = "" if os.geteuid() == 0 else "sudo "
    command = f"{sudo}apt-get install -y --no-install-recommends libxcb-icccm4 libxcb-keysyms1"
    assert f"Install them with:  {command}" in done.stderr


def test_nothing_to_install_is_success() -> None:
    done = _run()
    assert (done.returncode, done.stderr) == (0, "")
