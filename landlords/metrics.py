"""Measures of inequality and of land holding: pure functions on plain numbers.

``gini`` and ``lorenz`` (how unequal), ``mean_abs_difference`` (how unequal in dollars),
``top_share`` (how much the richest hold), ``land_hhi`` (how concentrated land holding
is), ``majority_turn`` (when one player first holds more than half of all wealth),
``below`` (how many are under a line, such as their starting wealth) and
``outcome_class`` (what kind of ending a game had: :data:`OUTCOME_CLASSES`).  Each is tested against values worked out by hand or known in
closed form (tests/test_metrics.py).  Nothing here knows a game.
"""

from __future__ import annotations

import math
from collections.abc import Iterable


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


def mean_abs_difference(values: Iterable[float]) -> float:
    """The mean absolute difference between two different holders, in the values' own
    unit (dollars): ``sum over i != j of |x_i - x_j| / (n (n - 1))``.

    Inequality in dollars beside the Gini's relative inequality: when everyone's wealth
    doubles the Gini stays the same and this doubles.  For values that are not negative it
    is ``2 * mean * gini * n / (n - 1)``.  0 for fewer than two values.

    Raises:
        ValueError: a value is not a finite number.
    """
    xs = sorted(_finite(values, "mean_abs_difference"))
    n = len(xs)
    if n < 2:
        return 0.0
    weighted = math.fsum((2 * i - n + 1) * x for i, x in enumerate(xs))   # sum over i < j
    return 2 * weighted / (n * (n - 1))


def _finite(values: Iterable[float], name: str) -> list[float]:
    xs = [float(v) for v in values]
    if not all(math.isfinite(x) for x in xs):
        raise ValueError(f"{name}() needs finite numbers; it was given NaN or an infinite value")
    return xs


def lorenz(values: Iterable[float]) -> tuple[list[float], list[float]]:
    """The Lorenz curve of ``values``: ``(population shares, wealth shares)``.

    Holders are sorted from poorest to richest; point ``k`` says that the poorest ``k``
    of ``n`` (population share ``k / n``) hold wealth share ``L_k`` of the total.  The
    curve starts at (0, 0) and ends at (1, 1); the diagonal is perfect equality.  Wealth
    shares are taken of the total of absolute values, as :func:`gini` does, so debts
    make the curve dip below 0.  For values that are not negative,
    ``gini == 1 - 2 * (area under the curve)`` by the trapezoid rule over these points.

    No values, or all zero: the diagonal ``([0, 1], [0, 1])``.

    Raises:
        ValueError: a value is not a finite number.
    """
    xs = sorted(_finite(values, "lorenz"))
    n = len(xs)
    scale = math.fsum(abs(x) for x in xs)
    if n == 0 or scale == 0:
        return [0.0, 1.0], [0.0, 1.0]
    population, wealth, running = [0.0], [0.0], 0.0
    for k, x in enumerate(xs, 1):
        running += x
        population.append(k / n)
        wealth.append(running / scale)
    return population, wealth


def top_share(values: Iterable[float], k: int = 1) -> float:
    """The share of the total held by the ``k`` richest holders (0 when nothing is held).

    Shares are of the total of absolute values (see :func:`gini`), so they stay within
    [0, 1] when some hold debts.

    Raises:
        ValueError: ``k`` is not a whole number of at least 1, or a value is not finite.
    """
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"top_share() takes k of at least 1, not {k!r}")
    xs = sorted(_finite(values, "top_share"), reverse=True)
    scale = math.fsum(abs(x) for x in xs)
    if scale == 0:
        return 0.0
    return max(0.0, math.fsum(xs[:k]) / scale)


def land_hhi(holdings: Iterable[float]) -> float:
    """The Herfindahl-Hirschman index of land held: the sum of the squared shares.

    ``holdings`` is how many lots (or how much land) each player holds.  1 when one player
    holds all the land held; ``1 / n`` when ``n`` players hold equal amounts; 0 when nobody
    holds any land (land held by the public or the pack is not counted: it is no player's).

    Raises:
        ValueError: a holding is negative or not finite.
    """
    xs = _finite(holdings, "land_hhi")
    if any(x < 0 for x in xs):
        raise ValueError("land_hhi() takes holdings of 0 or more")
    total = math.fsum(xs)
    if total == 0:
        return 0.0
    return math.fsum((x / total) ** 2 for x in xs)


def majority_turn(wealth_by_turn: Iterable[tuple[int, Iterable[float]]]) -> int | None:
    """The first turn at which one holder has more than half of all wealth, or None.

    ``wealth_by_turn`` gives ``(turn, values)`` pairs in turn order.  "All wealth" is the
    total of the values that are positive (a debtor holds no part of it).
    """
    for turn, values in wealth_by_turn:
        xs = _finite(values, "majority_turn")
        positive = math.fsum(x for x in xs if x > 0)
        if positive > 0 and max(xs) > positive / 2:
            return turn
    return None


def below(values: Iterable[float], line: float) -> int:
    """How many holders have less than ``line`` (e.g. their starting wealth)."""
    return sum(1 for x in _finite(values, "below") if x < line)


#: The kinds of ending an experiment tells apart, with their definitions (docs/evidence.md).
#: Wealth here is at one valuation for every regime (``Game.book_values``).
OUTCOME_CLASSES = {
    "one winner": "one player holds more than half of all wealth at the end and every other "
                  "player ends poorer than he started (or bankrupt)",
    "everyone prospers": "every player ends richer than he started",
    "mixed": "neither: some gained and some lost, and no one player holds more than half",
    "stalled": "the rules ended the game because play could no longer change anything",
    "capped": "the simulation's cap stopped the game before any rule ended it",
}


def outcome_class(final: Iterable[float], start: Iterable[float], *, capped: bool = False,
                  stalled: bool = False) -> str:
    """The class of a game's ending (a key of :data:`OUTCOME_CLASSES`).

    ``final`` and ``start`` are each player's wealth at the end and at the start, in the
    same order.  A capped game is ``"capped"`` and a stalemate ``"stalled"`` whatever the
    wealth; otherwise ``"one winner"`` when the richest holds more than half of all
    positive wealth and everyone else ends below his start, ``"everyone prospers"`` when
    everyone ends above his start, else ``"mixed"``.

    Raises:
        ValueError: the two lists differ in length, are empty, or hold a non-finite value.
    """
    ends, starts = _finite(final, "outcome_class"), _finite(start, "outcome_class")
    if len(ends) != len(starts) or not ends:
        raise ValueError("outcome_class() takes final and starting wealth of the same players")
    if capped:
        return "capped"
    if stalled:
        return "stalled"
    positive = math.fsum(x for x in ends if x > 0)
    richest = max(range(len(ends)), key=ends.__getitem__)
    others_poorer = all(ends[i] < starts[i] for i in range(len(ends)) if i != richest)
    if positive > 0 and ends[richest] > positive / 2 and others_poorer:
        return "one winner"
    if all(end > begin for end, begin in zip(ends, starts)):
        return "everyone prospers"
    return "mixed"
