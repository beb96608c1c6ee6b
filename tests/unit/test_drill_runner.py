"""The drill's orchestration where it does not need a model: choosing and failing."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from app.drill.runner import NAMES, DrillOptions, _references_ok, select
from app.drill.workload import PROFILES


def test_scenarios_run_in_drill_order_whatever_order_they_are_named() -> None:
    assert select(["engine-crash", "short-prompts"]) == ("short-prompts", "engine-crash")
    assert select([]) == NAMES
    with pytest.raises(ValueError, match="unknown scenario 'nope'"):
        select(["nope"])


def test_failed_reference_answers_are_reported_and_stop_the_drill(tmp_path: Path) -> None:
    async def broken(_request: object) -> str:
        raise RuntimeError("the model did not load")

    ctx: Any = SimpleNamespace(phase="start", profile=PROFILES["quick"], runs=[], reference=broken)
    options = DrillOptions(tmp_path, tmp_path / "fingerprints.json", say=lambda _text: None)
    header: dict[str, Any] = {}
    assert asyncio.run(_references_ok(ctx, options, header)) is False
    [run] = ctx.runs
    assert run.name == "references" and "the model did not load" in run.error
    assert "references_s" not in header


def test_the_drill_can_run_replicas_that_answer_chats_together(tmp_path: Path) -> None:
    """``--parallel 4`` loads both chat replicas for four sequences, and the report says so."""
    from app.cli import build_parser
    from app.drill.build import drill_settings

    args = build_parser().parse_args(["drill", "--parallel", "4"])
    options = DrillOptions(tmp_path, tmp_path / "fp.json", parallel=args.parallel)
    settings = drill_settings(options.extra_settings)
    assert (settings.get_int("gpu_lane.parallel"), settings.get_int("cpu_lane.parallel")) == (4, 4)
    assert DrillOptions(tmp_path, tmp_path / "fp.json").extra_settings == {}
    with pytest.raises(SystemExit):
        build_parser().parse_args(["drill", "--parallel", "0"])


def test_replicas_answering_together_get_a_card_with_room_for_their_caches() -> None:
    from app.drill.build import CARD_BYTES
    from app.drill.command import card_for

    assert card_for(1) == CARD_BYTES
    assert card_for(4) == 2 * CARD_BYTES and card_for(16) == 4 * CARD_BYTES
