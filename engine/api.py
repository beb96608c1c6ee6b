"""The engine's facade: everything outside ``engine/`` (CLI, UI, benchmarks) imports this.

Nothing here imports Qt. Names are re-exported from the modules that own them.
"""

from __future__ import annotations

from engine.admission import Action, Decision
from engine.agent import CALCULATOR, Tool, notes_tool
from engine.breaker import BreakerSnapshot, BreakerState
from engine.config import gpu_headroom, ram_reserve
from engine.core import Engine
from engine.devices.faults import Fault, FaultKind, parse_fault
from engine.devices.gpu import Gpu, open_gpu
from engine.devices.host import probe_host
from engine.devices.nvml import probe_gpus
from engine.devices.simulated import SimulatedGpu
from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.estimate.llm import LlmEstimate, LlmShape, estimate_llm
from engine.estimate.whisper import WhisperEstimate, WhisperShape, estimate_whisper
from engine.inputs import InvalidRequest, settings_warnings, validate_request
from engine.jobs import CapacityError, IdempotencyConflict, RequestHandle
from engine.journal import JournalError
from engine.models.errors import ModelFileError
from engine.models.fingerprint import FingerprintCache
from engine.models.gguf_meta import GgufMetadata, read_gguf
from engine.models.registry import ModelEntry, ModelInfo, ModelKind, ModelRegistry, ModelRole
from engine.models.whisper_meta import WhisperMetadata, read_whisper
from engine.recovery import CLI
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
from engine.settings import SCHEMA, Settings, SettingsError, load_settings, save_settings
from engine.status import EngineStatus
from engine.supervisor import (
    ProcessSpec,
    Supervisor,
    WorkerError,
    WorkerHandle,
    WorkerState,
    next_id,
)
from engine.transcript import FORMATS, TimedText, render
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

__all__ = [
    "CALCULATOR",
    "CLI",
    "FORMATS",
    "NO_SPEECH",
    "SCHEMA",
    "Accepted",
    "Action",
    "BreakerSnapshot",
    "BreakerState",
    "Cancelled",
    "CapacityError",
    "ChatRequest",
    "Completed",
    "Decision",
    "Degraded",
    "Done",
    "Engine",
    "EngineEvent",
    "EngineStatus",
    "ErrorKind",
    "Event",
    "Failed",
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
    "ModelEntry",
    "ModelFileError",
    "ModelInfo",
    "ModelKind",
    "ModelRegistry",
    "ModelRole",
    "ProcessSpec",
    "Progress",
    "ProgressEvent",
    "Queued",
    "Ready",
    "RemoteStatus",
    "Replica",
    "ReplicaSpec",
    "Request",
    "RequestHandle",
    "RequestStatus",
    "Retrying",
    "Running",
    "Segment",
    "SegmentEvent",
    "Settings",
    "SettingsError",
    "SimulatedGpu",
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
    "estimate_llm",
    "estimate_whisper",
    "format_size",
    "gpu_headroom",
    "load_settings",
    "next_id",
    "notes_tool",
    "open_gpu",
    "parse_fault",
    "parse_size",
    "probe_gpus",
    "probe_host",
    "ram_reserve",
    "read_gguf",
    "read_whisper",
    "render",
    "save_settings",
    "settings_warnings",
    "validate_request",
]
