"""What a file's header says before it is transcribed: is it audio, and how long is it.

PyAV (FFmpeg, already used by faster-whisper) reads only the container's header here, so a
probe takes milliseconds; it still runs off the Qt thread (a slow disk must not freeze the
window). A file without an audio stream is known at once, before any model is asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import av


@dataclass(frozen=True)
class AudioProbe:
    """A file's audio, as its header describes it: ``duration_s`` 0 when the header omits it;
    ``problem`` is why it cannot be transcribed (empty when it can)."""

    duration_s: float = 0.0
    problem: str = ""


def probe(path: Path) -> AudioProbe:
    """Read ``path``'s header: its audio duration, or why it is not audio."""
    if not path.exists():
        return AudioProbe(problem=f"{path}: no such file")
    if path.is_dir():
        return AudioProbe(problem=f"{path} is a folder")
    try:
        with av.open(str(path)) as container:
            streams = container.streams.audio
            if not streams:
                return AudioProbe(problem=f"{path.name}: no audio stream")
            stream = streams[0]
            if stream.duration is not None and stream.time_base is not None:
                return AudioProbe(float(stream.duration * stream.time_base))
            if container.duration is not None:
                return AudioProbe(container.duration / av.time_base)
            return AudioProbe()
    except (av.FFmpegError, OSError, ValueError) as exc:
        return AudioProbe(problem=f"InvalidDataError: {exc}")
