"""One chat message on screen: Markdown text, how it was made, and what can be done with it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ui.banner import DegradedBanner


class MessageView(QFrame):
    """A message: who, the text (Markdown), a banner when degraded, Copy / Continue / Retry.

    Signals:
        cancel_clicked(): stop the request that writes this answer.
        continue_clicked(): continue a cut-off answer.
        retry_clicked(): ask again.
    """

    cancel_clicked = Signal()
    continue_clicked = Signal()
    retry_clicked = Signal()

    def __init__(self, role: str, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.role = role
        self.text = text
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.header = QLabel("You" if role == "user" else "Spillway", self)
        self.header.setStyleSheet("color: #666; font-size: 11px;")
        self.body = QTextBrowser(self)
        self.body.setOpenExternalLinks(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.banner = DegradedBanner(self)
        self.tools = QLabel(self)
        self.tools.setWordWrap(True)
        self.tools.setStyleSheet("color: #2f5f8f; font-family: monospace;")
        self.tools.hide()
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        self.copy_button = QPushButton("Copy", self)
        self.continue_button = QPushButton("Continue", self)
        self.retry_button = QPushButton("Retry", self)
        self.continue_button.hide()
        self.retry_button.hide()
        self._layout()
        self._connect_signals()
        self.set_text(text)

    def _layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.continue_button, self.retry_button, self.copy_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.banner)
        layout.addWidget(self.tools)
        layout.addWidget(self.body)
        layout.addWidget(self.error)
        layout.addLayout(buttons)

    def _connect_signals(self) -> None:
        self.copy_button.clicked.connect(self.copy)
        self.banner.cancel_clicked.connect(self.cancel_clicked)
        self.continue_button.clicked.connect(self.continue_clicked)
        self.retry_button.clicked.connect(self.retry_clicked)
        self.body.document().contentsChanged.connect(self._fit_height)

    def set_text(self, text: str) -> None:
        """Replace the text (rendered as Markdown)."""
        self.text = text
        self.body.setMarkdown(text or "…")

    def append(self, piece: str) -> None:
        """Add streamed text."""
        self.set_text(self.text + piece)

    def set_note(self, note: str) -> None:
        """Say how the answer is being made ("GPU", "CPU lane, attempt 2", "queued 2nd")."""
        who = "You" if self.role == "user" else "Spillway"
        self.header.setText(f"{who} · {note}" if note else who)

    def add_tool_call(self, name: str, arguments: str, result: str, replayed: bool) -> None:
        """Show a tool the engine ran for this answer (or reused after a failover)."""
        again = " (recorded result reused, not run again)" if replayed else ""
        line = f"tool {name}({arguments.strip()}) -> {result}{again}"
        self.tools.setText("\n".join(filter(None, [self.tools.text(), line])))
        self.tools.show()

    def show_error(self, message: str, resumable: bool) -> None:
        """A failure: the message, and Continue (resumable) or Retry."""
        self.error.setText(message)
        self.error.show()
        self.banner.finish()
        self.continue_button.setVisible(resumable and bool(self.text))
        self.retry_button.show()

    def copy(self) -> None:
        """Put the message's text on the clipboard."""
        QGuiApplication.clipboard().setText(self.text)

    def _fit_height(self) -> None:
        height = int(self.body.document().size().height()) + 8
        self.body.setFixedHeight(max(height, 24))
