"""The example variant of the 1906 game (``examples/variant_1906``): higher wages and fares.

A variant is a subclass of the game holding other data plus a rule set made with
``dataclasses.replace``; registered in this process, it plays through the same interface
as the shipped rule sets, its numbers take effect, and it passes the conformance kit.
"""

from __future__ import annotations

import importlib.util
import pathlib

import pytest
from helpers import ROYAL_RUSHER, payments, put, start, throw

import landlords
from landlords.engine import registry
from landlords.rules.landlords1906.board import DataError, load_data
from landlords.testing import random_play

EXAMPLE = pathlib.Path(__file__).resolve().parent.parent / "examples" / "variant_1906"
NAME = "landlords-1906-high-wages"


@pytest.fixture
def variant(monkeypatch):
    """The example module, imported (which registers its rule set) for this test only."""
    monkeypatch.setattr(registry, "_LOADED", dict(registry._LOADED))
    spec = importlib.util.spec_from_file_location("high_wages", EXAMPLE / "high_wages.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_variant_is_a_subclass_and_a_data_file_in_at_most_50_lines():
    lines = sum(len(path.read_text("utf-8").splitlines())
                for path in (EXAMPLE / "high_wages.py", EXAMPLE / "high_wages.json"))
    assert lines <= 50
    text = (EXAMPLE / "high_wages.py").read_text("utf-8")
    assert '[project.entry-points."landlords.rule_sets"]' in text    # how a package registers it


def test_registered_it_is_found_by_name(variant):
    rules = registry.find_rules(NAME)
    assert rules is variant.RULES and NAME in registry.rule_set_names()
    assert rules.game_class.DATA.wages == 150
    assert landlords.new_game("landlords-1906", players=2, seed=1).data.wages == 100   # untouched


def test_its_wages_are_paid_at_mother_earth(variant):
    game = start(["Ann", "Bob"], dice=[(1, 2)], rules=NAME)
    put(game, "Ann", 37)                                # Chance 2; 3 steps to Mother Earth
    events = throw(game, "Ann")
    assert ("miscellaneous", "Ann", 150, "wages") in payments(events)
    assert game.wage_level() == 150 and game.table().spaces[0].detail == "wages $150"


def test_its_fares_are_doubled(variant):
    game = start(["Ann", "Bob"], dice=[(2, 3)], rules=NAME)
    game._set_owner(ROYAL_RUSHER, 1)                    # Bob holds one railroad
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "Bob", 10, "fare")]


@pytest.mark.parametrize("seed", range(3))
def test_it_passes_the_conformance_kit(variant, seed):
    game = landlords.new_game(NAME, players=4, seed=seed, bots={"Ann": "trader", "Bob": "improver"},
                              options={"end": "rounds", "end_rounds": 15})
    stats = random_play(game, rng_seed=seed, switch_prob=0.02)
    assert game.is_over and stats.steps == game.step_count


def test_changes_that_name_no_rule_number_are_refused():
    with pytest.raises(DataError, match="no 'wagess'"):
        load_data({"wagess": 150})
    with pytest.raises(DataError, match="no 'fares.bus'"):
        load_data({"fares": {"bus": 3}})
    assert load_data({"jail": {"fine": 70}}).fine == 70 and load_data().fine == 50
