"""The short failover drill, run as a user runs it: ``spillway drill --profile quick``.

Every scenario runs on the simulated GPU with the real default models; the drill checks
its own pass criteria, and this test checks the report says what happened.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.drill.runner import NAMES
from tests.integration.engine_helpers import FINGERPRINTS

pytestmark = [pytest.mark.drill, pytest.mark.models, pytest.mark.timeout(960)]
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def drill_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict[str, Any], Path, str]:
    """One quick drill for the whole module (it takes a few minutes)."""
    root = tmp_path_factory.mktemp("drill")
    home = root / "home"
    # Reuse the test run's model hashes, as the app reuses its own cache.
    (home / "cache").mkdir(parents=True)
    if FINGERPRINTS.exists():
        (home / "cache" / "fingerprints.json").write_bytes(FINGERPRINTS.read_bytes())
    report_dir = root / "report"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "app",
            "--data-dir",
            str(home),
            "drill",
            "--profile",
            "quick",
            "--report",
            str(report_dir),
        ],
        cwd=REPO,
        check=False,
        capture_output=True,
        text=True,
        timeout=900,
        env=os.environ | {"PYTHONUNBUFFERED": "1"},
    )
    report = json.loads((report_dir / "drill.json").read_text())
    return done.returncode, report, report_dir, done.stdout


def by_scenario(report: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """The scenario's own requests (not the small probes that close a half-open breaker)."""
    return [
        r
        for r in report["requests"]
        if r["scenario"] == name and not r["label"].startswith("GPU probe")
    ]


def test_the_quick_drill_runs_every_scenario_and_passes(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    code, report, report_dir, stdout = drill_run
    failed = [c for c in report["criteria"] if not c["passed"]]
    assert failed == [] and report["passed"] and code == 0, stdout
    assert [s["name"] for s in report["scenarios"]] == list(NAMES)
    assert report["gpu"]["simulated"] and report["totals"]["accepted_lost"] == 0
    assert "Drill PASSED" in stdout
    page = (report_dir / "drill.html").read_text()
    assert page.count("<svg") >= 3 and "PASSED" in page


def test_an_agent_whose_gpu_worker_aborts_after_the_tool_finishes_on_the_cpu_once(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    [healthy, aborted] = by_scenario(report, "agent-tool")
    assert healthy["tool_side_effects"] == 1 and healthy["retries"] == 0
    assert aborted["outcome"] == "completed" and aborted["lanes"] == ["gpu", "cpu"]
    assert aborted["first_failure"].startswith("abort")
    assert aborted["tool_side_effects"] == 1 and aborted["tool_calls"] == 2  # 2nd: replayed


def test_every_fault_was_retried_once_on_the_cpu_with_the_same_id(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    faulted = [r for r in report["requests"] if r["expect_retry"]]
    assert len(faulted) >= 6
    for record in faulted:
        assert (record["retries"], record["lanes"][-1], record["ids_seen"]) == (1, "cpu", 1)
        assert record["degraded_shown"], record["label"]
    replayed = [r for r in faulted if r["kind"] == "chat" and r["deterministic"]]
    for record in replayed:  # the same answer as with no fault, or told it diverged
        diverged = record["error"].startswith("replay_diverged") and record["resumable"]
        assert record["equals_reference"] or (diverged and record["output"]), record["label"]
    assert report["totals"]["replays"] >= 3 and report["totals"]["verified_replay_rate"] is not None


def test_a_hang_with_heartbeats_is_found_by_progress_and_answered_once_on_the_cpu(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    [hung] = by_scenario(report, "gpu-hang")
    assert (
        hung["first_failure"].startswith("hang")
        and "heartbeats kept arriving" in hung["first_failure"]
    )
    assert (hung["outcome"], hung["lanes"], hung["retries"]) == ("completed", ["gpu", "cpu"], 1)


def test_an_api_client_keeps_its_connection_and_sees_the_degraded_state(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    calls = by_scenario(report, "api-client")
    assert [c["stream"] for c in calls] == [True, False]
    for call in calls:
        assert call["connection_survived"] and call["final_events"] == 1
        assert call["outcome"] == "completed" or call["error"].startswith("replay_diverged")
        assert call["lanes"] == ["gpu", "cpu"] and call["degraded_shown"]
        assert call["request_id"].startswith("req-")
        assert call["equals_reference"] or call["error"].startswith("replay_diverged")


def test_the_other_machine_answers_and_when_it_dies_this_one_does_once(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    there, gone = by_scenario(report, "remote-tier")
    assert there["lanes"] == ["remote"] and there["route"].startswith("remote server")
    assert there["equals_reference"] and there["degraded_shown"]  # the same model, told
    assert gone["outcome"] == "completed" and gone["lanes"][-1] == "cpu"
    assert gone["retries"] == (1 if gone["lanes"][0] == "remote" else 0)


def test_pressure_routes_before_admission_the_ram_guard_refuses_and_queued_cancels_never_run(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    assert all(r["lanes"] == ["cpu"] for r in by_scenario(report, "foreign-workload"))
    steps = by_scenario(report, "memory-steps")
    assert steps[0]["lanes"] == ["gpu"] and steps[-1]["lanes"] == ["cpu"]
    refused, after = by_scenario(report, "ram-guard")
    assert not refused["accepted"] and "host RAM guard" in refused["refused"]
    assert after["outcome"] == "completed"  # the guard back at its setting: work goes on
    [doomed] = [r for r in by_scenario(report, "cpu-queue-cancel") if r["expect"] == "cancelled"]
    assert doomed["outcome"] == "cancelled" and doomed["lanes"] == []


def test_after_the_engine_is_killed_every_accepted_request_is_accounted_for(
    drill_run: tuple[int, dict[str, Any], Path, str],
) -> None:
    _code, report, _dir, _out = drill_run
    records = by_scenario(report, "engine-crash")
    assert len(records) == 3
    interrupted, *queued = records
    assert interrupted["outcome"] == "failed" and interrupted["resumable"]
    assert interrupted["output"]  # the partial answer was kept
    assert all(r["outcome"] == "completed" and r["equals_reference"] for r in queued)
