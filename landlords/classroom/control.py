"""What a client reads before it plays a table: the session's state and pacing, the
table's header and treatment, and the seats handed to a bot (one read transaction, two
queries).

A table's **treatment** (kept as JSON in ``classroom_tables.plan``) is the rules it
plays: ``{"start": S, "switch_to": R, "turn": T}``, the game starting under regime ``S``
(None: as the session's options say) and switching to ``R`` from turn ``T`` on (``R``
None: no switch; ``T`` 0: at once).  Plans written before treatments,
``{"regime": R, "turn": T}``, read as ``{"start": None, "switch_to": R, "turn": T}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import sqlalchemy as sa

from landlords.engine.registry import find_rules

from .schema import game_tables, pacing, seats, sessions
from .session import start_option


def read_treatment(plan) -> dict:
    """A stored plan (JSON text, a dict or None) as a whole treatment
    ``{"start", "switch_to", "turn"}`` (old plans ``{"regime", "turn"}`` included)."""
    if isinstance(plan, str):
        plan = json.loads(plan) if plan.strip() else None
    plan = dict(plan or {})
    if "regime" in plan and "switch_to" not in plan:
        plan["switch_to"] = plan.pop("regime")
    turn = plan.get("turn") or 0
    return {"start": plan.get("start"), "switch_to": plan.get("switch_to"),
            "turn": turn if isinstance(turn, int) and not isinstance(turn, bool) else 0}


def switch_plan(treatment: dict) -> dict | None:
    """The switch of a treatment as the games follow it (``{"regime", "turn"}``), or None."""
    if treatment.get("switch_to") is None:
        return None
    return {"regime": treatment["switch_to"], "turn": treatment.get("turn") or 0}


def table_options(rules, options: dict, treatment: dict) -> dict:
    """The options a table's game is made with: the session's, with the treatment's start
    regime through the option that chooses it."""
    start = treatment.get("start")
    option = start_option(rules)
    if start is None or option is None:
        return dict(options)
    return dict(options) | {option.name: start}


@dataclass(frozen=True)
class TableControl:
    """A table as the teacher has set it, read from the store.

    Attributes:
        state: the session's state (``lobby``, ``playing``, ``paused``, ``ended``).
        rules: the session's rule set.
        options: the options the table's game is made with (the session's, with the
            table's start regime).
        table_id, number, seed: the table.
        players: the game's header ``[{"name", "bot"}]`` once started, else None.
        plan: the switch its games follow, ``{"regime", "turn"}``, or None.
        handed: ``{seat: strategy}`` for the seats handed to a bot since the game began.
        final_digest: the digest of the ended game, or None.
        treatment: the table's whole treatment ``{"start", "switch_to", "turn"}``.
        deadline: the end of the class clock (seconds since the epoch), or None.
        steps_per_second: the most log steps chance and the bots take a second, or None.
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
    treatment: dict = field(default_factory=lambda: read_treatment(None))
    deadline: float | None = None
    steps_per_second: int | None = None


def read_controls(store, session_id: int, table_id: int | None = None, connection=None) -> list[TableControl]:
    """The control of every table of a session (or of one table), by table number (read
    in ``connection``'s transaction when given, else in a new one)."""
    if connection is None:
        with store.read() as connection:
            return read_controls(store, session_id, table_id, connection)
    query = (sa.select(sessions.c.state, sessions.c.rules, sessions.c.options, game_tables.c.id,
                       game_tables.c.number, game_tables.c.seed, game_tables.c.players,
                       game_tables.c.plan, game_tables.c.final_digest, pacing.c.deadline,
                       pacing.c.steps_per_second)
             .select_from(game_tables.join(sessions, sessions.c.id == game_tables.c.session_id)
                          .outerjoin(pacing, pacing.c.session_id == sessions.c.id))
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
    controls = []
    for row in rows:
        treatment = read_treatment(row.plan)
        options = table_options(find_rules(row.rules), json.loads(row.options), treatment)
        controls.append(TableControl(row.state, row.rules, options, row.id, row.number, row.seed,
                                     json.loads(row.players) if row.players else None,
                                     switch_plan(treatment), handed.get(row.id, {}), row.final_digest,
                                     treatment, row.deadline, row.steps_per_second))
    return controls


__all__ = ["TableControl", "read_controls", "read_treatment", "switch_plan", "table_options"]
