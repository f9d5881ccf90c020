"""Issue 15 without a browser: choices that read alike told apart, taking a seat, Deal's
charts, whole-unit ticks, captions and the note where the rules count wealth differently."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")

import landlords  # noqa: E402
from landlords import charts  # noqa: E402
from landlords.branching import Timeline  # noqa: E402
from landlords.engine.prompt import Choice  # noqa: E402
from landlords.examples import example_record  # noqa: E402
from landlords.ui import (
    PlayApp,  # noqa: E402
    view,  # noqa: E402
)
from landlords.ui.decision import distinct  # noqa: E402
from landlords.ui.seats import seat_choices, take_seat  # noqa: E402


def test_choices_that_read_alike_are_told_apart():
    two = [Choice(("play", 1), "Rent: red/yellow, 1M"), Choice(("play", 2), "Rent: red/yellow, 1M"),
           Choice(("end",), "end the turn")]
    assert [c.label for c in distinct(two)] == ["Rent: red/yellow, 1M", "the other Rent: red/yellow, 1M",
                                                "end the turn"]
    assert [c.action for c in distinct(two)] == [c.action for c in two]
    three = [Choice(("bank", k), "bank 1M") for k in range(3)]
    assert [c.label for c in distinct(three)] == ["bank 1M", "the second bank 1M", "the third bank 1M"]


def test_taking_a_seat_keeps_the_game_and_hands_one_player_to_a_person():
    timeline = Timeline(example_record())
    game = timeline.at(200)
    taken = take_seat(game, "Bob")
    assert taken.state_key() == game.state_key() and taken.step_count == game.step_count
    assert not taken.is_bot("Bob") and all(taken.is_bot(name) for name in ("Ann", "Cy", "Dee"))
    assert game.is_bot("Bob")                                      # the game shown is unchanged
    assert [value for _, value in seat_choices(game)] == list(game.players)
    with pytest.raises(landlords.LandlordsError):
        take_seat(game, "Zed")
    taken.play()
    assert taken.to_move == "Bob"                                  # the bots stop at his decision


def test_a_card_game_is_charted_by_its_sets_and_cash():
    game = landlords.new_game("monopoly-deal", players=3, seed=2)
    game.play(until_turn=12)
    panels = charts.panels_for(game.rules, game.history_columns())
    assert panels == ["gini", "sets", "cash"]
    spec = charts.chart_spec(panels, game.history(), colors=view.colors(game), rules=game.rules)
    sets = [t for t in spec["data"] if t["yaxis"] == "y2"]
    assert [t["name"] for t in sets] == list(game.players)
    assert spec["layout"]["yaxis2"]["dtick"] == 1                  # whole sets
    assert {t["marker"]["symbol"] for t in sets} == set(charts.PLAYER_MARKERS[:3])    # marks beyond colour
    assert all(charts.caption(panel, game.rules) for panel in panels)


def test_a_switch_that_counts_wealth_differently_is_noted_on_the_wealth_panel():
    timeline = Timeline(example_record())
    assert view.recount_turns(timeline) == [40]
    before = timeline.at(timeline.steps_of("rules_switched")[0] - 1)
    assert view.recounts_wealth(before, "single-tax")
    game = landlords.new_game("random-exchange", players=4, seed=1)
    assert view.recount_turns(Timeline(game)) == []


def test_the_play_app_draws_a_deal_table_with_the_persons_hand_and_distinct_choices():
    game = landlords.new_game("monopoly-deal", players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "banker", "Cy": "collector"}, seed=3)
    app = PlayApp(game, lazy_charts=False)
    game.play()                                                    # the bots play to Ann's decision
    app.show_game(game)
    html = app._board.value
    assert 'class="ll-board ll-cards"' in html and "face up" in html and "Draw pile" in html
    labels = [c.label for c in distinct(game.prompt().choices)]
    assert len(labels) == len(set(labels))
    assert [t.name for t in app.charts.data][:1] == ["Gini at market value"]
    assert "Complete sets each player holds" in app._captions.value


@pytest.mark.parametrize("rules", landlords.rule_sets())
def test_the_charts_legend_names_every_player_once(rules):
    game = landlords.new_game(rules, players=3, seed=1)
    game.play(until_turn=5)
    panels = charts.panels_for(game.rules, game.history_columns())
    spec = charts.chart_spec(panels, game.history(), [], {p: "#000000" for p in game.players}, rules=game.rules)
    named = [t["name"] for t in spec["data"] if t.get("showlegend")]
    assert sorted(n for n in named if n in game.players) == sorted(game.players), (panels, named)
