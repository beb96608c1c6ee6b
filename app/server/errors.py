"""Answers other than success, in OpenAI's error shape, and how engine refusals map to them.

Status codes: 400 malformed (JSON, multipart) or a request that can never be served as
asked (a prompt longer than every context, unusable audio); 401 no or wrong API key; 403 a
Host or Origin that is not loopback; 409 cancelled; 413 upload too large; 422 a wrong or
missing field, or an idempotency key reused for another body; 503 over capacity or the
machine failing (with ``Retry-After``); 500 a bug of ours.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from engine.api import Cancelled, CapacityError, Failed

DEFAULT_RETRY_AFTER_S = 5
ENVIRONMENTAL = frozenset({"oom", "abort", "hang", "driver", "interrupted", "capacity"})


class ApiError(Exception):
    """An answer other than success, in OpenAI's error shape ``{"error": {...}}``.

    Attributes:
        status: the HTTP status.
        message: what went wrong, for a person.
        kind: OpenAI's error ``type`` (``invalid_request_error``, ``server_error``, ...).
        code: a short machine-readable code, or None.
        param: the request field at fault, or None.
        headers: extra response headers (``Retry-After``, ``WWW-Authenticate``).
        extra: more fields for the error object (``needed``, ``partial``, ...).
    """

    def __init__(
        self,
        status: int,
        message: str,
        *,
        kind: str = "invalid_request_error",
        code: str | None = None,
        param: str | None = None,
        headers: Mapping[str, str] | None = None,
        extra: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.message, self.kind, self.code, self.param = (
            status,
            message,
            kind,
            code,
            param,
        )
        self.headers = dict(headers or {})
        self.extra = dict(extra or {})

    def body(self) -> dict[str, Any]:
        """The JSON error object."""
        error = {"message": self.message, "type": self.kind, "code": self.code}
        if self.param is not None:
            error["param"] = self.param
        return {"error": error | self.extra}


def invalid(param: str, message: str) -> ApiError:
    """A 422 for one wrong or missing field."""
    return ApiError(422, message, code="invalid_value", param=param)


def capacity_error(exc: CapacityError) -> ApiError:
    """A refusal: 400 for a prompt that can never fit, else 503 with ``Retry-After``.

    The message is English; ``reason_code`` is admission's code for it ("pressure",
    "prompt_too_long"...), for programs that word or count refusals themselves.
    """
    numbers = {"needed": exc.needed, "available": exc.available, "reason_code": exc.why.code.value}
    if exc.permanent:
        message = f"{exc.reason} (needed {exc.needed} tokens, available {exc.available})"
        return ApiError(400, message, code="context_length_exceeded", extra=numbers)
    retry = max(1, math.ceil(exc.retry_after_s or DEFAULT_RETRY_AFTER_S))
    return ApiError(
        503,
        f"Spillway is over capacity: {exc.reason}",
        kind="server_error",
        code="capacity",
        headers={"Retry-After": str(retry)},
        extra=numbers,
    )


def failure(event: Failed | Cancelled) -> ApiError:
    """The answer for a request that ended without a result (before anything was streamed).

    A bad input is the caller's (400); the machine's failures and capacity are 503 with
    ``Retry-After``; a cancellation is 409; anything else is ours (500).
    """
    partial = {"partial": event.partial}
    if isinstance(event, Cancelled):
        return ApiError(409, "the request was cancelled", code="cancelled", extra=partial)
    extra = partial | {"kind": event.kind, "resumable": event.resumable}
    if event.kind == "bad_input":
        return ApiError(400, event.message, code="bad_input", extra=extra)
    if event.kind in ENVIRONMENTAL:
        code = "resumable" if event.resumable and event.partial else event.kind
        headers = {"Retry-After": str(DEFAULT_RETRY_AFTER_S)}
        return ApiError(
            503, event.message, kind="server_error", code=code, headers=headers, extra=extra
        )
    return ApiError(500, event.message, kind="server_error", code=event.kind, extra=extra)
