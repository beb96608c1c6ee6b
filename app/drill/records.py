"""What the drill records: one row per request, one sample of the machine per tick.

Plain dataclasses, filled in while the drill runs and written to the JSON report as they
are (``asdict``). Nothing here touches the engine; the metrics are in ``metrics.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

OUTCOMES = ("completed", "failed", "cancelled", "refused", "lost")


@dataclass
class RequestRecord:
    """One request the drill sent, and everything that happened to it.

    Times are seconds: ``submitted_s`` since the drill started, the others since submit.
    ``expect`` is the outcome the scenario requires ("completed", "cancelled", "resumable"
    for an answer that must end with a resumable error, "replayed" for a greedy answer
    replayed after streamed tokens: completed if the replay reproduced them, else a
    resumable ``replay_diverged`` error with the partial answer, "refused").
    """

    scenario: str
    label: str
    kind: str  # "chat", "agent" or "transcription"
    stream: bool = True
    deterministic: bool = True
    expect: str = "completed"
    expect_retry: bool = False
    independent: bool = False  # must not be disturbed by the scenario's fault
    step: str = ""  # the memory-pressure step, where there are steps
    step_free_mib: float | None = None
    submitted_s: float = 0.0
    request_id: str = ""
    accepted: bool = False
    refused: str = ""
    route: str = ""
    first_failure: str = ""
    retry_decision: str = "none"
    retries: int = 0
    lanes: list[str] = field(default_factory=list)
    attempts: int = 0
    ids_seen: int = 0
    cpu_start_s: float | None = None
    queue_wait_s: float | None = None
    ttft_s: float | None = None
    latency_s: float | None = None
    outcome: str = "lost"
    error: str = ""
    resumable: bool = False
    output: str = ""
    reference: str | None = None  # the answer on the healthy GPU
    cpu_reference: str | None = None  # the answer on the CPU lane (other numerics)
    equals_reference: bool | None = None
    connection_survived: bool = False  # the client got one final event, well-formed, last
    final_events: int = 0  # terminal events the client received (must be exactly one)
    events_after_final: int = 0
    replayed_tokens: int = 0  # streamed tokens a failover replay had to reproduce
    degraded_needed: bool = False
    degraded_shown: bool = False
    tool_calls: int = 0
    tool_side_effects: int | None = None
    journal_status: str = ""

    @property
    def succeeded(self) -> bool:
        """True when the request ended the way its scenario requires."""
        if self.expect == "resumable":
            return self.outcome == "failed" and self.resumable
        if self.expect == "replayed":
            return self.outcome == "completed" or self.replay_diverged
        return self.outcome == self.expect

    def compare_with_reference(self) -> None:
        """Set ``equals_reference`` for a completed answer: against the CPU's own answer
        when it ended on the CPU lane (the simulated card computes with other numerics),
        else against the GPU's."""
        on_cpu = self.lanes[-1:] == ["cpu"] and self.cpu_reference is not None
        reference = self.cpu_reference if on_cpu else self.reference
        if self.outcome == "completed" and reference is not None:
            self.equals_reference = self.output.strip() == reference.strip()

    @property
    def replay_diverged(self) -> bool:
        """Ended with the resumable error of a replay that did not reproduce the prefix."""
        return (
            self.outcome == "failed"
            and self.resumable
            and self.error.startswith("replay_diverged")
            and bool(self.output)
        )

    @property
    def replay_verified(self) -> bool | None:
        """For a request replayed after streamed tokens: did the replay reproduce them?"""
        if self.replayed_tokens == 0:
            return None
        return self.outcome == "completed"

    @property
    def lost(self) -> bool:
        """Accepted, then no end at all: no final event, or no final row in the journal."""
        terminal = self.journal_status in ("completed", "failed", "cancelled")
        return self.accepted and (self.outcome == "lost" or not terminal)

    @property
    def retry_ran_once(self) -> bool:
        """A retry, where there was one (or one was due), ran exactly once with one identity."""
        if self.ids_seen > 1 or self.retries > 1:
            return False
        if self.retries == 1 and self.attempts != 2:
            return False
        return not (self.expect_retry and self.accepted and self.retries != 1)


@dataclass
class Sample:
    """The machine at one moment of the drill (``t``: seconds since the drill started)."""

    t: float
    scenario: str
    ram_available: int
    ram_reserve: int
    tree_rss: int
    gpu_total: int
    gpu_used: int
    gpu_error: str
    gpu_queued: int
    gpu_running: int
    cpu_queued: int
    cpu_running: int
    oldest_queue_age_s: float
    mode: str
    breaker: str
    gpu_llm_alive: bool
    reserve_raised: bool = False
    remote_queued: int = 0  # the remote tier's lane, while a remote server is configured
    remote_running: int = 0  # the drill set the reserve above what is free, on purpose


@dataclass
class ScenarioRun:
    """One scenario of the drill: what it did, when, and its own findings."""

    name: str
    title: str
    triggers: tuple[str, ...]
    started_s: float = 0.0
    ended_s: float = 0.0
    recovery_s: list[float] = field(default_factory=list)  # GPU worker back after a failure
    recovery_missing: int = 0  # failures after which the GPU worker did not come back
    notes: list[str] = field(default_factory=list)
    error: str = ""  # the scenario broke off with this error (a bug, or the machine)
