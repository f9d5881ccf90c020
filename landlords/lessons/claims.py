"""Magie's claims tested in a lesson: the verdict of each measure, a family of tests
built from runs, and how many verdicts came out each way (lessons 5, 7 and 8)."""

from __future__ import annotations

from ..experiments.claims import EXPECTED, with_verdicts
from .tables import _by_seed


def claim_table(results, baseline: str | None = None, expected: dict | None = None):
    """The paired comparisons of ``results`` with what Magie's claim expects of each
    measure and the verdict of the stated rule (:mod:`landlords.experiments.claims`);
    ``baseline`` defaults to the first condition."""
    return with_verdicts(results.compare(baseline, list(expected or EXPECTED)), expected)


def valuation_of(column: str) -> str:
    """The valuation a measure's column is taken at (``gini_market`` -> ``market``;
    ``one_winner`` -> ``book``); ``""`` for a measure of money that has none."""
    from ..experiments.results import _PLAIN_AT_BOOK, VALUED_MEASURES
    from ..experiments.valuation import VALUATIONS
    for valuation in VALUATIONS:
        if column.endswith(f"_{valuation}"):
            return valuation
    if column in _PLAIN_AT_BOOK or column.split("_book")[0] in VALUED_MEASURES:
        return "book"
    return ""


def base_measure(column: str) -> str:
    """A column without its valuation: ``gini_market`` -> ``gini``."""
    valuation = valuation_of(column)
    return column[: -len(valuation) - 1] if valuation and column.endswith(f"_{valuation}") else column


def add_claim_tests(family, results, *, claim: str, setting: str, baseline: str, condition: str,
                    expected: dict | None = None, **tags) -> None:
    """Add to ``family`` (a :class:`~landlords.experiments.Family`) the paired difference
    ``condition - baseline`` of every measure ``expected`` names (default
    :data:`~landlords.experiments.claims.EXPECTED`), those of ``BY_CONSTRUCTION`` flagged."""
    from ..experiments.claims import BY_CONSTRUCTION
    for column, sign in (expected or EXPECTED).items():
        if column not in results.games:
            continue
        treated, base = _by_seed(results, condition, column), _by_seed(results, baseline, column)
        family.paired(treated, base, claim=claim, setting=setting, condition=condition,
                      measure=base_measure(column), valuation=valuation_of(column), expected=sign,
                      by_construction=column in BY_CONSTRUCTION, **tags)


def add_share_tests(family, results, condition: str, measure: str, *, claim: str, setting: str,
                    valuations=None, **tags) -> None:
    """Add "it happens in most games" for ``measure`` (a rate such as ``one_winner``) in
    ``condition`` at each valuation."""
    from ..experiments.results import valued
    from ..experiments.valuation import VALUATIONS
    for valuation in valuations or VALUATIONS:
        family.share(_by_seed(results, condition, valued(measure, valuation)), claim=claim,
                     setting=setting, condition=condition, measure=measure, valuation=valuation, **tags)


def tally(family, valuation: str) -> dict:
    """How many of ``family``'s tested verdicts at ``valuation`` came out each way
    (``{"borne out": n, "contradicted": n, "not shown either way": n}``); verdicts by
    construction and comparisons of 0% with 0% are not counted."""
    counts = {"borne out": 0, "contradicted": 0, "not shown either way": 0}
    counts.update(family.tally(valuation=valuation))
    return counts


def flips(family, across: str) -> list[dict]:
    """Tested comparisons whose verdict changes with ``across`` (``"valuation"`` or the tag
    ``"length"``), all else equal: ``[{"claim", "what", "verdicts": {value: verdict}}]``."""
    keys = ("claim", "condition", "measure", "valuation", "length", "rules")
    groups: dict = {}
    for test in family.tests:
        if not test.counted:
            continue
        fields = {k: getattr(test, k, test.tags.get(k)) for k in keys}
        value = fields.pop(across)
        if across != "length":
            fields["setting"] = test.setting
        groups.setdefault(tuple(sorted(fields.items(), key=lambda kv: kv[0])), {})[value] = test.verdict
    found = []
    for fields, verdicts in groups.items():
        if len(verdicts) > 1 and len(set(verdicts.values())) > 1:
            found.append({**dict(fields), "verdicts": verdicts})
    return found

