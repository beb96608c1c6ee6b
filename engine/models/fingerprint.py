"""Model identity: a file's SHA-256, cached by (path, size, mtime) so it is computed once."""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)
_CHUNK = 1 << 20


def sha256_file(path: Path) -> str:
    """The SHA-256 of a file's bytes, hex."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as f:
        while chunk := f.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


class FingerprintCache:
    """Facts about files (their SHA-256, their parsed header), remembered across runs.

    A file whose size or modification time changed loses every fact, so the cache never
    vouches for bytes it did not see.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._entries: dict[str, dict[str, object]] = {}
        if path is not None and path.is_file():
            try:
                self._entries = json.loads(path.read_text())
            except (OSError, ValueError) as exc:
                log.warning("ignoring unreadable fingerprint cache %s: %s", path, exc)

    def sha256(self, file: Path) -> str:
        """The file's SHA-256, from the cache when its size and mtime are unchanged."""
        cached = self.recall(file, "sha256")
        if isinstance(cached, str):
            return cached
        digest = sha256_file(file)
        self.remember(file, "sha256", digest)
        return digest

    def recall(self, file: Path, fact: str) -> object:
        """A fact remembered about ``file`` as it is now, or None."""
        entry = self._current(Path(file).resolve())
        return entry.get(fact) if entry else None

    def remember(self, file: Path, fact: str, value: object) -> None:
        """Remember a fact about ``file`` as it is now."""
        file = Path(file).resolve()
        entry = self._current(file)
        if entry is None:
            stat = file.stat()
            entry = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
            self._entries[str(file)] = entry
        entry[fact] = value
        self._save()

    def _current(self, file: Path) -> dict[str, object] | None:
        entry = self._entries.get(str(file))
        stat = file.stat()
        if (
            entry
            and entry.get("size") == stat.st_size
            and entry.get("mtime_ns") == stat.st_mtime_ns
        ):
            return entry
        return None

    def _save(self) -> None:
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self._entries, indent=1))
            tmp.replace(self.path)
        except OSError as exc:  # a cache: losing it only costs time
            log.warning("could not save fingerprint cache %s: %s", self.path, exc)
