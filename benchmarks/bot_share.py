"""The bots' share of a run: CPU time inside ``bot.decide`` beside the whole game's (issue 28).

Run:  python benchmarks/bot_share.py [--rules monopoly] [--games 60] [--repeat 3]

Plays seeds 0..games-1 with the default bots, events off, and times each decision with
``time.process_time`` around ``decide`` (a thin wrapper per seat, the same in both builds,
so its own cost is in both figures).  Prints the machine's load, whether the bots module
is compiled (a ``.so``) or interpreted, the time per game, the time in the bots, and their
share; the fastest of ``--repeat`` runs is kept.  Asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib
import os
import time

from landlords import new_game


class Timed:
    """A bot whose decisions are timed; everything else is the bot's own."""

    def __init__(self, bot, clock: list) -> None:
        self._bot, self._clock = bot, clock

    def decide(self, game, frame):
        started = time.process_time()
        answer = self._bot.decide(game, frame)
        self._clock[0] += time.process_time() - started
        return answer

    def __getattr__(self, name):
        return getattr(self._bot, name)


def measure(rules: str, games: int) -> tuple[float, float, int]:
    clock = [0.0]
    decisions = 0
    started = time.process_time()
    for seed in range(games):
        game = new_game(rules, players=4, seed=seed, record_events=False)
        game._bots = {seat: Timed(bot, clock) for seat, bot in game._bots.items()}
        game.play()
        decisions += game.step_count
    return time.process_time() - started, clock[0], decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="monopoly")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    one, five, fifteen = os.getloadavg()
    print(f"load average at start: {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores")
    package = {"landlords-1906": "landlords1906"}.get(args.rules, args.rules.replace("-", "_"))
    module = importlib.import_module(f"landlords.rules.{package}.bots")
    print(f"{module.__name__}: {'compiled' if module.__file__.endswith(('.so', '.pyd')) else 'interpreted'}")
    total, bots, steps = min(measure(args.rules, args.games) for _ in range(max(1, args.repeat)))
    print(f"{args.rules}, {args.games} games, events off: {total / args.games * 1e3:.2f} ms per game, "
          f"{bots / args.games * 1e3:.2f} ms of it in the bots ({bots / total:.0%}); "
          f"{bots / steps * 1e6:.2f} us per step in the bots")
    one, five, fifteen = os.getloadavg()
    print(f"load average at end: {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
