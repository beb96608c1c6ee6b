"""The command line's side of the input boundary: options become the engine's requests,
checked by the same ``validate_request`` the API and the app go through, before any model
is loaded; ``--model`` and ``--compute-type`` are checked against what exists.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from app.session import Session
from engine.api import (
    ChatRequest,
    InvalidRequest,
    Journal,
    ModelKind,
    Request,
    TranscriptionRequest,
    check_compute_type,
    check_language,
    check_model,
    settings_warnings,
    validate_request,
)

JOURNAL = "journal.sqlite3"  # in the data folder, as the engine opens it

# The request fields, as the command line names them.
OPTIONS = {
    "max_tokens": "--max-tokens",
    "temperature": "--temperature",
    "seed": "--seed",
    "deadline": "--deadline",
    "prompt": "PROMPT",
    "language": "--language",
    "beam_size": "--beam-size",
    "format": "--format",
    "file": "FILE",
    "model": "--model",
    "compute_type": "--compute-type",
    "request_id": "ID",
}


def option_name(exc: InvalidRequest) -> str:
    """The option or argument an ``InvalidRequest`` is about, as the user typed it."""
    if exc.field.startswith("messages["):  # the command line has one message and a system
        return "PROMPT or --system"
    return OPTIONS.get(exc.field, exc.field)


def build_request(command: str, args: argparse.Namespace) -> Request | None:
    """The request ``chat`` or ``transcribe`` will submit, checked; None for other commands.

    Raises:
        InvalidRequest: naming the option at fault.
    """
    request: Request
    if command == "chat":
        system = [{"role": "system", "content": args.system}] if args.system else []
        request = ChatRequest.from_messages(
            [*system, {"role": "user", "content": args.prompt}],
            max_tokens=args.max_tokens,
            temperature=args.temperature,
            seed=args.seed,
            deadline_s=args.deadline,
            agent_tools=(args.tool,) if args.tool else (),
        )
    elif command == "transcribe":
        task = "translate" if getattr(args, "translate", False) else "transcribe"
        request = TranscriptionRequest(
            audio_path(args.file),
            check_language(args.language),
            args.beam_size,
            args.format,
            task=task,
        )
        check_compute_type(args.compute_type)
    else:
        return None
    validate_request(request)
    return request


def journaled_request(data_dir: Path, request_id: str) -> Request:
    """An earlier request from the journal (``spillway resume ID``), checked again.

    Raises:
        InvalidRequest: no such request, or it no longer passes the checks.
    """
    path = data_dir / JOURNAL
    if not path.is_file():
        raise InvalidRequest("request_id", f"no journal at {path}: nothing to resume")
    journal = Journal(path)
    try:
        request = journal.get(request_id).request
    except KeyError:
        raise InvalidRequest("request_id", f"no request {request_id} in {path}") from None
    finally:
        journal.close()
    validate_request(request)
    return request


def audio_path(file: Path) -> str:
    """The file to transcribe, absolute; a folder or a missing file is refused by name.

    A name with bytes that are not UTF-8 is kept as Python carries it (surrogate escapes).

    Raises:
        InvalidRequest: not a file.
    """
    if file.is_dir():
        raise InvalidRequest("file", f"{file} is a folder, not an audio file")
    if not file.is_file():
        raise InvalidRequest("file", f"{file}: no such file")
    return str(file.resolve())


def choose_models(session: Session, args: argparse.Namespace) -> None:
    """Use ``--model`` and ``--compute-type`` for this run, once checked against what exists.

    Raises:
        InvalidRequest: an unknown model (the known ones named) or compute type.
    """
    if args.command not in ("chat", "transcribe"):
        return  # ``estimate MODEL`` names a model (or a file) to price, not one to use
    model = args.model
    changes: dict[str, object] = {}
    if model:
        kind = ModelKind.WHISPER if args.command == "transcribe" else ModelKind.LLM
        known = [e.id for e in session.registry.entries() if e.kind == kind]
        check_model(model, known, "speech" if kind == ModelKind.WHISPER else "chat")
        changes["models.whisper" if kind == ModelKind.WHISPER else "models.llm"] = model
    if args.command == "transcribe":
        check_compute_type(args.compute_type)
        changes["whisper.compute_type"] = args.compute_type
    if changes:
        session.settings = session.settings.replace(changes)


def warnings(session: Session, api_key: str | None = None) -> list[str]:
    """Settings that are allowed but almost certainly not meant (said, not refused)."""
    entries = session.registry.entries()
    llms = [e.id for e in entries if e.kind == ModelKind.LLM]
    speech = [e.id for e in entries if e.kind == ModelKind.WHISPER]
    return settings_warnings(session.settings, llms, speech, api_key)
