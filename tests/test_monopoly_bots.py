"""The Monopoly bots' memo of trade candidates is a pure cache (issue 11).

A game's bots are lent to its clones (``Game.clone`` copies the ``_bots`` dict, not the
bots), so the memo ``MonopolyBot._candidates`` is shared by every branch of a game.  It is
keyed by everything the candidates and their gains are computed from (the seat, the
players still in, the rent share in force, who holds, mortgaged and built what), and
cleared when the edition changes, so it can only give back what would be computed again.
These tests check that it cannot change a game's course: a game played with the memo
emptied before every look-up, and a game whose bots were used meanwhile by a clone that
went another way, are the games played straight.
"""

from __future__ import annotations

import pytest

import landlords
from landlords.rules.monopoly.bots import MonopolyBot


def _straight(players: int, seed: int, turns: int | None = None):
    game = landlords.new_game("monopoly", players=players, seed=seed, record_events=False,
                              options={"time_limit_rounds": 120})
    game.play(until_turn=turns) if turns else game.play()
    return game


def _proposals(game) -> int:
    """Trade offers proposed in the game (each planned from the memo)."""
    return sum(1 for step in game.record().log if tuple(step[1:2]) == ("propose",))


@pytest.mark.parametrize("players, seed", [(4, 3), (6, 8), (8, 21)])
def test_a_game_plays_the_same_with_the_memo_emptied_at_every_look_up(players, seed):
    straight = _straight(players, seed)
    assert _proposals(straight) >= 3
    looked_up = []

    def forgetful(cls):
        # A subclass, not a patch of MonopolyBot: when the bots are compiled (mypyc, issue
        # 28) their own calls do not look a patched class attribute up, but they do reach
        # an interpreted subclass's override.
        class Forgetful(cls):
            def _plan_candidates(self, g, seat):
                looked_up.append(len(self._candidates))
                self._candidates.clear()
                return super()._plan_candidates(g, seat)
        return Forgetful

    forgetting = landlords.new_game("monopoly", players=players, seed=seed, record_events=False,
                                    options={"time_limit_rounds": 120})
    for seat, bot in list(forgetting._bots.items()):
        forgetting._bots[seat] = forgetful(type(bot))(seat, forgetting.seed)
        assert forgetting._bots[seat].seed == bot.seed and isinstance(forgetting._bots[seat], MonopolyBot)
    forgetting.play()
    assert looked_up and max(looked_up) > 0        # the memo held candidates: it was in use
    assert forgetting.digest() == straight.digest() and forgetting.outcome == straight.outcome


def test_clones_sharing_the_bots_cannot_change_the_game_they_came_from():
    straight = _straight(6, 8)
    game = _straight(6, 8, turns=60)
    branch = game.clone()
    assert branch._bots[0] is game._bots[0]        # the bots, and their memos, are shared
    branch.switch_rules("single-tax")              # another course: other deeds, other plans
    branch.play(until_turn=branch.turn + 150)
    assert branch.state_key() != game.state_key()
    game.play()
    assert game.digest() == straight.digest() and game.outcome == straight.outcome


def test_the_memo_is_emptied_for_another_edition():
    game = _straight(4, 3, turns=40)
    bot = game._bots[0]
    bot._plan_candidates(game, 0)
    assert bot._candidates
    other = game.clone()                          # the same game on another edition
    other.data = game.data.with_changes(go_salary=400)
    bot._edition(other)
    assert not bot._candidates


def test_every_remembered_candidate_and_gain_is_what_would_be_worked_out_again():
    game = landlords.new_game("monopoly", players=6, seed=8, record_events=False)
    checked = 0
    while not game.is_over:
        game.play(until_turn=game.turn + 1)
        for seat, bot in game._bots.items():
            if not game.alive[seat]:
                continue
            trades, theirs, mine = bot._plan_candidates(game, seat)
            assert trades == bot._find_candidates(game, seat)
            for k, (other, gives, x, *_) in enumerate(trades):
                if theirs[k] is not None:
                    assert theirs[k] == bot._deeds_gain(game, other, seat, gives, (x,), rival_weight=1.0)
                    checked += 1
                if mine[k] is not None:
                    assert mine[k] == bot._deeds_gain(game, seat, other, (x,), gives)
                    checked += 1
    assert checked >= 100


def _holdings(game) -> tuple:
    return tuple(game.owner), tuple(game.level), tuple(game.mortgaged), tuple(game.alive)


@pytest.mark.parametrize("players, seed", [(4, 3), (6, 8), (3, 5)])
def test_the_holdings_key_changes_whenever_the_holdings_do(players, seed):
    """Every change of owner, level, mortgaged or alive gives ``holdings_key`` a new token,
    so nothing kept under a token can be given for other holdings."""
    game = landlords.new_game("monopoly", players=players, seed=seed, record_events=False,
                              options={"time_limit_rounds": 150})
    seen = {}
    changes = 0
    while not game.is_over:
        before, key = _holdings(game), game.holdings_key
        game.step()
        if game.holdings_key is key:
            assert _holdings(game) == before
        else:
            changes += 1
        seen.setdefault(game.holdings_key, _holdings(game))
        assert seen[game.holdings_key] == _holdings(game)
    assert changes >= 20


def test_a_clone_that_changes_its_holdings_takes_a_new_key():
    game = _straight(4, 3, turns=30)
    branch = game.clone()
    assert branch.holdings_key is game.holdings_key
    while branch.holdings_key is game.holdings_key:
        branch.step()
    assert _holdings(game) != _holdings(branch) or branch.holdings_key is not game.holdings_key


def test_every_remembered_holdings_view_is_what_would_be_worked_out_again():
    game = landlords.new_game("monopoly", players=5, seed=8, record_events=False)
    checked = 0
    while not game.is_over:
        game.play(until_turn=game.turn + 1)
        for seat, bot in game._bots.items():
            if game.alive[seat]:
                assert bot._view(game, seat) == bot._work_out_view(game, seat)
                assert bot._buildable(game, seat, game.balances[seat]) == game._buildable(seat)
                checked += 1
    assert checked >= 100
