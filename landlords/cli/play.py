"""``landlords play``: one game of bots, or with people at the terminal (``--human``),
and how it ended."""

from __future__ import annotations

import sys

from ..engine.errors import OptionError, PlayersError
from .ending import _ending, _public_line, _standings, _winner
from .lineup import _lineup, _options
from .parser import PROG, _fail


def _play(args) -> int:
    import secrets

    from ..api import new_game

    players, bots = _lineup(args.rules, args.players, args.bots)
    if (isinstance(players, list) or args.human) and bots is None:
        from ..engine.registry import find_rules
        from ..engine.setup import default_names
        lineup = find_rules(args.rules).default_lineup
        if isinstance(players, int):
            players = default_names(players)
        bots = {name: lineup[i % len(lineup)] for i, name in enumerate(players)}
    if args.human:
        people = _people(players, args.human)
        if args.switch_at is not None:
            raise OptionError("--switch-at is for games of bots only; drop it with --human")
        bots = {name: strategy for name, strategy in bots.items() if name not in people}
    if args.record:
        from ..experiments import check_writable
        check_writable(args.record)
    seed = args.seed if args.seed is not None else secrets.randbelow(2 ** 31)
    game = new_game(args.rules, players=players, bots=bots, seed=seed,
                    options=_options(args.option))
    switched = None
    if args.human:
        return _play_in_terminal(game, people, seed, args.record)
    if args.switch_at is not None:
        regimes = game.rules.regimes
        if len(regimes) < 2:
            raise OptionError(f"{game.rules.name} has no rules to switch; drop --switch-at")
        game.play(until_turn=args.switch_at)
        if game.outcome is None:
            switched = next(r for r in regimes if r != game.regime)
            game.switch_rules(switched)
    outcome = game.play()
    if outcome is None:
        raise PlayersError("the game stopped at a human player's decision; "
                           "'landlords play' is for bots only")
    print(f"{game.rules.name}, {len(game.players)} players, seed {seed}: "
          f"{_ending(game, outcome)}, {game.turn} turns, {game.step_count} steps")
    if args.switch_at is not None:
        words = game.rules.words.regimes.get(switched, switched)
        print(f"rules switched to {words} ({switched}) at turn {args.switch_at}" if switched
              else f"the game ended before turn {args.switch_at}; no switch")
    print(_winner(game, outcome))
    print("\n".join(_standings(game, outcome)))
    public = _public_line(game)
    if public:
        print(public)
    if args.record:
        game.record().save(args.record)
        print(f"record saved to {args.record} (check it with: landlords replay {args.record})")
    return 0


def _people(players: list, humans: list) -> list:
    """The seats people play (``--human``), checked against the players' names."""
    people = []
    for name in humans:
        if name not in players:
            raise PlayersError(f"--human {name!r} is not one of the players ({', '.join(players)})")
        if name not in people:
            people.append(name)
    return people


def _play_in_terminal(game, people: list, seed: int, record: str | None) -> int:
    """``landlords play --human``: the people play in the terminal, then the ending as for bots."""
    from .terminal import PlayStopped, play_in_terminal

    others = ", ".join(f"{name} ({game.bot_names[name]})" for name in game.players
                       if name in game.bot_names)
    print(f"{game.rules.title}, seed {seed}: {' and '.join(people)} played here; "
          f"bots: {others or 'none'}. Ctrl-C stops the game.", flush=True)
    try:
        outcome = play_in_terminal(game, people, input=sys.stdin, output=sys.stdout,
                                   record_path=record)
    except PlayStopped as stopped:
        return _fail(f"{PROG} play: {stopped}", 130)
    print()
    print(f"{game.rules.name}, {len(game.players)} players, seed {seed}: "
          f"{_ending(game, outcome)}, {game.turn} turns, {game.step_count} steps")
    print(_winner(game, outcome))
    print("\n".join(_standings(game, outcome)))
    public = _public_line(game)
    if public:
        print(public)
    if record:
        game.record().save(record)
        print(f"record saved to {record} (check it with: landlords replay {record})")
    return 0
