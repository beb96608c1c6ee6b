"""An in-window place for passing news: mode changes, API errors, "recovered N requests".

A status-bar message disappears behind a permanent widget and is easy to miss; here each
piece of news is a small banner at the top of the window, with its icon and words, that
closes by itself after a while (or with its close button, or Escape). The newest is on top
and at most ``MAX_SHOWN`` are kept.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QToolButton, QVBoxLayout, QWidget

from ui.banner import Banner
from ui.wording import Level, Plain

log = logging.getLogger(__name__)
MAX_SHOWN = 3
DEFAULT_TIMEOUT_MS = 10_000


class Notice(Banner):
    """One piece of news, with a close button and an optional timeout.

    Signals:
        closed(): the notice was dismissed (by the user or its timer).
    """

    closed = Signal()

    def __init__(self, plain: Plain, timeout_ms: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, name=QCoreApplication.translate("Notice", "Notification"))
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setAccessibleName(self.tr("Dismiss the notification"))
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.row.addWidget(self.close_button)
        self.close_button.clicked.connect(self.dismiss)
        self.show_plain(plain)
        if timeout_ms > 0:
            QTimer.singleShot(timeout_ms, self, self.dismiss)

    def dismiss(self) -> None:
        """Take the notice away."""
        if self.isHidden():
            return
        self.hide()
        self.closed.emit()
        self.deleteLater()


class NotificationArea(QWidget):
    """A column of notices at the top of the window (see the module's docstring).

    Signals:
        posted(object): a ``Plain`` was shown (the tray or a log may repeat it).
    """

    posted = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Notifications"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._notices: list[Notice] = []
        self.hide()

    def notify(
        self,
        text: str | Plain,
        level: Level = Level.INFO,
        timeout_ms: int = DEFAULT_TIMEOUT_MS,
    ) -> Notice:
        """Show ``text`` (plain words, or a ``Plain`` with its title and detail).

        Args:
            text: what to say.
            level: how it is coloured (for a ``str``; a ``Plain`` has its own).
            timeout_ms: when it closes by itself; 0 keeps it until dismissed.
        """
        plain = text if isinstance(text, Plain) else Plain(text, "", level)
        log.info("notification: %s", plain.sentence)
        notice = Notice(plain, timeout_ms, self)
        notice.closed.connect(lambda: self._forget(notice))
        self._notices.insert(0, notice)
        self._layout.insertWidget(0, notice)
        while len(self._notices) > MAX_SHOWN:
            self._notices[-1].dismiss()
        self.show()
        self.posted.emit(plain)
        return notice

    def texts(self) -> list[str]:
        """What the shown notices say, newest first."""
        return [notice.text() for notice in self._notices]

    def dismiss_all(self) -> None:
        """Close every notice."""
        for notice in list(self._notices):
            notice.dismiss()

    def _forget(self, notice: Notice) -> None:
        if notice in self._notices:
            self._notices.remove(notice)
        self.setVisible(bool(self._notices))
