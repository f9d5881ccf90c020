"""The Replay app, driven without a browser: clicks are ``button.click()``, choices ``.value``.

Every test runs with ``raise_callback_errors`` (see ``conftest``): an exception in a
handler fails the test instead of being logged and lost.
"""

from __future__ import annotations

import datetime
import html
import json
import re

import pytest

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

from ui_fixtures import buttons, click, of_type, reach  # noqa: E402

import landlords  # noqa: E402
from landlords import charts  # noqa: E402
from landlords.branching import Timeline, branch, continue_like_parent  # noqa: E402
from landlords.examples import example_record  # noqa: E402
from landlords.ui import PlayApp, ReplayApp  # noqa: E402


@pytest.fixture(scope="module")
def example():
    return Timeline(example_record())


@pytest.fixture
def app():
    return ReplayApp(lazy_charts=False)


def text(widget) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", widget.value))


def shown_step(board_widget) -> int:
    return int(re.search(r'data-step="(\d+)"', board_widget.value).group(1))


def upload_value(name: str, content: bytes) -> tuple:
    return ({"name": name, "type": "application/json", "size": len(content),
             "last_modified": datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC),
             "content": memoryview(content)},)


# ---------------------------------------------------------------------------- opening and scrubbing
def test_opens_the_shipped_example_at_its_first_step(app, example):
    assert app.timeline.record.seed == example.record.seed == 13
    assert app.step == 0 and shown_step(app._boards[0]) == 0
    summary = text(app._summary)
    assert "The Landlord's Game" in summary and "seed 13" in summary and "to the single tax at turn 40" in summary
    assert app._slider.max == len(example) and app._slider.value == 0
    assert not app.comparing and app._which.layout.display == "none"
    for label in ("Start", "◀ turn", "◀", "▶", "turn ▶", "End", "◀ previous", "next ▶", "Branch here",
                  "Play from here", "Open example"):
        assert len(buttons(app, label)) == 1, label


@pytest.mark.parametrize("step", [0, 1, 63, 64, 65, 200, 374, 375])
def test_the_game_at_a_step_is_the_game_played_to_that_step(app, example, step):
    app.show_step(step)
    assert app.game.state_key() == example.at(step).state_key()
    assert shown_step(app._boards[0]) == step
    assert f'data-step="{step}"' in app._where.value
    marked = re.findall(r'class="ll-ev [^"]*ll-ev-now', app._feed.value)
    assert bool(marked) == any(e.step == step for e in app.game.events)


def test_buttons_and_slider_move_through_the_steps(app, example):
    click(app, "▶")
    click(app, "▶")
    assert app.step == 2
    click(app, "◀")
    assert app.step == 1
    app._slider.value = 150
    assert app.step == 150 and app.game.state_key() == example.at(150).state_key()
    turn = example.turn_at(150)
    click(app, "turn ▶")
    assert app.game.turn == turn + 1 and example.turn_at(app.step - 1) == turn
    click(app, "◀ turn")
    assert app.step == example.step_of_turn(turn + 1) - 0 or app.game.turn == turn
    click(app, "End")
    assert app.step == len(example) and app.game.is_over
    assert buttons(app, "▶")[0].disabled and buttons(app, "End")[0].disabled
    click(app, "Start")
    assert app.step == 0 and buttons(app, "◀")[0].disabled


def test_turn_back_goes_to_the_start_of_this_turn_then_the_one_before(app, example):
    app.show_step(200)
    turn = example.turn_at(200)
    start = example.step_of_turn(turn)
    click(app, "◀ turn")
    assert app.step == (start if start < 200 else example.step_of_turn(turn - 1))
    click(app, "◀ turn")
    assert app.game.turn < turn


def test_jump_to_the_switch_of_rules_and_back(app, example):
    assert app._jump_kind.value == "rules_switched"               # offered first
    click(app, "next ▶")
    switch = example.steps_of("rules_switched")[0]
    assert app.step == switch and app.game.regime == "single-tax"
    assert "single tax" in text(app._where)
    assert 'data-regime="single-tax"' in app._boards[0].value
    now = re.findall(r'class="ll-ev [^"]*ll-ev-now[^"]*">(.*?)</div>', app._feed.value)
    assert now and any("single tax" in re.sub(r"<[^>]+>", "", line).lower() for line in now)
    click(app, "next ▶")                                            # no later switch
    assert app.step == switch and "no later step" in text(app._message)
    app._jump_kind.value = "bought"
    click(app, "◀ previous")
    assert app.step == example.previous_step_of("bought", switch)


def test_jump_kinds_are_the_kinds_of_this_game_in_plain_words(app, example):
    offered = dict((v, k) for k, v in app._jump_kind.options)
    assert set(offered) <= set(example.event_kinds())
    assert offered["rules_switched"] == "a switch of rules"
    for kind in ("bought", "college_built"):                        # the rule set's kinds, in the game's words
        first = example.at(example.steps_of(kind)[0]).events_of(kind)[-1].text
        assert offered[kind].startswith("like \u201c") and offered[kind][6:].rstrip("\u2026\u201d") in first
    assert "paid" not in offered and "decided" not in offered
    kinds = [value for _, value in app._jump_kind.options]
    assert kinds[0] == "rules_switched" and kinds[-1] == "game_over"


def test_charts_open_drawn_and_mark_the_turn_on_show(app, example):
    end = example.at(len(example))
    gini = next(t for t in app.charts.data if t.name == "Gini at market value")
    assert max(gini.x) == end.turn                                # drawn at the first step already
    assert [s.x0 for s in app.charts.layout.shapes if s.name == "now"] == [0] * 4
    app.show_step(200)
    turn = app.game.turn
    assert {s.x0 for s in app.charts.layout.shapes if s.name == "now"} == {turn}
    assert any(s.name == "switch" for s in app.charts.layout.shapes)
    recount = [a for a in app.charts.layout.annotations if a.name == "recount"]
    assert len(recount) == 1 and recount[0].text.startswith("turn 40: the switch changed the count")
    captions = text(app._captions)
    assert "Gini of wealth at market value:" in captions and "Public Treasury:" in captions
    assert "What the switch changed in the count: Switch to the single tax at turn 40" in captions


# ---------------------------------------------------------------------------- branching
def test_branch_here_under_the_single_tax_compares_two_futures(app, example):
    at = example.step_of_turn(20)
    app.show_step(at)
    options = dict((label, value) for label, value in app._change.options)
    assert options["Switch to the single tax here"] == ("switch", "single-tax")
    assert app._change.value == ("switch", "single-tax")           # chosen unless changed
    click(app, "Branch here")
    assert app.comparing and app._which.layout.display == ""
    expected = branch(example, at, switch_rules="single-tax")
    continue_like_parent(expected, example)
    assert app.branch_game.digest() == expected.digest()
    assert app.branch_game.branch_of == expected.branch_of
    assert app.timeline.record.branch_of["step"] == at          # the branch's record keeps it
    assert app.step == at + 1 and app.game.regime == "single-tax"
    boards = [b.value for b in app._boards]
    assert all("ll-board" in b for b in boards)
    assert 'data-regime="landlord"' in boards[0] and 'data-regime="single-tax"' in boards[1]
    titles = [text(t) for t in app._titles]
    assert titles[0].startswith("The original game") and "single tax from turn 20" in titles[1]
    assert "Branch 1: the single tax from turn 20" in text(app._message)
    assert app._measure_row.layout.display == "" and app._measure.value == "gini"
    names = [t.name for t in app.charts.data]
    assert names == ["Gini at market value (original)", "Gini at market value (branch 1)"]   # one measure at a time
    app._measure.value = "wealth"
    names = [t.name for t in app.charts.data]
    players = [seat["name"] for seat in example.record.players]
    assert names == [f"{name} ({run})" for run in ("original", "branch 1") for name in players]
    app._measure.value = "money:treasury"
    assert [t.name for t in app.charts.data] == ["Public Treasury (original)", "Public Treasury (branch 1)"]
    branch_lines = [s for s in app.charts.layout.shapes if s.name == "branch"]
    assert len(branch_lines) == 1 and all(s.x0 == 20 for s in branch_lines)
    assert any("branch at turn 20" in (a.text or "") for a in app.charts.layout.annotations)


def test_scrubbing_a_branch_moves_both_boards_by_turn(app, example):
    at = example.step_of_turn(20)
    app.show_step(at)
    app.branch_here(switch_rules="single-tax")
    click(app, "turn ▶")
    click(app, "turn ▶")
    steps = [shown_step(b) for b in app._boards]
    turns = [int(re.search(r'data-turn="(\d+)"', b.value).group(1)) for b in app._boards]
    assert turns[0] == turns[1] == app.game.turn
    assert steps[1] == app.step
    app._which.value = 0                                           # scrub the original now
    assert app.timeline is example or app.timeline.record.seed == 13
    assert app.game.turn == turns[0] and app.timeline.record.branch_of is None
    app.show_step(at - 5)                                          # before the branch point
    assert shown_step(app._boards[0]) == shown_step(app._boards[1]) == at - 5
    click(app, "Drop the branch")
    assert not app.comparing and app.step == at - 5


def test_branch_with_another_decision(app, example):
    step = next(s for s in range(40, len(example)) if example.at(s).to_move not in (None, landlords.CHANCE)
                and len(example.at(s).legal_actions()) > 1)
    app.show_step(step)
    choices = [value for _, value in app._change.options if value[0] == "action"]
    taken = tuple(example.record.log[step][1:])
    assert choices and all(value[1] != taken for value in choices)
    app._change.value = choices[0]
    click(app, "Branch here")
    assert app.comparing
    assert app.timeline.record.log[step][1:] == choices[0][1]
    assert app.branch_game.branch_of["change"] == {"action": list(choices[0][1])}


def test_a_branch_cannot_be_made_without_a_change_or_after_the_end(app, example):
    before = app.game.state_key()
    with pytest.raises(landlords.IllegalActionError):
        app.branch_here()
    assert not app.comparing and app.game.state_key() == before
    click(app, "End")
    assert buttons(app, "Branch here")[0].disabled
    assert app._change.options[0][1] is None


def test_branch_of_a_game_with_a_person_stops_at_their_decision():
    game = reach("turn", seed=3)
    for _ in range(30):
        if game.to_move in (None, landlords.CHANCE) or game.decision != "turn":
            game.step()
        else:
            game.apply(("throw",))
    app = ReplayApp(game.record(), lazy_charts=False)
    app.show_step(5)
    app.branch_here(switch_rules="single-tax")
    stopped = app.branch_game
    assert not stopped.is_over and stopped.to_move not in (None, landlords.CHANCE)
    assert f"stops at {stopped.to_move}'s decision" in text(app._message)


def test_play_from_here_opens_the_play_app_on_that_step(app, example):
    app.show_step(100)
    click(app, "Play from here")
    player = of_type(app, PlayApp)
    assert len(player) == 1 and player[0].game.state_key() == example.at(100).state_key()
    player[0].game.play(max_steps=5)                               # playing it changes no record
    click(app, "◀ Back to the replay")
    assert not of_type(app, PlayApp) and app.game.state_key() == example.at(100).state_key()


def test_play_app_opens_its_game_in_replay_and_comes_back():
    play = PlayApp(game=landlords.new_game("landlords-1906", players=4, seed=5), lazy_charts=False)
    play.game.play(until_turn=12)
    key = play.game.state_key()
    click(play, "Open in replay")
    replay = of_type(play, ReplayApp)
    assert len(replay) == 1 and replay[0].step == play.game.step_count
    assert replay[0].game.state_key() == key
    click(play, "◀ Back to the game")
    assert not of_type(play, ReplayApp) and play.game.state_key() == key
    assert buttons(play, "Next turn")


def test_a_monopoly_record_replays_and_branches():
    game = landlords.new_game("monopoly", players=3, seed=2, options={"max_rounds": 30})
    game.play()
    app = ReplayApp(game.record(), lazy_charts=False)
    app.show_step(100)
    assert "Mediterranean" in app._boards[0].value
    app.branch_here(switch_rules="single-tax")
    assert app.comparing and app.branch_game.is_over


# ---------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("content, said", [
    (b"not json at all", "not valid json"), (b"\xff\xfe\x00", "not text"),
    (b'{"format": "landlords-record"}', "not a valid game record"),
])
def test_a_bad_file_shows_a_message_and_keeps_the_game(app, content, said):
    app.show_step(42)
    before = (app.timeline, app.step, app.game.state_key())
    app._upload.value = upload_value("bad.json", content)
    assert (app.timeline, app.step, app.game.state_key()) == before
    assert said in text(app._message).lower()
    assert "ll-warning" in app._message.value and app._upload.value == ()


def test_an_altered_record_is_refused(app, example):
    data = example.record.to_dict()
    data["log"][10] = data["log"][10][:1] + ["throw"] if data["log"][10][0] != "~" else ["~", [6, 6]]
    app.show_step(7)
    app._upload.value = upload_value("altered.json", json.dumps(data).encode())
    assert app.step == 7 and app.timeline is not None and app.timeline.record.seed == 13
    assert "step 11" in text(app._message) or "altered" in text(app._message)


def test_a_good_upload_and_the_examples_button(app):
    game = landlords.new_game("landlords-1906", players=3, seed=9)
    game.play()
    app._upload.value = upload_value("mine.json", game.record().to_json().encode())
    assert app.timeline.record.seed == 9 and app.step == 0
    assert "Loaded mine.json" in text(app._message)
    click(app, "Open example")
    assert app.timeline.record.seed == 13


def test_out_of_range_steps_are_refused(app):
    with pytest.raises(landlords.RecordError):
        app.show_step(10_000)
    assert app.step == 0


# ---------------------------------------------------------------------------- the comparison chart
def test_compare_spec_puts_both_runs_on_shared_axes(example):
    parent = example.at(len(example))
    child = branch(example, example.step_of_turn(25), switch_rules="single-tax")
    continue_like_parent(child, example)
    runs = [("original", parent.history(), charts.switch_marks(parent.events)),
            ("branch 1", child.history(), charts.switch_marks(child.events))]
    spec = charts.compare_spec(runs, 25, charts.player_colors(parent.players), now_turn=60,
                               rules=parent.rules)
    data = spec["data"]
    assert len(data) == 14                                         # every panel, when no measure is chosen
    first, second = data[:7], data[7:]
    assert [t["name"].replace(" (original)", "") for t in first] == \
        [t["name"].replace(" (branch 1)", "") for t in second]
    assert {t["xaxis"] for t in first} == {t["xaxis"] for t in second} == {"x", "x2", "x3", "x4"}
    assert all(t["line"]["dash"] != u["line"]["dash"] for t, u in zip(first, second))
    assert max(second[0]["x"]) == child.turn and max(first[0]["x"]) == parent.turn
    shapes = spec["layout"]["shapes"]
    assert [s["x0"] for s in shapes if s["name"] == "branch"] == [25] * 4
    assert [s["x0"] for s in shapes if s["name"] == "now"] == [60] * 4
    labels = [a["text"] for a in spec["layout"]["annotations"] if a.get("name") == "switch"]
    assert labels == ["original: to the single tax", "branch 1: to the single tax"]
    go = pytest.importorskip("plotly.graph_objects")
    go.Figure(spec)                                                # plotly accepts it


def test_save_record_of_a_branch_keeps_where_it_left(app, example):
    import base64
    app.show_step(120)
    app.branch_here(switch_rules="single-tax")
    click(app, "Save record")
    link = app._save_link.value
    assert 'download="landlords-seed13-branch-1.json"' in link
    data = base64.b64decode(re.search(r"base64,([^\"]+)", link).group(1))
    saved = landlords.load_record(data.decode())
    assert saved.branch_of["step"] == 120 and saved.branch_of["change"] == {"switch_rules": "single-tax"}
    assert landlords.replay(saved).digest() == app.branch_game.digest()
    app._which.value = 0
    assert app._save_link.value == ""                             # a stale link is taken away
