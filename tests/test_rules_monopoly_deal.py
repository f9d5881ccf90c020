"""Monopoly Deal (rule set ``monopoly-deal``): one or more exact tests per rule ID.

Chance in Monopoly Deal is the order of the cards.  Tests make a game of humans, let the
seeded shuffle and the first draw happen, and then *arrange* the cards exactly: each
player's hand, bank and table, the draw pile (top first) and the discard pile; every other
card is put out of play (zone 5, which the rules never touch).  Banked cards go through
the ledger (``deck -> player``, reason ``bank``), so the ledger still equals the banks.
Rule IDs are documented in ``docs/rules/monopoly-deal.md``.
"""

from __future__ import annotations

import pytest

import landlords
from landlords import CAPPED, IllegalActionError, PlayersError
from landlords.rules.monopoly_deal.game import MonopolyDealGame
from landlords.rules.monopoly_deal.state import (
    BANK,
    DISCARD,
    HAND,
    NOBODY,
    PILE,
    SETS,
    STALEMATE,
    TABLE,
)

D = MonopolyDealGame.DATA                 # the cards and numbers the game plays by

OUT = 5                                   # out of play (test arrangement only)


def card(name: str, k: int = 0) -> int:
    return D.named(name)[k]


def new(players=("Ann", "Bob"), options=None, seed=1, bots=None):
    opts = {"first_player": players[0]}
    opts.update(options or {})
    game = landlords.new_game("monopoly-deal", players=list(players), bots=bots or {},
                              seed=seed, options=opts)
    game.play()                           # the shuffle and the first draw
    return game


def arrange(game, hands=None, banks=None, tables=None, pile=(), discard=()):
    """Put the cards exactly: ``tables`` maps a name to ``[(card, colour), ...]``."""
    seat = game.players.index
    for c in range(D.n_cards):
        game.zone[c], game.holder[c], game.colour[c] = OUT, NOBODY, ""
    for name, cards in (hands or {}).items():
        for c in cards:
            game.zone[c], game.holder[c] = HAND, seat(name)
    for name, cards in (banks or {}).items():
        for c in cards:
            game.zone[c], game.holder[c] = BANK, seat(name)
            game.pay(game.deck_account, seat(name), D.value[c], "bank")
    for name, cards in (tables or {}).items():
        for c, colour in cards:
            game.zone[c], game.holder[c], game.colour[c] = TABLE, seat(name), colour
    for c in discard:
        game.zone[c] = DISCARD
    for c in pile:
        game.zone[c] = PILE
    game.pile = list(pile)
    game._tables_changed()                 # as the rules do when a table changes


def act(game, *action):
    events = game.apply(tuple(action))
    game.play()
    return events


def hand(game, name):
    return sorted(game.hand_of(game.players.index(name)))


def bank(game, name):
    return sorted(game.bank_of(game.players.index(name)))


def table(game, name):
    return sorted((c, game.colour[c]) for c in game.laid_down(game.players.index(name)))


M1, M2, M3, M4, M5, M10 = (card(f"{v}M") for v in (1, 2, 3, 4, 5, 10))
BOARDWALK, PARK_PLACE = card("Boardwalk"), card("Park Place")
MEDITERRANEAN, BALTIC = card("Mediterranean Avenue"), card("Baltic Avenue")
KENTUCKY, INDIANA, ILLINOIS = card("Kentucky Avenue"), card("Indiana Avenue"), card("Illinois Avenue")
ELECTRIC, WATER = card("Electric Company"), card("Water Works")
ORIENTAL, VERMONT = card("Oriental Avenue"), card("Vermont Avenue")
ATLANTIC = card("Atlantic Avenue")
RED_YELLOW = card("red/yellow wildcard")
ANY_WILD = card("any-colour wildcard")
JSN = D.named("just_say_no")
SLY, FORCED, BREAKER = card("sly"), card("forced"), card("breaker")
DEBT, BIRTHDAY, PASS_GO = card("debt"), card("birthday"), card("pass_go")
HOUSE, HOTEL, DOUBLE = card("house"), card("hotel"), card("double_rent")
RENT_BROWN = card("brown/light blue rent")
RENT_GREEN_BLUE = card("green/dark blue rent")
RENT_RED = card("red/yellow rent")
RENT_RR = card("railroad/utility rent")
RENT_ANY = card("any-colour rent")
BROWN = [(MEDITERRANEAN, "brown"), (BALTIC, "brown")]
BLUE = [(PARK_PLACE, "dark_blue"), (BOARDWALK, "dark_blue")]
UTIL = [(ELECTRIC, "utility"), (WATER, "utility")]


# ---------------------------------------------------------------------- the deck
def test_the_deck_has_the_106_cards_of_the_data_file():
    assert D.n_cards == 106
    kinds = [D.kind[c] for c in range(D.n_cards)]
    assert (kinds.count("money"), kinds.count("property"), kinds.count("wild"),
            kinds.count("action"), kinds.count("rent")) == (20, 28, 11, 34, 13)
    assert sum(D.value[c] for c in range(D.n_cards) if D.kind[c] == "money") == 57


# ---------------------------------------------------------------------- setup (MD-S1)
def test_MDS1_five_cards_each_and_the_first_listed_starts():
    game = landlords.new_game("monopoly-deal", players=["Ann", "Bob", "Cy"], bots={}, seed=4)
    assert game.is_chance and game.decision == "shuffle"
    game.play()
    assert game.to_move == "Ann" and game.decision == "play"
    assert [len(hand(game, p)) for p in game.players] == [7, 5, 5]   # Ann has drawn 2
    assert len(game.pile) == 106 - 15 - 2
    first = game.record().to_dict()["log"][0]
    assert first[0] == "~" and sorted(first[1]) == list(range(106))  # the shuffle is logged


def test_MDS1_first_player_option_and_player_count():
    game = new(("Ann", "Bob", "Cy"), options={"first_player": "Cy"})
    assert game.to_move == "Cy"
    with pytest.raises(PlayersError):
        landlords.new_game("monopoly-deal", players=["A", "B", "C", "D", "E", "F"], bots={})
    with pytest.raises(PlayersError):
        landlords.new_game("monopoly-deal", players=["Ann"], bots={})
    with pytest.raises(PlayersError):
        landlords.new_game("monopoly-deal", players=["Ann", "deck"], bots={})


# ---------------------------------------------------------------------- the turn
def test_MD1_draw_two_at_the_start_of_a_turn():
    game = new()
    arrange(game, hands={"Ann": [M1], "Bob": [M2]}, pile=[M3, M4, M5])
    act(game, "end")
    assert game.to_move == "Bob"
    assert hand(game, "Bob") == sorted([M2, M3, M4]) and game.pile == [M5]


def test_MD1_empty_hand_draws_five():
    game = new()
    arrange(game, hands={"Ann": [M1]}, pile=list(range(10)))
    act(game, "end")
    assert hand(game, "Bob") == [0, 1, 2, 3, 4]


def test_MD1_discards_are_reshuffled_when_the_pile_runs_out():
    game = new()
    arrange(game, hands={"Ann": [M1], "Bob": [M2]}, pile=[M3], discard=[M4, M5, M10])
    game.apply(("end",))
    assert game.is_chance and game.decision == "reshuffle"
    game.play()
    assert game.to_move == "Bob" and len(hand(game, "Bob")) == 3
    assert M3 in hand(game, "Bob") and len(game.pile) == 2
    assert not game.discard_pile()
    log = game.record().to_dict()["log"]
    assert log[-1][0] == "~" and sorted(log[-1][1]) == sorted([M4, M5, M10])
    assert [e.kind for e in game.events].count("reshuffled") == 1


def test_MD2_three_plays_at_most_and_flipping_is_not_a_play():
    game = new()
    arrange(game, hands={"Ann": [M1, M2, M3, M4]}, tables={"Ann": [(RED_YELLOW, "red")]},
            pile=[M5, M10])
    act(game, "flip", RED_YELLOW, "yellow")
    assert game.colour[RED_YELLOW] == "yellow" and game.plays == 0
    act(game, "bank", M1)
    act(game, "bank", M2)
    act(game, "bank", M3)
    assert game.plays == 3
    kinds = {a[0] for a in game.legal_actions()}
    assert kinds == {"end", "flip"}
    with pytest.raises(IllegalActionError):
        game.apply(("bank", M4))
    act(game, "flip", RED_YELLOW, "red")               # still allowed: not a play
    assert M4 in hand(game, "Ann")                       # a card never leaves the hand unplayed


def test_MD2_zero_plays_is_allowed():
    game = new()
    arrange(game, hands={"Ann": [M1]}, pile=[M2, M3])
    act(game, "end")
    assert game.to_move == "Bob" and hand(game, "Ann") == [M1]


def test_MD3_hand_limit_discards_of_ones_choice():
    game = new()
    cards = [M1, M2, M3, M4, M5, M10, BOARDWALK, PARK_PLACE, BALTIC]
    arrange(game, hands={"Ann": cards, "Bob": [M2 + 1]}, pile=[ELECTRIC, WATER])
    act(game, "end")
    assert game.to_move == "Ann" and game.decision == "discard"
    act(game, "discard", M1)
    assert game.decision == "discard"
    act(game, "discard", BALTIC)
    assert game.to_move == "Bob" and len(hand(game, "Ann")) == 7
    assert sorted(game.discard_pile()) == sorted([M1, BALTIC])


def test_MD4_money_and_actions_banked_at_their_value_through_the_ledger():
    game = new()
    arrange(game, hands={"Ann": [M5, SLY]}, pile=[M1, M2])
    act(game, "bank", M5)
    act(game, "bank", SLY)
    assert game.balance("Ann") == 8 and bank(game, "Ann") == sorted([M5, SLY])
    ledger = game.ledger()
    rows = ledger[ledger.reason == "bank"]
    assert list(rows.src) == ["deck", "deck"] and list(rows.amount) == [5, 3]
    assert game._ledger.total() == 0
    assert not any(a[0] == "sly" for a in game.legal_actions())   # banked: never an action


def test_MD5_properties_go_to_the_collection_and_are_never_banked():
    game = new()
    arrange(game, hands={"Ann": [BOARDWALK, BALTIC, MEDITERRANEAN]}, pile=[M1, M2])
    assert ("bank", BOARDWALK) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply(("bank", BOARDWALK))
    act(game, "property", BOARDWALK, "dark_blue")
    act(game, "property", BALTIC, "brown")
    act(game, "property", MEDITERRANEAN, "brown")
    assert table(game, "Ann") == sorted([(BOARDWALK, "dark_blue"), (BALTIC, "brown"),
                                         (MEDITERRANEAN, "brown")])
    assert game.complete_colours(0) == ["brown"]


def test_MD6_wildcards_flip_and_the_any_colour_wild_cannot_pay():
    game = new()
    arrange(game, hands={"Ann": [RED_YELLOW, ANY_WILD, DEBT]},
            tables={"Bob": [(ANY_WILD + 1, "green")]}, pile=[M1, M2])
    assert {a for a in game.legal_actions() if a[1:2] == (RED_YELLOW,)} == {
        ("property", RED_YELLOW, "red"), ("property", RED_YELLOW, "yellow")}
    assert len([a for a in game.legal_actions() if a[1:2] == (ANY_WILD,)]) == 10
    act(game, "property", RED_YELLOW, "red")
    act(game, "flip", RED_YELLOW, "yellow")
    assert game.colour[RED_YELLOW] == "yellow"
    assert D.value[ANY_WILD] == 0 and game.payable(1) == []
    act(game, "debt", DEBT, "Bob")                      # Bob has only an any-colour wild
    assert [e.kind for e in game.events][-1] == "paid_nothing"
    assert table(game, "Bob") == [(ANY_WILD + 1, "green")]


# ---------------------------------------------------------------------- actions (MD-7)
def test_MD7_deal_breaker_takes_a_complete_set_with_its_buildings():
    game = new()
    arrange(game, hands={"Ann": [BREAKER]},
            tables={"Bob": BLUE + [(HOUSE, "dark_blue"), (BALTIC, "brown")]}, pile=[M1, M2])
    assert ("breaker", BREAKER, "Bob", "brown") not in game.legal_actions()
    act(game, "breaker", BREAKER, "Bob", "dark_blue")
    assert table(game, "Ann") == sorted(BLUE + [(HOUSE, "dark_blue")])
    assert table(game, "Bob") == [(BALTIC, "brown")]
    assert BREAKER in game.discard_pile()


def test_MD7_sly_deal_not_from_a_complete_set():
    game = new()
    arrange(game, hands={"Ann": [SLY]}, tables={"Bob": BLUE + [(BALTIC, "brown")]},
            pile=[M1, M2])
    sly = [a for a in game.legal_actions() if a[0] == "sly"]
    assert sly == [("sly", SLY, BALTIC)]
    act(game, "sly", SLY, BALTIC)
    assert table(game, "Ann") == [(BALTIC, "brown")]


def test_MD7_forced_deal_swaps_two_loose_properties():
    game = new()
    arrange(game, hands={"Ann": [FORCED]}, tables={"Ann": [(ELECTRIC, "utility")],
                                                  "Bob": BROWN + [(KENTUCKY, "red")]},
            pile=[M1, M2])
    assert [a for a in game.legal_actions() if a[0] == "forced"] == [
        ("forced", FORCED, ELECTRIC, KENTUCKY)]
    act(game, "forced", FORCED, ELECTRIC, KENTUCKY)
    assert table(game, "Ann") == [(KENTUCKY, "red")]
    assert table(game, "Bob") == sorted(BROWN + [(ELECTRIC, "utility")])


def test_MD7_debt_collector_and_birthday():
    game = new(("Ann", "Bob", "Cy"))
    arrange(game, hands={"Ann": [DEBT, BIRTHDAY]}, banks={"Bob": [M5, M2], "Cy": [M1, M10]},
            pile=[M3, M4])
    act(game, "debt", DEBT, "Bob")                      # Bob's 5M covers it: he chooses
    assert game.to_move == "Bob" and game.decision == "pay"
    act(game, "pay_with", M5)
    assert bank(game, "Ann") == [M5] and game.balance("Ann") == 5
    act(game, "birthday", BIRTHDAY)
    # Bob holds exactly 2M, so it all goes at once; Cy chooses (1M or 10M).
    assert game.decision == "pay" and game.to_move == "Cy"
    act(game, "pay_with", M1)
    assert game.decision == "pay"                       # still owes 1M
    act(game, "pay_with", M10)
    assert game.balance("Ann") == 5 + 2 + 11
    reasons = list(game.ledger().reason)
    assert reasons.count("debt") == 1 and reasons.count("birthday") == 3


def test_MD7_pass_go_draws_two():
    game = new()
    arrange(game, hands={"Ann": [PASS_GO]}, pile=[M1, M2, M3])
    act(game, "pass_go", PASS_GO)
    assert hand(game, "Ann") == sorted([M1, M2]) and game.plays == 1


def test_MD7_rent_from_everyone_and_any_colour_rent_from_one():
    game = new(("Ann", "Bob", "Cy"))
    arrange(game, hands={"Ann": [RENT_BROWN, RENT_ANY]}, tables={"Ann": BROWN},
            banks={"Bob": [M2], "Cy": [M1, M1 + 1]}, pile=[M3, M4])
    assert ("rent", RENT_BROWN, "light_blue", "all", -1) not in game.legal_actions()
    act(game, "rent", RENT_BROWN, "brown", "all", -1)   # brown complete: 2M each
    assert game.balance("Ann") == 4 and game.balance("Bob") == 0 and game.balance("Cy") == 0
    assert ("rent", RENT_ANY, "brown", "Bob", -1) in game.legal_actions()
    assert not any(a[0] == "rent" and a[3] == "all" for a in game.legal_actions())


def test_MD7_double_the_rent_doubles_and_counts_as_a_play():
    game = new()
    arrange(game, hands={"Ann": [RENT_GREEN_BLUE, DOUBLE, M1]}, tables={"Ann": BLUE},
            banks={"Bob": [M10, M5, M4]}, pile=[M3, M2])
    act(game, "rent", RENT_GREEN_BLUE, "dark_blue", "all", DOUBLE)
    assert game.plays == 2
    act(game, "pay_with", M10)
    act(game, "pay_with", M5)                           # 16M owed: 1M still owed
    assert game.decision == "pay"
    act(game, "pay_with", M4)                           # no change for the 4M card
    assert game.balance("Ann") == 19 and DOUBLE in game.discard_pile()


# ---------------------------------------------------------------------- Just Say No (MD-8)
def test_MD8_just_say_no_cancels_and_is_not_a_play_out_of_turn():
    game = new()
    arrange(game, hands={"Ann": [SLY], "Bob": [JSN[0]]}, tables={"Bob": [(BALTIC, "brown")]},
            pile=[M1, M2])
    act(game, "sly", SLY, BALTIC)
    assert game.to_move == "Bob" and game.decision == "respond"
    assert game.legal_actions() == [("accept",), ("say_no", JSN[0])]
    act(game, "say_no", JSN[0])
    assert table(game, "Bob") == [(BALTIC, "brown")]
    assert sorted(game.discard_pile()) == sorted([SLY, JSN[0]])
    assert game.to_move == "Ann" and game.plays == 1


def test_MD8_a_chain_of_just_say_no_and_it_is_a_play_on_ones_own_turn():
    game = new()
    arrange(game, hands={"Ann": [SLY, JSN[1]], "Bob": [JSN[0], JSN[2]]},
            tables={"Bob": [(BALTIC, "brown")]}, pile=[M1, M2])
    act(game, "sly", SLY, BALTIC)
    act(game, "say_no", JSN[0])                          # Bob: No
    assert game.to_move == "Ann" and game.decision == "respond"
    act(game, "say_no", JSN[1])                          # Ann: No to the No (a play)
    assert game.plays == 2
    assert game.to_move == "Bob"
    act(game, "say_no", JSN[2])                          # Bob: No again; Ann has none left
    assert table(game, "Bob") == [(BALTIC, "brown")] and game.to_move == "Ann"
    assert game.decision == "play"


def test_MD8_accepting_lets_the_action_through():
    game = new()
    arrange(game, hands={"Ann": [DEBT], "Bob": [JSN[0]]}, banks={"Bob": [M5]}, pile=[M1, M2])
    act(game, "debt", DEBT, "Bob")
    act(game, "accept")
    assert game.balance("Ann") == 5 and hand(game, "Bob") == [JSN[0]]


# ---------------------------------------------------------------------- buildings (MD-9)
def test_MD9_house_then_hotel_on_a_complete_set_not_railroads_or_utilities():
    game = new()
    arrange(game, hands={"Ann": [HOUSE, HOTEL, HOUSE + 1, RENT_GREEN_BLUE]},
            tables={"Ann": BLUE + UTIL}, banks={"Bob": [M10, M5]},
            pile=[M1, M2])
    legal = game.legal_actions()
    assert ("house", HOUSE, "dark_blue") in legal and ("house", HOUSE, "utility") not in legal
    assert not any(a[0] == "hotel" for a in legal)       # the house must come first
    act(game, "house", HOUSE, "dark_blue")
    assert not any(a[0] == "house" and a[2] == "dark_blue" for a in game.legal_actions())
    act(game, "hotel", HOTEL, "dark_blue")
    assert game.rent_of(0, "dark_blue") == 8 + 3 + 4


# ---------------------------------------------------------------------- paying (MD-10, MD-11)
def test_MD10_no_change_is_given():
    game = new()
    arrange(game, hands={"Ann": [DEBT]}, banks={"Bob": [M10]},
            tables={"Bob": [(KENTUCKY, "red")]}, pile=[M1, M2])
    act(game, "debt", DEBT, "Bob")
    assert game.decision == "pay" and game.legal_actions() == [
        ("pay_with", M10), ("pay_with", KENTUCKY)]
    act(game, "pay_with", M10)                           # 10M for a 5M debt: no change
    assert game.balance("Ann") == 10 and game.balance("Bob") == 0
    assert game.to_move == "Ann" and table(game, "Bob") == [(KENTUCKY, "red")]


def test_MD10_never_from_the_hand_and_nothing_on_the_table_pays_nothing():
    game = new()
    arrange(game, hands={"Ann": [DEBT], "Bob": [M10, M5]}, pile=[M1, M2])
    act(game, "debt", DEBT, "Bob")
    assert game.to_move == "Ann" and game.balance("Ann") == 0
    assert hand(game, "Bob") == sorted([M10, M5])
    assert game.events[-2].kind == "paid_nothing" or "paid_nothing" in [
        e.kind for e in game.events[-3:]]


def test_MD10_everything_goes_when_it_is_not_enough():
    game = new()
    arrange(game, hands={"Ann": [DEBT]}, banks={"Bob": [M1]},
            tables={"Bob": [(KENTUCKY, "red")]}, pile=[M1 + 1, M2])
    act(game, "debt", DEBT, "Bob")                       # 1M + Kentucky (3M) < 5M
    assert bank(game, "Ann") == [M1] and table(game, "Ann") == [(KENTUCKY, "red")]
    assert game.payable(1) == []


def test_MD11_money_to_the_bank_properties_to_the_collection_wild_placed_by_receiver():
    game = new()
    arrange(game, hands={"Ann": [DEBT]}, banks={"Bob": [M2]},
            tables={"Bob": [(RED_YELLOW, "red"), (ATLANTIC, "yellow"), (BALTIC, "brown")]},
            pile=[M1, M2 + 1])
    act(game, "debt", DEBT, "Bob")
    act(game, "pay_with", M2)
    act(game, "pay_with", RED_YELLOW)
    assert game.to_move == "Ann" and game.decision == "place"
    assert game.legal_actions() == [("place", "red"), ("place", "yellow")]
    act(game, "place", "yellow")
    assert bank(game, "Ann") == [M2] and table(game, "Ann") == [(RED_YELLOW, "yellow")]
    assert game.balance("Ann") == 2 and game.decision == "play"


# ---------------------------------------------------------------------- winning (MD-12)
def test_MD12_three_complete_sets_of_different_colours_win_at_once():
    game = new()
    arrange(game, hands={"Ann": [WATER]}, tables={"Ann": BROWN + BLUE + [(ELECTRIC, "utility")]},
            pile=[M1, M2])
    act(game, "property", WATER, "utility")
    assert game.is_over and game.outcome.termination is SETS
    assert game.outcome.winner == "Ann" and game.outcome.standings[0][0] == "Ann"


def test_MD12_two_sets_of_one_colour_do_not_count_twice():
    game = new()
    arrange(game, hands={"Ann": [RED_YELLOW]},
            tables={"Ann": BROWN + [(KENTUCKY, "red"), (INDIANA, "red"), (ILLINOIS, "red")]},
            pile=[M1, M2])
    act(game, "property", RED_YELLOW, "red")
    assert not game.is_over


def test_MD12_the_turn_cap_ends_a_game_as_capped():
    game = landlords.new_game("monopoly-deal", players=["Ann", "Bob"], bots={}, seed=2,
                              options={"max_turns": 3})
    game.play()
    while not game.is_over:
        if game.decision == "discard":
            act(game, *game.legal_actions()[0])
        else:
            act(game, "end")
    assert game.outcome.termination is CAPPED and game.outcome.capped
    assert game.turn == 3
    assert landlords.replay(game.record()).digest() == game.digest()


def test_MD12_a_player_can_win_out_of_turn_by_receiving_properties():
    game = new()
    arrange(game, hands={"Ann": [FORCED]},
            tables={"Ann": [(WATER, "utility")],
                    "Bob": BROWN + BLUE + [(ELECTRIC, "utility"), (KENTUCKY, "red")]},
            pile=[M1, M2])
    # Ann swaps Water Works for Bob's Kentucky: Bob completes his utilities on Ann's turn.
    act(game, "forced", FORCED, WATER, KENTUCKY)
    assert game.is_over and game.outcome.winner == "Bob"
    assert game.outcome.termination is SETS


def test_MD12_a_set_completed_by_a_sly_deal_wins_at_once():
    game = new()
    arrange(game, hands={"Ann": [DEBT]},
            tables={"Ann": [(KENTUCKY, "red"), (INDIANA, "red")],
                    "Bob": BROWN + BLUE + [(ILLINOIS, "red")]}, pile=[M1, M2])
    act(game, "debt", DEBT, "Bob")
    act(game, "pay_with", ILLINOIS)                      # Ann completes red: one set only
    assert not game.is_over
    game = new()
    arrange(game, hands={"Ann": [SLY]}, tables={"Ann": BROWN + BLUE + [(KENTUCKY, "red"),
                                                                       (INDIANA, "red")],
                                                "Bob": [(ILLINOIS, "red")]}, pile=[M1, M2])
    act(game, "sly", SLY, ILLINOIS)
    assert game.is_over and game.outcome.winner == "Ann"


def _frozen(game, **extra):
    """Ann's brown and Bob's dark blue complete, a loose red or utility each; nothing
    outside the banks and tables that could lay down or move a property (MD-12)."""
    hands = {"Ann": [PASS_GO], "Bob": [HOUSE]}
    tables = {"Ann": BROWN + [(KENTUCKY, "red"), (INDIANA, "red"), (RED_YELLOW, "yellow")],
              "Bob": BLUE + [(ELECTRIC, "utility")]}
    arrange(game, hands=extra.get("hands", hands), banks={"Ann": [M2], "Bob": [M10]},
            tables=tables, pile=[M1, M3], discard=extra.get("discard", ()))


def test_MD12_when_no_card_can_change_the_sets_a_last_round_then_a_stalemate():
    game = new()
    _frozen(game)
    assert not game.sets_can_change() and game.last_round == NOBODY
    act(game, "end")                                     # Ann's turn 1: the last round begins
    assert game.last_round == 1 and [e.kind for e in game.events].count("last_round") == 1
    assert not game.is_over and game.to_move == "Bob"
    assert "last round" in game.prompt().text
    act(game, "end")                                     # Bob's last turn
    assert not game.is_over and game.to_move == "Ann"
    act(game, "end")                                     # Ann's last turn: no third set
    outcome = game.outcome
    assert game.is_over and outcome.termination is STALEMATE and not outcome.capped
    assert game.turn == 3 and game.complete_counts() == [1, 1]
    wealth = {"Ann": 2 + 1 + 1 + 3 + 3 + 3, "Bob": 10 + 4 + 4 + 2}   # banks + tables
    assert outcome.standings == (("Bob", wealth["Bob"]), ("Ann", wealth["Ann"]))
    assert outcome.winner == "Bob"
    assert "a stalemate" in game.events[-1].text and "a stalemate" in game.prompt().text


def test_MD12_a_card_that_can_still_move_a_property_keeps_the_game_going():
    for where in ({"discard": [DEBT]}, {"hands": {"Ann": [PASS_GO], "Bob": [SLY]}},
                  {"hands": {"Ann": [PASS_GO, ORIENTAL], "Bob": [HOUSE]}}):
        game = new()
        _frozen(game, **where)
        assert game.sets_can_change(), where
        act(game, "end")
        assert game.last_round == NOBODY and game.to_move == "Bob", where


def test_MD12_a_wildcard_turned_in_the_last_round_still_wins():
    game = new()
    _frozen(game)
    game.holder[ELECTRIC] = 0                            # Ann: brown, utility, red or yellow
    game.zone[WATER], game.holder[WATER], game.colour[WATER] = TABLE, 0, "utility"
    game._tables_changed()
    assert not game.sets_can_change()
    act(game, "end")
    act(game, "end")
    assert not game.is_over and game.last_round == 1 and game.complete_counts() == [2, 1]
    act(game, "flip", RED_YELLOW, "red")                 # the third set, in the last round
    assert game.is_over and game.outcome.termination is SETS and game.outcome.winner == "Ann"


def test_MD8_one_target_of_a_birthday_says_no_the_others_pay():
    game = new(("Ann", "Bob", "Cy"))
    arrange(game, hands={"Ann": [BIRTHDAY], "Bob": [JSN[0]]},
            banks={"Bob": [M2], "Cy": [M2 + 1]}, pile=[M1, M3])
    act(game, "birthday", BIRTHDAY)
    assert game.to_move == "Bob" and game.decision == "respond"
    act(game, "say_no", JSN[0])
    assert game.balance("Ann") == 2 and game.balance("Bob") == 2 and game.balance("Cy") == 0
    assert "cancelled" in [e.kind for e in game.events]
