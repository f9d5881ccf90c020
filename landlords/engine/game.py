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

from __future__ import annotations

from . import state as _state
from .actions import MAX_NUMBER, MAX_WORD, Action  # noqa: F401 (re-exported)
from .core import CHANCE, GameCore  # noqa: F401 (CHANCE re-exported: its home is core)
from .events import ENGINE_EVENTS, EventKind
from .hooks import RuleHooks
from .log import LOG_CHANCE, LOG_SWITCH  # noqa: F401 (the log's markers, re-exported: their home is log)
from .measures import GameMeasures
from .players import MAX_NAME, RESERVED_NAMES, check_players, name_problem  # noqa: F401 (re-exported)
from .reading import GameReading, Transfer  # noqa: F401 (Transfer re-exported: its home is reading)
from .state import ENGINE_STATE, State  # noqa: F401 (ENGINE_STATE re-exported: its home is state)
from .view import ViewMethods, format_action, reason_text  # noqa: F401 (reason_text re-exported)


# GameCore comes last: the hooks' defaults (RuleHooks) and the reading, measures and words
# of a game come before it in the method resolution order, as they did before the core
# was its own class.
class Game(RuleHooks, GameReading, GameMeasures, ViewMethods, GameCore):
    """One playthrough.  Create games with :func:`landlords.new_game`, not directly.

    The engine's state and the turn protocol are :class:`~landlords.engine.core.GameCore`'s
    (``play``, ``step``, ``apply``, ``pay``, ``push``, ``emit``, ``finish``...); this class
    holds what a rule set declares and what it reads and words.
    """

    # EXTRA_ACCOUNTS, the accounts besides the players, is declared by GameCore (it reads it).
    #: The one of them that issues money: it pays out without limit (wages, salaries,
    #: winnings) and goes negative as it does (Miscellaneous, the Bank); None if none does.
    #: :meth:`money_flows` reads the money it creates from the ledger.
    ISSUER: str | None = None
    #: The rule set's event catalogue: kind -> :class:`EventKind` (the engine's own
    #: kinds, :data:`~landlords.engine.events.ENGINE_EVENTS`, are added; never redeclared).
    EVENTS: dict[str, EventKind] = {}
    #: Every action kind (first element) this rule set knows.
    ACTION_KINDS: frozenset = frozenset()
    #: The rule set's state (:mod:`landlords.engine.state`): every attribute a game of
    #: the rule set holds, besides the engine's, declared once, so that a clone copies
    #: exactly what it must and the state key and the digest hold every keyed field.
    STATE: State = State()
    #: The names of :attr:`STATE` by how a clone copies them (derived from it; a class
    #: may still declare these instead of ``STATE``, with its own :meth:`_state_key`):
    #: lists of immutable values (copied), dicts or sets of immutable values (copied),
    #: lists of lists (copied two deep), and values never changed in place (shared).
    COPY_LISTS: tuple[str, ...] = ()
    COPY_MAPS: tuple[str, ...] = ()
    COPY_NESTED: tuple[str, ...] = ()
    KEEP: tuple[str, ...] = ()
    #: History columns (:meth:`history`): per turn (after ``turn``) and per player
    #: (after ``player``); :meth:`_history_row` gives their values.
    HISTORY_TURN: tuple[str, ...] = ()
    HISTORY_PLAYER: tuple[str, ...] = ("cash", "wealth")

    # The handlers of each frame kind, by prefix (GameCore's ``_DECIDE``, ``_LEGAL``...),
    # are filled in for each subclass.
    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        decide, legal, check, draw, chance, task = {}, {}, {}, {}, {}, {}
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

    _emit = GameCore.emit

    # ------------------------------------------------------------------ records and snapshots
    def record(self, reasons: bool = True):
        """The game's record (header + log), ready to save or replay."""
        from .record import GameRecord
        return GameRecord.from_game(self, reasons=reasons)

    # The snapshot, the state key and the digest (engine.state), from the declared STATE.
    clone = _state.clone
    light_clone = _state.light_clone
    restored = _state.restored
    state_key = _state.state_key
    digest = _state.digest

    def undeclared_state(self) -> list[str]:
        """Attributes this game holds that neither the engine nor the rule set declared
        (a clone could share them by accident); empty for a well-declared rule set."""
        return self.STATE.undeclared(self)

    def __repr__(self) -> str:
        state = self._outcome.termination.value if self._outcome else f"to move: {self.to_move}"
        return (f"<{type(self).__name__} {self.rules.name} seed={self.seed} "
                f"turn={self.turn} step={self._step} {state}>")
