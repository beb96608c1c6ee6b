"""The sequences of a batched LLM worker: slots that keep their prompts, and answers.

Pure bookkeeping, no llama.cpp: which slot a new prompt goes to (the free one whose kept
tokens share the longest prefix with it), how much of its prompt it evaluates, and how
many KV cells the running sequences have booked.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine.workers.protocol import Generate
from engine.workers.text_stream import TextStream

# A finished prompt is kept in its slot minus this many tokens at its end, which the next
# prompt evaluates again in its own batch: the same rule as the one-sequence runtime.
REEVALUATED_TAIL = 8


@dataclass
class Slot:
    """One sequence of the context (``seq`` is llama.cpp's sequence id)."""

    seq: int
    kept: list[int] = field(default_factory=list)  # prompt tokens whose cells it holds
    used_at: float = 0.0  # when it last served: the least recently used is evicted first


@dataclass
class Answer:
    """A request being served in a slot: its prompt, its progress and its text."""

    request: Generate
    prompt: list[int]
    stream: TextStream
    max_tokens: int
    submitted: float = field(default_factory=time.perf_counter)
    slot: Slot | None = None
    reused: int = 0  # prompt tokens found in the slot's cells
    pending: list[int] = field(default_factory=list)  # prompt tokens still to evaluate
    pos: int = 0  # the position of the next token to evaluate
    next_token: int | None = None  # sampled, evaluated at the next step
    generated: int = 0
    pieces: int = 0  # token events sent
    joined: float = 0.0
    prompt_done: float = 0.0
    first_piece: float = 0.0

    @property
    def booked(self) -> int:
        """KV cells this answer may hold at most: its whole prompt and every new token."""
        return len(self.prompt) + self.max_tokens

    def place(self, slot: Slot) -> int:
        """Start in ``slot``: reuse its common prefix; returns the position to cut it at."""
        common = common_prefix(slot.kept, self.prompt)
        # At least one prompt token is evaluated: its logits give the first answer token.
        self.reused = min(common, len(self.prompt) - 1)
        self.slot, self.pos = slot, self.reused
        self.pending = self.prompt[self.reused :]
        slot.kept = []  # its cells now belong to this answer until it ends
        self.joined = time.perf_counter()
        return self.reused

    def stats(self, ended: float) -> dict[str, float]:
        """Counts and timings for the ``done`` event (the one-sequence runtime's keys)."""
        first = self.first_piece
        return {
            "prompt_tokens": float(len(self.prompt)),
            "prompt_eval_tokens": float(len(self.prompt) - self.reused),
            "prompt_reused_tokens": float(self.reused),
            "completion_tokens": float(self.generated),
            "prompt_ms": (self.prompt_done - self.joined) * 1000 if self.prompt_done else 0.0,
            "eval_ms": (ended - self.prompt_done) * 1000 if self.prompt_done else 0.0,
            "ttft_ms": (first - self.submitted) * 1000 if first else 0.0,
            "total_ms": (ended - self.submitted) * 1000,
        }


def common_prefix(a: list[int], b: list[int]) -> int:
    """How many leading tokens ``a`` and ``b`` share."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def choose_slot(free: list[Slot], prompt: list[int]) -> Slot:
    """The free slot sharing the longest prefix with ``prompt``; among equals, the one
    used least recently (so a slot holding another conversation is kept longest)."""
    return max(free, key=lambda slot: (common_prefix(slot.kept, prompt), -slot.used_at))


def kept_after(answer: Answer) -> list[int]:
    """What a slot keeps of an answer that ended: its evaluated prompt, less a tail.

    The answer's own tokens were evaluated one step at a time, alongside other
    sequences; only prompt-batch tokens are kept, as the one-sequence runtime does
    (llm_runtime.py, ``_keep_prefix``), so reuse gives the answer a replay would.
    """
    evaluated = min(answer.pos, len(answer.prompt))  # a cancel may come mid-prompt
    return answer.prompt[: max(0, evaluated - REEVALUATED_TAIL)]
