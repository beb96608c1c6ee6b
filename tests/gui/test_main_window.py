"""The window's frame: Ctrl+, everywhere, visible notifications, a painted banner, dark and
light from the palette, and an accessible name on every control of its views."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.api import ModelEntry, ModelRole, Settings
from tests.gui.fakes import FakeEngine
from ui import theme
from ui.bridge import EngineBridge
from ui.conversations import ConversationStore
from ui.main_window import MainWindow
from ui.settings_dialog import SettingsDialog
from ui.wording import Level, Plain

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]


class Catalog:
    """No models to offer (the dialog lists none)."""

    def entries(self) -> list[ModelEntry]:
        return []

    def add(
        self, path: Path, role: ModelRole = ModelRole.PRIMARY, name: str | None = None
    ) -> ModelEntry:
        raise NotImplementedError


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(EngineBridge(FakeEngine()), ConversationStore(tmp_path), Settings(), Catalog())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    theme.apply_theme("light")


def test_ctrl_comma_opens_the_settings(qtbot: QtBot, window: MainWindow) -> None:
    window.chat.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert window.settings_dialog is dialog  # one dialog, brought forward
    # A window manager gives the new dialog the focus; offscreen the prompt would keep it,
    # and the chat's own Esc (stop the answer) would take the key.
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_status_bar_messages_become_visible_notifications(window: MainWindow) -> None:
    window.statusBar().showMessage("Recovered 2 request(s) after a crash", 10000)
    assert window.notifications.texts() == ["Recovered 2 request(s) after a crash"]
    assert window.notifications.isVisibleTo(window)
    assert window.statusBar().currentMessage() == ""  # it would hide behind the state text
    for i in range(5):
        window.notify(f"news {i}", Level.WARNING)
    assert window.notifications.texts() == ["news 4", "news 3", "news 2"]
    window.notifications.dismiss_all()
    assert not window.notifications.isVisibleTo(window)


def test_a_change_of_state_is_told_in_the_window(window: MainWindow) -> None:
    from dataclasses import replace

    from engine.api import Action, Decision
    from tests.unit.test_wording import _status

    window.update_status(_status())
    window.update_forecast(Decision(Action.ADMIT, "fits"))
    window.notifications.dismiss_all()
    window.update_forecast(Decision(Action.ROUTE_CPU, "pressure", eta_s=13))
    assert window.notifications.texts() == [window.mode_label.text()]
    assert "Simulated GPU full" in window.mode_label.text()
    assert window.state_banner.isVisibleTo(window)
    window.update_status(replace(_status(), lanes=()))  # the same state: no news
    assert len(window.notifications.texts()) == 1


def test_the_banner_paints_its_own_background_in_both_schemes(window: MainWindow) -> None:
    banner = window.state_banner
    for choice in ("light", "dark"):
        theme.apply_theme(choice)
        QApplication.processEvents()  # palette changes reach the widgets as events
        banner.show_plain(Plain("GPU full", "another program holds 944 MB", Level.WARNING))
        banner.resize(400, 60)
        image = banner.grab().toImage()
        fill = image.pixelColor(200, 30)
        window_color = QApplication.palette().color(QPalette.ColorRole.Window)
        assert fill != window_color  # painted: the old style sheet never was
        assert fill == theme.tone_background(Level.WARNING)
        assert theme.is_dark() == (choice == "dark")
        assert banner.icon.pixmap() is not None and not banner.icon.pixmap().isNull()


def test_dark_scheme_switches_every_view_from_the_palette(window: MainWindow) -> None:
    theme.apply_theme("dark")
    QApplication.processEvents()
    base = window.transcription.palette().color(QPalette.ColorRole.Base)
    assert base.lightness() < 80
    text = window.status_view.palette().color(QPalette.ColorRole.WindowText)
    assert text.lightness() > 180
    theme.apply_theme("light")
    QApplication.processEvents()
    assert window.transcription.palette().color(QPalette.ColorRole.Base).lightness() > 200
    with pytest.raises(ValueError):
        theme.apply_theme("purple")


def test_the_theme_setting_is_applied(window: MainWindow) -> None:
    window._settings_applied(Settings({"ui.theme": "dark"}))
    assert theme.is_dark()
    window._settings_applied(Settings({"ui.theme": "light"}))
    assert not theme.is_dark()


CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractItemView, QPlainTextEdit)


def _unnamed(root: QWidget) -> list[str]:
    missing = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QHeaderView):
            continue  # a table's header reads out its column titles
        if isinstance(widget, QAbstractButton) and widget.text():
            continue  # a button's text is its accessible name
        if not widget.accessibleName():
            missing.append(f"{type(widget).__name__} {widget.objectName()}")
    return missing


def test_every_control_of_the_transcription_status_and_settings_has_a_name(
    window: MainWindow,
) -> None:
    assert _unnamed(window.transcription) == []
    assert _unnamed(window.status_view) == []
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    for page in range(dialog.pages.count()):
        dialog.sidebar.setCurrentRow(page)
        assert _unnamed(dialog) == [], dialog.page_titles()[page]
