"""Several chat answers at once in one LLM worker (``parallel`` > 1), on the real model.

Each test drives a real worker process through the real protocol: four greedy answers
decoded together, a cancel of one of four, a chat whose turns evaluate only what is new
(by llama.cpp's own counters), and an allocation failure inside ``llama_decode`` that
fails all four answers, each with its own id.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
from pathlib import Path

import pytest

from engine.api import Done, Generate, Piece, Replica, ReplicaSpec, Supervisor, WorkerError
from engine.devices.faults import parse_fault
from tests.conftest import run
from tests.integration.helpers import card, collect

pytestmark = pytest.mark.models

QUESTIONS = (
    "What is a GPU? Answer in one sentence.",
    "Tell me about lighthouses.",
    "Write a haiku about rain.",
    "Why is the sky blue?",
)
Outcome = tuple[list[str], Done | None, WorkerError | None]


def batch_replica(
    supervisor: Supervisor,
    gguf: Path,
    parallel: int,
    device: str = "cpu",
    sim_state: str | None = None,
    **load: object,
) -> Replica:
    """An LLM replica answering ``parallel`` requests together (lenient heartbeat)."""
    params = {"model_path": str(gguf), "n_ctx": 2048, "n_gpu_layers": 0, "parallel": parallel}
    return Replica(supervisor, ReplicaSpec("llm", device, params | load, 5.0, sim_state))


def ask(request_id: str, question: str, max_tokens: int = 16) -> Generate:
    """A greedy one-turn chat."""
    messages = [{"role": "user", "content": question}]
    return Generate(id=request_id, messages=messages, max_tokens=max_tokens, temperature=0.0)


async def together(replica: Replica, requests: list[Generate]) -> list[Outcome]:
    """Send every request at once; each one's tokens, done event and error."""
    return list(await asyncio.gather(*(collect(replica, r) for r in requests)))


def test_four_answers_together_equal_their_answers_alone(gguf_path: Path) -> None:
    async def scenario() -> tuple[list[Outcome], list[Outcome]]:
        supervisor = Supervisor()
        alone = batch_replica(Supervisor(), gguf_path, 1)  # today's one-answer path
        batched = batch_replica(supervisor, gguf_path, 4)
        await asyncio.gather(alone.start(), batched.start())
        solo = [await collect(alone, ask(f"s{i}", q)) for i, q in enumerate(QUESTIONS)]
        both = await together(batched, [ask(f"b{i}", q) for i, q in enumerate(QUESTIONS)])
        await supervisor.stop_all()
        await alone.stop()
        return solo, both

    solo, both = run(scenario())
    for (_, solo_done, solo_error), (tokens, done, error) in zip(solo, both, strict=True):
        assert solo_done is not None and done is not None, (solo_error, error)
        assert "".join(tokens) == done.text and done.stats["completion_tokens"] == 16
    pairs = [(s[1].text, b[1].text) for s, b in zip(solo, both, strict=True) if s[1] and b[1]]
    print(f"batched answers equal to their answers alone: {sum(a == b for a, b in pairs)} of 4")
    assert all(a == b for a, b in pairs), pairs


def test_a_cancel_ends_one_answer_and_the_other_three_complete(gguf_path: Path) -> None:
    async def scenario() -> list[Outcome]:
        supervisor = Supervisor()
        replica = batch_replica(supervisor, gguf_path, 4)
        await replica.start()
        requests = [ask(f"c{i}", q, max_tokens=24) for i, q in enumerate(QUESTIONS)]

        async def cancelled_after_three(request: Generate) -> Outcome:
            tokens: list[str] = []
            try:
                async for event in replica.chat(request):
                    if isinstance(event, Piece):
                        tokens.append(event.text)
                        if len(tokens) == 3:
                            await replica.cancel(request.id)
            except WorkerError as exc:
                return tokens, None, exc
            return tokens, None, None

        outcomes = await asyncio.gather(
            cancelled_after_three(requests[0]), *(collect(replica, r) for r in requests[1:])
        )
        await supervisor.stop_all()
        return list(outcomes)

    (tokens, _, error), *others = run(scenario())
    assert error is not None and error.kind.value == "cancelled"
    assert 3 <= len(tokens) < 24 and error.partial == "".join(tokens)
    for other_tokens, done, other_error in others:
        assert done is not None, other_error
        assert "".join(other_tokens) == done.text and len(other_tokens) > 3
        assert done.finish_reason == "stop" or done.stats["completion_tokens"] == 24


def test_each_turn_of_a_chat_evaluates_only_what_is_new(gguf_path: Path) -> None:
    questions = ("Tell me about lighthouses.", "Why are they striped?", "Who keeps them?")

    async def scenario() -> tuple[list[Done], list[str]]:
        supervisor = Supervisor()
        replica = batch_replica(supervisor, gguf_path, 4)
        alone = batch_replica(Supervisor(), gguf_path, 1)  # what a failover replay runs
        await asyncio.gather(replica.start(), alone.start())
        messages: list[dict[str, str]] = [{"role": "system", "content": "Be brief."}]
        dones: list[Done] = []
        replays: list[str] = []
        for turn, question in enumerate(questions):
            messages.append({"role": "user", "content": question})
            request = Generate(id=f"t{turn}", messages=list(messages), max_tokens=12)
            tokens, done, error = await collect(replica, request)
            assert done is not None, error
            dones.append(done)
            _, replay, _ = await collect(alone, dataclasses.replace(request, id=f"r{turn}"))
            replays.append(replay.text if replay else "")
            messages.append({"role": "assistant", "content": "".join(tokens)})
        await supervisor.stop_all()
        await alone.stop()
        return dones, replays

    dones, replays = run(scenario())
    first = dones[0].stats
    assert first["prompt_eval_tokens"] == first["prompt_tokens"] > 20
    for before, now in itertools.pairwise(d.stats for d in dones):
        # llama.cpp's own count of the tokens it evaluated in batches of several, between
        # the two answers: this turn's prompt (each answer token went alone).
        counted = now["context_batched_tokens"] - before["context_batched_tokens"]
        assert counted == now["prompt_eval_tokens"]
        new = now["prompt_tokens"] - before["prompt_tokens"]
        assert now["prompt_eval_tokens"] <= new + 8  # plus the re-evaluated tail
        assert now["prompt_reused_tokens"] >= before["prompt_tokens"] - 8 > 0
        assert now["slot"] == before["slot"]  # the slot that held the conversation
    # Reuse does not change a greedy answer: a replay on a one-answer worker gives it too.
    assert [d.text for d in dones] == replays


@pytest.mark.parametrize(
    ("fault", "kind", "words"),
    [
        ("alloc-at-token:4@llm", "oom", "llama_decode returned -2"),
        ("abort-at-token:4@llm", "abort", "CUDA error: out of memory"),
    ],
)
def test_a_fault_inside_decode_fails_all_four_answers_with_their_own_ids(
    gguf_path: Path, tmp_path: Path, fault: str, kind: str, words: str
) -> None:
    gpu = card(tmp_path)

    async def scenario() -> tuple[list[Outcome], Outcome | None]:
        supervisor = Supervisor()
        replica = batch_replica(supervisor, gguf_path, 4, "sim-gpu", str(gpu.path))
        await replica.start()
        gpu.inject(parse_fault(fault))
        requests = [ask(f"f{i}", q, max_tokens=32) for i, q in enumerate(QUESTIONS)]
        outcomes = await together(replica, requests)
        after = None
        if kind == "oom":  # the worker goes on: the next answer is served
            after = await collect(replica, ask("after", QUESTIONS[0], max_tokens=4))
        await supervisor.stop_all()
        return outcomes, after

    outcomes, after = run(scenario())
    # The first answer to join took the fault: it fired once that answer had 4 tokens.
    assert len(outcomes[0][0]) >= 4
    for i, (tokens, done, error) in enumerate(outcomes):
        assert done is None and error is not None, f"f{i} was not failed"
        assert error.kind.value == kind and words in str(error), error
        if kind == "oom":
            assert error.partial == "".join(tokens)
    if after is not None:
        assert after[1] is not None and after[1].stats["completion_tokens"] == 4


ADD = {
    "type": "function",
    "function": {
        "name": "add",
        "description": "Add two numbers",
        "parameters": {
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
            "required": ["a", "b"],
        },
    },
}


def test_more_answers_than_slots_a_tool_call_and_tokenize_mid_batch(gguf_path: Path) -> None:
    async def scenario() -> tuple[list[Outcome], Done, int, bool, Outcome]:
        supervisor = Supervisor()
        replica = batch_replica(supervisor, gguf_path, 2)
        await replica.start()
        chats = [ask(f"m{i}", q, max_tokens=12) for i, q in enumerate(QUESTIONS[:3])]
        tool = Generate(
            id="tool",
            messages=[{"role": "user", "content": "What is 2 plus 3?"}],
            max_tokens=32,
            tools=[ADD],
            tool_choice={"type": "function", "function": {"name": "add"}},
        )
        answers = asyncio.gather(*(collect(replica, r) for r in chats))
        called = asyncio.ensure_future(collect(replica, tool))
        await asyncio.sleep(0.3)  # the batch is running
        counted = await replica.count_tokens(chats[0].messages)
        mid_batch = not answers.done()  # answered at once, not behind the answers
        outcomes = await answers
        _, tool_done, tool_error = await called
        assert tool_done is not None, tool_error
        # After the tool call used the whole context, a chat answers as it did before.
        again = await collect(replica, ask("again", QUESTIONS[0], max_tokens=12))
        await supervisor.stop_all()
        return list(outcomes), tool_done, counted, mid_batch, again

    outcomes, tool_done, counted, mid_batch, again = run(scenario())
    dones = [done for _, done, _ in outcomes if done is not None]
    assert len(dones) == 3, [error for _, _, error in outcomes]
    assert all(
        "".join(tokens) == done.text for (tokens, _, _), done in zip(outcomes, dones, strict=True)
    )
    assert {done.stats["slot"] for done in dones} == {0.0, 1.0}  # three answers, two slots
    assert mid_batch and counted == dones[0].stats["prompt_tokens"]
    [call] = tool_done.tool_calls
    assert call["name"] == "add"
    assert again[1] is not None and again[1].text == dones[0].text


def test_a_final_assistant_message_is_continued_in_its_own_turn_in_the_batch(
    gguf_path: Path,
) -> None:
    question = {"role": "user", "content": "Count from 1 to 10, separated by commas."}
    so_far = {"role": "assistant", "content": "1, 2, 3, 4,"}

    async def scenario() -> list[Outcome]:
        supervisor = Supervisor()
        replica = batch_replica(supervisor, gguf_path, 2)
        await replica.start()
        requests = [Generate("a1", [question], 16), Generate("a2", [question, so_far], 16)]
        outcomes = await together(replica, requests)
        await supervisor.stop_all()
        return outcomes

    (whole, _, error), (more, _, more_error) = run(scenario())
    assert error is None and more_error is None, (error, more_error)
    assert "".join(whole).startswith("1, 2, 3, 4, 5")
    assert "".join(more).startswith(" 5, 6")  # it goes on where the answer stopped


def test_a_shared_kv_buffer_evicts_kept_prompts_to_book_a_long_answer(gguf_path: Path) -> None:
    """``kv_unified``: one buffer for all sequences; an answer books its prompt and every
    new token when it joins, evicting the prompts idle slots keep rather than running out
    of cells mid-answer."""
    long_a = ask("a", "Summarise: " + "the lighthouse keeper lit the lamp. " * 10, 8)
    long_c = ask("c", "Summarise: " + "the gardener watered the roses. " * 10, 8)
    long_b = ask("b", "Summarise: " + "the baker baked bread at dawn. " * 10, 140)

    async def scenario() -> list[Done]:
        supervisor = Supervisor()
        replica = batch_replica(supervisor, gguf_path, 2, n_ctx=256, kv_unified=True)
        await replica.start()
        both = await together(replica, [long_a, long_c])  # a kept prompt in each slot
        dones = [done for _, done, _ in both if done is not None]
        for request in (long_b, dataclasses.replace(long_c, id="c2")):
            _, done, error = await collect(replica, request)
            assert done is not None, error
            dones.append(done)
        await supervisor.stop_all()
        return dones

    first, second, long_answer, after = run(scenario())
    kept = second.stats["prompt_tokens"] - 8
    assert 80 < second.stats["prompt_tokens"] < 128
    # The long answer took the slot used least recently (both share only the chat
    # template's head with it), and its booking did not fit beside the other kept prompt.
    assert long_answer.stats["slot"] == first.stats["slot"] != second.stats["slot"]
    assert long_answer.stats["prompt_tokens"] + 140 + kept > 256
    head = long_answer.stats["prompt_reused_tokens"]
    # So that prompt was evicted: asked again, only the template's head is found.
    assert 10 < head < kept and after.stats["prompt_reused_tokens"] == head
