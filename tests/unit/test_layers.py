"""The layers of DESIGN.md hold: ui/ sees the engine only through engine.api; engine/ never
imports Qt; the command line stays headless.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def imports(path: Path) -> set[str]:
    """Every module a file imports (absolute names)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("path", modules("ui"), ids=lambda p: p.name)
def test_ui_modules_reach_the_engine_only_through_its_facade(path: Path) -> None:
    engine = {name for name in imports(path) if name == "engine" or name.startswith("engine.")}
    assert engine <= {"engine.api"}, f"{path.name} imports {sorted(engine - {'engine.api'})}"


@pytest.mark.parametrize("path", modules("engine"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_engine_never_imports_qt_or_the_ui(path: Path) -> None:
    bad = {n for n in imports(path) if n.split(".")[0] in {"PySide6", "qasync", "ui", "app"}}
    assert not bad, f"{path.name} imports {sorted(bad)}"


@pytest.mark.parametrize(
    "path", [p for p in modules("app") if p.name != "desktop.py"], ids=lambda p: p.name
)
def test_the_command_line_is_headless(path: Path) -> None:
    bad = {n for n in imports(path) if n.split(".")[0] in {"PySide6", "qasync", "ui"}}
    assert not bad, f"{path.name} imports {sorted(bad)}"


def test_the_check_sees_a_violation(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("from engine.scheduling.coordinator import Engine\nimport PySide6.QtCore\n")
    assert imports(sample) == {"engine.scheduling.coordinator", "PySide6.QtCore"}
