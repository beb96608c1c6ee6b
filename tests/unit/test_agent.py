"""The ledger decision and the built-in tools (pure)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.agent import CALCULATOR, CallAction, ToolBox, calculate, call_action, notes_tool
from engine.journal import ToolRecord


@pytest.mark.parametrize(
    ("record", "reversible", "action"),
    [
        (None, False, CallAction.RUN),
        (ToolRecord("t", '{"a": 1}', "done", "ok"), False, CallAction.REUSE),
        (ToolRecord("t", '{"a": 1}', "started", None), True, CallAction.RERUN),
        (ToolRecord("t", '{"a": 1}', "started", None), False, CallAction.UNKNOWN),
        (ToolRecord("t", '{"a": 2}', "done", "ok"), False, CallAction.MISMATCH),
        (ToolRecord("u", '{"a": 1}', "done", "ok"), False, CallAction.MISMATCH),
    ],
)
def test_a_call_is_decided_against_the_ledger(
    record: ToolRecord | None, reversible: bool, action: CallAction
) -> None:
    assert call_action(record, "t", '{ "a":1 }', reversible) is action


@pytest.mark.parametrize(
    ("expression", "answer"),
    [("2 * (3 + 4)", "14"), ("-2 ** 3", "-8"), ("7 / 2", "3.5"), ("10 % 4", "2")],
)
def test_the_calculator_does_arithmetic(expression: str, answer: str) -> None:
    assert calculate(expression) == answer


@pytest.mark.parametrize(
    "expression", ["__import__('os').system('x')", "2 ** 9999", "1 / 0", "a + 1"]
)
def test_the_calculator_runs_nothing_else(expression: str) -> None:
    assert calculate(expression).startswith("error:")


def test_the_notes_tool_appends_and_the_toolbox_finds_tools(tmp_path: Path) -> None:
    notes = notes_tool(tmp_path / "notes.txt")
    box = ToolBox()
    box.register(notes)
    box.register(CALCULATOR)
    box.get("append_note").run(text="buy milk")
    box.get("append_note").run(text="call mum")
    assert (tmp_path / "notes.txt").read_text() == "buy milk\ncall mum\n"
    assert not notes.reversible and CALCULATOR.reversible
    assert notes.spec()["function"]["name"] == "append_note"
    with pytest.raises(KeyError, match="known: append_note, calculator"):
        box.get("nope")


def test_the_journal_keeps_the_tool_ledger_across_a_reopen(tmp_path: Path) -> None:
    from engine.journal import Journal
    from engine.requests import ChatRequest

    journal = Journal(tmp_path / "j.sqlite3")
    journal.accept("r1", ChatRequest((("user", "hi"),)), None)
    journal.tool_started("r1", 0, "append_note", '{"text": "x"}')
    assert journal.tool_call("r1", 0) == ToolRecord("append_note", '{"text": "x"}', "started", None)
    journal.tool_done("r1", 0, "noted")
    journal.close()
    again = Journal(tmp_path / "j.sqlite3")
    assert again.tool_call("r1", 0) == ToolRecord("append_note", '{"text": "x"}', "done", "noted")
    assert again.tool_call("r1", 1) is None
    again.close()
