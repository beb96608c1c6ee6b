"""Running a job on its lane's replica, and failing over at a request boundary (R9-R11).

A GPU failure of the environment (allocation, abort, hang, driver) before anything was
delivered replays the request on the CPU lane, once, with the same id. After tokens were
streamed, a deterministic request (greedy or seeded) is replayed and checked against the
delivered prefix, then continues after it; any other ends with a resumable error that
keeps the partial answer. A second failure ends the request: never a loop.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from typing import Any

from engine.admission import Action
from engine.breaker import BreakerState
from engine.domain import Lane, WorkKind
from engine.journal import AsyncJournal
from engine.replica import Replica
from engine.requests import (
    Cancelled,
    ChatRequest,
    Completed,
    Failed,
    ProgressEvent,
    RequestStatus,
    Retrying,
    Running,
    SegmentEvent,
    TranscriptionRequest,
)
from engine.scheduling.agent_loop import AgentLoop, ToolCallStop
from engine.scheduling.jobs import Job, ReplayDiverged
from engine.scheduling.parts import EngineParts, JobSink
from engine.scheduling.placing import Placer
from engine.scheduling.progress import audio_seconds_at_most, chat_deadline, transcription_deadline
from engine.scheduling.slots import ReplicaSlot
from engine.supervisor import WorkerError
from engine.workers.protocol import Done, ErrorKind, Generate, Piece, Progress, Segment, Transcribe

log = logging.getLogger(__name__)


class JobRunner:
    """Runs jobs for the engine's lanes; ends them (and fails them over) through ``sink``."""

    def __init__(
        self, parts: EngineParts, placer: Placer, journal: AsyncJournal, sink: JobSink
    ) -> None:
        self.parts, self.placer, self.journal, self.sink = parts, placer, journal, sink
        self.agent = AgentLoop(self, journal, parts.toolbox)

    async def run(self, job: Job, slot: ReplicaSlot) -> None:
        """Run one job to its end (completed, failed, cancelled, or failed over)."""
        parts, sink = self.parts, self.sink
        if job.done.is_set():
            return
        if job.cancelled:  # cancelled between two attempts: it never runs again
            await sink.finish(job, Cancelled(job.request_id, job.partial))
            return
        lane = job.lane
        probing = (
            lane == Lane.GPU
            and parts.breaker.state is BreakerState.HALF_OPEN
            and parts.breaker.try_probe()
        )
        await self.journal.transition(job.request_id, RequestStatus.RUNNING, lane, job.attempt)
        plan = self.placer.planner.plan(job, lane)
        job.emit(Running(job.request_id, lane, job.attempt, plan.model_name))
        try:
            async with slot.use(plan, alone=_calls_tools(job)) as replica:
                done = await self._work(job, replica, slot)
        except WorkerError as exc:
            if probing and not exc.kind.environmental:
                parts.breaker.record_failure(exc.kind)  # frees the probe
            await self._failed(job, lane, exc)
            return
        except ToolCallStop as exc:
            failed = Failed(job.request_id, exc.kind, str(exc), True, job.partial)
            await sink.finish(job, failed)
            return
        except ReplayDiverged as exc:
            failed = Failed(job.request_id, "replay_diverged", str(exc), True, job.partial)
            await sink.finish(job, failed)
            return
        if lane == Lane.GPU:
            parts.breaker.record_success()
        streamed = job.streams and not getattr(job.request, "tools", ())
        text = job.partial if streamed else done.text
        calls = tuple(done.tool_calls)
        await sink.finish(
            job,
            Completed(
                job.request_id,
                text,
                lane,
                job.attempt,
                done.stats,
                calls,
                done.finish_reason,
                done.language,
            ),
        )

    async def _work(self, job: Job, replica: Replica, slot: ReplicaSlot) -> Done:
        if job.cancelled:  # while its replica loaded: it is over, it never starts
            raise WorkerError(ErrorKind.CANCELLED, "cancelled while its replica loaded")
        throughput = self.parts.throughput[job.lane]
        if isinstance(job.request, ChatRequest) and job.request.agent_tools:
            return await self.agent.run(job, replica, slot)
        if isinstance(job.request, ChatRequest):
            done = await self.generate(job, replica, slot)
            throughput.observe_chat(done.stats)
            return done
        done = await self._transcribe(job, replica)
        throughput.observe_transcription(done.stats)
        return done

    async def generate(
        self,
        job: Job,
        replica: Replica,
        slot: ReplicaSlot,
        messages: list[dict[str, str]] | None = None,
        tools: list[dict[str, Any]] | None = None,
    ) -> Done:
        """One generation: the request as asked, or (agent steps) other messages and tools."""
        request = job.request
        assert isinstance(request, ChatRequest)
        limits = job.decision.limits
        offered = tools if tools is not None else [json.loads(spec) for spec in request.tools]
        generate = Generate(
            id=job.worker_request_id,
            messages=messages if messages is not None else request.message_dicts,
            max_tokens=_budget(limits.max_tokens or request.max_tokens, bool(offered)),
            temperature=request.temperature,
            top_p=request.top_p,
            top_k=request.top_k,
            repeat_penalty=request.repeat_penalty,
            seed=request.seed,
            stop=list(request.stop),
            tools=offered,
            tool_choice=_tool_choice(request.tool_choice)
            if tools is None
            else _agent_choice(tools),
        )
        prefix = "".join(job.delivered)  # what the caller already has, from a failed attempt
        produced = ""
        cells = (limits.max_tokens or request.max_tokens) + 64
        if slot.plan is not None:  # one chat's stream of the cache, at most
            cells = min(cells, slot.plan.chat_ctx)
        ledger = self.parts.ledger
        ledger.book_kv(slot.name, job.request_id, min(cells, ledger.kv_free(slot.name)))
        speed = replica.speed or self.parts.throughput[job.lane]
        parallel = slot.plan.parallel if slot.plan else 1
        deadline = chat_deadline(
            speed, generate.messages, generate.max_tokens, bool(offered), parallel
        )
        try:
            async for event in replica.chat(generate, deadline):
                if isinstance(event, Piece):
                    produced += event.text
                    await self.deliver(job, prefix, produced)
                elif isinstance(event, Done):
                    if replica.speed is not None:
                        replica.speed.observe_chat(event.stats)  # deadlines follow real work
                    return event
        finally:
            ledger.release_kv(slot.name, job.request_id)
        raise WorkerError(ErrorKind.INTERNAL, "the worker ended the stream without a result")

    async def deliver(self, job: Job, prefix: str, produced: str) -> None:
        """Hand new text to the caller (``Job.deliver``), and journal it when it is time.

        Raises:
            ReplayDiverged: a replay did not reproduce ``prefix``.
        """
        if job.deliver(prefix, produced):
            await self.journal.record_output(job.request_id, produced)

    async def _transcribe(self, job: Job, replica: Replica) -> Done:
        request = job.request
        assert isinstance(request, TranscriptionRequest)
        beam = job.decision.limits.beam_size or request.beam_size
        vad = self.parts.settings.get_bool("whisper.vad_filter")
        transcribe = Transcribe(
            job.worker_request_id,
            request.path,
            request.language,
            beam,
            task=request.task,
            vad_filter=vad,
        )
        transcript = ""
        deadline = transcription_deadline(
            self.parts.throughput[job.lane], audio_seconds_at_most(request.path)
        )
        async for event in replica.transcribe(transcribe, deadline):
            if isinstance(event, Segment):
                job.emit(
                    SegmentEvent(job.request_id, event.index, event.start, event.end, event.text)
                )
                transcript += event.text  # journaled as it comes: a crash keeps the part
                if not job.finishing:  # not abandoned by its caller meanwhile
                    await self.journal.record_output(job.request_id, transcript)
            elif isinstance(event, Progress):
                job.emit(ProgressEvent(job.request_id, event.done, event.total))
            elif isinstance(event, Done):
                return event
        raise WorkerError(ErrorKind.INTERNAL, "the worker ended the stream without a result")

    async def _failed(self, job: Job, lane: Lane, error: WorkerError) -> None:
        parts, sink = self.parts, self.sink
        partial = job.partial if job.streams else ""
        if error.kind is ErrorKind.CANCELLED or job.cancelled:
            await sink.finish(job, Cancelled(job.request_id, partial))
            return
        # A worker whose allocation failed may hold a half-built state: replace it (R12).
        # Deaths (abort, hang, driver) reach the breaker through the supervisor once; so
        # does an allocation failure, reported by each answer of a batch.
        if lane == Lane.GPU and error.kind is ErrorKind.OOM and sink.recycle(lane, job.kind):
            parts.breaker.record_failure(error.kind, str(error))
        retry = lane == Lane.GPU and error.kind.environmental and job.attempt == 1
        if not retry:
            resumable = error.kind.environmental or bool(partial)
            await sink.finish(
                job, Failed(job.request_id, error.kind.value, str(error), resumable, partial)
            )
            return
        if partial and not _replayable(job):
            message = (
                f"the GPU failed after {len(job.delivered)} tokens ({error}); sampling is "
                "random, so the answer cannot be replayed exactly: resume it"
            )
            await sink.finish(job, Failed(job.request_id, error.kind.value, message, True, partial))
            return
        await self.fail_over(job, error.kind.value, str(error))

    async def fail_over(self, job: Job, kind: str, error: str, failed: str = "GPU") -> None:
        """Replay on the CPU lane: same id, attempt 2, the user told (Retrying + Degraded).

        ``failed``: what failed, in words ("GPU", "remote server 192.168.1.20:11434").
        """
        partial = job.partial if job.streams else ""
        if job.cancelled:
            await self.sink.finish(job, Cancelled(job.request_id, partial))
            return
        placement = await self.placer.place(job.request, attempt=2, gpu_allowed=False)
        decision = placement.decision
        if decision.action is not Action.ROUTE_CPU:
            message = f"the {failed} failed ({error}) and the CPU lane cannot take it: "
            message += decision.reason
            await self.sink.finish(job, Failed(job.request_id, "capacity", message, True, partial))
            return
        failed_lane = job.lane
        job.placement = dataclasses.replace(
            placement,
            decision=dataclasses.replace(decision, reason=f"the {failed} failed: {kind} ({error})"),
        )
        job.attempt, job.lane = 2, Lane.CPU
        replayed = len(job.delivered) if job.streams else 0
        job.emit(Retrying(job.request_id, failed_lane, kind, error, Lane.CPU, replayed))
        if not job.streams:
            job.delivered.clear()
        log.info("%s: failing over to the CPU lane after %s", job.request_id, kind)
        await self.sink.enqueue(job, front=True)


TOOL_CALL_TOKENS = 256  # a call's JSON arguments must not be cut off by a short answer budget


def _budget(max_tokens: int, calling_tools: bool) -> int:
    return max(max_tokens, TOOL_CALL_TOKENS) if calling_tools else max_tokens


def _agent_choice(tools: list[dict[str, Any]]) -> object:
    """One tool offered: name it (a forced call stays short); several: let the model pick."""
    if len(tools) == 1:
        return {"type": "function", "function": {"name": tools[0]["function"]["name"]}}
    return "auto"


def _tool_choice(choice: str) -> object:
    """The tool choice as the runtime takes it: a keyword, or a JSON object."""
    return json.loads(choice) if choice.startswith("{") else (choice or None)


def _calls_tools(job: Job) -> bool:
    """Tools offered: its worker runs the grammar path alone, so it takes the whole replica
    (and one held behind a batch would send no event before its deadline)."""
    request = job.request
    return isinstance(request, ChatRequest) and bool(request.tools or request.agent_tools)


def _replayable(job: Job) -> bool:
    return (
        isinstance(job.request, ChatRequest)
        and job.request.deterministic
        and job.kind is WorkKind.LLM
    )
