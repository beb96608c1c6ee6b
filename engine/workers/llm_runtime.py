"""The LLM runtime inside a worker: llama-cpp-python on one model and one device."""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.devices.faults import FaultKind
from engine.devices.simulated import SimulatedDriverError, SimulatedOutOfMemory
from engine.workers.batch import BatchScheduler
from engine.workers.binding import WORK_FAULTS
from engine.workers.bounded import BoundedLlama
from engine.workers.chat_prompt import batch_prompt, continuation, format_messages
from engine.workers.context import WorkerContext, WorkFailed
from engine.workers.failures import LLAMA_CONTEXT_FAILED, classify_llama
from engine.workers.intercept import LlamaDecodeFaults, capped_context_creation
from engine.workers.llama_batch import sequences_context
from engine.workers.llama_log import LlamaLog
from engine.workers.protocol import (
    Done,
    ErrorKind,
    Generate,
    Load,
    Piece,
    Ready,
    Speed,
    TokenCount,
    Tokenize,
    WorkerCommand,
    WorkerEvent,
)

log = logging.getLogger(__name__)

CONTEXT_ALLOC_FAILED = LLAMA_CONTEXT_FAILED
CALIBRATION_TEXT = "A graphics card computes many small sums at once, which makes it fast."
# What ggml's CUDA backend prints before ggml_abort (ggml-cuda.cu, CUDA_CHECK).
ABORT_MESSAGE = "ggml_cuda_error: CUDA error: out of memory (simulated GPU, injected abort)"
DRIVER_LOST = "ggml_cuda_error: CUDA error: unspecified launch failure (simulated driver reset)"
# Prompt reuse keeps the head of the KV cache that prompt batches evaluated, minus this many
# tokens, which the next prompt evaluates again in its own batch (never one token alone).
REEVALUATED_TAIL = 8


@dataclass(frozen=True)
class LlmLoadParams:
    """How to load the model: llama.cpp's context parameters."""

    model_path: str
    n_ctx: int = 2048
    n_batch: int = 512
    n_ubatch: int = 512
    n_gpu_layers: int = 0
    kv_type: str = "f16"
    n_threads: int | None = None
    seed: int = 0
    kv_on_host: bool = False  # llama.cpp's offload_kqv off: KV cache and attention in host RAM
    device_shares: dict[str, float] | None = None  # simulated GPU: computed by the engine
    parallel: int = 1  # answers decoded together (batch.py); 1: one at a time, as before
    # With parallel > 1: one KV buffer shared by all sequences (each may use all n_ctx),
    # or a stream of n_ctx / parallel cells each. A stream each keeps greedy answers equal
    # to a lone answer's (measured: 4 of 4, against 1 to 3 of 4 with the shared buffer).
    kv_unified: bool = False

    @classmethod
    def from_dict(cls, params: dict[str, Any]) -> LlmLoadParams:
        """Parse the ``load`` request's params.

        Raises:
            WorkFailed: unknown or missing parameters.
        """
        try:
            parsed = cls(**params)
        except TypeError as exc:
            raise WorkFailed(ErrorKind.BAD_INPUT, f"bad load parameters: {exc}") from exc
        parallel = parsed.parallel
        # Every answer adds a token to each batch: n_batch bounds the answers at once.
        if type(parallel) is not int or not 1 <= parallel <= min(parsed.n_batch, 256):
            message = f"bad load parameters: parallel={parallel!r} (1 to n_batch, at most 256)"
            raise WorkFailed(ErrorKind.BAD_INPUT, message)
        return parsed


class LlmRuntime:
    """Loads one GGUF model and serves generate and tokenize requests."""

    kind = "llm"

    def __init__(self, context: WorkerContext) -> None:
        self.context = context
        self.binding = context.binding
        self.llm: Any = None
        self.params: LlmLoadParams | None = None
        # Tokenize runs on the reader thread: the model must not be freed under it.
        self._model_lock = threading.Lock()
        # How many tokens at the head of the KV cache a prompt batch evaluated (see _keep_prefix).
        self._batched_prefix = 0
        self.llama_log = LlamaLog()
        self.llama_log.install()
        self.faults = LlamaDecodeFaults(context.binding, ABORT_MESSAGE, DRIVER_LOST)
        self._scheduler: BatchScheduler | None = None  # with parallel > 1, made at first use

    # --- load ---------------------------------------------------------------------------

    def load(self, request: Load) -> Ready:
        """Load the model, charge what it really allocated, and report it."""
        from llama_cpp import GGML_TYPE_F16, Llama

        params = LlmLoadParams.from_dict(request.params)
        if not Path(params.model_path).is_file():
            raise WorkFailed(ErrorKind.BAD_MODEL, f"{params.model_path}: no such model file")
        self.close()
        self.llama_log.reset()
        started = time.perf_counter()
        kv_type = _ggml_type(params.kv_type, GGML_TYPE_F16)
        # The simulated card computes as another device would (simulated.py, numerics).
        numerics = self.binding.numerics()
        type_k = _ggml_type(str(numerics["type_k"]), kv_type) if "type_k" in numerics else kv_type
        on_card = self.binding.device == "cuda"
        self.faults.install()
        load_fault = self.binding.take_fault({FaultKind.ALLOC_AT_LOAD})
        sequences = (
            sequences_context(params.parallel, params.kv_unified)
            if params.parallel > 1
            else contextlib.nullcontext()
        )
        try:
            with capped_context_creation(load_fault is not None), sequences:
                llm = Llama(
                    model_path=params.model_path,
                    n_ctx=params.n_ctx,
                    n_batch=params.n_batch,
                    n_ubatch=int(numerics.get("n_ubatch", params.n_ubatch)),
                    # The simulated GPU runs its model on the CPU; only the real card offloads.
                    n_gpu_layers=params.n_gpu_layers if on_card else 0,
                    offload_kqv=not (params.kv_on_host and on_card),
                    type_k=type_k,
                    type_v=kv_type,
                    n_threads=params.n_threads,
                    seed=params.seed,
                    flash_attn=False,
                    verbose=False,
                )
        except (ValueError, MemoryError) as exc:
            found = classify_llama(exc, self.llama_log.mentions_allocation_failure())
            raise WorkFailed(found.kind, found.message) from exc
        allocations = self.llama_log.allocations()
        try:
            self._charge(params, allocations)
        except BaseException:
            llm.close()
            self.binding.release()
            raise
        with self._model_lock:
            self.llm, self.params = llm, params
        self._batched_prefix = 0
        return Ready(
            id=request.id,
            model=params.model_path,
            device=self._device_label(),
            allocations=allocations,
            load_seconds=time.perf_counter() - started,
        )

    def _device_label(self) -> str:
        """Where llama.cpp really put the buffers: a CPU build on a GPU host says so."""
        backends = {backend for backend, _category, _n in self.llama_log.buffers}
        if self.binding.device == "cuda" and not any(b.startswith("CUDA") for b in backends):
            return "CPU (this llama-cpp-python build has no CUDA)"
        return self.binding.label

    def _charge(self, params: LlmLoadParams, allocations: dict[str, int]) -> None:
        """Charge the simulated card as llama.cpp would allocate on a real one."""
        if self.binding.card is None:
            return
        share = _device_shares(params)
        try:
            self.binding.charge("weights", round(allocations.get("weights", 0) * share["weights"]))
        except SimulatedOutOfMemory as exc:
            message = f"Failed to load model from file: {params.model_path}"
            raise WorkFailed(ErrorKind.OOM, message) from exc
        except SimulatedDriverError as exc:
            raise WorkFailed(ErrorKind.DRIVER, str(exc)) from exc
        try:
            for category in ("kv", "compute"):
                self.binding.charge(category, round(allocations.get(category, 0) * share[category]))
        except SimulatedOutOfMemory as exc:
            raise WorkFailed(ErrorKind.OOM, CONTEXT_ALLOC_FAILED) from exc
        except SimulatedDriverError as exc:
            raise WorkFailed(ErrorKind.DRIVER, str(exc)) from exc

    def calibrate(self, request_id: str) -> Speed:
        """Time a short prompt and two generated tokens on the loaded model.

        The engine's progress deadlines start from this replica's own speed, on this
        machine, before any request has measured it.
        """
        tokens = self.llm.tokenize(CALIBRATION_TEXT.encode(), add_bos=True)
        self.llm.reset()
        self.llm.eval(tokens)  # the first pass pages the weights in and sizes the buffers
        self.llm.reset()
        started = time.perf_counter()
        self.llm.eval(tokens)
        prompt_done = time.perf_counter()
        self.llm.eval(tokens[-2:-1])
        self.llm.eval(tokens[-1:])
        ended = time.perf_counter()
        self.llm.reset()
        # llama.cpp counts evaluated tokens when it next synchronises: settle them now, so
        # the first request's own counts (prompt_eval_tokens) hold only its own work.
        import llama_cpp

        llama_cpp.llama_synchronize(self.llm._ctx.ctx)
        llama_cpp.llama_perf_context_reset(self.llm._ctx.ctx)
        prompt_tps = len(tokens) / max(prompt_done - started, 1e-6)
        return Speed(request_id, prompt_tps, 2 / max(ended - prompt_done, 1e-6))

    def close(self) -> None:
        """Free the model (and its simulated-GPU memory)."""
        if self._scheduler is not None:
            self._scheduler.close()
            self._scheduler = None
        with self._model_lock:
            llm, self.llm = self.llm, None
        if llm is not None:
            llm.close()
            self.binding.release()

    # --- work ---------------------------------------------------------------------------

    def batcher(self) -> BatchScheduler | None:
        """The scheduler that answers chat requests together; None with ``parallel`` 1."""
        params = self.params
        if self._scheduler is None and self.llm is not None and params and params.parallel > 1:
            self._scheduler = BatchScheduler(
                self.llm, params.parallel, params.n_batch, self._prompt, self.context, self.faults
            )
            self._scheduler.invalidate()  # the calibration's tokens are in the cache
        return self._scheduler

    def handle(self, request: WorkerCommand) -> Iterator[WorkerEvent]:
        """Serve one request, yielding its events (the last one terminal)."""
        if self.llm is None:
            raise WorkFailed(ErrorKind.NOT_LOADED, "no model loaded")
        if isinstance(request, Tokenize):
            yield self._tokenize(request)
        elif isinstance(request, Generate):
            if self._scheduler is None:
                yield from self._generate(request)
                return
            # One request alone on the whole context (a tool call, while no answer runs):
            # it evaluates from scratch, and the batch's kept prompts are gone after it.
            self._batched_prefix = 0
            try:
                yield from self._generate(request)
            finally:
                self._scheduler.invalidate()
        else:
            raise WorkFailed(ErrorKind.BAD_INPUT, f"an LLM worker cannot {request.TYPE}")

    def _tokenize(self, request: Tokenize) -> TokenCount:
        with self._model_lock:
            if self.llm is None:
                raise WorkFailed(ErrorKind.NOT_LOADED, "no model loaded")
            return self._tokenize_loaded(request)

    def _prompt(self, request: Generate) -> tuple[list[int], list[str]]:
        """A batched answer's prompt tokens and stop strings (chat_prompt.py).

        Raises:
            WorkFailed: the messages do not fit the chat template.
        """
        try:
            return batch_prompt(self.llm, request)
        except (ValueError, TypeError, KeyError) as exc:  # the template's own complaint
            raise WorkFailed(ErrorKind.BAD_INPUT, f"cannot format the messages: {exc}") from exc

    def _tokenize_loaded(self, request: Tokenize) -> TokenCount:
        if request.messages is not None:
            text, special = format_messages(self.llm, request.messages), True
        else:
            text, special = request.text or "", False
        tokens = self.llm.tokenize(text.encode(), add_bos=not special, special=special)
        return TokenCount(id=request.id, count=len(tokens), tokens=list(tokens))

    def _generate(self, request: Generate) -> Iterator[WorkerEvent]:
        parts: list[str] = []
        # A fault armed on the simulated card fires inside llama_decode (intercept.py).
        # Progress: the tokens streamed; with tools, the decodes (nothing streams).
        progress = None if request.tools else (lambda: len(parts))
        self.faults.arm(self.binding.take_fault(WORK_FAULTS), progress)
        try:
            yield from self._answer(request, parts)
        finally:
            self.faults.disarm()

    def _answer(self, request: Generate, parts: list[str]) -> Iterator[WorkerEvent]:
        self._keep_prefix()
        if request.tools:
            yield self._propose_tool_calls(request)
            return
        import llama_cpp

        llama_cpp.llama_perf_context_reset(self.llm._ctx.ctx)
        started = time.perf_counter()
        first_token_at = 0.0
        finish = "stop"
        try:
            for piece, reason in self._pieces(request):
                finish = reason
                if not piece:
                    continue
                self.context.raise_if_cancelled(request.id)
                if not parts:
                    first_token_at = time.perf_counter()
                yield Piece(id=request.id, text=piece, index=len(parts))
                parts.append(piece)
        except WorkFailed as exc:
            raise WorkFailed(exc.kind, str(exc), "".join(parts)) from exc
        except (ValueError, RuntimeError, MemoryError) as exc:  # llama-cpp-python's own errors
            found = classify_llama(exc)
            raise WorkFailed(found.kind, found.message, "".join(parts)) from exc
        done = self._done(request, "".join(parts), finish, started, first_token_at, len(parts))
        # What the cache spared, by llama.cpp's own count of the prompt tokens it evaluated.
        reused = done.stats["prompt_tokens"] - done.stats["prompt_eval_tokens"]
        done.stats["prompt_reused_tokens"] = max(0.0, reused)
        self._batched_prefix = int(done.stats["prompt_tokens"])
        yield done

    def _keep_prefix(self) -> None:
        """Keep the reusable head of the KV cache for the next prompt.

        llama-cpp-python reuses the longest common prefix of the cached tokens and the new
        prompt. Only tokens that a prompt batch evaluated are kept: an answer's tokens were
        evaluated one at a time while generating, and keeping them changed greedy answers
        (measured: 4 of 8 turns of a chat differed from the same turn evaluated from
        scratch; with prompt-batch tokens only, 8 of 8 were equal). So a failover replay,
        evaluated from scratch on another replica (R10), reproduces the same tokens.
        """
        keep = max(0, min(self.llm.n_tokens, self._batched_prefix - REEVALUATED_TAIL))
        # Forgotten until this request ends well: a failure leaves the cache undefined.
        self._batched_prefix = 0
        if keep == 0:
            self.llm.reset()
            return
        self.llm.n_tokens = keep
        self.llm._requires_eval = True  # never sample from the logits of a dropped token

    def _propose_tool_calls(self, request: Generate) -> Done:
        """One answer with tools offered: llama.cpp's grammar keeps the calls valid JSON."""
        from llama_cpp import llama_chat_format

        self.llm.reset()  # the grammar path evaluates its own prompt from scratch
        # Typed loosely: llama-cpp-python's TypedDicts do not describe the OpenAI shapes we pass.
        handler: Any = llama_chat_format.get_chat_completion_handler("chatml-function-calling")
        if request.seed is not None:
            self.llm.set_seed(request.seed)
        started = time.perf_counter()
        try:
            bounded = BoundedLlama(
                self.llm, request.max_tokens, lambda: self.context.is_cancelled(request.id)
            )
            reply = handler(
                llama=bounded,
                messages=request.messages,
                tools=request.tools,
                tool_choice=_runtime_choice(request),
                max_tokens=request.max_tokens,
                temperature=request.temperature,
                top_p=request.top_p,
                top_k=request.top_k,
                repeat_penalty=request.repeat_penalty,
                stop=request.stop or None,
            )
        except ValueError as exc:
            if "exceed context window" not in str(exc):
                raise WorkFailed(ErrorKind.BAD_INPUT, str(exc)) from exc
            # The grammar lets a small model ramble inside a call until the context is full:
            # that is no call at all, and the caller answers without tools.
            log.info("no usable tool call: %s", exc)
            return Done(id=request.id, text="", finish_reason="stop")
        except (RuntimeError, MemoryError) as exc:  # llama_decode failed (failures.py)
            found = classify_llama(exc)
            raise WorkFailed(found.kind, found.message) from exc
        self.context.raise_if_cancelled(request.id)
        choice = reply["choices"][0]
        message = choice["message"]
        calls = [
            {
                "id": call["id"],
                "name": call["function"]["name"],
                "arguments": call["function"]["arguments"],
            }
            for call in message.get("tool_calls") or []
        ]
        usage = reply.get("usage", {})
        return Done(
            id=request.id,
            text=message.get("content") or "",
            finish_reason=choice.get("finish_reason") or "stop",
            stats={
                "prompt_tokens": float(usage.get("prompt_tokens", 0)),
                "completion_tokens": float(usage.get("completion_tokens", 0)),
                "total_ms": (time.perf_counter() - started) * 1000,
            },
            tool_calls=calls,
        )

    def _pieces(self, request: Generate) -> Iterator[tuple[str, str]]:
        """(text, finish reason so far) per streamed chunk; the last chunk has no text.

        A request whose last message is the assistant's continues that same turn (Continue
        in the chat): the chat template would close the turn and start a new answer.
        """
        sampling: dict[str, Any] = {
            "max_tokens": request.max_tokens,
            "temperature": request.temperature,
            "top_p": request.top_p,
            "top_k": request.top_k,
            "repeat_penalty": request.repeat_penalty,
            "seed": request.seed,
            "stop": request.stop or None,
            "stream": True,
        }
        prompt = continuation(self.llm, request.messages)
        if prompt is not None:
            stream = self.llm.create_completion(prompt=prompt, **sampling)
        else:
            stream = self.llm.create_chat_completion(messages=request.messages, **sampling)
        finish = "stop"
        try:
            for chunk in stream:
                choice = chunk["choices"][0]
                finish = choice.get("finish_reason") or finish
                text = choice["text"] if prompt is not None else choice["delta"].get("content")
                yield text or "", finish
        finally:
            stream.close()

    def _done(
        self, request: Generate, text: str, finish: str, started: float, first: float, pieces: int
    ) -> Done:
        import llama_cpp

        perf = llama_cpp.llama_perf_context(self.llm._ctx.ctx)
        elapsed = time.perf_counter() - started
        return Done(
            id=request.id,
            text=text,
            finish_reason=finish,
            stats={
                "prompt_tokens": float(self.llm.n_tokens - perf.n_eval),
                "prompt_eval_tokens": float(perf.n_p_eval),
                "completion_tokens": float(pieces),
                "prompt_ms": float(perf.t_p_eval_ms),
                "eval_ms": float(perf.t_eval_ms),
                "ttft_ms": (first - started) * 1000 if first else 0.0,
                "total_ms": elapsed * 1000,
            },
        )


def _runtime_choice(request: Generate) -> Any:
    """llama-cpp-python knows "auto", "none" and a named function; "required" with one tool
    names that tool, and with several falls back to "auto" (its grammar still favours a call).
    """
    choice = request.tool_choice or "auto"
    if choice != "required":
        return choice
    if len(request.tools) == 1:
        return {"type": "function", "function": {"name": request.tools[0]["function"]["name"]}}
    return "auto"


def _ggml_type(name: str, default: int) -> int:
    import llama_cpp

    if name == "f16":
        return default
    value = getattr(llama_cpp, f"GGML_TYPE_{name.upper()}", None)
    if not isinstance(value, int):
        raise WorkFailed(ErrorKind.BAD_INPUT, f"unknown KV cache type {name!r}")
    return value


def _device_shares(params: LlmLoadParams) -> dict[str, float]:
    """The fraction of each buffer a real card would hold for these load parameters.

    The engine sends them (it has the model's metadata); only a worker driven directly
    reads the GGUF header for them, which takes seconds.
    """
    if params.device_shares is not None:
        return params.device_shares
    from engine.estimate.llm import LlmShape, simulated_shares
    from engine.models.gguf_meta import read_gguf

    shape = LlmShape(
        params.n_ctx,
        params.n_batch,
        params.n_ubatch,
        params.kv_type,
        params.n_gpu_layers,
        kv_on_host=params.kv_on_host,
    )
    if params.n_gpu_layers < 0 and not params.kv_on_host:
        return {"weights": 1.0, "kv": 1.0, "compute": 1.0}
    if params.n_gpu_layers == 0:
        return {"weights": 0.0, "kv": 0.0, "compute": 0.0}
    return simulated_shares(read_gguf(Path(params.model_path)), shape)
