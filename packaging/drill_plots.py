"""Render a drill report's plots to PNG for the README (``drill.json`` in, PNGs out).

.venv/bin/python packaging/drill_plots.py DRILL_DIR/drill.json packaging/screenshots
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from app.drill.svg import lanes_plot, latency_plot, ram_plot

SCALE = 2  # crisp on high-density screens


def to_png(svg: str, path: Path) -> None:
    """Draw one SVG plot on a white PNG."""
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    size = renderer.defaultSize() * SCALE
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    image.save(str(path))


def main() -> None:
    """Entry point."""
    report = json.loads(Path(sys.argv[1]).read_text())
    out = Path(sys.argv[2])
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication([])
    plots = {
        "drill-latency.png": latency_plot(report["requests"]),
        "drill-ram.png": ram_plot(report["samples"], report["scenarios"]),
        "drill-lanes.png": lanes_plot(report["samples"], report["scenarios"]),
    }
    for name, svg in plots.items():
        to_png(svg, out / name)
        print(out / name)


if __name__ == "__main__":
    main()
