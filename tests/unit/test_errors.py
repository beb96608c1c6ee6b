"""engine/errors.py: every exception the engine defines is in the one documented hierarchy."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import engine
from engine import errors
from engine.errors import EngineError, ErrorKind, WorkerFailure
from engine.workers import protocol


def _engine_exceptions() -> dict[str, type[BaseException]]:
    """Every exception class defined in a module of ``engine``, by qualified name."""
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        if info.name.startswith("engine.workers.main"):
            continue  # the worker's entry point: importing it is harmless, but not needed
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, BaseException)
                and value.__module__ == info.name
            ):
                found[f"{info.name}.{name}"] = value
    return found


def test_every_engine_exception_derives_from_engine_error() -> None:
    found = _engine_exceptions()
    assert len(found) >= 15  # the walk found the modules
    strays = [name for name, cls in found.items() if not issubclass(cls, EngineError)]
    assert strays == []


def test_the_docstring_draws_every_leaf() -> None:
    drawn = errors.__doc__ or ""
    for name, cls in _engine_exceptions().items():
        assert cls.__name__ in drawn, f"{name} is missing from engine/errors.py's tree"


def test_error_kind_keeps_its_wire_values_and_protocol_name() -> None:
    assert protocol.ErrorKind is ErrorKind
    assert [k.value for k in ErrorKind] == [
        "oom", "abort", "hang", "driver", "cancelled", "bad_input", "bad_model",
        "not_loaded", "internal",
    ]  # fmt: skip
    assert {k for k in ErrorKind if k.environmental} == {"oom", "abort", "hang", "driver"}


def test_codes_follow_the_failure() -> None:
    from engine.inputs import InvalidRequest
    from engine.models.errors import ModelFileError
    from engine.supervisor import WorkerError
    from engine.workers.context import WorkFailed

    worker = WorkerError("oom", "out of memory")
    assert isinstance(worker, WorkerFailure) and worker.code == "oom"
    assert WorkFailed("hang", "stuck").code == "hang"
    assert ModelFileError("/x.gguf", "no such file").code == "bad_model"
    invalid = InvalidRequest("max_tokens", "must be positive")
    assert invalid.code == "bad_input" and isinstance(invalid, ValueError)
