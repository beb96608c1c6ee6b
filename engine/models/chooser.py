"""Choosing the chat model and its fallback among the models Spillway knows and the GGUF
files other programs keep: one list, each with its facts and costs, and the offer.

``candidates`` and ``resolve`` read and hash files: run them off the UI thread.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.estimate.llm import LlmShape
from engine.models.costs import ProfileCost, Room, profile_costs
from engine.models.errors import ModelFileError
from engine.models.fallback import choose_fallback
from engine.models.gguf_meta import GgufMetadata
from engine.models.registry import ModelKind, ModelRegistry, ModelRole
from engine.models.scan import Source, Store, check, find

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Candidate:
    """A chat model the user can choose.

    ``key`` is its registry id, or the file's path while it is not added; ``problem`` says
    why it cannot be chosen (a broken file), and is empty when it can.
    """

    key: str
    name: str
    path: Path
    where: str
    size: int
    meta: GgufMetadata | None = None
    problem: str = ""
    costs: tuple[ProfileCost, ...] = ()
    model_id: str | None = None

    @property
    def usable(self) -> bool:
        """True when the file was read and can be chosen."""
        return self.meta is not None and not self.problem


class ModelChooser:
    """The registry's chat models plus those found in ``stores``, costed at ``shape``."""

    def __init__(
        self, registry: ModelRegistry, stores: Sequence[Store], shape: LlmShape, room: Room
    ) -> None:
        self.registry = registry
        self.stores = list(stores)
        self.shape = shape
        self.room = room

    def candidates(self, folders: Sequence[Path] = ()) -> list[Candidate]:
        """Known chat models first, then files found in the stores and ``folders``."""
        result = [self._known(entry_id) for entry_id in self._llm_ids()]
        known = {c.path.resolve(): c.key for c in result if c.path.exists()}
        stores = [Store(Source.FOLDER, Path(f)) for f in folders] + self.stores
        for found in find(stores):
            scanned = check(found, self.registry.gguf, self.shape, self.room, known)
            if scanned.registered:
                continue
            meta = scanned.meta
            result.append(
                Candidate(
                    key=str(found.path),
                    name=meta.name if meta else found.label,
                    path=found.path,
                    where=f"{found.source.value}: {found.label}",
                    size=scanned.size,
                    meta=meta,
                    problem=scanned.problem,
                    costs=scanned.costs,
                )
            )
        return result

    def _llm_ids(self) -> list[str]:
        return [e.id for e in self.registry.entries() if e.kind is ModelKind.LLM]

    def _known(self, model_id: str) -> Candidate:
        entry = self.registry.get(model_id)
        where = "Spillway" if entry.source == "default" else "added"
        try:
            meta = self.registry.inspect(model_id, verify=False).gguf
            size = entry.path.stat().st_size
        except (ModelFileError, OSError) as exc:
            reason = exc.reason if isinstance(exc, ModelFileError) else str(exc)
            return Candidate(model_id, entry.name, entry.path, where, 0, problem=reason)
        costs = tuple(profile_costs(meta, self.shape, self.room)) if meta else ()
        return Candidate(
            model_id, entry.name, entry.path, where, size, meta, costs=costs, model_id=model_id
        )

    def offer(self, primary_key: str, candidates: Sequence[Candidate]) -> str | None:
        """The key of the smaller compatible chat model to offer as the fallback."""
        by_key = {c.key: c for c in candidates if c.usable}
        primary = by_key.get(primary_key)
        if primary is None or primary.meta is None:
            return None
        pool = [(c.key, c.meta) for c in by_key.values() if c.meta is not None]
        return choose_fallback(primary.meta, pool)

    def resolve(self, candidate: Candidate, role: ModelRole) -> str:
        """The registry id of a candidate: a found file is added (by reference) first.

        Raises:
            ModelFileError: the file cannot be used (the reason says why).
        """
        if candidate.model_id is not None:
            return candidate.model_id
        label = candidate.where.split(": ", 1)[-1].rsplit("/", 1)[-1].removesuffix(".gguf")
        return self.registry.add(candidate.path, role, label=label).id
