"""Moved to :mod:`landlords.experiments.report` (its last section: the command line's
report); this path is kept for one release."""

from landlords.experiments.report import (  # noqa: F401
    COMPARED,
    SUMMARISED,
    VALUATION_LABELS,
    WEALTH_LINES,
    _by_turn,
    _created_line,
    _differences,
    _discount_line,
    _each_condition,
    _heading,
    _interval,
    _means,
    _money,
    _money_means,
    _one_condition,
    _outcomes_line,
    _percent,
    _report,
    _resamples,
    _shown,
    _tipping_sentence,
    _wealth_lines,
)
