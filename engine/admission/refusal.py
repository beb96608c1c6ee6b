"""The refusal a caller sees: admission's structured reason, raised at submit."""

from __future__ import annotations

from engine.admission.english import in_english
from engine.admission.reasons import Reason, text_reason
from engine.errors import EngineError


class CapacityError(EngineError):
    """The engine cannot take the request now (R15, R17): nothing was accepted.

    ``str(exc)`` is the reason in English; the interface words ``why`` itself.

    Attributes:
        why: the structured reason (a code plus numbers).
        reason: ``why`` in English.
        needed / available: bytes (or tokens, for a context refusal), when known.
        retry_after_s: when trying again may help, where known.
        permanent: the request can never be served as asked (a prompt longer than every
            context): waiting will not help; ``needed``/``available`` are then tokens.
    """

    code = "capacity"

    def __init__(
        self,
        reason: Reason | str,
        needed: int = 0,
        available: int = 0,
        retry_after_s: float | None = None,
        permanent: bool = False,
    ):
        self.why = text_reason(reason) if isinstance(reason, str) else reason
        self.reason = in_english(self.why)
        self.needed, self.available = needed, available
        self.retry_after_s, self.permanent = retry_after_s, permanent
        super().__init__(self.reason)


__all__ = ["CapacityError"]
