"""The Markov board model: what every board rule set's landing model shares.

A rule set with a board tells :mod:`landlords.analysis` how one token moves round it
(``RuleSet.landing``, a rule set's ``landing.py``).  The chain itself (its states, what a
throw does on each space) is the rule set's own; the parts every such model has are here:

* :func:`two_dice`, every throw of two six-sided dice with its probability;
* :class:`Landing`, where a move ended, and :class:`RentLevel`, a deed at one level of
  development with what a landing there pays (:func:`flat_rent` for a rent that does not
  depend on the move);
* :class:`Harness`, the seats and numbers of the game a model's sample is played in;
* :class:`FrameHandlers`, a game's own methods for each kind of frame, for playing that
  sample through the rule code;
* :class:`BoardChain`, the base class of a landing model: the rule set, its data and
  the policy (the player's choices as options, checked by :func:`resolve_policy`), the
  sample split over games, and where a throw that moves nothing leaves the token.

Nothing here names a rule set or reads a board: a model subclasses :class:`BoardChain`
and gives its ``POLICY``, its start, its ``transitions`` and its rents.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import NamedTuple


@cache
def two_dice() -> tuple:
    """Every throw of two six-sided dice (the engine's, :mod:`landlords.engine.chance`)
    as ``(count, double, probability)``, worked out once."""
    faces = range(1, 7)
    ways = Counter((a + b, a == b) for a in faces for b in faces)
    return tuple((count, double, times / len(faces) ** 2) for (count, double), times in sorted(ways.items()))


class Landing(NamedTuple):
    """Where a move ended: ``space``, whether in Jail as a prisoner, and ``basis`` (what
    the rent of the space depends on besides the space; None when nothing)."""

    space: int
    jailed: bool = False
    basis: object = None


class RentLevel(NamedTuple):
    """One level of development of a deed's space, with what it earns per landing.

    ``rent(basis)`` is the rent an opponent's landing pays (the :class:`Landing`'s
    ``basis``: the move that brought the token); ``buildings`` is the price of the
    buildings standing at this level.
    """

    space: int
    group: str
    colour: str
    level: str
    price: int
    buildings: int
    rent: Callable


def flat_rent(amount: int) -> Callable:
    """A rent that is the same whatever the move (``basis``) that brought the token."""
    def rent(basis=None, amount=amount):
        return amount
    rent.amount = amount
    return rent


class Harness:
    """The game a model's sample is played in: seat ``MOVER`` moves the token alone,
    with cash no move can exhaust (money is no object); the first ``BURN_IN`` throws
    of each game are not counted (the token starts on the start, not in the long run).
    A model names the other seats (``NAMES``)."""

    MOVER = 0
    NAMES: tuple = ()
    RICH = 10 ** 12
    BURN_IN = 300


def resolve_policy(options, policy: dict, rules: str) -> dict:
    """``policy`` complete with the defaults of ``options`` (the model's ``POLICY``);
    raises ``OptionError`` for a name ``options`` has not, or a value it does not accept
    (``rules`` names the rule set in the message)."""
    from landlords.engine.errors import OptionError
    known = {option.name: option for option in options}
    unknown = sorted(set(policy) - set(known))
    if unknown:
        raise OptionError(f"{rules}'s landing analysis has no option {unknown[0]!r}; "
                          f"its options are {', '.join(known)}")
    return {name: option.coerce(policy[name]) if name in policy else option.default
            for name, option in known.items()}


class FrameHandlers:
    """A game's own methods for each frame kind, found once (the engine's convention:
    ``_draw_``/``_chance_`` for chance, ``_task_`` for tasks, ``_do_`` for decisions)."""

    def __init__(self, game) -> None:
        self.game = game
        self._steps: dict = {}
        self._decisions: dict = {}

    def step(self, kind: str):
        """How chance or a task acts on a frame of ``kind``, or None for a decision."""
        try:
            return self._steps[kind]
        except KeyError:
            pass
        game = self.game
        draw = getattr(game, "_draw_" + kind, None)
        if draw is not None:
            resolve = getattr(game, "_chance_" + kind)

            def step(frame, draw=draw, resolve=resolve):
                resolve(frame, draw(frame))
        else:
            step = getattr(game, "_task_" + kind, None)
        self._steps[kind] = step
        return step

    def decide(self, kind: str):
        """The game's ``_do_<kind>``: how a decision of ``kind`` is carried out."""
        method = self._decisions.get(kind)
        if method is None:
            method = self._decisions[kind] = getattr(self.game, "_do_" + kind)
        return method


class BoardChain:
    """The base of a landing model: one token's movement on the board of ``rule_set``
    (its game class's ``DATA``) under ``policy``.

    A model gives ``POLICY`` (its options), ``NAME`` (the rule set named in messages),
    ``lot_kinds`` (the kinds of space that are building land), ``start``, and the
    methods ``transitions``, ``rent_levels``, ``rent_now`` and ``_play`` (one game of
    the sample).

    Attributes:
        rule_set: the rule set; ``rules`` its name; ``data`` its board and numbers;
            ``policy`` the options with their values; ``names`` and ``kinds`` the spaces'.

    Raises:
        OptionError: an unknown policy option, or a value it does not accept.
    """

    #: The player's choices that change where the token goes, as options.
    POLICY: tuple = ()
    #: The rule set as messages name it.
    NAME = ""
    #: More spaces than this visited by one move is a board that sends tokens round a loop.
    MOST_STOPS = 12
    #: The kinds of space that are building land (where houses stand).
    lot_kinds: frozenset = frozenset()

    def __init__(self, rule_set, **policy) -> None:
        self.rule_set = rule_set
        self.rules = rule_set.name
        self.data = data = rule_set.game_class.DATA
        self.policy = resolve_policy(self.POLICY, policy, self.NAME)
        self.options = self.POLICY
        self.names = data.names
        self.kinds = data.kind

    def stands(self, state) -> tuple[int, bool]:
        """Where a throw from ``state`` that moves nothing leaves the token: ``(space, in
        Jail as a prisoner)``."""
        return state.space, state.jail > 0

    def sample(self, moves: int, games: int, seed: int) -> list[tuple[int, ...]]:
        """Moves played by the rule set's own code: per game, the moves ending on each
        space and, last, the throws that moved nothing.

        Each of ``games`` games (seeds ``seed``, ``seed + 1``...) is played by the
        model's ``_play``: the token alone, turn after turn, through the game's own frame
        methods, the policy answering its decisions.  The first ``Harness.BURN_IN``
        throws of each game are not counted; then ``moves / games`` moves are (rounded up).
        """
        per_game = -(-moves // games)
        return [self._play(seed + k, per_game) for k in range(games)]

    def _play(self, seed: int, moves: int) -> tuple[int, ...]:
        raise NotImplementedError


__all__ = ["BoardChain", "FrameHandlers", "Harness", "Landing", "RentLevel", "flat_rent",
           "resolve_policy", "two_dice"]
