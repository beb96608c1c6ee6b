"""The drill's report as data: per request, per scenario, in total; written as JSON.

The same dictionary feeds the HTML page (``html.py``) and the terminal table
(``table.py``). It is rewritten after every scenario, so a paused or stopped drill
leaves its intermediate results on disk.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from app.drill.metrics import criteria, summarize
from app.drill.records import RequestRecord, Sample, ScenarioRun

REPORT_VERSION = 1


def build_report(
    header: dict[str, Any],
    runs: Sequence[ScenarioRun],
    records: Sequence[RequestRecord],
    samples: Sequence[Sample],
    finished: bool,
) -> dict[str, Any]:
    """The whole report. ``header``: started, gpu, models, settings, profile, duration_s."""
    scenarios = []
    for run in runs:
        mine = [r for r in records if r.scenario == run.name]
        inside = [s for s in samples if s.scenario == run.name]
        scenarios.append(asdict(run) | {"metrics": summarize(mine, inside, [run])})
    totals = summarize(records, samples, runs)
    checks = criteria(totals)
    return {
        "version": REPORT_VERSION,
        **header,
        "finished": finished,
        "passed": finished and all(c.passed for c in checks),
        "criteria": [asdict(c) for c in checks],
        "totals": totals,
        "scenarios": scenarios,
        "requests": [asdict(r) | {"succeeded": r.succeeded, "lost": r.lost} for r in records],
        "samples": [asdict(s) for s in samples],
    }


def write_json(report: dict[str, Any], path: Path) -> None:
    """Write the report atomically: a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".json.part")
    partial.write_text(json.dumps(report, indent=1, sort_keys=False))
    os.replace(partial, path)
