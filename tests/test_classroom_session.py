"""Class sessions on an SQLite store: join codes and teacher keys, seats and resuming,
the bad input of issue 17 (wrong or expired code, a name already seated, a full table,
a wrong key), pause, the planned switch of rules, a seat handed to a bot, prompts,
results and the export."""

from __future__ import annotations

import io
import json
import time
import zipfile

import pandas as pd
import pytest
import sqlalchemy as sa
from classroom_support import play_to_the_end

import landlords
from landlords.classroom import (
    ExpiredCode,
    JoinError,
    NameTaken,
    NotYourTurn,
    SessionEnded,
    SessionPaused,
    Store,
    StudentClient,
    TableFull,
    Teacher,
    TeacherKeyError,
    UnknownCode,
)
from landlords.classroom.codes import CODE_ALPHABET, CODE_LENGTH, key_digest, key_matches, normalize_code
from landlords.classroom.schema import sessions

SHORT = {"max_rounds": 8}


@pytest.fixture
def store(tmp_path):
    return Store(str(tmp_path / "class.sqlite"))


def test_a_large_class_of_bots_starts_every_table_with_names_of_their_own(store):
    """40 tables of six with nobody seated: 240 bot seats, each with its own name
    (a fixed list of 60 names once ran out: IndexError)."""
    from landlords.classroom.schema import game_tables
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=6, tables=40)
    assert teacher.start() == list(range(1, 41))
    with store.read() as connection:
        rows = connection.execute(sa.select(game_tables.c.players)
                                  .where(game_tables.c.session_id == teacher.session_id)).all()
    names = [player["name"] for row in rows for player in json.loads(row.players)]
    assert len(names) == 240 and len(set(names)) == 240
    assert all(player["bot"] for row in rows for player in json.loads(row.players))


def test_a_join_code_is_short_unambiguous_and_forgiving(store):
    teacher = Teacher.create(store, "landlords-1906")
    code = teacher.code
    assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert not set("0O1IL5S2Z8B") & set(CODE_ALPHABET)
    assert normalize_code(f" {code[:3].lower()}-{code[3:]} ") == code
    assert normalize_code("ABC") is None and normalize_code(None) is None


def test_the_teacher_key_is_kept_only_as_its_digest_and_checked(store):
    teacher = Teacher.create(store, "landlords-1906")
    with store.read() as connection:
        row = connection.execute(sa.select(sessions).where(sessions.c.code == teacher.code)).first()
    assert teacher.key not in json.dumps([str(value) for value in row])
    assert row.key_digest == key_digest(teacher.key) and key_matches(teacher.key, row.key_digest)
    assert Teacher(store, teacher.code, teacher.key).session_id == teacher.session_id
    for wrong in ("", None, teacher.key[:-1] + ("A" if teacher.key[-1] != "A" else "B")):
        with pytest.raises(TeacherKeyError):
            Teacher(store, teacher.code, wrong)


def test_joining_gives_a_seat_and_its_resume_code_takes_it_back(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=2)
    ann = StudentClient.join(store, teacher.code, "Ann")
    bob = StudentClient.join(store, teacher.code.lower(), "Bob")
    cy = StudentClient.join(store, teacher.code, "Cy")
    assert (ann.seat.table, ann.seat.seat, bob.seat.table, bob.seat.seat, cy.seat.table) == (1, 0, 1, 1, 2)
    with pytest.raises(NameTaken) as caught:
        StudentClient.join(store, teacher.code, "ann")
    assert caught.value.table == 1 and "resume" in str(caught.value)
    written = f" {ann.resume_code[:4].lower()}-{ann.resume_code[4:]} "     # as written down
    again = StudentClient.join(store, teacher.code, "Ann", resume=written)
    assert again.seat == ann.seat and again.resume_code is None


def test_bad_codes_names_and_full_tables_are_refused_with_a_clear_message(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=1)
    with pytest.raises(UnknownCode, match="not a join code"):
        StudentClient.join(store, "hello", "Ann")
    free = next(code for code in ("ACDEFG", "GFEDCA", "KKKKKK") if code != teacher.code)
    with pytest.raises(UnknownCode, match="no class session"):
        StudentClient.join(store, free, "Ann")
    for name in ("", "   ", "A\x00nn", "x" * 41, "treasury", "chance", 7):
        with pytest.raises(JoinError):
            StudentClient.join(store, teacher.code, name)
    StudentClient.join(store, teacher.code, "Ann")
    StudentClient.join(store, teacher.code, "Bob")
    with pytest.raises(TableFull):
        StudentClient.join(store, teacher.code, "Cy")
    with pytest.raises(TableFull):
        StudentClient.join(store, teacher.code, "Cy", table=7)
    assert teacher.add_table() == 2
    assert StudentClient.join(store, teacher.code, "Cy").seat.table == 2


def test_an_ended_or_expired_session_refuses_its_code(store):
    ended = Teacher.create(store, "landlords-1906")
    ended.end()
    with pytest.raises(ExpiredCode):
        StudentClient.join(store, ended.code, "Ann")
    with pytest.raises(SessionEnded):
        ended.start()
    expired = Teacher.create(store, "landlords-1906", hours=-1)
    with pytest.raises(ExpiredCode):
        StudentClient.join(store, expired.code, "Ann")


def test_bad_settings_make_no_session(store):
    for settings in ({"seats_per_table": 1}, {"seats_per_table": 7}, {"tables": 0},
                     {"bots": "nobody"}, {"options": {"no_such_option": 1}}):
        with pytest.raises(landlords.LandlordsError):
            Teacher.create(store, "landlords-1906", **settings)
    with store.read() as connection:
        assert connection.execute(sa.select(sa.func.count()).select_from(sessions)).scalar() == 0


def test_a_started_table_seats_bots_in_its_empty_seats_and_plays(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=3, tables=1, bots="cautious",
                             options=SHORT)
    ann = StudentClient.join(store, teacher.code, "Ann")
    with pytest.raises(landlords.LandlordsError):
        ann.move(("throw",))
    teacher.start()
    ann.refresh()
    game = ann.game
    assert game.players[0] == "Ann" and not game.is_bot("Ann")
    assert [game.bot_names.get(name) for name in game.players[1:]] == ["cautious", "cautious"]
    assert {row["player"] for row in teacher.lobby()} == {"student", "bot"}
    play_to_the_end(teacher, [ann])
    assert ann.game.is_over


def test_a_paused_session_takes_no_move_until_it_resumes(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, options=SHORT)
    ann = StudentClient.join(store, teacher.code, "Ann")
    teacher.start()
    ann.refresh()
    while not ann.my_turn:
        teacher.poll()
        ann.refresh()
    teacher.pause()
    steps = ann.game.step_count
    with pytest.raises(SessionPaused):
        ann.move(ann.game.legal_actions()[0])
    teacher.poll()
    ann.refresh()
    assert ann.game.step_count == steps
    teacher.resume()
    ann.move(ann.game.legal_actions()[0])
    assert ann.game.step_count > steps


def test_every_table_switches_at_the_planned_turn_and_the_results_split_there(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=2, options=SHORT)
    students = [StudentClient.join(store, teacher.code, name) for name in ("Ann", "Bob", "Cy")]
    teacher.switch(turn=5)
    teacher.start()
    play_to_the_end(teacher, students)
    teacher.poll()
    reform = teacher.rules.words.reform
    for table in teacher.tables.values():
        switches = [event for event in table.game.events if event.kind == "rules_switched"]
        assert [event.turn for event in switches] == [5] and table.game.regime == reform
        assert table.before_switch["turn"] == 5
    results = teacher.results()
    assert {row["phase"] for row in results} == {"before the switch", "after the switch"}
    assert {row["table"] for row in results} == {1, 2, "class"}
    for row in results:
        assert 0 <= row["gini"] < 1 and row["turns"] >= 0
        for measure in teacher.rules.measures:
            assert row[measure] is not None


def test_switching_now_takes_effect_at_the_next_step(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, options=SHORT)
    ann = StudentClient.join(store, teacher.code, "Ann")
    teacher.start()
    ann.refresh()
    assert ann.game.regime != teacher.rules.words.reform
    teacher.switch()
    ann.refresh()
    assert ann.game.regime == teacher.rules.words.reform


def test_a_vanished_students_seat_is_handed_to_a_bot_and_the_game_goes_on(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, options=SHORT)
    ann = StudentClient.join(store, teacher.code, "Ann")
    bob = StudentClient.join(store, teacher.code, "Bob")
    teacher.start()
    teacher.hand_to_bot("Bob")
    assert [row["player"] for row in teacher.lobby()] == ["student", "bot"]
    bob.refresh()
    assert bob.handed_to_bot and not bob.my_turn
    play_to_the_end(teacher, [ann])
    assert ann.game.is_over
    with pytest.raises(NotYourTurn):
        bob.move(("throw",))
    with pytest.raises(landlords.LandlordsError):
        teacher.hand_to_bot("Nobody")


def test_predictions_results_and_the_export_hold_the_whole_class(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=2, options=SHORT)
    students = [StudentClient.join(store, teacher.code, name) for name in ("Ann", "Bob", "Cy")]
    teacher.set_prompts([{"key": "gini", "text": "Will the single tax make wealth more equal?"}])
    students[0].predict("gini", "yes, more equal")
    students[0].predict("gini", "yes, much more equal")
    with pytest.raises(landlords.LandlordsError):
        students[1].predict("unknown", "no")
    teacher.switch(turn=4)
    teacher.start()
    play_to_the_end(teacher, students)
    assert [(row["name"], row["answer"]) for row in teacher.predictions()] == [("Ann", "yes, much more equal")]
    archive = zipfile.ZipFile(io.BytesIO(teacher.export()))
    names = set(archive.namelist())
    for stem in ("table-1.ledger", "table-1.history", "table-2.history", "seats", "results", "predictions"):
        assert {f"{stem}.csv", f"{stem}.parquet"} <= names
    for number, table in teacher.tables.items():
        record = landlords.load_record(archive.read(f"table-{number}.record.json"))
        assert landlords.replay(record).digest() == table.digest
    history = pd.read_parquet(io.BytesIO(archive.read("table-1.history.parquet")))
    assert len(history) == len(teacher.tables[1].game.history())
    answers = pd.read_csv(io.BytesIO(archive.read("predictions.csv")))
    assert list(answers["answer"]) == ["yes, much more equal"]


def test_without_pyarrow_the_export_is_csv_and_says_why(store, monkeypatch):
    from landlords.classroom import export
    monkeypatch.setattr(export, "writes_parquet", lambda: False)
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, options=SHORT)
    teacher.start()
    archive = zipfile.ZipFile(io.BytesIO(teacher.export()))
    names = set(archive.namelist())
    assert "table-1.history.csv" in names and not any(name.endswith(".parquet") for name in names)
    assert "pyarrow" in archive.read("PARQUET.txt").decode()


def test_the_lobby_shows_who_is_connected(store):
    teacher = Teacher.create(store, "landlords-1906", seats_per_table=2)
    StudentClient.join(store, teacher.code, "Ann")
    rows = teacher.lobby()
    assert rows[0]["name"] == "Ann" and rows[0]["connected"] is True
    assert rows[1]["name"] is None and rows[1]["player"] == "bot"
    with store.write() as connection:
        from landlords.classroom.schema import seats
        connection.execute(sa.update(seats).values(last_seen=time.time() - 3600))
    assert teacher.lobby()[0]["connected"] is False
