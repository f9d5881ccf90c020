"""Replay and branch: reach any step of a game fast, and fork it there.

A :class:`Timeline` replays a record once, keeping the game's position every ``every``
log steps (a *checkpoint*); the game at any step is then the nearest earlier checkpoint
stepped along the log, so no step costs more than ``every`` log steps of replay.  A
checkpoint is a light clone (:meth:`Game.light_clone`): the state without the log,
events, history rows and transfers, which only grow and are kept once, in the last game;
so a timeline's memory grows linearly with the record's length.

:func:`branch` takes the game at a step, applies a change (a switch of rules and/or a
different decision) and returns it ready to continue; the returned game carries
``branch_of``, the step and the parent's digest where it left its parent, and the change.
:func:`continue_like_parent` plays the branch on.  Chance is keyed by what is drawn and
when (see :mod:`landlords.engine.chance`), so the branch sees the parent's future dice
and cards wherever it asks for the same draw (common random numbers), and a branch
with no change is the parent again.

    >>> import landlords
    >>> from landlords.branching import Timeline, branch, continue_like_parent
    >>> parent = landlords.new_game(landlords.rule_sets()[0], players=4, seed=7)
    >>> _ = parent.play()
    >>> timeline = Timeline(parent)
    >>> timeline.at(100).step_count
    100
    >>> what_if = branch(timeline, 100, switch_rules=parent.rules.words.reform)
    >>> what_if.branch_of["step"]
    100
    >>> _ = continue_like_parent(what_if, timeline)

Only the engine's public face is used (``replay``, ``load_record``, ``Game.clone``,
``switch_rules``, ``apply``, ``play``, ``record``, ``digest``, ``state_key``, ``events``
and :meth:`landlords.engine.game.Game.apply_entry`).
"""

from __future__ import annotations

import copy
import json
from bisect import bisect_left, bisect_right

from .errors import RecordError
from .game import CHANCE, LOG_CHANCE, LOG_SWITCH
from .gcpause import gc_paused
from .record import GameRecord, load_record, replay

#: Log steps between checkpoints.  A checkpoint holds the state without the histories
#: (a few kilobytes), so 64 keeps even a 100,000-step record's checkpoints to tens of
#: megabytes while no step costs more than 63 steps of replay.
DEFAULT_EVERY = 64

__all__ = ["DEFAULT_EVERY", "Timeline", "branch", "continue_like_parent"]


class Timeline:
    """Every step of one game, reachable fast.

    Args:
        source: a :class:`~landlords.GameRecord`, anything :func:`landlords.load_record`
            reads (a path, JSON text, a dict), or a :class:`~landlords.Game` (finished or
            still running; its record so far is taken).
        every: log steps between checkpoints.

    Raises:
        RecordError: the record is invalid or was tampered with.
    """

    def __init__(self, source, every: int = DEFAULT_EVERY) -> None:
        if isinstance(every, bool) or not isinstance(every, int) or every < 1:
            raise ValueError(f"every must be a whole number of at least 1, not {every!r}")
        self.every = every
        self.record: GameRecord = _record_of(source)
        record = self.record
        game = replay(record, upto=0)
        self._checkpoints = [game.light_clone()]
        turns = [game.turn]
        log, reasons = record.log, record.reasons
        with gc_paused():                                  # see landlords.engine.gcpause
            for index, entry in enumerate(log):
                number = index + 1
                game.apply_entry(entry, reasons.get(number), number)
                turns.append(game.turn)
                if number % every == 0:
                    self._checkpoints.append(game.light_clone())
        self._turns = turns
        _check_final(record, game)
        self._last = game                                  # never handed out; clones only
        self._kinds = game.event_steps()                   # no event object is built

    def __len__(self) -> int:
        """The number of log steps (``at`` takes 0 to ``len(timeline)``)."""
        return len(self.record.log)

    def __repr__(self) -> str:
        return (f"<Timeline {self.record.rules} seed={self.record.seed} steps={len(self)} "
                f"checkpoints={len(self._checkpoints)}>")

    def at(self, step: int):
        """The game after ``step`` log steps: a fresh clone, safe to modify.

        Like :func:`landlords.replay`, a game at or after the step where a branch left its
        parent carries the record's ``branch_of``.

        Raises:
            RecordError: ``step`` is not a whole number from 0 to ``len(timeline)``.
        """
        steps = len(self)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= steps:
            raise RecordError(f"replay step must be a whole number from 0 to {steps}, not {step!r}")
        if step == steps:
            game = self._last.clone()
        else:
            base = step // self.every
            light, lengths = self._checkpoints[base]
            game = light.restored(lengths, self._last)
            log, reasons = self.record.log, self.record.reasons
            for index in range(base * self.every, step):
                game.apply_entry(log[index], reasons.get(index + 1), index + 1)
        branch_of = self.record.branch_of
        if branch_of and step >= branch_of["step"]:        # as ``replay`` marks it
            game.branch_of = copy.deepcopy(branch_of)
        return game

    def turn_at(self, step: int) -> int:
        """The turn the game is in after ``step`` log steps."""
        return self._turns[step]

    def step_of_turn(self, turn: int) -> int:
        """The first log step at which the game is in ``turn`` (or the last step, if it never is).

        Turns never go back, so this is where a game that reached ``turn`` stands at its
        start; a turn before the first gives step 0.
        """
        return min(bisect_left(self._turns, turn), len(self._turns) - 1)

    def steps_of(self, kind: str) -> list[int]:
        """The log steps whose events include one of ``kind`` (e.g. ``"bought"``), in order.

        Step 0 stands for the setup before the first log step.
        """
        return list(self._kinds.get(kind, ()))

    def next_step_of(self, kind: str, after: int) -> int | None:
        """The first log step after ``after`` with an event of ``kind``, or None."""
        steps = self._kinds.get(kind, ())
        i = bisect_right(steps, after)
        return steps[i] if i < len(steps) else None

    def previous_step_of(self, kind: str, before: int) -> int | None:
        """The last log step before ``before`` with an event of ``kind``, or None."""
        steps = self._kinds.get(kind, ())
        i = bisect_right(steps, before - 1)
        return steps[i - 1] if i else None

    def event_kinds(self) -> list[str]:
        """The event kinds that occur in this game, sorted."""
        return sorted(self._kinds)


def _record_of(source) -> GameRecord:
    if isinstance(source, Timeline):
        return source.record
    if hasattr(source, "record") and hasattr(source, "clone") and callable(source.record):
        return source.record()
    return load_record(source)


def _timeline(source) -> Timeline:
    return source if isinstance(source, Timeline) else Timeline(source)


def _check_final(record: GameRecord, game) -> None:
    """What ``replay`` checks after the last step: the record's final digest and outcome."""
    final = record.final
    if not final:
        return
    if final.get("steps") != game.step_count or final.get("digest") != game.digest():
        raise RecordError("the replayed game does not match the record's final digest; "
                          "the record was altered")
    if "outcome" in final:
        outcome = game.outcome.to_dict() if game.outcome else None
        if json.loads(json.dumps(outcome)) != final["outcome"]:
            raise RecordError(f"the record says the game ended {final['outcome']!r}, "
                              f"but it replays to {outcome!r}; the record was altered")


def branch(source, at_step: int, *, switch_rules: str | None = None, action=None):
    """The game at ``at_step`` of ``source``, changed, ready to continue.

    Args:
        source: a :class:`Timeline` (fastest when branching one game many times), a
            record, or a game.
        at_step: the log step to leave the parent after (0 to its length).
        switch_rules: a regime to put in force first (one of ``game.rules.regimes``), or None.
        action: a decision to take instead of the parent's (after the switch, if any),
            or None.  ``to_move`` must be a player, not chance.

    The returned game has ``branch_of = {"step", "digest", "change", "parent"}``: the
    step, the parent's digest at that step, ``{"switch_rules": ..., "action": [...]}``
    (the parts given) or None for a branch with no change, and the digest of the parent's
    record (None if it has none).  Its record keeps ``branch_of``.

    Raises:
        RecordError: bad step or record.  IllegalActionError, InvalidActionError,
        GameOverError: the change is not allowed at that step.
    """
    timeline = _timeline(source)
    game = timeline.at(at_step)
    digest = game.digest()
    change = {}
    if switch_rules is not None:
        game.switch_rules(switch_rules)
        change["switch_rules"] = switch_rules
    if action is not None:
        game.apply(action)
        taken = game.record(reasons=False).log[-1]         # the action as the log keeps it
        change["action"] = list(taken[1:])
    parent = (timeline.record.final or {}).get("digest")
    game.branch_of = {"step": at_step, "digest": digest, "change": change or None, "parent": parent}
    return game


def continue_like_parent(branch_game, parent, max_steps: int | None = None):
    """Play ``branch_game`` on by bots and chance, as its parent went on where it can.

    Chance needs no help: it is keyed by what is drawn and when, so the branch gets the
    parent's dice and cards wherever it asks for the same draw.  Bots decide from the
    state alone, so they decide as in the parent wherever the state is the same.  What
    came from outside the parent (a switch of rules, a human's decision) is taken from
    the parent's log at the same step while the branch is still in the very state the
    parent was in there; once the branch has diverged it is on its own: later switches
    of the parent are not made, and play stops at a human's decision (as ``play`` does).

    Args:
        branch_game: the game to continue (modified in place).
        parent: the parent's :class:`Timeline`, record or game.
        max_steps: stop after this many log steps (None: no limit).

    Returns:
        The outcome, or None when the game stopped before its end.
    """
    timeline = _timeline(parent)
    record = timeline.record
    bots = {seat for seat, player in enumerate(record.players) if player.get("bot")}
    outside = [i for i, (head, *_) in enumerate(record.log)
               if head == LOG_SWITCH or (head != LOG_CHANCE and head not in bots)]
    limit = None if max_steps is None else branch_game.step_count + max_steps
    following = True
    while not branch_game.is_over:
        step = branch_game.step_count
        if limit is not None and step >= limit:
            break
        upcoming = None
        if following:
            i = bisect_right(outside, step - 1)
            upcoming = outside[i] if i < len(outside) else None
        stop = [s for s in (upcoming, limit) if s is not None]
        branch_game.play(max_steps=min(stop) - step if stop else None)
        step = branch_game.step_count
        if branch_game.is_over or (limit is not None and step >= limit):
            break
        if step == upcoming and timeline.at(step).state_key() == branch_game.state_key():
            branch_game.apply_entry(record.log[step], record.reasons.get(step + 1), step + 1)
            continue
        following = False                              # the branch has left its parent
        if branch_game.to_move != CHANCE and not branch_game.is_bot(branch_game.to_move):
            break                                      # a human's decision of its own
    return branch_game.outcome
