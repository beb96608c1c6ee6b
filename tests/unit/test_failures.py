"""The classification table of the runtimes' own failures (engine/workers/failures.py)."""

from __future__ import annotations

import pytest

from engine.errors import ErrorKind
from engine.workers.failures import (
    LLAMA_DECODE_CODES,
    classify_ctranslate2,
    classify_llama,
    llama_decode_code,
)


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        (1, ErrorKind.BAD_INPUT),
        (2, ErrorKind.CANCELLED),
        (-1, ErrorKind.INTERNAL),
        (-2, ErrorKind.OOM),
        (-3, ErrorKind.DRIVER),
        (-7, ErrorKind.DRIVER),  # any other code below -1 is fatal (llama.h)
        (5, ErrorKind.INTERNAL),  # undocumented
    ],
)
def test_every_llama_decode_code_has_its_kind(code: int, kind: ErrorKind) -> None:
    found = classify_llama(RuntimeError(f"llama_decode returned {code}"))
    assert found.kind is kind
    assert found.message == f"llama_decode returned {code}"  # the library's own words
    assert llama_decode_code(code)[0] is kind


def test_the_table_documents_every_code_llama_h_names() -> None:
    assert set(LLAMA_DECODE_CODES) == {1, 2, -1, -2, -3}
    assert all(meaning for _kind, meaning in LLAMA_DECODE_CODES.values())


def test_a_card_that_fails_to_compute_counts_for_the_breaker() -> None:
    # -3 used to be classed "internal": no failover, no breaker.
    assert classify_llama(RuntimeError("llama_decode returned -3")).kind.environmental


@pytest.mark.parametrize(
    ("exc", "alloc_logged", "kind"),
    [
        (ValueError("Failed to create llama_context"), False, ErrorKind.OOM),
        (ValueError("Failed to load model from file: /m.gguf"), True, ErrorKind.OOM),
        (ValueError("Failed to load model from file: /m.gguf"), False, ErrorKind.BAD_MODEL),
        (ValueError("Requested tokens (900) exceed context window of 512"), False, "bad_input"),
        (MemoryError(), False, ErrorKind.OOM),
        (KeyError("x"), False, ErrorKind.INTERNAL),
    ],
)
def test_llama_load_and_context_failures(exc: Exception, alloc_logged: bool, kind: str) -> None:
    assert classify_llama(exc, alloc_logged).kind == kind


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (RuntimeError("CUDA failed with error out of memory"), ErrorKind.OOM),
        (RuntimeError("CUDA failed with error unspecified launch failure"), ErrorKind.DRIVER),
        (RuntimeError("CUDA failed with error an illegal memory access was encountered"), "driver"),
        (RuntimeError("cuBLAS failed with status CUBLAS_STATUS_ALLOC_FAILED"), ErrorKind.OOM),
        (RuntimeError("cuBLAS failed with status CUBLAS_STATUS_EXECUTION_FAILED"), "driver"),
        (RuntimeError("cuDNN failed with status CUDNN_STATUS_ALLOC_FAILED"), ErrorKind.OOM),
        (RuntimeError("cuDNN failed with status CUDNN_STATUS_INTERNAL_ERROR"), "driver"),
        (RuntimeError("Library libcublas.so.12 is not found or cannot be loaded"), "driver"),
        (MemoryError("std::bad_alloc"), ErrorKind.OOM),
        (RuntimeError("mkl_malloc: failed to allocate memory"), ErrorKind.OOM),
        (MemoryError(), ErrorKind.OOM),
    ],
)
def test_ctranslate2_failures(exc: Exception, kind: str) -> None:
    found = classify_ctranslate2(exc)
    assert found is not None and found.kind == kind


def test_what_is_not_ctranslate2_is_left_to_the_input_checks() -> None:
    assert classify_ctranslate2(ValueError("Invalid data found when processing input")) is None
    assert classify_ctranslate2(IndexError("list index out of range")) is None
