"""``spillway models``: list, add, remove, verify, scan for models the user already has, use.

``scan`` looks in Ollama's, LM Studio's, GPT4All's and the Hugging Face stores (and in the
folders named), reads each GGUF header and prints what the file would cost here in each
placement profile. ``use`` chooses the chat model and its fallback in one step.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from app.paths import DEFAULT_MANIFEST, Paths
from app.session import Session
from engine.api import (
    FallbackOffer,
    FingerprintCache,
    LlmShape,
    ModelFileError,
    ModelKind,
    ModelRegistry,
    ModelRole,
    Room,
    ScannedModel,
    Settings,
    Source,
    Store,
    chat_models,
    check_found,
    choose_fallback,
    default_stores,
    find_models,
    format_size,
    load_settings,
    offer_fallback,
    probe_host,
    room_now,
    save_settings,
)

ACTIONS = ("list", "add", "remove", "verify", "scan", "use")
NONE = "none"


def add_models_parser(sub: Any) -> None:
    """The ``models`` subcommand and its options."""
    models = sub.add_parser("models", help="list, add, remove, verify, scan for or choose models")
    models.add_argument("action", choices=ACTIONS)
    models.add_argument(
        "targets",
        nargs="*",
        metavar="TARGET",
        help="add: a GGUF file or Whisper folder; remove: an id; scan: folders to search "
        "besides the known stores; use: the chat model's id",
    )
    models.add_argument("--role", choices=["primary", "fallback"], default="primary")
    models.add_argument("--name", help="add: the name to show for the model")
    models.add_argument(
        "--fallback", help=f"use: the fallback chat model's id ('{NONE}' for no fallback)"
    )
    models.add_argument("--ctx", type=int, help="scan: the context to cost (default: llm.n_ctx)")
    models.add_argument(
        "--no-stores", action="store_true", help="scan: only the folders named, not the stores"
    )
    models.add_argument("--json", action="store_true", help="scan: JSON instead of text")


def registry_for(paths: Paths) -> ModelRegistry:
    """The registry a ``models`` command works on: the defaults and the user's models."""
    return ModelRegistry(
        DEFAULT_MANIFEST,
        paths.user_models,
        FingerprintCache(paths.fingerprints),
        models_dir=paths.models,
    )


def models(args: argparse.Namespace, paths: Paths) -> int:
    """Run ``spillway models ACTION``; returns the exit code."""
    targets: list[str] = list(getattr(args, "targets", None) or [])
    if args.action == "scan":
        return scan(args, paths, targets)
    registry = registry_for(paths)
    if args.action == "add":
        if len(targets) != 1:
            raise ValueError("models add needs one GGUF file or Whisper folder")
        entry = registry.add(Path(targets[0]), ModelRole(args.role), args.name)
        print(f"added {entry.id}: {entry.name} ({entry.kind.value}, {entry.role.value})")
        print(f"  by reference: {entry.path}")
        return 0
    if args.action == "remove":
        if len(targets) != 1:
            raise ValueError("models remove needs one model id")
        registry.remove(targets[0])
        print(f"removed {targets[0]}")
        return 0
    if args.action == "use":
        return use(args, paths, registry, targets)
    if args.action == "verify":
        return verify(registry)
    for entry in registry.entries():
        kind, role = entry.kind.value, entry.role.value
        print(f"{entry.id:<32} {kind:<8} {role:<9} {entry.source:<8} {entry.path}")
    return 0


def verify(registry: ModelRegistry) -> int:
    """Check every model's bytes (joining split default models first where needed)."""
    failed = 0
    for entry in registry.entries():
        try:
            registry.inspect(entry.id)
            print(f"ok       {entry.id}")
        except ModelFileError as exc:
            failed += 1
            print(f"FAILED   {entry.id}: {exc}", file=sys.stderr)
    return 1 if failed else 0


def use(args: argparse.Namespace, paths: Paths, registry: ModelRegistry, targets: list[str]) -> int:
    """Set the chat model (and its fallback) in the settings file, checked first."""
    settings, problems = load_settings(paths.settings_file)
    for problem in problems:
        print(f"spillway: settings: {problem}", file=sys.stderr)
    if len(targets) > 1:
        raise ValueError("models use takes one chat model id (and --fallback ID)")
    primary = targets[0] if targets else settings.get_str("models.llm")
    fallback = args.fallback
    if fallback == NONE:
        fallback = ""
    elif fallback is None:
        fallback = settings.get_str("models.fallback_llm")
    changes = _choice(registry, primary, fallback)
    save_settings(settings.replace(changes), paths.settings_file)
    print(f"chat model: {primary}")
    print(f"fallback:   {fallback or 'none'}")
    if not fallback:
        _say_offer(offer_fallback(registry, primary, ""), primary)
    return 0


def _choice(registry: ModelRegistry, primary: str, fallback: str) -> dict[str, object]:
    """The settings for a chat model and fallback, after checking both are chat models."""
    for model_id in filter(None, (primary, fallback)):
        entry = registry.get(model_id)
        if entry.kind is not ModelKind.LLM:
            raise ValueError(f"{model_id} is a {entry.kind.value} model, not a chat model")
        registry.inspect(model_id, verify=False)  # refuses a broken file with its reason
    if fallback and fallback == primary:
        raise ValueError("the fallback must be another model than the chat model")
    return {"models.llm": primary, "models.fallback_llm": fallback}


def fallback_offer(registry: ModelRegistry, settings: Settings) -> FallbackOffer | None:
    """The fallback chat model to offer while none is set (for ``spillway status``)."""
    return offer_fallback(
        registry, settings.get_str("models.llm"), settings.get_str("models.fallback_llm")
    )


def print_fallback(settings: Settings, offer: FallbackOffer | None) -> None:
    """The fallback chat model line of ``spillway status``."""
    chosen = settings.get_str("models.fallback_llm")
    if chosen:
        print(f"Fallback chat model: {chosen}")
        return
    if offer is None:
        print("Fallback chat model: none (add a smaller chat model to have one)")
        return
    print("Fallback chat model: none set")
    _say_offer(offer, settings.get_str("models.llm"))


def _say_offer(offer: FallbackOffer | None, primary: str) -> None:
    if offer is None:
        return
    smaller = f"{format_size(offer.weights_bytes)} of weights"
    print(
        f"offer: {offer.model_id} ({offer.name}, {smaller}) as the fallback; "
        f"take it with `spillway models use {primary} --fallback {offer.model_id}`"
    )


# --- scan -------------------------------------------------------------------------------------


def scan(args: argparse.Namespace, paths: Paths, folders: list[str]) -> int:
    """Find GGUF files in the known stores and ``folders``; print their facts and costs."""
    for folder in folders:
        if not Path(folder).expanduser().is_dir():
            raise ValueError(f"{folder}: not a folder")
    session = Session.open(paths, args.simulate_gpu, args.gpu_foreign, args.fault)
    try:
        return _scan(session, args, folders)
    finally:
        asyncio.run(session.close())


def stores_for(folders: list[str], with_defaults: bool = True) -> list[Store]:
    """The folders named, then the known stores of this system."""
    named = [Store(Source.FOLDER, Path(f).expanduser().resolve()) for f in folders]
    if not with_defaults:
        return named
    return named + default_stores(Path.home(), os.environ, platform.system())


def _scan(session: Session, args: argparse.Namespace, folders: list[str]) -> int:
    settings, registry = session.settings, session.registry
    n_ctx = args.ctx or settings.get_int("llm.n_ctx")
    shape = LlmShape(n_ctx=n_ctx)
    room = room_now(settings, session.gpu.snapshot(), probe_host())
    known = {entry.path.resolve(): entry.id for entry in registry.entries() if entry.path.exists()}
    found = find_models(stores_for(folders, not args.no_stores))
    scanned = [check_found(item, registry.gguf, shape, room, known) for item in found]
    offer = _scan_offer(registry, settings, scanned)
    if args.json:
        print(json.dumps(_scan_json(scanned, room, n_ctx, offer), indent=2))
    else:
        _print_scan(scanned, room, n_ctx, offer, settings.get_str("models.llm"))
    return 0


def _scan_offer(
    registry: ModelRegistry, settings: Settings, scanned: list[ScannedModel]
) -> tuple[str, str] | None:
    """(id, or path of a file not added yet; name) of the fallback chat model to offer,
    among the known models and the found ones: only when none is set."""
    if settings.get_str("models.fallback_llm"):
        return None
    primary_id = settings.get_str("models.llm")
    try:
        primary = registry.inspect(primary_id, verify=False).gguf
    except (KeyError, ModelFileError):
        return None
    if primary is None:
        return None
    candidates = chat_models(registry, primary_id) + [
        (str(s.found.path), s.meta) for s in scanned if s.meta and not s.registered
    ]
    chosen = choose_fallback(primary, candidates)
    if chosen is None:
        return None
    return chosen, dict(candidates)[chosen].name


def _scan_json(
    scanned: list[ScannedModel], room: Room, n_ctx: int, offer: tuple[str, str] | None
) -> dict[str, Any]:
    rows = []
    for item in scanned:
        meta = item.meta
        rows.append(
            {
                "path": str(item.found.path),
                "source": item.found.source.value,
                "label": item.found.label,
                "size": item.size,
                "name": meta.name if meta else None,
                "architecture": meta.architecture if meta else None,
                "quantization": meta.quantization if meta else None,
                "chat": meta.chat_template is not None if meta else None,
                "problem": item.problem or None,
                "registered": item.registered,
                "costs": [asdict(cost) for cost in item.costs],
            }
        )
    fallback = {"model": offer[0], "name": offer[1]} if offer else None
    return {
        "n_ctx": n_ctx,
        "gpu_room": room.gpu,
        "host_room": room.host,
        "models": rows,
        "fallback_offer": fallback,
    }


def _print_scan(
    scanned: list[ScannedModel],
    room: Room,
    n_ctx: int,
    offer: tuple[str, str] | None,
    primary: str,
) -> None:
    gpu = "no GPU" if room.gpu is None else f"{format_size(max(room.gpu, 0))} usable on the GPU"
    host = format_size(max(room.host, 0))
    print(f"{len(scanned)} GGUF files; costs at n_ctx {n_ctx} ({gpu}, {host} of host RAM free)")
    for number, item in enumerate(scanned, 1):
        where = f"{item.found.source.value} {item.found.label}"
        meta = item.meta
        if meta is None:
            print(f"[{number}] REFUSED {where}: {item.problem}")
            print(f"    {item.found.path}")
            continue
        added = f" (added as {item.registered})" if item.registered else ""
        print(
            f"[{number}] {meta.name} · {meta.architecture} · {meta.quantization} · "
            f"{format_size(item.size)} · {where}{added}"
        )
        print(f"    {item.found.path}")
        for cost in item.costs:
            verdict = "-" if cost.fits is None else ("fits" if cost.fits else "does not fit")
            gpu_bytes, host_bytes = format_size(cost.device_bytes), format_size(cost.host_bytes)
            print(f"    {cost.profile:<34} GPU {gpu_bytes:>10}  host {host_bytes:>10}  {verdict}")
    if scanned:
        print("add one by reference (no copy): spillway models add PATH")
    if offer is not None:
        target = offer[0]
        step = (
            f"spillway models use {primary} --fallback {target}"
            if not Path(target).is_absolute()
            else f"spillway models add {target} --role fallback, then models use"
        )
        print(f"no fallback chat model is set; offer: {offer[1]} ({step})")
