"""The exact expected Gini of random exchange (rule set ``random-exchange``, RX-5).

The luck baseline's inequality depends on the cash per player counted in stakes and on
how long the game runs, so a comparison with a board game needs the baseline's value at
the compared length, not only its limit.  Both are computed here exactly, from the rules
of ``docs/rules/random-exchange.md`` rather than from simulated games:

* :func:`exchange_stationary_gini`: the expected Gini of the stationary law, the uniform
  law on the ways to share the total among the players, by summing the joint law of two
  players (the document's derivation);
* :func:`exchange_gini_by_round`: the expected Gini after each round from everyone holding
  the same cash, by evolving the whole Markov chain over the ways to share the total.

Only whole stakes move (RX-2, RX-3), so with cash ``c`` and stake ``s`` a player keeps
``c mod s`` for ever and plays ``u = c // s`` units: the game is the $1 game of ``u``
dollars counted in stakes, plus a constant.  The total is fixed, so the Gini of the cash
is the Gini of the units times ``s u / c`` (1 when ``c`` is a multiple of ``s``), state
by state and hence in expectation.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np

#: The most states :func:`exchange_gini_by_round` evolves (about 16 MB a probability vector).
MAX_STATES = 2_000_000
#: The most moves it keeps (states times ordered pairs of players: 96 MB of indices), the
#: limit that binds for more than four players.
MAX_MOVES = 12 * MAX_STATES


def _units(players: int, cash: int, stake: int) -> tuple[int, Fraction]:
    """The units each player plays (``cash // stake``) and the factor from the Gini of the
    units to the Gini of the cash; checks the arguments."""
    for name, value in (("players", players), ("cash", cash), ("stake", stake)):
        _whole(name, value)
    if players < 2:
        raise ValueError(f"random exchange needs at least 2 players, not {players}")
    if cash < 0 or stake < 1:
        raise ValueError(f"cash must be at least 0 and the stake at least 1, not {cash} and {stake}")
    units = cash // stake
    return units, Fraction(stake * units, cash) if units else Fraction(0)


def _whole(name: str, value) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number, not {value!r}")


def _compositions(total: int, parts: int) -> int:
    """The ways to share ``total`` units among ``parts`` players (1 way to share 0 among 0)."""
    if parts == 0:
        return int(total == 0)
    return comb(total + parts - 1, parts - 1)


def exchange_stationary_gini(players: int, cash: int, stake: int = 1) -> float:
    """The exact expected Gini of random exchange's stationary law (RX-5).

    ``players`` share ``M = players * (cash // stake)`` units, every way equally likely.
    The Gini is ``sum |x_i - x_j| / (2 N M)`` over ordered pairs, the total is fixed, so
    its expectation is ``(N - 1) E|x_1 - x_2| / (2 M)``.  The law of two players depends
    only on their sum ``t`` (the others share ``M - t``), and the ``t + 1`` ways to split
    ``t`` between two have ``sum |a - b| = (t + 1)^2 // 2``; summed in whole numbers over
    ``t``, the value is exact before it is rounded to a float.  Linear in ``M``.

    Raises:
        TypeError: an argument that is not a whole number.
        ValueError: fewer than 2 players, negative cash or a stake below 1.
    """
    units, factor = _units(players, cash, stake)
    if not units:
        return 0.0
    total = players * units
    spread = sum(_compositions(total - t, players - 2) * ((t + 1) ** 2 // 2)
                 for t in range(total + 1))
    ways = _compositions(total, players)
    return float(factor * Fraction((players - 1) * spread, 2 * total * ways))


def _states(total: int, parts: int) -> np.ndarray:
    """Every way to share ``total`` among ``parts`` players, one row each, in lexicographic
    order (what :func:`_rank` counts)."""
    rows = np.zeros((1, 0), dtype=np.int32)
    left = np.array([total], dtype=np.int32)
    for _ in range(parts - 1):
        counts = left + 1
        starts = np.repeat(np.cumsum(counts) - counts, counts)
        first = np.arange(counts.sum(), dtype=np.int32) - starts
        rows = np.repeat(rows, counts, axis=0)
        rows = np.column_stack([rows, first])
        left = np.repeat(left, counts) - first
    return np.column_stack([rows, left]).astype(np.int32)


def _rank(states: np.ndarray, total: int) -> np.ndarray:
    """The place of each row of ``states`` in :func:`_states`' order.

    The shares whose first part is below ``a``, out of ``m`` among ``p`` players, number
    ``C(m + p - 1, p - 1) - C(m - a + p - 1, p - 1)`` (the others have ``a`` or more);
    a row's place is that count summed over its parts in turn.
    """
    parts = states.shape[1]
    table = np.array([[_compositions(m, p) for m in range(total + 1)]
                      for p in range(parts + 1)], dtype=np.int64)
    place = np.zeros(len(states), dtype=np.int64)
    left = np.full(len(states), total, dtype=np.int64)
    for k in range(parts - 1):
        p = parts - k
        place += table[p, left] - table[p, left - states[:, k]]
        left -= states[:, k]
    return place


def _moves(states: np.ndarray, total: int) -> np.ndarray:
    """For each ordered pair (payer, payee), a row: the state each state is reached from.

    The chain is symmetric (docs/rules/random-exchange.md), so the law after a turn is,
    at each state ``y``, the mean over the pairs of the law before at the state ``y`` goes
    to when the pair's payer pays: ``y - e_i + e_j`` if ``y_i >= 1``, else ``y`` itself.
    """
    players = states.shape[1]
    here = np.arange(len(states), dtype=np.int32)
    rows = []
    for payer in range(players):
        can = states[:, payer] >= 1
        for payee in range(players):
            if payee == payer:
                continue
            moved = states[can].copy()
            moved[:, payer] -= 1
            moved[:, payee] += 1
            row = here.copy()
            row[can] = _rank(moved, total)
            rows.append(row)
    return np.array(rows)


def _state_gini(states: np.ndarray, total: int) -> np.ndarray:
    """The Gini of every state's units, ``sum |x_i - x_j| / (2 N M)``."""
    players = states.shape[1]
    spread = np.zeros(len(states), dtype=np.int64)
    for i in range(players):
        for j in range(i + 1, players):
            spread += np.abs(states[:, i] - states[:, j])
    return spread / (players * total)            # each unordered pair counts twice


def exchange_gini_by_round(players: int, cash: int, stake: int = 1,
                           rounds: int = 100) -> np.ndarray:
    """The exact expected Gini after each round of random exchange, from the start (RX-5).

    Everyone starts with ``cash``; a round is ``players`` turns (RX-1).  The law of the
    game is evolved turn by turn over every way to share the ``players * (cash // stake)``
    units, and the Gini's expectation read at each round's end: item ``r`` of the result
    (``rounds + 1`` floats) is the expected Gini after ``r`` rounds, item 0 the start's 0.
    Exact up to floating-point rounding (about 1e-15 a turn).

    Raises:
        TypeError: an argument that is not a whole number.
        ValueError: fewer than 2 players, negative cash, a stake below 1, negative rounds,
            or a chain larger than :data:`MAX_STATES` states or :data:`MAX_MOVES` moves
            (states times ordered pairs of players).
    """
    units, factor = _units(players, cash, stake)
    _whole("rounds", rounds)
    if rounds < 0:
        raise ValueError(f"rounds must be at least 0, not {rounds}")
    total = players * units
    count = _compositions(total, players)
    pairs = players * (players - 1)
    if count > MAX_STATES or count * pairs > MAX_MOVES:
        raise ValueError(
            f"the chain of {players} players sharing {total} units has {count:,} states "
            f"and {count * pairs:,} moves; exchange_gini_by_round evolves at most "
            f"{MAX_STATES:,} states and {MAX_MOVES:,} moves (use exchange_stationary_gini "
            f"for the limit, or simulate)")
    if not units:
        return np.zeros(rounds + 1)
    states = _states(total, players)
    moves = _moves(states, total)
    gini = _state_gini(states, total) * float(factor)
    law = np.zeros(count)
    law[_rank(np.full((1, players), units, dtype=np.int32), total)[0]] = 1.0
    out = np.empty(rounds + 1)
    out[0] = 0.0
    for r in range(1, rounds + 1):
        for _ in range(players):
            law = _turn(law, moves)
        out[r] = law @ gini
    return out


def _turn(law: np.ndarray, moves: np.ndarray) -> np.ndarray:
    """The law after one turn: the mean over the pairs of the law at the states moved to
    (gathered one pair at a time into one buffer, twice as fast as one big gather)."""
    after = np.take(law, moves[0])
    gathered = np.empty_like(law)
    for row in moves[1:]:
        np.take(law, row, out=gathered)
        after += gathered
    after /= len(moves)
    return after


__all__ = ["MAX_MOVES", "MAX_STATES", "exchange_gini_by_round", "exchange_stationary_gini"]
