"""Where Spillway keeps its files (platform conventions, or one folder given by --data-dir)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

REPO_ROOT = Path(__file__).resolve().parent.parent
RESOURCES = REPO_ROOT / "resources"
DEFAULT_MANIFEST = RESOURCES / "models.toml"


@dataclass(frozen=True)
class Paths:
    """The user's folders for Spillway."""

    data: Path
    config: Path
    cache: Path

    @classmethod
    def default(cls, override: Path | None = None) -> Paths:
        """Platform folders, or everything under ``override``."""
        if override is not None:
            root = override.expanduser().resolve()
            return cls(root / "data", root / "config", root / "cache")
        return cls(
            Path(platformdirs.user_data_dir("spillway")),
            Path(platformdirs.user_config_dir("spillway")),
            Path(platformdirs.user_cache_dir("spillway")),
        )

    @property
    def log_file(self) -> Path:
        """The log file (rotated)."""
        return self.data / "spillway.log"

    @property
    def settings_file(self) -> Path:
        """The user's settings (TOML)."""
        return self.config / "settings.toml"

    @property
    def user_models(self) -> Path:
        """The list of models the user added."""
        return self.config / "models.toml"

    @property
    def fingerprints(self) -> Path:
        """The SHA-256 cache of model files."""
        return self.cache / "fingerprints.json"

    @property
    def models(self) -> Path:
        """Where default models shipped in parts are joined (``$SPILLWAY_MODELS_DIR`` can
        name one folder for several data folders)."""
        named = os.environ.get("SPILLWAY_MODELS_DIR")
        return Path(named) if named else self.data / "models"
