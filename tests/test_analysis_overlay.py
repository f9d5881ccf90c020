"""landlords.analysis.landing_overlay: what the "Where tokens land" toggle of the apps shows.

For every space of a game's board: its landing probability and the rent it earns per
opponent turn at its development now, read from the game's rule set and table only.
Checked against the tables of the rent of location and against the rule sets' own rent
code on games the bots have played.
"""

import pytest

from landlords import analysis, new_game
from landlords.analysis import NoBoardError


def _row(frame, name, level):
    rows = frame[(frame["name"] == name) & (frame["level"] == level)]
    assert len(rows) == 1, (name, level)
    return rows.iloc[0]


def _landings_per_turn(rules):
    """An opponent's moves ending on each space per turn, not counting those sent to Jail."""
    frame = analysis.landing_probabilities(rules)
    return ((frame["probability"] - frame["in_jail"]) * frame.attrs["moves_per_turn"]).tolist()


@pytest.mark.parametrize("rules", ["landlords-1906", "monopoly"])
def test_the_overlay_gives_every_space_its_landing_probability(rules):
    game = new_game(rules, players=3, seed=4)
    overlay = analysis.landing_overlay(game)
    landing = analysis.landing_probabilities(rules)
    assert sorted(overlay) == list(range(len(landing)))
    assert [overlay[s][0] for s in sorted(overlay)] == pytest.approx(landing["probability"].tolist())
    assert sum(probability for probability, _ in overlay.values()) == pytest.approx(1)


def test_the_overlay_of_a_new_monopoly_game_shows_no_rent():
    overlay = analysis.landing_overlay(new_game("monopoly", players=3, seed=4))
    assert all(rent == 0 for _, rent in overlay.values())


def test_the_overlay_follows_monopoly_holdings_buildings_and_mortgages():
    game = new_game("monopoly", players=3, seed=4)
    rents = analysis.rent_of_location("monopoly")
    index = game.data.names.index
    park, boardwalk = index("Park Place"), index("Boardwalk")
    reading, pennsylvania = index("Reading Railroad"), index("Pennsylvania Railroad")
    electric = index("Electric Company")
    game.owner[park] = game.owner[boardwalk] = 0            # the whole dark blue group
    game.level[boardwalk] = game.data.hotel
    game.owner[reading] = game.owner[pennsylvania] = 1
    game.mortgaged[pennsylvania] = 1
    game.owner[electric] = 2
    overlay = analysis.landing_overlay(game)
    assert overlay[boardwalk][1] == pytest.approx(_row(rents, "Boardwalk", "hotel")["rent_per_turn"])
    assert overlay[park][1] == pytest.approx(_row(rents, "Park Place", "whole group")["rent_per_turn"])
    assert overlay[reading][1] == pytest.approx(
        _row(rents, "Reading Railroad", "2 railroads held")["rent_per_turn"])
    assert overlay[pennsylvania][1] == 0                     # MO-6: no rent while mortgaged
    assert overlay[electric][1] == pytest.approx(
        _row(rents, "Electric Company", "1 utility held")["rent_per_turn"])


def test_the_overlay_of_the_1906_board_counts_houses_and_the_advanced_section_factor():
    plain = new_game("landlords-1906", players=3, seed=4)
    advanced = new_game("landlords-1906", players=3, seed=4, options={"advanced": True})
    rents = analysis.rent_of_location("landlords-1906")
    data = plain.data
    grand, wall = data.names.index("Grand Boulevard"), data.names.index("Wall Street")
    for game in (plain, advanced):
        for lot in (grand, wall):
            game.owner[lot] = 0
            game.houses[lot], game.hown[lot] = 2, 0
    assert analysis.landing_overlay(plain)[wall][1] == pytest.approx(
        _row(rents, "Wall Street", "2 houses")["rent_per_turn"])
    assert analysis.landing_overlay(advanced)[wall][1] == pytest.approx(     # LG-A3
        _row(rents, "Wall Street", "2 houses each, section built (LG-A3)")["rent_per_turn"])


@pytest.mark.parametrize("seed", [3, 8])
def test_the_overlay_agrees_with_the_monopoly_rent_code_in_a_played_game(seed):
    game = new_game("monopoly", players=4, seed=seed)
    game.play(max_steps=3000)
    per_turn = _landings_per_turn("monopoly")
    overlay = analysis.landing_overlay(game)
    data = game.data
    held = [s for s in data.properties if data.is_street[s] and game.owner[s] >= 0]
    assert held, "the bots bought nothing"
    for s in held:
        expected = 0 if game.mortgaged[s] else game._rent(s, 0) * per_turn[s]
        assert overlay[s][1] == pytest.approx(expected), data.names[s]


@pytest.mark.parametrize("seed", [3, 8])
def test_the_overlay_agrees_with_the_1906_rent_code_in_a_played_game(seed):
    game = new_game("landlords-1906", players=4, seed=seed, options={"advanced": True})
    game.play(max_steps=3000)
    per_turn = _landings_per_turn("landlords-1906")
    overlay = analysis.landing_overlay(game)
    data = game.data
    nobody = -100                                            # a seat that holds nothing
    for s in data.lots:
        dues = sum(due.amount for due in game._dues(nobody, s))
        assert overlay[s][1] == pytest.approx(dues * per_turn[s]), data.names[s]


@pytest.mark.parametrize("rules", ["monopoly-deal", "random-exchange"])
def test_a_game_without_a_board_has_no_overlay(rules):
    game = new_game(rules, players=3, seed=1)
    with pytest.raises(NoBoardError, match="has no board"):
        analysis.landing_overlay(game)
