"""A generated answer's text, piece by piece: whole characters only, stop strings cut.

Token pieces are bytes; a character may span two tokens, so text is released only when
its UTF-8 is complete. A stop string may span pieces too: text that could still be the
start of a stop string is held back until the next piece settles it, and the stop
string itself is never released, as llama-cpp-python's streaming completion does.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field


@dataclass
class TextStream:
    """Turns a sequence's token bytes into releasable text; ``stopped`` once a stop matched."""

    stops: list[str]
    stopped: bool = False
    text: str = ""  # everything released so far
    _held: str = ""  # decoded, not yet released: might begin a stop string
    _decoder: codecs.IncrementalDecoder = field(
        default_factory=lambda: codecs.getincrementaldecoder("utf-8")(errors="replace")
    )

    def feed(self, piece: bytes) -> str:
        """Add one token's bytes; returns the text that can be released now ("" if none)."""
        if self.stopped:
            return ""
        pending = self._held + self._decoder.decode(piece)
        cut = _first_stop(pending, self.stops)
        if cut is not None:
            self.stopped = True
            return self._release(pending[:cut])
        keep = _stop_prefix_length(pending, self.stops)
        self._held = pending[len(pending) - keep :]
        return self._release(pending[: len(pending) - keep])

    def flush(self) -> str:
        """The answer ended without a stop string: release what was held back."""
        if self.stopped:
            return ""
        rest = self._held + self._decoder.decode(b"", final=True)
        self._held = ""
        return self._release(rest)

    def _release(self, text: str) -> str:
        self.text += text
        return text


def _first_stop(text: str, stops: list[str]) -> int | None:
    """Where the earliest stop string starts in ``text``, or None."""
    found = [text.find(stop) for stop in stops if stop]
    hits = [at for at in found if at >= 0]
    return min(hits) if hits else None


def _stop_prefix_length(text: str, stops: list[str]) -> int:
    """The longest tail of ``text`` that is the start of some stop string."""
    longest = 0
    for stop in stops:
        for n in range(min(len(stop) - 1, len(text)), longest, -1):
            if text.endswith(stop[:n]):
                longest = n
                break
    return longest
