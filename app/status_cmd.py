"""``spillway status``: the engine's mode, devices, lanes, breaker, ledger and models."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from app.info import llm_dict
from app.models_cmd import fallback_offer, print_fallback
from app.session import Session
from engine.api import (
    EngineStatus,
    LlmShape,
    ModelFileError,
    WhisperShape,
    estimate_llm,
    estimate_whisper,
    format_size,
)


def status(session: Session, as_json: bool) -> int:
    """Print what the engine would work with, without starting any model."""
    engine_status = session.make_engine().status()
    models = _models(session)
    offer = fallback_offer(session.registry, session.settings)
    if as_json:
        report = asdict(engine_status) | {
            "models": models,
            "fallback_offer": asdict(offer) if offer else None,
            "armed_faults": [str(f) for f in session.gpu.card.armed_faults()]
            if session.gpu.card
            else [],
        }
        print(json.dumps(report, indent=2, default=str))
        return 0
    _print(engine_status, models, session.settings.get_int("llm.n_ctx"))
    print_fallback(session.settings, offer)
    _print_remote(session)
    return 0


def _print_remote(session: Session) -> None:
    """The remote server, as configured (the engine checks it once it runs)."""
    settings = session.settings
    url = settings.get_str("remote.url")
    if not url:
        return
    model = settings.get_str("remote.model") or "the first it lists"
    used = "remote" in settings.get_list("policy.under_pressure")
    note = "used under pressure" if used else 'not used: add "remote" to policy.under_pressure'
    print(f"Remote: {url} · model {model} · {note}")


def _models(session: Session) -> list[dict[str, Any]]:
    n_ctx = session.settings.get_int("llm.n_ctx")
    rows = []
    for entry in session.registry.entries():
        row: dict[str, Any] = {
            "id": entry.id,
            "name": entry.name,
            "kind": entry.kind.value,
            "role": entry.role.value,
            "path": str(entry.path),
        }
        try:
            info = session.registry.inspect(entry.id)
            row["identity"] = info.identity
            if info.gguf is not None:
                row["estimate"] = llm_dict(
                    estimate_llm(info.gguf, LlmShape(n_ctx=n_ctx, n_gpu_layers=-1))
                )
            elif info.whisper is not None:
                est = estimate_whisper(info.whisper, WhisperShape())
                row["estimate"] = asdict(est) | {"total": est.total}
        except ModelFileError as exc:
            row["error"] = str(exc)
        rows.append(row)
    return rows


def _print(status: EngineStatus, models: list[dict[str, Any]], n_ctx: int) -> None:
    print(f"Mode: {status.mode} ({status.reason})")
    print(f"GPU:  {status.gpu_description}")
    gpu = status.gpu
    if gpu is not None:
        error = f" - ERROR: {gpu.error}" if gpu.error else ""
        used, total, free = (format_size(n) for n in (gpu.used, gpu.total, gpu.free))
        print(f"      {used} used of {total}, {free} free{error}")
    host = status.host
    ram, ram_total = format_size(host.ram_available), format_size(host.ram_total)
    print(f"Host: {ram} RAM available of {ram_total}, {host.cpu_count} CPUs")
    breaker = status.breaker
    retry = f", next probe in {breaker.retry_in_s:.0f} s" if breaker.retry_in_s else ""
    print(
        f"Breaker: {breaker.state.value}{' - ' + breaker.reason if breaker.reason else ''}{retry}"
    )
    for lane in status.lanes:
        running = ", ".join(lane.running) or "idle"
        queue = f"{lane.queued}/{lane.max_queue} queued, oldest {lane.oldest_age_s:.0f} s"
        print(f"Lane {lane.name}: {queue}, {running}")
    booked = format_size(sum(status.ledger["gpu"].values()))
    host_booked = format_size(sum(status.ledger["host"].values()))
    print(f"Ledger: {booked} booked on the GPU, {host_booked} on the host")
    print("Models:")
    for row in models:
        cost = (
            f"needs ~{format_size(row['estimate']['total'])} at ctx {n_ctx}"
            if "estimate" in row
            else row.get("error", "")
        )
        print(f"  {row['id']:<32} {row['kind']:<8} {row['role']:<9} {cost}")
