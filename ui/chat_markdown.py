"""An answer's Markdown as blocks (prose paragraphs and fenced code), and code as HTML.

Splitting is a linear scan of plain text; rendering is Qt's, per block. While an answer
streams only its last block changes, so only that block is rendered again: the cost of a
token does not grow with the length of the answer.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

_FENCE = re.compile(r"^(\s{0,3})(`{3,}|~{3,})\s*([\w+#.-]*)")
_LIST_OR_INDENT = re.compile(r"^(\s|[-*+>]|\d+[.)]\s)")

# fmt: off
KEYWORDS = frozenset((
    "and", "as", "assert", "async", "await", "break", "case", "catch", "class", "const",
    "continue", "def", "del", "elif", "else", "enum", "except", "export", "extends", "false",
    "final", "finally", "fn", "for", "from", "func", "function", "if", "impl", "import", "in",
    "interface", "is", "lambda", "let", "match", "mut", "new", "nil", "None", "none", "not",
    "null", "or", "package", "pass", "private", "protected", "pub", "public", "raise", "return",
    "self", "static", "struct", "super", "switch", "this", "throw", "true", "True", "False",
    "try", "type", "typeof", "use", "var", "void", "while", "with", "yield", "int", "float",
    "str", "bool", "char", "double", "long", "string",
))
# fmt: on
_TOKEN = re.compile(
    r"(?P<comment>#[^\n]*|//[^\n]*|--[^\n]*)"
    r"|(?P<string>\"(?:\\.|[^\"\\\n])*\"?|'(?:\\.|[^'\\\n])*'?|`[^`\n]*`?)"
    r"|(?P<number>\b\d+(?:\.\d+)?\b)"
    r"|(?P<word>\b[A-Za-z_]\w*\b)"
)


@dataclass(frozen=True)
class Block:
    """A piece of an answer: ``prose`` (Markdown) or ``code`` (with its language).

    ``start``: where the block begins in the whole answer (a place to split again from).
    """

    kind: str
    text: str
    language: str = ""
    start: int = 0


_BLANK = re.compile(r"\n\s*\n")


def split(markdown: str, base: int = 0) -> list[Block]:
    """The blocks of ``markdown``, in order; an unclosed fence is code to the end.

    ``base``: the offset of ``markdown`` in a longer answer (for the blocks' ``start``).
    """
    lines = markdown.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    blocks: list[Block] = []
    prose_from, i = 0, 0
    while i < len(lines):
        fence = _FENCE.match(lines[i])
        if fence is None:
            i += 1
            continue
        blocks.extend(_paragraphs(markdown, starts[prose_from], starts[i], base))
        marker, language, opened = fence.group(2), fence.group(3), i
        i += 1
        while i < len(lines) and not _closes(lines[i], marker):
            i += 1
        code = "\n".join(lines[opened + 1 : i])
        blocks.append(Block("code", code, language, base + starts[opened]))
        i += 1  # the closing fence
        prose_from = min(i, len(lines))
    blocks.extend(_paragraphs(markdown, starts[prose_from], len(markdown), base))
    return blocks


def _closes(line: str, marker: str) -> bool:
    """A closing fence: the same character, at least as many, nothing else."""
    stripped = line.strip()
    return stripped.startswith(marker) and set(stripped) == {marker[0]}


def _paragraphs(text: str, low: int, high: int, base: int) -> list[Block]:
    """Prose in ``text[low:high]`` cut at blank lines, except where a list goes on."""
    run = text[low:high]
    spans, position = [], 0
    for blank in _BLANK.finditer(run):
        spans.append((position, blank.start()))
        position = blank.end()
    spans.append((position, len(run)))
    pieces: list[tuple[int, int]] = []
    for low_at, high_at in spans:
        raw = run[low_at:high_at]
        if not raw.strip():
            continue
        first = low_at + len(raw) - len(raw.lstrip("\n"))
        last = first + len(raw.strip("\n"))
        goes_on = bool(pieces) and bool(_LIST_OR_INDENT.match(run[first:last]))
        if goes_on and _LIST_OR_INDENT.match(run[pieces[-1][0] : pieces[-1][1]]):
            pieces[-1] = (pieces[-1][0], last)  # one list stays one list, numbers kept
        else:
            pieces.append((first, last))
    return [Block("prose", run[a:b], "", base + low + a) for a, b in pieces]


def code_html(code: str, dark: bool) -> str:
    """Code as HTML with keywords, strings, numbers and comments coloured for the theme."""
    colours = (
        {"comment": "#8b949e", "string": "#a5d6ff", "number": "#79c0ff", "word": "#ff7b72"}
        if dark
        else {"comment": "#6a737d", "string": "#032f62", "number": "#005cc5", "word": "#d73a49"}
    )
    out: list[str] = []
    last = 0
    for match in _TOKEN.finditer(code):
        kind = match.lastgroup or ""
        if kind == "word" and match.group() not in KEYWORDS:
            continue
        out.append(html.escape(code[last : match.start()]))
        out.append(f'<span style="color:{colours[kind]}">{html.escape(match.group())}</span>')
        last = match.end()
    out.append(html.escape(code[last:]))
    return (
        '<pre style="white-space: pre-wrap; margin: 0; font-family: monospace;">'
        + "".join(out)
        + "</pre>"
    )
