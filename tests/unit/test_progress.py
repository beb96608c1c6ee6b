"""Progress deadlines: derived from measured speed, and what a missed one looks like."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from engine.scheduling.progress import (
    FIRST_FLOOR_S,
    FLOOR_S,
    LOAD_BYTES_PER_S,
    LOAD_FLOOR_S,
    MARGIN,
    PROMPT_CHUNK,
    chat_deadline,
    load_deadline,
    prompt_tokens_at_most,
    transcription_deadline,
)
from engine.supervisor import ProcessSpec, ProgressDeadline, WorkerHandle, _Watch
from engine.throughput import Throughput

MESSAGES = [{"role": "user", "content": "x" * 200}]


def test_a_load_deadline_grows_with_the_model_from_a_floor() -> None:
    small, large = load_deadline(0), load_deadline(4_000_000_000)
    assert small.first_s == LOAD_FLOOR_S
    assert large.first_s == pytest.approx(LOAD_FLOOR_S + MARGIN * 4e9 / LOAD_BYTES_PER_S)
    assert large.next_s == large.first_s  # the calibration after the load gets as long


def test_a_chat_deadline_includes_the_prompt_and_one_token() -> None:
    speed = Throughput(prompt_tps=100.0, generate_tps=20.0)
    deadline = chat_deadline(speed, MESSAGES, 64, tools=False)
    prompt_s = prompt_tokens_at_most(MESSAGES) / 100.0
    assert deadline.first_s == pytest.approx(FIRST_FLOOR_S + MARGIN * (prompt_s + 1 / 20.0))
    assert deadline.next_s == pytest.approx(FLOOR_S + MARGIN / 20.0)
    assert "100 prompt" in deadline.basis


def test_answers_decoded_together_wait_for_each_other_and_a_joining_prompt() -> None:
    """Each step of a batch carries a token of every answer and a chunk of a prompt that
    joins: a lone answer's deadline would take a busy batch for a hang."""
    speed = Throughput(prompt_tps=100.0, generate_tps=20.0)
    alone = chat_deadline(speed, MESSAGES, 64, tools=False)
    four = chat_deadline(speed, MESSAGES, 64, tools=False, parallel=4)
    step_s = 4 / 20.0 + PROMPT_CHUNK / 100.0
    assert four.next_s == pytest.approx(FLOOR_S + MARGIN * step_s)
    assert four.first_s - alone.first_s == pytest.approx(MARGIN * (2 * step_s - 1 / 20.0))
    assert "4 answers together" in four.basis


def test_a_faster_replica_gets_a_shorter_deadline() -> None:
    slow = chat_deadline(Throughput(prompt_tps=50.0, generate_tps=5.0), MESSAGES, 64, False)
    fast = chat_deadline(Throughput(prompt_tps=5000.0, generate_tps=200.0), MESSAGES, 64, False)
    assert fast.first_s < slow.first_s and fast.next_s < slow.next_s


def test_with_tools_the_first_event_waits_for_the_whole_answer() -> None:
    speed = Throughput(prompt_tps=100.0, generate_tps=20.0)
    plain = chat_deadline(speed, MESSAGES, 256, tools=False)
    tools = chat_deadline(speed, MESSAGES, 256, tools=True)
    assert tools.first_s - plain.first_s == pytest.approx(MARGIN * 255 / 20.0)


def test_a_transcription_deadline_grows_with_the_audio() -> None:
    speed = Throughput(audio_rtf=0.5)
    short, long = transcription_deadline(speed, 10), transcription_deadline(speed, 600)
    assert long.first_s > short.first_s
    assert long.next_s == short.next_s == pytest.approx(FLOOR_S + MARGIN * 30 * 0.5)


def test_a_watch_is_overdue_only_past_its_current_allowance() -> None:
    watch = _Watch(ProgressDeadline(first_s=4.0, next_s=1.0), last=100.0)
    assert watch.overdue(103.9) is None
    assert watch.overdue(104.1) == 4.0
    watch.events, watch.last = 1, 104.0
    assert watch.overdue(104.9) is None
    assert watch.overdue(105.1) == 1.0


def _handle() -> WorkerHandle:
    process: Any = SimpleNamespace(pid=1234)
    return WorkerHandle(ProcessSpec("llm@sim-gpu", ("true",)), process)


def test_a_stalled_request_is_a_hang_that_says_the_heartbeats_went_on() -> None:
    async def scenario() -> None:
        handle = _handle()
        handle._watched["g1"] = _Watch(ProgressDeadline(2.0, 1.0, "measured"), last=10.0)
        handle.last_seen = 12.5  # a heartbeat half a second ago
        assert handle.stalled(11.9) is None
        error = handle.stalled(13.0)
        assert error is not None and error.kind.value == "hang"
        assert "no progress on g1" in str(error) and "heartbeats kept arriving" in str(error)
        assert "(last 0.5 s ago)" in str(error) and "measured" in str(error)

    asyncio.run(scenario())
