"""An import-linter contract type the tool does not ship: no import cycle between modules.

import-linter's own ``acyclic_siblings`` squashes each subpackage into one node, so it also
rejects two subpackages that merely lean on each other through unrelated modules. The rule this
project keeps is the plain one, "no module imports itself back through a chain of imports";
import-linter builds and caches the graph (grimp) and reports the result, this type only asks the
graph for chains. pyproject.toml registers it under ``contract_types``.
"""

from __future__ import annotations

import itertools
from typing import cast

import grimp
from importlinter import Contract, ContractCheck, fields, output
from importlinter.domain.imports import Module

Cycle = tuple[str, ...]  # importer, imported, ..., back to the importer


class AcyclicModulesContract(Contract):
    """Kept when no module inside ``packages`` reaches itself through its imports.

    Every import counts, TYPE_CHECKING and function-level ones included: a cycle that only the
    type checker walks still ties the modules together for a reader.
    """

    type_name = "acyclic_modules"

    packages = fields.SetField(subfield=fields.ModuleField())

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        """Each import inside the packages whose target leads back to its importer."""
        scope = _modules_under(graph, cast(set[Module], self.packages))
        cycles = find_cycles(graph, scope)
        output.verbose_print(verbose, f"{len(scope)} modules, {len(cycles)} cycles.")
        described = [describe(graph, cycle) for cycle in cycles]
        return ContractCheck(kept=not cycles, metadata={"cycles": described})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """One line per cycle, each import with its line number."""
        for line in cast(list[str], check.metadata["cycles"]):
            output.print_error(line, bold=False)
            output.new_line()


def _modules_under(graph: grimp.ImportGraph, packages: set[Module]) -> set[str]:
    found: set[str] = set()
    for package in packages:
        found.add(package.name)
        found |= graph.find_descendants(package.name)
    return found


def find_cycles(graph: grimp.ImportGraph, scope: set[str]) -> list[Cycle]:
    """The shortest cycle through each import of ``scope`` that has one, each cycle once."""
    cycles: list[Cycle] = []
    seen: set[frozenset[str]] = set()
    for importer in sorted(scope):
        for imported in sorted(graph.find_modules_directly_imported_by(importer) & scope):
            back = graph.find_shortest_chain(importer=imported, imported=importer)
            if back is None:
                continue
            cycle = (importer, *back)
            if frozenset(cycle) not in seen:
                seen.add(frozenset(cycle))
                cycles.append(cycle)
    return cycles


def describe(graph: grimp.ImportGraph, cycle: Cycle) -> str:
    """``a (l.3) -> b (l.9) -> a``: where each link of the cycle is written."""
    links = []
    for importer, imported in itertools.pairwise(cycle):
        details = graph.get_import_details(importer=importer, imported=imported)
        lines = ", ".join(str(detail["line_number"]) for detail in details)
        links.append(f"{importer} (l.{lines})" if lines else importer)
    return " -> ".join([*links, cycle[-1]])
