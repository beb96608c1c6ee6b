"""What the window says while the engine starts, in the interface's language.

``app.desktop`` starts the engine; the words it shows (in the chat, the status bar and an
error box) live here, where the catalogues find them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class Startup(QObject):
    """Counted words: pyside6-lupdate takes plural forms from ``tr`` calls only."""

    def recovered(self, n: int) -> str:
        """The status bar after a crash's unfinished requests were found again."""
        return self.tr("Recovered %n request(s) after a crash", "", n)


_COUNTS = Startup()


def loading_models() -> str:
    """Shown in the chat until the models are loaded."""
    return translate("Startup", "Loading the models…")


def recovered(n: int) -> str:
    """The status bar after a crash's unfinished requests were found again."""
    return _COUNTS.recovered(n)


def cannot_start() -> str:
    """The title of the box that says the engine could not start."""
    return translate("Startup", "Spillway cannot start its engine")


def cannot_start_because(detail: str) -> str:
    """The chat's line when the engine could not start; ``detail``: the engine's reason."""
    return translate("Startup", "Spillway cannot start its engine: {detail}").format(detail=detail)
