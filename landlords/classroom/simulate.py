"""Simulated students and a polling teacher, driving the very clients the apps use.

The load benchmark and its bounded test run :func:`simulated_student` in many processes
at once: each joins with a name, waits for its table to start, and makes its seat's
decisions (chosen by a bot of the rule set, as a student would click) through
:class:`~landlords.classroom.client.StudentClient` until the game ends.  Each keeps the
steps its moves landed at and how long each move took, so the checker
(:func:`check_session`) can tell whether any acknowledged move was lost or duplicated and
whether every table replays from the store to its digest.

:func:`same_seat_pairs` opens one seat on two pages and has both make the same move at
the same moment, again and again: how many pairs were acknowledged twice (0 when a move
carries the step it was decided at).
"""

from __future__ import annotations

import threading
import time
from collections import Counter

import sqlalchemy as sa

from landlords.engine.bots import make_bot
from landlords.engine.errors import LandlordsError

from .client import StudentClient
from .entries import encode
from .errors import MoveConflict, StoreError
from .schema import game_tables, moves
from .store import Store
from .tablegame import TableGame
from .teacher import Teacher

#: Seconds a simulated student waits between two looks at the table (a student's page
#: looks about as often).
POLL_SECONDS = 0.1


def simulated_student(where: str, code: str, name: str, deadline: float,
                      poll: float = POLL_SECONDS) -> dict:
    """Join as ``name`` and play the seat to the end of its game (or ``deadline``, a
    ``time.time()``).  Returns ``{"name", "table", "moves": [(step, entry)],
    "latencies", "conflicts", "digest", "over"}``."""
    store = Store(where)
    client = StudentClient.join(store, code, name)
    landed, latencies, conflicts, bots = [], [], 0, {}
    while time.time() < deadline:
        try:
            client.refresh()
        except StoreError:
            time.sleep(poll)
            continue
        game = client.game
        if game is not None and game.is_over:
            break
        if not client.my_turn:
            time.sleep(poll)
            continue
        seat = game.seat_of(client.name)
        if seat not in bots:
            lineup = game.rules.default_lineup
            bots[seat] = make_bot(game.rules, lineup[seat % len(lineup)], game.seed, seat)
        action, _ = bots[seat].decide(game, game.top_frame)
        began = time.perf_counter()
        try:
            client.move(action, answer=False)
        except (MoveConflict, StoreError):
            conflicts += 1
            continue
        latencies.append(time.perf_counter() - began)
        landed.append((client.game.step_count, encode(client.game.last_entry())))
        try:
            client.refresh()                           # the bots and chance answer, as in the app
        except StoreError:
            pass
    game = client.game
    store.dispose()
    return {"name": name, "table": client.seat.table, "moves": landed, "latencies": latencies,
            "conflicts": conflicts, "digest": game.digest() if game is not None else None,
            "over": bool(game is not None and game.is_over)}


def check_session(store, teacher, reports: list[dict]) -> dict:
    """Check a played session against the store: acknowledged moves lost, steps stored
    twice or missing, and tables that do not replay from the store to their digest."""
    lost = 0
    stored = {}
    for control in teacher.controls:
        rows = store.steps_after(control.table_id, 0)
        stored[control.number] = {step: entry for step, entry, _ in rows}
    for report in reports:
        log = stored[report["table"]]
        lost += sum(1 for step, entry in report["moves"] if log.get(step) != entry)
    with store.read() as connection:
        counts = connection.execute(
            sa.select(moves.c.game_id, sa.func.count(), sa.func.count(sa.distinct(moves.c.step)),
                      sa.func.max(moves.c.step))
            .join(game_tables, game_tables.c.id == moves.c.game_id)
            .where(game_tables.c.session_id == teacher.session_id)
            .group_by(moves.c.game_id)).all()
    duplicated = sum(total - distinct for _, total, distinct, _ in counts)
    gaps = sum(last - distinct for _, _, distinct, last in counts)
    replayed, mismatched = 0, []
    for control in teacher.controls:
        fresh = TableGame(store, control.table_id, control.rules, control.options, control.seed,
                          control.players, "checker")
        digests = {report["digest"] for report in reports if report["table"] == control.number}
        final = store_final_digest(store, control.table_id)
        if digests != {fresh.digest} or (fresh.game.is_over and final != fresh.digest):
            mismatched.append(control.number)
        replayed += 1
    return {"lost": lost, "duplicated": duplicated, "gaps": gaps, "tables": replayed,
            "mismatched": mismatched, "steps": sum(len(log) for log in stored.values())}


def store_final_digest(store, table_id: int) -> str | None:
    with store.read() as connection:
        return connection.execute(sa.select(game_tables.c.final_digest)
                                  .where(game_tables.c.id == table_id)).scalar()


def students_choice(game, name: str):
    """What a simulated student at ``name``'s seat picks (a bot of the rule set's line-up)."""
    seat = game.seat_of(name)
    lineup = game.rules.default_lineup
    action, _ = make_bot(game.rules, lineup[seat % len(lineup)], game.seed, seat).decide(game, game.top_frame)
    return action


def until_decision(teacher, client, choices: int = 1, most: int = 3000) -> bool:
    """Play on (the client's student choosing as :func:`students_choice` does, the
    teacher's client letting chance and the bots act) until the student must decide
    among ``choices`` actions or more (True), or his game is over (False).

    Raises:
        RuntimeError: after ``most`` rounds nobody asked him (another person's seat waits).
    """
    client.refresh()
    for _ in range(most):
        if client.game is not None and client.game.is_over:
            return False
        if client.my_turn and len(client.game.legal_actions()) >= choices:
            return True
        if client.my_turn:
            client.move(students_choice(client.game, client.name))
        teacher.poll()
        client.refresh()
    raise RuntimeError(f"{client.name} was not asked to decide (does another person's seat wait?)")


def at_once(pages: list, action, at_step: int | None) -> list[str]:
    """Each page makes ``action`` at the same moment (a barrier), decided at ``at_step``;
    ``"landed"`` or ``"refused"`` per page."""
    barrier = threading.Barrier(len(pages))
    outcomes = []

    def move(page) -> None:
        barrier.wait()
        try:
            page.move(action, at_step=at_step, answer=False)
            outcomes.append("landed")
        except LandlordsError:                       # the move conflicts, or is no longer open
            outcomes.append("refused")

    threads = [threading.Thread(target=move, args=(page,)) for page in pages]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def same_seat_pairs(where: str, rules: str, pairs: int, *, options: dict | None = None,
                    with_step: bool = True) -> dict:
    """One student's seat open on two pages (each a client on a store of its own); at each
    of his decisions both pages make the same move at the same moment, ``pairs`` times
    (new sessions as games end).  ``with_step``: each move carries the step it was
    decided at (as the student app's do); without, it is taken at whatever step the game
    has reached.

    Returns ``{"pairs", "twice"`` (both acknowledged), ``"once"``, ``"neither"``,
    ``"games"``, ``"seconds"}``.
    """
    counts: Counter[int] = Counter()
    games, began = 0, time.perf_counter()
    while sum(counts.values()) < pairs:
        store = Store(where)
        teacher = Teacher.create(store, rules, seats_per_table=2, tables=1, options=options)
        page = StudentClient.join(Store(where), teacher.code, "Ann")
        other = StudentClient.join(Store(where), teacher.code, "Ann", resume=page.resume_code)
        teacher.start()
        games += 1
        while sum(counts.values()) < pairs and until_decision(teacher, page):
            other.refresh()
            step = page.game.step_count
            outcomes = at_once([page, other], students_choice(page.game, "Ann"), step if with_step else None)
            counts[outcomes.count("landed")] += 1
        for client in (page, other):
            client.store.dispose()
        store.dispose()
    return {"pairs": sum(counts.values()), "twice": counts[2], "once": counts[1], "neither": counts[0],
            "games": games, "seconds": time.perf_counter() - began}


def percentile(values: list[float], share: float) -> float | None:
    """The ``share`` quantile of ``values`` (nearest rank), or None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))
    return ordered[rank]





def run_class(where: str, rules: str, *, students: int, tables: int, options: dict | None = None,
              switch_turn: int | None = None, timeout: float = 600.0, poll: float = 0.5) -> dict:
    """A whole class: a teacher makes a session of ``tables`` tables, ``students``
    simulated students join at once (one process each) and play to the end while the
    teacher polls the tables and the results; then everything is checked.

    Returns the figures: ``lost``, ``duplicated``, ``gaps``, ``mismatched`` (tables not
    replaying to their digest), ``moves``, ``median``/``p95`` move latency in seconds,
    ``conflicts``, ``polls``, ``seconds``, ``steps``, ``over`` (students whose game ended).
    """
    import multiprocessing

    store = Store(where)
    seats = -(-students // tables)
    teacher = Teacher.create(store, rules, seats_per_table=seats, tables=tables, options=options)
    if switch_turn is not None:
        teacher.switch(turn=switch_turn)
    deadline = time.time() + timeout
    began = time.perf_counter()
    context = multiprocessing.get_context("fork")
    with context.Pool(students) as pool:
        pending = [pool.apply_async(simulated_student, (where, teacher.code, f"Student {k + 1}", deadline))
                   for k in range(students)]
        while sum(row["player"] == "student" for row in teacher.lobby()) < students:
            if time.time() > deadline:
                raise TimeoutError("the students did not all join in time")
            time.sleep(0.05)
        teacher.start()
        polls = 0
        while not all(job.ready() for job in pending):
            teacher.poll()
            teacher.results()
            polls += 1
            time.sleep(poll)
        reports = [job.get() for job in pending]
    seconds = time.perf_counter() - began
    teacher.poll()
    figures = check_session(store, teacher, reports)
    latencies = [value for report in reports for value in report["latencies"]]
    figures.update(moves=len(latencies), median=percentile(latencies, 0.5), p95=percentile(latencies, 0.95),
                   conflicts=sum(report["conflicts"] for report in reports), polls=polls,
                   seconds=seconds, over=sum(report["over"] for report in reports),
                   students=students, tables=tables, store=store.url)
    store.dispose()
    return figures



__all__ = ["POLL_SECONDS", "at_once", "check_session", "percentile", "run_class", "same_seat_pairs",
           "simulated_student", "students_choice", "until_decision"]
