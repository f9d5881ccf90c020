"""The store's tables (SQLAlchemy Core): sessions, tables, seats, moves, predictions,
and what guards the seats: each seat's resume secret, the pages open on it, the
requests to the teacher to be let back in, and the wrong codes tried at the door.

Each game is kept as its log: one row of ``moves`` per log step, the primary key
``(game, step)``, so two clients cannot both write step 12 of one game.  JSON values are
kept as text (the same on every database).  A table's ``id`` is its game's id.

The guards are tables of their own (not columns of ``classroom_seats``), so a store made
before them opens unchanged: ``create_all`` adds missing tables, never columns.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

#: One class session: its join code, the digest of its teacher key, the rule set and
#: options every table plays, the seats per table, and its state.
sessions = sa.Table(
    "classroom_sessions", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("code", sa.String(16), nullable=False, unique=True),
    sa.Column("key_digest", sa.String(64), nullable=False),
    sa.Column("rules", sa.String(100), nullable=False),
    sa.Column("options", sa.Text, nullable=False),          # JSON object
    sa.Column("seats_per_table", sa.Integer, nullable=False),
    sa.Column("state", sa.String(16), nullable=False),       # lobby, playing, paused, ended
    sa.Column("prompts", sa.Text, nullable=False),           # JSON list of prompts turned on
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("expires", sa.Float, nullable=False),
)

#: One table of a session and its game: the seed, the header's players (fixed when the
#: teacher starts it), the regime plan, and the digest the game had when it ended.
game_tables = sa.Table(
    "classroom_tables", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.Integer, sa.ForeignKey("classroom_sessions.id"), nullable=False),
    sa.Column("number", sa.Integer, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("bots", sa.Text, nullable=False),              # JSON list: strategy per seat
    sa.Column("players", sa.Text, nullable=True),            # JSON [{"name", "bot"}] once started
    sa.Column("plan", sa.Text, nullable=True),               # JSON treatment (see control.py) or null
    sa.Column("final_digest", sa.String(64), nullable=True),
    sa.UniqueConstraint("session_id", "number", name="classroom_table_number"),
)

#: One person's seat: the name he joined under, where he sits, the bot he was handed
#: to (if he vanished), and when his client was last seen.
seats = sa.Table(
    "classroom_seats", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.Integer, sa.ForeignKey("classroom_sessions.id"), nullable=False),
    sa.Column("table_id", sa.Integer, sa.ForeignKey("classroom_tables.id"), nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("name", sa.String(60), nullable=False),
    sa.Column("name_key", sa.String(60), nullable=False),     # the name folded for comparison
    sa.Column("bot", sa.String(60), nullable=True),
    sa.Column("joined", sa.Float, nullable=False),
    sa.Column("last_seen", sa.Float, nullable=False),
    sa.UniqueConstraint("session_id", "name_key", name="classroom_seat_name"),
    sa.UniqueConstraint("table_id", "seat", name="classroom_seat_place"),
)

#: The games' logs: one row per log step, unique per game and step.
moves = sa.Table(
    "classroom_moves", metadata,
    sa.Column("game_id", sa.Integer, sa.ForeignKey("classroom_tables.id"), primary_key=True,
              autoincrement=False),
    sa.Column("step", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("entry", sa.Text, nullable=False),             # the log entry as JSON
    sa.Column("reason", sa.Text, nullable=True),             # a bot's reason as JSON
    sa.Column("actor", sa.String(80), nullable=False),       # who appended it
    sa.Column("at", sa.Float, nullable=False),
)

#: A session's pacing, a table of its own (a store made before it opens unchanged): the
#: class clock's deadline (seconds since the epoch, null: no clock) and the most log
#: steps a second chance and the bots take at each table (null: as fast as they can;
#: set when the teacher lets the bots finish every table, and for rules in which nobody
#: decides anything, so the students see the games move and end).
pacing = sa.Table(
    "classroom_pacing", metadata,
    sa.Column("session_id", sa.Integer, sa.ForeignKey("classroom_sessions.id"), primary_key=True,
              autoincrement=False),
    sa.Column("deadline", sa.Float, nullable=True),
    sa.Column("steps_per_second", sa.Integer, nullable=True),
    sa.Column("finishing", sa.Float, nullable=True),          # when the bots were let finish
)

#: The students' answers to the prediction and reflection prompts.
predictions = sa.Table(
    "classroom_predictions", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("session_id", sa.Integer, sa.ForeignKey("classroom_sessions.id"), nullable=False),
    sa.Column("seat_id", sa.Integer, sa.ForeignKey("classroom_seats.id"), nullable=False),
    sa.Column("prompt", sa.String(60), nullable=False),
    sa.Column("answer", sa.Text, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.UniqueConstraint("seat_id", "prompt", name="classroom_prediction_once"),
)

def _seat_key() -> sa.Column:
    """A seat's id as (the first part of) a guard table's primary key."""
    return sa.Column("seat_id", sa.Integer, sa.ForeignKey("classroom_seats.id"), primary_key=True,
                     autoincrement=False)


#: Each seat's resume secret, kept only as a digest (the student's page holds the code).
seat_secrets = sa.Table(
    "classroom_seat_secrets", metadata, _seat_key(),
    sa.Column("digest", sa.String(64), nullable=False),
    sa.Column("made", sa.Float, nullable=False),
)

#: The pages open on a seat (each student page has its own id): two live at once are
#: shown to the teacher.
seat_pages = sa.Table(
    "classroom_pages", metadata, _seat_key(),
    sa.Column("page", sa.String(32), primary_key=True),
    sa.Column("last_seen", sa.Float, nullable=False),
)

#: A page asking the teacher to be let back into a seat: the digest of the page's ticket,
#: and the teacher's answer (``let in`` or ``refused``; null while waiting).
resume_requests = sa.Table(
    "classroom_resume_requests", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("seat_id", sa.Integer, sa.ForeignKey("classroom_seats.id"), nullable=False),
    sa.Column("ticket_digest", sa.String(64), nullable=False, unique=True),
    sa.Column("address", sa.String(64), nullable=False),
    sa.Column("asked", sa.Float, nullable=False),
    sa.Column("answer", sa.String(16), nullable=True),
)

#: Wrong join codes and wrong resume codes, by the address they came from (the door
#: throttles an address and locks it out after repeated wrong codes).
wrong_codes = sa.Table(
    "classroom_wrong_codes", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("address", sa.String(64), nullable=False, index=True),
    sa.Column("what", sa.String(16), nullable=False),          # "join code" or "resume code"
    sa.Column("at", sa.Float, nullable=False),
)

__all__ = ["game_tables", "metadata", "moves", "pacing", "predictions", "resume_requests", "seat_pages",
           "seat_secrets", "seats", "sessions", "wrong_codes"]
