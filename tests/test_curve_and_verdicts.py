"""The whole curve of a sweep (crossings, reversals, jumps) and families of verdicts decided
together, on numbers worked out by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from landlords.experiments import curve
from landlords.experiments.verdicts import Family


# ---------------------------------------------------------------------- crossings
def test_a_curve_that_crosses_back_has_a_first_and_a_last_crossing():
    values = [0.0, 0.25, 0.5, 0.75, 1.0]
    means = [0.3, 0.05, 0.2, 0.04, 0.01]             # below 0.1 at 0.25, above at 0.5, below from 0.75
    found = curve.crossings(values, means, 0.1)
    assert found == {"first": 0.25, "last": 0.75, "crossings": [0.25, 0.5, 0.75], "at_start_below": False}


def test_a_curve_below_from_the_start_and_one_never_below():
    assert curve.crossings([0, 1], [0.0, 0.0], 0.1) == {"first": 0, "last": 0, "crossings": [],
                                                       "at_start_below": True}
    assert curve.crossings([0, 1], [0.5, 0.4], 0.1)["first"] is None
    assert curve.crossings([0, 1, 2], [0.5, 0.05, 0.4], 0.1)["last"] is None   # ends above


# ---------------------------------------------------------------------- reversals
def test_the_largest_reversal_of_a_falling_curve_is_its_biggest_rise():
    seeds = 50
    rng = np.random.default_rng(1)
    base = rng.normal(0, 0.01, seeds)
    table = np.array([0.30 + base, 0.20 + base, 0.25 + base, 0.10 + base])   # falls, rises 0.05, falls
    found = curve.largest_reversal([0, 1, 2, 3], table, expected=-1, resamples=200)
    assert (found["from"], found["to"]) == (1, 2)
    assert found["difference"] == pytest.approx(0.05)
    assert found["pairs"] == 6 and found["adjusted_p"] == min(1.0, 6 * found["p_value"])
    assert not curve.is_monotone(found)               # a constant rise: certain


def test_a_monotone_curve_has_no_reversal_and_a_noisy_wiggle_is_within_the_noise():
    assert curve.largest_reversal([0, 1, 2], [[3, 3], [2, 2], [1, 1]], expected=-1) is None
    assert curve.is_monotone(None)
    rng = np.random.default_rng(2)
    noisy = np.array([rng.normal(0.3, 0.1, 40), rng.normal(0.29, 0.1, 40), rng.normal(0.3, 0.1, 40)])
    found = curve.largest_reversal([0, 1, 2], noisy, expected=-1, resamples=200)
    assert found is not None and curve.is_monotone(found)


def test_a_rising_curve_is_read_the_other_way():
    table = np.array([[0.1] * 5, [0.2] * 5, [0.15] * 5])
    found = curve.largest_reversal(["a", "b", "c"], table, expected=+1, resamples=100)
    assert (found["from"], found["to"]) == ("b", "c") and found["difference"] == pytest.approx(-0.05)


def test_jumps_and_points_between():
    assert curve.jumps([0, 0.5, 1], [0.2, 0.21, 0.4], 0.1) == [(0.5, 1)]
    assert curve.between(0.5, 1.0, 3) == [0.625, 0.75, 0.875]


# ---------------------------------------------------------------------- families
def test_a_family_corrects_its_tests_together_and_tallies_the_counted():
    family = Family("holm", resamples=200)
    strong = family.paired([1.0] * 30, [0.0] * 30, claim="c", setting="s", condition="x",
                           measure="gini", valuation="book", expected=-1)            # wrong way
    weak = family.paired(np.linspace(0, 1, 30), np.linspace(0, 1, 30)[::-1], claim="c", setting="s",
                         condition="x", measure="mad", valuation="book", expected=-1)
    built = family.paired([5.0] * 30, [0.0] * 30, claim="c", setting="s", condition="x",
                          measure="wages_paid", expected=1, by_construction=True)
    none = family.paired([0.0] * 30, [0.0] * 30, claim="c", setting="s", condition="x",
                         measure="one_winner", expected=-1)
    most = family.share([1] * 18 + [0] * 2, claim="c", setting="s", condition="x", measure="one winner")
    family.decide()
    assert strong.verdict == "contradicted" and weak.verdict == "not shown either way"
    assert built.verdict == "by construction" and none.verdict == "no events"
    assert most.verdict == "borne out" and most.low < 0.9 < most.high
    counted = [t for t in family.tests if t.counted]
    assert len(counted) == 3
    ranked = sorted(counted, key=lambda t: t.p_value)
    assert ranked[0].adjusted_p == pytest.approx(min(1, 3 * ranked[0].p_value))
    assert family.tally() == {"contradicted": 1, "not shown either way": 1, "borne out": 1}
    assert family.select(measure="mad") == [weak]
    assert set(family.frame()["verdict"]) == {"contradicted", "not shown either way", "by construction",
                                               "no events", "borne out"}


def test_a_false_discovery_rate_rejects_more_than_holm():
    ps = [0.01, 0.02, 0.03, 0.04]
    from landlords.experiments import stats
    assert sum(p < 0.05 for p in stats.holm(ps)) < sum(p < 0.05 for p in stats.fdr(ps))
    with pytest.raises(ValueError):
        Family("bonferroni")


def test_an_empty_comparison_is_not_measured():
    family = Family()
    test = family.paired([math.nan], [1.0], claim="c", setting="s", condition="x", measure="gini",
                         expected=-1)
    family.decide()
    assert test.verdict == "not measured" and not test.counted
