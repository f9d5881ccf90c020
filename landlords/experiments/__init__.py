"""Experiments: many games under several conditions, measured alike, with honest uncertainty.

- :class:`Experiment` (:mod:`.design`): conditions x seeds, the same seeds in every
  condition, run here, in local processes or on a Dask cluster, with a progress bar and
  a way to cancel; ``Experiment.sweep_of`` sweeps one option (e.g. ``land_tax_share``).
- :class:`Results` (:mod:`.results`): tidy frames (``games``, ``players``, ``turns``),
  paired comparisons with bootstrap intervals, summaries, outcome classes, Lorenz
  curves, measures by turn and the tipping point of a sweep; ``save`` and ``load``.
- :func:`run_games` and :func:`summarize` (:mod:`.runner`): one condition as plain rows,
  behind ``landlords simulate``.

- :mod:`.valuation`: the three yardsticks of wealth every comparison is made at (book value,
  the rules' score, market value) and the stated discount rate of market value;
- :mod:`.stats`: intervals (bootstrap for means, exact for rates), paired tests, Holm's and
  Benjamini-Hochberg's corrections, effect sizes, the pairs' correlation;
- :mod:`.claims` and :mod:`.verdicts`: Magie's claims, the verdict rules, and families of
  tests decided together; :mod:`.curve`: the whole curve of a sweep.

What is measured is in :mod:`.measure` and docs/evidence.md.
"""

from .conditions import parse_condition, parse_sweep, sweep_conditions
from .design import Experiment
from .measure import GAME_COLUMNS, PLAYER_COLUMNS, TURN_COLUMNS, play_measured
from .results import MEASURES, Results
from .runner import (
                     COLUMNS,
                     check_output,
                     result_columns,
                     result_means,
                     run_games,
                     summarize,
                     to_frame,
                     write_rows,
)
from .store import OutputError, check_writable
from .valuation import VALUATIONS, discount_rate, landing_rates
from .verdicts import Family

__all__ = ["COLUMNS", "Experiment", "Family", "GAME_COLUMNS", "MEASURES", "OutputError",
           "PLAYER_COLUMNS", "Results", "TURN_COLUMNS", "VALUATIONS", "check_output",
           "check_writable", "discount_rate", "landing_rates", "parse_condition", "parse_sweep",
           "play_measured", "result_columns", "result_means", "run_games", "summarize",
           "sweep_conditions", "to_frame", "write_rows"]
