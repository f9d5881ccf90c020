"""The tables: where tokens land, and the rent of location, as tidy pandas frames.

:func:`landing_probabilities` gives the long-run probability that a move ends on each
space of a board (``per="move"``, the default), or that a throw of the dice does
(``per="throw"``: every throw counts, a throw that moves nothing ending where it leaves
the token, a failed throw in Jail in Jail, as published Monopoly tables such as
Collins's count); :func:`rent_of_location` gives, for each lot at each level of
development, the rent it earns per turn of one opponent (the rate at which that
opponent's moves end on it, times the rent) and how many such turns pay back its price
and its buildings.  Both read the board only through the rule set's landing model
(``RuleSet.landing``); both are exact (a linear solve, :mod:`.chain`).
"""

from __future__ import annotations

import math

import pandas as pd

from landlords.engine.errors import OptionError
from landlords.engine.registry import find_rules

from .solved import landing_model, landings_by_space, solution

#: What a landing table counts: the moves (throws that took the token somewhere), or
#: every throw of the dice.
PER = ("move", "throw")


def landing_probabilities(rules, per: str = "move", **policy) -> pd.DataFrame:
    """The long-run probability that a token's move (or throw) ends on each space.

    ``rules`` is a rule set's name, a ``RuleSet``, or a landing model;
    ``policy`` names the choices the rules leave to the player (e.g. ``jail="long"``),
    each defaulting to what the rule set's bots play.  ``per`` is what is counted:
    ``"move"`` (the default), the throws that take the token somewhere, each ending where
    it comes to rest; ``"throw"``, every throw of the dice, a throw that moves nothing
    (a failed throw in Jail...) ending where it leaves the token.  The two differ only
    by those throws: per throw, a space's probability is its probability per move times
    the moves per throw, plus the throws per throw that moved nothing and left the token
    there.

    Returns one row per space: ``space``, ``name``, ``kind``, ``probability`` (the share
    of moves, or throws, ending there; the column adds up to 1), ``in_jail`` (the part of
    it ending in Jail as a prisoner: sent there, or per throw also kept there by a failed
    throw), ``per_turn`` (moves, or throws, ending there per turn: more than
    ``probability`` where a double throws again).  ``frame.attrs`` holds the ``rules``
    (its name) and its ``title``, the ``policy``, ``per``, ``moves_per_turn`` and
    ``stays_per_turn`` (throws that moved nothing: a failed throw in Jail...).

    Raises:
        UnknownRulesError, NoBoardError, OptionError, ChainError: see :func:`landing_model`
        and :func:`~landlords.analysis.chain.solve`; OptionError also for a ``per`` other
        than ``"move"`` or ``"throw"``; ChainError for ``per="throw"`` of a model that
        cannot say where a throw that moves nothing leaves the token.
    """
    if per not in PER:
        raise OptionError(f"'per' takes one of {', '.join(PER)}, not {per!r}")
    solved = solution(rules, **policy)
    model = solved.chain.model
    ends, jailed = solved.by_space(), solved.jailed_by_space()
    moves = ends.sum()
    if per == "throw":
        ends = ends + solved.stays_by_space()
        jailed = jailed + solved.stays_by_space(jailed_only=True)
    counted = ends.sum()
    frame = pd.DataFrame({
        "space": range(len(model.names)),
        "name": list(model.names),
        "kind": list(model.kinds),
        "probability": ends / counted,
        "in_jail": jailed / counted,
        "per_turn": ends / solved.turn_rate,
    })
    frame.attrs.update(rules=_name(rules), title=_title(rules), policy=dict(model.policy), per=per,
                       moves_per_turn=float(moves / solved.turn_rate),
                       stays_per_turn=float(solved.stay_rate / solved.turn_rate))
    return frame


def rent_of_location(rules, **policy) -> pd.DataFrame:
    """What each lot earns from where it lies, at each level of development.

    One row per (lot, level), in board order: ``space``, ``name``, ``kind`` (the
    space's kind: a street, a railroad...), ``lot`` (whether it is building land, where
    houses stand, rather than a railroad, utility or franchise), ``group`` and ``colour`` (its colour group
    or section, and its band), ``level``, ``price``,
    ``buildings`` (the price of the buildings at this level), ``cost`` (the two),
    ``rent`` (the expected rent of one landing: for a utility, a multiple of the throw
    that brought the token), ``probability`` (the share of moves ending there, as in
    :func:`landing_probabilities`), ``per_turn`` (an opponent's moves ending there per
    turn of his), ``rent_per_turn`` (the rent it earns per opponent turn), ``rent_per_dollar``
    (that, per dollar of ``cost``) and ``payback`` (opponent turns to earn ``cost``
    back; infinite for a lot that earns nothing).  ``frame.attrs`` as in
    :func:`landing_probabilities`.

    Raises:
        UnknownRulesError, NoBoardError, OptionError, ChainError: as
        :func:`landing_probabilities`.
    """
    solved = solution(rules, **policy)
    model = solved.chain.model
    turn_rate = solved.turn_rate
    moves = solved.by_space()
    by_space = landings_by_space(solved)
    rows = []
    for level in model.rent_levels():
        landings = by_space.get(level.space, [])
        per_turn = sum(rate for _, rate in landings)
        earned = sum(rate * level.rent(basis) for basis, rate in landings)
        cost = level.price + level.buildings
        rows.append({
            "space": level.space, "name": model.names[level.space], "kind": model.kinds[level.space],
            "lot": model.kinds[level.space] in model.lot_kinds,
            "group": level.group, "colour": level.colour, "level": level.level, "price": level.price,
            "buildings": level.buildings, "cost": cost,
            "rent": round(earned / per_turn, 9) if per_turn else 0.0,   # a flat rent exactly
            "probability": float(moves[level.space] / moves.sum()),
            "per_turn": per_turn, "rent_per_turn": earned,
            "rent_per_dollar": earned / cost if cost else 0.0,
            "payback": cost / earned if earned > 0 else math.inf,
        })
    frame = pd.DataFrame(rows, columns=["space", "name", "kind", "lot", "group", "colour", "level", "price",
                                        "buildings", "cost", "rent", "probability", "per_turn",
                                        "rent_per_turn", "rent_per_dollar", "payback"])
    frame.attrs.update(rules=_name(rules), title=_title(rules), policy=dict(model.policy),
                       moves_per_turn=float(moves.sum() / turn_rate),
                       stays_per_turn=float(solved.stay_rate / turn_rate))
    return frame


def _name(rules) -> str:
    if hasattr(rules, "transitions"):
        return getattr(rules, "rules", type(rules).__module__)
    return find_rules(rules).name


def _title(rules) -> str:
    """The rule set's title (a chart's panel names it), or its name for a bare model."""
    rule_set = getattr(rules, "rule_set", None) if hasattr(rules, "transitions") else find_rules(rules)
    return rule_set.title if rule_set is not None else _name(rules)


__all__ = ["PER", "landing_model", "landing_probabilities", "rent_of_location", "solution"]
