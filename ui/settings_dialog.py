"""The settings panel, built from the settings schema: a new threshold is one schema entry.

One tab per schema group, one editor per key, chosen by the setting's type. The dialog
validates through ``Settings.replace`` and shows each problem under its editor; it never
saves or applies anything itself, it only emits the new ``Settings``.
"""

from __future__ import annotations

import asyncio
import math
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.api import (
    SCHEMA,
    ModelEntry,
    ModelFileError,
    ModelKind,
    ModelRole,
    Settings,
    SettingsError,
)
from ui.ordered_choices import OrderedChoices

# Settings that name a model: filled from the catalog with the models of that kind.
MODEL_KEYS: dict[str, ModelKind] = {
    "models.llm": ModelKind.LLM,
    "models.fallback_llm": ModelKind.LLM,
    "models.whisper": ModelKind.WHISPER,
}
_OPTIONAL_MODELS = {"models.fallback_llm"}  # these offer "(none)", stored as ""
_DECIMALS = 2
_ERROR_STYLE = "color: #c0392b;"
_NOTE_STYLE = "color: gray; font-size: small;"


class ModelCatalog(Protocol):
    """The models the dialog can offer, and a way to add one (``ModelRegistry`` is one)."""

    def entries(self) -> list[ModelEntry]: ...

    def add(
        self, path: Path, role: ModelRole = ModelRole.PRIMARY, name: str | None = None
    ) -> ModelEntry: ...


def _suffix(unit: str) -> str:
    return f"{unit}" if unit in ("", "%") else f" {unit}"


def _step(low: float, high: float) -> float:
    """A power of ten between a hundredth and a tenth of the range, at most 1."""
    span = high - low
    return min(1.0, 10.0 ** math.floor(math.log10(span / 10))) if span > 0 else 1.0


class SettingsDialog(QDialog):
    """Edits every setting of the schema and the list of models.

    Signals:
        applied(object): the new Settings, after the user pressed Apply or OK and every
            field is valid.
    """

    applied = Signal(object)

    def __init__(
        self, settings: Settings, catalog: ModelCatalog, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._settings = settings
        self._catalog = catalog
        self._editors: dict[str, QWidget] = {}
        self._errors: dict[str, QLabel] = {}
        self._tab_of: dict[str, int] = {}
        self._tasks: set[asyncio.Task[bool]] = set()
        self.tabs = QTabWidget()
        self.model_list = QListWidget()
        self.model_list.setObjectName("model-list")
        self.model_error = self._note("", _ERROR_STYLE, "model-error")
        self.role = QComboBox()
        self.role.setObjectName("model-role")
        for role in ModelRole:
            self.role.addItem(role.value, role.value)
        self.add_gguf = QPushButton("Add GGUF file…")
        self.add_whisper = QPushButton("Add Whisper folder…")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self._build_pages()
        for button in (self.add_gguf, self.add_whisper):
            button.setAutoDefault(False)  # Enter means OK, wherever the focus is
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self._refresh_models()
        for key in self._editors:
            self.set_value(key, settings[key])
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.buttons.clicked.connect(self._on_button)
        self.add_gguf.clicked.connect(self._pick_gguf)
        self.add_whisper.clicked.connect(self._pick_whisper)

    # -- building -------------------------------------------------------------------------

    def _note(self, text: str, style: str, name: str = "") -> QLabel:
        label = QLabel(text)
        label.setStyleSheet(style)
        label.setWordWrap(True)
        label.setObjectName(name)
        return label

    def _build_pages(self) -> None:
        forms: dict[str, QFormLayout] = {}
        for spec in SCHEMA:
            group = spec.group or "General"
            if group not in forms:
                forms[group] = self._add_page(group)
            editor = self._make_editor(spec.key)
            editor.setObjectName(spec.key)
            allowed = f"\nAllowed items, each at most once: {', '.join(spec.choices)}"
            tip = spec.description + (allowed if spec.multiple else "")
            editor.setToolTip(f"{tip}\n({spec.key} in settings.toml)")
            error = self._note("", _ERROR_STYLE, f"error:{spec.key}")
            error.hide()
            self._editors[spec.key], self._errors[spec.key] = editor, error
            self._tab_of[spec.key] = list(forms).index(group)
            field = QWidget()
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            for widget in (editor, self._note(spec.description, _NOTE_STYLE), error):
                column.addWidget(widget)
            forms[group].addRow(spec.label, field)
        group = next((s.group for s in SCHEMA if s.key in MODEL_KEYS), "") or "Models"
        self._add_model_rows(forms.get(group) or self._add_page(group))

    def _add_page(self, title: str) -> QFormLayout:
        page = QWidget()
        form = QFormLayout(page)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        self.tabs.addTab(scroll, title)
        return form

    def _add_model_rows(self, form: QFormLayout) -> None:
        row = QHBoxLayout()
        for widget in (QLabel("Role:"), self.role, self.add_gguf, self.add_whisper):
            row.addWidget(widget)
        form.addRow("Known models", self.model_list)
        form.addRow("", row)
        form.addRow("", self.model_error)
        self.model_error.hide()

    def _make_editor(self, key: str) -> QWidget:
        spec = next(s for s in SCHEMA if s.key == key)
        low = spec.minimum if spec.minimum is not None else -1e9
        high = spec.maximum if spec.maximum is not None else 1e9
        if spec.type is bool:
            return QCheckBox()
        if spec.type is int:
            spin = QSpinBox()
            spin.setRange(int(max(low, -(2**31))), int(min(high, 2**31 - 1)))
            spin.setSuffix(_suffix(spec.unit))
            return spin
        if spec.type is float:
            dspin = QDoubleSpinBox()
            dspin.setDecimals(_DECIMALS)
            dspin.setRange(low, high)
            dspin.setSingleStep(_step(low, high))
            dspin.setSuffix(_suffix(spec.unit))
            return dspin
        if key in MODEL_KEYS or (spec.choices and not spec.multiple):
            combo = QComboBox()
            for choice in spec.choices:
                combo.addItem(choice, choice)
            return combo
        if spec.multiple:
            return OrderedChoices(spec.choices)
        return QLineEdit()

    # -- values ---------------------------------------------------------------------------

    def current_values(self) -> dict[str, object]:
        """What the editors hold now, by key, in schema order."""
        values: dict[str, object] = {}
        for key, editor in self._editors.items():
            if isinstance(editor, QCheckBox):
                values[key] = editor.isChecked()
            elif isinstance(editor, QSpinBox | QDoubleSpinBox):
                values[key] = editor.value()
            elif isinstance(editor, QComboBox):
                values[key] = editor.currentData()
            elif isinstance(editor, QLineEdit | OrderedChoices):
                values[key] = editor.text()
        return values

    def set_value(self, key: str, value: object) -> None:
        """Put ``value`` in the editor of ``key`` (shown as is; validated on apply).

        Raises:
            KeyError: no such setting.
            TypeError: the value does not suit the editor (text for a number, say).
        """
        editor = self._editors[key]
        if isinstance(value, bool) != isinstance(editor, QCheckBox):
            raise TypeError(f"{key}: {value!r} does not suit a {type(editor).__name__}")
        if isinstance(editor, QCheckBox) and isinstance(value, bool):
            editor.setChecked(value)
        elif isinstance(editor, QSpinBox) and isinstance(value, int):
            editor.setValue(value)
        elif isinstance(editor, QDoubleSpinBox) and isinstance(value, int | float):
            editor.setValue(float(value))
        elif isinstance(editor, QComboBox) and isinstance(value, str):
            if editor.findData(value) < 0:  # an unknown model or choice stays visible
                editor.addItem(f"{value} (not found)", value)
            editor.setCurrentIndex(editor.findData(value))
        elif isinstance(editor, QLineEdit) and isinstance(value, str):
            editor.setText(value)
        elif isinstance(editor, OrderedChoices) and isinstance(value, str):
            editor.set_text(value)
        else:
            raise TypeError(f"{key}: {value!r} does not suit a {type(editor).__name__}")

    def restore_defaults(self) -> None:
        """Put every editor back to the schema default (nothing is applied until Apply)."""
        for spec in SCHEMA:
            self.set_value(spec.key, spec.default)
        self._show_errors({})

    def apply(self) -> bool:
        """Validate every editor; emit ``applied`` with the new Settings if all are valid.

        Returns:
            True if every value was valid (and ``applied`` was emitted); otherwise False,
            with the reason shown under each invalid editor.
        """
        try:
            settings = self._settings.replace(self.current_values())
        except SettingsError as err:
            self._show_errors(dict(err.problems))
            return False
        self._show_errors({})
        self._settings = settings
        self.applied.emit(settings)
        return True

    def _show_errors(self, problems: dict[str, str]) -> None:
        for key, label in self._errors.items():
            label.setText(problems.get(key, ""))
            label.setVisible(key in problems)
        first = next((key for key in self._editors if key in problems), None)
        if first is not None:  # bring the first invalid editor into view
            self.tabs.setCurrentIndex(self._tab_of[first])
            self._editors[first].setFocus()

    # -- models ---------------------------------------------------------------------------

    def add_model(self, path: Path, role: ModelRole) -> bool:
        """Add a GGUF file or a Whisper folder to the catalog.

        Returns:
            True if it was added (the list and the model choices are refreshed); False if
            the catalog refused it, with the reason shown under the list.
        """
        try:
            self._catalog.add(path, role)
        except ModelFileError as err:
            self.model_error.setText(f"{path.name}: {err.reason}")
            self.model_error.show()
            return False
        self.model_error.hide()
        self._refresh_models()
        return True

    def _refresh_models(self) -> None:
        entries = self._catalog.entries()
        self.model_list.clear()
        for entry in entries:
            self.model_list.addItem(f"{entry.name} — {entry.kind.value}, {entry.role.value}")
        for key, kind in MODEL_KEYS.items():
            combo = self._editors[key]
            assert isinstance(combo, QComboBox)
            keep = combo.currentData()
            combo.clear()
            if key in _OPTIONAL_MODELS:
                combo.addItem("(none)", "")
            for entry in (e for e in entries if e.kind is kind):
                combo.addItem(entry.name, entry.id)
            if isinstance(keep, str):
                self.set_value(key, keep)

    async def add_model_async(self, path: Path, role: ModelRole) -> bool:
        """``add_model`` with the file read and hashed off the Qt thread (large GGUFs)."""
        self.model_error.setText(f"Checking {path.name}…")
        self.model_error.show()
        self.add_gguf.setEnabled(False)
        self.add_whisper.setEnabled(False)
        try:
            await asyncio.to_thread(self._catalog.add, path, role)
        except ModelFileError as err:
            self.model_error.setText(f"{path.name}: {err.reason}")
            return False
        finally:
            self.add_gguf.setEnabled(True)
            self.add_whisper.setEnabled(True)
        self.model_error.hide()
        self._refresh_models()
        return True

    def _add_picked(self, path: Path) -> None:
        role = ModelRole(self.role.currentData())
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a bare dialog): check it here
            self.add_model(path, role)
            return
        task = loop.create_task(self.add_model_async(path, role))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _pick_gguf(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Add GGUF file", "", "GGUF models (*.gguf);;All files (*)"
        )
        if path:
            self._add_picked(Path(path))

    def _pick_whisper(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Add Whisper folder")
        if path:
            self._add_picked(Path(path))

    def _on_button(self, button: QAbstractButton) -> None:
        role = self.buttons.standardButton(button)
        if role is QDialogButtonBox.StandardButton.RestoreDefaults:
            self.restore_defaults()
        elif role is QDialogButtonBox.StandardButton.Apply:
            self.apply()
        elif role is QDialogButtonBox.StandardButton.Ok:
            if self.apply():
                self.accept()
        elif role is QDialogButtonBox.StandardButton.Cancel:
            self.reject()
