"""Running the drill: references first, then each scenario, the report after every one."""

from __future__ import annotations

import asyncio
import logging
import shutil
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.drill import scenarios_faults as faults
from app.drill import scenarios_load as load
from app.drill.api_client import api_client
from app.drill.build import CARD_BYTES, DRILL_SETTINGS, build_engine
from app.drill.context import DrillContext
from app.drill.crash import engine_crash
from app.drill.html import render_html
from app.drill.records import ScenarioRun
from app.drill.report import build_report, write_json
from app.drill.sampler import Sampler
from app.drill.scenarios_remote import remote_tier
from app.drill.table import scenario_line, summary_table
from app.drill.workload import PROFILES, CountingTool, long, seeded_request, short, speech
from engine.api import Engine, open_gpu, probe_host

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Scenario:
    """A named part of the drill: what it does, what it triggers, and the code."""

    name: str
    title: str
    triggers: tuple[str, ...]
    run: Callable[[DrillContext], Awaitable[None]]


SCENARIOS = (
    Scenario("short-prompts", "Short prompts on a healthy GPU", (), load.short_prompts),
    Scenario("long-prompts", "Long prompts, streamed and not", (), load.long_prompts),
    Scenario("concurrent", "Concurrent chats and a transcription", (), load.concurrent),
    Scenario(
        "foreign-workload",
        "Another program fills the GPU",
        ("routing before admission",),
        load.foreign_workload,
    ),
    Scenario(
        "memory-steps",
        "Available GPU memory reduced step by step",
        ("routing before admission",),
        load.memory_steps,
    ),
    Scenario(
        "ram-guard",
        "Host RAM below the guard's reserve",
        ("the host-RAM guard refusing CPU routing",),
        load.ram_guard,
    ),
    Scenario(
        "alloc-before-generation",
        "Allocation failure before the first token",
        ("allocation failure before generation",),
        faults.alloc_before_generation,
    ),
    Scenario(
        "alloc-mid-stream",
        "Allocation failure mid-answer, streaming",
        ("allocation failure mid-generation, streaming on",),
        faults.alloc_mid_stream,
    ),
    Scenario(
        "alloc-mid-answer",
        "Allocation failure mid-answer, not streaming",
        ("allocation failure mid-generation, streaming off",),
        faults.alloc_mid_answer_not_streaming,
    ),
    Scenario(
        "api-client",
        "A client of the local API, through failovers",
        ("allocation failure mid-generation over HTTP, streaming on and off",),
        api_client,
    ),
    Scenario("worker-abort", "The GPU worker aborts", ("worker abort",), faults.worker_abort),
    Scenario("driver-reset", "The GPU driver resets", ("driver reset",), faults.driver_reset),
    Scenario(
        "gpu-hang",
        "The GPU worker hangs in a native call (heartbeats go on)",
        ("hang",),
        faults.gpu_hang,
    ),
    Scenario(
        "cpu-queue-cancel",
        "Cancel while queued on the CPU lane",
        ("cancellation while queued on the CPU lane",),
        load.cpu_queue_cancel,
    ),
    Scenario(
        "agent-tool",
        "Agent request with a counted side effect",
        ("agent request with a mock tool", "worker abort right after the tool call"),
        faults.agent_tool,
    ),
    Scenario(
        "remote-tier",
        "Another machine's server, then that machine gone",
        ("routing to the remote tier", "the remote server dying"),
        remote_tier,
    ),
    Scenario(
        "engine-crash",
        "The engine process is killed, then restarted",
        ("crash of the engine process", "recovery from the journal"),
        engine_crash,
    ),
)
NAMES = tuple(s.name for s in SCENARIOS)


@dataclass(frozen=True)
class DrillOptions:
    """What to run and where to write."""

    report_dir: Path
    fingerprints: Path
    profile: str = "full"
    scenarios: tuple[str, ...] = NAMES
    step: bool = False
    card_bytes: int = CARD_BYTES
    remote_peer: str = "spillway"
    parallel: int = 1  # chats a chat replica answers together
    say: Callable[[str], None] = print

    @property
    def extra_settings(self) -> dict[str, object]:
        """Settings beyond the drill's own: the replicas' parallel sequences."""
        if self.parallel <= 1:
            return {}
        return {"gpu_lane.parallel": self.parallel, "cpu_lane.parallel": self.parallel}


async def run_drill(options: DrillOptions) -> dict[str, Any]:
    """Run the drill; returns the final report (also written as JSON and HTML)."""
    workdir = options.report_dir / "work"
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True)
    gpu = open_gpu(workdir, options.card_bytes)
    tool = CountingTool()
    engine = build_engine(
        workdir / "data", gpu, options.fingerprints, (tool.tool(),), options.extra_settings
    )
    profile = PROFILES[options.profile]
    ctx = DrillContext(engine, profile, tool, workdir, options.fingerprints, options.remote_peer)
    header = _header(options, engine)
    sampler = Sampler(ctx)
    await engine.start()
    sampler.start()
    stopped = False
    try:
        stopped = not await _references_ok(ctx, options, header)
        for scenario in (s for s in SCENARIOS if s.name in options.scenarios and not stopped):
            await _run_scenario(ctx, scenario)
            report = _report(ctx, header, finished=False)
            _write(report, options.report_dir)
            options.say(scenario_line(report["scenarios"][-1]))
            if options.step and not await _go_on(options):
                stopped = True
                break
    finally:
        await sampler.stop()
        await engine.stop()
    report = _report(ctx, header, finished=not stopped)
    _write(report, options.report_dir)
    options.say(summary_table(report))
    options.say(f"Report: {options.report_dir / 'drill.html'} (and drill.json, drill.log)")
    return report


async def _references_ok(ctx: DrillContext, options: DrillOptions, header: dict[str, Any]) -> bool:
    """Compute the reference answers; False (and the error reported) if that failed."""
    try:
        header["references_s"] = await _references(ctx, options)
    except Exception as exc:  # nothing to compare against: report it, run no scenario
        log.exception("the drill's reference answers failed")
        error = f"{type(exc).__name__}: {exc}"
        ctx.runs.append(ScenarioRun("references", "Reference answers", (), error=error))
        return False
    return True


async def _references(ctx: DrillContext, options: DrillOptions) -> float:
    """Each request's answer on the healthy engine, for the token-equivalence check."""
    ctx.phase = "references"
    options.say("Computing reference answers on the healthy GPU and on the CPU…")
    started = time.monotonic()
    p = ctx.profile
    for i in range(4):
        await ctx.reference(short(i, p.max_tokens))
    await ctx.reference(long(p.max_tokens))
    await ctx.reference(seeded_request(p.max_tokens))
    await ctx.reference(speech())
    # The CPU's own answers: the simulated card computes with other numerics, so an
    # answer that ended on the CPU lane is compared with what the CPU says.
    for request in [short(i, p.max_tokens) for i in range(4)]:
        await ctx.cpu_reference(request)
    await ctx.cpu_reference(long(p.max_tokens))
    await ctx.cpu_reference(seeded_request(p.max_tokens))
    return round(time.monotonic() - started, 2)


async def _run_scenario(ctx: DrillContext, scenario: Scenario) -> None:
    run = ScenarioRun(scenario.name, scenario.title, scenario.triggers, started_s=ctx.now())
    ctx.runs.append(run)
    ctx.phase = scenario.name
    try:
        await scenario.run(ctx)
    except Exception as exc:  # the drill reports a broken scenario; it does not crash
        log.exception("drill scenario %s stopped", scenario.name)
        run.error = f"{type(exc).__name__}: {exc}"
    finally:
        if ctx.engine.gpu.card is not None:
            for fault in ctx.engine.gpu.card.clear_faults():
                run.notes.append(f"fault {fault} never fired (the answer ended first)")
            ctx.engine.gpu.card.set_foreign(0)
        ctx.tool.then.clear()
        run.ended_s = ctx.now()


def _report(ctx: DrillContext, header: dict[str, Any], finished: bool) -> dict[str, Any]:
    header = header | {"duration_s": round(ctx.now(), 1)}
    return build_report(header, ctx.runs, ctx.records, ctx.samples, finished)


def _write(report: dict[str, Any], report_dir: Path) -> None:
    write_json(report, report_dir / "drill.json")
    page = report_dir / "drill.html"
    page.write_text(render_html(report))


async def _go_on(options: DrillOptions) -> bool:
    """``--step``: wait for Enter before the next scenario; q stops the drill."""
    prompt = f"Paused: see {options.report_dir / 'drill.html'}. Enter to go on, q to stop: "
    try:
        answer = await asyncio.to_thread(input, prompt)
    except EOFError:
        return True
    return answer.strip().lower() not in ("q", "quit")


def _header(options: DrillOptions, engine: Engine) -> dict[str, Any]:
    host = probe_host()
    snap = engine.gpu.snapshot()
    llm = engine.registry.get(engine.settings.get_str("models.llm"))
    whisper = engine.registry.get(engine.settings.get_str("models.whisper"))
    return {
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "duration_s": 0.0,
        "profile": options.profile,
        "gpu": {
            "description": engine.gpu.description,
            "simulated": engine.gpu.simulated,
            "total": snap.total if snap else 0,
        },
        "models": {"llm": llm.name, "whisper": whisper.name},
        "machine": {"cpus": host.cpu_count, "ram_total": host.ram_total},
        "settings": dict(DRILL_SETTINGS) | options.extra_settings,
        "scenarios_selected": list(options.scenarios),
    }


def select(names: Sequence[str]) -> tuple[str, ...]:
    """The scenarios to run, in drill order; raises ValueError for an unknown name."""
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        raise ValueError(f"unknown scenario {unknown[0]!r} (known: {', '.join(NAMES)})")
    return tuple(n for n in NAMES if n in names) if names else NAMES
