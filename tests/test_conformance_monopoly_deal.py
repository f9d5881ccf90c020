"""Conformance of the ``monopoly-deal`` rule set: many random and bot games, checked at
every log step.

Each game of the first group is played to its end by :func:`landlords.testing.random_play`
(invariants at every step, a clone stepped the same way, record replays at random steps and
at the end).  The Monopoly Deal checks registered below run at every step: each of the 106
cards is in exactly one place (the draw pile list agrees with the cards marked as in it),
cards in hands, banks and on tables have a holder, only property cards and buildings are
on a table and each counts for one of its colours, every player's ledger balance equals
the value of his bank (the one-ledger principle for a card game), and the ``deck``
account balances them.  The second group plays 200 all-bot games (the two strategies and
``random``, 2 to 5 players) to their end and replays each record to the same digest.
"""

from __future__ import annotations

import pytest

import landlords
from landlords.testing import random_play

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]




def _random_cases():
    cases = []
    for seed in range(48):
        n = 2 + seed % 4
        names = NAMES[:n]
        if seed % 3 == 0:
            bots = {}                                   # all random humans
        elif seed % 3 == 1:
            bots = {name: ("banker", "collector", "random")[k % 3] for k, name in enumerate(names)}
        else:
            bots = {name: ("collector", "banker")[k % 2] for k, name in enumerate(names[1:])}
        cases.append((seed, names, bots))
    return cases


@pytest.mark.parametrize("seed,names,bots", _random_cases())
def test_random_games_keep_every_invariant(seed, names, bots):
    options = {"max_turns": 60 + 10 * (seed % 5)}
    if seed % 4 == 3:
        options["first_player"] = names[-1]
    game = landlords.new_game("monopoly-deal", players=names, bots=bots, seed=seed,
                              options=options)
    stats = random_play(game, rng_seed=seed)
    assert game.is_over and stats.replays >= 1
    assert game.turn <= options["max_turns"]


@pytest.mark.parametrize("block", range(4))
def test_200_bot_games_end_and_replay(block):
    ended = {"sets": 0, "capped": 0}
    for seed in range(50 * block, 50 * block + 50):
        n = 2 + seed % 4
        lineup = ("banker", "collector", "random")
        bots = {name: lineup[(k + seed) % 3] for k, name in enumerate(NAMES[:n])}
        game = landlords.new_game("monopoly-deal", players=NAMES[:n], bots=bots, seed=seed,
                                  options={"max_turns": 300})
        outcome = game.play()
        assert outcome is not None, f"seed {seed} did not end"
        ended[outcome.termination.value] += 1
        assert game._ledger.total() == 0
        again = landlords.replay(game.record())
        assert again.digest() == game.digest(), f"seed {seed} replays differently"
        if outcome.termination.value == "sets":
            assert len(game.complete_colours(game.players.index(outcome.winner))) >= 3
    assert sum(ended.values()) == 50
