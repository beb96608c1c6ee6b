"""Transcripts as files: plain text, SubRip (SRT) and WebVTT, from timed segments."""

from __future__ import annotations

import math
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


def split_cues(
    segments: Sequence[TimedText], max_chars: int = 84, max_seconds: float = 6.0
) -> list[TimedText]:
    """Segments cut into subtitle cues of at most ``max_chars`` and about ``max_seconds``.

    Whisper's segments run up to 30 s and hundreds of characters, too long to read on
    screen. A long segment is cut at word boundaries into pieces of about equal length,
    and its time is shared among them in proportion to their characters (speech runs at
    a roughly even rate of characters), so a cue may run a little past ``max_seconds``.
    A single word longer than ``max_chars`` stays whole.

    Raises:
        ValueError: a limit below one.
    """
    if max_chars < 1 or max_seconds <= 0:
        raise ValueError("cue limits must be positive")
    cues: list[TimedText] = []
    for segment in segments:
        cues.extend(_split_one(segment, max_chars, max_seconds))
    return cues


def _split_one(segment: TimedText, max_chars: int, max_seconds: float) -> list[TimedText]:
    text = " ".join(segment.text.split())
    span = max(segment.end - segment.start, 0.0)
    pieces = max(math.ceil(len(text) / max_chars), math.ceil(span / max_seconds), 1)
    words = text.split(" ")
    if pieces == 1 or len(words) == 1:
        return [TimedText(segment.start, segment.end, text)]
    target = len(text) / min(pieces, len(words))
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= min(target * 1.15, max_chars):
            lines[-1] += " " + word
        else:
            lines.append(word)
    total = sum(len(line) for line in lines)
    cues, start, used = [], segment.start, 0
    for line in lines:
        used += len(line)
        end = segment.start + span * used / total
        cues.append(TimedText(round(start, 3), round(end, 3), line))
        start = end
    return cues
