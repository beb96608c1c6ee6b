"""Simulated faults that fire inside the real library call, below the worker's classifier.

A fault armed on the simulated card never raises an error of ours. It makes the runtime's
own call fail the way a real card makes it fail:

- llama.cpp: ``llama_decode`` (which llama-cpp-python looks up on its ``llama_cpp.llama_cpp``
  module at every call) is wrapped. An allocation fault returns ``-2``, the code
  ``llama_context::decode`` returns for ``GGML_STATUS_ALLOC_FAILED``, so llama-cpp-python
  raises its own ``RuntimeError``. Context creation runs under an address-space cap
  (``RLIMIT_AS``), so llama.cpp's own KV-cache allocation fails and ``Llama`` raises
  ``Failed to create llama_context``.
- CTranslate2: the model's ``encode`` runs under the same cap, so its own allocation
  fails (``std::bad_alloc``, a ``MemoryError`` in Python); loading does too.
- A hang blocks the generating thread inside a native call with the GIL released
  (``pause(2)`` through ctypes), as a stuck CUDA kernel does: the heartbeat thread goes on.
- A freeze stops the whole process (SIGSTOP): no heartbeats either.
- An abort (and a driver reset) ends the process from inside the call with SIGABRT after
  the message ggml prints, as ``ggml_abort`` does.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import resource
import signal
import sys
from collections.abc import Callable, Iterator
from typing import Any, NoReturn

from engine.devices.faults import Fault, FaultKind
from engine.workers.binding import DeviceBinding

# llama_context::decode's return code for GGML_STATUS_ALLOC_FAILED (src/llama-context.cpp).
DECODE_ALLOC_FAILED = -2
_CAP_SLACK = 2 * 1024 * 1024  # headroom under the cap for the interpreter's own small needs
_STARTS = {FaultKind.ALLOC_BEFORE_GENERATION, FaultKind.HANG, FaultKind.FREEZE}
_STARTS |= {FaultKind.DRIVER_RESET}

Progress = Callable[[], int]


def block_in_native_call() -> NoReturn:
    """Block this thread in ``pause(2)`` with the GIL released, until the process is killed."""
    print("worker: blocked inside a native call (injected hang)", file=sys.stderr, flush=True)
    libc = ctypes.CDLL(None, use_errno=True)  # ctypes releases the GIL around the call
    while True:
        libc.pause()


def freeze_process() -> NoReturn:
    """Stop every thread of this process (SIGSTOP): a frozen process, no heartbeats."""
    print("worker: freezing the whole process (injected fault)", file=sys.stderr, flush=True)
    os.kill(os.getpid(), signal.SIGSTOP)
    while True:  # only reached if someone sends SIGCONT; stay stuck
        block_in_native_call()


def ggml_abort(message: str) -> NoReturn:
    """Die as ``ggml_abort`` does: the message on stderr, then SIGABRT."""
    print(message, file=sys.stderr, flush=True)
    os.abort()


def _vm_size() -> int:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[0]) * resource.getpagesize()


@contextlib.contextmanager
def address_space_cap(slack: int = _CAP_SLACK) -> Iterator[None]:
    """Cap this process's address space just above what it maps now (``RLIMIT_AS``).

    Inside, any large allocation of a native library fails as it does when memory runs
    out: mmap and malloc return NULL, C++ throws ``std::bad_alloc``.
    """
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (_vm_size() + slack, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


class NativeFaults:
    """The fault armed for the current request, fired from inside the library's calls."""

    def __init__(self, binding: DeviceBinding, abort_message: str, driver_message: str) -> None:
        self.binding = binding
        self.abort_message = abort_message
        self.driver_message = driver_message
        self._fault: Fault | None = None
        self._progress: Progress = lambda: 0
        self.calls = 0  # library calls made since the fault was armed

    def arm(self, fault: Fault | None, progress: Progress | None = None) -> None:
        """Arm ``fault`` for the request starting now.

        ``progress``: tokens (segments) delivered so far; by default, the library calls
        made since, less the first (the prompt's).
        """
        self._fault, self.calls = fault, 0
        self._progress = progress or (lambda: max(0, self.calls - 1))

    @property
    def armed(self) -> bool:
        """True while a fault waits to fire."""
        return self._fault is not None

    def disarm(self) -> None:
        """The request ended: an unfired fault is dropped (it fires once, or not at all)."""
        self._fault = None

    def due(self) -> Fault | None:
        """The armed fault if it must fire at this call, consumed."""
        fault = self._fault
        if fault is None:
            return None
        if fault.kind in _STARTS or self._progress() >= int(fault.arg):
            self._fault = None
            return fault
        return None

    def fire_fatal(self, fault: Fault) -> None:
        """The faults that end the call without returning: hang, freeze, abort, driver reset."""
        if fault.kind is FaultKind.HANG:
            block_in_native_call()
        if fault.kind is FaultKind.FREEZE:
            freeze_process()
        if fault.kind is FaultKind.ABORT_AT_TOKEN:
            ggml_abort(self.abort_message)
        if fault.kind is FaultKind.DRIVER_RESET:
            self.binding.reset_driver(fault.arg)
            ggml_abort(self.driver_message)

    @staticmethod
    def is_alloc(fault: Fault) -> bool:
        """True for the faults that make an allocation fail."""
        return fault.kind in (FaultKind.ALLOC_BEFORE_GENERATION, FaultKind.ALLOC_AT_TOKEN)


class LlamaDecodeFaults(NativeFaults):
    """Wraps ``llama_cpp.llama_cpp.llama_decode`` once per process."""

    def install(self) -> None:
        """Put the wrapper where llama-cpp-python looks the function up at every call."""
        import llama_cpp.llama_cpp as native

        real = native.llama_decode
        if getattr(real, "_spillway_faults", None) is self:
            return

        def llama_decode(ctx: Any, batch: Any) -> int:
            self.calls += 1
            fault = self.due()
            if fault is not None:
                if self.is_alloc(fault):
                    return DECODE_ALLOC_FAILED
                self.fire_fatal(fault)
            result: int = real(ctx, batch)
            return result

        llama_decode._spillway_faults = self  # type: ignore[attr-defined]
        native.llama_decode = llama_decode


class FaultyWhisperModel:
    """A CTranslate2 Whisper model whose ``encode`` fires the armed fault inside the call.

    faster-whisper calls ``encode`` once per 30-second window, before the window's
    segments, so an at-segment fault fires at the first window after K segments.
    """

    def __init__(self, model: Any, faults: NativeFaults) -> None:
        self._model = model
        self._faults = faults

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)

    def encode(self, *args: Any, **kwargs: Any) -> Any:
        """CTranslate2's encode; an allocation fault runs it under a memory cap."""
        self._faults.calls += 1
        fault = self._faults.due()
        if fault is None:
            return self._model.encode(*args, **kwargs)
        if not NativeFaults.is_alloc(fault):
            self._faults.fire_fatal(fault)
        # CTranslate2 starts its thread pool and caches on its first encode; a worker that
        # served before has them, and only then is the capped encode a plain allocation
        # failure (without them, thread creation under the cap crashes the process).
        self._model.encode(*args, **kwargs)
        with address_space_cap():
            return self._model.encode(*args, **kwargs)


@contextlib.contextmanager
def capped_context_creation(capped: bool) -> Iterator[None]:
    """An allocation fault at load: context creation runs under an address-space cap.

    The model's weights load first (a mapped file); then llama.cpp's own allocation of
    the KV cache and compute buffers fails inside ``llama_init_from_model``, which
    returns NULL, and llama-cpp-python raises ``Failed to create llama_context``.
    """
    if not capped:
        yield
        return
    import llama_cpp.llama_cpp as native

    real = native.llama_init_from_model

    def llama_init_from_model(model: Any, params: Any) -> Any:
        with address_space_cap():
            return real(model, params)

    native.llama_init_from_model = llama_init_from_model
    try:
        yield
    finally:
        native.llama_init_from_model = real


@contextlib.contextmanager
def capped_whisper_load(capped: bool) -> Iterator[None]:
    """An allocation fault at load: CTranslate2 builds the model under an address-space cap.

    Only the CTranslate2 constructor runs capped (faster-whisper looks it up on the
    ``ctranslate2.models`` module), so its own allocation of the weights fails.
    """
    if not capped:
        yield
        return
    import ctranslate2

    real = ctranslate2.models.Whisper

    def whisper(*args: Any, **kwargs: Any) -> Any:
        with address_space_cap():
            return real(*args, **kwargs)

    ctranslate2.models.Whisper = whisper
    try:
        yield
    finally:
        ctranslate2.models.Whisper = real
