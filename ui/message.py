"""One chat message on screen, drawn from a ``Message``: a bubble with its text and actions.

Your messages sit on the right in the palette's highlight tint; answers on the left on the
palette's alternate base, so both read at a glance in a light or a dark theme. The widget
holds no state of its own that matters: ``show_message`` redraws it from the model.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.api import Degraded
from ui.banner import DegradedBanner
from ui.chat_blocks import MarkdownBody, Panel, mix, tint
from ui.chat_words import footer
from ui.conversations import FAILED, REFUSED, STOPPED, Message
from ui.i18n import QT_TRANSLATE_NOOP

USER_SHARE, ANSWER_SHARE = 0.78, 0.92  # of the row's width a bubble may take
# A pasted log of 40,000 characters takes about a second to lay out: longer messages show
# their beginning until "Show all" is clicked.
LONG_CHARS, PREVIEW_CHARS = 6000, 2000
_ACTIONS = (  # translated in the "MessageView" context where the buttons are made
    (
        "continue",
        QT_TRANSLATE_NOOP("MessageView", "Continue"),
        QT_TRANSLATE_NOOP("MessageView", "Ask the model to go on with this answer"),
    ),
    (
        "retry",
        QT_TRANSLATE_NOOP("MessageView", "Retry"),
        QT_TRANSLATE_NOOP("MessageView", "Ask again"),
    ),
    (
        "cut",
        QT_TRANSLATE_NOOP("MessageView", "Send with the middle cut"),
        QT_TRANSLATE_NOOP("MessageView", "Send it with its middle left out, so that it fits"),
    ),
    (
        "edit",
        QT_TRANSLATE_NOOP("MessageView", "Edit"),
        QT_TRANSLATE_NOOP(
            "MessageView", "Change this message and send it again (what follows is replaced)"
        ),
    ),
    (
        "regenerate",
        QT_TRANSLATE_NOOP("MessageView", "Regenerate"),
        QT_TRANSLATE_NOOP("MessageView", "Ask for another answer"),
    ),
    (
        "copy",
        QT_TRANSLATE_NOOP("MessageView", "Copy"),
        QT_TRANSLATE_NOOP("MessageView", "Copy the message's text"),
    ),
    (
        "delete",
        QT_TRANSLATE_NOOP("MessageView", "Delete"),
        QT_TRANSLATE_NOOP("MessageView", "Delete this message (Undo brings it back)"),
    ),
)


class MessageView(QWidget):
    """A message: who and how, the text, a banner when degraded, errors, and actions.

    Signals:
        action(str, str): an action name ("edit", "regenerate", "delete", "continue",
            "retry", "cancel") and the message's id.
    """

    action = Signal(str, str)

    def __init__(self, message: Message, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = message
        self.role = message.role
        self.last = False  # the conversation's newest message (set by the view)
        self.bubble = Panel(self)
        self.header = QLabel(self.bubble)
        self._banner: DegradedBanner | None = None  # made when a request is degraded
        self.tools = QLabel(self.bubble)
        self.tools.setWordWrap(True)
        self.tools.hide()
        self.body = MarkdownBody(self.bubble)
        self.error = QLabel(self.bubble)
        self.error.setWordWrap(True)
        self.error.hide()
        self.footer = QLabel(self.bubble)
        self.expanded = False
        self.more_button = QToolButton(self.bubble)
        self.more_button.setAutoRaise(True)
        self.more_button.hide()
        self.buttons = {
            name: self._button(name, self.tr(text), self.tr(tip)) for name, text, tip in _ACTIONS
        }
        self._layout()
        self._style()
        self._connect_signals()
        self.show_message(message)

    @property
    def banner(self) -> DegradedBanner:
        """The degraded banner of this answer (made on first use: most answers have none)."""
        if self._banner is None:
            self._banner = DegradedBanner(self.bubble)
            self._banner.cancel_clicked.connect(lambda: self._clicked("cancel"))
            self._inner.insertWidget(1, self._banner)
        return self._banner

    # compatibility with what callers read of a message on screen
    @property
    def text(self) -> str:
        """The message's text."""
        return self.message.content

    @property
    def continue_button(self) -> QAbstractButton:
        """Continue (shown for a cut-off or stopped answer)."""
        return self.buttons["continue"]

    @property
    def retry_button(self) -> QAbstractButton:
        """Retry (shown only when asking again can give another outcome)."""
        return self.buttons["retry"]

    def _button(self, name: str, text: str, tip: str) -> QToolButton:
        button = QToolButton(self.bubble)
        button.setText(text)
        button.setAutoRaise(True)
        button.setToolTip(tip)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda: self._clicked(name))
        return button

    def _layout(self) -> None:
        self._inner = inner = QVBoxLayout(self.bubble)
        inner.setContentsMargins(12, 8, 12, 6)
        for widget in (self.header, self.tools, self.body, self.more_button):
            inner.addWidget(widget)
        inner.addWidget(self.error)
        row = QHBoxLayout()
        row.addWidget(self.footer, 1)
        for button in self.buttons.values():
            row.addWidget(button)
        inner.addLayout(row)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        if self.role == "user":
            outer.addStretch(1)
        outer.addWidget(self.bubble, 8)
        if self.role != "user":
            outer.addStretch(1)

    def _style(self) -> None:
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        if self.role == "user":
            fill = mix(palette.color(QPalette.ColorRole.Highlight), base, 0.22)
        else:
            fill = mix(palette.color(QPalette.ColorRole.AlternateBase), base, 0.7)
        self.bubble.paint_with(fill, mix(palette.color(QPalette.ColorRole.Mid), base, 0.5))
        muted = mix(palette.color(QPalette.ColorRole.Text), base, 0.6)
        for label in (self.header, self.footer):
            tint(label, muted, 0.85)
        tint(self.tools, muted)
        self.tools.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        dark = base.lightness() < 128
        tint(self.error, QColor("#ff8a80" if dark else "#b00020"))

    def _connect_signals(self) -> None:
        self.more_button.clicked.connect(self.show_all)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new palette (light or dark theme) repaints the bubble in its colours."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._style()

    def _clicked(self, name: str) -> None:
        if name == "copy":
            self.copy()
        else:
            self.action.emit(name, self.message.id)

    # --- drawing ---------------------------------------------------------------------------

    def show_message(self, message: Message) -> None:
        """Redraw from ``message`` (only the text blocks that changed are rendered)."""
        self.message = message
        who = self.tr("You") if message.role == "user" else "Spillway"
        self.header.setText(f"{who} · {message.note}" if message.note else who)
        placeholder = "…" if message.busy else ""
        text = message.content or placeholder
        cut = not message.busy and not self.expanded and len(text) > LONG_CHARS
        shown = text[:PREVIEW_CHARS].rstrip() + " …" if cut else text
        self.body.show_markdown(shown, live=message.busy)
        self.more_button.setText(self.tr("Show all (%Ln characters)", "", len(text)))
        self.more_button.setVisible(cut)
        self.tools.setText("\n".join(message.tools))
        self.tools.setVisible(bool(message.tools))
        self.error.setText(message.error)
        self.error.setVisible(bool(message.error))
        self.footer.setText(footer(message) if message.role == "assistant" else "")
        self.footer.setVisible(bool(self.footer.text()) or not message.busy)
        self._show_actions(message)
        if not message.busy and self._banner is not None:
            self._banner.finish()

    def _show_actions(self, message: Message) -> None:
        busy, answer = message.busy, message.role == "assistant"
        ended = message.state in (STOPPED, FAILED)
        visible = {
            "continue": answer and not busy and bool(message.content)
            and (message.resumable or ended),
            "retry": message.state in (FAILED, REFUSED) and message.retryable,
            "cut": message.state == REFUSED and self.last,
            "edit": not answer and not busy,
            "regenerate": answer and not busy,
            "copy": bool(message.content),
            "delete": not busy,
        }  # fmt: skip
        for name, button in self.buttons.items():
            button.setVisible(visible[name])

    def show_all(self) -> None:
        """Show the whole of a long message."""
        self.expanded = True
        self.show_message(self.message)

    def show_degraded(self, event: Degraded) -> None:
        """Show the degraded banner on this answer."""
        self.banner.show_event(event)

    def copy(self) -> None:
        """Put the message's text on the clipboard."""
        QGuiApplication.clipboard().setText(self.message.content)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """Keep bubbles to a share of the row, so yours and the answers read apart."""
        share = USER_SHARE if self.role == "user" else ANSWER_SHARE
        self.bubble.setMaximumWidth(max(200, int(event.size().width() * share)))
        super().resizeEvent(event)
