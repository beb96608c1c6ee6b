"""Files dropped anywhere on the window go to transcription.

Qt hands a drag to the widget under the pointer: the chat's text box would take a file as
text, and the tab bar refuses it. An event filter on the application sees every drag over
the window first: files are taken, the Transcribe tab comes to the front and lights up, and
the drop queues them. Text drags are left alone (they still go into the chat box).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

_LEAVE_GRACE_MS = 150  # a drag moving between two child widgets leaves one, enters the next


class FileDropRouter(QObject):
    """Routes file drags over ``window`` to ``on_hover`` / ``on_drop``.

    Args:
        window: the top-level window whose widgets are watched.
        on_hover: called with True when files are dragged over it, False when they leave.
        on_drop: called with the dropped URLs; returns whether any was taken.
    """

    def __init__(
        self,
        window: QWidget,
        on_hover: Callable[[bool], None],
        on_drop: Callable[[list[QUrl]], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._on_hover = on_hover
        self._on_drop = on_drop
        self._leave = QTimer(self, singleShot=True, interval=_LEAVE_GRACE_MS)
        self._leave.timeout.connect(lambda: self._on_hover(False))
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        window.destroyed.connect(lambda: app.removeEventFilter(self))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Take file drags over any widget of the window."""
        kind = event.type()
        if kind == QEvent.Type.DragLeave and self._ours(watched):
            self._leave.start()
            return False
        if kind not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        assert isinstance(event, QDragEnterEvent | QDragMoveEvent | QDropEvent)
        if not self._ours(watched) or not _has_files(event):
            return False
        self._leave.stop()
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self._on_hover(False)
            self._on_drop(event.mimeData().urls())
        else:
            self._on_hover(True)
        return True

    def _ours(self, watched: QObject) -> bool:
        return isinstance(watched, QWidget) and watched.window() is self._window


def _has_files(event: QDropEvent) -> bool:
    return any(url.isLocalFile() for url in event.mimeData().urls())
