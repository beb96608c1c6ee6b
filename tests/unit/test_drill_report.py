"""The drill's report as HTML (app.drill.html) and as a terminal table (app.drill.table)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from app.drill.html import render_html
from app.drill.records import RequestRecord, Sample, ScenarioRun
from app.drill.report import build_report
from app.drill.svg import lanes_plot, latency_plot, nice_ticks, ram_plot
from app.drill.table import scenario_line, summary_table
from engine.units import GIB, MIB

LONG_OUTPUT = "The quick brown fox jumps over the lazy dog. " * 4

HEADER: dict[str, Any] = {
    "started": "2025-01-02T03:04:05+00:00",
    "duration_s": 42.5,
    "profile": "quick",
    "gpu": {"description": "Simulated 8 GiB card", "simulated": True, "total": 8 * GIB},
    "models": {"llm": "SmolLM2-135M-Instruct.Q4_1.gguf", "whisper": "tiny.en"},
    "settings": {"gpu_reserve": "512MiB", "cpu_workers": 2},
}


def _done(**fields: Any) -> RequestRecord:
    """An accepted request that completed on the GPU, with its final journal row."""
    base: dict[str, Any] = {
        "scenario": "pressure",
        "label": "short-1",
        "kind": "chat",
        "accepted": True,
        "route": "gpu",
        "lanes": ["gpu"],
        "attempts": 1,
        "ids_seen": 1,
        "ttft_s": 0.12,
        "latency_s": 0.8,
        "outcome": "completed",
        "journal_status": "completed",
        "output": "Hello there.",
        "connection_survived": True,
        "final_events": 1,
    }
    return RequestRecord(**(base | fields))


def _records() -> list[RequestRecord]:
    return [
        _done(request_id="req-gpu-1", step="s1 roomy", step_free_mib=4096.0),
        _done(
            scenario="gpu-crash",
            label="long-2",
            request_id="req-retry-2",
            expect_retry=True,
            retries=1,
            attempts=2,
            lanes=["gpu", "cpu"],
            retry_decision="retry on cpu",
            first_failure="gpu worker died",
            cpu_start_s=1.5,
            latency_s=3.25,
            equals_reference=True,
            reference=LONG_OUTPUT,
            output=LONG_OUTPUT,
            connection_survived=True,
            degraded_needed=True,
            degraded_shown=True,
            step="s2 tight",
            step_free_mib=1024.0,
        ),
        RequestRecord(
            scenario="pressure",
            label="long-3",
            kind="chat",
            expect="refused",
            outcome="refused",
            refused="not enough memory",
            step="s3 full",
            step_free_mib=128.0,
        ),
        _done(
            scenario="gpu-crash",
            label="<b>bold</b>",
            request_id="req-cancel-4",
            expect="cancelled",
            outcome="cancelled",
            journal_status="cancelled",
            latency_s=0.4,
        ),
        _done(
            scenario="gpu-crash",
            label="agent-5",
            kind="agent",
            request_id="req-agent-5",
            tool_calls=1,
            tool_side_effects=1,
        ),
        _done(scenario="gpu-crash", label="bystander", request_id="req-indep-6", independent=True),
    ]


def _sample(t: float, scenario: str, alive: bool = True, gpu: int = 1) -> Sample:
    return Sample(
        t=t,
        scenario=scenario,
        ram_available=6 * GIB,
        ram_reserve=2 * GIB,
        tree_rss=1 * GIB + int(t) * MIB,
        gpu_total=8 * GIB,
        gpu_used=3 * GIB,
        gpu_error="",
        gpu_queued=gpu,
        gpu_running=1,
        cpu_queued=0,
        cpu_running=0 if alive else 1,
        oldest_queue_age_s=0.5,
        mode="normal",
        breaker="closed",
        gpu_llm_alive=alive,
    )


def _samples() -> list[Sample]:
    return [
        _sample(1.0, "pressure"),
        _sample(5.0, "pressure", gpu=3),
        _sample(11.0, "gpu-crash", alive=False),
        _sample(14.0, "gpu-crash"),
        _sample(19.0, "gpu-crash"),
    ]


def _runs() -> list[ScenarioRun]:
    return [
        ScenarioRun("pressure", "Memory pressure in steps", ("gpu_squeeze",), 0.0, 10.0),
        ScenarioRun("gpu-crash", "GPU worker crash", ("kill_gpu_llm",), 10.0, 20.0, [2.5]),
    ]


def _report(
    records: Sequence[RequestRecord] | None = None,
    samples: Sequence[Sample] | None = None,
    finished: bool = True,
) -> dict[str, Any]:
    return build_report(
        HEADER,
        _runs(),
        _records() if records is None else records,
        _samples() if samples is None else samples,
        finished,
    )


def _verdict(page: str) -> str:
    match = re.search(r'<p class="verdict [a-z]+">([A-Z]+)</p>', page)
    assert match, "no verdict on the page"
    return match.group(1)


def test_html_is_one_self_contained_page_with_three_plots() -> None:
    report = _report()
    page = render_html(report)
    assert page.startswith("<!DOCTYPE html>")
    assert page.count("<svg") >= 3
    for outside in ("http://", "https://", "<script src", "<link"):
        # the SVG namespace is an identifier, not something fetched
        assert outside not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    for title in ("Latency by step of memory pressure", "Host RAM over time", "Lanes over time"):
        assert title in page
    assert "no data" not in page
    assert render_html(json.loads(json.dumps(report))) == page  # the same from the JSON file


def test_html_header_shows_the_verdict_and_the_machine() -> None:
    page = render_html(_report())
    assert _verdict(page) == "PASSED"
    assert "Simulated GPU" in page and "Simulated 8 GiB card" in page and "8.00 GiB" in page
    assert "SmolLM2-135M-Instruct.Q4_1.gguf" in page and "tiny.en" in page
    assert "42.50 s" in page and "2025-01-02T03:04:05+00:00" in page
    assert 'class="bad"' not in page  # every row ended as required


def test_html_escapes_text_and_lists_every_scenario_and_request() -> None:
    page = render_html(_report())
    assert "&lt;b&gt;bold&lt;/b&gt;" in page
    assert "<b>bold</b>" not in page
    for name in ("pressure", "gpu-crash"):
        assert f"<b>{name}</b>" in page
    for request_id in ("req-gpu-1", "req-retry-2", "req-cancel-4", "req-agent-5", "req-indep-6"):
        assert request_id in page
    assert "gpu → cpu" in page
    assert "refused</span> (expected refused)" in page


def test_html_truncates_long_output_and_keeps_it_in_a_title() -> None:
    page = render_html(_report())
    assert f'title="{LONG_OUTPUT}"' in page
    shown = re.search(r'title="The quick[^"]*">([^<]*)</span>', page)
    assert shown is not None
    assert shown.group(1).endswith("…") and len(shown.group(1)) == 80


def test_html_totals_use_units_and_two_decimals() -> None:
    report = _report()
    page = render_html(report)
    assert report["totals"]["latency_p95_s"] == 3.25
    assert "3.25 s" in page
    assert "6.00 GiB vs reserve 2.00 GiB" in page  # min available RAM against the reserve
    assert "100.0 % of 1 compared" in page  # token equivalence of the retried request


def test_a_lost_request_fails_the_drill_and_is_highlighted() -> None:
    lost = RequestRecord(
        scenario="gpu-crash", label="lost-7", kind="chat", accepted=True, request_id="req-lost-7"
    )
    report = _report(records=[*_records(), lost])
    assert report["passed"] is False
    page = render_html(report)
    assert _verdict(page) == "FAILED"
    row = re.search(r'<tr class="bad">(.*?)</tr>', page.split("<h2>Requests</h2>")[1])
    assert row is not None and "req-lost-7" in row.group(1)
    text = summary_table(report)
    assert "FAIL  no accepted request lost — 1 of 6 accepted requests lost" in text
    assert text.rstrip().endswith("Drill FAILED")


def test_an_unfinished_drill_says_so() -> None:
    report = _report(finished=False)
    assert _verdict(render_html(report)) == "UNFINISHED"
    assert summary_table(report).rstrip().endswith("Drill unfinished")


def test_a_broken_scenario_fails_the_drill_and_shows_its_error() -> None:
    runs = _runs()
    runs[1].error = "RuntimeError: <worker> did not start"
    report = build_report(HEADER, runs, _records(), _samples(), True)
    assert report["passed"] is False
    page = render_html(report)
    assert _verdict(page) == "FAILED"
    assert "broke off: RuntimeError: &lt;worker&gt; did not start" in page
    scenarios = page.split("<h2>Scenarios</h2>")[1].split("</table>")[0]
    assert scenarios.count('<tr class="bad">') == 1
    assert scenario_line(report["scenarios"][1]).startswith("FAIL  gpu-crash")
    assert scenario_line(report["scenarios"][0]).startswith("ok    pressure")


def test_empty_records_and_samples_render_no_data() -> None:
    report = _report(records=[], samples=[])
    page = render_html(report)
    assert page.count("<svg") == 3 and page.count("no data") == 3
    assert _verdict(page) == "FAILED"  # without samples the RAM criterion cannot pass
    text = summary_table(report)
    assert "FAIL  host RAM never below the guard's reserve — no samples" in text


def test_summary_table_rows_criteria_and_width() -> None:
    report = _report()
    text = summary_table(report)
    lines = text.splitlines()
    assert all(len(line) <= 100 for line in lines)
    assert lines[0].split() == [
        "scenario",
        "reqs",
        "ok",
        "lost",
        "retries",
        "tok=ref",
        "p50",
        "p95",
        "recovered",
    ]
    rows = {line.split()[0]: line.split() for line in lines[2:] if line and line[0].isalpha()}
    assert rows["pressure"][1:4] == ["2", "2", "0"]
    assert rows["gpu-crash"][1:6] == ["4", "4", "0", "1", "1/1"]
    assert rows["gpu-crash"][8:] == ["1/1", "2.5s"]
    assert rows["TOTAL"][1:5] == ["6", "6", "0", "1"]
    marks = [line[:4] for line in lines if line.startswith(("PASS  ", "FAIL  "))]
    assert marks == ["PASS"] * len(report["criteria"])
    for criterion in report["criteria"]:
        assert f"PASS  {criterion['name']} — " in text
    assert text.rstrip().endswith("Drill PASSED")


def test_summary_table_columns_line_up() -> None:
    lines = summary_table(_report()).splitlines()
    table = lines[: lines.index("")]
    rule = table[1]
    spans = [(m.start(), m.end()) for m in re.finditer(r"-+", rule)]
    assert len(table) == 6 and len(spans) == 9 and table[4] == rule
    for row in (line for line in table if line != rule):
        assert row[0] != " "  # names flush left
        for start, end in spans[1:]:  # figures flush right, each within its column
            assert row[start - 1] == " " and row[end - 1] != " ", row


def test_scenario_line_summarises_one_scenario() -> None:
    report = _report()
    crash = next(s for s in report["scenarios"] if s["name"] == "gpu-crash")
    line = scenario_line(crash)
    assert "\n" not in line and len(line) <= 100
    assert line.startswith("ok    gpu-crash: 4/4 ok, 0 lost, 1 retries")
    assert "recovered 1/1 2.5s" in line and "10.0s" in line
    lost = RequestRecord(scenario="gpu-crash", label="x", kind="chat", accepted=True)
    failed = _report(records=[*_records(), lost])["scenarios"][1]
    assert scenario_line(failed).startswith("FAIL  gpu-crash: 4/5 ok, 1 lost")


def test_latency_plot_marks_cpu_requests_hollow_and_refused_with_an_x() -> None:
    requests = _report()["requests"]
    on_gpu = [r for r in requests if r["lanes"] == ["gpu"] and r["step"]]
    hollow = 'fill="#fff"'
    assert latency_plot(on_gpu).count(hollow) == 1  # the legend's key only
    assert latency_plot(requests).count(hollow) == 2  # and the request that ended on the CPU
    plot = latency_plot(requests)
    for step in ("s1 roomy", "s2 tight", "s3 full"):
        assert step in plot
    assert plot.index("s1 roomy") < plot.index("s2 tight") < plot.index("s3 full")
    assert plot.count("<path") == 2  # the refused request's x, and the legend's x


def test_lanes_plot_shows_when_the_gpu_worker_was_down() -> None:
    report = _report()
    down = 'fill="#c62828" fill-opacity="0.22"'
    assert down in lanes_plot(report["samples"], report["scenarios"])
    alive = [s for s in report["samples"] if s["gpu_llm_alive"]]
    assert down not in lanes_plot(alive, report["scenarios"])


def test_the_remote_lane_is_drawn_only_when_it_took_work() -> None:
    report = _report()
    assert "remote lane" not in lanes_plot(report["samples"], report["scenarios"])
    busy = _sample(30.0, "remote")
    busy.remote_running = 1
    with_remote = _report(samples=[*_samples(), busy])
    assert "remote lane" in lanes_plot(with_remote["samples"], with_remote["scenarios"])


def test_a_running_scenario_is_shaded_up_to_the_last_sample() -> None:
    samples = _report(samples=[_sample(0.0, "a"), _sample(20.0, "a")])["samples"]
    running = {"name": "a", "started_s": 10.0, "ended_s": 0.0}  # not ended yet
    plot = ram_plot(samples, [running])
    # the frame is 560 px wide from x=60: the band covers its right half, not 0..10 s
    assert '<rect x="340.0" y="34" width="280.0"' in plot


def test_nice_ticks_are_round_and_cover_the_range() -> None:
    assert nice_ticks(0, 10) == [0, 2, 4, 6, 8, 10]
    assert nice_ticks(0, 1.1) == [0, 0.25, 0.5, 0.75, 1.0]
    assert nice_ticks(10, 95) == [20, 40, 60, 80]
    assert nice_ticks(3, 3) == [3]
