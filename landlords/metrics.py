"""Measures of inequality and of the public purse, for games and for many games."""

from __future__ import annotations

import math
from typing import Iterable


def gini(values: Iterable[float]) -> float:
    """The Gini coefficient of ``values``, in [0, 1): 0 when everyone holds the same.

    For values that are not negative it is the usual Gini, the mean difference between
    two holders over twice the mean: ``sum |x_i - x_j| / (2 n^2 mean)`` over all pairs,
    which is ``(n - 1) / n`` when one holds everything.

    Values may be negative, because a player's wealth may be: debts to other players
    count at what is owed, so a game's final wealth can fall below zero.  Refusing them
    would stop an experiment or a chart at the first indebted player, and the usual
    formula gives nonsense (``[-100, 50]`` gives -1.5; a small positive total gives
    values far above 1).  So the total in the denominator is the total of the absolute
    values, as Raffinetti, Siletti and Vernizzi (2015, Statistical Methods &
    Applications 24: 507-521) propose: ``sum |x_i - x_j| / (2 n sum |x|)``.  It equals
    the usual Gini when no value is negative, stays in [0, (n - 1) / n], and reaches
    that maximum when all the assets are one player's and all the debts another's
    (or there are none of one of them): ``gini([-100, 50])`` is 0.5, the most unequal
    two people can be.

    0 for no values, and when every value is 0 (nobody holds anything).

    Raises:
        ValueError: a value is not a finite number (NaN or infinite).
    """
    xs = sorted(float(v) for v in values)
    n = len(xs)
    scale = math.fsum(abs(x) for x in xs)
    if not math.isfinite(scale):
        raise ValueError("gini() needs finite numbers; it was given NaN or an infinite value")
    if n == 0 or scale == 0:
        return 0.0
    # sum over pairs i < j of (x_j - x_i), in one pass over the sorted values
    weighted = math.fsum((2 * i - n + 1) * x for i, x in enumerate(xs))
    return weighted / (n * scale)
