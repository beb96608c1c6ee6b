"""The body of a message: Markdown prose and highlighted code blocks, as word-wrapping labels.

Labels report their height for a given width (``heightForWidth``), so the layout gives each
block the height its text needs at the width it really has, at any window size. Only blocks
whose text changed are rendered again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui.chat_markdown import Block, code_html, split

_SELECTABLE = (
    Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.LinksAccessibleByMouse
)


def is_dark(widget: QWidget) -> bool:
    """Whether the widget's palette is a dark one."""
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def mix(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of colour ``a`` over colour ``b``."""
    return QColor(
        int(a.red() * share + b.red() * (1 - share)),
        int(a.green() * share + b.green() * (1 - share)),
        int(a.blue() * share + b.blue() * (1 - share)),
    )


def tint(widget: QWidget, colour: QColor, scale: float = 1.0) -> None:
    """Give a label its text colour (and size) through its palette: style sheets on
    hundreds of message widgets cost seconds when a long conversation opens."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    widget.setPalette(palette)
    if scale != 1.0:
        font = widget.font()
        font.setPointSizeF(font.pointSizeF() * scale)
        widget.setFont(font)


class Panel(QFrame):
    """A rounded panel painted in given colours (a message's bubble, a code block)."""

    def __init__(self, parent: QWidget | None = None, radius: float = 10.0) -> None:
        super().__init__(parent)
        self.fill, self.line, self.radius = QColor(), QColor(), radius

    def paint_with(self, fill: QColor, line: QColor) -> None:
        """The colours to paint with."""
        self.fill, self.line = fill, line
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """A rounded rectangle, filled and outlined."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.line)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(
            QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), self.radius, self.radius
        )


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


class CodeText(QWidget):
    """Highlighted code, wrapped to the width it has.

    A QTextDocument drawn directly, with its height per width remembered: a word-wrapping
    rich-text QLabel searches for its best width with a dozen layouts, about 30 ms a code
    block here, which made a long conversation slow to open. (Copy code copies it.)
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.document = QTextDocument(self)
        self.document.setDocumentMargin(0)
        self.document.setDefaultFont(self.font())
        self._heights: dict[int, int] = {}
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_html(self, html: str) -> None:
        """Show new (highlighted) code."""
        self.document.setHtml(html)
        self._heights.clear()
        self.updateGeometry()
        self.update()

    def text(self) -> str:
        """The code as plain text."""
        return self.document.toPlainText()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        """Its height depends on its width (the code wraps)."""
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """The height the code needs at ``width``."""
        if width not in self._heights:
            self.document.setTextWidth(width)
            self._heights[width] = int(self.document.size().height() + 0.999)
        return self._heights[width]

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As wide as its longest line (within reason), as high as that needs."""
        width = min(int(self.document.idealWidth()) + 1, 640)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Narrow: the code wraps."""
        return QSize(80, self.fontMetrics().lineSpacing())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Draw the document at the widget's width."""
        self.document.setTextWidth(self.width())
        painter = QPainter(self)
        self.document.drawContents(painter)


class LiveProse(CodeText):
    """The paragraph being written while an answer streams: drawn from a document (cheap
    to lay out again after every few tokens); it becomes a selectable ``ProseBlock`` once
    the paragraph is done."""

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(QApplication.font())
        self.document.setDefaultFont(self.font())
        self.block = block
        self.show_block(block)

    def show_block(self, block: Block) -> None:
        """Render another version of this block."""
        self.block = block
        self.document.setMarkdown(block.text)
        self._heights.clear()
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Prose takes the width it is given."""
        return QSize(400, self.heightForWidth(400))


class CodeBlock(Panel):
    """A fenced code block: its language, Copy, and the code highlighted."""

    def __init__(self, block: Block, parent: QWidget | None = None) -> None:
        super().__init__(parent, radius=6.0)
        self._paint_for_palette()
        self.language = QLabel(self)
        self.copy_button = QToolButton(self)
        self.copy_button.setText(self.tr("Copy code"))
        self.copy_button.setAutoRaise(True)
        self.copy_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.code = CodeText(self)
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
        self.code.set_html(code_html(block.text, is_dark(self)))

    def _paint_for_palette(self) -> None:
        dark = is_dark(self)
        self.paint_with(
            QColor("#161b22" if dark else "#f6f8fa"), QColor("#30363d" if dark else "#d0d7de")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new palette (light or dark theme) repaints and re-highlights the code."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "block"):
            self._paint_for_palette()
            self.show_block(self.block)

    def copy(self) -> None:
        """Put the code (without the fences) on the clipboard."""
        QGuiApplication.clipboard().setText(self.block.text)
        self.copy_button.setText(self.tr("Copied"))


Widget = ProseBlock | LiveProse | CodeBlock


class MarkdownBody(QWidget):
    """A message's text as blocks; ``show_markdown`` re-renders only what changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.blocks: list[Widget] = []
        self.live = False
        self.renders = 0  # blocks rendered so far (the cost of streaming, for tests)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.text = ""

    def show_markdown(self, text: str, live: bool = False) -> None:
        """Show ``text``: unchanged blocks stay as they are.

        While text is only appended (streaming), everything before the last block is
        final: only the tail from that block on is split and compared again. ``live``:
        the answer is being written, so its last paragraph is drawn the cheap way.
        """
        if text == self.text and live == self.live:
            return
        kept = 0
        if self.blocks and text.startswith(self.text):
            kept = len(self.blocks) - 1
            tail_from = self.blocks[-1].block.start
            wanted = [b.block for b in self.blocks[:kept]] + split(text[tail_from:], tail_from)
        else:
            wanted = split(text)
        self.text, self.live = text, live
        for index in range(max(0, kept - 1), len(wanted)):
            kind = _kind_for(wanted[index], live and index == len(wanted) - 1)
            if index < len(self.blocks):
                current = self.blocks[index]
                if isinstance(current, kind) and current.block == wanted[index]:
                    continue
            self._put(index, wanted[index], kind)
        for stale in self.blocks[len(wanted) :]:
            self._layout.removeWidget(stale)
            stale.deleteLater()
        del self.blocks[len(wanted) :]

    def plain_text(self) -> str:
        """What the blocks show, as plain text (for tests and accessibility)."""
        parts = [b.text() if isinstance(b, ProseBlock) else b.block.text for b in self.blocks]
        return "\n".join(parts)

    def _put(self, index: int, block: Block, kind: type[Widget]) -> None:
        self.renders += 1
        if index < len(self.blocks):
            current = self.blocks[index]
            if isinstance(current, kind):
                current.show_block(block)
                return
            self._layout.removeWidget(current)
            current.deleteLater()
        widget: Widget = kind(block, self)
        if index < len(self.blocks):
            self.blocks[index] = widget
        else:
            self.blocks.append(widget)
        self._layout.insertWidget(index, widget)


def _kind_for(block: Block, live: bool) -> type[Widget]:
    if block.kind == "code":
        return CodeBlock
    return LiveProse if live else ProseBlock
