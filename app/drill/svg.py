"""The drill report's plots as inline SVG: a small plotting frame and the three drill plots.

No plotting library and no script: each plot is one ``<svg>`` element written here, so the
HTML page stays a single self-contained file.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from engine.api import GIB

WIDTH, HEIGHT = 800, 300
LEFT, RIGHT, TOP, BOTTOM = 60, 180, 34, 56  # the right margin holds the legend
PALETTE = ("#1f6fb4", "#d9731a", "#2a9d4b", "#8a4fc1", "#b8860b", "#c2185b")
SHAPES = ("circle", "square", "triangle", "diamond")
GREY, RED = "#555555", "#c62828"

Point = tuple[float, float]


def nice_ticks(lo: float, hi: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round values (1, 2, 2.5 or 5 times a power of ten apart) from ``lo`` to ``hi``.

    ``whole``: whole numbers only (counts of requests).
    """
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / count
    scale = 10 ** math.floor(math.log10(raw))
    step = next(m * scale for m in (1, 2, 2.5, 5, 10) if m * scale >= raw * 0.999)
    if whole:
        step = max(1.0, math.ceil(step))
    first, last = math.ceil(lo / step - 1e-9), math.floor(hi / step + 1e-9)
    return [round(i * step, 10) for i in range(first, last + 1)]


def tick_text(value: float) -> str:
    """A tick label without trailing zeros."""
    return str(int(value)) if float(value).is_integer() else f"{value:.6g}"


def marker(x: float, y: float, shape: str, color: str, filled: bool) -> str:
    """One marker at pixel ``x``, ``y``: filled, or hollow (white inside)."""
    paint = f'fill="{color if filled else "#fff"}" stroke="{color}" stroke-width="1.6"'
    if shape == "square":
        return f'<rect x="{x - 4:.1f}" y="{y - 4:.1f}" width="8" height="8" {paint}/>'
    corners = {
        "triangle": ((0, -5), (5, 4), (-5, 4)),
        "diamond": ((0, -5), (5, 0), (0, 5), (-5, 0)),
    }
    if shape in corners:
        points = " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in corners[shape])
        return f'<polygon points="{points}" {paint}/>'
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4.2" {paint}/>'


def cross(x: float, y: float, color: str) -> str:
    """An x mark at pixel ``x``, ``y``."""
    return (
        f'<path d="M{x - 4:.1f},{y - 4:.1f} L{x + 4:.1f},{y + 4:.1f} M{x - 4:.1f},{y + 4:.1f} '
        f'L{x + 4:.1f},{y - 4:.1f}" stroke="{color}" stroke-width="2"/>'
    )


def _text(x: float, y: float, text: str, extra: str = "") -> str:
    return f'<text x="{x:.1f}" y="{y:.1f}"{extra}>{escape(text)}</text>'


def _open(title: str) -> list[str]:
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'class="plot" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        _text(LEFT, 20, title, ' class="plot-title"'),
        f'<rect x="{LEFT}" y="{TOP}" width="{WIDTH - LEFT - RIGHT}" '
        f'height="{HEIGHT - TOP - BOTTOM}" fill="#fbfbfb" stroke="#999"/>',
    ]


def empty_plot(title: str, message: str = "no data") -> str:
    """A plot frame with ``message`` where the data would be."""
    middle = (LEFT + WIDTH - RIGHT) / 2, (TOP + HEIGHT - BOTTOM) / 2
    note = _text(*middle, message, ' text-anchor="middle" class="no-data"')
    return "".join([*_open(title), note, "</svg>"])


@dataclass
class Plot:
    """A frame: data ranges mapped onto the drawing area, and what is drawn in it."""

    title: str
    x_label: str
    y_label: str
    x_range: tuple[float, float]
    y_range: tuple[float, float]
    body: list[str] = field(default_factory=list)
    legend: list[str] = field(default_factory=list)
    whole_y: bool = False  # y ticks at whole numbers only

    def sx(self, x: float) -> float:
        """The pixel column of data value ``x``."""
        lo, hi = self.x_range
        return LEFT + (x - lo) / ((hi - lo) or 1.0) * (WIDTH - LEFT - RIGHT)

    def sy(self, y: float) -> float:
        """The pixel row of data value ``y``."""
        lo, hi = self.y_range
        return HEIGHT - BOTTOM - (y - lo) / ((hi - lo) or 1.0) * (HEIGHT - TOP - BOTTOM)

    def line(self, points: Sequence[Point], color: str, dash: str = "", step: bool = False) -> None:
        """A polyline through data points; ``step`` holds each value until the next point."""
        if step and points:
            pairs = itertools.pairwise(points)
            points = [p for a, b in pairs for p in (a, (b[0], a[1]))] + [points[-1]]
        coords = " ".join(f"{self.sx(x):.1f},{self.sy(y):.1f}" for x, y in points)
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        self.body.append(
            f'<polyline points="{coords}" fill="none" stroke="{color}" stroke-width="1.8"{dashed}/>'
        )

    def band(self, x0: float, x1: float, color: str, opacity: float, label: str = "") -> None:
        """A shaded vertical span from ``x0`` to ``x1`` (at least 2 px wide), with a label."""
        low, high = LEFT, WIDTH - RIGHT
        a, b = sorted(min(high, max(low, self.sx(x))) for x in (x0, x1))
        b = max(b, min(high, a + 2))
        tip = f"<title>{escape(label)}</title>" if label else ""
        self.body.append(
            f'<rect x="{a:.1f}" y="{TOP}" width="{b - a:.1f}" height="{HEIGHT - TOP - BOTTOM}" '
            f'fill="{color}" fill-opacity="{opacity}">{tip}</rect>'
        )

    def label(self, x: float, row: int, text: str) -> None:
        """A small label near the top of the frame at data ``x`` (rows avoid overlaps)."""
        left = min(WIDTH - RIGHT - 4, max(LEFT + 2, self.sx(x) + 2))
        self.body.append(_text(left, TOP + 12 + 12 * row, text, ' class="band-label"'))

    def _key_at(self) -> Point:
        return WIDTH - RIGHT + 14, TOP + 8 + 18 * len(self.legend)

    def key_line(self, text: str, color: str, dash: str = "") -> None:
        """A legend entry for a line."""
        x, y = self._key_at()
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        key = (
            f'<line class="key" x1="{x}" y1="{y}" x2="{x + 18}" y2="{y}" stroke="{color}"{dashed}/>'
        )
        self.legend.append(key + _text(x + 24, y + 4, text))

    def key_mark(self, text: str, mark: str) -> None:
        """A legend entry for a marker; ``mark`` is SVG drawn at the key's origin (0, 0)."""
        x, y = self._key_at()
        shifted = f'<g transform="translate({x + 9},{y})">{mark}</g>'
        self.legend.append(shifted + _text(x + 24, y + 4, text))

    def render(self, x_ticks: Sequence[tuple[float, str]] | None = None) -> str:
        """The finished ``<svg>``: frame, ticks and grid, what was drawn, labels, legend."""
        if x_ticks is None:
            low, high = sorted(self.x_range)
            x_ticks = [(v, tick_text(v)) for v in nice_ticks(low, high)]
        parts = _open(self.title)
        for value in nice_ticks(*self.y_range, whole=self.whole_y):
            y = self.sy(value)
            parts.append(
                f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" class="grid"/>'
            )
            parts.append(_text(LEFT - 6, y + 4, tick_text(value), ' text-anchor="end"'))
        base = HEIGHT - BOTTOM
        for value, text in x_ticks:
            x = self.sx(value)
            parts.append(
                f'<line x1="{x:.1f}" y1="{base}" x2="{x:.1f}" y2="{base + 5}" stroke="#666"/>'
            )
            for row, piece in enumerate(text.split("\n")):
                parts.append(_text(x, base + 17 + 12 * row, piece, ' text-anchor="middle"'))
        centre_x, centre_y = (LEFT + WIDTH - RIGHT) / 2, (TOP + base) / 2
        parts.append(
            _text(centre_x, HEIGHT - 6, self.x_label, ' text-anchor="middle" class="axis"')
        )
        rotate = f' text-anchor="middle" class="axis" transform="rotate(-90 14 {centre_y:.1f})"'
        parts.append(_text(14, centre_y, self.y_label, rotate))
        return "".join([*parts, *self.body, *self.legend, "</svg>"])


def _prefix(label: str) -> str:
    match = re.match(r"[^\W\d_]+", label)
    return match.group(0) if match else label or "?"


def _steps_in_order(records: Sequence[dict[str, Any]]) -> list[tuple[str, float | None]]:
    free: dict[str, float | None] = {}
    for r in records:
        if free.get(r["step"]) is None:
            free[r["step"]] = r.get("step_free_mib")
    return sorted(free.items(), key=lambda item: (item[1] is None, -(item[1] or 0.0)))


def latency_plot(requests: Sequence[dict[str, Any]]) -> str:
    """Latency per memory-pressure step (most free GPU memory first), one series per label."""
    title = "Latency by step of memory pressure"
    stepped = [r for r in requests if r.get("step")]
    if not stepped:
        return empty_plot(title)
    steps = _steps_in_order(stepped)
    column = {name: i for i, (name, _) in enumerate(steps)}
    latencies = [r["latency_s"] for r in stepped if r["accepted"] and r["latency_s"] is not None]
    top = max(latencies, default=0.0) * 1.1 or 1.0
    plot = Plot(title, "step (free GPU memory)", "latency (s)", (-0.5, len(steps) - 0.5), (0, top))
    series = sorted({_prefix(r["label"]) for r in stepped})
    for index, name in enumerate(series):
        color, shape = PALETTE[index % len(PALETTE)], SHAPES[index % len(SHAPES)]
        offset = (index - (len(series) - 1) / 2) * min(0.12, 0.8 / len(series))
        plot.key_mark(name, marker(0, 0, shape, color, True))
        for r in (r for r in stepped if _prefix(r["label"]) == name):
            x = plot.sx(column[r["step"]] + offset)
            if not r["accepted"]:
                plot.body.append(cross(x, plot.sy(0) - 6, color))
            elif r["latency_s"] is not None:
                on_cpu = bool(r["lanes"]) and str(r["lanes"][-1]).endswith("cpu")
                plot.body.append(marker(x, plot.sy(r["latency_s"]), shape, color, not on_cpu))
    plot.key_mark("ended on CPU (hollow)", marker(0, 0, "circle", GREY, False))
    plot.key_mark("refused", cross(0, 0, GREY))
    ticks = [(float(i), name) for i, (name, _mib) in enumerate(steps)]
    return plot.render(ticks)


def _time_plot(title: str, y_label: str, samples: Sequence[dict[str, Any]], top: float) -> Plot:
    times = [float(s["t"]) for s in samples]
    start, end = min(times), max(times)
    return Plot(
        title,
        "time since the drill started (s)",
        y_label,
        (start, end if end > start else start + 1),
        (0, top),
    )


def _scenario_bands(plot: Plot, scenarios: Sequence[dict[str, Any]]) -> None:
    for index, run in enumerate(scenarios):
        start, end = run["started_s"], run["ended_s"]
        if end < start:  # still running: it ends, so far, at the last sample
            end = plot.x_range[1]
        plot.band(start, end, GREY, 0.05 + 0.05 * (index % 2), run["name"])
        plot.label(run["started_s"], index % 2, str(index + 1))  # names: see the key below


def ram_plot(samples: Sequence[dict[str, Any]], scenarios: Sequence[dict[str, Any]]) -> str:
    """Host RAM over time: available, the guard's reserve, and the engine's process tree."""
    title = "Host RAM over time"
    if not samples:
        return empty_plot(title)
    ordered = sorted(samples, key=lambda s: float(s["t"]))
    lines = (
        ("RAM available", "ram_available", PALETTE[0], ""),
        ("guard's reserve", "ram_reserve", RED, "6 4"),
        ("engine RSS (tree)", "tree_rss", PALETTE[2], ""),
    )
    top = (
        max(s[key] for s in ordered for _, key, _, _ in lines) / GIB * 1.3 or 1.0
    )  # headroom for the scenario labels
    plot = _time_plot(title, "GiB", ordered, top)
    _scenario_bands(plot, scenarios)
    for text, key, color, dash in lines:
        plot.line([(float(s["t"]), s[key] / GIB) for s in ordered], color, dash)
        plot.key_line(text, color, dash)
    return plot.render()


def _down_spans(samples: Sequence[dict[str, Any]]) -> list[Point]:
    spans: list[Point] = []
    start: float | None = None
    for s in samples:
        if not s["gpu_llm_alive"] and start is None:
            start = float(s["t"])
        elif s["gpu_llm_alive"] and start is not None:
            spans.append((start, float(s["t"])))
            start = None
    if start is not None:
        spans.append((start, float(samples[-1]["t"])))
    return spans


def lanes_plot(samples: Sequence[dict[str, Any]], scenarios: Sequence[dict[str, Any]]) -> str:
    """Requests queued or running in each lane over time; red where the GPU LLM was down."""
    title = "Lanes over time"
    if not samples:
        return empty_plot(title)
    ordered = sorted(samples, key=lambda s: float(s["t"]))
    gpu = [(float(s["t"]), float(s["gpu_queued"] + s["gpu_running"])) for s in ordered]
    cpu = [(float(s["t"]), float(s["cpu_queued"] + s["cpu_running"])) for s in ordered]
    remote = [
        (float(s["t"]), float(s.get("remote_queued", 0) + s.get("remote_running", 0)))
        for s in ordered
    ]
    top = max(4.0, math.ceil(max(y for _, y in gpu + cpu + remote) * 1.35))  # label room
    plot = _time_plot(title, "requests queued + running", ordered, top)
    plot.whole_y = True
    _scenario_bands(plot, scenarios)
    for start, end in _down_spans(ordered):
        plot.band(start, end, RED, 0.22, "GPU LLM worker down")
    plot.line(gpu, PALETTE[0], step=True)
    plot.line(cpu, PALETTE[1], dash="5 3", step=True)
    plot.key_line("GPU lane", PALETTE[0])
    plot.key_line("CPU lane", PALETTE[1], "5 3")
    if any(y for _, y in remote):  # only when a remote server took work
        plot.line(remote, PALETTE[2], dash="2 2", step=True)
        plot.key_line("remote lane", PALETTE[2], "2 2")
    plot.key_mark(
        "GPU LLM down",
        f'<rect x="-9" y="-6" width="18" height="12" fill="{RED}" fill-opacity="0.3"/>',
    )
    return plot.render()
