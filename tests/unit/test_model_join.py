"""engine.models.join and the registry's split default models: joined once, verified."""

from __future__ import annotations

import hashlib
import importlib
import json
from pathlib import Path

import pytest

from engine.models import fingerprint
from engine.models.errors import ModelFileError
from engine.models.fingerprint import FingerprintCache
from engine.models.join import join_parts
from engine.models.registry import ModelRegistry

PART = 600_000  # two parts make a "model" just over read_whisper's 1 MB floor
PART_LOCATIONS = ["splitmodel_one/data/model.bin.part1", "splitmodel_two/data/model.bin.part2"]


def _parts(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    parts = []
    for n, fill in enumerate((b"a", b"b"), 1):
        part = folder / f"model.bin.part{n}"
        part.write_bytes(fill * PART)
        parts.append(part)
    return parts


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_parts_are_joined_into_place_and_nothing_else_is_left(tmp_path: Path) -> None:
    parts = _parts(tmp_path / "parts")
    target = tmp_path / "out" / "model.bin"
    digest = join_parts(parts, target, _sha(b"a" * PART + b"b" * PART))
    assert target.read_bytes() == b"a" * PART + b"b" * PART
    assert digest == _sha(target.read_bytes())
    assert [p.name for p in target.parent.iterdir()] == ["model.bin"]
    assert all(p.is_file() for p in parts)  # the installed parts are not touched


def test_a_join_with_the_wrong_bytes_leaves_nothing_behind(tmp_path: Path) -> None:
    parts = _parts(tmp_path / "parts")
    target = tmp_path / "out" / "model.bin"
    with pytest.raises(ModelFileError, match="reinstall the model packages"):
        join_parts(parts, target, "0" * 64)
    assert list(target.parent.iterdir()) == []


def test_a_missing_part_is_named(tmp_path: Path) -> None:
    parts = _parts(tmp_path / "parts")
    parts[1].unlink()
    with pytest.raises(ModelFileError, match="missing") as raised:
        join_parts(parts, tmp_path / "model.bin", "0" * 64)
    assert raised.value.path == parts[1]


@pytest.fixture
def split_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two installed packages holding a Whisper folder's files, model.bin in two parts;
    returns the manifest naming them."""
    site = tmp_path / "site"
    first, second = site / "splitmodel_one", site / "splitmodel_two"
    for package in (first, second):
        (package / "data").mkdir(parents=True)
        (package / "__init__.py").write_text("")
    one, two = _parts(tmp_path / "made")
    one.rename(first / "data" / "model.bin.part1")
    two.rename(second / "data" / "model.bin.part2")
    small = {"config.json": "{}", "tokenizer.json": "{}", "vocabulary.txt": "a\n"}
    for name, text in small.items():
        (first / "data" / name).write_text(text)
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    files = {name: _sha(text.encode()) for name, text in small.items()}
    files["model.bin"] = _sha(b"a" * PART + b"b" * PART)
    rows = "\n".join(f'"{name}" = "{digest}"' for name, digest in files.items())
    manifest = tmp_path / "models.toml"
    manifest.write_text(
        '[[model]]\nid = "split"\nkind = "whisper"\npackage = "splitmodel_one"\npath = "data"\n'
        "[model.parts]\n"
        f'"model.bin" = {json.dumps(PART_LOCATIONS)}\n'
        f"[model.files]\n{rows}\n"
    )
    return manifest


def _registry(tmp_path: Path, manifest: Path) -> ModelRegistry:
    cache = FingerprintCache(tmp_path / "fp.json")
    return ModelRegistry(manifest, None, cache, models_dir=tmp_path / "models")


def test_a_split_default_model_is_joined_on_first_use_then_only_read(
    tmp_path: Path, split_model: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    registry = _registry(tmp_path, split_model)
    folder = tmp_path / "models" / "split"
    assert registry.get("split").path == folder
    info = registry.inspect("split")
    assert info.whisper is not None and info.whisper.model_bytes == 2 * PART
    assert sorted(p.name for p in folder.iterdir()) == [
        "config.json",
        "model.bin",
        "tokenizer.json",
        "vocabulary.txt",
    ]
    joined_at = (folder / "model.bin").stat().st_mtime_ns
    monkeypatch.setattr(fingerprint, "sha256_file", _no_hashing)
    assert _registry(tmp_path, split_model).inspect("split").identity == info.identity
    assert (folder / "model.bin").stat().st_mtime_ns == joined_at  # not joined again


def test_a_damaged_joined_file_is_joined_again(tmp_path: Path, split_model: Path) -> None:
    registry = _registry(tmp_path, split_model)
    registry.inspect("split")
    joined = tmp_path / "models" / "split" / "model.bin"
    with joined.open("r+b") as f:
        f.write(b"zzzz")
    registry.inspect("split")
    assert joined.read_bytes() == b"a" * PART + b"b" * PART


def _no_hashing(path: Path) -> str:
    raise AssertionError(f"{path} was hashed again")
