"""The desktop app's composition root: Qt and asyncio on one loop (qasync), the engine,
the window, ordered start-up and shutdown, and a single instance per data folder.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import getpass
import hashlib
import logging
import secrets
import signal
import sys
from collections.abc import Callable

import qasync
from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QMessageBox

from app import autostart
from app.paths import Paths
from app.server import is_loopback, serve
from app.session import Session
from app.startup import ModelCheckError, check_models, verify_models
from engine.api import JournalError, ModelFileError, Settings, save_settings
from ui import startup_words
from ui.bridge import EngineBridge
from ui.chat import ChatPanel
from ui.conversations import ConversationStore
from ui.drill_dialog import DrillLauncher
from ui.icons import set_identity
from ui.main_window import MainWindow
from ui.tray import show_first
from ui.welcome import Welcome, welcome_html

log = logging.getLogger(__name__)
_RAISE = b"raise"


def run_desktop(args: argparse.Namespace, paths: Paths) -> int:
    """Start the window (or raise the one already running); returns the exit code."""
    app = QApplication.instance() or QApplication(["spillway"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Spillway")
    set_identity(app)  # the window's and the tray's icon; the desktop entry it belongs to
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
        self.api: contextlib.AsyncExitStack | None = None
        self.api_address: tuple[str, int] | None = None

    async def start(self) -> None:
        """Show the window at once; check the models off the Qt thread; start the engine.

        Send stays off (typing works) until the engine is ready.
        """
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
        first_run = not store.all()
        self.window = window = MainWindow(
            bridge,
            store,
            session.settings,
            session.registry,
            transcripts=paths.data / "transcripts",
        )
        window.drill_launcher = drill_launcher(args, paths)
        self.server = _listen(self.key, window)
        window.quit_requested.connect(self.quit_requested.set)
        window.settings_applied.connect(self._apply_settings)
        chat = window.chat
        chat.set_ready(False)
        if first_run:
            chat.set_welcome(welcome_html(_welcome(session)))
        show_first(window, window.tray, getattr(args, "minimized", False))
        chat.focus_prompt()
        try:
            await self._check_models()
            log.info("starting: engine (%s)", session.gpu.description)
            chat.set_ready(False, startup_words.loading_models())
            recovered = await engine.start()
            if recovered:
                message = startup_words.recovered(len(recovered))
                window.statusBar().showMessage(message, 10000)
            bridge.watch_status()
            chat.set_ready(True)
            await self.sync_api(session.settings)
        except (JournalError, ModelFileError, ModelCheckError, KeyError) as exc:
            log.error("the engine could not start: %s", exc)
            chat.set_ready(False, startup_words.cannot_start_because(str(exc)))
            QMessageBox.critical(window, startup_words.cannot_start(), str(exc))
        log.info("ready")

    async def _check_models(self) -> None:
        """Hash and check the model files off the Qt thread, with progress in the chat."""
        assert self.session is not None and self.window is not None
        chat, session = self.window.chat, self.session
        try:
            await check_models(
                session.registry, session.settings, self.paths.fingerprints, _ready_hint(chat)
            )
        except OSError as exc:  # no child process here: a thread then (it shares the GIL)
            log.warning("checking the models in this process: %s", exc)
            loop = asyncio.get_running_loop()

            def progress(text: str) -> None:  # called in the thread: hand it to Qt's
                loop.call_soon_threadsafe(chat.set_ready, False, text)

            await asyncio.to_thread(verify_models, session.registry, session.settings, progress)

    def _apply_settings(self, settings: Settings) -> None:
        save_settings(settings, self.paths.settings_file)
        autostart.apply_setting(settings.get_bool("desktop.autostart"))
        assert self.bridge is not None
        self.bridge.apply_settings(settings)
        task = asyncio.ensure_future(self.sync_api(settings))
        task.add_done_callback(_log_failure)

    async def sync_api(self, settings: Settings) -> None:
        """Serve the local API when the settings say so (and stop when they stop saying so)."""
        wanted = (settings.get_str("api.host"), settings.get_int("api.port"))
        enabled = settings.get_bool("api.enabled")
        if self.api is not None and (not enabled or self.api_address != wanted):
            await self.api.aclose()
            self.api, self.api_address = None, None
        if not enabled or self.api is not None or self.session is None:
            return
        settings = self._with_api_key(settings)
        engine = self.session.engine
        assert engine is not None
        stack = contextlib.AsyncExitStack()
        key = settings.get_str("api.key") or None
        try:
            listening = await stack.enter_async_context(serve(engine, *wanted, key))
        except OSError as exc:
            self._tell(f"The API could not listen on {wanted[0]}:{wanted[1]}: {exc.strerror}")
            return
        self.api, self.api_address = stack, wanted
        self._tell(f"API serving at {listening.url}")

    def _with_api_key(self, settings: Settings) -> Settings:
        """Beyond loopback a key is required: make one on first enable, keep it in settings."""
        if is_loopback(settings.get_str("api.host")) or settings.get_str("api.key"):
            return settings
        settings = settings.replace({"api.key": secrets.token_urlsafe(24)})
        save_settings(settings, self.paths.settings_file)
        if self.window is not None:
            self.window.settings = settings
        return settings

    def _tell(self, message: str) -> None:
        log.info("%s", message)
        if self.window is not None:
            self.window.statusBar().showMessage(message, 10000)

    async def stop(self) -> None:
        """Hide the window, stop following the engine, stop the engine and its workers."""
        log.info("shutting down: window, bridge, engine, workers")
        if self.window is not None:
            self.window.hide()
            self.window.chat.model.stop_all()
        if self.api is not None:
            await self.api.aclose()
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


def _ready_hint(chat: ChatPanel) -> Callable[[str], None]:
    """Start-up progress, shown where the user waits for it: the chat's prompt."""
    return lambda text: chat.set_ready(False, text)


def _log_failure(task: asyncio.Future[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("the API could not be switched: %s", task.exception())


def drill_launcher(args: argparse.Namespace, paths: Paths) -> DrillLauncher:
    """How the window starts ``spillway drill``: this interpreter, this data folder."""
    given = getattr(args, "data_dir", None)
    data_dir = ("--data-dir", str(given)) if given else ()
    return DrillLauncher(sys.executable, ("-m", "app", *data_dir, "drill"), paths.data / "drills")


def _welcome(session: Session) -> Welcome:
    """What the first-run welcome names: the models and the device."""
    names: list[tuple[str | None, str]] = []
    for key in ("models.llm", "models.whisper"):
        model_id = session.settings.get_str(key)
        try:
            names.append((session.registry.get(model_id).name, model_id))
        except KeyError:
            names.append((None, model_id))
    gpu = session.gpu
    card = gpu.card.snapshot().total if gpu.card is not None else 0
    real = gpu.description if gpu.worker_device == "cuda" else ""
    (chat, chat_id), (speech, speech_id) = names
    return Welcome(chat, chat_id, speech, speech_id, real, card)
