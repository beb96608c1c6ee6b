"""Spillway's errors: one hierarchy, drawn here, with the kinds a failure is counted by.

Every exception the engine raises derives from ``EngineError``. The families say what a
caller can do about it; the leaf classes stay next to the code that raises them (their
modules import their family from here), so a reader finds the error where it happens and
the whole tree here::

    EngineError                      code: a stable snake_case name (API JSON, Failed events)
    ├── InputError                   the request or a setting is unusable: fix it, no retry
    │   ├── InvalidRequest           engine.inputs           (also a ValueError)
    │   ├── SettingsError            engine.settings         (also a ValueError)
    │   ├── IdempotencyConflict      engine.scheduling.jobs
    │   └── ScriptError              engine.testing.fake_script (a fake worker's script)
    ├── CapacityError                engine.admission.refusal: admission refused, with a
    │                                structured Reason (code + numbers); waiting may help
    ├── WorkerFailure                a model worker failed; ``kind`` is an ErrorKind
    │   ├── WorkerError              engine.supervisor       (main process side)
    │   ├── WorkFailed               engine.workers.context  (inside the worker)
    │   ├── ProtocolError            engine.workers.protocol (a malformed pipe line)
    │   ├── SimulatedOutOfMemory     engine.devices.simulated
    │   └── SimulatedDriverError     engine.devices.simulated
    ├── RunStopped                   a run ended early in a way the runner handles
    │   ├── ReplayDiverged           engine.scheduling.jobs
    │   └── ToolCallStop             engine.scheduling.agent_loop
    ├── JournalError                 engine.journal: the request journal (SQLite) failed
    │   └── DuplicateKey             engine.journal
    ├── ModelFileError               engine.models.errors: a model file cannot be used
    └── RemoteError                  engine.remote.client: the server on another machine

``ErrorKind`` is why a request failed on a worker; it travels in the worker protocol's
``error`` event (``engine.workers.protocol`` re-exports it, the wire form is its value) and
the circuit breaker counts only its environmental members.
"""

from __future__ import annotations

from enum import StrEnum


class ErrorKind(StrEnum):
    """Why a request failed. The breaker counts only the environmental ones."""

    OOM = "oom"  # an allocation failed (GPU or host)
    ABORT = "abort"  # the worker process died (ggml abort, signal, crash)
    HANG = "hang"  # the worker stopped answering and was killed
    DRIVER = "driver"  # the GPU driver is gone or resetting
    CANCELLED = "cancelled"  # the caller asked to stop
    BAD_INPUT = "bad_input"  # the request itself is unusable (corrupt audio, too long)
    BAD_MODEL = "bad_model"  # the model file cannot be loaded
    NOT_LOADED = "not_loaded"  # asked to work before a successful load
    INTERNAL = "internal"  # a bug of ours

    @property
    def environmental(self) -> bool:
        """True for failures of the machine rather than of the request or the caller."""
        return self in {ErrorKind.OOM, ErrorKind.ABORT, ErrorKind.HANG, ErrorKind.DRIVER}


class EngineError(Exception):
    """The root of every error the engine raises.

    Attributes:
        code: a stable snake_case name of the failure, for programs (the API's error
            JSON, a Failed event's kind); subclasses set it, some per instance.
    """

    code: str = "internal"


class InputError(EngineError):
    """The request, an option or a setting is unusable as given: retrying will not help."""

    code = "bad_input"


class WorkerFailure(EngineError):
    """A model worker (or the device under it) failed a request."""

    code = ErrorKind.INTERNAL.value


class RunStopped(EngineError):
    """A run ended early for a reason the request path handles itself (replay, tool calls)."""

    code = "stopped"


__all__ = [
    "EngineError",
    "ErrorKind",
    "InputError",
    "RunStopped",
    "WorkerFailure",
]
