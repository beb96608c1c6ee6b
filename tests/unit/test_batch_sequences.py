"""The pure parts of the batched LLM worker: streamed text, slot choice, kept prompts."""

from __future__ import annotations

import pytest

from engine.workers.context import WorkFailed
from engine.workers.llm_runtime import LlmLoadParams
from engine.workers.protocol import Generate
from engine.workers.sequences import (
    REEVALUATED_TAIL,
    Answer,
    Slot,
    choose_slot,
    common_prefix,
    kept_after,
)
from engine.workers.text_stream import TextStream


def feed_all(stream: TextStream, pieces: list[bytes]) -> list[str]:
    return [stream.feed(piece) for piece in pieces]


def test_a_character_split_across_tokens_is_released_whole() -> None:
    stream = TextStream([])
    euro = "€".encode()
    assert feed_all(stream, [b"price ", euro[:1], euro[1:], b" 3"]) == ["price ", "", "€", " 3"]
    assert stream.flush() == "" and stream.text == "price € 3"


def test_a_stop_string_across_pieces_is_cut_and_never_released() -> None:
    stream = TextStream(["<|im_end|>"])
    released = feed_all(stream, [b"Hello", b" there<|im", b"_end|>", b"more"])
    assert released == ["Hello", " there", "", ""]
    assert stream.stopped and stream.text == "Hello there"


def test_text_held_as_a_possible_stop_is_released_when_it_is_not_one() -> None:
    stream = TextStream(["\nUser:"])
    assert feed_all(stream, [b"a\nUs", b"ually"]) == ["a", "\nUsually"]
    assert not stream.stopped
    stream.feed(b"\nU")
    assert stream.flush() == "\nU" and stream.text == "a\nUsually\nU"


def test_the_earliest_of_several_stops_wins() -> None:
    stream = TextStream(["END", "."])
    assert stream.feed(b"one. two END") == "one" and stream.stopped


def test_the_free_slot_with_the_longest_common_prefix_is_chosen() -> None:
    chat = [1, 2, 3, 4, 5]
    slots = [Slot(0, [1, 2, 9], used_at=1.0), Slot(1, [1, 2, 3, 4], used_at=5.0), Slot(2)]
    assert choose_slot(slots, [*chat, 6, 7]).seq == 1
    # Nothing shared: the least recently used slot, keeping the fresher conversations.
    assert choose_slot([Slot(0, [8], used_at=3.0), Slot(1, [9], used_at=2.0)], chat).seq == 1
    assert common_prefix([1, 2, 3], [1, 2]) == 2 and common_prefix([], [1]) == 0


def answer(prompt: list[int], max_tokens: int = 8) -> Answer:
    request = Generate(id="a", messages=[{"role": "user", "content": "x"}], max_tokens=max_tokens)
    return Answer(request, prompt, TextStream([]), max_tokens)


def test_a_prompt_evaluates_only_what_its_slot_does_not_hold_and_at_least_one_token() -> None:
    slot = Slot(0, [1, 2, 3, 4])
    longer = answer([1, 2, 3, 4, 5, 6])
    assert longer.place(slot) == 4 and longer.pending == [5, 6] and longer.pos == 4
    assert slot.kept == []  # its cells belong to the answer now
    same = answer([1, 2, 3])
    assert same.place(Slot(1, [1, 2, 3])) == 2 and same.pending == [3]  # logits need one
    assert answer([7]).booked == 9


def test_a_slot_keeps_the_evaluated_prompt_less_the_tail() -> None:
    prompt = list(range(40))
    done = answer(prompt)
    done.pos = 40 + 5  # the prompt, then five answer tokens
    assert kept_after(done) == prompt[: 40 - REEVALUATED_TAIL]
    cut = answer(prompt)
    cut.pos = 20  # cancelled halfway through its prompt
    assert kept_after(cut) == prompt[: 20 - REEVALUATED_TAIL]
    cut.pos = 3
    assert kept_after(cut) == []


def test_parallel_is_checked_when_the_model_loads() -> None:
    assert LlmLoadParams.from_dict({"model_path": "m"}).parallel == 1  # as before
    assert LlmLoadParams.from_dict({"model_path": "m", "parallel": 4}).kv_unified is False
    for bad in (0, -1, 600, "2", True, 1.5):
        with pytest.raises(WorkFailed, match="parallel"):
            LlmLoadParams.from_dict({"model_path": "m", "parallel": bad})
    with pytest.raises(WorkFailed, match="parallel"):  # more answers than a batch holds
        LlmLoadParams.from_dict({"model_path": "m", "parallel": 8, "n_batch": 4})
