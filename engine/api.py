"""The engine's facade: ``ui/`` and ``app/`` (the CLI, the server, the drill) import only this.

Nothing here imports Qt. Names are re-exported from the modules that own them, and only the
names ``ui/`` and ``app/`` use: tests and benchmarks import anything else from its own module.
The import contracts in pyproject.toml hold the rest of the code to this door.
"""

from __future__ import annotations

from engine.admission import Action, Decision
from engine.admission.reasons import Reason, ReasonCode
from engine.agent import CALCULATOR, Tool, notes_tool
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.build import cuda_library_dirs, probe_build
from engine.devices.faults import Fault, parse_fault
from engine.devices.gpu import Gpu, open_gpu
from engine.devices.host import probe_host
from engine.devices.monitor import DeviceMonitor
from engine.devices.nvml import probe_gpus
from engine.devices.simulated import SimulatedGpu
from engine.domain import EngineMode, Lane, Route, WorkKind
from engine.estimate.llm import LlmEstimate, LlmShape, estimate_llm
from engine.estimate.whisper import WhisperEstimate, WhisperShape, estimate_whisper
from engine.inputs import (
    InvalidRequest,
    check_compute_type,
    check_model,
    is_valid_text,
    settings_warnings,
    validate_request,
)
from engine.journal import Journal, JournalError
from engine.models.chooser import Candidate, ModelChooser
from engine.models.costs import Room, placement_profiles, room_now
from engine.models.errors import ModelFileError
from engine.models.fallback import FallbackOffer, chat_models, choose_fallback, offer_fallback
from engine.models.fingerprint import FingerprintCache
from engine.models.gguf_meta import GgufMetadata, read_gguf
from engine.models.registry import ModelEntry, ModelKind, ModelRegistry, ModelRole
from engine.models.scan import ScannedModel, Source, Store, default_stores
from engine.models.scan import check as check_found
from engine.models.scan import find as find_models
from engine.models.whisper_meta import WHISPER_LANGUAGES, check_language, read_whisper
from engine.policies import gpu_headroom, ram_reserve
from engine.remote.tier import RemoteStatus
from engine.replica import Replica, ReplicaSpec
from engine.requests import (
    Accepted,
    Cancelled,
    ChatRequest,
    Completed,
    Degraded,
    EngineEvent,
    Failed,
    ProgressEvent,
    Queued,
    Request,
    RequestStatus,
    Retrying,
    Running,
    SegmentEvent,
    TokenEvent,
    ToolCalled,
    TranscriptionRequest,
    payload_json,
)
from engine.scheduling.coordinator import Engine
from engine.scheduling.jobs import CapacityError, IdempotencyConflict, RequestHandle
from engine.scheduling.recovery import CLI
from engine.scheduling.status import EngineStatus
from engine.settings import SCHEMA, Settings, SettingsError, load_settings, save_settings
from engine.supervisor import Supervisor, WorkerError
from engine.transcript import FORMATS, TimedText, render, split_cues
from engine.units import GIB, format_size, parse_size
from engine.workers.protocol import NO_SPEECH, Done, Generate, Piece, Transcribe

_FORECAST_QUESTION = (("user", "Hello, what can you do?"),)


async def admission_forecast(engine: Engine) -> Decision | None:
    """What admission would decide now for a short chat question (nothing is submitted).

    The window words its state from this, so it says where the next answer would come from
    rather than only whether the card is healthy. None before the engine has started.
    """
    placer = getattr(engine, "placer", None)  # a stand-in engine of the UI's tests has none
    if placer is None:
        return None
    max_tokens = engine.settings.get_int("llm.max_tokens_default")
    placement = await placer.place(ChatRequest(_FORECAST_QUESTION, max_tokens))
    decision: Decision = placement.decision
    return decision


__all__ = [
    "CALCULATOR",
    "CLI",
    "FORMATS",
    "GIB",
    "NO_SPEECH",
    "SCHEMA",
    "WHISPER_LANGUAGES",
    "Accepted",
    "Action",
    "BreakerSnapshot",
    "BreakerState",
    "Cancelled",
    "Candidate",
    "CapacityError",
    "ChatRequest",
    "Completed",
    "Decision",
    "Degraded",
    "DeviceMonitor",
    "Done",
    "Engine",
    "EngineEvent",
    "EngineMode",
    "EngineStatus",
    "Failed",
    "FallbackOffer",
    "Fault",
    "FingerprintCache",
    "Generate",
    "GgufMetadata",
    "Gpu",
    "IdempotencyConflict",
    "InvalidRequest",
    "Journal",
    "JournalError",
    "Lane",
    "LlmEstimate",
    "LlmShape",
    "ModelChooser",
    "ModelEntry",
    "ModelFileError",
    "ModelKind",
    "ModelRegistry",
    "ModelRole",
    "Piece",
    "ProgressEvent",
    "Queued",
    "Reason",
    "ReasonCode",
    "RemoteStatus",
    "Replica",
    "ReplicaSpec",
    "Request",
    "RequestHandle",
    "RequestStatus",
    "Retrying",
    "Room",
    "Route",
    "Running",
    "ScannedModel",
    "SegmentEvent",
    "Settings",
    "SettingsError",
    "SimulatedGpu",
    "Source",
    "Store",
    "Supervisor",
    "TimedText",
    "TokenEvent",
    "Tool",
    "ToolCalled",
    "Transcribe",
    "TranscriptionRequest",
    "WhisperEstimate",
    "WhisperShape",
    "WorkKind",
    "WorkerError",
    "admission_forecast",
    "chat_models",
    "check_compute_type",
    "check_found",
    "check_language",
    "check_model",
    "choose_fallback",
    "cuda_library_dirs",
    "default_stores",
    "estimate_llm",
    "estimate_whisper",
    "find_models",
    "format_size",
    "gpu_headroom",
    "is_valid_text",
    "load_settings",
    "notes_tool",
    "offer_fallback",
    "open_gpu",
    "parse_fault",
    "parse_size",
    "payload_json",
    "placement_profiles",
    "probe_build",
    "probe_gpus",
    "probe_host",
    "ram_reserve",
    "read_gguf",
    "read_whisper",
    "render",
    "room_now",
    "save_settings",
    "settings_warnings",
    "split_cues",
    "validate_request",
]
