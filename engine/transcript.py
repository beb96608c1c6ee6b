"""Transcripts as files: plain text, SubRip (SRT) and WebVTT, from timed segments."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

FORMATS = ("txt", "srt", "vtt")


@dataclass(frozen=True)
class TimedText:
    """One segment of a transcript, times in seconds."""

    start: float
    end: float
    text: str


def _timestamp(seconds: float, separator: str) -> str:
    millis = round(max(seconds, 0.0) * 1000)
    hours, millis = divmod(millis, 3_600_000)
    minutes, millis = divmod(millis, 60_000)
    secs, millis = divmod(millis, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}{separator}{millis:03d}"


def render(segments: Sequence[TimedText], fmt: str) -> str:
    """A transcript in ``txt``, ``srt`` or ``vtt``.

    Raises:
        ValueError: an unknown format.
    """
    if fmt == "txt":
        return "\n".join(s.text.strip() for s in segments) + ("\n" if segments else "")
    if fmt == "srt":
        blocks = [
            f"{i}\n{_timestamp(s.start, ',')} --> {_timestamp(s.end, ',')}\n{s.text.strip()}\n"
            for i, s in enumerate(segments, 1)
        ]
        return "\n".join(blocks)
    if fmt == "vtt":
        blocks = [
            f"{_timestamp(s.start, '.')} --> {_timestamp(s.end, '.')}\n{s.text.strip()}\n"
            for s in segments
        ]
        return "WEBVTT\n\n" + "\n".join(blocks)
    raise ValueError(f"unknown transcript format {fmt!r} (use {', '.join(FORMATS)})")
