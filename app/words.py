"""The engine's structured data in English words, for the command line and the HTTP API.

The desktop app says the same in the user's language (``ui.route_words``); the API's
headers and JSON keep these English words, as they were before routes became data.
"""

from __future__ import annotations

from engine.api import Action, Route


def route(route: Route) -> str:
    """A route in words: "GPU", "CPU", "fallback model X", "simulated GPU (reduced limits)"."""
    gpu = "simulated GPU" if route.simulated_gpu else "GPU"
    if route.action is Action.OFFLOAD and route.kv_on_host:
        return f"{gpu} (KV cache in host RAM)"
    if route.action is Action.OFFLOAD:
        return f"{gpu} + CPU (layers split)"
    return {
        Action.ADMIT: gpu,
        Action.SHRINK: f"{gpu} (reduced limits)",
        Action.DELAY: f"{gpu} (waiting)",
        Action.ROUTE_CPU: "CPU",
        Action.ROUTE_FALLBACK: f"fallback model {route.model}",
        Action.ROUTE_REMOTE: f"remote server {route.remote_host}",
        Action.REFUSE: "refused",
    }[route.action]
