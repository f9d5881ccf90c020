"""The verdicts of the document: which comparisons each claim is tested by, in two families.

The **headline family** holds the tests of the base line-up (the default mix of four bots)
at every length, with and without the advanced rules, corrected together by Holm's method:
it gives the verdicts and the tally.  The **grid family** holds the same tests in every
setting of the sensitivity grid (other line-ups, other numbers of players), corrected by a
false discovery rate of 5% (Benjamini and Hochberg): it says where a verdict holds and
where it flips.

What each claim is tested by:

* *one owner* (landlord rules): one winner in most games, at each valuation; one player
  holds every lot in most games (Magie's words, literally);
* *monarch* (LG-M1): the monarch ends richest in most games under the landlord rules, at
  each valuation; the remedy lowers his chance of ending richest, the Gini and the gap;
* *single tax* (from the start, and from turn 10): against the landlord rules, a lower
  Gini and a lower gap between two players (more equal, relatively and in dollars), more
  games in which everyone prospers, fewer players poorer than they began, each at every
  valuation; wages paid and public spending reported *by construction*.
"""

from __future__ import annotations

from landlords.experiments.claims import BY_CONSTRUCTION, EXPECTED
from landlords.experiments.valuation import VALUATIONS
from landlords.experiments.verdicts import Family

from . import readings as R

#: The measures of the single-tax claim, each at every valuation.
SINGLE_TAX_MEASURES = ("gini", "mad", "everyone_prospers", "below_start")
#: Its measures by construction (one column each).
BY_RULES = ("wages_paid", "public_spending")
#: Monarch's measures of the remedy.
REMEDY_MEASURES = ("richest", "gini", "mad")


def add_setting(family: Family, setting, claims, monarch) -> None:
    """Every test of one setting of the grid."""
    tag = {"setting_obj": setting}
    where = setting.label
    landlord = "landlord rules"
    for valuation in VALUATIONS:
        column = R.rate_column("one winner", valuation)
        family.share(R.by_seed(claims, landlord, column), claim="one owner", setting=where,
                     condition=landlord, measure="one winner", valuation=valuation, **tag)
    family.share(R.owns_every_lot(claims, landlord), claim="one owner", setting=where,
                 condition=landlord, measure="owns every lot", valuation="", **tag)
    for condition in ("single tax", "single tax from turn 10"):
        for measure in SINGLE_TAX_MEASURES:
            for valuation in VALUATIONS:
                column = _column(measure, valuation)
                a, b = R.paired(claims, condition, landlord, column)
                family.paired(a, b, claim="single tax", setting=where, condition=condition,
                              measure=measure, valuation=valuation, expected=EXPECTED[column], **tag)
        for column in BY_RULES:
            a, b = R.paired(claims, condition, landlord, column)
            family.paired(a, b, claim="single tax", setting=where, condition=condition,
                          measure=column, valuation="", expected=EXPECTED[column],
                          by_construction=column in BY_CONSTRUCTION, **tag)
    ruled, remedied = "monarch, landlord rules", "monarch, single tax"
    for valuation in VALUATIONS:
        family.share(R.seat_richest(monarch, ruled, valuation), claim="monarch", setting=where,
                     condition=ruled, measure="monarch richest", valuation=valuation, **tag)
        richest = R.seat_richest(monarch, remedied, valuation), R.seat_richest(monarch, ruled, valuation)
        seeds = richest[0].index.intersection(richest[1].index).sort_values()
        family.paired(richest[0].loc[seeds].to_numpy(), richest[1].loc[seeds].to_numpy(),
                      claim="monarch", setting=where, condition=remedied, measure="richest",
                      valuation=valuation, expected=-1, **tag)
        for measure in ("gini", "mad"):
            a, b = R.paired(monarch, remedied, ruled, _column(measure, valuation))
            family.paired(a, b, claim="monarch", setting=where, condition=remedied, measure=measure,
                          valuation=valuation, expected=-1, **tag)


def _column(measure: str, valuation: str) -> str:
    from landlords.experiments.results import valued
    return valued(measure, valuation)


def build(found: dict) -> tuple[Family, Family]:
    """``(headline family, grid family)``, decided."""
    headline, grid = Family("holm"), Family("fdr_bh")
    for setting, claims in found["claims"].items():
        monarch = found["monarch"][setting]
        if setting.is_base:
            add_setting(headline, setting, claims, monarch)
        add_setting(grid, setting, claims, monarch)
    return headline.decide(), grid.decide()


def discount_family(found: dict, factor: float) -> Family:
    """The headline family's market-value tests of inequality (Gini and gap) with the
    discount rate multiplied by ``factor``, decided alone by Holm's method."""
    family = Family("holm")
    for setting, claims in found["claims"].items():
        if not setting.is_base:
            continue
        base = R.market_inequality(claims, "landlord rules", factor)
        for condition in ("single tax", "single tax from turn 10"):
            other = R.market_inequality(claims, condition, factor)
            seeds = base.index.intersection(other.index).sort_values()
            for measure in ("gini", "mad"):
                family.paired(other.loc[seeds, measure].to_numpy(), base.loc[seeds, measure].to_numpy(),
                              claim="single tax", setting=setting.label, condition=condition,
                              measure=measure, valuation="market", expected=-1, setting_obj=setting)
    return family.decide()
