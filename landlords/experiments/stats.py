"""Uncertainty: intervals for means, paired differences and rates, tests, and Holm's correction.

Every figure an experiment reports carries an interval, so a reader can tell an effect
from the luck of the dice:

* a **mean** (a Gini, dollars) has a percentile bootstrap interval (resampling games with
  replacement, 2,000 times by default, from a fixed seed so a report regenerates
  identically): :func:`mean_interval`;
* a **rate** (the share of games with one winner) has the exact Clopper-Pearson interval,
  which never collapses to a point at 0% or 100% (200 games of 200 give 98.2% to 100%;
  a bootstrap would say 100% to 100%): :func:`rate_interval`;
* a **difference between conditions** is paired: every condition plays the same seeds,
  and the difference is taken game by game before resampling
  (:func:`paired_difference`).  Pairing removes the luck two conditions share only as far
  as their outcomes are correlated seed by seed; :func:`pair_correlation` measures that,
  and the documents print it (in these games it is often near zero: the dice are the
  same, but a change of rules soon sends the players elsewhere);
* a **test** gives each difference a p-value (a paired t-test on the differences, exact
  McNemar for two rates, an exact binomial test for one rate against a level), and
  :func:`holm` adjusts a family of them for multiplicity (Holm's step-down method), so a
  document with many verdicts does not find effects by the number of its tables;
* an **effect size** (:func:`standardised_difference`) puts a difference in units of the
  games' own spread.

numpy does the resampling (it comes with pandas); statsmodels and scipy do the exact
intervals and the tests.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

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


# ---------------------------------------------------------------------- rates, tests, effects
def rate_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float, float]:
    """``(rate, low, high)``: the share ``successes / trials`` with its exact
    (Clopper-Pearson) interval; NaN for all three when there are no trials."""
    from statsmodels.stats.proportion import proportion_confint
    if trials <= 0:
        return math.nan, math.nan, math.nan
    low, high = proportion_confint(int(successes), int(trials), alpha=2 * _alpha(confidence),
                                   method="beta")
    return successes / trials, float(low), float(high)


def is_rate(values: Sequence[float]) -> bool:
    """Whether every value is 0 or 1 (a rate's outcomes)."""
    xs = _array(values)
    return bool(xs.size) and bool(np.all((xs == 0) | (xs == 1)))


def paired_p_value(treated: Sequence[float], baseline: Sequence[float]) -> float:
    """Two-sided p-value that ``treated`` and ``baseline`` (the same games, pair by pair)
    differ on average: exact McNemar when both are 0/1 outcomes, else a paired t-test.
    1.0 when every pair is equal (nothing to tell apart)."""
    a, b = _array(treated), _array(baseline)
    if a.size != b.size:
        raise ValueError(f"paired values must match one to one ({a.size} and {b.size} given)")
    diff = a - b
    if a.size < 2 or not np.any(diff):
        return 1.0
    if is_rate(a) and is_rate(b):
        from statsmodels.stats.contingency_tables import mcnemar
        up, down = int(np.sum(diff > 0)), int(np.sum(diff < 0))
        return float(mcnemar([[0, up], [down, 0]], exact=True).pvalue)
    from scipy.stats import ttest_1samp
    if np.allclose(diff, diff[0], rtol=0.0, atol=1e-12):
        return 0.0                                       # a constant, non-zero difference
    return float(ttest_1samp(diff, 0.0).pvalue)


def rate_p_value(successes: int, trials: int, level: float) -> float:
    """Two-sided exact binomial p-value that the rate is ``level``."""
    from scipy.stats import binomtest
    if trials <= 0:
        return math.nan
    return float(binomtest(int(successes), int(trials), level).pvalue)


def holm(p_values: Sequence[float], alpha: float = 0.05) -> list[float]:
    """Holm's step-down adjustment of a family of p-values (NaN stays NaN); a hypothesis
    is rejected at family-wise level ``alpha`` where its adjusted value is below it."""
    return _adjusted(p_values, alpha, "holm")


def _adjusted(p_values: Sequence[float], alpha: float, method: str) -> list[float]:
    from statsmodels.stats.multitest import multipletests
    ps = [float(p) for p in p_values]
    known = [i for i, p in enumerate(ps) if p == p]
    adjusted = [math.nan] * len(ps)
    if known:
        _, values, _, _ = multipletests([ps[i] for i in known], alpha=alpha, method=method)
        for i, value in zip(known, values):
            adjusted[i] = float(value)
    return adjusted


def standardised_difference(treated: Sequence[float], baseline: Sequence[float]) -> float:
    """The mean difference over the pooled standard deviation of the two conditions
    (Cohen's d); NaN when neither varies."""
    a, b = _array(treated), _array(baseline)
    if a.size < 2 or b.size < 2:
        return math.nan
    pooled = math.sqrt((a.var(ddof=1) + b.var(ddof=1)) / 2)
    return float((a.mean() - b.mean()) / pooled) if pooled > 0 else math.nan


def pair_correlation(treated: Sequence[float], baseline: Sequence[float]) -> float:
    """Pearson's correlation of the paired values, seed by seed (NaN if either is constant):
    how much of the luck the two conditions share, which pairing removes."""
    a, b = _array(treated), _array(baseline)
    if a.size < 3 or a.std() == 0 or b.std() == 0:
        return math.nan
    return float(np.corrcoef(a, b)[0, 1])


def fdr(p_values: Sequence[float], alpha: float = 0.05) -> list[float]:
    """Benjamini and Hochberg's adjustment of a family of p-values (NaN stays NaN): a
    hypothesis is rejected at false discovery rate ``alpha`` where its value is below it."""
    return _adjusted(p_values, alpha, "fdr_bh")


def independent_difference(treated: Sequence[float], baseline: Sequence[float],
                           confidence: float = 0.95, resamples: int = RESAMPLES,
                           seed: int = 0) -> tuple[float, float, float]:
    """``(difference of means, low, high)`` of two samples that are not paired (different
    games, e.g. two rule sets): each resampled on its own."""
    a, b = _array(treated), _array(baseline)
    if a.size == 0 or b.size == 0:
        return math.nan, math.nan, math.nan
    alpha = _alpha(confidence)
    rng = np.random.default_rng(seed)
    means_a = a[rng.integers(0, a.size, size=(resamples, a.size))].mean(axis=1)
    means_b = b[rng.integers(0, b.size, size=(resamples, b.size))].mean(axis=1)
    low, high = np.quantile(means_a - means_b, [alpha, 1 - alpha])
    return float(a.mean() - b.mean()), float(low), float(high)
