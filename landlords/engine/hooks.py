"""The hooks a rule set's game class writes and the declarations it makes, with the
engine's defaults.

:class:`RuleHooks` is a base class of :class:`~landlords.engine.game.Game`.  A rule set
writes ``_setup`` (starting cash and the first frames), ``_end_turn`` (end the game or
push the next turn) and ``_wealths`` (every seat's wealth as its rules count it); the
others have defaults that fit most games.  Besides these, a rule set writes the handlers
of its frames' kinds (``_legal_``/``_check_``/``_do_``, ``_draw_``/``_chance_``,
``_task_``; see :mod:`landlords.engine.game`).
"""

# mypyc: compiled

from __future__ import annotations

from typing import ClassVar

from .core import GameCore
from .errors import IllegalActionError
from .events import ENGINE_EVENTS, EventKind
from .native import mypyc_attr
from .state import State


@mypyc_attr(allow_interpreted_subclasses=True)
class RuleHooks(GameCore):
    """The hooks a rule set's game class writes and what it declares (a base class of ``Game``)."""

    # EXTRA_ACCOUNTS, the accounts besides the players, is declared by GameCore (it reads it).
    #: The one of them that issues money: it pays out without limit (wages, salaries,
    #: winnings) and goes negative as it does (Miscellaneous, the Bank); None if none does.
    #: :meth:`money_flows` reads the money it creates from the ledger.
    ISSUER: ClassVar[str | None] = None
    #: The rule set's event catalogue: kind -> :class:`EventKind` (the engine's own
    #: kinds, :data:`~landlords.engine.events.ENGINE_EVENTS`, are added; never redeclared).
    EVENTS: ClassVar[dict[str, EventKind]] = {}
    #: Every action kind (first element) this rule set knows.
    ACTION_KINDS: ClassVar[frozenset] = frozenset()
    #: The rule set's state (:mod:`landlords.engine.state`): every attribute a game of
    #: the rule set holds, besides the engine's, declared once, so that a clone copies
    #: exactly what it must and the state key and the digest hold every keyed field.
    STATE: ClassVar[State] = State()
    #: The names of :attr:`STATE` by how a clone copies them (derived from it; a class
    #: may still declare these instead of ``STATE``, with its own :meth:`_state_key`):
    #: lists of immutable values (copied), dicts or sets of immutable values (copied),
    #: lists of lists (copied two deep), and values never changed in place (shared).
    COPY_LISTS: ClassVar[tuple[str, ...]] = ()
    COPY_MAPS: ClassVar[tuple[str, ...]] = ()
    COPY_NESTED: ClassVar[tuple[str, ...]] = ()
    KEEP: ClassVar[tuple[str, ...]] = ()
    #: History columns (:meth:`history`): per turn (after ``turn``) and per player
    #: (after ``player``); :meth:`_history_row` gives their values.
    HISTORY_TURN: ClassVar[tuple[str, ...]] = ()
    HISTORY_PLAYER: ClassVar[tuple[str, ...]] = ("cash", "wealth")
    #: The engine's events and the rule set's, by kind (made for each subclass).
    _CATALOGUE: ClassVar[dict] = dict(ENGINE_EVENTS)
    #: Every declared name of :attr:`STATE` (made for each subclass).
    _STATE: ClassVar[frozenset] = frozenset()

    def _setup(self) -> None:
        """Hand out starting cash and push the first frames."""
        raise NotImplementedError

    def _end_turn(self) -> None:
        """Called when the stack is empty: end the game or push the next turn."""
        raise NotImplementedError

    def _after_step(self) -> None:
        """Called after every log step (e.g. public spending when the treasury is full)."""

    def _can_switch(self, regime: str) -> None:
        """Raise IllegalActionError if ``regime`` cannot be put in force now."""
        if regime == self.regime:
            raise IllegalActionError(f"{self.rules.words.regimes.get(regime, regime)} "
                                     f"{'are' if regime.endswith('rules') else 'is'} already in force")

    def _on_regime(self, regime: str) -> None:
        """Called by :meth:`enact` once ``regime`` is in force (e.g. start a treasury afresh)."""

    def _state_key(self) -> tuple:
        """The rule set's state as a tuple of plain values (for equality and digests): its
        keyed fields in the order :attr:`STATE` declares them."""
        return self.STATE.key(self)

    def _history_row(self) -> tuple:
        """``(turn values, player rows)`` at a turn's end: the values of
        :attr:`HISTORY_TURN`, and per seat the values of :attr:`HISTORY_PLAYER`."""
        wealth = self._wealths()
        return (), tuple((self.balances[seat], wealth[seat]) for seat in range(len(self.players)))

    def _wealths(self) -> list[int]:
        """Every seat's wealth as the rules count it (for scores, history and charts)."""
        raise NotImplementedError


__all__ = ["RuleHooks"]
