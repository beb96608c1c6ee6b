"""Plain readings of a device at one moment, shared by every probe."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class GpuSnapshot:
    """What a GPU reported at one moment.

    Attributes:
        name: the device's name ("NVIDIA H200", "Simulated GPU").
        simulated: True for the simulated GPU; the UI and logs must say so.
        total / used / free: bytes, as the driver (or the simulated card) reports them.
        processes: bytes used per process id, where the driver tells.
        error: set when the device cannot be used now (driver gone, resetting).
    """

    index: int
    name: str
    simulated: bool
    total: int
    used: int
    free: int
    processes: dict[int, int] = field(default_factory=dict)
    error: str | None = None


@dataclass(frozen=True)
class HostSnapshot:
    """Host memory and CPU at one moment (bytes)."""

    ram_total: int
    ram_available: int
    tree_rss: int
    cpu_count: int
