"""Measured speed per lane, for ETAs: prompt and generated tokens/s, audio real-time factor.

Starts from conservative defaults and follows what completed work really did (an
exponentially weighted average), so an ETA improves as the app is used.
"""

from __future__ import annotations

from dataclasses import dataclass

_WEIGHT = 0.3  # how much one new measurement moves the average


@dataclass
class Throughput:
    """Speeds of one lane."""

    prompt_tps: float = 250.0
    generate_tps: float = 40.0
    audio_rtf: float = 0.3  # seconds of work per second of audio
    load_s: float = 2.0

    def chat_seconds(self, prompt_tokens: int, max_tokens: int) -> float:
        """Worst-case seconds for a chat request (it may stop early)."""
        return prompt_tokens / self.prompt_tps + max_tokens / self.generate_tps

    def transcription_seconds(self, audio_seconds: float) -> float:
        """Seconds to transcribe ``audio_seconds`` of audio."""
        return audio_seconds * self.audio_rtf

    def observe_chat(self, stats: dict[str, float]) -> None:
        """Learn from a finished chat request's stats (from the worker)."""
        prompt, prompt_ms = stats.get("prompt_eval_tokens", 0.0), stats.get("prompt_ms", 0.0)
        if prompt >= 8 and prompt_ms > 0:
            self.prompt_tps = _mix(self.prompt_tps, prompt / (prompt_ms / 1000))
        tokens, eval_ms = stats.get("completion_tokens", 0.0), stats.get("eval_ms", 0.0)
        if tokens >= 4 and eval_ms > 0:
            self.generate_tps = _mix(self.generate_tps, tokens / (eval_ms / 1000))

    def observe_transcription(self, stats: dict[str, float]) -> None:
        """Learn from a finished transcription's stats."""
        rtf = stats.get("real_time_factor", 0.0)
        if rtf > 0:
            self.audio_rtf = _mix(self.audio_rtf, rtf)

    def observe_load(self, seconds: float) -> None:
        """Learn how long a replica takes to load."""
        self.load_s = _mix(self.load_s, seconds)


def _mix(old: float, new: float) -> float:
    return (1 - _WEIGHT) * old + _WEIGHT * new
