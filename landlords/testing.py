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

:func:`check_rule_set` checks a rule set's declarations rather than one game: that every
decision kind has a prompt and a handler in every bot, that every event and ledger
reason its code emits is declared, and that every attribute its games hold is declared
state (``COPY_LISTS``, ``COPY_MAPS``, ``COPY_NESTED``, ``KEEP``) of the shape declared.
It reads the rule set's source and plays a few seeded games in which every seat is a
person taking random decisions (so every prompt is asked), the bots answering each
decision beside them.
"""

from __future__ import annotations

import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from landlords.engine import state
from landlords.engine.chance import BotRandom
from landlords.engine.errors import ConformanceError, LandlordsError
from landlords.engine.game import CHANCE, Game, format_action
from landlords.engine.view import GameView

__all__ = [
    "ConformanceError",
    "PlayStats",
    "RuleSetCheck",
    "check_invariants",
    "check_legality_agrees",
    "check_replay",
    "check_rule_set",
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
            _fail(game, f"is_legal({action!r}) is {action not in listed}, but the action is"
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


# ---------------------------------------------------------------------- a rule set's declarations
@dataclass
class RuleSetCheck:
    """What :func:`check_rule_set` looked at (it raises when anything is wrong)."""

    rules: str
    """The rule set's name."""
    games: int = 0
    """Games played."""
    steps: int = 0
    """Log steps taken in them."""
    decisions: dict = field(default_factory=dict)
    """Decision kinds reached, with how many times each was asked."""
    prompted: frozenset = frozenset()
    """Decision kinds whose prompt the rule set's source names (its prompt table)."""
    sources: tuple = ()
    """Where the source was read for emitted events and ledger reasons (a module, or a
    class alone)."""


#: How the engine words a decision a rule set did not word (``Game.prompt``).
_ENGINE_PROMPT = "{}, it is your decision."


def check_rule_set(rules, *, games: int = 4, seed: int = 0, max_steps: int = 2500,
                   bot_checks: int = 6) -> RuleSetCheck:
    """Check that ``rules`` (a :class:`~landlords.engine.ruleset.RuleSet`) declares what
    its code uses; raise :class:`ConformanceError` listing every problem found.

    * **Decisions**: every decision kind of the game class (its ``_do_<kind>`` methods)
      has a prompt and a handler in every bot of ``rules.bots``.  A bot's handlers are its
      ``on_<kind>`` methods (unless it answers every decision itself, overriding
      ``decide``); each bot is also asked, beside the random player, at up to
      ``bot_checks`` decisions of each kind, and must answer with a legal action.  A
      prompt is the rule set's own words for a decision (``game.prompt()`` for the player
      to move, not the engine's "it is your decision"), whose choices and amount answer
      every legal action; a kind never reached in the games must be named by the rule
      set's prompt table (``_ask_<kind>`` methods or a ``prompts._ASK`` mapping).
    * **Events and ledger reasons**: every event kind emitted is in the game class's
      catalogue (``EVENTS`` and the engine's), with as many values as it declares
      fields; every ledger reason a transfer carries is in ``rules.reasons``.  Besides
      the games, the source of the rule set's modules is read for ``emit("kind", ...)``
      and ``pay(..., "reason")`` with a literal word, so a line no game reached is
      checked too.
    * **State**: every attribute a game holds is the engine's or declared (the class's
      ``STATE``, or the older ``COPY_LISTS``, ``COPY_MAPS``, ``COPY_NESTED``, ``KEEP``
      from which the engine derives it), at every step; no name is declared twice
      or over the engine's; every declared name is set, with the declared shape (a list;
      a dict or set; a list of lists; a value that is not a list, dict or set).
    * **History**: every row a game keeps has one value per declared column
      (``HISTORY_TURN`` for the turn, ``HISTORY_PLAYER`` for each player).

    The games: ``games`` games, seeds ``seed``, ``seed + 1``..., between the fewest
    players and six, every seat a person taking a random legal decision, options drawn at
    random (yes/no and word options; the defaults if they do not fit the players), the
    rules switched now and then, each game stopped after ``max_steps`` log steps.
    """
    from landlords.engine.bots import Bot, make_bot
    from landlords.engine.errors import OptionError
    from landlords.engine.game import ENGINE_STATE
    from landlords.engine.setup import DEFAULT_NAMES, start_game

    cls = rules.game_class
    problems: list[str] = []
    report = RuleSetCheck(rules.name)
    kinds = sorted(cls._DECIDE)

    # --- decisions: bot handlers and the prompt table, from the classes
    for strategy, bot_cls in sorted(rules.bots.items()):
        if bot_cls.decide is Bot.decide:
            missing = [kind for kind in kinds if kind not in bot_cls._ON]
            if missing:
                problems.append(f"the bot {strategy!r} ({bot_cls.__name__}) has no handler for the "
                                f"decision kinds {missing} (write on_{missing[0]})")
    if kinds and not rules.bots:
        problems.append(f"it has decision kinds {kinds} but no bots of its own (RuleSet.bots)")
    view = getattr(rules, "view", None)
    worded = cls.prompt is not Game.prompt or (view is not None and view.prompt is not GameView.prompt)
    if kinds and not worded:
        problems.append(f"{cls.__name__} has decision kinds {kinds} but does not word them: neither it "
                        f"nor its view (RuleSet.view) overrides prompt()")
    sources = _rule_set_sources(cls)
    report.sources = tuple(dict.fromkeys(where for where, _, _ in sources))
    report.prompted = frozenset(_prompt_table(cls))

    # --- state: the declarations themselves
    groups = {"COPY_LISTS": cls.COPY_LISTS, "COPY_MAPS": cls.COPY_MAPS,
              "COPY_NESTED": cls.COPY_NESTED, "KEEP": cls.KEEP}
    seen: dict[str, str] = {}
    for group, names in groups.items():
        for name in names:
            if name in seen:
                problems.append(f"{cls.__name__} declares the state {name!r} twice "
                                f"({seen[name]} and {group})")
            seen[name] = group
            if name in ENGINE_STATE:
                problems.append(f"{cls.__name__} declares {name!r} in {group}, but it is the "
                                f"engine's state")

    # --- events and reasons named in the source
    catalogue = cls._CATALOGUE
    for where, kind in _literal_calls(sources, "emit", 0, "kind"):
        if kind not in catalogue:
            problems.append(f"{where}: emits the event {kind!r}, which {cls.__name__}.EVENTS "
                            f"does not declare")
    for where, reason in _literal_calls(sources, "pay", 3, "reason"):
        if reason not in rules.reasons:
            problems.append(f"{where}: pays with the ledger reason {reason!r}, which "
                            f"RuleSet.reasons does not declare")

    # --- the games
    undeclared: dict[str, str] = {}
    unworded: dict[str, str] = {}
    bad_bots: dict[tuple, str] = {}
    events: dict[str, str] = {}
    reasons: dict[str, str] = {}
    asked: dict[tuple, int] = {}
    regimes = tuple(rules.regimes)
    for k in range(games):
        game_seed = seed + k
        rng = BotRandom(game_seed)
        most = min(rules.max_players, 6, len(DEFAULT_NAMES))
        n = rules.min_players + rng.randrange(most - rules.min_players + 1)
        names = [name for name in DEFAULT_NAMES if name.lower() not in rules.reserved_names][:n]
        options = {}
        for option in rules.options.values():
            if option.kind is bool:
                options[option.name] = rng.random() < 0.5
            elif option.choices:
                options[option.name] = rng.choice(list(option.choices))
        try:
            game = start_game(rules, names, {}, game_seed, options, None, True)
        except OptionError:
            game = start_game(rules, names, {}, game_seed, None, None, True)
        where = f"game {k + 1} (seed {game_seed}, {n} players)"
        while not game.is_over and game.step_count < max_steps:
            extra = game.undeclared_state()
            for name in extra:
                undeclared.setdefault(name, f"{where}, step {game.step_count}")
            mover = game.to_move
            if mover != CHANCE:
                kind = game.decision
                report.decisions[kind] = report.decisions.get(kind, 0) + 1
                actions = game.legal_actions()
                if kind not in unworded:
                    wrong = _prompt_problem(game, mover, kind, actions)
                    if wrong:
                        unworded[kind] = f"{wrong} ({where}, step {game.step_count})"
                seat = game.seat_of(mover)
                for strategy in sorted(rules.bots):
                    times = asked.get((strategy, kind), 0)
                    if times >= bot_checks or (strategy, kind) in bad_bots:
                        continue
                    asked[strategy, kind] = times + 1
                    wrong = _bot_problem(game, make_bot(rules, strategy, game_seed, seat), actions)
                    if wrong:
                        bad_bots[strategy, kind] = f"{wrong} ({where}, step {game.step_count})"
            if len(regimes) > 1 and rng.random() < 0.01:
                game.switch_rules(rng.choice([r for r in regimes if r != game.regime]))
            elif mover != CHANCE:
                game.apply(actions[rng.randrange(len(actions))])
            else:
                game.play(max_steps=1)
        for name in game.undeclared_state():
            undeclared.setdefault(name, f"{where}, at the end")
        for _, _, kind, values in game._raw_events:
            declared = catalogue.get(kind)
            if declared is None:
                events.setdefault(kind, f"the event {kind!r} is emitted but not declared "
                                        f"in {cls.__name__}.EVENTS ({where})")
            elif len(values) != len(declared.fields):
                events.setdefault(kind, f"the event {kind!r} is emitted with {len(values)} values "
                                        f"but declares {len(declared.fields)} fields "
                                        f"{declared.fields} ({where})")
        for transfer in game.transfers():
            if transfer.reason not in rules.reasons:
                reasons.setdefault(transfer.reason, f"a transfer carries the ledger reason "
                                                    f"{transfer.reason!r}, which RuleSet.reasons "
                                                    f"does not declare ({where})")
        problems += _shape_problems(game, groups)
        problems += _history_problems(game)
        report.games += 1
        report.steps += game.step_count

    problems += [f"a game holds the attribute {name!r}, which is neither the engine's nor "
                 f"declared state (COPY_LISTS, COPY_MAPS, COPY_NESTED or KEEP): a clone would "
                 f"share it ({first})" for name, first in sorted(undeclared.items())]
    problems += [f"the decision {kind!r} is not worded: {text}" for kind, text in sorted(unworded.items())]
    problems += [f"the bot {strategy!r} fails at the decision {kind!r}: {text}"
                 for (strategy, kind), text in sorted(bad_bots.items())]
    problems += [events[kind] for kind in sorted(events)]
    problems += [reasons[reason] for reason in sorted(reasons)]
    unreached = [kind for kind in kinds if kind not in report.decisions and kind not in report.prompted]
    if unreached:
        problems.append(f"the decision kinds {unreached} were not reached in {report.games} games "
                        f"and no prompt table names them (_ask_<kind> methods or prompts._ASK)")
    problems = list(dict.fromkeys(problems))
    if problems:
        listed = "\n".join(f"  - {problem}" for problem in problems)
        raise ConformanceError(f"rule set {rules.name!r}: {len(problems)} "
                               f"problem{'s' if len(problems) > 1 else ''}:\n{listed}")
    return report


def _prompt_problem(game: Game, mover: str, kind: str, actions: list) -> str:
    """What is wrong with the prompt of the decision waiting, or ``""``."""
    try:
        prompt = game.prompt()
    except Exception as error:                    # noqa: BLE001 (reported, with its type)
        return f"prompt() raised {type(error).__name__}: {error}"
    if prompt.player != mover or prompt.decision != kind:
        return (f"prompt() asks {prompt.player!r} about {prompt.decision!r}, not {mover!r} "
                f"about {kind!r}")
    if not prompt.text or prompt.text == _ENGINE_PROMPT.format(mover):
        return "prompt() gives the engine's words, not the rule set's"
    answered = prompt.amount.kind if prompt.amount is not None else None
    shown = {choice.action for choice in prompt.choices}
    hidden = [a for a in actions if a not in shown and a[0] != answered]
    if hidden:
        return f"prompt() offers no choice or amount for the legal actions {hidden[:3]}"
    return ""


def _bot_problem(game: Game, bot, actions: list) -> str:
    """What is wrong with ``bot``'s answer to the decision waiting, or ``""``."""
    try:
        action, _ = bot.decide(game, game.top_frame)
    except Exception as error:                    # noqa: BLE001 (reported, with its type)
        return f"decide() raised {type(error).__name__}: {error}"
    if action not in actions:
        return f"it answered {action!r}, which is not a legal action"
    return ""


def _shape_problems(game: Game, groups: dict) -> list[str]:
    """The declared state that a finished game does not hold, or holds in another shape."""
    out = []
    held = state.held(game)                       # its fields, native ones too (compiled build)
    for group, names in groups.items():
        for name in names:
            if name not in held:
                out.append(f"{type(game).__name__} declares {name!r} in {group}, but a game never "
                           f"sets it")
                continue
            value = held[name]
            if group == "COPY_LISTS":
                right = isinstance(value, list)
            elif group == "COPY_MAPS":
                right = isinstance(value, (dict, set))
            elif group == "COPY_NESTED":
                right = isinstance(value, list) and all(isinstance(v, list) for v in value)
            else:
                right = not isinstance(value, (list, dict, set))
            if not right:
                out.append(f"{type(game).__name__}.{name} is a {type(value).__name__}, which "
                           f"{group} does not hold (a clone would copy it wrongly)")
    return out


def _history_problems(game: Game) -> list[str]:
    """A history row whose values do not match the declared columns (``HISTORY_TURN``,
    ``HISTORY_PLAYER``): the columns would silently take the wrong values, or lose some."""
    cls = type(game)
    for turn, values, seats in game._history:
        if len(values) != len(cls.HISTORY_TURN):
            return [f"{cls.__name__}._history_row gives {len(values)} turn values at turn {turn}, "
                    f"but HISTORY_TURN declares {len(cls.HISTORY_TURN)} {cls.HISTORY_TURN}"]
        if len(seats) != len(game.players):
            return [f"{cls.__name__}._history_row gives {len(seats)} player rows at turn {turn} "
                    f"for {len(game.players)} players"]
        for row in seats:
            if len(row) != len(cls.HISTORY_PLAYER):
                return [f"{cls.__name__}._history_row gives {len(row)} values per player at turn "
                        f"{turn}, but HISTORY_PLAYER declares {len(cls.HISTORY_PLAYER)} "
                        f"{cls.HISTORY_PLAYER}"]
    return []


def _rule_set_sources(cls) -> list[tuple[str, str, int]]:
    """The source of the rule set's own classes (the game class and its mixins, not the
    engine's) as ``(where, text, first line)``: the whole module of a class in a package
    (a rule set's, with its helper functions), only the class itself when its module
    stands alone (a variant or a test written in one file beside others)."""
    import inspect
    found: dict[str, tuple[str, str, int]] = {}
    for klass in cls.__mro__:
        name = klass.__module__
        module = sys.modules.get(name)
        if module is None or klass in (Game, object) or name.split(".")[:2] == ["landlords", "engine"]:
            continue
        path = getattr(module, "__file__", None)
        if not path:
            continue
        path = Path(path)
        if path.suffix != ".py":                  # compiled: its source lies beside it
            path = path.with_name(name.rpartition(".")[2] + ".py")
        where = f"{path.parent.name}/{path.name}"
        try:
            if module.__package__:
                found.setdefault(str(path), (where, path.read_text("utf-8"), 1))
            else:
                lines, first = inspect.getsourcelines(klass)
                found[f"{path}:{klass.__qualname__}"] = (where, "".join(lines), first)
        except (OSError, TypeError, UnicodeDecodeError):
            continue
    return list(found.values())


def _literal_calls(sources: list[tuple[str, str, int]], method: str, position: int, keyword: str):
    """``(where, word)`` for every call ``<x>.<method>(...)`` in ``sources`` whose argument
    at ``position`` (or named ``keyword``) is a literal string."""
    import textwrap
    for where, text, first in sources:
        try:
            tree = ast.parse(textwrap.dedent(text))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == method):
                continue
            arg = node.args[position] if len(node.args) > position else next(
                (kw.value for kw in node.keywords if kw.arg == keyword), None)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield f"{where}:{first + node.lineno - 1}", arg.value


def _prompt_table(cls) -> set[str]:
    """The decision kinds the rule set's prompt table names: its game class's
    ``_ask_<kind>`` methods, and the keys of an ``_ASK`` mapping in its ``prompts`` module."""
    kinds = {name[len("_ask_"):] for name in dir(cls) if name.startswith("_ask_")}
    package = cls.__module__.rpartition(".")[0]
    module = sys.modules.get(f"{package}.prompts") if package else None
    table = getattr(module, "_ASK", None)
    if isinstance(table, dict):
        kinds.update(k for k in table if isinstance(k, str))
    return kinds
