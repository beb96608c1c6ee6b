"""One schema for every threshold, immutable snapshots of values, and the TOML file they live in.

The settings panel is built from ``SCHEMA``: a new threshold is one ``Setting`` entry. A key
``"gpu.headroom_mib"`` lives in the TOML section ``[gpu]`` as ``headroom_mib``.
"""

from __future__ import annotations

import builtins
import math
import os
import re
import tempfile
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

from engine.errors import InputError

T = TypeVar("T")

_GPU = "GPU headroom and pressure"
_BREAKER = "Circuit breaker"
_CPU = "CPU lane and RAM guard"
_CTX = "Context caps"
_MODELS = "Models"
_API = "Local API"
_REMOTE = "Remote server"
_MAX_CTX = 1048576
_LOOK = "Appearance"
_TRANSCRIPTION = "Transcription"
_WINDOW = "Window"


@dataclass(frozen=True)
class Setting:
    """One user-adjustable value: its key, type, default, description and validation.

    ``multiple``: a ``str`` setting holding a comma list of distinct ``choices``, in order.
    """

    key: str
    type: builtins.type
    default: object
    description: str
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    unit: str = ""
    group: str = ""
    multiple: bool = False

    @property
    def label(self) -> str:
        """The setting's name for people (the settings panel); the key stays in the file."""
        return LABELS.get(self.key, self.key)

    @property
    def section(self) -> str:
        """The TOML section (the part of the key before the dot)."""
        return self.key.partition(".")[0]

    @property
    def name(self) -> str:
        """The key inside its TOML section (the part after the dot)."""
        return self.key.partition(".")[2]


# fmt: off
SCHEMA: tuple[Setting, ...] = (
    Setting("gpu.headroom_percent", float, 5.0, "Share of the graphics card kept free for kernels "
            "and other programs.", 0, 50, unit="%", group=_GPU),
    Setting("gpu.headroom_mib", int, 256, "Memory always kept free on the graphics card, on top "
            "of the share above.", 0, 65536, unit="MiB", group=_GPU),
    Setting("gpu.pressure_threshold", float, 0.90, "Fraction of the usable graphics memory (after "
            "headroom) above which new work is not started on the GPU as asked.", 0.5, 1.0,
            group=_GPU),
    Setting("gpu.estimate_margin_percent", float, 5.0, "Safety margin added to every memory "
            "estimate, for fragmentation.", 0, 50, unit="%", group=_GPU),
    Setting("gpu.observed_margin_mib", int, 64, "Added to the memory the driver reports in use, "
            "because caches and pending work make that number too low.", 0, 8192, unit="MiB",
            group=_GPU),
    Setting("policy.under_pressure", str, "shrink,cpu,fallback,delay", "What to try, in order, "
            "when the GPU cannot take a request as asked; refusing is always the last resort.",
            choices=("delay", "shrink", "offload", "cpu", "fallback", "remote"), group=_GPU,
            multiple=True),
    Setting("gpu_lane.max_queue", int, 16, "Most requests that may wait for the GPU; more are "
            "refused as over capacity.", 0, 1000, group=_GPU),
    Setting("gpu_lane.max_age_s", float, 120.0, "Longest a request may wait for the GPU before it "
            "is refused as over capacity.", 1, 86400, unit="s", group=_GPU),
    Setting("gpu_lane.concurrency", int, 2, "How many requests the GPU works on at once "
            "(one per model).", 1, 64,
            group=_GPU),
    Setting("gpu_lane.parallel", int, 1, "How many chats the GPU's chat model answers together; "
            "each has its own share of the model's memory for its conversation.", 1, 16,
            group=_GPU),
    Setting("breaker.failure_threshold", int, 3, "Failures within the window after which the GPU "
            "is marked unavailable.", 1, 100, group=_BREAKER),
    Setting("breaker.window_s", float, 60.0, "How far back failures are counted.", 1, 3600,
            unit="s", group=_BREAKER),
    Setting("breaker.open_s", float, 10.0, "How long the GPU stays unavailable before it is "
            "tried again.", 0.1, 3600, unit="s", group=_BREAKER),
    Setting("breaker.backoff", float, 2.0, "Factor by which that wait grows after each failed "
            "retry.", 1.0, 10, group=_BREAKER),
    Setting("breaker.max_open_s", float, 300.0, "Longest the GPU stays unavailable between two "
            "retries.", 1, 86400, unit="s", group=_BREAKER),
    Setting("worker.heartbeat_s", float, 1.0, "How often each model process reports that it is "
            "alive.", 0.05, 60, unit="s", group=_BREAKER),
    Setting("cpu_lane.max_queue", int, 4, "Most requests that may wait for the CPU; more are "
            "refused as over capacity.", 0, 1000, group=_CPU),
    Setting("cpu_lane.max_age_s", float, 300.0, "Longest a request may wait for the CPU before it "
            "is refused as over capacity.", 1, 86400, unit="s", group=_CPU),
    Setting("cpu_lane.concurrency", int, 1, "How many requests the CPU works on at once "
            "(one per model).", 1, 64,
            group=_CPU),
    Setting("cpu_lane.parallel", int, 1, "How many chats the CPU's chat model answers together; "
            "each has its own share of the model's memory for its conversation.", 1, 16,
            group=_CPU),
    Setting("cpu_lane.readiness", str, "warm", "warm: a CPU copy of the model is loaded at start; "
            "on-demand: it is loaded when first needed; none: no CPU fallback.",
            choices=("warm", "on-demand", "none"), group=_CPU),
    Setting("host.ram_reserve_mib", int, 1024, "System memory always kept free for other "
            "programs.", 0, 1048576, unit="MiB", group=_CPU),
    Setting("host.ram_reserve_percent", float, 10.0, "Share of system memory always kept free; "
            "the larger of this and the amount above is kept.", 0, 90, unit="%", group=_CPU),
    Setting("gpu_lane.max_ctx", int, 8192, "Longest conversation, in tokens, a GPU request may "
            "use.", 256, _MAX_CTX, unit="tokens", group=_CTX),
    Setting("cpu_lane.max_ctx", int, 2048, "Longest conversation, in tokens, a CPU request may "
            "use.", 256, _MAX_CTX, unit="tokens", group=_CTX),
    Setting("llm.n_ctx", int, 2048, "Context size the GPU copy of the model is loaded with.", 256,
            _MAX_CTX, unit="tokens", group=_CTX),
    Setting("llm.max_tokens_default", int, 512, "Longest answer, in tokens, when a request does "
            "not say.", 1, 65536, unit="tokens", group=_CTX),
    Setting("models.llm", str, "smollm2-135m-instruct-q4_1", "The chat model.", group=_MODELS),
    Setting("models.fallback_llm", str, "", "A smaller chat model to use when the main one does "
            "not fit; empty for none.", group=_MODELS),
    Setting("models.whisper", str, "whisper-base", "The speech-to-text model (whisper-tiny-en: "
            "smaller and faster, English only).", group=_MODELS),
    Setting("models.fallback_whisper", str, "whisper-tiny-en", "A smaller speech model for when "
            "the main one does not fit; English only, so it takes only English or detected "
            "speech; empty for none.", group=_MODELS),
    Setting("whisper.compute_type", str, "int8", "Number format the speech model computes in.",
            choices=("int8", "float16", "float32", "int8_float16"), group=_MODELS),
    Setting("api.enabled", bool, False, "Serve an OpenAI-compatible API to other programs and "
            "devices (same admission and failover as the window).", group=_API),
    Setting("api.host", str, "127.0.0.1", "Address the API listens on; anything but this "
            "computer (127.0.0.1) requires the key below.", group=_API),
    Setting("api.port", int, 8766, "Port the API listens on.", 1024, 65535, group=_API),
    Setting("api.key", str, "", "Bearer key clients must send when the API is reachable from "
            "other machines; made for you on first enable.", group=_API),
    Setting("remote.url", str, "", "An OpenAI-compatible server on another machine at home "
            "(llama-server, Ollama, vLLM, another Spillway), such as "
            "http://192.168.1.20:11434/v1; empty for none. Add \"remote\" to the pressure "
            "policy to use it.", group=_REMOTE),
    Setting("remote.model", str, "", "The model to ask the remote server for; empty for the "
            "first one it lists.", group=_REMOTE),
    Setting("remote.api_key", str, "", "Bearer key the remote server wants, if any.",
            group=_REMOTE),
    Setting("remote.max_queue", int, 8, "Most requests that may wait for the remote server.",
            0, 1000, group=_REMOTE),
    Setting("remote.timeout_s", float, 120.0, "Longest a remote answer may take.", 5, 3600,
            unit="s", group=_REMOTE),
    Setting("ui.theme", str, "system", "Colours of the window: follow the system's light or "
            "dark scheme, or always light, or always dark.", choices=("system", "light", "dark"),
            group=_LOOK),
    Setting("ui.language", str, "system", "Language of the window: follow the system's, or "
            "always English, German or French (applies at the next start).",
            choices=("system", "en", "de", "fr"), group=_LOOK),
    Setting("llm.temperature", float, 0.0, "How freely the chat model picks its words: 0 gives "
            "the same answer every time, higher values vary more.", 0, 2, group=_CTX),
    Setting("llm.system_prompt", str, "", "Instructions the chat model reads before every "
            "conversation (a role, a tone, a language); empty for none.", group=_CTX),
    Setting("transcription.max_cue_chars", int, 84, "Longest subtitle cue, in characters (two "
            "lines of 42); longer segments are split at word boundaries.", 20, 500,
            unit="characters", group=_TRANSCRIPTION),
    Setting("transcription.max_cue_s", float, 6.0, "Longest time one subtitle cue stays on "
            "screen; longer segments are split.", 1, 30, unit="s", group=_TRANSCRIPTION),
    Setting("chat.overflow", str, "rolling", "When a conversation outgrows what the model can "
            "read: rolling leaves out the oldest messages (the system prompt stays); "
            "truncate-middle keeps the first and the newest and leaves out the middle, cutting "
            "the middle of a message that alone is too long.",
            choices=("rolling", "truncate-middle"), group=_CTX),
    Setting("ui.close_to_tray", bool, False, "Closing the window keeps Spillway running in the "
            "system tray (where the desktop has one); Quit ends it.", group=_WINDOW),
    Setting("whisper.vad_filter", bool, True, "Skip silence before transcribing (voice "
            "activity detection): silence gives no words instead of invented ones.",
            group=_MODELS),
    Setting("desktop.autostart", bool, False, "Start Spillway when you log in, in the tray, to "
            "watch the GPU from the start (an entry in the desktop's autostart folder).",
            group=_WINDOW),
)
# fmt: on
SCHEMA_BY_KEY: Mapping[str, Setting] = MappingProxyType({s.key: s for s in SCHEMA})

# The settings panel's names for the keys.
LABELS: Mapping[str, str] = MappingProxyType(
    {
        "gpu.headroom_percent": "GPU headroom (share)",
        "gpu.headroom_mib": "GPU headroom (fixed)",
        "gpu.pressure_threshold": "Pressure threshold",
        "gpu.estimate_margin_percent": "Estimate margin",
        "gpu.observed_margin_mib": "Margin on observed use",
        "policy.under_pressure": "Under pressure, try",
        "gpu_lane.max_queue": "GPU queue length",
        "gpu_lane.max_age_s": "GPU queue wait limit",
        "gpu_lane.concurrency": "GPU requests at once",
        "gpu_lane.parallel": "GPU chats answered together",
        "breaker.failure_threshold": "Failures before pausing the GPU",
        "breaker.window_s": "Failure window",
        "breaker.open_s": "First pause",
        "breaker.backoff": "Pause growth",
        "breaker.max_open_s": "Longest pause",
        "worker.heartbeat_s": "Worker heartbeat",
        "cpu_lane.max_queue": "CPU queue length",
        "cpu_lane.max_age_s": "CPU queue wait limit",
        "cpu_lane.concurrency": "CPU requests at once",
        "cpu_lane.parallel": "CPU chats answered together",
        "cpu_lane.readiness": "CPU copy of the model",
        "host.ram_reserve_mib": "RAM kept free (fixed)",
        "host.ram_reserve_percent": "RAM kept free (share)",
        "gpu_lane.max_ctx": "GPU context cap",
        "cpu_lane.max_ctx": "CPU context cap",
        "llm.n_ctx": "GPU model context",
        "llm.max_tokens_default": "Default answer length",
        "models.llm": "Chat model",
        "models.fallback_llm": "Fallback chat model",
        "models.whisper": "Speech model",
        "models.fallback_whisper": "Fallback speech model",
        "whisper.compute_type": "Speech model precision",
        "api.enabled": "Serve the local API",
        "api.host": "API address",
        "api.port": "API port",
        "api.key": "API key",
        "remote.url": "Remote server address",
        "remote.model": "Remote model",
        "remote.api_key": "Remote server key",
        "remote.max_queue": "Remote queue length",
        "remote.timeout_s": "Remote answer time limit",
        "ui.theme": "Theme",
        "ui.language": "Language",
        "llm.temperature": "Temperature",
        "llm.system_prompt": "System prompt",
        "transcription.max_cue_chars": "Longest subtitle cue (text)",
        "transcription.max_cue_s": "Longest subtitle cue (time)",
        "chat.overflow": "Long conversations",
        "ui.close_to_tray": "Close to the tray",
        "whisper.vad_filter": "Skip silence in audio",
        "desktop.autostart": "Start at log-in",
    }
)


class SettingsError(InputError, ValueError):
    """One or more invalid settings; ``problems`` holds ``(key, reason)`` for each."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("invalid settings: " + "; ".join(f"{k}: {r}" for k, r in problems))


def _fmt(number: float) -> str:
    if isinstance(number, int) or (number.is_integer() and abs(number) < 1e16):
        return str(int(number))
    return repr(number)


def _with_unit(number: float, unit: str) -> str:
    return f"{_fmt(number)}{unit}" if unit in ("", "%") else f"{_fmt(number)} {unit}"


_URL = re.compile(r"^https?://[^\s/:]+(:\d{1,5})?(/\S*)?$")


def _check_list(spec: Setting, text: str) -> str:
    items = [item.strip() for item in text.split(",")]
    if items == [""]:
        raise ValueError("needs at least one of " + ", ".join(spec.choices))
    for i, item in enumerate(items):
        if item == "refuse":
            raise ValueError("'refuse' is always the last resort; leave it out")
        if item not in spec.choices:
            raise ValueError(f"unknown item {item!r} (choose from {', '.join(spec.choices)})")
        if item in items[:i]:
            raise ValueError(f"{item!r} is listed twice")
    return ",".join(items)


def _check(spec: Setting, value: object) -> object:
    if spec.type is bool:
        if not isinstance(value, bool):
            raise ValueError(f"must be true or false, not {value!r}")
        return value
    if spec.type is str:
        if not isinstance(value, str):
            raise ValueError(f"must be text, not {value!r}")
        if not value.isprintable():
            raise ValueError(f"must be printable text on one line, not {value!r}")
        if spec.multiple:
            return _check_list(spec, value)
        if spec.choices and value not in spec.choices:
            raise ValueError(f"{value!r} is not one of {', '.join(spec.choices)}")
        if spec.key.endswith(".url") and value and not _URL.match(value):
            raise ValueError(f"{value!r} is not an http:// or https:// address")
        return value
    return _check_number(spec, value)


def _check_number(spec: Setting, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"must be a number, not {value!r}")
    if spec.type is int and not isinstance(value, int):
        raise ValueError(f"must be a whole number, not {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"must be a finite number, not {value!r}")
    low, high, unit = spec.minimum, spec.maximum, spec.unit
    if low is not None and value < low:
        raise ValueError(f"{_fmt(value)} is below the minimum {_with_unit(low, unit)}")
    if high is not None and value > high:
        raise ValueError(f"{_fmt(value)} is above the maximum {_with_unit(high, unit)}")
    try:
        return value if spec.type is int else float(value)
    except OverflowError:
        raise ValueError(f"{value} is too large") from None


def validate(key: str, value: object) -> object:
    """Check one value against its schema entry.

    Args:
        key: A schema key such as ``"gpu.headroom_mib"``.
        value: The candidate value (an ``int`` is accepted for a ``float`` setting).

    Returns:
        The value coerced to the setting's type (lists normalized: ``"cpu, delay"`` ->
        ``"cpu,delay"``).

    Raises:
        SettingsError: the key is unknown or the value is invalid; the reason says why.
    """
    spec = SCHEMA_BY_KEY.get(key)
    if spec is None:
        raise SettingsError([(key, "unknown setting")])
    try:
        return _check(spec, value)
    except ValueError as err:
        raise SettingsError([(key, str(err))]) from None


class Settings:
    """An immutable, validated snapshot of every setting's value."""

    __slots__ = ("_values",)

    def __init__(self, changes: Mapping[str, object] | None = None) -> None:
        """Defaults with ``changes`` applied.

        Raises:
            SettingsError: listing every unknown or invalid key in ``changes`` with its reason.
        """
        values = {s.key: s.default for s in SCHEMA}
        problems: list[tuple[str, str]] = []
        for key, value in (changes or {}).items():
            try:
                values[key] = validate(key, value)
            except SettingsError as err:
                problems.extend(err.problems)
        if problems:
            raise SettingsError(problems)
        self._values: Mapping[str, object] = MappingProxyType(values)

    @classmethod
    def defaults(cls) -> Settings:
        """Every setting at its default."""
        return cls()

    def __getitem__(self, key: str) -> object:
        if key not in self._values:
            raise KeyError(f"unknown setting {key!r}")
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and dict(self._values) == dict(other._values)

    def __hash__(self) -> int:
        return hash(tuple(self._values.items()))

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={self[k]!r}" for k in self.changed_keys(Settings()))
        return f"Settings({changed or 'defaults'})"

    def _typed(self, key: str, kind: builtins.type[T]) -> T:
        value = self[key]
        if SCHEMA_BY_KEY[key].type is not kind or not isinstance(value, kind):
            raise TypeError(f"{key} is a {SCHEMA_BY_KEY[key].type.__name__} setting")
        return value

    def get_int(self, key: str) -> int:
        """The value of an ``int`` setting (``TypeError`` for another type)."""
        return self._typed(key, int)

    def get_float(self, key: str) -> float:
        """The value of a ``float`` setting (``TypeError`` for another type)."""
        return self._typed(key, float)

    def get_str(self, key: str) -> str:
        """The value of a ``str`` setting (``TypeError`` for another type)."""
        return self._typed(key, str)

    def get_bool(self, key: str) -> bool:
        """The value of a ``bool`` setting (``TypeError`` for another type)."""
        return self._typed(key, bool)

    def get_list(self, key: str) -> tuple[str, ...]:
        """The items of a comma-list setting such as ``policy.under_pressure``."""
        if not SCHEMA_BY_KEY[key].multiple:
            raise TypeError(f"{key} is not a list setting")
        return tuple(self.get_str(key).split(","))

    def as_dict(self) -> dict[str, object]:
        """A copy of every value, by key, in schema order."""
        return dict(self._values)

    def replace(self, changes: Mapping[str, object]) -> Settings:
        """A new snapshot with ``changes`` applied; this one is unchanged.

        Raises:
            SettingsError: listing every unknown or invalid key with its reason.
        """
        return Settings({**self._values, **changes})

    def changed_keys(self, other: Settings) -> list[str]:
        """The keys whose values differ between ``self`` and ``other``, in schema order."""
        return [key for key in self._values if self._values[key] != other._values[key]]

    def to_toml(self) -> str:
        """Every value as TOML, by section, each under a comment with its description."""
        lines: list[str] = []
        for section in dict.fromkeys(s.section for s in SCHEMA):
            lines += ([""] if lines else []) + [f"[{section}]"]
            for spec in (s for s in SCHEMA if s.section == section):
                lines.append(f"# {spec.description}{_hint(spec)}")
                lines.append(f"{spec.name} = {_literal(self._values[spec.key])}")
        return "\n".join(lines) + "\n"


def _literal(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):  # printable by validation: only quote and backslash need escapes
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def _hint(spec: Setting) -> str:
    if spec.minimum is not None and spec.maximum is not None:
        return f" ({_fmt(spec.minimum)} to {_with_unit(spec.maximum, spec.unit)})"
    return f" (one of: {', '.join(spec.choices)})" if spec.choices else ""


def _flatten(data: Mapping[str, object]) -> Iterator[tuple[str, object]]:
    for section, body in data.items():
        if isinstance(body, dict):
            yield from ((f"{section}.{name}", value) for name, value in body.items())
        else:
            yield section, body


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """Read settings from a TOML file; never fails, never modifies the file.

    Args:
        path: The settings file.

    Returns:
        The settings (defaults where the file is missing, unreadable, or a value is bad) and
        human-readable problems, each naming the file and the key.
    """
    try:
        data = tomllib.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        return Settings(), []
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        reason = f"not a readable settings file ({err})"
        return Settings(), [f"{path}: {reason}; using defaults, the file is left as it is"]
    good: dict[str, object] = {}
    problems: list[str] = []
    for key, value in _flatten(data):
        if key not in SCHEMA_BY_KEY:
            problems.append(f"{path}: unknown setting {key}, ignored")
            continue
        try:
            good[key] = validate(key, value)
        except SettingsError as err:
            default = _literal(SCHEMA_BY_KEY[key].default)
            problems.append(f"{path}: {key}: {err.problems[0][1]}; using the default {default}")
    return Settings(good), problems


def save_settings(settings: Settings, path: Path) -> None:
    """Write every setting to ``path`` atomically (a temporary file, then a rename).

    Raises:
        OSError: the folder cannot be created or the file cannot be written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(settings.to_toml())
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
