"""The engine-crash scenario: a second engine process is killed mid-answer, then recovered.

The child engine journals three requests and starts streaming the first; it is killed
with SIGKILL (no chance to clean up). A new engine then opens the same journal, as the app
does on its next start, and each request is reattached by its idempotency key.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from pathlib import Path

import psutil

from app.drill.build import CARD_BYTES, build_engine
from app.drill.context import DrillContext, reference_key
from app.drill.crash_child import crash_requests
from app.drill.follow import Follower
from app.drill.records import RequestRecord
from app.paths import REPO_ROOT
from engine.api import Engine, Gpu, SimulatedGpu

CHILD_TIMEOUT_S = 120.0


async def engine_crash(ctx: DrillContext) -> None:
    """Kill an engine process mid-answer; the next engine must account for every request."""
    workdir, fingerprints = ctx.workdir / "crash", ctx.fingerprints
    workdir.mkdir(parents=True, exist_ok=True)
    card = SimulatedGpu.create(workdir / "card.json", CARD_BYTES)
    data_dir = workdir / "data"
    ids, orphans = await _run_and_kill(ctx, data_dir, card.path, fingerprints)
    if orphans:
        ctx.run.notes.append(f"{orphans} worker processes outlived the killed engine")
    ctx.run.notes.append(f"killed the engine process with {len(ids)} requests accepted")
    engine = build_engine(data_dir, Gpu("sim-gpu", SimulatedGpu(card.path)), fingerprints)
    started = time.monotonic()
    recovered = await engine.start()
    try:
        ctx.run.notes.append(f"the new engine recovered {len(recovered)} unfinished requests")
        await _reattach(ctx, engine, ids)
        ctx.run.notes.append(
            f"every request accounted for {time.monotonic() - started:.1f} s after the restart"
        )
    finally:
        await engine.stop()


async def _run_and_kill(
    ctx: DrillContext, data_dir: Path, card: Path, fingerprints: Path
) -> tuple[dict[str, str], int]:
    """Start the child engine, wait until it streams, SIGKILL it; returns ids and orphans."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "app.drill.crash_child",
        str(data_dir),
        str(card),
        str(fingerprints),
        str(ctx.profile.max_tokens),
        stdout=asyncio.subprocess.PIPE,
        cwd=REPO_ROOT,
    )
    assert child.stdout is not None
    try:
        line = await asyncio.wait_for(child.stdout.readline(), CHILD_TIMEOUT_S)
        ids: dict[str, str] = json.loads(line)["accepted"]
        streaming = await asyncio.wait_for(child.stdout.readline(), CHILD_TIMEOUT_S)
        if streaming.strip() != b"streaming":
            raise RuntimeError(f"the engine to be killed said {streaming!r}")
        workers = [p.pid for p in psutil.Process(child.pid).children(recursive=True)]
    finally:
        if child.returncode is None:
            os.kill(child.pid, signal.SIGKILL)
        await child.wait()
    return ids, await _orphans(workers)


async def _orphans(pids: list[int], timeout_s: float = 10.0) -> int:
    """How many of ``pids`` are still alive ``timeout_s`` after their parent died."""
    deadline = time.monotonic() + timeout_s
    alive = pids
    while alive and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
        alive = [p for p in alive if psutil.pid_exists(p) and _not_zombie(p)]
    return len(alive)


def _not_zombie(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


async def _reattach(ctx: DrillContext, engine: Engine, ids: dict[str, str]) -> None:
    """Ask again with each idempotency key, as a client reconnecting would; follow to the end."""
    tasks = []
    for key, request in crash_requests(ctx.profile.max_tokens).items():
        expect = "resumable" if key == "drill-crash-streaming" else "completed"
        record = RequestRecord(
            ctx.run.name, key.removeprefix("drill-crash-"), "chat", expect=expect
        )
        record.submitted_s, record.accepted, record.request_id = ctx.now(), True, ids[key]
        record.reference = ctx.references.get(reference_key(request))
        ctx.records.append(record)
        handle = await engine.submit(request, idempotency_key=key, origin="drill")
        if handle.request_id != ids[key]:
            record.error = f"reattached to {handle.request_id}, not {ids[key]}"
            record.ids_seen = 2
        follower = Follower(record, time.monotonic(), ctx.started)
        tasks.append(asyncio.create_task(follower.follow(handle)))
    await asyncio.wait(tasks, timeout=240)
    for record in ctx.records[-len(ids) :]:
        if engine.journal is not None:
            row = await engine.journal.get(record.request_id)
            record.journal_status = row.status.name.lower()
        if record.outcome == "completed" and record.reference is not None:
            record.equals_reference = record.output.strip() == record.reference.strip()
