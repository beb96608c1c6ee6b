"""engine.models.scan, costs and fallback: models other programs keep, found and costed.

Each store is a fake layout in a temporary folder, laid out as its program lays it out,
holding the real default GGUF (linked, as Ollama's blobs and the Hugging Face cache link).
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.estimate.llm import LlmShape
from engine.models import fingerprint
from engine.models.costs import Room, best_fit, profile_costs
from engine.models.errors import ModelFileError
from engine.models.fallback import choose_fallback, offer_fallback
from engine.models.fingerprint import FingerprintCache
from engine.models.gguf_meta import GgufMetadata, read_gguf
from engine.models.registry import ModelKind, ModelRegistry, ModelRole
from engine.models.scan import (
    OLLAMA_MODEL_LAYER,
    Found,
    Source,
    Store,
    check,
    default_stores,
    find,
)
from tests.unit.tiny_gguf import MakeGguf

MANIFEST = Path(__file__).resolve().parents[2] / "resources" / "models.toml"
DIGEST = "ab" * 32
GIB = 1 << 30
SHAPE = LlmShape(n_ctx=2048)


def ollama_store(root: Path, gguf: Path) -> Path:
    """~/.ollama/models: a manifest per model:tag, its model layer a blob named by digest."""
    manifest = root / "manifests" / "registry.ollama.ai" / "library" / "smollm2" / "135m"
    manifest.parent.mkdir(parents=True)
    layers = [
        {"mediaType": OLLAMA_MODEL_LAYER, "digest": f"sha256:{DIGEST}", "size": 1},
        {"mediaType": "application/vnd.ollama.image.template", "digest": "sha256:" + "cd" * 32},
    ]
    manifest.write_text(json.dumps({"schemaVersion": 2, "layers": layers}))
    other = root / "manifests" / "hf.co" / "someone" / "no-model" / "latest"
    other.parent.mkdir(parents=True)
    other.write_text(
        json.dumps({"layers": [{"mediaType": "application/vnd.ollama.image.license"}]})
    )
    (root / "manifests" / "registry.ollama.ai" / "library" / "smollm2" / "junk").write_text("{")
    (root / "blobs").mkdir()
    (root / "blobs" / f"sha256-{DIGEST}").symlink_to(gguf)
    return root


def hf_cache(root: Path, gguf: Path) -> Path:
    """~/.cache/huggingface/hub: snapshot files link into the repository's blobs."""
    repo = root / "models--HuggingFaceTB--SmolLM2-135M-Instruct-GGUF"
    (repo / "blobs").mkdir(parents=True)
    blob = repo / "blobs" / "0123abcd"
    blob.symlink_to(gguf)
    snapshot = repo / "snapshots" / "9f8e7d" / "q4"
    snapshot.mkdir(parents=True)
    (snapshot / "smollm2-135m-instruct-q4_1.gguf").symlink_to(Path("../../../blobs/0123abcd"))
    (repo / "snapshots" / "9f8e7d" / "README.md").write_text("a model card")
    return root


def lm_studio(root: Path, gguf: Path, make_gguf: MakeGguf) -> Path:
    """~/.lmstudio/models/<publisher>/<repository>/<file>.gguf, one split into parts."""
    folder = root / "bartowski" / "SmolLM2-135M-Instruct-GGUF"
    folder.mkdir(parents=True)
    (folder / "SmolLM2-135M-Instruct-Q4_1.gguf").symlink_to(gguf)
    (folder / "SmolLM2-copy.gguf").symlink_to(gguf)
    make_gguf(folder / "Big-00001-of-00002.gguf", "llama")
    (folder / "Big-00002-of-00002.gguf").write_bytes(b"the second part")
    return root


def test_ollama_manifests_lead_to_their_model_blobs(tmp_path: Path, smollm2_gguf: Path) -> None:
    root = ollama_store(tmp_path / "ollama", smollm2_gguf)
    found = find([Store(Source.OLLAMA, root)])
    assert found == [Found(root / "blobs" / f"sha256-{DIGEST}", Source.OLLAMA, "smollm2:135m")]


def test_the_hugging_face_cache_lists_snapshot_files(tmp_path: Path, smollm2_gguf: Path) -> None:
    root = hf_cache(tmp_path / "hub", smollm2_gguf)
    [found] = find([Store(Source.HUGGING_FACE, root)])
    assert found.label == (
        "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF/q4/smollm2-135m-instruct-q4_1.gguf"
    )
    assert found.path.resolve() == smollm2_gguf.resolve()


def test_lm_studio_lists_files_and_only_the_first_part_of_a_split(
    tmp_path: Path, smollm2_gguf: Path, make_gguf: MakeGguf
) -> None:
    root = lm_studio(tmp_path / "lms", smollm2_gguf, make_gguf)
    labels = [f.label for f in find([Store(Source.LM_STUDIO, root)])]
    folder = "bartowski/SmolLM2-135M-Instruct-GGUF"
    # The same file under two names is listed once, under the first name.
    assert labels == [
        f"{folder}/Big-00001-of-00002.gguf",
        f"{folder}/SmolLM2-135M-Instruct-Q4_1.gguf",
    ]


def test_gpt4all_and_named_folders_are_searched_below_their_root(
    tmp_path: Path, make_gguf: MakeGguf
) -> None:
    gpt4all = tmp_path / "nomic.ai" / "GPT4All"
    gpt4all.mkdir(parents=True)
    make_gguf(gpt4all / "tiny-chat.gguf", "llama")
    mine = tmp_path / "mine" / "deep" / "er"
    mine.mkdir(parents=True)
    make_gguf(mine / "other.GGUF", "qwen2")
    (mine / "notes.txt").write_text("not a model")
    found = find([Store(Source.GPT4ALL, gpt4all), Store(Source.FOLDER, tmp_path / "mine")])
    assert [(f.source, f.label) for f in found] == [
        (Source.GPT4ALL, "tiny-chat.gguf"),
        (Source.FOLDER, "deep/er/other.GGUF"),
    ]


def test_missing_stores_are_skipped_and_one_file_in_two_stores_is_listed_once(
    tmp_path: Path, smollm2_gguf: Path
) -> None:
    stores = [
        Store(Source.OLLAMA, ollama_store(tmp_path / "ollama", smollm2_gguf)),
        Store(Source.HUGGING_FACE, hf_cache(tmp_path / "hub", smollm2_gguf)),
        Store(Source.GPT4ALL, tmp_path / "not-installed"),
    ]
    assert [f.source for f in find(stores)] == [Source.OLLAMA]


def test_default_stores_follow_each_program_and_its_variables(tmp_path: Path) -> None:
    home = tmp_path
    linux = default_stores(home, {}, "Linux")
    assert Store(Source.OLLAMA, home / ".ollama" / "models") in linux
    assert Store(Source.OLLAMA, Path("/usr/share/ollama/.ollama/models")) in linux
    assert Store(Source.LM_STUDIO, home / ".lmstudio" / "models") in linux
    assert Store(Source.GPT4ALL, home / ".local/share/nomic.ai/GPT4All") in linux
    assert Store(Source.HUGGING_FACE, home / ".cache/huggingface/hub") in linux
    env = {"OLLAMA_MODELS": "/srv/ollama", "HF_HOME": "/srv/hf"}
    moved = default_stores(home, env, "Darwin")
    assert moved[0] == Store(Source.OLLAMA, Path("/srv/ollama"))
    assert Store(Source.HUGGING_FACE, Path("/srv/hf/hub")) in moved
    mac_gpt4all = home / "Library" / "Application Support" / "nomic.ai" / "GPT4All"
    assert Store(Source.GPT4ALL, mac_gpt4all) in moved
    windows = default_stores(home, {"LOCALAPPDATA": "C:/Users/a/AppData/Local"}, "Windows")
    assert Store(Source.GPT4ALL, Path("C:/Users/a/AppData/Local/nomic.ai/GPT4All")) in windows


# --- checking and costing -------------------------------------------------------------------


def test_a_found_file_gets_its_header_facts_and_four_costs(
    tmp_path: Path, smollm2_gguf: Path, smollm2_meta: GgufMetadata
) -> None:
    root = ollama_store(tmp_path / "ollama", smollm2_gguf)
    [found] = find([Store(Source.OLLAMA, root)])
    read = _reader(smollm2_gguf, smollm2_meta)
    scanned = check(found, read, SHAPE, Room(gpu=GIB, host=8 * GIB))
    assert scanned.usable and scanned.meta is not None
    assert (scanned.meta.architecture, scanned.meta.quantization) == ("llama", "Q4_1")
    assert scanned.size == smollm2_gguf.stat().st_size
    assert [c.profile for c in scanned.costs] == [
        "all on the GPU",
        "KV cache in host RAM",
        "planned split (15 of 30 layers)",
        "CPU replica",
    ]
    on_gpu, _, _, on_cpu = scanned.costs
    assert on_gpu.fits and on_gpu.device_bytes > scanned.meta.weights_bytes
    assert on_cpu.device_bytes == 0 and on_cpu.host_bytes > scanned.meta.weights_bytes


def test_costs_say_what_fits_the_room_and_none_without_a_gpu(smollm2_meta: GgufMetadata) -> None:
    costs = profile_costs(smollm2_meta, SHAPE, Room(gpu=None, host=8 * GIB))
    assert [c.fits for c in costs] == [None, None, None, True]
    assert best_fit(costs) == costs[3]
    tight = profile_costs(smollm2_meta, SHAPE, Room(gpu=50 << 20, host=8 * GIB))
    assert tight[0].fits is False
    assert best_fit(profile_costs(smollm2_meta, SHAPE, Room(gpu=0, host=0))) is None


def test_a_truncated_or_foreign_file_is_refused_with_its_reason(
    tmp_path: Path, smollm2_gguf: Path
) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "cut.gguf").write_bytes(smollm2_gguf.read_bytes()[: 64 << 10])
    (folder / "notes.gguf").write_text("these are notes")
    (folder / "gone.gguf").symlink_to(tmp_path / "deleted.gguf")
    room = Room(gpu=GIB, host=8 * GIB)
    reasons = {
        f.label: check(f, read_gguf, SHAPE, room).problem
        for f in find([Store(Source.FOLDER, folder)])
    }
    assert "damaged or truncated" in reasons["cut.gguf"]
    assert "not a GGUF model file" in reasons["notes.gguf"]
    assert reasons["gone.gguf"] == "no such file"


# --- adding by reference ---------------------------------------------------------------------


def _reader(gguf: Path, meta: GgufMetadata) -> Callable[[Path], GgufMetadata]:
    """``read_gguf``, with the default model's header read once per test session (its
    vocabulary takes seconds to parse)."""

    def read(path: Path) -> GgufMetadata:
        same = path.resolve() == gguf.resolve()
        return dataclasses.replace(meta, path=path) if same else read_gguf(path)

    return read


def _registry(tmp_path: Path, known: dict[Path, GgufMetadata] | None = None) -> ModelRegistry:
    """A registry in ``tmp_path``; ``known`` headers are cached as if read before."""
    cache = FingerprintCache(tmp_path / "fp.json")
    for path, meta in (known or {}).items():
        cache.remember(path, "gguf-metadata-v1", dataclasses.replace(meta, path=path).to_json())
    return ModelRegistry(MANIFEST, tmp_path / "models.toml", cache, tmp_path)


def test_adding_a_found_blob_keeps_it_in_place_hashed_once(
    tmp_path: Path, smollm2_gguf: Path, smollm2_meta: GgufMetadata, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = shutil.copyfile(smollm2_gguf, tmp_path / "downloaded.gguf")
    root = ollama_store(tmp_path / "ollama", copy)
    [found] = find([Store(Source.OLLAMA, root)])
    registry = _registry(tmp_path, {copy: smollm2_meta, smollm2_gguf: smollm2_meta})
    entry = registry.add(found.path, ModelRole.FALLBACK, label=found.label)
    assert entry.id == "user-smollm2-135m"
    assert entry.path == copy  # by reference: the blob's target, not a copy of it
    assert sorted(p.name for p in tmp_path.glob("*.gguf")) == ["downloaded.gguf"]
    # Hashed once: a second registry reads the SHA-256 and header from the cache.
    monkeypatch.setattr(fingerprint, "sha256_file", _forbidden)
    again = _registry(tmp_path)
    assert again.get(entry.id) == entry
    assert again.inspect(entry.id).identity == entry.sha256
    assert again.add(found.path, ModelRole.FALLBACK, label=found.label) == entry
    assert [e.id for e in again.entries() if e.source == "user"] == [entry.id]  # not twice
    # The default model's own file is the default model, not a second one.
    assert again.add(smollm2_gguf).id == "smollm2-135m-instruct-q4_1"


def test_adding_a_missing_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    with pytest.raises(ModelFileError, match="no such file"):
        registry.add(tmp_path / "gone.gguf")
    assert not (tmp_path / "models.toml").exists()


def _forbidden(path: Path) -> str:
    raise AssertionError(f"{path} was hashed again")


# --- the fallback offer ----------------------------------------------------------------------


def _smaller(meta: GgufMetadata, path: Path, template: str | None = "{{ x }}") -> GgufMetadata:
    layers = tuple(b // 4 for b in meta.layer_bytes)
    return dataclasses.replace(meta, path=path, layer_bytes=layers, chat_template=template)


def test_the_largest_smaller_chat_model_is_offered(
    smollm2_meta: GgufMetadata, tmp_path: Path
) -> None:
    small = _smaller(smollm2_meta, tmp_path / "small.gguf")
    smaller = _smaller(small, tmp_path / "smaller.gguf")
    base_model = _smaller(smollm2_meta, tmp_path / "base.gguf", template=None)
    bigger = dataclasses.replace(smollm2_meta, path=tmp_path / "big.gguf", token_embd_bytes=GIB)
    pool = [("smaller", smaller), ("small", small), ("base", base_model), ("big", bigger)]
    assert choose_fallback(smollm2_meta, pool) == "small"
    assert choose_fallback(smollm2_meta, [("self", smollm2_meta), ("big", bigger)]) is None


def test_a_registered_smaller_chat_model_is_offered_when_none_is_set(
    tmp_path: Path, make_gguf: MakeGguf, smollm2_gguf: Path, smollm2_meta: GgufMetadata
) -> None:
    registry = _registry(tmp_path, {smollm2_gguf: smollm2_meta})
    primary = "smollm2-135m-instruct-q4_1"
    assert offer_fallback(registry, primary, "") is None  # one chat model: nothing to offer
    plain = registry.add(make_gguf(tmp_path / "plain.gguf", "llama"))
    assert offer_fallback(registry, primary, "") is None  # no chat template: not a chat model
    chat = registry.add(make_gguf(tmp_path / "chat.gguf", "llama", template="{{ messages }}"))
    offer = offer_fallback(registry, primary, "")
    assert offer is not None and offer.model_id == chat.id
    assert offer.weights_bytes < offer.primary_weights_bytes
    assert offer_fallback(registry, primary, plain.id) is None  # one is set: no offer
    assert registry.get(chat.id).kind is ModelKind.LLM
