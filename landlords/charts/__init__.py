"""Charts: pure functions from data to plotly figures, for one game and for many.

- :mod:`.game`: a game's charts (the Play and Replay apps): the Gini of wealth, each
  player's wealth and the rule set's money series by turn, with the switches of rules
  marked (:func:`chart_spec`, :func:`play_dashboard`, :func:`compare_spec`...);
- :mod:`.experiment`: the figures of many games (the Experiments app and the lessons):
  the spread per condition, by turn, Lorenz curves, outcomes, spending and a sweep;
- :mod:`.words`: panel titles and captions, axis names, measure and valuation labels;
- :mod:`.style`: the font, colours and layout every chart shares.

The captions of the figures of many games (``distribution_caption``...) are sentences of
the experiments' report, :mod:`landlords.experiments.report`; they are named here too, as
before.  Every name is re-exported here, so ``from landlords import charts`` gives them all.

    >>> import landlords
    >>> from landlords import charts
    >>> game = landlords.new_game(landlords.rule_sets()[0], players=4, seed=7)
    >>> _ = game.play(until_turn=20); _ = game.switch_rules(game.rules.regimes[-1]); _ = game.play()
    >>> fig = charts.play_dashboard(game.history(), charts.switch_marks(game.events), rules=game.rules)

    >>> from landlords.experiments import Experiment
    >>> RULES = "..."                  # a rule set whose games end after a number of rounds
    >>> results = Experiment(RULES, {"short": {"rounds": 5}, "long": {"rounds": 50}},
    ...                      games=10).run(progress=False)
    >>> fig = charts.distribution_figure(results.games)
    >>> charts.distribution_caption(results.games, results.compare()).startswith("Under long the Gini")
    True
"""

from __future__ import annotations

from landlords.experiments.report import (
    SPENDING,
    absolute_caption,
    by_turn_caption,
    comparison_sentence,
    difference_words,
    distribution_caption,
    lorenz_caption,
    majority_turns,
    outcomes_caption,
    spending_caption,
    sweep_caption,
    sweep_crossings,  # noqa: F401
)
from landlords.experiments.results import valued  # noqa: F401
from landlords.experiments.valuation import VALUATION_WORDS, VALUATIONS  # noqa: F401
from landlords.metrics import gini  # noqa: F401
from landlords.render.palette import PLAYER_COLORS, player_colors

from ..lazy import lazy_names
from .experiment import (
    CONDITION_COLORS,
    OUTCOME_COLORS,
    by_turn_figure,
    condition_colors,
    distribution_figure,
    lorenz_figure,
    outcomes_figure,
    spending_figure,
    sweep_figure,
)
from .game import (
    BESIDE_COLUMN,  # noqa: F401
    MAX_PLAYER_LINES,
    PLAYER_DASHES,
    PLAYER_MARKERS,
    RUN_DASHES,
    chart_spec,
    compare_measures,
    compare_spec,
    gini_by_turn,
    gini_figure,
    money_figure,
    panels_for,
    play_dashboard,
    regime_color,
    regime_spans,
    switch_marks,
    switch_shapes,
    wealth_figure,
)
from .style import OTHER_COLOR, REFORM_COLOR
from .words import (
    MEASURE_AXES,  # noqa: F401
    MEASURE_WORDS,
    RECOUNT_NOTE,
    caption,
    measure_words,
    panel_title,
    plotly_text,
    regime_words,
    valuation_label,
)

#: The names marked ``noqa: F401`` above were names of the single module this package was,
#: outside its ``__all__``.  Its private names are kept for one release:
#: ``{old name: (module, name there)}``, imported when first asked for.
_MOVED = {
    **{name: ("landlords.experiments.report", name) for name in ("_SPENDING_VERBS", "_VALUED_WORDS")},
    **{f"_{name}": ("landlords.experiments.report", name)
       for name in ("conditions_of", "counted", "hyphened", "listed", "means", "money_of", "number")},
    "_percent": ("landlords.experiments.report", "share_words"),
    **{name: ("landlords.charts.experiment", name) for name in ("_empty", "_experiment_layout", "_swept_x")},
    **{name: ("landlords.charts.game", name)
       for name in ("_GINI_COLOR", "_SHADE", "_axis_for", "_axis_name", "_beside_gini_trace", "_gini_trace",
                    "_mode", "_money_traces", "_ref", "_reform", "_restyle", "_spread_traces", "_traces_for",
                    "_wealth_traces", "_whole_ticks")},
    "_FONT": ("landlords.charts.style", "FONT"), "_SERIES_COLORS": ("landlords.charts.style", "SERIES_COLORS"),
    "_axis": ("landlords.charts.style", "axis_layout"), "_base_layout": ("landlords.charts.style", "base_layout"),
    "_rgba": ("landlords.charts.style", "tint"), "_tint": ("landlords.charts.style", "tint"),
    "_COUNTS": ("landlords.charts.words", "_COUNTS"), "_affixes": ("landlords.charts.words", "money_affixes"),
}


__getattr__ = lazy_names(__name__, {old: f"{module}:{there}" for old, (module, there) in _MOVED.items()})[0]


__all__ = ["CONDITION_COLORS", "MAX_PLAYER_LINES", "MEASURE_WORDS", "OTHER_COLOR", "OUTCOME_COLORS",
           "PLAYER_COLORS", "PLAYER_DASHES", "PLAYER_MARKERS", "RECOUNT_NOTE", "REFORM_COLOR",
           "RUN_DASHES", "SPENDING", "absolute_caption", "by_turn_caption", "by_turn_figure", "caption",
           "chart_spec", "compare_measures", "compare_spec", "comparison_sentence", "condition_colors",
           "difference_words", "distribution_caption", "distribution_figure", "gini_by_turn",
           "gini_figure", "lorenz_caption", "lorenz_figure", "majority_turns", "measure_words",
           "money_figure", "outcomes_caption", "outcomes_figure", "panel_title", "panels_for",
           "play_dashboard", "player_colors", "plotly_text", "regime_color", "regime_spans", "regime_words",
           "spending_caption", "spending_figure", "sweep_caption", "sweep_figure", "switch_marks",
           "switch_shapes", "valuation_label", "wealth_figure"]
