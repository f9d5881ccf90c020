"""The classroom store: sessions, seats and every game's log, in any SQL database.

``Store(where)`` opens (and creates) the store: ``where`` is a file path (SQLite in WAL
mode, the embedded default) or any SQLAlchemy URL (``postgresql+psycopg://...``).  The
games' logs are appended here, one row per log step:

* :meth:`Store.append` is one ``INSERT`` in one transaction (the hot path);
* the key ``(game, step)`` is unique, so of two clients writing the same step only one
  lands; if the other wrote the *same* entry (chance and bots are deterministic, so any
  client may append them) nothing happens, and if it wrote a *different* one it gets
  :class:`~landlords.classroom.errors.MoveConflict`.  A person's move is ``exclusive``:
  the same entry written twice (one seat's two pages, one click each) is a conflict
  too, so one intent lands once;
* an unreachable, missing or locked database raises
  :class:`~landlords.classroom.errors.StoreError` with one line.

Sessions, tables, seats and predictions are read and written through :meth:`Store.read`
and :meth:`Store.write` (SQLAlchemy Core statements on the tables of
:mod:`landlords.classroom.schema`).

An SQLite store is ``durable`` by default (``PRAGMA synchronous=FULL``): each commit
reaches the disk before it is acknowledged, so a move acknowledged survives a power cut,
not only a crash of the server (``synchronous=NORMAL``, ``durable=False``, which is
faster; ``benchmarks/classroom_durability.py`` measures both).
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy import event, exc

from .errors import MoveConflict, StoreError
from .schema import metadata, moves

#: Seconds a client waits for a lock (another writer) before the store counts as locked.
DEFAULT_TIMEOUT = 30.0


def store_url(where) -> str:
    """The SQLAlchemy URL for ``where``: a URL as given, a path as an SQLite file URL."""
    if isinstance(where, os.PathLike):
        where = os.fspath(where)
    if not isinstance(where, str) or not where.strip():
        raise StoreError(f"a classroom store is a file path or a database URL, not {where!r:.80}")
    if "://" in where:
        return where
    return "sqlite:///" + str(Path(where).expanduser().resolve())


def one_line(error: BaseException) -> str:
    """The first line of a database error's own message (without SQL and parameters)."""
    cause = getattr(error, "orig", None) or error
    text = str(cause).strip().splitlines()
    return text[0] if text else type(cause).__name__


class Store:
    """A classroom store (see the module's docstring).

    Args:
        where: a file path (SQLite, WAL mode) or an SQLAlchemy URL.
        timeout: seconds to wait for a lock or a connection before raising StoreError.
        durable: SQLite only: every commit synced to the disk (``synchronous=FULL``);
            False trades that for speed (``NORMAL``: safe through a crash of the
            server, not through a power cut).
    """

    def __init__(self, where, *, timeout: float = DEFAULT_TIMEOUT, durable: bool = True) -> None:
        url = store_url(where)
        self.timeout = float(timeout)
        self.durable = bool(durable)
        try:
            parsed = sa.engine.make_url(url)
        except exc.ArgumentError as error:
            raise StoreError(f"not a database URL: {one_line(error)}") from None
        self.url = parsed.render_as_string(hide_password=True)
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        try:
            self.engine = self._make_engine(parsed)
        except (exc.ArgumentError, exc.NoSuchModuleError, ImportError) as error:
            raise StoreError(f"cannot open the classroom store {self.url}: {one_line(error)}") from None
        with self._guard():
            metadata.create_all(self.engine)

    def _make_engine(self, url) -> sa.Engine:
        if not self.is_sqlite:
            args = {"connect_timeout": max(1, int(self.timeout))} if url.get_backend_name() == "postgresql" else {}
            return sa.create_engine(url, pool_recycle=600, connect_args=args)
        engine = sa.create_engine(url, connect_args={"timeout": self.timeout})

        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_connection, _record) -> None:
            dbapi_connection.isolation_level = None     # transactions begin below, as asked
            cursor = dbapi_connection.cursor()
            if url.database and url.database != ":memory:":
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA synchronous={'FULL' if self.durable else 'NORMAL'}")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute(f"PRAGMA busy_timeout={int(self.timeout * 1000)}")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _on_begin(connection) -> None:
            # A writer takes the write lock at once, so it waits (busy timeout) rather
            # than failing when it upgrades a read lock under another writer.
            immediate = connection.get_execution_options().get("classroom_write")
            connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

        return engine

    # ------------------------------------------------------------------ transactions
    @contextmanager
    def _guard(self):
        try:
            yield
        except exc.IntegrityError:
            raise
        except (exc.OperationalError, exc.InterfaceError, exc.DatabaseError, exc.TimeoutError) as error:
            raise StoreError(f"the classroom store {self.url} cannot be used: {one_line(error)}") from None

    @contextmanager
    def read(self):
        """A connection in a read transaction (errors become StoreError)."""
        with self._guard(), self.engine.connect() as connection, connection.begin():
            yield connection

    @contextmanager
    def write(self):
        """A connection in a write transaction, committed on leaving (errors become
        StoreError; an ``IntegrityError`` is passed on for the caller to resolve)."""
        with self._guard(), self.engine.connect() as connection:
            connection = connection.execution_options(classroom_write=True)
            with connection.begin():
                yield connection

    # ------------------------------------------------------------------ the games' logs
    def append(self, game_id: int, step: int, entry: str, reason: str | None = None,
               actor: str = "", *, exclusive: bool = False) -> bool:
        """Append log step ``step`` (its entry and a bot's reason as JSON text) to a game.

        Returns True when the row was written, False when the very same entry was there
        already (harmless: chance and the bots write the same steps from any client).
        With ``exclusive`` (a person's move) the step must be free: the same entry there
        already is a conflict too.

        Raises:
            MoveConflict: another entry holds that step (or, ``exclusive``, any entry).
            StoreError: the store cannot be used.
        """
        row = {"game_id": game_id, "step": step, "entry": entry, "reason": reason,
               "actor": actor[:80], "at": time.time()}
        try:
            with self.write() as connection:
                connection.execute(moves.insert(), row)
            return True
        except exc.IntegrityError:
            pass
        stored = self.entry_at(game_id, step)
        if stored is None:                              # not a clash of steps: a bad game id
            raise StoreError(f"game {game_id} is not in the classroom store {self.url}")
        if exclusive or stored != entry:
            raise MoveConflict(f"step {step} of game {game_id} was already taken by another "
                               f"move ({stored[:80]}); the game moved on", step)
        return False

    def append_many(self, game_id: int, first_step: int, rows: list[tuple[str, str | None]],
                    actor: str = "") -> int:
        """Append consecutive log steps from ``first_step`` (``(entry, reason)`` pairs as
        JSON text) in one transaction; returns how many were new.  Steps another client
        already wrote with the same entries are skipped; a different entry raises
        MoveConflict and writes nothing."""
        if not rows:
            return 0
        now = time.time()
        values = [{"game_id": game_id, "step": first_step + k, "entry": entry, "reason": reason,
                   "actor": actor[:80], "at": now} for k, (entry, reason) in enumerate(rows)]
        try:
            with self.write() as connection:                # one statement, many rows
                connection.execute(moves.insert().values(values))
            return len(rows)
        except exc.IntegrityError:
            pass
        # Another client wrote some of these steps first: compare them all in one read,
        # then write the rest (the same steps again are harmless, a different one is not).
        last = first_step + len(rows) - 1
        query = (sa.select(moves.c.step, moves.c.entry)
                 .where(moves.c.game_id == game_id, moves.c.step >= first_step, moves.c.step <= last))
        with self.read() as connection:
            stored = dict(connection.execute(query).all())
        for value in values:
            held = stored.get(value["step"])
            if held is not None and held != value["entry"]:
                raise MoveConflict(f"step {value['step']} of game {game_id} was already taken by another "
                                   f"move ({held[:80]}); the game moved on", value["step"])
        rest = [value for value in values if value["step"] not in stored]
        if not rest:
            return 0
        if rest[0]["step"] != first_step + len(stored):
            raise StoreError(f"game {game_id} of the store has a gap before step {rest[0]['step']}")
        return self.append_many(game_id, rest[0]["step"],
                                [(value["entry"], value["reason"]) for value in rest], actor)

    def entry_at(self, game_id: int, step: int) -> str | None:
        """The entry (JSON text) of one step of a game, or None."""
        query = sa.select(moves.c.entry).where(moves.c.game_id == game_id, moves.c.step == step)
        with self.read() as connection:
            return connection.execute(query).scalar()

    def steps_after(self, game_id: int, step: int = 0, connection=None) -> list[tuple[int, str, str | None]]:
        """The log steps of a game after ``step``, in order: ``(step, entry, reason)``
        (read in ``connection``'s transaction when given, else in a new one)."""
        query = (sa.select(moves.c.step, moves.c.entry, moves.c.reason)
                 .where(moves.c.game_id == game_id, moves.c.step > step).order_by(moves.c.step))
        if connection is not None:
            return [tuple(row) for row in connection.execute(query)]
        with self.read() as connection:
            return [tuple(row) for row in connection.execute(query)]

    def dispose(self) -> None:
        """Close the store's pooled connections (a process that forked opens its own)."""
        self.engine.dispose()

    def __repr__(self) -> str:
        return f"<Store {self.url}>"


__all__ = ["DEFAULT_TIMEOUT", "Store", "store_url"]
