"""The settings panel, built from the settings schema: a new threshold is one schema entry.

A sidebar of pages: "Basic" first (the model, answer length, temperature, system prompt,
theme, language), then one page per schema group (headroom, breaker, lanes...). Every field
is checked as the user types, with the reason under it; a number is read in the user's
locale and never silently changed ("-100" is refused, not turned into 100 MiB). The dialog
never saves or applies anything itself, it only emits the new ``Settings``.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.api import (
    SCHEMA,
    ModelEntry,
    ModelFileError,
    ModelRole,
    Settings,
    SettingsError,
)
from ui import setting_editors, setting_problems, setting_words
from ui.setting_editors import MODEL_KEYS

__all__ = ["BASIC", "BASIC_KEYS", "MODEL_KEYS", "ModelCatalog", "SettingsDialog", "problem_with"]
from ui.theme import set_tone
from ui.wording import Level

BASIC = "Basic"
# The Basic page, in this order, for the keys the schema has.
BASIC_KEYS = (
    "models.llm",
    "llm.max_tokens_default",
    "llm.temperature",
    "llm.system_prompt",
    "ui.theme",
    "ui.language",
)
_OPTIONAL_MODELS = {"models.fallback_llm"}  # these offer "(none)", stored as ""
_SPECS = {spec.key: spec for spec in SCHEMA}


class ModelCatalog(Protocol):
    """The models the dialog can offer, and a way to add one (``ModelRegistry`` is one)."""

    def entries(self) -> list[ModelEntry]: ...

    def add(
        self, path: Path, role: ModelRole = ModelRole.PRIMARY, name: str | None = None
    ) -> ModelEntry: ...


def problem_with(key: str, value: object) -> str | None:
    """Why ``value`` cannot be the setting ``key``, in words; None if it can."""
    spec = _SPECS[key]
    if value is None:
        example = spec.default if isinstance(spec.default, int | float) else 0
        return setting_problems.typed_no_number(spec.type is int, example)
    try:
        Settings.defaults().replace({key: value})
    except SettingsError as err:
        if isinstance(value, int | float) and not isinstance(value, bool):
            limits = setting_problems.out_of_range(value, spec.minimum, spec.maximum, spec.unit)
            if limits is not None:
                return limits
        return setting_problems.problem(err.problems[0][1])
    return None


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
        self.setWindowTitle(self.tr("Settings"))
        self.resize(860, 600)
        self._settings = settings
        self._catalog = catalog
        self._editors: dict[str, QWidget] = {}
        self._errors: dict[str, QLabel] = {}
        self._page_of: dict[str, int] = {}
        self._tasks: set[asyncio.Task[bool]] = set()
        self.sidebar = QListWidget()
        self.sidebar.setAccessibleName(self.tr("Settings pages"))
        self.pages = QStackedWidget()
        self.model_list = QListWidget()
        self.model_list.setObjectName("model-list")
        self.model_list.setAccessibleName(self.tr("Known models"))
        self.model_error = self._note("", Level.ERROR, "model-error")
        self.role = QComboBox()
        self.role.setObjectName("model-role")
        self.role.setAccessibleName(self.tr("Role of the model to add"))
        for role in ModelRole:
            self.role.addItem(setting_words.role(role.value), role.value)
        self.add_gguf = QPushButton(self.tr("Add GGUF file…"))
        self.add_whisper = QPushButton(self.tr("Add Whisper folder…"))
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
        self._lay_out()
        self._refresh_models()
        for key in self._editors:
            self.set_value(key, settings[key])
        self._connect_signals()
        self.sidebar.setCurrentRow(0)

    def _lay_out(self) -> None:
        self.sidebar.setMaximumWidth(190)
        body = QHBoxLayout()
        body.addWidget(self.sidebar)
        body.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

    def _connect_signals(self) -> None:
        self.buttons.clicked.connect(self._on_button)
        self.add_gguf.clicked.connect(self._pick_gguf)
        self.add_whisper.clicked.connect(self._pick_whisper)
        self.sidebar.currentRowChanged.connect(self.pages.setCurrentIndex)
        for key, editor in self._editors.items():
            setting_editors.changed(editor).connect(lambda *_a, key=key: self._check(key))

    # -- building -------------------------------------------------------------------------

    def _note(self, text: str, level: Level | None, name: str = "") -> QLabel:
        label = QLabel(text)
        if level is not None:
            set_tone(label, level)
        else:
            label.setEnabled(False)  # drawn in the palette's quieter (disabled) text colour
        label.setWordWrap(True)
        label.setObjectName(name)
        return label

    def _build_pages(self) -> None:
        forms: dict[str, QFormLayout] = {BASIC: self._add_page(BASIC)}
        basic = [key for key in BASIC_KEYS if key in _SPECS]
        ordered = [_SPECS[key] for key in basic] + [s for s in SCHEMA if s.key not in basic]
        for spec in ordered:
            page = BASIC if spec.key in basic else (spec.group or "General")
            if page not in forms:
                forms[page] = self._add_page(page)
            self._add_field(spec.key, forms[page], list(forms).index(page))
        group = next((s.group for s in SCHEMA if s.key in MODEL_KEYS), "") or "Models"
        self._add_model_rows(forms.get(group) or self._add_page(group))

    def _add_field(self, key: str, form: QFormLayout, page: int) -> None:
        spec = _SPECS[key]
        editor = setting_editors.make_editor(key)
        editor.setObjectName(key)
        name, description = setting_words.words(spec.label), setting_words.words(spec.description)
        editor.setAccessibleName(name)
        editor.setAccessibleDescription(description)
        tip = description
        if spec.multiple:
            allowed = self.tr("Allowed items, each at most once: {items}")
            items = ", ".join(f"{setting_words.choice(key, c)} ({c})" for c in spec.choices)
            tip += "\n" + allowed.format(items=items)
        where = self.tr("({key} in settings.toml)").format(key=spec.key)
        editor.setToolTip(f"{tip}\n{where}")
        error = self._note("", Level.ERROR, f"error:{key}")
        error.hide()
        self._editors[key], self._errors[key] = editor, error
        self._page_of[key] = page
        field = QWidget()
        column = QVBoxLayout(field)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in (editor, error, self._note(description, None)):
            column.addWidget(widget)
        label = QLabel(name)
        label.setBuddy(editor)
        form.addRow(label, field)

    def _add_page(self, title: str) -> QFormLayout:
        page = QWidget()
        form = QFormLayout(page)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        scroll.setAccessibleName(self.tr("{page} settings").format(page=self._page_title(title)))
        self.pages.addWidget(scroll)
        self.sidebar.addItem(self._page_title(title))
        return form

    def _page_title(self, title: str) -> str:
        """A page's title in the interface's language (Basic; the others as the schema says)."""
        return self.tr("Basic") if title == BASIC else setting_words.words(title)

    def _add_model_rows(self, form: QFormLayout) -> None:
        # Two rows, so the page stays as narrow as the dialog in longer languages.
        role_row, add_row = QHBoxLayout(), QHBoxLayout()
        role_label = QLabel(self.tr("Role:"))
        role_label.setBuddy(self.role)
        for row, widgets in (
            (role_row, (role_label, self.role)),
            (add_row, (self.add_gguf, self.add_whisper)),
        ):
            for widget in widgets:
                row.addWidget(widget)
            row.addStretch(1)
        form.addRow(self.tr("Known models"), self.model_list)
        form.addRow("", role_row)
        form.addRow("", add_row)
        form.addRow("", self.model_error)
        self.model_error.hide()

    def page_titles(self) -> list[str]:
        """The sidebar's pages, in order (Basic first)."""
        return [self.sidebar.item(i).text() for i in range(self.sidebar.count())]

    def page_of(self, key: str) -> int:
        """The index of the page that holds the editor of ``key``."""
        return self._page_of[key]

    # -- values ---------------------------------------------------------------------------

    def current_values(self) -> dict[str, object]:
        """What the editors hold now, by key, in schema order (None: not a number)."""
        return {spec.key: setting_editors.read(self._editors[spec.key]) for spec in SCHEMA}

    def set_value(self, key: str, value: object) -> None:
        """Put ``value`` in the editor of ``key`` (shown as is; checked as it is shown).

        Raises:
            KeyError: no such setting.
            TypeError: the value does not suit the editor (text for a number, say).
        """
        setting_editors.write(key, self._editors[key], value)

    def problems(self) -> dict[str, str]:
        """Every field's problem now, by key (empty when all are valid)."""
        found = {}
        for key, value in self.current_values().items():
            problem = problem_with(key, value)
            if problem is not None:
                found[key] = problem
        return found

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
        problems = self.problems()
        if problems:
            self._show_errors(problems, focus=True)
            return False
        try:
            settings = self._settings.replace(self.current_values())
        except SettingsError as err:  # a rule across keys, should one be added
            self._show_errors(dict(err.problems), focus=True)
            return False
        self._show_errors({})
        self._settings = settings
        self.applied.emit(settings)
        return True

    def _check(self, key: str) -> None:
        """As the user types: say at once what is wrong with this field, if anything."""
        problem = problem_with(key, setting_editors.read(self._editors[key]))
        self._show_error(key, problem)
        valid = not any(label.text() for label in self._errors.values())
        for which in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Apply):
            self.buttons.button(which).setEnabled(valid)

    def _show_error(self, key: str, problem: str | None) -> None:
        label = self._errors[key]
        label.setText(problem or "")
        label.setVisible(problem is not None)
        description = setting_words.words(_SPECS[key].description)
        self._editors[key].setAccessibleDescription(problem or description)

    def _show_errors(self, problems: dict[str, str], focus: bool = False) -> None:
        for key in self._errors:
            self._show_error(key, problems.get(key))
        for which in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Apply):
            self.buttons.button(which).setEnabled(not problems)
        first = next((key for key in self._editors if key in problems), None)
        if focus and first is not None:  # bring the first invalid editor into view
            self.sidebar.setCurrentRow(self._page_of[first])
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
            kind, role = setting_words.kind(entry.kind.value), setting_words.role(entry.role.value)
            self.model_list.addItem(f"{entry.name} — {kind}, {role}")
        for key, kind in MODEL_KEYS.items():
            combo = self._editors[key]
            assert isinstance(combo, QComboBox)
            keep = combo.currentData()
            combo.clear()
            if key in _OPTIONAL_MODELS:
                combo.addItem(self.tr("(none)"), "")
            for entry in (e for e in entries if e.kind is kind):
                combo.addItem(entry.name, entry.id)
            if isinstance(keep, str):
                self.set_value(key, keep)

    async def add_model_async(self, path: Path, role: ModelRole) -> bool:
        """``add_model`` with the file read and hashed off the Qt thread (large GGUFs)."""
        self.model_error.setText(self.tr("Checking {name}…").format(name=path.name))
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
            self,
            self.tr("Add GGUF file"),
            "",
            self.tr("GGUF models (*.gguf);;All files (*)"),
        )
        if path:
            self._add_picked(Path(path))

    def _pick_whisper(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Add Whisper folder"))
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
