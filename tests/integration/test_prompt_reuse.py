"""Prompt reuse in the LLM worker: a chat's next turn evaluates only what is new, and its
greedy answer equals the same turn evaluated from scratch on a fresh replica (a failover
replay, R10)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from engine.api import Generate, Replica, ReplicaSpec, Supervisor
from tests.conftest import run
from tests.integration.helpers import collect

pytestmark = pytest.mark.models

QUESTIONS = ("Tell me about lighthouses.", "Why are they painted in stripes?", "Who keeps them?")


def llm_replica(supervisor: Supervisor, gguf: Path) -> Replica:
    """A CPU replica with a lenient heartbeat: this test is about tokens, not hangs."""
    load = {"model_path": str(gguf), "n_ctx": 1024, "n_gpu_layers": 0}
    return Replica(supervisor, ReplicaSpec("llm", "cpu", load, 5.0, None))


def ask(request_id: str, messages: list[dict[str, str]]) -> Generate:
    """A greedy turn of 16 tokens."""
    return Generate(id=request_id, messages=list(messages), max_tokens=16, temperature=0.0)


def test_a_chat_turn_evaluates_only_what_is_new_and_answers_as_from_scratch(
    gguf_path: Path,
) -> None:
    async def scenario() -> tuple[list[dict[str, float]], list[str], list[str]]:
        supervisor = Supervisor()
        replica = llm_replica(supervisor, gguf_path)
        await replica.start()
        messages: list[dict[str, str]] = [{"role": "system", "content": "Be brief."}]
        stats: list[dict[str, float]] = []
        answers: list[str] = []
        for turn, question in enumerate(QUESTIONS):
            messages.append({"role": "user", "content": question})
            tokens, done, error = await collect(replica, ask(f"t{turn}", messages))
            assert done is not None, error
            stats.append(done.stats)
            answers.append("".join(tokens))
            messages.append({"role": "assistant", "content": answers[-1]})
        await supervisor.stop_all()
        # Each turn again, on a fresh replica that has seen nothing: what a replay would do.
        fresh: list[str] = []
        for turn in range(len(QUESTIONS)):
            other = Supervisor()
            replica = llm_replica(other, gguf_path)
            await replica.start()
            tokens, _, _ = await collect(replica, ask(f"f{turn}", messages[: 2 + 2 * turn]))
            fresh.append("".join(tokens))
            await other.stop_all()
        return stats, answers, fresh

    stats, answers, fresh = run(scenario())
    # llama.cpp's own counter (llama_perf_context n_p_eval): turn 1 evaluates its whole prompt.
    assert stats[0]["prompt_eval_tokens"] == stats[0]["prompt_tokens"]
    for before, now in itertools.pairwise(stats):
        new = now["prompt_tokens"] - before["prompt_tokens"]
        # Only the new turn, plus the short tail kept out of reuse (see REEVALUATED_TAIL).
        assert now["prompt_eval_tokens"] <= new + 8
        assert now["prompt_reused_tokens"] >= before["prompt_tokens"] - 8 > 0
    assert all(len(answer) > 10 for answer in answers)
    assert answers == fresh
