"""Measures of inequality and of the public purse, for games and for many games."""

from __future__ import annotations

from typing import Iterable


def gini(values: Iterable[float]) -> float:
    """The Gini coefficient of ``values``.

    0 when everyone holds the same; ``(n - 1) / n`` when one holds everything; 0 when the
    total is 0.  Negative values (debts) are allowed and counted as they are.
    """
    xs = sorted(float(v) for v in values)
    n = len(xs)
    total = sum(xs)
    if n == 0 or total == 0:
        return 0.0
    weighted = sum((2 * i - n + 1) * x for i, x in enumerate(xs))
    return weighted / (n * total)
