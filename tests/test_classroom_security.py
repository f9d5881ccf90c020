"""Issue 26 in the classroom's own layer, on SQLite and on PostgreSQL: a seat belongs to
its student (a name alone never takes it; its resume code or the teacher's approval
does); a move carries the step it was decided at (a stale click is refused, and of two
moves made at once on one seat exactly one lands, even the same action twice); wrong
codes slow an address down and then lock it out; a name whose folded form is long is
seated on every store; the SQLite store syncs every commit."""

from __future__ import annotations

import sqlite3
import time

import pytest
import sqlalchemy as sa
from classroom_support import a_students_choice, cluster_fixture, until_my_decision, where_fixture  # noqa: F401

from landlords.classroom import (
    ClassroomError,
    JoinError,
    MoveConflict,
    NameTaken,
    ResumeRefused,
    Store,
    StudentClient,
    Teacher,
    TooManyWrongCodes,
    UnknownCode,
    WrongResumeCode,
    door,
)
from landlords.classroom.schema import wrong_codes
from landlords.classroom.simulate import same_seat_pairs

SHORT = {"max_rounds": 30}


def a_class(where, *names, start: bool = True):
    """A session of one table of two seats (started, unless not ``start``) and its
    students' clients (each on a store of its own, as each page is a kernel of its own)."""
    store = Store(where)
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=1, options=SHORT)
    students = [StudentClient.join(Store(where), teacher.code, name) for name in names]
    if start:
        teacher.start()
    return store, teacher, students


# ---------------------------------------------------------------------- D1: a seat is its student's
def test_a_name_alone_never_takes_a_seat_and_the_resume_code_does(where):
    store, teacher, (ann, bob) = a_class(where, "Ann", "Bob")
    assert len(ann.resume_code) == 8 and ann.resume_code != bob.resume_code
    with pytest.raises(NameTaken):
        StudentClient.join(store, teacher.code, "ann")
    for k, wrong in enumerate((True, "ACDEFGHK", "not a code", bob.resume_code)):
        with pytest.raises(JoinError) as caught:
            StudentClient.join(store, teacher.code, "Ann", resume=wrong, address=f"10.0.0.{k}")
        assert "resume code" in str(caught.value)
    assert StudentClient.join(store, teacher.code, "Ann", resume=ann.resume_code).seat == ann.seat
    with pytest.raises(WrongResumeCode, match="nobody called"):
        StudentClient.join(store, teacher.code, "Zed", resume=ann.resume_code)


def test_the_store_keeps_no_resume_code_and_no_teacher_key(tmp_path):
    path = tmp_path / "class.sqlite"
    _, teacher, (ann,) = a_class(str(path), "Ann")
    held = path.read_bytes() + (tmp_path / "class.sqlite-wal").read_bytes()
    assert ann.resume_code.encode() not in held and teacher.key.encode() not in held


def test_the_teacher_lets_a_student_without_his_code_back_in_or_refuses(where):
    store, teacher, (ann, _bob) = a_class(where, "Ann", "Bob")
    ticket = StudentClient.ask_teacher(store, teacher.code, "ann", address="192.168.1.57")
    [request] = teacher.resume_requests()
    assert (request["name"], request["table"], request["address"]) == ("Ann", 1, "192.168.1.57")
    assert StudentClient.claim(store, ticket) is None                   # nobody answered yet
    teacher.refuse(request["id"])
    with pytest.raises(ResumeRefused):
        StudentClient.claim(store, ticket)
    assert teacher.resume_requests() == []
    ticket = StudentClient.ask_teacher(store, teacher.code, "Ann")
    teacher.let_in(teacher.resume_requests()[0]["id"])
    back = StudentClient.claim(store, ticket)
    assert back.seat == ann.seat and back.resume_code not in (None, ann.resume_code)
    with pytest.raises(ResumeRefused):
        StudentClient.claim(store, ticket)                               # a ticket takes the seat once
    with pytest.raises(WrongResumeCode):
        StudentClient.join(store, teacher.code, "Ann", resume=ann.resume_code)   # the old code is void
    assert StudentClient.join(store, teacher.code, "Ann", resume=back.resume_code).seat == ann.seat
    with pytest.raises(JoinError, match="nobody called"):
        StudentClient.ask_teacher(store, teacher.code, "Zed")
    with pytest.raises(ClassroomError):
        teacher.let_in(987654)


def test_a_seat_open_on_two_pages_shows_in_the_lobby(tmp_path):
    where = str(tmp_path / "class.sqlite")
    _, teacher, (ann, _bob) = a_class(where, "Ann", "Bob")
    pages = {row["name"]: row["pages"] for row in teacher.lobby()}
    assert pages == {"Ann": 1, "Bob": 1}
    StudentClient.join(Store(where), teacher.code, "Ann", resume=ann.resume_code)
    assert {row["name"]: row["pages"] for row in teacher.lobby()} == {"Ann": 2, "Bob": 1}


# ---------------------------------------------------------------------- D2: a stale click never lands
def test_a_move_decided_at_a_step_the_game_has_left_is_refused(where):
    store, teacher, (ann,) = a_class(where, "Ann")
    other = StudentClient.join(Store(where), teacher.code, "Ann", resume=ann.resume_code)
    until_my_decision(teacher, ann)
    step = ann.game.step_count
    other.refresh()
    assert other.game.step_count == step and other.my_turn
    action = a_students_choice(ann.game, "Ann")
    ann.move(action, at_step=step)
    kept = store.steps_after(ann.seat.table_id)
    with pytest.raises(MoveConflict, match="no longer open") as caught:
        other.move(action, at_step=step)
    assert caught.value.step == step + 1
    assert store.steps_after(ann.seat.table_id) == kept                 # nothing written
    assert other.game.digest() == ann.game.digest()                     # the page shows the store's game
    until_my_decision(teacher, ann)                                      # the seat decides again, later
    with pytest.raises(MoveConflict):
        other.move(a_students_choice(ann.game, "Ann"), at_step=step)     # a click drawn long ago


def test_of_two_same_moves_at_once_on_one_seat_exactly_one_lands(where):
    figures = same_seat_pairs(where, "landlords-1906", 8, options=SHORT)   # one intent, on two pages
    assert (figures["pairs"], figures["once"], figures["twice"], figures["neither"]) == (8, 8, 0, 0)


# ---------------------------------------------------------------------- D5: the door
def wrong_codes_at(store, address: str, times: list[float]) -> None:
    with store.write() as connection:
        for at in times:
            connection.execute(wrong_codes.insert().values(address=address, what="join code", at=at))


def test_wrong_codes_slow_an_address_down_and_then_lock_it_out(tmp_path):
    store, teacher, _ = a_class(str(tmp_path / "class.sqlite"), start=False)
    for _ in range(door.FREE_TRIES):
        with pytest.raises(UnknownCode):
            StudentClient.join(store, "ACDEFG" if teacher.code != "ACDEFG" else "GFEDCA", "Eve", address="10.0.0.66")
    with pytest.raises(TooManyWrongCodes) as caught:                     # even the right code waits now
        StudentClient.join(store, teacher.code, "Eve", address="10.0.0.66")
    assert not caught.value.locked and 0 < caught.value.wait <= 1
    assert StudentClient.join(store, teacher.code, "Ann", address="10.0.0.7").name == "Ann"  # others are not slowed
    now = time.time()
    wrong_codes_at(store, "10.0.0.66", [now - 300 + k for k in range(door.LOCKOUT - door.FREE_TRIES)])
    with pytest.raises(TooManyWrongCodes) as caught:
        StudentClient.join(store, teacher.code, "Eve", address="10.0.0.66")
    assert caught.value.locked and "minute" in str(caught.value)
    [row] = [row for row in teacher.door() if row["address"] == "10.0.0.66"]
    assert row["wrong"] == door.LOCKOUT and row["locked_seconds"] > 0
    with pytest.raises(TooManyWrongCodes):
        StudentClient.ask_teacher(store, teacher.code, "Ann", address="10.0.0.66")
    teacher.unlock("10.0.0.66")
    assert StudentClient.join(store, teacher.code, "Eve", address="10.0.0.66").name == "Eve"


def test_wrong_resume_codes_count_at_the_door_and_old_ones_are_forgotten(tmp_path):
    store, teacher, (ann,) = a_class(str(tmp_path / "class.sqlite"), "Ann", start=False)
    for _ in range(door.FREE_TRIES):
        with pytest.raises(WrongResumeCode):
            StudentClient.join(store, teacher.code, "Ann", resume="ACDEFGHK", address="10.0.0.66")
    with pytest.raises(TooManyWrongCodes):
        StudentClient.join(store, teacher.code, "Ann", resume=ann.resume_code, address="10.0.0.66")
    with store.write() as connection:                                    # ten minutes later
        connection.execute(sa.update(wrong_codes).values(at=wrong_codes.c.at - door.WINDOW))
    assert StudentClient.join(store, teacher.code, "Ann", resume=ann.resume_code, address="10.0.0.66")
    assert teacher.door() == []


def test_right_codes_are_never_slowed_down(tmp_path):
    store = Store(str(tmp_path / "class.sqlite"))
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=5, tables=6)
    for number in range(30):                                             # a class on one address
        StudentClient.join(store, teacher.code, f"Student {number + 1}", address="127.0.0.1")
    assert teacher.door() == []


# ---------------------------------------------------------------------- D9, and the store's durability
def test_a_name_whose_folded_form_is_long_is_seated_on_every_store(where):
    store = Store(where)
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=4, tables=1)
    long_name = "ß" * 40
    seated = StudentClient.join(store, teacher.code, long_name)
    assert seated.name == long_name
    other = StudentClient.join(store, teacher.code, "ß" * 39 + "x")       # two long names stay two
    assert other.seat != seated.seat
    with pytest.raises(NameTaken):
        StudentClient.join(store, teacher.code, "\u1e9e" * 40)          # capital sharp s: the same name, folded
    assert StudentClient.join(store, teacher.code, long_name, resume=seated.resume_code).seat == seated.seat


def test_the_sqlite_store_syncs_every_commit_unless_asked_not_to(tmp_path):
    path = tmp_path / "class.sqlite"
    for store, level in ((Store(str(path)), 2), (Store(str(path), durable=False), 1)):
        with store.read() as connection:
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == level   # 2: FULL, 1: NORMAL
    sqlite3.connect(path).close()
