"""The request journal against real SQLite files: durability, crashes and the error split."""

from __future__ import annotations

import asyncio
import itertools
import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine.journal import AsyncJournal, DuplicateKey, Journal, JournalError, JournalRow
from engine.requests import ChatRequest, RequestStatus, TranscriptionRequest, payload_hash

ROOT = Path(__file__).resolve().parents[2]
CHAT = ChatRequest(messages=(("system", "be brief"), ("user", "hi")), max_tokens=8, seed=3)
AUDIO = TranscriptionRequest(path="/tmp/a.wav", language="en")


class FakeClock:
    """Seconds that advance by one on every reading, so rows have distinct times."""

    def __init__(self) -> None:
        self._ticks = itertools.count(1000)

    def __call__(self) -> float:
        return float(next(self._ticks))


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Where the journal lives, in a folder that does not exist yet."""
    return tmp_path / "state" / "journal.db"


@pytest.fixture
def journal(db: Path) -> Iterator[Journal]:
    """An open journal with a fake clock, closed after the test."""
    opened = Journal(db, clock=FakeClock())
    yield opened
    opened.close()


def chat(n: int) -> ChatRequest:
    """A distinct chat request."""
    return ChatRequest(messages=(("user", f"question {n}"),))


# --- round trips ------------------------------------------------------------------------------


def test_accept_survives_reopen(db: Path) -> None:
    first = Journal(db, clock=FakeClock())
    first.accept("r1", CHAT, "key-1")
    first.accept("r2", AUDIO, None)
    first.close()

    again = Journal(db)
    try:
        row = again.get("r1")
        assert row.request == CHAT
        assert row.status is RequestStatus.ACCEPTED
        assert (row.kind, row.idempotency_key, row.payload_hash) == (
            "chat",
            "key-1",
            payload_hash(CHAT),
        )
        assert (row.lane, row.attempt, row.output, row.resumable) == (None, 0, "", False)
        assert row.created == row.updated == 1000.0
        assert again.get("r2").request == AUDIO
        assert again.find_key("key-1") == row
        assert again.find_key("other") is None
    finally:
        again.close()


def test_get_unknown_raises_key_error(journal: Journal) -> None:
    with pytest.raises(KeyError):
        journal.get("nope")


def test_duplicate_key_carries_existing_row(journal: Journal) -> None:
    journal.accept("r1", CHAT, "key")
    with pytest.raises(DuplicateKey) as caught:
        journal.accept("r2", chat(2), "key")
    assert caught.value.kind == "duplicate"
    assert caught.value.existing == journal.get("r1")
    assert caught.value.existing.request == CHAT
    with pytest.raises(KeyError):
        journal.get("r2")  # nothing half-written


def test_duplicate_id_is_a_bug(journal: Journal) -> None:
    journal.accept("r1", CHAT, None)
    with pytest.raises(JournalError) as caught:
        journal.accept("r1", chat(2), None)
    assert caught.value.kind == "bug"
    assert journal.get("r1").request == CHAT


def test_transitions_in_order(journal: Journal) -> None:
    journal.accept("r1", CHAT, None)
    journal.transition("r1", RequestStatus.QUEUED, lane="gpu")
    journal.transition("r1", RequestStatus.RUNNING, attempt=1)
    journal.transition("r1", RequestStatus.QUEUED, lane="cpu", detail="gpu worker died")
    journal.transition("r1", RequestStatus.RUNNING, attempt=2)
    journal.finish("r1", RequestStatus.COMPLETED, "hello")

    steps = [(t.seq, t.status, t.lane, t.attempt, t.detail) for t in journal.history("r1")]
    assert steps == [
        (1, RequestStatus.ACCEPTED, None, 0, ""),
        (2, RequestStatus.QUEUED, "gpu", 0, ""),
        (3, RequestStatus.RUNNING, "gpu", 1, ""),
        (4, RequestStatus.QUEUED, "cpu", 1, "gpu worker died"),
        (5, RequestStatus.RUNNING, "cpu", 2, ""),
        (6, RequestStatus.COMPLETED, "cpu", 2, ""),
    ]
    times = [t.at for t in journal.history("r1")]
    assert times == sorted(times)
    row = journal.get("r1")
    assert (row.status, row.lane, row.attempt, row.output) == (
        RequestStatus.COMPLETED,
        "cpu",
        2,
        "hello",
    )


def test_terminal_rows_cannot_move(journal: Journal) -> None:
    journal.accept("r1", CHAT, None)
    journal.finish("r1", RequestStatus.CANCELLED, "par")
    moves: list[Callable[[], None]] = [
        lambda: journal.transition("r1", RequestStatus.RUNNING),
        lambda: journal.record_output("r1", "partial"),
        lambda: journal.finish("r1", RequestStatus.COMPLETED, "x"),
    ]
    for move in moves:
        with pytest.raises(JournalError, match="CANCELLED") as caught:
            move()
        assert caught.value.kind == "bug"
    assert journal.get("r1").output == "par"
    assert len(journal.history("r1")) == 2


def test_misuse_is_a_bug(journal: Journal) -> None:
    with pytest.raises(JournalError, match="unknown request") as caught:
        journal.transition("ghost", RequestStatus.QUEUED)
    assert caught.value.kind == "bug"
    with pytest.raises(JournalError, match="unknown request"):
        journal.record_output("ghost", "x")
    journal.accept("r1", CHAT, None)
    with pytest.raises(JournalError, match="non-terminal") as caught:
        journal.finish("r1", RequestStatus.RUNNING, "")
    assert caught.value.kind == "bug"


def test_record_output_and_finish(journal: Journal) -> None:
    journal.accept("r1", CHAT, None)
    journal.transition("r1", RequestStatus.RUNNING, lane="gpu", attempt=1)
    journal.record_output("r1", "Hel")
    assert journal.get("r1").output == "Hel"
    journal.record_output("r1", "Hello, wor")
    journal.finish(
        "r1", RequestStatus.FAILED, "Hello, wor", error_kind="oom", error="CUDA OOM", resumable=True
    )
    row = journal.get("r1")
    assert (row.status, row.output, row.error_kind, row.error, row.resumable) == (
        RequestStatus.FAILED,
        "Hello, wor",
        "oom",
        "CUDA OOM",
        True,
    )
    assert journal.history("r1")[-1].detail == "oom"
    assert row.updated > row.created


def test_recent_newest_first(journal: Journal) -> None:
    for n in range(5):
        journal.accept(f"r{n}", chat(n), None)
    assert [r.id for r in journal.recent(limit=3)] == ["r4", "r3", "r2"]
    assert len(journal.recent()) == 5


def test_unfinished_after_simulated_crash(db: Path) -> None:
    crashed = Journal(db, clock=FakeClock())
    for n in range(4):
        crashed.accept(f"r{n}", chat(n), None)
    crashed.transition("r2", RequestStatus.RUNNING, lane="gpu", attempt=1)
    crashed.record_output("r2", "partial")
    crashed.finish("r1", RequestStatus.COMPLETED, "done")
    # No close: a second process opening the same file sees every committed row.
    recovered = Journal(db)
    try:
        rows = recovered.unfinished()
        assert [r.id for r in rows] == ["r0", "r2", "r3"]
        assert rows[1].status is RequestStatus.RUNNING
        assert rows[1].output == "partial"
    finally:
        recovered.close()
        crashed.close()


def test_unfinished_after_a_real_process_crash(db: Path) -> None:
    child = textwrap.dedent(f"""
        import os
        from pathlib import Path
        from engine.journal import Journal
        from engine.requests import ChatRequest, RequestStatus
        j = Journal(Path({str(db)!r}))
        for n in range(3):
            j.accept(f"r{{n}}", ChatRequest(messages=(("user", str(n)),)), f"k{{n}}")
        j.transition("r2", RequestStatus.RUNNING, lane="gpu", attempt=1)
        j.finish("r1", RequestStatus.COMPLETED, "ok")
        os._exit(1)
    """)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", child],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr.decode()

    journal = Journal(db)
    try:
        rows = journal.unfinished()
        assert [(r.id, r.status) for r in rows] == [
            ("r0", RequestStatus.ACCEPTED),
            ("r2", RequestStatus.RUNNING),
        ]
        assert rows[0].request == ChatRequest(messages=(("user", "0"),))
        assert journal.get("r1").status is RequestStatus.COMPLETED
    finally:
        journal.close()


# --- durability settings ----------------------------------------------------------------------


def test_wal_and_full_sync(journal: Journal, db: Path) -> None:
    conn = journal._conn  # the connection's own settings: synchronous is per connection
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == 2000
    other = sqlite3.connect(db)
    try:  # WAL is a property of the file: another connection sees it too
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert other.execute("SELECT version FROM schema_version").fetchall() == [(1,)]
    finally:
        other.close()


def test_newer_schema_is_refused(db: Path) -> None:
    Journal(db).close()
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("UPDATE schema_version SET version = 99")
    conn.close()
    with pytest.raises(JournalError, match="newer") as caught:
        Journal(db)
    assert caught.value.kind == "environment"


# --- the environment's failures ---------------------------------------------------------------


@pytest.mark.parametrize("size", [16, 4096])
def test_corrupt_file_is_environment(db: Path, size: int) -> None:
    db.parent.mkdir(parents=True)
    db.write_bytes(bytes(range(256)) * (size // 256) or b"not a database!!")
    with pytest.raises(JournalError) as caught:
        Journal(db)
    assert caught.value.kind == "environment"
    assert str(db) in str(caught.value)
    assert isinstance(caught.value.__cause__, sqlite3.DatabaseError)


def test_parent_is_a_file_is_environment(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    path = blocker / "journal.db"
    with pytest.raises(JournalError) as caught:
        Journal(path)
    assert caught.value.kind == "environment"
    assert str(path) in str(caught.value)


def test_path_is_a_folder_is_environment(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="unable to open") as caught:
        Journal(tmp_path)
    assert caught.value.kind == "environment"


def test_locked_database_is_environment(db: Path) -> None:
    journal = Journal(db, busy_timeout_ms=50)
    holder = sqlite3.connect(db, isolation_level=None)
    try:
        holder.execute("BEGIN EXCLUSIVE")
        with pytest.raises(JournalError, match="locked") as caught:
            journal.accept("r1", CHAT, None)
        assert caught.value.kind == "environment"
        assert str(db) in str(caught.value)
        holder.execute("ROLLBACK")
        journal.accept("r1", CHAT, None)  # the journal is usable once the lock is gone
        assert journal.get("r1").request == CHAT
    finally:
        holder.close()
        journal.close()


def test_disk_full_is_environment(journal: Journal) -> None:
    journal.accept("r1", CHAT, None)
    pages = journal._conn.execute("PRAGMA page_count").fetchone()[0]
    journal._conn.execute(f"PRAGMA max_page_count = {pages}")  # the "disk" holds no more
    huge = ChatRequest(messages=(("user", "x" * 200_000),))
    with pytest.raises(JournalError, match="full") as caught:
        journal.accept("r2", huge, None)
    assert caught.value.kind == "environment"
    assert [r.id for r in journal.unfinished()] == ["r1"]  # rolled back, still usable


def test_closed_journal_is_a_bug(db: Path) -> None:
    journal = Journal(db)
    journal.close()
    with pytest.raises(JournalError) as caught:
        journal.get("r1")
    assert caught.value.kind == "bug"


# --- asyncio ----------------------------------------------------------------------------------


def test_async_journal_runs_off_the_loop(db: Path) -> None:
    seen: list[str] = []

    class Spy(Journal):
        def transition(
            self,
            request_id: str,
            status: RequestStatus,
            lane: str | None = None,
            attempt: int | None = None,
            detail: str = "",
        ) -> None:
            seen.append(threading.current_thread().name)
            super().transition(request_id, status, lane, attempt, detail)

    async def main() -> tuple[JournalRow, list[JournalRow], str]:
        journal = AsyncJournal(Spy(db))
        loop_thread = threading.current_thread().name
        await journal.accept("r1", CHAT, "k")
        await journal.transition("r1", RequestStatus.RUNNING, lane="gpu", attempt=1)
        await journal.record_output("r1", "He")
        # Submitted together: one thread keeps them in order.
        await asyncio.gather(
            journal.accept("r2", chat(2), None),
            journal.transition("r2", RequestStatus.QUEUED, lane="cpu"),
        )
        with pytest.raises(DuplicateKey):
            await journal.accept("r3", chat(3), "k")
        row = await journal.get("r1")
        pending = await journal.unfinished()
        assert [t.status for t in await journal.history("r2")][-1] is RequestStatus.QUEUED
        assert await journal.find_key("k") == row
        await journal.finish("r1", RequestStatus.COMPLETED, "Hello")
        assert [r.id for r in await journal.recent()] == ["r2", "r1"]
        await journal.close()
        return row, pending, loop_thread

    row, pending, loop_thread = asyncio.run(main())
    assert (row.status, row.output) == (RequestStatus.RUNNING, "He")
    assert [r.id for r in pending] == ["r1", "r2"]
    assert seen and all(name != loop_thread for name in seen)
    assert all(name.startswith("journal") for name in seen)
    reopened = Journal(db)
    try:
        assert reopened.get("r1").status is RequestStatus.COMPLETED
    finally:
        reopened.close()


def test_async_open_and_close_waits(db: Path) -> None:
    async def main() -> None:
        journal = await AsyncJournal.open(db, busy_timeout_ms=500)
        writes = [asyncio.ensure_future(journal.accept(f"r{n}", chat(n), None)) for n in range(20)]
        await asyncio.sleep(0)  # the tasks start and hand their calls to the journal's thread
        await journal.close()
        assert all(w.done() for w in writes)

    asyncio.run(main())
    reopened = Journal(db)
    try:
        assert len(reopened.unfinished()) == 20
    finally:
        reopened.close()
