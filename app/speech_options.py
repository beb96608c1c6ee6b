"""The speech options of ``spillway transcribe``: the spoken language and the task."""

from __future__ import annotations

import argparse
import sys

from engine.api import Completed, check_language


def language_arg(text: str) -> str:
    """``--language``: a Whisper language code or name, or ``auto`` (argparse type)."""
    try:
        return check_language(text) or "auto"
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_speech_options(command: argparse.ArgumentParser) -> None:
    """``--language`` and ``--translate`` for a command that transcribes."""
    command.add_argument(
        "--language",
        type=language_arg,
        default="auto",
        help="the language spoken: a code (de, fr, en...), a name, or auto to detect it",
    )
    command.add_argument(
        "--translate",
        action="store_true",
        help="write the speech in English, whatever its language (Whisper's translate task)",
    )


def report_language(event: Completed, asked: str | None) -> None:
    """Tell a person which language was heard (with its probability when detected)."""
    if not event.language:
        return
    if asked:
        print(f"[language: {event.language}, as asked]", file=sys.stderr)
        return
    probability = event.stats.get("language_probability", 0.0)
    print(f"[language: {event.language}, detected with p={probability:.2f}]", file=sys.stderr)
