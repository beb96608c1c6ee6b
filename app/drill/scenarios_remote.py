"""The remote tier (R28) in the drill: another machine's server, then that machine gone.

"Another machine" is a second Spillway (``spillway serve``, CPU only) in its own process,
serving the same default model, or (``--remote llama-server``) upstream llama-server as
``make peer`` builds it. Then it is killed, and the next request must be answered here,
once, with the same id.
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
PEER = REPO_ROOT / "build" / "peer" / "bin" / "llama-server"


async def remote_tier(ctx: DrillContext) -> None:
    """Chat goes to the other machine under pressure; when it dies, the CPU answers once."""
    peer = ctx.remote_peer == "llama-server"
    server, url = await (_llama_server(ctx) if peer else _other_machine(ctx))
    engine, before = ctx.engine, ctx.engine.settings
    changes = {
        "remote.url": url,
        "remote.model": before.get_str("models.llm"),
        "policy.under_pressure": "remote,cpu",
    }
    engine.apply_settings(before.replace(changes))
    serves = "llama-server" if peer else "another Spillway"
    ctx.run.notes.append(f"{serves} serves on {url}; the policy is remote, then cpu")
    try:
        await _until_remote_answers(ctx, START_TIMEOUT_S)
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


async def _llama_server(ctx: DrillContext) -> tuple[asyncio.subprocess.Process, str]:
    """Start the peer llama-server on the drill's model, named as the drill names it."""
    if not PEER.is_file():
        raise RuntimeError(f"{PEER} is missing: `make peer` builds it")
    model = ctx.engine.settings.get_str("models.llm")
    port = _free_port()
    argv = ["-m", str(ctx.engine.registry.get(model).path), "--alias", model, "-np", "2"]
    server = await asyncio.create_subprocess_exec(
        PEER,
        *argv,
        *("--host", "127.0.0.1", "--port", str(port), "--threads", "1"),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    return server, f"http://127.0.0.1:{port}/v1"  # it answers once its model is loaded


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
