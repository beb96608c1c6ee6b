"""The drill's report as one self-contained HTML page: verdict, criteria, tables, plots.

Everything is inline (style and SVG plots), so the page opens offline and can be attached
to an issue as one file. Built from the dictionary of ``report.build_report``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from app.drill.svg import lanes_plot, latency_plot, ram_plot
from engine.api import format_size

DASH = "—"
OUTPUT_CHARS = 80

STYLE = """
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f;
       margin: 2em auto; max-width: 1200px; padding: 0 1.5em; }
h1 { margin-bottom: 0.2em; } h2 { margin-top: 1.8em; border-bottom: 1px solid #ddd; }
.verdict { font-size: 2.6em; font-weight: 700; margin: 0.1em 0 0.3em; letter-spacing: 0.04em; }
.pass { color: #1b7f3b; } .fail { color: #c62828; } .unfinished { color: #b26a00; }
dl.facts { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1.2em; }
dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 13px; }
th, td { border: 1px solid #ddd; padding: 0.25em 0.55em; text-align: left; vertical-align: top; }
th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.bad td { background: #fdecea; }
.wide { overflow-x: auto; }
svg.plot { width: 100%; max-width: 900px; display: block; margin: 0.8em 0 1.6em; }
svg.plot text { font: 11px system-ui, sans-serif; fill: #333; }
svg.plot text.plot-title { font-size: 14px; font-weight: 600; }
svg.plot text.axis { font-size: 12px; } svg.plot text.band-label { font-size: 10px; fill: #666; }
svg.plot text.no-data { font-size: 16px; fill: #999; }
svg.plot line.grid { stroke: #e4e4e4; } svg.plot line.key { stroke-width: 2; }
.note { color: #666; font-size: 12px; }
"""

HOW_TO_READ = """
<p>The drill sends chat, agent and transcription requests while it squeezes GPU and host
memory and injects faults. Each <b>criterion</b> is one promise of the drill or the engine:
every scenario ran to its end (none broke off with an error); no request the engine accepted
was lost (it always reached a final event and a final row in the journal); every request
ended the way its scenario requires (completed, cancelled, refused, or a resumable error);
host RAM never went below the reserve the memory guard keeps; a retry after a failover ran
exactly once and kept the request's id; an agent's tool ran exactly once (not twice after a
failover, and not zero times); the GPU worker came back after each failure without
disturbing requests that had nothing to do with it; and every request moved to a slower path
carried a Degraded event.</p>
<p><b>Token equivalence</b> compares a deterministic answer with the answer of a separate
reference run of the same request: equal text means a failover changed nothing. <b>Latency
by step of memory pressure</b> shows each request's latency while free GPU memory shrinks
from left to right; hollow markers ended on the CPU lane, an x at the bottom is a request
that was refused. <b>Host RAM over time</b> shows available RAM against the guard's reserve
(the dashed line must stay below the blue one) and the engine's own memory. <b>Lanes over
time</b> shows the work queued or running on each lane; red spans are times when the GPU LLM
worker was down. Grey spans mark the scenarios. Rows shaded red in the tables did not end as
required or were lost.</p>
"""


def render_html(report: dict[str, Any]) -> str:
    """The report as a complete HTML page with inline CSS and SVG and no external resources."""
    verdict, css = _verdict(report)
    sections = [
        _header(report, verdict, css),
        _section("Pass criteria", _criteria(report["criteria"])),
        _section("Totals", _totals(report["totals"])),
        _section("Scenarios", _scenarios(report["scenarios"])),
        _section("Plots", _plots(report)),
        _section("Requests", _requests(report["requests"])),
        _section("How to read this report", HOW_TO_READ),
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>Spillway failover drill: {verdict}</title><style>{STYLE}</style></head>\n"
        "<body>\n" + "\n".join(sections) + "\n</body></html>\n"
    )


def _verdict(report: dict[str, Any]) -> tuple[str, str]:
    if not report.get("finished"):
        return "UNFINISHED", "unfinished"
    return ("PASSED", "pass") if report.get("passed") else ("FAILED", "fail")


def text(value: Any) -> str:
    """Any value as escaped HTML text; None as a dash."""
    return DASH if value is None else escape(str(value))


def seconds(value: float | None) -> str:
    """Seconds with two decimals."""
    return DASH if value is None else f"{value:.2f} s"


def size(value: float | None) -> str:
    """Bytes as KiB, MiB or GiB."""
    return DASH if value is None else format_size(value)


def rate(value: float | None) -> str:
    """A ratio (0..1) as a percentage."""
    return DASH if value is None else f"{value * 100:.1f} %"


def mark(value: bool | None) -> str:
    """True, False or None as a check mark, a cross or a dash."""
    return DASH if value is None else ("✓" if value else "✗")


def _section(title: str, body: str) -> str:
    return f"<section><h2>{escape(title)}</h2>\n{body}\n</section>"


def _table(head: Sequence[str], rows: Iterable[Sequence[str]], bad: Sequence[bool] = ()) -> str:
    """An HTML table; cells are already HTML. Rows flagged in ``bad`` are highlighted."""
    header = "".join(f"<th>{escape(h)}</th>" for h in head)
    lines = []
    for index, row in enumerate(rows):
        css = ' class="bad"' if index < len(bad) and bad[index] else ""
        lines.append(f"<tr{css}>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>")
    return f'<div class="wide"><table><tr>{header}</tr>\n' + "\n".join(lines) + "</table></div>"


def _header(report: dict[str, Any], verdict: str, css: str) -> str:
    gpu = report.get("gpu") or {}
    models = report.get("models") or {}
    kind = "Simulated GPU (no real device)" if gpu.get("simulated") else "Real GPU"
    facts = [
        ("Started", text(report.get("started"))),
        ("Duration", seconds(report.get("duration_s"))),
        ("Profile", text(report.get("profile"))),
        ("GPU", f"{kind}: {text(gpu.get('description'))}, {size(gpu.get('total'))} in total"),
        ("LLM", text(models.get("llm"))),
        ("Whisper", text(models.get("whisper"))),
    ]
    rows = "".join(f"<dt>{escape(name)}</dt><dd>{value}</dd>" for name, value in facts)
    settings = report.get("settings") or {}
    table = _table(["Setting", "Value"], ([text(k), text(v)] for k, v in settings.items()))
    return (
        f'<header><h1>Spillway failover drill</h1><p class="verdict {css}">{verdict}</p>\n'
        f'<dl class="facts">{rows}</dl>\n'
        f"<details><summary>Settings ({len(settings)})</summary>{table}</details></header>"
    )


def _criteria(criteria: Sequence[dict[str, Any]]) -> str:
    rows = [
        [
            text(c["name"]),
            f'<span class="{"pass" if c["passed"] else "fail"}">'
            f"{mark(c['passed'])} {'pass' if c['passed'] else 'FAIL'}</span>",
            text(c["detail"]),
        ]
        for c in criteria
    ]
    return _table(["Criterion", "Result", "Detail"], rows, [not c["passed"] for c in criteria])


def _recovery(m: dict[str, Any]) -> str:
    missing = m["gpu_recovery_missing"]
    found = f"{m['gpu_recoveries']}, slowest {seconds(m['gpu_recovery_max_s'])}"
    return found + (f", <b>{missing} missing</b>" if missing else "")


def _totals(t: dict[str, Any]) -> str:
    margin = t["ram_min_margin"]
    rows = [
        (
            "Scenarios run to their end",
            f"{t.get('scenarios', 0) - t.get('scenarios_broken', 0)} of {t.get('scenarios', 0)}",
        ),
        ("Success rate", f"{rate(t['success_rate'])} ({t['succeeded']} of {t['requests']})"),
        ("Accepted lost", f"{t['accepted_lost']} of {t['accepted']} ({t['refused']} refused)"),
        (
            "Duplicated side effects",
            f"{t['duplicated_side_effects']} ({t['missing_side_effects']} missing)",
        ),
        ("Retries", f"{t['retries']} ({t['retries_not_once']} not exactly once)"),
        (
            "Token equivalence",
            f"{rate(t['token_equivalence_rate'])} of {t['token_compared']} compared",
        ),
        (
            "Verified replays",
            f"{rate(t.get('verified_replay_rate'))} of {t.get('replays', 0)} replays "
            f"({t.get('replays_diverged', 0)} diverged, ended resumable)",
        ),
        ("Latency p50 / p95", f"{seconds(t['latency_p50_s'])} / {seconds(t['latency_p95_s'])}"),
        ("Max queue age", seconds(t["max_queue_age_s"])),
        ("Host RAM peak RSS", size(t["ram_peak_rss"])),
        (
            "Host RAM min available",
            f"{size(t['ram_min_available'])} vs reserve "
            f"{size(t['ram_reserve'])} (margin {size(margin)})",
        ),
        ("GPU recoveries", _recovery(t)),
        ("Independent interrupted", f"{t['independent_interrupted']} of {t['independent']}"),
        ("Degraded shown", f"{t['degraded'] - t['degraded_unshown']} of {t['degraded']}"),
    ]
    return _table(["Figure", "Value"], ([escape(name), value] for name, value in rows))


def _scenarios(scenarios: Sequence[dict[str, Any]]) -> str:
    head = [
        "Scenario",
        "Title",
        "Triggers",
        "Requests",
        "Success",
        "Lost",
        "Retries",
        "Token equal",
        "p50 / p95",
        "Max queue age",
        "GPU recoveries",
    ]
    rows, bad = [], []
    for s in scenarios:
        m = s["metrics"]
        notes = "".join(f'<div class="note">{text(n)}</div>' for n in s.get("notes", []))
        if s.get("error"):
            notes += f'<div class="fail">broke off: {text(s["error"])}</div>'
        rows.append(
            [
                f"<b>{text(s['name'])}</b>",
                text(s["title"]) + notes,
                text(", ".join(s["triggers"]) or None),
                str(m["requests"]),
                rate(m["success_rate"]),
                str(m["accepted_lost"]),
                f"{m['retries']} ({m['retries_not_once']} not once)",
                f"{rate(m['token_equivalence_rate'])} of {m['token_compared']}",
                f"{seconds(m['latency_p50_s'])} / {seconds(m['latency_p95_s'])}",
                seconds(m["max_queue_age_s"]),
                _recovery(m),
            ]
        )
        bad.append(bool(s.get("error")) or m["accepted_lost"] > 0 or m["succeeded"] < m["requests"])
    return _table(head, rows, bad)


def _plots(report: dict[str, Any]) -> str:
    scenarios = report["scenarios"]
    key = ", ".join(f"{i} {text(s['name'])}" for i, s in enumerate(scenarios, start=1))
    return "\n".join(
        [
            latency_plot(report["requests"]),
            ram_plot(report["samples"], scenarios),
            lanes_plot(report["samples"], scenarios),
            f'<p class="note">Numbered spans in the time plots: {key}.</p>' if key else "",
        ]
    )


def _output(value: str) -> str:
    if len(value) <= OUTPUT_CHARS:
        return text(value or None)
    return f'<span title="{escape(value)}">{escape(value[: OUTPUT_CHARS - 1])}…</span>'


def _degraded(r: dict[str, Any]) -> str:
    if not r["degraded_needed"]:
        return "shown (not needed)" if r["degraded_shown"] else DASH
    return "shown" if r["degraded_shown"] else "<b>needed, not shown</b>"


def _outcome(r: dict[str, Any]) -> str:
    why = r["error"] or r["refused"]
    tip = f' title="{escape(why)}"' if why else ""
    return f"<span{tip}>{text(r['outcome'])}</span> (expected {text(r['expect'])})"


def _requests(requests: Sequence[dict[str, Any]]) -> str:
    head = [
        "Scenario",
        "Label",
        "Request id",
        "Outcome",
        "Route",
        "First failure",
        "Retry",
        "Lanes",
        "Attempts",
        "CPU start",
        "TTFT",
        "Latency",
        "= ref",
        "Connection kept",
        "Degraded",
        "Tool effects",
        "Output",
    ]
    rows = [
        [
            text(r["scenario"]),
            text(r["label"]),
            text(r["request_id"] or None),
            _outcome(r),
            text(r["route"] or None),
            text(r["first_failure"] or None),
            text(r["retry_decision"]),
            text(" → ".join(r["lanes"]) or None),
            str(r["attempts"]),
            seconds(r["cpu_start_s"]),
            seconds(r["ttft_s"]),
            seconds(r["latency_s"]),
            mark(r["equals_reference"]),
            mark(r["connection_survived"]),
            _degraded(r),
            text(r["tool_side_effects"]),
            _output(r["output"]),
        ]
        for r in requests
    ]
    return _table(head, rows, [not r["succeeded"] or r["lost"] for r in requests])
