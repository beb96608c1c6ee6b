"""The agent loop inside a job: one round of tool calls through the tool-call record, then
the answer.

The small default model calls a tool whenever tools are offered, so the loop offers them
once: the calls it proposes run (or are reused from the tool-call record), their results are fed
back as text, and the model then answers without tools, streamed as usual.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any, Protocol

from engine.agent import CallAction, ToolBox, call_action
from engine.errors import RunStopped
from engine.journal import AsyncJournal
from engine.replica import Replica
from engine.requests import ChatRequest, ToolCalled
from engine.scheduling.jobs import Job
from engine.scheduling.slots import ReplicaSlot
from engine.workers.protocol import Done

log = logging.getLogger(__name__)


class Generator(Protocol):
    """What the loop needs of the job runner: one generation, and delivery to the caller."""

    async def generate(
        self,
        job: Job,
        replica: Replica,
        slot: ReplicaSlot,
        messages: list[dict[str, str]] | None = None,
        tools: list[dict[str, Any]] | None = None,
    ) -> Done:
        """One generation with these messages and tools, streamed to the caller."""

    async def deliver(self, job: Job, prefix: str, produced: str) -> None:
        """Hand new text to the caller."""


class ToolCallStop(RunStopped):
    """A call whose outcome is unknown (or a replay that proposes another call): stop."""

    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)


class AgentLoop:
    """Runs agent requests for the job runner."""

    def __init__(self, generator: Generator, journal: AsyncJournal, toolbox: ToolBox) -> None:
        self.generator, self.journal, self.toolbox = generator, journal, toolbox

    async def run(self, job: Job, replica: Replica, slot: ReplicaSlot) -> Done:
        """Propose, run (exactly once), feed back, answer."""
        request = job.request
        assert isinstance(request, ChatRequest)
        generator = self.generator
        specs = [self.toolbox.get(name).spec() for name in request.agent_tools]
        messages = request.message_dicts
        proposal = await generator.generate(job, replica, slot, messages, specs)
        if not proposal.tool_calls:
            if proposal.text:  # it answered at once: hand the text over as the answer
                await generator.deliver(job, "", proposal.text)
                return proposal
            return await generator.generate(job, replica, slot, messages, [])
        for step, call in enumerate(proposal.tool_calls):
            result = await self._call(job, step, call)
            messages = [
                *messages,
                {
                    "role": "assistant",
                    "content": f"(called {call['name']} with {call['arguments']})",
                },
                {"role": "user", "content": f"Result of the tool call: {result}"},
            ]
        return await generator.generate(job, replica, slot, messages, [])

    async def _call(self, job: Job, step: int, call: dict[str, str]) -> str:
        journal = self.journal
        name, arguments = call["name"], call["arguments"]
        try:
            tool = self.toolbox.get(name)
        except KeyError as exc:
            return f"error: {exc.args[0]}"
        record = await journal.tool_call(job.request_id, step)
        action = call_action(record, name, arguments, tool.reversible)
        if action is CallAction.REUSE:
            assert record is not None and record.result is not None
            job.emit(ToolCalled(job.request_id, step, name, arguments, record.result, True))
            return record.result
        if action is CallAction.UNKNOWN:
            message = f"{name}({arguments}) started before a failure and may or may not have run"
            raise ToolCallStop("tool_unknown", message)
        if action is CallAction.MISMATCH:
            assert record is not None
            ran = f"{record.name}({record.arguments})"
            message = f"the replay proposed {name}({arguments}) where {ran} ran"
            raise ToolCallStop("tool_mismatch", message)
        job.tool_idle.clear()
        try:
            if action is CallAction.RUN:
                await journal.tool_started(job.request_id, step, name, arguments)
            result = await asyncio.to_thread(_invoke, tool.run, arguments)
            await journal.tool_done(job.request_id, step, result)
            job.emit(ToolCalled(job.request_id, step, name, arguments, result, False))
        finally:
            job.tool_idle.set()
        log.info("%s: tool %s ran (step %d)", job.request_id, name, step)
        return result


def _invoke(run: Any, arguments: str) -> str:
    """Call a tool with the model's JSON arguments; a failure is a result the model sees."""
    try:
        values = json.loads(arguments)
        return str(run(**values) if isinstance(values, dict) else run(values))
    except Exception as exc:  # a tool's failure is data for the model, not a crash of ours
        return f"error: {type(exc).__name__}: {exc}"
