"""The system-tray indicator (R23): the engine's mode as an icon, a menu, and a notification
when the mode changes.

Where the desktop has no system tray (stock GNOME; offscreen, in tests) ``TrayStatus`` still
tracks the mode, emits ``mode_changed`` and offers its text, icon and menu, so the main
window can show the same in its status bar; on a real display the notification goes to
the desktop's notification service over D-Bus instead (``ui/notify.py``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon, QWidget

from engine.api import EngineStatus
from ui import status_words, wording
from ui.i18n import QT_TRANSLATE_NOOP
from ui.icons import app_icon, mode_icon, mode_title
from ui.notify import DesktopNotifier

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

NOTIFICATION_MS = 8000
_MESSAGES = {
    "gpu": QT_TRANSLATE_NOOP("TrayStatus", "Spillway is back on the GPU ({reason})"),
    "degraded": QT_TRANSLATE_NOOP(
        "TrayStatus", "Spillway is degraded: running on the CPU ({reason})"
    ),
    "cpu-only": QT_TRANSLATE_NOOP("TrayStatus", "Spillway is running on the CPU only ({reason})"),
    "down": QT_TRANSLATE_NOOP("TrayStatus", "Spillway is down: requests cannot run now ({reason})"),
}


def waiting() -> str:
    """What the tray says before the engine's first status."""
    return translate("TrayStatus", "Spillway: waiting for the engine")


def mode_message(status: EngineStatus) -> str:
    """What a notification says when the engine enters ``status.mode``."""
    reason = wording.reason(status.reason)
    if status.mode in _MESSAGES:
        return translate("TrayStatus", _MESSAGES[status.mode]).format(reason=reason)
    return f"Spillway: {status.mode} ({reason})"  # a mode this version does not know


def queue_summary(status: EngineStatus) -> str:
    """Queue depth per lane: "GPU 0/8, CPU 2/4"."""
    return ", ".join(
        f"{status_words.lane(lane.name)} {lane.queued}/{lane.max_queue}" for lane in status.lanes
    )


def summary(status: EngineStatus) -> str:
    """The one-line summary of ``status``: mode, reason, queues, and what else matters."""
    parts = [f"{mode_title(status.mode)}: {wording.reason(status.reason)}"]
    if status.lanes:
        queues = translate("TrayStatus", "queues: {lanes}")
        parts.append(queues.format(lanes=queue_summary(status)))
    if status.gpu_paused:
        parts.append(translate("TrayStatus", "GPU use paused"))
    if status.gpu_simulated:
        parts.append(translate("TrayStatus", "SIMULATED GPU"))
    return " · ".join(parts)


class TrayStatus(QObject):
    """The engine's mode in the system tray, or just tracked where there is no tray.

    Signals:
        show_window(): the user wants the main window (menu, or a click on the icon).
        new_chat(): the user wants a new chat.
        transcribe_file(): the user wants to pick a file to transcribe.
        pause_gpu(bool): the user paused (True) or resumed (False) GPU use.
        open_settings(): the user wants the settings panel.
        quit_requested(): the user wants to quit Spillway.
        mode_changed(str, str): the new mode and a message saying what it means for the
            user; not emitted for the first status, nor when the mode stays the same.
    """

    show_window = Signal()
    new_chat = Signal()
    transcribe_file = Signal()
    pause_gpu = Signal(bool)
    open_settings = Signal()
    quit_requested = Signal()
    mode_changed = Signal(str, str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        use_tray: bool | None = None,
        notifier: DesktopNotifier | None = None,
    ) -> None:
        """Create the indicator.

        Args:
            parent: The Qt parent.
            use_tray: Show a tray icon; None (the default) shows one where the desktop
                has a system tray.
            notifier: Where mode changes are told when there is no tray; None (the
                default) uses the desktop's notification service on a real display.
        """
        super().__init__(parent)
        self._status: EngineStatus | None = None
        self._icon = app_icon()
        self._menu = QMenu()
        self._menu.setTitle("Spillway")
        self.show_action = QAction(self.tr("Show window"), self._menu)
        self.new_chat_action = QAction(self.tr("New chat"), self._menu)
        self.transcribe_action = QAction(self.tr("Transcribe file…"), self._menu)
        self.pause_action = QAction(self.tr("Pause GPU use"), self._menu)
        self.pause_action.setCheckable(True)
        self.settings_action = QAction(self.tr("Settings…"), self._menu)
        self.quit_action = QAction(self.tr("Quit"), self._menu)
        self._build_menu()
        if use_tray is None:
            use_tray = QSystemTrayIcon.isSystemTrayAvailable()
        self._tray = QSystemTrayIcon(self._icon, self) if use_tray else None
        if self._tray is not None:
            self._tray.setContextMenu(self._menu)
            self._tray.setToolTip(waiting())
            self._tray.show()
        else:
            log.info("no system tray: mode changes go to the desktop's notifications")
        if notifier is None and self._tray is None and _real_display():
            notifier = DesktopNotifier()
        self._notifier = notifier
        self._connect_signals()

    def has_tray(self) -> bool:
        """Whether a tray icon is shown."""
        return self._tray is not None

    def update_status(self, status: EngineStatus) -> None:
        """Show ``status``; on a change of mode, say so (signal and, with a tray, notification)."""
        previous, self._status = self._status, status
        self._icon = mode_icon(status.mode, status.gpu_simulated)
        self.pause_action.setChecked(status.gpu_paused)
        if self._tray is not None:
            if self._tray.icon().cacheKey() != self._icon.cacheKey():
                self._tray.setIcon(self._icon)
            self._tray.setToolTip(self.tooltip())
        if previous is None or previous.mode == status.mode:
            return
        message = mode_message(status)
        log.info("mode %s -> %s: %s", previous.mode, status.mode, message)
        self.mode_changed.emit(status.mode, message)
        if self._tray is not None:
            self._tray.showMessage("Spillway", message, self._message_icon(status.mode))
        elif self._notifier is not None:
            self._notifier.notify(mode_title(status.mode), message)

    def status(self) -> EngineStatus | None:
        """The last status shown, or None before the first."""
        return self._status

    def status_text(self) -> str:
        """The one-line summary for a status bar: mode, reason, queue depths per lane."""
        return waiting() if self._status is None else summary(self._status)

    def tooltip(self) -> str:
        """The tray icon's tooltip: the summary, one part a line."""
        if self._status is None:
            return waiting()
        return "Spillway\n" + summary(self._status).replace(" · ", "\n")

    def icon(self) -> QIcon:
        """The current mode's icon."""
        return self._icon

    def menu(self) -> QMenu:
        """The tray menu (also usable as the window's own Spillway menu)."""
        return self._menu

    def _build_menu(self) -> None:
        for action in (self.show_action, self.new_chat_action, self.transcribe_action):
            self._menu.addAction(action)
        self._menu.addSeparator()
        self._menu.addAction(self.pause_action)
        self._menu.addAction(self.settings_action)
        self._menu.addSeparator()
        self._menu.addAction(self.quit_action)

    def _connect_signals(self) -> None:
        self.show_action.triggered.connect(self.show_window.emit)
        self.new_chat_action.triggered.connect(self.new_chat.emit)
        self.transcribe_action.triggered.connect(self.transcribe_file.emit)
        self.pause_action.triggered.connect(self._on_pause_triggered)
        self.settings_action.triggered.connect(self.open_settings.emit)
        self.quit_action.triggered.connect(self.quit_requested.emit)
        # A parentless menu would outlive us; it goes when we go.
        self.destroyed.connect(self._menu.deleteLater)
        if self._notifier is not None:
            # The notifier's thread ends with us (close waits for a bubble being sent).
            self.destroyed.connect(self._notifier.close)
        if self._tray is not None:
            self._tray.activated.connect(self._on_activated)

    def _on_pause_triggered(self, checked: bool) -> None:
        # triggered, not toggled: only the user's click, never update_status's setChecked.
        self.pause_gpu.emit(checked)

    def _on_activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        clicks = (
            QSystemTrayIcon.ActivationReason.Trigger,
            QSystemTrayIcon.ActivationReason.DoubleClick,
        )
        if reason in clicks:
            self.show_window.emit()

    @staticmethod
    def _message_icon(mode: str) -> QSystemTrayIcon.MessageIcon:
        if mode in ("degraded", "down"):
            return QSystemTrayIcon.MessageIcon.Warning
        return QSystemTrayIcon.MessageIcon.Information


def _real_display() -> bool:
    """A display someone looks at (not offscreen or minimal, as in tests and CI)."""
    return QGuiApplication.platformName() not in ("offscreen", "minimal", "")


def show_first(window: QWidget, tray: TrayStatus, minimized: bool) -> None:
    """Show the window at start; ``minimized`` (autostart) keeps it in the tray.

    Without a tray a hidden window could not be reached: it starts minimised instead.
    """
    if not minimized:
        window.show()
    elif not tray.has_tray():
        window.showMinimized()
    else:
        log.info("started in the tray: the window opens from its menu")
