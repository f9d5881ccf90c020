"""A decision's main action (issue 25, item 6): the rule set marks it where it builds its
prompts (``Choice.primary``: the throw on a turn, else the answer most often given), the
Play app and the student page show it first, styled as the one to press, the others after
"Or:", and the terminal gives it the key ``t``."""

from __future__ import annotations

import io

import ipywidgets as widgets
import pytest
from ui_fixtures import buttons, click

import landlords
from landlords.engine.prompt import Choice, Prompt, mark_primary
from landlords.terminal import MAIN_KEY, ask, play_in_terminal


def first_turn(rules: str):
    """A game at its first person's turn with the dice to throw (the first decision of a
    turn whose main action is marked)."""
    game = landlords.new_game(rules, players=["Ann", "Bob", "Cy"], bots={"Bob": "random", "Cy": "random"},
                              seed=3)
    for _ in range(5000):
        if game.to_move == "Ann" and game.decision == "turn" and game.prompt().primary is not None:
            return game
        if game.to_move == "Ann":
            game.apply(game.prompt().choices[-1].action if game.prompt().choices else game.legal_actions()[0])
        else:
            game.step()
    raise AssertionError(f"{rules}: no turn of Ann's")


def test_mark_primary_takes_the_first_kind_that_is_one_choice_and_marks_one_at_most():
    choices = (Choice(("sell", 1), "Sell A"), Choice(("sell", 2), "Sell B"), Choice(("throw",), "Throw"))
    marked = mark_primary(choices, ("sell", "throw"))            # two sales: no main action among them
    assert [c.primary for c in marked] == [False, False, True]
    assert mark_primary(choices, ("build",)) == choices         # none of the kind: nothing marked
    assert mark_primary(marked, ()) == choices                  # a mark is taken off again
    assert Prompt("Ann", "turn", "Your turn.", choices=marked).primary.label == "Throw"
    with pytest.raises(ValueError, match="at most one main action"):
        Prompt("Ann", "turn", "Your turn.", choices=tuple(Choice(c.action, c.label, True) for c in choices))


@pytest.mark.parametrize("rules", ["landlords-1906", "monopoly"])
def test_the_throw_is_the_main_action_of_a_turn_in_the_board_games(rules):
    game = first_turn(rules)
    main = game.prompt().primary
    assert main.action == ("throw",) and main.label == "Throw the dice"
    assert game.is_legal(main.action)


def test_the_engine_marks_nothing_by_itself():
    """A rule set that builds no prompts of its own has no main action (the default)."""
    from landlords.engine.view import GameView
    game = first_turn("landlords-1906")
    assert GameView(game).prompt().primary is None   # the engine's own prompt, not the rule set's


def test_every_marked_main_action_is_legal_and_one_of_the_choices():
    for rules in landlords.rule_sets():
        game = landlords.new_game(rules, players=3, seed=5)
        marked = decisions = 0
        for _ in range(1500):
            if game.is_over:
                break
            prompt = game.prompt()
            decisions += prompt.player is not None and bool(prompt.choices)
            if prompt.primary is not None:
                marked += 1
                assert prompt.primary in prompt.choices and game.is_legal(prompt.primary.action)
            game.step()
        assert marked or not decisions, rules                    # a game with decisions marks some


def decision_rows(app):
    return [row for row in app._decision.children if isinstance(row, widgets.HBox)]


def test_the_play_app_shows_the_throw_first_styled_and_the_rest_after_or():
    from landlords.ui import PlayApp
    game = first_turn("landlords-1906")
    app = PlayApp(game)
    rows = decision_rows(app)
    first = rows[0].children[0]
    assert "ll-main-choice" in rows[0]._dom_classes
    assert isinstance(first, widgets.Button) and first.description == "Throw the dice"
    assert first.button_style == "primary" and "ll-primary" in first._dom_classes
    later = [w for row in rows[1:] for w in row.children]
    assert isinstance(later[0], widgets.HTML) and "Or:" in later[0].value
    others = [w for w in later if isinstance(w, widgets.Button)]
    assert others and all(b.button_style != "primary" for b in others)
    assert all(b.description != "Throw the dice" for b in others)
    step = game.step_count
    first.click()
    assert tuple(app.game.record().log[step][1:]) == ("throw",)


def test_a_decision_without_a_main_action_has_no_or_row():
    from landlords.ui.common import choice_controls
    rows = choice_controls((Choice(("yes",), "Yes"), Choice(("no",), "No")), lambda action: None)
    assert len(rows) == 1 and all(isinstance(b, widgets.Button) for b in rows[0].children)
    assert all(b.button_style == "" for b in rows[0].children)


def test_t_throws_in_the_terminal_and_the_numbers_still_work():
    game = first_turn("landlords-1906")
    screen = io.StringIO()
    action = ask(game.prompt(), io.StringIO("x\nt\n"), screen, money=game.money)
    said = screen.getvalue()
    assert action == ("throw",)
    assert f"  {MAIN_KEY} = Throw the dice" in said.splitlines()
    assert ", or t): " in said
    assert "'x' is not a choice: type its number, from 1 to" in said and "(or t for the main action)" in said
    numbered = [line for line in said.splitlines() if line.strip().startswith("1. ")]
    assert numbered                                              # the numbered choices are kept
    choices = game.prompt().choices
    k = next(i for i, c in enumerate(choices) if c.action == ("throw",))
    assert ask(game.prompt(), io.StringIO(f"{k + 1}\n"), io.StringIO()) == ("throw",)


def test_t_is_no_choice_where_a_decision_has_no_main_action():
    prompt = Prompt("Ann", "vote", "Your vote?", choices=(Choice(("vote", 1), "Yes"), Choice(("vote", 0), "No")))
    screen = io.StringIO()
    assert ask(prompt, io.StringIO("t\n2\n"), screen) == ("vote", 0)
    said = screen.getvalue()
    assert "'t' is not a choice" in said and " = " not in said


def test_a_whole_terminal_game_played_with_t_throws_every_time():
    """Scripted input: the person types ``t`` whenever the main action is offered, else
    the first choice; every ``t`` becomes the prompt's main action in the record."""
    game = landlords.new_game("landlords-1906", players=["Ann", "Bob"], bots={"Bob": "cautious"}, seed=2,
                              options={"end": "rounds", "end_rounds": 3})
    mains = []

    class Keyboard(io.StringIO):
        def readline(self, size=-1):
            prompt = game.prompt()
            if prompt.primary is not None:
                mains.append((game.step_count, prompt.primary.action))
                return "t\n"
            return "1\n" if prompt.choices else f"{prompt.amount.minimum}\n"

    play_in_terminal(game, ["Ann"], input=Keyboard(), output=io.StringIO())
    log = game.record().log
    assert game.is_over and mains and ("throw",) in [a for _, a in mains]
    for step, action in mains:
        assert tuple(log[step][1:]) == action


def test_the_setups_start_button_starts_the_game_set_up_and_shows_only_while_it_is_open():
    from landlords.ui import PlayApp
    app = PlayApp(seed=1)
    assert not buttons(app, "Start a new game")                  # the setup is closed
    app._setup.selected_index = 0
    app.setup.seed.value = "42"
    click(app, "Start a new game")
    assert app.game.seed == 42 and app.game.turn == 0 and "A new game of" in app._message.value
    assert app._setup.selected_index is None and not buttons(app, "Start a new game")
    app._setup.selected_index = 0
    app.setup.seed.value = "not a seed"
    click(app, "Start a new game")
    assert app.game.seed == 42 and "the seed is a whole number" in app._message.value   # nothing changed
