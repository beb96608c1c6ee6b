"""The ``spillway`` command line. Headless: nothing here imports Qt.

Global options choose the GPU (``--simulate-gpu``, ``--gpu-foreign``, ``--fault``);
subcommands: chat, transcribe, serve, status, estimate, models. With no subcommand Spillway
starts its main job: an interactive chat in the terminal (status when not on a terminal).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.drill.command import add_drill_parser
from app.logs import setup_logging
from app.models_cmd import add_models_parser
from app.paths import Paths
from app.speech_options import add_speech_options
from engine.api import (
    FORMATS,
    InvalidRequest,
    JournalError,
    ModelFileError,
    parse_fault,
    parse_size,
)

log = logging.getLogger(__name__)
EXIT_FAILED, EXIT_USAGE = 1, 2
MAX_PORT = 65535


def _size(text: str) -> int:
    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= port <= MAX_PORT:
        raise argparse.ArgumentTypeError(f"a port is 0 to {MAX_PORT} (0: any free port)")
    return port


def _fault(text: str) -> object:
    try:
        return parse_fault(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    """The whole command line."""
    parser = argparse.ArgumentParser(
        prog="spillway", description="Local LLM chat and transcription on one GPU."
    )
    parser.add_argument("--debug", action="store_true", help="log everything, to stderr too")
    parser.add_argument(
        "--data-dir", type=Path, help="keep all of Spillway's files under this folder"
    )
    parser.add_argument(
        "--simulate-gpu",
        type=_size,
        metavar="SIZE",
        help="run on a simulated GPU of SIZE (e.g. 2GiB)",
    )
    parser.add_argument(
        "--gpu-foreign",
        type=_size,
        default=0,
        metavar="SIZE",
        help="memory another program holds on the simulated GPU",
    )
    parser.add_argument(
        "--fault",
        type=_fault,
        action="append",
        default=[],
        metavar="KIND[:ARG]",
        help="inject a fault into the simulated GPU (repeatable)",
    )
    sub = parser.add_subparsers(dest="command")
    desktop = sub.add_parser("app", help="the desktop app (the default where there is a screen)")
    desktop.add_argument(
        "--minimized", action="store_true", help="start in the tray (as at log-in), no window"
    )

    chat = sub.add_parser("chat", help="ask the LLM; the answer streams to stdout")
    chat.add_argument("prompt")
    chat.add_argument("--system", help="a system message")
    chat.add_argument("--max-tokens", type=int, default=256)
    chat.add_argument("--temperature", type=float, default=0.0)
    chat.add_argument("--seed", type=int)
    chat.add_argument("--deadline", type=float, help="give up after this many seconds")
    chat.add_argument(
        "--tool", choices=["append_note", "calculator"], help="let the model call a built-in tool"
    )
    _common(chat)

    transcribe = sub.add_parser("transcribe", help="transcribe an audio file")
    transcribe.add_argument("file", type=Path)
    transcribe.add_argument("--format", choices=FORMATS, default="txt")
    add_speech_options(transcribe)
    transcribe.add_argument("--beam-size", type=int, default=1)
    transcribe.add_argument("--compute-type", default="int8")
    _common(transcribe)

    _add_resume(sub)

    serve = sub.add_parser(
        "serve", help="the OpenAI-compatible HTTP API, headless, until Ctrl-C or SIGTERM"
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (loopback)")
    serve.add_argument("--port", type=_port, default=8766)
    serve.add_argument("--api-key", help="required beyond loopback: clients send Bearer KEY")

    add_drill_parser(sub)

    status = sub.add_parser("status", help="devices, models and what they would cost")
    status.add_argument("--json", action="store_true")

    estimate = sub.add_parser("estimate", help="memory a model needs before it is loaded")
    estimate.add_argument(
        "model",
        nargs="?",
        help="a model id or a GGUF file / Whisper folder (default: the primary LLM)",
    )
    estimate.add_argument("--ctx", type=int, default=2048)
    estimate.add_argument("--batch", type=int, default=512)
    estimate.add_argument("--ubatch", type=int, default=512)
    estimate.add_argument(
        "--gpu-layers", type=int, default=-1, help="-1: every layer and the output"
    )
    estimate.add_argument("--parallel", type=int, default=1, help="sequences sharing the KV cache")
    estimate.add_argument("--kv-type", default="f16")
    estimate.add_argument("--compute-type", default="int8", help="Whisper: int8, float16, float32")
    estimate.add_argument("--beam-size", type=int, default=1, help="Whisper beam size")
    estimate.add_argument("--batch-size", type=int, default=1, help="Whisper batch size")
    estimate.add_argument(
        "--compare",
        action="store_true",
        help="all placement profiles side by side: GPU, KV in host RAM, split, CPU",
    )
    estimate.add_argument("--json", action="store_true")

    add_models_parser(sub)
    return parser


def _add_resume(sub: Any) -> None:
    """``spillway resume ID``: an interrupted request, run again as a new one."""
    resume = sub.add_parser(
        "resume", help="run an interrupted request again (its id is told when it is found)"
    )
    resume.add_argument("request_id", metavar="ID")
    resume.add_argument("--json", action="store_true", help="JSON Lines events")
    resume.add_argument("--device", choices=["auto", "cpu", "gpu"], default="auto")


def _common(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--json", action="store_true", help="JSON Lines events; the last line is the result"
    )
    command.add_argument("--device", choices=["auto", "cpu", "gpu"], default="auto")
    command.add_argument("--model", help="a model id (see `spillway models list`)")


def _default_command() -> str:
    """The desktop app where there is a screen; the terminal chat or the status elsewhere."""
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return "app"
    return "repl" if sys.stdin.isatty() else "status"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    # Text Python carries as surrogate escapes (a file name's undecodable bytes) is printed
    # as escapes, never a UnicodeEncodeError halfway through a message.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(argv)
    paths = Paths.default(args.data_dir)
    setup_logging(paths.log_file, args.debug)
    from app import commands

    command = args.command or _default_command()
    if command == "app":
        # Before Qt is imported: a missing system library must not end in Qt's abort.
        from app.qt_preflight import window_problem

        problem = window_problem()
        if problem is None:
            from app.desktop import run_desktop

            return run_desktop(args, paths)
        print(problem.advice(), file=sys.stderr)
        command = "repl"
    if command == "status" and not hasattr(args, "json"):
        args.json = False
    try:
        if command == "models":
            return commands.models(args, paths)
        if command == "drill":
            from app.drill.command import drill

            return drill(args, paths)
        if command == "serve":
            from app.server.headless import serve_headless

            return asyncio.run(serve_headless(args, paths))
        return asyncio.run(commands.run(command, args, paths))
    except InvalidRequest as exc:
        from app.cli_inputs import option_name

        print(f"spillway: {option_name(exc)}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except (ModelFileError, KeyError, ValueError, JournalError) as exc:
        print(f"spillway: {exc.args[0] if isinstance(exc, KeyError) else exc}", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        return 130
