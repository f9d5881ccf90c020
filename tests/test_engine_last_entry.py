"""``Game.last_entry()``: the public read of the latest log step, for clients that store
a game step by step (the classroom) instead of reaching into the engine's log."""

import pytest

import landlords
from landlords.engine.game import LOG_CHANCE, LOG_SWITCH
from landlords.engine.record import apply_entry


@pytest.mark.parametrize("rules", landlords.rule_sets())
def test_each_step_entry_is_the_records_and_rebuilds_the_game(rules):
    game = landlords.new_game(rules, players=3, seed=11)
    copy = landlords.new_game(rules, players=3, seed=11)
    assert game.last_entry() is None
    reform = game.rules.words.reform
    seen = []
    while not game.is_over and len(seen) < 120:
        if len(seen) == 20 and reform in game.rules.regimes and game.regime != reform:
            game.switch_rules(reform)
        else:
            game.play(max_steps=1)
        entry = game.last_entry()
        seen.append(entry)
        apply_entry(copy, entry, None, len(seen))     # as a client applies a stored step
    assert [tuple(entry) for entry in game.record().log] == seen
    assert copy.step_count == game.step_count and copy.digest() == game.digest()
    assert any(entry[0] == LOG_CHANCE for entry in seen)
    decisions = [entry for entry in seen if entry[0] not in (LOG_CHANCE, LOG_SWITCH)]
    assert len(decisions) == len(game.events_of("decided"))
    if reform in game.rules.regimes:
        assert (LOG_SWITCH, reform) in seen


def test_a_bad_move_leaves_the_last_entry_as_it_was():
    game = landlords.new_game("landlords-1906", players=2, seed=3)
    game.play(max_steps=1)
    before = game.last_entry()
    with pytest.raises(landlords.LandlordsError):
        game.apply(("no such action",))
    assert game.last_entry() == before
