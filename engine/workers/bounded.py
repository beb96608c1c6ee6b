"""A llama handle whose completions keep the request's budget and notice a cancel.

llama-cpp-python's function-calling handler makes several completions per answer (which
function, its arguments, whether another follows) and passes ``max_tokens=None`` to most
of them: a small model can then fill the whole context inside one string argument. The
handler only calls ``create_completion`` on the handle it is given, so a thin wrapper
bounds each of those completions and stops them when the caller cancels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class BoundedLlama:
    """Delegates to ``llm``; ``create_completion`` gets at most ``max_tokens`` and a stop."""

    def __init__(self, llm: Any, max_tokens: int, cancelled: Callable[[], bool]) -> None:
        self._llm = llm
        self._max_tokens = max_tokens
        self._cancelled = cancelled
        self.calls = 0  # completions made through this handle

    def __getattr__(self, name: str) -> Any:
        return getattr(self._llm, name)

    def create_completion(self, *args: Any, **kwargs: Any) -> Any:
        """The wrapped completion, with the budget and the cancel check applied."""
        self.calls += 1
        asked = kwargs.get("max_tokens")
        if asked is None or asked <= 0:
            kwargs["max_tokens"] = self._max_tokens
        else:
            kwargs["max_tokens"] = min(asked, self._max_tokens)
        previous = kwargs.get("stopping_criteria")

        def stop(ids: Any, logits: Any) -> bool:
            return self._cancelled() or bool(previous is not None and previous(ids, logits))

        # llama-cpp-python only calls its stopping criteria with (token ids, logits).
        kwargs["stopping_criteria"] = stop
        return self._llm.create_completion(*args, **kwargs)
