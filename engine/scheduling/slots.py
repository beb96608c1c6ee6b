"""Replica slots: the one replica each lane keeps per kind of work, loaded as planned.

A slot (re)loads its replica when a job needs other settings (a shrunk context, a layer
split, the KV cache in host RAM, the fallback model), books the estimate in the ledger
while it is loaded, and forgets it when its worker dies, so that the next job (or a
background restart) loads it afresh.

Several jobs may use one replica at once (a chat replica loaded for ``parallel``
answers): they ``use`` it with the same plan. A job that needs another plan, or the whole
replica (a tool call), waits until the replica is free, and jobs that come after it wait
behind it, so that a reload is never starved and never pulls a replica from under a
running answer.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from engine.ledger import Ledger
from engine.replica import Replica, ReplicaSpec
from engine.scheduling.progress import load_deadline
from engine.supervisor import Supervisor, WorkerHandle
from engine.workers.protocol import Ready

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LoadPlan:
    """Which model a slot loads, and how; the bytes are estimates booked in the ledger."""

    model_id: str
    model_name: str
    path: Path
    n_ctx: int = 0
    n_gpu_layers: int = -1
    compute_type: str = "int8"
    gpu_bytes: int = 0
    host_bytes: int = 0
    kv_on_host: bool = False  # the KV cache and attention in host RAM, the weights on the GPU
    shares: tuple[tuple[str, float], ...] = ()  # simulated GPU: what a card would hold of each
    parallel: int = 1  # chats answered together, each with ``n_ctx / parallel`` cells

    @property
    def chat_ctx(self) -> int:
        """The longest conversation one chat may have on this replica."""
        return self.n_ctx // self.parallel


class ReplicaSlot:
    """The replica for one (lane, kind): ``llm@gpu``, ``whisper@cpu``..."""

    def __init__(
        self,
        kind: str,
        device: str,
        supervisor: Supervisor,
        ledger: Ledger,
        heartbeat_s: float,
        sim_state: str | None = None,
    ) -> None:
        self.kind, self.device = kind, device
        self.supervisor, self.ledger = supervisor, ledger
        self.heartbeat_s, self.sim_state = heartbeat_s, sim_state
        self.replica: Replica | None = None
        self.loading: Replica | None = None  # the replica being started, until it is ready
        self.loading_plan: LoadPlan | None = None
        self.plan: LoadPlan | None = None
        self.ready: Ready | None = None
        # Being replaced after an allocation failure, until a new worker starts.
        self.retiring: Replica | None = None
        self.users = 0  # jobs using the replica now
        self._users_plan: LoadPlan | None = None  # the plan they use it with
        self._alone = False  # its one user needs it whole
        self._reloads_waiting = 0
        self._free = asyncio.Condition()
        self._lock = asyncio.Lock()

    @property
    def name(self) -> str:
        """``kind@device``, as the supervisor names the worker."""
        return f"{self.kind}@{self.device}"

    @property
    def alive(self) -> bool:
        """True while a loaded replica's worker runs."""
        handle = self.replica.handle if self.replica else None
        return handle is not None and handle.alive and self.ready is not None

    @property
    def pid(self) -> int | None:
        """The worker's process id, if it runs."""
        handle = self.replica.handle if self.replica else None
        return handle.pid if handle is not None and handle.alive else None

    @property
    def current_plan(self) -> LoadPlan | None:
        """The plan of the replica loaded, or being loaded (admission counts on both)."""
        return self.plan if self.alive else self.loading_plan

    def matches(self, plan: LoadPlan) -> bool:
        """True if the loaded replica already serves ``plan``."""
        return self.alive and self.plan == plan

    @asynccontextmanager
    async def use(self, plan: LoadPlan, alone: bool = False) -> AsyncIterator[Replica]:
        """The replica loaded as ``plan`` says, for the duration of a job.

        Jobs with the same plan share it; one with another plan first waits for the
        replica to be free (see the module's docstring). ``alone``: the job needs the
        whole replica (a tool call's grammar runs alone in its worker): it waits for the
        others to end, and no job joins it.

        Raises:
            WorkerError: the load failed.
        """
        async with self._free:
            while not self._joins(plan, alone):
                waits = int(alone or self._users_plan != plan)  # others must not slip in
                self._reloads_waiting += waits
                try:
                    await self._free.wait()
                finally:
                    self._reloads_waiting -= waits
            self.users += 1
            self._users_plan, self._alone = plan, alone
        try:
            yield await self.ensure(plan)
        finally:
            async with self._free:
                self.users -= 1
                if not self.users:
                    self._users_plan, self._alone = None, False
                self._free.notify_all()

    def _joins(self, plan: LoadPlan, alone: bool) -> bool:
        if not self.users:
            return True
        if alone or self._alone:
            return False
        return self._users_plan == plan and not self._reloads_waiting

    async def ensure(self, plan: LoadPlan) -> Replica:
        """The replica loaded as ``plan`` says, (re)starting it if needed.

        Raises:
            WorkerError: the load failed; nothing stays booked.
        """
        async with self._lock:
            if self.matches(plan) and self.replica is not None:
                return self.replica
            await self._stop_locked()
            spec = ReplicaSpec(
                self.kind, self.device, self._load_params(plan), self.heartbeat_s, self.sim_state
            )
            replica = Replica(self.supervisor, spec)
            self.retiring = None  # a new worker: its failures are its own
            self._book(plan)
            self.loading, self.loading_plan = replica, plan
            try:
                self.ready = await replica.start(load_deadline(plan.gpu_bytes + plan.host_bytes))
            except BaseException:
                self._unbook()
                raise
            finally:
                self.loading, self.loading_plan = None, None
            self.replica, self.plan = replica, plan
            log.info(
                "%s loaded %s (ctx %d, gpu layers %d%s)",
                self.name,
                plan.model_name,
                plan.n_ctx,
                plan.n_gpu_layers,
                ", KV cache in host RAM" if plan.kv_on_host else "",
            )
            return replica

    def runs(self, handle: WorkerHandle) -> bool:
        """True if ``handle`` is this slot's worker, loaded or still loading."""
        return any(r is not None and r.handle is handle for r in (self.replica, self.loading))

    def forget(self) -> None:
        """The worker died: drop the replica and its bookings (its memory went with it)."""
        self.replica, self.ready = None, None
        self._unbook()

    async def stop(self) -> None:
        """Stop the worker and release its bookings."""
        async with self._lock:
            await self._stop_locked()

    async def _stop_locked(self) -> None:
        if self.replica is not None:
            await self.replica.stop()
        self.forget()

    def _load_params(self, plan: LoadPlan) -> dict[str, object]:
        if self.kind == "whisper":
            return {"model_path": str(plan.path), "compute_type": plan.compute_type}
        params: dict[str, object] = {"model_path": str(plan.path), "n_ctx": plan.n_ctx}
        if plan.parallel > 1:
            params["parallel"] = plan.parallel
        if self.device == "cpu":
            return params | {"n_gpu_layers": 0}
        params |= {"n_gpu_layers": plan.n_gpu_layers, "kv_on_host": plan.kv_on_host}
        if plan.shares:
            params["device_shares"] = dict(plan.shares)
        return params

    def _book(self, plan: LoadPlan) -> None:
        if self.kind == "llm":  # booked from the start of the load, as the bytes are
            self.ledger.set_kv_capacity(self.name, plan.n_ctx)
        if plan.gpu_bytes:
            self.ledger.book("gpu", self.name, plan.gpu_bytes)
        if plan.host_bytes:
            self.ledger.book("host", self.name, plan.host_bytes)

    def _unbook(self) -> None:
        self.ledger.release("gpu", self.name)
        self.ledger.release("host", self.name)
        self.ledger.drop_replica(self.name)
