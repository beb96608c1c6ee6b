"""Continuous batching: up to N chat answers decoded together in one llama.cpp context.

The worker's main thread calls ``step`` while any answer is active and hands new
requests in between steps. Each step builds one ``llama_batch``: one token per answer
that is generating, then the pending prompt tokens of answers that joined, in join
order, up to ``n_batch`` tokens in all (a long prompt delays the others by one chunk at
most). A new answer joins at the next step, in the free slot that shares the longest
prefix with its prompt, and evaluates only the rest. A finished or cancelled answer
leaves at once: its slot keeps its prompt (less a short tail) for the next request and
frees the other cells; the other answers go on undisturbed.

KV cells are booked per answer (its prompt plus ``max_tokens``) when it joins: an answer
waits until its booking fits, evicting the prompts kept by idle slots first, so a decode
never runs out of cells mid-answer.

Tool calls do not join: llama-cpp-python's grammar path drives the context through its
own ``Llama`` object, which assumes one sequence and clears every other sequence's cells.
The worker loop holds a tool call until the batch drains, runs it alone on the whole
context, and the batch then forgets its kept prompts (``invalidate``). Requests that
arrive behind a held one wait behind it, so it is never starved.

A failed ``llama_decode`` (an allocation failure, a backend error) fails every answer of
the worker, each with its own id, the library's own error and its partial text; the cache
is emptied. An abort inside the call ends the process, and the supervisor fails each
pending request with its own id.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from engine.workers import llama_batch as native
from engine.workers.binding import WORK_FAULTS
from engine.workers.context import WorkerContext, WorkFailed
from engine.workers.failures import classify_llama
from engine.workers.intercept import NativeFaults
from engine.workers.protocol import (
    Done,
    Error,
    ErrorKind,
    Generate,
    Piece,
    WorkerCommand,
    WorkerEvent,
)
from engine.workers.sequences import Answer, Slot, choose_slot, kept_after
from engine.workers.text_stream import TextStream

log = logging.getLogger(__name__)

Detokenize = Callable[[int], bytes]
PromptOf = Callable[[Generate], tuple[list[int], list[str]]]  # tokens and stop strings


class BatchScheduler:
    """Serves chat answers in ``n_seq`` slots of one context (see the module docstring)."""

    def __init__(
        self,
        llm: Any,
        n_seq: int,
        n_batch: int,
        prompt_of: PromptOf,
        context: WorkerContext,
        faults: NativeFaults,
    ) -> None:
        import llama_cpp

        self.ctx: Any = llm._ctx.ctx
        self._vocab: Any = llm._model.vocab
        self._is_eog: Callable[[Any, int], bool] = llama_cpp.llama_vocab_is_eog
        self._n_vocab = int(llm.n_vocab())
        self._detokenize: Detokenize = lambda token: bytes(llm.detokenize([token]))
        self.prompt_of = prompt_of
        self.context = context
        self.faults = faults
        self.n_batch = n_batch
        self.n_cells, self.n_cells_per_seq = native.context_size(self.ctx)
        self.slots = [Slot(seq) for seq in range(n_seq)]
        self.waiting: deque[Answer] = deque()
        self.running: list[Answer] = []
        self._samplers: dict[int, native.SamplerChain] = {}
        self._fault_owner: Answer | None = None
        self._batch = native.TokenBatch(n_batch)
        self._threads = native.threads(self.ctx)
        self._prompt_threads = True  # what the context is set to now

    # --- requests -----------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """True while any answer runs or waits for a slot."""
        return bool(self.running or self.waiting)

    def ids(self) -> list[str]:
        """The ids of the answers running or waiting, oldest first."""
        return [a.request.id for a in self.running] + [a.request.id for a in self.waiting]

    @staticmethod
    def takes(request: WorkerCommand | None) -> bool:
        """True for the requests answered in the batch: chat without tools.

        A tool call runs alone on the whole context through llama-cpp-python's grammar
        path, once the batch has drained (the worker loop holds it and what follows).
        """
        return isinstance(request, Generate) and not request.tools

    def submit(self, request: Generate) -> None:
        """Queue an answer; it joins at the next step with a free slot and room for it.

        Raises:
            WorkFailed: the prompt does not fit in one sequence's share of the context.
        """
        prompt, stops = self.prompt_of(request)
        if not prompt:
            raise WorkFailed(ErrorKind.BAD_INPUT, "the prompt is empty")
        if len(prompt) >= self.n_cells_per_seq:
            # llama-cpp-python's words for the same case, so callers see one message.
            message = (
                f"Requested tokens ({len(prompt)}) exceed context window of {self.n_cells_per_seq}"
            )
            raise WorkFailed(ErrorKind.BAD_INPUT, message)
        room = self.n_cells_per_seq - len(prompt)
        max_tokens = min(request.max_tokens, room) if request.max_tokens > 0 else room
        self.waiting.append(Answer(request, prompt, TextStream(stops), max_tokens))

    def invalidate(self) -> None:
        """Another path used the context (the tool-call grammar): forget every kept prompt."""
        native.forget_all(self.ctx)
        for slot in self.slots:
            slot.kept = []

    # --- stepping -----------------------------------------------------------------------

    def step(self) -> list[WorkerEvent]:
        """Admit, drop the cancelled, decode one batch, sample; returns the events."""
        events = self._drop_cancelled()
        self._admit()
        if not self.running:
            return events
        rows, prompt_tokens = self._fill_batch()
        self._use_threads(prompt=prompt_tokens > 0)
        code = native.decode(self.ctx, self._batch)
        if code != 0:
            found = classify_llama(RuntimeError(f"llama_decode returned {code}"))
            return events + self.fail_all(found.kind, found.message)
        now = time.perf_counter()
        for answer, row in rows:
            events.extend(self._advance(answer, row, now))
        return events

    def fail_all(self, kind: str, message: str) -> list[WorkerEvent]:
        """End every answer with this error (each with its own id); empty the cache."""
        failed = [*self.running, *self.waiting]
        for answer in self.running:
            self._free(answer, keep=False)
        self.running, self.waiting = [], deque()
        self.invalidate()
        return [Error(a.request.id, kind, message, a.stream.text) for a in failed]

    def close(self) -> None:
        """Free the samplers and the batch (the context belongs to the runtime)."""
        for chain in self._samplers.values():
            chain.close()
        self._samplers.clear()
        self._batch.close()

    # --- inside a step ------------------------------------------------------------------

    def _use_threads(self, prompt: bool) -> None:
        """A step with prompt tokens runs on the batch threads, a step of answer tokens on
        the threads of one token at a time: the one-answer path's choice for each. (Several
        answer tokens would otherwise take the batch threads, and llama.cpp's threads spin
        while they wait for each other: on a busy machine with few cores, measured 5x
        slower than one thread.)"""
        if prompt != self._prompt_threads:
            single, batch = self._threads
            native.set_threads(self.ctx, single, batch if prompt else single)
            self._prompt_threads = prompt

    def _drop_cancelled(self) -> list[WorkerEvent]:
        events: list[WorkerEvent] = []
        for answer in [*self.running, *self.waiting]:
            if self.context.is_cancelled(answer.request.id):
                message = "cancelled by the caller"
                events.append(
                    Error(answer.request.id, ErrorKind.CANCELLED, message, answer.stream.text)
                )
                self._leave(answer, keep=True)
        return events

    def _admit(self) -> None:
        while self.waiting:
            free = [s for s in self.slots if all(a.slot is not s for a in self.running)]
            answer = self.waiting[0]
            if not free:
                return
            slot = choose_slot(free, answer.prompt)
            if not self._make_room(answer, [s for s in free if s is not slot]):
                return
            self.waiting.popleft()
            native.forget_from(self.ctx, slot.seq, answer.place(slot))
            request = answer.request
            self._samplers[slot.seq] = native.SamplerChain(
                self._n_vocab,
                request.temperature,
                request.top_p,
                request.top_k,
                request.repeat_penalty,
                request.seed,
            )
            self.running.append(answer)
            self._arm_fault(answer)

    def _make_room(self, answer: Answer, others: list[Slot]) -> bool:
        """Room in the shared cells for ``answer``'s booking, evicting the prompts kept by
        the other idle slots, least recently used first."""
        if self.n_cells_per_seq * len(self.slots) <= self.n_cells:
            return True  # a stream per sequence: its own share never overflows
        booked = sum(a.booked for a in self.running)
        kept = sorted((s for s in others if s.kept), key=lambda s: s.used_at)
        while booked + answer.booked + sum(len(s.kept) for s in kept) > self.n_cells:
            if not kept:
                return False
            oldest = kept.pop(0)
            native.forget_from(self.ctx, oldest.seq, 0)
            oldest.kept = []
        return True

    def _arm_fault(self, answer: Answer) -> None:
        """A fault armed on the simulated card fires inside llama_decode (intercept.py)."""
        if self.faults.armed:
            return
        fault = self.context.binding.take_fault(WORK_FAULTS)
        if fault is not None:
            self._fault_owner = answer
            self.faults.arm(fault, lambda: answer.pieces)

    def _fill_batch(self) -> tuple[list[tuple[Answer, int]], int]:
        """One token per generating answer, then prompt chunks; the rows to sample, and
        how many prompt tokens the batch holds."""
        batch, rows = self._batch, []
        batch.clear()
        for answer in self.running:
            if answer.next_token is not None:
                assert answer.slot is not None
                rows.append(
                    (answer, batch.add(answer.next_token, answer.pos, answer.slot.seq, True))
                )
                answer.pos += 1
        generating = batch.size
        for answer in self.running:
            room = self.n_batch - batch.size
            if not answer.pending or room <= 0:
                continue
            assert answer.slot is not None
            chunk, answer.pending = answer.pending[:room], answer.pending[room:]
            for i, token in enumerate(chunk):
                last = not answer.pending and i == len(chunk) - 1
                row = batch.add(token, answer.pos, answer.slot.seq, last)
                answer.pos += 1
                if last:
                    rows.append((answer, row))
        return rows, batch.size - generating

    def _advance(self, answer: Answer, row: int, now: float) -> list[WorkerEvent]:
        """Sample ``answer``'s next token from ``row`` and stream what it settles."""
        assert answer.slot is not None
        if not answer.prompt_done:
            answer.prompt_done = now
        token = self._samplers[answer.slot.seq].sample(self.ctx, row)
        if self._is_eog(self._vocab, token):
            return self._finish(answer, "stop")
        answer.generated += 1
        text = answer.stream.feed(self._detokenize(token))
        events: list[WorkerEvent] = []
        if text:
            events.append(self._piece(answer, text))
        if answer.stream.stopped:
            return events + self._finish(answer, "stop")
        if answer.generated >= answer.max_tokens:
            return events + self._finish(answer, "length")
        answer.next_token = token
        return events

    def _piece(self, answer: Answer, text: str) -> Piece:
        if not answer.first_piece:
            answer.first_piece = time.perf_counter()
        answer.pieces += 1
        return Piece(id=answer.request.id, text=text, index=answer.pieces - 1)

    def _finish(self, answer: Answer, reason: str) -> list[WorkerEvent]:
        events: list[WorkerEvent] = []
        rest = answer.stream.flush()
        if rest:
            events.append(self._piece(answer, rest))
        assert answer.slot is not None
        stats = answer.stats(time.perf_counter())
        stats["kv_bytes"] = float(native.sequence_bytes(self.ctx, answer.slot.seq))
        stats["slot"] = float(answer.slot.seq)
        stats.update(native.perf_counts(self.ctx))
        self._leave(answer, keep=True)
        text = answer.stream.text
        return [*events, Done(id=answer.request.id, text=text, finish_reason=reason, stats=stats)]

    def _leave(self, answer: Answer, keep: bool) -> None:
        if answer in self.waiting:
            self.waiting.remove(answer)
            return
        self.running.remove(answer)
        self._free(answer, keep)

    def _free(self, answer: Answer, keep: bool) -> None:
        """Free ``answer``'s slot: its sampler, and every cell but the kept prompt."""
        slot = answer.slot
        assert slot is not None
        chain = self._samplers.pop(slot.seq, None)
        if chain is not None:
            chain.close()
        slot.kept = kept_after(answer) if keep else []
        slot.used_at = time.perf_counter()
        native.forget_from(self.ctx, slot.seq, len(slot.kept))
        if self._fault_owner is answer:  # an unfired fault is dropped with its request
            self.faults.disarm()
            self._fault_owner = None
