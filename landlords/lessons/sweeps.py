"""A sweep read along its whole curve: its tipping point, its crossings and its largest
turn back (lesson 6)."""

from __future__ import annotations

from .settings import TIPPING_LEVEL, TIPPING_OUTCOME, VALUATION
from .tables import _by_seed


def sweep_curve(results, column: str):
    """``(values, table)``: a sweep's values in order and ``column`` per value and seed
    (values x seeds; the same seeds in every row), for :mod:`landlords.experiments.curve`."""
    import numpy as np
    option, values = results.sweep
    values = sorted(values)
    return values, np.array([_by_seed(results, f"{option}={value}", column) for value in values])


def sweep_reading(results, level: float = TIPPING_LEVEL, outcome: str = TIPPING_OUTCOME,
                  valuation: str = VALUATION) -> dict:
    """The tipping point of a sweep read along its whole curve: ``Results.tipping_point``
    (classes taken at ``valuation``) with ``"crossings"`` (where the rate crosses
    ``level``: first, last, every crossing) and ``"reversal"`` (its largest rise between two
    values, paired by seed, judged allowing for the pairs it was picked from), ready for
    :func:`landlords.charts.sweep_caption` and ``sweep_figure``."""
    from ..experiments import curve
    from ..experiments.results import valued
    tipping = results.tipping_point(level=level, outcome=outcome, valuation=valuation)
    values, classes = sweep_curve_of_class(results, valued("outcome_class", valuation), outcome)
    rates = classes.mean(axis=1) if len(values) else []
    tipping["crossings"] = curve.crossings(values, rates, level)
    tipping["reversal"] = curve.largest_reversal(values, classes, expected=-1) if len(values) > 1 else None
    tipping["valuation"] = valuation
    return tipping


def sweep_curve_of_class(results, column: str, outcome: str):
    """``(values, table)`` of 0/1 outcomes: whether each game's class (``column``) is ``outcome``."""
    import numpy as np
    option, values = results.sweep
    values = sorted(values)
    games = results.games
    rows = []
    for value in values:
        part = games[games["condition"] == f"{option}={value}"].sort_values("seed")
        rows.append((part[column] == outcome).astype(float).to_numpy())
    return values, np.array(rows)


def lever_reading(results, column: str = "gini_market") -> dict:
    """A measure along the lever, read whole: ``{"lowest": (value, mean, low, high)}`` (the
    value with the lowest mean, its 95% interval), ``"start"`` (the same at the first
    value), ``"reversal"`` (:func:`~landlords.experiments.curve.largest_reversal`: its
    largest rise between two values, paired by seed), ``"turns_back"`` (whether that rise is
    beyond the noise), ``"above_start"`` (the values whose paired difference from the
    first value is above 0, its 95% interval wholly so) and ``"highest_after_lowest"``
    (the value with the highest mean beyond the lowest, where the curve rose back to)."""
    from ..experiments import curve, stats
    values, table = sweep_curve(results, column)
    means = table.mean(axis=1)
    lowest = int(means.argmin())
    reading = {"column": column, "values": values}
    reading["lowest"] = (values[lowest], *stats.mean_interval(table[lowest]))
    reading["start"] = (next(iter(values)), *stats.mean_interval(table[0]))
    reversal = curve.largest_reversal(values, table, expected=-1)
    reading["reversal"] = reversal
    reading["turns_back"] = not curve.is_monotone(reversal)
    if reversal is not None:                     # where it turns back from, and rises to
        reading["turn_from"] = (reversal["from"], *stats.mean_interval(table[values.index(reversal["from"])]))
        reading["turn_to"] = (reversal["to"], *stats.mean_interval(table[values.index(reversal["to"])]))
    reading["above_start"] = [v for v, row in zip(values[1:], table[1:])
                              if stats.paired_difference(row, table[0])[1] > 0]
    later = range(lowest + 1, len(values))
    reading["highest_after_lowest"] = (values[max(later, key=lambda k: means[k])] if len(later) else None)
    return reading

