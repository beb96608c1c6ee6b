"""The check before any QApplication: which libraries Qt's platform plugin misses."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import pytest

from app.qt_preflight import (
    HIDE_ENV,
    WindowProblem,
    candidate_platforms,
    debian_package,
    parse_ldd,
    plugin_file,
    run_ldd,
    window_problem,
)

# As ldd printed it for PySide6's libqxcb.so on a Debian 12 machine without the two packages.
LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007fc41bdea000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007fc41b800000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007fc41b167000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007fc41b15f000)
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007fc41bdec000)
"""


def test_ldd_output_gives_each_missing_library_once_in_order() -> None:
    assert parse_ldd(LDD_MISSING) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert parse_ldd(LDD_MISSING.replace("not found", "/lib/x.so (0x1)")) == []


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libEGL.so.1", "libegl1"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libpng16.so.16", "libpng16-16"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
        ("libz.so.1", "zlib1g"),
    ],
)
def test_a_library_maps_to_its_debian_package(soname: str, package: str) -> None:
    assert debian_package(soname) == package


def test_the_platforms_qt_would_try_follow_the_session() -> None:
    assert candidate_platforms({"DISPLAY": ":0"}) == ["xcb"]
    assert candidate_platforms({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}) == [
        "wayland",
        "xcb",
    ]
    assert candidate_platforms({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}) == ["offscreen"]
    assert candidate_platforms({"QT_QPA_PLATFORM": "wayland;xcb:foo"}) == ["wayland", "xcb"]


def test_a_missing_library_is_a_problem_with_the_command_to_run() -> None:
    def ldd(path: Path, env: Mapping[str, str]) -> str:
        assert path.name == "libqxcb.so" and path.exists()
        return LDD_MISSING

    problem = window_problem({"DISPLAY": ":0"}, ldd)
    assert problem == WindowProblem("xcb", ("libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert problem.packages == ("libxcb-icccm4", "libxcb-keysyms1")
    sudo = "" if os.geteuid() == 0 else "sudo "
    assert problem.command == f"{sudo}apt-get install -y libxcb-icccm4 libxcb-keysyms1"
    assert problem.command in problem.advice()
    assert "terminal chat" in problem.advice()


def test_no_missing_library_is_no_problem() -> None:
    ok = LDD_MISSING.replace("not found", "/lib/x.so (0x1)")
    assert window_problem({"DISPLAY": ":0"}, lambda path, env: ok) is None


def test_a_library_the_app_ships_is_not_asked_of_apt() -> None:
    own = "\tlibQt6XcbQpa.so.6 => not found\n"
    assert window_problem({"DISPLAY": ":0"}, lambda path, env: own) is None


def test_one_working_platform_is_enough() -> None:
    def ldd(path: Path, env: Mapping[str, str]) -> str:
        return LDD_MISSING if path.name == "libqxcb.so" else ""

    env = {"QT_QPA_PLATFORM": "xcb;offscreen"}
    assert window_problem(env, ldd) is None
    assert window_problem({"QT_QPA_PLATFORM": "xcb"}, ldd) is not None


def test_the_real_loader_reports_a_library_hidden_from_it() -> None:
    plugin = plugin_file("xcb")
    assert plugin is not None
    report = run_ldd(plugin, os.environ)
    assert "libxcb.so.1 =>" in report  # the real loader read the real plugin
    problem = window_problem({"DISPLAY": ":0", HIDE_ENV: "libxcb.so.1"})
    assert problem is not None
    assert "libxcb.so.1" in problem.missing
    assert "libxcb1" in problem.packages
