"""Uncertainty: bootstrap confidence intervals for means, paired differences and rates.

Every figure an experiment reports carries an interval, so a reader can tell an effect
from the luck of the dice.  Intervals are percentile bootstrap intervals (resampling
games with replacement, 2,000 times by default, from a fixed seed so a report
regenerates identically).  Differences between conditions are *paired*: every condition
plays the same seeds, so the difference is taken game by game (same seed) before
resampling, which removes the luck the conditions share.

numpy does the resampling (it comes with pandas).
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

#: Resamples per interval unless asked otherwise.
RESAMPLES = 2000


def _array(values: Sequence[float]) -> np.ndarray:
    xs = np.asarray([float(v) for v in values], dtype=float)
    if xs.size and not np.all(np.isfinite(xs)):
        raise ValueError("bootstrap intervals need finite numbers (drop the missing values first)")
    return xs


def _alpha(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError(f"confidence is between 0 and 1 (e.g. 0.95), not {confidence!r}")
    return (1 - confidence) / 2


def mean_interval(values: Sequence[float], confidence: float = 0.95,
                  resamples: int = RESAMPLES, seed: int = 0) -> tuple[float, float, float]:
    """``(mean, low, high)``: the mean of ``values`` with its bootstrap interval.

    NaN for all three when there are no values; the interval is the mean itself when
    there is one value (nothing to resample).
    """
    xs = _array(values)
    alpha = _alpha(confidence)
    if xs.size == 0:
        return math.nan, math.nan, math.nan
    mean = float(xs.mean())
    if xs.size == 1:
        return mean, mean, mean
    rng = np.random.default_rng(seed)
    means = np.concatenate([xs[rng.integers(0, xs.size, size=(rows, xs.size))].mean(axis=1)
                            for rows in _blocks(resamples, xs.size)])
    low, high = np.quantile(means, [alpha, 1 - alpha])
    return mean, float(low), float(high)


#: The most numbers one block of resamples holds (about 8 MB of floats), so an interval
#: over 100,000 games needs no more memory than one over a thousand.
BLOCK = 1_000_000


def _blocks(resamples: int, size: int):
    """Numbers of resamples per block, adding up to ``resamples``."""
    rows = max(1, BLOCK // max(1, size))
    done = 0
    while done < resamples:
        step = min(rows, resamples - done)
        yield step
        done += step


def paired_difference(treated: Sequence[float], baseline: Sequence[float],
                      confidence: float = 0.95, resamples: int = RESAMPLES,
                      seed: int = 0) -> tuple[float, float, float]:
    """``(mean difference, low, high)`` of ``treated - baseline``, pair by pair.

    The two sequences hold the same games (same seeds) in the same order.

    Raises:
        ValueError: the sequences differ in length.
    """
    a, b = _array(treated), _array(baseline)
    if a.size != b.size:
        raise ValueError(f"paired values must match one to one ({a.size} and {b.size} given)")
    return mean_interval(a - b, confidence, resamples, seed)


def first_below(rates_by_value: dict, level: float):
    """The smallest value whose rate is below ``level`` (values in increasing order), or None."""
    for value in sorted(rates_by_value):
        if rates_by_value[value] < level:
            return value
    return None


def tipping_point(hits: dict, level: float, confidence: float = 0.95,
                  resamples: int = RESAMPLES, seed: int = 0) -> tuple:
    """The smallest swept value at which a rate falls below ``level``, with its interval.

    ``hits`` maps each swept value to a sequence of 0/1 outcomes (e.g. "the game had one
    winner"), one per seed, **in the same seed order for every value**.  The seeds are
    resampled together (paired), the tipping point found again in each resample, and the
    interval is the percentile interval of those points over the swept values.  Returns
    ``(point, low, high, rates)``; a point is None where the rate never falls below
    ``level`` (then ``high`` is None too: the tipping point lies beyond the sweep).
    """
    alpha = _alpha(confidence)
    values = sorted(hits)
    table = np.array([_array(hits[v]) for v in values])           # values x seeds
    if table.size == 0:
        return None, None, None, {}
    rates = dict(zip(values, table.mean(axis=1).tolist()))
    point = first_below(rates, level)
    rng = np.random.default_rng(seed)
    seeds = table.shape[1]
    resampled = np.concatenate(                                    # values x resamples
        [table[:, rng.integers(0, seeds, size=(rows, seeds))].mean(axis=2)
         for rows in _blocks(resamples, seeds * len(values))], axis=1)
    below = resampled < level
    found = below.any(axis=0)
    index = np.where(found, below.argmax(axis=0), len(values))     # len(values): beyond
    low_i, high_i = np.quantile(index, [alpha, 1 - alpha], method="inverted_cdf")
    position = {i: v for i, v in enumerate(values)}
    return point, position.get(int(low_i)), position.get(int(high_i)), rates
