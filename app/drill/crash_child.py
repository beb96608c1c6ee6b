"""The engine the drill kills: it accepts requests, starts streaming, and waits to die.

Run as ``python -m app.drill.crash_child DATA_DIR CARD FINGERPRINTS MAX_TOKENS``. It prints
one JSON line with the accepted request ids (by idempotency key), then ``streaming`` once
the first answer is under way. The drill then kills it with SIGKILL.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from app.drill.build import build_engine
from app.drill.workload import short
from engine.api import ChatRequest, Gpu, SimulatedGpu, TokenEvent

STREAMING_TOKENS = 20  # past the journal's first periodic write of the partial answer
LONG_ANSWER = 200


def crash_requests(max_tokens: int) -> dict[str, ChatRequest]:
    """The requests in flight when the engine dies, by idempotency key."""
    return {
        "drill-crash-streaming": short(0, LONG_ANSWER),
        "drill-crash-queued-1": short(1, max_tokens),
        "drill-crash-queued-2": short(2, max_tokens),
    }


async def _serve(data_dir: Path, card: Path, fingerprints: Path, max_tokens: int) -> None:
    gpu = Gpu("sim-gpu", SimulatedGpu(card))
    # Only the GPU lane: the queued requests wait there for sure when the engine dies.
    engine = build_engine(data_dir, gpu, fingerprints, extra={"cpu_lane.readiness": "none"})
    await engine.start()
    handles = {}
    for key, request in crash_requests(max_tokens).items():
        handles[key] = await engine.submit(request, idempotency_key=key, origin="drill")
    ids = {key: handle.request_id for key, handle in handles.items()}
    print(json.dumps({"accepted": ids}), flush=True)
    async for event in handles["drill-crash-streaming"]:
        if isinstance(event, TokenEvent) and event.index == STREAMING_TOKENS:
            print("streaming", flush=True)
            break
    await asyncio.sleep(3600)  # until killed


def main() -> None:
    """Entry point of the child process."""
    data_dir, card, fingerprints, max_tokens = sys.argv[1:5]
    asyncio.run(_serve(Path(data_dir), Path(card), Path(fingerprints), int(max_tokens)))


if __name__ == "__main__":
    main()
