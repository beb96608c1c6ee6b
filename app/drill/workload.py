"""What the drill asks: prompts, the audio clip, the counting tool, and the two profiles."""

from __future__ import annotations

from dataclasses import dataclass

from app.paths import RESOURCES
from engine.api import ChatRequest, Tool, TranscriptionRequest

SPEECH = RESOURCES / "drill" / "speech.wav"  # 6.5 s of synthesized speech

SHORT_PROMPTS = (
    "What is a GPU? Answer in one sentence.",
    "Name three colours of the rainbow.",
    "Why do computers need memory? Answer briefly.",
    "What is the capital of France?",
)


def _long_prompt() -> str:
    """About 1,200 tokens: a memory log the model is asked to summarize."""
    lines = [
        f"At minute {m} the graphics card had {4096 - 37 * m} MiB free, "
        f"{m % 5} requests were queued and the temperature was {55 + m % 9} degrees."
        for m in range(36)
    ]
    return (
        "Here is a log of a graphics card.\n"
        + "\n".join(lines)
        + ("\nIn one sentence: how did the free memory change over time?")
    )


LONG_PROMPT = _long_prompt()
AGENT_PROMPT = "Please switch the heater on in the living room."


def short(i: int, max_tokens: int, **options: object) -> ChatRequest:
    """Short prompt number ``i`` (cycling), greedy unless told otherwise."""
    text = SHORT_PROMPTS[i % len(SHORT_PROMPTS)]
    return ChatRequest.from_messages(
        [{"role": "user", "content": text}], max_tokens=max_tokens, **options
    )


def long(max_tokens: int, **options: object) -> ChatRequest:
    """The long prompt."""
    return ChatRequest.from_messages(
        [{"role": "user", "content": LONG_PROMPT}], max_tokens=max_tokens, **options
    )


def seeded_request(max_tokens: int) -> ChatRequest:
    """A sampled answer with a fixed seed: as repeatable as a greedy one."""
    return short(0, max_tokens, temperature=0.8, seed=7)


def agent(max_tokens: int) -> ChatRequest:
    """An agent request that may call the drill's heater tool."""
    return ChatRequest.from_messages(
        [{"role": "user", "content": AGENT_PROMPT}],
        max_tokens=max_tokens,
        agent_tools=(HEATER,),
    )


def speech() -> TranscriptionRequest:
    """The drill's audio clip."""
    return TranscriptionRequest(str(SPEECH))


HEATER = "switch_heater_on"


class CountingTool:
    """A mock tool with a side effect the drill counts: how often the heater was switched.

    ``then`` runs right after the side effect, inside the tool call: the drill uses it to
    fail the GPU at the worst moment, just after an irreversible action.
    """

    def __init__(self) -> None:
        self.effects: dict[str, int] = {}
        self.current = ""  # the request the next effect is counted for
        self.then: list[object] = []

    def switch_on(self, room: str = "living room") -> str:
        """The side effect: counted once per call."""
        self.effects[self.current] = self.effects.get(self.current, 0) + 1
        while self.then:
            action = self.then.pop(0)
            if callable(action):
                action()
        return f"the heater in the {room} is on"

    def tool(self) -> Tool:
        """The tool as the engine registers it (irreversible: it must never run twice)."""
        parameters = {
            "type": "object",
            "properties": {"room": {"type": "string"}},
            "required": ["room"],
        }
        return Tool(HEATER, "Switch the heater on in a room.", parameters, self.switch_on)


@dataclass(frozen=True)
class Profile:
    """How much the drill does: ``quick`` fits in a test run, ``full`` is the real drill."""

    name: str
    max_tokens: int
    short_count: int
    long_count: int
    concurrent: int
    memory_steps_mib: tuple[int, ...]  # foreign workload at each step, MiB of the card
    long_at_steps: bool


PROFILES = {
    "quick": Profile("quick", 16, 2, 1, 3, (0, 300, 700), False),
    "full": Profile("full", 32, 4, 2, 6, (0, 100, 200, 300, 450, 600, 700), True),
}
