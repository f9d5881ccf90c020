"""The lessons' sentences: a share of games (one function, short or as a sentence), the
verdict of an interval, a test of a family, payments and stakes, in words."""

from __future__ import annotations

from ..experiments.stats import rate_interval


def percent(share: float) -> str:
    """A share as a percentage, whole unless rounding would make it read 0% or 100% when
    it is not (``0.003`` is ``"0.3%"``, 1 game of 200 is ``"0.5%"``, ``0.997`` is ``"99.7%"``)."""
    whole = f"{share:.0%}"
    if 0 < share < 1 and whole in ("0%", "100%"):
        return f"{min(max(round(share * 1000), 1), 999) / 10:.1f}%"
    return whole


def share_words(rate: float, low: float, high: float, games: int, sentence: bool = False) -> str:
    """A share of games with its 95% interval, in words; at the ends the count, never an
    interval "0% to 0%" or "100% to 100%".

    Short (a table's cell, the default): ``"97% [95%, 99%]"``, ``"in no game (0 of
    200)"``, ``"in every game (200 of 200)"``.  A ``sentence``: ``"in 37 of 200 games
    (19%; 95% interval 13% to 25%)"``, ``"in no game of 200 (95% interval: at most
    1.8%)"``, ``"in every one of the 200 games (95% interval: at least 98.2%)"``.
    """
    hits = round(rate * games)
    if hits == 0:
        return f"in no game of {games} (95% interval: at most {high:.1%})" if sentence else f"in no game (0 of {games})"
    if hits == games:
        if sentence:
            return f"in every one of the {games} games (95% interval: at least {low:.1%})"
        return f"in every game ({games} of {games})"
    if sentence:
        return f"in {hits} of {games} games ({percent(rate)}; 95% interval {percent(low)} to {percent(high)})"
    return f"{percent(rate)} [{percent(low)}, {percent(high)}]"


def rate_words(count: int, games: int) -> str:
    """How often something happened, ``count`` of ``games``: :func:`share_words` as a
    sentence, with the exact (Clopper-Pearson) 95% interval of that rate."""
    rate, low, high = rate_interval(count, games)
    return share_words(rate if games > 0 else 0.0, low, high, games, sentence=True)


def verdict_words(low: float, high: float, more: str = "more unequal", less: str = "less unequal",
                  neither: str = "the games cannot tell") -> str:
    """What the 95% interval of a difference says: ``more`` when it lies above zero,
    ``less`` when below, ``neither`` when it holds zero."""
    if low > 0:
        return more
    if high < 0:
        return less
    return neither


def test_words(test) -> str:
    """A test of a :class:`~landlords.experiments.Family` in words: a share of games, a
    difference of two shares in points, of a Gini in three decimals, of dollars in dollars."""
    if test.kind == "share":
        return share_words(test.estimate, test.low, test.high, test.pairs)
    values = (test.estimate, test.low, test.high)
    if test.baseline_mean == test.baseline_mean and _looks_like_rate(test):
        return "{:+.0f} pts [{:+.0f}, {:+.0f}]".format(*(100 * v for v in values))
    if test.measure in ("mad", "total", "wages_paid", "public_spending"):
        return "{}{:,.0f} [{}{:,.0f}, {}{:,.0f}]".format(*(x for v in values for x in ("+$" if v >= 0 else "-$", abs(v))))
    return "{:+.3f} [{:+.3f}, {:+.3f}]".format(*values)


def _looks_like_rate(test) -> bool:
    return test.measure in ("one_winner", "everyone_prospers") or test.measure.startswith("monarch")


def payments_words(dollars: int, payments: int) -> str:
    """``"$1,003 in 80 payments"``."""
    return f"${dollars:,} in {payments:,} payment{'' if payments == 1 else 's'}"


def stake_name(starting_cash: int, stake: int) -> str:
    """A luck baseline in words: ``"$400 each, $6 stake"``."""
    return f"${starting_cash:,} each, ${stake:,} stake"

