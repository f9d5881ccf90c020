"""Monopoly's numbers live in its edition's data, held by the game class.

The classic edition is read once from ``landlords/rules/monopoly/data/`` into a frozen
``MonopolyData`` (``MonopolyGame.DATA``, read as ``game.data``).  A variant is a subclass
of the game with another data value and a rule set of its own name; the tests below
play one whose every changed number shows in the rules, the words and the table, so a
number still written in the code would show up as a failure.
"""

from __future__ import annotations

import dataclasses

import pytest

import landlords
from landlords.rules.monopoly import RULES, MonopolyGame
from landlords.rules.monopoly.board import MonopolyData, read_edition
from landlords.testing import random_play

DATA = MonopolyGame.DATA


class RichMonopoly(MonopolyGame):
    """A house-rule Monopoly: more money, dearer Jail, scarcer houses, a shorter fuse."""

    DATA = DATA.with_changes(
        starting_cash=2500, go_salary=400, jail_fine=100, jail_throws=2, doubles_to_jail=2,
        bank_houses=10, bank_hotels=4, income_tax_flat=300, income_tax_percent=20,
        interest_percent=20, spaces=tuple(
            dataclasses.replace(space, name="Mayfair", price=420) if space.name == "Boardwalk" else space
            for space in DATA.spaces))


RICH = dataclasses.replace(RULES, name="monopoly-rich", game_class=RichMonopoly)


def rich(players=("Ann", "Bob"), dice=(), options=None):
    game = landlords.new_game(RICH, players=list(players), seed=1, dice=list(dice),
                              options={"first_player": players[0], **(options or {})})
    while game.is_chance:
        game.play(max_steps=1)
    return game


def test_the_classic_edition_is_read_whole_from_its_files():
    assert read_edition("monopoly-us") is DATA
    assert (DATA.size, len(DATA.properties), len(DATA.streets), len(DATA.railroads),
            len(DATA.utilities)) == (40, 28, 22, 4, 2)
    assert len(DATA.chance) == len(DATA.chest) == 16
    assert (DATA.starting_cash, DATA.go_salary, DATA.jail_fine, DATA.bank_houses,
            DATA.bank_hotels) == (1500, 200, 50, 32, 12)
    assert (DATA.jail_throws, DATA.doubles_to_jail, DATA.houses_per_hotel, DATA.hotel) == (3, 3, 4, 5)
    assert DATA.railroad_rent == (25, 50, 100, 200) and DATA.utility_rent == (0, 4, 10)
    assert (DATA.income_tax_flat, DATA.income_tax_percent, DATA.luxury_tax_choices) == (200, 10, (75, 100))
    assert DATA.interest[DATA.index_of("Park Place")] == 18        # 10% of $175, rounded up
    assert DATA.lift_cost[DATA.index_of("Park Place")] == 193
    assert set(DATA.group_colours) == set(DATA.group_names)
    assert set(DATA.corner_fills) == {"go", "jail", "free_parking", "go_to_jail"}
    assert (DATA.income_tax_space, DATA.luxury_tax_space, DATA.jail_space) == (4, 38, 10)
    assert RULES.min_players == 2 and RULES.max_players == 8
    assert RULES.options["luxury_tax"].choices == (75, 100)


def test_the_edition_cannot_be_changed_in_place():
    with pytest.raises(dataclasses.FrozenInstanceError):
        DATA.go_salary = 400
    with pytest.raises(TypeError):
        DATA.group_spaces["brown"] = ()
    with pytest.raises(TypeError):
        DATA.chance[0].effect["amount"] = 1
    assert isinstance(DATA.price, tuple) and isinstance(DATA.rents[1], tuple)
    game = landlords.new_game("monopoly", players=2, seed=1)
    assert game.data is DATA and "data" in MonopolyGame.KEEP


def test_a_changed_copy_derives_its_tables_again():
    dear = DATA.with_changes(interest_percent=50, houses_per_hotel=3)
    park = DATA.index_of("Park Place")
    assert dear.interest[park] == 88 and dear.lift_cost[park] == 263 and dear.hotel == 4
    assert DATA.interest[park] == 18 and DATA.hotel == 5
    with pytest.raises(ValueError, match="a rent for each number of railroads"):
        DATA.with_changes(railroad_rent=(25, 50))
    no_jail = tuple(dataclasses.replace(s, kind="free_parking") if s.kind == "jail" else s
                    for s in DATA.spaces)
    with pytest.raises(ValueError, match="one jail space"):
        DATA.with_changes(spaces=no_jail)
    with pytest.raises(ValueError, match="no band colour"):
        DATA.with_changes(group_colours={"brown": "#000"})


def test_a_variant_plays_by_its_own_numbers():
    game = rich(dice=[(1, 2), (2, 2), (3, 3)])
    assert game.balance("Ann") == 2500 and game.houses_left == 10 and game.hotels_left == 4
    mayfair = DATA.index_of("Boardwalk")
    assert game.data.names[mayfair] == "Mayfair" and game.table().spaces[mayfair].detail == "$420"
    assert game.table().spaces[0].detail == "collect $400"
    assert game.table().spaces[4].detail == "$300 or 20%"
    game.pos[0] = 37
    game.apply(("throw",))
    game.play()
    assert game.position("Ann") == 0 and game.balance("Ann") == 2500 + 400
    game.apply(("end",))
    game.pos[1] = 16
    game.apply(("throw",))                                     # Bob: a double to Free Parking...
    game.play()
    assert game.position("Bob") == 20 and ("throw",) in game.legal_actions()
    game.apply(("throw",))                                     # ...and a second one: Jail
    game.play()
    assert game.status("Bob") == "in Jail"
    assert "Bob threw a second double in one turn and went to Jail" in game.events[-1].text


def test_a_variant_words_its_jail_and_taxes_by_its_numbers():
    game = rich(dice=[(1, 3), (5, 6), (2, 4), (5, 6)])
    game.apply(("throw",))
    game.play()
    prompt = game.prompt()
    assert prompt.title == "Income Tax" and "pay $300, or 20% of your total worth" in prompt.text
    game.apply(("pay_percent",))
    assert game.balance("Ann") == 2500 - 500                   # 20% of $2,500
    game.apply(("end",))
    game._jail(1, "card")
    prompt = game.prompt()
    assert "(throw 1 of 2), or pay the $100 fine" in prompt.text
    assert "Pay the $100 fine" in {choice.label for choice in prompt.choices}
    game.apply(("throw",))
    game.play()
    assert "Bob stays in Jail (failed throw 1 of 2)" in [e.text for e in game.events]
    game.apply(("end",))
    game.apply(("throw",))                                     # Ann: to Jail, just visiting
    game.play()
    game.apply(("end",))
    game.apply(("throw",))                                     # his second failure: pay and move
    game.play()
    assert "Bob paid $100 after a second failed throw and left Jail" in [e.text for e in game.events]
    assert game.position("Bob") == 21 and game.balance("Bob") == 2500 - 100


def test_a_variant_keeps_every_invariant_of_the_conformance_kit():
    for seed in range(3):
        game = landlords.new_game(RICH, players=3, seed=seed, options={"max_rounds": 30})
        random_play(game, rng_seed=seed, replays=False)
        assert game.is_over


def test_the_edition_is_one_value_shared_by_every_game_and_clone():
    game = landlords.new_game("monopoly", players=3, seed=2)
    game.play(max_steps=50)
    assert game.clone().data is game.data is DATA
    assert isinstance(game.data, MonopolyData) and game.undeclared_state() == []
