"""The bundle's entry point (``make package``): the ``spillway`` command, frozen.

``spillway ARGS`` is the command line. Spillway starts its model workers (and the drill) as
``sys.executable -m MODULE ...``; in the bundle ``sys.executable`` is this program, so
``spillway -m MODULE ARGS`` runs that module as ``python -m`` would.
"""

from __future__ import annotations

import runpy
import sys


def main() -> int:
    """Run the command line, or the module named after ``-m``."""
    if len(sys.argv) > 2 and sys.argv[1] == "-m":
        module = sys.argv[2]
        sys.argv = [sys.argv[0], *sys.argv[3:]]
        runpy.run_module(module, run_name="__main__", alter_sys=True)
        return 0
    from app.cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
