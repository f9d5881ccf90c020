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
from ui_fixtures import buttons, click, raise_callback_errors, walk  # noqa: E402,F401

import landlords  # noqa: E402
from landlords import charts  # noqa: E402
from landlords.engine.registry import find_rules  # noqa: E402
from landlords.ui import ExperimentsApp  # noqa: E402
from landlords.ui import conditions as cond  # noqa: E402
from landlords.ui.downloads import DownloadButton  # noqa: E402
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
        "under a and 0% under b; every player ended richer than he began in 10% and 90%.")
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


@pytest.mark.parametrize("point, low, high, words", [
    (0.5, 0.25, 0.75, "One-winner games fall below 50% of the games from land tax share 0.5 on (95% interval: "
                      "0.25 to 0.75), in 200 games per value."),
    (0.5, 0.25, None, "(95% interval: 0.25 to beyond the sweep)"),
    (0.0, 0.0, 0.0, "already at the first land tax share swept, 0.0"),
    (None, None, None, "stay at or above 50% of the games for every land tax share swept, from 0.0 to 1.0"),
])
def test_sweep_caption_and_marks(point, low, high, words):
    tipping = {"option": "land_tax_share", "level": 0.5, "outcome": "one winner", "point": point, "low": low,
               "high": high, "rates": {0.0: 0.9, 0.25: 0.6, 0.5: 0.4, 0.75: 0.2, 1.0: 0.1}}
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
