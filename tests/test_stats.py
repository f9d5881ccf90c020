"""The experiments' statistics: exact intervals for rates, paired tests, Holm's correction,
effect sizes and the correlation pairing exploits, each against values worked out by hand
or by a textbook formula."""

from __future__ import annotations

import math

import numpy as np
import pytest

from landlords.experiments import stats
from landlords.experiments.claims import verdict, verdict_of_share


def test_a_rate_of_200_of_200_has_a_lower_bound_below_99_percent():
    rate, low, high = stats.rate_interval(200, 200)
    assert rate == 1.0 and high == 1.0
    assert low < 0.99
    assert low == pytest.approx(0.025 ** (1 / 200))      # Clopper-Pearson at k = n: (alpha/2)^(1/n)


def test_a_rate_of_0_of_200_has_an_upper_bound_above_1_percent():
    rate, low, high = stats.rate_interval(0, 200)
    assert rate == 0.0 and low == 0.0
    assert high == pytest.approx(1 - 0.025 ** (1 / 200)) and high > 0.01


def test_a_bootstrap_of_ones_collapses_where_the_exact_interval_does_not():
    _, low, high = stats.mean_interval([1.0] * 200)
    assert low == high == 1.0                              # why rates take the exact interval
    assert stats.rate_interval(200, 200)[1] < 1.0


def test_no_trials_give_no_rate():
    assert all(math.isnan(v) for v in stats.rate_interval(0, 0))


def test_holm_adjusts_step_down():
    # sorted p = 0.01, 0.03, 0.04 with m = 3: 0.03, 0.06, max(0.06, 0.04) = 0.06
    assert stats.holm([0.04, 0.01, 0.03]) == pytest.approx([0.06, 0.03, 0.06])
    adjusted = stats.holm([0.01, float("nan"), 0.02])
    assert adjusted[0] == pytest.approx(0.02) and math.isnan(adjusted[1])
    assert adjusted[2] == pytest.approx(0.02)


def test_paired_p_values():
    same = [0.1, 0.2, 0.3, 0.4]
    assert stats.paired_p_value(same, same) == 1.0
    a, b = [1, 1, 1, 1, 1, 1, 1, 1, 0, 0], [0] * 10       # 8 discordant pairs, all one way
    assert stats.paired_p_value(a, b) == pytest.approx(2 * 0.5 ** 8)   # exact McNemar
    rng = np.random.default_rng(3)
    x, y = rng.normal(size=50), rng.normal(size=50)
    from scipy.stats import ttest_rel
    assert stats.paired_p_value(x + 0.3, y) == pytest.approx(ttest_rel(x + 0.3, y).pvalue)
    with pytest.raises(ValueError):
        stats.paired_p_value([1, 2], [1])


def test_a_constant_difference_is_certain():
    assert stats.paired_p_value([2, 3, 4], [1, 2, 3]) == 0.0


def test_rate_against_a_level():
    assert stats.rate_p_value(10, 10, 0.5) == pytest.approx(2 * 0.5 ** 10)
    assert stats.rate_p_value(5, 10, 0.5) == pytest.approx(1.0)


def test_effect_size_and_correlation():
    a, b = [2.0, 4.0, 6.0], [1.0, 2.0, 3.0]
    pooled = math.sqrt((np.var(a, ddof=1) + np.var(b, ddof=1)) / 2)
    assert stats.standardised_difference(a, b) == pytest.approx((4 - 2) / pooled)
    assert stats.pair_correlation(a, b) == pytest.approx(1.0)
    assert math.isnan(stats.pair_correlation([1, 1, 1], [1, 2, 3]))


def test_the_verdict_rules_read_the_sign_and_the_corrected_test():
    assert verdict(-0.1, 0.001, -1) == "borne out"
    assert verdict(0.1, 0.001, -1) == "contradicted"
    assert verdict(-0.1, 0.2, -1) == "not shown either way"
    assert verdict(float("nan"), 0.001, -1) == "not measured"
    assert verdict_of_share(0.8, 0.001) == "borne out"
    assert verdict_of_share(0.2, 0.001) == "contradicted"
    assert verdict_of_share(0.8, 0.3) == "not shown either way"
