"""The engine's facade: everything outside ``engine/`` (CLI, UI, benchmarks) imports this.

Nothing here imports Qt. Names are re-exported from the modules that own them.
"""

from __future__ import annotations

from engine.admission import Action, Decision
from engine.admission.english import in_english
from engine.admission.reasons import Reason, ReasonCode
from engine.agent import CALCULATOR, Tool, notes_tool
from engine.breaker import BreakerSnapshot, BreakerState
from engine.devices.faults import Fault, FaultKind, parse_fault
from engine.devices.gpu import Gpu, open_gpu
from engine.devices.host import probe_host
from engine.devices.nvml import probe_gpus
from engine.devices.simulated import SimulatedGpu
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.errors import EngineError
from engine.estimate.llm import LlmEstimate, LlmShape, estimate_llm
from engine.estimate.whisper import WhisperEstimate, WhisperShape, estimate_whisper
from engine.inputs import InvalidRequest, settings_warnings, validate_request
from engine.journal import JournalError
from engine.models.chooser import Candidate, ModelChooser
from engine.models.costs import ProfileCost, Room, placement_profiles, profile_costs, room_now
from engine.models.errors import ModelFileError
from engine.models.fallback import FallbackOffer, chat_models, choose_fallback, offer_fallback
from engine.models.fingerprint import FingerprintCache
from engine.models.gguf_meta import GgufMetadata, read_gguf
from engine.models.registry import ModelEntry, ModelInfo, ModelKind, ModelRegistry, ModelRole
from engine.models.scan import ScannedModel, Source, Store, default_stores
from engine.models.scan import check as check_found
from engine.models.scan import find as find_models
from engine.models.whisper_meta import (
    AUTO_LANGUAGE,
    TASKS,
    WHISPER_LANGUAGES,
    WhisperMetadata,
    check_language,
    read_whisper,
)
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
)
from engine.scheduling.coordinator import Engine
from engine.scheduling.jobs import CapacityError, IdempotencyConflict, RequestHandle
from engine.scheduling.recovery import CLI
from engine.scheduling.status import EngineStatus
from engine.settings import SCHEMA, Settings, SettingsError, load_settings, save_settings
from engine.supervisor import (
    ProcessSpec,
    Supervisor,
    WorkerError,
    WorkerHandle,
    WorkerState,
    next_id,
)
from engine.transcript import FORMATS, TimedText, render, split_cues
from engine.units import format_size, parse_size
from engine.workers.protocol import (
    NO_SPEECH,
    Done,
    ErrorKind,
    Event,
    Generate,
    Progress,
    Ready,
    Segment,
    Token,
    Transcribe,
)

_FORECAST_QUESTION = (("user", "Hello, what can you do?"),)


async def admission_forecast(engine: Engine) -> Decision | None:
    """What admission would decide now for a short chat question (nothing is submitted).

    The window words its state from this, so it says where the next answer would come from
    rather than only whether the card is healthy. None before the engine has started.
    """
    planner = getattr(engine, "planner", None)
    if planner is None:
        return None
    max_tokens = engine.settings.get_int("llm.max_tokens_default")
    decision: Decision = await planner.decide(ChatRequest(_FORECAST_QUESTION, max_tokens))
    return decision


__all__ = [
    "AUTO_LANGUAGE",
    "CALCULATOR",
    "CLI",
    "FORMATS",
    "NO_SPEECH",
    "SCHEMA",
    "TASKS",
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
    "Done",
    "Engine",
    "EngineError",
    "EngineEvent",
    "EngineStatus",
    "ErrorKind",
    "Event",
    "Failed",
    "FallbackOffer",
    "Fault",
    "FaultKind",
    "FingerprintCache",
    "Generate",
    "GgufMetadata",
    "Gpu",
    "GpuSnapshot",
    "HostSnapshot",
    "IdempotencyConflict",
    "InvalidRequest",
    "JournalError",
    "LlmEstimate",
    "LlmShape",
    "ModelChooser",
    "ModelEntry",
    "ModelFileError",
    "ModelInfo",
    "ModelKind",
    "ModelRegistry",
    "ModelRole",
    "ProcessSpec",
    "ProfileCost",
    "Progress",
    "ProgressEvent",
    "Queued",
    "Ready",
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
    "Running",
    "ScannedModel",
    "Segment",
    "SegmentEvent",
    "Settings",
    "SettingsError",
    "SimulatedGpu",
    "Source",
    "Store",
    "Supervisor",
    "TimedText",
    "Token",
    "TokenEvent",
    "Tool",
    "ToolCalled",
    "Transcribe",
    "TranscriptionRequest",
    "WhisperEstimate",
    "WhisperMetadata",
    "WhisperShape",
    "WorkerError",
    "WorkerHandle",
    "WorkerState",
    "admission_forecast",
    "chat_models",
    "check_found",
    "check_language",
    "choose_fallback",
    "default_stores",
    "estimate_llm",
    "estimate_whisper",
    "find_models",
    "format_size",
    "gpu_headroom",
    "in_english",
    "load_settings",
    "next_id",
    "notes_tool",
    "offer_fallback",
    "open_gpu",
    "parse_fault",
    "parse_size",
    "placement_profiles",
    "probe_gpus",
    "probe_host",
    "profile_costs",
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
