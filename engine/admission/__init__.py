"""Admission (R2-R5): a pure function from a request's shape and the world's state to a
Decision. No I/O, no clocks: everything it needs is in its arguments, so it is tested
exhaustively in microseconds.
"""

from engine.admission.decide import decide
from engine.admission.model import (
    Action,
    AdmissionPolicy,
    CpuView,
    Decision,
    Demand,
    GpuView,
    Limits,
    ModelCosts,
    RemoteView,
    headroom,
)

__all__ = [
    "Action",
    "AdmissionPolicy",
    "CpuView",
    "Decision",
    "Demand",
    "GpuView",
    "Limits",
    "ModelCosts",
    "RemoteView",
    "decide",
    "headroom",
]
