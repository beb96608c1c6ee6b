"""Agent requests (R11): tools the engine runs for the model, each call exactly once.

A chat request may name registered tools. The model proposes a call (llama.cpp's grammar
keeps it valid JSON), the engine runs it, feeds the result back, and the model answers.
Every call goes through the journal's tool-call record, keyed by (request id, step):
*started* is written before the tool runs, *done* with its result after. A replay after a failover
reuses done results; a call that started and never finished has an unknown outcome, and
unless its tool is marked reversible the request stops with a resumable error naming it.
"""

from __future__ import annotations

import ast
import json
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from engine.journal import ToolRecord


@dataclass(frozen=True)
class Tool:
    """A tool: its OpenAI-style description, the callable, and whether it may run twice."""

    name: str
    description: str
    parameters: dict[str, Any]
    run: Callable[..., str]
    reversible: bool = False  # safe to run again when its outcome is unknown

    def spec(self) -> dict[str, Any]:
        """The function spec the model sees."""
        function = {
            "name": self.name,
            "description": self.description,
            "parameters": self.parameters,
        }
        return {"type": "function", "function": function}


@dataclass
class ToolBox:
    """The tools registered with the engine, by name."""

    tools: dict[str, Tool] = field(default_factory=dict)

    def register(self, tool: Tool) -> None:
        """Make ``tool`` available to agent requests."""
        self.tools[tool.name] = tool

    def get(self, name: str) -> Tool:
        """The tool called ``name``.

        Raises:
            KeyError: no such tool (the message lists the known ones).
        """
        try:
            return self.tools[name]
        except KeyError:
            raise KeyError(f"no tool {name!r}; known: {', '.join(sorted(self.tools))}") from None


class CallAction(StrEnum):
    """What to do with a proposed call, given what the tool-call record holds for its step."""

    RUN = "run"  # never started: record it, then run it
    REUSE = "reuse"  # done before (in an earlier attempt): its result, not a second run
    RERUN = "rerun"  # started, outcome unknown, but the tool is reversible
    UNKNOWN = "unknown"  # started, outcome unknown, irreversible: stop, resumable
    MISMATCH = "mismatch"  # the replay proposed another call than the one recorded


def call_action(
    record: ToolRecord | None, name: str, arguments: str, reversible: bool
) -> CallAction:
    """Decide a call against its tool-call record. Pure."""
    if record is None:
        return CallAction.RUN
    if record.name != name or _canonical(record.arguments) != _canonical(arguments):
        return CallAction.MISMATCH
    if record.status == "done":
        return CallAction.REUSE
    return CallAction.RERUN if reversible else CallAction.UNKNOWN


def _canonical(arguments: str) -> str:
    try:
        return json.dumps(json.loads(arguments), sort_keys=True)
    except ValueError:
        return arguments.strip()


# --- two built-in tools ------------------------------------------------------------------------

_OPERATORS: dict[type, Callable[..., float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Mod: operator.mod,
}


def calculate(expression: str) -> str:
    """Arithmetic on numbers (+ - * / ** %), without running any other code."""

    def value(node: ast.AST) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return float(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            if isinstance(node.op, ast.Pow) and abs(value(node.right)) > 64:
                raise ValueError("exponent too large")
            return _OPERATORS[type(node.op)](value(node.left), value(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
            return _OPERATORS[type(node.op)](value(node.operand))
        raise ValueError("only numbers and + - * / ** % are allowed")

    try:
        result = value(ast.parse(str(expression), mode="eval").body)
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError) as exc:
        return f"error: {exc}"
    return f"{result:g}"


CALCULATOR = Tool(
    "calculator",
    "Evaluate an arithmetic expression such as 2 * (3 + 4).",
    {
        "type": "object",
        "properties": {"expression": {"type": "string"}},
        "required": ["expression"],
    },
    calculate,
    reversible=True,
)


def notes_tool(path: Path) -> Tool:
    """A tool that appends a line to a notes file: a side effect that must happen once."""

    def append_note(text: str) -> str:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as notes:
            notes.write(str(text).strip() + "\n")
        return f"noted in {path.name}"

    parameters = {
        "type": "object",
        "properties": {"text": {"type": "string"}},
        "required": ["text"],
    }
    return Tool(
        "append_note", "Append a line of text to the user's notes.", parameters, append_note
    )
