"""``spillway serve``: the engine and the API, headless, until Ctrl-C or SIGTERM."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys

from app.cli_inputs import warnings
from app.paths import Paths
from app.server import DEFAULT_MAX_UPLOAD, is_loopback, serve
from app.session import Session

log = logging.getLogger(__name__)


async def serve_headless(args: argparse.Namespace, paths: Paths) -> int:
    """Start the engine, serve the API on ``args.host:args.port``, stop both on a signal."""
    if not is_loopback(args.host) and not args.api_key:
        print(
            f"spillway: --api-key is required to listen on {args.host} (beyond this machine)",
            file=sys.stderr,
        )
        return 2
    session = Session.open(paths, args.simulate_gpu, args.gpu_foreign, args.fault)
    for warning in warnings(session, args.api_key):
        print(f"spillway: warning: {warning}", file=sys.stderr)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    try:
        engine = session.make_engine()
        await engine.start()
        try:
            async with serve(engine, args.host, args.port, args.api_key, DEFAULT_MAX_UPLOAD) as at:
                status = engine.status()
                print(
                    f"Spillway API on {at.url} ({status.gpu_description}; mode {status.mode}). "
                    "Ctrl-C stops.",
                    flush=True,
                )
                await stop.wait()
                log.info("stopping the API and the engine")
        except OSError as exc:
            print(f"spillway: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
            return 1
    finally:
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.remove_signal_handler(signum)
        await session.close()
    return 0
