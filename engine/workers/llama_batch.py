"""Typed wrappers over the few llama.cpp calls that batched decoding needs.

llama-cpp-python's ``Llama`` drives one sequence; several sequences in one context use
the low-level API underneath it (``llama.h``): ``llama_batch`` holds tokens of several
sequences, ``llama_decode`` evaluates them in one pass, ``llama_memory_seq_rm`` frees a
sequence's cells, and a sampler chain per sequence picks its next token. ``llama_decode``
is looked up on its module at every call, so the drill's faults (``intercept.py``) fire
inside it on this path too.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from typing import Any

# llama-cpp-python's Llama sampler defaults that a chat request does not set.
PENALTY_LAST_N = 64
MIN_P = 0.05
TYPICAL_P = 1.0


class SamplerChain:
    """One sequence's sampler: repeat penalty, then greedy or top-k/top-p/temperature.

    The same chain, in the same order, as ``Llama._init_sampler`` builds for a completion,
    so a greedy answer picks the same tokens on either path.
    """

    def __init__(
        self,
        n_vocab: int,
        temperature: float,
        top_p: float,
        top_k: int,
        repeat_penalty: float,
        seed: int | None,
    ) -> None:
        import llama_cpp

        self._native = llama_cpp
        chain = llama_cpp.llama_sampler_chain_init(llama_cpp.llama_sampler_chain_default_params())
        self.chain: Any = chain
        add = llama_cpp.llama_sampler_chain_add
        add(
            chain,
            llama_cpp.llama_sampler_init_penalties(
                n_vocab, PENALTY_LAST_N, repeat_penalty, 0.0, 0.0
            ),
        )
        if temperature == 0.0:
            add(chain, llama_cpp.llama_sampler_init_greedy())
            return
        rng_seed = seed if seed is not None else random.randint(0, 2**32 - 2)
        if temperature > 0.0:
            add(chain, llama_cpp.llama_sampler_init_top_k(top_k))
            add(chain, llama_cpp.llama_sampler_init_typical(TYPICAL_P, 1))
            add(chain, llama_cpp.llama_sampler_init_top_p(top_p, 1))
            add(chain, llama_cpp.llama_sampler_init_min_p(MIN_P, 1))
            add(chain, llama_cpp.llama_sampler_init_temp(temperature))
        add(chain, llama_cpp.llama_sampler_init_dist(rng_seed))

    def sample(self, ctx: Any, index: int) -> int:
        """Sample (and accept) a token from the logits of batch row ``index``."""
        token: int = self._native.llama_sampler_sample(self.chain, ctx, index)
        return token

    def close(self) -> None:
        """Free the chain (and the samplers it owns)."""
        if self.chain is not None:
            self._native.llama_sampler_free(self.chain)
            self.chain = None


class TokenBatch:
    """A ``llama_batch`` of up to ``capacity`` tokens, each in one sequence."""

    def __init__(self, capacity: int) -> None:
        import llama_cpp

        self._native = llama_cpp
        self.capacity = capacity
        self.raw: Any = llama_cpp.llama_batch_init(capacity, 0, 1)
        self.raw.n_tokens = 0

    @property
    def size(self) -> int:
        """Tokens in the batch now."""
        return int(self.raw.n_tokens)

    def clear(self) -> None:
        """Empty the batch for the next step."""
        self.raw.n_tokens = 0

    def add(self, token: int, pos: int, seq: int, logits: bool) -> int:
        """Append a token of sequence ``seq`` at position ``pos``; returns its row."""
        row = self.size
        raw = self.raw
        raw.token[row], raw.pos[row], raw.n_seq_id[row] = token, pos, 1
        raw.seq_id[row][0] = seq
        raw.logits[row] = logits
        raw.n_tokens = row + 1
        return row

    def close(self) -> None:
        """Free the batch's arrays."""
        if self.raw is not None:
            self._native.llama_batch_free(self.raw)
            self.raw = None


def decode(ctx: Any, batch: TokenBatch) -> int:
    """``llama_decode``'s own return code (0 on success; see failures.py for the rest)."""
    import llama_cpp.llama_cpp as native

    code: int = native.llama_decode(ctx, batch.raw)
    return code


def forget_from(ctx: Any, seq: int, start: int) -> None:
    """Free sequence ``seq``'s cells from position ``start`` on (all of them at 0)."""
    import llama_cpp

    llama_cpp.llama_memory_seq_rm(llama_cpp.llama_get_memory(ctx), seq, start, -1)


def forget_all(ctx: Any) -> None:
    """Empty the whole KV cache: every sequence's cells."""
    import llama_cpp

    llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(ctx), True)


def sequence_bytes(ctx: Any, seq: int) -> int:
    """Bytes of sequence ``seq``'s state (its KV cells), as llama.cpp would save it."""
    import llama_cpp

    return int(llama_cpp.llama_state_seq_get_size(ctx, seq))


def perf_counts(ctx: Any) -> dict[str, float]:
    """llama.cpp's own counts of the tokens this context evaluated since they were reset:
    in batches of several tokens (``n_p_eval``) and one at a time (``n_eval``)."""
    import llama_cpp

    perf = llama_cpp.llama_perf_context(ctx)
    return {
        "context_batched_tokens": float(perf.n_p_eval),
        "context_single_tokens": float(perf.n_eval),
    }


def threads(ctx: Any) -> tuple[int, int]:
    """(threads for one token at a time, threads for a batch) of a context."""
    import llama_cpp

    return int(llama_cpp.llama_n_threads(ctx)), int(llama_cpp.llama_n_threads_batch(ctx))


def set_threads(ctx: Any, single: int, batch: int) -> None:
    """Set the threads the next decodes use (llama.cpp picks ``batch`` for several tokens)."""
    import llama_cpp

    llama_cpp.llama_set_n_threads(ctx, single, batch)


def context_size(ctx: Any) -> tuple[int, int]:
    """(cells in the whole cache, cells one sequence may use) of a context."""
    import llama_cpp

    return int(llama_cpp.llama_n_ctx(ctx)), int(llama_cpp.llama_n_ctx_seq(ctx))


@contextlib.contextmanager
def sequences_context(n_seq_max: int, unified: bool) -> Iterator[None]:
    """Contexts created inside hold ``n_seq_max`` sequences (``Llama`` always asks for 1).

    ``unified``: one KV buffer shared by all sequences (a sequence may use the whole
    context); otherwise each sequence has its own stream of ``n_ctx / n_seq_max`` cells.
    """
    import llama_cpp.llama_cpp as native

    real = native.llama_init_from_model

    def llama_init_from_model(model: Any, params: Any) -> Any:
        params.n_seq_max = n_seq_max
        params.kv_unified = unified
        return real(model, params)

    native.llama_init_from_model = llama_init_from_model
    try:
        yield
    finally:
        native.llama_init_from_model = real
