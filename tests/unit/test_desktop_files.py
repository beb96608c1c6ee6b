"""The desktop entry, AppStream metainfo and icons, checked by the desktop's own validators."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtGui import QImage

from app.autostart import APP_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _validate(tool: str, *args: str) -> str:
    path = shutil.which(tool)
    assert path, f"{tool} is missing: `make test-tools` installs it"
    done = subprocess.run([path, *args], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def test_the_desktop_entry_is_valid() -> None:
    entry = PACKAGING / f"{APP_ID}.desktop"
    assert _validate("desktop-file-validate", str(entry)) == ""
    assert "Icon=spillway" in entry.read_text()


def test_the_metainfo_is_valid_and_its_screenshots_are_in_the_repository() -> None:
    metainfo = PACKAGING / f"{APP_ID}.metainfo.xml"
    _validate("appstreamcli", "validate", "--no-net", str(metainfo))
    root = ET.parse(metainfo).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    images = [image.text or "" for image in root.iter("image")]
    assert images
    for url in images:
        assert url.startswith("https://")
        local = ROOT / "packaging" / "screenshots" / url.rsplit("/", 1)[1]
        assert local.is_file(), url


def test_the_icon_comes_in_every_size_drawn_from_the_svg() -> None:
    icons = ROOT / "resources" / "icons"
    assert (icons / "spillway.svg").read_text().lstrip().startswith("<?xml")
    for side in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(icons / "hicolor" / f"{side}x{side}" / "apps" / "spillway.png"))
        assert (image.width(), image.height()) == (side, side)
        assert image.hasAlphaChannel()
