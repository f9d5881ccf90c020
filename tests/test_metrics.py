"""``landlords.metrics.gini``: its edge cases, values worked out by hand, and negative
wealth (debts), where it uses the total of absolute values (Raffinetti et al. 2015)."""

from __future__ import annotations

import itertools
import math

import pytest

from landlords.metrics import gini


def _mean_difference_gini(values):
    """The textbook definition, pair by pair: sum |x_i - x_j| / (2 n sum |x|)."""
    n = len(values)
    pairs = sum(abs(a - b) for a, b in itertools.product(values, repeat=2))
    return pairs / (2 * n * sum(abs(v) for v in values))


def test_no_values_and_all_zero_give_zero():
    assert gini([]) == 0.0
    assert gini([0, 0, 0]) == 0.0
    assert gini(iter([])) == 0.0


def test_one_player_and_equal_shares_give_zero():
    assert gini([42]) == 0.0
    assert gini([-42]) == 0.0
    assert gini([7, 7, 7, 7]) == 0.0


@pytest.mark.parametrize("n", [2, 3, 4, 10, 1000])
def test_one_holds_everything_gives_n_minus_1_over_n(n):
    assert gini([0] * (n - 1) + [500]) == pytest.approx((n - 1) / n)


def test_values_worked_out_by_hand():
    # [1, 2, 3]: pair differences 1 + 2 + 1 = 4; n * total = 3 * 6 = 18.
    assert gini([3, 1, 2]) == pytest.approx(4 / 18)
    # [0, 0, 1, 1]: four pairs differ by 1; n * total = 4 * 2 = 8.
    assert gini([1, 0, 1, 0]) == pytest.approx(4 / 8)
    # [10, 20, 30, 40]: differences 10+20+30+10+20+10 = 100; n * total = 4 * 100.
    assert gini([40, 10, 30, 20]) == pytest.approx(100 / 400)


def test_order_and_scale_do_not_matter():
    values = [5, 0, 12, 3, 3, 40]
    assert gini(values) == pytest.approx(gini(sorted(values, reverse=True)))
    assert gini(values) == pytest.approx(gini([1000 * v for v in values]))


def test_negative_wealth_is_measured_against_the_total_of_absolute_values():
    # The example: the usual formula gave -1.5.  Pair difference 150, n = 2,
    # total of absolute values 150: 150 / (2 * 150) = 0.5, the most unequal two can be.
    assert gini([-100, 50]) == pytest.approx(0.5)
    # [-1, 0, 1]: differences 1 + 2 + 1 = 4; n * sum |x| = 3 * 2 = 6: the maximum 2/3.
    assert gini([-1, 0, 1]) == pytest.approx(2 / 3)
    # [-10, 20, 30, 40]: differences 30+40+50+10+20+10 = 160; n * sum |x| = 4 * 100.
    assert gini([-10, 20, 30, 40]) == pytest.approx(160 / 400)
    # A debtor among equals is less equal than everyone at zero debt.
    assert gini([-5, 10, 10, 10]) > gini([0, 10, 10, 10])


@pytest.mark.parametrize("values", [
    [-100, 50], [-1, 0, 1], [-3, -3, 9, 1, 0, 4], [-50, -50, 1], [2, 5, 8, 13],
    [-7, -1, -2], [0, 0, 0, 1, 99],
])
def test_it_agrees_with_the_pairwise_definition_and_stays_below_one(values):
    value = gini(values)
    assert value == pytest.approx(_mean_difference_gini(values))
    assert 0 <= value <= (len(values) - 1) / len(values) + 1e-12


def test_not_a_finite_number_is_refused():
    with pytest.raises(ValueError, match="finite numbers"):
        gini([1, math.nan, 2])
    with pytest.raises(ValueError, match="finite numbers"):
        gini([1, math.inf])


# ---------------------------------------------------------------------- the other measures
from landlords.metrics import below, land_hhi, lorenz, majority_turn, top_share  # noqa: E402


def test_lorenz_of_known_distributions():
    assert lorenz([]) == ([0.0, 1.0], [0.0, 1.0])
    assert lorenz([0, 0]) == ([0.0, 1.0], [0.0, 1.0])
    assert lorenz([5, 5, 5, 5]) == ([0, 0.25, 0.5, 0.75, 1.0], [0, 0.25, 0.5, 0.75, 1.0])
    assert lorenz([0, 0, 0, 12]) == ([0, 0.25, 0.5, 0.75, 1.0], [0, 0, 0, 0, 1.0])
    population, wealth = lorenz([300, 100, 600])     # sorted: 100, 300, 600 of 1,000
    assert population == pytest.approx([0, 1 / 3, 2 / 3, 1])
    assert wealth == pytest.approx([0, 0.1, 0.4, 1.0])


@pytest.mark.parametrize("values", [[1, 2, 3, 4], [0, 0, 10], [400, 400, 1200], [7, 1, 1, 1, 30]])
def test_gini_is_one_minus_twice_the_area_under_the_lorenz_curve(values):
    population, wealth = lorenz(values)
    area = sum((population[k + 1] - population[k]) * (wealth[k + 1] + wealth[k]) / 2
               for k in range(len(values)))
    assert gini(values) == pytest.approx(1 - 2 * area)


def test_lorenz_dips_below_zero_with_a_debt():
    population, wealth = lorenz([-50, 150])
    assert wealth == pytest.approx([0, -0.25, 0.5])


def test_top_share():
    assert top_share([]) == 0.0
    assert top_share([10, 10, 10, 10]) == 0.25
    assert top_share([10, 10, 10, 10], k=2) == 0.5
    assert top_share([0, 0, 0, 9]) == 1.0
    assert top_share([100, 300, 600], k=1) == 0.6
    assert top_share([-100, 100]) == 0.5                 # of the total of absolute values
    with pytest.raises(ValueError, match="at least 1"):
        top_share([1, 2], k=0)


def test_land_hhi():
    assert land_hhi([]) == 0.0
    assert land_hhi([0, 0, 0]) == 0.0                    # nobody holds land
    assert land_hhi([22, 0, 0, 0]) == 1.0                # the monarch holds it all
    assert land_hhi([5, 5, 5, 5]) == 0.25                # 1/n
    assert land_hhi([6, 2, 2]) == pytest.approx(0.36 + 0.04 + 0.04)
    with pytest.raises(ValueError, match="0 or more"):
        land_hhi([-1, 3])


def test_majority_turn():
    turns = [(0, [400, 400, 400]), (5, [600, 300, 300]), (9, [700, 300, 10]), (12, [900, 0, 0])]
    assert majority_turn(turns) == 9                     # 700 of 1,010 (more than half)
    assert majority_turn([(0, [1, 1]), (1, [2, 2])]) is None
    assert majority_turn([(3, [50, -500])]) == 3         # the debtor holds none of it
    assert majority_turn([]) is None


def test_below():
    assert below([100, 400, 399, 1000], 400) == 2
    assert below([], 1) == 0


# ---------------------------------------------------------------------- outcome classes
from landlords.metrics import OUTCOME_CLASSES, outcome_class  # noqa: E402


def test_outcome_class_one_winner_needs_a_majority_and_everyone_else_poorer():
    assert outcome_class([700, 100, 100, 100], [250] * 4) == "one winner"
    # a majority, but one other player gained: not Magie's one winner
    assert outcome_class([700, 300, 100, 100], [250] * 4) == "mixed"
    # everyone else poorer, but no majority (700 of 1,450 is less than half)
    assert outcome_class([700, 250 - 1, 250 - 1, 250 - 2], [250] * 4) == "mixed"


def test_outcome_class_everyone_prospers_only_when_all_end_richer():
    assert outcome_class([300, 260, 251, 400], [250] * 4) == "everyone prospers"
    assert outcome_class([300, 250, 251, 400], [250] * 4) == "mixed"


def test_outcome_class_capped_and_stalled_come_first():
    assert outcome_class([1000, 0], [500, 500], capped=True) == "capped"
    assert outcome_class([1000, 0], [500, 500], stalled=True) == "stalled"
    assert outcome_class([1000, 0], [500, 500]) == "one winner"


def test_outcome_class_with_debts_counts_only_positive_wealth_in_the_majority():
    assert outcome_class([100, -500], [50, 50]) == "one winner"


def test_outcome_class_refuses_lists_of_different_players():
    with pytest.raises(ValueError):
        outcome_class([1, 2], [1])
    with pytest.raises(ValueError):
        outcome_class([], [])
    assert set(OUTCOME_CLASSES) == {"one winner", "everyone prospers", "mixed", "stalled", "capped"}


def test_mean_abs_difference_is_the_mean_gap_between_two_players_in_dollars():
    from landlords.metrics import mean_abs_difference
    assert mean_abs_difference([]) == 0 and mean_abs_difference([7]) == 0
    assert mean_abs_difference([0, 10]) == 10
    assert mean_abs_difference([1, 2, 3]) == pytest.approx((1 + 2 + 1) * 2 / 6)
    assert mean_abs_difference([3, 1, 2]) == mean_abs_difference([1, 2, 3])
    values = [100, 250, 400, 1250]
    doubled = [2 * v for v in values]
    assert gini(doubled) == pytest.approx(gini(values))          # relative: unchanged
    assert mean_abs_difference(doubled) == pytest.approx(2 * mean_abs_difference(values))
    n, total = len(values), sum(values)
    assert mean_abs_difference(values) == pytest.approx(2 * gini(values) * total / (n - 1))
    with pytest.raises(ValueError):
        mean_abs_difference([1, float("nan")])
