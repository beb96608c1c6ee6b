"""The settings' labels, descriptions, pages, units, choices and problems in the
interface's language.

The schema (``engine.settings``) words every setting in English; the engine holds no UI
text but these. The dialog translates them here, at the edge, in the "Settings" context
of the catalogues. The texts below are the ones the catalogues translate; a setting whose
text is not among them is shown as the schema words it (``tests/gui/test_i18n.py`` fails
then, so the catalogues follow the schema).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

# Extracted by pyside6-lupdate; kept in step with engine/settings.py (a text changed there
# shows in English until the catalogues follow). The Basic page's first.
TRANSLATED = (
    # models.llm
    QT_TRANSLATE_NOOP("Settings", "Chat model"),
    QT_TRANSLATE_NOOP("Settings", "The chat model."),
    # llm.max_tokens_default
    QT_TRANSLATE_NOOP("Settings", "Default answer length"),
    QT_TRANSLATE_NOOP("Settings", "Longest answer, in tokens, when a request does not say."),
    # llm.temperature
    QT_TRANSLATE_NOOP("Settings", "Temperature"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "How freely the chat model picks its words: 0 gives the same answer every time, "
        "higher values vary more.",
    ),
    # llm.system_prompt
    QT_TRANSLATE_NOOP("Settings", "System prompt"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Instructions the chat model reads before every conversation (a role, a tone, a "
        "language); empty for none.",
    ),
    # ui.theme
    QT_TRANSLATE_NOOP("Settings", "Theme"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Colours of the window: follow the system's light or dark scheme, or always "
        "light, or always dark.",
    ),
    # ui.language
    QT_TRANSLATE_NOOP("Settings", "Language"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Language of the window: follow the system's, or always English, German or French"
        " (applies at the next start).",
    ),
    # gpu.headroom_percent
    QT_TRANSLATE_NOOP("Settings", "GPU headroom (share)"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Share of the graphics card kept free for kernels and other programs.",
    ),
    # gpu.headroom_mib
    QT_TRANSLATE_NOOP("Settings", "GPU headroom (fixed)"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Memory always kept free on the graphics card, on top of the share above.",
    ),
    # gpu.pressure_threshold
    QT_TRANSLATE_NOOP("Settings", "Pressure threshold"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Fraction of the usable graphics memory (after headroom) above which new work is "
        "not started on the GPU as asked.",
    ),
    # gpu.estimate_margin_percent
    QT_TRANSLATE_NOOP("Settings", "Estimate margin"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Safety margin added to every memory estimate, for fragmentation.",
    ),
    # gpu.observed_margin_mib
    QT_TRANSLATE_NOOP("Settings", "Margin on observed use"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Added to the memory the driver reports in use, because caches and pending work "
        "make that number too low.",
    ),
    # policy.under_pressure
    QT_TRANSLATE_NOOP("Settings", "Under pressure, try"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "What to try, in order, when the GPU cannot take a request as asked; refusing is "
        "always the last resort.",
    ),
    # gpu_lane.max_queue
    QT_TRANSLATE_NOOP("Settings", "GPU queue length"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Most requests that may wait for the GPU; more are refused as over capacity.",
    ),
    # gpu_lane.max_age_s
    QT_TRANSLATE_NOOP("Settings", "GPU queue wait limit"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Longest a request may wait for the GPU before it is refused as over capacity.",
    ),
    # gpu_lane.concurrency
    QT_TRANSLATE_NOOP("Settings", "GPU requests at once"),
    QT_TRANSLATE_NOOP("Settings", "How many requests the GPU works on at once (one per model)."),
    # gpu_lane.parallel
    QT_TRANSLATE_NOOP("Settings", "GPU chats answered together"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "How many chats the GPU's chat model answers together; each has its own share of the "
        "model's memory for its conversation.",
    ),
    # breaker.failure_threshold
    QT_TRANSLATE_NOOP("Settings", "Failures before pausing the GPU"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Failures within the window after which the GPU is marked unavailable.",
    ),
    # breaker.window_s
    QT_TRANSLATE_NOOP("Settings", "Failure window"),
    QT_TRANSLATE_NOOP("Settings", "How far back failures are counted."),
    # breaker.open_s
    QT_TRANSLATE_NOOP("Settings", "First pause"),
    QT_TRANSLATE_NOOP("Settings", "How long the GPU stays unavailable before it is tried again."),
    # breaker.backoff
    QT_TRANSLATE_NOOP("Settings", "Pause growth"),
    QT_TRANSLATE_NOOP("Settings", "Factor by which that wait grows after each failed retry."),
    # breaker.max_open_s
    QT_TRANSLATE_NOOP("Settings", "Longest pause"),
    QT_TRANSLATE_NOOP("Settings", "Longest the GPU stays unavailable between two retries."),
    # worker.heartbeat_s
    QT_TRANSLATE_NOOP("Settings", "Worker heartbeat"),
    QT_TRANSLATE_NOOP("Settings", "How often each model process reports that it is alive."),
    # cpu_lane.max_queue
    QT_TRANSLATE_NOOP("Settings", "CPU queue length"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Most requests that may wait for the CPU; more are refused as over capacity.",
    ),
    # cpu_lane.max_age_s
    QT_TRANSLATE_NOOP("Settings", "CPU queue wait limit"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Longest a request may wait for the CPU before it is refused as over capacity.",
    ),
    # cpu_lane.concurrency
    QT_TRANSLATE_NOOP("Settings", "CPU requests at once"),
    QT_TRANSLATE_NOOP("Settings", "How many requests the CPU works on at once (one per model)."),
    # cpu_lane.parallel
    QT_TRANSLATE_NOOP("Settings", "CPU chats answered together"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "How many chats the CPU's chat model answers together; each has its own share of the "
        "model's memory for its conversation.",
    ),
    # cpu_lane.readiness
    QT_TRANSLATE_NOOP("Settings", "CPU copy of the model"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "warm: a CPU copy of the model is loaded at start; on-demand: it is loaded when "
        "first needed; none: no CPU fallback.",
    ),
    # host.ram_reserve_mib
    QT_TRANSLATE_NOOP("Settings", "RAM kept free (fixed)"),
    QT_TRANSLATE_NOOP("Settings", "System memory always kept free for other programs."),
    # host.ram_reserve_percent
    QT_TRANSLATE_NOOP("Settings", "RAM kept free (share)"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Share of system memory always kept free; the larger of this and the amount above is kept.",
    ),
    # gpu_lane.max_ctx
    QT_TRANSLATE_NOOP("Settings", "GPU context cap"),
    QT_TRANSLATE_NOOP("Settings", "Longest conversation, in tokens, a GPU request may use."),
    # cpu_lane.max_ctx
    QT_TRANSLATE_NOOP("Settings", "CPU context cap"),
    QT_TRANSLATE_NOOP("Settings", "Longest conversation, in tokens, a CPU request may use."),
    # llm.n_ctx
    QT_TRANSLATE_NOOP("Settings", "GPU model context"),
    QT_TRANSLATE_NOOP("Settings", "Context size the GPU copy of the model is loaded with."),
    # models.fallback_llm
    QT_TRANSLATE_NOOP("Settings", "Fallback chat model"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "A smaller chat model to use when the main one does not fit; empty for none.",
    ),
    # models.whisper
    QT_TRANSLATE_NOOP("Settings", "Speech model"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "The speech-to-text model (whisper-tiny-en: smaller and faster, English only).",
    ),
    # models.fallback_whisper
    QT_TRANSLATE_NOOP("Settings", "Fallback speech model"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "A smaller speech model for when the main one does not fit; English only, so it takes"
        " only English or detected speech; empty for none.",
    ),
    # whisper.compute_type
    QT_TRANSLATE_NOOP("Settings", "Speech model precision"),
    QT_TRANSLATE_NOOP("Settings", "Number format the speech model computes in."),
    # api.enabled
    QT_TRANSLATE_NOOP("Settings", "Serve the local API"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Serve an OpenAI-compatible API to other programs and devices (same admission and"
        " failover as the window).",
    ),
    # api.host
    QT_TRANSLATE_NOOP("Settings", "API address"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Address the API listens on; anything but this computer (127.0.0.1) requires the "
        "key below.",
    ),
    # api.port
    QT_TRANSLATE_NOOP("Settings", "API port"),
    QT_TRANSLATE_NOOP("Settings", "Port the API listens on."),
    # api.key
    QT_TRANSLATE_NOOP("Settings", "API key"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Bearer key clients must send when the API is reachable from other machines; made"
        " for you on first enable.",
    ),
    # remote.url
    QT_TRANSLATE_NOOP("Settings", "Remote server address"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "An OpenAI-compatible server on another machine at home (llama-server, Ollama, "
        "vLLM, another Spillway), such as http://192.168.1.20:11434/v1; empty for none. "
        'Add "remote" to the pressure policy to use it.',
    ),
    # remote.model
    QT_TRANSLATE_NOOP("Settings", "Remote model"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "The model to ask the remote server for; empty for the first one it lists.",
    ),
    # remote.api_key
    QT_TRANSLATE_NOOP("Settings", "Remote server key"),
    QT_TRANSLATE_NOOP("Settings", "Bearer key the remote server wants, if any."),
    # remote.max_queue
    QT_TRANSLATE_NOOP("Settings", "Remote queue length"),
    QT_TRANSLATE_NOOP("Settings", "Most requests that may wait for the remote server."),
    # remote.timeout_s
    QT_TRANSLATE_NOOP("Settings", "Remote answer time limit"),
    QT_TRANSLATE_NOOP("Settings", "Longest a remote answer may take."),
    # transcription.max_cue_chars
    QT_TRANSLATE_NOOP("Settings", "Longest subtitle cue (text)"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Longest subtitle cue, in characters (two lines of 42); longer segments are split"
        " at word boundaries.",
    ),
    # transcription.max_cue_s
    QT_TRANSLATE_NOOP("Settings", "Longest subtitle cue (time)"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Longest time one subtitle cue stays on screen; longer segments are split.",
    ),
    # chat.overflow
    QT_TRANSLATE_NOOP("Settings", "Long conversations"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "When a conversation outgrows what the model can read: rolling leaves out the "
        "oldest messages (the system prompt stays); truncate-middle keeps the first and "
        "the newest and leaves out the middle, cutting the middle of a message that alone"
        " is too long.",
    ),
    # ui.close_to_tray
    QT_TRANSLATE_NOOP("Settings", "Close to the tray"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Closing the window keeps Spillway running in the system tray (where the desktop "
        "has one); Quit ends it.",
    ),
    # whisper.vad_filter
    QT_TRANSLATE_NOOP("Settings", "Skip silence in audio"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Skip silence before transcribing (voice activity detection): silence gives no "
        "words instead of invented ones.",
    ),
    # desktop.autostart
    QT_TRANSLATE_NOOP("Settings", "Start at log-in"),
    QT_TRANSLATE_NOOP(
        "Settings",
        "Start Spillway when you log in, in the tray, to watch the GPU from the start (an"
        " entry in the desktop's autostart folder).",
    ),
)
PAGES = (
    QT_TRANSLATE_NOOP("Settings", "GPU headroom and pressure"),
    QT_TRANSLATE_NOOP("Settings", "Circuit breaker"),
    QT_TRANSLATE_NOOP("Settings", "CPU lane and RAM guard"),
    QT_TRANSLATE_NOOP("Settings", "Context caps"),
    QT_TRANSLATE_NOOP("Settings", "Models"),
    QT_TRANSLATE_NOOP("Settings", "Local API"),
    QT_TRANSLATE_NOOP("Settings", "Remote server"),
    QT_TRANSLATE_NOOP("Settings", "Appearance"),
    QT_TRANSLATE_NOOP("Settings", "Transcription"),
    QT_TRANSLATE_NOOP("Settings", "Window"),
    QT_TRANSLATE_NOOP("Settings", "General"),
)
UNITS = (
    QT_TRANSLATE_NOOP("Settings", "tokens"),
    QT_TRANSLATE_NOOP("Settings", "characters"),
    QT_TRANSLATE_NOOP("Settings", "s"),
    QT_TRANSLATE_NOOP("Settings", "MiB"),
)
_CHOICES = {
    "ui.theme": {
        "system": QT_TRANSLATE_NOOP("Settings", "Follow the system"),
        "light": QT_TRANSLATE_NOOP("Settings", "Light"),
        "dark": QT_TRANSLATE_NOOP("Settings", "Dark"),
    },
    "ui.language": {
        "system": QT_TRANSLATE_NOOP("Settings", "Follow the system"),
        "en": "English",  # each language by its own name, as language menus do
        "de": "Deutsch",
        "fr": "Français",
    },
    "policy.under_pressure": {
        "delay": QT_TRANSLATE_NOOP("Settings", "wait for the GPU"),
        "shrink": QT_TRANSLATE_NOOP("Settings", "shorter answers on the GPU"),
        "offload": QT_TRANSLATE_NOOP("Settings", "GPU with part in host RAM (slower)"),
        "cpu": QT_TRANSLATE_NOOP("Settings", "the CPU"),
        "fallback": QT_TRANSLATE_NOOP("Settings", "the smaller fallback model"),
        "remote": QT_TRANSLATE_NOOP("Settings", "the remote server"),
    },
    "cpu_lane.readiness": {
        "warm": QT_TRANSLATE_NOOP("Settings", "Loaded at start"),
        "on-demand": QT_TRANSLATE_NOOP("Settings", "Loaded when first needed"),
        "none": QT_TRANSLATE_NOOP("Settings", "None (no CPU fallback)"),
    },
    "chat.overflow": {
        "rolling": QT_TRANSLATE_NOOP("Settings", "Leave out the oldest messages"),
        "truncate-middle": QT_TRANSLATE_NOOP("Settings", "Leave out the middle"),
    },
}


_MODEL_WORDS = {
    "llm": QT_TRANSLATE_NOOP("Settings", "chat"),
    "whisper": QT_TRANSLATE_NOOP("Settings", "speech"),
    "primary": QT_TRANSLATE_NOOP("Settings", "main model"),
    "fallback": QT_TRANSLATE_NOOP("Settings", "fallback"),
}


def kind(value: str) -> str:
    """A model's kind ("llm", "whisper") in words: "chat", "speech"."""
    return translate("Settings", _MODEL_WORDS[value]) if value in _MODEL_WORDS else value


def role(value: str) -> str:
    """A model's role ("primary", "fallback") in words."""
    return kind(value)


def words(text: str) -> str:
    """A setting's label, description, page or unit from the schema, in the interface's
    language."""
    return translate("Settings", text) if text else text


def not_found(value: str) -> str:
    """A choice the settings name but nothing offers (a model file gone)."""
    return translate("Settings", "{value} (not found)").format(value=value)


def choice(key: str, value: str) -> str:
    """How a choice of setting ``key`` is shown ("Follow the system"); the value itself for
    settings whose choices are names already (a number format, a language's own name)."""
    named = _CHOICES.get(key, {})
    if key == "ui.language" and value != "system":
        return named.get(value, value)  # a language's own name is not translated
    return translate("Settings", named[value]) if value in named else value
