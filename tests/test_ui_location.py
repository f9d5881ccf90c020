"""The "Where tokens land" overlay on the drawn board, and its toggle in the Play and Replay apps.

Headless: the board's HTML is read as drawn.  With the overlay on, every space that has a
landing probability gets a shaded strip and a tooltip with its share of moves and its
expected rent now (the numbers of ``landlords.analysis.landing_overlay``), and the legend
says what the shade measures; with it off none of that is drawn.  The owners' tints, the
holders and the buildings are drawn as before.  The apps start with the toggle off,
shade both boards of a comparison, ask the analysis once per state on show, and offer no
toggle for a rule set without a board.
"""

from __future__ import annotations

import re
from html import escape

import pytest

import landlords
from landlords import analysis
from landlords.engine.registry import find_rules, rule_set_names

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

from ui_fixtures import buttons  # noqa: E402

from landlords.ui import PlayApp, ReplayApp, board_html  # noqa: E402
from landlords.ui.landing import LABEL, LEGEND_WORDS, SCALE, LandingLayer, scale_top, shade  # noqa: E402

BOARDS = [name for name in rule_set_names() if find_rules(name).landing is not None]
NO_BOARD = [name for name in rule_set_names() if find_rules(name).landing is None]


def played(rules: str, seed: int = 8, steps: int = 1500):
    game = landlords.new_game(rules, players=4, seed=seed)
    game.play(max_steps=steps)
    return game


def space_groups(html: str) -> dict[int, str]:
    """``{space index: the SVG of its group}`` of the ring and inner spaces drawn."""
    found = re.findall(r'<g class="ll-space[^"]*" data-space="(\d+)"(.*?)(?=<g class="ll-space|'
                       r'<g class="ll-landing-legend|$)', html, flags=re.S)
    return {int(index): body for index, body in found}


def first_title(group: str) -> str:
    return re.search(r"<title>(.*?)</title>", group, flags=re.S).group(1)


def expected_words(name: str, probability: float, rent: float) -> str:
    return f"{name}: {probability * 100:.2f}% of moves end here; expected rent now ${rent:,.2f} per opponent turn"


def strips(html: str) -> int:
    return html.count('<g class="ll-landing" ')


def toggle(app):
    """The app's "Where tokens land" toggle as a user sees it (None when not displayed)."""
    found = [b for b in buttons(app, LABEL) if isinstance(b, ipywidgets.ToggleButton)]
    assert len(found) <= 1
    return found[0] if found else None


# ---------------------------------------------------------------------------- the drawn board
def test_there_are_boards_to_shade_and_rule_sets_without_one():
    assert len(BOARDS) >= 2 and NO_BOARD


@pytest.mark.parametrize("rules", BOARDS)
def test_the_overlay_shades_every_space_and_words_its_share_and_rent(rules):
    game = played(rules)
    overlay = analysis.landing_overlay(game)
    assert any(rent > 0 for _, rent in overlay.values()), "nothing earns rent in this game"
    html = board_html(game, landing=overlay)
    groups = space_groups(html)
    table = game.table()
    names = {space.index: space.name for space in table.spaces}
    assert strips(html) == len(overlay)
    for index, (probability, rent) in overlay.items():
        group = groups[index]
        assert f'data-probability="{probability:.6f}"' in group, names[index]
        words = escape(expected_words(names[index], probability, rent))
        assert first_title(group).startswith(words), names[index]        # the space's tooltip
        assert f"<title>{words}</title>" in group                         # and the strip's
        assert f">{probability * 100:.1f}%</text>" in group
    top = scale_top(overlay)
    darkest = max(overlay, key=lambda s: overlay[s][0])
    assert f'fill="{shade(overlay[darkest][0], top)}"' in groups[darkest]
    assert 'data-landing="on"' in html and LEGEND_WORDS in html and LABEL in html
    for inner in table.inner:                                   # no probability, no shade
        assert "ll-landing" not in groups[inner.index]


def test_the_tooltip_of_a_held_street_gives_the_rent_of_location_of_its_level():
    game = landlords.new_game("monopoly", players=3, seed=4)
    illinois = game.data.names.index("Illinois Avenue")
    game.owner[illinois] = 0
    frame = analysis.rent_of_location("monopoly")
    row = frame[(frame["name"] == "Illinois Avenue") & (frame["level"] == "unimproved")].iloc[0]
    html = board_html(game, landing=analysis.landing_overlay(game))
    title = first_title(space_groups(html)[illinois])
    assert title.startswith(f"Illinois Avenue: {row['probability'] * 100:.2f}% of moves end here; "
                            f"expected rent now ${row['rent_per_turn']:.2f} per opponent turn")
    assert "price $240" in title                                # the space's own tooltip follows


@pytest.mark.parametrize("rules", BOARDS)
def test_without_the_overlay_nothing_of_it_is_drawn(rules):
    game = played(rules)
    html = board_html(game)
    assert strips(html) == 0 and "ll-landing" not in html and LEGEND_WORDS not in html
    assert 'data-landing="off"' in html and "of moves end here" not in html
    assert 'viewBox="0 0 1000 1000"' in html
    for space in game.table().spaces:
        assert first_title(space_groups(html)[space.index]) == escape(space.tooltip or space.name)


@pytest.mark.parametrize("rules", BOARDS)
def test_the_overlay_hides_no_owner_band_holder_or_building(rules):
    game = played(rules)
    off = board_html(game)
    on = board_html(game, landing=analysis.landing_overlay(game))
    assert 'class="ll-house"' in off or 'class="ll-hotel"' in off, "no buildings in this game"
    for drawn in ('class="ll-house"', 'class="ll-hotel"', 'class="ll-holder"', 'class="ll-mark"',
                  'fill-opacity="0.22"', "ll-in-play"):
        assert on.count(drawn) == off.count(drawn), drawn
    for space in game.table().spaces:
        if space.band:
            assert on.count(f'fill="{space.band}"') >= off.count(f'fill="{space.band}"')


def test_the_scale_runs_from_light_to_dark_and_tops_at_a_whole_percent():
    assert shade(0, 0.06) == SCALE[0] and shade(0.06, 0.06) == SCALE[-1]
    assert scale_top({0: (0.0559, 0.0), 1: (0.01, 0.0)}) == pytest.approx(0.06)
    assert scale_top({0: (0.06, 0.0)}) == pytest.approx(0.06)
    lightness = [sum(int(shade(p / 100, 0.08)[k:k + 2], 16) for k in (1, 3, 5)) for p in range(9)]
    assert lightness == sorted(lightness, reverse=True)


# ---------------------------------------------------------------------------- the apps
@pytest.mark.parametrize("rules", BOARDS)
def test_the_play_app_toggle_is_off_at_first_and_shades_the_board_when_on(rules):
    app = PlayApp(played(rules, steps=300))
    button = toggle(app)
    assert button is not None and button.value is False
    assert strips(app._board.value) == 0
    button.value = True
    overlay = analysis.landing_overlay(app.game)
    assert strips(app._board.value) == len(overlay) and LEGEND_WORDS in app._board.value
    app._on_step(None)                                          # the shading follows the game
    assert strips(app._board.value) == len(overlay)
    assert f'data-step="{app.game.step_count}"' in app._board.value
    button.value = False
    assert strips(app._board.value) == 0 and "of moves end here" not in app._board.value


@pytest.mark.parametrize("rules", NO_BOARD)
def test_the_play_app_has_no_toggle_for_a_rule_set_without_a_board(rules):
    app = PlayApp(landlords.new_game(rules, players=3, seed=1))
    assert toggle(app) is None
    with pytest.raises(analysis.NoBoardError):
        analysis.landing_overlay(app.game)


def test_the_toggle_comes_back_with_a_board_and_keeps_its_state():
    app = PlayApp(played(BOARDS[0], steps=200))
    toggle(app).value = True
    app.show_game(landlords.new_game(NO_BOARD[0], players=3, seed=1))
    assert toggle(app) is None and "ll-landing" not in app._board.value
    app.show_game(played(BOARDS[-1], steps=200))
    assert toggle(app).value is True and strips(app._board.value) == 40


def test_the_apps_ask_the_analysis_once_per_state_on_show(monkeypatch):
    calls = []
    real = analysis.landing_overlay

    def counted(game):
        calls.append(game.step_count)
        return real(game)
    monkeypatch.setattr(analysis, "landing_overlay", counted)
    app = PlayApp(played(BOARDS[0], steps=200))
    toggle(app).value = True
    for _ in range(3):
        app._render()                                           # redraws of the same state
    assert len(calls) == 1
    app._on_step(None)
    assert len(calls) == 2


def test_the_probabilities_are_solved_once_per_rule_set_and_policy(monkeypatch):
    from landlords.analysis import solved as kept
    solved = []
    real = kept.solve

    def counted(model):
        solved.append(model)
        return real(model)
    monkeypatch.setattr(kept, "solve", counted)
    monkeypatch.setattr(kept, "_SOLVED", {})
    app = PlayApp(played(BOARDS[0], steps=200))
    toggle(app).value = True
    for _ in range(4):
        app._on_step(None)
    app.show_game(played(BOARDS[0], seed=3, steps=100))
    assert len(solved) == 1


def test_a_problem_of_the_analysis_is_said_and_the_toggle_turns_off(monkeypatch):
    def refuse(game):
        raise analysis.ChainError("a state with no way out")
    monkeypatch.setattr(analysis, "landing_overlay", refuse)
    app = PlayApp(played(BOARDS[0], steps=100))
    toggle(app).value = True
    assert toggle(app).value is False and strips(app._board.value) == 0
    assert "Where tokens land cannot be shown: a state with no way out" in app._message.value


def test_the_replay_app_shades_both_boards_when_comparing():
    app = ReplayApp(played(BOARDS[0], steps=600))
    button = toggle(app)
    assert button is not None and button.value is False
    app.show_step(300)
    assert strips(app._boards[0].value) == 0
    button.value = True
    assert strips(app._boards[0].value) == 40
    app.branch_here(again=True)
    assert app.comparing
    assert [strips(board.value) for board in app._boards] == [40, 40]
    for board, game in zip(app._boards, (app._other, app.game), strict=True):
        assert f'data-step="{game.step_count}"' in board.value
    button.value = False
    assert [strips(board.value) for board in app._boards] == [0, 0]


def test_the_layer_keeps_the_overlays_of_both_boards_of_a_comparison():
    layer = LandingLayer()
    assert layer.overlay(played(BOARDS[0], steps=10)) is None          # off
    layer.on = True
    games = [played(BOARDS[0], seed=s, steps=100) for s in (1, 2)]
    first = [layer.overlay(game) for game in games]
    again = [layer.overlay(game) for game in games]
    assert all(a is b for a, b in zip(first, again, strict=True))
    games[0].play(max_steps=1)
    assert layer.overlay(games[0]) is not first[0]
