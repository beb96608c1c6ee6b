"""The drill's results as plain text: a summary table for the terminal (and the README),
and one line per scenario to print while the drill runs.

Plain ASCII columns, at most 100 characters wide, so the text also fits a Markdown code block.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

WIDTH = 100
NAME_MAX = 24
HEAD = ("scenario", "reqs", "ok", "lost", "retries", "tok=ref", "p50", "p95", "recovered")


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}s"


def _tokens(m: dict[str, Any]) -> str:
    """Equal answers of those compared with their reference, as "equal/compared"."""
    compared = m["token_compared"]
    if not compared:
        return "-"
    return f"{round(m['token_equivalence_rate'] * compared)}/{compared}"


def _recovered(m: dict[str, Any]) -> str:
    """GPU worker recoveries of the failures seen, and the slowest: "2/2 3.1s"."""
    found, missing = m["gpu_recoveries"], m["gpu_recovery_missing"]
    if not found and not missing:
        return "-"
    slowest = m["gpu_recovery_max_s"]
    return f"{found}/{found + missing}" + ("" if slowest is None else f" {slowest:.1f}s")


def _name(name: str) -> str:
    return name if len(name) <= NAME_MAX else name[: NAME_MAX - 2] + ".."


def _cells(name: str, m: dict[str, Any]) -> list[str]:
    return [
        _name(name),
        str(m["requests"]),
        str(m["succeeded"]),
        str(m["accepted_lost"]),
        str(m["retries"]),
        _tokens(m),
        _seconds(m["latency_p50_s"]),
        _seconds(m["latency_p95_s"]),
        _recovered(m),
    ]


def _row(cells: Sequence[str], widths: Sequence[int]) -> str:
    first = cells[0].ljust(widths[0])
    rest = (cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True))
    return "  ".join([first, *rest]).rstrip()


def _verdict(report: dict[str, Any]) -> str:
    if not report.get("finished"):
        return "Drill unfinished"
    return "Drill PASSED" if report.get("passed") else "Drill FAILED"


def summary_table(report: dict[str, Any]) -> str:
    """The report as aligned plain text: scenarios, a TOTAL row, the criteria, the verdict."""
    rows = [_cells(s["name"], s["metrics"]) for s in report["scenarios"]]
    total = _cells("TOTAL", report["totals"])
    widths = [max(len(row[i]) for row in [HEAD, *rows, total]) for i in range(len(HEAD))]
    rule = "  ".join("-" * width for width in widths)
    lines = [_row(HEAD, widths), rule, *(_row(r, widths) for r in rows), rule, _row(total, widths)]
    lines.append("")
    for c in report["criteria"]:
        line = f"{'PASS' if c['passed'] else 'FAIL'}  {c['name']} — {c['detail']}"
        lines += textwrap.wrap(line, WIDTH, subsequent_indent=" " * 6)
    return "\n".join([*lines, "", _verdict(report)]) + "\n"


def _trouble(m: dict[str, Any]) -> bool:
    """Whether these figures break a pass criterion (a scenario without samples does not)."""
    counts = ("accepted_lost", "retries_not_once", "duplicated_side_effects")
    more = ("missing_side_effects", "gpu_recovery_missing", "independent_interrupted")
    broken = ("connections_broken",)
    margin = m["ram_min_margin"]
    return (
        any(m.get(key) for key in (*counts, *more, *broken, "degraded_unshown", "scenarios_broken"))
        or m["succeeded"] < m["requests"]
        or (margin is not None and margin < 0)
    )


def scenario_line(scenario: dict[str, Any]) -> str:
    """One scenario (an entry of ``report["scenarios"]``) as one line, for progress output."""
    m = scenario["metrics"]
    status = "FAIL" if _trouble(m) else "ok"
    took = max(0.0, scenario["ended_s"] - scenario["started_s"])
    return (
        f"{status:<4}  {_name(scenario['name'])}: {m['succeeded']}/{m['requests']} ok, "
        f"{m['accepted_lost']} lost, {m['retries']} retries, tok=ref {_tokens(m)}, "
        f"p95 {_seconds(m['latency_p95_s'])}, recovered {_recovered(m)}, {took:.1f}s"
    )
