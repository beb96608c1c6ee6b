"""The function-calling handler's completions keep the request's budget and see a cancel."""

from __future__ import annotations

from typing import Any

from engine.workers.bounded import BoundedLlama


class Recorder:
    """Stands in for ``llama_cpp.Llama``: records what each completion was asked."""

    verbose = False

    def __init__(self) -> None:
        self.asked: list[dict[str, Any]] = []

    def create_completion(self, **kwargs: Any) -> dict[str, Any]:
        self.asked.append(kwargs)
        return {"choices": [{"text": ""}]}

    def tokenize(self, text: bytes) -> list[int]:
        return list(text)


def test_every_completion_is_held_to_the_budget() -> None:
    llm = Recorder()
    bounded = BoundedLlama(llm, 32, lambda: False)
    bounded.create_completion(prompt="a", max_tokens=None)  # the handler's "until the end"
    bounded.create_completion(prompt="b", max_tokens=-1)
    bounded.create_completion(prompt="c", max_tokens=8)
    bounded.create_completion(prompt="d", max_tokens=500)
    assert [a["max_tokens"] for a in llm.asked] == [32, 32, 8, 32]
    assert bounded.calls == 4
    assert bounded.tokenize(b"hi") == [104, 105]  # everything else is the real handle's


def test_a_cancel_stops_the_completion_and_earlier_criteria_still_count() -> None:
    cancelled = {"now": False}
    llm = Recorder()
    bounded = BoundedLlama(llm, 16, lambda: cancelled["now"])
    bounded.create_completion(prompt="a", stopping_criteria=lambda ids, logits: len(ids) > 3)
    stop = llm.asked[0]["stopping_criteria"]
    assert stop([1], None) is False
    assert stop([1, 2, 3, 4], None) is True  # the caller's own criterion is kept
    cancelled["now"] = True
    assert stop([1], None) is True
