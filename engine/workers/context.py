"""What a runtime may ask of the worker process around it."""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass, field
from typing import NoReturn

from engine.errors import WorkerFailure
from engine.workers.binding import DeviceBinding


class WorkFailed(WorkerFailure):
    """A request failed in a known way; becomes an ``error`` event of ``kind``."""

    def __init__(self, kind: str, message: str, partial: str = "") -> None:
        self.kind = kind
        self.code = kind
        self.partial = partial
        super().__init__(message)


@dataclass
class WorkerContext:
    """Cancellation flags and the device binding of one worker process."""

    binding: DeviceBinding
    _cancelled: set[str] = field(default_factory=set)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def cancel(self, request_id: str) -> None:
        """Mark a request cancelled; its runtime stops at the next boundary."""
        with self._lock:
            self._cancelled.add(request_id)

    def is_cancelled(self, request_id: str) -> bool:
        """True if ``request_id`` was cancelled."""
        with self._lock:
            return request_id in self._cancelled

    def forget(self, request_id: str) -> None:
        """Drop a finished request's cancellation flag."""
        with self._lock:
            self._cancelled.discard(request_id)

    def raise_if_cancelled(self, request_id: str) -> None:
        """Stop the work of a cancelled request.

        Raises:
            WorkFailed: with kind ``cancelled``.
        """
        if self.is_cancelled(request_id):
            raise WorkFailed("cancelled", "cancelled by the caller")

    def abort(self, message: str) -> NoReturn:
        """Die as a ggml abort does: the message on stderr, then SIGABRT."""
        print(message, file=sys.stderr, flush=True)
        os.abort()
