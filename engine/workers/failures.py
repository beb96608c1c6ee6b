"""How a runtime's own failures are classified: the table, and where each entry comes from.

The worker never guesses from a fault it injected: the simulated faults make the real
library fail at its real call (``engine.workers.intercept``), and what the library raises
is classified here, exactly as it would be on a real card. Every row cites its source.

llama.cpp (vendored by llama-cpp-python 0.3.36):

- ``llama_decode()`` return codes, ``include/llama.h`` and ``llama_context::decode`` in
  ``src/llama-context.cpp``; llama-cpp-python's ``LlamaContext.decode`` raises
  ``RuntimeError("llama_decode returned N")`` for any non-zero code.
- context creation: ``llama_init_from_model`` returns NULL when the KV cache or a compute
  buffer cannot be allocated (it also catches C++ exceptions and returns NULL);
  llama-cpp-python raises ``ValueError("Failed to create llama_context")``.
- model load: ``llama_model_load_from_file`` returns NULL (weights buffer allocation,
  a bad file); llama-cpp-python raises ``ValueError("Failed to load model from file: P")``.
  llama.cpp's log says which (``failed to allocate ... buffer``), so the log decides.
- CUDA errors inside ggml (``CUDA_CHECK`` in ``ggml-cuda``) call ``ggml_abort``: the
  process dies with SIGABRT; the supervisor classifies the death from the stderr tail.

CTranslate2 (faster-whisper's runtime):

- ``CUDA_CHECK`` in ``src/cuda/utils.h``: ``RuntimeError("CUDA failed with error <text>")``
  with ``cudaGetErrorString``'s text ("out of memory", "unspecified launch failure"...).
- ``CUBLAS_CHECK``, same file: ``RuntimeError("cuBLAS failed with status CUBLAS_STATUS_X")``.
- ``CUDNN_CHECK`` (``src/cuda/utils.h`` with cuDNN): ``"cuDNN failed with status ..."``.
- CUDA libraries loaded lazily: ``RuntimeError("Library libcublas.so.12 is not found or
  cannot be loaded")`` when the pip wheels' folders are not on the loader's path.
- host allocations: the CPU allocator (``src/cpu/allocator.cc``) throws
  ``RuntimeError("mkl_malloc: failed to allocate memory")`` (or ``aligned_alloc: ...``);
  a plain ``std::bad_alloc`` becomes ``MemoryError`` through pybind11.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from engine.workers.protocol import ErrorKind

log = logging.getLogger(__name__)

# llama_decode's return codes: (kind, what llama.h says the code means).
LLAMA_DECODE_CODES: dict[int, tuple[ErrorKind, str]] = {
    1: (ErrorKind.BAD_INPUT, "no KV-cache slot for the batch: the context is full"),
    2: (ErrorKind.CANCELLED, "aborted by the abort callback"),
    -1: (ErrorKind.INTERNAL, "invalid input batch"),
    -2: (ErrorKind.OOM, "an allocation failed (GGML_STATUS_ALLOC_FAILED, memory or output)"),
    -3: (ErrorKind.DRIVER, "the backend failed to compute the graph (GGML_STATUS_FAILED)"),
}
# Any other code below -1 is "a fatal error" (llama.h): the device, not the request.
LLAMA_FATAL = (ErrorKind.DRIVER, "a fatal error of the backend")
LLAMA_CONTEXT_FAILED = "Failed to create llama_context"
LLAMA_MODEL_FAILED = "Failed to load model from file"

_HOST_ALLOC = "failed to allocate memory"
_DECODE = re.compile(r"llama_decode returned (-?\d+)")
_CT2_STATUS = re.compile(r"(cuBLAS|cuDNN) failed with status (\w+)")


@dataclass(frozen=True)
class Classified:
    """A library failure, classified: the kind and a sentence for the log and the caller."""

    kind: ErrorKind
    message: str


def llama_decode_code(code: int) -> tuple[ErrorKind, str]:
    """The kind and meaning of one ``llama_decode`` return code (non-zero)."""
    if code in LLAMA_DECODE_CODES:
        return LLAMA_DECODE_CODES[code]
    if code < -1:
        return LLAMA_FATAL
    return ErrorKind.INTERNAL, f"an undocumented return code {code}"


def classify_llama(exc: BaseException, log_says_alloc_failed: bool = False) -> Classified:
    """Classify what llama-cpp-python raised.

    ``log_says_alloc_failed``: llama.cpp's own log reported a failed buffer allocation
    during this call (it tells a too-big model from a bad file).
    """
    text = str(exc)
    match = _DECODE.search(text)
    if isinstance(exc, RuntimeError) and match:
        kind, meaning = llama_decode_code(int(match.group(1)))
        log.info("%s: %s", text, meaning)  # the library's own words go to the caller
        return Classified(kind, text)
    if isinstance(exc, MemoryError):
        return Classified(ErrorKind.OOM, f"out of host memory ({text or 'MemoryError'})")
    if LLAMA_CONTEXT_FAILED in text:
        # NULL from llama_init_from_model: its allocations (KV cache, compute buffers) failed.
        return Classified(ErrorKind.OOM, text)
    if LLAMA_MODEL_FAILED in text:
        kind = ErrorKind.OOM if log_says_alloc_failed else ErrorKind.BAD_MODEL
        return Classified(kind, text)
    if isinstance(exc, ValueError):  # "Requested tokens (N) exceed context window of M"...
        return Classified(ErrorKind.BAD_INPUT, text)
    return Classified(ErrorKind.INTERNAL, f"{type(exc).__name__}: {text}")


def classify_ctranslate2(exc: BaseException) -> Classified | None:
    """Classify a CTranslate2 failure; None when ``exc`` is not one (decoding, input...)."""
    text = str(exc)
    if isinstance(exc, MemoryError) or "bad_alloc" in text or _HOST_ALLOC in text:
        return Classified(ErrorKind.OOM, f"out of host memory ({text or 'std::bad_alloc'})")
    if "CUDA failed with error" in text:
        kind = ErrorKind.OOM if "out of memory" in text else ErrorKind.DRIVER
        return Classified(kind, text)
    status = _CT2_STATUS.search(text)
    if status:
        kind = ErrorKind.OOM if status.group(2).endswith("ALLOC_FAILED") else ErrorKind.DRIVER
        return Classified(kind, text)
    if "is not found or cannot be loaded" in text:  # a CUDA library missing: no GPU work
        return Classified(ErrorKind.DRIVER, text)
    if isinstance(exc, RuntimeError) and ("CUDA" in text or "cuda" in text):
        return Classified(ErrorKind.DRIVER, text)
    return None
