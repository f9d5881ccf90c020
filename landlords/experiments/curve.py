"""The whole curve of a sweep: its crossings of a level, whether it turns back, where it jumps.

A tipping point is the first value of a swept option at which a measure falls below a
level.  That is one number for a curve that may cross the level more than once, or turn
back: reported alone it hides both.  These functions read the whole curve, from a table of
outcomes per swept value and seed (the same seeds at every value, so differences between
two values are paired):

* :func:`crossings`: the first value below the level, the value from which the curve stays
  below it (the last crossing), and every crossing between;
* :func:`largest_reversal`: for a curve expected to fall (or rise), the largest move the
  other way between two swept values, with its paired interval and p-value (corrected for
  having picked the largest of all pairs): a curve is called monotone only when that move
  is not significant;
* :func:`jumps`: pairs of neighbouring values between which the mean moves by more than a
  stated step, where a finer grid is worth sweeping.
"""

from __future__ import annotations

import math

import numpy as np

from . import stats


def crossings(values, means, level: float) -> dict:
    """Where the curve ``means`` (one per swept value, in increasing order) crosses ``level``.

    Returns ``{"first": the smallest value whose mean is below the level (None if none),
    "last": the smallest value from which every mean is below it (None if the last is not),
    "crossings": [every value at which the curve is on the other side of the level than at
    the value before], "at_start_below": whether the first value is already below}``.
    """
    values, means = list(values), [float(m) for m in means]
    below = [m < level for m in means]
    first = next((v for v, b in zip(values, below) if b), None)
    last = None
    for k in range(len(values) - 1, -1, -1):
        if not below[k]:
            break
        last = values[k]
    changes = [values[k] for k in range(1, len(values)) if below[k] != below[k - 1]]
    return {"first": first, "last": last, "crossings": changes,
            "at_start_below": bool(below and below[0])}


def largest_reversal(values, table, expected: int, resamples: int = stats.RESAMPLES) -> dict:
    """The largest move against the ``expected`` direction (-1: the curve should fall as the
    value rises; +1: rise) between two swept values ``i < j``.

    ``table`` is values x seeds (the same seeds in every row).  Returns ``{"from", "to",
    "difference", "low", "high", "p_value", "adjusted_p", "pairs"}`` for the pair with the
    largest mean move the wrong way (``difference`` = mean at ``to`` - mean at ``from``), or
    None when the mean curve never moves the wrong way.  The pair is chosen for being the
    largest of ``pairs`` pairs, so its own p-value flatters it: ``adjusted_p`` multiplies it
    by the number of pairs it was chosen from (Bonferroni), the one to judge the turn by.
    """
    rows = np.asarray(table, dtype=float)
    means = np.nanmean(rows, axis=1)
    best, pair = 0.0, None
    for i in range(len(values)):
        for j in range(i + 1, len(values)):
            wrong = (means[j] - means[i]) * -expected
            if wrong > best:
                best, pair = wrong, (i, j)
    if pair is None:
        return None
    i, j = pair
    a, b = rows[j], rows[i]
    keep = np.isfinite(a) & np.isfinite(b)
    diff, low, high = stats.paired_difference(a[keep], b[keep], resamples=resamples)
    pairs = len(values) * (len(values) - 1) // 2
    p = stats.paired_p_value(a[keep], b[keep])
    return {"from": values[i], "to": values[j], "difference": diff, "low": low, "high": high,
            "p_value": p, "adjusted_p": min(1.0, p * pairs), "pairs": pairs}


def jumps(values, means, step: float) -> list[tuple]:
    """Neighbouring values ``(a, b)`` whose means differ by more than ``step``."""
    return [(values[k - 1], values[k]) for k in range(1, len(values))
            if abs(float(means[k]) - float(means[k - 1])) > step]


def between(low: float, high: float, points: int) -> list[float]:
    """``points`` values evenly inside ``(low, high)``, rounded to 10 decimals."""
    width = (high - low) / (points + 1)
    return [round(low + k * width, 10) for k in range(1, points + 1)]


def is_monotone(reversal: dict | None, alpha: float = 0.05) -> bool:
    """Whether a curve is monotone within the noise: its largest reversal (if any) is not
    significant at ``alpha`` once the choice of the pair is allowed for (``adjusted_p``)."""
    return (reversal is None or not (reversal["adjusted_p"] < alpha)
            or math.isnan(reversal["adjusted_p"]))


__all__ = ["between", "crossings", "is_monotone", "jumps", "largest_reversal"]
