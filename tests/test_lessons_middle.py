"""Lessons 4 and 5, executed as a student's kernel runs them: nothing measured on the page
before the prediction is locked, every revealed part built without error after; and the
glossary they link to, which defines every word the lessons ask of a student."""

import html
import json
import pathlib
import re

import nbformat
import pytest
from lesson_harness import LESSONS, lesson_kernel, lesson_path, widget_models

from landlords import lessons

LESSON_4 = lesson_path("04-where-rent-comes-from")
LESSON_5 = lesson_path("05-luck-or-land")
GLOSSARY = LESSONS / "GLOSSARY.md"
REVEAL = "from landlords.ui.prediction import reveal_everything\nprint('revealed', reveal_everything())"
WAITING = "Lock in your prediction above"
FAILED = "could not be made"

#: The terms the glossary must define (issue 24, item 5).
TERMS = ["land rent", "economic rent", "location rent", "differential rent", "single tax",
         "land value tax", "public treasury", "wage", "Gini coefficient", "Lorenz curve",
         "book value", "the rules' score", "market value", "levy", "paired difference",
         "confidence interval (95%)", "exact interval for a rate", "multiple comparisons (Holm)",
         "by construction", "tipping point", "random exchange", "speculation"]


# ---------------------------------------------------------------------- running a lesson
def _texts(output, models: dict | None = None) -> list[str]:
    """The text a reader could see in one output: HTML, plain text, a figure's JSON, and
    (given the page's widget ``models``) the widgets it shows."""
    if output.get("output_type") == "stream":
        return [output.get("text", "")]
    data = output.get("data", {})
    texts = [data[kind] for kind in ("text/html", "text/markdown") if kind in data]
    if "application/vnd.plotly.v1+json" in data:
        texts.append(json.dumps(data["application/vnd.plotly.v1+json"]))
    view = data.get("application/vnd.jupyter.widget-view+json")
    if view and models is not None:
        texts += _widget_texts(view["model_id"], models)
    if not texts and "text/plain" in data:
        texts.append(data["text/plain"])
    return [text if isinstance(text, str) else "".join(text) for text in texts]


def _page(notebook) -> dict:
    """What the executed notebook holds: ``{"cells": [text...], "widgets": [text...],
    "parts": [text of each output widget...], "errors": [...]}``."""
    cells, errors = [], []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                errors.append(f"{output['ename']}: {output['evalue']}")
            cells.extend(_texts(output))
    models = widget_models(notebook)
    widgets, parts = [], []
    for model in models.values():
        values = model.get("state", {})
        if model.get("model_name") == "OutputModel":
            parts.append("\n".join(t for output in values.get("outputs", []) for t in _texts(output, models)))
        elif isinstance(values.get("value"), str):
            widgets.append(values["value"])
    return {"cells": cells, "widgets": widgets, "parts": parts, "errors": errors}


def _widget_texts(model_id: str, models: dict) -> list[str]:
    """The text of a widget shown in an output: an HTML widget's value, a chart's figure
    (a page chart's JSON), and those of the widgets it holds."""
    values = models.get(model_id, {}).get("state", {})
    texts = [values[name] for name in ("value", "figure") if isinstance(values.get(name), str)]
    for child in values.get("children", []):
        texts += _widget_texts(str(child).removeprefix("IPY_MODEL_"), models)
    return texts


def _execute(path: pathlib.Path) -> tuple[dict, dict, int]:
    """Run every cell of the lesson, take the page, then reveal every prediction and take
    it again: ``(before, after, revealed_parts)``, where the last counts the lesson's
    ``Revealed(...)`` cells."""
    with lesson_kernel(path) as kernel:
        cells = kernel.notebook.cells
        parts = sum(1 for cell in cells if cell.cell_type == "code" and "Revealed(guess" in cell.source)
        kernel.run_lesson()
        before = _page(kernel.snapshot())
        kernel.run(REVEAL)
        after = _page(kernel.snapshot())
    return before, after, parts


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", text))).strip()


def _sentences(part: str) -> list[str]:
    """The sentences of a revealed part's HTML paragraphs (at least 25 characters each)."""
    found = []
    for paragraph in re.findall(r"<p>(.*?)</p>", part, re.DOTALL):
        found.extend(s.strip() for s in re.split(r"(?<=[.:;])\s+", _plain(paragraph)) if len(s.strip()) >= 25)
    return found


@pytest.fixture(scope="module")
def lesson_4():
    return _execute(LESSON_4)


@pytest.fixture(scope="module")
def lesson_5():
    return _execute(LESSON_5)


def _check_hidden_then_shown(before, after, parts):
    assert not before["errors"] and not after["errors"], before["errors"] + after["errors"]
    page_before = "\n".join(before["cells"] + before["widgets"] + before["parts"])
    # before the lock: every revealed part waits, nothing measured is on the page, no game was played
    assert "\n".join(before["widgets"]).count(WAITING) == parts
    assert "Measured:" not in page_before and "game/s" not in page_before
    assert not any(before["parts"]), "a revealed part showed something before the lock"
    # after: each part built, none failed, the prediction shows its measured answer
    built = [part for part in after["parts"] if part.strip()]
    assert len(built) == parts, f"{len(built)} of {parts} revealed parts were built"
    page_after = "\n".join(after["cells"] + after["widgets"] + after["parts"])
    assert FAILED not in page_after
    assert "Measured:" in page_after and "revealed 1" in page_after
    # the answer's text (every sentence a revealed part wrote) was nowhere on the page before
    sentences = [s for part in built for s in _sentences(part)]
    assert sentences
    plain_before = _plain(page_before)
    leaked = [s for s in sentences if s in plain_before]
    assert not leaked, f"shown before the lock: {leaked}"
    return built


def test_lesson_4_shows_rent_only_after_the_lock(lesson_4):
    built = _check_hidden_then_shown(*lesson_4)
    text = _plain("\n".join(built))
    rents = lessons.one_house_rents("landlords-1906")
    top = rents.iloc[0]
    assert f"{top['name']} earns ${top['rent_per_turn']:.2f} per opponent turn" in text
    assert "of which land rent" in text and "of which the house" in text
    margin = lessons.margin_lot(rents)
    assert f"The margin: {margin['name']}" in text
    assert sum('"data"' in part for part in built) >= 2            # the landing chart and the rent chart


def test_lesson_5_shows_the_comparison_only_after_the_lock(lesson_5):
    built = _check_hidden_then_shown(*lesson_5)
    text = _plain("\n".join(built))
    land, _, median_rounds = lessons.luck_or_land("landlords-1906", "random-exchange")
    calibrated = lessons.luck_calibration(land)
    assert f"luck alone passes a stake of ${calibrated['stake']}" in text
    assert f"luck alone plays {median_rounds} rounds" in text
    assert "Magie minus luck (market value)" in text and "by the rules' score" in text
    assert "Lorenz curves" in text                                # the Lorenz figure's title
    assert "paired: the same" in text and "treated as independent samples" in text
    assert lessons.stake_name(lessons.OLD_LUCK["starting_cash"], lessons.OLD_LUCK["stake"]) in text
    assert "book value" not in text                               # market value, the score beside


def test_lesson_5_prediction_reads_the_interval_of_the_difference():
    land, luck, _ = lessons.luck_or_land("landlords-1906", "random-exchange", games=20)
    difference, low, high = lessons.unpaired_difference(land, "land, own end", luck, "luck alone, same length",
                                                        "gini_market")
    assert low <= difference <= high
    assert lessons.verdict_words(0.01, 0.02) == "more unequal"
    assert lessons.verdict_words(-0.02, -0.01) == "less unequal"
    assert lessons.verdict_words(-0.01, 0.01) == "the games cannot tell"


def test_the_luck_baseline_is_set_from_magies_money():
    land = lessons.land_run("landlords-1906", games=20)
    calibrated = lessons.luck_calibration(land)
    games = land.games[land.games["condition"] == "land, own end"]
    per = (games["paid_between_players"] / (games["players"] * games["rounds"])).astype(float).mean()
    assert calibrated["stake"] == max(1, round(per)) and calibrated["starting_cash"] == 400
    stakes = lessons.luck_stakes("random-exchange", land, games=4)
    cash = calibrated["starting_cash"]
    assert lessons.stake_name(cash, calibrated["stake"]) in stakes.conditions
    assert lessons.stake_name(20, 1) in stakes.conditions
    rounds = stakes.games.groupby("condition", observed=True)["rounds"].unique()
    assert all(list(r) == [calibrated["median_rounds"]] for r in rounds)


def test_one_house_rents_split_land_and_house():
    rents = lessons.one_house_rents("landlords-1906")
    total = rents["land_rent_per_turn"] + rents["house_rent_per_turn"]
    assert (abs(total - rents["rent_per_turn"]) < 1e-12).all()
    assert rents["over_margin"].min() == 0 and (rents["over_margin"] >= 0).all()


# ---------------------------------------------------------------------- the glossary
def _entries() -> dict[str, str]:
    text = GLOSSARY.read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.MULTILINE)
    return {parts[k].strip(): parts[k + 1].strip() for k in range(1, len(parts), 2)}


def test_the_glossary_defines_every_term_the_lessons_use():
    entries = _entries()
    headings = {heading.lower(): body for heading, body in entries.items()}
    for term in TERMS:
        matches = [body for heading, body in headings.items() if heading.startswith(term.lower())]
        assert matches, f"the glossary does not define {term!r}"
        body = matches[0]
        used = re.search(r"^\*Used in (.+)\*$", body, re.MULTILINE)
        assert used and "lesson" in used.group(1), f"{term!r}: no line saying where it is used"
        definition = body[:used.start()].strip()
        sentences = re.findall(r"[^.!?]+[.!?](?=\s|$)", definition)
        assert 2 <= len(sentences) <= 4, f"{term!r}: {len(sentences)} sentences"
    assert "discount rate" in headings["market value"]
    assert "ours, not Magie's" in headings["land value tax"] and "ours, not Magie's" in headings["public treasury"]


def test_lessons_4_and_5_link_the_glossary():
    for path in (LESSON_4, LESSON_5):
        notebook = nbformat.read(str(path), as_version=4)
        markdown = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
        assert "(GLOSSARY.md)" in markdown, path.name


def test_the_glossary_speaks_plainly():
    text = GLOSSARY.read_text(encoding="utf-8")
    assert not re.search(r"\b(?:LG|ST|MO|RX)-[A-Z]?\d", text), "a rule ID in the glossary"
    assert not re.search(r"\b(he|his|him)\b", text), "a player called 'he'"
    assert ".." not in text.replace("...", "")
