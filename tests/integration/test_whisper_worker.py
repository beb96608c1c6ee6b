"""The Whisper worker on the real default model."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import Done, Supervisor, Transcribe, WorkerError
from engine.workers.protocol import Progress, Segment
from tests.conftest import DATA, run
from tests.integration.helpers import whisper_replica

pytestmark = pytest.mark.models


def test_transcription_streams_segments_with_progress_and_has_the_spoken_words(
    whisper_dir: Path, speech_wav: Path
) -> None:
    async def scenario() -> tuple[list[Segment], list[Progress], Done]:
        supervisor = Supervisor()
        replica = whisper_replica(supervisor, whisper_dir)
        await replica.start()
        segments: list[Segment] = []
        progress: list[Progress] = []
        done = None
        async for event in replica.transcribe(Transcribe("t1", str(speech_wav))):
            if isinstance(event, Segment):
                segments.append(event)
            elif isinstance(event, Progress):
                progress.append(event)
            elif isinstance(event, Done):
                done = event
        await supervisor.stop_all()
        assert done is not None
        return segments, progress, done

    segments, progress, done = run(scenario())
    text = done.text.lower()
    for word in ("graphics card", "memory", "processor", "nothing was lost"):
        assert word in text
    assert segments and progress
    assert progress[-1].done == pytest.approx(progress[-1].total, abs=0.5)
    assert done.stats["audio_seconds"] == pytest.approx(6.5, abs=0.1)


@pytest.mark.parametrize("name", ["noise.wav", "not-audio.mp3", "missing.wav"])
def test_a_bad_file_gets_a_clear_error_and_the_next_file_still_works(
    name: str, whisper_dir: Path, speech_wav: Path
) -> None:
    async def scenario() -> tuple[WorkerError, str]:
        supervisor = Supervisor()
        replica = whisper_replica(supervisor, whisper_dir)
        await replica.start()
        with pytest.raises(WorkerError) as caught:
            async for _ in replica.transcribe(Transcribe("bad", str(DATA / name))):
                pass
        text = ""
        async for event in replica.transcribe(Transcribe("good", str(speech_wav))):
            if isinstance(event, Done):
                text = event.text
        await supervisor.stop_all()
        return caught.value, text

    error, text = run(scenario())
    assert error.kind.value == "bad_input"
    assert name in str(error)
    assert "memory" in text.lower()
