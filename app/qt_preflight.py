"""Before any ``QApplication``: can Qt's window platform load here? (No Qt import.)

Where a system library that Qt's platform plugin links against is missing, creating a
``QApplication`` ends in an abort ("Could not load the Qt platform plugin"). The dynamic
loader knows better than any fixed list which libraries those are: ``ldd`` on the plugin
names each one, with ``not found`` for the absent. Each absent library is mapped to its
Debian package so the advice is a command to copy; the caller starts the terminal chat.

``python -m app.qt_preflight`` prints the missing Debian packages, one a line (the
Makefile installs them); ``--explain`` prints the advice instead.

``SPILLWAY_QT_HIDE_LIBS`` (comma-separated sonames) makes the check treat those libraries
as absent, to rehearse the fallback on a machine that has them.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

HIDE_ENV = "SPILLWAY_QT_HIDE_LIBS"
# Debian names a library package after its soname (policy 8.1): libfoo.so.3 -> libfoo3,
# libfoo2.so.0 -> libfoo2-0. These do not follow the rule.
_PACKAGES: Mapping[str, str] = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libGLdispatch.so.0": "libglvnd0",
    "libz.so.1": "zlib1g",
    "libgcc_s.so.1": "libgcc-s1",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
}
# Shipped with the app (PySide6's wheel, or the bundle): a packaging fault, not apt's job.
_OWN_PREFIXES = ("libQt6", "libpyside6", "libshiboken6")
_PLUGIN_FILES: Mapping[str, str] = {"wayland": "libqwayland.so"}

Ldd = Callable[[Path, Mapping[str, str]], str]


@dataclass(frozen=True)
class WindowProblem:
    """Why Qt's window cannot start here: the platform and the libraries it misses."""

    platform: str
    missing: tuple[str, ...]

    @property
    def packages(self) -> tuple[str, ...]:
        """The Debian packages that provide the missing libraries, without repeats."""
        return tuple(dict.fromkeys(debian_package(name) for name in self.missing))

    @property
    def command(self) -> str:
        """The exact command that installs them (root needs no sudo)."""
        sudo = "" if os.geteuid() == 0 else "sudo "
        return f"{sudo}apt-get install -y " + " ".join(self.packages)

    def advice(self) -> str:
        """What the user reads: what is missing and the command to run."""
        return (
            f"Spillway's window cannot start: Qt's {self.platform} platform needs "
            f"{', '.join(self.missing)}, which this system lacks.\n"
            f"Install them (Debian/Ubuntu) with:\n    {self.command}\n"
            "Starting the terminal chat instead."
        )


def debian_package(soname: str) -> str:
    """The Debian package that ships ``soname`` ("libxcb-icccm.so.4" -> "libxcb-icccm4")."""
    if soname in _PACKAGES:
        return _PACKAGES[soname]
    name, _, version = soname.partition(".so.")
    package = name.lower()
    major = version.split(".")[0]
    if not major:
        return package
    return f"{package}-{major}" if package[-1].isdigit() else f"{package}{major}"


def parse_ldd(output: str) -> list[str]:
    """The sonames ``ldd`` reports as ``not found``, in order, without repeats."""
    missing: dict[str, None] = {}
    for line in output.splitlines():
        name, arrow, target = line.strip().partition("=>")
        if arrow and target.strip() == "not found":
            missing[name.strip()] = None
    return list(missing)


def candidate_platforms(env: Mapping[str, str]) -> list[str]:
    """The platforms Qt would try: ``QT_QPA_PLATFORM``'s list, else by the session's display."""
    forced = env.get("QT_QPA_PLATFORM", "")
    if forced:
        return [entry.partition(":")[0] for entry in forced.split(";") if entry]
    found = []
    if env.get("WAYLAND_DISPLAY"):
        found.append("wayland")
    if env.get("DISPLAY") or not found:
        found.append("xcb")
    return found


def plugin_file(platform: str) -> Path | None:
    """The platform plugin PySide6 ships for ``platform``, or None where there is none."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        name = _PLUGIN_FILES.get(platform, f"libq{platform}.so")
        path = Path(root) / "Qt" / "plugins" / "platforms" / name
        if path.exists():
            return path
    return None


def run_ldd(path: Path, env: Mapping[str, str]) -> str:
    """``ldd``'s report on ``path``, with the app's own library folders on the search path."""
    own = [str(path.parents[2] / "lib")]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        own.append(str(bundle))
    search = ":".join([*own, env.get("LD_LIBRARY_PATH", "")]).rstrip(":")
    ldd = shutil.which("ldd")
    assert ldd is not None
    done = subprocess.run(
        [ldd, str(path)],
        capture_output=True,
        text=True,
        timeout=20,
        check=False,
        env={**env, "LD_LIBRARY_PATH": search},
    )
    return done.stdout


def missing_libraries(plugin: Path, env: Mapping[str, str], ldd: Ldd = run_ldd) -> list[str]:
    """The system libraries ``plugin`` needs and the loader cannot find."""
    hidden = [name.strip() for name in env.get(HIDE_ENV, "").split(",") if name.strip()]
    report = ldd(plugin, env)
    found = parse_ldd(report)
    found += [name for name in hidden if name in report and name not in found]
    return [name for name in found if not name.startswith(_OWN_PREFIXES)]


def window_problem(
    env: Mapping[str, str] | None = None, ldd: Ldd = run_ldd
) -> WindowProblem | None:
    """None where some platform Qt would try can load; else what the first one misses.

    Where the answer cannot be known (no ``ldd``, a platform plugin not found), None: Qt
    then tries, as it would without this check.
    """
    env = os.environ if env is None else env
    if ldd is run_ldd and shutil.which("ldd") is None:
        log.info("no ldd here: Qt's libraries are not checked")
        return None
    first: WindowProblem | None = None
    for platform in candidate_platforms(env):
        plugin = plugin_file(platform)
        if plugin is None:
            log.info("no Qt plugin for the %s platform: not checked", platform)
            return None
        missing = missing_libraries(plugin, env, ldd)
        if not missing:
            return None
        log.info("Qt's %s platform misses %s", platform, ", ".join(missing))
        first = first or WindowProblem(platform, tuple(missing))
    return first


def main(argv: Sequence[str]) -> int:
    """Print the missing Debian packages (one a line), or with ``--explain`` the advice."""
    problem = window_problem()
    if problem is None:
        return 0
    if "--explain" in argv:
        print(problem.advice())
    else:
        print("\n".join(problem.packages))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
