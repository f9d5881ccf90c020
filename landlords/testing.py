"""Conformance checks for any rule set: invariants at every step, random play, replay.

Like PettingZoo's ``api_test`` and OpenSpiel's ``RandomSimTest``, these checks ship inside
the package so that every rule set (and every user's variant) can be held to the same
protocol.  A test calls them::

    from landlords.testing import random_play
    game = landlords.new_game(name, players=4, seed=3)      # any installed rule set
    stats = random_play(game, rng_seed=3, switch_prob=0.01)

:func:`check_invariants` checks one state (money is conserved, nobody's cash is negative,
each card has one holder, the legal actions are sorted, well formed and all accepted,
a clone is independent of its original).  :func:`random_play` plays a game to its end,
taking decisions for human seats at random, letting bots and chance act, switching rules
at random steps (both directions), and checking the invariants at every log step, that a
clone stepped the same way stays equal, and that the record replays to the same state
and the same events (at a few random steps and at the end).

Failures raise :class:`ConformanceError` (an ``AssertionError``, so pytest reports it as
a failed check) with a sentence that names the game, the step and what went wrong.
Nothing here uses the ``random`` module: the checks draw from their own seeded generator.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from landlords.engine.chance import BotRandom
from landlords.engine.errors import ConformanceError, LandlordsError
from landlords.engine.game import CHANCE, Game, format_action

__all__ = [
    "ConformanceError",
    "PlayStats",
    "check_invariants",
    "check_legality_agrees",
    "check_replay",
    "random_play",
]




def _fail(game: Game, message: str) -> None:
    raise ConformanceError(f"{game!r}: {message}")


# ---------------------------------------------------------------------- one state
def check_invariants(game: Game, rng: BotRandom | None = None, *, all_actions: int = 6) -> None:
    """Check the invariants of ``game`` in its current state; raise :class:`ConformanceError`.

    Checks that the ledger sums to zero, that no player's cash is negative, that
    ``to_move``, ``is_chance``, ``is_over`` and ``legal_actions()`` agree, that the legal
    actions are sorted, distinct, well formed and distinct in words, that each of them is
    accepted by :meth:`Game.is_legal` (all of them when there are at most ``all_actions``,
    else a sample of that many), that one of them (drawn with ``rng``) applied to a clone
    does not raise and leaves the original untouched, that every transfer carries a
    declared ledger reason, that the game holds no undeclared state, and the rule set's
    own checks (``rules.checks``).
    """
    rng = rng if rng is not None else BotRandom(game.step_count)
    total = sum(game.balances)
    if total != 0:
        _fail(game, f"the ledger balances sum to {total}, not 0")
    for player in game.players:
        if game.balance(player) < 0:
            _fail(game, f"{player} holds negative cash ({game.balance(player)})")
    key = game.state_key()
    try:
        hash(key)
    except TypeError as error:
        _fail(game, f"state_key() is not hashable: {error}")

    to_move = game.to_move
    actions = game.legal_actions()
    if game.is_over != (game.outcome is not None):
        _fail(game, "is_over disagrees with outcome")
    if (to_move is None) != game.is_over:
        _fail(game, f"to_move is {to_move!r} but is_over is {game.is_over}")
    if game.is_chance != (to_move == CHANCE):
        _fail(game, f"to_move is {to_move!r} but is_chance is {game.is_chance}")
    if to_move is None or to_move == CHANCE:
        if actions:
            _fail(game, f"legal_actions() is {actions[:5]} when to_move is {to_move!r}")
        if game.decision is None and not game.is_over:
            _fail(game, "no decision and not over")
    else:
        if to_move not in game.players:
            _fail(game, f"to_move {to_move!r} is not a player")
        if not actions:
            _fail(game, f"{to_move} must decide ({game.decision}) but has no legal action")
    if actions != sorted(actions):
        _fail(game, f"legal_actions() is not sorted: {actions[:8]}")
    if len(set(actions)) != len(actions):
        _fail(game, f"legal_actions() has duplicates: {actions[:8]}")
    words = [format_action(a) for a in actions]
    if len(set(words)) != len(words):
        _fail(game, f"two legal actions read the same in words: {words[:8]}")
    for action in actions:
        if (not isinstance(action, tuple) or not action or not isinstance(action[0], str)
                or action[0] not in game.ACTION_KINDS):
            _fail(game, f"legal action {action!r} is not a known action kind")
        for part in action[1:]:
            if isinstance(part, bool) or not isinstance(part, (int, str)):
                _fail(game, f"legal action {action!r} has a part that is not a word or whole number")
    sample = actions if len(actions) <= all_actions else [
        actions[rng.randrange(len(actions))] for _ in range(all_actions)]
    for action in sample:
        if not game.is_legal(action):
            _fail(game, f"legal action {action!r} of {to_move} is refused by is_legal()")
    if actions:
        action = actions[rng.randrange(len(actions))]
        label = game.describe_action(action)
        if not isinstance(label, str) or not label:
            _fail(game, f"describe_action({action!r}) gave {label!r}")
        other = game.clone()
        try:
            other.apply(action)
        except LandlordsError as error:
            _fail(game, f"legal action {action!r} of {to_move} raised on a clone: "
                        f"{type(error).__name__}: {error}")
        if not other.is_over:
            other.legal_actions()
        if game.state_key() != key:
            _fail(game, f"applying {action!r} to a clone changed the original")
        if game.legal_actions() != actions:
            _fail(game, f"applying {action!r} to a clone changed the original's legal actions")
    for reason in {t.reason for t in game.transfers(since=max(0, game.transfer_count - 24))}:
        if reason not in game.rules.reasons:
            _fail(game, f"a transfer carries the reason {reason!r}, which {game.rules.name} "
                        f"does not declare")
    undeclared = game.undeclared_state()
    if undeclared:
        _fail(game, f"holds state it does not declare (a clone would share it): {undeclared}")
    if game.rules.checks is not None:
        game.rules.checks(game)
    if game.step_count % 29 == 0 and to_move is not None and to_move != CHANCE:
        check_legality_agrees(game)


def _probes(game, legal: list) -> list:
    """Actions near the legal ones: every action kind alone, and with every argument seen
    in a legal action, whole numbers one either side, and the players' names."""
    args = {"", "nobody", -1, 0, 1}
    args.update(game.players)
    for action in legal:
        for part in action[1:]:
            args.add(part)
            if isinstance(part, int):
                args.update((part - 1, part + 1))
    ordered = sorted(args, key=lambda a: (isinstance(a, str), str(a)))
    probes = set(legal)
    for kind in sorted(game.ACTION_KINDS):
        probes.add((kind,))
        probes.update((kind, arg) for arg in ordered)
    return sorted(probes, key=repr)


def check_legality_agrees(game: Game) -> None:
    """``is_legal`` (the rule set's fast checks, used by ``apply``) accepts exactly the
    listed legal actions, probed with every action kind and the arguments near them."""
    legal = game.legal_actions()
    listed = set(legal)
    for action in _probes(game, legal):
        if game.is_legal(action) != (action in listed):
            _fail(game, f"is_legal({action!r}) is {not action in listed}, but the action is"
                        f"{'' if action in listed else ' not'} in legal_actions() ({game.decision})")





# ---------------------------------------------------------------------- records
def check_replay(game: Game) -> Game:
    """Record ``game``, write it as JSON, read it back and replay it; it must be the same game.

    Compares the state, the events (as dicts), the legal actions and the record itself.
    Returns the replayed game.
    """
    from landlords.engine.record import load_record, replay
    record = game.record()
    text = record.to_json()
    loaded = load_record(text)
    try:
        again = replay(loaded)
    except LandlordsError as error:
        _fail(game, f"its own record does not replay: {type(error).__name__}: {error}")
    if again.state_key() != game.state_key():
        _fail(game, "the replayed record reaches a different state_key()")
    if again.digest() != game.digest():
        _fail(game, "the replayed record has a different digest")
    mine = [e.to_dict() for e in game.events]
    theirs = [e.to_dict() for e in again.events]
    if mine != theirs:
        at = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
        _fail(game, f"the replayed events differ from event {at}: "
                    f"{mine[at] if at < len(mine) else None} vs {theirs[at] if at < len(theirs) else None}")
    if again.legal_actions() != game.legal_actions() or again.to_move != game.to_move:
        _fail(game, "the replayed game has other legal actions or another player to move")
    if again.record().to_dict() != json.loads(text):
        _fail(game, "the replayed game's record differs from the record it was replayed from")
    return again


# ---------------------------------------------------------------------- random play
@dataclass
class PlayStats:
    """What :func:`random_play` did."""

    steps: int = 0
    """Log steps taken (decisions, chance outcomes and switches)."""
    checks: int = 0
    """States checked with :func:`check_invariants`."""
    switches: dict = field(default_factory=dict)
    """Switches made by :func:`random_play`, by the regime switched to."""
    replays: int = 0
    """Records replayed and compared."""
    human_decisions: int = 0
    """Decisions taken at random for seats without a bot."""


def random_play(game: Game, rng_seed: int = 0, switch_prob: float = 0.0, *,
                replays: bool = True, reclone_prob: float = 0.02,
                check: bool = True, max_steps: int = 200_000) -> PlayStats:
    """Play ``game`` to its end, checking it at every log step; return :class:`PlayStats`.

    Human seats (without a bot) take a uniformly random legal action (now and then given
    in words, ``"bid 75"``); bots and chance act one log step at a time (through
    ``play(max_steps=1)``, or ``step()`` for a bot's decision), so every state is checked.  Before each
    step, with probability ``switch_prob``, the other regime is put in force.  A clone
    (renewed now and then, with probability ``reclone_prob`` per step) is stepped the same
    way and must keep the same ``state_key()``; when ``replays`` is true the record is
    replayed and compared at a few random steps (one between 32 and 64, then one in each
    doubling of the game's length, so the cost stays linear) and at the end.

    Raises:
        ConformanceError: an invariant broke, or the game did not end within ``max_steps``.
    """
    rng = BotRandom(rng_seed)
    stats = PlayStats()
    shadow = game.clone()
    regimes = tuple(game.rules.regimes)
    next_replay = 32 + rng.randrange(32)
    while not game.is_over:
        if stats.steps >= max_steps:
            _fail(game, f"did not end within {max_steps} steps")
        if check:
            check_invariants(game, rng)
            stats.checks += 1
        if rng.random() < reclone_prob:
            shadow = game.clone()
        if len(regimes) > 1 and rng.random() < switch_prob:
            target = rng.choice([r for r in regimes if r != game.regime])
            before = len(game.events)
            events = game.switch_rules(target)
            shadow.switch_rules(target)
            if events != game.events[before:]:
                _fail(game, "switch_rules() returned other events than it recorded")
            stats.switches[target] = stats.switches.get(target, 0) + 1
        elif game.to_move != CHANCE and not game.is_bot(game.to_move):
            actions = game.legal_actions()
            action = actions[rng.randrange(len(actions))]
            if rng.random() < 0.1:
                action = format_action(action)         # the words of the action work too
            before = len(game.events)
            events = game.apply(action)
            shadow.apply(action)
            if events != game.events[before:]:
                _fail(game, f"apply({action!r}) returned other events than it recorded")
            stats.human_decisions += 1
        elif not game.is_chance and rng.random() < 0.5:
            before = len(game.events)                  # one bot decision, so one log step
            events = game.step()
            shadow.step()
            if events != game.events[before:]:
                _fail(game, "step() returned other events than it recorded")
        else:
            game.play(max_steps=1)
            shadow.play(max_steps=1)
        stats.steps = game.step_count
        if check:
            if shadow.state_key() != game.state_key():
                _fail(game, "a clone stepped the same way has a different state_key()")
            if len(shadow._raw_events) != len(game._raw_events):
                _fail(game, "a clone stepped the same way has other events")
            if replays and game.step_count >= next_replay and not game.is_over:
                check_replay(game)
                stats.replays += 1
                next_replay = 2 * game.step_count + rng.randrange(game.step_count)
    if check:
        check_invariants(game, rng)
        stats.checks += 1
        if shadow.events != game.events:
            _fail(game, "a clone stepped the same way ended with other events")
        if replays:
            check_replay(game)
            stats.replays += 1
        for event in game.events:
            text = event.text
            if not isinstance(text, str) or not text:
                _fail(game, f"event {event.to_dict()} has no sentence")
        try:
            json.dumps([event.to_dict() for event in game.events])
        except (TypeError, ValueError) as error:
            _fail(game, f"an event does not go to JSON: {error}")
    stats.steps = game.step_count
    return stats
