"""The Experiments app without a browser, and the experiment charts it shows.

The app is driven as a user would (its widgets' values, its buttons); a run is played here
(``app.run()`` or the Run button with no event loop) or, for progress and Cancel, in its
worker thread under an asyncio loop.  The charts are pure functions: their captions are
checked against numbers worked out by hand.
"""

from __future__ import annotations

import asyncio
import html
import io
import math
import re

import pandas as pd
import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

import ipywidgets  # noqa: E402
from ui_fixtures import click, walk  # noqa: E402

import landlords  # noqa: E402
from landlords import charts  # noqa: E402
from landlords.engine.registry import find_rules  # noqa: E402
from landlords.experiments.valuation import VALUATION_WORDS, VALUATIONS  # noqa: E402
from landlords.ui import ExperimentsApp  # noqa: E402
from landlords.ui import conditions as cond  # noqa: E402
from landlords.ui.downloads import DownloadButton  # noqa: E402
from landlords.ui.findings import (  # noqa: E402
    discount_words,
    findings_at,
    market_as_book,
    measures_at,
)
from landlords.ui.plots import PlotlyLibrary  # noqa: E402

MAGIE, MONOPOLY, DEAL, RX = "landlords-1906", "monopoly", "monopoly-deal", "random-exchange"


def message(app) -> str:
    return app._message.value


def app_for(rules: str, games: int = 6, **options) -> ExperimentsApp:
    """An app set to ``rules``, ``games`` per condition, and ``options`` in its options box."""
    app = ExperimentsApp(rules)
    app.games.value = games
    for name, value in options.items():
        app._options[name].value = value
    return app


def short_magie(games: int = 6) -> ExperimentsApp:
    return app_for(MAGIE, games, end="rounds", end_rounds=6)


def caption_lines(app) -> dict[str, list[str]]:
    """``{chart name: [its caption's sentence, any lines below it]}`` of the chart cards
    shown, as the page reads them (unescaped)."""
    found = {}
    for widget in walk(app._results):
        names = [c for c in widget._dom_classes if c.startswith("ll-chart-") and c != "ll-chart-card"]
        if names:
            lines = re.findall(r'<div class="ll-caption[^"]*">(.*?)</div>', widget.children[1].value)
            found[names[0].removeprefix("ll-chart-")] = [html.unescape(line) for line in lines]
    return found


def captions(app) -> dict[str, str]:
    """``{chart name: caption}`` of the chart cards shown (the one sentence under each)."""
    return {name: lines[0] for name, lines in caption_lines(app).items()}


def figures(app) -> dict:
    found = {}
    for widget in walk(app._results):
        names = [c for c in widget._dom_classes if c.startswith("ll-chart-") and c != "ll-chart-card"]
        if names:
            found[names[0].removeprefix("ll-chart-")] = widget.children[0]
    return found


def html_of(app) -> str:
    return "".join(w.value for w in walk(app._results) if isinstance(w, ipywidgets.HTML))


# ---------------------------------------------------------------------------- the setup
def test_every_rule_set_is_offered_by_its_title_and_fits_the_setup():
    app = ExperimentsApp()
    offered = dict(app.rules_choice.options)
    assert set(offered.values()) == set(landlords.rule_sets())
    for title, name in offered.items():
        rules = find_rules(name)
        assert title == rules.title
        app.rules_choice.value = name
        assert (app.players.min, app.players.max) == (rules.min_players, min(rules.max_players, 20))
        shown = [d.value for d in app._seat_bots[:app.players.value]]
        lineup = list(rules.default_lineup)
        assert shown == [lineup[k % len(lineup)] for k in range(app.players.value)]   # its line-up
        assert set(app._options) == set(rules.options)                               # its options
        kinds = {kind for _, kind in app.conditions.kinds}
        assert (cond.REFORM in kinds) == (rules.words.reform is not None)
        assert (cond.SWITCH in kinds) == (len(rules.regimes) >= 2)
        assert (cond.SHARE in kinds) == ("land_tax_share" in rules.options)


def test_the_usual_conditions_of_each_rule_set():
    app = ExperimentsApp(MAGIE)
    assert [row.kind.value for row in app.conditions.rows] == [cond.PLAIN, cond.REFORM, cond.SWITCH]
    assert app.conditions.rows[2].value.value == "10"
    app.rules_choice.value = DEAL                          # no regimes: the no-land baseline instead
    assert [row.kind.value for row in app.conditions.rows] == [cond.PLAIN, cond.BASELINE]
    app.rules_choice.value = RX                            # itself without land: no baseline
    assert [row.kind.value for row in app.conditions.rows] == [cond.PLAIN]
    assert cond.BASELINE not in {kind for _, kind in app.conditions.kinds}


def test_the_no_land_baseline_is_found_through_the_interface():
    for name in (MAGIE, MONOPOLY, DEAL):
        baseline = cond.no_land_rules(find_rules(name), 4)
        assert baseline is not None and baseline != name
        game = landlords.new_game(baseline, players=4, seed=1)
        assert game.land_held() is None
        assert landlords.new_game(name, players=4, seed=1).land_held() is not None
    assert cond.no_land_rules(find_rules(RX), 4) is None


def test_each_kind_of_condition_reads_into_what_the_experiment_plays():
    rules = find_rules(MAGIE)
    bots = {"Ann": "cautious", "Bob": "trader"}
    base = {"end": "rounds"}

    def read(kind, value=""):
        return cond.read_condition(kind, value, "", rules, base, bots, RX, "condition 1")

    assert read(cond.PLAIN) == ("the landlord rules", {"end": "rounds", "bots": bots})
    assert read(cond.REFORM) == ("the single tax from the start",
                                 {"end": "rounds", "bots": bots, "regime": "single-tax"})
    assert read(cond.SWITCH, " 12 ") == ("the single tax from turn 12",
                                         {"end": "rounds", "bots": bots, "switch_at": 12})
    assert read(cond.SHARE, "0.25") == ("a land tax share of 0.25",
                                        {"end": "rounds", "bots": bots, "land_tax_share": 0.25})
    assert read(cond.BASELINE) == (find_rules(RX).title, {"rules": RX})      # its own rules and line-up
    assert read(cond.OTHER, "end_rounds=40, vote=true") == (
        "end_rounds=40, vote=true", {"end": "rounds", "bots": bots, "end_rounds": 40, "vote": "true"})
    # the starting rules of the options name the others: from the single tax, a switch goes back
    start_single = cond.read_condition(cond.SWITCH, "5", "", rules, {"regime": "single-tax"}, bots, RX, "c")
    assert start_single[0] == "the landlord rules from turn 5"
    assert cond.read_condition(cond.PLAIN, "", "  mine ", rules, base, bots, RX, "c")[0] == "mine"
    assert list(cond.unique_names([("a", {}), ("a", {"x": 1}), ("a", {})])) == ["a", "a (2)", "a (3)"]


@pytest.mark.parametrize("kind, value, words", [
    (cond.SWITCH, "soon", "the turn to switch at is a whole number"),
    (cond.SWITCH, "-3", "the turn to switch at is a whole number"),
    (cond.SHARE, "1.5", "the tax share is a number from 0 to 1"),
    (cond.SHARE, "half", "the tax share is a number from 0 to 1"),
    (cond.OTHER, "", "give the options it changes"),
    (cond.OTHER, "end_rounds", "is not key=value"),
])
def test_a_condition_that_does_not_read_is_refused_by_name(kind, value, words):
    with pytest.raises(landlords.OptionError, match=words) as refused:
        cond.read_condition(kind, value, "", find_rules(MAGIE), {}, {}, RX, "condition 2")
    assert "condition 2" in str(refused.value)


# ---------------------------------------------------------------------------- bad input runs nothing
def refused(app, words: str) -> None:
    assert app.run() is None
    assert "ll-warning" in message(app) and words in message(app), message(app)
    assert app._results.children == () and app.outcome is None and not app.running


def test_no_games_is_a_visible_message_and_nothing_runs():
    app = short_magie(games=0)
    refused(app, "at least 1 game")
    click(app, "Run")                                       # the button says the same
    assert "at least 1 game" in message(app) and app.outcome is None


def test_a_switch_turn_that_is_not_a_number_is_a_visible_message():
    app = short_magie()
    app.conditions.rows[2].value.value = "soon"
    refused(app, "condition 3 (switch at turn T): the turn to switch at is a whole number")


def test_other_bad_input_is_a_message_too():
    app = short_magie()
    row = app.conditions.add_row(cond.OTHER, "colour=red")
    refused(app, "colour")
    app.conditions.remove_row(row)
    app._options["end_rounds"].value = 0                    # the widget's bound keeps it at 1...
    app.conditions.rows[0].kind.value = cond.OTHER
    app.conditions.rows[0].value.value = "end_rounds=0"     # ...but a condition may still ask for 0
    refused(app, "end_rounds")
    app = short_magie()
    for row in list(app.conditions.rows):
        app.conditions.remove_row(row)
    refused(app, "nothing to play")
    app.sweep.on.value = True
    app.sweep.values.value = "1:0:0.1"
    refused(app, "the step must be positive")
    app.sweep.values.value = "0.5"
    refused(app, "at least two values")


# ---------------------------------------------------------------------------- a run and what it shows
@pytest.fixture(scope="module")
def three_conditions():
    app = short_magie(games=8)
    app.conditions.add_row(cond.BASELINE)
    outcome = app.run()
    return app, outcome


def test_a_run_plays_every_condition_on_the_same_seeds(three_conditions):
    app, outcome = three_conditions
    results = outcome["conditions"]
    games = results.games
    assert not outcome["cancelled"] and outcome["games"] == 32 == len(games)
    names = list(results.conditions)
    assert names == ["the landlord rules", "the single tax from the start", "the single tax from turn 10",
                     find_rules(RX).title]
    for name in names:
        assert games.loc[games["condition"] == name, "seed"].tolist() == list(range(1, 9))
    rules = games.groupby("condition", observed=True)["rules"].first()
    assert rules[names[-1]] == RX and (rules[names[:3]] == MAGIE).all()
    assert (games.loc[games["rules"] == MAGIE, "rounds"] <= 6).all()          # the options reached them
    assert app._progress.value == app._progress.max == 32 and app._progress.bar_style == "success"
    assert "Done: 32 games" in app._status.value
    assert not app._run_button.disabled and app._cancel_button.disabled


def test_a_run_shows_each_chart_with_the_caption_of_its_numbers(three_conditions):
    app, outcome = three_conditions
    results, found = outcome["conditions"], outcome["findings"]
    app.show_valuation("book")                      # these findings are the book value's (market is the default)
    shown = captions(app)
    assert list(shown) == ["distribution", "by-turn", "lorenz", "outcomes", "spending"]
    assert charts.distribution_caption(results.games, found["compared"]) in shown["distribution"]
    assert charts.by_turn_caption(found["by_turn"]) in shown["by-turn"]
    assert charts.lorenz_caption(found["lorenz"]) in shown["lorenz"]
    assert charts.outcomes_caption(found["outcomes"], "book") in shown["outcomes"]
    assert shown["distribution"].count("under") == 3                          # every other condition
    drawn = {name: chart.figure_dict() for name, chart in figures(app).items()}
    boxes = [trace["name"] for trace in drawn["distribution"]["data"]]
    assert boxes == list(results.conditions)
    assert [t["name"] for t in drawn["outcomes"]["data"]] == [c for c in found["outcomes"].columns
                                                               if found["outcomes"][c].any()]
    assert isinstance(app._results.children[0], PlotlyLibrary)          # plotly.js, once for all charts
    assert "Plotly" in app._results.children[0].source


def test_the_tables_show_the_summary_and_the_paired_comparisons(three_conditions):
    app, outcome = three_conditions
    app.show_valuation("book")                      # these findings are the book value's (market is the default)
    html = html_of(app)
    compared = outcome["findings"]["compared"]
    assert "Paired comparisons with the landlord rules" in html
    assert set(compared["condition"]) == set(list(outcome["conditions"].conditions)[1:])
    assert (compared["pairs"] == 8).all()
    for name in outcome["conditions"].conditions:
        assert f"<th>{name}</th>" in html
    row = compared[(compared["condition"] == "the single tax from turn 10") & (compared["measure"] == "gini_book")]
    words = charts.difference_words(*row[["difference", "low", "high"]].iloc[0], show=lambda v: f"{v:.3f}")
    assert words in html


def test_the_download_buttons_give_the_frames_as_csv(three_conditions):
    app, outcome = three_conditions
    results = outcome["conditions"]
    found = {b.filename: b for b in walk(app._results) if isinstance(b, DownloadButton)}
    assert set(found) == {"experiment-games.csv", "experiment-players.csv", "experiment-turns.csv"}
    games = pd.read_csv(io.BytesIO(found["experiment-games.csv"].content()))
    assert len(games) == len(results.games) and list(games.columns) == list(results.games.columns)
    turns = pd.read_csv(io.BytesIO(found["experiment-turns.csv"].content()))
    assert len(turns) == len(results.turns) > 0


def test_a_download_is_sent_when_the_page_asks_for_it():
    sent = []
    button = DownloadButton("games (CSV)", "games.csv", lambda: b"seed\n1\n")
    button.send = lambda content, buffers=None: sent.append((content, buffers))
    button._on_message(button, {"event": "download"}, [])
    assert sent == [({"event": "file", "name": "games.csv", "mime": "text/csv"}, [b"seed\n1\n"])]


def test_a_sweep_shows_its_tipping_point():
    app = app_for(RX, games=10, rounds=5)
    app.conditions.remove_row(app.conditions.rows[0])
    app.sweep.on.value = True
    assert app.sweep.option.value == "starting_cash"        # its first number (it has no tax share)
    app.sweep.option.value = "rounds"
    app.sweep.values.value = "2, 5, 60"
    app.sweep.outcome.value = "mixed"
    app.sweep.level.value = 0.9
    outcome = app.run()
    tipping = outcome["swept"]["tipping"]
    app.show_valuation("book")                      # the tipping point at book value (market is the default)
    assert tipping["option"] == "rounds" and set(tipping["rates"]) == {2, 5, 60}
    assert tipping == outcome["sweep"].tipping_point(level=0.9, outcome="mixed")
    shown = captions(app)
    assert list(shown) == ["sweep"] and charts.sweep_caption(tipping, 10, "book") in shown["sweep"]
    chart = figures(app)["sweep"].figure_dict()
    assert tipping["point"] == 60                            # fixed by the seeds: 8 of 10 games mixed at 60 rounds
    marks = {s["name"]: s for s in chart["layout"]["shapes"]}
    assert marks["level"]["y0"] == 0.9 and marks["tipping point"]["x0"] == 60
    assert "ll-sweep-table" in html_of(app) and "conditions" not in outcome


def test_the_share_sweep_is_offered_first_with_its_values():
    app = ExperimentsApp(MONOPOLY)
    assert app.sweep.option.value == "land_tax_share" and app.sweep.values.value == "0:1:0.25"
    app.sweep.on.value = True
    option, values, level, outcome = app.sweep.read()
    assert (option, values, level, outcome) == ("land_tax_share", [0.0, 0.25, 0.5, 0.75, 1.0], 0.5, "one winner")


# ---------------------------------------------------------------------------- progress and Cancel
async def until(condition, what: str, timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}")
        await asyncio.sleep(0.02)


def test_run_plays_in_a_thread_with_a_progress_bar():
    app = short_magie(games=30)

    async def scenario():
        click(app, "Run")
        assert app.running and app._run_button.disabled and not app._cancel_button.disabled
        seen = set()
        while app.running:
            seen.add(app._progress.value)
            await asyncio.sleep(0.02)
        await until(lambda: app._task.done(), "the run's task to end")
        return seen

    seen = asyncio.run(scenario())
    assert app.outcome is not None and app.outcome["games"] == 90
    assert len(seen) >= 2 and app._progress.value == 90            # the bar moved, and filled
    assert len(captions(app)) == 5 and not app._run_button.disabled


def test_cancel_stops_the_run_and_says_so():
    app = short_magie(games=400)
    app._options["end_rounds"].value = 40

    async def scenario():
        click(app, "Run")
        await until(lambda: app._done > 0, "the first games to finish")
        click(app, "Cancel")
        await until(lambda: not app.running, "the run to stop after Cancel", timeout=120)

    asyncio.run(scenario())
    outcome = app.outcome
    assert outcome["cancelled"] and 0 < outcome["games"] < 1200
    assert "Cancelled after" in message(app) and "Cancelled" in app._status.value
    assert app._progress.bar_style == "warning" and not app._run_button.disabled
    assert outcome["conditions"].cancelled


def test_without_an_event_loop_run_plays_at_once():
    app = app_for(RX, games=3, rounds=4)
    click(app, "Run")
    assert app.outcome is not None and app.outcome["games"] == 3 and not app.running


# ---------------------------------------------------------------------------- the charts, by hand
def compared_rows(*rows):
    return pd.DataFrame([{"condition": c, "measure": m, "baseline_mean": 0.3, "condition_mean": 0.3 + d,
                          "difference": d, "low": lo, "high": hi, "pairs": 200} for c, m, d, lo, hi in rows])


def test_the_paired_caption_reads_as_the_brief_asks():
    table = compared_rows(("the single tax from turn 10", "gini_book", -0.17, -0.22, -0.12))
    assert charts.comparison_sentence(table, "gini_book", "the landlord rules") == (
        "Under the single tax from turn 10 the Gini at book value is 0.17 lower [0.12, 0.22] than "
        "under the landlord rules, in 200 paired games.")
    table = compared_rows(("a", "gini_book", 0.05, 0.01, 0.09), ("b", "gini_book", 0.004, -0.02, 0.03))
    assert charts.comparison_sentence(table, "gini_book", "base") == (
        "Against base, in 200 paired games, the Gini at book value is 0.05 higher [0.01, 0.09] under a "
        "and not clearly different (0.00 [-0.02, +0.03]) under b.")
    assert charts.comparison_sentence(table, "rounds", "base") is None


def test_difference_words():
    assert charts.difference_words(-0.17, -0.22, -0.12) == "0.17 lower [0.12, 0.22]"
    assert charts.difference_words(0.2, 0.1, 0.3, show=lambda v: f"{100 * v:.0f}", unit=" points") == \
        "20 points higher [10, 30]"
    assert charts.difference_words(-0.01, -0.03, 0.02) == "not clearly different (-0.01 [-0.03, +0.02])"
    assert charts.difference_words(0.0, 0.0, 0.0) == "the same in every pair of games"


def test_distribution_figure_and_caption_of_one_condition():
    games = pd.DataFrame({"condition": ["a"] * 5, "gini_book": [0.1, 0.2, 0.3, 0.4, 0.5]})
    figure = charts.distribution_figure(games)
    assert [t.name for t in figure.data] == ["a"] and list(figure.data[0].y) == [0.1, 0.2, 0.3, 0.4, 0.5]
    assert charts.distribution_caption(games) == (
        "In a typical game the Gini at book value ends at 0.30 under a (half the games between 0.20 "
        "and 0.40), over 5 games.")
    assert charts.distribution_caption(games.iloc[0:0]) == "No games were played."


def test_by_turn_keeps_the_turns_most_games_reach_and_says_the_last():
    rows = [("a", t, 0.01 * t, 0.01 * t - 0.004, 0.01 * t + 0.004, 10 if t <= 20 else 4) for t in range(0, 31)]
    rows += [("b", t, 0.02 * t, 0.02 * t - 0.01, 0.02 * t + 0.01, 10) for t in range(0, 16)]
    by_turn = pd.DataFrame(rows, columns=["condition", "turn", "mean", "low", "high", "games"])
    assert charts.majority_turns(by_turn)["turn"].max() == 20
    assert charts.by_turn_caption(by_turn) == (
        "At turn 15, the last turn most games of every condition reach, the mean Gini at book value is "
        "0.15 [0.15, 0.15] under a and 0.30 [0.29, 0.31] under b.")
    figure = charts.by_turn_figure(by_turn)
    lines = [t for t in figure.data if t.mode == "lines"]
    assert [t.name for t in lines] == ["a", "b"] and max(lines[0].x) == 20
    assert sum(1 for t in figure.data if t.fill == "toself") == 2               # a band each
    one = by_turn[by_turn["condition"] == "b"]
    assert charts.by_turn_caption(one) == ("The mean Gini at book value goes from 0.00 at turn 0 to "
                                           "0.30 [0.29, 0.31] at turn 15, the last turn most games reach.")


def test_lorenz_caption_says_what_the_poorest_half_hold():
    lorenz = pd.DataFrame({"condition": ["a"] * 5 + ["b"] * 5,
                           "population_share": [0, 0.25, 0.5, 0.75, 1] * 2,
                           "wealth_share": [0, 0.1, 0.3, 0.6, 1, 0, 0.2, 0.45, 0.7, 1]})
    assert charts.lorenz_caption(lorenz) == (
        "At the end the poorest half of the players hold 30% of all wealth at book value under a and 45% "
        "under b (with everyone equal, 50%).")
    figure = charts.lorenz_figure(lorenz)
    assert [t.name for t in figure.data] == ["everyone equal", "a", "b"]


def test_outcomes_chart_and_caption():
    shares = pd.DataFrame({"one winner": [0.5, 0.0], "everyone prospers": [0.1, 0.9], "mixed": [0.4, 0.1],
                           "stalled": [0.0, 0.0], "capped": [0.0, 0.0]}, index=["a", "b"])
    assert charts.outcomes_caption(shares) == (
        "One player ended with more than half of all wealth, and everyone else poorer, in 50% of the games "
        "under a and 0% under b; every player ended richer than they began in 10% and 90%.")
    figure = charts.outcomes_figure(shares)
    assert [t.name for t in figure.data] == ["one winner", "everyone prospers", "mixed"]     # empty classes left out
    assert figure.layout.barmode == "stack" and list(figure.data[0].y) == ["a", "b"]


def test_spending_speaks_the_rule_sets_money():
    summary = pd.DataFrame([("a", "wages_paid", 1500.4, 1400, 1600, 10), ("a", "public_spending", 0.0, 0, 0, 10),
                            ("b", "wages_paid", 2300.0, 2200, 2400, 10), ("b", "public_spending", 4100.0, 4000, 4200, 10)],
                           columns=["condition", "measure", "mean", "low", "high", "games"])
    assert charts.spending_caption(summary, find_rules(MAGIE)) == (
        "Per game, wages paid average $1,500 under a and $2,300 under b; public spending averages $0 under a "
        "and $4,100 under b.")
    deal = find_rules(DEAL)
    head, tail = charts._affixes(deal)
    assert f"{head}1,500{tail}" in charts.spending_caption(summary, deal)
    figure = charts.spending_figure(summary, find_rules(MAGIE))
    assert [t.name for t in figure.data] == ["wages paid", "public spending"]
    assert list(figure.data[1].error_y.array) == [0.0, 100.0]
    assert charts.spending_caption(summary.iloc[0:0]) == "These rules count no wages or public spending."


FALLING = {0.0: 0.9, 0.25: 0.6, 0.5: 0.4, 0.75: 0.2, 1.0: 0.1}


@pytest.mark.parametrize("point, low, high, words, rates", [
    (0.5, 0.25, 0.75, "One-winner games fall below 50% of the games from land tax share 0.5 on (95% interval: "
                      "0.25 to 0.75), in 200 games per value.", FALLING),
    (0.5, 0.25, None, "(95% interval: 0.25 to beyond the sweep)", FALLING),
    (0.0, 0.0, 0.0, "already at the first land tax share swept, 0.0", {v: r / 2 for v, r in FALLING.items()}),
    (None, None, None, "stay at or above 50% of the games for every land tax share swept, from 0.0 to 1.0",
     {v: 0.5 + r / 2 for v, r in FALLING.items()}),
])
def test_sweep_caption_and_marks(point, low, high, words, rates):
    """The caption and the marks read the curve (its rates); the tipping point and its
    interval come from ``tipping`` (cases whose point agrees with their rates)."""
    tipping = {"option": "land_tax_share", "level": 0.5, "outcome": "one winner", "point": point, "low": low,
               "high": high, "rates": rates}
    assert words in charts.sweep_caption(tipping, 200)
    shapes = {s.name: s for s in charts.sweep_figure(tipping).layout.shapes}
    assert shapes["level"].y0 == 0.5
    if point is None:
        assert "tipping point" not in shapes
    else:
        assert shapes["tipping point"].x0 == point
        assert (shapes["interval"].x0, shapes["interval"].x1) == (low, 1.0 if high is None else high)


def test_sweep_of_words_is_drawn_at_places():
    tipping = {"option": "end", "level": 0.5, "outcome": "mixed", "point": "wages", "low": "rounds",
               "high": "wages", "rates": {"rounds": 0.7, "wages": 0.2}}
    figure = charts.sweep_figure(tipping)
    assert list(figure.data[0].x) == [0, 1] and list(figure.layout.xaxis.ticktext) == ["rounds", "wages"]
    assert math.isclose(figure.layout.shapes[-1].x0, 1)


# ---------------------------------------------------------------------------- serving the app
def test_the_experiments_notebook_is_thin_and_served():
    import json

    from landlords.ui import serve
    root = serve.checkout_apps()
    notebook = json.loads((root / "experiments.ipynb").read_text("utf-8"))
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    assert "".join(code[0]["source"]) == serve.APPS["experiments"][1]
    assert "ExperimentsApp()" in serve.APPS["experiments"][1]
    assert serve.app_url(8000, "experiments").endswith("/voila/render/experiments.ipynb")


# ---------------------------------------------------------------------------- the valuation of wealth
VALUED = list(VALUATIONS)


@pytest.fixture
def at_each_valuation(three_conditions):
    """The three-condition run, shown at each valuation in turn by the selector (and put
    back at book value after the test: the run is shared by the module's tests)."""
    app, outcome = three_conditions

    def shown_at(valuation):
        app.valuation.value = valuation
        return app
    try:
        yield shown_at, outcome
    finally:
        app.valuation.value = "book"


def money_of(outcome):
    return outcome["plan"]["rules"].words.amount


def test_the_selector_offers_the_three_valuations_in_the_experiments_words(three_conditions):
    app, _ = three_conditions
    fresh = ExperimentsApp(MAGIE)
    assert fresh.valuation.value == "market"                        # market value until the teacher chooses (issue 24)
    assert not any(w is fresh._valuation_bar for w in walk(fresh))  # no results, no selector
    assert any(w is app.valuation for w in walk(app._results))      # results: the selector is on screen
    assert app.valuation.description == "Wealth counted at:"
    assert list(app.valuation.options) == [("Market value", "market"), ("The rules' score", "score"),
                                           ("Book value", "book")]
    for tooltip, words in zip(app.valuation.tooltips, [VALUATIONS[v] for v in ("market", "score", "book")],
                              strict=True):
        assert tooltip.lower() == words.lower()                     # what each counts, in the words of the experiments
    assert "Book value: cash, cards at their printed price" in app._valuation_hint.value


@pytest.mark.parametrize("valuation", VALUED)
def test_switching_the_valuation_redraws_every_chart_from_its_columns(at_each_valuation, valuation):
    shown_at, outcome = at_each_valuation
    app = shown_at("book")
    before = {name: chart for name, chart in figures(app).items()}
    results = outcome["conditions"]
    games, names = results.games, list(results.conditions)
    at_book = {name: chart.figure_dict() for name, chart in before.items()}
    shown_at(valuation)
    drawn = figures(app)
    assert all(drawn[name] is chart for name, chart in before.items())    # the same charts, redrawn in place
    drawn = {name: chart.figure_dict() for name, chart in drawn.items()}
    for name in ("distribution", "by-turn", "lorenz"):          # another valuation, other numbers
        assert (drawn[name]["data"] == at_book[name]["data"]) == (valuation == "book"), name
    assert drawn["spending"] == at_book["spending"]             # money paid is the same at every valuation
    gini = f"gini_{valuation}"
    boxes = drawn["distribution"]["data"]
    assert [box["name"] for box in boxes] == names
    for box, name in zip(boxes, names, strict=True):
        assert box["y"] == games.loc[games["condition"] == name, gini].tolist()
    by_turn = charts.majority_turns(results.by_turn(gini))
    lines = [t for t in drawn["by-turn"]["data"] if t.get("mode") == "lines"]
    for line, name in zip(lines, names, strict=True):
        assert line["y"] == pytest.approx(by_turn.loc[by_turn["condition"] == name, "mean"].tolist())
    lorenz = results.lorenz(valuation)
    curves = drawn["lorenz"]["data"][1:]
    for curve, name in zip(curves, names, strict=True):
        assert curve["y"] == pytest.approx(lorenz.loc[lorenz["condition"] == name, "wealth_share"].tolist())
    column = "outcome_class" if valuation == "book" else f"outcome_class_{valuation}"
    for bar in drawn["outcomes"]["data"]:                   # each class's share, counted here from the rows
        expected = [float((games.loc[games["condition"] == name, column] == bar["name"]).mean()) for name in names]
        assert bar["x"] == pytest.approx(expected)
    words = VALUATION_WORDS[valuation]
    assert words in drawn["lorenz"]["layout"]["title"]["text"] and words in drawn["outcomes"]["layout"]["title"]["text"]
    assert drawn["distribution"]["layout"]["yaxis"]["title"]["text"] == f"final Gini {words} (0 = equal)"


@pytest.mark.parametrize("valuation", VALUED)
def test_switching_the_valuation_rewrites_each_caption_in_its_words(at_each_valuation, valuation):
    shown_at, outcome = at_each_valuation
    app = shown_at(valuation)
    found = findings_at(outcome["findings"], valuation)
    results = outcome["conditions"]
    shown = captions(app)
    words = VALUATION_WORDS[valuation]                       # "at market value", "by the rules' score"
    assert shown["distribution"] == charts.distribution_caption(results.games, found["compared"], valuation=valuation)
    assert f"the Gini {words} is" in shown["distribution"]
    assert shown["by-turn"] == charts.by_turn_caption(found["by_turn"], valuation=valuation)
    assert f"the mean Gini {words} is" in shown["by-turn"]
    assert shown["lorenz"] == charts.lorenz_caption(found["lorenz"], valuation)
    assert f"of all wealth {words}" in shown["lorenz"]
    assert shown["outcomes"] == charts.outcomes_caption(found["outcomes"], valuation)
    assert shown["outcomes"].startswith(f"{words[:1].upper()}{words[1:]}, one player ended")
    others = [VALUATION_WORDS[v] for v in VALUED if v != valuation]
    for name, caption in shown.items():
        assert not any(other in caption for other in others), (name, caption)   # one valuation everywhere
    money = caption_lines(app)["distribution"][1]            # the Gini's caption has money below it
    assert money == charts.absolute_caption(found["summary"], valuation, outcome["plan"]["rules"])
    assert money.startswith(f"{words[:1].upper()}{words[1:]}, the mean gap in wealth between two players is $")
    assert "the bank paid out $" in money and "net new money" in money


def summary_cells(app) -> dict[str, list[str]]:
    """``{condition: [the summary table's cells, unescaped text]}``."""
    table = app._tables["summary"].value
    rows = re.findall(r"<tr><th>(.*?)</th>(.*?)</tr>", table.split("<tbody>")[1])
    return {html.unescape(name): [html.unescape(re.sub(r"<[^>]+>", "", cell))
                                  for cell in re.findall(r"<td>(.*?)</td>", cells)] for name, cells in rows}


@pytest.mark.parametrize("valuation", VALUED)
def test_the_summary_shows_the_gap_the_total_and_the_banks_money_at_the_valuation(at_each_valuation, valuation):
    shown_at, outcome = at_each_valuation
    app = shown_at(valuation)
    summary = outcome["findings"]["summary"]
    money = money_of(outcome)
    table = app._tables["summary"].value
    assert f'data-valuation="{valuation}"' in table and f"wealth counted {html.escape(VALUATION_WORDS[valuation])}" in table
    heads = [html.unescape(h) for h in re.findall(r"<th>([^<]*)</th>", table.split("<tbody>")[0])]
    assert heads == ["condition", "games", "Gini", "mean gap between two players", "total wealth", "one winner",
                     "everyone prospers", "paid out by the bank", "net new money", "rounds"]
    cells = summary_cells(app)
    assert list(cells) == list(outcome["conditions"].conditions)

    def mean(condition, measure):
        return summary[(summary["condition"] == condition) & (summary["measure"] == measure)].iloc[0]

    for condition, row in cells.items():
        gini, gap, total = (mean(condition, f"{m}_{valuation}") for m in ("gini", "mad", "total"))
        assert row[0] == "8"
        assert row[1].startswith(f"{gini['mean']:.3f} [")
        assert row[2].startswith(f"{money(round(gap['mean']))} [{money(round(gap['low']))}, ")
        assert row[3].startswith(f"{money(round(total['mean']))} [")
        assert row[6].startswith(f"{money(round(mean(condition, 'money_issued')['mean']))} [")
        assert row[7].startswith(f"{money(round(mean(condition, 'money_created')['mean']))} [")
    games = outcome["conditions"].games                     # the gap is the mean of the rows' gaps
    first = list(cells)[0]
    assert mean(first, f"mad_{valuation}")["mean"] == pytest.approx(
        games.loc[games["condition"] == first, f"mad_{valuation}"].mean())


@pytest.mark.parametrize("valuation", VALUED)
def test_the_paired_table_shows_the_measures_of_the_valuation_in_plain_words(at_each_valuation, valuation):
    shown_at, outcome = at_each_valuation
    app = shown_at(valuation)
    table = html.unescape(app._tables["compared"].value)
    compared = outcome["findings"]["compared"]
    words = VALUATION_WORDS[valuation]
    for measure in ("gini", "mad", "total"):
        assert f"{charts.MEASURE_WORDS[f'{measure}_{valuation}']}<" in table
    row = compared[(compared["condition"] == "the single tax from turn 10") & (compared["measure"] == f"gini_{valuation}")]
    assert charts.difference_words(*row[["difference", "low", "high"]].iloc[0], show=lambda v: f"{v:.3f}") in table
    row = compared[(compared["condition"] == "the single tax from turn 10") & (compared["measure"] == f"mad_{valuation}")]
    assert charts.difference_words(*row[["difference", "low", "high"]].iloc[0], show=lambda v: money_of(outcome)(round(v)))
    assert "the money the bank paid out" in table and "the net new money" in table
    assert not any(VALUATION_WORDS[v] in table for v in VALUED if v != valuation)
    assert f"the Gini {words}" in table and not re.search(r"\b[a-z]+_[a-z_]+\b", table)   # no column names


def test_market_value_states_its_discount_rate_once(at_each_valuation):
    shown_at, outcome = at_each_valuation
    games = outcome["conditions"].games
    rate = games.loc[games["condition"] == "the landlord rules", "discount"].iloc[0]
    said = f"capitalised at {100 * rate:.2f}% a round"
    app = shown_at("market")
    assert said == "capitalised at 1.55% a round"                # the landlord rules with four players
    page = html_of(app)
    assert page.count(said) == 1 and said in app._valuation_hint.value
    assert "no board to draw rent from, so market value is book value" in app._valuation_hint.value
    assert "Market value: each holding at the rent it will draw for its holder" in app._valuation_hint.value
    assert said not in html_of(shown_at("score")) and said not in html_of(shown_at("book"))


def test_switching_reads_nothing_again(at_each_valuation, monkeypatch):
    shown_at, outcome = at_each_valuation
    from landlords.experiments import Experiment, Results

    def refused(*_args, **_kwargs):
        raise AssertionError("the selector read the games again")
    for name in ("summary", "compare", "by_turn", "lorenz", "outcome_classes", "tipping_point"):
        monkeypatch.setattr(Results, name, refused)
    monkeypatch.setattr(Experiment, "run", refused)
    for valuation in ["market", "score", "book", "market"]:
        shown_at(valuation)
    assert captions(shown_at("market"))["lorenz"].endswith("(with everyone equal, 50%).")


def test_the_screen_speaks_plain_words_at_every_valuation(at_each_valuation):
    from test_ui_words import problems, visible_strings
    shown_at, _ = at_each_valuation
    for valuation in VALUED:
        app = shown_at(valuation)
        assert not problems(visible_strings(app)), problems(visible_strings(app))


@pytest.mark.parametrize("rules", landlords.rule_sets())
def test_the_setup_speaks_plain_words(rules):
    from test_ui_words import problems, visible_strings
    app = ExperimentsApp(rules)
    app.sweep.on.value = True
    # "start:stop:step" writes a range of values; there is no clock in this app to confuse it with
    assert not problems(visible_strings(app), step_allowed=True), problems(visible_strings(app), step_allowed=True)


def test_a_sweep_follows_the_selector():
    app = app_for(MAGIE, games=10, end="rounds", end_rounds=6)
    for row in list(app.conditions.rows):
        app.conditions.remove_row(row)
    app.sweep.on.value = True
    app.sweep.option.value = "land_tax_share"
    app.sweep.values.value = "0, 0.5, 1"
    app.sweep.outcome.value = "mixed"
    outcome = app.run()
    assert captions(app)["sweep"].startswith("Mixed games (at market value)")        # the default
    assert 'data-valuation="market"' in app._tables["sweep"].value
    app.valuation.value = "book"
    assert captions(app)["sweep"].startswith("Mixed games (at book value)")
    app.valuation.value = "market"
    tipping = outcome["swept"]["tippings"]["market"]
    assert captions(app)["sweep"] == charts.sweep_caption(tipping, 10, "market")
    chart = figures(app)["sweep"].figure_dict()
    assert chart["data"][0]["y"] == [tipping["rates"][v] for v in sorted(tipping["rates"])]
    games = outcome["sweep"].games
    for value, rate in tipping["rates"].items():                 # the share of mixed games at market value
        part = games[games["condition"] == f"land_tax_share={value}"]
        assert rate == pytest.approx((part["outcome_class_market"] == "mixed").mean())
    table = app._tables["sweep"].value
    assert 'data-valuation="market"' in table and "mean gap between two players at market value" in table
    assert "capitalised at 1.55% a round" in app._valuation_hint.value


def test_the_csv_of_the_games_keeps_every_valuation(three_conditions):
    app, outcome = three_conditions
    found = {b.filename: b for b in walk(app._results) if isinstance(b, DownloadButton)}
    games = pd.read_csv(io.BytesIO(found["experiment-games.csv"].content()))
    players = pd.read_csv(io.BytesIO(found["experiment-players.csv"].content()))
    for v in VALUED:
        assert {f"gini_{v}", f"mad_{v}", f"total_{v}"} <= set(games.columns) and f"final_{v}" in players
    assert {"money_issued", "money_created", "discount", "outcome_class_market"} <= set(games.columns)


# ---------------------------------------------------------------------------- the findings, by hand
def test_the_findings_at_each_valuation_agree_with_the_results(three_conditions):
    _, outcome = three_conditions
    results, findings = outcome["conditions"], outcome["findings"]
    played = list(results.conditions)
    assert findings_at(findings, "book")["outcomes"].equals(findings["outcomes"])
    games = results.games
    for valuation in ("score", "market"):
        shares = findings_at(findings, valuation)["outcomes"]
        column = "outcome_class" if valuation == "book" else f"outcome_class_{valuation}"
        for condition in played:
            part = games[games["condition"] == condition][column]
            for name in shares.columns:
                assert shares.loc[condition, name] == pytest.approx((part == name).mean())
    assert findings_at(findings, "market")["lorenz"].equals(results.lorenz("market"))
    assert findings_at(findings, "score")["by_turn"].equals(results.by_turn("gini_score"))
    assert measures_at("market")[:7] == ["gini_market", "mad_market", "top_share_market", "total_market",
                                          "one_winner_market", "everyone_prospers_market", "below_start_market"]
    assert "gini_book" not in measures_at("market") and "money_issued" in measures_at("market")


def test_the_tipping_point_at_a_valuation_reads_its_outcome_classes():
    from landlords.experiments import Experiment
    results = Experiment.sweep_of(RX, "rounds", [2, 5, 60], games=10).run(progress=False)
    book = results.tipping_point(level=0.9, outcome="mixed")
    assert results.tipping_point(level=0.9, outcome="mixed", valuation="book") == book
    games = results.games.copy()
    games["outcome_class_market"] = "one winner"             # every game, at market value
    results._games = games
    assert results.tipping_point(level=0.9, outcome="mixed", valuation="market")["point"] == 2
    assert results.tipping_point(level=0.9, outcome="one winner", valuation="market")["point"] is None
    with pytest.raises(ValueError):
        results.tipping_point(valuation="price")


def test_discount_words():
    assert discount_words({"a": 0.0155, "b": 0.0155}) == "Holdings capitalised at 1.55% a round."
    assert discount_words({"a": 0.0155, "b": None}) == (
        "Holdings capitalised at 1.55% a round; b: no board to draw rent from, so market value is book value.")
    assert discount_words({"a": 0.02, "b": 0.01}) == (
        "Holdings capitalised at 2.00% a round under a, 1.00% a round under b.")
    assert discount_words({"a": 0.0155, "b": 0.0155}, as_book=["b"]) == (
        "Holdings capitalised at 1.55% a round; b: no holding is valued by the rent it will draw, so market "
        "value is book value.")
    assert discount_words({"a": 0.0155}, as_book=["a"]) == (
        "In these games no holding is valued by the rent it will draw, so market value is book value.")
    assert discount_words({}) == ""


def test_the_conditions_whose_market_value_is_book_value():
    players = pd.DataFrame({"condition": ["a", "a", "b", "b"], "final_book": [100, 200, 100, 200],
                            "final_market": [100.0, 200.0, 90.0, 200.0]})
    assert market_as_book(players) == ["a"]


# ---------------------------------------------------------------------------- the charts at a valuation, by hand
def test_the_charts_read_the_column_of_the_valuation():
    games = pd.DataFrame({"condition": ["a"] * 4, "gini_book": [0.1, 0.2, 0.3, 0.4],
                          "gini_market": [0.5, 0.6, 0.7, 0.8]})
    assert list(charts.distribution_figure(games, valuation="market").data[0].y) == [0.5, 0.6, 0.7, 0.8]
    assert list(charts.distribution_figure(games).data[0].y) == [0.1, 0.2, 0.3, 0.4]          # book by default
    assert list(charts.distribution_figure(games, "gini_market").data[0].y) == [0.5, 0.6, 0.7, 0.8]
    assert charts.distribution_caption(games, valuation="market").startswith(
        "In a typical game the Gini at market value ends at 0.65 under a")
    by_turn = pd.DataFrame({"condition": ["a", "a"], "turn": [0, 1], "mean": [0.0, 0.2], "low": [0.0, 0.1],
                            "high": [0.0, 0.3], "games": [5, 5]})
    assert charts.by_turn_caption(by_turn, valuation="score") == (
        "The mean Gini by the rules' score goes from 0.00 at turn 0 to 0.20 [0.10, 0.30] at turn 1, the last "
        "turn most games reach.")
    assert charts.by_turn_figure(by_turn, valuation="score").layout.title.text == \
        "Mean Gini by the rules' score, turn by turn"
    lorenz = pd.DataFrame({"condition": ["a"] * 3, "population_share": [0, 0.5, 1], "wealth_share": [0, 0.2, 1]})
    assert charts.lorenz_caption(lorenz, "market") == (
        "At the end the poorest half of the players hold 20% of all wealth at market value (with everyone equal, 50%).")
    shares = pd.DataFrame({"one winner": [0.5], "everyone prospers": [0.1], "mixed": [0.4]}, index=["a"])
    assert charts.outcomes_caption(shares, "score") == (
        "By the rules' score, one player ended with more than half of all wealth, and everyone else poorer, in "
        "50% of the games; every player ended richer than they began in 10%.")
    assert charts.outcomes_figure(shares, valuation="score").layout.title.text == "How the games ended, by the rules' score"
    assert [charts.valuation_label(v) for v in VALUED] == ["Book value", "The rules' score", "Market value"]


def test_the_absolute_caption_says_the_gap_the_total_and_the_banks_money():
    rows = [("a", "mad_market", 1234.4), ("a", "total_market", 6000.0), ("a", "money_issued", 2000.0),
            ("a", "money_created", -150.0), ("b", "mad_market", 567.0), ("b", "total_market", 6500.0),
            ("b", "money_issued", 3100.0), ("b", "money_created", 2700.0), ("a", "mad_book", 1.0)]
    summary = pd.DataFrame([(c, m, v, v, v, 10) for c, m, v in rows],
                           columns=["condition", "measure", "mean", "low", "high", "games"])
    assert charts.absolute_caption(summary, "market", find_rules(MAGIE)) == (
        "At market value, the mean gap in wealth between two players is $1,234 under a and $567 under b, of a "
        "total wealth of $6,000 and $6,500; the bank paid out $2,000 and $3,100 after the starting cash (net "
        "new money: -$150 and $2,700).")
    one = summary[summary["condition"] == "a"]
    assert charts.absolute_caption(one, "market") == (
        "At market value, the mean gap in wealth between two players is $1,234, of a total wealth of $6,000; the "
        "bank paid out $2,000 after the starting cash (net new money: -$150).")
    assert charts.absolute_caption(summary.iloc[0:0], "book") is None
