"""engine.models.registry: the default manifest, SHA-256 checks, and user models."""

from __future__ import annotations

import logging
import re
import shutil
import tomllib
from pathlib import Path

import pytest

from engine.models import registry as registry_module
from engine.models.errors import ModelFileError
from engine.models.fingerprint import FingerprintCache, sha256_file
from engine.models.gguf_meta import GgufMetadata
from engine.models.registry import ModelEntry, ModelKind, ModelRegistry, ModelRole
from tests.unit.tiny_gguf import MakeGguf

MANIFEST = Path(__file__).resolve().parents[2] / "resources" / "models.toml"
LLM_ID = "smollm2-135m-instruct-q4_1"
WHISPER_ID = "whisper-tiny-en"


def _registry(tmp_path: Path, manifest: Path = MANIFEST) -> ModelRegistry:
    return ModelRegistry(
        manifest=manifest,
        user_models=tmp_path / "models.toml",
        fingerprints=FingerprintCache(tmp_path / "fp.json"),
    )


def _write_manifest(path: Path, body: str) -> Path:
    path.write_text(body)
    return path


def _fake_whisper(folder: Path) -> Path:
    folder.mkdir()
    for name in ("config.json", "tokenizer.json"):
        (folder / name).write_text("{}")
    (folder / "vocabulary.txt").write_text("a\n")
    with (folder / "model.bin").open("wb") as f:
        f.truncate(2 * 39_000_000)  # sparse: a "tiny" model that costs no disk
    return folder


@pytest.fixture
def registry(tmp_path: Path) -> ModelRegistry:
    return _registry(tmp_path)


# --- the defaults ---------------------------------------------------------------------------


def test_entries_include_the_defaults(
    registry: ModelRegistry, smollm2_gguf: Path, whisper_tiny_dir: Path
) -> None:
    entries = {e.id: e for e in registry.entries()}
    assert {LLM_ID, WHISPER_ID} <= set(entries)
    llm, whisper = entries[LLM_ID], entries[WHISPER_ID]
    assert (llm.kind, llm.role, llm.source) == (ModelKind.LLM, ModelRole.PRIMARY, "default")
    assert llm.path == smollm2_gguf
    assert llm.sha256 is not None and len(llm.sha256) == 64
    assert (whisper.kind, whisper.source) == (ModelKind.WHISPER, "default")
    assert whisper.path == whisper_tiny_dir
    assert set(whisper.files) == {"model.bin", "config.json", "tokenizer.json", "vocabulary.txt"}


def test_find_and_get(registry: ModelRegistry) -> None:
    llm = registry.find(ModelKind.LLM)
    whisper = registry.find(ModelKind.WHISPER)
    assert llm is not None and llm.id == LLM_ID
    assert whisper is not None and whisper.id == "whisper-base"  # multilingual, by default
    assert registry.find(ModelKind.WHISPER, ModelRole.FALLBACK) == registry.get(WHISPER_ID)
    assert registry.find(ModelKind.LLM, ModelRole.FALLBACK) is None
    assert registry.get(LLM_ID) == llm
    with pytest.raises(KeyError, match=re.escape(LLM_ID)):  # lists the known ids
        registry.get("nope")


@pytest.mark.models
def test_inspect_verifies_the_default_llm(
    registry: ModelRegistry,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    smollm2_gguf: Path,
    smollm2_meta: GgufMetadata,
) -> None:
    # The SHA-256 check is real; the header parse (seconds, tested in test_gguf_meta) is
    # the session's: read_gguf must still be asked for exactly the default file.
    asked: list[Path] = []

    def read_once(path: Path) -> GgufMetadata:
        asked.append(path)
        return smollm2_meta

    monkeypatch.setattr(registry_module, "read_gguf", read_once)
    info = registry.inspect(LLM_ID)
    assert info.identity == registry.get(LLM_ID).sha256
    assert info.identity == sha256_file(smollm2_gguf)
    assert asked == [smollm2_gguf]
    assert info.gguf is smollm2_meta
    assert info.whisper is None
    assert (tmp_path / "fp.json").is_file()  # the digest is remembered


def test_inspect_verifies_the_default_whisper(registry: ModelRegistry) -> None:
    info = registry.inspect(WHISPER_ID)
    files = registry.get(WHISPER_ID).files
    assert info.identity == "+".join(files[name][:16] for name in sorted(files))
    assert info.whisper is not None
    assert info.whisper.variant == "tiny"
    assert info.gguf is None


def test_inspect_without_verifying(registry: ModelRegistry) -> None:
    info = registry.inspect(WHISPER_ID, verify=False)
    assert info.identity == ""
    assert info.whisper is not None


# --- manifests that do not match the disk ---------------------------------------------------


def test_wrong_sha256_is_refused(tmp_path: Path, whisper_tiny_dir: Path) -> None:
    copy = tmp_path / "small.gguf"
    shutil.copy(whisper_tiny_dir / "config.json", copy)
    manifest = _write_manifest(
        tmp_path / "manifest.toml",
        f"""
[[model]]
id = "bad"
kind = "llm"
path = "{copy}"
sha256 = "{"0" * 64}"
""",
    )
    registry = _registry(tmp_path, manifest)
    assert registry.get("bad").path == copy
    with pytest.raises(ModelFileError, match="SHA-256") as info:
        registry.inspect("bad")
    assert info.value.path == copy
    assert sha256_file(copy)[:12] in str(info.value)
    assert "000000000000" in str(info.value)


def test_wrong_sha256_of_a_folder_file_is_refused(tmp_path: Path) -> None:
    folder = _fake_whisper(tmp_path / "w")
    good = sha256_file(folder / "config.json")
    manifest = _write_manifest(
        tmp_path / "manifest.toml",
        f"""
[[model]]
id = "w"
kind = "whisper"
path = "{folder}"
[model.files]
"config.json" = "{good}"
"tokenizer.json" = "{"f" * 64}"
""",
    )
    with pytest.raises(ModelFileError, match="SHA-256") as info:
        _registry(tmp_path, manifest).inspect("w")
    assert info.value.path == folder / "tokenizer.json"


def test_relative_paths_are_relative_to_the_manifest(tmp_path: Path) -> None:
    manifest = _write_manifest(
        tmp_path / "manifest.toml",
        """
[[model]]
id = "rel"
kind = "llm"
path = "models/absent.gguf"
""",
    )
    registry = _registry(tmp_path, manifest)
    entry = registry.get("rel")
    assert entry.path == tmp_path / "models" / "absent.gguf"
    assert entry.name == "rel"
    assert entry.role is ModelRole.PRIMARY
    with pytest.raises(ModelFileError, match="missing") as info:
        registry.inspect("rel")
    assert info.value.path == entry.path


# --- user models ----------------------------------------------------------------------------


def test_add_a_gguf_persists_it(tmp_path: Path, make_gguf: MakeGguf) -> None:
    path = make_gguf(tmp_path / "My Model.gguf", "llama")
    registry = _registry(tmp_path)
    entry = registry.add(path)
    assert entry == ModelEntry(
        id="user-my-model",
        name="Tiny F32",
        kind=ModelKind.LLM,
        role=ModelRole.PRIMARY,
        path=path.resolve(),
        sha256=sha256_file(path),
        source="user",
    )
    assert registry.get(entry.id) == entry
    assert [e.source for e in registry.entries()] == ["default"] * 3 + ["user"]
    assert registry.find(ModelKind.LLM) is not None
    assert registry.find(ModelKind.LLM) == registry.get(LLM_ID)  # defaults come first

    saved = tomllib.loads((tmp_path / "models.toml").read_text())
    assert [row["id"] for row in saved["model"]] == ["user-my-model"]

    again = _registry(tmp_path)
    assert again.get(entry.id) == entry
    info = again.inspect(entry.id)
    assert info.identity == entry.sha256
    assert info.gguf is not None and info.gguf.n_layer == 2


def test_add_with_a_role_and_name(tmp_path: Path, make_gguf: MakeGguf) -> None:
    path = make_gguf(tmp_path / "small.gguf", "llama")
    registry = _registry(tmp_path)
    entry = registry.add(path, role=ModelRole.FALLBACK, name="Small one")
    assert (entry.name, entry.role) == ("Small one", ModelRole.FALLBACK)
    assert registry.find(ModelKind.LLM, ModelRole.FALLBACK) == entry
    assert _registry(tmp_path).find(ModelKind.LLM, ModelRole.FALLBACK) == entry


def test_add_a_whisper_folder(tmp_path: Path) -> None:
    folder = _fake_whisper(tmp_path / "my-whisper")
    registry = _registry(tmp_path)
    entry = registry.add(folder)
    assert entry.id == "user-my-whisper"
    assert entry.kind is ModelKind.WHISPER
    assert entry.name == "Whisper tiny (my-whisper)"
    assert entry.sha256 is None
    assert _registry(tmp_path).get(entry.id) == entry


def test_add_refuses_a_non_gguf_file(tmp_path: Path) -> None:
    path = tmp_path / "notes.gguf"
    path.write_text("just text\n")
    registry = _registry(tmp_path)
    before = registry.entries()
    with pytest.raises(ModelFileError, match="not a GGUF") as info:
        registry.add(path)
    assert info.value.path == path
    assert registry.entries() == before
    assert not (tmp_path / "models.toml").exists()
    assert _registry(tmp_path).entries() == before


def test_add_refuses_an_unknown_architecture(tmp_path: Path, make_gguf: MakeGguf) -> None:
    path = make_gguf(tmp_path / "odd.gguf", "madeup")
    registry = _registry(tmp_path)
    with pytest.raises(ModelFileError, match="unknown architecture"):
        registry.add(path)
    assert not (tmp_path / "models.toml").exists()


def test_remove_a_default_is_refused(registry: ModelRegistry) -> None:
    with pytest.raises(ValueError, match="default model"):
        registry.remove(LLM_ID)
    assert registry.get(LLM_ID).id == LLM_ID


def test_remove_an_unknown_model(registry: ModelRegistry) -> None:
    with pytest.raises(KeyError):
        registry.remove("nope")


def test_remove_a_user_model(tmp_path: Path, make_gguf: MakeGguf) -> None:
    registry = _registry(tmp_path)
    entry = registry.add(make_gguf(tmp_path / "gone.gguf", "llama"))
    registry.remove(entry.id)
    with pytest.raises(KeyError):
        registry.get(entry.id)
    assert tomllib.loads((tmp_path / "models.toml").read_text()) == {"model": []}
    assert {e.source for e in _registry(tmp_path).entries()} == {"default"}


def test_a_user_model_cannot_shadow_a_default(tmp_path: Path) -> None:
    (tmp_path / "models.toml").write_text(
        f'[[model]]\nid = "{LLM_ID}"\nkind = "llm"\npath = "/elsewhere.gguf"\n'
    )
    entry = _registry(tmp_path).get(LLM_ID)
    assert entry.source == "default"
    assert entry.path != Path("/elsewhere.gguf")


def test_an_unreadable_user_list_is_ignored(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "models.toml").write_text("[[model]\nthis is not toml")
    with caplog.at_level(logging.WARNING, logger="engine.models.registry"):
        registry = _registry(tmp_path)
    assert "ignoring unreadable user model list" in caplog.text
    assert {e.source for e in registry.entries()} == {"default"}


def test_gguf_metadata_is_parsed_once_per_version_of_the_file(
    tmp_path: Path, make_gguf: MakeGguf, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_gguf(tmp_path / "tiny.gguf", "llama")
    first = _registry(tmp_path).gguf(path)

    def must_not_parse(_path: Path) -> GgufMetadata:
        raise AssertionError("the cached metadata should have been used")

    monkeypatch.setattr(registry_module, "read_gguf", must_not_parse)
    again = _registry(tmp_path).gguf(path)  # a new instance: the cache is on disk
    assert again == first

    make_gguf(path, "llama", tied=False)  # a new version of the file
    with pytest.raises(AssertionError, match="cached metadata"):
        _registry(tmp_path).gguf(path)
