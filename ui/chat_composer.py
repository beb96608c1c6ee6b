"""Where a message is written: the prompt, Send/Stop, the context meter, and the
conversation's own system prompt and temperature.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui.chat_context import Fit
from ui.i18n import QT_TRANSLATE_NOOP

READY_HINT = QT_TRANSLATE_NOOP(
    "Composer",
    "Ask something. Enter sends, Shift+Enter starts a new line, Esc stops, Up edits your last "
    "message.",
)
STARTING_HINT = QT_TRANSLATE_NOOP(
    "Composer", "Spillway is starting; you can type now, and send once it is ready."
)


class PromptEdit(QPlainTextEdit):
    """The message box: Enter sends, Shift+Enter starts a new line, Tab moves on, Up in an
    empty box edits your last message.

    Signals:
        submitted(): Enter was pressed.
        edit_last(): Up was pressed in the empty box.
    """

    submitted = Signal()
    edit_last = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)  # Tab leaves the prompt, as in any form
        self.setAccessibleName(QCoreApplication.translate("Composer", "Message"))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Turn a plain Enter into ``submitted``; everything else types as usual."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        if event.key() == Qt.Key.Key_Up and not self.toPlainText():
            self.edit_last.emit()
            return
        super().keyPressEvent(event)


class Composer(QWidget):
    """The prompt and what goes with it.

    Signals:
        send_clicked(): Send (or Enter).
        stop_clicked(): Stop.
        options_changed(str, float): the conversation's system prompt and temperature.
    """

    send_clicked = Signal()
    stop_clicked = Signal()
    options_changed = Signal(str, float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.input = PromptEdit(self)
        self.input.setFixedHeight(80)
        self.tools_box = QCheckBox(self.tr("Notes tool"), self)
        self.tools_box.setToolTip(
            self.tr("Let the model append to your notes file (each call runs exactly once)")
        )
        self.send_button = QPushButton(self.tr("Send"), self)
        self.send_button.setDefault(True)
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setToolTip(self.tr("Stop the answer (Esc)"))
        self.stop_button.hide()
        self.editing = QLabel(self)
        self.editing.hide()
        self.meter = QProgressBar(self)
        self.meter.setTextVisible(False)
        self.meter.setFixedHeight(6)
        self.meter_label = QLabel(self)
        self.options_button = QToolButton(self)
        self.options_button.setText(self.tr("System prompt && temperature"))
        self.options_button.setCheckable(True)
        self.system_prompt = QPlainTextEdit(self)
        self.system_prompt.setPlaceholderText(
            self.tr("System prompt for this conversation (optional)")
        )
        self.system_prompt.setFixedHeight(52)
        self.system_prompt.setTabChangesFocus(True)
        self.temperature = QDoubleSpinBox(self)
        self.temperature.setRange(0.0, 2.0)
        self.temperature.setSingleStep(0.1)
        self.temperature.setDecimals(2)
        self.temperature.setToolTip(
            self.tr("0 gives the same answer every time; higher is more varied")
        )
        self.options = QWidget(self)
        self._layout()
        self._connect_signals()
        self.set_ready(False)

    def _layout(self) -> None:
        options = QHBoxLayout(self.options)
        options.setContentsMargins(0, 0, 0, 0)
        options.addWidget(self.system_prompt, 1)
        options.addWidget(QLabel(self.tr("Temperature"), self.options))
        options.addWidget(self.temperature)
        self.options.hide()
        meter = QHBoxLayout()
        meter.addWidget(self.meter, 1)
        meter.addWidget(self.meter_label)
        meter.addWidget(self.options_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.input, 1)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.tools_box)
        bottom.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.editing)
        layout.addWidget(self.options)
        layout.addLayout(meter)
        layout.addLayout(bottom)

    def _connect_signals(self) -> None:
        self.send_button.clicked.connect(self.send_clicked)
        self.input.submitted.connect(self.send_clicked)
        self.stop_button.clicked.connect(self.stop_clicked)
        self.options_button.toggled.connect(self.options.setVisible)
        self.system_prompt.textChanged.connect(self._options_edited)
        self.temperature.valueChanged.connect(self._options_edited)

    def set_ready(self, ready: bool, why: str = "") -> None:
        """Send works only once the engine is ready; typing works at once."""
        self.send_button.setEnabled(ready)
        starting = why or self.tr(STARTING_HINT)
        self.input.setPlaceholderText(self.tr(READY_HINT) if ready else starting)
        self.input.viewport().update()  # the placeholder is not repainted by itself
        self.send_button.setToolTip("" if ready else starting)

    def set_busy(self, busy: bool) -> None:
        """Show Stop instead of Send while the open conversation's answer is written."""
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)

    def show_options(self, system_prompt: str, temperature: float) -> None:
        """Show a conversation's own settings (without reporting them as changed)."""
        self.system_prompt.blockSignals(True)
        self.temperature.blockSignals(True)
        self.system_prompt.setPlainText(system_prompt)
        self.temperature.setValue(temperature)
        self.system_prompt.blockSignals(False)
        self.temperature.blockSignals(False)
        self.options_button.setChecked(bool(system_prompt) or self.options_button.isChecked())

    def show_fit(self, fit: Fit, policy: str) -> None:
        """The context meter: how full the model's context is with what would be sent."""
        self.meter.setRange(0, max(1, fit.budget))
        self.meter.setValue(min(fit.tokens, fit.budget))
        text = self.tr("context ~{tokens} of {budget} tokens").format(
            tokens=QLocale().toString(fit.tokens), budget=QLocale().toString(fit.budget)
        )
        if not fit.fits:
            text += " · " + self.tr("this message is too long")
        elif fit.cut_tokens:
            left_out = self.tr("its middle (~{tokens} tokens) will be left out")
            text += " · " + left_out.format(tokens=QLocale().toString(fit.cut_tokens))
        elif fit.dropped:
            if policy == "truncate-middle":
                dropped = self.tr("%n message(s) from the middle left out", "", fit.dropped)
            else:
                dropped = self.tr("%n message(s) from the oldest left out", "", fit.dropped)
            text += " · " + dropped
        self.meter_label.setText(text)
        self.meter.setToolTip(
            self.tr(
                "How much of what the model can read this conversation takes. When it is "
                "full, Spillway leaves messages out as chosen in Settings (Long conversations)."
            )
        )

    def set_editing(self, text: str) -> None:
        """Say that sending replaces an earlier message ("" when not editing)."""
        self.editing.setText(text)
        self.editing.setVisible(bool(text))

    def _options_edited(self) -> None:
        self.options_changed.emit(self.system_prompt.toPlainText(), self.temperature.value())
