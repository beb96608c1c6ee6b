"""The German interface speaks to its user as "du" throughout, never as "Sie".

The formal register is recognised by its capitalised pronouns ("Sie", "Ihnen", "Ihr",
"Ihre", ...): the lower-case "sie" and "ihr" (she, it, they, her, its) are other words.
A capitalised one at a sentence's start could mean "it" too ("Sie wurde gelöscht"), and
a reader may still take it for the formal address, so such a sentence names its subject
("Die Datei wurde gelöscht") and the check needs no exceptions.
"""

from __future__ import annotations

import re

from tests.gui.i18n_helpers import messages

FORMAL = re.compile(r"\b(?:Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b")


def formal_words(text: str) -> list[str]:
    """The formal-register pronouns in ``text``."""
    return FORMAL.findall(text)


def test_the_check_finds_the_formal_register_and_nothing_else() -> None:
    assert formal_words("Sie haben die GPU-Nutzung pausiert") == ["Sie"]
    assert formal_words("Wählen Sie Ihre Datei; wir zeigen Ihnen alles.") == [
        "Sie",
        "Ihre",
        "Ihnen",
    ]
    assert formal_words("Sie hört jetzt auf; Ihr Speicher ist simuliert.") == ["Sie", "Ihr"]
    lower = "Kürze sie, um sie ohne ihre Mitte zu senden; ihr Speicher ist simuliert."
    assert formal_words(lower) == []
    assert formal_words("du hast die GPU-Nutzung pausiert; Siebzehn Ihrerseits") == []


def test_the_german_catalogue_never_uses_the_formal_register() -> None:
    found = messages("de")
    assert len(found) >= 450
    formal = [
        (message.source, form) for message in found for form in message.forms if formal_words(form)
    ]
    assert formal == [], "\n".join(map(repr, formal))


def test_the_german_catalogue_says_du() -> None:
    """The informal register is there (the check above passes on any text without it)."""
    informal = re.compile(r"\b(?:[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein\w*)\b")
    texts = [form for message in messages("de") for form in message.forms]
    assert sum(bool(informal.search(text)) for text in texts) >= 5
    paused = [m for m in messages("de") if m.source.startswith("you paused GPU use")]
    assert len(paused) >= 2
    assert all(form.startswith("du hast") for m in paused for form in m.forms)
