"""``spillway estimate``: what a model would cost (``models`` is in ``app.models_cmd``)."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from app.session import Session
from engine.api import (
    GgufMetadata,
    LlmEstimate,
    LlmShape,
    ModelKind,
    WhisperEstimate,
    WhisperShape,
    estimate_llm,
    estimate_whisper,
    format_size,
    gpu_headroom,
    placement_profiles,
    probe_host,
    ram_reserve,
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
        if args.compare:
            _print_profiles(session, meta_llm, shape, args.json)
        else:
            _print_llm(meta_llm.name, estimate_llm(meta_llm, shape), shape, args.json)
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


def _print_profiles(session: Session, meta: GgufMetadata, shape: LlmShape, as_json: bool) -> None:
    """Each placement's memory, and whether it fits this machine now (GPU and host RAM)."""
    snapshot = session.gpu.snapshot()
    gpu_room = None
    if snapshot is not None and not snapshot.error:
        gpu_room = snapshot.free - gpu_headroom(session.settings, snapshot.total)
    host = probe_host()
    host_room = host.ram_available - ram_reserve(session.settings, host.ram_total)
    rows = []
    for name, profile in placement_profiles(meta, shape):  # the model picker's too
        est = estimate_llm(meta, profile)
        fits: bool | None = est.host_total <= host_room
        if est.device_total:
            fits = None if gpu_room is None else fits and est.device_total <= gpu_room
        rows.append((name, est, fits))
    if as_json:
        out = [{"profile": n, **llm_dict(e), "fits_now": f} for n, e, f in rows]
        print(json.dumps({"gpu_room": gpu_room, "host_room": host_room, "profiles": out}))
        return
    gpu = "no GPU" if gpu_room is None else f"{format_size(max(gpu_room, 0))} usable on the GPU"
    print(
        f"{meta.name} at n_ctx {shape.n_ctx}: placement profiles "
        f"({gpu}, {format_size(max(host_room, 0))} of host RAM past the guard)"
    )
    print(f"  {'profile':<34}{'GPU':>12}{'host':>12}  fits now")
    for name, est, fit in rows:
        verdict = "-" if fit is None else ("yes" if fit else "no")
        device, host_bytes = format_size(est.device_total), format_size(est.host_total)
        print(f"  {name:<34}{device:>12}{host_bytes:>12}  {verdict}")


def _print_whisper(variant: str, est: WhisperEstimate, as_json: bool) -> None:
    if as_json:
        print(json.dumps(asdict(est) | {"total": est.total}, indent=2))
        return
    print(f"Whisper {variant}:")
    for label, value in asdict(est).items():
        print(f"  {label:<18}{format_size(value):>12}")
    print(f"  {'total':<18}{format_size(est.total):>12}")
