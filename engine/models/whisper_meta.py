"""Whisper models in CTranslate2 format: check the folder, infer the model's dimensions."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from engine.models.errors import ModelFileError

REQUIRED_FILES = ("model.bin", "config.json", "tokenizer.json")

# Whisper's published sizes: (parameters, d_model, encoder layers, decoder layers, heads).
_VARIANTS = (
    ("tiny", 39e6, 384, 4, 4, 6),
    ("base", 74e6, 512, 6, 6, 8),
    ("small", 244e6, 768, 12, 12, 12),
    ("medium", 769e6, 1024, 24, 24, 16),
    ("large-v3-turbo", 809e6, 1280, 32, 4, 20),
    ("large", 1550e6, 1280, 32, 32, 20),
)


@dataclass(frozen=True)
class WhisperMetadata:
    """What the estimator needs of a Whisper model."""

    path: Path
    variant: str
    model_bytes: int
    n_params: int
    d_model: int
    n_encoder_layers: int
    n_decoder_layers: int
    n_heads: int
    n_audio_ctx: int = 1500
    n_text_ctx: int = 448


def read_whisper(folder: Path) -> WhisperMetadata:
    """Check a CTranslate2 Whisper folder and infer its size from its weights.

    Raises:
        ModelFileError: not a folder, a required file missing, or a broken config.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise ModelFileError(folder, "not a folder (a Whisper model is a CTranslate2 folder)")
    missing = [name for name in REQUIRED_FILES if not (folder / name).is_file()]
    if not list(folder.glob("vocabulary.*")):
        missing.append("vocabulary.txt")
    if missing:
        raise ModelFileError(
            folder, f"missing {', '.join(missing)} (not a CTranslate2 Whisper model)"
        )
    try:
        json.loads((folder / "config.json").read_text())
    except (OSError, ValueError) as exc:
        raise ModelFileError(folder / "config.json", f"unreadable config ({exc})") from exc
    model_bytes = (folder / "model.bin").stat().st_size
    if model_bytes < 1_000_000:
        raise ModelFileError(folder / "model.bin", f"only {model_bytes} bytes: truncated")
    # Converted Whisper weights are stored in float16: two bytes per parameter.
    n_params = model_bytes // 2
    name, _, d_model, enc, dec, heads = min(_VARIANTS, key=lambda v: abs(v[1] - n_params))
    return WhisperMetadata(folder, name, model_bytes, n_params, d_model, enc, dec, heads)


# The languages multilingual Whisper models know: code -> English name (Whisper's own list).
WHISPER_LANGUAGES: dict[str, str] = {
    "en": "English", "zh": "Chinese", "de": "German", "es": "Spanish", "ru": "Russian",
    "ko": "Korean", "fr": "French", "ja": "Japanese", "pt": "Portuguese", "tr": "Turkish",
    "pl": "Polish", "ca": "Catalan", "nl": "Dutch", "ar": "Arabic", "sv": "Swedish",
    "it": "Italian", "id": "Indonesian", "hi": "Hindi", "fi": "Finnish", "vi": "Vietnamese",
    "he": "Hebrew", "uk": "Ukrainian", "el": "Greek", "ms": "Malay", "cs": "Czech",
    "ro": "Romanian", "da": "Danish", "hu": "Hungarian", "ta": "Tamil", "no": "Norwegian",
    "th": "Thai", "ur": "Urdu", "hr": "Croatian", "bg": "Bulgarian", "lt": "Lithuanian",
    "la": "Latin", "mi": "Maori", "ml": "Malayalam", "cy": "Welsh", "sk": "Slovak",
    "te": "Telugu", "fa": "Persian", "lv": "Latvian", "bn": "Bengali", "sr": "Serbian",
    "az": "Azerbaijani", "sl": "Slovenian", "kn": "Kannada", "et": "Estonian",
    "mk": "Macedonian", "br": "Breton", "eu": "Basque", "is": "Icelandic", "hy": "Armenian",
    "ne": "Nepali", "mn": "Mongolian", "bs": "Bosnian", "kk": "Kazakh", "sq": "Albanian",
    "sw": "Swahili", "gl": "Galician", "mr": "Marathi", "pa": "Punjabi", "si": "Sinhala",
    "km": "Khmer", "sn": "Shona", "yo": "Yoruba", "so": "Somali", "af": "Afrikaans",
    "oc": "Occitan", "ka": "Georgian", "be": "Belarusian", "tg": "Tajik", "sd": "Sindhi",
    "gu": "Gujarati", "am": "Amharic", "yi": "Yiddish", "lo": "Lao", "uz": "Uzbek",
    "fo": "Faroese", "ht": "Haitian Creole", "ps": "Pashto", "tk": "Turkmen",
    "nn": "Nynorsk", "mt": "Maltese", "sa": "Sanskrit", "lb": "Luxembourgish",
    "my": "Myanmar", "bo": "Tibetan", "tl": "Tagalog", "mg": "Malagasy", "as": "Assamese",
    "tt": "Tatar", "haw": "Hawaiian", "ln": "Lingala", "ha": "Hausa", "ba": "Bashkir",
    "jw": "Javanese", "su": "Sundanese", "yue": "Cantonese",
}  # fmt: skip
AUTO_LANGUAGE = "auto"
TASKS = ("transcribe", "translate")


def check_language(text: str | None) -> str | None:
    """A spoken-language choice as Whisper takes it: a code, or None to detect it.

    Accepts a code ("de"), an English name ("German"), or "auto" / empty for detection.

    Raises:
        ValueError: not a language Whisper knows (the message says how to name one).
    """
    if text is None or not text.strip() or text.strip().lower() == AUTO_LANGUAGE:
        return None
    wanted = text.strip().lower()
    if wanted in WHISPER_LANGUAGES:
        return wanted
    by_name = {name.lower(): code for code, name in WHISPER_LANGUAGES.items()}
    if wanted in by_name:
        return by_name[wanted]
    raise ValueError(
        f"unknown language {text!r}: give a code such as de, fr or en, a name such as "
        f"German, or {AUTO_LANGUAGE} to detect it"
    )
