"""The drawn Monopoly board (``board_html`` of Monopoly's ``BoardTable``) and the Play app showing it."""

from __future__ import annotations

import re
from html import escape

import pytest

import landlords

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

from ui_fixtures import click  # noqa: E402

from landlords.ui import PlayApp, board_html  # noqa: E402


def houses_and_hotels(table) -> tuple[int, int]:
    houses = sum(min(b.count, 4) for s in table.spaces for b in s.buildings if b.kind == "house")
    hotels = sum(1 for s in table.spaces for b in s.buildings if b.kind == "hotel")
    return houses, hotels


def mortgaged(table) -> list:
    return [s for s in table.spaces if "mortgaged" in s.marks]


def _midgame(seed=1, chunk=50, limit=60):
    """A seeded 4-bot Monopoly game played until houses, a hotel and a mortgage all stand."""
    game = landlords.new_game("monopoly", players=4, seed=seed)
    for _ in range(limit):
        game.play(max_steps=chunk)
        table = game.table()
        houses, hotels = houses_and_hotels(table)
        if houses and hotels and mortgaged(table) and not game.is_over:
            return game
        assert not game.is_over, "seed ended before houses, hotels and mortgages all stood"
    pytest.fail("no such state found")


def test_fresh_board_has_all_40_names_prices_and_bands():
    game = landlords.new_game("monopoly", players=3, seed=5)
    table = game.table()
    html = board_html(game)
    assert 'class="ll-board ll-drawn-board"' in html and "<svg" in html
    assert "MONOPOLY" in html and "CLASSIC RULES IN FORCE" in html
    for space in table.spaces:
        assert escape(space.name) in html, space.name
    assert "$400" in html and "$60" in html               # Boardwalk, Mediterranean
    for band in {s.band for s in table.spaces if s.band}:
        assert band in html
    assert "ll-house" not in html and "ll-hotel" not in html
    assert not re.search(r'class="ll-mark"', html)           # no marker ('ll-market' is the value column)
    assert "Public treasury" in html and 'data-purse="bank_stock"' in html and ">32 · 12<" in html
    assert "Free Parking pot" not in html                 # the option is off
    for name in game.players:
        assert f"<title>{name}</title>" in html


def test_midgame_board_shows_houses_hotels_mortgages_owners_and_mover():
    game = _midgame()
    table = game.table()
    html = board_html(game)
    houses, hotels = houses_and_hotels(table)
    assert html.count('class="ll-house"') == houses
    assert html.count('class="ll-hotel"') == hotels
    assert html.count('data-mark="mortgaged"') == len(mortgaged(table)) > 0
    assert "MORTGAGED" in html
    stock = next(p for p in table.purses if p.key == "bank_stock")
    assert f">{stock.text}<" in html
    for owner in {s.holder for s in table.spaces} - {None}:
        assert f">{owner[:10]}</text>" in html
    mover = game.to_move
    if mover in game.players:
        assert f"{mover} to move" in html and 'class="ll-pulse"' in html


def test_pot_and_treasury_shown_when_options_are_on():
    game = landlords.new_game("monopoly", players=3, seed=2,
                              options={"free_parking_pot": True, "land_value_tax": 50})
    game.play(max_steps=400)
    html = board_html(game)
    assert "Free Parking pot" in html and 'data-purse="pot"' in html
    assert "LAND VALUE TAX 50% IN FORCE" in html
    pot = re.search(r'class="ll-purse-pot">([^<]+)<', html).group(1)
    assert pot.replace("\u2212", "-") == game.money(game.balance("pot"))


def test_board_html_is_pure():
    game = _midgame(seed=2)
    before = (game.step_count, game.turn, [game.balance(p) for p in game.players])
    assert board_html(game) == board_html(game)
    assert (game.step_count, game.turn, [game.balance(p) for p in game.players]) == before


def test_play_app_new_monopoly_game_draws_the_board():
    app = PlayApp(seed=3, lazy_charts=False)
    assert "Boardwalk" not in app._board.value
    app.setup.rules_choice.value = "monopoly"
    click(app, "New game")
    assert app.game.rules.name == "monopoly"
    html = app._board.value
    assert "<svg" in html and "Boardwalk" in html and "Marvin Gardens" in html
    assert "No drawn board" not in html
