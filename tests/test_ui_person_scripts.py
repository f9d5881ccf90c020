"""The person's scripts of the browser tests meet every decision kind of their rule set.

The browser test (``test_browser_rule_sets.py``) plays these scripts through the apps; this
plays them in Python alone, in seconds, so that a change of rules or bots that stops a
script from reaching a kind fails here, with the kinds it missed, rather than minutes
into a browser run.
"""

from __future__ import annotations

import pytest
from browser_support import SCRIPTS, play_script, to_load_point

import landlords
from landlords.engine.registry import find_rules


def kinds_met(script) -> tuple[list[str], object]:
    """The kinds the person meets in the app, in order, and the game at its end."""
    if script.load_at is None:
        game, person = play_script(script)
        return person.met, game
    game, person = to_load_point(script)
    while not game.is_over:
        if game.to_move != script.person:
            person.play_to_person(game)
        else:
            game.apply(person.choose(game))
    return person.met, game


def decision_kinds(rules: str) -> set[str]:
    """Every decision kind the rules can ask (the game class's decisions)."""
    return set(find_rules(rules).game_class._LEGAL)


def test_every_rule_set_with_decisions_has_scripts():
    with_decisions = {name for name in landlords.rule_sets() if decision_kinds(name)}
    assert with_decisions >= {"landlords-1906", "monopoly", "monopoly-deal"}
    assert set(SCRIPTS) == with_decisions & set(SCRIPTS)
    assert not decision_kinds("random-exchange")             # chance alone: nothing to script


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
def test_the_scripts_meet_every_decision_kind_and_end(rules):
    met = set()
    for script in SCRIPTS[rules]:
        kinds, game = kinds_met(script)
        assert game.is_over, f"{rules} seed {script.seed} does not end"
        met.update(kinds)
        if script.load_at is not None:
            assert kinds[0] == script.load_at
    assert met == decision_kinds(rules), f"{rules}: missing {sorted(decision_kinds(rules) - met)}"


def test_the_monopoly_script_bids_an_odd_amount():
    script = SCRIPTS["monopoly"][0]
    game, _ = play_script(script)
    bids = [e.amount for e in game.events if e.kind == "bid" and e.player == script.person]
    assert bids and bids[0] % 2 == 1
