"""The engine's core of a game: its turn loop, log, stack of frames, ledger and chance,
and what rule code changes them through, as one typed class.

:class:`GameCore` is the first of the line of classes that makes
:class:`~landlords.engine.game.Game` (``GameCore <- RuleHooks <- GameReading <-
GameMeasures <- ViewMethods <- Game``): it holds the engine's state
(:data:`~landlords.engine.state.ENGINE_STATE`) and runs the turn protocol described in
:mod:`landlords.engine.game`; the others add the rule set's declarations and the hooks'
defaults, the reading, measures and words of a game, its handler tables and snapshots.
Rule sets subclass ``Game``, never this class.

The module is typed so that the optional compiled build (``benchmarks/build_compiled.py``,
issue 28) makes :class:`GameCore` a native class with mypyc: its fields are then slots of
the C structure and its loop runs compiled.  A rule set's game class is a native class too
where its modules are compiled (as the package's own rule sets are), or a Python subclass
(``allow_interpreted_subclasses``) holding its own fields in its ``__dict__``.
Interpreted, it is a plain Python class and nothing changes.  The hooks a rule set writes
(``_setup``, ``_end_turn``, ``_after_step``...) are declared here, so that the compiled
loop calls them as methods; their defaults and documents are in
:class:`~landlords.engine.hooks.RuleHooks` and :class:`~landlords.engine.reading.GameReading`.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar, final

from .actions import Action, format_action, illegal_message, normalized
from .bots import Bot
from .chance import ChanceSource
from .errors import GameOverError, IllegalActionError, InvalidActionError, LandlordsError, RecordError, shown
from .ledger import Ledger
from .log import LOG_CHANCE, LOG_SWITCH
from .native import mypyc_attr
from .outcome import Outcome, Termination, ranked

#: ``game.to_move`` while chance must act (throw the dice, draw a card).
CHANCE = "chance"


@final
class Handlers:
    """A game class's handlers of each frame kind (its ``_DECIDE``, ``_LEGAL``, ``_CHECK``,
    ``_DRAW``, ``_CHANCE`` and ``_TASK`` tables) as one value each game holds, so that the
    compiled loop reads them as fields of native objects, not as class attributes (each of
    those is a lookup through the class's bases).  Never changed: clones share it."""

    __slots__ = ("decide", "legal", "check", "draw", "chance", "task")

    def __init__(self, decide: dict[str, Any], legal: dict[str, Any], check: dict[str, Any],
                 draw: dict[str, Any], chance: dict[str, Any], task: dict[str, Any]) -> None:
        self.decide: dict[str, Any] = decide
        self.legal: dict[str, Any] = legal
        self.check: dict[str, Any] = check
        self.draw: dict[str, Any] = draw
        self.chance: dict[str, Any] = chance
        self.task: dict[str, Any] = task


@mypyc_attr(allow_interpreted_subclasses=True)
class GameCore:
    """The engine's state and turn loop of one playthrough (the base of ``Game``)."""

    #: Accounts besides the players (e.g. ``("miscellaneous", "treasury")``).
    EXTRA_ACCOUNTS: ClassVar[tuple[str, ...]] = ()
    #: The handlers of each frame kind, by prefix (filled in for each subclass of ``Game``;
    #: never changed after).
    _DECIDE: ClassVar[dict[str, Any]] = {}
    _LEGAL: ClassVar[dict[str, Any]] = _DECIDE
    _CHECK: ClassVar[dict[str, Any]] = _DECIDE
    _DRAW: ClassVar[dict[str, Any]] = _DECIDE
    _CHANCE: ClassVar[dict[str, Any]] = _DECIDE
    _TASK: ClassVar[dict[str, Any]] = _DECIDE

    # ------------------------------------------------------------------ construction
    def __init__(self, rules: Any, options: dict, names: list[str], bots: dict, seed: Any,
                 dice: Any = None, record_events: Any = True) -> None:
        self.rules: Any = rules
        self._handlers: Handlers = Handlers(self._DECIDE, self._LEGAL, self._CHECK, self._DRAW,
                                            self._CHANCE, self._TASK)
        self.options: dict = dict(options)
        self.players: tuple[str, ...] = tuple(names)
        self.seed: int = int(seed)
        self.bot_names: dict[str, str] = {}
        self._bots: dict[int, Bot] = {}
        for seat, name in enumerate(self.players):
            if name in bots:
                self.bot_names[name] = bots[name].strategy
                self._bots[seat] = bots[name]
        self._seat: dict[str, int] = {name: seat for seat, name in enumerate(self.players)}
        self._ledger: Ledger = Ledger(list(self.players) + list(self.EXTRA_ACCOUNTS))
        #: Cash of every account by index (players' seats first): rule code reads it,
        #: and changes it only through :meth:`pay`.
        self.balances: list[int] = self._ledger.balances
        #: The game's keyed source of dice, draws and shuffles (rule code draws from it).
        self.chance: ChanceSource = ChanceSource(seed, dice)
        self._dice_script: tuple | None = tuple(tuple(t) for t in dice) if dice else None
        self._log: list = []
        self._reasons: dict[int, Any] = {}
        self._raw_events: list = []
        self._event_cache: list = []
        #: Whether events and history are kept (off for fast simulations).
        self.recording: bool = bool(record_events)
        self._history: list = []
        self._stack: list[tuple] = []
        self._outcome: Outcome | None = None
        self._step: int = 0
        self.turn: int = 0
        #: The regime in force (one of ``rules.regimes``), or ``None`` without regimes
        #: (untyped: a rule set may key it as a field of its state, which any value is).
        self.regime: Any = rules.regimes[0] if rules.regimes else None
        #: Where this game left another one (see :func:`landlords.branching.branch`):
        #: ``{"step", "digest", "change", "parent"}``, or None for a game of its own.
        self.branch_of: dict | None = None
        self._setup()
        _run_tasks(self)
        self._after_step()

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> str | None:
        """The player who must decide now, :data:`CHANCE`, or ``None`` when over."""
        if self._outcome is not None or not self._stack:
            return None
        frame = self._stack[-1]
        if frame[0] in self._DRAW:
            return CHANCE
        return self.players[frame[1]]

    @property
    def is_chance(self) -> bool:
        """True when chance must act next."""
        return self._outcome is None and bool(self._stack) and self._stack[-1][0] in self._DRAW

    @property
    def decision(self) -> str | None:
        """The kind of decision (or chance node) waiting, e.g. ``"bid"``; None when over."""
        if self._outcome is not None or not self._stack:
            return None
        return self._stack[-1][0]

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended; ``None`` while it runs."""
        return self._outcome

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def step_count(self) -> int:
        """How many log steps have been taken."""
        return self._step

    def last_entry(self) -> tuple | None:
        """The log entry of the latest step, as a record keeps it; ``None`` before the first.

        A decision is ``(seat, *action)`` (``(0, "buy", 3)``), chance's draw is
        ``(LOG_CHANCE, drawn)`` and a switch of rules is ``(LOG_SWITCH, regime)``.  Stored
        or sent elsewhere, the entry applied to a copy of the game at the step before
        gives the same game (what a class's clients share through their store).
        """
        return self._log[-1] if self._log else None

    def is_bot(self, player: Any) -> bool:
        """True when ``player`` is played by a bot."""
        return self._seat_of(player) in self._bots

    def bot(self, player: Any) -> Any:
        """The bot playing for ``player``, or ``None`` for a person."""
        return self._bots.get(self._seat_of(player))

    def legal_actions(self) -> list[Action]:
        """The actions ``to_move`` may take now, sorted; ``[]`` at chance nodes and at the end."""
        if self._outcome is not None or not self._stack:
            return []
        frame = self._stack[-1]
        legal = self._LEGAL.get(frame[0])
        if legal is None:
            return []
        return sorted(legal(self, frame))

    def is_legal(self, action: Any) -> bool:
        """True when ``action`` may be applied now."""
        try:
            action = self._normalize(action)
            frame = self._decision_frame(action)
        except (IllegalActionError, InvalidActionError):
            return False
        # Asked directly, not through _check: a refusal needs no message listing the
        # legal actions (building it cost more than the check itself).
        return bool(self._allows(frame, action))

    def apply(self, action: Any) -> list:
        """Apply the decision ``action`` of ``to_move`` and return the new events.

        ``action`` is a tuple such as ``("bid", 75)``, a list, or the words of a legal
        action (``"bid 75"``).

        Raises:
            GameOverError: the game has ended.
            InvalidActionError: ``action`` is not an action of this game.
            IllegalActionError: the rules do not allow it now (the game is unchanged).
        """
        action = self._normalize(action)
        frame = self._checked(action)
        return _take_decision(self, frame, action, None)

    def step(self) -> list:
        """Let chance act, then at most one bot decision; stop at a human's decision.

        Chance acts until a decision waits, the game ends, or a new turn begins (so in a
        game where only chance acts, such as the no-land baseline, a step is one turn).
        """
        events: list = []
        turn, acted = self.turn, False
        while self._outcome is None:
            frame: tuple = self._stack[-1]
            if frame[0] in self._DRAW:
                if acted and self.turn != turn:
                    break
                events += _take_chance(self, frame)
                acted = True
                continue
            bot = self._bots.get(frame[1])
            if bot is not None:
                answer = bot.decide(self, frame)
                action = answer[0]
                self._check(frame, action)
                events += _take_decision(self, frame, action, answer[1])
            break
        return events

    def play(self, until_turn: Any = None, max_steps: Any = None) -> Outcome | None:
        """Let bots and chance play on.

        Stops at the end of the game, at a human's decision, at the first decision of
        turn ``until_turn`` (if given), or after ``max_steps`` log steps (if given).
        Returns the outcome, or ``None`` if the game did not end.
        """
        stack = self._stack
        handlers = self._handlers
        draw = handlers.draw
        checks = handlers.check
        legal = handlers.legal
        bots = self._bots
        limited = until_turn is not None or max_steps is not None
        taken = 0
        while self._outcome is None:
            if limited:
                if until_turn is not None and self.turn >= until_turn:
                    break
                if max_steps is not None and taken >= max_steps:
                    break
                taken += 1
            frame: tuple = stack[-1]
            kind = frame[0]
            if kind in draw:
                _take_chance(self, frame, None, False)
            else:
                bot = bots.get(frame[1])
                if bot is None:
                    break
                answer = bot.decide(self, frame)
                action = answer[0]
                check = checks.get(kind)               # as _allows, without the call
                if check is not None:
                    allowed = check(self, frame, action)
                else:
                    allowed = action in legal[kind](self, frame)
                if not allowed:
                    raise IllegalActionError(self._illegal_message(frame, action))
                _take_decision(self, frame, action, answer[1], False)
        return self._outcome

    def switch_rules(self, regime: Any) -> list:
        """Put ``regime`` into force now (a log step); returns the new events.

        Raises:
            GameOverError: the game has ended.
            IllegalActionError: the rule set has no such regime.
        """
        if self._outcome is not None:
            raise GameOverError(f"the game is over ({self._outcome.termination.value}); "
                                f"no rules can be switched")
        regimes = self.rules.regimes
        if regime not in regimes:
            if not regimes:
                raise IllegalActionError(f"{self.rules.name} has no rules to switch")
            raise IllegalActionError(
                f"unknown rules {shown(regime, 80)} for {self.rules.name}; choose one of {', '.join(regimes)}")
        self._can_switch(regime)
        mark = len(self._raw_events)
        self._begin_step((LOG_SWITCH, regime))
        self.enact(regime, "switch")
        _run_tasks(self)
        self._after_step()
        return self._events_since(mark)

    def apply_entry(self, entry: Any, reason: Any = None, number: int | None = None) -> None:
        """Apply one log entry, as a record or a class's store keeps it, as the next step.

        ``entry`` is a decision ``(seat, kind, *args)``, a chance outcome ``(LOG_CHANCE,
        outcome)`` (checked against the seed) or a switch of rules ``(LOG_SWITCH,
        regime)``; ``reason`` is the bot's reason kept with a decision; ``number`` is the
        entry's step number in messages (the next step by default).  A decision is checked
        against the rules as :meth:`apply` checks it.

        Raises:
            RecordError: the entry does not fit the game here (the message names the step).
        """
        if number is None:
            number = self._step + 1
        try:
            if self._outcome is not None:
                raise RecordError(f"step {number}: the log goes on after the game ended")
            if not isinstance(entry, (tuple, list)) or not entry:
                raise RecordError(f"step {number}: {shown(entry, 120)} is not a log entry")
            head = entry[0]
            if head in (LOG_CHANCE, LOG_SWITCH) and len(entry) != 2:
                raise RecordError(f"step {number}: {shown(entry, 120)} should be [{shown(head, 40)}, "
                                  f"{'outcome' if head == LOG_CHANCE else 'rules'}]")
            if head == LOG_CHANCE:
                if not self.is_chance:
                    raise RecordError(f"step {number}: the log has a chance outcome where "
                                      f"{self.to_move} must decide")
                _take_chance(self, self._stack[-1], entry[1], False)
            elif head == LOG_SWITCH:
                self.switch_rules(entry[1])
            else:
                if self.is_chance:
                    raise RecordError(f"step {number}: the log has a decision where chance must act")
                frame = self._stack[-1]
                if head != frame[1]:
                    raise RecordError(f"step {number}: the log has a decision of seat {shown(head, 40)} "
                                      f"where {self.to_move} must decide")
                action = self._normalize(tuple(entry[1:]))
                self._check(frame, action)
                _take_decision(self, frame, action, reason, False)
        except RecordError:
            raise
        except LandlordsError as error:
            raise RecordError(f"step {number}: {error}") from None

    # ------------------------------------------------------------------ internals
    def _seat_of(self, player: Any) -> int:
        try:
            return self._seat[player]
        except (KeyError, TypeError):
            raise IllegalActionError(f"no player called {shown(player, 80)} in this game") from None

    def _normalize(self, action: Any) -> Action:
        return normalized(self, action)

    def _checked(self, action: Action) -> tuple:
        frame = self._decision_frame(action)
        self._check(frame, action)
        return frame

    def _decision_frame(self, action: Action) -> tuple:
        """The decision waiting for ``action``; raises when the game is over or chance must act."""
        if self._outcome is not None:
            raise GameOverError(f"the game is over ({self._outcome.termination.value}); "
                                f"{shown(format_action(action), 120)} cannot be applied")
        frame = self._stack[-1]
        if frame[0] in self._DRAW:
            raise IllegalActionError(
                f"chance must act now ({frame[0]}); call game.step() before "
                f"{shown(format_action(action), 120)}")
        return frame

    def _allows(self, frame: tuple, action: Action) -> Any:
        """Whether the rules allow ``action`` at the decision ``frame`` (truthy or falsy)."""
        check = self._CHECK.get(frame[0])
        if check is not None:
            return check(self, frame, action)
        return action in self._LEGAL[frame[0]](self, frame)

    def _check(self, frame: tuple, action: Action) -> None:
        if not self._allows(frame, action):
            raise IllegalActionError(self._illegal_message(frame, action))

    def _illegal_message(self, frame: tuple, action: Any) -> str:
        return illegal_message(self, frame, action)

    def _begin_step(self, entry: tuple) -> None:
        self._step += 1
        self._ledger.step = self._step
        self._log.append(entry)

    # The three steps of the loop are module functions (below), called directly by the
    # loop: compiled, a call of a method of ``self`` goes through Python's method lookup
    # whenever the game is a rule set's (interpreted) subclass, which every game is.
    def _commit(self, frame: tuple, action: Action, reason: Any, collect: bool = True) -> Any:
        """Take the decision ``action`` (already checked) as the next log step
        (:func:`_take_decision`)."""
        return _take_decision(self, frame, action, reason, collect)

    def _resolve_chance(self, frame: tuple, outcome: Any = None, collect: bool = True) -> Any:
        """Let chance act at ``frame`` as the next log step (:func:`_take_chance`)."""
        return _take_chance(self, frame, outcome, collect)

    def _advance(self) -> None:
        """Run the tasks on top of the stack, and end turns (:func:`_run_tasks`)."""
        _run_tasks(self)

    # ------------------------------------------------------------------ the hooks the loop calls
    # Declared here so that the compiled loop calls them as methods of a native class (an
    # override in a plain-Python rule set is still found); their defaults and documents are
    # RuleHooks' (hooks.py) and GameReading's (_events_since).
    def _setup(self) -> None:
        raise NotImplementedError

    def _end_turn(self) -> None:
        raise NotImplementedError

    def _after_step(self) -> None:
        pass

    def _can_switch(self, regime: str) -> None:
        pass

    def _on_regime(self, regime: str) -> None:
        pass

    def _history_row(self) -> tuple:
        raise NotImplementedError

    def _wealths(self) -> list[int]:
        raise NotImplementedError

    def _events_since(self, mark: int) -> list:
        raise NotImplementedError

    # ------------------------------------------------------------------ for rule sets
    # Rule code changes the game's money, stack, events and ending only through these.

    def seat_of(self, player: Any) -> int:
        """The seat of the player called ``player``; raises :class:`IllegalActionError`."""
        return self._seat_of(player)

    def pay(self, src: int, dst: int, amount: int, reason: str, space: Any = None) -> None:
        """Move ``amount`` from account ``src`` to account ``dst`` (indices), for ``reason``
        (one of the rule set's ledger reasons), about board space ``space`` (or None)."""
        self._ledger.transfer(src, dst, amount, reason, space)
        if self.recording:
            names = self._ledger.names
            self._raw_events.append((self._step, self.turn, "paid",
                                     (names[src], names[dst], amount, reason, space)))

    def account(self, name: str) -> int:
        """The index of the account called ``name`` (a player or one of EXTRA_ACCOUNTS)."""
        return self._ledger.index[name]

    def emit(self, kind: str, *values: Any) -> None:
        """Record an event of ``kind`` (declared in EVENTS) with its field values."""
        if self.recording:
            self._raw_events.append((self._step, self.turn, kind, values))

    def push(self, frame: tuple) -> None:
        """Put ``frame`` (a decision, chance node or task) on top of the work to do."""
        self._stack.append(frame)

    def pop_frame(self) -> tuple:
        """Take the frame on top off the stack and return it."""
        return self._stack.pop()

    @property
    def top_frame(self) -> tuple | None:
        """The frame on top of the stack, or ``None`` when it is empty."""
        return self._stack[-1] if self._stack else None

    @property
    def frames(self) -> tuple:
        """The frames on the stack, bottom first (read-only)."""
        return tuple(self._stack)

    def clear_frames(self) -> None:
        """Drop every frame (the turn is abandoned, or the game ends)."""
        self._stack.clear()

    def drop_frames(self, unwanted: Any) -> None:
        """Drop every frame for which ``unwanted(frame)`` is true (a player leaves the game)."""
        self._stack[:] = [frame for frame in self._stack if not unwanted(frame)]

    @property
    def accounts(self) -> tuple[str, ...]:
        """The account names by index: the players, then EXTRA_ACCOUNTS."""
        return self._ledger.names

    def begin_turn(self) -> None:
        """Count a new turn (the learner's clock); rule code then pushes its first frame."""
        self.turn += 1
        self._ledger.turn = self.turn

    def enact(self, regime: str, how: str) -> None:
        """Put ``regime`` in force (``how``: ``"switch"``, ``"vote"``...), record it, and
        let the rule set react (:meth:`_on_regime`)."""
        self.regime = regime
        self.emit("rules_switched", regime, how)
        self._on_regime(regime)

    def finish(self, termination: Termination, standings: Any = None, winner: Any = None,
               rounds: int = 0) -> None:
        """End the game.

        Args:
            termination: how it ended (one of the rule set's, or ``CAPPED``).
            standings: ``(name, score)`` pairs best first; by default every player with
                his wealth (:meth:`_wealths`), ranked.
            winner: the winner's name; by default the one best score's holder, or
                ``None`` on a tie.  Ignored unless ``standings`` is given.
            rounds: complete rounds played.
        """
        if standings is None:
            wealth = self._wealths()
            standings, winner = ranked(zip(self.players, wealth))
        self._stack.clear()
        outcome = self._outcome = Outcome(termination, winner, tuple(standings), max(rounds, 0))
        self.emit("game_over", termination.value, winner, outcome.standings)


# ---------------------------------------------------------------------- the loop's steps
def _take_decision(game: GameCore, frame: tuple, action: Action, reason: Any, collect: bool = True) -> Any:
    """Take the decision ``action`` (already checked) as the next log step.

    Returns the new events when ``collect`` (none when events are not recorded), else None.
    """
    step = game._step = game._step + 1
    game._ledger.step = step
    game._log.append((frame[1],) + action)
    mark = 0
    if game.recording:
        mark = len(game._raw_events)
        if reason is not None:
            game._reasons[step] = reason
        game._raw_events.append((step, game.turn, "decided",
                                 (game.players[frame[1]], action, reason)))
    stack = game._stack
    stack.pop()
    handlers = game._handlers
    handlers.decide[frame[0]](game, frame, action)
    if not stack or stack[-1][0] in handlers.task:  # else nothing waits to run by itself
        _run_tasks(game)
    game._after_step()
    if not collect:
        return None
    return game._events_since(mark) if game.recording else []


def _take_chance(game: GameCore, frame: tuple, outcome: Any = None, collect: bool = True) -> Any:
    """Let chance act at ``frame`` as the next log step (``outcome``: what a record says).

    Returns the new events when ``collect``, else None.
    """
    handlers = game._handlers
    drawn = handlers.draw[frame[0]](game, frame)
    if outcome is not None and outcome != drawn:
        raise RecordError(
            f"step {game._step + 1}: the record says chance gave {shown(outcome, 120)} for "
            f"{frame[0]}, but the seed gives {shown(drawn, 120)}; the record was altered")
    mark = len(game._raw_events)
    step = game._step = game._step + 1          # as _begin_step, without the call
    game._ledger.step = step
    game._log.append((LOG_CHANCE, drawn))
    stack = game._stack
    stack.pop()
    handlers.chance[frame[0]](game, frame, drawn)
    if not stack or stack[-1][0] in handlers.task:
        _run_tasks(game)
    game._after_step()
    return game._events_since(mark) if collect else None


def _run_tasks(game: GameCore) -> None:
    """Run the tasks on top of the stack, and end turns, until a decision or chance waits."""
    stack = game._stack
    tasks = game._handlers.task
    while game._outcome is None:
        if not stack:
            if game.recording:                  # the history row of the turn just ended
                game._history.append((game.turn,) + game._history_row())
            game._end_turn()
            continue
        task = tasks.get(stack[-1][0])
        if task is None:
            return
        task(game, stack.pop())


__all__ = ["CHANCE", "GameCore"]
