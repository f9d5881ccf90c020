"""The student page of a class, without a browser (issue 25, items 4 and 7): the teacher's
prompts reach the page at its next look whatever the game's state (a table waiting on the
student never saw them: the page drew prompts only when the game had changed), are drawn
again only when they change, and the answers go to the store; the page sums up the
session's rules in plain words (the rules in force and since when, a planned switch, how
long the game lasts), read through the rule set and its game."""

from __future__ import annotations

import ipywidgets as widgets
import pytest
from test_ui_words import problems, visible_strings
from ui_fixtures import click

import landlords
from landlords.classroom import Store, Teacher
from landlords.classroom.simulate import students_choice, until_decision
from landlords.engine.registry import find_rules
from landlords.ui.classroom_student import StudentApp, rules_summary

#: The first rule set with a reform, and one without any switch of rules.
WITH_REFORM = next(name for name in landlords.rule_sets() if find_rules(name).words.reform)
WITHOUT_REGIMES = next(name for name in landlords.rule_sets() if not find_rules(name).regimes)


@pytest.fixture
def store(tmp_path):
    return Store(str(tmp_path / "class.sqlite"))


def seated(store, rules=WITH_REFORM, **settings):
    """A teacher, and Ann's page seated at a table of two (a bot in the other seat)."""
    teacher = Teacher.create(store, rules, seats_per_table=2, tables=1, **settings)
    page = StudentApp(store, look_every=0)
    page.join(teacher.code, "Ann")
    assert page.client is not None
    return teacher, page


def texts(widget) -> str:
    """Everything the page shows (HTML text, labels, placeholders), as one string."""
    return " ".join(text for _where, text in visible_strings(widget))


def waiting_on_ann(teacher, page):
    """Start the table and play on until the game waits for Ann; the page has looked."""
    teacher.start()
    assert until_decision(teacher, page.client)
    page.look()
    assert page.client.my_turn
    page.look()                                       # the game stands still: nothing new to draw
    return page.game.step_count


def test_a_prompt_turned_on_while_the_game_waits_on_the_student_is_on_the_page_after_one_look(store):
    teacher, page = seated(store)
    step = waiting_on_ann(teacher, page)
    question = "Who will own most of the land by turn 20?"
    teacher.set_prompts([{"key": "own-20", "text": question}])
    page.look()
    assert page.game.step_count == step and page.client.my_turn           # the game has not moved
    assert question in texts(page._prompts)
    assert question in texts(page)
    box = next(w for w in page._prompts.children if isinstance(w, widgets.Textarea))
    box.value = "  Bob, the bot  "
    click(page, "Send my answer")
    assert "Your answer is kept" in page._message.value
    answers = teacher.predictions()
    assert [(a["name"], a["prompt"], a["answer"]) for a in answers] == [("Ann", "own-20", "Bob, the bot")]


def test_prompts_are_drawn_again_only_when_they_change_and_a_typed_answer_stays(store):
    teacher, page = seated(store)
    waiting_on_ann(teacher, page)
    teacher.set_prompts([{"key": "a", "text": "First question?"}])
    page.look()
    drawn = page._prompts.children
    box = page._answers["a"]
    box.value = "half typed"
    page.look()
    assert page._prompts.children is drawn                           # the same prompts: left alone
    teacher.set_prompts([{"key": "a", "text": "First question, reworded?"},
                         {"key": "b", "text": "Second question?"}])
    page.look()
    shown = texts(page._prompts)
    assert "First question, reworded?" in shown and "Second question?" in shown
    assert "First question?" not in shown
    assert page._answers["a"] is box and box.value == "half typed"   # the answer being typed is kept
    teacher.set_prompts([])
    page.look()
    assert page._prompts.children == ()


def test_a_prompt_reaches_a_page_waiting_for_the_start_and_a_paused_class(store):
    teacher, page = seated(store)
    teacher.set_prompts([{"key": "before", "text": "What do you expect?"}])
    page.look()
    assert page.game is None and "What do you expect?" in texts(page._prompts)
    waiting_on_ann(teacher, page)
    teacher.pause()
    page.look()
    teacher.set_prompts([{"key": "paused", "text": "Why did wealth move so?"}])
    page.look()
    assert "Why did wealth move so?" in texts(page._prompts)


def test_an_empty_answer_is_refused_and_nothing_is_kept(store):
    teacher, page = seated(store)
    teacher.set_prompts([{"key": "q", "text": "A question?"}])
    page.look()
    page._answers["q"].value = "   "
    click(page, "Send my answer")
    assert "write an answer first" in page._message.value.lower()
    assert teacher.predictions() == []


# ---------------------------------------------------------------------------- the rules' summary
def rules_text(page) -> str:
    return texts(page._rules)


def test_the_rules_summary_says_what_is_in_force_since_when_and_how_long_the_game_lasts(store):
    rules = find_rules(WITH_REFORM)
    teacher, page = seated(store, options={"end": "rounds", "end_rounds": 12}
                           if "end_rounds" in rules.options else None)
    length = rules.game_class.length_text(rules.resolve(page.client.control.options))
    assert length and length in rules_text(page)                        # before the start too
    assert "end_rounds" not in rules.options or "12" in length          # the session's own options
    waiting_on_ann(teacher, page)
    game = page.game
    first = game.regime
    start = rules.words.regimes[first]
    said = rules_text(page)
    assert "The rules of this session" in said
    assert f"In force now: {start}, since the start." in said and length in said
    teacher.switch(turn=game.turn + 30)                                    # planned, not yet due
    page.look()
    reform = rules.words.regimes[rules.words.reform]
    assert f"Your teacher has planned a switch to {reform} from turn {game.turn + 30}." in rules_text(page)
    teacher.switch(turn=0)                                                 # now
    page.look()
    turn = page.game.turn
    when = f"turn {turn}" if turn else "before the first turn"
    said = rules_text(page)
    assert f"In force now: {reform}, since the switch {'at ' if turn else ''}{when}." in said
    assert f"So far: {start} from the start, then {reform} {'from ' if turn else ''}{when}." in said
    assert "planned" not in said
    client = page.client
    while page.game.turn < 3:                                              # play on a few turns
        client.move(students_choice(client.game, client.name))
        assert until_decision(teacher, client)
    teacher.switch(first, turn=0)                                          # and back, once the rules allow
    for _ in range(50):
        page.look()
        if page.game.regime == first:
            break
        client.move(students_choice(client.game, client.name))
        assert until_decision(teacher, client)
    back = page.game.events_of("rules_switched")[-1].turn
    said = rules_text(page)
    assert f"In force now: {start}, since the switch at turn {back}." in said
    assert f", then {start} from turn {back}." in said
    assert not problems(visible_strings(page._rules), step_allowed=False)


def test_a_rule_set_without_a_switch_says_the_rules_hold_all_game(store):
    rules = find_rules(WITHOUT_REGIMES)
    teacher, page = seated(store, rules=WITHOUT_REGIMES)
    waiting_on_ann(teacher, page)
    said = rules_text(page)
    assert "The same rules hold for the whole game." in said and "In force now" not in said
    assert rules.game_class.length_text(page.game.options) in said


@pytest.mark.parametrize("rules", landlords.rule_sets())
def test_every_rule_set_says_how_long_its_games_last_in_plain_words(rules):
    rule_set = find_rules(rules)
    said = rule_set.game_class.length_text(rule_set.resolve({}))
    assert said.startswith("The game ") and said.endswith(".")
    assert not problems([("length", said)])
    game = landlords.new_game(rules, players=rule_set.min_players, seed=1)
    assert rules_summary(rule_set, game.options, game)[-1] == said


def test_a_student_at_rules_nobody_decides_in_is_told_to_watch(tmp_path):
    from landlords.classroom.session import people_decide

    watched = [name for name in landlords.rule_sets() if not people_decide(find_rules(name))]
    assert watched, "some rule set has nothing for a person to decide"
    store = Store(tmp_path / "class.sqlite")
    teacher = Teacher.create(store, watched[0], seats_per_table=2, tables=1)
    app = StudentApp(store, look_every=0)
    app.join(teacher.code, "Ann")
    teacher.start()
    for _ in range(3):
        teacher.poll()
        app.look()
    said = app._decision.children[0].value
    assert "Nobody decides anything in this game" in said and "your turn will come" not in said
