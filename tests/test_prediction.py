"""The prediction widget: lock in an answer, then see the measured one beside it (headless)."""

import pytest
from ui_fixtures import buttons, click

from landlords.ui.prediction import LOCK_LABEL, REVEAL_LABEL, Prediction, PredictionError, forget


@pytest.fixture(autouse=True)
def fresh_predictions():
    forget()
    yield
    forget()


def _choice(calls=None, key="richest"):
    def answer():
        if calls is not None:
            calls.append(1)
        return "the speculator"
    return Prediction("Who ends richest?", answer, choices=["the saver", "the speculator", "the trader"],
                      key=key)


def test_the_result_is_hidden_until_a_prediction_is_locked_in():
    calls = []
    p = _choice(calls)
    (reveal,) = buttons(p, REVEAL_LABEL)
    assert reveal.disabled and not p.locked
    click(p, LOCK_LABEL)                                   # nothing chosen: refused, nothing kept
    assert not p.locked and "choose one" in p._note.value
    with pytest.raises(PredictionError):
        p.reveal()
    assert calls == []                                     # the answer was never computed


def test_a_locked_choice_is_kept_and_shown_beside_the_measured_answer():
    p = _choice()
    p._input.value = "the saver"
    click(p, LOCK_LABEL)
    assert p.locked and p.prediction == "the saver"
    assert p._input.disabled and buttons(p, LOCK_LABEL)[0].disabled
    p._input.value = "the trader"                          # a client forcing the disabled input
    assert p.prediction == "the saver"
    with pytest.raises(PredictionError, match="already locked"):
        p.lock("the trader")
    click(p, REVEAL_LABEL)
    assert p.revealed and p.result == "the speculator" and p.matched is False
    shown = p._result.value
    assert "You predicted: the saver" in shown and "Measured: the speculator" in shown
    assert buttons(p, REVEAL_LABEL)[0].disabled


def test_the_same_key_built_again_keeps_the_prediction_and_the_result():
    first = _choice()
    first.lock("the speculator")
    first.reveal()
    again = _choice()                                      # the cell run again
    assert again.locked and again.revealed and again.prediction == "the speculator"
    assert again._input.disabled and again._input.value == "the speculator"
    assert "Measured: the speculator" in again._result.value and again.matched is True
    other = _choice(key="another question")
    assert not other.locked and not other._input.disabled


def test_a_number_is_checked_against_its_range_and_shown_with_its_distance():
    p = Prediction("What share of games does the landlord win?", lambda: 0.75, number=(0, 1),
                   shown_as="{:.0%}", explain=lambda: "200 games, seeds 1 to 200.")
    with pytest.raises(PredictionError, match="from 0 to 1"):
        p.lock(1.5)
    assert not p.locked
    p._input.value = 0.5
    click(p, LOCK_LABEL)
    assert p.prediction == 0.5
    assert p.reveal() == 0.75
    shown = p._result.value
    assert "You predicted: 50%" in shown and "Measured: 75%" in shown
    assert "25% below" in shown and "200 games" in shown


def test_a_result_not_yet_computed_says_so_instead_of_failing():
    def answer():
        return results_of_a_later_cell   # noqa: F821  (the lesson's run is further down)
    p = Prediction("Lower or higher?", answer, choices=["lower", "higher"])
    p.lock("lower")
    click(p, REVEAL_LABEL)
    assert not p.revealed and "not ready yet" in p._note.value


@pytest.mark.parametrize("kwargs, message", [
    ({"choices": ["a", "b"], "number": (0, 1)}, "either choices"),
    ({}, "either choices"),
    ({"choices": ["a", "a"]}, "two different"),
    ({"number": (1, 0)}, "lowest below highest"),
])
def test_bad_questions_are_refused_with_a_reason(kwargs, message):
    with pytest.raises(PredictionError, match=message):
        Prediction("A question?", lambda: "a", **kwargs)
    with pytest.raises(PredictionError, match="question"):
        Prediction("  ", lambda: "a", choices=["a", "b"])


def test_a_revealed_figure_is_drawn_by_a_chart_that_needs_no_plotly_extension(monkeypatch):
    import ipywidgets
    import plotly.graph_objects as go
    from IPython import display as ipython_display

    from landlords.ui import plots, prediction

    shown = []
    monkeypatch.setattr(ipython_display, "display", shown.append)
    figure = go.Figure(go.Bar(x=["a"], y=[1]))
    prediction._display_all([figure, "<b>text</b>", figure])
    boxes = [part for part in shown if isinstance(part, ipywidgets.VBox)]
    assert len(boxes) == 2 and len(shown) == 3
    library, chart = boxes[0].children
    assert isinstance(library, plots.PlotlyLibrary) and boxes[1].children[0] is library   # one per kernel
    assert isinstance(chart, plots.StaticChart) and chart.figure_dict()["data"][0]["type"] == "bar"
    assert "tex2jax_ignore" in shown[1].data                                              # text kept from MathJax
