"""Module and function sizes of the code base: the median and the largest, per package.

Run from the repository root: ``python packaging/code_sizes.py [engine app ui]``. A module's size
is its line count; a function's (methods and nested functions included) runs from its ``def``
line to its last line, decorators excluded.
"""

from __future__ import annotations

import ast
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_PACKAGES = ("engine", "app", "ui")


def function_sizes(source: str) -> list[int]:
    """The line count of every function and method defined in ``source``."""
    sizes = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.end_lineno:
            sizes.append(node.end_lineno - node.lineno + 1)
    return sizes


def package_sizes(folder: Path) -> tuple[list[int], list[int]]:
    """Module line counts and function line counts under ``folder``."""
    modules: list[int] = []
    functions: list[int] = []
    for path in sorted(folder.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        modules.append(len(text.splitlines()))
        functions.extend(function_sizes(text))
    return modules, functions


def row(name: str, modules: list[int], functions: list[int]) -> str:
    """One line of the table: counts, medians and maxima."""
    return (
        f"{name:<8} {len(modules):>4} modules  median {statistics.median(modules):>5.0f}"
        f"  max {max(modules):>4}   {len(functions):>5} functions  median"
        f" {statistics.median(functions):>3.0f}  max {max(functions):>3}"
    )


def main(argv: list[str]) -> None:
    """Print a row per package, then one for all of them together."""
    all_modules: list[int] = []
    all_functions: list[int] = []
    for name in argv or DEFAULT_PACKAGES:
        modules, functions = package_sizes(ROOT / name)
        print(row(name, modules, functions))
        all_modules += modules
        all_functions += functions
    print(row("all", all_modules, all_functions))


if __name__ == "__main__":
    main(sys.argv[1:])
