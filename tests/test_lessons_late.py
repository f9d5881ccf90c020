"""Lessons 6 to 8: each runs, shows no measured answer before its prediction is locked,
and builds every revealed part without error once it is; lesson 6's caption claims no
tipping point that its curve crosses back from."""

import json
import re

import pytest
from lesson_harness import code_outputs, lesson_kernel, lesson_path

from landlords import charts

LATE = [lesson_path(name) for name in ("06-how-much-land-tax", "07-from-landlords-game-to-monopoly",
                                       "08-magies-argument-tested")]

#: Run in the lesson's kernel after its cells: the text of every output before revealing,
#: then reveal everything, then every Revealed part's state and text.
PROBE = r'''
import gc, json
from landlords.ui.prediction import Revealed, reveal_everything, _MADE
def _texts(widget):
    found = []
    for child in getattr(widget, "children", ()):
        found += _texts(child)
    for output in getattr(widget, "outputs", ()):
        data = output.get("data", {})
        found.append(str(data.get("text/html") or data.get("text/plain") or output.get("text", "")))
        if output.get("output_type") == "error":
            found.append("ERROR " + output.get("ename", ""))
    if hasattr(widget, "value") and isinstance(widget.value, str):
        found.append(widget.value)
    return found
def _built(part):
    """What a shown part displays, built again from the lesson's (cached) runs: a kernel
    without a page keeps no Output widget's outputs."""
    made = part._build_parts()
    found = []
    for item in made if isinstance(made, (list, tuple)) else [made]:
        data = getattr(item, "data", None)
        found.append(data if isinstance(data, str) else item if isinstance(item, str)
                     else getattr(item, "value", None) or f"<{type(item).__name__}>")
    return found
parts = [o for o in gc.get_objects() if isinstance(o, Revealed)]
before = [" ".join(_texts(p)) for p in parts]
revealed = reveal_everything()
after = [{"shown": p.shown, "text": " ".join(_texts(p) + (_built(p) if p.shown else []))} for p in parts]
answers = [str(p.result) for p in list(_MADE)]
print(json.dumps({"before": before, "after": after, "revealed": revealed, "answers": answers}))
'''


def _run(path):
    with lesson_kernel(path) as kernel:
        kernel.run_lesson()
        probe = kernel.run(PROBE)
    outputs_before = code_outputs(kernel.notebook, kernel.lesson_cells)
    return outputs_before, json.loads(kernel.stdout(probe).strip().splitlines()[-1])


def _output_text(outputs) -> str:
    texts = []
    for output in outputs:
        data = output.get("data", {})
        texts.append(str(output.get("text", "")) + str(data.get("text/plain", "")) + str(data.get("text/html", "")))
    return " ".join(texts)


@pytest.mark.slow
@pytest.mark.parametrize("path", LATE, ids=lambda p: p.name[:2])
def test_a_late_lesson_hides_its_answers_until_revealed_and_builds_every_part(path):
    outputs, found = _run(path)
    assert found["revealed"] >= 1
    assert found["after"], "the lesson has no Revealed part"
    for part in found["after"]:
        assert part["shown"], part["text"][:500]
        assert "could not be made" not in part["text"], part["text"][:1000]
        assert "ERROR" not in part["text"]
    for waiting in found["before"]:
        assert "Lock in your prediction" in waiting
    page = _output_text(outputs) + " ".join(found["before"])
    revealed = " ".join(part["text"] for part in found["after"])
    sentences = [re.sub(r"\s+", " ", s).strip() for s in re.findall(r"<p>(.*?)</p>", revealed, re.DOTALL)]
    cells = [c for c in re.findall(r"<td>(.*?)</td>", revealed) if len(c) >= 8]      # "0.251 [0.229, 0.275]"
    measured = [s for s in sentences + cells if re.search(r"\d", s)]
    assert measured, "the revealed parts state no measured sentence"
    for sentence in measured:
        assert sentence[:80] not in page, f"shown before the lock: {sentence[:80]}"
    for answer in found["answers"]:
        assert f"Measured: {answer}" not in page
    advice = re.findall(r"To be surer where the curve .*? at each\.", revealed)       # lesson 6: on which curve
    assert bool(advice) == path.name.startswith("06")
    for sentence in advice:
        assert "at market value crosses" in sentence or "by the rules&#x27; score crosses" in sentence, sentence


def _curve(rates: dict, level: float = 0.1) -> dict:
    """A tipping dict as Results.tipping_point makes it, its point the first crossing."""
    first = next((v for v in sorted(rates) if rates[v] < level), None)
    return {"option": "land_tax_share", "level": level, "outcome": "mixed", "point": first,
            "low": first, "high": 1.0 if first is not None else None, "rates": rates}


def test_a_curve_that_dips_and_comes_back_is_not_called_tipped_from_its_dip():
    """Lesson 6's old caption: "fall below 10% ... from land tax share 0.4 on" for a curve
    below the level at 0.4 and back above it at 0.6 and 0.8."""
    tipping = _curve({0.0: 0.5, 0.2: 0.3, 0.4: 0.08, 0.6: 0.19, 0.8: 0.13, 1.0: 0.02})
    caption = charts.sweep_caption(tipping, 100)
    assert "from land tax share 0.4 on" not in caption
    assert "first fall below 10% of the games at land tax share 0.4" in caption
    assert "back above it at 0.6 (19%) and 0.8 (13%)" in caption
    assert "stay below only from 1.0 on" in caption and "0.4 is no tipping point" in caption
    shapes = {shape.name: shape for shape in charts.sweep_figure(tipping).layout.shapes}
    assert shapes["past the tipping point"].x0 == 1.0 and shapes["tipping point"].x0 == 1.0
    assert shapes["first crossing"].x0 == 0.4 and "interval" not in shapes


def test_a_curve_that_never_stays_below_has_no_tipping_point_and_no_band():
    tipping = _curve({0.0: 0.5, 0.4: 0.05, 0.8: 0.2, 1.0: 0.3})
    caption = charts.sweep_caption(tipping, 100)
    assert "there is no tipping point" in caption and " on (" not in caption
    shapes = {shape.name for shape in charts.sweep_figure(tipping).layout.shapes}
    assert "past the tipping point" not in shapes and "tipping point" not in shapes


def test_a_curve_that_crosses_once_keeps_its_tipping_point_and_interval():
    tipping = _curve({0.0: 0.5, 0.4: 0.3, 0.6: 0.05, 0.8: 0.02, 1.0: 0.0})
    assert "fall below 10% of the games from land tax share 0.6 on" in charts.sweep_caption(tipping, 100)
    shapes = {shape.name: shape for shape in charts.sweep_figure(tipping).layout.shapes}
    assert shapes["tipping point"].x0 == 0.6 and shapes["past the tipping point"].x0 == 0.6


def test_the_caption_says_whether_the_turn_back_is_beyond_the_noise():
    tipping = _curve({0.0: 0.5, 0.4: 0.08, 0.6: 0.19, 1.0: 0.02})
    tipping["reversal"] = {"from": 0.4, "to": 0.6, "difference": 0.11, "low": 0.05, "high": 0.18,
                           "p_value": 0.001, "adjusted_p": 0.006, "pairs": 6}
    assert "beyond the noise" in charts.sweep_caption(tipping, 100)
    tipping["reversal"]["adjusted_p"] = 0.4
    assert "within the noise" in charts.sweep_caption(tipping, 100)
