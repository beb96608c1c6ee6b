"""Where Qt's window cannot start, ``spillway`` says what to install and chats in the terminal."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.models


def test_without_qt_libraries_the_app_says_what_to_install_and_chats_in_the_terminal(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "DISPLAY": ":0", "SPILLWAY_QT_HIDE_LIBS": "libxcb-icccm.so.4"}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "app", "--data-dir", str(tmp_path)],
        input="Say hello.\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "apt-get install -y libxcb-icccm4" in result.stderr
    assert "Starting the terminal chat instead." in result.stderr
    assert "Ctrl-D quits." in result.stdout
    answer = result.stdout.partition("Ctrl-D quits.")[2].strip(" >\n")
    assert answer  # the model answered the line typed in
