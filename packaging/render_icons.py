"""Render the PNG sizes of ``resources/icons/spillway.svg`` into the hicolor theme layout.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py

Run after editing the SVG; the PNGs are committed, so installing needs no SVG renderer.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, size: int, out: Path) -> None:
    """Draw ``svg`` at ``size`` pixels square into the PNG ``out``."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        QSvgRenderer(str(svg)).render(painter)
    finally:
        painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise OSError(f"could not write {out}")


def main() -> int:
    """Render every size; print what was written."""
    QGuiApplication(sys.argv[:1])
    svg = ICONS / "spillway.svg"
    for size in SIZES:
        out = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "spillway.png"
        render(svg, size, out)
        print(out.relative_to(ICONS.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
