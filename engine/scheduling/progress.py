"""Progress deadlines: how long a replica may go without a token or a segment.

A GPU kernel that never returns blocks one thread inside a native call while the
worker's heartbeat thread keeps beating; only missing progress shows it. The deadline is
derived from the lane's measured speed (``Throughput``, learned from finished work),
prompt evaluation included, with a wide margin so that a slow or busy machine is never
taken for a hung one.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from engine.supervisor import ProgressDeadline
from engine.throughput import Throughput

MARGIN = 6.0  # times the expected time
FLOOR_S = 5.0  # added to every deadline: scheduling, a busy machine, a first call's warm-up
# Added to the first event's deadline instead: the prompt is evaluated on every core, so a
# machine busy with another program slows it most (a 7 s first token was taken for a hang).
FIRST_FLOOR_S = 10.0
WINDOW_S = 30.0  # Whisper works in 30-second windows: at most one window between segments
# A load: a driver's start-up and a cold disk take their time; a slow disk reads this fast.
LOAD_FLOOR_S = 60.0
LOAD_BYTES_PER_S = 100e6
PROMPT_CHUNK = 512  # prompt tokens a batch step evaluates at most (the worker's n_batch)


def prompt_tokens_at_most(messages: Sequence[dict[str, str]]) -> int:
    """A generous bound on a prompt's tokens without the tokenizer (2 characters a token)."""
    return sum(len(m.get("content", "")) // 2 + 16 for m in messages) + 16


def audio_seconds_at_most(path: str) -> float:
    """A generous bound on a file's audio length from its size (16 kbit/s, a low bitrate)."""
    try:
        return os.path.getsize(path) / 2000
    except OSError:
        return 0.0


def chat_deadline(
    speed: Throughput,
    messages: Sequence[dict[str, str]],
    max_tokens: int,
    tools: bool,
    parallel: int = 1,
) -> ProgressDeadline:
    """The deadline of a chat request; with tools nothing streams until the whole answer.

    ``parallel``: the answers its replica decodes together. Each step then carries a token
    of each, and a chunk of a prompt that joins (``PROMPT_CHUNK`` tokens at most), which
    every other answer waits for.
    """
    prompt_tokens = prompt_tokens_at_most(messages)
    prompt_s = prompt_tokens / speed.prompt_tps
    token_s = 1 / speed.generate_tps
    step_s = token_s
    if parallel > 1:
        step_s = parallel * token_s + PROMPT_CHUNK / speed.prompt_tps
    first = prompt_s + (max_tokens * step_s if tools else step_s)
    if parallel > 1:  # its prompt's chunks share steps with the others' tokens
        first += -(-prompt_tokens // PROMPT_CHUNK) * step_s
    basis = f"{speed.prompt_tps:.0f} prompt and {speed.generate_tps:.0f} generated tokens/s"
    if parallel > 1:
        basis += f", {parallel} answers together"
    return ProgressDeadline(FIRST_FLOOR_S + MARGIN * first, FLOOR_S + MARGIN * step_s, basis)


def transcription_deadline(speed: Throughput, audio_seconds: float) -> ProgressDeadline:
    """The deadline of a transcription: decoding the file first, then a window at a time."""
    window = WINDOW_S * speed.audio_rtf
    first = audio_seconds * speed.audio_rtf + window
    basis = f"real-time factor {speed.audio_rtf:.2f}"
    return ProgressDeadline(FIRST_FLOOR_S + MARGIN * first, FLOOR_S + MARGIN * window, basis)


def load_deadline(model_bytes: int) -> ProgressDeadline:
    """The deadline of a load (and its calibration) of a model of about ``model_bytes``: a
    load stuck in a native call beats on and would otherwise hold its lane for ever."""
    first = LOAD_FLOOR_S + MARGIN * model_bytes / LOAD_BYTES_PER_S
    return ProgressDeadline(
        first, first, f"{model_bytes / 1e6:.0f} MB at least {LOAD_BYTES_PER_S / 1e6:.0f} MB/s"
    )
