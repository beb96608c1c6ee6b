"""Capture what llama.cpp says it allocated, through its log callback.

llama.cpp reports every buffer it allocates ("CPU_Mapped model buffer size = 92.10 MiB",
"CUDA0 KV buffer size = ...", "CPU compute buffer size = ..."). The worker installs this
callback before loading, so the sizes it reports in ``ready`` are the runtime's own.
Warnings and errors are forwarded to stderr (the supervisor logs them); the rest is kept
only as a short tail for error reports.
"""

from __future__ import annotations

import ctypes
import re
import sys
from collections import deque
from typing import Any

_BUFFER = re.compile(r"(\S+)\s+(model|KV|compute|output) buffer size\s*=\s*([\d.]+)\s*MiB")
_CATEGORY = {"model": "weights", "KV": "kv", "compute": "compute", "output": "output"}
# ggml_log_level: NONE 0, DEBUG 1, INFO 2, WARN 3, ERROR 4, CONT 5 (continues the last).
_INFO, _WARN, _ERROR, _CONT = 2, 3, 4, 5
MIB = 1024 * 1024


class LlamaLog:
    """Collects llama.cpp's buffer reports; install once per process."""

    def __init__(self) -> None:
        self.buffers: list[tuple[str, str, int]] = []  # (backend, category, bytes)
        self.tail: deque[str] = deque(maxlen=40)
        self._partial = ""
        self._level = 0
        self._callback: Any = None

    def install(self) -> None:
        """Route llama.cpp's log to this object (keeps a reference so ctypes can call it)."""
        import llama_cpp

        @llama_cpp.llama_log_callback  # type: ignore[untyped-decorator]
        def callback(level: int, text: bytes, _user: Any) -> None:
            self._on_text(level, text.decode("utf-8", errors="replace"))

        self._callback = callback
        llama_cpp.llama_log_set(callback, ctypes.c_void_p(0))

    def reset(self) -> None:
        """Forget the buffers seen so far (before a new load)."""
        self.buffers.clear()

    def allocations(self) -> dict[str, int]:
        """Bytes per category, summed over backends: weights, kv, compute, output."""
        totals: dict[str, int] = {}
        for _backend, category, n_bytes in self.buffers:
            totals[category] = totals.get(category, 0) + n_bytes
        return totals

    def by_backend(self) -> dict[str, int]:
        """Bytes per ``backend/category`` (e.g. ``CUDA0/kv``), for reports."""
        return {f"{b}/{c}": n for b, c, n in self.buffers}

    def mentions_allocation_failure(self) -> bool:
        """True if llama.cpp recently logged a failed allocation."""
        return any(
            ("alloc" in line and "fail" in line) or "out of memory" in line for line in self.tail
        )

    def _on_text(self, level: int, text: str) -> None:
        if level != _CONT:
            self._level = level
        self._partial += text
        while "\n" in self._partial:
            line, self._partial = self._partial.split("\n", 1)
            self._on_line(line)

    def _on_line(self, line: str) -> None:
        match = _BUFFER.search(line)
        if match:
            backend, kind, size = match.groups()
            self.buffers.append((backend, _CATEGORY[kind], round(float(size) * MIB)))
        if self._level >= _INFO:
            self.tail.append(line)
        if self._level in (_WARN, _ERROR):
            print(f"llama.cpp: {line}", file=sys.stderr, flush=True)
