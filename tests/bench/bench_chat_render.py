"""What one streamed token costs the Qt thread as an answer grows: rendering the whole
Markdown document per token (the old message view) against rendering only the block being
written (``MarkdownBody``). Prints milliseconds per update early and late in a long answer,
and their ratio: a flat cost is a ratio near 1.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/bench_chat_render.py
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication, QTextBrowser

from ui.chat_blocks import MarkdownBody

PARAGRAPH = "The card ran out of memory, so the answer moved to the processor. " * 4


def tokens(count: int) -> list[str]:
    """An answer as streamed pieces: paragraphs, a list, and a code block now and then."""
    out: list[str] = []
    for i in range(count):
        if i % 60 == 59:
            out.append("\n\n```python\nfor card in cards:\n    print(card)\n```\n\n")
        elif i % 20 == 19:
            out.append("\n\n- a point\n- another\n\n")
        else:
            out.append(PARAGRAPH.split()[i % 40] + " ")
    return out


def cost(render: Callable[[str], None], pieces: list[str], windows: list[range]) -> list[float]:
    """Mean milliseconds of ``render`` for the updates in each of ``windows``."""
    text, spent = "", [0.0 for _ in windows]
    for index, piece in enumerate(pieces):
        text += piece
        started = time.perf_counter()
        render(text)
        for slot, window in enumerate(windows):
            if index in window:
                spent[slot] += time.perf_counter() - started
    return [total / len(window) * 1000 for total, window in zip(spent, windows, strict=True)]


def main() -> int:
    """Print the cost per update early and late, for both ways of rendering."""
    QApplication.instance() or QApplication(["bench"])
    pieces = tokens(1500)
    early, late = range(100, 200), range(1400, 1500)
    browser, body = QTextBrowser(), MarkdownBody()
    for widget in (browser, body):
        widget.resize(700, 400)
    for name, render in (
        ("whole document", browser.setMarkdown),
        ("changed block", body.show_markdown),
    ):
        first, last = cost(render, pieces, [early, late])
        print(
            f"{name:>15}: {first:6.2f} ms per token at ~150 tokens, {last:6.2f} ms at "
            f"~1450 tokens (x{last / first:.1f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
