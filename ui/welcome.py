"""The first-run welcome in the chat: which models and which device answer, in plain words.

The engine describes its GPU in English (a card's own name, or "No GPU: CPU only"); here the
device is worded from what it is, so the welcome speaks the interface's language. A card's
name stays as the card calls itself.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ui import status_words

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


@dataclass(frozen=True)
class Welcome:
    """What the welcome names: each model's name (None when it is not installed, with the
    id asked for), and the device."""

    chat_model: str | None
    chat_id: str
    speech_model: str | None
    speech_id: str
    gpu_name: str  # a real card's name, or "" without one
    simulated_bytes: int = 0  # the simulated card's size; 0 when the card is real or absent


def welcome_html(facts: Welcome) -> str:
    """The welcome as rich text for the chat's empty view."""
    items = [
        _model(facts.chat_model, facts.chat_id, chat=True),
        _model(facts.speech_model, facts.speech_id, chat=False),
        translate("Welcome", "Device: {device}").format(
            device=f"<b>{html.escape(_device(facts))}</b>"
        ),
    ]
    text = "<h2>{}</h2><p>{}</p><ul>{}</ul>".format(
        translate("Welcome", "Welcome to Spillway"),
        translate(
            "Welcome",
            "Ask anything below; answers are written on this computer, nothing leaves it.",
        ),
        "".join(f"<li>{item}</li>" for item in items),
    )
    if facts.simulated_bytes:
        text += "<p>{}</p>".format(
            translate(
                "Welcome",
                "<b>Simulated GPU</b> means there is no graphics card in use: the models run on "
                "the processor, while Spillway counts memory as if a card of this size held "
                "them. It shows how Spillway behaves when a card fills up or fails; answers "
                "come at processor speed.",
            )
        )
    elif not facts.gpu_name:
        text += "<p>{}</p>".format(
            translate("Welcome", "No graphics card was found: answers come from the processor.")
        )
    return text + "<p>{}</p>".format(
        translate(
            "Welcome",
            "Enter sends, Shift+Enter starts a new line, Esc stops an answer; F2 renames a "
            "conversation. Settings are under File → Settings.",
        )
    )


def _model(name: str | None, model_id: str, chat: bool) -> str:
    if name is None:
        missing = (
            translate("Welcome", "Chat model: not found ({id})")
            if chat
            else translate("Welcome", "Speech model: not found ({id})")
        )
        return missing.format(id=html.escape(model_id))
    found = (
        translate("Welcome", "Chat model: {name}")
        if chat
        else translate("Welcome", "Speech model: {name}")
    )
    return found.format(name=f"<b>{html.escape(name)}</b>")


def _device(facts: Welcome) -> str:
    if facts.simulated_bytes:
        return translate(
            "Welcome", "Simulated GPU ({size}; the models really run on the processor)"
        ).format(size=status_words.size(facts.simulated_bytes))
    return facts.gpu_name or translate("Welcome", "No graphics card: the processor only")
