"""The drill's figures and its pass criteria: pure functions of the records and samples."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.drill.records import RequestRecord, Sample, ScenarioRun


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0..100), nearest rank; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def summarize(
    records: Sequence[RequestRecord], samples: Sequence[Sample], runs: Sequence[ScenarioRun]
) -> dict[str, Any]:
    """Success, losses, duplicates, retries, token equivalence, latency, queues, RAM, recovery."""
    accepted = [r for r in records if r.accepted]
    finished = [r for r in accepted if r.outcome == "completed"]
    latencies = [r.latency_s for r in finished if r.latency_s is not None]
    compared = [r for r in records if r.equals_reference is not None]
    recoveries = [s for run in runs for s in run.recovery_s]
    # While the drill itself raises the reserve past what is free (to see the guard refuse),
    # the margin is negative by construction: those samples say nothing about the engine.
    margins = [s.ram_available - s.ram_reserve for s in samples if not s.reserve_raised]
    waits = [r.queue_wait_s for r in accepted if r.queue_wait_s is not None]
    ages = [s.oldest_queue_age_s for s in samples] + waits
    return {
        "requests": len(records),
        "accepted": len(accepted),
        "refused": sum(1 for r in records if not r.accepted),
        "succeeded": sum(1 for r in records if r.succeeded),
        "success_rate": _ratio(sum(1 for r in records if r.succeeded), len(records)),
        "accepted_lost": sum(1 for r in records if r.lost),
        "duplicated_side_effects": sum(
            max(0, (r.tool_side_effects or 0) - 1) for r in records if r.kind == "agent"
        ),
        "missing_side_effects": sum(
            1
            for r in records
            if r.kind == "agent" and r.outcome == "completed" and (r.tool_side_effects or 0) < 1
        ),
        "retries": sum(r.retries for r in records),
        "retries_not_once": sum(1 for r in records if not r.retry_ran_once),
        "token_equivalence_rate": _ratio(
            sum(1 for r in compared if r.equals_reference), len(compared)
        ),
        "token_compared": len(compared),
        "latency_p50_s": percentile(latencies, 50),
        "latency_p95_s": percentile(latencies, 95),
        "max_queue_age_s": max(ages, default=0.0),
        "ram_peak_rss": max((s.tree_rss for s in samples), default=0),
        "ram_min_available": min((s.ram_available for s in samples), default=0),
        "ram_reserve": max((s.ram_reserve for s in samples if not s.reserve_raised), default=0),
        "ram_min_margin": min(margins) if margins else None,
        "gpu_recovery_max_s": max(recoveries) if recoveries else None,
        "gpu_recoveries": len(recoveries),
        "gpu_recovery_missing": sum(run.recovery_missing for run in runs),
        "independent": sum(1 for r in records if r.independent),
        "independent_interrupted": sum(1 for r in records if interrupted(r)),
        "degraded": sum(1 for r in records if r.degraded_needed),
        "degraded_unshown": sum(1 for r in records if r.degraded_needed and not r.degraded_shown),
        "scenarios": len(runs),
        "scenarios_broken": sum(1 for run in runs if run.error),
        "connections": sum(1 for r in accepted),
        "connections_broken": sum(1 for r in accepted if not r.connection_survived),
        **_replays(records),
    }


def _replays(records: Sequence[RequestRecord]) -> dict[str, Any]:
    """Replays after streamed tokens: how many reproduced the prefix (as on a real card,
    where GPU and CPU kernels sum in another order, a greedy replay can differ)."""
    replayed = [r for r in records if r.replay_verified is not None]
    verified = sum(1 for r in replayed if r.replay_verified)
    return {
        "replays": len(replayed),
        "replays_verified": verified,
        "replays_diverged": sum(1 for r in replayed if r.replay_diverged),
        "verified_replay_rate": _ratio(verified, len(replayed)),
    }


def interrupted(record: RequestRecord) -> bool:
    """An independent request that was disturbed: retried, not completed, or a changed answer."""
    if not record.independent:
        return False
    return record.retries > 0 or record.outcome != "completed" or record.equals_reference is False


@dataclass(frozen=True)
class Criterion:
    """One pass criterion of the drill, checked on the totals."""

    name: str
    passed: bool
    detail: str


def criteria(totals: dict[str, Any]) -> list[Criterion]:
    """The drill's pass criteria (R20), each with the numbers behind it."""
    margin = totals["ram_min_margin"]
    return [
        Criterion(
            "every scenario ran to its end",
            totals["scenarios_broken"] == 0,
            f"{totals['scenarios'] - totals['scenarios_broken']} of {totals['scenarios']}",
        ),
        Criterion(
            "no accepted request lost",
            totals["accepted_lost"] == 0,
            f"{totals['accepted_lost']} of {totals['accepted']} accepted requests lost",
        ),
        Criterion(
            "every request ended as its scenario requires",
            totals["succeeded"] == totals["requests"],
            f"{totals['succeeded']} of {totals['requests']}",
        ),
        Criterion(
            "host RAM never below the guard's reserve",
            margin is not None and margin >= 0,
            "no samples"
            if margin is None
            else f"lowest available RAM was {margin / 2**20:+.0f} MiB from the reserve",
        ),
        Criterion(
            "every client got its one final event, every stream ended well-formed",
            totals["connections_broken"] == 0,
            f"{totals['connections'] - totals['connections_broken']} of "
            f"{totals['connections']} connections ended well",
        ),
        Criterion(
            "every replay either reproduced the streamed text or ended resumable",
            totals["replays_verified"] + totals["replays_diverged"] == totals["replays"],
            f"{totals['replays_verified']} of {totals['replays']} replays verified "
            f"(rate {_rate(totals['verified_replay_rate'])}), "
            f"{totals['replays_diverged']} diverged and kept their partial answer",
        ),
        Criterion(
            "every retry ran exactly once, with the same id",
            totals["retries_not_once"] == 0,
            f"{totals['retries']} retries; {totals['retries_not_once']} requests ran a retry "
            "more or less than once or changed id",
        ),
        Criterion(
            "no tool side effect duplicated",
            totals["duplicated_side_effects"] == 0 and totals["missing_side_effects"] == 0,
            f"{totals['duplicated_side_effects']} duplicated, "
            f"{totals['missing_side_effects']} missing",
        ),
        Criterion(
            "GPU worker restored without interrupting independent requests",
            totals["gpu_recovery_missing"] == 0 and totals["independent_interrupted"] == 0,
            f"{totals['gpu_recoveries']} recoveries (slowest "
            f"{_seconds(totals['gpu_recovery_max_s'])}), {totals['gpu_recovery_missing']} "
            f"missing; {totals['independent_interrupted']} of {totals['independent']} "
            "independent requests interrupted",
        ),
        Criterion(
            "every degraded request carried a Degraded event",
            totals["degraded_unshown"] == 0,
            f"{totals['degraded'] - totals['degraded_unshown']} of {totals['degraded']} shown",
        ),
    ]


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _rate(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0%}"


def _seconds(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f} s"
