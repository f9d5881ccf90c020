"""What the classroom tests share: a student's choice, playing a class to its end, and a
temporary PostgreSQL cluster (the test skipped, saying why, where there is none)."""

from __future__ import annotations

import contextlib

import pytest

from landlords.classroom.pgcluster import TempCluster, find_bindir
from landlords.engine.bots import make_bot


def a_students_choice(game, name: str):
    """What a student at ``name``'s seat picks (a bot of the rule set's line-up chooses)."""
    seat = game.seat_of(name)
    lineup = game.rules.default_lineup
    action, _ = make_bot(game.rules, lineup[seat % len(lineup)], game.seed, seat).decide(game, game.top_frame)
    return action


def play_to_the_end(teacher, students, most: int = 3000) -> None:
    """Each student moves when it is his turn (the teacher's client looking on meanwhile)
    until every student's game is over; fails if they are not over after ``most`` rounds."""
    for _ in range(most):
        moved = False
        for student in students:
            student.refresh()
            if student.my_turn:
                student.move(a_students_choice(student.game, student.name))
                moved = True
        if all(student.game is not None and student.game.is_over for student in students):
            return
        if not moved:
            teacher.poll()
    raise AssertionError("the games did not end")


@contextlib.contextmanager
def running_cluster(skipped: str):
    """A temporary PostgreSQL cluster, running.  Where PostgreSQL is not installed or cannot
    run, the test is skipped with a reason that ends in ``skipped`` ("its store tests are
    skipped")."""
    if find_bindir() is None:
        pytest.skip(f"PostgreSQL is not installed (no initdb or pg_ctl): {skipped}")
    try:
        cluster = TempCluster()
    except FileNotFoundError as error:
        pytest.skip(f"PostgreSQL cannot run here: {error}")
    with cluster as running:
        yield running
