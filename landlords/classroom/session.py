"""Class sessions: a join code, a teacher key, tables of seats, and joining a seat.

:func:`create_session` makes a session (its code, the digest of its key, the rule set,
options and seats per table, the bots that fill empty seats) and returns the code and
the key; the key is shown to the teacher once and never stored.  :func:`join` gives a
student a seat from a code and a name, and the seat's resume code (once); the same code
and name with that resume code (after a closed tab or a lost connection) give back the
same seat.  A name alone never does: without the resume code, the teacher lets a page
back in (:mod:`landlords.classroom.resume_requests`).  Wrong codes are counted at the
door (:mod:`landlords.classroom.door`).

The state of a session goes ``lobby`` -> ``playing`` <-> ``paused`` -> ``ended``.  A
table's game begins when the teacher starts it: its header then fixes the students
seated and a bot for each empty seat.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import secrets
import time
from dataclasses import dataclass, field

import sqlalchemy as sa
from sqlalchemy import exc

from landlords.engine.errors import OptionError, UnknownBotError, shown
from landlords.engine.game import RESERVED_NAMES, name_problem
from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names

from . import seat_secrets
from .codes import RESUME_LENGTH, key_digest, key_matches, new_join_code, new_teacher_key, normalize_code
from .door import address_of, check_door, note_wrong
from .errors import (
    ClassroomError,
    ExpiredCode,
    JoinError,
    NameTaken,
    TableFull,
    TeacherKeyError,
    UnknownCode,
    WrongResumeCode,
)
from .schema import game_tables, pacing, seat_pages, seats, sessions

#: Seats per table a teacher may choose (within the rule set's own limits).
MIN_SEATS, MAX_SEATS = 2, 6
#: The most tables one session may have.
MAX_TABLES = 40
#: How often a join looks for a free seat again when another student took it first.
JOIN_ATTEMPTS = 50
#: Hours a join code works by default.
DEFAULT_HOURS = 12
#: Seconds since a student's client was last seen for him to count as connected.
CONNECTED_SECONDS = 30.0

#: The most log steps a second chance takes at a table of rules in which nobody decides
#: anything (the students watch their game move and end).
WATCH_STEPS_PER_SECOND = 5
#: The longest class clock, in minutes.
MAX_CLOCK_MINUTES = 24 * 60

LOBBY, PLAYING, PAUSED, ENDED = "lobby", "playing", "paused", "ended"


@dataclass(frozen=True)
class SessionInfo:
    """A session as a client reads it.

    ``deadline`` is the end of the class clock (seconds since the epoch; None: no clock,
    see :func:`minutes_left`); ``steps_per_second`` the most log steps chance and the
    bots take a second at each table (None: no limit), set while the bots finish every
    table and for rules in which nobody decides anything.
    """

    id: int
    code: str
    rules: str
    options: dict
    seats_per_table: int
    state: str
    prompts: list
    expires: float
    deadline: float | None = None
    steps_per_second: int | None = None


@dataclass(frozen=True)
class SeatInfo:
    """A student's seat.

    ``resume_code`` is the seat's secret, given to the page that took the seat (or that
    the teacher let in), else None; it takes no part in comparisons or the repr.
    """

    id: int
    session_id: int
    table_id: int
    table: int
    seat: int
    name: str
    resume_code: str | None = field(default=None, compare=False, repr=False)


def _session_info(row) -> SessionInfo:
    """A row of :func:`session_query` as a :class:`SessionInfo`."""
    return SessionInfo(row.id, row.code, row.rules, json.loads(row.options), row.seats_per_table,
                       row.state, json.loads(row.prompts), row.expires, row.deadline, row.steps_per_second)


def session_query():
    """A select of sessions with their pacing (the clock and the steps a second; null
    where the session has none)."""
    return (sa.select(sessions, pacing.c.deadline, pacing.c.steps_per_second)
            .select_from(sessions.outerjoin(pacing, pacing.c.session_id == sessions.c.id)))


def set_pacing(connection, session_id: int, **values) -> None:
    """Set a session's pacing (``deadline``, ``steps_per_second``, ``finishing``) in
    ``connection``'s write transaction, making its row the first time."""
    if not connection.execute(sa.update(pacing).where(pacing.c.session_id == session_id)
                              .values(**values)).rowcount:
        connection.execute(pacing.insert().values(session_id=session_id, **values))


def minutes_left(info, now: float | None = None) -> int | None:
    """The whole minutes left on the class clock (rounded up, 0 once it has run out), or
    None when the teacher set no clock.

    ``info`` is anything with a ``deadline`` (seconds since the epoch, or None): a
    :class:`SessionInfo` (:func:`read_session`, :func:`find_session`), a table's
    :class:`~landlords.classroom.control.TableControl` (a student client's ``control``)
    or a :class:`~landlords.classroom.teacher.Teacher`.
    """
    deadline = getattr(info, "deadline", None)
    if deadline is None:
        return None
    left = deadline - (time.time() if now is None else now)
    return max(0, math.ceil(left / 60 - 1e-9))


def people_decide(rules) -> bool:
    """Whether the players of ``rules`` ever decide anything (its game class knows some
    action); when not, chance plays every seat and students watch."""
    return bool(rules.game_class.ACTION_KINDS)


def start_option(rules):
    """The option that chooses the rules in force at a game's start (its choices hold
    every regime of the rule set), or None."""
    if len(rules.regimes) < 2:
        return None
    return next((option for option in rules.options.values()
                 if option.kind is str and option.choices and set(rules.regimes) <= set(option.choices)), None)


def start_regime(rules, options: dict) -> str | None:
    """The regime a game of ``rules`` with ``options`` (resolved) starts under, as far as
    the options say (None when the rule set has no regimes, or leaves it to its rules)."""
    if not rules.regimes:
        return None
    option = start_option(rules)
    chosen = options.get(option.name) if option is not None else None
    return chosen if chosen in rules.regimes else None


def lineup_for(rules, bots, count: int) -> list[str]:
    """The strategy of each seat's bot (used when nobody sits there): ``bots`` is one
    strategy for every seat, a list by seat, or None (the rule set's default line-up)."""
    if bots is None:
        lineup = list(rules.default_lineup)
        return [lineup[k % len(lineup)] for k in range(count)]
    chosen = [bots] * count if isinstance(bots, str) else list(bots)
    if len(chosen) != count:
        raise OptionError(f"give one bot per seat ({count}), not {len(chosen)}")
    for strategy in chosen:
        if strategy not in rules.bot_names:
            raise UnknownBotError(f"unknown bot {shown(strategy, 80)} for {rules.name}; choose one "
                                  f"of {', '.join(rules.bot_names)}")
    return chosen


def create_session(store, rules: str, *, seats_per_table: int = 4, tables: int = 1,
                   bots=None, options: dict | None = None, hours: float = DEFAULT_HOURS,
                   seeds: list[int] | None = None, key: str | None = None) -> tuple[str, str]:
    """Make a session; returns ``(join code, teacher key)``.

    Args:
        store: the :class:`~landlords.classroom.store.Store`.
        rules: the rule set every table plays (a name from ``landlords.rule_sets()``).
        seats_per_table: 2 to 6, within the rule set's numbers of players.
        tables: how many tables (more are added with :meth:`Teacher.add_table`).
        bots: the bots for empty seats: one strategy, one per seat, or None (default line-up).
        options: the rule set's options for every table.
        hours: how long the join code works.
        seeds: a chance seed per table (random by default).
        key: the teacher key (a new one by default; ``landlords serve classroom`` makes
            one per server and gives it to the teacher's address).

    Raises:
        UnknownRulesError, UnknownBotError, OptionError: bad arguments (nothing is made).
    """
    rule_set = find_rules(rules)
    low, high = max(MIN_SEATS, rule_set.min_players), min(MAX_SEATS, rule_set.max_players)
    if isinstance(seats_per_table, bool) or not isinstance(seats_per_table, int) \
            or not low <= seats_per_table <= high:
        raise OptionError(f"seats per table are {low} to {high} for {rule_set.name}, not "
                          f"{shown(seats_per_table, 40)}")
    if isinstance(tables, bool) or not isinstance(tables, int) or not 1 <= tables <= MAX_TABLES:
        raise OptionError(f"a session has 1 to {MAX_TABLES} tables, not {shown(tables, 40)}")
    resolved = rule_set.resolve(options)
    if rule_set.validate_options is not None:        # with stand-in names: who sits is not known yet
        rule_set.validate_options(resolved, default_names(seats_per_table))
    lineup = lineup_for(rule_set, bots, seats_per_table)
    if seeds is not None and len(seeds) != tables:
        raise OptionError(f"give one seed per table ({tables}), not {len(seeds)}")
    if key is not None and (not isinstance(key, str) or len(key) < 20):
        raise OptionError("a teacher key is at least 20 characters (see landlords.classroom.codes)")
    key = key or new_teacher_key()
    now = time.time()
    for _ in range(20):                                  # a clash of codes is rare: draw again
        code = new_join_code()
        try:
            with store.write() as connection:
                session_id = connection.execute(sessions.insert().values(
                    code=code, key_digest=key_digest(key), rules=rule_set.name,
                    options=json.dumps(resolved, sort_keys=True), seats_per_table=seats_per_table,
                    state=LOBBY, prompts="[]", created=now, expires=now + hours * 3600,
                )).inserted_primary_key[0]
                for number in range(1, tables + 1):
                    seed = seeds[number - 1] if seeds is not None else secrets.randbelow(2 ** 31)
                    connection.execute(game_tables.insert().values(
                        session_id=session_id, number=number, seed=seed, bots=json.dumps(lineup)))
                if not people_decide(rule_set):          # chance plays: pace it for watching
                    set_pacing(connection, session_id, steps_per_second=WATCH_STEPS_PER_SECOND)
            return code, key
        except exc.IntegrityError:
            continue
    raise ClassroomError("no free join code was found; try again")


def find_session(store, code) -> SessionInfo:
    """The session of a join code a student typed.

    Raises:
        UnknownCode: no session has this code (or it cannot be a code).
        ExpiredCode: the session has ended or its code expired.
    """
    normal = normalize_code(code)
    if normal is None:
        raise UnknownCode(f"{shown(code, 40)} is not a join code: a join code is 6 letters and "
                          f"digits, as your teacher shows it")
    with store.read() as connection:
        row = connection.execute(session_query().where(sessions.c.code == normal)).first()
    if row is None:
        raise UnknownCode(f"no class session has the code {normal}; check it with your teacher")
    info = _session_info(row)
    if info.state == ENDED or info.expires < time.time():
        raise ExpiredCode(f"the class session {normal} has ended; ask your teacher for a new code")
    return info


def check_name(rules, name) -> str:
    """``name`` if a student may play under it, else raise JoinError."""
    problem = name_problem(name)
    if problem:
        raise JoinError(problem)
    game_class = rules.game_class
    if name.lower() in RESERVED_NAMES | set(game_class.EXTRA_ACCOUNTS) | rules.reserved_names:
        raise JoinError(f"{shown(name, 80)} is a word of the game (an account name); choose another name")
    return name


#: The longest folded name the store keeps (its ``name_key`` column, on every database).
NAME_KEY_LENGTH = seats.c.name_key.type.length


def name_key(name: str) -> str:
    """A name folded for comparison: "ann" and "Ann" are one name in a class.

    Folding can lengthen a name ("ß" folds to "ss", so forty of them to eighty
    characters); a folded name longer than :data:`NAME_KEY_LENGTH` is kept as its head
    and a digest of the whole, so the key has the same length limit on every store (a
    PostgreSQL column refuses a longer value, SQLite takes it) and two names stay two.
    """
    folded = name.casefold()
    if len(folded) <= NAME_KEY_LENGTH:
        return folded
    digest = hashlib.sha256(folded.encode("utf-8")).hexdigest()[:24]
    return folded[:NAME_KEY_LENGTH - len(digest) - 1] + "#" + digest


def join(store, code, name, *, table: int | None = None, resume: str | None = None,
         address: str | None = None) -> SeatInfo:
    """Seat a student: a join code and a name give a seat at a table (and its resume code).

    Args:
        code: the session's join code, as the student typed it.
        name: the name to play under (the name on the board).
        table: a table number to sit at (the first table with a free seat by default).
        resume: the resume code of the seat already held under ``name`` (given when that
            seat was taken): take it back (after a closed tab).
        address: the client's address, against which wrong codes are counted (see
            :mod:`landlords.classroom.door`).

    Returns:
        The seat; a new seat carries its ``resume_code`` (shown once to the student).

    Raises:
        TooManyWrongCodes: too many wrong codes came from ``address``; nothing is tried.
        UnknownCode, ExpiredCode: the code is wrong, or its session is over.
        NameTaken: the name is seated already and no resume code is given.
        WrongResumeCode: the resume code does not open that seat (or nobody sits under
            the name).
        TableFull: the table asked for (or every table) has no free seat.
        JoinError: the name cannot be a player's name.
    """
    if isinstance(resume, bool):
        raise JoinError("resuming a seat takes its resume code (given when the seat was taken), "
                        "not True or False")
    address = address_of(address)
    check_door(store, address)
    try:
        info = find_session(store, code)
    except UnknownCode:
        note_wrong(store, address, "join code")
        raise
    rules = find_rules(info.rules)
    name = check_name(rules, name.strip() if isinstance(name, str) else name)
    key = name_key(name)
    if resume is not None:
        return _resume(store, info, key, name, resume, address)
    for attempt in range(JOIN_ATTEMPTS):                 # two students took one seat: look again
        if attempt:
            time.sleep(random.random() * 0.05)
        held = seat_of_name(store, info.id, key)
        if held is not None:
            raise NameTaken(f"{held.name} is already seated at table {held.table}: if that is you, "
                            f"resume the seat with its resume code; otherwise choose another name",
                            held.table)
        place = _free_place(store, info, table)
        now = time.time()
        try:
            with store.write() as connection:
                seat_id = connection.execute(seats.insert().values(
                    session_id=info.id, table_id=place[0], seat=place[2], name=name, name_key=key,
                    bot=None, joined=now, last_seen=now)).inserted_primary_key[0]
                resume_code = seat_secrets.issue(connection, seat_id)
            return SeatInfo(seat_id, info.id, place[0], place[1], place[2], name, resume_code)
        except exc.IntegrityError:
            continue
    raise JoinError("the tables are busy; try again")


def _resume(store, info: SessionInfo, key: str, name: str, resume, address: str) -> SeatInfo:
    """The seat held under ``name``, if ``resume`` is its resume code (a wrong one counts
    at the door)."""
    code = normalize_code(resume, RESUME_LENGTH)
    held = seat_of_name(store, info.id, key)
    if code is None or held is None or not seat_secrets.opens(store, held.id, code):
        note_wrong(store, address, "resume code")
        if held is None:
            raise WrongResumeCode(f"nobody called {shown(name, 60)} is seated in this session: "
                                  f"check the name, or join as a new student")
        raise WrongResumeCode(f"that resume code does not open {held.name}'s seat: type the code your "
                              f"page showed when you joined, or ask your teacher to let you in")
    touch(store, held.id)
    return held


def seat_of_name(store, session_id: int, key: str) -> SeatInfo | None:
    """The seat held in a session under the name whose :func:`name_key` is ``key``, or None."""
    query = (sa.select(seats.c.id, seats.c.table_id, game_tables.c.number, seats.c.seat, seats.c.name)
             .join(game_tables, game_tables.c.id == seats.c.table_id)
             .where(seats.c.session_id == session_id, seats.c.name_key == key))
    with store.read() as connection:
        row = connection.execute(query).first()
    return None if row is None else SeatInfo(row.id, session_id, row.table_id, row.number, row.seat, row.name)


def _free_place(store, info: SessionInfo, wanted: int | None) -> tuple[int, int, int]:
    """``(table id, table number, seat)`` of a free seat at a table not yet started."""
    with store.read() as connection:
        tables = connection.execute(
            sa.select(game_tables.c.id, game_tables.c.number, game_tables.c.players)
            .where(game_tables.c.session_id == info.id).order_by(game_tables.c.number)).all()
        taken = {}
        for row in connection.execute(sa.select(seats.c.table_id, seats.c.seat)
                                      .where(seats.c.session_id == info.id)):
            taken.setdefault(row.table_id, set()).add(row.seat)
    if wanted is not None:
        tables = [row for row in tables if row.number == wanted]
        if not tables:
            raise TableFull(f"there is no table {shown(wanted, 20)} in this session")
    for row in tables:
        if row.players is not None:
            continue                                     # its game has begun: no new seat
        free = [seat for seat in range(info.seats_per_table) if seat not in taken.get(row.id, ())]
        if free:
            return row.id, row.number, free[0]
    if wanted is not None:
        raise TableFull(f"table {wanted} is full (or its game has begun); choose another table")
    raise TableFull("every table is full or playing; ask your teacher to add a table")


def touch(store, seat_id: int, page: str | None = None) -> None:
    """Note that a student's client is here now (for the lobby's "connected"), and which
    page it is (``page``: the page's own id), so two pages live on one seat show."""
    now = time.time()
    with store.write() as connection:
        connection.execute(sa.update(seats).where(seats.c.id == seat_id).values(last_seen=now))
        if page is not None and not connection.execute(
                sa.update(seat_pages).where(seat_pages.c.seat_id == seat_id, seat_pages.c.page == page)
                .values(last_seen=now)).rowcount:
            connection.execute(seat_pages.insert().values(seat_id=seat_id, page=page, last_seen=now))


def latest_session_of_key(store, key: str) -> str | None:
    """The join code of the newest session not ended that ``key`` controls, or None."""
    query = (sa.select(sessions.c.code).where(sessions.c.key_digest == key_digest(key),
                                              sessions.c.state != ENDED)
             .order_by(sessions.c.created.desc()).limit(1))
    with store.read() as connection:
        return connection.execute(query).scalar()


def read_session(store, session_id: int) -> SessionInfo:
    """The session ``session_id`` as it stands in the store."""
    with store.read() as connection:
        row = connection.execute(session_query().where(sessions.c.id == session_id)).first()
    return _session_info(row)


def open_teacher(store, code, key) -> SessionInfo:
    """The session a teacher key controls; raises TeacherKeyError for a missing or wrong key."""
    normal = normalize_code(code)
    if not isinstance(key, str) or not key:
        raise TeacherKeyError("the teacher key is missing: open the teacher address the server printed")
    row = None
    if normal is not None:
        with store.read() as connection:
            row = connection.execute(session_query().where(sessions.c.code == normal)).first()
    if row is None or not key_matches(key, row.key_digest):
        raise TeacherKeyError("the teacher key does not match this session: nothing can be controlled")
    return _session_info(row)


__all__ = ["CONNECTED_SECONDS", "DEFAULT_HOURS", "ENDED", "LOBBY", "MAX_CLOCK_MINUTES", "MAX_SEATS",
           "MIN_SEATS", "NAME_KEY_LENGTH", "PAUSED", "PLAYING", "WATCH_STEPS_PER_SECOND", "SeatInfo",
           "SessionInfo", "check_name", "create_session", "find_session", "join",
           "minutes_left", "name_key", "open_teacher", "people_decide", "read_session", "seat_of_name",
           "session_query", "set_pacing", "start_option", "start_regime", "touch"]
