"""Admission's reasons in German and French (ui/reason_words.py and its catalogue block)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from engine.admission import Action, AdmissionPolicy, Decision, Demand, Limits, decide
from engine.api import CapacityError, Degraded, Reason, ReasonCode
from tests import routes
from tests.gui.i18n_helpers import messages as catalogue_messages
from tests.gui.test_status_view import _status
from tests.unit.test_admission_speech_fallback import COSTS, CPU_ON, SMALL
from ui import i18n, reason_words, wording

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("language", ["de", "fr"])
def test_every_code_has_a_translation_with_its_placeholders(language: str) -> None:
    messages = {m.source: m.forms[0] for m in catalogue_messages(language) if not m.unfinished}
    for code in ReasonCode:
        if code in reason_words.WORDED_ELSEWHERE:
            continue
        source = reason_words.SENTENCES[code]
        translation = messages.get(source)  # None: a code without its translation
        assert translation, f"{language}: no translation for {code}: {source!r}"
        assert re.findall(r"\{\w+\}", source) == re.findall(r"\{\w+\}", translation)


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    assert i18n.install("de", qapp) == "de"
    yield
    i18n.install("en", qapp)


@pytest.mark.usefixtures("german")
def test_the_interface_says_a_reason_in_german() -> None:
    pressure = Reason(ReasonCode.PRESSURE, 1.26, 0.9).then(Reason(ReasonCode.CPU_OFF).at("cpu"))
    assert reason_words.sentence(pressure) == (
        "die Grafikkarte ist zu 126 % voll (Spillway hält sie unter 90 %)"
    )
    refused = wording.refusal(CapacityError(Reason(ReasonCode.GPU_PAUSED), retry_after_s=None))
    assert refused.text.startswith("Du hast die GPU-Nutzung pausiert")
    assert "GPU use paused by the user" in refused.detail  # the engine's English, on demand
    on_cpu = (Reason(ReasonCode.ON_CPU), Reason(ReasonCode.ANSWER_CAPPED_ON_CPU, 96, 2048))
    event = Degraded("r", routes.CPU, "m", (), "no GPU", 9.0, Reason(ReasonCode.NO_GPU), on_cpu)
    text = wording.degraded(event).text  # its frame ("Runs on ...: ... Why: ...") is Wording's
    assert "langsamer als auf der Grafikkarte; die Antwort endet nach 96 Token" in text
    assert "(der Prozessor liest 2048)" in text
    assert "dieser Computer hat keine Grafikkarte, die Spillway nutzen kann" in text


def test_french_too(qapp: QApplication) -> None:
    assert i18n.install("fr", qapp) == "fr"
    try:
        said = reason_words.sentence(Reason(ReasonCode.CPU_QUEUE_FULL, 4))
        assert said == "trop de demandes attendent le processeur"
    finally:
        i18n.install("en", qapp)


FALLBACK_WORDS = [
    ("en", "transcribed by the smaller English-only speech model (Whisper tiny.en)"),
    ("de", "transkribiert vom kleineren Sprachmodell nur für Englisch (Whisper tiny.en)"),
    ("fr", "transcrit par le petit modèle vocal, anglais uniquement (Whisper tiny.en)"),
]


@pytest.mark.parametrize(("language", "expected"), FALLBACK_WORDS)
def test_a_transcription_on_the_fallback_is_worded_as_a_transcription(
    qapp: QApplication, language: str, expected: str
) -> None:
    """Admission's own decision for an English transcription on a card with room for
    tiny.en only: it is transcribed by the English-only speech model, not "answered by a
    smaller model"; a chat question on the fallback keeps chat's words."""
    assert i18n.install(language, qapp) == language
    speech = decide(Demand("transcription", language="en"), SMALL, CPU_ON, COSTS, AdmissionPolicy())
    assert speech.action is Action.ROUTE_FALLBACK
    text = wording.engine_state(_status(), speech).text
    assert text.endswith(f"; {expected}"), text
    chat = Decision(
        Action.ROUTE_FALLBACK,
        Reason(ReasonCode.GPU_SHORT, 2e9, 1e9),
        Limits(limitations=(Reason(ReasonCode.BY_FALLBACK_MODEL, name="Tiny"),)),
        model="Tiny",
    )
    said = wording.engine_state(_status(), chat).text
    smaller = QCoreApplication.translate("Wording", "answers come from a smaller model")
    assert said.endswith(f"; {smaller} (Tiny)"), said
