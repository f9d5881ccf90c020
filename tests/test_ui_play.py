"""The Play app, driven without a browser: clicks are ``button.click()``, typing is ``.value``.

Every test runs with ``raise_callback_errors`` (see ``conftest``): an exception in a
handler fails the test instead of being logged and lost.
"""

from __future__ import annotations

import asyncio
import base64
import datetime
import json
import os
import re
from pathlib import Path

import pytest

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

from ui_fixtures import all_bots, buttons, click, of_type, reach  # noqa: E402

import landlords  # noqa: E402
from landlords import charts  # noqa: E402
from landlords.ui import PlayApp, board_html  # noqa: E402
from landlords.ui import serve as serve_module  # noqa: E402  (the module landlords.ui.serve)

ROOT = Path(__file__).resolve().parent.parent
DECISION_KINDS = ("initial", "turn", "move", "speculate", "luxury", "bid", "option", "raise",
                  "compose", "respond", "vote", "opportunity", "build_here")


def app_for(game) -> PlayApp:
    return PlayApp(game=game, lazy_charts=False)


def message(app) -> str:
    return re.sub(r"<[^>]+>", "", app._message.value)


def upload_value(name: str, content: bytes) -> tuple:
    return ({"name": name, "type": "application/json", "size": len(content),
             "last_modified": datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC),
             "content": memoryview(content)},)


# ---------------------------------------------------------------------------- building and setup
def test_app_builds_with_board_controls_setup_and_charts():
    app = PlayApp(seed=3, lazy_charts=False)
    assert isinstance(app, ipywidgets.VBox)
    for label in ("New game", "One move", "Next turn", "Play to end", "Auto", "Pause", "Save game"):
        assert len(buttons(app, label)) == 1, label
    assert buttons(app, "Single tax", startswith=True)
    html = app._board.value
    assert app.game.rules.name == "landlords-1906"              # the first rule set installed
    for space in app.game.table().spaces:
        assert space.name.replace("'", "&#x27;") in html or space.name.split()[0] in html
    assert "Public Treasury" in html and "Miscellaneous" in html
    for corner in ("Timberland", "Farmlands", "Coal Mines", "Oil Fields"):
        assert corner in html
    fig = app.charts
    assert fig is not None and len(fig.data) == 1 + 4 + 2
    assert [t.name for t in fig.data][1:5] == ["Ann", "Bob", "Cy", "Dee"]
    assert app.game.seed == 3


def test_lazy_charts_wait_until_the_app_is_shown():
    app = PlayApp(seed=3)
    assert app.charts is None                      # the page shows first; plotly's JS later
    app._on_shown(app._probe, {"event": "shown"}, [])
    assert app.charts is not None and app._chart_slot.children == (app.charts,)


def test_setup_panel_offers_players_bots_options_and_seed():
    app = PlayApp(seed=1, lazy_charts=False)
    setup = app.setup
    kinds = dict(setup.seat_kinds[0].options)
    assert "human" in kinds.values()
    for bot in landlords.bot_names("landlords-1906"):
        assert bot in kinds.values()
    for name in landlords.describe_bots("landlords-1906"):
        assert name in setup.bot_help.value
    regimes = dict(setup.option("regime").options)                 # in the rule set's words
    assert regimes == {"the landlord rules": "landlord", "the single tax": "single-tax"}
    setup.count.value = 3
    setup.seat_names[0].value = "Mae"
    setup.seat_kinds[0].value = "human"
    setup.seat_names[1].value = "Lizzie"
    setup.seat_kinds[1].value = "speculator"
    setup.seat_names[2].value = "Henry"
    setup.seat_kinds[2].value = "improver"
    setup.option("advanced").value = True
    setup.option("regime").value = "single-tax"
    setup.seed.value = "42"
    click(app, "New game")
    game = app.game
    assert game.players == ("Mae", "Lizzie", "Henry")
    assert not game.is_bot("Mae") and game.bot_names == {"Lizzie": "speculator", "Henry": "improver"}
    assert game.seed == 42 and game.options["advanced"] is True and game.regime == "single-tax"
    assert buttons(app, "Single tax: on")


def test_setup_counts_show_only_the_chosen_number_of_seats():
    app = PlayApp(seed=1, lazy_charts=False)
    app.setup.count.value = 2
    shown = [row for row in app.setup.seat_rows if row.layout.display != "none"]
    assert len(shown) == 2
    app.setup.count.value = 6
    app.setup.seed.value = "5"
    click(app, "New game")
    assert len(app.game.players) == 6


def test_monarch_and_beginners_options():
    app = PlayApp(seed=1, lazy_charts=False)
    app.setup.option("scenario").value = "monarch"
    app.setup.seed.value = "9"
    click(app, "New game")
    assert app.game.options["scenario"] == "monarch"
    assert "monarch" in app._board.value
    app.setup.option("scenario").value = "standard"
    app.setup.option("beginners_opening").value = True
    app.setup.count.value = 4
    click(app, "New game")
    assert app.game.options["beginners_opening"] is True


def test_bad_setup_shows_a_message_and_keeps_the_game():
    app = PlayApp(seed=1, lazy_charts=False)
    before = app.game
    app.setup.seat_names[1].value = "Ann"           # two players called Ann
    click(app, "New game")
    assert app.game is before
    assert "differ" in message(app)
    app.setup.seat_names[1].value = "Bob"
    app.setup.seed.value = "seven"
    click(app, "New game")
    assert app.game is before and "seed" in message(app)


# ---------------------------------------------------------------------------- playing on
def test_step_takes_one_decision_or_chance_outcome():
    app = app_for(all_bots(seed=4))
    game = app.game
    for _ in range(12):
        before = game.step_count
        click(app, "One move")
        assert game.step_count == before + 1
        assert f'data-step="{game.step_count}"' in app._board.value


def test_next_turn_plays_to_the_next_turn_and_updates_board_and_charts():
    app = app_for(all_bots(seed=4))
    game = app.game
    click(app, "Next turn")
    for _ in range(6):
        turn = game.turn
        click(app, "Next turn")
        assert game.turn == turn + 1
        assert f">Turn {game.turn}<" in app._board.value
    from landlords.branching import Timeline
    from landlords.ui import view
    history = view.market_history(game.history(), Timeline(game.record()), game)   # issue 24: one yardstick
    gini, by_score = app.charts.data[0], app.charts.data[1]
    assert gini.name == "Gini at market value" and by_score.name == "Gini by the rules' score"
    assert list(gini.x) == sorted(history["turn"].unique())
    last = history[history["turn"] == history["turn"].max()]
    assert gini.y[-1] == pytest.approx(landlords.metrics.gini(last["wealth"]), abs=1e-3)
    assert by_score.y[-1] == pytest.approx(landlords.metrics.gini(last["score"]), abs=1e-3)
    ann = app.charts.data[2]
    assert list(ann.y) == history[history["player"] == "Ann"]["wealth"].tolist()
    market = dict(zip(game.players, landlords.experiments.valuation.values_of(game, "market", *view.market_terms(
        game.rules, len(game.players)))))
    assert ann.y[-1] == round(market["Ann"])                    # the table's market value, the chart's last point


def test_play_to_end_finishes_an_all_bot_game():
    app = app_for(all_bots(seed=2))
    click(app, "Play to end")
    game = app.game
    assert game.is_over
    assert "Game over" in app._board.value
    for label in ("One move", "Next turn", "Play to end", "Auto"):
        assert buttons(app, label)[0].disabled
    click(app, "One move")                          # a click on a disabled button changes nothing
    assert "over" in message(app)


def test_controls_wait_for_a_person():
    app = app_for(reach("turn"))
    game = app.game
    key = game.state_key()
    assert buttons(app, "Next turn")[0].disabled
    click(app, "Next turn")
    assert game.state_key() == key
    assert "decision" in message(app)


def test_feed_is_newest_first_and_carries_the_bots_reasons():
    app = app_for(all_bots(seed=4))
    for _ in range(3):
        click(app, "Next turn")
    game = app.game
    feed = app._feed.value
    shown = re.findall(r'<div class="ll-ev[^"]*">(.*?)</div>', feed)
    assert shown, feed
    newest = game.events[-1]
    assert newest.text.split(" (")[0].replace("'", "&#x27;") in shown[0]
    reasons = [e for e in game.events if e.kind == "decided" and e.reason]
    assert reasons and '<i class="ll-why">' in feed


# ---------------------------------------------------------------------------- people's decisions
@pytest.mark.parametrize("kind", DECISION_KINDS)
def test_every_decision_kind_has_controls_that_work(kind):
    regime = "single-tax" if kind in ("opportunity", "build_here") else "landlord"
    game = reach(kind, regime=regime)
    app = app_for(game)
    mover = game.to_move
    prompt = game.prompt()
    panel = app._decision
    text = re.sub(r"<[^>]+>", "", panel.children[0].value)
    assert f"Your decision, {mover}: {prompt.title}".replace("'", "&#x27;") in text
    assert f'data-decision="{kind}"' in panel.children[0].value
    shown = [b for b in buttons(panel) if isinstance(b, ipywidgets.Button)]
    assert shown, f"no buttons for {kind}"
    labels = {choice.label for choice in prompt.choices}
    dropdowns = of_type(panel, ipywidgets.Dropdown)
    offered = {b.description for b in shown} | {label for d in dropdowns for label, _ in d.options}
    assert (app._amount is not None) == (prompt.amount is not None)
    missing = {label for label in labels if label not in offered}
    assert not missing, f"{kind}: no control for {sorted(missing)[:5]}"
    before = game.step_count
    # Press the first plain action button (not a drop-down's own button).
    direct = [b for b in shown if b.description in labels]
    direct[0].click()
    assert game.step_count > before


def turn_with_a_dropdown():
    """A person's turn with more than a handful of one kind of action (shown as a drop-down)."""
    from landlords.ui.decision import MANY
    game = reach("turn")
    for _ in range(3000):
        if game.to_move is None:
            break
        if game.to_move == landlords.CHANCE or game.decision != "turn":
            if game.to_move == landlords.CHANCE:
                game.step()
            else:
                game.apply(game.legal_actions()[0])
            continue
        kinds = [choice.action[0] for choice in game.prompt().choices]
        if any(kinds.count(k) > MANY for k in set(kinds)):
            return game
        game.apply(("throw",))
    raise AssertionError("no turn with a drop-down")


def test_dropdown_choices_apply_the_chosen_action():
    game = turn_with_a_dropdown()
    app = app_for(game)
    dropdown = of_type(app._decision, ipywidgets.Dropdown)[0]
    row = next(r for r in of_type(app._decision, ipywidgets.HBox) if dropdown in r.children)
    action = dropdown.options[-1][1]
    dropdown.value = action
    before = game.step_count
    [b for b in row.children if isinstance(b, ipywidgets.Button)][0].click()
    assert game.step_count == before + 1
    assert tuple(game.record().log[before][1:]) == action


def test_a_valid_typed_bid_is_applied():
    game = reach("bid")
    app = app_for(game)
    low = game.prompt().amount.minimum
    app._amount.value = str(low)
    click(app._decision, "Bid")
    assert any(e.kind == "bid" and e.amount == low for e in game.events[-6:])


@pytest.mark.parametrize("typed, said", [
    ("abc", "whole number"), ("", "whole number"), ("12.5", "whole number"), ("-5", "whole number"),
    ("ABOVE_CASH", "most"), ("NOT_STEP", "steps of $5"), ("BELOW", "least"),
])
def test_invalid_bids_show_a_message_and_change_nothing(typed, said):
    game = reach("bid")
    app = app_for(game)
    amount = game.prompt().amount
    low = amount.minimum
    cash = game.balance(game.to_move)
    assert amount.maximum <= cash and amount.step == 5              # the 1906 bid: $5 steps
    typed = {"ABOVE_CASH": str(cash + 5 - cash % 5 + 100), "NOT_STEP": str(low + 2),
             "BELOW": str(low - 5)}.get(typed, typed)
    key = game.state_key()
    app._amount.value = typed
    click(app._decision, "Bid")
    assert game.state_key() == key
    assert said in message(app), message(app)
    assert "ll-warning" in app._message.value


def test_price_box_of_a_compose_decision_validates_too():
    for seed in range(40):
        game = reach("compose", seed=seed)
        if any(a[0] == "price" for a in game.legal_actions()):
            break
    else:
        pytest.skip("no price step reached")
    app = app_for(game)
    key = game.state_key()
    verb = game.prompt().amount.verb
    app._amount.value = "7"
    click(app._decision, verb)
    assert game.state_key() == key and "steps of $5" in message(app)
    low = game.prompt().amount.minimum
    app._amount.value = f"${low}"
    click(app._decision, verb)
    assert game.state_key() != key


def test_a_stale_button_changes_nothing():
    game = reach("turn")
    app = app_for(game)
    throw = buttons(app._decision, "Throw the dice")[0]
    game.apply(("throw",))                       # the game moves on under the button
    while game.to_move == landlords.CHANCE:
        game.step()
    key = game.state_key()
    throw.click()
    assert game.state_key() == key
    assert "no longer" in message(app)


def test_a_persons_throw_is_shown_at_once():
    game = reach("turn")
    app = app_for(game)
    click(app._decision, "Throw the dice")
    assert app.game.to_move != landlords.CHANCE
    assert "last throw" in app._board.value


# ---------------------------------------------------------------------------- switching the rules
def test_single_tax_toggle_switches_both_ways_and_marks_the_charts():
    app = app_for(all_bots(seed=4))
    game = app.game
    for _ in range(4):
        click(app, "Next turn")
    toggle = buttons(app, "Single tax: off")[0]
    toggle.value = True
    assert game.regime == "single-tax"
    assert "SINGLE TAX IN FORCE" in app._board.value
    assert buttons(app, "Single tax: on")
    switch_turn = game.turn
    panels = len(charts.panels_for(game.rules, game.history_columns()))
    lines = [s for s in app.charts.layout.shapes if s.name == "switch"]
    assert len(lines) == panels == 4 and all(s.x0 == switch_turn for s in lines)
    recount = [a for a in app.charts.layout.annotations if a.name == "recount"]
    market, score = app.levies[-1].totals()
    assert [a.text for a in recount] == [f"turn {switch_turn}: the switch changed the count:<br>market value "
                                         f"\u2212&#36;{-market:,}, score \u2212&#36;{-score:,} in all"]
    for _ in range(3):
        click(app, "Next turn")
    buttons(app, "Single tax: on")[0].value = False
    assert game.regime == "landlord"
    assert "LANDLORD RULES IN FORCE" in app._board.value
    assert [e.regime for e in game.events if e.kind == "rules_switched"] == ["single-tax", "landlord"]
    lines = [s for s in app.charts.layout.shapes if s.name == "switch"]
    assert len(lines) == 2 * panels
    assert [s for s in app.charts.layout.shapes if s.name == "reform"]


def test_toggle_after_the_game_is_over_shows_a_message():
    app = app_for(all_bots(seed=2))
    click(app, "Play to end")
    toggle = buttons(app, "Single tax", startswith=True)[0]
    assert toggle.disabled
    key = app.game.state_key()
    toggle.value = True
    assert app.game.state_key() == key
    assert "over" in message(app)
    assert toggle.value is False


def test_public_franchises_and_colleges_show_on_the_board():
    game = all_bots(seed=4)
    game.play(until_turn=10)
    game.switch_rules("single-tax")
    game.play(until_turn=120)
    table = game.table()
    assert [s for s in table.spaces if s.holder_label], "the treasury should have bought something by now"
    html = board_html(game)
    assert "PUBLIC · free" in html and "Owned by the public" in html
    if any("free college" in s.marks for s in table.spaces):
        assert "Free College" in html


# ---------------------------------------------------------------------------- the board is pure
def test_board_html_is_pure_and_shows_houses_tokens_and_the_mover():
    game = all_bots(seed=4)
    game.play(until_turn=80)
    key = game.state_key()
    html = board_html(game)
    assert board_html(game) == html and game.state_key() == key
    assert html.count('class="ll-house"') == sum(min(game.houses_on(s)[0], 4) for s in range(40))
    for name in game.players:
        assert f"<title>{name}</title>" in html
    mover = game.to_move
    if mover not in (None, landlords.CHANCE):
        assert f"{mover} to move" in html and money_in(html, game.balance(mover))


def money_in(html: str, amount: int) -> bool:
    return f"${amount:,}" in html


# ---------------------------------------------------------------------------- save and load
def test_save_makes_a_download_link_of_the_record_and_load_continues_the_game():
    app = app_for(all_bots(seed=6))
    for _ in range(5):
        click(app, "Next turn")
    app.game.switch_rules("single-tax")
    click(app, "Next turn")
    click(app, "Save game")
    link = app._save_link.value
    match = re.search(r'href="data:application/json;base64,([^"]+)"', link)
    assert match and "download=" in link
    text = base64.b64decode(match.group(1)).decode("utf-8")
    assert text == app.game.record().to_json()
    other = PlayApp(seed=99, lazy_charts=False)
    other._upload.value = upload_value("saved.json", text.encode("utf-8"))
    loaded = other.game
    assert loaded.state_key() == app.game.state_key()
    assert "Loaded saved.json" in message(other)
    assert [t.name for t in other.charts.data][2:6] == list(app.game.players)
    assert len([s for s in other.charts.layout.shapes if s.name == "switch"]) == 4    # a panel each
    assert [a.text.partition(":")[0] for a in other.charts.layout.annotations if a.name == "recount"] == \
        [f"turn {t}" for t, _ in charts.switch_marks(loaded.events)]
    click(other, "Next turn")                     # a loaded game plays on
    click(app, "Next turn")
    assert loaded.state_key() == app.game.state_key()
    assert other._upload.value == ()
    assert app._save_link.value == ""             # a stale link is taken away


@pytest.mark.parametrize("content, said", [
    (b"not json at all", "not"), (b"\xff\xfe\x00", "not"), (b'{"format": "landlords-record"}', "record"),
])
def test_loading_a_bad_file_shows_a_message_and_keeps_the_game(content, said):
    app = PlayApp(seed=5, lazy_charts=False)
    game = app.game
    app._upload.value = upload_value("bad.json", content)
    assert app.game is game
    assert said in message(app).lower()


def test_loaded_records_keep_humans_and_bots():
    game = reach("turn")
    game.apply(("throw",))
    text = game.record().to_json()
    app = PlayApp(seed=1, lazy_charts=False)
    app._upload.value = upload_value("people.json", text.encode())
    assert app.game.state_key() == game.state_key()
    assert [w.value for w in app.setup.seat_names[:3]] == ["Ann", "Bob", "Cy"]
    assert [w.value for w in app.setup.seat_kinds[:3]] == ["human"] * 3


# ---------------------------------------------------------------------------- errors are shown
def test_a_failing_callback_shows_its_error_in_the_app(monkeypatch):
    app = app_for(all_bots(seed=4))

    def broken(*args, **kwargs):
        raise RuntimeError("the dice fell off the table")

    monkeypatch.setattr(type(app.game), "play", broken)   # (a compiled game's own methods are read-only)
    with pytest.raises(RuntimeError):
        click(app, "One move")
    assert "ll-error" in app._message.value
    assert "the dice fell off the table" in message(app)


# ---------------------------------------------------------------------------- auto-play
async def until(condition, what: str, timeout: float = 20.0) -> None:
    """Yield to the event loop until ``condition()`` holds; fail, saying ``what``, after ``timeout`` s."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}")
        await asyncio.sleep(0.01)


def shown_step(app) -> int:
    return int(re.search(r'data-step="(\d+)"', app._board.value).group(1))


def test_auto_plays_on_and_pause_stops_it():
    app = app_for(all_bots(seed=4))
    game = app.game
    start = game.step_count
    app._speed.value = 100

    async def scenario():
        click(app, "Auto")
        assert app.auto_playing and buttons(app, "Auto")[0].disabled and not buttons(app, "Pause")[0].disabled
        task = app._auto_task
        await until(lambda: game.step_count >= start + 10, "auto-play to take ten steps")
        assert shown_step(app) == game.step_count                 # each batch is drawn
        click(app, "Pause")
        stopped = game.step_count
        await until(task.done, "the auto-play task to end after Pause")
        return task, stopped

    task, stopped = asyncio.run(scenario())
    assert task.cancelled()                    # stopped by Pause, not by running out of game
    assert game.step_count == stopped and not game.is_over
    assert not app.auto_playing and buttons(app, "Pause")[0].disabled and not buttons(app, "Auto")[0].disabled
    assert "Paused" in message(app)


def test_auto_waits_for_a_person_and_goes_on_after_the_decision():
    game = landlords.new_game("landlords-1906", players=["Ann", "Bob"], bots={"Bob": "cautious"}, seed=3)
    app = app_for(game)
    app._speed.value = 100

    async def scenario():
        click(app, "Auto")
        await until(lambda: game.to_move == "Ann", "auto-play to reach Ann's decision")
        await until(lambda: "waits for Ann" in message(app), "the app to say it waits for Ann")
        assert app.auto_playing and game.to_move == "Ann"        # it waits, it has not stopped
        step = game.step_count
        first = [b for b in buttons(app._decision) if isinstance(b, ipywidgets.Button)
                 and b.description in {game.describe_action(a) for a in game.legal_actions()}][0]
        first.click()
        await until(lambda: game.step_count > step + 1, "the bots to play on after Ann's decision")
        assert app.auto_playing
        click(app, "Pause")

    asyncio.run(scenario())
    assert not app.auto_playing


def test_auto_without_an_event_loop_says_so():
    app = app_for(all_bots(seed=4))
    click(app, "Auto")
    assert not app.auto_playing and "kernel" in message(app)


# ---------------------------------------------------------------------------- charts are pure
def test_charts_are_pure_with_titles_axis_labels_and_switch_marks():
    game = all_bots(seed=4)
    game.play(until_turn=10)
    game.switch_rules("single-tax")
    game.play(until_turn=30)
    game.switch_rules("landlord")
    game.play(until_turn=40)
    history = game.history()
    marks = charts.switch_marks(game.events)
    assert marks == [(10, "single-tax"), (30, "landlord")]
    before = history.copy()
    fig = charts.play_dashboard(history, marks, rules=game.rules)
    assert history.equals(before)
    titles = [a.text for a in fig.layout.annotations]
    assert {"Inequality: Gini of wealth", "Each player's wealth", "Public Treasury",
            "Wages at Mother Earth"} <= set(titles)
    assert fig.layout.xaxis.title.text == "turn" and fig.layout.yaxis.title.text.startswith("Gini")
    assert len([s for s in fig.layout.shapes if s.name == "switch"]) == 2 * 4
    treasury, wages = (t for t in fig.data if t.name in ("Public Treasury", "Wages at Mother Earth"))
    assert treasury.yaxis != wages.yaxis                          # separate panels: they cannot overlap
    for single in (charts.gini_figure(history, marks), charts.wealth_figure(history, marks),
                   charts.money_figure(history, game.rules, marks)):
        assert single.layout.title.text
        assert single.layout.xaxis.title.text == "turn" and single.layout.yaxis.title.text
        assert sorted({s.x0 for s in single.layout.shapes if s.name == "switch"}) == [10, 30]
    purse = charts.money_figure(history, game.rules, marks)
    assert [t.name for t in purse.data] == list(game.rules.money_series.values())
    assert [t.name for t in purse.data] == ["Public Treasury", "Wages at Mother Earth"]
    assert purse.data[1].yaxis == "y2"


def test_regime_spans_cover_the_history():
    game = all_bots(seed=4)
    game.play(until_turn=12)
    history = game.history()
    assert charts.regime_spans(history, []) == [(0, 11, "landlord")]
    assert charts.regime_spans(history, [(5, "single-tax")]) == [(0, 5, "landlord"), (5, 11, "single-tax")]


# ---------------------------------------------------------------------------- the notebook and serving
def test_the_play_notebook_is_thin_and_committed_without_outputs():
    notebook = json.loads((ROOT / "widgets" / "play.ipynb").read_text("utf-8"))
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1
    source = "".join(code[0]["source"])
    assert "from landlords.ui import PlayApp" in source and len(source.splitlines()) <= 4
    for cell in code:
        assert cell["outputs"] == [] and cell["execution_count"] is None
    assert "widgets" not in notebook["metadata"]


def test_serve_finds_the_checkout_apps_or_writes_them(tmp_path):
    assert serve_module.checkout_apps() == ROOT / "widgets"
    written = serve_module.write_apps(tmp_path)
    mine = json.loads((written / "play.ipynb").read_text("utf-8"))
    committed = json.loads((ROOT / "widgets" / "play.ipynb").read_text("utf-8"))
    assert mine["cells"][0]["source"] == committed["cells"][0]["source"]
    command = serve_module.voila_command(written, 8999)
    assert "--preheat_kernel=True" in command and "--port=8999" in command
    assert any("127.0.0.1" in part for part in command)
    assert "--VoilaConfiguration.extension_denylist=jupyterlab-plotly" in command


def test_serve_main_rejects_an_unknown_app_in_one_line(capsys):
    assert serve_module.serve_main("chess") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown app 'chess'" in err


def test_serve_without_a_checkout_writes_a_temporary_folder(monkeypatch):
    monkeypatch.setattr(serve_module, "checkout_apps", lambda: None)
    folder = serve_module.apps_folder()
    assert (folder / "play.ipynb").is_file() and folder != ROOT / "widgets"


def test_the_board_outlines_the_spaces_a_decision_is_about():
    game = reach("bid")
    assert len(game.prompt().spaces) == 1
    html = board_html(game)
    assert html.count('class="ll-in-play"') == 1
    dealt = reach("initial")
    html = board_html(dealt)
    assert html.count('class="ll-in-play"') == len(dealt.prompt().spaces) > 1
    for space in dealt.prompt().spaces:
        cell = re.search(rf'<g class="ll-space" data-space="{space}">.*?</g>', html).group(0)
        assert "ll-in-play" in cell


def test_the_waiting_panel_says_what_chance_does_next():
    app = app_for(all_bots(seed=4))
    text = app._decision.children[0].value
    assert app.game.prompt().text in text and "plays first" in text and "One move" in text


def test_empty_charts_say_they_fill_in_and_rescale_once_turns_are_played():
    app = PlayApp(seed=4, lazy_charts=False)
    app.show_tab("charts")                     # charts are drawn while their tab is open
    fig = app.charts
    assert any("fill in" in (a.text or "") for a in fig.layout.annotations)
    assert tuple(fig.layout.yaxis2.range) == (0, 5.5) and fig.layout.yaxis2.dtick == 1   # whole dollars
    for _ in range(40):
        if app.game.turn >= 3:
            break
        if buttons(app, "Next turn")[0].disabled:
            first = next(b for b in buttons(app._decision) if isinstance(b, ipywidgets.Button))
            first.click()
        else:
            click(app, "Next turn")
    assert not any("fill in" in (a.text or "") for a in fig.layout.annotations)
    assert fig.layout.yaxis2.range is None and fig.layout.yaxis2.autorange is True
    assert fig.layout.yaxis2.dtick is None                        # no tick per dollar once they are many
    assert tuple(fig.layout.yaxis.range) == (0, 1)


def test_charts_out_of_sight_wait_for_their_tab_and_then_catch_up():
    app = PlayApp(seed=4, lazy_charts=False)
    fig = app._chart
    drawn = len(fig.data[0].x)
    for _ in range(40):
        if app.game.turn >= 3:
            break
        if buttons(app, "Next turn")[0].disabled:
            next(b for b in buttons(app._decision) if isinstance(b, ipywidgets.Button)).click()
        else:
            click(app, "Next turn")
    assert len(fig.data[0].x) == drawn                 # the table's tab is open: nothing sent
    app.show_tab("charts")
    assert len(fig.data[0].x) == app.game.history()["turn"].nunique() > drawn     # opened: up to date
    app.show_tab("table")
    if not buttons(app, "Next turn")[0].disabled:
        click(app, "Next turn")
    assert len(app.charts.data[0].x) == app.game.history()["turn"].nunique()   # read from Python


def test_binder_files_pin_the_stack_and_open_the_app():
    binder = ROOT / "binder"
    lines = [line.strip() for line in (binder / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    # Binder installs this repository with the extras its notebooks import, at the versions
    # of the one constraints file CI installs with too
    assert lines == ["-c ../constraints.txt", ".[lab,classroom]"]
    pins = dict(line.split("==") for line in (ROOT / "constraints.txt").read_text().splitlines()
                if "==" in line and not line.startswith("#"))
    assert {"ipywidgets", "plotly", "anywidget", "voila", "jupyterlab"} <= set(pins)
    assert (binder / "runtime.txt").read_text().strip() == "python-3.11"
    post = (binder / "postBuild").read_text().splitlines()
    assert post[0].startswith("#!") and post[1] == "set -e"
    assert os.access(binder / "postBuild", os.X_OK)


def test_serve_main_says_so_in_one_line_when_voila_is_missing(monkeypatch, capsys):
    import builtins
    real_import = builtins.__import__

    def no_voila(name, *args, **kwargs):
        if name == "voila":
            raise ImportError("no voila here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_voila)
    assert serve_module.serve_main("play") == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "landlords[app]" in err
