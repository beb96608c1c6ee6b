"""The model registry: the default manifest plus the models a user added.

Default models live inside installed packages and are found without importing them
(``importlib.util.find_spec``), then verified by SHA-256 against the manifest. User
models are listed in a TOML file in the user's config folder; each is validated (GGUF
header, or Whisper folder) before it is accepted.

A default model shipped in parts (``parts`` in the manifest: a file split across several
packages) runs from the models folder, where its parts are joined on first use (or by
``spillway models verify``) and its small files copied; see ``engine.models.join``.
"""

from __future__ import annotations

import getpass
import importlib.util
import logging
import os
import re
import tempfile
import tomllib
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

import tomli_w

from engine.models.errors import ModelFileError
from engine.models.fingerprint import FingerprintCache
from engine.models.gguf_meta import GgufMetadata, read_gguf
from engine.models.join import materialize
from engine.models.whisper_meta import WhisperMetadata, read_whisper

log = logging.getLogger(__name__)
_GGUF_FACT = "gguf-metadata-v1"  # bump when GgufMetadata changes shape
MODELS_DIR_ENV = "SPILLWAY_MODELS_DIR"  # one models folder shared by several data folders


class ModelKind(StrEnum):
    """What a model does."""

    LLM = "llm"
    WHISPER = "whisper"


class ModelRole(StrEnum):
    """What a model is for: the one asked first, or the smaller one when that cannot run."""

    PRIMARY = "primary"
    FALLBACK = "fallback"


@dataclass(frozen=True)
class ModelEntry:
    """A model we know of. ``files`` maps a folder model's files to their SHA-256."""

    id: str
    name: str
    kind: ModelKind
    role: ModelRole
    path: Path
    sha256: str | None = None
    files: dict[str, str] = field(default_factory=dict)
    source: str = "default"
    # A model shipped in parts: the package folder holding its small files, and for each
    # split file the parts to join (``path`` is then the folder they are joined into).
    package_dir: Path | None = None
    parts: dict[str, tuple[Path, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ModelInfo:
    """A model checked on disk: its identity and its metadata."""

    entry: ModelEntry
    identity: str
    gguf: GgufMetadata | None = None
    whisper: WhisperMetadata | None = None


class ModelRegistry:
    """Finds, validates and remembers the models Spillway can run."""

    def __init__(
        self,
        manifest: Path,
        user_models: Path | None = None,
        fingerprints: FingerprintCache | None = None,
        models_dir: Path | None = None,
    ) -> None:
        self.manifest = manifest
        self.user_models = user_models
        self.fingerprints = fingerprints or FingerprintCache(None)
        self.models_dir = models_dir or default_models_dir()
        self._entries = {e.id: e for e in _read_manifest(manifest, self.models_dir)}
        for entry in self._read_user_models():
            self._entries.setdefault(entry.id, entry)

    def entries(self) -> list[ModelEntry]:
        """Every known model, defaults first."""
        return sorted(
            self._entries.values(), key=lambda e: (e.source != "default", e.kind, e.role, e.id)
        )

    def get(self, model_id: str) -> ModelEntry:
        """The model with this id.

        Raises:
            KeyError: no such model (the message lists the known ids).
        """
        try:
            return self._entries[model_id]
        except KeyError:
            raise KeyError(
                f"no model {model_id!r}; known: {', '.join(sorted(self._entries))}"
            ) from None

    def find(self, kind: ModelKind, role: ModelRole = ModelRole.PRIMARY) -> ModelEntry | None:
        """The first model of a kind and role (user models after defaults)."""
        return next((e for e in self.entries() if e.kind == kind and e.role == role), None)

    def inspect(self, model_id: str, verify: bool = True) -> ModelInfo:
        """Check a model on disk and read its metadata.

        Raises:
            ModelFileError: missing, damaged, or not the bytes the manifest names.
        """
        entry = self.get(model_id)
        if entry.parts:
            self._materialize(entry)
        identity = self._verify(entry) if verify else ""
        if entry.kind is ModelKind.LLM:
            return ModelInfo(entry, identity, gguf=self.gguf(entry.path))
        return ModelInfo(entry, identity, whisper=read_whisper(entry.path))

    def gguf(self, path: Path) -> GgufMetadata:
        """A GGUF file's metadata, parsed once per version of the file.

        The ``gguf`` reader builds every vocabulary entry (seconds for a large
        vocabulary); the result is remembered beside the file's fingerprint.
        """
        if not Path(path).is_file():
            raise ModelFileError(path, "no such file")
        cached = self.fingerprints.recall(path, _GGUF_FACT)
        if isinstance(cached, dict):
            try:
                return GgufMetadata.from_json(cached)
            except (TypeError, KeyError) as exc:
                log.debug("re-reading %s: cached metadata unusable (%s)", path, exc)
        meta = read_gguf(path)
        self.fingerprints.remember(path, _GGUF_FACT, meta.to_json())
        return meta

    def _materialize(self, entry: ModelEntry) -> None:
        """Join a split default model into the models folder, once."""
        if entry.package_dir is None:
            return
        joined = materialize(entry.path, entry.package_dir, entry.files, entry.parts)
        for name, digest in joined.items():
            self.fingerprints.remember(entry.path / name, "sha256", digest)

    def _verify(self, entry: ModelEntry) -> str:
        if not entry.path.exists():
            raise ModelFileError(
                entry.path, "missing (run `make run` or `make test` to install the default models)"
            )
        if entry.kind is ModelKind.LLM:
            actual = self.fingerprints.sha256(entry.path)
            if entry.sha256 and actual != entry.sha256:
                raise ModelFileError(
                    entry.path,
                    f"SHA-256 {actual[:12]}... is not the expected {entry.sha256[:12]}...",
                )
            return actual
        digests = []
        for name, expected in sorted(entry.files.items()):
            file = entry.path / name
            if not file.is_file():
                raise ModelFileError(file, "missing from the model folder")
            actual = self.fingerprints.sha256(file)
            if actual != expected and name in entry.parts:
                # Our own joined copy, damaged since: join it again from the parts.
                log.warning("%s is not the joined model any more: joining it again", file)
                file.unlink()
                self._materialize(entry)
                actual = self.fingerprints.sha256(file)
            if actual != expected:
                raise ModelFileError(
                    file, f"SHA-256 {actual[:12]}... is not the expected {expected[:12]}..."
                )
            digests.append(actual)
        return digests[0] if len(digests) == 1 else "+".join(d[:16] for d in digests)

    def add(
        self,
        path: Path,
        role: ModelRole = ModelRole.PRIMARY,
        name: str | None = None,
        label: str | None = None,
    ) -> ModelEntry:
        """Validate a GGUF file or a Whisper folder and remember it as a user model.

        The file stays where it is (it is added by reference) and is hashed once: the
        fingerprint cache keeps its SHA-256 and header while its size and mtime hold. A
        file already known is not added twice: a default model's entry is returned, a user
        model's is checked again and updated under its id. ``label`` names the file where
        its own name says nothing (an Ollama blob is ``sha256-...``).

        Raises:
            ModelFileError: the file or folder cannot be used (the reason says why).
        """
        path = Path(path).expanduser().resolve()
        known = next((e for e in self._entries.values() if _same_file(e.path, path)), None)
        if known is not None and known.source != "user":
            return known
        if path.is_dir():
            meta_w = read_whisper(path)
            kind, title = ModelKind.WHISPER, name or f"Whisper {meta_w.variant} ({path.name})"
            sha = None
        else:
            meta = self.gguf(path)
            kind, title = ModelKind.LLM, name or f"{meta.name} {meta.quantization}"
            sha = self.fingerprints.sha256(path)
        stem = label or (path.stem if path.is_file() else path.name)
        model_id = known.id if known else self._free_id(_slug(f"user-{stem}"))
        entry = ModelEntry(model_id, title, kind, role, path, sha256=sha, source="user")
        self._entries[model_id] = entry
        self._write_user_models()
        return entry

    def _free_id(self, model_id: str) -> str:
        """``model_id``, or with a number added when another model has it."""
        candidate, n = model_id, 2
        while candidate in self._entries:
            candidate, n = f"{model_id}-{n}", n + 1
        return candidate

    def remove(self, model_id: str) -> None:
        """Forget a user model (default models cannot be removed)."""
        entry = self.get(model_id)
        if entry.source != "user":
            raise ValueError(f"{model_id} is a default model and cannot be removed")
        del self._entries[model_id]
        self._write_user_models()

    def _read_user_models(self) -> list[ModelEntry]:
        if self.user_models is None or not self.user_models.is_file():
            return []
        try:
            data = tomllib.loads(self.user_models.read_text())
            return [_entry(raw, None, "user") for raw in data.get("model", [])]
        except (OSError, tomllib.TOMLDecodeError, KeyError, ValueError) as exc:
            log.warning("ignoring unreadable user model list %s: %s", self.user_models, exc)
            return []

    def _write_user_models(self) -> None:
        if self.user_models is None:
            return
        rows = [
            {
                k: v
                for k, v in {
                    "id": e.id,
                    "name": e.name,
                    "kind": e.kind.value,
                    "role": e.role.value,
                    "path": str(e.path),
                    "sha256": e.sha256,
                }.items()
                if v
            }
            for e in self._entries.values()
            if e.source == "user"
        ]
        self.user_models.parent.mkdir(parents=True, exist_ok=True)
        self.user_models.write_text(tomli_w.dumps({"model": rows}))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _package_dir(package: str) -> Path:
    """Where an installed package lives, without running its ``__init__``."""
    spec = importlib.util.find_spec(package)
    locations = list(spec.submodule_search_locations or []) if spec else []
    if not locations:
        raise ModelFileError(
            Path(package), f"package {package!r} is not installed (run `make run`)"
        )
    return Path(locations[0])


def default_models_dir() -> Path:
    """Where split default models are joined when no models folder is given: the folder
    named by ``$SPILLWAY_MODELS_DIR``, else one per user in the temporary folder."""
    named = os.environ.get(MODELS_DIR_ENV)
    if named:
        return Path(named)
    return Path(tempfile.gettempdir()) / f"spillway-models-{getpass.getuser()}"


def _parts(raw: dict[str, Any]) -> dict[str, tuple[Path, ...]]:
    """``{"model.bin": ["package/part1", ...]}``: each part inside an installed package."""
    parts: dict[str, tuple[Path, ...]] = {}
    for name, locations in dict(raw.get("parts", {})).items():
        found = []
        for location in locations:
            package, _, inside = str(location).partition("/")
            try:
                found.append(_package_dir(package) / inside)
            except ModelFileError:
                found.append(Path(f"<package {package} not installed>") / inside)
        parts[name] = tuple(found)
    return parts


def _entry(
    raw: dict[str, Any], base: Path | None, source: str, models_dir: Path | None = None
) -> ModelEntry:
    path = Path(raw["path"])
    parts = _parts(raw)
    package_dir = None
    if parts and models_dir is not None:
        try:
            package_dir = _package_dir(raw["package"]) / path
        except ModelFileError:
            package_dir = Path(f"<package {raw['package']} not installed>") / path
        path = models_dir / raw["id"]
    elif "package" in raw:
        try:
            path = _package_dir(raw["package"]) / path
        except ModelFileError:
            path = Path(f"<package {raw['package']} not installed>") / path
    elif base is not None and not path.is_absolute():
        path = base / path
    return ModelEntry(
        id=raw["id"],
        name=raw.get("name", raw["id"]),
        kind=ModelKind(raw["kind"]),
        role=ModelRole(raw.get("role", "primary")),
        path=path,
        sha256=raw.get("sha256"),
        files=dict(raw.get("files", {})),
        source=source,
        package_dir=package_dir,
        parts=parts,
    )


def _read_manifest(manifest: Path, models_dir: Path) -> list[ModelEntry]:
    data = tomllib.loads(manifest.read_text())
    return [_entry(raw, manifest.parent, "default", models_dir) for raw in data.get("model", [])]
