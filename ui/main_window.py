"""The main window: chat, transcription and status tabs, menus, status bar and tray."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QTabWidget, QWidget

from engine.api import EngineStatus, Settings
from ui.bridge import EngineBridge
from ui.chat import ChatPanel
from ui.chat_close import CloseGuard
from ui.conversations import ConversationStore
from ui.drill_dialog import DrillDialog, DrillLauncher
from ui.settings_dialog import ModelCatalog, SettingsDialog
from ui.status_view import StatusView
from ui.transcription import TranscriptionPanel
from ui.tray import TrayStatus

AUDIO_FILTER = "Audio (*.wav *.mp3 *.m4a *.flac *.ogg *.opus *.webm *.mp4);;All files (*)"


class MainWindow(QMainWindow):
    """Spillway's window.

    Signals:
        quit_requested(): the user closed the window or chose Quit.
        settings_applied(object): new Settings from the settings panel (to save and apply).
    """

    quit_requested = Signal()
    settings_applied = Signal(object)

    def __init__(
        self,
        bridge: EngineBridge,
        store: ConversationStore,
        settings: Settings,
        catalog: ModelCatalog,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.bridge, self.settings, self.catalog = bridge, settings, catalog
        self.setWindowTitle("Spillway")
        self.resize(1100, 760)
        self.chat = ChatPanel(
            bridge, store, settings.get_int("llm.max_tokens_default"), self, settings
        )
        self.transcription = TranscriptionPanel(bridge, self)
        self.status_view = StatusView(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.chat, "Chat")
        self.tabs.addTab(self.transcription, "Transcribe")
        self.tabs.addTab(self.status_view, "Status")
        self.setCentralWidget(self.tabs)
        self.tray = TrayStatus(self)
        self.mode_label = QLabel("Starting the engine…", self)
        self.statusBar().addPermanentWidget(self.mode_label, 1)
        self.actions_by_name: dict[str, QAction] = {}
        self.drill_launcher: DrillLauncher | None = None  # set by the app
        self.drill_dialog: DrillDialog | None = None
        self.close_guard = CloseGuard(self, self.quit_requested.emit)
        self.close_guard.watch("an answer is being written", self.chat.busy_changed)
        self.close_guard.watch("files are being transcribed", self.transcription.busy_changed)
        self._build_menus()
        self._connect_signals()

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        for name, text, keys, slot in (
            ("new_chat", "&New chat", QKeySequence.StandardKey.New, self.new_chat),
            ("transcribe", "&Transcribe file…", QKeySequence.StandardKey.Open, self.pick_audio),
            ("settings", "&Settings…", QKeySequence.StandardKey.Preferences, self.open_settings),
            ("quit", "&Quit", QKeySequence.StandardKey.Quit, self.close_guard.quit),
        ):
            action = file_menu.addAction(text)
            action.setShortcut(keys)
            action.triggered.connect(slot)
            self.actions_by_name[name] = action
        gpu_menu = self.menuBar().addMenu("&GPU")
        pause = gpu_menu.addAction("&Pause GPU use")
        pause.setCheckable(True)
        pause.toggled.connect(self.bridge.set_gpu_paused)
        self.actions_by_name["pause_gpu"] = pause
        gpu_menu.addSeparator()
        drill = gpu_menu.addAction("Run the failover &drill…")
        drill.triggered.connect(self.open_drill)
        self.actions_by_name["drill"] = drill

    def _connect_signals(self) -> None:
        self.bridge.status_changed.connect(self.update_status)
        self.tray.show_window.connect(self.raise_window)
        self.tray.new_chat.connect(self.new_chat)
        self.tray.transcribe_file.connect(self.pick_audio)
        self.tray.pause_gpu.connect(self.actions_by_name["pause_gpu"].setChecked)
        self.tray.open_settings.connect(self.open_settings)
        self.tray.quit_requested.connect(self.close_guard.quit)
        self.tray.mode_changed.connect(
            lambda _mode, message: self.statusBar().showMessage(message, 8000)
        )

    def update_status(self, status: EngineStatus) -> None:
        """Show the engine's status in the status view, the status bar and the tray."""
        self.status_view.update_status(status)
        self.tray.update_status(status)
        self.mode_label.setText(self.tray.status_text())
        pause = self.actions_by_name["pause_gpu"]
        if pause.isChecked() != status.gpu_paused:
            pause.blockSignals(True)
            pause.setChecked(status.gpu_paused)
            pause.blockSignals(False)

    def _mode_changed(self, _mode: str, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    def new_chat(self) -> None:
        """Open a new conversation."""
        self.tabs.setCurrentWidget(self.chat)
        self.chat.new_conversation()
        self.raise_window()

    def pick_audio(self) -> None:
        """Choose audio files to transcribe."""
        self.tabs.setCurrentWidget(self.transcription)
        self.raise_window()
        names, _ = QFileDialog.getOpenFileNames(self, "Transcribe audio", "", AUDIO_FILTER)
        if names:
            self.transcription.add_files([Path(n) for n in names])

    def open_settings(self) -> None:
        """Show the settings panel; what it applies is passed on (and saved by the app)."""
        dialog = SettingsDialog(self.settings, self.catalog, self)
        dialog.applied.connect(self._settings_applied)
        dialog.open()

    def open_drill(self) -> None:
        """Show the failover drill's dialog (one, kept while the window lives)."""
        if self.drill_launcher is None:
            self.statusBar().showMessage("The failover drill is not available here", 8000)
            return
        if self.drill_dialog is None:
            self.drill_dialog = DrillDialog(self.drill_launcher, self)
        self.drill_dialog.show()
        self.drill_dialog.raise_()

    def raise_window(self) -> None:
        """Bring the window to the front (also when a second launch asks for it)."""
        self.showNormal()
        self.raise_()
        self.activateWindow()

    def _settings_applied(self, settings: Settings) -> None:
        self.settings = settings
        self.chat.apply_settings(settings)
        self.settings_applied.emit(settings)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        """Closing quits Spillway (its workers are stopped in order); with work running it
        asks first, and with "close to the tray" chosen it only hides the window."""
        self.close_guard.close_event(event, self.settings.get_bool("ui.close_to_tray"))
