"""engine.models.gguf_meta: what a GGUF file says about itself, and broken files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.models.errors import ModelFileError
from engine.models.gguf_meta import GgufMetadata, read_gguf
from tests.unit import tiny_gguf as tiny
from tests.unit.tiny_gguf import MakeGguf


def _raises_naming(path: Path) -> pytest.RaisesExc[ModelFileError]:
    """Expect a ModelFileError whose message starts with the file's path."""
    return pytest.raises(ModelFileError, match="^" + re.escape(str(path)) + ": ")


@pytest.mark.models
def test_default_model(smollm2_gguf: Path, smollm2_meta: GgufMetadata) -> None:
    meta = smollm2_meta
    assert meta.path == smollm2_gguf
    assert meta.architecture == "llama"
    assert meta.n_layer == 30
    assert meta.n_head == 9
    assert meta.n_head_kv == 3
    assert meta.n_embd == 576
    assert meta.head_dim_k == meta.head_dim_v == 64
    assert meta.n_vocab == 49152
    assert meta.n_ctx_train == 8192
    assert meta.quantization == "Q4_1"
    assert meta.weights_bytes == 96576768
    assert meta.kv_bytes_per_token_f16 == 23040
    assert meta.output_tied
    assert meta.output_bytes == 0
    assert meta.chat_template is not None
    assert "im_start" in meta.chat_template


@pytest.mark.models
def test_default_model_tensor_split(smollm2_gguf: Path, smollm2_meta: GgufMetadata) -> None:
    meta = smollm2_meta
    assert len(meta.layer_bytes) == meta.n_layer
    assert len(set(meta.layer_bytes)) == 1  # every layer has the same shape
    assert meta.token_embd_bytes > 0
    assert meta.weights_bytes < smollm2_gguf.stat().st_size  # the header is extra


def test_tiny_tied_model(tmp_path: Path, make_gguf: MakeGguf) -> None:
    meta = read_gguf(make_gguf(tmp_path / "tiny.gguf", "llama"))
    assert meta.architecture == "llama"
    assert meta.name == "Tiny"
    assert (meta.n_layer, meta.n_head, meta.n_head_kv, meta.n_embd) == (
        tiny.N_LAYER,
        tiny.N_HEAD,
        tiny.N_HEAD_KV,
        tiny.N_EMBD,
    )
    assert meta.head_dim_k == meta.head_dim_v == tiny.N_EMBD // tiny.N_HEAD
    assert meta.n_vocab == tiny.N_VOCAB
    assert meta.n_ctx_train == tiny.N_CTX_TRAIN
    assert meta.quantization == "F32"
    assert meta.chat_template is None
    assert meta.layer_bytes == (tiny.LAYER_BYTES,) * tiny.N_LAYER
    assert meta.token_embd_bytes == tiny.EMBD_BYTES
    assert meta.other_bytes == tiny.NORM_BYTES
    assert meta.output_tied
    assert meta.output_bytes == 0
    assert meta.weights_bytes == 2 * tiny.LAYER_BYTES + tiny.EMBD_BYTES + tiny.NORM_BYTES
    assert meta.kv_bytes_per_token_f16 == tiny.N_LAYER * tiny.N_HEAD_KV * (4 + 4) * 2


def test_tiny_untied_model(tmp_path: Path, make_gguf: MakeGguf) -> None:
    meta = read_gguf(make_gguf(tmp_path / "untied.gguf", "llama", tied=False))
    assert not meta.output_tied
    assert meta.output_bytes == tiny.EMBD_BYTES
    assert meta.other_bytes == tiny.NORM_BYTES
    assert meta.weights_bytes == 2 * tiny.LAYER_BYTES + 2 * tiny.EMBD_BYTES + tiny.NORM_BYTES


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "absent.gguf"
    with _raises_naming(path) as info:
        read_gguf(path)
    assert info.value.path == path
    assert "no such file" in info.value.reason


def test_a_folder_is_not_a_model_file(tmp_path: Path) -> None:
    with _raises_naming(tmp_path) as info:
        read_gguf(tmp_path)
    assert "no such file" in info.value.reason


def test_text_file(tmp_path: Path) -> None:
    path = tmp_path / "readme.gguf"
    path.write_text("This is not a model, just some words.\n")
    with _raises_naming(path) as info:
        read_gguf(path)
    assert "not a GGUF" in info.value.reason


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.gguf"
    path.write_bytes(b"")
    with _raises_naming(path) as info:
        read_gguf(path)
    assert "not a GGUF" in info.value.reason


def test_header_truncated(tmp_path: Path, smollm2_gguf: Path) -> None:
    path = tmp_path / "head.gguf"
    with smollm2_gguf.open("rb") as f:
        path.write_bytes(f.read(64 * 1024))
    with _raises_naming(path) as info:
        read_gguf(path)
    assert "damaged or truncated" in info.value.reason


@pytest.mark.models
def test_half_a_file_is_truncated(tmp_path: Path, smollm2_gguf: Path) -> None:
    path = tmp_path / "half.gguf"
    with smollm2_gguf.open("rb") as f:
        path.write_bytes(f.read(smollm2_gguf.stat().st_size // 2))
    with _raises_naming(path) as info:
        read_gguf(path)
    assert "truncated" in info.value.reason


def test_tiny_file_cut_in_its_tensor_data(tmp_path: Path, make_gguf: MakeGguf) -> None:
    whole = make_gguf(tmp_path / "whole.gguf", "llama").read_bytes()
    path = tmp_path / "cut.gguf"
    path.write_bytes(whole[:-100])
    with _raises_naming(path) as info:
        read_gguf(path)
    assert "truncated" in info.value.reason


def test_unknown_architecture(tmp_path: Path, make_gguf: MakeGguf) -> None:
    path = make_gguf(tmp_path / "madeup.gguf", "madeup")
    with _raises_naming(path) as info:
        read_gguf(path)
    assert "unknown architecture 'madeup'" in info.value.reason
    assert "llama" in info.value.reason  # the message lists the known ones
