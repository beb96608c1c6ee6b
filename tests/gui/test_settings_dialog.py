"""The settings dialog: built from the schema, validated inline, models added from files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.api import (
    SCHEMA,
    FingerprintCache,
    ModelEntry,
    ModelFileError,
    ModelKind,
    ModelRegistry,
    ModelRole,
    Settings,
)
from tests.unit.tiny_gguf import write_gguf
from ui.number_field import NumberField
from ui.ordered_choices import OrderedChoices
from ui.settings_dialog import BASIC_KEYS, MODEL_KEYS, SettingsDialog

# The offscreen platform warns about size hints whenever a top-level window is shown.
pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]
MANIFEST = Path(__file__).parents[2] / "resources" / "models.toml"


class FakeCatalog:
    """A catalog in memory; ``add`` refuses any path that does not end in ``.gguf``."""

    def __init__(self, entries: list[ModelEntry] | None = None) -> None:
        self.models = list(entries or [])

    def entries(self) -> list[ModelEntry]:
        return list(self.models)

    def add(
        self, path: Path, role: ModelRole = ModelRole.PRIMARY, name: str | None = None
    ) -> ModelEntry:
        if path.suffix != ".gguf":
            raise ModelFileError(path, "not a GGUF file")
        entry = ModelEntry(f"user-{path.stem}", name or path.stem, ModelKind.LLM, role, path)
        self.models.append(entry)
        return entry


@pytest.fixture
def registry(tmp_path: Path) -> ModelRegistry:
    return ModelRegistry(MANIFEST, tmp_path / "models.toml", FingerprintCache(tmp_path / "fp.json"))


@pytest.fixture
def dialog(qtbot: QtBot, registry: ModelRegistry) -> SettingsDialog:
    dlg = SettingsDialog(Settings.defaults(), registry)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def editor(dlg: SettingsDialog, key: str) -> QWidget:
    widget = dlg.findChild(QWidget, key)
    assert widget is not None, key
    return widget


def error_label(dlg: SettingsDialog, key: str) -> QLabel:
    label = dlg.findChild(QLabel, f"error:{key}")
    assert label is not None, key
    return label


def combo_ids(dlg: SettingsDialog, key: str) -> list[str]:
    combo = editor(dlg, key)
    assert isinstance(combo, QComboBox)
    return [combo.itemData(i) for i in range(combo.count())]


def test_one_editor_per_key_of_the_right_type(dialog: SettingsDialog) -> None:
    for spec in SCHEMA:
        widget = editor(dialog, spec.key)
        assert spec.description in widget.toolTip()
        assert widget.accessibleName() == spec.label
        if spec.type in (int, float):
            assert isinstance(widget, NumberField) and widget.whole == (spec.type is int)
            assert widget.unit.text() == spec.unit
        elif spec.type is bool:
            assert isinstance(widget, QCheckBox)
        elif spec.multiple:
            assert isinstance(widget, OrderedChoices)
            assert all(choice in widget.toolTip() for choice in spec.choices)
        elif spec.choices or spec.key in MODEL_KEYS:
            assert isinstance(widget, QComboBox)
        else:
            assert isinstance(widget, QLineEdit)
    assert dialog.current_values() == Settings.defaults().as_dict()


def test_basic_comes_first_then_the_schema_groups(dialog: SettingsDialog) -> None:
    groups = list(dict.fromkeys(spec.group for spec in SCHEMA if spec.key not in BASIC_KEYS))
    assert dialog.page_titles() == ["Basic", *groups]
    assert dialog.pages.currentIndex() == 0
    for key in (
        "models.llm",
        "llm.max_tokens_default",
        "llm.temperature",
        "llm.system_prompt",
        "ui.theme",
    ):
        assert dialog.page_of(key) == 0
        basic = dialog.pages.widget(0)
        assert basic is not None and basic.isAncestorOf(editor(dialog, key))
    for spec in SCHEMA:
        if spec.key not in BASIC_KEYS:
            page = dialog.pages.widget(dialog.page_titles().index(spec.group))
            assert page is not None and page.isAncestorOf(editor(dialog, spec.key))


def test_descriptions_are_shown_under_the_editors(dialog: SettingsDialog) -> None:
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert {spec.description for spec in SCHEMA} <= texts
    assert {spec.label for spec in SCHEMA} <= texts  # names for people, not file keys
    assert "gpu.headroom_mib" in editor(dialog, "gpu.headroom_mib").toolTip()


def test_apply_emits_the_changed_settings(qtbot: QtBot, dialog: SettingsDialog) -> None:
    changes: dict[str, object] = {
        "gpu.headroom_mib": 512,
        "gpu.pressure_threshold": 0.75,
        "policy.under_pressure": "cpu, delay",
        "cpu_lane.readiness": "on-demand",
        "whisper.compute_type": "float16",
    }
    for key, value in changes.items():
        dialog.set_value(key, value)
    with qtbot.waitSignal(dialog.applied, timeout=1000) as blocker:
        assert dialog.apply()
    assert blocker.args == [Settings.defaults().replace(changes)]
    assert not any(error_label(dialog, spec.key).isVisible() for spec in SCHEMA)


def test_typing_a_number_reaches_the_settings(qtbot: QtBot, dialog: SettingsDialog) -> None:
    field = editor(dialog, "breaker.failure_threshold")
    assert isinstance(field, NumberField)
    dialog.sidebar.setCurrentRow(dialog.page_of("breaker.failure_threshold"))
    field.line.selectAll()
    QTest.keyClicks(field.line, "4")
    assert dialog.current_values()["breaker.failure_threshold"] == 4


def test_minus_100_is_refused_as_you_type_never_turned_into_100(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    field = editor(dialog, "gpu.headroom_mib")
    assert isinstance(field, NumberField)
    field.line.selectAll()
    QTest.keyClicks(field.line, "-100")
    label = error_label(dialog, "gpu.headroom_mib")
    assert field.text() == "-100"  # kept exactly as typed
    assert not label.isHidden() and label.text() == "-100 is below the minimum 0 MiB."
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    with qtbot.assertNotEmitted(dialog.applied):
        assert not dialog.apply()
    field.line.selectAll()
    QTest.keyClicks(field.line, "lots")
    assert label.text() == "Type a whole number, such as 256."
    field.line.selectAll()
    QTest.keyClicks(field.line, "100")
    assert label.isHidden() and ok.isEnabled()
    with qtbot.waitSignal(dialog.applied, timeout=1000) as blocker:
        assert dialog.apply()
    assert blocker.args[0].get_int("gpu.headroom_mib") == 100


def test_a_french_decimal_comma_is_read_and_shown(qtbot: QtBot, registry: ModelRegistry) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
    try:
        dlg = SettingsDialog(Settings.defaults(), registry)
        qtbot.addWidget(dlg)
        field = editor(dlg, "gpu.pressure_threshold")
        assert isinstance(field, NumberField)
        assert field.text() == "0,9"  # the default, written as a French reader expects
        field.line.selectAll()
        QTest.keyClicks(field.line, "0,95")
        assert error_label(dlg, "gpu.pressure_threshold").isHidden()
        with qtbot.waitSignal(dlg.applied, timeout=1000) as blocker:
            assert dlg.apply()
        assert blocker.args[0].get_float("gpu.pressure_threshold") == 0.95
        field.line.selectAll()
        QTest.keyClicks(field.line, "0.97")  # a C-style point is read too
        assert dlg.current_values()["gpu.pressure_threshold"] == 0.97
    finally:
        QLocale.setDefault(before)


def test_invalid_policy_shows_an_inline_error_and_emits_nothing(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    dialog.set_value("policy.under_pressure", "cpu, teleport")
    with qtbot.assertNotEmitted(dialog.applied):
        assert not dialog.apply()
    label = error_label(dialog, "policy.under_pressure")
    assert label.isVisible() and "teleport" in label.text()
    assert not error_label(dialog, "gpu.headroom_mib").isVisible()
    dialog.set_value("policy.under_pressure", "delay")
    with qtbot.waitSignal(dialog.applied, timeout=1000):
        assert dialog.apply()
    assert not label.isVisible()


def test_ok_with_an_invalid_value_keeps_the_dialog_open(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    dialog.set_value("policy.under_pressure", "")
    with qtbot.assertNotEmitted(dialog.applied):
        QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted


def test_enter_is_ok_and_escape_cancels(qtbot: QtBot, registry: ModelRegistry) -> None:
    dlg = SettingsDialog(Settings.defaults(), registry)
    qtbot.addWidget(dlg)
    dlg.show()
    with qtbot.waitSignal(dlg.applied, timeout=1000):
        QTest.keyClick(dlg, Qt.Key.Key_Return)
    assert dlg.result() == QDialog.DialogCode.Accepted
    dlg.show()
    with qtbot.assertNotEmitted(dlg.applied):
        QTest.keyClick(dlg, Qt.Key.Key_Escape)
    assert dlg.result() == QDialog.DialogCode.Rejected and not dlg.isVisible()


def test_restore_defaults_then_apply_emits_the_defaults(
    qtbot: QtBot, registry: ModelRegistry
) -> None:
    start = Settings({"gpu.headroom_percent": 12.5, "breaker.window_s": 30.0})
    dlg = SettingsDialog(start, registry)
    qtbot.addWidget(dlg)
    assert dlg.current_values() == start.as_dict()
    with qtbot.assertNotEmitted(dlg.applied):
        dlg.restore_defaults()
    with qtbot.waitSignal(dlg.applied, timeout=1000) as blocker:
        assert dlg.apply()
    assert blocker.args == [Settings.defaults()]


def test_set_value_rejects_a_value_of_the_wrong_type(dialog: SettingsDialog) -> None:
    with pytest.raises(TypeError):
        dialog.set_value("gpu.headroom_mib", "lots")
    with pytest.raises(KeyError):
        dialog.set_value("gpu.no_such_key", 1)


def test_adding_a_non_gguf_file_shows_the_reason(
    dialog: SettingsDialog, registry: ModelRegistry, tmp_path: Path
) -> None:
    before = registry.entries()
    bogus = tmp_path / "notes.gguf"
    bogus.write_text("not a model")
    assert not dialog.add_model(bogus, ModelRole.PRIMARY)
    message = dialog.findChild(QLabel, "model-error")
    assert message is not None and not message.isHidden() and message.text()
    assert registry.entries() == before
    assert dialog.model_list.count() == len(before)


def test_adding_a_tiny_gguf_lists_it_and_offers_it(
    dialog: SettingsDialog, registry: ModelRegistry, tmp_path: Path
) -> None:
    path = write_gguf(tmp_path / "tiny.gguf", "llama")
    assert dialog.add_model(path, ModelRole.FALLBACK)
    added = next(e for e in registry.entries() if e.source == "user")
    items = [dialog.model_list.item(i).text() for i in range(dialog.model_list.count())]
    assert f"{added.name} — chat, fallback" in items
    assert added.id in combo_ids(dialog, "models.llm")
    assert combo_ids(dialog, "models.fallback_llm")[0] == ""
    assert added.id in combo_ids(dialog, "models.fallback_llm")
    assert added.id not in combo_ids(dialog, "models.whisper")
    assert dialog.current_values()["models.llm"] == "smollm2-135m-instruct-q4_1"
    dialog.set_value("models.fallback_llm", added.id)
    assert dialog.apply()


def test_the_add_button_asks_for_a_file_then_adds_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    catalog = FakeCatalog()
    dlg = SettingsDialog(Settings.defaults(), catalog)
    qtbot.addWidget(dlg)
    picked = str(tmp_path / "m.gguf")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (picked, ""))
    combo = dlg.findChild(QComboBox, "model-role")
    assert combo is not None
    combo.setCurrentIndex(combo.findData("fallback"))
    button = next(b for b in dlg.findChildren(QPushButton) if b.text() == "Add GGUF file…")
    button.click()
    assert [(e.id, e.role) for e in catalog.models] == [("user-m", ModelRole.FALLBACK)]
    model_list = dlg.findChild(QListWidget, "model-list")
    assert model_list is not None and model_list.count() == 1
    assert "user-m" in combo_ids(dlg, "models.fallback_llm")


def test_a_cancelled_file_picker_adds_nothing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = FakeCatalog()
    dlg = SettingsDialog(Settings.defaults(), catalog)
    qtbot.addWidget(dlg)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: "")
    button = next(b for b in dlg.findChildren(QPushButton) if b.text() == "Add Whisper folder…")
    button.click()
    assert catalog.models == []


def test_an_invalid_value_on_another_tab_brings_that_tab_forward(
    qtbot: QtBot, dialog: SettingsDialog
) -> None:
    dialog.set_value("cpu_lane.readiness", "sometimes")
    with qtbot.assertNotEmitted(dialog.applied):
        assert not dialog.apply()
    label = error_label(dialog, "cpu_lane.readiness")
    assert label.isVisible() and "sometimes" in label.text()
    assert dialog.page_titles()[dialog.pages.currentIndex()] == "CPU lane and RAM guard"


def test_adding_a_model_from_the_app_reads_it_off_the_qt_thread(
    qtbot: QtBot, tmp_path: Path
) -> None:
    import threading

    import qasync

    seen: list[str] = []

    class SlowCatalog:
        def entries(self) -> list[ModelEntry]:
            return []

        def add(
            self, path: Path, role: ModelRole = ModelRole.PRIMARY, name: str | None = None
        ) -> ModelEntry:
            seen.append(threading.current_thread().name)
            raise ModelFileError(path, "not a GGUF model file")

    dialog = SettingsDialog(Settings.defaults(), SlowCatalog())
    qtbot.addWidget(dialog)

    async def scenario() -> bool:
        return await dialog.add_model_async(tmp_path / "x.gguf", ModelRole.PRIMARY)

    assert qasync.run(scenario()) is False
    assert seen and seen[0] != threading.main_thread().name
    assert "not a GGUF" in dialog.findChild(QLabel, "model-error").text()  # type: ignore[union-attr]


def test_the_pressure_policy_is_picked_and_ordered_in_a_list(dialog: SettingsDialog) -> None:
    policy = editor(dialog, "policy.under_pressure")
    assert isinstance(policy, OrderedChoices)
    values = [policy.items.item(i).data(Qt.ItemDataRole.UserRole) for i in range(6)]
    assert values == ["shrink", "cpu", "fallback", "delay", "offload", "remote"]
    names = [policy.items.item(i).text() for i in range(policy.items.count())]
    assert names[:3] == ["shorter answers on the GPU", "the CPU", "the smaller fallback model"]
    policy.items.item(5).setCheckState(Qt.CheckState.Checked)  # remote, last
    policy.items.setCurrentRow(5)
    for _ in range(4):
        policy.shift(-1)  # past offload, delay, fallback and cpu
    assert dialog.current_values()["policy.under_pressure"] == "shrink,remote,cpu,fallback,delay"
    QTest.mouseClick(policy.up, Qt.MouseButton.LeftButton)
    policy.items.item(1).setCheckState(Qt.CheckState.Unchecked)  # shrink, now second
    assert policy.text() == "remote,cpu,fallback,delay"
