"""The interface's language: English, German or French, through Qt's translation system.

The sources are ``resources/i18n/spillway_<lang>.ts`` (Qt Linguist files, updated from the
code with ``pyside6-lupdate``; English's holds only the plural forms of texts with a count,
"%n failure(s)", made with ``-pluralonly``); ``make setup`` compiles them to ``.qm`` with
``pyside6-lrelease``. A ``.qm`` that is missing or older than its ``.ts`` (a checkout
edited since set-up) is compiled again here, which takes a fraction of a second, so the
window never shows a stale catalogue. The bundle of ``make package`` carries only the
``.qm`` files, in ``resources/i18n`` of its folder. The ``ui.language`` setting picks the
language; "system" follows the locale (``LANG``), and anything but German or French is
English.
"""

from __future__ import annotations

import getpass
import logging
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)
LANGUAGES = ("en", "de", "fr")  # English is the source: its catalogue has only plural forms
SYSTEM = "system"
CATALOGUES = Path(__file__).resolve().parent.parent / "resources" / "i18n"
_installed: list[QTranslator] = []


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's name)
    """Mark ``text`` for the ``context`` catalogue without translating it yet (a table
    built at import); ``QCoreApplication.translate(context, text)`` translates it at use.
    pyside6-lupdate finds the texts by this name. Typed, unlike Qt's own."""
    del context
    return text


def pick(setting: str, locale_name: str) -> str:
    """The language to show: the setting's, or the locale's ("de_DE" → "de"), else "en"."""
    wanted = (
        setting
        if setting != SYSTEM
        else locale_name.split("_", maxsplit=1)[0].split("-", maxsplit=1)[0]
    )
    return wanted if wanted in LANGUAGES else "en"


def catalogues() -> Path:
    """The folder of the catalogues: the bundle's own when frozen (PyInstaller unpacks
    its data under ``sys._MEIPASS``), else the checkout's ``resources/i18n``."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "resources" / "i18n" if bundle else CATALOGUES


def source(language: str) -> Path:
    """The ``.ts`` file of ``language``."""
    return catalogues() / f"spillway_{language}.ts"


def compiled(language: str) -> Path | None:
    """The ``.qm`` file of ``language``, compiled now if missing or stale; None if it
    cannot be had (neither file, or lrelease failed: the interface stays in English)."""
    ts = source(language)
    qm = ts.with_suffix(".qm")
    if not ts.is_file():  # a bundle: compiled when it was made, nothing to compile from
        return qm if qm.is_file() else None
    if qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
        return qm
    if not os.access(ts.parent, os.W_OK):  # an installed, read-only copy
        qm = Path(tempfile.gettempdir()) / f"spillway-{getpass.getuser()}-{qm.name}"
    lrelease = Path(PySide6.__file__).resolve().parent / "lrelease"
    try:
        subprocess.run(
            [str(lrelease), "-silent", str(ts), "-qm", str(qm)],
            check=True,
            capture_output=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("could not compile %s, the interface stays in English: %s", ts, exc)
        return None
    return qm


def install(setting: str, app: QCoreApplication | None = None) -> str:
    """Show the interface in the language ``setting`` asks for ("system", "en", "de",
    "fr"); returns the language used. Widgets made afterwards use it."""
    app = app or QCoreApplication.instance()
    language = pick(setting, QLocale.system().name())
    if app is None:
        return "en"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(language))
    qm = compiled(language)
    ours = QTranslator(app)
    if qm is None or not ours.load(str(qm)):
        log.warning("no %s catalogue: the interface stays in English", language)
        return "en"
    if language == "en":  # English's catalogue holds only the plural forms ("1 failure")
        app.installTranslator(ours)
        _installed.append(ours)
        return language
    qt = QTranslator(app)  # Qt's own texts: standard buttons, file dialogs
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for translator in (ours, qt) if qt.load(f"qtbase_{language}", folder) else (ours,):
        app.installTranslator(translator)
        _installed.append(translator)
    return language
