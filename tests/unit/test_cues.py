"""Subtitle cues are cut by length and by time, at word boundaries."""

from __future__ import annotations

import itertools

import pytest

from engine.api import TimedText, split_cues


def test_a_long_segment_is_cut_into_readable_cues() -> None:
    text = " ".join(f"word{i:02d}" for i in range(26))  # 26 words, 181 characters
    cues = split_cues([TimedText(10.0, 20.0, text)], max_chars=84, max_seconds=6.0)
    assert len(cues) >= 3
    assert all(len(cue.text) <= 84 for cue in cues)
    assert all(cue.end - cue.start <= 6.0 * 1.2 for cue in cues)
    assert " ".join(cue.text for cue in cues) == text  # nothing lost, nothing doubled
    assert cues[0].start == 10.0 and cues[-1].end == 20.0
    assert all(a.end == b.start for a, b in itertools.pairwise(cues))


def test_a_short_segment_is_kept_whole() -> None:
    segment = TimedText(1.2, 4.8, " Hello there.")
    assert split_cues([segment]) == [TimedText(1.2, 4.8, "Hello there.")]


def test_a_slow_short_segment_is_cut_by_time() -> None:
    cues = split_cues([TimedText(0.0, 20.0, "one two three four")], 84, 6.0)
    assert len(cues) == 4 and all(c.end - c.start <= 6.0 * 1.2 for c in cues)


def test_limits_must_be_positive() -> None:
    with pytest.raises(ValueError):
        split_cues([], 0, 6.0)
