"""Monopoly's market value (``game.market_parts(landing)``, ``docs/rules/monopoly.md``,
"Market value"): each seat's ``(fixed, income)``, worked out by hand.

``income`` is the dollars per round a player's deeds are expected to draw from the other
players in the game: for every deed, the landing rate of its space times what a landing
pays him now (the printed rent at its level, a utility at a throw of 7, less the public's
part under the land value tax in force), times the other players.  ``fixed`` is his cash
less what lifting his mortgages costs.  The position is played with scripted dice and the
players' own actions (buy, build, mortgage), the deeds nobody landed on given to them.
"""

from __future__ import annotations

import pytest

import landlords
from landlords.rules.monopoly.game import MonopolyGame

BOARD = MonopolyGame.DATA
S = BOARD.index_of
MEDITERRANEAN, BALTIC = S("Mediterranean Avenue"), S("Baltic Avenue")
ORIENTAL, VERMONT, CONNECTICUT = S("Oriental Avenue"), S("Vermont Avenue"), S("Connecticut Avenue")
READING, PENNSYLVANIA_RR = S("Reading Railroad"), S("Pennsylvania Railroad")
ELECTRIC, PARK_PLACE = S("Electric Company"), S("Park Place")

#: Every space is the end of one move in a hundred, a turn.
EVEN = [0.01] * BOARD.size


def _act(game, *action):
    game.apply(tuple(action))
    game.play()


def _give(game, name, *spaces):
    seat = game.seat_of(name)
    for s in spaces:
        game.owner[s] = seat
    game._holdings_changed()


def _position(options=None):
    """Ann, Bob and Cy (no bots), at Bob's first decision.

    Ann threw 5, bought Reading Railroad ($200), was given Pennsylvania Railroad, Electric
    Company and the light blue group, built two houses on each light blue street ($300)
    and mortgaged Electric Company ($75; lifting it costs $83): $1,075 cash.  Bob was given
    Mediterranean and Baltic Avenue and mortgaged Baltic ($30; lifting it costs $33):
    $1,530.  Cy was given Park Place: $1,500.
    """
    opts = {"first_player": "Ann", **(options or {})}
    game = landlords.new_game("monopoly", players=["Ann", "Bob", "Cy"], bots={}, seed=1,
                              options=opts, dice=[(2, 3)])
    game.play()
    _act(game, "throw")
    assert game.position("Ann") == READING and game.decision == "buy"
    _act(game, "buy", READING)
    _give(game, "Ann", PENNSYLVANIA_RR, ELECTRIC, ORIENTAL, VERMONT, CONNECTICUT)
    _give(game, "Bob", MEDITERRANEAN, BALTIC)
    _give(game, "Cy", PARK_PLACE)
    for _ in range(2):
        for s in (ORIENTAL, VERMONT, CONNECTICUT):
            _act(game, "build", s)
    _act(game, "mortgage", ELECTRIC)
    _act(game, "end")
    _act(game, "mortgage", BALTIC)
    assert [game.balance(name) for name in game.players] == [1075, 1530, 1500]
    assert [BOARD.lift_cost[s] for s in (ELECTRIC, BALTIC)] == [83, 33]
    return game


def _approx(parts):
    return [pytest.approx(part) for part in parts]


#: ``fixed``: cash less the lift costs of the mortgaged deeds; the same under every rule.
FIXED = (1075 - 83, 1530 - 33, 1500)


def test_MO6_market_parts_count_each_deed_by_the_rent_it_draws_worked_out_by_hand():
    game = _position()
    # Ann: Oriental and Vermont with 2 houses $90 each, Connecticut $100, two railroads
    # $50 each, Electric Company (mortgaged: as once lifted) 4 x 7 = $28: $408 a landing.
    # Bob: Mediterranean $4 and Baltic $8 (mortgaged, as once lifted), doubled for the
    # whole group.  Cy: Park Place alone, $35.  Two other players land, 0.01 a turn each.
    incomes = (408 * 0.02, 12 * 0.02, 35 * 0.02)
    assert game.market_parts(EVEN) == _approx(zip(FIXED, incomes))
    assert game.market_values(EVEN, 0.02) == pytest.approx(
        {"Ann": 992 + 408, "Bob": 1497 + 12, "Cy": 1500 + 35})


@pytest.mark.parametrize("options, incomes", [
    # The public takes the site rent (Oriental's $6 doubled, Connecticut's $8 doubled,
    # Mediterranean's $2 and Baltic's $4 doubled, Park Place's $35): Ann keeps her house
    # rent, fares and charges.
    ({"land_value_tax": 100}, (78 + 78 + 84 + 50 + 50 + 28, 0, 0)),
    # Half of it, rounded down as the rule rounds it (Park Place: $17 of $35).
    ({"land_value_tax": 50}, (84 + 84 + 92 + 50 + 50 + 28, 2 + 4, 18)),
    ({"land_tax_share": 0.5}, (84 + 84 + 92 + 50 + 50 + 28, 2 + 4, 18)),
    # The tax on all rent takes its share of the houses, fares and charges too.
    ({"land_value_tax": 50, "tax_base": "all rent"}, (45 + 45 + 50 + 25 + 25 + 14, 2 + 4, 18)),
    ({"land_value_tax": 100, "tax_base": "all rent"}, (0, 0, 0)),
])
def test_MOV3_MOX1_under_the_land_value_tax_the_owner_counts_the_rent_he_keeps(options, incomes):
    game = _position(options)
    assert game.regime == "single-tax"
    assert game.market_parts(EVEN) == _approx((fixed, rent * 0.02) for fixed, rent in zip(FIXED, incomes))
    game.switch_rules("landlord")                      # the classic rules: all rent kept
    assert game.market_parts(EVEN)[0] == pytest.approx((992, 408 * 0.02))


def test_MOV3_a_switch_to_the_land_value_tax_leaves_the_owner_his_house_rent_on_one_space():
    game = _position()
    landing = [0.0] * BOARD.size
    landing[ORIENTAL] = 0.1
    assert game.market_parts(landing) == _approx([(992, 90 * 0.2), (1497, 0), (1500, 0)])
    game.switch_rules("single-tax")                    # 100% of the site rent: $12 of $90
    assert game.market_parts(landing) == _approx([(992, 78 * 0.2), (1497, 0), (1500, 0)])


def test_MO16_a_bankrupt_player_is_worth_nothing_and_the_last_one_draws_from_nobody():
    game = landlords.new_game("monopoly", players=3, seed=3, record_events=False)
    outcome = game.play()
    assert outcome.termination.value == "last_standing"
    parts = dict(zip(game.players, game.market_parts(EVEN)))
    for name in game.players:
        if name == outcome.winner:
            seat = game.seat_of(name)
            lifts = sum(BOARD.lift_cost[s] for s in BOARD.properties
                        if game.owner[s] == seat and game.mortgaged[s])
            assert parts[name] == (game.balance(name) - lifts, 0.0)
        else:
            assert parts[name] == (0.0, 0.0)


def test_market_parts_read_the_landing_rates_of_the_analysis():
    from landlords.analysis import landing_probabilities
    rates = landing_probabilities("monopoly")["per_turn"]
    game = _position()
    parts = game.market_parts(rates)
    assert parts == _approx(game.market_parts(rates.tolist()))
    assert all(isinstance(fixed, float) and isinstance(income, float) for fixed, income in parts)
    # Ann's income: her deeds' rents at their spaces' rates, from two other players.
    rents = {ORIENTAL: 90, VERMONT: 90, CONNECTICUT: 100, READING: 50, PENNSYLVANIA_RR: 50, ELECTRIC: 28}
    assert parts[0][1] == pytest.approx(2 * sum(rates[s] * rent for s, rent in rents.items()))
