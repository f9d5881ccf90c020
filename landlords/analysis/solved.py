"""A board's landing model and its solved chain, kept: the part of the analysis that
needs no pandas.

:func:`solution` is what the tables (:mod:`.tables`), the board overlay and the market
valuation (:mod:`landlords.experiments.valuation`) ask for; a solution is kept per rule
set and policy, so asking again is free.  Pages that only need the numbers (a class's
student page shows wealth at market value) import this module alone.
"""

from __future__ import annotations

from landlords.engine.registry import find_rules

from .chain import Solution, solve
from .errors import NoBoardError

#: Solutions kept, by (rule set, policy): the overlay asks again at every refresh of a board.
_SOLVED: dict = {}
_MOST_KEPT = 32


def landing_model(rules, **policy):
    """The landing model of ``rules`` (a name or a ``RuleSet``) under ``policy``.

    Raises:
        UnknownRulesError: no rule set of that name.
        NoBoardError: the rule set has no board (it declares no landing model).
        OptionError: a policy option it does not know, or a value out of range.
    """
    rule_set = find_rules(rules)
    if rule_set.landing is None:
        raise NoBoardError(f"{rule_set.name} has no board for tokens to land on, so it has no landing "
                           f"probabilities; the rule sets with a board declare a landing model "
                           f"(RuleSet.landing)")
    return rule_set.landing(rule_set, **policy)


def solution(rules, **policy) -> Solution:
    """The solved chain of ``rules`` under ``policy`` (kept, so asking again is free), or
    of a landing model given instead of a rule set (solved afresh)."""
    if hasattr(rules, "transitions"):
        return solve(rules)
    rule_set = find_rules(rules)
    model = landing_model(rule_set, **policy)
    key = (rule_set.name, tuple(sorted(model.policy.items())))
    kept = _SOLVED.get(key)
    if kept is not None and kept[0] is rule_set:
        return kept[1]
    solved = solve(model)
    if len(_SOLVED) >= _MOST_KEPT:
        _SOLVED.pop(next(iter(_SOLVED)))
    _SOLVED[key] = (rule_set, solved)
    return solved


def per_turn(rules, **policy) -> tuple[float, ...]:
    """Per space, the expected number of one player's moves per turn that end there (the
    ``per_turn`` column of :func:`~landlords.analysis.tables.landing_probabilities`)."""
    solved = solution(rules, **policy)
    return tuple(float(rate) for rate in solved.by_space() / solved.turn_rate)


def landings_by_space(solved: Solution) -> dict[int, list[tuple[object, float]]]:
    """``{space: [(basis, landings per turn), ...]}``: where a free token's moves end, per
    turn of one player, with the basis its rent is reckoned on (the dice thrown...)."""
    turn_rate = solved.turn_rate
    by_space: dict = {}
    for landing, rate in solved.rates.items():
        if not landing.jailed:
            by_space.setdefault(landing.space, []).append((landing.basis, rate / turn_rate))
    return by_space


def unimproved_lots(rules, **policy) -> list[tuple[int, float, float]]:
    """``[(space, printed price, rent per opponent turn), ...]`` of every lot of the board
    as bought, unimproved (its first rent level), in board order: the rows of
    :func:`~landlords.analysis.tables.rent_of_location` that the market valuation's
    discount rate reads, made without pandas."""
    solved = solution(rules, **policy)
    model = solved.chain.model
    by_space = landings_by_space(solved)
    first: dict = {}
    for level in model.rent_levels():
        if model.kinds[level.space] not in model.lot_kinds or level.space in first:
            continue
        earned = sum(rate * level.rent(basis) for basis, rate in by_space.get(level.space, []))
        first[level.space] = (level.space, level.price, earned)
    return [first[space] for space in sorted(first)]


__all__ = ["landing_model", "landings_by_space", "per_turn", "solution", "unimproved_lots"]
