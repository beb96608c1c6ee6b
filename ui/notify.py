"""Desktop notifications over D-Bus (the freedesktop Notifications service), for desktops
without a system tray, stock GNOME among them.

The call is a blocking D-Bus round trip (QtDBus types ``replaces_id`` as ``uint`` only
through the interface it introspects, and both block), so it runs on a worker thread of
its own: the Qt thread never waits on the notification service. Each new notification
replaces Spillway's previous one, so a flapping GPU leaves one bubble, not a stack.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, Qt
from PySide6.QtDBus import QDBusConnection, QDBusInterface

from ui.icons import DESKTOP_ENTRY

log = logging.getLogger(__name__)

SERVICE = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
INTERFACE = "org.freedesktop.Notifications"
TIMEOUT_MS = 3000
_SESSION = "spillway-notify"


class DesktopNotifier:
    """Sends notifications to the session bus's notification service.

    Args:
        bus_address: A bus to connect to (tests start their own); None for the session bus.
        expire_ms: How long a notification stays up; -1 lets the server decide.
    """

    def __init__(self, bus_address: str | None = None, expire_ms: int = 8000) -> None:
        if bus_address is not None:
            # Connected here, on the Qt thread: connecting from the worker thread stalls.
            QDBusConnection.connectToBus(bus_address, _SESSION)
        self._bus_address = bus_address
        self._expire_ms = expire_ms
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="notify")
        self._local = threading.local()
        self._last_id = 0

    def notify(self, summary: str, body: str, icon: str = "spillway") -> Future[int]:
        """Send one notification; the future holds its id (0 where none could be shown)."""
        return self._executor.submit(self._send, summary, body, icon)

    def close(self) -> None:
        """Stop the worker thread (after a notification still being sent)."""
        self._executor.shutdown(wait=True)

    def _connection(self) -> QDBusConnection:
        if self._bus_address is None:
            return QDBusConnection.sessionBus()
        return QDBusConnection(_SESSION)

    def _interface(self) -> QDBusInterface | None:
        # QDBusInterface belongs to the thread that made it: one per worker thread.
        interface: QDBusInterface | None = getattr(self._local, "interface", None)
        if interface is not None and interface.isValid():
            return interface
        connection = self._connection()
        if not connection.isConnected():
            log.info("no D-Bus session bus: notifications are not shown")
            return None
        interface = QDBusInterface(SERVICE, PATH, INTERFACE, connection)
        interface.setTimeout(TIMEOUT_MS)
        if not interface.isValid():
            log.info("no notification service: %s", interface.lastError().message())
            return None
        self._local.interface = interface
        return interface

    def _send(self, summary: str, body: str, icon: str) -> int:
        interface = self._interface()
        if interface is None:
            return 0
        hints = {"desktop-entry": DESKTOP_ENTRY}
        # invokeMethod on the introspected interface sends "susssasa{sv}i" exactly: a plain
        # call would send replaces_id as a signed int, which servers reject.
        returned = QMetaObject.invokeMethod(
            interface,
            "Notify",
            Qt.ConnectionType.DirectConnection,
            Q_RETURN_ARG("uint"),
            Q_ARG(str, "Spillway"),
            Q_ARG("uint", self._last_id),
            Q_ARG(str, icon),
            Q_ARG(str, summary),
            Q_ARG(str, body),
            Q_ARG("QStringList", []),
            Q_ARG("QVariantMap", hints),
            Q_ARG(int, self._expire_ms),
        )
        error = interface.lastError()
        if error.isValid():
            log.info("the notification was not shown: %s", error.message())
            return 0
        self._last_id = returned if isinstance(returned, int) else 0
        return self._last_id
