"""Models the user already has: GGUF files in other programs' stores and in named folders.

Where each program keeps its models (its defaults, and the variables that move them):

- Ollama: ``$OLLAMA_MODELS`` or ``~/.ollama/models`` (a Linux service install uses
  ``/usr/share/ollama/.ollama/models``). ``manifests/<registry>/<namespace>/<model>/<tag>``
  are JSON manifests whose ``layers`` name blobs by digest; the layer of media type
  ``application/vnd.ollama.image.model`` is the GGUF, stored as ``blobs/sha256-<hex>``.
- LM Studio: ``~/.lmstudio/models`` (older versions ``~/.cache/lm-studio/models``),
  ``<publisher>/<repository>/<file>.gguf``.
- GPT4All: its data folder (``~/.local/share/nomic.ai/GPT4All`` on Linux), ``*.gguf``.
- Hugging Face: ``$HF_HUB_CACHE``, ``$HF_HOME/hub`` or ``~/.cache/huggingface/hub``;
  ``models--<org>--<name>/snapshots/<revision>/<file>.gguf`` are links into ``blobs/``.

Finding is pure path work (no file is opened except Ollama's small manifests); what a file
is comes from its GGUF header, read once per version of the file through the registry.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from engine.estimate.llm import LlmShape
from engine.models.costs import ProfileCost, Room, profile_costs
from engine.models.errors import ModelFileError
from engine.models.gguf_meta import GgufMetadata

log = logging.getLogger(__name__)
OLLAMA_MODEL_LAYER = "application/vnd.ollama.image.model"
_OLLAMA_DEFAULT_HOST = "registry.ollama.ai"
_SHARD = re.compile(r"-(\d{5})-of-\d{5}\.gguf$", re.IGNORECASE)
_MAX_DEPTH = 6  # folders below a store's root: enough for every layout above


class Source(StrEnum):
    """Which program's store a file was found in."""

    OLLAMA = "Ollama"
    LM_STUDIO = "LM Studio"
    GPT4ALL = "GPT4All"
    HUGGING_FACE = "Hugging Face"
    FOLDER = "folder"


@dataclass(frozen=True)
class Store:
    """A place to look for models, and how it is laid out."""

    source: Source
    root: Path


@dataclass(frozen=True)
class Found:
    """A GGUF file a store holds. ``label`` is how that store names it."""

    path: Path
    source: Source
    label: str


@dataclass(frozen=True)
class ScannedModel:
    """A found file, checked: its header's facts and costs, or why it cannot be used.

    ``registered`` is the id of the known model with the same file, if there is one.
    """

    found: Found
    size: int
    meta: GgufMetadata | None = None
    problem: str = ""
    costs: tuple[ProfileCost, ...] = ()
    registered: str | None = None

    @property
    def usable(self) -> bool:
        """True when the header was read and the model can be estimated."""
        return self.meta is not None


def default_stores(home: Path, env: Mapping[str, str], system: str) -> list[Store]:
    """The stores the known programs use on ``system`` ("Linux", "Darwin", "Windows")."""
    stores: list[Store] = []
    if env.get("OLLAMA_MODELS"):
        stores.append(Store(Source.OLLAMA, Path(env["OLLAMA_MODELS"])))
    else:
        stores.append(Store(Source.OLLAMA, home / ".ollama" / "models"))
        if system == "Linux":
            stores.append(Store(Source.OLLAMA, Path("/usr/share/ollama/.ollama/models")))
    for folder in (home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"):
        stores.append(Store(Source.LM_STUDIO, folder))
    stores.append(Store(Source.GPT4ALL, _gpt4all_folder(home, env, system)))
    stores.append(Store(Source.HUGGING_FACE, _hf_cache(home, env)))
    return stores


def _gpt4all_folder(home: Path, env: Mapping[str, str], system: str) -> Path:
    if system == "Darwin":
        return home / "Library" / "Application Support" / "nomic.ai" / "GPT4All"
    if system == "Windows":
        local = env.get("LOCALAPPDATA") or str(home / "AppData" / "Local")
        return Path(local) / "nomic.ai" / "GPT4All"
    data = env.get("XDG_DATA_HOME") or str(home / ".local" / "share")
    return Path(data) / "nomic.ai" / "GPT4All"


def _hf_cache(home: Path, env: Mapping[str, str]) -> Path:
    if env.get("HF_HUB_CACHE"):
        return Path(env["HF_HUB_CACHE"])
    if env.get("HF_HOME"):
        return Path(env["HF_HOME"]) / "hub"
    cache = env.get("XDG_CACHE_HOME") or str(home / ".cache")
    return Path(cache) / "huggingface" / "hub"


def find(stores: Iterable[Store]) -> list[Found]:
    """Every GGUF file in ``stores``, each file once (the first store to name it wins)."""
    seen: set[Path] = set()
    found: list[Found] = []
    for store in stores:
        if not store.root.is_dir():
            continue
        for item in _finder(store.source)(store.root):
            key = _real(item.path)
            if key not in seen:
                seen.add(key)
                found.append(item)
    return found


def _finder(source: Source) -> Callable[[Path], Iterator[Found]]:
    if source is Source.OLLAMA:
        return find_ollama
    if source is Source.HUGGING_FACE:
        return find_hugging_face
    return lambda root: find_gguf_files(root, source)


def _real(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def find_ollama(root: Path) -> Iterator[Found]:
    """The model blob of each Ollama manifest under ``root``."""
    manifests = root / "manifests"
    for manifest in _files(manifests):
        digest = _ollama_model_digest(manifest)
        if digest is None:
            continue
        parts = manifest.relative_to(manifests).parts
        yield Found(
            root / "blobs" / digest.replace(":", "-", 1), Source.OLLAMA, _ollama_name(parts)
        )


def _ollama_model_digest(manifest: Path) -> str | None:
    """The digest of the manifest's model layer, or None (not a manifest, or no model)."""
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.info("skipping unreadable Ollama manifest %s: %s", manifest, exc)
        return None
    layers = data.get("layers") if isinstance(data, dict) else None
    for layer in layers if isinstance(layers, list) else []:
        if isinstance(layer, dict) and layer.get("mediaType") == OLLAMA_MODEL_LAYER:
            digest = layer.get("digest")
            if isinstance(digest, str) and re.fullmatch(r"sha256:[0-9a-f]{64}", digest):
                return digest
    return None


def _ollama_name(parts: tuple[str, ...]) -> str:
    """How ``ollama list`` names a manifest: ``model:tag``, with its namespace and host
    when they are not the defaults."""
    if len(parts) < 2:
        return "/".join(parts)
    *where, model, tag = parts
    if len(where) == 2 and where[0] == _OLLAMA_DEFAULT_HOST:
        where = [] if where[1] == "library" else [where[1]]
    return "/".join([*where, model]) + f":{tag}"


def find_hugging_face(root: Path) -> Iterator[Found]:
    """GGUF files in the snapshots of a Hugging Face hub cache."""
    for repo in sorted(root.glob("models--*")):
        name = repo.name.removeprefix("models--").replace("--", "/")
        snapshots = repo / "snapshots"
        for path in _ggufs(snapshots):
            relative = path.relative_to(snapshots).parts[1:]  # past the revision
            yield Found(path, Source.HUGGING_FACE, "/".join((name, *relative)))


def find_gguf_files(root: Path, source: Source = Source.FOLDER) -> Iterator[Found]:
    """GGUF files anywhere in a folder (LM Studio, GPT4All, a folder the user names)."""
    for path in _ggufs(root):
        yield Found(path, source, str(path.relative_to(root)))


def _ggufs(root: Path) -> Iterator[Path]:
    """GGUF files under ``root``; of a split model only its first part (llama.cpp loads the
    rest from it)."""
    for path in _files(root):
        if not path.name.lower().endswith(".gguf"):
            continue
        shard = _SHARD.search(path.name)
        if shard is None or int(shard.group(1)) == 1:
            yield path


def _files(root: Path) -> Iterator[Path]:
    """Files under ``root`` in a stable order, not following linked folders (no loops)."""
    if not root.is_dir():
        return
    base_depth = len(root.parts)
    for folder, subfolders, names in os.walk(root):
        depth = len(Path(folder).parts) - base_depth
        keep = depth < _MAX_DEPTH
        subfolders[:] = sorted(d for d in subfolders if keep and not d.startswith("."))
        for name in sorted(names):
            yield Path(folder) / name


def check(
    found: Found,
    read: Callable[[Path], GgufMetadata],
    shape: LlmShape,
    room: Room,
    known: Mapping[Path, str] | None = None,
) -> ScannedModel:
    """Read a found file's header (with ``read``) and cost it; a broken file gets its reason.

    ``known`` maps the resolved paths of registered models to their ids.
    """
    registered = (known or {}).get(_real(found.path))
    try:
        size = found.path.stat().st_size
    except OSError as exc:
        reason = "no such file" if isinstance(exc, FileNotFoundError) else str(exc)
        return ScannedModel(found, 0, problem=reason, registered=registered)
    try:
        meta = read(found.path)
    except ModelFileError as exc:
        return ScannedModel(found, size, problem=exc.reason, registered=registered)
    costs = tuple(profile_costs(meta, shape, room))
    return ScannedModel(found, size, meta, costs=costs, registered=registered)
