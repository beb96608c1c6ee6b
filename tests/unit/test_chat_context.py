"""The chat's context policies and Markdown blocks: pure functions, no Qt."""

from __future__ import annotations

from ui.chat_context import (
    ROLLING,
    TRUNCATE_MIDDLE,
    calibrated_ratio,
    context_size,
    cut_middle,
    estimate,
    fit,
    prompt_budget,
)
from ui.chat_markdown import code_html, split


def history(*sizes: int) -> list[tuple[str, str]]:
    roles = ("user", "assistant")
    return [(roles[i % 2], chr(ord("a") + i) * size) for i, size in enumerate(sizes)]


def test_everything_is_sent_when_it_fits() -> None:
    turns = history(30, 60, 30)
    result = fit("Be brief.", turns, 1000)
    assert result.turns == (("system", "Be brief."), *turns)
    assert result.fits and result.dropped == 0
    assert result.tokens == sum(estimate(t) for t in ("Be brief.", "a" * 30, "b" * 60, "c" * 30))


def test_rolling_keeps_the_system_prompt_and_the_newest_messages() -> None:
    turns = history(300, 300, 300, 30)  # about 108 tokens each, then 18
    result = fit("Be brief.", turns, 200, ROLLING)
    assert result.turns[0] == ("system", "Be brief.")
    assert result.turns[1:] == tuple(turns[2:])
    assert result.dropped == 2 and result.tokens <= 200


def test_rolling_refuses_a_newest_message_that_alone_is_too_long() -> None:
    result = fit("", history(30, 30, 3000), 500, ROLLING)
    assert not result.fits
    assert result.tokens == estimate("c" * 3000) > result.budget == 500


def test_truncate_middle_keeps_the_first_and_the_newest() -> None:
    turns = history(300, 300, 300, 300, 30)
    result = fit("", turns, 260, TRUNCATE_MIDDLE)
    assert result.turns == (turns[0], turns[3], turns[4])
    assert result.dropped == 2


def test_truncate_middle_cuts_the_middle_of_a_message_that_alone_is_too_long() -> None:
    long = "BEGIN " + "x" * 6000 + " END"
    result = fit("sys", [("user", "old"), ("user", long)], 300, TRUNCATE_MIDDLE)
    assert result.fits and result.cut_tokens > 1500
    kept = result.turns[-1][1]
    assert kept.startswith("BEGIN") and kept.endswith("END") and "left out here" in kept
    assert result.tokens <= 300


def test_cut_middle_leaves_short_text_alone() -> None:
    assert cut_middle("short", 100) == ("short", 0)


def test_budgets_and_calibration() -> None:
    assert context_size(8192, 2048, cpu_enabled=True) == 2048
    assert context_size(8192, 2048, cpu_enabled=False) == 8192
    assert prompt_budget(2048, 512) == 1536 and prompt_budget(2048, 100) == 1948
    assert calibrated_ratio(4000, 2, 1016, 3.0) == 4.0
    assert calibrated_ratio(50, 1, 20, 3.0) == 3.0  # too little text to learn from


def test_markdown_splits_into_paragraphs_and_code() -> None:
    text = (
        "# Title\n\nSome text.\n\n1. one\n\n2. two\n\n"
        "```python\ndef f():\n    return 1\n```\nAfter."
    )
    blocks = split(text)
    assert [b.kind for b in blocks] == ["prose", "prose", "prose", "code", "prose"]
    assert blocks[2].text == "1. one\n\n2. two"  # a list stays one block
    assert blocks[3].language == "python" and blocks[3].text == "def f():\n    return 1"


def test_an_unclosed_fence_is_code_to_the_end_and_earlier_blocks_do_not_change() -> None:
    first = split("Intro.\n\n```js\nlet a = 1;")
    later = split("Intro.\n\n```js\nlet a = 1;\nlet b = 2;")
    assert first[0] == later[0]
    assert later[1].kind == "code" and later[1].text.endswith("let b = 2;")


def test_code_is_highlighted_and_escaped() -> None:
    html = code_html('if x < 3: return "a" # note', dark=False)
    assert "&lt;" in html and "<span" in html and "return" in html
    assert code_html("x", dark=True) != code_html("if", dark=True)
