"""The body of a message: Markdown prose and highlighted code blocks, as word-wrapping labels.

Labels report their height for a given width (``heightForWidth``), so the layout gives each
block the height its text needs at the width it really has, at any window size. Only blocks
whose text changed are rendered again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from ui.chat_markdown import Block, code_html, split

_SELECTABLE = (
    Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.LinksAccessibleByMouse
)


def is_dark(widget: QWidget) -> bool:
    """Whether the widget's palette is a dark one."""
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


class ProseBlock(QLabel):
    """A paragraph (or list, or table) of Markdown."""

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.MarkdownText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(_SELECTABLE)
        self.setOpenExternalLinks(True)
        self.block = block
        self.setText(block.text)

    def show_block(self, block: Block) -> None:
        """Render another version of this block."""
        self.block = block
        self.setText(block.text)


class CodeBlock(QFrame):
    """A fenced code block: its language, Copy, and the code highlighted."""

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("code")
        dark = is_dark(self)
        background = "#161b22" if dark else "#f6f8fa"
        border = "#30363d" if dark else "#d0d7de"
        self.setStyleSheet(
            f"QFrame#code {{ background: {background}; border: 1px solid {border};"
            " border-radius: 6px; }"
        )
        self.language = QLabel(self)
        self.copy_button = QToolButton(self)
        self.copy_button.setText("Copy code")
        self.copy_button.setAutoRaise(True)
        self.copy_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.code = QLabel(self)
        self.code.setTextFormat(Qt.TextFormat.RichText)
        self.code.setWordWrap(True)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        top = QHBoxLayout()
        top.addWidget(self.language, 1)
        top.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 8)
        layout.addLayout(top)
        layout.addWidget(self.code)
        self.copy_button.clicked.connect(self.copy)
        self.block = block
        self.show_block(block)

    def show_block(self, block: Block) -> None:
        """Render another version of this block (highlighting only this block)."""
        self.block = block
        self.language.setText(block.language or "code")
        self.code.setText(code_html(block.text, is_dark(self)))

    def copy(self) -> None:
        """Put the code (without the fences) on the clipboard."""
        QGuiApplication.clipboard().setText(self.block.text)
        self.copy_button.setText("Copied")


class MarkdownBody(QWidget):
    """A message's text as blocks; ``show_markdown`` re-renders only what changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.blocks: list[ProseBlock | CodeBlock] = []
        self.renders = 0  # blocks rendered so far (the cost of streaming, for tests)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.text = ""

    def show_markdown(self, text: str) -> None:
        """Show ``text``: unchanged blocks stay as they are.

        While text is only appended (streaming), everything before the last block is
        final: only the tail from that block on is split and compared again.
        """
        if text == self.text:
            return
        kept = 0
        if self.blocks and text.startswith(self.text):
            kept = len(self.blocks) - 1
            tail_from = self.blocks[-1].block.start
            wanted = [b.block for b in self.blocks[:kept]] + split(text[tail_from:], tail_from)
        else:
            wanted = split(text)
        self.text = text
        for index in range(kept, len(wanted)):
            if index < len(self.blocks) and self.blocks[index].block == wanted[index]:
                continue
            self._put(index, wanted[index])
        for stale in self.blocks[len(wanted) :]:
            self._layout.removeWidget(stale)
            stale.deleteLater()
        del self.blocks[len(wanted) :]

    def plain_text(self) -> str:
        """What the blocks show, as plain text (for tests and accessibility)."""
        parts = [b.text() if isinstance(b, ProseBlock) else b.block.text for b in self.blocks]
        return "\n".join(parts)

    def _put(self, index: int, block: Block) -> None:
        self.renders += 1
        if index < len(self.blocks):
            current = self.blocks[index]
            if isinstance(current, CodeBlock) == (block.kind == "code"):
                current.show_block(block)
                return
            self._layout.removeWidget(current)
            current.deleteLater()
        widget: ProseBlock | CodeBlock = (
            CodeBlock(block, self) if block.kind == "code" else ProseBlock(block, self)
        )
        if index < len(self.blocks):
            self.blocks[index] = widget
        else:
            self.blocks.append(widget)
        self._layout.insertWidget(index, widget)
