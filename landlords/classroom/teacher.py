"""The teacher's client: create and run a session with the teacher key.

Everything here needs the key (:func:`~landlords.classroom.session.open_teacher`
checks it): start the tables, pause and resume, plan the switch of rules for every table
or one, hand a vanished student's seat to a bot, follow every table's game (the teacher
app polls :meth:`Teacher.poll`), read the results and the predictions, export
everything, end the session.  And guard the seats: let a student without his resume code
back in (or refuse), see a seat open on two pages, see the wrong codes tried at the door
and let an address try again.
"""

from __future__ import annotations

import json
import secrets
import time

import sqlalchemy as sa

from landlords.engine.errors import IllegalActionError, shown
from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names

from . import door, resume_requests
from .control import read_controls
from .errors import ClassroomError, SessionEnded
from .measures import phases, snapshot
from .schema import game_tables, predictions, seat_pages, seats, sessions
from .session import (
    CONNECTED_SECONDS,
    ENDED,
    LOBBY,
    PAUSED,
    PLAYING,
    create_session,
    lineup_for,
    name_key,
    open_teacher,
    read_session,
)
from .tablegame import follow

#: The longest prompt text a teacher may turn on.
MAX_PROMPT = 500


class Teacher:
    """The teacher of one session.

    Args:
        store: the :class:`~landlords.classroom.store.Store`.
        code: the session's join code.
        key: the teacher key shown when the session was made.

    Raises:
        TeacherKeyError: the key is missing or does not match the session.
    """

    def __init__(self, store, code, key) -> None:
        self.store = store
        self.info = open_teacher(store, code, key)
        self.key = key
        self.rules = find_rules(self.info.rules)
        self.tables: dict[int, object] = {}               # table number -> TableGame
        self.controls: list = []

    @classmethod
    def create(cls, store, rules: str, **settings) -> "Teacher":
        """Make a session (see :func:`~landlords.classroom.session.create_session`) and
        return its teacher (``teacher.code`` to project, ``teacher.key`` to keep)."""
        code, key = create_session(store, rules, **settings)
        return cls(store, code, key)

    @property
    def code(self) -> str:
        return self.info.code

    @property
    def session_id(self) -> int:
        return self.info.id

    @property
    def state(self) -> str:
        return self.info.state

    # ------------------------------------------------------------------ the session
    def _set_state(self, state: str, allowed: tuple[str, ...]) -> None:
        self.info = read_session(self.store, self.session_id)
        if self.info.state == ENDED:
            raise SessionEnded(f"the class session {self.code} has ended")
        if self.info.state not in allowed:
            raise ClassroomError(f"the session is {self.info.state}; it cannot become {state} now")
        with self.store.write() as connection:
            connection.execute(sa.update(sessions).where(sessions.c.id == self.session_id)
                               .values(state=state))
        self.info = read_session(self.store, self.session_id)

    def start(self) -> list[int]:
        """Begin the game of every table not yet begun (its students as seated, a bot in
        each empty seat) and let the session play; returns the tables begun."""
        self._check_open()
        begun = []
        with self.store.write() as connection:
            tables = connection.execute(sa.select(game_tables)
                                        .where(game_tables.c.session_id == self.session_id,
                                               game_tables.c.players.is_(None))).all()
            seated = connection.execute(sa.select(seats.c.table_id, seats.c.seat, seats.c.name)
                                        .where(seats.c.session_id == self.session_id)).all()
            taken_names = {name_key(row.name) for row in seated}
            spare = [name for name in default_names(60) if name_key(name) not in taken_names
                     and name.lower() not in self.rules.reserved_names]
            for table in tables:
                here = {row.seat: row.name for row in seated if row.table_id == table.id}
                lineup = json.loads(table.bots)
                players = []
                for seat in range(self.info.seats_per_table):
                    if seat in here:
                        players.append({"name": here[seat], "bot": None})
                    else:
                        players.append({"name": spare.pop(0), "bot": lineup[seat]})
                connection.execute(sa.update(game_tables).where(game_tables.c.id == table.id)
                                   .values(players=json.dumps(players)))
                begun.append(table.number)
            if self.info.state == LOBBY:
                connection.execute(sa.update(sessions).where(sessions.c.id == self.session_id)
                                   .values(state=PLAYING))
        self.info = read_session(self.store, self.session_id)
        return begun

    def add_table(self, bots=None) -> int:
        """Add a table (for late students); returns its number."""
        self._check_open()
        lineup = lineup_for(self.rules, bots, self.info.seats_per_table)
        with self.store.write() as connection:
            number = (connection.execute(sa.select(sa.func.max(game_tables.c.number))
                                         .where(game_tables.c.session_id == self.session_id)).scalar() or 0) + 1
            connection.execute(game_tables.insert().values(
                session_id=self.session_id, number=number, seed=secrets.randbelow(2 ** 31),
                bots=json.dumps(lineup)))
        return number

    def pause(self) -> None:
        """Stop every table: no move is taken until :meth:`resume`."""
        self._set_state(PAUSED, (PLAYING,))

    def resume(self) -> None:
        self._set_state(PLAYING, (PAUSED,))

    def end(self) -> None:
        """End the session: its code stops working; its games stay for results and export."""
        self._set_state(ENDED, (LOBBY, PLAYING, PAUSED))

    def _check_open(self) -> None:
        self.info = read_session(self.store, self.session_id)
        if self.info.state == ENDED:
            raise SessionEnded(f"the class session {self.code} has ended")

    def switch(self, regime: str | None = None, *, turn: int = 0, table: int | None = None) -> None:
        """Plan a switch of rules: every table (or table ``table``) plays under ``regime``
        (the rule set's reform by default) from turn ``turn`` on (``0``: now)."""
        self._check_open()
        regime = regime if regime is not None else self.rules.words.reform
        if regime not in self.rules.regimes:
            raise IllegalActionError(f"{self.rules.name} has no rules {shown(regime, 60)} to switch to")
        if isinstance(turn, bool) or not isinstance(turn, int) or turn < 0:
            raise ClassroomError(f"the turn of a switch is a whole number from 0, not {shown(turn, 40)}")
        query = sa.update(game_tables).where(game_tables.c.session_id == self.session_id)
        if table is not None:
            query = query.where(game_tables.c.number == table)
        with self.store.write() as connection:
            if not connection.execute(query.values(plan=json.dumps({"regime": regime, "turn": turn}))).rowcount:
                raise ClassroomError(f"there is no table {shown(table, 20)} in this session")
        if turn == 0:
            self.poll()

    def hand_to_bot(self, name: str, strategy: str | None = None) -> None:
        """Let a bot play the seat of ``name`` from now on (a student who vanished)."""
        self._check_open()
        with self.store.read() as connection:
            row = connection.execute(sa.select(seats.c.id, seats.c.seat, game_tables.c.bots)
                                     .join(game_tables, game_tables.c.id == seats.c.table_id)
                                     .where(seats.c.session_id == self.session_id,
                                            seats.c.name_key == name_key(str(name)))).first()
        if row is None:
            raise ClassroomError(f"nobody called {shown(name, 60)} is seated in this session")
        strategy = strategy or json.loads(row.bots)[row.seat]
        lineup_for(self.rules, [strategy], 1)            # an unknown strategy is refused
        with self.store.write() as connection:
            connection.execute(sa.update(seats).where(seats.c.id == row.id).values(bot=strategy))
        self.poll()

    def set_prompts(self, prompts: list[dict]) -> None:
        """Turn on prediction and reflection prompts: ``[{"key", "text"}]`` (``[]``: none)."""
        checked = []
        for item in prompts:
            key, text = str(item.get("key", "")).strip(), str(item.get("text", "")).strip()
            if not key or not text or len(key) > 60 or len(text) > MAX_PROMPT:
                raise ClassroomError(f"a prompt is a key (1-60 characters) and a text (1-{MAX_PROMPT}), "
                                     f"not {shown(item, 80)}")
            checked.append({"key": key, "text": text})
        with self.store.write() as connection:
            connection.execute(sa.update(sessions).where(sessions.c.id == self.session_id)
                               .values(prompts=json.dumps(checked)))

    # ------------------------------------------------------------------ following the tables
    def poll(self, limit: int | None = None) -> None:
        """Read every table and let chance and the bots take the steps nobody else takes
        (tables of bots, seats handed to a bot), at most ``limit`` steps per table."""
        self.info = read_session(self.store, self.session_id)
        self.controls = read_controls(self.store, self.session_id)
        for control in self.controls:
            table = follow(self.tables.get(control.number), self.store, control, "teacher",
                           advance=True, limit=limit)
            if table is not None:
                self.tables[control.number] = table

    def lobby(self) -> list[dict]:
        """Who sits where: a row per seat of every table (name, student or bot,
        connected or not, seconds since last seen, and ``pages``: how many pages are
        live on the seat now; two or more is one student with two tabs, or an impostor)."""
        now = time.time()
        with self.store.read() as connection:
            tables = connection.execute(sa.select(game_tables).where(
                game_tables.c.session_id == self.session_id).order_by(game_tables.c.number)).all()
            seated = connection.execute(sa.select(seats).where(seats.c.session_id == self.session_id)).all()
            live = dict(connection.execute(
                sa.select(seat_pages.c.seat_id, sa.func.count())
                .join(seats, seats.c.id == seat_pages.c.seat_id)
                .where(seats.c.session_id == self.session_id,
                       seat_pages.c.last_seen >= now - CONNECTED_SECONDS)
                .group_by(seat_pages.c.seat_id)).all())
        rows = []
        for table in tables:
            players = json.loads(table.players) if table.players else None
            lineup = json.loads(table.bots)
            here = {row.seat: row for row in seated if row.table_id == table.id}
            for seat in range(self.info.seats_per_table):
                person = here.get(seat)
                if person is not None:
                    seen = now - person.last_seen
                    rows.append({"table": table.number, "seat": seat + 1, "name": person.name,
                                 "player": "bot" if person.bot else "student", "bot": person.bot,
                                 "connected": person.bot is None and seen <= CONNECTED_SECONDS,
                                 "last_seen_seconds": round(seen, 1), "started": players is not None,
                                 "pages": live.get(person.id, 0)})
                else:
                    rows.append({"table": table.number, "seat": seat + 1,
                                 "name": players[seat]["name"] if players else None,
                                 "player": "bot", "bot": lineup[seat], "connected": None,
                                 "last_seen_seconds": None, "started": players is not None, "pages": 0})
        return rows

    # ------------------------------------------------------------------ guarding the seats
    def resume_requests(self) -> list[dict]:
        """The students waiting to be let back into their seat without its resume code:
        ``{"id", "name", "table", "address", "asked_seconds"}``, oldest first."""
        return resume_requests.pending(self.store, self.session_id)

    def let_in(self, request_id: int) -> None:
        """Let the page of a waiting request into its seat (it gets a new resume code)."""
        resume_requests.answer(self.store, self.session_id, request_id, True)

    def refuse(self, request_id: int) -> None:
        """Refuse a waiting request: its page gets no seat."""
        resume_requests.answer(self.store, self.session_id, request_id, False)

    def door(self) -> list[dict]:
        """The wrong join and resume codes of the last minutes, per address (see
        :func:`landlords.classroom.door.door_log`)."""
        return door.door_log(self.store)

    def unlock(self, address: str) -> None:
        """Let an address slowed down or locked out at the door try again at once."""
        door.unlock(self.store, address)

    def results(self) -> list[dict]:
        """Each table's results by phase (before and after the switch, or the whole
        game): Gini, wealth, the rule set's money series and measures; then the class
        as a whole (the mean over tables of each phase).  Call :meth:`poll` first."""
        rows = []
        for number, table in sorted(self.tables.items()):
            game = table.game
            for row in phases(table.before_switch, snapshot(game)):
                rows.append({"table": number, "over": game.is_over, "ending": game.ending_text(), **row})
        for phase in ("before the switch", "after the switch", "whole game"):
            same = [row for row in rows if row["phase"] == phase]
            if not same:
                continue
            summary = {"table": "class", "over": all(row["over"] for row in same), "ending": "",
                       "phase": phase, "regime": None}
            for column in same[0]:
                if column in summary:
                    continue
                values = [row[column] for row in same if isinstance(row.get(column), (int, float))
                          and not isinstance(row.get(column), bool)]
                summary[column] = sum(values) / len(values) if values else None
            rows.append(summary)
        return rows

    def predictions(self) -> list[dict]:
        """Every answer to a prompt: table, name, prompt, answer, when."""
        query = (sa.select(game_tables.c.number, seats.c.name, predictions.c.prompt,
                           predictions.c.answer, predictions.c.at)
                 .join(seats, seats.c.id == predictions.c.seat_id)
                 .join(game_tables, game_tables.c.id == seats.c.table_id)
                 .where(predictions.c.session_id == self.session_id)
                 .order_by(game_tables.c.number, seats.c.name, predictions.c.prompt))
        with self.store.read() as connection:
            return [{"table": row.number, "name": row.name, "prompt": row.prompt,
                     "answer": row.answer, "at": row.at} for row in connection.execute(query)]

    def export(self) -> bytes:
        """A zip of every table's record, ledger and history and of the seats, results
        and predictions, each table as CSV and Parquet (see :mod:`landlords.classroom.export`)."""
        from .export import export_zip
        self.poll(limit=0)
        return export_zip(self)


__all__ = ["Teacher"]
