"""GUI tests run offscreen (no display needed)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def _no_quit_on_last_window(qapp: QApplication) -> None:
    """As in the app: closing a window (a dialog left by an earlier test, say) never quits
    Qt's loop, which would stop the asyncio loop a test is running on."""
    qapp.setQuitOnLastWindowClosed(False)
