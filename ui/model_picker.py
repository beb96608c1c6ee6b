"""The model picker: the chat model and its fallback chosen in one step, among the models
Spillway knows and the GGUF files Ollama, LM Studio, GPT4All and the Hugging Face cache
already keep (and any folder the user names).

Each file shows what its header says (architecture, quantisation, size) and the first
placement that fits this machine now, with all four in its tooltip. A broken file is
listed with its reason and cannot be chosen. Choosing a found file adds it by reference
(no copy). The dialog never saves: it emits the new ``Settings``, as the settings panel
does. Reading headers and hashing run off the Qt thread when an event loop runs.
"""

from __future__ import annotations

import asyncio
import os
import platform
import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.api import (
    Candidate,
    EngineStatus,
    LlmShape,
    ModelChooser,
    ModelFileError,
    ModelRegistry,
    ModelRole,
    Room,
    Settings,
    default_stores,
    room_now,
)
from ui import status_words
from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
COLUMNS = (
    QT_TRANSLATE_NOOP("ModelPickerDialog", "Model"),
    QT_TRANSLATE_NOOP("ModelPickerDialog", "Architecture"),
    QT_TRANSLATE_NOOP("ModelPickerDialog", "Quantisation"),
    QT_TRANSLATE_NOOP("ModelPickerDialog", "Size"),
    QT_TRANSLATE_NOOP("ModelPickerDialog", "Found in"),
    QT_TRANSLATE_NOOP("ModelPickerDialog", "Fits now"),
)
_PROFILES = {
    "all on the GPU": QT_TRANSLATE_NOOP("ModelPickerDialog", "all on the GPU"),
    "KV cache in host RAM": QT_TRANSLATE_NOOP("ModelPickerDialog", "KV cache in host RAM"),
    "CPU replica": QT_TRANSLATE_NOOP("ModelPickerDialog", "CPU only"),
}
_SPLIT = re.compile(r"planned split \((\d+) of (\d+) layers\)")
_ERROR_STYLE = "color: #c0392b;"
_NOTE_STYLE = "color: gray;"
NONE_LABEL = QT_TRANSLATE_NOOP("ModelPickerDialog", "(none)")


class ModelPickerDialog(QDialog):
    """Chooses ``models.llm`` and ``models.fallback_llm``.

    Signals:
        applied(object): the new Settings, once both choices are models Spillway knows.
    """

    applied = Signal(object)

    def __init__(
        self, settings: Settings, chooser: ModelChooser, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose models"))
        self.resize(900, 480)
        self.settings, self.chooser = settings, chooser
        self.candidates: list[Candidate] = []
        self.folders: list[Path] = []
        self._offered: str | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("model-table")
        self.table.setHorizontalHeaderLabels([self.tr(column) for column in COLUMNS])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.primary = self._combo("primary-combo")
        self.fallback = self._combo("fallback-combo")
        self.offer_note = self._label("fallback-offer", _NOTE_STYLE)
        self.error = self._label("picker-error", _ERROR_STYLE)
        self.scan_folder = QPushButton(self.tr("Scan a folder…"), self)
        self.rescan = QPushButton(self.tr("Scan again"), self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self._layout()
        self.primary.currentIndexChanged.connect(self._primary_changed)
        self.scan_folder.clicked.connect(self._pick_folder)
        self.rescan.clicked.connect(lambda: self._run(self.load_async()))
        self.buttons.accepted.connect(lambda: self._run(self.apply_async(), self.apply_choice))
        self.buttons.rejected.connect(self.reject)

    def _combo(self, name: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return combo

    def _label(self, name: str, style: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setStyleSheet(style)
        label.setWordWrap(True)
        label.hide()
        return label

    def _layout(self) -> None:
        intro = QLabel(
            self.tr(
                "The chat model answers; the fallback, a smaller chat model, answers when the "
                "chat model does not fit. Models other programs keep are listed too: choosing "
                "one adds it by reference, without a copy. Spillway loads the models you "
                "choose from its next start."
            ),
            self,
        )
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Chat model"), self.primary)
        form.addRow(self.tr("Fallback"), self.fallback)
        scans = QHBoxLayout()
        scans.addWidget(self.scan_folder)
        scans.addWidget(self.rescan)
        scans.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table)
        layout.addLayout(scans)
        layout.addLayout(form)
        layout.addWidget(self.offer_note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    # -- loading ----------------------------------------------------------------------------

    def load(self) -> None:
        """Find and read the models here (blocking: for tests and bare dialogs)."""
        self.show_candidates(self.chooser.candidates(self.folders))

    async def load_async(self) -> None:
        """``load`` with the reading off the Qt thread."""
        self._busy(self.tr("Looking for models…"))
        try:
            found = await asyncio.to_thread(self.chooser.candidates, self.folders)
        finally:
            self._idle()
        self.show_candidates(found)

    def show_candidates(self, candidates: Sequence[Candidate]) -> None:
        """Fill the table and the two choices; offer a fallback when none is set."""
        self.candidates = list(candidates)
        self.table.setRowCount(len(self.candidates))
        for row, candidate in enumerate(self.candidates):
            self._fill_row(row, candidate)
        self.table.resizeColumnsToContents()
        usable = [c for c in self.candidates if c.usable]
        for combo, first in ((self.primary, None), (self.fallback, self.tr(NONE_LABEL))):
            combo.blockSignals(True)
            combo.clear()
            if first is not None:
                combo.addItem(first, "")
            for candidate in usable:
                where = found_in(candidate.where)
                combo.addItem(f"{candidate.name} ({where})", candidate.key)
            combo.blockSignals(False)
        self._select(self.primary, self.settings.get_str("models.llm"))
        self._select(self.fallback, self.settings.get_str("models.fallback_llm"))
        self._primary_changed()

    def _fill_row(self, row: int, candidate: Candidate) -> None:
        meta = candidate.meta
        fits = _fits_text(candidate)
        cells = (
            candidate.name,
            meta.architecture if meta else "",
            meta.quantization if meta else "",
            status_words.size(candidate.size) if candidate.size else "",
            found_in(candidate.where),
            fits,
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if not candidate.usable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setToolTip(_costs_tooltip(candidate) if column == 5 else str(candidate.path))
            self.table.setItem(row, column, item)

    def _select(self, combo: QComboBox, key: str) -> None:
        index = combo.findData(key)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _primary_changed(self) -> None:
        """Offer the smaller compatible chat model as the fallback while none is chosen."""
        current = self.fallback.currentData()
        if current and current != self._offered:
            self.offer_note.hide()
            return
        offer = self.chooser.offer(str(self.primary.currentData() or ""), self.candidates)
        self._offered = offer
        if offer is None:
            self._select(self.fallback, "")
            self.offer_note.hide()
            return
        self._select(self.fallback, offer)
        name = next(c.name for c in self.candidates if c.key == offer)
        self.offer_note.setText(
            self.tr(
                "Offered as the fallback: {name}, a smaller chat model. It answers when the "
                "chat model does not fit. Choose {none} to have no fallback."
            ).format(name=name, none=self.tr(NONE_LABEL))
        )
        self.offer_note.show()

    # -- choosing ---------------------------------------------------------------------------

    def chosen(self) -> tuple[Candidate | None, Candidate | None]:
        """The candidates chosen as chat model and fallback (None for none)."""
        by_key = {c.key: c for c in self.candidates}
        return by_key.get(self.primary.currentData()), by_key.get(self.fallback.currentData())

    def apply_choice(self) -> bool:
        """Add what must be added, emit the new settings and close (blocking)."""
        try:
            settings = self._settings_for(*self.chosen())
        except (ModelFileError, ValueError) as exc:
            self._fail(exc)
            return False
        self._done(settings)
        return True

    async def apply_async(self) -> None:
        """``apply_choice`` with the adding (header and hash) off the Qt thread."""
        self._busy(self.tr("Adding the chosen models…"))
        try:
            settings = await asyncio.to_thread(self._settings_for, *self.chosen())
        except (ModelFileError, ValueError) as exc:
            self._fail(exc)
            return
        finally:
            self._idle()
        self._done(settings)

    def _settings_for(self, primary: Candidate | None, fallback: Candidate | None) -> Settings:
        if primary is None:
            raise ValueError(self.tr("Choose a chat model."))
        if fallback is not None and fallback.key == primary.key:
            raise ValueError(self.tr("The fallback must be another model than the chat model."))
        primary_id = self.chooser.resolve(primary, ModelRole.PRIMARY)
        fallback_id = self.chooser.resolve(fallback, ModelRole.FALLBACK) if fallback else ""
        return self.settings.replace({"models.llm": primary_id, "models.fallback_llm": fallback_id})

    def _fail(self, exc: Exception) -> None:
        text = f"{exc.path.name}: {exc.reason}" if isinstance(exc, ModelFileError) else str(exc)
        self.error.setText(text)
        self.error.show()

    def _done(self, settings: Settings) -> None:
        self.error.hide()
        self.settings = settings
        self.applied.emit(settings)
        self.accept()

    # -- helpers ----------------------------------------------------------------------------

    def _pick_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Scan a folder for GGUF models"))
        if folder:
            self.folders.append(Path(folder))
            self._run(self.load_async(), self.load)

    def _busy(self, text: str) -> None:
        self.error.setStyleSheet(_NOTE_STYLE)
        self.error.setText(text)
        self.error.show()
        for widget in (self.scan_folder, self.rescan, self.buttons):
            widget.setEnabled(False)

    def _idle(self) -> None:
        self.error.hide()
        self.error.setStyleSheet(_ERROR_STYLE)
        for widget in (self.scan_folder, self.rescan, self.buttons):
            widget.setEnabled(True)

    def _run(self, coro: object, fallback: object = None) -> None:
        """Run ``coro`` on the event loop; without one (a bare dialog), call ``fallback``."""
        assert asyncio.iscoroutine(coro)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            if callable(fallback):
                fallback()
            return
        task = loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


def found_in(where: str) -> str:
    """Where a model was found, in words: "Spillway", "added", "Ollama: llama3.2:1b",
    "folder: qwen.gguf" (a store's name is a name; "folder" and "added" are words)."""
    source, _, label = where.partition(": ")
    if where == "added":
        return translate("ModelPickerDialog", "added")
    if source == "folder" and label:
        return translate("ModelPickerDialog", "folder: {file}").format(file=label)
    return where


def profile(name: str) -> str:
    """A placement profile ("all on the GPU", "planned split (12 of 30 layers)") in words."""
    split = _SPLIT.fullmatch(name)
    if split:
        text = translate("ModelPickerDialog", "split: {n} of {total} layers on the GPU")
        return text.format(n=split[1], total=split[2])
    return translate("ModelPickerDialog", _PROFILES[name]) if name in _PROFILES else name


def _fits_text(candidate: Candidate) -> str:
    if candidate.problem:
        text = translate("ModelPickerDialog", "refused: {reason}")
        return text.format(reason=candidate.problem)
    fitting = next((c for c in candidate.costs if c.fits), None)
    if fitting is None:
        return translate("ModelPickerDialog", "does not fit now")
    return profile(fitting.profile)


def _costs_tooltip(candidate: Candidate) -> str:
    if candidate.problem:
        return candidate.problem
    verdicts = {
        None: "-",
        True: translate("ModelPickerDialog", "fits"),
        False: translate("ModelPickerDialog", "does not fit"),
    }
    line = translate("ModelPickerDialog", "{profile}: GPU {gpu}, host RAM {host}: {verdict}")
    return "\n".join(
        line.format(
            profile=profile(cost.profile),
            gpu=status_words.size(cost.device_bytes),
            host=status_words.size(cost.host_bytes),
            verdict=verdicts[cost.fits],
        )
        for cost in candidate.costs
    )


def chooser_for(
    registry: ModelRegistry, settings: Settings, status: EngineStatus | None
) -> ModelChooser:
    """A chooser over the known stores of this system, costed at the configured context
    against the room the engine's last status shows."""
    room = room_now(settings, status.gpu, status.host) if status else Room(None, 0)
    stores = default_stores(Path.home(), os.environ, platform.system())
    return ModelChooser(registry, stores, LlmShape(n_ctx=settings.get_int("llm.n_ctx")), room)


def open_model_picker(
    settings: Settings,
    registry: object,
    status: EngineStatus | None,
    parent: QWidget | None = None,
) -> ModelPickerDialog | None:
    """Open the picker (non-modal) and start finding models; None when ``registry`` is
    not a model registry (nothing to choose from)."""
    if not isinstance(registry, ModelRegistry):
        return None
    dialog = ModelPickerDialog(settings, chooser_for(registry, settings, status), parent)
    dialog.open()
    dialog._run(dialog.load_async(), dialog.load)
    return dialog
