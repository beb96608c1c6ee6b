"""The English-only fallback speech model on a card too small for Whisper base.

A simulated 530 MiB card gives 210 MiB (256 MiB headroom, 64 MiB observed margin):
tiny.en (~168 MiB at beam 1) fits, base (~251 MiB) does not. English goes to tiny.en on
the GPU, said plainly; German never does (the full model on the CPU lane hears it).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import (
    Action,
    CapacityError,
    Completed,
    Degraded,
    EngineEvent,
    Lane,
    ReasonCode,
    TranscriptionRequest,
)
from tests.conftest import DATA, run
from tests.integration.engine_helpers import events_of, make_engine, of_type

pytestmark = pytest.mark.models
CARD = "530MiB"
BASE = {"models.whisper": "whisper-base", "models.fallback_whisper": "whisper-tiny-en"}


def _transcribe(tmp: Path, request: TranscriptionRequest) -> list[EngineEvent]:
    async def scenario() -> list[EngineEvent]:
        engine = make_engine(tmp, gpu_size=CARD, settings=BASE, warm=())
        await engine.start()
        try:
            return await events_of(await engine.submit(request))
        finally:
            await engine.stop()

    return run(scenario())


def test_english_on_a_small_card_is_transcribed_by_tiny_en_on_the_gpu(
    tmp_path: Path, speech_wav: Path
) -> None:
    events = _transcribe(tmp_path, TranscriptionRequest(str(speech_wav), language="en"))
    [degraded] = of_type(events, Degraded)
    assert degraded.route.action is Action.ROUTE_FALLBACK
    assert degraded.route.lane is Lane.GPU
    assert "tiny.en" in degraded.model
    codes = [reason.code for reason in degraded.limited_by]
    assert codes == [ReasonCode.TRANSCRIBED_BY_FALLBACK, ReasonCode.ENGLISH_ONLY]
    assert degraded.why is not None and degraded.why.code is ReasonCode.GPU_SHORT
    [done] = of_type(events, Completed)
    assert done.lane == "gpu"
    assert "graphics card ran out of memory" in done.text.lower()


def test_german_on_a_small_card_is_never_given_to_tiny_en(tmp_path: Path) -> None:
    request = TranscriptionRequest(str(DATA / "speech-de.wav"), language="de")
    events = _transcribe(tmp_path, request)
    [degraded] = of_type(events, Degraded)
    assert degraded.route.action is Action.ROUTE_CPU
    assert "tiny" not in degraded.model
    [done] = of_type(events, Completed)
    assert done.lane == "cpu"
    assert "Guten Morgen" in done.text


def test_german_with_the_cpu_lane_off_is_refused_saying_tiny_en_is_english_only(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        settings = BASE | {"cpu_lane.readiness": "none"}
        engine = make_engine(tmp_path, gpu_size=CARD, settings=settings, warm=())
        await engine.start()
        try:
            request = TranscriptionRequest(str(DATA / "speech-de.wav"), language="de")
            await engine.submit(request)
        finally:
            await engine.stop()

    with pytest.raises(CapacityError) as refused:
        run(scenario())
    steps = {reason.step: reason.code for reason in refused.value.why.also}
    assert steps["fallback"] is ReasonCode.FALLBACK_ENGLISH_ONLY
    assert "understands English only" in str(refused.value)
