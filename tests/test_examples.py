"""The example records shipped with the package are what their recipes play today."""

from __future__ import annotations

import pytest

import landlords
from landlords import RecordError
from landlords.examples import example_names, example_record, example_title, play_example


@pytest.mark.parametrize("name", example_names())
def test_shipped_example_is_what_its_recipe_plays(name):
    shipped = example_record(name)
    fresh = play_example(name)
    # If this fails, the rules or bots changed how the example goes: run
    # `python scripts/make_examples.py` and look at the new game before shipping it.
    assert shipped.log == fresh.log
    assert shipped.final["digest"] == fresh.final["digest"]
    assert example_title(name)


def test_default_example_switches_to_the_single_tax_and_replays():
    record = example_record()
    game = landlords.replay(record)
    assert game.is_over and game.outcome.winner
    assert [e.values[0] for e in game.events if e.kind == "rules_switched"] == ["single-tax"]


def test_unknown_example_is_a_clear_error():
    with pytest.raises(RecordError, match="single-tax-at-turn-40"):
        example_record("no-such-game")
