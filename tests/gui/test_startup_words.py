"""The words the window shows while its engine starts, in the interface's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from ui import i18n, startup_words


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = str(request.param)
    assert i18n.install(code, qapp) == code
    yield code
    i18n.install("en", qapp)


@pytest.mark.parametrize(
    ("language", "loading", "one", "three", "title"),
    [
        (
            "en",
            "Loading the models…",
            "Recovered 1 request after a crash",
            "Recovered 3 requests after a crash",
            "Spillway cannot start its engine",
        ),
        (
            "de",
            "Die Modelle werden geladen…",
            "1 Anfrage nach einem Absturz wiederhergestellt",
            "3 Anfragen nach einem Absturz wiederhergestellt",
            "Spillway kann seine Engine nicht starten",
        ),
        (
            "fr",
            "Chargement des modèles…",
            "1 demande récupérée après un plantage",
            "3 demandes récupérées après un plantage",
            "Spillway ne peut pas démarrer son moteur",
        ),
    ],
    indirect=["language"],
)
def test_the_start_speaks_the_interface_language(
    language: str, loading: str, one: str, three: str, title: str
) -> None:
    assert startup_words.loading_models() == loading
    assert (startup_words.recovered(1), startup_words.recovered(3)) == (one, three)
    assert startup_words.cannot_start() == title
    assert (
        startup_words.cannot_start_because("disk full")
        == f"{title}{':' if language != 'fr' else ' :'} disk full"
    )
