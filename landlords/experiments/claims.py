"""Magie's claims, in our translation, what each expects of a measure, and the verdict rules.

The three claims of her 1906 rule book that the package can test, quoted whole in our own
translation (``QUOTES``: the text and the section it comes from; ``WHERE``: where the rule
book says the claim holds), what each expects of a measure (``EXPECTED``: lower or higher under the
single tax than under the landlord rules), and which measures follow from the rules **by
construction** (``BY_CONSTRUCTION``: they cannot come out otherwise, so they are reported
and labelled, never counted as evidence).

The verdict rules are fixed in code before any game is run:

* a paired difference is *borne out* when it lies on the side the claim expects and its
  test (:mod:`.stats`) rejects "no difference" after Holm's correction over the family
  of verdicts it belongs to; *contradicted* when it lies on the other side and the test
  rejects; *not shown either way* otherwise;
* a claim that something happens in most games is borne out when its rate is above one
  half and the exact binomial test rejects one half after the correction, contradicted
  when below and rejected;
* two rates that are both 0% (or both 100%) measure nothing: *no events*, out of the tally.

:func:`verdict_of_difference` and :func:`verdict_of_rate` are the older interval rules
(where the 95% interval lies), kept for the lessons that quote them until they move to
the tested rules.

    >>> verdict_of_difference(-0.3, -0.1, EXPECTED["gini_book"])
    'borne out'
    >>> verdict_of_rate(0.2, 0.4)
    'contradicted'
    >>> verdict(-0.02, 0.001, -1)
    'borne out'
"""

from __future__ import annotations

from .results import valued
from .valuation import VALUATIONS

#: ``{claim: (our translation, the section of the 1906 rule book it comes from)}``.
QUOTES = {
    "one owner": (
        "Once the players have thoroughly understood the rules and principles of the game, "
        "they soon see that, if the game goes on long enough, the unavoidable result is that "
        "one player owns everything on the board. Under the ordinary rules, however, reaching "
        "this end would probably take two or three sessions. So, to reach the decisive point "
        "sooner, it is recommended to follow the rules below.",
        "For advanced players and scientists"),
    "monarch": (
        "The Landlord's Game is based on the business methods in general use today, as the "
        "players can prove for themselves. It can also prove the logical result of such a "
        "system: that the land monopolist has complete control of the situation. Whoever "
        "wishes to prove this claim may do so by giving one player all the land and the other "
        "players every other advantage of the game. Give each player $100 at the start and "
        "play by the rules, except that the landlord receives no wages. In this simple way "
        "you can satisfy yourself of the truth of the claim that the land monopolist is the "
        "monarch of the world. The remedy is the single tax.",
        "The Monarch of the World"),
    "single tax": (
        "If the players wish to prove how the single tax benefits everyone, by equalising "
        "opportunity and raising wages, they may put it into operation at any time during the "
        "game, by the vote of at least two players. The players keep their holdings, and, "
        "except that title deeds are worthless, profits go on as before under the following "
        "rules.",
        "The Single Tax"),
}

#: ``{claim: where the rule book says it holds}``: the length and rules it names, if any.
WHERE = {
    "one owner": "if the game goes on long enough: two or three sessions under the ordinary "
                 "rules, sooner under the advanced rules that follow (LG-A1 to LG-A3)",
    "monarch": "in the scenario LG-M1, at no stated length",
    "single tax": "put into operation at any time in the game, at no stated length",
}

#: What the single-tax claims expect of each measure against the landlord rules: -1 lower,
#: +1 higher; at every valuation for the measures that have one.
EXPECTED = {
    **{valued(measure, valuation): sign
       for measure, sign in (("gini", -1), ("mad", -1), ("everyone_prospers", 1),
                             ("below_start", -1), ("one_winner", -1))
       for valuation in VALUATIONS},
    "wages_paid": 1, "public_spending": 1,
}

#: Measures whose difference follows from the rules by construction, with the reason:
#: reported beside the evidence, labelled, and kept out of every tally.
BY_CONSTRUCTION = {
    "wages_paid": "ST-6(d) raises wages once the Treasury has bought the lines and built the "
                  "colleges, and it always can: land rent flows to it every round",
    "public_spending": "the landlord rules' Treasury never spends (public spending is 0 by "
                       "definition) and the single tax's spends every $50 (ST-6)",
    "dividends_paid": "dividends are paid only where our extension LG-X2 pays them",
    "levy_score": "ST-O1 counts a deed 0 under the single tax: a switch takes its holder's "
                  "deeds off his score by definition",
}

#: The verdicts, in the words the documents use.
VERDICTS = ("borne out", "contradicted", "not shown either way", "no events", "by construction",
            "not measured")

#: The family-wise level of every verdict's test (after Holm's correction).
ALPHA = 0.05


def verdict(difference: float, adjusted_p: float, expected_sign: int, alpha: float = ALPHA) -> str:
    """The stated rule for a paired difference: its sign against the claim's, and its test
    after Holm's correction (``adjusted_p``)."""
    if difference != difference or adjusted_p != adjusted_p:
        return "not measured"
    if adjusted_p >= alpha or difference == 0:
        return "not shown either way"
    return "borne out" if (difference > 0) == (expected_sign > 0) else "contradicted"


def verdict_of_share(rate: float, adjusted_p: float, level: float = 0.5, alpha: float = ALPHA) -> str:
    """The stated rule for "it happens in most games": the rate against ``level``, and its
    exact binomial test after Holm's correction."""
    if rate != rate or adjusted_p != adjusted_p:
        return "not measured"
    if adjusted_p >= alpha or rate == level:
        return "not shown either way"
    return "borne out" if rate > level else "contradicted"


def verdict_of_difference(low: float, high: float, expected_sign: int) -> str:
    """The older interval rule: borne out when the 95% interval of the paired difference
    lies wholly on the side the claim expects; contradicted when wholly on the other side;
    otherwise not shown either way."""
    if low != low or high != high:
        return "not measured"
    below, above = high < 0, low > 0                   # the whole interval on one side of 0
    if (expected_sign > 0 and above) or (expected_sign < 0 and below):
        return "borne out"
    if (expected_sign > 0 and below) or (expected_sign < 0 and above):
        return "contradicted"
    return "not shown either way"


def verdict_of_rate(low: float, high: float, level: float = 0.5) -> str:
    """The older interval rule for "it happens in most games": borne out when the interval
    of its rate lies above one half, contradicted when below, else not shown either way."""
    if low > level:
        return "borne out"
    if high < level:
        return "contradicted"
    return "not shown either way"


def with_verdicts(compared, expected: dict | None = None):
    """A copy of a :meth:`Results.compare` table with ``expects`` ("lower"/"higher") and
    ``verdict`` columns, for the measures ``expected`` names (default :data:`EXPECTED`);
    rows of other measures are left out.  Verdicts use the tested rule, Holm's correction
    taken over the rows of this table; measures of :data:`BY_CONSTRUCTION` are labelled so."""
    from .stats import holm
    expected = EXPECTED if expected is None else expected
    table = compared[compared["measure"].isin(list(expected))].copy()
    signs = table["measure"].map(expected)
    table["expects"] = ["lower" if sign < 0 else "higher" for sign in signs]
    counted = [m not in BY_CONSTRUCTION and not _no_events(row)
               for m, row in zip(table["measure"], table.itertuples(index=False))]
    adjusted = holm([p if keep else float("nan") for p, keep in zip(table["p_value"], counted)])
    verdicts = []
    for row, sign, keep, p in zip(table.itertuples(index=False), signs, counted, adjusted):
        if row.measure in BY_CONSTRUCTION:
            verdicts.append("by construction")
        elif not keep:
            verdicts.append("no events")
        else:
            verdicts.append(verdict(row.difference, p, sign))
    table["adjusted_p"] = adjusted
    table["verdict"] = verdicts
    return table.reset_index(drop=True)


def _no_events(row) -> bool:
    """Two rates both at 0% or both at 100%: nothing happened to compare."""
    from .results import is_rate
    return (is_rate(row.measure) and row.baseline_mean == row.condition_mean
            and row.baseline_mean in (0.0, 1.0))


__all__ = ["ALPHA", "BY_CONSTRUCTION", "EXPECTED", "QUOTES", "VERDICTS", "WHERE", "verdict",
           "verdict_of_difference", "verdict_of_rate", "verdict_of_share", "with_verdicts"]
