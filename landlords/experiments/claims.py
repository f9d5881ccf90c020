"""Magie's claims, in our translation, and the rule that gives each a verdict.

The three claims of her 1906 rule book that the package can test, quoted in our own
translation (``QUOTES``), what each expects of a measure (``EXPECTED``: lower or higher
under the single tax than under the landlord rules), and the verdict rules, fixed before
any game is run: a paired difference is *borne out* when its 95% interval lies wholly on
the side the claim expects, *contradicted* when wholly on the other side, and *not shown
either way* when it straddles 0; a claim that something happens in most games is borne
out when the interval of its rate lies above one half.

docs/evidence.md (``scripts/make_evidence.py``) and the lessons read them from here.

    >>> verdict_of_difference(-0.3, -0.1, EXPECTED["gini_book"])
    'borne out'
    >>> verdict_of_rate(0.2, 0.4)
    'contradicted'
"""

from __future__ import annotations

#: ``{claim: (our translation, the section of the 1906 rule book it comes from)}``.
QUOTES = {
    "one owner": (
        "Once the players understand the rules and principles of the game, they soon see "
        "that, if the game goes on long enough, the unavoidable end is that one player owns "
        "everything on the board.",
        "For advanced players and scientists"),
    "monarch": (
        "Give one player all the land and the others every other advantage of the game ... "
        "and you will satisfy yourself of the truth of the claim that the land monopolist is "
        "the monarch of the world. The remedy is the single tax.",
        "The Monarch of the World"),
    "single tax": (
        "Players who wish to show how the single tax benefits everyone, by equalising "
        "opportunity and raising wages, may put it into operation at any time in the game.",
        "The Single Tax"),
}

#: What the single-tax claims expect of each measure, against the landlord rules:
#: -1 lower, +1 higher.
EXPECTED = {"gini_book": -1, "one_winner": -1, "everyone_prospers": 1,
            "below_start": -1, "wages_paid": 1, "public_spending": 1}

#: The verdicts, in the words the documents use.
VERDICTS = ("borne out", "contradicted", "not shown either way", "not measured")


def verdict_of_difference(low: float, high: float, expected_sign: int) -> str:
    """The stated rule: borne out when the 95% interval of the paired difference lies
    wholly on the side the claim expects; contradicted when wholly on the other side;
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
    """A claim that something happens in most games: borne out when the interval of its
    rate lies above one half, contradicted when below, else not shown either way."""
    if low > level:
        return "borne out"
    if high < level:
        return "contradicted"
    return "not shown either way"


def with_verdicts(compared, expected: dict | None = None):
    """A copy of a :meth:`Results.compare` table with ``expects`` ("lower"/"higher") and
    ``verdict`` columns, for the measures ``expected`` names (default :data:`EXPECTED`);
    rows of other measures are left out."""
    expected = EXPECTED if expected is None else expected
    table = compared[compared["measure"].isin(list(expected))].copy()
    signs = table["measure"].map(expected)
    table["expects"] = ["lower" if sign < 0 else "higher" for sign in signs]
    table["verdict"] = [verdict_of_difference(low, high, sign)
                        for low, high, sign in zip(table["low"], table["high"], signs)]
    return table.reset_index(drop=True)


__all__ = ["EXPECTED", "QUOTES", "VERDICTS", "verdict_of_difference", "verdict_of_rate", "with_verdicts"]
