"""The desktop app's composition root: Qt and asyncio on one loop (qasync), the engine,
the window, ordered start-up and shutdown, and a single instance per data folder.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import hashlib
import logging
import signal
import sys

import qasync
from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QMessageBox

from app.paths import Paths
from app.session import Session
from engine.api import JournalError, ModelFileError, Settings, save_settings
from ui.bridge import EngineBridge
from ui.conversations import ConversationStore
from ui.main_window import MainWindow

log = logging.getLogger(__name__)
_RAISE = b"raise"


def run_desktop(args: argparse.Namespace, paths: Paths) -> int:
    """Start the window (or raise the one already running); returns the exit code."""
    app = QApplication.instance() or QApplication(["spillway"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Spillway")
    key = instance_key(paths)
    if _raise_running_instance(key):
        print("Spillway is already running: its window was brought to the front.")
        return 0
    code: int = qasync.run(_run(args, paths, key))
    return code


def instance_key(paths: Paths) -> str:
    """One running Spillway per user and data folder."""
    digest = hashlib.sha256(str(paths.data).encode()).hexdigest()[:12]
    return f"spillway-{getpass.getuser()}-{digest}"


def _raise_running_instance(key: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(key)
    if not socket.waitForConnected(300):
        return False
    socket.write(QByteArray(_RAISE))
    socket.waitForBytesWritten(300)
    socket.disconnectFromServer()
    return True


def _listen(key: str, window: MainWindow) -> QLocalServer:
    QLocalServer.removeServer(key)  # a stale socket left by a crash
    server = QLocalServer(window)
    server.listen(key)

    def on_connection() -> None:
        connection = server.nextPendingConnection()
        if connection is not None:
            connection.readyRead.connect(window.raise_window)

    server.newConnection.connect(on_connection)
    return server


class DesktopApp:
    """The running desktop app: session, engine, bridge, window; started and stopped in order."""

    def __init__(self, args: argparse.Namespace, paths: Paths, key: str) -> None:
        self.args, self.paths, self.key = args, paths, key
        self.quit_requested = asyncio.Event()
        self.session: Session | None = None
        self.bridge: EngineBridge | None = None
        self.window: MainWindow | None = None
        self.server: QLocalServer | None = None

    async def start(self) -> None:
        """Open settings and models, show the window, start the engine."""
        log.info("starting: settings, models, GPU")
        qt = QApplication.instance()
        if isinstance(qt, QApplication):
            qt.setQuitOnLastWindowClosed(False)  # the engine stops first, then the loop ends
        args, paths = self.args, self.paths
        self.session = session = Session.open(
            paths, args.simulate_gpu, args.gpu_foreign, args.fault
        )
        engine = session.make_engine()
        self.bridge = bridge = EngineBridge(engine)
        store = ConversationStore(paths.data / "conversations")
        self.window = window = MainWindow(bridge, store, session.settings, session.registry)
        self.server = _listen(self.key, window)
        window.quit_requested.connect(self.quit_requested.set)
        window.settings_applied.connect(self._apply_settings)
        window.show()
        log.info("starting: engine (%s)", session.gpu.description)
        try:
            recovered = await engine.start()
            if recovered:
                message = f"Recovered {len(recovered)} request(s) after a crash"
                window.statusBar().showMessage(message, 10000)
            bridge.watch_status()
        except (JournalError, ModelFileError) as exc:
            log.error("the engine could not start: %s", exc)
            QMessageBox.critical(window, "Spillway cannot start its engine", str(exc))
        log.info("ready")

    def _apply_settings(self, settings: Settings) -> None:
        save_settings(settings, self.paths.settings_file)
        assert self.bridge is not None
        self.bridge.apply_settings(settings)

    async def stop(self) -> None:
        """Hide the window, stop following the engine, stop the engine and its workers."""
        log.info("shutting down: window, bridge, engine, workers")
        if self.window is not None:
            self.window.hide()
        if self.bridge is not None:
            await self.bridge.close()
        if self.session is not None:
            await self.session.close()
        if self.server is not None:
            self.server.close()
        log.info("stopped")


async def _run(args: argparse.Namespace, paths: Paths, key: str) -> int:
    """Start in order, run until the window quits (or SIGTERM / Ctrl-C), stop in reverse."""
    app = DesktopApp(args, paths, key)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: loop.call_soon_threadsafe(app.quit_requested.set))
    # Python runs signal handlers only between bytecodes: wake it while Qt waits.
    waker = QTimer()
    waker.start(200)
    waker.timeout.connect(lambda: None)
    await app.start()
    await app.quit_requested.wait()
    await app.stop()
    return 0


def main() -> int:
    """For ``python -m app.desktop`` (the ``spillway`` command calls ``run_desktop``)."""
    from app.cli import main as cli_main

    return cli_main(sys.argv[1:])
