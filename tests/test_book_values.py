"""The book valuation, land held and the tallies of every rule set (issue 12).

``game.book_values()`` is the one yardstick experiments compare regimes and rule sets by
(cash, deeds and property cards at their printed price, buildings at cost, money owed and
owing); ``game.land_held()`` counts the lots each player holds; ``game.tallies()`` counts
the standard measures a rule set reports.  Each is checked here against numbers worked
out by hand from a constructed position, and the tallies against the events and the
ledger of whole games.  Rule IDs in the names are those whose valuation or count is
checked (LG-O1, ST-O1, LG-12, MO-16, MO-18, MD-12, RX-4...).
"""

from __future__ import annotations

import helpers as h
import pytest

import landlords
from landlords.engine.registry import find_rules
from landlords.rules.landlords1906.frames import PUBLIC, Loan
from landlords.rules.monopoly.game import MonopolyGame
from landlords.rules.monopoly_deal.state import BANK, HAND, PILE, STALEMATE, TABLE

MONOPOLY = MonopolyGame.DATA


# ---------------------------------------------------------------------- landlords-1906
def _landlords_position(options=None):
    """Ann and Bob past the deal, with a position whose values are worked out by hand.

    Ann: $300 cash, The Bowery ($75) with 2 of her houses, Royal Rusher R.R. ($50), a
    luxury, and Bob owes her $110 on a loan.  Bob: $200 cash, Wall Street ($100), Lonely
    Lane ($25), Speculation ($50), a professor.  Soakum Lighting System is the public's.
    """
    game = h.start(options=options)
    h.set_cash(game, "Ann", 300)
    h.set_cash(game, "Bob", 200)
    h.give(game, "Ann", h.BOWERY, h.ROYAL_RUSHER)
    h.give(game, "Bob", h.WALL_STREET, h.LONELY_LANE, h.SPECULATION)
    game._set_owner(h.SOAKUM, PUBLIC)
    ann, bob = h.seat(game, "Ann"), h.seat(game, "Bob")
    game.houses[h.BOWERY], game.hown[h.BOWERY] = 2, ann
    game.nhouses[ann] += 2
    game.lux[ann] += 1
    game.prof[bob] += 1
    game.loans.append(Loan(id=1, lender=ann, borrower=bob, principal=100, owed=110, due=9,
                           pledge=-1, garnished=0))
    return game


def test_LGO1_book_values_count_printed_prices_costs_and_loans_worked_out_by_hand():
    game = _landlords_position()
    # Ann: 300 + 75 + 50 + 2 x 100 (houses) + 75 (luxury at its price) + 110 (owed to her)
    # Bob: 200 + 100 + 25 + 50 + 100 (professor) - 110 (he owes)
    assert game.book_values() == {"Ann": 810, "Bob": 365}
    # The rules' own score (LG-O1): $100 a card, luxury, professor and house.
    assert game.wealths() == {"Ann": 300 + 5 * 100 + 110, "Bob": 200 + 4 * 100 - 110}
    assert game.land_held() == [1, 2]                  # lots only: not railroads, the licence


def test_STO1_book_values_are_the_same_under_the_single_tax_where_the_rules_count_deeds_0():
    game = _landlords_position()
    before = game.book_values()
    game.switch_rules("single-tax")
    assert game.book_values() == before                # one yardstick for both regimes
    assert game.wealths() == {"Ann": 910 - 100, "Bob": 490 - 200}   # ST-O1: lots count 0
    assert game.land_held() == [1, 2]


def test_LGX1_book_values_ignore_the_share_where_the_rules_count_the_deed_less_the_public_part():
    game = _landlords_position({"land_tax_share": 0.5})
    assert game.book_values() == {"Ann": 810, "Bob": 365}
    assert game.wealths() == {"Ann": 910 - 50, "Bob": 490 - 2 * 50}


def test_LG12_poverty_visits_count_the_poor_house_events_and_wages_the_ledger():
    seen = 0
    for seed in range(6):
        game = landlords.new_game("landlords-1906", players=4, seed=seed,
                                  bots={"Ann": "random", "Bob": "random"},
                                  options={"vote": True} if seed % 2 else {})
        game.play()
        tallies = game.tallies()
        assert set(tallies) == set(game.rules.measures)
        visits = sum(1 for e in game.events if e.kind == "poor_house")
        assert tallies["poverty_visits"] == visits
        seen += visits
        paid = [e.fields for e in game.events if e.kind == "paid"]
        assert tallies["wages_paid"] == sum(p["amount"] for p in paid
                                            if p["reason"] == "wages" and p["payer"] == "miscellaneous")
        assert tallies["public_spending"] == game.results()["public_spending"]
        assert tallies["land_tax_paid"] == sum(p["amount"] for p in paid if p["payee"] == "treasury"
                                               and p["reason"] in ("land_rent", "land_tax"))
    assert seen > 0                                    # the games did visit the Poor House


def test_LG12_tallies_read_at_every_turn_agree_with_tallies_read_once_at_the_end():
    options = {"land_tax_share": 0.4, "vote": True}
    read_often = landlords.new_game("landlords-1906", players=4, seed=7, options=options,
                                    bots={"Ann": "random"}, record_events=False)
    read_once = read_often.clone()
    turns = []
    while not read_often.is_over:
        read_often.play(until_turn=read_often.turn + 1)
        turns.append(read_often.tallies())
    read_once.play()
    assert read_often.tallies() == read_once.tallies() == turns[-1]
    assert all(a[k] <= b[k] for a, b in zip(turns, turns[1:]) for k in a)   # they only grow
    assert turns[-1]["public_spending"] > 0


# ---------------------------------------------------------------------- monopoly
def _monopoly_position():
    """Ann: $1,000, Park Place and Boardwalk with 3 houses each.  Bob: $500, Reading
    Railroad and Mediterranean Avenue mortgaged, Electric Company."""
    game = landlords.new_game("monopoly", players=["Ann", "Bob"], seed=1,
                              options={"first_player": "Ann"})
    game.play(max_steps=1)
    park, boardwalk = MONOPOLY.index_of("Park Place"), MONOPOLY.index_of("Boardwalk")
    reading, mediterranean = MONOPOLY.index_of("Reading Railroad"), MONOPOLY.index_of("Mediterranean Avenue")
    electric = MONOPOLY.index_of("Electric Company")
    # The printed numbers the sums below use.
    assert [MONOPOLY.price[s] for s in (park, boardwalk, reading, mediterranean, electric)] == \
        [350, 400, 200, 60, 150]
    assert MONOPOLY.house_cost[park] == MONOPOLY.house_cost[boardwalk] == 200
    assert (MONOPOLY.mortgage[reading], MONOPOLY.mortgage[mediterranean]) == (100, 30)
    for name, amount in (("Ann", 1000), ("Bob", 500)):
        have = game.balance(name)
        game.pay(game.BANK, game.seat_of(name), amount - have, "card", None)
    for s in (park, boardwalk):
        game.owner[s], game.level[s] = 0, 3
    for s in (reading, mediterranean, electric):
        game.owner[s] = 1
    game.mortgaged[reading] = game.mortgaged[mediterranean] = 1
    return game


def test_MO18_book_values_take_a_mortgage_off_at_what_lifting_it_costs_worked_out_by_hand():
    game = _monopoly_position()
    # Ann: 1000 + 350 + 400 + 6 houses x 200.  Bob: 500 + 200 - (100 + 10) + 60 - (30 + 3) + 150.
    assert game.book_values() == {"Ann": 2950, "Bob": 767}
    # MO-18's own valuation takes off the mortgage but not its interest.
    assert game.wealths() == {"Ann": 2950, "Bob": 500 + 100 + 30 + 150}
    assert game.land_held() == [2, 1]                  # streets only: not railroads or utilities


def test_MOV3_book_values_are_the_same_under_the_land_value_tax():
    game = _monopoly_position()
    before = game.book_values()
    game.switch_rules("single-tax")
    assert game.book_values() == before


def test_MO16_bankruptcies_count_the_bankrupt_events_and_the_ledger_the_rest():
    seen = 0
    for seed, options in ((3, {}), (4, {"land_value_tax": 50}), (5, {"land_tax_share": 0.125})):
        game = landlords.new_game("monopoly", players=4, seed=seed, options=options)
        game.play()
        tallies = game.tallies()
        assert set(tallies) == set(game.rules.measures)
        bankrupt = sum(1 for e in game.events if e.kind == "bankrupt")
        assert tallies["bankruptcies"] == bankrupt
        seen += bankrupt
        paid = [e.fields for e in game.events if e.kind == "paid"]
        assert tallies["wages_paid"] == sum(p["amount"] for p in paid if p["reason"] == "salary")
        assert tallies["public_spending"] == game.results()["public_spending"]
        assert tallies["land_tax_paid"] == sum(p["amount"] for p in paid if p["reason"] == "land_rent")
        for name in game.players:                      # a bankrupt player holds nothing
            if game.status(name) == "bankrupt":
                assert game.book_values()[name] == 0
    assert seen > 0


# ---------------------------------------------------------------------- monopoly-deal
def _place(game, card: int, zone: int, seat: int, colour: str = "") -> None:
    if card in game.pile:
        game.pile.remove(card)
    game.zone[card], game.holder[card], game.colour[card] = zone, seat, colour
    game._tables_changed()


def test_MD4_book_values_are_bank_and_table_values_and_the_hand_counts_nothing():
    game = landlords.new_game("monopoly-deal", players=["Ann", "Bob"], seed=2)
    game.play(max_steps=1)                             # the shuffle and the deal
    data = game.data
    for card in range(data.n_cards):                   # empty both hands
        if game.zone[card] == HAND:
            game.zone[card], game.holder[card] = PILE, -1
            game.pile.append(card)
    game._tables_changed()
    label = {c.label: c.id for c in data.cards}
    house = data.action_ids["house"][0]
    _place(game, label["10M"], BANK, 0)
    _place(game, label["1M (1)"], BANK, 0)
    _place(game, label["Boardwalk"], TABLE, 0, "dark_blue")
    _place(game, label["Park Place"], TABLE, 0, "dark_blue")
    _place(game, house, TABLE, 0, "dark_blue")
    _place(game, label["any-colour wildcard (1)"], TABLE, 0, "green")
    _place(game, label["5M (1)"], BANK, 1)
    _place(game, label["Mediterranean Avenue"], TABLE, 1, "brown")
    _place(game, label["pink/orange wildcard (1)"], TABLE, 1, "pink")
    _place(game, label["Deal Breaker (1)"], HAND, 1)    # a hand counts nothing
    assert data.value[house] == 3
    # Ann: 10 + 1 (bank) + 4 + 4 (properties) + 3 (House) + 0 (any-colour wildcard)
    # Bob: 5 (bank) + 1 + 2 (properties); the Deal Breaker in his hand counts nothing.
    assert game.book_values() == {"Ann": 22, "Bob": 8}
    assert game.book_values() == game.wealths()
    assert game.land_held() == [3, 2]                  # property cards, wildcards too
    assert game.tallies() == {} and not game.rules.measures


def test_MD12_the_stalemate_is_marked_as_a_stalemate():
    rules = find_rules("monopoly-deal")
    assert STALEMATE.stalemate and rules.termination("stalemate").stalemate
    assert not rules.termination("sets").stalemate and not rules.termination("capped").stalemate


# ---------------------------------------------------------------------- random-exchange
def test_RX4_book_values_are_cash_and_there_is_no_land():
    game = landlords.new_game("random-exchange", players=5, seed=4, options={"rounds": 7})
    game.play()
    assert game.book_values() == game.wealths() == {p: game.balance(p) for p in game.players}
    assert sum(game.book_values().values()) == 5 * 20
    assert game.land_held() is None and game.tallies() == {}


@pytest.mark.parametrize("rules", ["landlords-1906", "monopoly", "monopoly-deal", "random-exchange"])
def test_reading_the_measures_at_every_turn_changes_nothing_in_the_game(rules):
    """Cheap enough to read at every turn's end, and never changed by reading."""
    game = landlords.new_game(rules, players=3, seed=11, record_events=False)
    shadow = game.clone()
    while not game.is_over and game.turn < 60:
        game.play(until_turn=game.turn + 1)
        shadow.play(until_turn=shadow.turn + 1)
        values = game.book_values()
        assert list(values) == list(game.players)
        held = game.land_held()
        assert held is None or len(held) == 3
        game.tallies()
    assert game.state_key() == shadow.state_key() and game.digest() == shadow.digest()
