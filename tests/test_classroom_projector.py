"""The projector of a class session without a browser: what :class:`ProjectorView` reads
of a session (the lobby's counts, each table's Gini per turn and its switch, the arms,
the answers the teacher revealed), that it never writes to the store, and the page
(:class:`ProjectorApp`) drawing it with no font under 24 px."""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa
from ui_fixtures import buttons

import landlords
from landlords.classroom import (
    ExpiredCode,
    SessionEnded,
    Store,
    StudentClient,
    Teacher,
    UnknownCode,
    door,
    join,
    schema,
)
from landlords.classroom.measures import phases, snapshot
from landlords.classroom.projector import (
    TOO_FEW,
    ProjectorError,
    ProjectorView,
    projector_url,
    reveal_answers,
)
from landlords.engine.registry import find_rules
from landlords.experiments.valuation import discount_rate, landing_rates, values_of
from landlords.metrics import gini

#: A rule set with a reform to switch to (learnt from the rule sets, not named).
RULES = next(name for name in landlords.rule_sets() if find_rules(name).words.reform in find_rules(name).regimes)


@pytest.fixture
def store(tmp_path):
    return Store(str(tmp_path / "class.sqlite"))


def every_row(store) -> dict:
    """Every row of every table of the store, as text (to tell whether anything was written)."""
    with store.read() as connection:
        return {table.name: sorted(json.dumps([str(v) for v in row]) for row in connection.execute(sa.select(table)))
                for table in schema.metadata.sorted_tables}


def market_gini(game) -> float:
    rules = game.rules.name
    return gini(values_of(game, "market", landing_rates(rules), discount_rate(rules, len(game.players))))


def test_the_lobby_counts_the_students_per_table_and_in_all(store):
    teacher = Teacher.create(store, RULES, seats_per_table=3, tables=3)
    for name in ("Ann", "Bob"):
        join(store, teacher.code, name)
    join(store, teacher.code, "Cid", table=3)
    view = ProjectorView(store, teacher.code.lower())
    assert view.lobby() == {
        "code": teacher.code, "state": "lobby", "rules_title": find_rules(RULES).words.title,
        "tables": [{"table": 1, "seated": 2, "seats": 3, "started": False},
                   {"table": 2, "seated": 0, "seats": 3, "started": False},
                   {"table": 3, "seated": 1, "seats": 3, "started": False}],
        "seated": 3, "seats": 9}
    assert view.data()["tables"] == [] and view.data()["class"]["turn"] == []
    assert not view.refresh()                                 # nothing changed
    join(store, teacher.code, "Dee", table=2)
    assert view.refresh() and view.lobby()["seated"] == 4


def test_each_table_is_followed_turn_by_turn_with_its_switch(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2, seeds=[3, 4])
    rules = find_rules(RULES)
    teacher.switch(turn=6, table=1)
    teacher.start()
    view = ProjectorView(store, teacher.code)
    assert [table["turn"] for table in view.data()["tables"]] == [0, 0]      # nothing played yet
    teacher.poll()                                           # two tables of bots play to their end
    assert view.refresh()
    one, two = view.data()["tables"]
    games = {number: table.game for number, table in teacher.tables.items()}
    for table, game in ((one, games[1]), (two, games[2])):
        assert table["over"] and game.is_over and table["turn"] == game.turn
        assert table["series"]["turn"] == list(range(game.turn + 1))        # a point per turn, the end last
        assert len(table["series"]["market"]) == len(table["series"]["score"]) == game.turn + 1
        assert table["gini"]["market"] == pytest.approx(market_gini(game))
        assert table["series"]["market"][-1] == pytest.approx(market_gini(game))
        assert table["players"] == list(game.players)
        assert table["lorenz"]["wealth_share"][-1] == pytest.approx(1.0)
    assert one["start_regime"] == two["start_regime"] == games[2].regime != rules.words.reform
    assert [switch["regime"] for switch in one["switches"]] == [rules.words.reform]
    assert one["switches"][0]["turn"] >= 6 and two["switches"] == []
    assert one["wealth"]["before"] is not None and two["wealth"]["before"] is None
    # the phases are the teacher's own (before and after the switch; the whole game)
    assert one["phases"] == phases(teacher.tables[1].before_switch, snapshot(games[1]))
    assert [row["phase"] for row in one["phases"]] == ["before the switch", "after the switch"]
    assert [row["phase"] for row in two["phases"]] == ["whole game"]
    whole = view.class_series()
    assert whole["turn"] == list(range(max(games[1].turn, games[2].turn) + 1))
    assert whole["market"][0] == pytest.approx((one["series"]["market"][0] + two["series"]["market"][0]) / 2)
    assert whole["tables"] == [2] * len(whole["turn"])       # a finished table counts as it ended
    assert whole["market"][-1] == pytest.approx((market_gini(games[1]) + market_gini(games[2])) / 2)


def test_arms_are_read_from_the_games_and_too_few_games_cannot_tell(store):
    rules = find_rules(RULES)
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=4, seeds=[11, 12, 11, 12])
    for number in (1, 2):
        teacher.switch(turn=0, table=number)                  # the reform from the start
    teacher.start()
    teacher.poll()
    arms = ProjectorView(store, teacher.code).arms()
    by_arm = {arm["arm"]: arm for arm in arms["arms"]}
    plain = next(regime for regime in rules.regimes if regime != rules.words.reform)
    assert set(by_arm) == {rules.words.reform, plain}
    assert by_arm[rules.words.reform]["tables"] == [1, 2] and by_arm[plain]["tables"] == [3, 4]
    assert all(arm["games"] == 2 and arm["playing"] == 0 for arm in arms["arms"])
    assert by_arm[rules.words.reform]["words"] == f"{rules.words.regimes[rules.words.reform]} throughout"
    finals = [market_gini(teacher.tables[n].game) for n in (3, 4)]
    assert by_arm[plain]["mean"] == pytest.approx(sum(finals) / 2)
    assert by_arm[plain]["low"] <= by_arm[plain]["mean"] <= by_arm[plain]["high"]
    [comparison] = arms["comparisons"]
    assert comparison["baseline"] == plain and comparison["paired"]           # the same seeds in both arms
    assert comparison["verdict"] == TOO_FEW and TOO_FEW in comparison["sentence"].lower()


def test_with_enough_games_the_verdict_follows_the_interval(store):
    rules = find_rules(RULES)
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=12)
    for number in range(1, 7):
        teacher.switch(turn=5, table=number)
    teacher.start()
    teacher.poll()
    arms = ProjectorView(store, teacher.code).arms()
    assert sorted(arm["games"] for arm in arms["arms"]) == [6, 6]
    [comparison] = arms["comparisons"]
    assert not comparison["paired"]                          # random seeds: independent games
    switched = next(arm for arm in arms["arms"] if arm["arm"] == comparison["arm"])
    assert switched["words"].endswith(f"then {rules.words.regimes[rules.words.reform]} from turn 5")
    spans_zero = comparison["low"] <= 0 <= comparison["high"]
    assert (comparison["verdict"] == TOO_FEW) == spans_zero
    assert comparison["low"] <= comparison["difference"] <= comparison["high"]


def test_answers_are_shown_only_once_revealed(store):
    teacher = Teacher.create(store, RULES, seats_per_table=3, tables=1)
    students = [StudentClient.join(store, teacher.code, name) for name in ("Ann", "Bob", "Cid")]
    teacher.set_prompts([{"key": "p1", "text": "More equal after the switch?"},
                         {"key": "p2", "text": "Who will be richest?"}])
    for student, answer in zip(students, ("Yes", "yes ", "no"), strict=True):
        student.predict("p1", answer)
    students[0].predict("p2", "Ann")
    view = ProjectorView(store, teacher.code)
    assert view.predictions() == []
    reveal_answers(teacher, "p1")
    assert view.refresh()
    [shown] = view.predictions()
    assert shown["key"] == "p1" and shown["text"] == "More equal after the switch?" and shown["total"] == 3
    assert shown["answers"] == [{"answer": "Yes", "count": 2}, {"answer": "no", "count": 1}]
    assert shown["measured"] == {"valuation": "market", "tables": 0, "switched": 0, "before": None,
                                 "after": None, "now": None, "kept_tables": 0, "kept_before": None,
                                 "kept_after": None, "by_start": []}
    with pytest.raises(ProjectorError):
        reveal_answers(teacher, "p3")
    reveal_answers(teacher, "p1", shown=False)
    view.refresh()
    assert view.predictions() == []
    reveal_answers(teacher, "p2")
    teacher.set_prompts([{"key": "p2", "text": "Who will be richest?"}])     # prompts turned on again
    view.refresh()
    assert view.predictions() == []                          # ...lose their reveal
    reveal_answers(teacher, "p2")
    teacher.end()
    with pytest.raises(SessionEnded):
        reveal_answers(teacher, "p2")
    view = ProjectorView(store, teacher.code)                 # an ended session stays viewable
    assert view.lobby()["state"] == "ended" and [p["key"] for p in view.predictions()] == ["p2"]


def test_the_view_never_writes_to_the_store(store):
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2)
    teacher.switch(turn=4, table=2)
    teacher.start()
    teacher.poll()
    with store.write() as connection:                         # as if no client had kept the end's digest
        connection.execute(sa.update(schema.game_tables).values(final_digest=None))
    before = every_row(store)
    view = ProjectorView(store, teacher.code)
    view.refresh()
    data = view.data()
    assert all(table["over"] for table in data["tables"])
    assert every_row(store) == before


def test_a_wrong_code_counts_at_the_door_and_an_expired_one_is_refused(store):
    with pytest.raises(UnknownCode):
        ProjectorView(store, "ZZZZZZ", address="10.0.0.9")
    assert [row["address"] for row in door.door_log(store)] == ["10.0.0.9"]
    teacher = Teacher.create(store, RULES, hours=1)
    with store.write() as connection:
        connection.execute(sa.update(schema.sessions).values(expires=0))
    with pytest.raises(ExpiredCode):
        ProjectorView(store, teacher.code)


def test_the_projector_address_carries_the_code():
    assert projector_url("http://127.0.0.1:8866/voila/render/classroom_projector.ipynb", "ac-def3") == \
        "http://127.0.0.1:8866/voila/render/classroom_projector.ipynb?code=ACDEF3"


# ---------------------------------------------------------------------- the page
def font_sizes(value):
    """Every font size set anywhere in a figure's dict."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("font", "tickfont", "title_font", "textfont") and isinstance(item, dict) and "size" in item:
                yield item["size"]
            yield from font_sizes(item)
    elif isinstance(value, list):
        for item in value:
            yield from font_sizes(item)


def test_the_page_shows_the_lobby_then_charts_in_type_legible_from_the_back(store, monkeypatch):
    from landlords.ui.classroom_projector import SMALLEST_TYPE, ProjectorApp
    teacher = Teacher.create(store, RULES, seats_per_table=2, tables=2)
    join(store, teacher.code, "Ann")
    monkeypatch.setenv("QUERY_STRING", f"code={teacher.code.lower()}")
    app = ProjectorApp(store, look_every=0)                    # the code from the page's address
    assert app.view is not None and teacher.code in app._lobby.value and 'data-seated="1"' in app._lobby.value
    assert app._charts == {}
    teacher.set_prompts([{"key": "p1", "text": "More equal?"}])
    teacher.start()
    teacher.switch(turn=3, table=2)
    teacher.poll()
    app.look()
    assert set(app._charts) == {"gini", "wealth", "lorenz"}
    lorenz = app._charts["lorenz"].figure_dict()           # a student still has to move at table 1
    assert [trace["name"] for trace in lorenz["data"]] == ["everyone equal", "table 2"]
    figures = {name: chart.figure_dict() for name, chart in app._charts.items()}
    for figure in figures.values():
        assert figure["layout"]["font"]["size"] >= SMALLEST_TYPE
        assert min(font_sizes(figure)) >= SMALLEST_TYPE
    drawn = {name: chart.figure for name, chart in app._charts.items()}
    app.look()                                               # nothing changed: nothing redrawn
    assert {name: chart.figure for name, chart in app._charts.items()} == drawn
    assert app._answers.children == ()
    reveal_answers(teacher, "p1")
    app.look()
    assert len(app._answers.children) == 1


def test_the_page_asks_for_a_code_without_one_and_says_when_it_is_wrong(store, monkeypatch):
    from landlords.ui.classroom_projector import ProjectorApp
    monkeypatch.delenv("QUERY_STRING", raising=False)
    app = ProjectorApp(store, look_every=0)
    assert app.view is None and buttons(app, "Show this class")
    app._code_box.value = "ZZZZZZ"                             # typed, and Enter pressed
    assert app.view is None and "No class session has the code" in app._message.value
    app._message.value = ""
    buttons(app, "Show this class")[0].click()
    assert app.view is None and "No class session has the code" in app._message.value
    teacher = Teacher.create(store, RULES)
    app._code_box.value = teacher.code
    assert app.view is not None and app.view.code == teacher.code
    assert not buttons(app, "Show this class")                # the session shown in place of the question


def test_changes_of_rules_the_players_vote_for_are_marked_as_the_games_events_say(store):
    from landlords.charts import switch_marks
    if "vote" not in find_rules(RULES).options:
        pytest.skip(f"{RULES} has no vote")
    teacher = Teacher.create(store, RULES, seats_per_table=4, tables=2, options={"vote": True}, seeds=[1, 2])
    teacher.switch(turn=5, table=2)
    teacher.start()
    teacher.poll()
    view = ProjectorView(store, teacher.code)
    for table in view.data()["tables"]:
        game = teacher.tables[table["table"]].game
        marks = [(switch["turn"], switch["regime"]) for switch in table["switches"]]
        assert marks == switch_marks(game.events) and marks
        assert table["regime"] == game.regime and table["wealth"]["before"] is not None


def test_the_measured_result_sets_a_switch_beside_the_tables_that_kept_their_rules_over_the_same_turns():
    from landlords.classroom.projector import measured_result
    from landlords.ui.classroom_projector import measured_html

    def table(turns, ginis, switch=None, before=None):
        return {"series": {"turn": turns, "market": ginis}, "turn": turns[-1],
                "switches": [] if switch is None else [{"turn": switch}],
                "gini_before": None if before is None else {"market": before}, "gini": {"market": ginis[-1]}}
    switched = table([0, 1, 2, 3, 4, 5, 6], [0.0, 0.1, 0.1, 0.2, 0.2, 0.25, 0.3], switch=3, before=0.2)
    kept = table([0, 1, 2, 3, 4, 5, 6, 7], [0.0, 0.05, 0.1, 0.15, 0.3, 0.35, 0.4, 0.5])
    late = table([0, 1], [0.0, 0.1])                               # has not reached the switch's turn
    found = measured_result([switched, kept, late])
    assert (found["before"], found["after"]) == (0.2, 0.3)
    assert (found["kept_tables"], found["kept_before"], found["kept_after"]) == (2, 0.15, 0.4)
    said = measured_html(found)
    assert "tables that never switched went from" in said and "compare the two changes" in said
    alone = measured_html(measured_result([switched]))
    assert "no table kept the rules it began with" in alone


def test_tables_that_began_under_different_rules_are_measured_by_the_rules_they_began_under():
    from landlords.classroom.projector import measured_result
    from landlords.ui.classroom_projector import measured_html

    def table(start, gini):
        return {"series": {"turn": [0, 5], "market": [0.0, gini]}, "turn": 5, "switches": [],
                "gini_before": None, "gini": {"market": gini}, "start_regime": start}
    found = measured_result([table("a", 0.2), table("a", 0.3), table("b", 0.1)], {"a": "rules A", "b": "rules B"})
    assert [(item["words"], item["tables"], round(item["mean"], 3)) for item in found["by_start"]] == \
        [("rules A", 2, 0.25), ("rules B", 1, 0.1)]
    said = measured_html(found)
    assert "that began under rules A" in said and "no table has switched" not in said
    assert measured_result([table("a", 0.2)])["by_start"] == []
