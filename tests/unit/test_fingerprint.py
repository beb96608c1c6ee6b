"""engine.models.fingerprint: SHA-256 per file, cached by (path, size, mtime)."""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

import pytest

from engine.models import fingerprint
from engine.models.fingerprint import FingerprintCache, sha256_file


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class HashCounter:
    """Wraps sha256_file to count how often the cache really reads a file."""

    def __init__(self) -> None:
        self.calls: list[Path] = []

    def __call__(self, path: Path) -> str:
        self.calls.append(Path(path))
        return sha256_file(path)


@pytest.fixture
def counter(monkeypatch: pytest.MonkeyPatch) -> HashCounter:
    wrapped = HashCounter()
    monkeypatch.setattr(fingerprint, "sha256_file", wrapped)
    return wrapped


def _set_mtime(path: Path, mtime_ns: int) -> None:
    os.utime(path, ns=(mtime_ns, mtime_ns))


def test_sha256_file(tmp_path: Path) -> None:
    small = tmp_path / "small"
    small.write_bytes(b"hello")
    assert sha256_file(small) == _sha(b"hello")
    big = tmp_path / "big"  # more than one read chunk
    data = bytes(range(256)) * 10_000
    big.write_bytes(data)
    assert sha256_file(big) == _sha(data)
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    assert sha256_file(empty) == _sha(b"")


def test_recomputes_when_the_file_changes(tmp_path: Path, counter: HashCounter) -> None:
    cache = FingerprintCache(tmp_path / "fp.json")
    file = tmp_path / "model.bin"
    file.write_bytes(b"first version")
    _set_mtime(file, 1_000_000_000_000_000_000)
    first = cache.sha256(file)
    assert first == _sha(b"first version")

    file.write_bytes(b"second, longer version")
    _set_mtime(file, 1_000_000_002_000_000_000)
    second = cache.sha256(file)
    assert second == _sha(b"second, longer version")
    assert second != first
    assert len(counter.calls) == 2


def test_recomputes_when_only_the_mtime_changes(tmp_path: Path, counter: HashCounter) -> None:
    cache = FingerprintCache(None)
    file = tmp_path / "model.bin"
    file.write_bytes(b"abcd")
    _set_mtime(file, 10**18)
    assert cache.sha256(file) == _sha(b"abcd")
    file.write_bytes(b"wxyz")  # same size
    _set_mtime(file, 10**18 + 1)
    assert cache.sha256(file) == _sha(b"wxyz")
    assert len(counter.calls) == 2


def test_recomputes_when_only_the_size_changes(tmp_path: Path, counter: HashCounter) -> None:
    cache = FingerprintCache(None)
    file = tmp_path / "model.bin"
    file.write_bytes(b"abcd")
    _set_mtime(file, 10**18)
    cache.sha256(file)
    file.write_bytes(b"abcde")
    _set_mtime(file, 10**18)  # same mtime
    assert cache.sha256(file) == _sha(b"abcde")
    assert len(counter.calls) == 2


def test_reuses_the_cache_otherwise(tmp_path: Path, counter: HashCounter) -> None:
    cache = FingerprintCache(tmp_path / "fp.json")
    file = tmp_path / "model.bin"
    file.write_bytes(b"weights")
    digest = cache.sha256(file)
    assert cache.sha256(file) == digest
    assert cache.sha256(tmp_path / "." / "model.bin") == digest  # the same file, resolved
    assert counter.calls == [file.resolve()]


def test_the_cache_trusts_size_and_mtime(tmp_path: Path, counter: HashCounter) -> None:
    """Same size, same mtime: the cached digest is returned without reading the file."""
    cache = FingerprintCache(None)
    file = tmp_path / "model.bin"
    file.write_bytes(b"AAAA")
    _set_mtime(file, 10**18)
    digest = cache.sha256(file)
    file.write_bytes(b"BBBB")
    _set_mtime(file, 10**18)
    assert cache.sha256(file) == digest == _sha(b"AAAA")
    assert len(counter.calls) == 1


def test_the_cache_persists_across_instances(tmp_path: Path, counter: HashCounter) -> None:
    store = tmp_path / "cache" / "fp.json"
    file = tmp_path / "model.bin"
    file.write_bytes(b"weights")
    digest = FingerprintCache(store).sha256(file)
    assert store.is_file()
    saved = json.loads(store.read_text())
    assert saved[str(file.resolve())]["sha256"] == digest
    assert saved[str(file.resolve())]["size"] == len(b"weights")

    assert FingerprintCache(store).sha256(file) == digest
    assert len(counter.calls) == 1
    assert list(tmp_path.glob("cache/*.tmp")) == []  # written atomically, no leftovers


def test_no_store_keeps_the_cache_in_memory(tmp_path: Path, counter: HashCounter) -> None:
    cache = FingerprintCache(None)
    file = tmp_path / "model.bin"
    file.write_bytes(b"x")
    assert cache.sha256(file) == cache.sha256(file) == _sha(b"x")
    assert len(counter.calls) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.bin"]


def test_an_unreadable_store_is_ignored(
    tmp_path: Path, counter: HashCounter, caplog: pytest.LogCaptureFixture
) -> None:
    store = tmp_path / "fp.json"
    store.write_text("{ this is not json")
    file = tmp_path / "model.bin"
    file.write_bytes(b"x")
    with caplog.at_level(logging.WARNING, logger="engine.models.fingerprint"):
        cache = FingerprintCache(store)
    assert "ignoring unreadable fingerprint cache" in caplog.text
    assert cache.sha256(file) == _sha(b"x")
    assert len(counter.calls) == 1
    assert json.loads(store.read_text())[str(file.resolve())]["sha256"] == _sha(b"x")


def test_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        FingerprintCache(None).sha256(tmp_path / "absent")
