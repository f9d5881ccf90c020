"""The engine's fast paths give what the plain paths give (issue 14).

Each speed-up of the engine keeps a way to check it against the straightforward answer:
these tests play games both ways, or compare a shortcut's answer with the full one.
"""

from __future__ import annotations

import pytest

import landlords


@pytest.mark.parametrize("rules", ["landlords-1906", "monopoly", "monopoly-deal"])
def test_step_and_apply_return_no_events_when_events_are_not_recorded(rules):
    game = landlords.new_game(rules, players=["Ann", "Bob", "Cy"], seed=4, record_events=False,
                              bots={"Ann": "random", "Bob": "random"})     # Cy is a person
    steps = 0
    while not game.is_over and steps < 200:
        if game.to_move == landlords.CHANCE or game.is_bot(game.to_move):
            assert game.step() == []
        else:
            assert game.apply(game.legal_actions()[0]) == []
        steps += 1
    assert steps == 200 or game.is_over
