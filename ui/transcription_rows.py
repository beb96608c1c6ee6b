"""The transcription queue's rows as plain data: engine events folded in, the ETA measured.

Nothing here draws: ``TranscriptionPanel`` shows these rows. The ETA comes from measured
progress (audio seconds done per wall second since the work started), not from a timer
started at the first estimate, so it never reaches zero with a third of the file to go.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from engine.api import (
    Accepted,
    Cancelled,
    Completed,
    Degraded,
    Failed,
    Queued,
    Retrying,
    Running,
    TimedText,
)
from ui import reason_words, route_words, wording
from ui.language_picker import language_label
from ui.transcript_history import TranscriptRecord
from ui.wording import Plain

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

ACTIVE = ("checking", "queued", "running")
MIN_MEASURED_S = 1.0  # audio seconds done before the measured rate is trusted


@dataclass
class Row:
    """What the panel knows of one file's current submission."""

    path: Path
    tag: str = field(default_factory=lambda: uuid.uuid4().hex)
    record_id: str = field(default_factory=lambda: uuid.uuid4().hex[:16])
    request_id: str | None = None
    state: str = "checking"
    segments: list[TimedText] = field(default_factory=list)
    final_text: str = ""
    duration_s: float = 0.0  # from the file's header (0: unknown)
    done_s: float = 0.0
    total_s: float = 0.0
    eta_s: float | None = None  # the engine's estimate, counted down until progress is known
    eta_since: float = 0.0
    started_at: float | None = None  # when the current attempt began running
    progress_at: float = 0.0  # when the latest progress arrived
    route: str = ""
    route_tip: str = ""
    problem: Plain | None = None  # why it failed, in plain words
    cancel_asked: bool = False
    finished: float = 0.0
    asked_language: str | None = None  # what was asked (None: detect it)
    task: str = "transcribe"  # or "translate" (into English)
    language: str = ""  # the language heard: as asked, or detected once done
    language_probability: float | None = None  # the detection's confidence

    @property
    def language_label(self) -> str:
        """The row's Language cell: "German (detected, 75%)", "French (as asked)"…"""
        language = self.language or (self.asked_language or "")
        asked = self.asked_language is not None
        return language_label(language, self.language_probability, asked, self.task)

    def text(self) -> str:
        """The transcript so far."""
        return "\n".join(s.text.strip() for s in self.segments) or self.final_text

    @property
    def total(self) -> float:
        """The audio's length: from progress, else from the header."""
        return self.total_s or self.duration_s

    @property
    def can_retry(self) -> bool:
        """A failed or cancelled row whose failure a new attempt could change."""
        if self.state == "cancelled":
            return True
        return self.state == "failed" and (self.problem is None or self.problem.retry)

    def record(self) -> TranscriptRecord:
        """The row as the history keeps it."""
        problem = self.problem or Plain("", "")
        return TranscriptRecord(
            self.record_id,
            str(self.path),
            self.state,
            self.finished or time.time(),
            list(self.segments),
            self.final_text,
            self.route,
            self.total,
            problem.title,
            problem.text,
            problem.detail,
            problem.retry,
            self.asked_language,
            self.task,
            self.language,
            self.language_probability,
        )

    @classmethod
    def from_record(cls, record: TranscriptRecord) -> Row:
        """A finished row from the history."""
        problem = (
            Plain(
                record.error_title,
                record.error_text,
                wording.Level.ERROR,
                record.error_detail,
                record.retry,
            )
            if record.error_title
            else None
        )
        done = record.duration_s if record.state == "done" else 0.0
        return cls(
            Path(record.path),
            record_id=record.id,
            state=record.state,
            segments=list(record.segments),
            final_text=record.final_text,
            duration_s=record.duration_s,
            done_s=done,
            route=record.route,
            problem=problem,
            finished=record.finished,
            asked_language=record.asked_language,
            task=record.task,
            language=record.language,
            language_probability=record.language_probability,
        )


def eta_seconds(row: Row, now: float) -> float | None:
    """Seconds until ``row`` is done, or None when nothing can be said.

    Once some audio is done, from the measured rate since the attempt started (minus the
    time since that progress was reported); before that, the engine's estimate counting
    down, never below zero.
    """
    if row.state not in ("queued", "running"):
        return None
    total = row.total
    if row.started_at is not None and row.done_s >= MIN_MEASURED_S and total > 0:
        elapsed = max(row.progress_at - row.started_at, 1e-3)
        rate = row.done_s / elapsed  # audio seconds per wall second
        left = (total - row.done_s) / rate - (now - row.progress_at)
        return max(left, 0.0)
    if row.eta_s is None:
        return None
    return max(row.eta_s - (now - row.eta_since), 0.0)


def apply_event(row: Row, event: object, now: float) -> None:
    """Fold one lifecycle event (not segments or progress) into ``row``."""
    if isinstance(event, Accepted | Queued | Degraded):
        row.eta_s, row.eta_since = event.eta_s, now
    if isinstance(event, Accepted):
        row.route = row.route or route_words.route(event.route)
    elif isinstance(event, Queued):
        row.state = "queued"
    elif isinstance(event, Degraded):
        row.route = route_words.route(event.route)
        model = translate("TranscriptionRows", "Model: {model}").format(model=event.model)
        limits = reason_words.limitations(event.limited_by, event.limitations)
        said = reason_words.said(event.why, event.reason, wording.reason)
        why = translate("Wording", "Why: {reason}.").format(reason=said)
        row.route_tip = "\n".join([model, *(f"• {item}" for item in limits), why])
    elif isinstance(event, Running):
        row.state, row.started_at = "running", now
        row.route = row.route or ("GPU" if event.lane == "gpu" else "CPU")
    elif isinstance(event, Retrying):
        # The next attempt transcribes the file again from the start.
        row.state, row.segments, row.done_s, row.started_at = "queued", [], 0.0, None
        row.route = event.next_lane.upper()
        row.route_tip = translate("TranscriptionRows", "Retrying on {lane}: {reason}").format(
            lane=event.next_lane.upper(), reason=wording.reason(event.error)
        )
    elif isinstance(event, Completed):
        row.state, row.final_text = "done", event.text
        row.done_s = row.total
        row.language = event.language or row.language
        if event.language and row.asked_language is None:
            row.language_probability = event.stats.get("language_probability")
    elif isinstance(event, Failed):
        row.state = "failed"
        row.problem = wording.failure(event.kind, event.message, audio=True)
    elif isinstance(event, Cancelled):
        row.state = "cancelled"


def progress(row: Row, done: float, total: float, now: float) -> None:
    """Fold a progress report into ``row``."""
    row.done_s, row.total_s, row.progress_at = done, total, now
    if row.started_at is None:  # progress without a Running event: count from here
        row.started_at = now


def segment_line(segment: TimedText) -> str:
    """One segment as the results view shows it: "[00:01.2 → 00:04.8] Hello there."."""
    return f"[{stamp(segment.start)} → {stamp(segment.end)}] {segment.text.strip()}"


def stamp(seconds: float) -> str:
    """``mm:ss.d`` (``h:mm:ss.d`` past an hour)."""
    tenths = round(max(seconds, 0.0) * 10)
    minutes, tenths = divmod(tenths, 600)
    hours, minutes = divmod(minutes, 60)
    head = f"{hours}:{minutes:02d}" if hours else f"{minutes:02d}"
    return f"{head}:{tenths // 10:02d}.{tenths % 10}"


def countdown(seconds: float) -> str:
    """A countdown as ``m:ss`` (``h:mm:ss`` past an hour)."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
