"""``spillway drill``: the failover drill from the command line."""

from __future__ import annotations

import argparse
import asyncio
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from app.drill.build import CARD_BYTES
from app.drill.runner import SCENARIOS, DrillOptions, run_drill, select
from app.logs import log_to, quiet_console
from app.paths import Paths
from engine.api import probe_gpus

EXIT_PASSED, EXIT_FAILED = 0, 1


def add_drill_parser(sub: Any) -> None:
    """The ``drill`` subcommand's options (``sub``: the parser's subparsers)."""
    drill = sub.add_parser(
        "drill",
        help="the failover drill: every fault on the simulated GPU, with a report",
        description="Run load, memory pressure and faults through the engine on the default "
        "models, on a simulated GPU, and check that nothing accepted is lost or done twice.",
    )
    drill.add_argument(
        "--scenario",
        action="append",
        default=[],
        metavar="NAME",
        help="run only this scenario (repeatable; default: all). See --list",
    )
    drill.add_argument("--list", action="store_true", help="list the scenarios and stop")
    drill.add_argument(
        "--gpu",
        choices=["simulated", "real"],
        default="simulated",
        help="real: the real-card check on this machine's NVIDIA GPU (a few minutes)",
    )
    drill.add_argument(
        "--report", type=Path, metavar="DIR", help="where drill.json and drill.html go"
    )
    drill.add_argument(
        "--step", action="store_true", help="pause after each scenario to inspect the report"
    )
    drill.add_argument(
        "--remote",
        choices=["spillway", "llama-server"],
        default="spillway",
        help="the other machine of the remote-tier scenario: a second Spillway, or the "
        "llama-server that `make peer` builds",
    )
    drill.add_argument(
        "--parallel",
        type=_parallel,
        default=1,
        metavar="N",
        help="chats each chat replica answers together (gpu_lane.parallel, cpu_lane.parallel)",
    )
    drill.add_argument(
        "--profile",
        choices=["quick", "full"],
        default="full",
        help="quick: fewer requests and steps (about 2 minutes)",
    )


def drill(args: argparse.Namespace, paths: Paths) -> int:
    """Run the drill; exit code 0 only if every pass criterion held."""
    if args.list:
        for scenario in SCENARIOS:
            triggers = f" [{', '.join(scenario.triggers)}]" if scenario.triggers else ""
            print(f"{scenario.name:26} {scenario.title}{triggers}")
        return EXIT_PASSED
    if args.gpu == "real":
        from app.drill.real_gpu import run_check

        return run_check(args.report or _default_dir(paths))
    names = select(args.scenario)
    quiet_console()  # the faults are injected on purpose; the report tells them
    report_dir = args.report or _default_dir(paths)
    if probe_gpus():
        print(
            "A GPU was found, but the drill runs on the simulated GPU: its faults are "
            "injected there, at the code points where a real card fails."
        )
    report_dir = report_dir.expanduser().resolve()
    try:
        report_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"spillway: cannot write the drill's report to {report_dir}: {exc}", file=sys.stderr)
        return EXIT_FAILED
    log_to(report_dir / "drill.log")  # next to the report, not in the app's own log
    options = DrillOptions(
        report_dir=report_dir,
        fingerprints=paths.fingerprints,
        profile=args.profile,
        scenarios=names,
        step=args.step,
        card_bytes=args.simulate_gpu or card_for(args.parallel),
        remote_peer=args.remote,
        parallel=args.parallel,
    )
    report = asyncio.run(run_drill(options))
    return EXIT_PASSED if report["passed"] else EXIT_FAILED


def card_for(parallel: int) -> int:
    """The simulated card's size: 1 GiB holds both default models for one chat at a time;
    chat replicas answering several together need a cache that many times larger (on 1 GiB,
    parallel 4 sent every request to the CPU, and no GPU fault ever fired)."""
    return CARD_BYTES * (1 if parallel == 1 else 2 if parallel <= 4 else 4)


def _parallel(text: str) -> int:
    """1 to 16, as the settings allow."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 16:
        raise argparse.ArgumentTypeError(f"{text!r}: a whole number from 1 to 16")
    return value


def _default_dir(paths: Paths) -> Path:
    return paths.data / "drills" / datetime.now().strftime("%Y%m%d-%H%M%S")
