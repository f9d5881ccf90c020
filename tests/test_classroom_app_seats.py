"""The class apps guard the seats (issue 26), without a browser, through the buttons'
own handlers: a name typed on another page does not take a seat (its resume code or the
teacher's "Let in" does); the browser keeps the code, so a page opened again takes the
seat back; a choice drawn before another page of the seat moved says it is no longer
open; wrong codes make the page wait, and the teacher sees them at the door."""

from __future__ import annotations

import re

import pytest
from ui_fixtures import buttons, click

from landlords.classroom import StudentClient
from landlords.ui.classroom_student import StudentApp
from landlords.ui.classroom_teacher import KEY_VARIABLE, TeacherApp
from landlords.ui.serve import CLIENT_ENV

KEY = "a-teacher-key-for-the-tests-only"


@pytest.fixture
def where(tmp_path, monkeypatch):
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
    monkeypatch.delenv(CLIENT_ENV, raising=False)
    return str(tmp_path / "class.sqlite")


def a_session(where, seats: int = 2) -> TeacherApp:
    teacher = TeacherApp(where, key=KEY, look_every=0)
    teacher.create("landlords-1906", seats_per_table=seats, tables=1, options={"max_rounds": 30})
    return teacher


def page(where) -> StudentApp:
    return StudentApp(where, look_every=0)


def test_a_name_typed_on_another_page_takes_no_seat_until_the_teacher_lets_it_in(where):
    teacher = a_session(where)
    code = teacher.teacher.code
    ann = page(where)
    ann.join(code, "Ann")
    shown = re.search(r"resume code is ([A-Z0-9]{4}-[A-Z0-9]{4})", ann._message.value).group(1)
    assert shown.replace("-", "") == ann.client.resume_code
    impostor = page(where)
    impostor._code.value, impostor._name.value = code, "Ann"
    click(impostor, "Join")
    assert impostor.client is None and "resume code" in impostor._message.value
    click(impostor, "Resume my seat")                                 # no code typed
    impostor._resume_code.value = "ACDE-FGHK"
    click(impostor, "Resume my seat")
    assert impostor.client is None and "does not open" in impostor._message.value
    click(impostor, "Ask my teacher to let me in")
    impostor.look()
    assert impostor.client is None and "asked" in impostor._message.value
    teacher.look()
    assert [label for label, _ in teacher._requests.options] and "Ann (table 1)" in teacher._requests.options[0][0]
    click(teacher, "Refuse")
    impostor.look()
    assert impostor.client is None and "did not let" in impostor._message.value
    click(impostor, "Ask my teacher to let me in")
    teacher.look()
    click(teacher, "Let in")
    impostor.look()
    assert impostor.client.seat == ann.client.seat and "resume code is" in impostor._message.value
    teacher.look()
    assert not buttons(teacher, "Let in")                               # nothing waits any more


def test_the_browser_keeps_the_code_and_a_page_opened_again_takes_the_seat_back(where):
    teacher = a_session(where)
    code = teacher.teacher.code
    ann = page(where)
    ann.join(code.lower(), "Ann")
    assert ann._keeper.seat == {"code": code, "name": "Ann", "resume": ann.client.resume_code}
    again = page(where)                                              # the same browser, a new page
    again._keeper.kept = {"junk": "not a seat", "KKKKKK": {"name": 7, "resume": None},
                          code: {"name": "Ann", "resume": ann.client.resume_code, "at": 1}}
    assert (again._code.value, again._name.value) == ("", "")           # nothing filled in for the next one
    again._code.value, again._name.value = code, "ann"
    click(again, "Join")
    assert again.client.seat == ann.client.seat and "Welcome back" in again._message.value
    elsewhere = page(where)                                          # another browser keeps nothing
    elsewhere.join(code, "Ann")
    assert elsewhere.client is None and buttons(elsewhere, "Resume my seat")
    shared = page(where)                                             # a computer others use
    shared._remember.value = False
    shared.join(code, "Bob")
    assert shared._keeper.seat == {} and "browser remembers" not in shared._message.value


def test_a_choice_drawn_before_another_page_moved_is_no_longer_open(where):
    teacher = a_session(where)
    code = teacher.teacher.code
    ann = page(where)
    ann.join(code, "Ann")
    other = page(where)
    other.join(code, "Ann", resume=ann.client.resume_code)
    click(teacher, "Start")
    for _ in range(400):
        ann.look()
        if ann.choices():
            break
        teacher.look()
    other.look()
    step = other.game.step_count
    assert ann.game.step_count == step and other.choices()
    ann.decide(ann.choices()[0])
    moved = ann.game.step_count
    other._decide(step, other.choices()[0])                          # a button drawn at the old step
    assert "no longer open" in other._message.value
    assert other.game.step_count >= moved and other.game.digest() == StudentClient.join(
        ann.store, code, "Ann", resume=ann.client.resume_code).game.digest()
    teacher.look()
    assert "open on 3 pages" in teacher._lobby.value                 # two pages and the check above


def test_wrong_codes_make_the_page_wait_and_the_teacher_sees_them_at_the_door(where, monkeypatch):
    teacher = a_session(where)
    monkeypatch.setenv(CLIENT_ENV, "10.1.2.3")                        # what serve tells a page's kernel
    stranger = page(where)
    wrong = "ACDEFG" if teacher.teacher.code != "ACDEFG" else "GFEDCA"
    for _ in range(4):
        stranger._code.value, stranger._name.value = wrong, "Eve"
        click(stranger, "Join")
    assert stranger.client is None and "wait" in stranger._message.value
    teacher.look()
    assert "10.1.2.3" in teacher._door.value and "slowed down" in teacher._door.value
    click(teacher, "Let it try again")
    assert "10.1.2.3" not in teacher._door.value
    stranger.join(teacher.teacher.code, "Eve")
    assert stranger.client is not None


def test_only_pages_on_screen_count_as_a_seats_live_pages(where):
    import sqlalchemy as sa

    from landlords.classroom.schema import seat_pages

    teacher = a_session(where)
    code = teacher.teacher.code
    ann, closed = page(where), page(where)
    ann.join(code, "Ann")
    closed.join(code, "Ann", resume=ann.client.resume_code)
    ann._keeper._on_message(ann._keeper, {"event": "here"}, [])   # the page says it is there
    assert ann.client.page_live() and not closed.client.page_live()   # a closed tab's kernel says nothing
    with ann.store.write() as connection:                          # a minute later
        connection.execute(sa.update(seat_pages).values(last_seen=seat_pages.c.last_seen - 60))
    for app in (ann, closed):
        app.client._touched = 0.0
        app.look()
    teacher.look()
    assert "open on" not in teacher._lobby.value and [row["pages"] for row in teacher.teacher.lobby()
                                                       if row["name"] == "Ann"] == [1]
