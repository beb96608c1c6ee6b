"""The host probe: RAM and CPUs through psutil."""

from __future__ import annotations

import os

import psutil

from engine.devices.snapshot import HostSnapshot


def process_tree_rss(pid: int | None = None) -> int:
    """Resident memory of a process and all its descendants, in bytes."""
    try:
        root = psutil.Process(pid or os.getpid())
        procs = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0
    total = 0
    for proc in procs:
        try:
            total += proc.memory_info().rss
        except psutil.Error:  # exited between listing and reading
            continue
    return total


def probe_host() -> HostSnapshot:
    """Read host RAM, this process tree's RSS and the CPU count."""
    memory = psutil.virtual_memory()
    return HostSnapshot(
        ram_total=memory.total,
        ram_available=memory.available,
        tree_rss=process_tree_rss(),
        cpu_count=psutil.cpu_count(logical=True) or 1,
    )
