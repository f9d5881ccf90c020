"""The game: one playthrough of a rule set, with the turn protocol shared by all rule sets.

The state of a game is the rule set's own fields plus a *stack of frames*: the work
still to do in the current turn.  The frame on top is one of

* a **decision** owned by a player (buy or decline, a bid, move forward or backward...);
* a **chance** node (dice, a card draw, a shuffle), resolved by the game's seeded
  :class:`~landlords.engine.chance.ChanceSource` and written to the log;
* a **task**: bookkeeping that runs by itself (pay the rent once the auction is over).

Frames are named tuples ``(kind, seat, ...)`` (:mod:`landlords.engine.frames`).  A rule
set subclasses :class:`Game` and writes, for each kind, ``_legal_<kind>``/``_check_<kind>``/
``_do_<kind>`` (decisions), ``_draw_<kind>``/``_chance_<kind>`` (chance) or
``_task_<kind>`` (tasks), and the hooks of :mod:`~landlords.engine.hooks`.  The base
class owns the protocol, the log, the ledger, the events, the history, cloning and
records; rule code reaches them only through the methods of the section "for rule sets"
below (``pay``, ``push``, ``emit``, ``finish``...), never through the private fields.
What else any game answers is in its base classes: its words, table and prompt
(:mod:`~landlords.engine.view`), its past (:mod:`~landlords.engine.reading`) and its
measures (:mod:`~landlords.engine.measures`); its snapshots, state key and digest are
derived from its declared state (:mod:`~landlords.engine.state`).

Public protocol::

    game.to_move          # player name, CHANCE, or None when over
    game.legal_actions()  # sorted list of tuples
    game.apply(action)    # -> new events; IllegalActionError leaves the game unchanged
    game.step()           # chance, then at most one bot decision
    game.play()           # to the end (or to the next human decision)
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from . import state as _state
from .actions import MAX_NUMBER, MAX_WORD, Action  # noqa: F401 (re-exported)
from .core import CHANCE, GameCore  # noqa: F401 (CHANCE re-exported: its home is core)
from .events import ENGINE_EVENTS
from .log import LOG_CHANCE, LOG_SWITCH  # noqa: F401 (the log's markers, re-exported: their home is log)
from .native import mypyc_attr
from .players import MAX_NAME, RESERVED_NAMES, check_players, name_problem  # noqa: F401 (re-exported)
from .reading import Transfer  # noqa: F401 (Transfer re-exported: its home is reading)
from .state import ENGINE_STATE, State  # noqa: F401 (ENGINE_STATE re-exported: its home is state)
from .view import ViewMethods, format_action, reason_text  # noqa: F401 (reason_text re-exported)


# A game's parts are one line of native classes in the compiled build (a native class has
# one native base; a method a plain-Python subclass overrides must be a native class's for
# compiled callers to find the override): GameCore, RuleHooks, GameReading, GameMeasures,
# ViewMethods, Game.  No two of them define the same name.
@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ViewMethods):
    """One playthrough.  Create games with :func:`landlords.new_game`, not directly.

    The engine's state and the turn protocol are :class:`~landlords.engine.core.GameCore`'s
    (``play``, ``step``, ``apply``, ``pay``, ``push``, ``emit``, ``finish``...); what a rule
    set declares and writes, with the defaults, is :class:`~landlords.engine.hooks.RuleHooks`';
    a game's past, measures and words are its other bases'.  This class makes each rule
    set's handler tables and keeps its records and snapshots.
    """


    # The handlers of each frame kind, by prefix (GameCore's ``_DECIDE``, ``_LEGAL``...),
    # are filled in for each subclass.
    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        decide: dict = {}
        legal: dict = {}
        check: dict = {}
        draw: dict = {}
        chance: dict = {}
        task: dict = {}
        for name in dir(cls):
            for prefix, table in (("_do_", decide), ("_legal_", legal), ("_check_", check),
                                  ("_draw_", draw), ("_chance_", chance), ("_task_", task)):
                if name.startswith(prefix):
                    table[name[len(prefix):]] = getattr(cls, name)
        missing = sorted(set(decide) ^ set(legal))
        if missing:
            raise TypeError(f"{cls.__name__}: decision kinds need _do_ and _legal_: {missing}")
        cls._DECIDE, cls._LEGAL, cls._CHECK = decide, legal, check
        cls._DRAW, cls._CHANCE, cls._TASK = draw, chance, task
        clash = sorted(set(cls.EVENTS) & set(ENGINE_EVENTS))
        if clash:
            raise TypeError(f"{cls.__name__}: the engine declares the events {clash}; "
                            f"word them with the sentence hooks instead")
        cls._CATALOGUE = {**ENGINE_EVENTS, **cls.EVENTS}
        _state.declare(cls)

    @classmethod
    def check_players(cls, rules, names: list[str]) -> None:
        """Raise :class:`PlayersError` unless ``names`` is a valid list of players
        (:func:`landlords.engine.players.check_players`)."""
        check_players(rules, names, cls.EXTRA_ACCOUNTS)

    def _emit(self, kind: str, *values: Any) -> None:
        """:meth:`emit` by its older name."""
        self.emit(kind, *values)

    # ------------------------------------------------------------------ records and snapshots
    def record(self, reasons: bool = True) -> Any:
        """The game's record (header + log), ready to save or replay."""
        from .record import GameRecord
        return GameRecord.from_game(self, reasons=reasons)

    # The snapshot, the state key and the digest, from the declared STATE (engine.state).
    def clone(self) -> Any:
        """An independent copy that plays on exactly as this game would (:func:`~landlords.engine.state.clone`)."""
        return _state.clone(self)

    def light_clone(self) -> tuple:
        """A clone without the append-only histories, and their lengths (:func:`~landlords.engine.state.light_clone`)."""
        return _state.light_clone(self)

    def restored(self, lengths: tuple, line: Any) -> Any:
        """A playable clone of this light clone (:func:`~landlords.engine.state.restored`)."""
        return _state.restored(self, lengths, line)

    def state_key(self) -> tuple:
        """The whole state as plain values (:func:`~landlords.engine.state.state_key`)."""
        return _state.state_key(self)

    def digest(self) -> str:
        """A short fingerprint of the game (:func:`~landlords.engine.state.digest`)."""
        return _state.digest(self)

    def undeclared_state(self) -> list[str]:
        """Attributes this game holds that neither the engine nor the rule set declared
        (a clone could share them by accident); empty for a well-declared rule set."""
        return self.STATE.undeclared(self)

    def __repr__(self) -> str:
        state = self._outcome.termination.value if self._outcome else f"to move: {self.to_move}"
        return (f"<{type(self).__name__} {self.rules.name} seed={self.seed} "
                f"turn={self.turn} step={self._step} {state}>")
