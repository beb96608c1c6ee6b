"""What closing the window does: hide to the tray (when chosen), ask first when work is
running ("quit anyway?"), or quit.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QSystemTrayIcon, QWidget

HIDE, QUIT, ASK = "hide", "quit", "ask"


def has_tray() -> bool:
    """Whether the desktop shows tray icons (else a hidden window could not come back)."""
    return QSystemTrayIcon.isSystemTrayAvailable()


class CloseGuard(QObject):
    """Knows which work is running (from busy signals) and decides what a close does.

    ``on_quit`` is called when the close really quits (at once, or after "Quit anyway").
    """

    def __init__(self, window: QWidget, on_quit: Callable[[], None]) -> None:
        super().__init__(window)
        self.window, self.on_quit = window, on_quit
        self.running: dict[str, bool] = {}
        self.dialog: QMessageBox | None = None  # the question, while it is asked
        self.quitting = False  # Quit was chosen: the close is never just a hide

    def quit(self) -> None:
        """Quit (File → Quit, the tray's Quit): close the window, never only hide it."""
        self.quitting = True
        self.window.close()

    def close_event(self, event: QCloseEvent, to_tray: bool) -> None:
        """Handle the window's close: hide it, ask first, or accept it and quit."""
        choice = self.decide(to_tray and has_tray(), self.quitting)
        self.quitting = False
        if choice == QUIT:
            event.accept()
            self.on_quit()
            return
        event.ignore()
        if choice == HIDE:
            self.window.hide()
        else:
            self.ask(self.on_quit)

    def watch(self, what: str, busy_changed: SignalInstance) -> None:
        """Follow one kind of work ("an answer", "a transcription") by its busy signal."""
        self.running[what] = False
        busy_changed.connect(lambda busy: self.running.__setitem__(what, bool(busy)))

    def decide(self, to_tray: bool, quitting: bool) -> str:
        """``hide``, ``quit``, or ``ask`` (work is running) for a close.

        ``quitting``: Quit was chosen, so the window is not just hidden to the tray.
        """
        if to_tray and not quitting:
            return HIDE
        return ASK if any(self.running.values()) else QUIT

    def ask(self, on_quit: Callable[[], None]) -> None:
        """Ask "quit anyway?" without a nested event loop; ``on_quit`` runs on Yes."""
        if self.dialog is not None:
            self.dialog.raise_()
            return
        busy = [what for what, on in self.running.items() if on]
        self.dialog = box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Quit Spillway?"))
        work = self.tr(" and ").join(self.tr(what) for what in busy)
        box.setText(self.tr("Work is running: {work}. Quit anyway?").format(work=work))
        box.setInformativeText(
            self.tr(
                "It stops now. Finished answers and transcripts are kept, and an answer cut "
                "short can be continued after the next start."
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Quit anyway"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep working"))
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(button: int) -> None:
            self.dialog = None
            box.deleteLater()
            if button == QMessageBox.StandardButton.Yes:
                on_quit()

        box.finished.connect(answered)
        box.open()
