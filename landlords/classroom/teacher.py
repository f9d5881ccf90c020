"""The teacher's client: create and run a session with the teacher key.

Everything here needs the key (:func:`~landlords.classroom.session.open_teacher`
checks it): start the tables, pause and resume, give each table its treatment (the rules
it starts under and a switch at a turn, :meth:`Teacher.set_treatment`) or plan the switch
of rules for every table or one, hand a vanished student's seat to a bot, let the bots
finish every table (:meth:`Teacher.finish_with_bots`), set the class clock, follow every
table's game (the teacher app polls :meth:`Teacher.poll`), read the results and the
predictions, export everything, end the session.  And guard the seats: let a student without his resume code
back in (or refuse), see a seat open on two pages, see the wrong codes tried at the door
and let an address try again.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Mapping

import sqlalchemy as sa

from landlords.engine.errors import IllegalActionError, OptionError, shown
from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names

from . import door, resume_requests
from .control import read_controls, read_treatment, table_options
from .errors import ClassroomError, SessionEnded
from .measures import phases, snapshot
from .schema import game_tables, predictions, seat_pages, seats, sessions
from .session import (
    CONNECTED_SECONDS,
    ENDED,
    LOBBY,
    MAX_CLOCK_MINUTES,
    PAUSED,
    PLAYING,
    create_session,
    lineup_for,
    minutes_left,
    name_key,
    open_teacher,
    read_session,
    set_pacing,
    start_option,
    start_regime,
)
from .tablegame import follow

#: The longest prompt text a teacher may turn on.
MAX_PROMPT = 500
#: The most log steps a second the bots take at each table while they finish the games.
FINISH_STEPS_PER_SECOND = 20
#: The keys of a treatment.
TREATMENT_KEYS = ("start", "switch_to", "turn")


class TreatmentError(ClassroomError):
    """A table's treatment is not one its rules can play, or can no longer be given."""


def check_treatment(rules, treatment, options: dict | None = None, players: int | None = None) -> dict:
    """``treatment`` checked against ``rules`` and made whole: ``{"start": S, "switch_to":
    R, "turn": T}`` (see :mod:`landlords.classroom.control`).

    ``start`` is a regime of ``rules.regimes`` or None (as the session's ``options``
    say); ``switch_to`` another regime or None (no switch); ``turn`` a whole number from
    0, the turn of the switch (only with ``switch_to``; 0: at once).  With ``players``
    (the seats per table), the options a game of the treatment starts with are checked
    as the rule set checks them.

    Raises:
        TreatmentError: in one sentence, what does not fit (nothing is changed).
    """
    if not isinstance(treatment, Mapping):
        raise TreatmentError(f"a treatment is a dict such as {{'start': ..., 'switch_to': ..., 'turn': ...}}, "
                             f"not {shown(treatment, 60)}")
    unknown = sorted(str(key) for key in treatment if key not in TREATMENT_KEYS)
    if unknown:
        raise TreatmentError(f"a treatment has only {', '.join(TREATMENT_KEYS)}, not {shown(unknown[0], 40)}")
    start, switch_to, turn = treatment.get("start"), treatment.get("switch_to"), treatment.get("turn", 0)
    regimes = rules.regimes
    for key, value in (("start", start), ("switch_to", switch_to)):
        if value is not None and value not in regimes:
            known = ", ".join(regimes) if regimes else "none: its rules never change"
            raise TreatmentError(f"{rules.title} has no rules {shown(value, 60)} for {key!r} (its rules: {known})")
    if start is not None and start_option(rules) is None and start != regimes[0]:
        raise TreatmentError(f"{rules.title} cannot start under {shown(start, 60)}: its games always "
                             f"start under {regimes[0]}")
    if turn is None:
        turn = 0
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 0:
        raise TreatmentError(f"the turn of a switch is a whole number from 0, not {shown(turn, 40)}")
    if switch_to is None and turn:
        raise TreatmentError("a turn is the turn of a switch: give 'switch_to' too, or no turn")
    begins = start if start is not None else start_regime(rules, rules.resolve(options or {}))
    if switch_to is not None and switch_to == (begins or (regimes[0] if regimes else None)):
        raise TreatmentError(f"the switch must go to other rules than those at the start "
                             f"({rules.words.regimes.get(switch_to, switch_to)})")
    checked = {"start": start, "switch_to": switch_to, "turn": turn if switch_to is not None else 0}
    if players is not None and rules.validate_options is not None:
        try:
            rules.validate_options(rules.resolve(table_options(rules, options or {}, checked)),
                                   default_names(players))
        except OptionError as error:
            raise TreatmentError(f"the options do not fit that start: {error}") from None
    return checked


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
    def create(cls, store, rules: str, **settings) -> Teacher:
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
            # Enough names for every empty seat after those taken or reserved are left out.
            empty = len(tables) * self.info.seats_per_table
            count = empty + len(taken_names) + len(self.rules.reserved_names)
            spare = [name for name in default_names(count) if name_key(name) not in taken_names
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
        query = sa.select(game_tables.c.id, game_tables.c.plan).where(game_tables.c.session_id == self.session_id)
        if table is not None:
            query = query.where(game_tables.c.number == table)
        with self.store.write() as connection:
            rows = connection.execute(query).all()
            if not rows:
                raise ClassroomError(f"there is no table {shown(table, 20)} in this session")
            for row in rows:                             # each table keeps the rules it started under
                plan = read_treatment(row.plan) | {"switch_to": regime, "turn": turn}
                connection.execute(sa.update(game_tables).where(game_tables.c.id == row.id)
                                   .values(plan=json.dumps(plan, sort_keys=True)))
        if turn == 0:
            self.poll()

    # ------------------------------------------------------------------ treatments
    def treatments(self) -> dict[int, dict]:
        """Each table's treatment, ``{number: {"start", "switch_to", "turn"}}`` (``start``
        None: as the session's options say; see :func:`check_treatment`)."""
        with self.store.read() as connection:
            rows = connection.execute(sa.select(game_tables.c.number, game_tables.c.plan)
                                      .where(game_tables.c.session_id == self.session_id)
                                      .order_by(game_tables.c.number)).all()
        return {row.number: read_treatment(row.plan) for row in rows}

    def starts_under(self, treatment: dict) -> str | None:
        """The regime a table of ``treatment`` starts under (None: a rule set without regimes)."""
        if not self.rules.regimes:
            return None
        return (treatment.get("start") or start_regime(self.rules, self.info.options)
                or self.rules.regimes[0])

    def set_treatment(self, table: int, treatment: dict) -> dict:
        """Give table ``table`` its rules: ``{"start": S, "switch_to": R, "turn": T}``
        (see :func:`check_treatment`): the game starts under regime ``S`` (None: as the
        session's options say) and switches to ``R`` from turn ``T`` on (``R`` None: no
        switch).  ``{}`` is the rule set's own rules throughout.

        A table whose game has begun keeps the rules it started under; its switch may
        still change while the game has not reached it.  Returns the treatment kept.

        Raises:
            TreatmentError: a treatment its rules cannot play, no such table, or a change
                its begun game can no longer take (in one sentence; nothing is changed).
            SessionEnded: the session has ended.
        """
        self._check_open()
        checked = check_treatment(self.rules, treatment, self.info.options, self.info.seats_per_table)
        with self.store.read() as connection:
            row = connection.execute(sa.select(game_tables.c.players, game_tables.c.plan)
                                     .where(game_tables.c.session_id == self.session_id,
                                            game_tables.c.number == table)).first() \
                if isinstance(table, int) and not isinstance(table, bool) else None
        if row is None:
            raise TreatmentError(f"there is no table {shown(table, 20)} in this session")
        old = read_treatment(row.plan)
        if row.players is not None:                      # begun: only a switch not yet reached
            if self.starts_under(checked) != self.starts_under(old):
                raise TreatmentError(f"table {table} has begun under {self._regime_words(self.starts_under(old))}: "
                                     f"the rules it started under cannot change now")
            if checked != old:
                self.poll(limit=0)
                game = self.tables[table]
                if game.before_switch is not None or (old["switch_to"] is not None
                                                      and game.game.turn >= old["turn"]):
                    raise TreatmentError(f"table {table} has already switched to "
                                         f"{self._regime_words(old['switch_to'])}: its rules cannot change now")
        with self.store.write() as connection:
            connection.execute(sa.update(game_tables).where(game_tables.c.session_id == self.session_id,
                                                            game_tables.c.number == table)
                               .values(plan=json.dumps(checked, sort_keys=True)))
        return checked

    def alternate(self, treatments: list[dict] | None = None) -> dict[int, dict]:
        """Give the tables not yet begun the ``treatments`` in turn (table 1 the first,
        table 2 the second, ...): by default the rule set's own rules throughout and its
        reform from the start, so every other table plays the other rules.  Returns the
        treatments given, by table; begun tables keep theirs.

        Raises:
            TreatmentError: a treatment its rules cannot play, or a rule set without a
                reform (nothing is changed).
        """
        self._check_open()
        if treatments is None:
            reform = self.rules.words.reform
            if reform is None or reform not in self.rules.regimes:
                raise TreatmentError(f"{self.rules.title} has one set of rules: there are no other rules to give")
            own = next(regime for regime in self.rules.regimes if regime != reform)
            treatments = [{"start": own}, {"start": reform}]
        if not treatments:
            raise TreatmentError("give at least one treatment to alternate")
        checked = [check_treatment(self.rules, item, self.info.options, self.info.seats_per_table)
                   for item in treatments]
        given = {}
        with self.store.write() as connection:
            rows = connection.execute(sa.select(game_tables.c.id, game_tables.c.number, game_tables.c.players)
                                      .where(game_tables.c.session_id == self.session_id)
                                      .order_by(game_tables.c.number)).all()
            for k, row in enumerate(rows):
                if row.players is not None:
                    continue
                treatment = checked[k % len(checked)]
                connection.execute(sa.update(game_tables).where(game_tables.c.id == row.id)
                                   .values(plan=json.dumps(treatment, sort_keys=True)))
                given[row.number] = treatment
        return given

    def _regime_words(self, regime: str | None) -> str:
        return self.rules.words.regimes.get(regime, regime) if regime else "its rules"

    def treatment_words(self, treatment: dict) -> str:
        """A treatment in the rule set's own words ("the landlord rules, then the single
        tax from turn 10")."""
        start = self._regime_words(self.starts_under(treatment))
        if treatment.get("switch_to") is None:
            return f"{start} throughout" if self.rules.regimes else "the rules as they are"
        turn = treatment.get("turn") or 0
        return (f"{start}, then {self._regime_words(treatment['switch_to'])} "
                f"{'at once' if turn == 0 else f'from turn {turn}'}")

    # ------------------------------------------------------------------ pacing
    @property
    def deadline(self) -> float | None:
        """The end of the class clock (seconds since the epoch), or None (no clock)."""
        return read_session(self.store, self.session_id).deadline

    def set_clock(self, minutes: float | None) -> float | None:
        """Set the class clock to end ``minutes`` from now (None: no clock); every page can
        show the minutes left (:func:`~landlords.classroom.session.minutes_left`).
        Returns the deadline.

        Raises:
            OptionError: minutes not a number from 1 to :data:`MAX_CLOCK_MINUTES`.
        """
        self._check_open()
        if minutes is not None and (isinstance(minutes, bool) or not isinstance(minutes, (int, float))
                                    or not 1 <= minutes <= MAX_CLOCK_MINUTES):
            raise OptionError(f"the class clock is 1 to {MAX_CLOCK_MINUTES} minutes, not {shown(minutes, 40)}")
        deadline = None if minutes is None else time.time() + minutes * 60
        with self.store.write() as connection:
            set_pacing(connection, self.session_id, deadline=deadline)
        self.info = read_session(self.store, self.session_id)
        return deadline

    def minutes_left(self) -> int | None:
        """The minutes left on the class clock (None: no clock)."""
        return minutes_left(self.info)

    def finish_with_bots(self, steps_per_second: int = FINISH_STEPS_PER_SECOND) -> list[int]:
        """Let the bots finish every table now: every seat of every unfinished table is
        handed to its bot (the table's line-up; the seat keeps its student's name, so the
        records and the export still name him), tables not begun begin, a paused session
        plays on, and every table is paced at ``steps_per_second`` log steps a second,
        so the students' pages see the games move and end.  The games advance as they
        always do, as any page looks (the teacher app looks every second meanwhile).
        Returns the tables still playing.

        Raises:
            OptionError: ``steps_per_second`` is not a whole number from 1.
            SessionEnded: the session has ended.
        """
        if isinstance(steps_per_second, bool) or not isinstance(steps_per_second, int) or steps_per_second < 1:
            raise OptionError(f"the bots' pace is a whole number of steps a second from 1, "
                              f"not {shown(steps_per_second, 40)}")
        self.start()                                     # tables not begun begin (and checks it is open)
        over = {control.number for control in read_controls(self.store, self.session_id)
                if control.final_digest is not None}
        with self.store.write() as connection:
            for row in connection.execute(
                    sa.select(seats.c.id, seats.c.seat, game_tables.c.number, game_tables.c.bots)
                    .join(game_tables, game_tables.c.id == seats.c.table_id)
                    .where(seats.c.session_id == self.session_id, seats.c.bot.is_(None))).all():
                if row.number not in over:
                    connection.execute(sa.update(seats).where(seats.c.id == row.id)
                                       .values(bot=json.loads(row.bots)[row.seat]))
            set_pacing(connection, self.session_id, steps_per_second=steps_per_second, finishing=time.time())
            if self.info.state == PAUSED:
                connection.execute(sa.update(sessions).where(sessions.c.id == self.session_id)
                                   .values(state=PLAYING))
        self.poll(limit=0)
        return [number for number, table in sorted(self.tables.items()) if not table.game.is_over]

    @property
    def all_over(self) -> bool:
        """True when every table's game has begun and is over (as last polled)."""
        numbers = {control.number for control in self.controls}
        return bool(numbers) and numbers <= set(self.tables) and all(
            self.tables[number].game.is_over for number in numbers)

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
        self.info = read_session(self.store, self.session_id)

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
        """Who sits where: a row per seat of every table (name, ``player`` "student" or
        "bot" as it plays now, ``student`` True for a seat a student took, also once
        handed to a bot, connected or not, seconds since last seen, and ``pages``: how many pages are
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
                                 "student": True,
                                 "connected": person.bot is None and seen <= CONNECTED_SECONDS,
                                 "last_seen_seconds": round(seen, 1), "started": players is not None,
                                 "pages": live.get(person.id, 0)})
                else:
                    rows.append({"table": table.number, "seat": seat + 1,
                                 "name": players[seat]["name"] if players else None,
                                 "player": "bot", "bot": lineup[seat], "student": False, "connected": None,
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
        as a whole (the mean over tables of each phase under each regime, so tables
        given other rules are compared, not mixed).  Call :meth:`poll` first."""
        rows = []
        for number, table in sorted(self.tables.items()):
            game = table.game
            for row in phases(table.before_switch, snapshot(game)):
                rows.append({"table": number, "over": game.is_over, "ending": game.ending_text(), **row})
        arms = sorted({(row["phase"], row["regime"]) for row in rows},   # tables of one treatment together
                      key=lambda arm: (("before the switch", "after the switch", "whole game").index(arm[0]),
                                       str(arm[1])))
        for phase, regime in arms:
            same = [row for row in rows if row["phase"] == phase and row["regime"] == regime]
            summary = {"table": "class", "over": all(row["over"] for row in same), "ending": "",
                       "phase": phase, "regime": regime}
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


__all__ = ["FINISH_STEPS_PER_SECOND", "TREATMENT_KEYS", "Teacher", "TreatmentError", "check_treatment"]
