"""A stand-in for a desktop's notification daemon, for tests: ``python notification_server.py``.

It serves ``org.freedesktop.Notifications`` on the session bus in ``DBUS_SESSION_BUS_ADDRESS``
with the method's exact D-Bus signature, prints ``ready``, then one JSON line per
notification received, and answers each with a new id (41, 42, ...).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from PySide6.QtCore import ClassInfo, QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection

SERVICE = PATH = "org.freedesktop.Notifications"


@ClassInfo({"D-Bus Interface": SERVICE})  # type: ignore[call-arg]  # the stubs lag
class NotificationServer(QObject):  # type: ignore[operator]  # (ClassInfo above)
    """Exports ``Notify(susssasa{sv}i) -> u`` and reports each call on stdout."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    @Slot(str, "uint", str, str, str, "QStringList", "QVariantMap", int, result="uint")
    def Notify(  # noqa: N802 (the D-Bus method's name and arguments)
        self,
        app_name: str,
        replaces_id: int,
        icon: str,
        summary: str,
        body: str,
        actions: list[str],
        hints: dict[str, Any],
        expire_ms: int,
    ) -> int:
        """What a daemon's Notify gets; returns the notification's id."""
        self.count += 1
        fields = (app_name, replaces_id, icon, summary, body, actions, dict(hints), expire_ms)
        names = ("app", "replaces", "icon", "summary", "body", "actions", "hints", "expire")
        print(json.dumps(dict(zip(names, fields, strict=True))), flush=True)
        return 40 + self.count


def main() -> int:
    """Serve until stdin closes (the test ends)."""
    app = QCoreApplication(sys.argv[:1])
    bus = QDBusConnection.sessionBus()
    server = NotificationServer()
    exported = QDBusConnection.RegisterOption.ExportAllSlots
    path = "/" + PATH.replace(".", "/")
    if not (bus.registerObject(path, server, exported) and bus.registerService(SERVICE)):
        print("could not serve the notification service", file=sys.stderr)
        return 1
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
