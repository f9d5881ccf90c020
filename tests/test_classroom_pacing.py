"""Pacing and treatments in the teacher's hands (issue 25): the session's options reach
every table's game (its length, the advanced rules, the rules at the start); the bots
finish every table through the normal polls, at a pace the students' pages see, the
students still named; each table its treatment (its own rules throughout, the reform
from the start, a switch at a turn), bad treatments refused with the store unchanged;
the class clock; rules in which nobody decides are watched."""

from __future__ import annotations

import io
import json
import time
import zipfile

import pandas as pd
import pytest
import sqlalchemy as sa
from classroom_support import play_to_the_end
from ui_fixtures import buttons, click

import landlords
from landlords.classroom import SessionEnded, Store, StudentClient, Teacher
from landlords.classroom.control import read_controls, read_treatment
from landlords.classroom.schema import game_tables, pacing, sessions
from landlords.classroom.session import find_session, minutes_left, people_decide, read_session
from landlords.classroom.teacher import TreatmentError
from landlords.engine.errors import OptionError
from landlords.engine.registry import find_rules

RULES = "landlords-1906"
SEEDS = [11, 12, 13]


@pytest.fixture
def store(tmp_path):
    return Store(str(tmp_path / "class.sqlite"))


def poll_until_over(teacher, most: int = 400, limit: int | None = None) -> int:
    """Poll as the teacher page does until every table's game is over; returns the polls."""
    for polls in range(1, most + 1):
        teacher.poll(limit=limit)
        if teacher.all_over:
            return polls
        time.sleep(0.02)
    raise AssertionError("the games did not end")


def regime_by_turn(game) -> dict[int, str]:
    history = game.history()
    return dict(zip(history["turn"], history["regime"], strict=True))


def test_the_sessions_length_and_advanced_rules_reach_every_tables_game(store):
    options = {"end": "rounds", "end_rounds": 3, "advanced": True}
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2, options=options, seeds=SEEDS[:2])
    students = [StudentClient.join(store, teacher.code, name) for name in ("Ann", "Bob", "Cy")]
    teacher.start()
    play_to_the_end(teacher, students)
    teacher.poll()
    for table in teacher.tables.values():
        game = table.game
        assert game.is_over and game.options["advanced"] is True
        assert game.outcome.termination.value == "rounds" and game.round == 3
        record = game.record()
        assert record.options["end"] == "rounds" and record.options["end_rounds"] == 3
        assert landlords.replay(record).digest() == game.digest()
    # the same class with the rule set's own end plays longer than three rounds
    longer = Teacher.create(store, RULES, seats_per_table=2, tables=1, bots="cautious",
                            options={"max_rounds": 6}, seeds=SEEDS[:1])
    longer.start()
    poll_until_over(longer)
    assert longer.tables[1].game.round > 3


def test_options_that_do_not_fit_the_seats_are_refused_and_nothing_is_made(store):
    with pytest.raises(landlords.LandlordsError):
        Teacher.create(store, RULES, seats_per_table=3, options={"beginners_opening": True})
    with store.read() as connection:
        assert connection.execute(sa.select(sa.func.count()).select_from(sessions)).scalar() == 0


def test_the_bots_finish_every_table_through_polls_and_the_students_stay_named(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2, options={"max_rounds": 40}, seeds=SEEDS[:2])
    students = [StudentClient.join(store, teacher.code, name) for name in ("Ann", "Bob", "Cy")]
    teacher.start()
    for student in students:                             # a few moves: the class has begun
        student.refresh()
        if student.my_turn:
            student.move(student.game.legal_actions()[0])
    teacher.pause()
    teacher.poll()
    steps = {number: table.game.step_count for number, table in teacher.tables.items()}
    playing = teacher.finish_with_bots(steps_per_second=150)
    assert playing == [1, 2] and teacher.state == "playing"
    assert {row["name"]: row["player"] for row in teacher.lobby() if row["student"]} == \
        {"Ann": "bot", "Bob": "bot", "Cy": "bot"}
    ann = students[0]
    gained = ann.refresh()                               # a student's page is paced too
    assert ann.handed_to_bot and not ann.my_turn and not ann.game.is_over and gained <= 150 * 2
    polls = poll_until_over(teacher, limit=60)
    assert polls > 2                                     # it ended over several looks, not at once
    for number, table in teacher.tables.items():
        game = table.game
        assert game.is_over and game.step_count > steps[number]
        seated = {student.name for student in students if student.seat.table == number}
        assert seated <= set(game.players) and seated <= {player["name"] for player in game.record().players}
    archive = zipfile.ZipFile(io.BytesIO(teacher.export()))
    seats = pd.read_csv(io.BytesIO(archive.read("seats.csv")))
    assert set(seats[seats["student"]]["name"]) == {"Ann", "Bob", "Cy"}
    for student in students:                             # each student's page sees his game's end
        student.refresh()
        assert student.game.is_over and student.game.digest() == teacher.tables[student.seat.table].digest
    assert teacher.results()[0]["over"] is True


def test_tables_play_their_treatments(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=3, bots="cautious",
                             options={"max_rounds": 8}, seeds=SEEDS)
    landlord, reform = teacher.rules.regimes[0], teacher.rules.words.reform
    assert teacher.set_treatment(1, {}) == {"start": None, "switch_to": None, "turn": 0}
    teacher.set_treatment(2, {"start": reform})
    teacher.set_treatment(3, {"start": landlord, "switch_to": reform, "turn": 3})
    assert teacher.treatments()[3] == {"start": landlord, "switch_to": reform, "turn": 3}
    teacher.start()
    poll_until_over(teacher)
    by_turn = {number: regime_by_turn(table.game) for number, table in teacher.tables.items()}
    assert set(by_turn[1].values()) == {landlord}
    assert set(by_turn[2].values()) == {reform}
    assert teacher.tables[2].game.record().options["regime"] == reform          # what replay shows
    assert {turn for turn, regime in by_turn[3].items() if regime == landlord} == {0, 1, 2}
    assert all(regime == reform for turn, regime in by_turn[3].items() if turn >= 3)
    switches = [event.turn for event in teacher.tables[3].game.events if event.kind == "rules_switched"]
    assert switches == [3]
    for table in teacher.tables.values():
        assert landlords.replay(table.game.record()).digest() == table.digest
    results = teacher.results()
    assert {(row["phase"], row["regime"]) for row in results if row["table"] == "class"} == {
        ("whole game", landlord), ("whole game", reform), ("before the switch", landlord),
        ("after the switch", reform)}
    assert "from turn 3" in teacher.treatment_words(teacher.treatments()[3])


def test_every_other_table_gets_the_other_rules(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=4, options={"max_rounds": 4})
    given = teacher.alternate()
    starts = [teacher.starts_under(given[number]) for number in (1, 2, 3, 4)]
    landlord, reform = teacher.rules.regimes[0], teacher.rules.words.reform
    assert starts == [landlord, reform, landlord, reform]
    teacher.start()
    teacher.poll(limit=0)
    assert [teacher.tables[number].game.regime for number in (1, 2, 3, 4)] == starts


def plans(store, teacher) -> list:
    with store.read() as connection:
        return connection.execute(sa.select(game_tables.c.plan).where(
            game_tables.c.session_id == teacher.session_id).order_by(game_tables.c.number)).scalars().all()


@pytest.mark.parametrize("bad", [
    {"start": "anarchy"}, {"switch_to": "anarchy", "turn": 3}, {"colour": "red"},
    {"switch_to": "single-tax", "turn": -1}, {"switch_to": "single-tax", "turn": True},
    {"switch_to": "single-tax", "turn": "3"}, {"start": "single-tax", "switch_to": "single-tax", "turn": 2},
    {"turn": 4}, ["start", "single-tax"], "single-tax", None])
def test_a_bad_treatment_is_refused_in_one_sentence_and_the_store_is_unchanged(store, bad):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2)
    teacher.set_treatment(2, {"start": "single-tax"})
    before = plans(store, teacher)
    with pytest.raises(TreatmentError) as caught:
        teacher.set_treatment(1, bad)
    message = str(caught.value)
    assert message and "\n" not in message and "Traceback" not in message
    assert plans(store, teacher) == before


def test_a_treatment_for_no_table_or_rules_without_regimes_is_refused(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2)
    for table in (3, 0, "1", True):
        with pytest.raises(TreatmentError):
            teacher.set_treatment(table, {})
    plain = Teacher.create(store, "monopoly-deal", seats_per_table=2, tables=2)
    assert plain.set_treatment(1, {}) == {"start": None, "switch_to": None, "turn": 0}
    with pytest.raises(TreatmentError):
        plain.set_treatment(1, {"start": "single-tax"})
    with pytest.raises(TreatmentError):
        plain.alternate()
    assert plans(store, plain) == [json.dumps({"start": None, "switch_to": None, "turn": 0}, sort_keys=True), None]


def test_a_begun_tables_start_cannot_change_but_a_switch_not_yet_reached_can(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=1, bots="cautious",
                             options={"max_rounds": 30}, seeds=SEEDS[:1])
    landlord, reform = teacher.rules.regimes[0], teacher.rules.words.reform
    teacher.set_treatment(1, {"switch_to": reform, "turn": 5})
    teacher.start()
    teacher.poll(limit=5)
    assert teacher.tables[1].game.turn < 5
    before = plans(store, teacher)
    with pytest.raises(TreatmentError) as caught:
        teacher.set_treatment(1, {"start": reform})
    assert "begun" in str(caught.value)
    assert plans(store, teacher) == before
    # naming the rules it began under is no change of its start: the switch moves to turn 8
    kept = teacher.set_treatment(1, {"start": landlord, "switch_to": reform, "turn": 8})
    assert kept["turn"] == 8
    while teacher.tables[1].game.turn < 9 and not teacher.tables[1].game.is_over:
        teacher.poll(limit=50)
    assert teacher.tables[1].before_switch is not None and teacher.tables[1].before_switch["turn"] == 8
    before = plans(store, teacher)
    with pytest.raises(TreatmentError):
        teacher.set_treatment(1, {"switch_to": reform, "turn": 20})
    assert plans(store, teacher) == before
    teacher.end()
    with pytest.raises(SessionEnded):
        teacher.set_treatment(1, {})


def test_old_plans_read_as_a_switch_and_a_switch_keeps_the_start(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2)
    with store.write() as connection:
        connection.execute(sa.update(game_tables).where(game_tables.c.session_id == teacher.session_id,
                                                        game_tables.c.number == 1)
                           .values(plan=json.dumps({"regime": "single-tax", "turn": 7})))
    controls = read_controls(store, teacher.session_id)
    assert controls[0].plan == {"regime": "single-tax", "turn": 7}
    assert controls[0].treatment == {"start": None, "switch_to": "single-tax", "turn": 7}
    assert read_treatment(None) == {"start": None, "switch_to": None, "turn": 0}
    teacher.set_treatment(2, {"start": "single-tax"})
    teacher.switch("landlord", turn=6, table=2)
    assert teacher.treatments()[2] == {"start": "single-tax", "switch_to": "landlord", "turn": 6}
    assert read_controls(store, teacher.session_id)[1].options["regime"] == "single-tax"


def test_the_class_clock_is_kept_in_the_store_for_every_page(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=1)
    ann = StudentClient.join(store, teacher.code, "Ann")
    assert teacher.deadline is None and minutes_left(teacher.info) is None and teacher.minutes_left() is None
    deadline = teacher.set_clock(45)
    assert abs(deadline - (time.time() + 45 * 60)) < 5 and teacher.deadline == deadline
    assert teacher.minutes_left() == 45
    info = find_session(store, teacher.code)
    assert info.deadline == deadline and minutes_left(info) == 45
    ann.refresh()
    assert minutes_left(ann.control) == 45
    assert minutes_left(info, now=deadline - 61) == 2 and minutes_left(info, now=deadline - 60) == 1
    assert minutes_left(info, now=deadline + 5) == 0
    for bad in (0, -3, "ten", True, 10 ** 6):
        with pytest.raises(OptionError):
            teacher.set_clock(bad)
    assert teacher.deadline == deadline
    teacher.set_clock(None)
    assert minutes_left(read_session(store, teacher.session_id)) is None


def test_rules_in_which_nobody_decides_are_watched_at_a_pace(store):
    for name in landlords.rule_sets():
        rules = find_rules(name)
        game = landlords.new_game(name, players=["Ann", "Bob"], seed=1)
        prompted = False
        for _ in range(3000):                          # does its game ever wait for a person?
            if game.is_over:
                break
            if not game.is_chance:
                prompted = True
                break
            game.play(max_steps=1)
        assert people_decide(rules) is prompted, name
    teacher = Teacher.create(store, "random-exchange", seats_per_table=2, tables=1)
    assert teacher.info.steps_per_second is not None
    ann = StudentClient.join(store, teacher.code, "Ann")
    teacher.start()
    ann.refresh()
    assert not ann.game.is_over and ann.game.step_count <= teacher.info.steps_per_second * 2
    with store.read() as connection:
        row = connection.execute(sa.select(pacing).where(pacing.c.session_id == teacher.session_id)).first()
    assert row.steps_per_second == teacher.info.steps_per_second and row.deadline is None


# ---------------------------------------------------------------------- the teacher page
KEY = "a-teacher-key-for-the-tests-only"


@pytest.fixture
def page_where(tmp_path, monkeypatch):
    from landlords.ui.classroom_teacher import KEY_VARIABLE
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
    for name in ("SERVER_NAME", "SERVER_PORT", "SCRIPT_NAME", "LANDLORDS_CLASSROOM_STUDENT_URL"):
        monkeypatch.delenv(name, raising=False)
    return str(tmp_path / "class.sqlite")


def test_the_teacher_page_sets_the_rules_length_treatments_clock_and_the_bots_finish(page_where):
    from landlords.ui.classroom_teacher import TeacherApp
    app = TeacherApp(page_where, key=KEY, look_every=0)
    titles = [label for label, _ in app._rules.options]
    assert set(landlords.rule_sets()).isdisjoint(titles)            # rule sets by their titles
    app._rules.value = RULES
    rules = find_rules(RULES)
    labels = {widget.description for widget in app._option_widgets.values()}
    assert labels and not any("_" in label for label in labels)      # words, not option keys
    app._option_widgets["end"].value = "rounds"
    app._option_widgets["end_rounds"].value = 4
    app._option_widgets["advanced"].value = True
    app._tables.value, app._seats.value = 3, 2
    click(app, "Create the session")
    teacher = app.teacher
    assert teacher.info.options["end"] == "rounds" and teacher.info.options["advanced"] is True
    click(app, "Give every other table the other rules")
    assert [teacher.starts_under(teacher.treatments()[n]) for n in (1, 2, 3)] == \
        [rules.regimes[0], rules.words.reform, rules.regimes[0]]
    assert [row.children[2].value for row in app._treatment_rows.children] == ["own", "reform", "own"]
    third = app._treatment_rows.children[2]
    menu, turn = third.children[2], third.children[3]
    menu.value = "switch"
    assert turn.layout.display == ""
    turn.value = 2
    third.children[4].click()
    assert teacher.treatments()[3] == {"start": rules.regimes[0], "switch_to": rules.words.reform, "turn": 2}
    assert "from turn 2" in third.children[1].value and "switch" not in third.children[1].value
    app._clock_minutes.value = 30
    click(app, "Set the clock")
    assert "30 minutes left" in app._clock_html.value and teacher.minutes_left() == 30
    ann = StudentClient.join(store_of(app), teacher.code, "Ann")
    click(app, "Start")
    click(app, "Finish every table with bots now")
    assert "bots play every seat" in app._message.value
    for _ in range(400):
        app.look()
        if teacher.all_over:
            break
        time.sleep(0.02)
    assert teacher.all_over and buttons(app, "Finish every table with bots now")[0].disabled
    ann.refresh()
    assert ann.game.is_over and ann.game.round == 4 and "Ann" in ann.game.players
    assert {row["regime"] for row in teacher.results() if row["table"] == "class"} == set(rules.regimes)


def store_of(app):
    return app.store


def test_the_teacher_page_shows_the_projector_and_its_answers(page_where, monkeypatch):
    from landlords.classroom import projector
    from landlords.ui.classroom_teacher import TeacherApp, page_base, projector_address
    monkeypatch.delenv(projector.PROJECTOR_URL_VARIABLE, raising=False)
    app = TeacherApp(page_where, key=KEY, look_every=0)
    app.create(RULES, seats_per_table=2, tables=1)
    app._prompt_text.value = "Will wealth be more equal?\nWho gains?"
    click(app, "Turn on these prompts")
    shown = []
    monkeypatch.setattr(projector, "reveal_answers", lambda teacher, key: shown.append((teacher.code, key)))
    monkeypatch.setenv("SERVER_NAME", "192.168.1.20")
    monkeypatch.setenv("SERVER_PORT", "8866")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/classroom_teacher.ipynb")
    assert page_base() == "http://192.168.1.20:8866"
    again = TeacherApp(page_where, key=KEY, look_every=0)       # the page opened again finds it
    code = again.teacher.code
    assert f"http://192.168.1.20:8866/voila/render/classroom_projector.ipynb?code={code}" in \
        again._projector_html.value
    reveal = buttons(again, "Show answers on the projector")
    assert len(reveal) == 2
    reveal[1].click()
    assert shown == [(code, "prompt-2")]
    monkeypatch.delenv("SERVER_NAME")
    assert projector_address(code) == f"/voila/render/classroom_projector.ipynb?code={code}"
    monkeypatch.setenv(projector.PROJECTOR_URL_VARIABLE, "http://10.0.0.5:8866/voila/render/classroom_projector.ipynb")
    assert projector_address(code) == f"http://10.0.0.5:8866/voila/render/classroom_projector.ipynb?code={code}"


def test_the_form_offers_rules_without_decisions_for_watching(page_where):
    from landlords.ui.classroom_teacher import TeacherApp, watch_note
    app = TeacherApp(page_where, key=KEY, look_every=0)
    for name in landlords.rule_sets():
        app._rules.value = name
        rules = find_rules(name)
        assert (app._bots.layout.display == "none") is (not people_decide(rules))
        assert ("watch" in app._watch.value) is (not people_decide(rules))
        assert watch_note(rules) == "" or rules.title in watch_note(rules)


def test_a_store_made_before_pacing_opens_and_its_sessions_play_on(tmp_path):
    path = str(tmp_path / "old.sqlite")
    store = Store(path)
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=1, options={"max_rounds": 3})
    with store.write() as connection:
        connection.execute(sa.text("DROP TABLE classroom_pacing"))         # as a store made before it
    store.dispose()
    again = Store(path)
    opened = Teacher(again, teacher.code, teacher.key)
    assert opened.deadline is None and opened.info.steps_per_second is None
    opened.set_clock(5)
    assert minutes_left(find_session(again, teacher.code)) == 5


def test_the_sessions_rules_at_the_start_reach_its_games_and_a_tables_treatment_overrides_them(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2, options={"regime": "single-tax",
                                                                               "max_rounds": 3})
    landlord = teacher.rules.regimes[0]
    with pytest.raises(TreatmentError):                  # the games start under the reform already
        teacher.set_treatment(1, {"switch_to": "single-tax", "turn": 2})
    teacher.set_treatment(2, {"start": landlord, "switch_to": "single-tax", "turn": 2})
    teacher.start()
    poll_until_over(teacher)
    first, second = teacher.tables[1].game, teacher.tables[2].game
    assert set(regime_by_turn(first).values()) == {"single-tax"}
    assert first.record().options["regime"] == "single-tax"
    assert second.record().options["regime"] == landlord and regime_by_turn(second)[1] == landlord
    assert regime_by_turn(second)[max(regime_by_turn(second))] == "single-tax"
    assert teacher.treatment_words(teacher.treatments()[1]).startswith(teacher.rules.words.regimes["single-tax"])
