"""Monopoly through the rule-set interface: its words, ``table()`` and ``prompt()``.

The apps draw ``game.table()`` and ask ``game.prompt()`` and know nothing else of the
rules, so these tests hold both to exact situations (houses, a hotel, a mortgaged deed,
the Free Parking pot, the Bank's stock, a player in Jail or bankrupt) and to every
decision kind of the rules: the words are Monopoly's own, no internal name shows, the
number boxes allow exactly the legal amounts, and every legal action can be reached
through a choice or the number box.  It also keeps the regression tests of the bugs the
apps showed when they treated Monopoly as a 1906 game with patches.
"""

from __future__ import annotations

import re

import pytest
from test_rules_monopoly import (
    BALTIC,
    BOARDWALK,
    CONNECTICUT,
    MEDITERRANEAN,
    ORIENTAL,
    PARK_PLACE,
    READING,
    VERMONT,
    act,
    give,
    new,
    set_cash,
    top_card,
)

import landlords
from landlords.engine.chance import BotRandom
from landlords.engine.prompt import Amount
from landlords.engine.table import BoardTable, Building
from landlords.rules.monopoly import RULES, MonopolyGame

DATA = MonopolyGame.DATA

#: Words a learner must never read: regime keys, frame kinds, action kinds, Python values,
#: and the 1906 game's vocabulary.
INTERNAL = re.compile(r"_|single-tax|\blandlord\b|\bNone\b|\bTrue\b|\bFalse\b|\(\)|\('|'\)|', '|"
                      r"Poor House|Landlord's Game|Single tax|Mother Earth|Miscellaneous")


def _light_blue(game, name="Ann"):
    give(game, name, ORIENTAL, VERMONT, CONNECTICUT)


def space(table, index):
    (found,) = [s for s in table.spaces if s.index == index]
    return found


def seat(table, name):
    (found,) = [s for s in table.seats if s.name == name]
    return found


def purse(table, key):
    found = [p for p in table.purses if p.key == key]
    return found[0] if found else None


def reachable(prompt) -> set:
    """Every action the prompt lets a player take: its choices and its number box."""
    actions = {choice.action for choice in prompt.choices}
    amount = prompt.amount
    if amount is not None:
        actions |= {amount.action(v) for v in range(amount.minimum, amount.maximum + 1, amount.step)
                    if amount.allows(v)}
    return actions


def check_prompt(game) -> None:
    """A prompt's invariants: plain words, and exactly the legal actions reachable."""
    prompt = game.prompt()
    texts = [prompt.title, prompt.text] + [choice.label for choice in prompt.choices]
    if prompt.amount is not None:
        texts += [prompt.amount.label, prompt.amount.verb]
    for text in texts:
        assert text and not INTERNAL.search(text), (game.decision, text)
    legal = set(game.legal_actions())
    if prompt.amount is not None and prompt.amount.kind == "cash":
        legal.add(("cash", 0))                 # the number box cannot leave out zero alone
    assert reachable(prompt) == legal, game.decision
    assert prompt.player == (game.to_move if game.to_move in game.players else None)
    assert prompt.decision == game.decision
    for s in prompt.spaces:
        assert 0 <= s < DATA.size


# ---------------------------------------------------------------------- words


def test_monopoly_speaks_its_own_words():
    words = RULES.words
    assert words.title == "Monopoly" and words.switch_label == "Land value tax"
    assert words.regimes[words.reform] == "the land value tax"
    game = new(players=("Ann", "Bob"), dice=[(1, 2)], options={"land_value_tax": 40})
    table = game.table()
    assert table.title == "Monopoly" and table.reform
    assert table.regime_label == "Land value tax 40% in force"
    assert any("40% of the site rent of the streets" in note for note in table.notes)
    events = game.switch_rules("landlord")
    assert events[-1].text == "The classic rules are back in force: owners keep all the rent"
    assert game.table().regime_label == "Classic rules in force" and not game.table().reform
    events = game.switch_rules("single-tax")
    assert events[0].text.startswith("The land value tax is now in force: 40% of the site rent of the "
                                     "streets (owners keep the rent of houses, hotels, railroads and "
                                     "utilities)")
    with pytest.raises(landlords.IllegalActionError, match="the land value tax is already in force"):
        game.switch_rules("single-tax")


def test_monopoly_words_show_no_1906_vocabulary_anywhere():
    game = landlords.new_game("monopoly", players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "trader", "Cy": "improver"}, seed=5,
                              options={"max_rounds": 40, "free_parking_pot": True})
    rng = BotRandom(5)
    while not game.is_over:
        if game.step_count == 300:
            game.switch_rules("single-tax")
        if game.to_move == "Ann":
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))])
        else:
            game.play(max_steps=1)
    table = game.table()
    shown = [table.title, table.subtitle, table.regime_label, table.ending, *table.notes]
    shown += [p.label for p in table.purses] + [s.where for s in table.seats]
    shown += [s.detail for s in table.spaces] + [s.tooltip for s in table.spaces]
    shown += [e.text for e in game.events]
    for text in shown:
        assert not re.search(r"Poor House|Landlord's Game|Single tax|single-tax|Mother Earth|"
                             r"Miscellaneous", text), text


# ---------------------------------------------------------------------- the table


def test_table_of_a_fresh_game():
    game = new(players=("Ann", "Bob", "Cy"))
    table = game.table()
    assert isinstance(table, BoardTable) and table.kind == "board"
    assert [s.name for s in table.spaces] == list(DATA.names) and len(table.spaces) == 40
    assert space(table, BOARDWALK).band == DATA.group_colours["dark_blue"] == "#4a5fb5"
    assert space(table, READING).band == DATA.group_colours["railroad"]
    assert space(table, BOARDWALK).detail == "$400" and space(table, BOARDWALK).price == 400
    assert space(table, 0).detail == "collect $200" and space(table, 0).fill == DATA.corner_fills["go"]
    assert space(table, 4).detail == "$200 or 10%" and space(table, 38).detail == "pay $75"
    assert space(table, 10).detail == "just visiting" and space(table, 30).detail == "do not pass Go"
    assert space(table, 20).detail == "" and space(table, 7).band is None
    assert all(s.holder is None and not s.buildings and not s.marks for s in table.spaces)
    assert [p.key for p in table.purses] == ["treasury", "bank_stock"]
    assert purse(table, "bank_stock").text == "32 · 12"
    assert purse(table, "treasury").label == "Public treasury"
    assert table.tokens == {"Ann": 0, "Bob": 0, "Cy": 0} and table.dice is None
    assert [(s.name, s.cash, s.wealth, s.where) for s in table.seats] == [
        (name, 1500, 1500, "Go") for name in ("Ann", "Bob", "Cy")]
    assert seat(table, "Ann").to_move and table.to_move == "Ann" and table.turn == 1
    assert table.subtitle.startswith("classic rules, Atlantic City board") and "seed 1" in table.subtitle


def test_table_shows_houses_a_hotel_a_mortgage_and_the_banks_stock():
    game = new(players=("Ann", "Bob"))
    _light_blue(game)
    act(game, "build", ORIENTAL)
    act(game, "build", VERMONT)
    act(game, "build", CONNECTICUT)
    act(game, "build", ORIENTAL)
    give(game, "Bob", PARK_PLACE, BOARDWALK)
    game.level[PARK_PLACE] = game.level[BOARDWALK] = 5
    game.hotels_left -= 2
    give(game, "Bob", READING)
    game.mortgaged[READING] = 1
    table = game.table()
    assert space(table, ORIENTAL).buildings == (Building("house", 2, "Ann"),)
    assert space(table, VERMONT).buildings == (Building("house", 1, "Ann"),)
    assert space(table, BOARDWALK).buildings == (Building("hotel", 1, "Bob"),)
    assert space(table, READING).marks == ("mortgaged",) and space(table, READING).holder == "Bob"
    assert space(table, BALTIC).holder is None and not space(table, BALTIC).marks
    assert purse(table, "bank_stock").text == "28 · 10" and purse(table, "bank_stock").amount == 28
    tip = space(table, ORIENTAL).tooltip
    assert tip.startswith("Oriental Avenue: price $100; rent $6 ($12 with the whole light blue group;")
    assert tip.endswith("held by Ann; 2 houses")
    assert space(table, READING).tooltip.endswith("held by Bob; mortgaged")
    assert seat(table, "Bob").wealth == game.wealth("Bob")


def test_table_shows_the_free_parking_pot_when_the_house_rule_is_on():
    game = new(dice=[(1, 2)], options={"free_parking_pot": True})
    game.pos[0] = 35
    act(game, "throw")                         # Luxury Tax: $75 into the pot
    table = game.table()
    assert purse(table, "pot").amount == 75 and purse(table, "pot").label == "Free Parking pot"
    assert space(table, 20).detail == "pot $75"
    assert any("pot" in note for note in table.notes)


def test_table_notes_the_MO18_time_limit_unless_there_is_none():
    notes = new().table().notes
    assert [note for note in notes if note.startswith("Time limit")] == [
        "Time limit: after round 300 the richest player wins (cash, deeds at their printed "
        "price, buildings at cost)."]
    assert not any("Time limit" in note for note in new(options={"time_limit_rounds": None}).table().notes)


def test_table_shows_jail_and_the_last_throw():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)])
    game._jail(1, "card")
    act(game, "throw")
    table = game.table()
    assert table.dice == ("Ann", 1, 2) and table.tokens["Ann"] == BALTIC
    assert seat(table, "Bob").where == "in Jail" and "in Jail" in seat(table, "Bob").tags
    assert seat(table, "Bob").tags == ("in Jail",) and table.tokens["Bob"] == 10
    assert seat(table, "Ann").where == "Baltic Avenue" and seat(table, "Ann").tags == ()


def test_table_of_a_bankrupt_player_and_of_the_end():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(3, 4)])
    set_cash(game, "Ann", 60)
    top_card(game, "chance", "C15")            # pay each player $50: Ann cannot
    act(game, "throw")
    table = game.table()
    assert seat(table, "Ann").where == "bankrupt" and seat(table, "Ann").tags == ("bankrupt",)
    assert "Ann" not in table.tokens and seat(table, "Ann").wealth == 0
    game = new(dice=[(1, 2)])
    give(game, "Ann", MEDITERRANEAN, BALTIC, ORIENTAL)
    game.level[MEDITERRANEAN] = game.level[BALTIC] = 1
    game.houses_left = 30
    give(game, "Bob", PARK_PLACE, BOARDWALK)
    game.level[PARK_PLACE] = game.level[BOARDWALK] = 5
    game.houses_left, game.hotels_left = 30, 10
    set_cash(game, "Ann", 100)
    game.pos[0] = 36
    act(game, "throw")
    act(game, "bankrupt")
    table = game.table()
    assert table.to_move is None and table.ending.startswith("Bob wins with $")
    assert game.prompt().text.startswith("The game is over: one player is left; Bob wins with $")


def test_table_marks_the_spaces_the_decision_is_about():
    game = new(players=("Ann", "Bob"), dice=[(1, 2)])
    act(game, "throw")
    assert [s.index for s in game.table().spaces if s.in_play] == [BALTIC]
    assert game.prompt().spaces == (BALTIC,)
    act(game, "decline")
    assert game.decision == "bid" and [s.index for s in game.table().spaces if s.in_play] == [BALTIC]


def test_table_keeps_the_last_throw_without_recorded_events():
    game = landlords.new_game("monopoly", players=2, seed=3, record_events=False)
    game.play(max_steps=40)
    assert game.table().dice is not None and game.table().dice[0] in game.players


# ---------------------------------------------------------------------- prompts, by decision kind


def test_prompt_turn_before_and_after_the_throw_and_in_jail():
    game = new(dice=[(1, 2), (4, 6)])
    prompt = game.prompt()
    assert prompt.title == "Your turn" and prompt.text.startswith("Ann, throw the dice")
    assert "You have $1,500." in prompt.text
    check_prompt(game)
    act(game, "throw")
    act(game, "buy", BALTIC)
    prompt = game.prompt()
    assert prompt.title == "After the throw" and "end your turn" in prompt.text
    assert "mortgage a deed" in prompt.text and "make an offer" in prompt.text
    check_prompt(game)
    act(game, "end")
    game._jail(1, "card")
    prompt = game.prompt()
    assert prompt.title == "In Jail"
    assert "Throw for a double (throw 1 of 3), or pay the $50 fine" in prompt.text
    check_prompt(game)


def test_prompt_buy_and_buy_when_short_of_cash():
    game = new(dice=[(1, 2)])
    give(game, "Ann", READING)
    act(game, "throw")
    prompt = game.prompt()
    assert prompt.title == "Buy Baltic Avenue?" and "for sale at $60" in prompt.text
    assert {c.label for c in prompt.choices} == {"Buy Baltic Avenue for $60", "Decline"}
    check_prompt(game)
    set_cash(game, "Ann", 40)
    prompt = game.prompt()
    assert "first raise $20" in prompt.text
    assert "Mortgage Reading Railroad (+$100)" in {c.label for c in prompt.choices}
    check_prompt(game)


def test_prompt_bid_in_an_auction_of_a_deed():
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)])
    act(game, "throw")
    act(game, "decline")
    prompt = game.prompt()
    assert prompt.player == "Bob" and prompt.title == "Auction of Baltic Avenue"
    assert "Nobody has bid yet" in prompt.text and "printed price $60" in prompt.text
    assert prompt.amount == Amount("bid", "Your bid", 1, 1500, 1, default=1, verb="Bid")
    assert [c.action for c in prompt.choices] == [("pass",)]
    check_prompt(game)
    act(game, "bid", 12)
    prompt = game.prompt()
    assert "Highest bid: $12 by Bob" in prompt.text and prompt.amount.minimum == 13
    check_prompt(game)


def test_prompt_bid_for_the_last_house_and_place_it():
    game = new(players=("Ann", "Bob", "Cy"))
    _light_blue(game)
    give(game, "Bob", MEDITERRANEAN, BALTIC)
    game.houses_left = 1
    act(game, "build", ORIENTAL)
    prompt = game.prompt()
    assert prompt.title == "Auction of a house" and "Ann's house for Oriental Avenue" in prompt.text
    assert "Highest bid: $50 by Ann" in prompt.text
    assert (prompt.amount.minimum, prompt.amount.maximum, prompt.amount.step) == (51, 1500, 1)
    check_prompt(game)
    act(game, "bid", 80)
    act(game, "pass")
    prompt = game.prompt()
    assert prompt.decision == "place" and prompt.title == "Place the house"
    assert "you won the house for $80" in prompt.text and set(prompt.spaces) == {MEDITERRANEAN, BALTIC}
    check_prompt(game)


def test_prompt_income_tax():
    game = new(dice=[(1, 3)])
    act(game, "throw")
    prompt = game.prompt()
    assert prompt.title == "Income Tax" and "pay $200, or 10% of your total worth" in prompt.text
    assert {c.label for c in prompt.choices} == {"Pay $200 Income Tax", "Pay 10% of your total worth"}
    check_prompt(game)


def test_prompt_mortgaged_deed_received_and_a_trade_from_compose_to_answer():
    game = new()
    give(game, "Ann", BALTIC)
    game.mortgaged[BALTIC] = 1
    act(game, "offer", "Bob")
    prompt = game.prompt()
    assert prompt.title == "Your offer to Bob" and "nothing is in it yet" in prompt.text
    check_prompt(game)
    act(game, "give", BALTIC)
    assert "so far you offer Baltic Avenue for nothing" in game.prompt().text
    act(game, "add_cash")
    prompt = game.prompt()
    assert prompt.title == "Cash in your offer to Bob" and not prompt.choices
    assert (prompt.amount.kind, prompt.amount.minimum, prompt.amount.maximum) == ("cash", -1500, 1500)
    check_prompt(game)
    act(game, "cash", -10)
    check_prompt(game)
    act(game, "propose")
    prompt = game.prompt()
    assert prompt.player == "Bob" and prompt.title == "Offer from Ann"
    assert prompt.text.startswith("Bob, Ann offers you Baltic Avenue for $10.")
    assert "would come to you mortgaged" in prompt.text
    check_prompt(game)
    act(game, "accept")
    prompt = game.prompt()
    assert prompt.title == "Mortgaged deed: Baltic Avenue" and prompt.spaces == (BALTIC,)
    assert "Lift the mortgage now for $33" in prompt.text and "pay the $3 interest" in prompt.text
    check_prompt(game)


def test_prompt_raise_money_for_a_debt():
    game = new(dice=[(1, 2)])
    give(game, "Ann", PARK_PLACE)
    set_cash(game, "Ann", 10)
    game.pos[0] = 35
    act(game, "throw")                         # Luxury Tax $75
    prompt = game.prompt()
    assert prompt.title == "Raise money"
    assert prompt.text.startswith("Ann, you owe $75 to the Bank and have $10. Raise $65")
    assert "declare bankruptcy" not in prompt.text
    check_prompt(game)


def test_prompt_when_chance_acts():
    game = landlords.new_game("monopoly", players=["Ann", "Bob"], seed=4)
    prompt = game.prompt()
    assert prompt.player is None and prompt.decision == "shuffle"
    assert prompt.text == "The Chance and Community Chest decks are shuffled."
    game.play(max_steps=1)
    assert game.prompt().text == "The players throw the dice to see who plays first."
    game = new(dice=[(1, 2)])
    act(game, "throw")
    act(game, "buy", BALTIC)
    act(game, "end")
    game.apply(("throw",))
    prompt = game.prompt()
    assert prompt.decision == "dice" and prompt.text == "Bob throws the dice." and not prompt.choices


def test_every_prompt_of_random_games_offers_exactly_the_legal_actions_in_plain_words():
    seen = set()
    for seed in range(12):
        options = [{}, {"free_parking_pot": True}, {"land_value_tax": 50}, {"deal_all": True}][seed % 4]
        game = landlords.new_game("monopoly", players=["Ann", "Bob", "Cy"], seed=seed,
                                  options={"max_rounds": 25, **options})
        rng = BotRandom(seed)
        while not game.is_over:
            check_prompt(game)
            seen.add(game.decision)
            if game.is_chance:
                game.play(max_steps=1)
            else:
                actions = game.legal_actions()
                game.apply(actions[rng.randrange(len(actions))])
        check_prompt(game)
    assert {"turn", "buy", "bid", "compose", "amount", "respond", "raise", "income_tax",
            "receive"} <= seen


# ---------------------------------------------------------------------- regressions


def test_regression_a_person_bidding_in_a_monopoly_auction_is_told_everything_he_needs():
    """The Play app crashed when a person had to bid (it read the 1906 auction event's
    fields): the prompt now describes the auction, and the events are read by name."""
    game = new(players=("Ann", "Bob", "Cy"), dice=[(1, 2)])
    act(game, "throw")
    act(game, "decline")
    act(game, "bid", 20)
    prompt = game.prompt()
    assert prompt.player == "Cy" and prompt.decision == "bid" and prompt.spaces == (BALTIC,)
    assert prompt.title == "Auction of Baltic Avenue"
    assert "Highest bid: $20 by Bob" in prompt.text and "Bid from $21 to $1,500" in prompt.text
    assert prompt.amount.allows(21) and not prompt.amount.allows(20)
    auction = [e for e in game.events if e.kind == "auction"][-1]
    assert (auction.space, auction.purpose, auction.starter) == (BALTIC, "deed", "Ann")
    bid = [e for e in game.events if e.kind == "bid"][-1]
    assert (bid.player, bid.space, bid.amount) == ("Bob", BALTIC, 20)


def test_regression_monopoly_bids_go_in_steps_of_one_dollar():
    """Bids were refused unless a multiple of $5 (a 1906 rule): $37 is legal and applies."""
    game = new(players=("Ann", "Bob"), dice=[(1, 2)])
    act(game, "throw")
    act(game, "decline")
    amount = game.prompt().amount
    assert amount.step == 1 and amount.allows(37)
    act(game, *amount.action(37))
    act(game, "pass")
    assert game.owner_of(BALTIC) == "Bob" and game.balance("Bob") == 1500 - 37
    assert "Bob bought Baltic Avenue at auction for $37" in [e.text for e in game.events]


def test_regression_monopoly_title_switch_and_regime_agree():
    """Monopoly showed 1906 words: its title, its switch ("Single tax") and its board
    ("land value tax 100%") disagreed.  One word, decided in Words, is used everywhere."""
    rules = RULES
    game = new()
    game.switch_rules(rules.words.reform)
    reform = rules.words.regimes[rules.words.reform]
    assert game.table().title == rules.words.title == "Monopoly"
    assert rules.words.switch_label.lower() == reform.removeprefix("the ")
    assert game.table().regime_label == f"{rules.words.switch_label} 100% in force"
    assert [e for e in game.events if e.kind == "rules_switched"][-1].text.startswith(
        f"The {reform.removeprefix('the ')} is now in force: 100% of the site rent")
