"""A reopened answer is drawn at its full height at any width, and streaming re-renders only
the tail of an answer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.gui.chat_helpers import make
from ui.chat_blocks import CodeBlock, CodeText, ProseBlock
from ui.conversations import Conversation, ConversationStore, Message

pytestmark = pytest.mark.gui

CODE = "\n".join(f"    total = total + values[{i}]  # step {i}" for i in range(12))
ANSWER = (
    "## Summing a list\n\n"
    "Here is a loop that adds every value of a list, one after the other, so that you can "
    "see each step; a built-in function does the same in one line, and faster.\n\n"
    "1. start from zero\n2. add each value\n3. return the total\n\n"
    f"```python\ndef total_of(values):\n    total = 0\n{CODE}\n    return total\n```\n\n"
    "That is all: **twelve** steps, then the result."
)


def saved_conversation(folder: Path) -> None:
    store = ConversationStore(folder)
    conversation = Conversation(
        "c1", "Sums", [Message("user", "How do I sum a list?"), Message("assistant", ANSWER)]
    )
    store.save(conversation)
    assert json.loads((folder / "c1.json").read_text())["messages"][1]["content"] == ANSWER


def labels_of(panel_view: object) -> list[QLabel | CodeText]:
    from ui.message import MessageView

    assert isinstance(panel_view, MessageView)
    found: list[QLabel | CodeText] = []
    for block in panel_view.body.blocks:
        found.append(block.code if isinstance(block, CodeBlock) else block)
    return found


def test_a_reopened_markdown_answer_with_code_has_its_full_height_at_two_widths(
    qtbot: QtBot, tmp_path: Path
) -> None:
    saved_conversation(tmp_path)
    _engine, _bridge, panel = make(qtbot, tmp_path)
    panel.show()
    qtbot.waitExposed(panel)
    heights = {}
    for width in (1100, 560):
        panel.resize(width, 700)
        for _ in range(3):  # a resize settles over a few passes of the event loop
            QApplication.processEvents()
        answer = panel.answer
        assert answer is not None
        labels = labels_of(answer)
        assert [type(b) for b in answer.body.blocks] == [
            ProseBlock,
            ProseBlock,
            ProseBlock,
            CodeBlock,
            ProseBlock,
        ]
        for label in labels:
            needed = label.heightForWidth(label.width())
            assert label.height() >= needed > 0, (width, label.text()[:40])
        code = answer.body.blocks[3]
        assert isinstance(code, CodeBlock)
        lines = CODE.count("\n") + 4
        assert code.code.height() >= lines * code.code.fontMetrics().lineSpacing()
        assert code.copy_button.isVisibleTo(panel)
        bottom = answer.mapTo(panel.view.column, answer.rect().bottomLeft()).y()
        assert bottom <= panel.view.column.height()  # nothing cut off below the answer
        heights[width] = labels[1].height()
    assert heights[560] > heights[1100]  # the paragraph wraps onto more lines when narrow


def test_streaming_renders_only_the_last_block(qtbot: QtBot) -> None:
    from ui.chat_blocks import MarkdownBody

    body = MarkdownBody()
    qtbot.addWidget(body)
    text = ""
    for i in range(200):
        text += f"Paragraph {i} has a few words.\n\n" if i % 10 == 9 else f"word{i} "
        body.show_markdown(text)
    paragraphs = len(body.blocks)
    assert paragraphs == 20
    # One render per update (the block being written): never the whole answer again.
    assert body.renders <= 200
    assert body.plain_text().startswith("word0 word1")


def test_streamed_blocks_match_the_blocks_of_the_whole_answer(qtbot: QtBot) -> None:
    from ui.chat_blocks import MarkdownBody
    from ui.chat_markdown import split

    body = MarkdownBody()
    qtbot.addWidget(body)
    for step in range(0, len(ANSWER) + 7, 7):  # seven characters at a time, fences split
        body.show_markdown(ANSWER[:step])
        assert [b.block for b in body.blocks] == split(ANSWER[:step])


def test_a_very_long_message_shows_its_beginning_until_show_all(qtbot: QtBot) -> None:
    from ui.message import LONG_CHARS, MessageView

    text = "START " + "the card ran out of memory. " * (LONG_CHARS // 20) + "FINISH"
    view = MessageView(Message("user", text))
    qtbot.addWidget(view)
    assert view.body.plain_text().startswith("START") and "FINISH" not in view.body.plain_text()
    assert view.more_button.isVisibleTo(view) and f"{len(text):,}" in view.more_button.text()
    assert view.text == text  # Copy and Edit still get all of it
    view.more_button.click()
    assert view.body.plain_text().endswith("FINISH") and not view.more_button.isVisibleTo(view)


def test_a_long_history_opens_with_its_newest_page_and_shows_earlier_on_request(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from ui.chat_view import PAGE

    messages = [Message("user" if i % 2 == 0 else "assistant", f"message {i}") for i in range(40)]
    ConversationStore(tmp_path).save(Conversation("c1", "Long", messages))
    _engine, _bridge, panel = make(qtbot, tmp_path)
    view = panel.view
    assert [v.text for v in view.views] == [f"message {i}" for i in range(40 - PAGE, 40)]
    assert view.earlier.isVisibleTo(panel) and "28 messages" in view.earlier.text()
    view.earlier.click()
    assert len(view.views) == 2 * PAGE and view.views[0].text == f"message {40 - 2 * PAGE}"
    panel.model.add("c1", Message("user", "newest"))  # still appended at the bottom
    assert view.views[-1].text == "newest" and len(view.views) == 2 * PAGE + 1


def test_the_paragraph_being_written_is_drawn_cheaply_then_becomes_selectable(
    qtbot: QtBot,
) -> None:
    from ui.chat_blocks import LiveProse, MarkdownBody

    body = MarkdownBody()
    qtbot.addWidget(body)
    body.show_markdown("First paragraph.\n\nSecond one, still being writ", live=True)
    assert [type(b) for b in body.blocks] == [ProseBlock, LiveProse]
    body.show_markdown("First paragraph.\n\nSecond one, still being written.", live=False)
    assert [type(b) for b in body.blocks] == [ProseBlock, ProseBlock]
    assert body.plain_text() == "First paragraph.\nSecond one, still being written."
