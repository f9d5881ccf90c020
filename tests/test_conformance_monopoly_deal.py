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
``random``, 2 to 5 players) to their end, by the rules and never by the turn cap, and
replays each record to the same digest.  A few cases of each group run in the quick loop
(``pytest -m "not slow"``); the rest are marked ``slow``.
"""

from __future__ import annotations

import pytest

import landlords
from landlords.rules.monopoly_deal import RULES
from landlords.rules.monopoly_deal.state import SETS, STALEMATE
from landlords.testing import random_play

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]
#: Cases of each group run in the quick loop; the others are marked slow.
QUICK = 12


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
        marks = () if seed < QUICK else (pytest.mark.slow,)
        cases.append(pytest.param(seed, names, bots, marks=marks))
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
    assert game.outcome.termination in RULES.terminations or game.outcome.capped


@pytest.mark.parametrize("block", [0] + [pytest.param(b, marks=pytest.mark.slow) for b in (1, 2, 3)])
def test_200_bot_games_end_and_replay(block):
    for seed in range(50 * block, 50 * block + 50):
        n = 2 + seed % 4
        lineup = ("banker", "collector", "random")
        bots = {name: lineup[(k + seed) % 3] for k, name in enumerate(NAMES[:n])}
        game = landlords.new_game("monopoly-deal", players=NAMES[:n], bots=bots, seed=seed,
                                  options={"max_turns": 300})
        outcome = game.play()
        assert outcome.termination in (SETS, STALEMATE), f"seed {seed}: {outcome.termination}"
        assert game._ledger.total() == 0
        again = landlords.replay(game.record())
        assert again.digest() == game.digest(), f"seed {seed} replays differently"
        if outcome.termination == SETS:
            assert len(game.complete_colours(game.players.index(outcome.winner))) >= 3
        else:
            assert not game.sets_can_change()
