"""Routes in the user's language: where and how a request runs, from the engine's data.

Short words ("GPU", "CPU", "fallback model X") for a message's note and footer and the
transcription table; plain words ("the processor", "the graphics card") for the sentences of
a notification. The English for the CLI and the API is ``app.words``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.api import Action, Route

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def route(route: Route, plain: bool = False) -> str:
    """The route in words; ``plain``: for people who do not know "GPU" and "CPU"."""
    if plain:
        gpu = (
            translate("RouteWords", "the simulated graphics card")
            if route.simulated_gpu
            else translate("RouteWords", "the graphics card")
        )
        cpu = translate("RouteWords", "the processor")
    else:
        gpu = (
            translate("RouteWords", "simulated GPU")
            if route.simulated_gpu
            else translate("RouteWords", "GPU")
        )
        cpu = translate("RouteWords", "CPU")
    action = route.action
    if action is Action.OFFLOAD and route.kv_on_host:
        return translate("RouteWords", "{gpu} (KV cache in host RAM)").format(gpu=gpu)
    if action is Action.OFFLOAD:
        return translate("RouteWords", "{gpu} + {cpu} (layers split)").format(gpu=gpu, cpu=cpu)
    if action is Action.SHRINK:
        return translate("RouteWords", "{gpu} (reduced limits)").format(gpu=gpu)
    if action is Action.DELAY:
        return translate("RouteWords", "{gpu} (waiting)").format(gpu=gpu)
    if action is Action.ROUTE_CPU:
        return cpu
    if action is Action.ROUTE_FALLBACK:
        return translate("RouteWords", "fallback model {model}").format(model=route.model)
    if action is Action.ROUTE_REMOTE:
        return translate("RouteWords", "remote server {host}").format(host=route.remote_host)
    if action is Action.REFUSE:
        return translate("RouteWords", "refused")
    return gpu
