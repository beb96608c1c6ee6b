"""The request journal: every accepted request, durably, in one SQLite file (R27).

This is the only module that touches SQLite. Each call commits before it returns
(WAL, ``synchronous=FULL``), so a request the engine has accepted survives a crash of the
app; on restart ``unfinished()`` lists what the crash left behind.

Errors, translated once at the boundary (``Journal._errors``) from ``sqlite3``/``OSError``::

    JournalError            kind names whose fault it is; the message names the file
    ├── kind "environment"  disk full, database locked, file corrupt or not a database,
    │                       cannot open or write (permissions, read-only, a file where a
    │                       folder should be), I/O errors: the user's machine, not our code
    ├── kind "bug"          constraint violations, closed journal, unknown request id,
    │                       moving a terminal request: Spillway's own mistake
    └── DuplicateKey        kind "duplicate": the idempotency key was already accepted;
                            ``existing`` is that row (compare ``payload_hash``)

``get`` raises ``KeyError`` for an unknown id, like a mapping. ``AsyncJournal`` runs every
call on one worker thread so the asyncio loop never waits on the disk.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from engine.errors import EngineError
from engine.requests import Request, RequestStatus, payload_hash, payload_json, request_from_json

logger = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

SCHEMA_VERSION = 1
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
    """CREATE TABLE IF NOT EXISTS requests (
        id TEXT PRIMARY KEY, idempotency_key TEXT UNIQUE NULL, kind TEXT NOT NULL,
        payload TEXT NOT NULL, payload_hash TEXT NOT NULL, status INTEGER NOT NULL,
        lane TEXT NULL, attempt INTEGER NOT NULL, output TEXT NOT NULL,
        error_kind TEXT NULL, error TEXT NULL, resumable INTEGER NOT NULL,
        created REAL NOT NULL, updated REAL NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS transitions (
        request_id TEXT NOT NULL REFERENCES requests(id), seq INTEGER NOT NULL,
        status INTEGER NOT NULL, lane TEXT NULL, attempt INTEGER NOT NULL,
        detail TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (request_id, seq))""",
    "CREATE INDEX IF NOT EXISTS requests_status ON requests(status, created)",
    """CREATE TABLE IF NOT EXISTS tool_calls (
        request_id TEXT NOT NULL REFERENCES requests(id), step INTEGER NOT NULL,
        name TEXT NOT NULL, arguments TEXT NOT NULL, status TEXT NOT NULL,
        result TEXT NULL, at REAL NOT NULL, PRIMARY KEY (request_id, step))""",
)
_COLUMNS = (
    "id, idempotency_key, kind, payload, payload_hash, status, lane, attempt, output,"
    " error_kind, error, resumable, created, updated, origin"
)
# Added after version 1 shipped: journals written before it get the column on open.
_ORIGIN_COLUMN = "ALTER TABLE requests ADD COLUMN origin TEXT NOT NULL DEFAULT ''"
# SQLite result codes (by name prefix) meaning the machine, not our code, is at fault:
# disk full, locked, not a database, corrupt, read-only, cannot open, permission, I/O error.
_ENVIRONMENT_CODES = ("SQLITE_FULL", "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_NOTADB",
                      "SQLITE_CORRUPT", "SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM",
                      "SQLITE_IOERR")  # fmt: skip
# Errors raised without a result code still say what happened in their text.
_ENVIRONMENT_TEXT = ("disk is full", "locked", "not a database", "malformed", "readonly",
                     "read-only", "unable to open", "disk i/o", "permission denied")  # fmt: skip


class JournalError(EngineError):
    """The journal failed. ``kind``: "environment" (the machine) or "bug" (our code)."""

    code = "journal"

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class DuplicateKey(JournalError):
    """The idempotency key was accepted before; ``existing`` is that request's row."""

    def __init__(self, existing: JournalRow) -> None:
        super().__init__(
            "duplicate", f"idempotency key {existing.idempotency_key!r} is request {existing.id}"
        )
        self.existing = existing


@dataclass(frozen=True)
class JournalRow:
    """One accepted request as the journal holds it; ``output`` is what was delivered."""

    id: str
    idempotency_key: str | None
    kind: str
    payload: str
    payload_hash: str
    status: RequestStatus
    lane: str | None
    attempt: int
    output: str
    error_kind: str | None
    error: str | None
    resumable: bool
    created: float
    updated: float
    origin: str = ""  # who asked: "app", "cli", "API 127.0.0.1" ("" before it was recorded)

    @property
    def request(self) -> Request:
        """The request, rebuilt from its canonical payload."""
        return request_from_json(self.payload)

    @classmethod
    def from_sql(cls, values: tuple[Any, ...]) -> JournalRow:
        """Build from a row selected as ``_COLUMNS``."""
        row = list(values)
        row[5], row[11] = RequestStatus(row[5]), bool(row[11])
        return cls(*row)


@dataclass(frozen=True)
class ToolRecord:
    """One call in the tool-call record: ``status`` is "started" or "done" (with its result)."""

    name: str
    arguments: str
    status: str
    result: str | None


@dataclass(frozen=True)
class Transition:
    """One step in a request's life, in the order it was written (``seq`` from 1)."""

    request_id: str
    seq: int
    status: RequestStatus
    lane: str | None
    attempt: int
    detail: str
    at: float


def safe_text(text: str) -> str:
    """``text`` as SQLite can store it: a lone surrogate (an undecodable byte of a file
    name, carried by Python as a surrogate escape) is written as its escape sequence."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def _classify(exc: BaseException) -> str:
    """ "environment" or "bug" for a ``sqlite3`` or ``OSError`` exception."""
    if isinstance(exc, OSError):
        return "environment"
    if isinstance(exc, sqlite3.IntegrityError | sqlite3.ProgrammingError | sqlite3.InterfaceError):
        return "bug"
    name = getattr(exc, "sqlite_errorname", None) or ""
    if name.startswith(_ENVIRONMENT_CODES):
        return "environment"
    text = str(exc).lower()
    return "environment" if any(marker in text for marker in _ENVIRONMENT_TEXT) else "bug"


class Journal:
    """The durable record of accepted requests in one SQLite file (thread-safe, blocking).

    Args:
        path: The database file; missing parent folders are created.
        clock: Wall-clock seconds for ``created``/``updated``/``at`` (injected in tests).
        busy_timeout_ms: How long to wait for another process's lock before failing.

    Raises:
        JournalError: "environment" if the file cannot be opened, is corrupt or is locked.
    """

    def __init__(
        self, path: Path, *, clock: Callable[[], float] = time.time, busy_timeout_ms: int = 2000
    ) -> None:
        self.path = path
        self._clock = clock
        self._lock = threading.Lock()
        with self._errors("open"):
            path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(
                path, timeout=busy_timeout_ms / 1000, isolation_level=None, check_same_thread=False
            )
            try:
                self._setup(busy_timeout_ms)
            except BaseException:
                self._conn.close()
                raise

    def _setup(self, busy_timeout_ms: int) -> None:
        conn = self._conn
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode != "wal":  # e.g. a network filesystem; FULL sync still keeps commits durable
            logger.warning("journal %s: WAL unavailable, using journal_mode=%s", self.path, mode)
        conn.execute("PRAGMA synchronous = FULL")
        with self._transaction() as tx:
            for statement in _SCHEMA:
                tx.execute(statement)
            columns = {row[1] for row in tx.execute("PRAGMA table_info(requests)")}
            if "origin" not in columns:
                tx.execute(_ORIGIN_COLUMN)
            found = tx.execute("SELECT MAX(version) FROM schema_version").fetchone()[0]
            if found is None:
                tx.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))
            elif found > SCHEMA_VERSION:
                raise JournalError(
                    "environment", f"journal {self.path}: written by a newer Spillway (v{found})"
                )

    @contextmanager
    def _errors(self, action: str) -> Iterator[None]:
        """Translate ``sqlite3`` and ``OSError`` exceptions into ``JournalError``, once."""
        try:
            yield
        except (sqlite3.Error, OSError) as exc:
            name = getattr(exc, "sqlite_errorname", None) or type(exc).__name__
            message = f"journal {self.path}: {action} failed: {exc} [{name}]"
            raise JournalError(_classify(exc), message) from exc

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed on exit and rolled back on any error."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            yield conn
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                with suppress(sqlite3.Error):
                    conn.rollback()
            raise

    @contextmanager
    def _write(self, action: str) -> Iterator[sqlite3.Connection]:
        with self._lock, self._errors(action), self._transaction() as tx:
            yield tx

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock, self._errors("read"):
            return self._conn.execute(sql, params).fetchall()

    def accept(
        self, request_id: str, request: Request, idempotency_key: str | None, origin: str = ""
    ) -> None:
        """Record a newly accepted request (status ACCEPTED); ``origin``: who asked.

        Raises:
            DuplicateKey: ``idempotency_key`` belongs to an earlier request.
        """
        now = self._clock()
        with self._write("accept") as tx:
            if idempotency_key is not None:
                found = tx.execute(
                    f"SELECT {_COLUMNS} FROM requests WHERE idempotency_key = ?",
                    (idempotency_key,),
                ).fetchone()
                if found is not None:
                    raise DuplicateKey(JournalRow.from_sql(found))
            tx.execute(
                f"INSERT INTO requests ({_COLUMNS})"
                " VALUES (?,?,?,?,?,?,NULL,0,'',NULL,NULL,0,?,?,?)",
                (request_id, idempotency_key, request.kind, payload_json(request),
                 payload_hash(request), int(RequestStatus.ACCEPTED), now, now, safe_text(origin)),
            )  # fmt: skip
            self._append(tx, request_id, "", now)

    def find_key(self, key: str) -> JournalRow | None:
        """The request accepted under idempotency ``key``, if any."""
        rows = self._read(f"SELECT {_COLUMNS} FROM requests WHERE idempotency_key = ?", (key,))
        return JournalRow.from_sql(rows[0]) if rows else None

    def get(self, request_id: str) -> JournalRow:
        """The request's row. Raises ``KeyError`` if it was never accepted."""
        rows = self._read(f"SELECT {_COLUMNS} FROM requests WHERE id = ?", (request_id,))
        if not rows:
            raise KeyError(request_id)
        return JournalRow.from_sql(rows[0])

    def transition(
        self,
        request_id: str,
        status: RequestStatus,
        lane: str | None = None,
        attempt: int | None = None,
        detail: str = "",
    ) -> None:
        """Move a live request to ``status``; ``lane``/``attempt`` change only if given."""
        now = self._clock()
        with self._write("transition") as tx:
            lane, attempt = self._live(tx, request_id, lane, attempt)
            tx.execute(
                "UPDATE requests SET status = ?, lane = ?, attempt = ?, updated = ? WHERE id = ?",
                (int(status), lane, attempt, now, request_id),
            )
            self._append(tx, request_id, detail, now)

    def record_output(self, request_id: str, delivered: str) -> None:
        """Store the output delivered so far (first token, then periodically)."""
        with self._write("record output") as tx:
            done = tx.execute(
                "UPDATE requests SET output = ?, updated = ? WHERE id = ? AND status < ?",
                (safe_text(delivered), self._clock(), request_id, int(RequestStatus.COMPLETED)),
            )
            if done.rowcount == 0:
                self._live(tx, request_id, None, None)  # raises the right "bug"

    def finish(
        self,
        request_id: str,
        status: RequestStatus,
        output: str,
        error_kind: str | None = None,
        error: str | None = None,
        resumable: bool = False,
    ) -> None:
        """End a live request with terminal ``status`` and its final (or partial) output."""
        if not status.terminal:
            raise JournalError("bug", f"journal {self.path}: finish with non-terminal {status!r}")
        now = self._clock()
        with self._write("finish") as tx:
            self._live(tx, request_id, None, None)
            tx.execute(
                "UPDATE requests SET status = ?, output = ?, error_kind = ?, error = ?,"
                " resumable = ?, updated = ? WHERE id = ?",
                (
                    int(status),
                    safe_text(output),
                    error_kind,
                    None if error is None else safe_text(error),
                    int(resumable),
                    now,
                    request_id,
                ),
            )
            self._append(tx, request_id, error_kind or "", now)

    def unfinished(self) -> list[JournalRow]:
        """Requests not yet terminal, oldest first: after a crash, what it left behind."""
        sql = f"SELECT {_COLUMNS} FROM requests WHERE status < ? ORDER BY created, rowid"
        return [JournalRow.from_sql(r) for r in self._read(sql, (int(RequestStatus.COMPLETED),))]

    def history(self, request_id: str) -> list[Transition]:
        """The request's transitions in the order they were written."""
        sql = "SELECT * FROM transitions WHERE request_id = ? ORDER BY seq"
        rows = self._read(sql, (request_id,))
        return [Transition(r[0], r[1], RequestStatus(r[2]), *r[3:]) for r in rows]

    def tool_started(self, request_id: str, step: int, name: str, arguments: str) -> None:
        """Record, before it runs, that a tool call of ``step`` is starting (R11)."""
        with self._write("record a tool call") as tx:
            tx.execute(
                "INSERT INTO tool_calls VALUES (?, ?, ?, ?, 'started', NULL, ?)",
                (request_id, step, name, arguments, self._clock()),
            )

    def tool_done(self, request_id: str, step: int, result: str) -> None:
        """Record a tool call's result: a replay reuses it instead of running it again."""
        with self._write("record a tool result") as tx:
            tx.execute(
                "UPDATE tool_calls SET status = 'done', result = ?, at = ? "
                "WHERE request_id = ? AND step = ?",
                (result, self._clock(), request_id, step),
            )

    def tool_call(self, request_id: str, step: int) -> ToolRecord | None:
        """What the tool-call record knows of a request's tool call at ``step``."""
        sql = (
            "SELECT name, arguments, status, result FROM tool_calls"
            " WHERE request_id = ? AND step = ?"
        )
        rows = self._read(sql, (request_id, step))
        return ToolRecord(*rows[0]) if rows else None

    def recent(self, limit: int = 50) -> list[JournalRow]:
        """The ``limit`` most recently accepted requests, newest first."""
        sql = f"SELECT {_COLUMNS} FROM requests ORDER BY created DESC, rowid DESC LIMIT ?"
        return [JournalRow.from_sql(r) for r in self._read(sql, (limit,))]

    def close(self) -> None:
        """Close the database; every call has already committed."""
        with self._lock, self._errors("close"):
            self._conn.close()

    def _live(
        self, tx: sqlite3.Connection, request_id: str, lane: str | None, attempt: int | None
    ) -> tuple[str | None, int]:
        """The lane and attempt to keep; a "bug" if the request is unknown or terminal."""
        found = tx.execute(
            "SELECT status, lane, attempt FROM requests WHERE id = ?", (request_id,)
        ).fetchone()
        if found is None:
            raise JournalError("bug", f"journal {self.path}: unknown request {request_id}")
        if RequestStatus(found[0]).terminal:
            status = RequestStatus(found[0]).name
            raise JournalError("bug", f"journal {self.path}: request {request_id} is {status}")
        return (found[1] if lane is None else lane), (found[2] if attempt is None else attempt)

    @staticmethod
    def _append(tx: sqlite3.Connection, request_id: str, detail: str, at: float) -> None:
        """Append a transition that records the row's status, lane and attempt as they are now."""
        tx.execute(
            "INSERT INTO transitions SELECT id,"
            " (SELECT COALESCE(MAX(seq), 0) + 1 FROM transitions WHERE request_id = requests.id),"
            " status, lane, attempt, ?, ? FROM requests WHERE id = ?",
            (detail, at, request_id),
        )


def _off_loop(
    method: Callable[Concatenate[Journal, P], T],
) -> Callable[Concatenate[AsyncJournal, P], Coroutine[Any, Any, T]]:
    """``Journal.method`` as a coroutine that runs on the journal's own thread.

    Looked up by name on the wrapped journal, so a subclass's override (a fake) is the one run.
    """
    name = method.__name__

    async def call(self: AsyncJournal, /, *args: P.args, **kwargs: P.kwargs) -> T:
        bound: Callable[P, T] = getattr(self.journal, name)
        work = functools.partial(bound, *args, **kwargs)
        return await asyncio.get_running_loop().run_in_executor(self._executor, work)

    call.__name__ = name
    call.__doc__ = f"``Journal.{name}``, off the event loop."
    return call


class AsyncJournal:
    """A ``Journal`` for asyncio code: the same methods, as coroutines, on one thread.

    One worker thread keeps calls in submission order (accept before transition) and
    keeps the loop free while SQLite waits on the disk or on another process's lock.
    """

    def __init__(self, journal: Journal) -> None:
        self.journal = journal
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")

    @classmethod
    async def open(cls, path: Path, **options: Any) -> AsyncJournal:
        """Open ``Journal(path, **options)`` without blocking the loop."""
        journal = await asyncio.to_thread(Journal, path, **options)
        return cls(journal)

    accept = _off_loop(Journal.accept)
    find_key = _off_loop(Journal.find_key)
    get = _off_loop(Journal.get)
    transition = _off_loop(Journal.transition)
    record_output = _off_loop(Journal.record_output)
    finish = _off_loop(Journal.finish)
    unfinished = _off_loop(Journal.unfinished)
    tool_started = _off_loop(Journal.tool_started)
    tool_done = _off_loop(Journal.tool_done)
    tool_call = _off_loop(Journal.tool_call)
    history = _off_loop(Journal.history)
    recent = _off_loop(Journal.recent)
    _close = _off_loop(Journal.close)

    async def close(self) -> None:
        """Wait for the calls already submitted, close the journal, stop the thread."""
        try:
            await self._close()
        finally:
            self._executor.shutdown(wait=False)
