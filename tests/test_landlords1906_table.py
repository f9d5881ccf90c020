"""The table of The Landlord's Game (``game.table()``) in exact situations.

What the drawn board shows must be in the model: each space's name, detail line, band
and fill, its holder (or the public), the houses and their builder, the free colleges,
the natural opportunities, the tokens and where each player is in words, the purses,
the notes, the rules in force and the spaces the waiting decision is about.
"""

from __future__ import annotations

from helpers import (
    BLUEBLOOD,
    BOOMTOWN,
    DATA,
    JAIL,
    PDQ,
    SOAKUM,
    act,
    fund_treasury,
    give,
    set_cash,
    start,
    throw,
)

from landlords.engine.table import BoardTable, Building, Purse

ST = {"regime": "single-tax"}


def space(table, index):
    (found,) = [s for s in table.spaces if s.index == index]
    return found


def seat(table, name):
    (found,) = [s for s in table.seats if s.name == name]
    return found


def test_the_board_at_the_start():
    game = start(["Ann", "Bob"])
    table = game.table()
    assert isinstance(table, BoardTable) and table.kind == "board"
    assert table.title == "The Landlord's Game"
    assert table.subtitle == "Elizabeth Magie, 1906  ·  seed 1"
    assert table.regime == "landlord" and table.regime_label == "LANDLORD RULES IN FORCE"
    assert not table.reform
    assert (table.turn, table.round, table.to_move, table.ending) == (1, 1, "Ann", "")
    assert [s.index for s in table.spaces] == list(range(40))
    assert table.tokens == {"Ann": 0, "Bob": 0} and table.dice is None
    assert table.purses == (Purse("treasury", "Public Treasury", 0),
                            Purse("miscellaneous", "Miscellaneous", -1200),
                            Purse("wages", "Wages at Mother Earth", 100))
    ann = seat(table, "Ann")
    assert (ann.cash, ann.wealth, ann.bot, ann.where, ann.to_move, ann.tags) == (
        600, 600, None, "Mother Earth", True, ())
    assert table.notes == ()


def test_spaces_show_their_printed_facts_in_the_datas_colours():
    table = start(["Ann", "Bob"]).table()
    boomtown = space(table, BOOMTOWN)
    assert (boomtown.name, boomtown.detail, boomtown.band, boomtown.group, boomtown.price) == (
        "Boomtown", "$50 · rent $6", DATA.section_bands[3], "section_3", 50)
    assert boomtown.holder is None and boomtown.buildings == () and boomtown.fill is None
    jail = space(table, JAIL)
    assert (jail.name, jail.detail, jail.fill) == ("Jail", "fine $50", DATA.corner_fills[JAIL])
    assert jail.tooltip == "Jail (outer strip: Shelter)"
    assert space(table, 0).detail == "wages $100"
    assert space(table, 2).detail == "tax $10"                      # Fuel, under the landlord rules
    pdq = space(table, PDQ)
    assert (pdq.detail, pdq.band) == ("$50 · fare $5", DATA.kind_bands["railroad"])
    assert space(table, 39).detail == "luxury $75"
    assert space(table, 8).detail == "broker $50"


def test_a_lot_with_the_houses_of_another_builder():
    game = start(["Ann", "Bob"], dice=[(5, 6)], options=ST)
    give(game, "Bob", BOOMTOWN)
    throw(game, "Ann")                                  # Boomtown: she may build there (ST-4)
    assert space(game.table(), BOOMTOWN).in_play
    act(game, "Ann", ("build", BOOMTOWN))
    boomtown = space(game.table(), BOOMTOWN)
    assert boomtown.holder == "Bob"
    assert boomtown.buildings == (Building("house", 1, "Ann"),)
    assert boomtown.tooltip == "Boomtown; 1 house of Ann"
    assert not boomtown.in_play


def test_a_public_railroad_is_drawn_free_and_noted():
    game = start(["Ann", "Bob"], dice=[(1, 1)], options=ST)
    give(game, "Bob", SOAKUM)
    fund_treasury(game, 150)                            # Soakum, Slambang, then P. D. Q.
    throw(game, "Ann")
    table = game.table()
    pdq = space(table, PDQ)
    assert (pdq.holder, pdq.holder_label, pdq.fill) == (None, "PUBLIC · free", DATA.public_fill)
    assert space(table, SOAKUM).holder_label == "PUBLIC · free"
    assert table.notes == ("Owned by the public, free to use: Soakum Lighting System, "
                           "Slambang Trolley, P. D. Q. R.R.",)
    assert table.regime_label == "SINGLE TAX IN FORCE" and table.reform
    assert space(table, 2).detail == "no tax"


def test_a_free_college():
    game = start(["Ann", "Bob"], dice=[(1, 1)], options=ST)
    fund_treasury(game, 7 * 50)                         # six public works, then a college
    throw(game, "Ann")
    table = game.table()
    college = space(table, BLUEBLOOD)
    assert college.name == "Free College (Lord Blueblood's Estate)"
    assert (college.detail, college.band, college.marks) == (
        "free college", DATA.college_band, ("free college",))
    assert space(table, 4).name == "D. F. Hogg's Game Preserves"   # not built yet
    assert table.notes[-1] == "Free Colleges: Lord Blueblood's Estate"


def test_a_player_on_a_natural_opportunity():
    game = start(["Ann", "Bob"], dice=[(5, 6)], options=ST)
    set_cash(game, "Ann", 3)
    throw(game, "Ann")                                  # cannot afford Boomtown (ST-8)
    table = game.table()
    assert [s.index for s in table.inner if s.in_play] == [40, 41, 42, 43]
    act(game, "Ann", ("place", "Coal Mines"))
    table = game.table()
    coal = table.inner[2]
    assert (coal.index, coal.name, coal.corner, coal.active) == (42, "Coal Mines", 20, True)
    assert coal.detail == "wages $80 · rent $50" and coal.marks == ("natural opportunity",)
    assert table.tokens["Ann"] == 42 and seat(table, "Ann").where == "Coal Mines"
    game.switch_rules("landlord")
    assert not any(s.active for s in game.table().inner)      # in use only under the single tax


def test_where_players_are_in_words():
    game = start(["Ann", "Bob"], dice=[(2, 2)])
    throw(game, "Ann")                                  # Hogg's: trespass, to Jail
    table = game.table()
    assert seat(table, "Ann").where == "in Jail" and table.tokens["Ann"] == JAIL
    assert table.dice == ("Ann", 2, 2)
    assert seat(table, "Bob").to_move and not seat(table, "Ann").to_move


def test_the_monarch_is_tagged():
    game = start(["Ann", "Bob"], options={"scenario": "monarch"})
    table = game.table()
    assert seat(table, "Ann").tags == ("monarch",) and seat(table, "Bob").tags == ()
    assert space(table, BOOMTOWN).holder == "Ann"


def test_the_space_in_play_at_an_auction():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)])
    throw(game, "Ann")                                  # Boomtown, for sale
    assert game.decision == "bid"
    table = game.table()
    assert [s.index for s in table.spaces if s.in_play] == [BOOMTOWN]
    assert game.prompt().spaces == (BOOMTOWN,)
    act(game, "Bob", ("bid", 60))
    act(game, "Cy", ("pass",))
    assert game.decision == "option"                    # Ann's first option: still in play
    assert [s.index for s in game.table().spaces if s.in_play] == [BOOMTOWN]


def test_the_ending_is_shown():
    import landlords
    game = landlords.new_game("landlords-1906", players=3, seed=4)
    game.play()
    table = game.table()
    winner, score = game.outcome.standings[0]
    assert table.ending == f"{winner} wins with ${score:,}" and table.to_move is None
