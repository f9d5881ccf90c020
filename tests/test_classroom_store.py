"""The classroom store on SQLite and on PostgreSQL: a game kept as its log, one row per
step; the same append twice is harmless, a different one is a MoveConflict; two moves
at once, exactly one lands; every game replays from the store to its digest; an
unreachable or locked store is a one-line StoreError and nothing is written."""

from __future__ import annotations

import sqlite3
import threading

import pytest
import sqlalchemy as sa
from classroom_support import cluster_fixture, play_to_the_end, until_my_decision, where_fixture  # noqa: F401

import landlords
from landlords.classroom import MoveConflict, Store, StoreError, StudentClient, Teacher
from landlords.classroom.entries import encode
from landlords.classroom.schema import game_tables, moves
from landlords.classroom.tablegame import TableGame


def a_game_id(store) -> int:
    """A table row to hang a log on (the moves' game id refers to a table)."""
    teacher = Teacher.create(store, "random-exchange", seats_per_table=2, tables=1)
    with store.read() as connection:
        return connection.execute(sa.select(game_tables.c.id)
                                  .where(game_tables.c.session_id == teacher.session_id)).scalar()


def test_the_same_step_twice_is_harmless_and_a_different_one_conflicts(where):
    store = Store(where)
    game = a_game_id(store)
    assert store.append(game, 1, '["~",[3,4]]', None, "ann") is True
    assert store.append(game, 1, '["~",[3,4]]', None, "bob") is False
    with pytest.raises(MoveConflict) as caught:
        store.append(game, 1, '["~",[6,6]]', None, "cy")
    assert caught.value.step == 1
    assert store.steps_after(game) == [(1, '["~",[3,4]]', None)]


def test_a_run_of_steps_overlapping_the_stored_ones_adds_only_the_new(where):
    store = Store(where)
    game = a_game_id(store)
    store.append_many(game, 1, [("[0,\"a\"]", None), ("[1,\"b\"]", None)], "ann")
    added = store.append_many(game, 1, [("[0,\"a\"]", None), ("[1,\"b\"]", None), ("[0,\"c\"]", '"why"')], "bob")
    assert added == 1
    assert [step for step, _, _ in store.steps_after(game)] == [1, 2, 3]
    with pytest.raises(MoveConflict):
        store.append_many(game, 2, [("[1,\"b\"]", None), ("[1,\"x\"]", None)], "cy")
    assert store.entry_at(game, 3) == "[0,\"c\"]"


@pytest.mark.parametrize("rules, options", [("landlords-1906", {"max_rounds": 8}),
                                            ("monopoly-deal", {"max_turns": 40})])
def test_every_game_replays_from_the_store_to_the_digest_of_the_game_that_made_it(where, rules, options):
    store = Store(where)
    teacher = Teacher.create(store, rules, seats_per_table=3, tables=2, options=options)
    teacher.switch(turn=4) if teacher.rules.regimes else None
    students = [StudentClient.join(store, teacher.code, name) for name in ("Ann", "Bob", "Cy", "Dee")]
    teacher.start()
    play_to_the_end(teacher, students, most=2000)
    teacher.poll()
    for control in teacher.controls:
        fresh = TableGame(Store(where), control.table_id, control.rules, control.options, control.seed,
                          control.players, "checker")
        made = {student.game.digest() for student in students if student.seat.table == control.number}
        assert made == {fresh.digest}
        assert fresh.game.is_over and control.final_digest in (None, fresh.digest)
        assert landlords.replay(fresh.game.record()).digest() == fresh.digest
        if teacher.rules.regimes:
            assert fresh.before_switch is not None and fresh.game.regime == teacher.rules.words.reform


def test_two_moves_at_once_exactly_one_lands_and_nothing_is_lost(where):
    game = a_game_id(Store(where))
    for step in range(1, 21):
        barrier = threading.Barrier(2)
        outcomes = {}

        def move(who: str, barrier=barrier, outcomes=outcomes, step=step) -> None:
            store = Store(where)
            barrier.wait()
            try:
                outcomes[who] = store.append(game, step, encode((0, "pick", who)), None, who)
            except MoveConflict:
                outcomes[who] = "conflict"
            finally:
                store.dispose()

        threads = [threading.Thread(target=move, args=(who,)) for who in ("ann", "bob")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(map(str, outcomes.values())) == ["True", "conflict"]
        winner = next(who for who, done in outcomes.items() if done is True)
        assert Store(where).entry_at(game, step) == encode((0, "pick", winner))
    assert [step for step, _, _ in Store(where).steps_after(game)] == list(range(1, 21))


def test_two_tabs_of_one_seat_moving_at_once_land_one_move_and_both_show_the_store(where):
    store = Store(where)
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=1, options={"max_rounds": 6})
    student = StudentClient.join(store, teacher.code, "Ann")
    teacher.start()
    until_my_decision(teacher, student, choices=2)
    control = student.control
    tabs = [TableGame(Store(where), control.table_id, control.rules, control.options, control.seed,
                      control.players, f"tab {k}") for k in (1, 2)]
    legal = student.game.legal_actions()
    barrier = threading.Barrier(2)
    outcomes = {}

    def move(tab, action) -> None:
        barrier.wait()
        try:
            tab.move(action)
            outcomes[tab.actor] = "landed"
        except MoveConflict:
            outcomes[tab.actor] = "conflict"
        except Exception as error:                     # noqa: BLE001 (shown by the assertion)
            outcomes[tab.actor] = repr(error)

    threads = [threading.Thread(target=move, args=(tab, action))
               for tab, action in zip(tabs, (legal[0], legal[-1]))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes.values()) == ["conflict", "landed"]
    student.refresh()                                  # chance and the bots answer the move
    for tab in tabs:
        tab.refresh()
    assert tabs[0].digest == tabs[1].digest == student.game.digest()


def test_clients_appending_the_same_bots_and_chance_at_once_all_succeed_with_each_step_once(where):
    store = Store(where)
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=4, tables=1, options={"max_rounds": 10})
    teacher.start()                                     # four bots: chance and bots play it all
    teacher.poll(limit=0)
    control = teacher.controls[0]
    tabs = [TableGame(Store(where), control.table_id, control.rules, control.options, control.seed,
                      control.players, f"client {k}") for k in range(3)]
    barrier = threading.Barrier(len(tabs))
    taken = {}

    def advance(tab) -> None:
        barrier.wait()
        taken[tab.actor] = tab.advance(control.plan, control.handed)

    threads = [threading.Thread(target=advance, args=(tab,)) for tab in tabs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(taken) == 3 and all(tab.game.is_over for tab in tabs)
    assert len({tab.digest for tab in tabs}) == 1
    steps = [step for step, _, _ in store.steps_after(control.table_id)]
    assert steps == list(range(1, tabs[0].game.step_count + 1))


def test_an_unreachable_store_is_one_line_and_a_bad_address_too(tmp_path):
    with pytest.raises(StoreError) as caught:
        Store(str(tmp_path / "no" / "such" / "folder" / "class.sqlite"))
    assert "\n" not in str(caught.value)
    with pytest.raises(StoreError) as caught:
        Store("postgresql+psycopg://nobody:secret@127.0.0.1:1/none", timeout=2)
    assert "\n" not in str(caught.value) and "secret" not in str(caught.value)
    with pytest.raises(StoreError):
        Store("nosuchdialect://here")


def test_a_locked_store_is_a_store_error_and_nothing_is_written(tmp_path):
    path = tmp_path / "class.sqlite"
    store = Store(str(path), timeout=0.2)
    game = a_game_id(store)
    locker = sqlite3.connect(path, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError) as caught:
            store.append(game, 1, '["~",[1,1]]', None, "ann")
        assert "locked" in str(caught.value) and "\n" not in str(caught.value)
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert store.steps_after(game) == []


def test_the_sqlite_store_runs_in_wal_mode(tmp_path):
    store = Store(str(tmp_path / "class.sqlite"))
    with store.read() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"


def test_a_step_of_a_game_that_does_not_exist_is_refused(where):
    store = Store(where)
    with pytest.raises(StoreError):
        store.append(987654, 1, '["~",[1,1]]', None, "ann")
    with store.read() as connection:
        assert connection.execute(sa.select(sa.func.count()).select_from(moves)).scalar() == 0
