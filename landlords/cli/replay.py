"""``landlords replay``: re-run a saved record, verify it, and show its outcome or the
state at a step."""

from __future__ import annotations

from ..engine.errors import OptionError
from .ending import _ending, _public_line, _standings, _winner


def _replay(args) -> int:
    from ..engine.record import load_record, replay

    record = load_record(args.record)
    game = replay(record, record_events=False)
    steps = len(record.log)
    print(f"verified: {args.record}: {record.rules}, {len(record.players)} players, "
          f"seed {record.seed}, {steps} steps")
    if not (record.final or {}).get("digest"):
        print("note: the record has no final digest; every move is legal and every chance "
              "outcome matches the seed, but the final state could not be compared")
    if args.to is None:
        outcome = game.outcome
        if outcome is None:
            print(f"the record stops before the end (turn {game.turn}); to move: {game.to_move}")
            return 0
        print(f"{_ending(game, outcome)}, {game.turn} turns")
        print(_winner(game, outcome))
        print("\n".join(_standings(game, outcome)))
        public = _public_line(game)
        if public:
            print(public)
        return 0
    if args.to > steps:
        raise OptionError(f"--to must be a step from 0 to {steps}, not {args.to}")
    game = replay(record, upto=args.to)
    _print_state(game, args.to, steps)
    return 0


def _print_state(game, step: int, steps: int) -> None:
    table = game.table()
    where = f"turn {game.turn}" + (f", round {table.round}" if table.round else "")
    print(f"at step {step} of {steps}: {where}")
    for event in game.events:
        if event.step == step and step > 0:
            print(f"  step {step}: {event.text}")
    if game.outcome is not None:
        print(f"the game is over: {_ending(game, game.outcome)}; {_winner(game, game.outcome)}")
    else:
        mover = game.to_move
        decision = game.decision
        print(f"to move: {mover} (deciding: {decision})" if decision else f"to move: {mover}")
    public = _public_line(game)
    if public:
        print(public)
    width = max(len(name) for name in game.players)
    for seat in sorted(table.seats, key=lambda seat: -seat.wealth):
        bot = seat.bot or "human"
        line = (f"  {seat.name:<{width}}  {bot:<10}  cash {game.money(seat.cash):>8}  "
                f"wealth {game.money(seat.wealth):>8}")
        if seat.where:
            line += f"  {seat.where}"
        print(line)
