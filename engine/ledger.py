"""The ledger: what our own replicas and admitted work were estimated to hold (R3, R5).

Admission compares it with what the driver observes and uses the worse of the two. KV
memory is accounted in cells of the loaded replica's cache, shared by the sequences that
run in it: a request books ``prompt + max_tokens`` cells while it runs and gives them back
when it ends, so the cache is never treated as unlimited.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Ledger:
    """Bytes booked per holder on each device, and KV cells per GPU replica."""

    gpu: dict[str, int] = field(default_factory=dict)
    host: dict[str, int] = field(default_factory=dict)
    kv_capacity: dict[str, int] = field(default_factory=dict)
    kv_booked: dict[str, dict[str, int]] = field(default_factory=dict)

    def book(self, device: str, holder: str, n_bytes: int) -> None:
        """Book ``n_bytes`` on ``device`` ("gpu" or "host") for ``holder`` (a new booking)."""
        self._table(device)[holder] = n_bytes

    def release(self, device: str, holder: str) -> None:
        """Give back everything ``holder`` booked on ``device``."""
        self._table(device).pop(holder, None)

    def total(self, device: str) -> int:
        """Bytes booked on ``device``."""
        return sum(self._table(device).values())

    def set_kv_capacity(self, replica: str, cells: int) -> None:
        """A replica was (re)loaded with ``cells`` KV cells; forget its old bookings."""
        self.kv_capacity[replica] = cells
        self.kv_booked[replica] = {}

    def drop_replica(self, replica: str) -> None:
        """The replica is gone: its cells and their bookings with it."""
        self.kv_capacity.pop(replica, None)
        self.kv_booked.pop(replica, None)

    def kv_free(self, replica: str) -> int:
        """Unbooked KV cells of ``replica`` (0 if it is not loaded)."""
        return self.kv_capacity.get(replica, 0) - sum(self.kv_booked.get(replica, {}).values())

    def book_kv(self, replica: str, request_id: str, cells: int) -> bool:
        """Book cells for a request; False (and nothing booked) if they are not free."""
        if cells > self.kv_free(replica):
            return False
        self.kv_booked.setdefault(replica, {})[request_id] = cells
        return True

    def release_kv(self, replica: str, request_id: str) -> None:
        """The request ended: its cells are free again."""
        self.kv_booked.get(replica, {}).pop(request_id, None)

    def snapshot(self) -> dict[str, dict[str, int]]:
        """Everything booked, for status views."""
        return {
            "gpu": dict(self.gpu),
            "host": dict(self.host),
            "kv_free": {r: self.kv_free(r) for r in self.kv_capacity},
        }

    def _table(self, device: str) -> dict[str, int]:
        if device == "gpu":
            return self.gpu
        if device == "host":
            return self.host
        raise ValueError(f"unknown device {device!r}")
