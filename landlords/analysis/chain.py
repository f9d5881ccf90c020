"""The generic solver: a rule set's landing model as a Markov chain, solved exactly.

A *landing model* (what ``RuleSet.landing(**policy)`` returns) tells the solver, and
nothing else does:

* ``start``: the state of a token before its first throw;
* ``transitions(state)``: every outcome of one throw from ``state`` as
  ``(probability, next state, landing)``, where ``landing`` is None when the throw moved
  nothing, else a value with ``space``, ``jailed`` and ``basis`` (what the rent of the
  space depends on, e.g. the throw's total for a utility);
* ``starts_turn(state)``: whether a throw from ``state`` is the first of a turn;
* ``names`` and ``kinds``: the board's spaces by index;
* ``stands(state)`` (needed only for the tables per throw, and only by a model with
  throws that move nothing): ``(space, jailed)``, where such a throw from ``state`` leaves
  the token and whether it is there as a prisoner.

The tables and the overlay ask a rule set's model for a little more: ``rules`` (its
name), ``policy`` and ``options`` (the choices left to the player, resolved, and their
:class:`~landlords.engine.options.Option` values), ``lot_kinds`` (the kinds of space
that are building land), ``rent_levels()`` (every deed at each level of development,
with ``rent(basis)``), ``rent_now(table, options, space)`` (a space's rent on a drawn
table) and ``sample(moves, games, seed)`` (moves played by the rule set's own code).

:func:`build_chain` walks every state reachable from the start and writes the chain's
matrix; :func:`solve` finds its long-run distribution by one linear solve (numpy) and
turns it into the long-run rate of every landing.  No simulation: the numbers are exact
up to floating point.  The solution counts per throw of the dice; a table per move
divides the landings by the moves per throw (:meth:`Solution.by_space` sums to one less
:attr:`Solution.stay_rate`), a table per throw adds the throws that moved nothing where
they left the token (:meth:`Solution.stays_by_space`).

Raises :class:`~landlords.analysis.errors.ChainError` naming the cause when the chain
cannot be solved: a state with no outcome or whose probabilities do not add up to one, a
set of states the token can never leave and never moves from (no way out), or two such
sets (the long run would depend on where the token started).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from .errors import ChainError

#: The most states a chain may have (a model describing more is refused, not solved).
MOST_STATES = 20_000
#: How far a throw's probabilities may add up from one.
_TOLERANCE = 1e-9


@dataclass(frozen=True, eq=False)
class Chain:
    """A landing model's chain over the states reachable from its start.

    Attributes:
        model: the landing model.
        states: the states, the start first.
        matrix: ``matrix[i, j]``, the probability that the throw from state ``i`` leads
            to state ``j`` (a dense numpy array; rows add up to one).
        landings: ``(i, landing, probability)`` for every outcome that ends a move.
        stays: ``stays[i]``, the probability that the throw from state ``i`` moves nothing.
        turn_starts: ``turn_starts[i]``, whether a throw from state ``i`` starts a turn.
    """

    model: object
    states: tuple
    matrix: np.ndarray
    landings: tuple
    stays: np.ndarray
    turn_starts: np.ndarray


@dataclass(frozen=True, eq=False)
class Solution:
    """The long run of a chain.

    Attributes:
        chain: the chain solved.
        weights: the long-run share of throws made from each state (adds up to one).
        rates: ``{landing: moves ending so per throw}``.
        stay_rate: throws that move nothing, per throw.
        turn_rate: turns started per throw (one in The Landlord's Game; fewer in
            Monopoly, where a double throws again).
    """

    chain: Chain
    weights: np.ndarray
    rates: dict = field(repr=False)
    stay_rate: float
    turn_rate: float

    def by_space(self) -> np.ndarray:
        """Moves ending on each space per throw (a vector over the board's spaces)."""
        rates = np.zeros(len(self.chain.model.names))
        for landing, rate in self.rates.items():
            rates[landing.space] += rate
        return rates

    def jailed_by_space(self) -> np.ndarray:
        """Moves ending in Jail as a prisoner, per throw, by space (the Jail space only)."""
        rates = np.zeros(len(self.chain.model.names))
        for landing, rate in self.rates.items():
            if landing.jailed:
                rates[landing.space] += rate
        return rates

    def stays_by_space(self, jailed_only: bool = False) -> np.ndarray:
        """Throws that moved nothing, per throw, by the space where they left the token
        (with ``jailed_only``, only those that left it in Jail as a prisoner).

        Raises:
            ChainError: the model has throws that move nothing but cannot say where they
                leave the token (no ``stands(state)``).
        """
        chain = self.chain
        rates = np.zeros(len(chain.model.names))
        stays = np.flatnonzero(chain.stays)
        if not len(stays):
            return rates
        stands = getattr(chain.model, "stands", None)
        if stands is None:
            raise ChainError("the model does not say where a throw that moves nothing leaves the "
                             "token (it has no stands(state)), so it has no table per throw")
        for i in stays:
            space, jailed = stands(chain.states[i])
            if jailed or not jailed_only:
                rates[space] += self.weights[i] * chain.stays[i]
        return rates


def _describe(model, state) -> str:
    names = getattr(model, "names", ())
    space = getattr(state, "space", None)
    if isinstance(space, int) and 0 <= space < len(names):
        return f"{state!r} ({names[space]})"
    return repr(state)


def build_chain(model) -> Chain:
    """Every state reachable from ``model.start``, and the chain's matrix.

    Raises:
        ChainError: a state with no outcome, a negative probability, probabilities that
            do not add up to one, or more than :data:`MOST_STATES` states.
    """
    index = {model.start: 0}
    states = [model.start]
    rows = []
    landings = []
    stays = []
    k = 0
    while k < len(states):
        state = states[k]
        outcomes = list(model.transitions(state))
        if not outcomes:
            raise ChainError(f"the chain cannot be solved: the state {_describe(model, state)} "
                             f"has no way out (no throw leads anywhere)")
        row = defaultdict(float)
        stay = total = 0.0
        for probability, after, landing in outcomes:
            if not probability >= 0:
                raise ChainError(f"the chain cannot be solved: a throw from {_describe(model, state)} "
                                 f"has the probability {probability!r}")
            total += probability
            j = index.get(after)
            if j is None:
                if len(states) >= MOST_STATES:
                    raise ChainError(f"the chain has more than {MOST_STATES:,} states; "
                                     f"it is too large to solve")
                j = index[after] = len(states)
                states.append(after)
            row[j] += probability
            if landing is None:
                stay += probability
            else:
                landings.append((k, landing, probability))
        if abs(total - 1.0) > _TOLERANCE:
            raise ChainError(f"the chain cannot be solved: the throws from {_describe(model, state)} "
                             f"add up to {total!r}, not 1")
        rows.append(row)
        stays.append(stay)
        k += 1
    n = len(states)
    matrix = np.zeros((n, n))
    for i, row in enumerate(rows):
        for j, probability in row.items():
            matrix[i, j] = probability
    return Chain(model, tuple(states), matrix, tuple(landings), np.array(stays),
                 np.array([bool(model.starts_turn(state)) for state in states]))


def closed_classes(matrix: np.ndarray) -> list[list[int]]:
    """The closed classes of a chain (sets of states it never leaves once in), each sorted.

    Tarjan's strongly connected components, without recursion; a component is closed
    when no edge leaves it.
    """
    n = len(matrix)
    successors = [np.flatnonzero(matrix[i]).tolist() for i in range(n)]
    order, low, on_stack, stack, components = [-1] * n, [0] * n, [False] * n, [], []
    counter = 0
    for root in range(n):
        if order[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                order[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            advanced = False
            for k in range(i, len(successors[v])):
                w = successors[v][k]
                if order[w] < 0:
                    work.append((v, k + 1))
                    work.append((w, 0))
                    advanced = True
                    break
                if on_stack[w]:
                    low[v] = min(low[v], order[w])
            if advanced:
                continue
            if low[v] == order[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    component.append(w)
                    if w == v:
                        break
                components.append(sorted(component))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    closed = []
    for component in components:
        inside = set(component)
        if all(set(successors[v]) <= inside for v in component):
            closed.append(component)
    return sorted(closed)


def solve(model_or_chain) -> Solution:
    """The long run of a landing model (or of a chain already built).

    Raises:
        ChainError: the chain cannot be solved (see the module's docstring).
    """
    chain = model_or_chain if isinstance(model_or_chain, Chain) else build_chain(model_or_chain)
    model, matrix = chain.model, chain.matrix
    classes = closed_classes(matrix)
    moving = {i for i, _, _ in chain.landings}
    for states in classes:
        if not moving.intersection(states):
            where = ", ".join(_describe(model, chain.states[i]) for i in states[:3])
            raise ChainError(f"the chain cannot be solved: a token reaching {where} has no way out "
                             f"(it never moves again)")
    if len(classes) > 1:
        first, second = (_describe(model, chain.states[states[0]]) for states in classes[:2])
        raise ChainError(f"the chain cannot be solved: a token never leaves the states of {first} "
                         f"once there, nor those of {second}; the long run depends on where it started")
    n = len(chain.states)
    system = matrix.T - np.eye(n)
    system[-1, :] = 1.0
    target = np.zeros(n)
    target[-1] = 1.0
    try:
        weights = np.linalg.solve(system, target)
    except np.linalg.LinAlgError as error:                   # pragma: no cover - closed classes checked
        raise ChainError(f"the chain cannot be solved: {error}") from None
    weights = np.where(weights < 0, 0.0, weights)           # rounding below zero on transient states
    weights /= weights.sum()
    rates = defaultdict(float)
    for i, landing, probability in chain.landings:
        if weights[i]:
            rates[landing] += weights[i] * probability
    return Solution(chain, weights, dict(rates), float(weights @ chain.stays),
                    float(weights @ chain.turn_starts))


__all__ = ["Chain", "MOST_STATES", "Solution", "build_chain", "closed_classes", "solve"]
