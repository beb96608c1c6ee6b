"""Logging: named loggers to a rotating file in the data folder; warnings to stderr."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def setup_logging(log_file: Path, debug: bool = False) -> None:
    """Log INFO and up (DEBUG with ``--debug``) to ``log_file``; WARNING and up to stderr."""
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    console = logging.StreamHandler()
    console.setLevel(logging.DEBUG if debug else logging.WARNING)
    console.setFormatter(logging.Formatter("spillway: %(levelname)s %(name)s: %(message)s"))
    root.addHandler(console)
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(log_file, maxBytes=5_000_000, backupCount=3)
    except OSError as exc:
        logging.getLogger(__name__).warning("cannot write the log file %s: %s", log_file, exc)
        return
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)


def quiet_console() -> None:
    """Only errors on stderr from now on (the log file keeps everything).

    For the drill: the failures it injects are expected, and it reports them itself.
    """
    for handler in logging.getLogger().handlers:
        if type(handler) is logging.StreamHandler and handler.level > logging.DEBUG:
            handler.setLevel(logging.ERROR)


def log_to(path: Path) -> None:
    """Send the file log to ``path`` instead (the drill keeps its log with its report)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, logging.FileHandler):
            root.removeHandler(handler)
            handler.close()
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
