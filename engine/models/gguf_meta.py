"""GGUF metadata: what a model file says about itself, read with llama.cpp's own reader.

Only the header and the tensor table are read (the reader memory-maps the file), so this
is cheap even for large models and never loads weights.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.models.errors import ModelFileError

# Architectures whose attention keeps a plain per-layer K/V cache of
# n_head_kv x head_dim per token: the estimator's KV formula holds for these.
KNOWN_ARCHITECTURES = frozenset(
    {
        "llama",
        "mistral",
        "mistral3",
        "qwen2",
        "qwen3",
        "qwen2moe",
        "qwen3moe",
        "phi3",
        "gemma",
        "gemma2",
        "gemma3",
        "granite",
        "stablelm",
        "starcoder2",
        "internlm2",
        "olmo",
        "olmo2",
        "smollm3",
        "exaone",
        "command-r",
        "cohere2",
    }
)

_BLOCK = re.compile(r"^blk\.(\d+)\.")

# general.file_type values (llama.cpp's LLAMA_FTYPE) for the names users know.
_FILE_TYPES = {
    0: "F32",
    1: "F16",
    2: "Q4_0",
    3: "Q4_1",
    7: "Q8_0",
    8: "Q5_0",
    9: "Q5_1",
    10: "Q2_K",
    11: "Q3_K_S",
    12: "Q3_K_M",
    13: "Q3_K_L",
    14: "Q4_K_S",
    15: "Q4_K_M",
    16: "Q5_K_S",
    17: "Q5_K_M",
    18: "Q6_K",
    32: "BF16",
}


@dataclass(frozen=True)
class GgufMetadata:
    """The facts about a GGUF model that admission and estimates need.

    Byte counts are the sizes of the tensors as stored (and so as loaded by llama.cpp).
    """

    path: Path
    architecture: str
    name: str
    n_layer: int
    n_head: int
    n_head_kv: int
    n_embd: int
    head_dim_k: int
    head_dim_v: int
    n_vocab: int
    n_ctx_train: int
    quantization: str
    chat_template: str | None
    layer_bytes: tuple[int, ...]
    token_embd_bytes: int
    output_bytes: int
    other_bytes: int
    output_tied: bool

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (for the metadata cache)."""
        data = dataclasses.asdict(self)
        data["path"] = str(self.path)
        data["layer_bytes"] = list(self.layer_bytes)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GgufMetadata:
        """The inverse of ``to_json``.

        Raises:
            TypeError, KeyError: the data is not a serialized GgufMetadata.
        """
        fields = dict(data, path=Path(data["path"]), layer_bytes=tuple(data["layer_bytes"]))
        return cls(**fields)

    @property
    def weights_bytes(self) -> int:
        """All tensor bytes: what the model buffers hold when every layer is in one place."""
        return sum(self.layer_bytes) + self.token_embd_bytes + self.output_bytes + self.other_bytes

    @property
    def kv_bytes_per_token_f16(self) -> int:
        """K and V for one token over all layers, in f16."""
        return self.n_layer * self.n_head_kv * (self.head_dim_k + self.head_dim_v) * 2


def read_gguf(path: Path) -> GgufMetadata:
    """Read a GGUF file's header and tensor table.

    Raises:
        ModelFileError: missing, not GGUF, truncated, or an architecture we cannot estimate.
    """
    path = Path(path)
    if not path.is_file():
        raise ModelFileError(path, "no such file")
    _check_magic(path)
    reader = _open_reader(path)
    fields = {name: _field_value(field) for name, field in reader.fields.items()}
    _check_complete(path, reader)
    return _metadata(path, fields, reader.tensors)


def _check_magic(path: Path) -> None:
    with path.open("rb") as f:
        magic = f.read(4)
    if magic != b"GGUF":
        raise ModelFileError(path, "not a GGUF model file (its first bytes are not 'GGUF')")


def _open_reader(path: Path) -> Any:
    from gguf import GGUFReader  # imported late: numpy and gguf cost ~100 ms

    try:
        return GGUFReader(path, "r")
    except (ValueError, IndexError, OSError, KeyError) as exc:
        raise ModelFileError(path, f"GGUF file is damaged or truncated ({exc})") from exc


def _field_value(field: Any) -> Any:
    try:
        return field.contents()
    except (ValueError, IndexError, UnicodeDecodeError):
        return None


def _check_complete(path: Path, reader: Any) -> None:
    size = path.stat().st_size
    end = max((t.data_offset + t.n_bytes for t in reader.tensors), default=0)
    if end > size:
        raise ModelFileError(
            path, f"file is truncated: tensors need {end} bytes but the file has {size}"
        )


def _metadata(path: Path, fields: dict[str, Any], tensors: Any) -> GgufMetadata:
    arch = fields.get("general.architecture")
    if not isinstance(arch, str):
        raise ModelFileError(path, "GGUF header has no general.architecture")
    if arch not in KNOWN_ARCHITECTURES:
        raise ModelFileError(
            path,
            f"unknown architecture {arch!r}: Spillway cannot estimate its memory "
            f"(known: {', '.join(sorted(KNOWN_ARCHITECTURES))})",
        )

    def need(key: str) -> int:
        value = fields.get(f"{arch}.{key}")
        if isinstance(value, list):  # per-layer arrays (e.g. head_count_kv): take the max
            value = max(value) if value else None
        if not isinstance(value, int):
            raise ModelFileError(path, f"GGUF header lacks {arch}.{key}")
        return value

    n_embd, n_head = need("embedding_length"), need("attention.head_count")
    n_head_kv = (
        need("attention.head_count_kv") if f"{arch}.attention.head_count_kv" in fields else n_head
    )
    head_dim = n_embd // n_head
    tokens = fields.get("tokenizer.ggml.tokens")
    vocab = fields.get(f"{arch}.vocab_size")
    n_vocab = vocab if isinstance(vocab, int) else len(tokens) if isinstance(tokens, list) else 0
    if n_vocab <= 0:
        raise ModelFileError(path, "GGUF header gives no vocabulary size")
    layers, embd, output, other = _tensor_bytes(tensors, need("block_count"))
    template = fields.get("tokenizer.chat_template")
    file_type = fields.get("general.file_type")
    name = fields.get("general.name")
    return GgufMetadata(
        path=path,
        architecture=arch,
        name=name if isinstance(name, str) else path.stem,
        n_layer=need("block_count"),
        n_head=n_head,
        n_head_kv=n_head_kv,
        n_embd=n_embd,
        head_dim_k=_optional_int(fields, f"{arch}.attention.key_length", head_dim),
        head_dim_v=_optional_int(fields, f"{arch}.attention.value_length", head_dim),
        n_vocab=n_vocab,
        n_ctx_train=need("context_length"),
        quantization=_FILE_TYPES.get(file_type, f"type {file_type}")
        if isinstance(file_type, int)
        else "unknown",
        chat_template=template if isinstance(template, str) else None,
        layer_bytes=layers,
        token_embd_bytes=embd,
        output_bytes=output,
        other_bytes=other,
        output_tied=output == 0,
    )


def _optional_int(fields: dict[str, Any], key: str, default: int) -> int:
    value = fields.get(key)
    return value if isinstance(value, int) else default


def _tensor_bytes(tensors: Any, n_layer: int) -> tuple[tuple[int, ...], int, int, int]:
    layers = [0] * n_layer
    embd = output = other = 0
    for tensor in tensors:
        size = int(tensor.n_bytes)
        match = _BLOCK.match(tensor.name)
        if match and int(match.group(1)) < n_layer:
            layers[int(match.group(1))] += size
        elif tensor.name == "token_embd.weight":
            embd += size
        elif tensor.name.startswith("output"):
            output += size if tensor.name == "output.weight" else 0
            other += 0 if tensor.name == "output.weight" else size
        else:
            other += size
    return tuple(layers), embd, output, other
