"""The hooks a rule set's game class writes, with the engine's defaults.

:class:`RuleHooks` is a base class of :class:`~landlords.engine.game.Game`.  A rule set
writes ``_setup`` (starting cash and the first frames), ``_end_turn`` (end the game or
push the next turn) and ``_wealths`` (every seat's wealth as its rules count it); the
others have defaults that fit most games.  Besides these, a rule set writes the handlers
of its frames' kinds (``_legal_``/``_check_``/``_do_``, ``_draw_``/``_chance_``,
``_task_``; see :mod:`landlords.engine.game`).
"""

from __future__ import annotations

from .errors import IllegalActionError


class RuleHooks:
    """The hooks a rule set's game class writes (a base class of ``Game``)."""

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
