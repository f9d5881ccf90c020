"""One exact test (or more) per rule ID of The Landlord's Game, 1906, landlord rules.

Rule IDs are those of ``docs/rules/landlords-1906.md`` (the brief's LG-S1..LG-S5, LG-O1,
LG-1..LG-19, LG-A1..LG-A3, LG-M1).  Every test runs on scripted dice; situations that
dice cannot reach quickly are set up with the helpers in ``helpers.py``.
"""

from __future__ import annotations

import pytest
from helpers import (
    BEGGARMAN,
    BLUEBLOOD,
    BOOMTOWN,
    BOWERY,
    BROADWAY,
    CENTRAL_PARK,
    CHANCE_1,
    CHANCE_2,
    CLOTHING,
    COTTAGE_TERRACE,
    DATA,
    EASY_STREET,
    FAIRHOPE,
    FIFTH_AVENUE,
    FOOD,
    FUEL,
    GEE_WHIZ,
    GEORGE_STREET,
    GOAT_ALLEY,
    GRAND_BOULEVARD,
    HOGG,
    JAIL,
    JOHNSON_CIRCLE,
    LONELY_LANE,
    LUXURY,
    MADISON_SQUARE,
    MAGUIRE_FLATS,
    MARKET_PLACE,
    MOTHER_EARTH,
    PDQ,
    RAILROADS,
    RICKETY_ROW,
    ROYAL_RUSHER,
    RUBEVILLE,
    SHOOTING_STAR,
    SLAMBANG,
    SOAKUM,
    SPECULATION,
    THE_FARM,
    THE_PIKE,
    WALL_STREET,
    WAYBACK,
    act,
    build,
    card_seed,
    fields,
    fund_treasury,
    give,
    kinds,
    payments,
    put,
    seat,
    set_cash,
    start,
    throw,
    total_money,
)

import landlords
from landlords import CAPPED, CHANCE, IllegalActionError, OptionError, PlayersError
from landlords.rules.landlords1906.game import DOUBLE, ROUNDS, RULE_END
from landlords.rules.landlords1906.movement import destination, move_options

RING = DATA.ring

RULES = "landlords-1906"


# ====================================================================== setup
@pytest.mark.parametrize("players, cash", [(2, 600), (3, 500), (4, 400), (5, 400), (6, 400)])
def test_LGS1_starting_cash_by_number_of_players(players, cash):
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"][:players]
    game = start(names)
    for name in names:
        assert game.balance(name) == cash
    assert game.balance("miscellaneous") == -cash * players
    starting = game.ledger()
    starting = starting[starting.reason == "starting_cash"]
    assert list(starting.amount) == [cash] * players
    assert set(starting.src) == {"miscellaneous"}


@pytest.mark.parametrize("players", [1, 7])
def test_LGS1_fewer_than_two_or_more_than_six_players_refused(players):
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"][:players]
    with pytest.raises(PlayersError) as error:
        landlords.new_game(RULES, players=names, seed=1)
    assert "2 to 6 players" in str(error.value)
    assert f"not {players}" in str(error.value)


def test_LGS2_miscellaneous_holds_the_rest_and_never_runs_out():
    game = start(["Ann", "Bob"], dice=[(1, 2)])
    put(game, "Ann", 37)
    assert game.balance("miscellaneous") == -1200     # it paid the starting cash
    events = throw(game, "Ann")                        # 37 + 3 -> Mother Earth
    assert ("miscellaneous", "Ann", 100, "wages") in payments(events)
    assert game.balance("miscellaneous") == -1300     # it keeps paying, below zero
    assert game.balance("Ann") == 700
    assert total_money(game) == 0


def test_LGS2_money_only_moves_between_accounts_in_a_whole_game():
    game = landlords.new_game(RULES, players=4, seed=11, options={"advanced": True})
    game.play()
    assert total_money(game) == 0
    ledger = game.ledger()
    paid_out = ledger[ledger.src == "miscellaneous"].amount.sum()
    paid_in = ledger[ledger.dst == "miscellaneous"].amount.sum()
    assert game.balance("miscellaneous") == paid_in - paid_out < 0


def test_LGS3_highest_throw_starts():
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy"], seed=1,
                              dice=[(2, 1), (6, 5), (4, 4)])
    assert game.to_move == CHANCE and game.decision == "order"
    events = game.step()
    throws = fields(events, "order_throw")
    assert [(t["player"], t["a"] + t["b"]) for t in throws] == [("Ann", 3), ("Bob", 11), ("Cy", 8)]
    assert fields(events, "first_player") == [{"player": "Bob"}]
    # Bob chooses first among the dealt cards and plays first.
    assert game.to_move == "Bob" and game.decision == "initial"
    while game.decision == "initial":
        game.apply(("done",))
    assert game.to_move == "Bob" and game.decision == "turn"
    assert game.order == (1, 2, 0)


def test_LGS3_ties_throw_again_among_the_leaders():
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy"], seed=1,
                              dice=[(6, 5), (1, 1), (5, 6), (2, 2), (3, 3)])
    events = game.step()
    throws = [(t["player"], t["a"] + t["b"]) for t in fields(events, "order_throw")]
    # Ann and Cy tie on 11; only they throw again, and Cy's 6 beats Ann's 4.
    assert throws == [("Ann", 11), ("Bob", 2), ("Cy", 11), ("Ann", 4), ("Cy", 6)]
    assert fields(events, "first_player") == [{"player": "Cy"}]


def test_LGS4_education_cards_only_under_the_single_tax():
    # Under the single tax the Treasury builds both colleges (ST-6); back under the
    # landlord rules a visit to a college gives no Education card (and no Jail).
    game = start(["Ann", "Bob"], dice=[(5, 5), (5, 6), (5, 6)],
                 options={"regime": "single-tax"})
    fund_treasury(game, 400)
    throw(game, "Ann")                                  # the step spends the $400
    assert game.colleges == 2
    game.switch_rules("landlord")
    put(game, "Bob", 19)
    events = throw(game, "Bob")                         # 19 + 11 -> Lord Blueblood's Estate
    assert game.position("Bob") == BLUEBLOOD
    assert "visited_college" in kinds(events)
    assert "education" not in kinds(events) and "jailed" not in kinds(events)
    assert game.edu[seat(game, "Bob")] == 0
    game.switch_rules("single-tax")
    put(game, "Ann", 19)
    events = throw(game, "Ann")
    assert fields(events, "education") == [{"player": "Ann", "space": BLUEBLOOD, "count": 1}]
    assert game.edu[seat(game, "Ann")] == 1


def test_LGS5_beginners_opening_average_hands():
    game = start(["Ann", "Bob", "Cy", "Dee"], first="Cy", options={"beginners_opening": True})
    assert game.decision == "turn" and game.to_move == "Cy"
    hands = {
        "Cy": (BEGGARMAN, BOWERY, WALL_STREET, ROYAL_RUSHER, GEE_WHIZ),
        "Dee": (BOOMTOWN, FAIRHOPE, GRAND_BOULEVARD, SHOOTING_STAR, SLAMBANG),
        "Ann": (LONELY_LANE, GOAT_ALLEY, EASY_STREET, GEORGE_STREET, PDQ, SPECULATION),
        "Bob": (THE_PIKE, MARKET_PLACE, COTTAGE_TERRACE, BROADWAY, FIFTH_AVENUE),
    }
    for name, hand in hands.items():
        assert game.balance(name) == 75
        assert sorted(s for s in range(40) if game.owner_of(s) == name) == sorted(hand)
        assert sum(game.board.spaces[s].price for s in hand) == 325
        assert game.wealth(name) == 75 + 100 * len(hand)
    assert game.balance("treasury") == 0
    assert "dealt" not in kinds(game.events)


def test_LGS5_beginners_opening_only_for_four_players():
    with pytest.raises(OptionError) as error:
        landlords.new_game(RULES, players=["Ann", "Bob", "Cy"], seed=1,
                           options={"beginners_opening": True})
    assert "exactly 4 players" in str(error.value)


# ====================================================================== object and end
def test_LGO1_winner_has_most_cash_plus_100_per_card_and_house():
    game = start(["Ann", "Bob", "Cy"], dice=[(1, 2)])
    give(game, "Bob", BOOMTOWN, GOAT_ALLEY, SOAKUM)     # two deeds and a charter
    give(game, "Cy", SPECULATION)                       # the broker's licence
    game.lux[seat(game, "Cy")] = 2                      # two luxury cards
    set_cash(game, "Bob", 300)
    set_cash(game, "Cy", 100)
    game.houses[BOOMTOWN], game.hown[BOOMTOWN] = 1, seat(game, "Bob")
    game.nhouses[seat(game, "Bob")] = 1
    game.wages_got[seat(game, "Ann")] = 4
    put(game, "Ann", 37)
    throw(game, "Ann")                                  # fifth wages: the game ends
    outcome = game.outcome
    assert outcome.termination is RULE_END
    assert game.balance("Ann") == 600
    # Ann 600 cash; Bob 300 + 3 cards + 1 house = 700; Cy 100 + licence + 2 luxuries = 400.
    assert outcome.standings == (("Bob", 700), ("Ann", 600), ("Cy", 400))
    assert outcome.winner == "Bob"
    assert [game.wealth(n) for n in ("Ann", "Bob", "Cy")] == [600, 700, 400]


def test_LGO1_a_tie_for_first_place_has_no_winner():
    game = start(["Ann", "Bob"], dice=[(1, 2)])
    give(game, "Bob", BOOMTOWN)
    set_cash(game, "Bob", 600)
    set_cash(game, "Ann", 600)
    game.wages_got[seat(game, "Ann")] = 4
    put(game, "Ann", 37)
    throw(game, "Ann")                                  # Ann: 700 cash; Bob: 600 + 100
    assert game.outcome.standings == (("Ann", 700), ("Bob", 700))
    assert game.outcome.winner is None


# ====================================================================== LG-1 buying titles
def test_LG1_deal_24_green_cards_one_at_a_time_to_the_left():
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy", "Dee", "Eve"], seed=5,
                              options={"first_player": "Cy"})
    events = game.step()
    dealt = {f["player"]: f["spaces"] for f in fields(events, "dealt")}
    # 24 cards in the order of play Cy, Dee, Eve, Ann, Bob: 5, 5, 5, 5, 4.
    assert {name: len(cards) for name, cards in dealt.items()} == {
        "Cy": 5, "Dee": 5, "Eve": 5, "Ann": 5, "Bob": 4}
    every = [s for cards in dealt.values() for s in cards]
    assert len(set(every)) == 24
    green = {s.index for s in game.board.spaces if s.kind in ("lot", "railroad", "franchise", "speculation")}
    assert len(green) == 29 and set(every) <= green
    assert game.to_move == "Cy" and game.decision == "initial"


def test_LG1_buy_dealt_cards_at_printed_price_into_the_treasury():
    game = landlords.new_game(RULES, players=["Ann", "Bob"], seed=5, options={"first_player": "Ann"})
    events = game.step()
    ann_cards = next(f["spaces"] for f in fields(events, "dealt") if f["player"] == "Ann")
    assert len(ann_cards) == 12
    legal = game.legal_actions()
    assert legal == sorted([("buy", s) for s in ann_cards] + [("done",)])
    first, second = ann_cards[0], ann_cards[1]
    game.apply(("buy", first))
    game.apply(("buy", second))
    game.apply(("done",))
    price = game.board.spaces[first].price + game.board.spaces[second].price
    assert game.balance("Ann") == 600 - price
    assert game.balance("treasury") == price
    assert game.owner_of(first) == "Ann" and game.owner_of(second) == "Ann"
    returned = fields(game.events, "returned")
    assert returned == [{"player": "Ann", "spaces": tuple(ann_cards[2:])}]
    for s in ann_cards[2:]:
        assert game.owner_of(s) is None                 # back to the pack
    assert game.to_move == "Bob" and game.decision == "initial"


def test_LG1_cannot_buy_a_dealt_card_without_the_cash():
    game = landlords.new_game(RULES, players=["Ann", "Bob"], seed=5, options={"first_player": "Ann"})
    events = game.step()
    ann_cards = next(f["spaces"] for f in fields(events, "dealt") if f["player"] == "Ann")
    set_cash(game, "Ann", 40)
    legal = game.legal_actions()
    for s in ann_cards:
        assert (("buy", s) in legal) == (game.board.spaces[s].price <= 40)
    dear = next(s for s in ann_cards if game.board.spaces[s].price > 40)
    with pytest.raises(IllegalActionError):
        game.apply(("buy", dear))


def test_LG1_a_card_never_leaves_the_pack_below_its_printed_price():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    events = throw(game, "Ann")                         # Boomtown, printed price $50
    assert fields(events, "auction")[0]["floor"] == 50
    assert game.to_move == "Bob" and game.decision == "bid"
    bids = [a[1] for a in game.legal_actions() if a[0] == "bid"]
    assert min(bids) == 50 and all(b % 5 == 0 for b in bids)
    with pytest.raises(IllegalActionError):
        game.apply(("bid", 45))
    act(game, "Bob", ("pass",))
    assert game.legal_actions() == [("decline",), ("take", 50)]


# ====================================================================== LG-2 moving
def test_LG2_all_start_on_mother_earth_and_move_the_throw_forward():
    game = start(["Ann", "Bob"], dice=[(6, 4), (2, 3)])
    assert game.position("Ann") == 0 and game.position("Bob") == 0
    events = throw(game, "Ann")
    assert fields(events, "moved") == [{"player": "Ann", "from_space": 0, "to_space": JAIL,
                                       "direction": "forward", "used_pass": False}]
    throw(game, "Bob")
    assert game.position("Bob") == 5


@pytest.mark.parametrize("origin, zone", [(22, False), (23, True), (30, True), (36, True), (37, False)])
def test_LG2_backward_only_between_the_two_chances(origin, zone):
    game = start(["Ann", "Bob"], dice=[(4, 1)])
    put(game, "Ann", origin)
    throw(game, "Ann")
    if zone:
        assert game.decision == "move" and game.to_move == "Ann"
        assert game.legal_actions() == [("move", "backward", 0), ("move", "forward", 0)]
    else:
        assert game.position("Ann") == (origin + 5) % 40


def test_LG2_moving_backward_obeys_the_space_reached():
    game = start(["Ann", "Bob"], dice=[(4, 1)])
    give(game, "Bob", MAGUIRE_FLATS)                    # 14 land rent
    put(game, "Ann", 29)
    throw(game, "Ann")
    events = act(game, "Ann", ("move", "backward", 0))
    assert game.position("Ann") == MAGUIRE_FLATS
    assert fields(events, "moved")[0]["direction"] == "backward"
    assert payments(events) == [("Ann", "Bob", 14, "land_rent")]


# ====================================================================== LG-3 wages
def test_LG3_reaching_mother_earth_pays_100_wages():
    game = start(["Ann", "Bob"], dice=[(1, 2)])
    put(game, "Ann", 37)
    events = throw(game, "Ann")
    assert game.position("Ann") == MOTHER_EARTH
    assert payments(events) == [("miscellaneous", "Ann", 100, "wages")]
    assert fields(events, "wages") == [{"player": "Ann", "amount": 100, "times": 1}]


def test_LG3_passing_mother_earth_pays_100_wages():
    game = start(["Ann", "Bob"], dice=[(4, 1)])
    put(game, "Ann", 37)
    events = throw(game, "Ann")                         # 37 + 5 -> Fuel (2)
    assert game.position("Ann") == FUEL
    assert payments(events) == [("miscellaneous", "Ann", 100, "wages"),
                                ("Ann", "treasury", 10, "tax")]
    assert game.balance("Ann") == 690


def test_LG3_moving_backward_past_mother_earth_pays_nothing():
    # No throw from the backward zone reaches Mother Earth, so the rule is checked on the
    # movement function itself: counting backward over space 0 never reaches the start.
    assert destination(RING, 3, 5, "backward", False) == (38, False)
    assert destination(RING, 38, 5, "forward", False) == (3, True)
    assert destination(RING, 35, 5, "forward", False) == (0, True)


# ====================================================================== LG-4 taxes
@pytest.mark.parametrize("space, origin, dice", [(FUEL, 0, (1, 1)), (JAIL, 0, (6, 4)),
                                                (FOOD, 10, (3, 4)), (CLOTHING, 21, (5, 6))])
def test_LG4_necessity_tax_10_to_the_treasury(space, origin, dice):
    game = start(["Ann", "Bob"], dice=[dice])
    put(game, "Ann", origin)
    events = throw(game, "Ann")
    assert game.position("Ann") == space
    assert payments(events) == [("Ann", "treasury", 10, "tax")]
    assert game.balance("treasury") == 10
    assert game.status("Ann") == "free"


# ====================================================================== LG-5 trespass
@pytest.mark.parametrize("space, dice", [(HOGG, (1, 3)), (BLUEBLOOD, (4, 6))])
def test_LG5_trespass_on_land_held_out_of_use_sends_to_jail(space, dice):
    game = start(["Ann", "Bob"], dice=[dice])
    put(game, "Ann", space - sum(dice))
    events = throw(game, "Ann")
    assert fields(events, "jailed") == [{"player": "Ann", "why": "trespass", "space": space}]
    assert game.position("Ann") == JAIL and game.status("Ann") == "jail"
    assert payments(events) == []                       # no Shelter tax for the jailed
    assert game.to_move == "Bob"


# ====================================================================== LG-6 jail
def test_LG6_pay_the_fine_and_move_counting_from_shelter():
    game = start(["Ann", "Bob"], dice=[(1, 3), (6, 4), (6, 4)])
    throw(game, "Ann")                                  # Hogg's: Jail
    throw(game, "Bob")                                  # Bob to Shelter (tax)
    assert game.to_move == "Ann"
    assert ("pay_fine",) in game.legal_actions()
    events = act(game, "Ann", ("pay_fine",))
    assert ("Ann", "treasury", 50, "fine") in payments(events)
    assert fields(events, "released") == [{"player": "Ann", "how": "fine"}]
    assert game.position("Ann") == CENTRAL_PARK        # 10 + 10
    assert game.balance("Ann") == 550
    assert game.balance("treasury") == 60


def test_LG6_a_double_frees_him_and_he_moves_by_that_throw():
    game = start(["Ann", "Bob"], dice=[(1, 3), (6, 4), (5, 5)])
    throw(game, "Ann")
    throw(game, "Bob")
    events = throw(game, "Ann")                         # (5, 5) in Jail
    assert fields(events, "threw")[0]["purpose"] == "jail"
    assert fields(events, "released") == [{"player": "Ann", "how": "double"}]
    assert game.position("Ann") == CENTRAL_PARK
    assert game.balance("Ann") == 600                   # no fine
    assert game.to_move == "Bob"                        # no extra throw for the double


def test_LG6_third_failure_pays_the_fine_and_moves():
    dice = [(1, 3), (6, 4),                             # Ann to Jail, Bob to Shelter
            (1, 2), (6, 4),                             # Ann fails (1), Bob to Central Park
            (2, 1), (6, 4),                             # Ann fails (2), Bob trespasses
            (4, 6)]                                     # Ann fails (3): pays and moves 10
    game = start(["Ann", "Bob"], dice=dice)
    throw(game, "Ann")
    throw(game, "Bob")
    events = throw(game, "Ann")
    assert fields(events, "jail_stay") == [{"player": "Ann", "failures": 1}]
    assert game.position("Ann") == JAIL and game.status("Ann") == "jail"
    throw(game, "Bob")
    events = throw(game, "Ann")
    assert fields(events, "jail_stay") == [{"player": "Ann", "failures": 2}]
    throw(game, "Bob")
    assert game.status("Bob") == "jail"
    events = throw(game, "Ann")
    assert ("Ann", "treasury", 50, "fine") in payments(events)
    assert fields(events, "released") == [{"player": "Ann", "how": "third_failure"}]
    assert game.position("Ann") == CENTRAL_PARK
    assert game.balance("Ann") == 550
    assert game.balance("treasury") == 60


def test_LG6_third_failure_without_cash_must_raise_the_fine_by_selling():
    dice = [(1, 3), (6, 4), (1, 2), (6, 4), (2, 1), (6, 4), (4, 6)]
    game = start(["Ann", "Bob"], dice=dice)
    give(game, "Ann", BOOMTOWN)
    for _ in range(3):
        throw(game, "Ann")
        throw(game, "Bob")
    assert game.jail_fails[seat(game, "Ann")] == 2
    set_cash(game, "Ann", 20)
    throw(game, "Ann")                                  # third failure, only $20
    assert game.to_move == "Ann" and game.decision == "raise"
    act(game, "Ann", ("sell", BOOMTOWN))
    act(game, "Ann", ("to", "Bob"))
    act(game, "Ann", ("price", 60))
    events = act(game, "Bob", ("accept",))
    assert game.owner_of(BOOMTOWN) == "Bob"
    assert ("Ann", "treasury", 50, "fine") in payments(events)
    assert fields(events, "released") == [{"player": "Ann", "how": "third_failure"}]
    assert game.position("Ann") == CENTRAL_PARK
    assert game.balance("Ann") == 20 + 60 - 50


def test_LG6_without_property_to_raise_the_fine_he_keeps_waiting():
    dice = [(1, 3), (6, 4), (1, 2), (6, 4), (2, 1), (6, 4), (4, 6), (1, 2)]
    game = start(["Ann", "Bob"], dice=dice)
    throw(game, "Ann")
    throw(game, "Bob")
    throw(game, "Ann")
    throw(game, "Bob")
    throw(game, "Ann")
    throw(game, "Bob")
    set_cash(game, "Ann", 20)
    events = throw(game, "Ann")                         # third failure, no property
    assert fields(events, "jail_stay") == [{"player": "Ann", "failures": 3}]
    assert game.status("Ann") == "jail" and game.balance("Ann") == 20
    assert game.position("Ann") == JAIL and game.to_move == "Bob"
    throw(game, "Bob")
    assert ("pay_fine",) not in game.legal_actions()     # Ann cannot pay the fine
    events = throw(game, "Ann")
    assert fields(events, "jail_stay") == [{"player": "Ann", "failures": 4}]


# ====================================================================== LG-7 land rent and sale
def test_LG7_land_rent_to_the_owner():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    give(game, "Bob", BOOMTOWN)                         # land rent 6
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "Bob", 6, "land_rent")]
    assert game.balance("Ann") == 594 and game.balance("Bob") == 606


def test_LG7_nothing_on_your_own_lot():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    give(game, "Ann", BOOMTOWN)
    events = throw(game, "Ann")
    assert payments(events) == []
    assert "auction" not in kinds(events)
    assert game.balance("Ann") == 600


def test_LG7_unbought_lot_rent_goes_to_treasury():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    events = throw(game, "Ann")
    assert fields(events, "auction") == [{"player": "Ann", "space": BOOMTOWN, "floor": 50,
                                          "purpose": "sale"}]
    act(game, "Bob", ("pass",))
    events = act(game, "Ann", ("decline",))
    assert "no_sale" in kinds(events)
    assert payments(events) == [("Ann", "treasury", 6, "land_rent")]
    assert game.owner_of(BOOMTOWN) is None
    assert game.balance("treasury") == 6 and game.balance("Ann") == 594


def test_LG7_stopper_takes_it_at_the_printed_price_when_nobody_bids():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    throw(game, "Ann")
    act(game, "Bob", ("pass",))
    events = act(game, "Ann", ("take", 50))
    assert game.owner_of(BOOMTOWN) == "Ann"
    assert payments(events) == [("Ann", "treasury", 50, "purchase")]   # and no rent
    assert game.balance("Ann") == 550


def test_LG7_stopper_has_first_option_at_the_highest_bid():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)])
    throw(game, "Ann")
    act(game, "Bob", ("bid", 50))
    act(game, "Cy", ("bid", 55))
    act(game, "Bob", ("bid", 70))
    act(game, "Cy", ("pass",))
    assert game.to_move == "Ann" and game.legal_actions() == [("decline",), ("take", 70)]
    events = act(game, "Ann", ("take", 70))
    assert game.owner_of(BOOMTOWN) == "Ann"
    assert payments(events) == [("Ann", "treasury", 70, "purchase")]
    assert game.balance("Ann") == 430 and game.balance("Bob") == 500


def test_LG7_other_buyer_takes_it_at_his_bid_and_stopper_pays_him_rent():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)])
    throw(game, "Ann")
    act(game, "Bob", ("bid", 60))
    act(game, "Cy", ("pass",))
    events = act(game, "Ann", ("decline",))
    assert game.owner_of(BOOMTOWN) == "Bob"
    assert payments(events) == [("Bob", "treasury", 60, "purchase"),
                                ("Ann", "Bob", 6, "land_rent")]
    assert game.balance("Ann") == 494 and game.balance("Bob") == 446
    assert game.balance("treasury") == 60


def test_LG7_stopper_who_cannot_pay_the_bid_has_no_option():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    set_cash(game, "Ann", 55)
    throw(game, "Ann")
    events = act(game, "Bob", ("bid", 60))              # Bob alone: the bidding is over
    assert game.owner_of(BOOMTOWN) == "Bob"
    assert game.to_move == "Bob" and game.decision == "turn"
    assert payments(events) == [("Bob", "treasury", 60, "purchase"),
                                ("Ann", "Bob", 6, "land_rent")]
    assert game.balance("Ann") == 49


# ====================================================================== LG-8 speculation
def test_LG8_may_refuse_to_move_onto_speculation():
    game = start(["Ann", "Bob"], dice=[(5, 3)])
    throw(game, "Ann")
    assert game.decision == "speculate"
    assert game.legal_actions() == [("speculate",), ("stay",)]
    events = act(game, "Ann", ("stay",))
    assert fields(events, "stayed") == [{"player": "Ann", "why": "speculation"}]
    assert game.position("Ann") == MOTHER_EARTH
    assert game.balance("Ann") == 600 and payments(events) == []
    assert game.to_move == "Bob"


def test_LG8_licence_in_pack_is_sold_first_then_ante_to_miscellaneous():
    game = start(["Ann", "Bob"], dice=[(5, 3), (3, 4)])
    throw(game, "Ann")
    events = act(game, "Ann", ("speculate",))
    assert game.position("Ann") == SPECULATION
    assert fields(events, "auction")[0]["floor"] == 50
    act(game, "Bob", ("pass",))
    events = act(game, "Ann", ("decline",))             # nobody holds the licence
    assert payments(events) == [("Ann", "miscellaneous", 10, "ante"),
                                ("miscellaneous", "Ann", 50, "speculation"),
                                ("Ann", "miscellaneous", 5, "broker_share")]
    assert fields(events, "threw")[0]["purpose"] == "spec"
    assert game.balance("Ann") == 600 - 10 + 50 - 5


def test_LG8_the_broker_takes_the_ante_and_10_percent():
    game = start(["Ann", "Bob"], dice=[(5, 3), (5, 6)])
    give(game, "Bob", SPECULATION)
    throw(game, "Ann")
    events = act(game, "Ann", ("speculate",))
    assert payments(events) == [("Ann", "Bob", 10, "ante"),
                                ("miscellaneous", "Ann", 90, "speculation"),
                                ("Ann", "Bob", 9, "broker_share")]
    assert game.balance("Ann") == 671 and game.balance("Bob") == 619


def test_LG8_licence_bought_by_another_at_the_auction_takes_the_ante():
    game = start(["Ann", "Bob"], dice=[(5, 3), (3, 5)])
    throw(game, "Ann")
    act(game, "Ann", ("speculate",))
    act(game, "Bob", ("bid", 60))
    events = act(game, "Ann", ("decline",))
    assert game.owner_of(SPECULATION) == "Bob"
    assert payments(events) == [("Bob", "treasury", 60, "purchase"),
                                ("Ann", "Bob", 10, "ante"),
                                ("miscellaneous", "Ann", 60, "speculation"),
                                ("Ann", "Bob", 6, "broker_share")]


@pytest.mark.parametrize("dice, won", [
    ((1, 1), 100), ((2, 2), 100), ((6, 6), 100), ((5, 6), 90), ((4, 6), 80), ((4, 5), 70),
    ((3, 5), 60), ((3, 4), 50), ((2, 4), 40), ((1, 4), 30), ((2, 3), 30)])
def test_LG8_speculation_table(dice, won):
    game = start(["Ann", "Bob"], dice=[(5, 3), dice])
    give(game, "Bob", SPECULATION)
    throw(game, "Ann")
    events = act(game, "Ann", ("speculate",))
    assert fields(events, "speculated") == [{"player": "Ann", "winnings": won}]
    assert game.balance("Bob") == 600 + 10 + won // 10
    assert game.balance("Ann") == 600 - 10 + won - won // 10
    assert game.owner_of(SPECULATION) == "Bob"


@pytest.mark.parametrize("dice", [(1, 2), (2, 1), (1, 3), (3, 1)])
def test_LG8_skin_game_broker_to_jail_and_licence_to_pack(dice):
    game = start(["Ann", "Bob"], dice=[(5, 3), dice])
    give(game, "Bob", SPECULATION)
    put(game, "Bob", BOOMTOWN)
    throw(game, "Ann")
    events = act(game, "Ann", ("speculate",))
    assert fields(events, "skin_game") == [{"player": "Ann", "broker": "Bob"}]
    assert "speculated" not in kinds(events)
    assert payments(events) == [("Ann", "Bob", 10, "ante")]   # the ante only; no winnings
    assert game.status("Bob") == "jail" and game.position("Bob") == JAIL
    assert game.owner_of(SPECULATION) is None
    assert game.balance("Ann") == 590


def test_LG8_skin_game_without_a_broker_jails_nobody():
    game = start(["Ann", "Bob"], dice=[(5, 3), (1, 2)])
    throw(game, "Ann")
    act(game, "Ann", ("speculate",))
    act(game, "Bob", ("pass",))
    events = act(game, "Ann", ("decline",))
    assert fields(events, "skin_game") == [{"player": "Ann", "broker": None}]
    assert "jailed" not in kinds(events)
    assert game.balance("Ann") == 590


def test_LG8_speculator_who_buys_the_licence_pays_no_ante_to_himself():
    game = start(["Ann", "Bob"], dice=[(5, 3), (4, 4)])
    throw(game, "Ann")
    act(game, "Ann", ("speculate",))
    act(game, "Bob", ("bid", 55))
    events = act(game, "Ann", ("take", 55))
    assert game.owner_of(SPECULATION) == "Ann"
    assert payments(events) == [("Ann", "treasury", 55, "purchase"),
                                ("miscellaneous", "Ann", 100, "speculation")]
    assert game.balance("Ann") == 645


# ====================================================================== LG-9 franchises, railroads
def test_LG9_franchise_costs_5_to_its_owner():
    game = start(["Ann", "Bob"], dice=[(6, 1)])
    give(game, "Bob", SOAKUM)
    put(game, "Ann", 6)
    events = throw(game, "Ann")                         # 6 + 7 -> Soakum
    assert payments(events) == [("Ann", "Bob", 5, "fare")]


def test_LG9_municipal_cinch_charges_25_on_each():
    game = start(["Ann", "Bob", "Cy"], dice=[(6, 1), (2, 5), (3, 4)])
    give(game, "Bob", SOAKUM, SLAMBANG)
    put(game, "Ann", 6)
    put(game, "Bob", 20)
    events = throw(game, "Ann")                         # Soakum
    assert payments(events) == [("Ann", "Bob", 25, "fare")]
    put(game, "Cy", 20)
    throw(game, "Bob")                                  # Bob on Slambang: his own
    events = throw(game, "Cy")                          # 20 + 7 -> Slambang
    assert payments(events) == [("Cy", "Bob", 25, "fare")]
    assert game.balance("Bob") == 550


@pytest.mark.parametrize("held, fare", [(1, 5), (2, 10), (3, 20), (4, 50)])
def test_LG9_railroad_monopoly_fares(held, fare):
    game = start(["Ann", "Bob"], dice=[(4, 1)])
    give(game, "Bob", *RAILROADS[:held])
    events = throw(game, "Ann")                         # Royal Rusher R.R. (5)
    assert payments(events) == [("Ann", "Bob", fare, "fare")]


def test_LG9_unbought_railroad_is_sold_as_a_lot_and_the_fee_goes_to_the_treasury():
    game = start(["Ann", "Bob"], dice=[(4, 1)])
    events = throw(game, "Ann")
    assert fields(events, "auction")[0]["floor"] == 50
    act(game, "Bob", ("pass",))
    events = act(game, "Ann", ("decline",))
    assert payments(events) == [("Ann", "treasury", 5, "fare")]
    assert game.owner_of(ROYAL_RUSHER) is None


def test_LG9_railroad_bought_by_another_at_auction_stopper_pays_him_the_fare():
    game = start(["Ann", "Bob"], dice=[(4, 1)])
    give(game, "Bob", PDQ)
    throw(game, "Ann")
    act(game, "Bob", ("bid", 75))
    events = act(game, "Ann", ("decline",))
    # Bob now holds two railroads: the monopoly fare of $10.
    assert payments(events) == [("Bob", "treasury", 75, "purchase"), ("Ann", "Bob", 10, "fare")]


def test_LG9_trust_charges_40_split_between_the_two_owners():
    game = start(["Ann", "Bob", "Cy"], dice=[(4, 1), (1, 4), (3, 2)])
    give(game, "Ann", ROYAL_RUSHER, SHOOTING_STAR)
    give(game, "Bob", GEE_WHIZ, PDQ)
    assert ("offer_trust", "Bob") in game.legal_actions()
    events = act(game, "Ann", ("offer_trust", "Bob"))
    assert game.to_move == "Bob" and game.decision == "respond"
    events = act(game, "Bob", ("accept",))
    assert fields(events, "trust_formed") == [{"player": "Ann", "partner": "Bob"}]
    put(game, "Ann", 20)                                # Ann rides on her own line: nothing
    throw(game, "Ann")
    assert game.position("Ann") == GEE_WHIZ and game.balance("Ann") == 500
    events = throw(game, "Bob")                         # Bob rides Royal Rusher: free in the trust
    assert game.position("Bob") == ROYAL_RUSHER and payments(events) == []
    events = throw(game, "Cy")
    assert payments(events) == [("Cy", "Ann", 20, "fare"), ("Cy", "Bob", 20, "fare")]
    assert game.balance("Cy") == 460


def test_LG9_trust_dissolves_when_a_railroad_is_sold():
    game = start(["Ann", "Bob", "Cy"], dice=[(4, 1)])
    give(game, "Ann", ROYAL_RUSHER, SHOOTING_STAR)
    give(game, "Bob", GEE_WHIZ, PDQ)
    act(game, "Ann", ("offer_trust", "Bob"))
    act(game, "Bob", ("accept",))
    act(game, "Ann", ("sell", SHOOTING_STAR))
    act(game, "Ann", ("to", "Cy"))
    act(game, "Ann", ("price", 80))
    events = act(game, "Cy", ("accept",))
    assert fields(events, "trust_dissolved") == [{"player": "Ann", "partner": "Bob"}]
    assert game.trust is None
    put(game, "Bob", 0)
    throw(game, "Ann")                                  # Ann on her own Royal Rusher
    assert game.position("Ann") == ROYAL_RUSHER


# ====================================================================== LG-10 Central Park
def test_LG10_central_park_is_free():
    game = start(["Ann", "Bob"], dice=[(6, 4)])
    put(game, "Ann", JAIL)
    events = throw(game, "Ann")
    assert game.position("Ann") == CENTRAL_PARK
    assert payments(events) == [] and game.balance("Ann") == 600
    assert game.status("Ann") == "free"                 # not the Poor House
    assert game.to_move == "Bob"


# ====================================================================== LG-11 chance
def test_LG11_chance_card_is_obeyed():
    game = start(["Ann", "Bob"], dice=[(3, 4)], seed=card_seed("R08"))
    put(game, "Ann", 15)
    events = throw(game, "Ann")                         # 15 + 7 -> Chance
    assert game.position("Ann") == CHANCE_1
    assert fields(events, "card") == [{"player": "Ann", "card": "R08"}]
    assert payments(events) == [("miscellaneous", "Ann", 50, "card")]
    assert game.balance("Ann") == 650


def test_LG11_every_draw_is_from_the_full_deck():
    # The card drawn goes back: the same card can come up twice running.
    game = start(["Ann", "Bob"], dice=[(3, 4), (3, 4)], seed=card_seed("R12", "R12"))
    put(game, "Ann", 15)
    put(game, "Bob", 15)
    first = throw(game, "Ann")
    second = throw(game, "Bob")
    assert fields(first, "card") == [{"player": "Ann", "card": "R12"}]
    assert fields(second, "card") == [{"player": "Bob", "card": "R12"}]
    assert game.balance("treasury") == 40               # $20 fine twice


def test_LG11_move_to_card_passing_mother_earth_pays_wages_then_obeys_the_space():
    game = start(["Ann", "Bob"], dice=[(3, 4)], seed=card_seed("R07"))
    give(game, "Bob", LONELY_LANE)
    put(game, "Ann", 15)
    events = throw(game, "Ann")                         # Chance: "Visit your cousin on Lonely Lane"
    assert game.position("Ann") == LONELY_LANE
    assert payments(events) == [("miscellaneous", "Ann", 100, "wages"),
                                ("Ann", "Bob", 2, "land_rent")]


def test_LG11_advance_to_mother_earth_card_pays_wages():
    game = start(["Ann", "Bob"], dice=[(3, 4)], seed=card_seed("R01"))
    put(game, "Ann", 15)
    events = throw(game, "Ann")
    assert game.position("Ann") == MOTHER_EARTH
    assert payments(events) == [("miscellaneous", "Ann", 100, "wages")]
    assert game.wages_got[seat(game, "Ann")] == 1


def test_LG11_go_to_jail_card():
    game = start(["Ann", "Bob"], dice=[(3, 4)], seed=card_seed("R03"))
    put(game, "Ann", 15)
    events = throw(game, "Ann")
    assert fields(events, "jailed") == [{"player": "Ann", "why": "card", "space": None}]
    assert game.status("Ann") == "jail" and game.position("Ann") == JAIL


def test_LG11_collect_from_and_pay_each_player():
    game = start(["Ann", "Bob", "Cy"], dice=[(3, 4), (3, 4)], seed=card_seed("R15", "R16"))
    put(game, "Ann", 15)
    put(game, "Bob", 15)
    events = throw(game, "Ann")
    assert sorted(payments(events)) == [("Bob", "Ann", 10, "card"), ("Cy", "Ann", 10, "card")]
    events = throw(game, "Bob")
    assert sorted(payments(events)) == [("Bob", "Ann", 10, "card"), ("Bob", "Cy", 10, "card")]
    assert [game.balance(n) for n in ("Ann", "Bob", "Cy")] == [530, 470, 500]


def test_LG11_the_deck_is_a_labelled_reconstruction_of_16_cards():
    game = start(["Ann", "Bob"])
    assert len(game.board.chance) == 16
    assert "RECONSTRUCTION" in game.board.chance_note
    kinds_used = {c.effect["type"] for c in game.board.chance}
    assert kinds_used <= {"move_to", "go_to_jail", "collect", "pay", "collect_each", "pay_each"}


# ====================================================================== LG-12 Poor House
def test_LG12_cannot_pay_pays_what_he_can_and_goes_to_the_poor_house():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    give(game, "Bob", BOOMTOWN)
    set_cash(game, "Ann", 3)
    set_cash(game, "Bob", 20)                           # Bob cannot lend; Ann has nothing to sell
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "Bob", 3, "land_rent")]
    assert fields(events, "poor_house") == [{"player": "Ann", "owed": 6, "paid": 3}]
    assert game.position("Ann") == CENTRAL_PARK and game.status("Ann") == "poor house"
    assert game.balance("Ann") == 0 and game.balance("Bob") == 23
    assert game.to_move == "Bob"


def test_LG12_may_give_up_instead_of_borrowing():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    give(game, "Bob", BOOMTOWN)
    set_cash(game, "Ann", 3)
    throw(game, "Ann")
    assert game.to_move == "Ann" and game.decision == "raise"
    assert game.legal_actions() == [("borrow", "Bob"), ("give_up",)]
    events = act(game, "Ann", ("give_up",))
    assert fields(events, "poor_house") == [{"player": "Ann", "owed": 6, "paid": 3}]
    assert game.status("Ann") == "poor house"


def test_LG12_leaves_the_poor_house_only_by_a_move_he_can_afford():
    game = start(["Ann", "Bob"], dice=[(5, 6), (1, 1), (2, 3), (1, 1), (4, 6)])
    give(game, "Bob", BOOMTOWN)
    set_cash(game, "Ann", 3)
    set_cash(game, "Bob", 20)
    throw(game, "Ann")                                  # to the Poor House
    put(game, "Bob", 0)
    throw(game, "Bob")                                  # Bob pays the Fuel tax
    events = throw(game, "Ann")                         # 20 + 5 -> Gee Whiz: $5 he lacks
    assert fields(events, "stayed") == [{"player": "Ann", "why": "poor_house"}]
    assert game.position("Ann") == CENTRAL_PARK and game.status("Ann") == "poor house"
    assert payments(events) == []
    throw(game, "Bob")                                  # Bob: 2 + 2 -> Hogg's, Jail
    events = throw(game, "Ann")                         # 20 + 10 -> trespass: it costs nothing
    assert game.position("Ann") == JAIL and game.status("Ann") == "jail"
    assert fields(events, "moved")[0]["from_space"] == CENTRAL_PARK


# ====================================================================== LG-13 luxury
def test_LG13_luxury_pay_75_and_take_a_card():
    game = start(["Ann", "Bob"], dice=[(2, 4)])
    put(game, "Ann", MADISON_SQUARE)
    throw(game, "Ann")
    assert game.decision == "move"                      # Madison Square lies in the backward zone
    act(game, "Ann", ("move", "forward", 0))
    assert game.position("Ann") == LUXURY
    assert game.decision == "luxury" and game.legal_actions() == [("back",), ("luxury",)]
    events = act(game, "Ann", ("luxury",))
    assert payments(events) == [("Ann", "miscellaneous", 75, "luxury")]
    assert game.lux[seat(game, "Ann")] == 1
    assert game.wealth("Ann") == 525 + 100
    assert game.position("Ann") == LUXURY


def test_LG13_luxury_refused_moves_back_from_madison_square_to_slambang():
    game = start(["Ann", "Bob"], dice=[(2, 4)])
    give(game, "Bob", SLAMBANG)
    put(game, "Ann", MADISON_SQUARE)
    throw(game, "Ann")
    act(game, "Ann", ("move", "forward", 0))
    events = act(game, "Ann", ("back",))
    assert game.position("Ann") == SLAMBANG
    assert fields(events, "moved") == [{"player": "Ann", "from_space": LUXURY, "to_space": SLAMBANG,
                                       "direction": "back", "used_pass": False}]
    assert payments(events) == [("Ann", "Bob", 5, "fare")]   # he obeys Slambang Trolley
    assert game.lux[seat(game, "Ann")] == 0


def test_LG13_who_cannot_afford_the_luxury_moves_back():
    game = start(["Ann", "Bob"], dice=[(2, 4)])
    give(game, "Bob", SLAMBANG)
    put(game, "Ann", MADISON_SQUARE)
    set_cash(game, "Ann", 70)
    throw(game, "Ann")
    events = act(game, "Ann", ("move", "forward", 0))
    assert "cannot_afford_luxury" in kinds(events)
    assert game.position("Ann") == SLAMBANG and game.balance("Ann") == 65


def test_LG13_a_luxury_card_may_be_sold_to_another_player():
    game = start(["Ann", "Bob"])
    game.lux[seat(game, "Ann")] = 1
    act(game, "Ann", ("sell_luxury",))
    act(game, "Ann", ("to", "Bob"))
    act(game, "Ann", ("price", 90))
    act(game, "Bob", ("accept",))
    assert game.lux == [0, 1]
    assert game.balance("Ann") == 690 and game.balance("Bob") == 510
    assert game.wealth("Bob") == 610


# ====================================================================== LG-14 houses
def test_LG14_build_any_number_of_houses_on_own_lot_each_adds_10():
    game = start(["Ann", "Bob"], dice=[(1, 1), (5, 6)])
    give(game, "Ann", BOOMTOWN)
    give(game, "Bob", GOAT_ALLEY)
    assert ("build", BOOMTOWN) in game.legal_actions()
    assert ("build", GOAT_ALLEY) not in game.legal_actions()     # not his lot
    events = build(game, "Ann", BOOMTOWN, 4)
    assert payments(events) == [("Ann", "miscellaneous", 100, "house")] * 4
    assert game.houses_on(BOOMTOWN) == (4, "Ann")
    assert game.wealth("Ann") == 200 + 100 + 400
    throw(game, "Ann")
    events = throw(game, "Bob")                         # Bob on Boomtown
    assert payments(events) == [("Bob", "Ann", 6, "land_rent"), ("Bob", "Ann", 40, "house_rent")]


def test_LG14_no_building_without_100():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN)
    set_cash(game, "Ann", 99)
    assert ("build", BOOMTOWN) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply(("build", BOOMTOWN))


# ====================================================================== LG-15 shared spaces
def test_LG15_players_share_a_space_and_each_pays():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6), (5, 6)])
    give(game, "Cy", BOOMTOWN)
    events = throw(game, "Ann") + throw(game, "Bob")
    assert game.position("Ann") == game.position("Bob") == BOOMTOWN
    assert payments(events) == [("Ann", "Cy", 6, "land_rent"), ("Bob", "Cy", 6, "land_rent")]
    assert game.balance("Cy") == 512


# ====================================================================== LG-16 borrowing, sales, trades
def _borrow(game, borrower, lender, amount, interest, term, pledge):
    act(game, borrower, ("borrow", lender))
    act(game, borrower, ("amount", amount))
    act(game, borrower, ("interest", interest))
    act(game, borrower, ("due", term))
    act(game, borrower, ("pledge", pledge) if pledge is not None else ("pledge_wages",))
    assert game.to_move == lender and game.decision == "respond"


def test_LG16_loan_with_interest_repaid_when_due():
    game = start(["Ann", "Bob"], dice=[(6, 4), (6, 4)])
    give(game, "Ann", BOOMTOWN)
    _borrow(game, "Ann", "Bob", 100, 10, 1, BOOMTOWN)
    events = act(game, "Bob", ("accept",))
    assert payments(events) == [("Bob", "Ann", 100, "loan")]
    assert fields(events, "loan")[0]["owed"] == 110
    assert game.wealth("Ann") == 700 + 100 - 110 and game.wealth("Bob") == 500 + 110
    throw(game, "Ann")                                  # Shelter tax: 690 left
    events = throw(game, "Bob")                         # Bob's turn; Ann's next turn starts
    assert game.to_move == "Ann"
    events = game.events[-6:]
    assert ("Ann", "Bob", 100, "repayment") in payments(events)
    assert ("Ann", "Bob", 10, "interest") in payments(events)
    assert game.loans == []
    assert game.balance("Ann") == 580 and game.balance("Bob") == 600
    assert game.owner_of(BOOMTOWN) == "Ann"


def test_LG16_unpaid_loan_hands_the_pledged_card_to_the_lender():
    game = start(["Ann", "Bob"], dice=[(6, 4), (6, 4)])
    give(game, "Ann", BOOMTOWN)
    _borrow(game, "Ann", "Bob", 100, 20, 1, BOOMTOWN)
    act(game, "Bob", ("accept",))
    throw(game, "Ann")
    set_cash(game, "Ann", 50)                           # she spent it
    throw(game, "Bob")
    assert fields(game.events[-3:], "pledge_forfeited") == [
        {"borrower": "Ann", "lender": "Bob", "space": BOOMTOWN}]
    assert game.owner_of(BOOMTOWN) == "Bob"
    assert game.loans == [] and game.balance("Ann") == 50


def test_LG16_pledged_wages_go_to_the_lender_until_the_debt_is_paid():
    game = start(["Ann", "Bob"], dice=[(6, 4), (6, 4), (3, 4)])
    _borrow(game, "Ann", "Bob", 150, 0, 1, None)
    act(game, "Bob", ("accept",))
    throw(game, "Ann")                                  # Shelter tax
    set_cash(game, "Ann", 20)
    throw(game, "Bob")
    assert fields(game.events[-3:], "wages_pledged") == [
        {"borrower": "Ann", "lender": "Bob", "owed": 150}]
    put(game, "Ann", 35)
    throw(game, "Ann")                                  # 35 + 7: backward zone, so a choice
    events = act(game, "Ann", ("move", "forward", 0))   # passes Mother Earth
    assert payments(events) == [("miscellaneous", "Ann", 100, "wages"),
                                ("Ann", "Bob", 100, "repayment"),
                                ("Ann", "treasury", 10, "tax")]
    assert game.loans[0].owed == 50                       # $50 still owed
    assert game.wealth("Ann") == 10 - 50


def test_LG16_after_wages_paid_the_principal_the_repayment_is_interest_alone():
    """Garnished wages pay the principal first; repaying the rest moves no $0 'repayment'."""
    game = start(["Ann", "Bob"], dice=[(6, 4), (6, 4), (3, 4), (1, 2)])
    _borrow(game, "Ann", "Bob", 100, 50, 1, None)       # $150 owed on her wages
    act(game, "Bob", ("accept",))
    throw(game, "Ann")                                  # Shelter tax
    set_cash(game, "Ann", 20)
    throw(game, "Bob")                                  # due and unpaid: her wages go to Bob
    put(game, "Ann", 35)
    throw(game, "Ann")
    events = act(game, "Ann", ("move", "forward", 0))   # wages $100: the whole principal
    assert ("Ann", "Bob", 100, "repayment") in payments(events)
    assert game.loans[0].principal == 0 and game.loans[0].owed == 50
    put(game, "Bob", 17)
    throw(game, "Bob")                                  # to Central Park
    set_cash(game, "Ann", 60)
    events = act(game, "Ann", ("repay", 1))
    assert payments(events) == [("Ann", "Bob", 50, "interest")]
    assert game.loans == [] and all(t.amount > 0 for t in game.transfers())


def test_LG16_no_zero_repayment_in_the_ledger_seed_39():
    """Issue 11: four random bots, seed 39: at step 853 Bob repaid Ann a loan whose principal
    his wages had already paid; the ledger said "Bob paid Ann $0 repayment"."""
    game = landlords.new_game("landlords-1906", players=4, seed=39,
                              bots={name: "random" for name in ("Ann", "Bob", "Cy", "Dee")})
    game.play()
    step = [e for e in game.events if e.step == 853]
    assert fields(step, "loan_repaid") == [{"borrower": "Bob", "lender": "Ann", "amount": 50}]
    assert payments(step) == [("Bob", "Ann", 50, "interest")]
    assert [t for t in game.transfers() if t.amount <= 0] == []


def test_LG16_repay_a_loan_early_on_his_turn():
    game = start(["Ann", "Bob"])
    _borrow(game, "Ann", "Bob", 200, 50, 5, None)
    act(game, "Bob", ("accept",))
    assert ("repay", 1) in game.legal_actions()
    events = act(game, "Ann", ("repay", 1))
    assert payments(events) == [("Ann", "Bob", 200, "repayment"), ("Ann", "Bob", 100, "interest")]
    assert game.balance("Ann") == 500 and game.balance("Bob") == 700


def test_LG16_a_declined_loan_changes_nothing():
    game = start(["Ann", "Bob"])
    _borrow(game, "Ann", "Bob", 100, 0, 1, None)
    events = act(game, "Bob", ("decline",))
    assert "offer_declined" in kinds(events) and payments(events) == []
    assert game.loans == [] and game.balance("Ann") == 600


def test_LG16_a_pledged_card_cannot_be_sold_or_pledged_again():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN, GOAT_ALLEY)
    _borrow(game, "Ann", "Bob", 50, 0, 2, BOOMTOWN)
    act(game, "Bob", ("accept",))
    legal = game.legal_actions()
    assert ("sell", BOOMTOWN) not in legal and ("swap", BOOMTOWN) not in legal
    assert ("sell", GOAT_ALLEY) in legal
    act(game, "Ann", ("borrow", "Bob"))
    act(game, "Ann", ("amount", 50))
    act(game, "Ann", ("interest", 0))
    act(game, "Ann", ("due", 1))
    assert ("pledge", BOOMTOWN) not in game.legal_actions()
    assert ("pledge", GOAT_ALLEY) in game.legal_actions()


def test_LG16_sell_a_lot_with_its_houses_at_an_agreed_price():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN)
    build(game, "Ann", BOOMTOWN, 2)
    act(game, "Ann", ("sell", BOOMTOWN))
    act(game, "Ann", ("to", "Bob"))
    act(game, "Ann", ("price", 250))
    events = act(game, "Bob", ("accept",))
    assert payments(events) == [("Bob", "Ann", 250, "sale")]
    assert game.owner_of(BOOMTOWN) == "Bob" and game.houses_on(BOOMTOWN) == (2, "Bob")
    assert game.wealth("Ann") == 650 and game.wealth("Bob") == 350 + 300


def test_LG16_ask_to_buy_and_swap_cards():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN)
    give(game, "Bob", GOAT_ALLEY, SOAKUM)
    act(game, "Ann", ("ask", SOAKUM))
    act(game, "Ann", ("price", 75))
    assert game.to_move == "Bob"
    act(game, "Bob", ("accept",))
    assert game.owner_of(SOAKUM) == "Ann" and game.balance("Ann") == 525
    act(game, "Ann", ("swap", BOOMTOWN))
    act(game, "Ann", ("for", GOAT_ALLEY))
    act(game, "Bob", ("accept",))
    assert game.owner_of(BOOMTOWN) == "Bob" and game.owner_of(GOAT_ALLEY) == "Ann"
    assert game.balance("Bob") == 675


def test_LG16_raise_money_for_a_debt_by_borrowing():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)])
    give(game, "Bob", BOOMTOWN)
    set_cash(game, "Ann", 2)
    throw(game, "Ann")                                  # owes Bob 6
    assert game.decision == "raise"
    _borrow(game, "Ann", "Cy", 25, 10, 2, None)
    events = act(game, "Cy", ("accept",))
    assert payments(events) == [("Cy", "Ann", 25, "loan"), ("Ann", "Bob", 6, "land_rent")]
    assert game.balance("Ann") == 21 and game.status("Ann") == "free"
    assert game.to_move == "Bob"


# ====================================================================== LG-17 doubles
def test_LG17_double_gives_the_railroad_pass_from_corner_to_corner():
    game = start(["Ann", "Bob"], dice=[(3, 3)])
    give(game, "Bob", BROADWAY)
    put(game, "Ann", RICKETY_ROW)
    throw(game, "Ann")
    # Straight on: 16 + 6 = Chance (22); on the pass: 4 steps to Central Park, the jump
    # to Lord Blueblood's corner counts 1, then 1 more: Broadway (31).
    assert game.decision == "move"
    assert game.legal_actions() == [("move", "forward", 0), ("move", "forward", 1)]
    events = act(game, "Ann", ("move", "forward", 1))
    assert fields(events, "moved") == [{"player": "Ann", "from_space": RICKETY_ROW,
                                       "to_space": BROADWAY, "direction": "forward",
                                       "used_pass": True}]
    assert payments(events) == [("Ann", "Bob", 18, "land_rent")]
    assert game.to_move == "Bob"                        # no extra throw for a double


def test_LG17_the_pass_is_optional():
    game = start(["Ann", "Bob"], dice=[(3, 3)], seed=card_seed("R09"))
    put(game, "Ann", RICKETY_ROW)
    throw(game, "Ann")
    events = act(game, "Ann", ("move", "forward", 0))
    assert game.position("Ann") == CHANCE_1
    assert fields(events, "moved")[0]["used_pass"] is False


@pytest.mark.parametrize("origin, dice, dest", [(14, (3, 3), 20), (12, (2, 2), 16), (20, (3, 3), 26)])
def test_LG17_no_pass_when_the_count_ends_at_or_before_a_corner(origin, dice, dest):
    game = start(["Ann", "Bob"], dice=[dice])
    put(game, "Ann", origin)
    events = throw(game, "Ann")
    assert fields(events, "moved")[0]["to_space"] == dest
    assert fields(events, "moved")[0]["used_pass"] is False
    assert all(o.use_pass is False for o in move_options(RING, origin, sum(dice), True))


def test_LG17_the_pass_over_mother_earth_pays_wages():
    game = start(["Ann", "Bob"], dice=[(3, 3)])
    give(game, "Bob", LONELY_LANE)
    put(game, "Ann", JOHNSON_CIRCLE)                   # 28: in the backward zone
    throw(game, "Ann")
    assert game.legal_actions() == [("move", "backward", 0), ("move", "forward", 0),
                                    ("move", "forward", 1)]
    events = act(game, "Ann", ("move", "forward", 1))  # 2 to the corner, jump to 0, 3 more
    assert game.position("Ann") == LONELY_LANE
    assert payments(events) == [("miscellaneous", "Ann", 100, "wages"),
                                ("Ann", "Bob", 2, "land_rent")]


def test_LG17_a_jail_double_may_use_the_pass():
    game = start(["Ann", "Bob"], dice=[(1, 3), (6, 4), (6, 6)])
    throw(game, "Ann")
    throw(game, "Bob")
    throw(game, "Ann")                                  # (6, 6) in Jail: freed, may use the pass
    assert game.legal_actions() == [("move", "forward", 0), ("move", "forward", 1)]
    act(game, "Ann", ("move", "forward", 1))           # 10 steps to 20, jump to 30, 1 more
    assert game.position("Ann") == BROADWAY


def test_LG17_pass_counts_the_jump_as_one_step():
    assert destination(RING, 16, 6, "forward", True) == (31, False)
    assert destination(RING, 28, 6, "forward", True) == (3, True)
    assert destination(RING, 34, 8, "backward", True) == (17, False)   # 4 back to 30, jump to 20, 3 more
    assert destination(RING, 14, 6, "forward", True) is None


# ====================================================================== LG-18 emergencies
def test_LG18_an_unknown_house_rule_is_refused_naming_the_options():
    with pytest.raises(OptionError) as error:
        landlords.new_game(RULES, players=["Ann", "Bob"], seed=1, options={"free_lunch": True})
    message = str(error.value)
    assert "free_lunch" in message
    for option in ("advanced", "beginners_opening", "end", "max_offers", "max_rounds", "scenario"):
        assert option in message


def test_LG18_dealings_are_bounded_by_the_max_offers_option():
    game = start(["Ann", "Bob"], options={"max_offers": 1})
    give(game, "Ann", BOOMTOWN)
    act(game, "Ann", ("sell", BOOMTOWN))
    act(game, "Ann", ("to", "Bob"))
    act(game, "Ann", ("price", 500))
    act(game, "Bob", ("decline",))
    assert game.to_move == "Ann"
    assert game.legal_actions() == [("build", BOOMTOWN), ("throw",)]


# ====================================================================== LG-19 end
def test_LG19_game_ends_when_a_player_has_drawn_wages_five_times():
    game = start(["Ann", "Bob"], dice=[(1, 2)])
    game.wages_got[seat(game, "Ann")] = 4
    put(game, "Ann", CHANCE_2)
    events = throw(game, "Ann")
    assert fields(events, "wages") == [{"player": "Ann", "amount": 100, "times": 5}]
    assert game.is_over and game.to_move is None and game.legal_actions() == []
    assert game.outcome.termination is RULE_END
    assert not game.outcome.capped
    assert fields(events, "game_over")[0]["termination"] == "rule_end"
    with pytest.raises(landlords.GameOverError):
        game.apply(("throw",))


def test_LG19_all_bot_game_ends_by_the_rule():
    game = landlords.new_game(RULES, players=4, seed=3)
    outcome = game.play()
    assert outcome.termination is RULE_END
    assert max(game.wages_got) == 5
    assert outcome.standings[0][0] == outcome.winner
    assert [score for _, score in outcome.standings] == sorted(
        (game.wealth(name) for name in game.players), reverse=True)


def test_LG19_option_play_on_for_n_rounds():
    dice = [(6, 4), (6, 4), (6, 4), (6, 4)]
    game = start(["Ann", "Bob"], dice=dice, options={"end": "rounds", "end_rounds": 2})
    throw(game, "Ann")
    throw(game, "Bob")
    game.wages_got[0] = 5                               # five wages no longer end this game
    throw(game, "Ann")
    assert not game.is_over
    throw(game, "Bob")
    assert game.outcome.termination is ROUNDS
    assert game.outcome.rounds == 2
    assert game.turn == 4


def test_LG19_option_stop_at_the_next_double_after_round_n():
    dice = [(5, 5), (6, 4), (6, 4), (5, 5)]
    game = start(["Ann", "Bob"], dice=dice, options={"end": "double", "end_rounds": 1})
    throw(game, "Ann")                                  # a double in round 1: play on
    assert not game.is_over
    throw(game, "Bob")
    throw(game, "Ann")
    assert not game.is_over
    throw(game, "Bob")                                  # the first double after round 1
    assert game.outcome.termination is DOUBLE
    assert game.turn == 4


def test_LG19_outcome_counts_complete_rounds_when_a_double_ends_mid_round():
    dice = [(6, 4), (6, 4), (5, 5)]
    game = start(["Ann", "Bob"], dice=dice, options={"end": "double", "end_rounds": 1})
    throw(game, "Ann")
    throw(game, "Bob")
    throw(game, "Ann")                                  # round 2, Ann's double: the end
    assert game.outcome.termination is DOUBLE
    assert game.outcome.rounds == 1                     # round 2 was not completed


def test_LG19_outcome_counts_complete_rounds_at_the_fifth_wages():
    game = start(["Ann", "Bob"], dice=[(6, 4), (6, 4), (1, 2)])
    throw(game, "Ann")
    throw(game, "Bob")
    game.wages_got[seat(game, "Ann")] = 4
    put(game, "Ann", CHANCE_2)
    throw(game, "Ann")
    assert game.outcome.termination is RULE_END
    assert game.outcome.rounds == 1


def test_LG19_the_round_cap_is_reported_as_capped():
    dice = [(6, 4)] * 4
    game = start(["Ann", "Bob"], dice=dice, options={"max_rounds": 2})
    for _ in range(2):
        throw(game, "Ann")
        throw(game, "Bob")
    assert game.outcome.termination is CAPPED
    assert game.outcome.capped
    assert game.outcome.rounds == 2
    over = fields(game.events, "game_over")
    assert len(over) == 1 and over[0]["termination"] == "capped"
    assert "capped" in game.events[-1].text and "not a rule end" in game.events[-1].text


# ====================================================================== advanced rules
def test_LGA1_at_most_three_houses_per_lot():
    game = start(["Ann", "Bob"], options={"advanced": True})
    give(game, "Ann", BOOMTOWN)
    build(game, "Ann", BOOMTOWN, 3)
    assert game.houses_on(BOOMTOWN) == (3, "Ann")
    assert ("build", BOOMTOWN) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply(("build", BOOMTOWN))
    assert game.balance("Ann") == 300


def test_LGA1_without_the_option_no_limit():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN)
    build(game, "Ann", BOOMTOWN, 5)
    assert game.houses_on(BOOMTOWN) == (5, "Ann")


@pytest.mark.parametrize("houses, tax", [(9, 10), (10, 20), (24, 20), (25, 40)])
def test_LGA2_necessity_tax_rises_with_the_houses_on_the_board(houses, tax):
    game = start(["Ann", "Bob"], first="Bob", dice=[(6, 4), (1, 1)], options={"advanced": True})
    lots = [WAYBACK, LONELY_LANE, THE_PIKE, THE_FARM, RUBEVILLE, BOOMTOWN, GOAT_ALLEY,
            BEGGARMAN, RICKETY_ROW]
    give(game, "Bob", *lots)
    set_cash(game, "Bob", 100 * houses + 50)
    for k in range(houses):
        act(game, "Bob", ("build", lots[k % len(lots)]))
    assert sum(game.houses) == houses
    events = throw(game, "Bob")                         # Shelter
    assert payments(events) == [("Bob", "treasury", tax, "tax")]
    events = throw(game, "Ann")                         # Fuel
    assert payments(events) == [("Ann", "treasury", tax, "tax")]


def test_LGA2_without_the_option_the_tax_stays_10():
    game = start(["Ann", "Bob"], first="Bob", dice=[(6, 4)])
    give(game, "Bob", BOOMTOWN)
    set_cash(game, "Bob", 3000)
    build(game, "Bob", BOOMTOWN, 25)
    events = throw(game, "Bob")
    assert payments(events) == [("Bob", "treasury", 10, "tax")]


@pytest.mark.parametrize("each, factor", [(1, 2), (2, 4), (3, 8)])
def test_LGA3_section_rent_doubles(each, factor):
    game = start(["Ann", "Bob"], first="Bob", dice=[(6, 4), (5, 6)], options={"advanced": True})
    section = (BOOMTOWN, GOAT_ALLEY, BEGGARMAN)         # section 3 (Soakum is no lot)
    give(game, "Bob", *section)
    set_cash(game, "Bob", 1000)
    for lot in section:
        build(game, "Bob", lot, each)
    throw(game, "Bob")
    events = throw(game, "Ann")                         # Boomtown: land rent 6
    assert payments(events) == [("Ann", "Bob", 6 * factor, "land_rent"),
                                ("Ann", "Bob", 10 * each, "house_rent")]


def test_LGA3_no_doubling_until_every_lot_of_the_section_is_built():
    game = start(["Ann", "Bob"], first="Bob", dice=[(6, 4), (5, 6)], options={"advanced": True})
    give(game, "Bob", BOOMTOWN, GOAT_ALLEY, BEGGARMAN)
    set_cash(game, "Bob", 1000)
    build(game, "Bob", BOOMTOWN, 3)
    build(game, "Bob", GOAT_ALLEY, 3)                   # Beggarman's Court still bare
    throw(game, "Bob")
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "Bob", 6, "land_rent"), ("Ann", "Bob", 30, "house_rent")]


def test_LGA3_land_rent_table_first_row_2_4_8_16():
    game = start(["Ann", "Bob"], options={"advanced": True})
    give(game, "Bob", WAYBACK, LONELY_LANE)             # section 1
    rents = []
    for each in range(4):
        for lot in (WAYBACK, LONELY_LANE):
            game.houses[lot] = each
            game.hown[lot] = seat(game, "Bob")
        rents.append(game._dues(seat(game, "Ann"), LONELY_LANE)[0].amount)
    assert rents == [2, 4, 8, 16]
    game.houses[WAYBACK] = 0
    assert game._dues(seat(game, "Ann"), LONELY_LANE)[0] == (seat(game, "Bob"), 2, "land_rent")


def test_LGA3_without_the_option_no_doubling():
    game = start(["Ann", "Bob"], first="Bob", dice=[(6, 4), (5, 6)])
    give(game, "Bob", BOOMTOWN, GOAT_ALLEY, BEGGARMAN)
    for lot in (BOOMTOWN, GOAT_ALLEY, BEGGARMAN):
        build(game, "Bob", lot, 1)
    throw(game, "Bob")
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "Bob", 6, "land_rent"), ("Ann", "Bob", 10, "house_rent")]


# ====================================================================== the Monarch of the World
def test_LGM1_monarch_holds_all_lots_everyone_starts_with_100():
    game = start(["Ann", "Bob", "Cy"], first="Bob", options={"scenario": "monarch"})
    lots = [s.index for s in game.board.spaces if s.kind == "lot"]
    assert len(lots) == 22
    assert all(game.owner_of(s) == "Ann" for s in lots)
    assert all(game.owner_of(s) is None for s in (SOAKUM, SLAMBANG, SPECULATION, *RAILROADS))
    assert [game.balance(n) for n in ("Ann", "Bob", "Cy")] == [100, 100, 100]
    assert game.balance("treasury") == 0
    assert "dealt" not in kinds(game.events)
    assert fields(game.events, "monarch") == [{"player": "Ann", "lots": 22}]
    assert game.to_move == "Bob"


def test_LGM1_monarch_draws_no_wages():
    game = start(["Ann", "Bob"], dice=[(1, 2), (1, 2)], options={"scenario": "monarch"})
    put(game, "Ann", CHANCE_2)
    put(game, "Bob", CHANCE_2)
    events = throw(game, "Ann")
    assert fields(events, "no_wages") == [{"player": "Ann"}]
    assert payments(events) == [] and game.balance("Ann") == 100
    assert game.wages_got[seat(game, "Ann")] == 0
    events = throw(game, "Bob")
    assert payments(events) == [("miscellaneous", "Bob", 100, "wages")]


def test_LGM1_tenants_pay_the_monarch_land_rent():
    game = start(["Ann", "Bob"], first="Bob", dice=[(5, 6)], options={"scenario": "monarch"})
    events = throw(game, "Bob")
    assert payments(events) == [("Bob", "Ann", 6, "land_rent")]
