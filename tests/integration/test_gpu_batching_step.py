"""The real-card check's batching step, run on the CPU: its logic works before a card does.

``make gpu-check`` stops at once without an NVIDIA GPU, so its batching step would first
run on a lent card; this runs the same code on a real CPU worker loaded with ``parallel``
2, with short answers. It checks what the step reports, not how fast: the gain is a
figure for the card.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.drill.gpu_batching import batching_gain
from tests.conftest import run

pytestmark = pytest.mark.models

PROMPTS = ["Name a colour.", "Name a fruit.", "Name a river."]


def test_the_batching_step_reports_both_rates_and_their_ratio(gguf_path: Path) -> None:
    result = run(batching_gain(gguf_path, PROMPTS, "cpu", parallel=2, tokens=6))

    assert result["device"] == "CPU"
    assert result["parallel"] == 2 and result["answers"] == 2
    assert result["one_chat_tps"] > 0 and result["together_tps"] > 0
    assert result["gain"] == pytest.approx(result["together_tps"] / result["one_chat_tps"], rel=0.1)
    assert 0 <= result["answers_equal_to_alone"] <= 2
    assert len(result["different"]) == 2 - result["answers_equal_to_alone"]


def test_the_batching_step_needs_a_prompt_per_chat(gguf_path: Path) -> None:
    with pytest.raises(ValueError, match="4 chats need 4 prompts"):
        run(batching_gain(gguf_path, PROMPTS, "cpu", parallel=4))
