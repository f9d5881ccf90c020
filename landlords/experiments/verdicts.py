"""A family of verdicts: every test a document makes, corrected together, then tallied.

A document that compares many things finds some differences by the number of its tables
alone.  So each comparison it draws a verdict from is added to one :class:`Family`, and
the family decides them together:

* :meth:`Family.paired` adds a paired difference (condition minus baseline, seed by seed)
  with the sign the claim expects; :meth:`Family.share` adds a claim that something
  happens in most games (a rate against one half);
* each carries its estimate, its 95% interval (bootstrap for a mean, exact for a rate),
  its p-value (:mod:`.stats`), its effect size and the correlation of its pairs;
* :meth:`Family.decide` corrects the p-values of the tests that count — Holm's step-down
  method by default, or Benjamini and Hochberg's false discovery rate (``"fdr_bh"``) for a
  large grid of sensitivity checks — and gives each the verdict of
  :mod:`.claims`; measures that follow from the rules by construction and rates that are
  0% against 0% are labelled and left out of the correction and of the tally.

Nothing here names a rule set: the document says what each test is about (``claim``,
``setting``, ``condition``, ``measure``, ``valuation``), and the family keeps it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from . import stats
from .claims import ALPHA, verdict, verdict_of_share


@dataclass
class Test:
    """One comparison a verdict is drawn from."""

    claim: str
    setting: str
    condition: str
    measure: str
    valuation: str
    kind: str                     # "difference" or "share"
    estimate: float
    low: float
    high: float
    p_value: float
    expected: float               # the sign a difference should have, or a share's level
    pairs: int
    baseline_mean: float = math.nan
    condition_mean: float = math.nan
    effect: float = math.nan
    correlation: float = math.nan
    by_construction: bool = False
    no_events: bool = False
    adjusted_p: float = math.nan
    verdict: str = "not measured"
    tags: dict = field(default_factory=dict)

    @property
    def counted(self) -> bool:
        """Whether the test is evidence: not by construction, and something happened."""
        return not self.by_construction and not self.no_events and self.p_value == self.p_value


class Family:
    """Tests decided together.

    Args:
        method: ``"holm"`` (family-wise error, the default) or ``"fdr_bh"`` (a false
            discovery rate), at level ``alpha``.
        resamples: bootstrap resamples per interval.
    """

    def __init__(self, method: str = "holm", alpha: float = ALPHA,
                 resamples: int = stats.RESAMPLES) -> None:
        if method not in ("holm", "fdr_bh"):
            raise ValueError(f"method is 'holm' or 'fdr_bh', not {method!r}")
        self.method = method
        self.alpha = alpha
        self.resamples = resamples
        self.tests: list[Test] = []

    def __len__(self) -> int:
        return len(self.tests)

    def paired(self, treated, baseline, *, claim: str, setting: str, condition: str,
               measure: str, valuation: str = "", expected: int, by_construction: bool = False,
               **tags) -> Test:
        """Add the paired difference ``treated - baseline`` (the same seeds, in order)."""
        a = np.asarray(treated, dtype=float)
        b = np.asarray(baseline, dtype=float)
        keep = np.isfinite(a) & np.isfinite(b)
        a, b = a[keep], b[keep]
        if a.size == 0:
            test = Test(claim, setting, condition, measure, valuation, "difference", math.nan,
                        math.nan, math.nan, math.nan, expected, 0, by_construction=by_construction,
                        tags=tags)
            self.tests.append(test)
            return test
        diff, low, high = stats.paired_difference(a, b, resamples=self.resamples)
        rates = stats.is_rate(a) and stats.is_rate(b)
        same = rates and a.mean() == b.mean() and a.mean() in (0.0, 1.0)
        test = Test(claim, setting, condition, measure, valuation, "difference", diff, low, high,
                    stats.paired_p_value(a, b), expected, int(a.size), float(b.mean()),
                    float(a.mean()), stats.standardised_difference(a, b),
                    stats.pair_correlation(a, b), by_construction, bool(same), tags=tags)
        self.tests.append(test)
        return test

    def share(self, outcomes, *, claim: str, setting: str, condition: str, measure: str,
              valuation: str = "", level: float = 0.5, **tags) -> Test:
        """Add "it happens in most games": the 0/1 ``outcomes`` against ``level``."""
        xs = np.asarray(outcomes, dtype=float)
        xs = xs[np.isfinite(xs)]
        hits, trials = int(xs.sum()), int(xs.size)
        rate, low, high = stats.rate_interval(hits, trials)
        test = Test(claim, setting, condition, measure, valuation, "share", rate, low, high,
                    stats.rate_p_value(hits, trials, level), level, trials, tags=tags)
        self.tests.append(test)
        return test

    def decide(self) -> Family:
        """Correct the counted tests' p-values together and give every test its verdict."""
        counted = [t for t in self.tests if t.counted]
        ps = [t.p_value for t in counted]
        if self.method == "holm":
            adjusted = stats.holm(ps, self.alpha)
        else:
            adjusted = stats.fdr(ps, self.alpha)
        for test, p in zip(counted, adjusted):
            test.adjusted_p = p
        for test in self.tests:
            if test.by_construction:
                test.verdict = "by construction"
            elif test.no_events:
                test.verdict = "no events"
            elif not test.counted:
                test.verdict = "not measured"
            elif test.kind == "share":
                test.verdict = verdict_of_share(test.estimate, test.adjusted_p, test.expected,
                                                self.alpha)
            else:
                test.verdict = verdict(test.estimate, test.adjusted_p, int(test.expected), self.alpha)
        return self

    def tally(self, **where) -> dict[str, int]:
        """How many counted tests (matching ``where``: attribute = value) got each verdict."""
        counts: dict[str, int] = {}
        for test in self.select(**where):
            if test.counted:
                counts[test.verdict] = counts.get(test.verdict, 0) + 1
        return counts

    def select(self, **where) -> list[Test]:
        """The tests whose attributes (or tags) equal ``where``'s values."""
        def matches(test: Test) -> bool:
            return all(getattr(test, key, test.tags.get(key)) == value for key, value in where.items())
        return [test for test in self.tests if matches(test)]

    def frame(self):
        """Every test as a row of a pandas DataFrame (tags as columns)."""
        import pandas as pd
        rows = []
        for test in self.tests:
            row = {name: getattr(test, name) for name in Test.__dataclass_fields__ if name != "tags"}
            row.update(test.tags)
            rows.append(row)
        return pd.DataFrame(rows)


__all__ = ["Family", "Test"]
