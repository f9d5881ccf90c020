"""The engine's measure hooks: book values, land held, tallies and declared measures."""

import pytest

from landlords.api import new_game, rule_sets
from landlords.engine.outcome import Termination
from landlords.engine.registry import find_rules
from landlords.engine.ruleset import MEASURES, RuleSet, Words


def test_every_rule_set_reports_book_values_for_every_player():
    for name in rule_sets():
        rules = find_rules(name)
        game = new_game(name, players=max(rules.min_players, 2), seed=1)
        values = game.book_values()
        assert list(values) == list(game.players)
        assert all(isinstance(v, int) for v in values.values())


def test_declared_measures_are_standard_names_with_labels():
    for name in rule_sets():
        rules = find_rules(name)
        assert set(rules.measures) <= set(MEASURES)
        assert all(isinstance(label, str) and label for label in rules.measures.values())


def test_a_rule_set_declaring_an_unknown_measure_is_refused():
    base = find_rules(rule_sets()[0])
    with pytest.raises(TypeError, match="not among the standard measures"):
        RuleSet(name="toy", version=1, title="Toy", min_players=2, max_players=2, options=(),
                game_class=base.game_class, words=Words(title="Toy"),
                measures={"happiness": "how happy"})


def test_stalemate_does_not_change_how_terminations_compare():
    assert Termination("stuck", stalemate=True) == Termination("stuck")
