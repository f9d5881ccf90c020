"""Classic Monopoly (rule set ``monopoly``): one or more exact tests per rule ID.

Every test is driven by scripted dice (``dice=[...]`` is used, in order, for every throw)
and, where a card matters, by putting that card on top of its deck.  Players without a
bot are "humans" whose decisions the test applies.  ``first_player`` skips the throw for
the first turn (MO-1 is tested with it off).  Rule IDs are in ``docs/rules/monopoly.md``.
"""

from __future__ import annotations

import json

import pytest

import landlords
from landlords import CAPPED, IllegalActionError, OptionError, PlayersError
from landlords.engine.game import reason_text
from landlords.rules.monopoly.game import LAST_STANDING, TIME_LIMIT, TIME_LIMIT_ROUNDS, MonopolyGame

# ---------------------------------------------------------------------- helpers

BOARD = MonopolyGame.DATA                  # the edition played: board, decks, rule numbers
GOOJF = dict(zip(("chance", "chest"), BOARD.goojf))   # Get Out of Jail Free card by deck


def S(name: str) -> int:
    """A space's index by its printed name."""
    return BOARD.index_of(name)


MEDITERRANEAN, BALTIC = S("Mediterranean Avenue"), S("Baltic Avenue")
ORIENTAL, VERMONT, CONNECTICUT = S("Oriental Avenue"), S("Vermont Avenue"), S("Connecticut Avenue")
ST_CHARLES, STATES, VIRGINIA = S("St. Charles Place"), S("States Avenue"), S("Virginia Avenue")
READING, PENNSYLVANIA_RR, BO_RR, SHORT_LINE = (S("Reading Railroad"), S("Pennsylvania Railroad"),
                                               S("B. & O. Railroad"), S("Short Line"))
ELECTRIC, WATER = S("Electric Company"), S("Water Works")
PARK_PLACE, BOARDWALK = S("Park Place"), S("Boardwalk")
ILLINOIS = S("Illinois Avenue")


def new(players=("Ann", "Bob"), dice=(), options=None, seed=1, bots=None, first=True):
    """A game of humans (and ``bots``), with Ann first unless ``first`` is false."""
    opts = {"first_player": players[0]} if first else {}
    opts.update(options or {})
    game = landlords.new_game("monopoly", players=list(players), bots=bots or {}, seed=seed,
                              options=opts, dice=list(dice))
    while game.is_chance:                      # the shuffle (and any chance) up to a decision
        game.play(max_steps=1)
    return game


def act(game, *action):
    """Apply a decision, then let chance act up to the next decision."""
    events = game.apply(tuple(action))
    game.play()
    return events


def cash(game, name: str) -> int:
    return game.balance(name)


def set_cash(game, name: str, amount: int) -> None:
    """Move money between a player and the Bank so that he holds ``amount`` (ledger stays whole)."""
    seat = game.seat_of(name)
    have = game.balance(name)
    if have > amount:
        game.pay(seat, game.BANK, have - amount, "card", None)
    elif have < amount:
        game.pay(game.BANK, seat, amount - have, "card", None)


def give(game, name: str, *spaces: int) -> None:
    seat = game.seat_of(name)
    for s in spaces:
        game.owner[s] = seat
    game._holdings_changed()                   # as the rules do: the bots' views go stale


def top_card(game, deck: str, card_id: str) -> None:
    """Put card ``card_id`` on top of ``deck`` (``"chance"`` or ``"chest"``)."""
    cards = game.chance_deck if deck == "chance" else game.chest_deck
    index = next(i for i, c in enumerate(BOARD.deck(deck)) if c.id == card_id)
    cards.remove(index)
    cards.insert(0, index)


def texts(game) -> list[str]:
    return [e.text for e in game.events]


def kinds(game) -> list[str]:
    return [e.kind for e in game.events]


# ---------------------------------------------------------------------- setup


def test_MOS1_two_to_eight_players_with_1500_each_and_the_banks_buildings():
    for count in (2, 8):
        game = landlords.new_game("monopoly", players=count, seed=3, record_events=False)
        assert all(game.balance(p) == 1500 for p in game.players)
        assert game.houses_left == 32 and game.hotels_left == 12
        assert game.balance("bank") == -1500 * count
        assert all(game.owner_of(s) is None for s in range(40))
    for count in (1, 9):
        with pytest.raises(PlayersError):
            landlords.new_game("monopoly", players=count, seed=3)
    game = new()
    assert next(r for r in game.ledger().itertuples() if r.reason == "starting_cash").src == "bank"


def test_MOS2_both_decks_are_shuffled_at_the_start_and_the_shuffle_is_recorded():
    game = landlords.new_game("monopoly", players=["Ann", "Bob"], seed=5,
                              options={"first_player": "Ann"})
    assert game.is_chance and game.decision == "shuffle"
    game.step()
    assert sorted(game.chance_deck) == list(range(16)) and sorted(game.chest_deck) == list(range(16))
    entry = game.record().to_dict()["log"][0]
    assert entry[0] == "~" and entry[1] == game.chance_deck + game.chest_deck
    other = landlords.new_game("monopoly", players=["Ann", "Bob"], seed=6,
                               options={"first_player": "Ann"})
    other.step()
    assert (other.chance_deck, other.chest_deck) != (game.chance_deck, game.chest_deck)
    assert "The Chance and Community Chest decks were shuffled" in texts(game)


# ---------------------------------------------------------------------- turn


def test_MO1_highest_throw_starts_and_play_passes_to_the_left():
    game = new(players=("Ann", "Bob", "Cy"), first=False,
               dice=[(1, 2), (6, 5), (3, 3), (4, 6), (4, 6)])
    assert game.to_move == "Bob"
    assert game.order == (1, 2, 0)
    act(game, "throw")                         # Bob: 10, just visiting
    act(game, "end")
    assert game.to_move == "Cy"
    act(game, "throw")
    act(game, "end")
    assert game.to_move == "Ann"


def test_MO1_a_tie_for_highest_throws_again():
    game = new(players=("Ann", "Bob", "Cy"), first=False,
               dice=[(6, 6), (6, 6), (1, 1), (2, 2), (3, 3)])
    assert game.to_move == "Bob"
    assert [e.player for e in game.events if e.kind == "order_throw"] == ["Ann", "Bob", "Cy", "Ann", "Bob"]


def test_MO1_first_player_option_names_the_starter():
    game = new(players=("Ann", "Bob", "Cy"), options={"first_player": "Cy"}, first=False)
    assert game.to_move == "Cy" and game.order == (2, 0, 1)
    with pytest.raises(OptionError):
        new(players=("Ann", "Bob"), options={"first_player": "Zed"}, first=False)


def test_MO2_move_by_the_throw_and_tokens_share_spaces():
    game = new(dice=[(4, 6), (4, 6)])
    act(game, "throw")
    assert game.position("Ann") == 10 and game.status("Ann") == ""   # just visiting
    assert game.legal_actions()[0] == ("end",)
    act(game, "end")
    act(game, "throw")
    assert game.position("Bob") == 10 == game.position("Ann")


def test_MO3_after_a_double_the_space_acts_then_he_throws_again():
    game = new(dice=[(3, 3), (1, 3)])
    act(game, "throw")
    assert game.position("Ann") == ORIENTAL and game.decision == "buy"
    act(game, "buy", ORIENTAL)
    assert game.decision == "turn" and ("throw",) in game.legal_actions()
    act(game, "throw")
    assert game.position("Ann") == 10
    assert ("end",) in game.legal_actions()      # no double: the turn is over


def test_MO3_a_third_double_sends_him_to_jail_without_moving():
    game = new(dice=[(5, 5), (6, 6), (4, 4)])
    top_card(game, "chance", "C07")            # Chance at 22: a $50 dividend
    act(game, "throw")
    act(game, "throw")
    assert game.position("Ann") == 22
    act(game, "throw")
    assert game.position("Ann") == 10 and game.status("Ann") == "in Jail"
    assert game.legal_actions()[0] == ("end",) and ("throw",) not in game.legal_actions()
    assert "Ann threw a third double in one turn and went to Jail (no salary on the way)" in texts(game)


def test_MO4_passing_or_landing_on_go_pays_200_once():
    game = new(dice=[(1, 2), (1, 2)])
    game.pos[0] = 38
    act(game, "throw")                         # 38 + 3 = Mediterranean, past Go
    assert game.position("Ann") == MEDITERRANEAN and cash(game, "Ann") == 1700
    act(game, "decline")
    while game.decision == "bid":
        act(game, "pass")
    act(game, "end")
    game.pos[1] = 37
    act(game, "throw")                         # 37 + 3 = Go
    assert game.position("Bob") == 0 and cash(game, "Bob") == 1700
    salaries = [amount for _, _, _, _, amount, reason, _ in game.transfers() if reason == "salary"]
    assert salaries == [200, 200]


def test_MO4_advance_to_go_card_pays_the_salary():
    game = new(dice=[(1, 2)])
    game.pos[0] = 33
    top_card(game, "chance", "C01")
    act(game, "throw")                         # 36: Chance, Advance to Go
    assert game.position("Ann") == 0 and cash(game, "Ann") == 1700


# ---------------------------------------------------------------------- property


def test_MO5_buying_at_the_printed_price():
    game = new(dice=[(1, 2)])
    act(game, "throw")
    assert game.decision == "buy" and game.legal_actions() == [("buy", BALTIC), ("decline",)]
    act(game, "buy", BALTIC)
    assert game.owner_of(BALTIC) == "Ann" and cash(game, "Ann") == 1440
    assert game.balance("bank") == -3000 + 60


def test_MO5_a_declined_deed_is_auctioned_to_everyone_including_the_decliner():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)])
    act(game, "throw")
    act(game, "decline")
    assert game.decision == "bid" and game.to_move == "Bob"   # from Ann's left
    assert game.legal_actions()[0] == ("bid", 1)              # any starting price
    act(game, "bid", 1)
    assert game.to_move == "Cy"
    act(game, "pass")
    assert game.to_move == "Ann"                              # the decliner bids too
    act(game, "bid", 2)
    assert game.to_move == "Bob"
    act(game, "pass")
    assert game.owner_of(BALTIC) == "Ann" and cash(game, "Ann") == 1498
    assert "Ann bought Baltic Avenue at auction for $2" in texts(game)


def test_MO5_with_no_bid_the_deed_stays_with_the_bank():
    game = new(dice=[(1, 2)])
    act(game, "throw")
    act(game, "decline")
    act(game, "pass")
    act(game, "pass")
    assert game.owner_of(BALTIC) is None and game.decision == "turn"
    with pytest.raises(IllegalActionError):
        game.apply(("bid", 1))


def test_MO5_a_lander_short_of_cash_may_mortgage_to_buy():
    game = new(dice=[(1, 2)])
    give(game, "Ann", READING)
    set_cash(game, "Ann", 40)
    act(game, "throw")
    assert ("buy", BALTIC) not in game.legal_actions() and ("mortgage", READING) in game.legal_actions()
    act(game, "mortgage", READING)
    act(game, "buy", BALTIC)
    assert game.owner_of(BALTIC) == "Ann" and cash(game, "Ann") == 80


def test_MO6_rent_is_printed_and_doubled_for_a_whole_group():
    game = new(dice=[(1, 2), (4, 6), (1, 2)])
    give(game, "Bob", BALTIC)
    act(game, "throw")
    assert cash(game, "Ann") == 1496 and cash(game, "Bob") == 1504      # $4
    act(game, "end")
    act(game, "throw")                         # Bob: 10, visiting
    act(game, "end")
    give(game, "Bob", MEDITERRANEAN)
    game.pos[0] = 0
    act(game, "throw")
    assert cash(game, "Ann") == 1496 - 8                                # whole group: $8


def test_MO6_no_rent_on_a_mortgaged_deed_but_its_group_still_doubles():
    game = new(dice=[(1, 2), (4, 6), (1, 2)])
    give(game, "Bob", MEDITERRANEAN, BALTIC)
    game.mortgaged[BALTIC] = 1
    act(game, "throw")
    assert cash(game, "Ann") == 1500 and "Ann landed on Baltic Avenue: it is mortgaged, no rent" in texts(game)
    act(game, "end")
    act(game, "throw")
    act(game, "end")
    game.mortgaged[BALTIC] = 0
    game.mortgaged[MEDITERRANEAN] = 1
    game.pos[0] = 0
    act(game, "throw")                         # Baltic again: doubled though Mediterranean is mortgaged
    assert cash(game, "Ann") == 1492


@pytest.mark.parametrize("held, rent", [(1, 25), (2, 50), (3, 100), (4, 200)])
def test_MO6_railroad_rent_by_railroads_held(held, rent):
    game = new(dice=[(2, 3)])
    give(game, "Bob", *(READING, PENNSYLVANIA_RR, BO_RR, SHORT_LINE)[:held])
    act(game, "throw")
    assert cash(game, "Bob") == 1500 + rent


@pytest.mark.parametrize("both, rent", [(False, 40), (True, 100)])
def test_MO6_utility_rent_is_four_or_ten_times_the_throw(both, rent):
    game = new(dice=[(4, 6)])
    game.pos[0] = 2
    give(game, "Bob", ELECTRIC, *((WATER,) if both else ()))
    act(game, "throw")
    assert game.position("Ann") == ELECTRIC and cash(game, "Bob") == 1500 + rent


def _light_blue(game, name="Ann"):
    give(game, name, ORIENTAL, VERMONT, CONNECTICUT)


def test_MO7_build_evenly_on_a_whole_unmortgaged_group():
    game = new()
    give(game, "Ann", ORIENTAL, VERMONT)
    assert not [a for a in game.legal_actions() if a[0] == "build"]
    _light_blue(game)
    assert [a for a in game.legal_actions() if a[0] == "build"] == [
        ("build", ORIENTAL), ("build", VERMONT), ("build", CONNECTICUT)]
    act(game, "build", ORIENTAL)
    assert game.buildings_on(ORIENTAL) == (1, 0) and cash(game, "Ann") == 1450
    with pytest.raises(IllegalActionError):
        game.apply(("build", ORIENTAL))        # not a second house before every street has one
    act(game, "build", VERMONT)
    act(game, "build", CONNECTICUT)
    act(game, "build", ORIENTAL)
    assert game.buildings_on(ORIENTAL) == (2, 0) and game.houses_left == 28
    game.mortgaged[CONNECTICUT] = 1
    game.level[CONNECTICUT] = 0
    game.level[ORIENTAL] = game.level[VERMONT] = 0
    game.houses_left = 32
    assert not [a for a in game.legal_actions() if a[0] == "build"]


def test_MO7_a_hotel_replaces_four_houses_on_every_street():
    game = new(dice=[(3, 3)])
    _light_blue(game)
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        game.level[s] = 4
    game.houses_left = 32 - 12
    act(game, "build", VERMONT)
    assert game.buildings_on(VERMONT) == (0, 1)
    assert game.houses_left == 24 and game.hotels_left == 11 and cash(game, "Ann") == 1450
    assert ("build", VERMONT) not in game.legal_actions()     # one hotel per street
    game.pos[1] = 0
    act(game, "throw")                         # Ann lands on her own Oriental: no rent
    assert cash(game, "Ann") == 1450
    assert game._rent(VERMONT, 0) == 550 and game._rent(ORIENTAL, 0) == 400


def test_MO8_no_building_while_the_bank_has_none():
    game = new()
    _light_blue(game)
    game.houses_left = 0
    assert not [a for a in game.legal_actions() if a[0] == "build"]
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        game.level[s] = 4
    game.houses_left, game.hotels_left = 20, 0
    assert not [a for a in game.legal_actions() if a[0] == "build"]


def test_MO8_the_last_house_is_auctioned_when_more_players_want_it():
    game = new(players=("Ann", "Bob", "Cy"))
    _light_blue(game)
    give(game, "Bob", MEDITERRANEAN, BALTIC)
    game.houses_left = 1                       # 31 houses elsewhere (not counted here)
    act(game, "build", ORIENTAL)
    assert game.decision == "bid" and game.to_move == "Bob"
    assert game.legal_actions()[0] == ("bid", 51)              # above Ann's $50
    act(game, "bid", 80)
    assert game.to_move == "Ann"
    act(game, "pass")
    assert game.decision == "place" and game.to_move == "Bob"
    assert game.legal_actions() == [("place", MEDITERRANEAN), ("place", BALTIC)]
    act(game, "place", BALTIC)
    assert game.buildings_on(BALTIC) == (1, 0) and cash(game, "Bob") == 1420
    assert game.houses_left == 0 and game.buildings_on(ORIENTAL) == (0, 0)


def test_MO8_no_auction_when_the_bank_has_enough_for_everyone_who_wants_one():
    game = new()
    _light_blue(game)
    give(game, "Bob", MEDITERRANEAN, BALTIC)
    game.houses_left = 2
    act(game, "build", ORIENTAL)
    assert game.buildings_on(ORIENTAL) == (1, 0) and game.decision == "turn"


def test_MO9_buildings_sell_back_at_half_price_evenly_in_reverse():
    game = new()
    _light_blue(game)
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        game.level[s] = 2
    game.houses_left = 26
    act(game, "sell_house", ORIENTAL)
    assert game.buildings_on(ORIENTAL) == (1, 0) and cash(game, "Ann") == 1525
    assert game.houses_left == 27
    assert ("sell_house", ORIENTAL) not in game.legal_actions()
    act(game, "sell_house", VERMONT)
    act(game, "sell_house", CONNECTICUT)
    assert ("sell_house", ORIENTAL) in game.legal_actions()


def test_MO9_a_hotel_back_to_four_houses_needs_four_houses_or_is_sold_all_at_once():
    game = new()
    _light_blue(game)
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        game.level[s] = 5
    game.houses_left, game.hotels_left = 3, 9
    legal = game.legal_actions()
    assert ("sell_house", ORIENTAL) not in legal and ("sell_all", "light_blue") in legal
    act(game, "sell_all", "light_blue")
    assert [game.level[s] for s in (ORIENTAL, VERMONT, CONNECTICUT)] == [0, 0, 0]
    assert cash(game, "Ann") == 1500 + 3 * 5 * 25 and game.hotels_left == 12 and game.houses_left == 3
    game.level[ORIENTAL] = 5
    game.level[VERMONT] = game.level[CONNECTICUT] = 4
    game.houses_left, game.hotels_left = 4, 11
    act(game, "sell_house", ORIENTAL)
    assert game.buildings_on(ORIENTAL) == (4, 0) and game.houses_left == 0 and game.hotels_left == 12


def test_MO9_deeds_sell_privately_but_not_from_a_built_group():
    game = new()
    _light_blue(game)
    give(game, "Ann", READING)
    act(game, "offer", "Bob")
    assert ("give", ORIENTAL) in game.legal_actions()
    act(game, "cancel")
    game.level[ORIENTAL] = game.level[VERMONT] = game.level[CONNECTICUT] = 1
    act(game, "offer", "Bob")
    legal = game.legal_actions()
    assert ("give", READING) in legal and not [a for a in legal if a[0] == "give" and a[1] != READING]
    act(game, "give", READING)
    act(game, "add_cash")
    act(game, "cash", -150)
    act(game, "propose")
    assert game.to_move == "Bob" and game.legal_actions() == [("accept",), ("decline",)]
    act(game, "accept")
    assert game.owner_of(READING) == "Bob"
    assert cash(game, "Bob") == 1350 and cash(game, "Ann") == 1650


def test_MO9_a_get_out_of_jail_free_card_is_sold_at_an_agreed_price():
    game = new()
    game.goojf[0] = 0
    game.chance_deck.remove(GOOJF["chance"])
    act(game, "offer", "Bob")
    act(game, "give_card", "chance")
    act(game, "add_cash")
    act(game, "cash", -30)
    act(game, "propose")
    act(game, "accept")
    assert game.cards_held("Bob") == ("chance",) and cash(game, "Ann") == 1530


def test_MO10_mortgage_at_the_printed_value_and_lift_with_ten_percent():
    game = new()
    give(game, "Ann", PARK_PLACE)
    act(game, "mortgage", PARK_PLACE)
    assert game.mortgaged[PARK_PLACE] and cash(game, "Ann") == 1675
    act(game, "unmortgage", PARK_PLACE)        # 175 + 17.50, rounded up
    assert not game.mortgaged[PARK_PLACE] and cash(game, "Ann") == 1500 - 18
    reasons = [(amount, reason) for _, _, _, _, amount, reason, _ in game.transfers()[-3:]]
    assert reasons == [(175, "mortgage"), (175, "unmortgage"), (18, "interest")]


def test_MO10_no_mortgage_under_buildings_and_building_resumes_when_all_are_lifted():
    game = new()
    _light_blue(game)
    game.level[ORIENTAL] = 1
    game.houses_left = 31
    assert not [a for a in game.legal_actions() if a[0] == "mortgage"]
    act(game, "sell_house", ORIENTAL)
    act(game, "mortgage", VERMONT)
    assert not [a for a in game.legal_actions() if a[0] == "build"]
    act(game, "unmortgage", VERMONT)
    assert ("build", VERMONT) in game.legal_actions()


@pytest.mark.parametrize("choice, paid", [("keep", 3), ("lift", 33)])
def test_MO10_the_new_owner_of_a_mortgaged_deed_lifts_it_or_pays_ten_percent(choice, paid):
    game = new()
    give(game, "Ann", BALTIC)
    game.mortgaged[BALTIC] = 1
    act(game, "offer", "Bob")
    act(game, "give", BALTIC)
    act(game, "add_cash")
    act(game, "cash", -10)
    act(game, "propose")
    act(game, "accept")
    assert game.decision == "receive" and game.to_move == "Bob"
    assert game.legal_actions() == [("keep", BALTIC), ("lift", BALTIC)]
    act(game, choice, BALTIC)
    assert cash(game, "Bob") == 1500 - 10 - paid
    assert bool(game.mortgaged[BALTIC]) == (choice == "keep")
    if choice == "keep":                       # lifting later costs mortgage + 10% again
        *_, reason, _ = game.transfers()[-1]
        assert reason == "interest"


# ---------------------------------------------------------------------- cards and spaces


def test_MO11_a_card_is_drawn_from_the_top_and_returned_to_the_bottom():
    game = new(dice=[(3, 4)])
    top_card(game, "chance", "C07")
    first = game.chance_deck[0]
    act(game, "throw")
    assert game.chance_deck[-1] == first and len(game.chance_deck) == 16
    assert cash(game, "Ann") == 1550
    assert "Ann drew Chance: Bank pays you dividend of $50" in texts(game)


def test_MO11_get_out_of_jail_free_is_kept_until_used_then_returned():
    game = new(dice=[(1, 2), (4, 6)])
    game.pos[0] = 14
    top_card(game, "chest", "CC05")
    act(game, "throw")                         # Community Chest at 17
    assert game.cards_held("Ann") == ("chest",) and len(game.chest_deck) == 15
    act(game, "end")
    act(game, "throw")                         # Bob: 10, visiting
    act(game, "end")
    game._jail(0, "card")
    assert ("use_card", "chest") in game.legal_actions()
    act(game, "use_card", "chest")
    assert game.status("Ann") == "" and game.chest_deck[-1] == GOOJF["chest"]
    assert game.cards_held("Ann") == () and len(game.chest_deck) == 16
    assert ("throw",) in game.legal_actions()


def test_MO11_nearest_railroad_pays_twice_the_rent():
    game = new(dice=[(3, 4)])
    give(game, "Bob", PENNSYLVANIA_RR)
    top_card(game, "chance", "C05")
    act(game, "throw")                         # Chance at 7 -> Pennsylvania Railroad
    assert game.position("Ann") == PENNSYLVANIA_RR
    assert cash(game, "Bob") == 1500 + 2 * 25 and cash(game, "Ann") == 1450


def test_MO11_nearest_railroad_past_go_pays_the_salary_and_may_be_bought():
    game = new(dice=[(1, 2)])
    game.pos[0] = 33
    top_card(game, "chance", "C06")
    act(game, "throw")                         # Chance at 36 -> Reading Railroad, past Go
    assert game.position("Ann") == READING and cash(game, "Ann") == 1700
    assert game.decision == "buy" and ("buy", READING) in game.legal_actions()


def test_MO11_nearest_utility_card_throws_for_ten_times():
    game = new(dice=[(3, 4), (2, 5)])
    give(game, "Bob", ELECTRIC)
    top_card(game, "chance", "C04")
    act(game, "throw")                         # Chance at 7 -> Electric Company
    assert game.position("Ann") == ELECTRIC
    assert cash(game, "Bob") == 1500 + 70 and cash(game, "Ann") == 1430
    assert "Ann threw 2 and 5 for the utility's rent" in texts(game)


def test_MO11_repairs_cost_per_house_and_per_hotel():
    game = new(dice=[(3, 4)])
    _light_blue(game)
    game.level[ORIENTAL], game.level[VERMONT], game.level[CONNECTICUT] = 5, 4, 4
    game.houses_left, game.hotels_left = 24, 11
    top_card(game, "chance", "C11")
    act(game, "throw")                         # $25 x 8 houses + $100 x 1 hotel
    assert cash(game, "Ann") == 1500 - 300


def test_MO11_chairman_pays_each_player_and_grand_opera_collects_from_each():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(3, 4), (1, 1)])
    top_card(game, "chance", "C15")
    act(game, "throw")
    assert [cash(game, p) for p in ("Ann", "Bob", "Cy")] == [1400, 1550, 1550]
    act(game, "end")
    game.pos[1] = 0
    top_card(game, "chest", "CC07")
    act(game, "throw")                         # Bob: Community Chest at 2
    assert [cash(game, p) for p in ("Ann", "Bob", "Cy")] == [1350, 1650, 1500]


def test_MO11_a_player_who_cannot_pay_everyone_pays_them_one_at_a_time_from_his_left():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(3, 4)])
    set_cash(game, "Ann", 60)
    top_card(game, "chance", "C15")
    act(game, "throw")                         # nothing to sell or mortgage: bankrupt to Cy at once
    assert cash(game, "Bob") == 1550 and cash(game, "Cy") == 1510
    assert game.status("Ann") == "bankrupt" and game.to_move == "Bob"
    assert "Ann could not raise $50 and is bankrupt to Cy; he leaves the game" in texts(game)


def test_MO12_income_tax_is_200_or_ten_percent_of_total_worth_chosen_before_counting():
    game = new(dice=[(1, 3), (1, 3)])
    give(game, "Ann", PARK_PLACE)
    game.mortgaged[PARK_PLACE] = 1
    act(game, "throw")
    assert game.decision == "income_tax"
    assert game.legal_actions() == [("pay_flat",), ("pay_percent",)]
    act(game, "pay_percent")                   # (1500 + 350 printed, mortgaged or not) / 10
    assert cash(game, "Ann") == 1500 - 185
    act(game, "end")
    act(game, "throw")
    act(game, "pay_flat")
    assert cash(game, "Bob") == 1300


def test_MO12_flat_income_tax_option():
    game = new(dice=[(1, 3)], options={"income_tax_flat": True})
    act(game, "throw")
    assert game.decision == "turn" and cash(game, "Ann") == 1300


@pytest.mark.parametrize("option, tax", [(None, 75), (100, 100)])
def test_MO13_luxury_tax(option, tax):
    game = new(dice=[(1, 2)], options={} if option is None else {"luxury_tax": option})
    game.pos[0] = 35
    act(game, "throw")
    assert game.position("Ann") == 38 and cash(game, "Ann") == 1500 - tax
    with pytest.raises(OptionError):
        new(options={"luxury_tax": 80})


def test_MO14_go_to_jail_space_sends_him_to_jail_without_salary():
    game = new(dice=[(1, 2)])
    game.pos[0] = 27
    act(game, "throw")
    assert game.position("Ann") == 10 and game.status("Ann") == "in Jail" and cash(game, "Ann") == 1500
    assert ("end",) in game.legal_actions()


def test_MO14_go_to_jail_card():
    game = new(dice=[(3, 4)])
    top_card(game, "chance", "C10")
    act(game, "throw")
    assert game.status("Ann") == "in Jail" and game.position("Ann") == 10


def test_MO14_a_failed_throw_in_jail_keeps_him_there_and_ends_his_throwing():
    game = new(dice=[(4, 6)])
    game._jail(0, "card")
    assert ("throw",) in game.legal_actions()
    act(game, "throw")
    assert game.status("Ann") == "in Jail" and game.position("Ann") == 10
    assert game.legal_actions()[0] == ("end",) and ("throw",) not in game.legal_actions()
    assert "Ann stays in Jail (failed throw 1 of 3)" in texts(game)


def test_MO14_landing_on_jail_by_a_move_is_just_visiting():
    game = new(dice=[(4, 6)])
    act(game, "throw")
    assert game.position("Ann") == 10 and game.status("Ann") == ""


def test_MO14_jail_double_moves_by_that_throw_and_ends_the_throwing():
    game = new(dice=[(3, 3)])
    game._jail(0, "card")
    act(game, "throw")
    assert game.status("Ann") == "" and game.position("Ann") == 16
    act(game, "decline")
    act(game, "pass")
    act(game, "pass")
    assert game.legal_actions()[0] == ("end",)


def test_MO14_pay_50_before_throwing():
    game = new(dice=[(1, 2)])
    game._jail(0, "card")
    assert ("pay_fine",) in game.legal_actions()
    act(game, "pay_fine")
    assert game.status("Ann") == "" and cash(game, "Ann") == 1450
    act(game, "throw")
    assert game.position("Ann") == 13


def test_MO14_after_the_third_failure_he_pays_50_and_moves_by_that_throw():
    game = new(dice=[(1, 2), (4, 6), (1, 2), (4, 6), (1, 2)])
    game._jail(0, "card")
    for _ in range(2):
        act(game, "throw")
        assert game.status("Ann") == "in Jail"
        act(game, "end")
        act(game, "throw")                     # Bob: 10, visiting
        act(game, "end")
    act(game, "throw")
    assert game.status("Ann") == "" and game.position("Ann") == 13 and cash(game, "Ann") == 1450
    assert "Ann paid $50 after a third failed throw and left Jail" in texts(game)


def test_MO14_in_jail_he_still_collects_rent_builds_and_trades():
    game = new(dice=[(4, 6), (3, 3), (1, 2)])
    _light_blue(game)
    game._jail(0, "card")
    legal = game.legal_actions()
    assert ("build", ORIENTAL) in legal and ("offer", "Bob") in legal
    act(game, "throw")
    act(game, "end")
    act(game, "throw")                         # Bob: (3, 3) -> Oriental, Ann's
    assert cash(game, "Ann") == 1500 + 12


def test_MO15_free_parking_is_a_free_resting_place():
    game = new(dice=[(1, 2)])
    game.pos[0] = 17
    act(game, "throw")
    assert game.position("Ann") == 20 and cash(game, "Ann") == 1500
    assert game.decision == "turn"


# ---------------------------------------------------------------------- bankruptcy and end


def _bankrupt_ann_to_bob(game):
    give(game, "Ann", MEDITERRANEAN, BALTIC, ORIENTAL)
    game.level[MEDITERRANEAN] = game.level[BALTIC] = 1
    game.mortgaged[ORIENTAL] = 1
    give(game, "Bob", PARK_PLACE, BOARDWALK)
    game.level[PARK_PLACE] = game.level[BOARDWALK] = 5
    game.houses_left, game.hotels_left = 30, 10
    set_cash(game, "Ann", 100)
    game.pos[0] = 36


def test_MO16_bankrupt_to_a_player_who_gets_everything():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)])
    _bankrupt_ann_to_bob(game)
    act(game, "throw")                         # Boardwalk with a hotel: $2,000
    assert game.decision == "raise" and ("bankrupt",) in game.legal_actions()
    act(game, "bankrupt")
    assert game.status("Ann") == "bankrupt" and cash(game, "Ann") == 0
    assert cash(game, "Bob") == 1500 + 100 + 2 * 25          # her cash + houses at half price
    assert game.houses_left == 32 and all(game.owner_of(s) == "Bob" for s in (MEDITERRANEAN, BALTIC, ORIENTAL))
    assert game.decision == "receive" and game.to_move == "Bob"
    act(game, "keep", ORIENTAL)
    assert cash(game, "Bob") == 1650 - 5 and game.to_move == "Bob"   # Ann's turn is over


def test_MO16_bankrupt_to_the_bank_whose_deeds_are_auctioned():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)])
    give(game, "Ann", BALTIC)
    game.mortgaged[BALTIC] = 1
    set_cash(game, "Ann", 10)
    game.pos[0] = 35
    act(game, "throw")                         # Luxury Tax $75
    assert game.decision == "raise"
    assert set(game.legal_actions()) == {("bankrupt",), ("offer", "Bob"), ("offer", "Cy")}
    act(game, "bankrupt")
    _, _, payer, payee, amount, reason, _ = game.transfers()[-1]
    assert (payer, payee, amount, reason) == ("Ann", "bank", 10, "bankruptcy")
    assert game.decision == "bid" and game.to_move == "Bob"
    act(game, "bid", 5)
    act(game, "pass")
    assert game.owner_of(BALTIC) == "Bob" and not game.mortgaged[BALTIC]
    assert game.to_move == "Bob" and game.decision == "turn"


def test_MO16_no_bankruptcy_while_mortgages_would_pay():
    game = new(dice=[(1, 2)])
    give(game, "Ann", PARK_PLACE)
    set_cash(game, "Ann", 10)
    game.pos[0] = 35
    act(game, "throw")
    assert game.decision == "raise" and ("bankrupt",) not in game.legal_actions()
    act(game, "mortgage", PARK_PLACE)
    assert cash(game, "Ann") == 10 + 175 - 75 and game.decision == "turn"


def test_MO17_only_the_bank_lends():
    game = new()
    assert not {"borrow", "loan", "lend", "repay"} & game.ACTION_KINDS
    give(game, "Bob", BALTIC)
    act(game, "offer", "Bob")
    act(game, "add_cash")
    act(game, "cash", 100)
    assert ("propose",) not in game.legal_actions()    # cash alone would be a loan or a gift
    with pytest.raises(IllegalActionError):
        game.apply(("propose",))
    act(game, "take", BALTIC)
    assert ("propose",) in game.legal_actions()
    act(game, "cancel")
    act(game, "offer", "Bob")
    act(game, "add_cash")
    assert game.legal_actions()[0] == ("cash", -1500) and game.legal_actions()[-1] == ("cash", 1500)
    with pytest.raises(IllegalActionError):
        game.apply(("cash", 1501))             # more than Ann holds: no promises
    with pytest.raises(IllegalActionError):
        game.apply(("cash", -1501))


def test_MO18_the_last_player_left_wins():
    game = new(dice=[(1, 2)])
    _bankrupt_ann_to_bob(game)
    act(game, "throw")
    act(game, "bankrupt")
    outcome = game.outcome
    assert outcome.termination is LAST_STANDING and outcome.winner == "Bob"
    assert outcome.standings[-1] == ("Ann", 0) and game.to_move is None


def test_MO18_a_capped_game_is_ranked_by_net_worth():
    game = landlords.new_game("monopoly", players=4, seed=2, options={"max_rounds": 3})
    outcome = game.play()
    assert outcome.termination is CAPPED and outcome.capped and outcome.rounds == 3
    scores = [score for _, score in outcome.standings]
    assert scores == sorted(scores, reverse=True)
    assert outcome.winner == outcome.standings[0][0]
    for name, score in outcome.standings:
        assert game.wealth(name) == score
    assert "the round cap was reached" in game.events[-1].text


def test_MO18_at_the_time_limit_the_richest_wins_by_the_official_valuation():
    # Round 1 of 1: Ann and Bob each throw 10 (Jail, just visiting) and end their turns.
    game = new(dice=[(4, 6), (4, 6)], options={"time_limit_rounds": 1})
    give(game, "Ann", MEDITERRANEAN, BALTIC, READING)
    game.level[MEDITERRANEAN] = game.level[BALTIC] = BOARD.hotel
    game.hotels_left -= 2
    game.mortgaged[READING] = 1
    give(game, "Bob", BOARDWALK)
    set_cash(game, "Bob", 1800)
    # Ann: cash 1500 + two $60 deeds + two hotels at what they cost with their four houses
    # (5 x $50 each) + a mortgaged $200 railroad at half = 2220; Bob: 1800 + 400 = 2200.
    assert game.wealths() == {"Ann": 2220, "Bob": 2200}
    for _ in range(2):
        act(game, "throw")
        assert not game.is_over
        act(game, "end")
    outcome = game.outcome
    assert outcome.termination is TIME_LIMIT and not outcome.capped and outcome.rounds == 1
    assert outcome.standings == (("Ann", 2220), ("Bob", 2200)) and outcome.winner == "Ann"
    assert "the time limit of 1 round was reached" in game.events[-1].text
    assert "Ann wins with $2,220" in game.events[-1].text


def test_MO18_a_tie_at_the_time_limit_has_no_winner():
    game = new(dice=[(4, 6), (4, 6)], options={"time_limit_rounds": 1})
    for _ in range(2):
        act(game, "throw")
        act(game, "end")
    assert game.outcome.termination is TIME_LIMIT and game.outcome.winner is None
    assert game.events[-1].text.endswith("it is a tie")


def test_MO18_every_game_has_the_time_limit_by_default_and_a_land_value_tax_game_reaches_it():
    # With all rent, house rent included, back to everyone as dividends (MO-V3's tax on
    # all rent, tax_base="all rent") nobody goes bankrupt: before issue 11 such a game ran
    # to the simulation's cap and was reported as capped.
    assert landlords.new_game("monopoly", players=2).options["time_limit_rounds"] == TIME_LIMIT_ROUNDS
    game = landlords.new_game("monopoly", players=3, seed=1,
                              options={"land_value_tax": 100, "tax_base": "all rent"},
                              record_events=False)
    outcome = game.play()
    assert outcome.termination is TIME_LIMIT and outcome.rounds == TIME_LIMIT_ROUNDS
    assert not outcome.capped and game.max_rounds > TIME_LIMIT_ROUNDS


def test_MO18_a_game_without_a_time_limit_plays_on_to_the_cap():
    options = {"land_value_tax": 100, "time_limit_rounds": None, "max_rounds": 12}
    outcome = landlords.new_game("monopoly", players=3, seed=1, options=options).play()
    assert outcome.termination is CAPPED and outcome.rounds == 12
    assert landlords.new_game("monopoly", players=2, options={"time_limit_rounds": "none"}).time_limit is None
    with pytest.raises(OptionError, match="time_limit_rounds"):
        landlords.new_game("monopoly", players=2, options={"time_limit_rounds": 0})


@pytest.mark.parametrize("limit, cap, ending", [(5, 5, TIME_LIMIT), (6, 5, CAPPED), (4, 5, TIME_LIMIT)])
def test_MO18_the_time_limit_is_a_rule_and_ends_the_game_before_the_cap(limit, cap, ending):
    options = {"land_value_tax": 100, "time_limit_rounds": limit, "max_rounds": cap}
    outcome = landlords.new_game("monopoly", players=3, seed=4, options=options).play()
    assert outcome.termination is ending and outcome.rounds == min(limit, cap)


# ---------------------------------------------------------------------- variants


def test_MOV1_free_parking_pot_collects_taxes_fines_and_card_payments():
    game = new(dice=[(1, 2), (1, 2)], options={"free_parking_pot": True})
    game.pos[0] = 35
    act(game, "throw")                         # Luxury Tax into the pot
    assert game.pot == 75 and game.balance("bank") == -3000
    act(game, "end")
    game.pos[1] = 17
    act(game, "throw")                         # Bob lands on Free Parking
    assert game.pot == 0 and cash(game, "Bob") == 1575


def test_MOV2_every_deed_is_dealt_and_paid_for():
    game = new(players=("Ann", "Bob", "Cy", "Dee", "Eve", "Flo"), options={"deal_all": True})
    held = [game.owner_of(s) for s in range(40) if BOARD.spaces[s].price]
    paid = {p: sum(BOARD.spaces[s].price for s in range(40) if game.owner_of(s) == p)
            for p in game.players}
    for p in game.players:
        assert cash(game, p) == 1500 - paid[p]
    unpaid = [e for e in game.events if e.kind == "dealt" and e.unpaid]
    assert held.count(None) == sum(len(e.unpaid) for e in unpaid)
    assert held.count(None) < 28


def test_MOV2_deeds_a_player_cannot_pay_for_stay_with_the_bank():
    game = new(options={"deal_all": True})
    assert any(game.owner_of(s) is None for s in range(40) if BOARD.spaces[s].price)
    assert all(cash(game, p) >= 0 for p in game.players)


def test_MOV3_a_share_of_the_site_rent_goes_to_the_treasury_and_back_as_dividends():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)], options={"land_value_tax": 50})
    assert game.regime == "single-tax" and game.public_share() == 50
    assert game.tax_base == "site" and not game.taxes_improvements()
    give(game, "Bob", MEDITERRANEAN, BALTIC)
    act(game, "throw")                         # $8 site rent: $4 to Bob, $4 to the treasury
    assert cash(game, "Bob") == 1500 + 4 + 1 and cash(game, "Ann") == 1500 - 8 + 1
    assert cash(game, "Cy") == 1501 and game.treasury == 1
    transfers = [(amount, reason) for _, _, _, _, amount, reason, _ in game.transfers()
                 if reason in ("rent", "land_rent", "dividend")]
    assert transfers == [(4, "rent"), (4, "land_rent"), (1, "dividend"), (1, "dividend"), (1, "dividend")]


def _built(game, name, level, *spaces):
    """``name`` holds ``spaces`` with ``level`` on each (5: a hotel), from the Bank's stock."""
    give(game, name, *spaces)
    for s in spaces:
        game.level[s] = level
        if level == BOARD.hotel:
            game.hotels_left -= 1
        else:
            game.houses_left -= level
    game._holdings_changed()


def _rent_paid(game, seen):
    """The rent, the public's part and the dividends paid since transfer ``seen``."""
    return [(t.src, t.dst, t.amount, t.reason) for t in game.transfers(seen)
            if t.reason in ("rent", "land_rent", "dividend")]


def test_MOV3_the_land_value_tax_leaves_house_rent_to_the_owner():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(2, 4)], options={"land_value_tax": 100})
    _built(game, "Bob", 3, ORIENTAL, VERMONT, CONNECTICUT)
    seen = game.transfer_count
    act(game, "throw")                         # Oriental with 3 houses: $270
    # The site rent is Oriental's $6 doubled for the whole group: $12 to the public (back as
    # $4 to each), the $258 of the houses to Bob.
    assert _rent_paid(game, seen) == [("Ann", "Bob", 258, "rent"), ("Ann", "treasury", 12, "land_rent"),
                                      ("treasury", "Ann", 4, "dividend"), ("treasury", "Bob", 4, "dividend"),
                                      ("treasury", "Cy", 4, "dividend")]
    assert (cash(game, "Ann"), cash(game, "Bob"), cash(game, "Cy")) == (1234, 1762, 1504)
    assert game.public_part(ORIENTAL, 270) == 12 and game._site_rent(ORIENTAL) == 12


def test_MOX1_a_share_of_one_half_takes_half_the_site_rent_of_a_hotel():
    game = new(dice=[(1, 3)], options={"land_tax_share": 0.5})
    assert game.options["land_value_tax"] == 50
    _built(game, "Bob", BOARD.hotel, PARK_PLACE, BOARDWALK)
    set_cash(game, "Ann", 3000)
    game.pos[0] = BOARDWALK - 4
    seen = game.transfer_count
    act(game, "throw")                         # Boardwalk with a hotel: $2,000 on a site of $100
    assert _rent_paid(game, seen) == [("Ann", "Bob", 1950, "rent"), ("Ann", "treasury", 50, "land_rent"),
                                      ("treasury", "Ann", 25, "dividend"), ("treasury", "Bob", 25, "dividend")]


@pytest.mark.parametrize("held, start, dice, fare", [
    ((READING, PENNSYLVANIA_RR), 0, (2, 3), 50),         # two railroads: $50
    ((ELECTRIC, WATER), 2, (4, 6), 100),                 # both utilities: 10 x 10
])
def test_MOV3_railroad_fares_and_utility_charges_pay_the_public_nothing(held, start, dice, fare):
    game = new(dice=[dice], options={"land_value_tax": 100})
    give(game, "Bob", *held)
    game.pos[0] = start
    seen = game.transfer_count
    act(game, "throw")
    assert _rent_paid(game, seen) == [("Ann", "Bob", fare, "rent")]
    assert game.treasury == 0 and game.tallies()["land_tax_paid"] == 0


def test_MOV3_the_whole_group_doubling_is_taxed_as_site_rent():
    game = new(dice=[(1, 2), (4, 6), (1, 2)], options={"land_value_tax": 100})
    give(game, "Bob", BALTIC)
    seen = game.transfer_count
    act(game, "throw")                         # Baltic alone: its printed $4, all to the public
    assert _rent_paid(game, seen)[:1] == [("Ann", "treasury", 4, "land_rent")]
    act(game, "end")
    act(game, "throw")                         # Bob: 10, visiting
    act(game, "end")
    give(game, "Bob", MEDITERRANEAN)
    game.mortgaged[MEDITERRANEAN] = 1          # a mortgaged street still makes the group whole (MO-6)
    game.pos[0] = 0
    seen = game.transfer_count
    act(game, "throw")                         # the whole group: $8, all of it site rent
    assert _rent_paid(game, seen)[:1] == [("Ann", "treasury", 8, "land_rent")]
    assert (cash(game, "Ann"), cash(game, "Bob")) == (1500 - 4 - 8 + 6, 1500 + 6)   # dividends of $2, $4


def test_MOV3_a_mortgaged_street_draws_no_rent_and_pays_no_tax():
    game = new(dice=[(1, 2)], options={"land_value_tax": 100})
    _built(game, "Bob", 0, MEDITERRANEAN, BALTIC)
    game.mortgaged[BALTIC] = 1
    seen = game.transfer_count
    act(game, "throw")
    assert game.transfers(seen) == [] and game.treasury == 0
    assert "Ann landed on Baltic Avenue: it is mortgaged, no rent" in texts(game)


@pytest.mark.parametrize("level, held, start, dice, rent", [
    (3, (ORIENTAL, VERMONT, CONNECTICUT), 0, (2, 4), 270),    # Oriental with 3 houses
    (0, (READING, PENNSYLVANIA_RR), 0, (2, 3), 50),           # two railroads
    (0, (ELECTRIC, WATER), 2, (4, 6), 100),                   # both utilities: 10 x 10
])
def test_MOV3_tax_base_all_rent_takes_the_share_of_every_rent_as_before(level, held, start, dice, rent):
    """The rule of rules versions 1 and 2, kept as an option: a tax on all rent,
    improvements included (not a land value tax)."""
    game = new(dice=[dice], options={"land_value_tax": 50, "tax_base": "all rent"})
    assert game.taxes_improvements() and "50% of every rent" in game.table().notes[0]
    _built(game, "Bob", level, *held)
    game.pos[0] = start
    seen = game.transfer_count
    act(game, "throw")
    half = rent // 2
    assert _rent_paid(game, seen) == [("Ann", "Bob", rent - half, "rent"), ("Ann", "treasury", half, "land_rent"),
                                      ("treasury", "Ann", half // 2, "dividend"),
                                      ("treasury", "Bob", half // 2, "dividend")]


def test_MOV3_tax_base_is_site_or_all_rent():
    assert landlords.new_game("monopoly", players=2).options["tax_base"] == "site"
    with pytest.raises(OptionError, match="tax_base"):
        landlords.new_game("monopoly", players=2, options={"tax_base": "houses"})


def test_MOV3_switching_to_the_single_tax_and_back_is_a_log_step():
    game = new(dice=[(1, 2), (4, 6), (1, 2)])
    give(game, "Bob", MEDITERRANEAN, BALTIC)
    assert game.regime == "landlord"
    game.switch_rules("single-tax")
    assert game.regime == "single-tax" and game.public_share() == 100
    act(game, "throw")                         # all $8 to the treasury, $4 back to each
    assert cash(game, "Bob") == 1504 and cash(game, "Ann") == 1496
    with pytest.raises(IllegalActionError):
        game.switch_rules("single-tax")
    game.switch_rules("landlord")
    act(game, "end")
    act(game, "throw")
    act(game, "end")
    game.pos[0] = 0
    act(game, "throw")
    assert cash(game, "Bob") == 1512 and cash(game, "Ann") == 1488
    log = game.record().to_dict()["log"]
    assert ["!", "single-tax"] in log and ["!", "landlord"] in log


def test_MOV3_options_and_a_recorded_switch_replays():
    game = landlords.new_game("monopoly", players=4, seed=11, options={"land_value_tax": 40,
                                                                        "regime": "landlord"})
    assert game.regime == "landlord" and game.public_share() == 0
    game.play(until_turn=12)
    game.switch_rules("single-tax")
    assert game.public_share() == 40
    game.play(until_turn=40)
    again = landlords.replay(landlords.load_record(game.record().to_json()))
    assert again.state_key() == game.state_key() and again.regime == "single-tax"
    with pytest.raises(OptionError):
        landlords.new_game("monopoly", players=2, options={"land_value_tax": 101})


# ---------------------------------------------------------------------- bots and protocol


def test_monopoly_bots_are_registered_and_explain_themselves():
    assert landlords.bot_names("monopoly") == ["cautious", "improver", "random", "speculator", "trader"]
    game = landlords.new_game("monopoly", players=4, seed=4)
    assert sorted(game.bot_names.values()) == ["cautious", "improver", "speculator", "trader"]
    game.play(until_turn=30)
    decided = [e for e in game.events if e.kind == "decided"]
    assert decided and all(e.reason for e in decided)
    assert all(isinstance(e.text, str) and e.text for e in game.events)


def test_the_random_bot_plays_monopoly_to_the_end():
    game = landlords.new_game("monopoly", players=["Ann", "Bob", "Cy"],
                              bots={"Ann": "random", "Bob": "random", "Cy": "random"}, seed=9,
                              options={"max_rounds": 60})
    outcome = game.play()
    assert game.is_over and outcome.rounds <= 60
    assert outcome.termination in (LAST_STANDING, CAPPED), outcome
    assert json.loads(json.dumps([e.to_dict() for e in game.events]))[-1]["kind"] == "game_over"


def _bot_decision(game):
    """The action the bot to move would take now (without taking it)."""
    seat = game.seat_of(game.to_move)
    return game._bots[seat].decide(game, game.top_frame)


def test_bots_buy_only_with_a_cash_reserve():
    game = new(bots={"Ann": "cautious"}, dice=[(1, 2)])
    set_cash(game, "Ann", 350)
    assert _bot_decision(game)[0] == ("throw",)
    game.step()                                # Ann throws
    game.play(max_steps=1)                     # the dice: Baltic Avenue
    assert game.decision == "buy"
    action, reason = _bot_decision(game)
    assert action == ("decline",) and "too little cash" in reason_text(reason)
    set_cash(game, "Ann", 1500)
    assert _bot_decision(game)[0] == ("buy", BALTIC)


def test_bots_build_evenly_when_they_can():
    game = new(players=("Ann", "Bob"), bots={"Ann": "improver"}, dice=[(4, 6)])
    _light_blue(game)
    for _ in range(6):
        action, _ = _bot_decision(game)
        assert action[0] == "build"
        game.step()
    assert [game.level[s] for s in (ORIENTAL, VERMONT, CONNECTICUT)] == [2, 2, 2]


@pytest.mark.parametrize("base, builds", [("site", True), ("all rent", False)])
def test_MOV3_bots_build_under_the_land_value_tax_but_not_under_a_tax_on_all_rent(base, builds):
    # At 100% of the site rent the house rent is still the builder's; of all rent, nothing is.
    game = new(players=("Ann", "Bob"), bots={"Ann": "improver"}, dice=[(4, 6)],
               options={"land_value_tax": 100, "tax_base": base})
    _light_blue(game)
    assert (_bot_decision(game)[0][0] == "build") is builds


@pytest.mark.parametrize("options, bonus", [
    ({}, 1700),                                          # the hotels' rents, all kept
    ({"land_value_tax": 100}, 1700 - (12 + 12 + 16)),    # less the group's site rent
    ({"land_value_tax": 50}, 1700 - (12 + 12 + 16) / 2),
    ({"land_value_tax": 100, "tax_base": "all rent"}, 0),
    ({"land_value_tax": 50, "tax_base": "all rent"}, 1700 / 2),
])
def test_MOV3_bots_value_a_colour_group_by_the_rent_they_keep(options, bonus):
    game = new(players=("Ann", "Bob"), bots={"Ann": "trader"}, options=options)
    give(game, "Ann", ORIENTAL, VERMONT)
    give(game, "Bob", CONNECTICUT)
    bot = game.bot("Ann")
    assert BOARD.group_hotel_rent[BOARD.group[ORIENTAL]] == 1700
    # Connecticut completes the group: its price, and the whole group's weight less the
    # weight of all but one street, times the hotels' rents the owner keeps.
    gain = bot._deeds_gain(game, 0, 1, (CONNECTICUT,), ())
    assert gain == pytest.approx(120 + (bot.group_weight - bot.partial_weight) * bonus)


def test_bots_mortgage_loose_deeds_before_selling_houses():
    game = new(players=("Ann", "Bob"), bots={"Ann": "cautious"}, dice=[(1, 2)])
    _light_blue(game)
    for s in (ORIENTAL, VERMONT, CONNECTICUT):
        game.level[s] = 1
    give(game, "Ann", WATER)
    give(game, "Bob", PARK_PLACE, BOARDWALK)
    game.level[PARK_PLACE] = game.level[BOARDWALK] = 1
    game.houses_left = 27
    set_cash(game, "Ann", 100)
    game.pos[0] = 36
    while game.decision != "raise":            # Boardwalk with a house: $200
        game.play(max_steps=1)
    action, _ = _bot_decision(game)
    assert action == ("mortgage", WATER)
    game.step()
    assert game.mortgaged[WATER] and game.decision == "raise"
    action, _ = _bot_decision(game)
    assert action[0] == "sell_house"


def test_bots_do_not_hand_a_monopoly_away_for_nothing():
    game = new(players=("Ann", "Bob", "Cy"), bots={"Bob": "cautious"})
    give(game, "Ann", ORIENTAL, VERMONT)
    give(game, "Bob", CONNECTICUT)
    for price in (150, 1400):
        act(game, "offer", "Bob")
        act(game, "take", CONNECTICUT)
        act(game, "add_cash")
        act(game, "cash", price)
        act(game, "propose")                   # Bob (a bot) answers at once
    assert [e.kind for e in game.events if e.kind.startswith("offer_")] == ["offer_declined", "offer_accepted"]
    assert game.owner_of(CONNECTICUT) == "Ann" and cash(game, "Bob") == 2900


PACIFIC, NORTH_CAROLINA, PENNSYLVANIA_AVE = (S("Pacific Avenue"), S("North Carolina Avenue"),
                                             S("Pennsylvania Avenue"))


def _every_house_on_the_board(game, green=3):
    """Ann: light blue with three houses on every street and green with ``green``; Bob:
    orange with three, yellow with two and one, and red with the houses left: the Bank's
    32 houses all stand on the board (MO-8)."""
    _light_blue(game)
    greens = (PACIFIC, NORTH_CAROLINA, PENNSYLVANIA_AVE)
    oranges, yellows, reds = (BOARD.street_groups[g] for g in ("orange", "yellow", "red"))
    give(game, "Ann", *greens)
    give(game, "Bob", *oranges, *yellows, *reds)
    for spaces, levels in (((ORIENTAL, VERMONT, CONNECTICUT), (3, 3, 3)), (greens, (green,) * 3),
                           (oranges, (3, 3, 3)), (yellows, (2, 2, 1)), (reds, ((3 - green),) * 3)):
        for s, lvl in zip(spaces, levels):
            game.level[s] = lvl
    game.houses_left = BOARD.bank_houses - sum(game.level)
    assert game.houses_left == 0


def test_bots_leave_the_MO8_housing_shortage_by_moving_houses_up_to_hotels():
    # Nobody can build: every house stands on a street of three or fewer.  Ann, an improver
    # who builds up to hotels, sells her light blue houses back one at a time and puts each
    # on green, whose fourth houses let her buy hotels, which give houses back to the Bank.
    game = new(players=("Ann", "Bob"), bots={"Ann": "improver"}, dice=[(4, 6)])
    _every_house_on_the_board(game)
    set_cash(game, "Ann", 3000)
    set_cash(game, "Bob", 10)                  # too little for a house: no MO-8 auction
    action, reason = _bot_decision(game)
    assert action == ("sell_house", ORIENTAL)
    assert "raise the green group to hotels" in reason_text(reason)
    game.step()
    assert game.houses_left == 1 and _bot_decision(game)[0][0] == "build"
    while _bot_decision(game)[0] != ("throw",):
        game.step()
    greens = [game.level[s] for s in (PACIFIC, NORTH_CAROLINA, PENNSYLVANIA_AVE)]
    assert greens.count(BOARD.hotel) >= 1 and min(greens) >= 4
    assert min(game.level[s] for s in (ORIENTAL, VERMONT, CONNECTICUT)) >= 2
    hotels = sum(1 for lvl in game.level if lvl == BOARD.hotel)
    houses = sum(lvl for lvl in game.level if lvl != BOARD.hotel)
    assert houses + game.houses_left == BOARD.bank_houses and hotels + game.hotels_left == BOARD.bank_hotels


def test_bots_wait_in_the_MO8_housing_shortage_until_they_would_build_hotels():
    # A cautious bot builds past three houses only when rich ($3,000): short of that it
    # sells nothing; and it moves no house it could not take to hotels.
    game = new(players=("Ann", "Bob"), bots={"Ann": "cautious"}, dice=[(4, 6)])
    _every_house_on_the_board(game)
    set_cash(game, "Ann", 2500)
    assert _bot_decision(game)[0] == ("throw",)
    set_cash(game, "Ann", 5000)
    assert _bot_decision(game)[0] == ("sell_house", ORIENTAL)
    game = new(players=("Ann", "Bob"), bots={"Ann": "cautious"}, dice=[(4, 6)])
    _every_house_on_the_board(game, green=0)  # green needs 12 houses; light blue holds 9
    set_cash(game, "Ann", 5000)
    assert _bot_decision(game)[0] == ("throw",)


def test_bots_leave_a_housing_shortage_that_used_to_stall_a_game_for_good():
    # Two players, seed 868: from round 96 every house stood on streets of three houses
    # and the game ran to the cap of 1000 rounds (rules version 1).  Now the cautious bot,
    # rich, moves its light blue houses to green and the game ends by bankruptcy.
    game = landlords.new_game("monopoly", players=2, seed=868, options={"time_limit_rounds": None})
    outcome = game.play()
    assert outcome.termination is LAST_STANDING and outcome.rounds < 300
    moved = [e for e in game.events if e.kind == "decided" and "Bank has no houses left" in e.text]
    assert moved and moved[0].text.startswith("Ann: Sell a building on Oriental Avenue")


def test_trader_completes_a_group_by_a_swap_that_completes_the_others_too():
    game = new(players=("Ann", "Bob", "Cy", "Dee"), bots={"Ann": "trader", "Bob": "speculator"},
               dice=[(4, 6)])
    give(game, "Ann", S("Kentucky Avenue"), S("Indiana Avenue"), S("Atlantic Avenue"))
    give(game, "Bob", S("Ventnor Avenue"), S("Marvin Gardens"), ILLINOIS)
    assert (game.turns_taken[0] + 0) % 2 == 1  # not one of the trader's trading turns...
    game.turns_taken[0] += 1                   # ...now it is
    action, reason = _bot_decision(game)
    assert action == ("offer", "Bob") and "Illinois Avenue" in reason_text(reason)
    game.play(max_steps=8)
    assert game.owner_of(ILLINOIS) == "Ann" and game.owner_of(S("Atlantic Avenue")) == "Bob"
    offer = next(e for e in game.events if e.kind == "offer_accepted")
    assert offer.text.startswith("Bob accepted Ann's offer: Atlantic Avenue")
