"""engine.transcript: transcripts as plain text, SubRip and WebVTT."""

from __future__ import annotations

import pytest

from engine.transcript import FORMATS, TimedText, render

SEGMENTS = [
    TimedText(0.0, 1.5, " Hello there."),
    TimedText(1.5, 63.25, "  General Kenobi!\n"),
]
LONG = [TimedText(3723.004, 7384.5, "Still talking.")]


def test_txt() -> None:
    assert render(SEGMENTS, "txt") == "Hello there.\nGeneral Kenobi!\n"


def test_srt() -> None:
    assert render(SEGMENTS, "srt") == (
        "1\n"
        "00:00:00,000 --> 00:00:01,500\n"
        "Hello there.\n"
        "\n"
        "2\n"
        "00:00:01,500 --> 00:01:03,250\n"
        "General Kenobi!\n"
    )


def test_vtt() -> None:
    assert render(SEGMENTS, "vtt") == (
        "WEBVTT\n"
        "\n"
        "00:00:00.000 --> 00:00:01.500\n"
        "Hello there.\n"
        "\n"
        "00:00:01.500 --> 00:01:03.250\n"
        "General Kenobi!\n"
    )


def test_hours() -> None:
    assert render(LONG, "srt") == "1\n01:02:03,004 --> 02:03:04,500\nStill talking.\n"
    assert render(LONG, "vtt") == "WEBVTT\n\n01:02:03.004 --> 02:03:04.500\nStill talking.\n"


def test_milliseconds_round_and_carry() -> None:
    # 59.9996 s rounds to 60.000 s, which must carry into the minutes.
    assert render([TimedText(59.9996, 61.0004, "x")], "srt") == (
        "1\n00:01:00,000 --> 00:01:01,000\nx\n"
    )


def test_negative_times_clamp_to_zero() -> None:
    assert render([TimedText(-0.2, 0.5, "x")], "vtt") == (
        "WEBVTT\n\n00:00:00.000 --> 00:00:00.500\nx\n"
    )


@pytest.mark.parametrize(("fmt", "expected"), [("txt", ""), ("srt", ""), ("vtt", "WEBVTT\n\n")])
def test_no_segments(fmt: str, expected: str) -> None:
    assert render([], fmt) == expected


@pytest.mark.parametrize("fmt", ["json", "SRT", "", "webvtt"])
def test_unknown_format(fmt: str) -> None:
    with pytest.raises(ValueError, match="unknown transcript format") as info:
        render(SEGMENTS, fmt)
    for known in FORMATS:
        assert known in str(info.value)
