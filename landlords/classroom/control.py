"""What a client reads before it plays a table: the session's state, the table's header
and regime plan, and the seats handed to a bot (one read transaction, two queries)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import sqlalchemy as sa

from .schema import game_tables, seats, sessions


@dataclass(frozen=True)
class TableControl:
    """A table as the teacher has set it, read from the store.

    Attributes:
        state: the session's state (``lobby``, ``playing``, ``paused``, ``ended``).
        rules, options: the session's rule set and options.
        table_id, number, seed: the table.
        players: the game's header ``[{"name", "bot"}]`` once started, else None.
        plan: the regime plan ``{"regime", "turn"}`` or None.
        handed: ``{seat: strategy}`` for the seats handed to a bot since the game began.
        final_digest: the digest of the ended game, or None.
    """

    state: str
    rules: str
    options: dict
    table_id: int
    number: int
    seed: int
    players: list | None
    plan: dict | None
    handed: dict
    final_digest: str | None


def read_controls(store, session_id: int, table_id: int | None = None, connection=None) -> list[TableControl]:
    """The control of every table of a session (or of one table), by table number (read
    in ``connection``'s transaction when given, else in a new one)."""
    if connection is None:
        with store.read() as connection:
            return read_controls(store, session_id, table_id, connection)
    query = (sa.select(sessions.c.state, sessions.c.rules, sessions.c.options, game_tables.c.id,
                       game_tables.c.number, game_tables.c.seed, game_tables.c.players,
                       game_tables.c.plan, game_tables.c.final_digest)
             .join(sessions, sessions.c.id == game_tables.c.session_id)
             .where(game_tables.c.session_id == session_id).order_by(game_tables.c.number))
    handed_query = (sa.select(seats.c.table_id, seats.c.seat, seats.c.bot)
                    .where(seats.c.session_id == session_id, seats.c.bot.is_not(None)))
    if table_id is not None:
        query = query.where(game_tables.c.id == table_id)
        handed_query = handed_query.where(seats.c.table_id == table_id)
    rows = connection.execute(query).all()
    handed: dict[int, dict[int, str]] = {}
    for row in connection.execute(handed_query):
        handed.setdefault(row.table_id, {})[row.seat] = row.bot
    return [TableControl(row.state, row.rules, json.loads(row.options), row.id, row.number, row.seed,
                         json.loads(row.players) if row.players else None,
                         json.loads(row.plan) if row.plan else None, handed.get(row.id, {}),
                         row.final_digest)
            for row in rows]


__all__ = ["TableControl", "read_controls"]
