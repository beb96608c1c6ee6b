"""The main window: chat, transcription and status tabs, menus, notifications and tray.

What the window says about the engine comes from one place, ``ui.wording.engine_state``:
the status bar, the state banner above the tabs and the Status tab all say where the next
answer would come from (admission's forecast), in plain words, with the details a click
away. Passing news (mode changes, API errors) goes to the in-window notification area.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QTabWidget, QVBoxLayout, QWidget

from engine.api import Decision, EngineStatus, Settings
from ui import i18n, wording
from ui.banner import Banner
from ui.bridge import EngineBridge
from ui.chat import ChatPanel
from ui.chat_close import CloseGuard
from ui.conversations import ConversationStore
from ui.drill_dialog import DrillDialog, DrillLauncher
from ui.file_drop import FileDropRouter
from ui.i18n import QT_TRANSLATE_NOOP
from ui.model_picker import open_model_picker
from ui.notifications_area import NotificationArea
from ui.settings_dialog import ModelCatalog, SettingsDialog
from ui.status_view import StatusView
from ui.theme import apply_theme
from ui.transcript_history import TranscriptHistory
from ui.transcription import AUDIO_FILTER, TranscriptionPanel
from ui.tray import TrayStatus
from ui.wording import Level

log = logging.getLogger(__name__)
__all__ = ["AUDIO_FILTER", "MainWindow"]
# Preferences has no binding on many desktops (GNOME, Xfce, bare X): Ctrl+, always works.
# (Key sequences are made in the menus: a standard key needs the QApplication first.)
SETTINGS_KEYS = ("Ctrl+,", QKeySequence.StandardKey.Preferences)
PAUSE_KEYS = "Ctrl+Shift+P"
EXPORT_KEYS = "Ctrl+E"


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
        *,
        transcripts: Path | None = None,
    ) -> None:
        apply_theme(settings.get_str("ui.theme"))  # before any widget: all start in its colours
        super().__init__(parent)
        self.bridge, self.settings, self.catalog = bridge, settings, catalog
        self._status: EngineStatus | None = None
        self._forecast: Decision | None = None
        self._said: wording.Plain | None = None  # the state last shown
        i18n.install(settings.get_str("ui.language"))  # before any widget is made
        self.setWindowTitle("Spillway")
        self.resize(1100, 700)  # fits a 1366x768 screen with its panel and title bar
        self.chat = ChatPanel(
            bridge, store, settings.get_int("llm.max_tokens_default"), self, settings
        )
        history = TranscriptHistory(transcripts)
        self.transcription = TranscriptionPanel(bridge, self, history=history)
        self.status_view = StatusView(self)
        self.tabs = QTabWidget(self)
        self.notifications = NotificationArea(self)
        self.state_banner = Banner(self, name=self.tr("Engine state"))
        self.tray = TrayStatus(self)
        self.mode_label = QLabel(self.tr("Starting the engine…"), self)
        self.actions_by_name: dict[str, QAction] = {}
        self.drill_launcher: DrillLauncher | None = None  # set by the app
        self.drill_dialog: DrillDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.close_guard = CloseGuard(self, self.quit_requested.emit)
        # The close guard words these in its own context when it asks.
        self.close_guard.watch(
            QT_TRANSLATE_NOOP("CloseGuard", "an answer is being written"), self.chat.busy_changed
        )
        self.close_guard.watch(
            QT_TRANSLATE_NOOP("CloseGuard", "files are being transcribed"),
            self.transcription.busy_changed,
        )
        self._lay_out()
        self._build_menus()
        self.drops = FileDropRouter(self, self._drop_hover, self._drop)
        self._apply_to_panels(settings)
        self._connect_signals()

    def _lay_out(self) -> None:
        self.tabs.addTab(self.chat, self.tr("&Chat"))
        self.tabs.addTab(self.transcription, self.tr("&Transcribe"))
        self.tabs.addTab(self.status_view, self.tr("&Status"))
        self.tabs.setAccessibleName(self.tr("Views"))
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addWidget(self.notifications)
        layout.addWidget(self.state_banner)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.mode_label.setAccessibleName(self.tr("Engine state"))
        self.statusBar().addPermanentWidget(self.mode_label, 1)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        for name, text, keys, slot in (
            ("new_chat", self.tr("&New chat"), (QKeySequence.StandardKey.New,), self.new_chat),
            (
                "transcribe",
                self.tr("&Transcribe file…"),
                (QKeySequence.StandardKey.Open,),
                self.pick_audio,
            ),
            ("export", self.tr("&Export transcript…"), (EXPORT_KEYS,), self.export_transcript),
            ("settings", self.tr("&Settings…"), SETTINGS_KEYS, self.open_settings),
            ("quit", self.tr("&Quit"), (QKeySequence.StandardKey.Quit,), self.close_guard.quit),
        ):
            action = file_menu.addAction(text)
            sequences = [QKeySequence(key) for key in keys]
            action.setShortcuts([seq for seq in sequences if not seq.isEmpty()])
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
            action.triggered.connect(slot)
            self.actions_by_name[name] = action
        models = QAction(self.tr("Choose &models…"), self)
        models.triggered.connect(self.open_models)
        file_menu.insertAction(self.actions_by_name["settings"], models)
        self.actions_by_name["models"] = models
        gpu_menu = self.menuBar().addMenu(self.tr("&GPU"))
        pause = gpu_menu.addAction(self.tr("&Pause GPU use"))
        pause.setCheckable(True)
        pause.setShortcut(QKeySequence(PAUSE_KEYS))
        pause.toggled.connect(self.bridge.set_gpu_paused)
        self.actions_by_name["pause_gpu"] = pause
        gpu_menu.addSeparator()
        drill = gpu_menu.addAction(self.tr("Run the failover &drill…"))
        drill.triggered.connect(self.open_drill)
        self.actions_by_name["drill"] = drill

    def _connect_signals(self) -> None:
        self.bridge.status_changed.connect(self.update_status)
        self.bridge.forecast_changed.connect(self.update_forecast)
        self.tray.show_window.connect(self.raise_window)
        self.tray.new_chat.connect(self.new_chat)
        self.tray.transcribe_file.connect(self.pick_audio)
        self.tray.pause_gpu.connect(self.actions_by_name["pause_gpu"].setChecked)
        self.tray.open_settings.connect(self.open_settings)
        self.tray.quit_requested.connect(self.close_guard.quit)
        # Messages others post to the status bar would hide behind the state text.
        self.statusBar().messageChanged.connect(self._status_bar_message)
        self.tabs.currentChanged.connect(lambda _index: self._show_state())

    # --- the engine's state ---------------------------------------------------------------

    def update_status(self, status: EngineStatus) -> None:
        """Show the engine's status in the status view, the status bar and the tray."""
        self._status = status
        self.status_view.update_status(status)
        self.tray.update_status(status)
        self._show_state()
        pause = self.actions_by_name["pause_gpu"]
        if pause.isChecked() != status.gpu_paused:
            pause.blockSignals(True)
            pause.setChecked(status.gpu_paused)
            pause.blockSignals(False)

    def update_forecast(self, forecast: Decision | None) -> None:
        """Admission's decision for a short question now: the state is worded from it."""
        self._forecast = forecast
        self.status_view.update_forecast(forecast)
        self._show_state()

    def state(self) -> wording.Plain | None:
        """What the window says about the engine now (None before the first status)."""
        if self._status is None:
            return None
        return wording.engine_state(self._status, self._forecast)

    def _show_state(self) -> None:
        plain = self.state()
        if plain is None:
            return
        if self._said is not None and plain.title != self._said.title:
            # A change of state is news, also where there is no tray to tell it.
            self.notifications.notify(plain)
        self._said = plain
        self.mode_label.setText(plain.sentence)
        self.mode_label.setToolTip(plain.detail)
        # The Status tab has the same headline at its top: one is enough.
        on_status = self.tabs.currentWidget() is self.status_view
        if plain.level >= Level.WARNING and not on_status:
            self.state_banner.show_plain(plain)
        else:
            self.state_banner.hide()

    def _status_bar_message(self, message: str) -> None:
        if message:
            self.statusBar().clearMessage()
            self.notifications.notify(message)

    def notify(self, message: str, level: Level = Level.INFO) -> None:
        """Tell the user something in the window's notification area."""
        self.notifications.notify(message, level)

    # --- actions --------------------------------------------------------------------------

    def new_chat(self) -> None:
        """Open a new conversation."""
        self.tabs.setCurrentWidget(self.chat)
        self.chat.new_conversation()
        self.raise_window()

    def pick_audio(self) -> None:
        """Choose audio files to transcribe."""
        self.tabs.setCurrentWidget(self.transcription)
        self.raise_window()
        self.transcription.pick_files()

    def export_transcript(self) -> None:
        """Export the selected transcript (the Transcribe tab comes to the front)."""
        self.tabs.setCurrentWidget(self.transcription)
        self.transcription.export_selected()

    def open_settings(self) -> None:
        """Show the settings panel; what it applies is passed on (and saved by the app)."""
        if self.settings_dialog is not None and self.settings_dialog.isVisible():
            self.settings_dialog.raise_()
            self.settings_dialog.activateWindow()
            return
        dialog = SettingsDialog(self.settings, self.catalog, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.applied.connect(self._settings_applied)
        dialog.destroyed.connect(lambda: setattr(self, "settings_dialog", None))
        self.settings_dialog = dialog
        dialog.open()

    def open_models(self) -> None:
        """Choose the chat model and its fallback, among the models other programs keep."""
        dialog = open_model_picker(self.settings, self.catalog, self.bridge.engine.status(), self)
        if dialog is not None:
            dialog.applied.connect(self._settings_applied)

    def open_drill(self) -> None:
        """Show the failover drill's dialog (one, kept while the window lives)."""
        if self.drill_launcher is None:
            self.notify(self.tr("The failover drill is not available here"), Level.WARNING)
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

    def _drop_hover(self, hover: bool) -> None:
        if hover:
            self.tabs.setCurrentWidget(self.transcription)
        self.transcription.set_drop_hover(hover)

    def _drop(self, urls: list[QUrl]) -> bool:
        self.tabs.setCurrentWidget(self.transcription)
        return self.transcription.accept_urls(urls)

    def _settings_applied(self, settings: Settings) -> None:
        if settings.get_str("ui.theme") != self.settings.get_str("ui.theme"):
            apply_theme(settings.get_str("ui.theme"))
        self.settings = settings
        self._apply_to_panels(settings)
        self.settings_applied.emit(settings)

    def _apply_to_panels(self, settings: Settings) -> None:
        self.chat.max_tokens = settings.get_int("llm.max_tokens_default")
        chat_settings = getattr(self.chat, "apply_settings", None)
        if callable(chat_settings):  # temperature, system prompt: the chat's own business
            chat_settings(settings)
        self.transcription.cue_limits = (
            settings.get_int("transcription.max_cue_chars"),
            settings.get_float("transcription.max_cue_s"),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        """Closing quits Spillway (its workers are stopped in order); with work running it
        asks first, and with "close to the tray" chosen it only hides the window."""
        self.close_guard.close_event(event, self.settings.get_bool("ui.close_to_tray"))
