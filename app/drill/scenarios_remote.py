"""The remote tier (R28) in the drill: another machine's server, then that machine gone.

"Another machine" is a second Spillway (``spillway serve``, CPU only) in its own process,
serving the same default model: its greedy answers must equal the references. Then it is
killed, and the next request must be answered here, once, with the same id.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import sys

from app.drill.context import DrillContext
from app.drill.scenarios_load import fill_gpu
from app.drill.workload import short
from app.paths import REPO_ROOT

START_TIMEOUT_S = 120.0


async def remote_tier(ctx: DrillContext) -> None:
    """Chat goes to the other machine under pressure; when it dies, the CPU answers once."""
    server, url = await _other_machine(ctx)
    engine, before = ctx.engine, ctx.engine.settings
    changes = {
        "remote.url": url,
        "remote.model": before.get_str("models.llm"),
        "policy.under_pressure": "remote,cpu",
    }
    engine.apply_settings(before.replace(changes))
    ctx.run.notes.append(f"another Spillway serves on {url}; the policy is remote, then cpu")
    try:
        await _until_remote_answers(ctx)
        fill_gpu(ctx)
        p = ctx.profile
        await ctx.wait(await ctx.send("short (other machine)", short(0, p.max_tokens)))
        server.kill()
        await server.wait()
        ctx.run.notes.append("the other machine was killed")
        gone = await ctx.send("short (other machine gone)", short(1, p.max_tokens))
        await ctx.wait(gone)
        # Sent there on the last health check's word, it must have come back here exactly once.
        gone.record.expect_retry = gone.record.lanes[:1] == ["remote"]
    finally:
        if server.returncode is None:
            server.kill()
            await server.wait()
        engine.apply_settings(before)
        ctx.take_gpu(0)


async def _other_machine(ctx: DrillContext) -> tuple[asyncio.subprocess.Process, str]:
    """Start ``spillway serve`` with its own folder; returns it and its API's base URL."""
    home = ctx.workdir / "other-machine"
    (home / "cache").mkdir(parents=True, exist_ok=True)
    if ctx.fingerprints.exists():  # the same model files: no need to hash them again
        (home / "cache" / "fingerprints.json").write_bytes(ctx.fingerprints.read_bytes())
    port = _free_port()
    server = await asyncio.create_subprocess_exec(
        sys.executable,
        *("-m", "app", "--data-dir", str(home), "serve", "--port", str(port)),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
        cwd=REPO_ROOT,
    )
    assert server.stdout is not None
    try:
        line = await asyncio.wait_for(server.stdout.readline(), START_TIMEOUT_S)
    except TimeoutError:
        server.kill()
        raise
    if b"Spillway API on" not in line:
        server.kill()
        raise RuntimeError(f"the other machine's server said {line!r}")
    return server, f"http://127.0.0.1:{port}/v1"


async def _until_remote_answers(ctx: DrillContext, timeout_s: float = 30.0) -> None:
    async with asyncio.timeout(timeout_s):
        while True:
            remote = ctx.engine.status().remote
            if remote is not None and remote.healthy:
                return
            with contextlib.suppress(Exception):
                await ctx.engine.remote.check()
            await asyncio.sleep(0.2)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port
