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
    """SHA-256 per file, remembered across runs in a small JSON file.

    A file whose size or modification time changed is hashed again, so the cache never
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
        file = Path(file).resolve()
        stat = file.stat()
        key = str(file)
        entry = self._entries.get(key)
        if (
            entry
            and entry.get("size") == stat.st_size
            and entry.get("mtime_ns") == stat.st_mtime_ns
        ):
            return str(entry["sha256"])
        digest = sha256_file(file)
        self._entries[key] = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": digest}
        self._save()
        return digest

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
