"""The import contracts of pyproject.toml (checked on the real tree by ``make lint``, with
``lint-imports``) do reject what they are meant to: each is run here on a small made-up graph
holding one violation, and on the same graph without it. Also what the tool cannot express:
the facade exports no name that ui/ and app/ leave unused.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import grimp
import pytest
from importlinter.api import read_configuration
from importlinter.contracts.forbidden import ForbiddenContract

from engine import api
from tests.import_contracts import AcyclicModulesContract, find_cycles

ROOT = Path(__file__).resolve().parents[2]
CONFIG = read_configuration(str(ROOT / "pyproject.toml"))
TYPES: dict[str, type[Any]] = {
    "forbidden": ForbiddenContract,
    "acyclic_modules": AcyclicModulesContract,
}
PACKAGES = ("engine", "engine.api", "engine.inputs", "engine.scheduling", "app", "ui")
EXTERNAL = ("PySide6", "qasync")


def contract(contract_id: str) -> Any:
    """The contract of pyproject.toml with this id, as import-linter builds it."""
    options = next(o for o in CONFIG["contracts_options"] if o.get("id") == contract_id)
    kind = TYPES[options["type"]]
    return kind(options["name"], CONFIG["session_options"], options)


def graph(*imports: tuple[str, str]) -> grimp.ImportGraph:
    """A graph of made-up modules (under the real package names) and these imports."""
    built = grimp.ImportGraph()
    for name in PACKAGES:
        built.add_module(name)
    for name in EXTERNAL:
        built.add_module(name, is_squashed=True)
    for number, (importer, imported) in enumerate(imports, start=1):
        for name in (importer, imported):
            parts = name.split(".")
            for depth in range(1, len(parts) + 1):  # the packages above it too
                if ".".join(parts[:depth]) not in built.modules:
                    built.add_module(".".join(parts[:depth]))
        built.add_import(
            importer=importer,
            imported=imported,
            line_number=number,
            line_contents=f"import {imported}",
        )
    return built


ALLOWED = [
    ("ui.chat", "engine.api"),
    ("app.cli", "engine.api"),
    ("engine.api", "engine.inputs"),
    ("app.desktop", "PySide6"),
    ("app.desktop", "qasync"),
    ("app.desktop", "ui.main_window"),
    ("app.cli", "app.desktop"),
]


@pytest.mark.parametrize(
    ("contract_id", "bad_import"),
    [
        ("facade", ("ui.chat", "engine.scheduling.coordinator")),
        ("facade", ("app.drill.svg", "engine.inputs")),
        ("facade", ("ui.chat", "engine")),
        ("engine-headless", ("engine.inputs", "PySide6")),
        ("engine-headless", ("engine.scheduling.status", "ui.wording")),
        ("engine-headless", ("engine.inputs", "app.paths")),
        ("cli-headless", ("app.commands", "qasync")),
        ("cli-headless", ("app.server.routes", "ui.wording")),
        ("cli-headless", ("app.commands", "app.desktop")),
        ("engine-acyclic", ("engine.inputs", "engine.api")),
    ],
)
def test_a_contract_rejects_its_violation(contract_id: str, bad_import: tuple[str, str]) -> None:
    checked = contract(contract_id)
    assert checked.check(graph(*ALLOWED), verbose=False).kept
    assert not checked.check(graph(*ALLOWED, bad_import), verbose=False).kept


def test_a_cycle_is_found_through_every_link_and_reported_once() -> None:
    links = [("engine.a", "engine.b"), ("engine.b", "engine.c"), ("engine.c", "engine.a")]
    cycles = find_cycles(graph(*links, ("engine.c", "engine.d")), {"engine.a", "engine.b"})
    assert len(cycles) == 1
    assert set(cycles[0]) == {"engine.a", "engine.b", "engine.c"}
    assert cycles[0][0] == cycles[0][-1]


def test_a_broken_cycle_contract_names_the_lines() -> None:
    bad = graph(("engine.inputs", "engine.scheduling"), ("engine.scheduling", "engine.inputs"))
    check = contract("engine-acyclic").check(bad, verbose=False)
    assert check.metadata["cycles"] == [
        "engine.inputs (l.1) -> engine.scheduling (l.2) -> engine.inputs"
    ]


def names_imported_from_the_facade(folder: Path) -> set[str]:
    """Every name a module under ``folder`` imports from engine.api."""
    found: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "engine.api":
                found.update(alias.name for alias in node.names)
    return found


def test_the_facade_exports_only_what_ui_and_app_use() -> None:
    # What import-linter cannot say: a name exported for nobody outside the engine is noise
    # in the one place a newcomer reads first (tests import internals from their own modules).
    used = set().union(*(names_imported_from_the_facade(ROOT / name) for name in ("ui", "app")))
    assert sorted(set(api.__all__) - used) == []
    assert used <= set(api.__all__), sorted(used - set(api.__all__))
