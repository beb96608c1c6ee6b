"""engine.models.whisper_meta: checking a CTranslate2 Whisper folder and sizing it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.models.errors import ModelFileError
from engine.models.whisper_meta import REQUIRED_FILES, read_whisper


def _fake_model(folder: Path, model_bytes: int, config: str = "{}") -> Path:
    """A Whisper folder with a sparse model.bin of ``model_bytes`` (costs no disk)."""
    folder.mkdir()
    (folder / "config.json").write_text(config)
    (folder / "tokenizer.json").write_text("{}")
    (folder / "vocabulary.txt").write_text("a\nb\n")
    with (folder / "model.bin").open("wb") as f:
        f.truncate(model_bytes)
    return folder


def test_default_model(whisper_tiny_dir: Path) -> None:
    meta = read_whisper(whisper_tiny_dir)
    assert meta.path == whisper_tiny_dir
    assert meta.variant == "tiny"
    assert meta.model_bytes == (whisper_tiny_dir / "model.bin").stat().st_size
    assert meta.n_params == meta.model_bytes // 2
    assert (meta.d_model, meta.n_encoder_layers, meta.n_decoder_layers, meta.n_heads) == (
        384,
        4,
        4,
        6,
    )
    assert (meta.n_audio_ctx, meta.n_text_ctx) == (1500, 448)


def test_only_a_config_is_not_a_model(tmp_path: Path, whisper_tiny_dir: Path) -> None:
    folder = tmp_path / "partial"
    folder.mkdir()
    shutil.copy(whisper_tiny_dir / "config.json", folder / "config.json")
    with pytest.raises(ModelFileError) as info:
        read_whisper(folder)
    assert info.value.path == folder
    message = str(info.value)
    assert message.startswith(f"{folder}: missing ")
    for name in ("model.bin", "tokenizer.json", "vocabulary.txt"):
        assert name in message
    assert "config.json" not in message


@pytest.mark.parametrize("absent", [*REQUIRED_FILES, "vocabulary.txt"])
def test_each_missing_file_is_named(tmp_path: Path, absent: str) -> None:
    folder = _fake_model(tmp_path / "m", 2 * 39_000_000)
    (folder / absent).unlink()
    with pytest.raises(ModelFileError, match=f"missing {re.escape(absent)} ") as info:
        read_whisper(folder)
    assert info.value.path == folder


def test_any_vocabulary_file_will_do(tmp_path: Path) -> None:
    folder = _fake_model(tmp_path / "m", 2 * 39_000_000)
    (folder / "vocabulary.txt").rename(folder / "vocabulary.json")
    assert read_whisper(folder).variant == "tiny"


def test_not_a_folder(tmp_path: Path) -> None:
    file = tmp_path / "model.bin"
    file.write_bytes(b"x")
    for path in (file, tmp_path / "absent"):
        with pytest.raises(ModelFileError, match="not a folder") as info:
            read_whisper(path)
        assert info.value.path == path


def test_unreadable_config(tmp_path: Path) -> None:
    folder = _fake_model(tmp_path / "m", 2 * 39_000_000, config="{not json")
    with pytest.raises(ModelFileError, match="unreadable config") as info:
        read_whisper(folder)
    assert info.value.path == folder / "config.json"


def test_tiny_model_bin_is_truncated(tmp_path: Path) -> None:
    folder = _fake_model(tmp_path / "m", 999_999)
    with pytest.raises(ModelFileError, match="only 999999 bytes: truncated") as info:
        read_whisper(folder)
    assert info.value.path == folder / "model.bin"


@pytest.mark.parametrize(
    ("n_params", "variant", "d_model"),
    [
        (39e6, "tiny", 384),
        (74e6, "base", 512),
        (244e6, "small", 768),
        (769e6, "medium", 1024),
        (809e6, "large-v3-turbo", 1280),
        (1550e6, "large", 1280),
    ],
)
def test_variant_is_inferred_from_size(
    tmp_path: Path, n_params: float, variant: str, d_model: int
) -> None:
    meta = read_whisper(_fake_model(tmp_path / "m", int(2 * n_params)))
    assert meta.variant == variant
    assert meta.d_model == d_model
    assert meta.n_params == int(n_params)
