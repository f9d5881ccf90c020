"""Three yardsticks of wealth, and what each says of a game: book, the rules' score, market.

Whether one set of rules leaves players more equal than another can depend on how their
holdings are counted, so every comparison an experiment makes is made three ways
(:data:`VALUATIONS`):

``book``
    cash, every card at its printed price, every building at its cost, loans at what is
    owed (``game.book_values()``).  One yardstick for every regime; but under the single
    tax it counts a deed at its price although the deed then earns its holder nothing.
``score``
    wealth as the rules count it at the end (``game.wealths()``: LG-O1, ST-O1, MO-18).
    Under the single tax the 1906 rules count a deed 0, so a switch is a levy on
    landholders by construction of the score.
``market``
    what each holding will draw for its holder under the rules then in force, capitalised:
    ``fixed + income / r`` (``game.market_parts``), where ``income`` is the rent, house
    rent and fares expected per round from where tokens land (the exact long-run landing
    rates of :mod:`landlords.analysis`, under the policy the bots play), and ``r`` a
    discount rate per round.  Under the single tax a deed is worth what its holder still
    draws from it: nothing.

**The discount rate** (:func:`discount_rate`) is stated, not tuned: by default it is the
rate at which the board's lots, bought at their printed prices and left unimproved, pay for
themselves under the landlord rules with the game's number of players (their total
expected rent per round over their total price).  At that rate the market prices the
landlord rules' land as the printer did, in total; lots that are landed on more are worth
more than their price and the others less.  A reader may take another rate: the player
rows keep ``market_fixed`` and ``market_income``, so :func:`market_at` gives the market
value at any rate without playing again.

Why capitalise for ever, not over the rounds left?  A finite game ends, and over the turns
left a deed is worth only what it will still draw plus what it counts at the end: at the
last turn that is the rules' own score.  The game's end is where the play stops, not the
economy it stands for; a buyer at that moment would pay for the rent to come.

The landing rates are solved once per rule set (numpy; the ``analysis`` extra); a rule set
without a board has no rates and its market value is its book value.
"""

from __future__ import annotations

from functools import lru_cache

#: The valuations every comparison is made at: ``{name: what it counts}``.
VALUATIONS = {
    "book": "book value: cash, cards at their printed price, buildings at cost",
    "score": "the rules' score: wealth as the rules count it (under the single tax a deed counts 0)",
    "market": "market value: each holding at the rent it will draw for its holder, capitalised",
}

#: How a valuation is named in a sentence or a column heading.
VALUATION_WORDS = {"book": "at book value", "score": "by the rules' score",
                   "market": "at market value"}


@lru_cache(maxsize=16)
def landing_rates(rules: str) -> tuple[float, ...] | None:
    """Per space of ``rules``' board, the expected number of moves of one player's turn
    that end there (``per_turn`` of :func:`landlords.analysis.landing_probabilities`);
    None for a rule set without a board."""
    from ..analysis.errors import NoBoardError
    from ..analysis.solved import per_turn
    try:
        return per_turn(rules)
    except NoBoardError:
        return None


@lru_cache(maxsize=64)
def discount_rate(rules: str, players: int) -> float | None:
    """The stated discount rate per round for ``players`` players of ``rules``: the total
    rent per round its lots draw unimproved under the landlord rules, over their total
    printed price (see the module's docstring); None for a rule set without a board."""
    import numpy as np

    from ..analysis.errors import NoBoardError
    from ..analysis.solved import unimproved_lots
    try:
        lots = unimproved_lots(rules)                                   # each lot as bought
    except NoBoardError:
        return None
    price = float(np.add.reduce(np.array([lot[1] for lot in lots], dtype=float)))
    rent = float(np.add.reduce(np.array([lot[2] for lot in lots], dtype=float))) * (players - 1)
    return rent / price if price > 0 and rent > 0 else None


def market_at(fixed, income, discount: float):
    """Market value from its two parts at ``discount`` per round (numbers or arrays)."""
    return fixed + income / discount


def values_of(game, valuation: str, landing=None, discount=None) -> list[float]:
    """Every seat's wealth by ``valuation`` (a key of :data:`VALUATIONS`)."""
    if valuation == "book":
        return list(game.book_values().values())
    if valuation == "score":
        return list(game.wealths().values())
    if valuation == "market":
        if landing is None or discount is None:
            return [float(v) for v in game.book_values().values()]
        return [fixed + income / discount for fixed, income in game.market_parts(landing)]
    raise ValueError(f"valuation is one of {', '.join(VALUATIONS)}, not {valuation!r}")


__all__ = ["VALUATIONS", "VALUATION_WORDS", "discount_rate", "landing_rates", "market_at",
           "values_of"]
