"""``spillway estimate`` and ``models``: what models are here and what they would cost."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from app.paths import DEFAULT_MANIFEST, Paths
from app.session import Session
from engine.api import (
    FingerprintCache,
    LlmEstimate,
    LlmShape,
    ModelFileError,
    ModelKind,
    ModelRegistry,
    ModelRole,
    WhisperEstimate,
    WhisperShape,
    estimate_llm,
    estimate_whisper,
    format_size,
    read_gguf,
    read_whisper,
)


def llm_dict(est: LlmEstimate) -> dict[str, int]:
    return asdict(est) | {
        "device_total": est.device_total,
        "host_total": est.host_total,
        "total": est.device_total + est.host_total,
    }


def estimate(session: Session, args: argparse.Namespace) -> int:
    """Print the memory breakdown of a model at the given settings."""
    target = args.model
    if target and Path(target).exists():
        path = Path(target)
        meta_llm = None if path.is_dir() else read_gguf(path)
        meta_w = read_whisper(path) if path.is_dir() else None
    else:
        entry = session.registry.get(target) if target else session.registry.find(ModelKind.LLM)
        if entry is None:
            raise KeyError("no LLM model installed")
        info = session.registry.inspect(entry.id, verify=False)
        meta_llm, meta_w = info.gguf, info.whisper
    if meta_llm is not None:
        shape = LlmShape(
            args.ctx, args.batch, args.ubatch, args.kv_type, args.gpu_layers, args.parallel
        )
        est = estimate_llm(meta_llm, shape)
        _print_llm(meta_llm.name, est, shape, args.json)
    elif meta_w is not None:
        west = estimate_whisper(
            meta_w, WhisperShape(args.compute_type, args.beam_size, args.batch_size)
        )
        _print_whisper(meta_w.variant, west, args.json)
    return 0


def _print_llm(name: str, est: LlmEstimate, shape: LlmShape, as_json: bool) -> None:
    if as_json:
        print(json.dumps(llm_dict(est), indent=2))
        return
    print(
        f"{name}: n_ctx {est.n_ctx}, n_ubatch {est.n_ubatch}, KV {shape.kv_type}, "
        f"gpu layers {shape.n_gpu_layers}, parallel {shape.n_parallel}"
    )
    print(f"  {'':<18}{'GPU':>12}{'host':>12}")
    rows = [
        ("weights", est.weights_device, est.weights_host),
        ("KV cache", est.kv_device, est.kv_host),
        ("compute buffers", est.compute_device, est.compute_host),
        ("output buffer", 0, est.output_host),
        (f"margin {shape.margin:.0%}", est.margin_device, est.margin_host),
        ("runtime", est.runtime_overhead, 0),
        ("total", est.device_total, est.host_total),
    ]
    for label, device, host in rows:
        print(f"  {label:<18}{format_size(device):>12}{format_size(host):>12}")
    print(f"  KV per token: {est.kv_bytes_per_token} bytes")


def _print_whisper(variant: str, est: WhisperEstimate, as_json: bool) -> None:
    if as_json:
        print(json.dumps(asdict(est) | {"total": est.total}, indent=2))
        return
    print(f"Whisper {variant}:")
    for label, value in asdict(est).items():
        print(f"  {label:<18}{format_size(value):>12}")
    print(f"  {'total':<18}{format_size(est.total):>12}")


def models(args: argparse.Namespace, paths: Paths) -> int:
    """``spillway models list|add|remove|verify``."""
    registry = ModelRegistry(
        DEFAULT_MANIFEST, paths.user_models, FingerprintCache(paths.fingerprints)
    )
    if args.action == "add":
        if not args.target:
            raise ValueError("models add needs a GGUF file or a Whisper folder")
        entry = registry.add(Path(args.target), ModelRole(args.role))
        print(f"added {entry.id}: {entry.name} ({entry.kind.value}, {entry.role.value})")
        return 0
    if args.action == "remove":
        registry.remove(args.target or "")
        print(f"removed {args.target}")
        return 0
    failed = 0
    for entry in registry.entries():
        if args.action == "verify":
            try:
                registry.inspect(entry.id)
                print(f"ok       {entry.id}")
            except ModelFileError as exc:
                failed += 1
                print(f"FAILED   {entry.id}: {exc}", file=sys.stderr)
        else:
            kind, role = entry.kind.value, entry.role.value
            print(f"{entry.id:<32} {kind:<8} {role:<9} {entry.source:<8} {entry.path}")
    return 1 if failed else 0
