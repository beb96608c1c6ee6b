"""Errors about model files: always name the file and say what is wrong with it."""

from __future__ import annotations

from pathlib import Path

from engine.errors import EngineError, ErrorKind


class ModelFileError(EngineError):
    """A model file or folder cannot be used.

    Attributes:
        path: the file or folder at fault.
        reason: what is wrong, in words a user can act on.
    """

    code = ErrorKind.BAD_MODEL.value

    def __init__(self, path: Path | str, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")
