"""Byte sizes: parsing what users type ("2GiB") and printing what we measured."""

from __future__ import annotations

import re

KIB = 1024
MIB = 1024 * KIB
GIB = 1024 * MIB

_UNITS = {
    "": 1,
    "b": 1,
    "k": KIB,
    "kb": 1000,
    "kib": KIB,
    "m": MIB,
    "mb": 1000**2,
    "mib": MIB,
    "g": GIB,
    "gb": 1000**3,
    "gib": GIB,
    "t": GIB * 1024,
    "tb": 1000**4,
    "tib": GIB * 1024,
}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$")


def parse_size(text: str) -> int:
    """Parse a human byte size such as ``512MiB``, ``2GiB``, ``1.5G`` or ``4096``.

    Raises:
        ValueError: the text is not a size, or names an unknown unit.
    """
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"not a size: {text!r} (try e.g. 512MiB or 2GiB)")
    number, unit = match.groups()
    factor = _UNITS.get(unit.lower())
    if factor is None:
        raise ValueError(f"unknown size unit {unit!r} in {text!r} (use B, KiB, MiB, GiB)")
    return round(float(number) * factor)


def mib(n_bytes: float) -> float:
    """Bytes as MiB (a float, for printing and comparisons)."""
    return n_bytes / MIB


def format_size(n_bytes: float) -> str:
    """Bytes as a short human string: ``92.10 MiB``, ``1.50 GiB``."""
    if abs(n_bytes) >= GIB:
        return f"{n_bytes / GIB:.2f} GiB"
    if abs(n_bytes) >= MIB:
        return f"{n_bytes / MIB:.2f} MiB"
    if abs(n_bytes) >= KIB:
        return f"{n_bytes / KIB:.1f} KiB"
    return f"{int(n_bytes)} B"
