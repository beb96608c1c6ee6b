"""Routes in words: English for the CLI and the API (``app.words``), and the same words,
translated, in the desktop app (``ui.route_words``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from app import words
from engine.api import Action, Lane, Route
from ui import i18n, route_words

pytestmark = pytest.mark.gui

ROUTES = [
    (Route(Action.ADMIT, Lane.GPU), "GPU", "GPU"),
    (Route(Action.SHRINK, Lane.GPU, simulated_gpu=True), "simulated GPU (reduced limits)", None),
    (Route(Action.OFFLOAD, Lane.GPU, kv_on_host=True), "GPU (KV cache in host RAM)", None),
    (Route(Action.OFFLOAD, Lane.GPU), "GPU + CPU (layers split)", "GPU + CPU (couches réparties)"),
    (Route(Action.DELAY, Lane.GPU), "GPU (waiting)", "GPU (en attente)"),
    (Route(Action.ROUTE_CPU, Lane.CPU), "CPU", "CPU"),
    (Route(Action.ROUTE_FALLBACK, Lane.GPU, "Tiny"), "fallback model Tiny", "modèle de repli Tiny"),
    (
        Route(Action.ROUTE_REMOTE, Lane.REMOTE, remote_host="10.0.0.2:8080"),
        "remote server 10.0.0.2:8080",
        "serveur distant 10.0.0.2:8080",
    ),
    (Route(Action.REFUSE, Lane.GPU), "refused", "refusé"),
]


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    assert i18n.install("fr", qapp) == "fr"
    yield
    i18n.install("en", qapp)


@pytest.mark.parametrize(("route", "english", "_french"), ROUTES)
def test_the_english_words_are_the_same_in_the_app_and_the_api(
    qapp: QApplication, route: Route, english: str, _french: str | None
) -> None:
    i18n.install("en", qapp)
    assert words.route(route) == english
    assert route_words.route(route) == english


@pytest.mark.parametrize(("route", "_english", "translated"), ROUTES)
def test_routes_are_translated(
    french: None, route: Route, _english: str, translated: str | None
) -> None:
    if translated is not None:
        assert route_words.route(route) == translated
    assert route_words.route(route) != "" and "{" not in route_words.route(route)


def test_plain_words_name_the_processor_and_the_card(french: None) -> None:
    cpu = Route(Action.ROUTE_CPU, Lane.CPU)
    split = Route(Action.OFFLOAD, Lane.GPU, simulated_gpu=True)
    assert route_words.route(cpu, plain=True) == "le processeur"
    assert route_words.route(split, plain=True) == (
        "la carte graphique simulée + le processeur (couches réparties)"
    )
