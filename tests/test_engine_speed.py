"""The engine's fast paths give what the plain paths give (issue 14).

Each speed-up of the engine keeps a way to check it against the straightforward answer:
these tests play games both ways, or compare a shortcut's answer with the full one.
"""

from __future__ import annotations

import pytest

import landlords
from landlords.rules.monopoly_deal.state import TABLE


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


def _tables(game) -> tuple:
    """Every card on a table with its holder and colour."""
    return tuple((c, game.holder[c], game.colour[c]) for c in range(game.data.n_cards)
                 if game.zone[c] == TABLE)


@pytest.mark.parametrize("players, seed", [(2, 1), (4, 3), (5, 7)])
def test_deal_tables_key_changes_whenever_a_table_does(players, seed):
    """Every change of a card on a table gives ``tables_key`` a new token, and the sets
    kept under a token are what a fresh look at the tables gives, in the same order."""
    game = landlords.new_game("monopoly-deal", players=players, seed=seed, record_events=False)
    seen, changes = {}, 0
    while not game.is_over:
        before, key = _tables(game), game.tables_key
        game.step()
        if game.tables_key is key:
            assert _tables(game) == before
        else:
            changes += 1
        assert seen.setdefault(game.tables_key, _tables(game)) == _tables(game)
        fresh = [{} for _ in range(game.n)]
        for c in game.data.property_ids:
            if game.zone[c] == TABLE:
                fresh[game.holder[c]].setdefault(game.colour[c], []).append(c)
        assert [game.groups(seat) for seat in range(game.n)] == fresh
        assert [list(game.table_groups(seat)) for seat in range(game.n)] == [list(m) for m in fresh]
        size = game.data.set_size
        assert game.complete_counts() == [sum(len(cards) >= size[col] for col, cards in m.items())
                                          for m in fresh]
    assert changes >= 10


def test_replay_pauses_the_garbage_collector_and_gives_it_back_as_it_was():
    import gc

    from landlords.engine.gcpause import gc_paused
    game = landlords.new_game("monopoly", players=3, seed=2)
    game.play(max_steps=300)
    record = game.record()
    seen = []
    with gc_paused():
        seen.append(gc.isenabled())
        with gc_paused():
            seen.append(gc.isenabled())
        seen.append(gc.isenabled())
    assert seen == [False, False, False] and gc.isenabled()
    assert landlords.replay(record).digest() == game.digest() and gc.isenabled()
    tampered = record.to_dict()
    tampered["log"][5] = ["~", [6, 6]]
    with pytest.raises(landlords.RecordError):
        landlords.replay(tampered)
    assert gc.isenabled()                              # an error in the replay gives it back too
    gc.disable()
    try:
        landlords.replay(record)
        assert not gc.isenabled()                      # off before, off after
    finally:
        gc.enable()


def test_the_conformance_kit_catches_a_change_of_holdings_that_kept_its_token():
    from landlords.engine.errors import ConformanceError
    from landlords.testing import check_invariants
    game = landlords.new_game("monopoly", players=4, seed=3)
    game.play(until_turn=60)
    game._holdings()                                   # the worth kept under the token now
    for bot in game._bots.values():
        bot._view(game, bot.seat)
    check_invariants(game)
    seat = next(s for s in game.data.properties if game.owner[s] >= 0)
    game.owner[seat] = (game.owner[seat] + 1) % game.n  # changed by hand, token kept
    with pytest.raises(ConformanceError, match="holdings_key did not"):
        check_invariants(game)
    game._holdings_changed()
    check_invariants(game)


def test_the_conformance_kit_catches_a_change_of_a_table_that_kept_its_token():
    from landlords.engine.errors import ConformanceError
    from landlords.testing import check_invariants
    game = landlords.new_game("monopoly-deal", players=3, seed=3)
    while not any(game.table_groups(seat) for seat in range(game.n)):
        game.step()
    check_invariants(game)
    seat = next(s for s in range(game.n) if game.table_groups(s))
    card = next(c for cards in game.table_groups(seat).values() for c in cards)
    game.holder[card] = (seat + 1) % game.n            # changed by hand, token kept
    with pytest.raises(ConformanceError, match="tables_key did not"):
        check_invariants(game)
    game._tables_changed()
    check_invariants(game)
