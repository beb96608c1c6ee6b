"""A tiny valid GGUF model file, written with the ``gguf`` package, for tests."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import numpy as np

N_LAYER = 2
N_EMBD = 8
N_HEAD = 2
N_HEAD_KV = 1
N_VOCAB = 16
N_CTX_TRAIN = 64
# Tensor sizes in bytes (everything is f32).
LAYER_BYTES = N_EMBD * N_EMBD * 4
EMBD_BYTES = N_VOCAB * N_EMBD * 4
NORM_BYTES = N_EMBD * 4


class MakeGguf(Protocol):
    """Writes a tiny GGUF of architecture ``arch`` at ``path`` and returns the path."""

    def __call__(
        self, path: Path, arch: str, *, tied: bool = True, template: str | None = None
    ) -> Path: ...


def write_gguf(path: Path, arch: str, *, tied: bool = True, template: str | None = None) -> Path:
    """Two layers of one 8x8 tensor each, token embeddings, an output norm, and an
    ``output.weight`` unless ``tied``; a chat template when ``template`` is given."""
    from gguf import GGUFWriter

    writer = GGUFWriter(path, arch)
    writer.add_name("Tiny")
    writer.add_block_count(N_LAYER)
    writer.add_context_length(N_CTX_TRAIN)
    writer.add_embedding_length(N_EMBD)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD_KV)
    writer.add_vocab_size(N_VOCAB)
    writer.add_file_type(0)  # F32
    if template is not None:
        writer.add_chat_template(template)
    writer.add_tensor("token_embd.weight", np.zeros((N_VOCAB, N_EMBD), np.float32))
    for layer in range(N_LAYER):
        writer.add_tensor(f"blk.{layer}.attn_q.weight", np.zeros((N_EMBD, N_EMBD), np.float32))
    writer.add_tensor("output_norm.weight", np.zeros(N_EMBD, np.float32))
    if not tied:
        writer.add_tensor("output.weight", np.zeros((N_VOCAB, N_EMBD), np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
