"""Routes for tests that build engine events by hand."""

from __future__ import annotations

from engine.api import Action, Lane, Route

GPU = Route(Action.ADMIT, Lane.GPU)
SIMULATED_GPU = Route(Action.ADMIT, Lane.GPU, simulated_gpu=True)
CPU = Route(Action.ROUTE_CPU, Lane.CPU)
