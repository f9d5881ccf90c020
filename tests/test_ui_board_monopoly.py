"""The drawn Monopoly board (``monopoly_board_html``) and the Play app showing it."""

from __future__ import annotations

import re
from html import escape

import pytest

import landlords
from landlords.ui import view
from landlords.ui.board import MONOPOLY_GROUP_COLORS, board_html, monopoly_board_html

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

from ui_fixtures import buttons, click, raise_callback_errors  # noqa: F401

from landlords.ui import PlayApp


def _midgame(seed=1, chunk=50, limit=60):
    """A seeded 4-bot Monopoly game played until houses, a hotel and a mortgage all stand."""
    game = landlords.new_game("monopoly", players=4, seed=seed)
    for _ in range(limit):
        game.play(max_steps=chunk)
        built = [game.buildings_on(s) for s in range(40)]
        if (any(h for h, _ in built) and any(H for _, H in built) and view.mortgaged_spaces(game)
                and not game.is_over):
            return game
        assert not game.is_over, "seed ended before houses, hotels and mortgages all stood"
    pytest.fail("no such state found")


def test_fresh_board_has_all_40_names_prices_and_bands():
    game = landlords.new_game("monopoly", players=3, seed=5)
    html = board_html(game)
    assert html == monopoly_board_html(game)
    assert 'data-rules="monopoly"' in html and "<svg" in html
    for space in game.board.spaces:
        assert escape(space.name) in html, space.name
    assert "$400" in html and "$60" in html               # Boardwalk, Mediterranean
    for color in set(MONOPOLY_GROUP_COLORS.values()):
        assert color in html
    assert "ll-house" not in html and "ll-hotel" not in html and "ll-mortgaged" not in html
    assert "Public Treasury" in html and "ll-bank-stock" in html and ">32 · 12<" in html
    assert "Free Parking pot" not in html                 # the option is off
    for name in game.players:
        assert f"<title>{name}</title>" in html


def test_midgame_board_shows_houses_hotels_mortgages_owners_and_mover():
    game = _midgame()
    html = board_html(game)
    houses = sum(game.buildings_on(s)[0] for s in range(40))
    hotels = sum(game.buildings_on(s)[1] for s in range(40))
    assert html.count('class="ll-house"') == houses
    assert html.count('class="ll-hotel"') == hotels
    assert html.count('class="ll-mortgaged"') == len(view.mortgaged_spaces(game)) > 0
    assert "MORTGAGED" in html
    houses_left, hotels_left = view.bank_buildings(game)
    assert f">{houses_left} · {hotels_left}<" in html
    owners = {game.owner_of(s) for s in range(40)} - {None}
    for owner in owners:
        assert f">{owner[:10]}</text>" in html
    mover = game.to_move
    if mover in game.players:
        assert f"{mover} to move" in html and 'class="ll-pulse"' in html


def test_pot_and_treasury_shown_when_options_are_on():
    game = landlords.new_game("monopoly", players=3, seed=2,
                              options={"free_parking_pot": True, "land_value_tax": 50})
    game.play(max_steps=400)
    html = board_html(game)
    assert "Free Parking pot" in html and 'class="ll-pot"' in html
    assert "LAND VALUE TAX 50% IN FORCE" in html
    pot = re.search(r'class="ll-pot">([^<]+)<', html).group(1)
    assert pot.replace("\u2212", "-") == landlords.engine.events.money(game.balance("pot"))


def test_board_html_is_pure():
    game = _midgame(seed=2)
    before = (game.step_count, game.turn, [game.balance(p) for p in game.players])
    board_html(game)
    assert (game.step_count, game.turn, [game.balance(p) for p in game.players]) == before


def test_play_app_new_monopoly_game_draws_the_board():
    app = PlayApp(seed=3, lazy_charts=False)
    assert "Boardwalk" not in app._board.value
    app._rules.value = "monopoly"
    click(app, "New game")
    assert app.game.rules.name == "monopoly"
    html = app._board.value
    assert "<svg" in html and "Boardwalk" in html and "Marvin Gardens" in html
    assert "No drawn board" not in html
