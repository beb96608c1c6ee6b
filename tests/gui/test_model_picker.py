"""The model picker: the chat model and its fallback in one step, found models included."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from app.paths import DEFAULT_MANIFEST
from engine.api import (
    FingerprintCache,
    LlmShape,
    ModelChooser,
    ModelRegistry,
    Room,
    Settings,
    Source,
    Store,
)
from tests.integration.engine_helpers import FINGERPRINTS
from tests.unit.tiny_gguf import write_gguf
from ui.model_picker import COLUMNS, ModelPickerDialog

DEFAULT_LLM = "smollm2-135m-instruct-q4_1"
DIGEST = "12" * 32


@pytest.fixture
def registry(tmp_path: Path) -> ModelRegistry:
    # The shared cache: the default model's header is parsed once, not once per test.
    fingerprints = FingerprintCache(FINGERPRINTS)
    return ModelRegistry(DEFAULT_MANIFEST, tmp_path / "models.toml", fingerprints, tmp_path)


@pytest.fixture
def stores(tmp_path: Path) -> list[Store]:
    """An Ollama store with a small chat model, and an LM Studio one with a broken file."""
    ollama = tmp_path / "ollama"
    manifest = ollama / "manifests" / "registry.ollama.ai" / "library" / "tiny-chat" / "latest"
    manifest.parent.mkdir(parents=True)
    layer = {"mediaType": "application/vnd.ollama.image.model", "digest": f"sha256:{DIGEST}"}
    manifest.write_text(json.dumps({"layers": [layer]}))
    (ollama / "blobs").mkdir()
    write_gguf(ollama / "blobs" / f"sha256-{DIGEST}", "llama", template="{{ messages }}")
    lms = tmp_path / "lmstudio" / "someone" / "repo"
    lms.mkdir(parents=True)
    (lms / "broken.gguf").write_bytes(b"GGUF" + b"\0" * 20)
    return [Store(Source.OLLAMA, ollama), Store(Source.LM_STUDIO, tmp_path / "lmstudio")]


@pytest.fixture
def dialog(qtbot: QtBot, registry: ModelRegistry, stores: list[Store]) -> ModelPickerDialog:
    chooser = ModelChooser(registry, stores, LlmShape(n_ctx=2048), Room(gpu=None, host=8 << 30))
    dlg = ModelPickerDialog(Settings.defaults(), chooser)
    qtbot.addWidget(dlg)
    dlg.load()
    return dlg


def _item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None
    return item


def _rows(table: QTableWidget) -> list[list[str]]:
    rows = range(table.rowCount())
    return [[_item(table, r, c).text() for c in range(len(COLUMNS))] for r in rows]


def _keys(combo: QComboBox) -> list[str]:
    return [combo.itemData(i) for i in range(combo.count())]


def test_known_and_found_models_are_listed_with_facts_and_costs(
    dialog: ModelPickerDialog,
) -> None:
    table = dialog.findChild(QTableWidget, "model-table")
    assert table is not None
    rows = _rows(table)
    assert [r[4] for r in rows] == [
        "Spillway",
        "Ollama: tiny-chat:latest",
        "LM Studio: someone/repo/broken.gguf",
    ]
    smollm2, tiny, broken = rows
    assert smollm2[1:3] == ["llama", "Q4_1"] and smollm2[5] == "CPU only"  # no GPU here
    assert tiny[1:3] == ["llama", "F32"]
    assert broken[5].startswith("refused: ")
    assert not _item(table, 2, 0).flags() & Qt.ItemFlag.ItemIsEnabled
    tooltip = _item(table, 0, 5).toolTip()
    assert "all on the GPU: GPU" in tooltip and "CPU only: GPU 0 B" in tooltip


def test_the_smaller_chat_model_is_offered_as_the_fallback(dialog: ModelPickerDialog) -> None:
    primary = dialog.findChild(QComboBox, "primary-combo")
    fallback = dialog.findChild(QComboBox, "fallback-combo")
    assert primary is not None and fallback is not None
    assert primary.currentData() == DEFAULT_LLM
    found = dialog.candidates[1].key
    assert _keys(fallback) == ["", DEFAULT_LLM, found]  # the broken file cannot be chosen
    assert fallback.currentData() == found
    note = dialog.findChild(QLabel, "fallback-offer")
    assert note is not None and not note.isHidden() and "smaller chat model" in note.text()


def test_choosing_adds_the_found_file_by_reference_and_applies_both(
    qtbot: QtBot, dialog: ModelPickerDialog, registry: ModelRegistry, tmp_path: Path
) -> None:
    with qtbot.waitSignal(dialog.applied) as applied:
        assert dialog.apply_choice()
    settings = applied.args[0]
    assert settings.get_str("models.llm") == DEFAULT_LLM
    fallback_id = settings.get_str("models.fallback_llm")
    assert fallback_id == "user-tiny-chat-latest"
    entry = registry.get(fallback_id)
    assert entry.path == tmp_path / "ollama" / "blobs" / f"sha256-{DIGEST}"  # no copy


def test_the_same_model_twice_is_refused_and_nothing_is_applied(
    qtbot: QtBot, dialog: ModelPickerDialog
) -> None:
    fallback = dialog.findChild(QComboBox, "fallback-combo")
    assert fallback is not None
    fallback.setCurrentIndex(fallback.findData(DEFAULT_LLM))
    with qtbot.assertNotEmitted(dialog.applied):
        assert not dialog.apply_choice()
    error = dialog.findChild(QLabel, "picker-error")
    assert error is not None and "another model" in error.text() and not error.isHidden()


def test_choosing_none_keeps_no_fallback(qtbot: QtBot, dialog: ModelPickerDialog) -> None:
    fallback = dialog.findChild(QComboBox, "fallback-combo")
    assert fallback is not None
    fallback.setCurrentIndex(0)
    with qtbot.waitSignal(dialog.applied) as applied:
        assert dialog.apply_choice()
    assert applied.args[0].get_str("models.fallback_llm") == ""
