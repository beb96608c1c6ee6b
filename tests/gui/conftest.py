"""GUI tests run offscreen (no display needed), in English unless a test asks otherwise.

The interface follows the system's language, so the tests pin it: the locale is C (the
app, and the app processes the tests start, speak English whatever ``LANG`` the shell
has), and every test starts with the English catalogue installed (its plural forms). A
test of another language installs it itself (``tests/gui/test_i18n.py``).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
for _name in ("LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ[_name] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

from collections.abc import Iterator  # noqa: E402 (after the locale is pinned)

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ui import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def _no_quit_on_last_window(qapp: QApplication) -> None:
    """As in the app: closing a window (a dialog left by an earlier test, say) never quits
    Qt's loop, which would stop the asyncio loop a test is running on."""
    qapp.setQuitOnLastWindowClosed(False)


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> Iterator[None]:
    """Each test starts in English, and leaves English behind (a German test included)."""
    i18n.install("en", qapp)
    yield
    i18n.install("en", qapp)
