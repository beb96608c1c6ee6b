"""The script language of the fake worker: what a scripted replica does, request by request.

A script is a list of acts separated by ``;``. Each act answers one request: a load act
(``... at load``) the next ``load``, any other act the next ``generate`` or ``transcribe``.
Requests beyond the script are answered normally (the model loads; the default answer).
Words are case-insensitive; texts are quoted as in a shell::

    answer                              the default answer, then done
    tokens 'Hello' ' world' then done   these tokens (segments, for Whisper), then done
    segments 'Hello.' 'Bye.' then done  the same, said of a transcription
    oom after 2 tokens                  2 tokens of the default answer, then an allocation error
    oom before generation               the same after 0 tokens
    abort after 3 tokens                3 tokens, then the worker dies (a ggml abort)
    hang after 1 token                  1 token, then nothing (heartbeats go on)
    freeze after 1 token                1 token, then the whole worker stops (no heartbeats)
    driver lost                         every GPU worker dies, the driver was reset
    hold after 2 tokens                 2 tokens, then wait for the test's ``release``
    oom at load                         the next load fails to allocate (also abort, hang,
                                        freeze, driver lost, hold ``at load``)
    call switch_heater_on '{}'          propose a tool call (agent requests)

``tokens ... then ENDING`` takes any ending: ``done``, ``oom``, ``abort``, ``hang``,
``freeze``, ``driver lost`` or ``hold``.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from enum import StrEnum

from engine.errors import InputError


class ScriptError(InputError, ValueError):
    """A script the fake worker cannot read."""

    code = "bad_script"


class Ending(StrEnum):
    """How an act ends, after its tokens or segments."""

    DONE = "done"
    OOM = "oom"
    ABORT = "abort"
    HANG = "hang"
    FREEZE = "freeze"
    DRIVER = "driver lost"
    HOLD = "hold"
    CALL = "call"


FAULTS = {e.value: e for e in Ending if e not in (Ending.DONE, Ending.CALL)}
_PIECES = {"token", "tokens", "segment", "segments"}


@dataclass(frozen=True)
class Act:
    """What a replica does with one request.

    ``pieces``: the tokens or segments to stream (None: the default answer); ``after``:
    how many of them come before the ending (None: all); ``call``: a proposed tool call
    (name, JSON arguments).
    """

    ending: Ending = Ending.DONE
    pieces: tuple[str, ...] | None = None
    after: int | None = None
    at_load: bool = False
    call: tuple[str, str] | None = None

    def __str__(self) -> str:
        if self.call is not None:
            return f"call {self.call[0]} {self.call[1]!r}"
        where = " at load" if self.at_load else ""
        if self.pieces is not None:
            return f"tokens {' '.join(map(repr, self.pieces))} then {self.ending}{where}"
        after = f" after {self.after} tokens" if self.after is not None else ""
        return f"{self.ending}{after}{where}" if self.ending is not Ending.DONE else "answer"


ANSWER = Act()


def parse_script(text: str) -> list[Act]:
    """The acts of a script, in order.

    Raises:
        ScriptError: an act it cannot read, with the act quoted.
    """
    return [parse_act(part) for part in text.split(";") if part.strip()]


def parse_act(text: str) -> Act:
    """One act (see the module docstring).

    Raises:
        ScriptError: the act is not one of the forms above.
    """
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise ScriptError(f"cannot read {text.strip()!r}: {exc}") from exc
    lowered = [w.lower() for w in words]
    try:
        act = _act(words, lowered)
    except (IndexError, ValueError) as exc:
        raise ScriptError(f"cannot read {text.strip()!r}: {exc}") from exc
    if act is None:
        raise ScriptError(f"cannot read {text.strip()!r}: not an act of the fake worker")
    return act


def _act(words: list[str], lowered: list[str]) -> Act | None:
    if lowered == ["answer"]:
        return ANSWER
    if lowered[0] == "call" and len(words) in (2, 3):
        return Act(Ending.CALL, call=(words[1], words[2] if len(words) == 3 else "{}"))
    if lowered[0] in _PIECES:
        then = lowered.index("then")
        ending = _ending(lowered[then + 1 :])
        return Act(ending, tuple(words[1:then]), None) if ending is not None else None
    for size in (2, 1):
        ending = _ending(lowered[:size])
        if ending is not None:
            return _where(ending, lowered[size:])
    return None


def _ending(words: list[str]) -> Ending | None:
    if words == ["done"]:
        return Ending.DONE
    return FAULTS.get(" ".join(words))


def _where(ending: Ending, rest: list[str]) -> Act | None:
    """``after N tokens``, ``before generation``, ``at load``, or nothing (after 0)."""
    if not rest or rest == ["before", "generation"]:
        return Act(ending, after=0)
    if rest == ["at", "load"]:
        return Act(ending, at_load=True)
    if len(rest) == 3 and rest[0] == "after" and rest[2] in _PIECES:
        count = int(rest[1])
        if count < 0:
            raise ValueError("a count of tokens is never negative")
        return Act(ending, after=count)
    return None
