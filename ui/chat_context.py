"""What of a conversation the model reads: the context budget, and the overflow policy.

Pure functions over plain values. The window has no tokenizer, so tokens are estimated
from characters at a ratio the engine's real counts correct after each answer
(``calibrated_ratio``). Two policies keep one long message from poisoning the rest:

- ``rolling``: the system prompt, then the newest messages that fit; older ones are left
  out. A newest message that alone does not fit is refused, in tokens.
- ``truncate-middle``: the system prompt, the first message and the newest that fit; the
  middle is left out, and a newest message that alone does not fit loses its middle.
"""

from __future__ import annotations

from dataclasses import dataclass

ROLLING, TRUNCATE_MIDDLE = "rolling", "truncate-middle"
POLICIES = (ROLLING, TRUNCATE_MIDDLE)
CHARS_PER_TOKEN = 3.0  # cautious: most English text is nearer 4 characters per token
TOKENS_PER_MESSAGE = 8  # the chat template's markers around each message
_CUT_MARK = "\n\n[… about {n} tokens left out here …]\n\n"

Turn = tuple[str, str]  # (role, content)


@dataclass(frozen=True)
class Fit:
    """What is sent, and what the policy did to make it fit.

    Attributes:
        turns: the messages sent, system prompt first.
        tokens: their estimated size.
        budget: the most the prompt may take.
        dropped: whole messages left out.
        cut_tokens: tokens left out of the middle of one message.
        fits: False when even the newest message alone is too long (``rolling``).
    """

    turns: tuple[Turn, ...]
    tokens: int
    budget: int
    dropped: int = 0
    cut_tokens: int = 0
    fits: bool = True


def estimate(text: str, ratio: float = CHARS_PER_TOKEN) -> int:
    """Tokens of ``text`` (with a message's template overhead)."""
    return int(len(text) / ratio) + TOKENS_PER_MESSAGE


def context_size(gpu_max_ctx: int, cpu_max_ctx: int, cpu_enabled: bool) -> int:
    """The context every route can give: a conversation that fits runs on any lane."""
    return min(gpu_max_ctx, cpu_max_ctx) if cpu_enabled else gpu_max_ctx


def prompt_budget(context: int, max_tokens: int) -> int:
    """Tokens the prompt may take, leaving room for the answer (at most a quarter)."""
    return max(64, context - min(max_tokens, context // 4))


def calibrated_ratio(chars: int, messages: int, prompt_tokens: int, old: float) -> float:
    """Characters per token from a real count, within sane bounds (else ``old``)."""
    text_tokens = prompt_tokens - TOKENS_PER_MESSAGE * messages
    if chars < 200 or text_tokens <= 0:  # too little text to learn from
        return old
    return min(6.0, max(1.5, chars / text_tokens))


def fit(
    system: str,
    history: list[Turn],
    budget: int,
    policy: str = ROLLING,
    ratio: float = CHARS_PER_TOKEN,
) -> Fit:
    """The part of ``history`` (oldest first) sent under ``policy``, within ``budget``."""
    head: tuple[Turn, ...] = (("system", system),) if system.strip() else ()
    left = budget - sum(estimate(text, ratio) for _role, text in head)
    if not history:
        return Fit(head, budget - left, budget)
    newest = history[-1]
    size = estimate(newest[1], ratio)
    if size > left:
        if policy != TRUNCATE_MIDDLE:
            return Fit((*head, newest), budget - left + size, budget, len(history) - 1, 0, False)
        cut, lost = cut_middle(newest[1], left, ratio)
        kept = (*head, (newest[0], cut))
        return Fit(kept, budget - left + estimate(cut, ratio), budget, len(history) - 1, lost)
    first: tuple[Turn, ...] = ()
    rest = history[:-1]
    if policy == TRUNCATE_MIDDLE and rest and estimate(rest[0][1], ratio) + size <= left:
        first, rest = (rest[0],), rest[1:]
        left -= estimate(first[0][1], ratio)
    tail = _newest_that_fit(rest, left - size, ratio)
    kept = head + first + tail + (newest,)
    used = sum(estimate(text, ratio) for _role, text in kept)
    return Fit(kept, used, budget, len(history) + len(head) - len(kept))


def _newest_that_fit(turns: list[Turn], room: int, ratio: float) -> tuple[Turn, ...]:
    kept: list[Turn] = []
    for turn in reversed(turns):
        size = estimate(turn[1], ratio)
        if size > room:
            break  # keep the window contiguous: no old message without the ones after it
        kept.append(turn)
        room -= size
    return tuple(reversed(kept))


def cut_middle(text: str, tokens: int, ratio: float = CHARS_PER_TOKEN) -> tuple[str, int]:
    """``text`` with its middle left out so that it takes about ``tokens``; and tokens lost."""
    room = int((tokens - TOKENS_PER_MESSAGE - 16) * ratio)  # 16: the marker itself
    if room >= len(text):
        return text, 0
    room = max(room, 2)
    lost = int((len(text) - room) / ratio)
    half = room // 2
    return text[:half] + _CUT_MARK.format(n=lost) + text[len(text) - half :], lost
