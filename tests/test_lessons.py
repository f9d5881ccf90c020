"""The lessons: stored lean, shaped for a class period, their runs, the teacher's guide and
the handouts (the notebooks themselves run under nbval: ``pytest lessons``)."""

import importlib.util
import pathlib
import re
import tempfile

import nbformat
import pytest

import landlords
from landlords import lessons
from landlords.lessons_ui import MoneyFlows, frame_html, seat_game

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
NOTEBOOKS = LESSONS + sorted((ROOT / "widgets").glob("*.ipynb"))
RULES = "landlords-1906"


def _script(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _markdown(path) -> str:
    notebook = nbformat.read(str(path), as_version=4)
    return "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")


# ---------------------------------------------------------------------- the notebooks
def test_there_are_eight_lessons():
    assert [path.name[:2] for path in LESSONS] == [f"0{k}" for k in range(1, 9)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_stored_notebook_is_small_and_has_no_outputs(path):
    assert path.stat().st_size < 500_000
    notebook = nbformat.read(str(path), as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: stored outputs"
    assert not notebook.metadata.get("widgets"), f"{path.name}: stored widget state"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_every_lesson_has_goals_a_plan_a_prediction_questions_and_notes(path):
    text = _markdown(path)
    for heading in ("## Questions", "## For the teacher"):
        assert heading in text, f"{path.name} lacks {heading}"
    assert "## Learning goals" in text or "## What you will see" in text
    code = "\n".join(c.source for c in nbformat.read(str(path), as_version=4).cells if c.cell_type == "code")
    assert "Prediction(" in code
    plan = _script("make_teachers_guide").plan_of(path)
    minutes = sum(m for m, _ in plan)
    if path.name.startswith("08"):
        assert 0 < minutes <= 45                             # for readers, not a class
    else:
        assert minutes == 45, f"{path.name}: the plan adds up to {minutes} minutes"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_no_result_is_typed_into_a_lesson(path):
    """Numbers of the games come from the cells: the text holds no percentages or Ginis."""
    text = _markdown(path)
    typed = [p for p in re.findall(r"\b\d+(?:\.\d+)?%", text) if p != "95%"]   # 95%: the intervals' level
    assert not typed, f"{path.name} types a percentage: {typed}"
    assert not re.search(r"\b0\.\d{2,}\b", text), f"{path.name} types a measured value"


# ---------------------------------------------------------------------- the runs
def test_money_flows_add_up_to_the_ledger_without_starting_cash():
    game = lessons.bot_game(RULES, seed=3)
    flows = lessons.money_flows(game)
    ledger = game.ledger()
    assert flows["dollars"].sum() == ledger[ledger["reason"] != "starting_cash"]["amount"].sum()
    assert list(flows["dollars"]) == sorted(flows["dollars"], reverse=True)
    assert game.rules.words.reasons["land_rent"] in set(flows["reason"])


def test_the_branch_parts_at_the_turn_and_switches_only_the_copy():
    kept, switched = lessons.branch_at_turn(RULES, lessons.BRANCH_SEED, lessons.BRANCH_TURN)
    reform = lessons.reform_of(RULES)
    assert kept.regime != reform and switched.regime == reform
    assert switched.branch_of["change"] == {"switch_rules": reform}
    table = lessons.futures_table({"kept": kept, "switched": switched})
    assert table.loc["Gini of wealth at market value", "kept"] == f"{lessons.gini_of(kept):.3f}"
    with pytest.raises(lessons.LessonError, match="before turn"):
        lessons.branch_at_turn(RULES, lessons.BRANCH_SEED, 10_000)


def test_the_futures_share_axes_and_mark_the_branch():
    from landlords.lessons_ui import futures_figure
    kept, switched = lessons.branch_at_turn(RULES, lessons.BRANCH_SEED, lessons.BRANCH_TURN)
    figure = futures_figure({"kept": kept, "switched": switched}, lessons.BRANCH_TURN)
    names = {trace.name for trace in figure.data}
    assert any("(kept)" in n for n in names) and any("(switched)" in n for n in names)
    assert any(shape.name == "branch" and shape.x0 == lessons.BRANCH_TURN for shape in figure.layout.shapes)


def test_the_landing_chart_has_a_bar_per_space():
    from landlords import analysis
    from landlords.lessons_ui import landing_figure
    landing = analysis.landing_probabilities(RULES)
    bars = landing_figure(landing).data[0]
    assert list(bars.x) == list(landing["space"]) and abs(sum(bars.y) - 1) < 1e-9


def test_one_house_rents_compare_the_same_building_on_every_lot():
    rents = lessons.one_house_rents(RULES)
    assert rents["buildings"].nunique() == 1 and rents["name"].is_unique
    assert list(rents["rent_per_turn"]) == sorted(rents["rent_per_turn"], reverse=True)


def test_claim_tables_give_each_measure_the_stated_verdict():
    results = lessons.reform_run(RULES, games=6)
    table = lessons.claim_table(results)
    from landlords.experiments.claims import BY_CONSTRUCTION, EXPECTED, verdict
    assert set(table["measure"]) <= set(EXPECTED)
    for row in table.itertuples():
        if row.measure in BY_CONSTRUCTION:
            assert row.verdict == "by construction"
        elif row.verdict != "no events":
            assert row.verdict == verdict(row.difference, row.adjusted_p, EXPECTED[row.measure])


def test_a_seat_game_gives_the_person_a_seat_among_the_line_up():
    game = seat_game(RULES, person="You", seed=2, seat=1)
    assert game.players[1] == "You" and "You" not in game.bot_names
    assert sorted(game.bot_names.values()) == sorted(set(game.bot_names.values()))
    flows = MoneyFlows(lambda: game)
    flows.button.click()
    assert "No money has moved yet" in flows.table.value or "<table" in flows.table.value
    game.play()
    flows.button.click()
    assert "<table" in flows.table.value and f"Turn {game.turn}" in flows.table.value


def test_frame_html_escapes_and_rounds():
    import pandas as pd
    html = frame_html(pd.DataFrame({"name": ["<b>"], "x": [0.123456]}), digits=2)
    assert "&lt;b&gt;" in html and "0.12" in html and "0.123" not in html


def test_frame_html_says_measures_and_columns_in_plain_words():
    import pandas as pd
    frame = pd.DataFrame({"measure": ["gini_book"], "gini_book low": [0.25], "wages_paid": [4889.3]})
    html = frame_html(frame)
    assert "gini_book" not in html and "wages_paid" not in html
    assert "Gini of wealth (book value)</td>" in html
    assert "Gini of wealth (book value): 95% low</th>" in html
    assert "<td>4,889</td>" in html and "<td>0.250</td>" in html


def test_lessons_need_a_rule_set_with_a_reform():
    no_reform = [name for name in landlords.rule_sets()
                 if landlords.new_game(name, players=2, seed=1).rules.words.reform is None]
    for name in no_reform:
        with pytest.raises(lessons.LessonError, match="no reform"):
            lessons.reform_of(name)


# ---------------------------------------------------------------------- the guide and the handouts
def _made_up_keys():
    """Answer keys of the shape make_answer_key.collect gives, made up (no lesson run)."""
    return {path: (f"Lesson {path.name[:2]}", [f"Question {n}?" for n in (1, 2)],
                   [{"answer": f"Answer {n} of {path.name[:2]}.", "expect": f"A mistake {n}."} for n in (1, 2)])
            for path in LESSONS}


def test_the_teachers_guide_is_made_from_the_answer_keys():
    script = _script("make_teachers_guide")
    keys = _made_up_keys()
    first, second = script.guide(keys), script.guide(keys)
    assert first == second
    for heading in ("## The sequence", "## Materials", "## Running a lesson with no installation",
                    "## The first question of each lesson, answered"):
        assert heading in first
    for path in LESSONS:
        assert f"Answer 1 of {path.name[:2]}." in first and f"Answer 2 of {path.name[:2]}." not in first
    assert "ANSWERS.md" in first
    assert "urlpath=lab/tree/lessons" in first and "urlpath=voila/render/lessons/" in first
    assert str(ROOT) not in first and tempfile.gettempdir() not in first


def test_the_answer_key_answers_every_question_in_order():
    key = _script("make_answer_key")
    text = key.document(_made_up_keys())
    for path in LESSONS:
        assert f"**1. Question 1?**\n\nAnswer 1 of {path.name[:2]}.\n\n*Expect:* A mistake 1." in text
    for path in LESSONS:
        questions = key.questions_of(nbformat.read(str(path), as_version=4))
        assert len(questions) >= 3, f"{path.name}: its questions are not found"
        assert (ROOT / "scripts" / "answer_keys" / f"{path.name[:2]}.py").exists(), f"{path.name} has no answer key"


@pytest.fixture(scope="module")
def answer_keys():
    return _script("make_answer_key").collect(say=lambda _: None)


@pytest.mark.slow
def test_the_committed_guide_and_answers_are_the_scripts_output(answer_keys):
    guide, key = _script("make_teachers_guide"), _script("make_answer_key")
    assert guide.guide(answer_keys) == (ROOT / "lessons" / "TEACHERS.md").read_text(encoding="utf-8")
    assert key.document(answer_keys) == (ROOT / "lessons" / "ANSWERS.md").read_text(encoding="utf-8")


def test_the_committed_guide_says_it_is_generated():
    shipped = (ROOT / "lessons" / "TEACHERS.md").read_text(encoding="utf-8")
    assert "generated by scripts/make_teachers_guide.py" in shipped


def test_handouts_are_one_small_page_per_lesson_with_no_code(tmp_path):
    script = _script("make_handouts")
    written = script.write_handouts(tmp_path)
    assert [p.stem for p in written] == [p.stem for p in LESSONS]
    for path in written:
        html = path.read_text(encoding="utf-8")
        assert path.stat().st_size < 60_000
        assert "Questions" in html and "My prediction" in html
        assert "import " not in html and "Prediction(" not in html and "For the teacher" not in html
        assert "Name:" in html and "Date:" in html and "Vocabulary" in html
        assert "<code" not in html, f"{path.name}: a code name on paper"
        for name in landlords.rule_sets():
            assert name not in html, f"{path.name} names the rule set {name!r}"
        questions = re.findall(r"<strong>\d+\.</strong>", html)
        assert questions and html.count('class="answer"') == 3 * len(questions)   # space under each
        assert not re.search(r"(?<!\.)\.\.(?!\.)", re.sub(r"<[^>]+>", "", html)), f"{path.name}: a doubled full stop"
        shipped = ROOT / "lessons" / "handouts" / path.name
        assert shipped.read_text(encoding="utf-8") == html, f"{path.name}: run scripts/make_handouts.py"
