"""The person's scripts of the browser tests meet every decision kind of their rule set.

The browser test (``test_browser_rule_sets.py``) plays these scripts through the apps; this
plays them in Python alone, in seconds, so that a change of rules or bots that stops a
script from reaching a kind (or one of its aims: Just Say No!, a debt paid card by card,
the fine out of Jail...) fails here, with what it missed, rather than minutes into a
browser run.
"""

from __future__ import annotations

import pytest
from browser_support import SCRIPTS, Person, play_script, to_load_point

import landlords
from landlords.engine.registry import find_rules


def person_plays(script):
    """The game at its end and the person who played it (from the load point, if any)."""
    if script.load_at is None:
        return play_script(script)
    game, person = to_load_point(script)
    while not game.is_over:
        if game.to_move != script.person:
            person.play_to_person(game)
        else:
            game.apply(person.choose(game))
    return game, person


def decision_kinds(rules: str) -> set[str]:
    """Every decision kind the rules can ask (the game class's decisions)."""
    return set(find_rules(rules).game_class._LEGAL)


def test_every_rule_set_with_decisions_has_scripts():
    with_decisions = {name for name in landlords.rule_sets() if decision_kinds(name)}
    assert with_decisions >= {"landlords-1906", "monopoly", "monopoly-deal"}
    assert set(SCRIPTS) == with_decisions & set(SCRIPTS)
    assert not decision_kinds("random-exchange")             # chance alone: nothing to script


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
def test_the_scripts_meet_every_decision_kind_and_aim_and_end(rules):
    met = set()
    for script in SCRIPTS[rules]:
        game, person = person_plays(script)
        assert game.is_over and not game.outcome.capped, f"{rules} seed {script.seed} does not end by its rules"
        met.update(person.met)
        missed = set(script.aims) - set(person.done)
        assert not missed, f"{rules} seed {script.seed}: aims not reached {sorted(missed)}"
        if script.load_at is not None:
            assert person.met[0] == script.load_at
    assert met == decision_kinds(rules), f"{rules}: missing {sorted(decision_kinds(rules) - met)}"


def test_the_monopoly_script_bids_an_odd_amount():
    script = SCRIPTS["monopoly"][0]
    game, _ = play_script(script)
    bids = [e.amount for e in game.events if e.kind == "bid" and e.player == script.person]
    assert bids and bids[0] % 2 == 1


def test_a_debt_paid_card_by_card_is_recognised():
    """``pay:several`` is recorded only at a second card towards the same debt."""
    script = SCRIPTS["monopoly-deal"][0]
    seen = []

    def look(game, person):
        if game.decision == "pay":
            seen.append((game.top_frame.creditor, game.top_frame.owed, "pay:several" in person.done))

    game, person = play_script(script, on_decision=look)
    assert "pay:several" in person.done
    first = next(k for k, (creditor, owed, _) in enumerate(seen)
                 if k and seen[k - 1][0] == creditor and seen[k - 1][1] > owed)
    assert not any(done for _, _, done in seen[:first + 1])   # nothing before the second card


def test_a_person_who_does_not_explore_plays_as_his_model():
    script = SCRIPTS["monopoly-deal"][0]
    game = script.new_game()
    person = Person(script, game, explore=False)
    model = Person(script, game.clone(), explore=False).bot
    while not game.is_over:
        if game.to_move != script.person:
            game.play()
            continue
        assert person.switch_now(game) is None
        expected = model.decide(game, game.top_frame)[0]
        assert person.choose(game) == expected
        game.apply(expected)
