"""Finished transcriptions, kept in the data folder so they are still there after a restart.

One small JSON file per transcription (``<id>.json``), written atomically. A damaged file is
skipped with a warning and left where it is; nothing is ever deleted but by the user.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

from engine.api import TimedText

log = logging.getLogger(__name__)


@dataclass
class TranscriptRecord:
    """One file's finished transcription: where it came from, how it ended, its segments."""

    id: str
    path: str
    state: str  # "done", "failed" or "cancelled"
    finished: float  # seconds since the epoch
    segments: list[TimedText] = field(default_factory=list)
    final_text: str = ""
    route: str = ""
    duration_s: float = 0.0
    error_title: str = ""
    error_text: str = ""
    error_detail: str = ""
    retry: bool = True
    asked_language: str | None = None  # None: detected
    task: str = "transcribe"
    language: str = ""
    language_probability: float | None = None


class TranscriptHistory:
    """Reads and writes ``TranscriptRecord`` files in ``folder`` (None: keep nothing)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    def load(self) -> list[TranscriptRecord]:
        """Every readable record, oldest first."""
        if self.folder is None or not self.folder.is_dir():
            return []
        records = []
        for file in self.folder.glob("*.json"):
            try:
                records.append(_record(json.loads(file.read_text(encoding="utf-8"))))
            except (OSError, ValueError, TypeError, KeyError) as exc:
                log.warning("skipping the damaged transcript %s: %s", file, exc)
        return sorted(records, key=lambda record: record.finished)

    def save(self, record: TranscriptRecord) -> None:
        """Write ``record`` (replacing an older version of it) atomically.

        Raises:
            OSError: the folder cannot be created or the file cannot be written.
        """
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        data = json.dumps(asdict(record), ensure_ascii=False, indent=1)
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as file:
                file.write(data)
            os.replace(tmp, self.folder / f"{record.id}.json")
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def remove(self, record_id: str) -> None:
        """Forget one record (the user removed its row)."""
        if self.folder is not None:
            (self.folder / f"{record_id}.json").unlink(missing_ok=True)


def _record(data: dict[str, object]) -> TranscriptRecord:
    segments = data.pop("segments", [])
    if not isinstance(segments, list):
        raise TypeError("segments is not a list")
    record = TranscriptRecord(**data)  # type: ignore[arg-type]
    record.segments = [
        TimedText(float(s["start"]), float(s["end"]), str(s["text"])) for s in segments
    ]
    return record
