"""Throughput of the engine beside a bare dice-and-move loop measured in the same run.

Run:  python benchmarks/throughput.py [--repeat 3] [--scale 1.0] [--skip-imports]

Prints a table; asserts nothing.  Other work on a shared machine skews absolute figures,
so every rate is also given as **the ratio to the bare loop** measured in the same run
(two dice from ``random.randint``, move round a 40-space board, salary on passing Go,
four players round-robin, no rules), the figure that compares across machines.  Rates are per CPU second of this
process (steadier than wall time when other processes share the cores); each measure is
taken ``--repeat`` times, interleaved with the others, and the fastest is kept.  The
machine's load average is printed at the start and the end.

Measured:

- the bare loop (rounds/s);
- each rule set with its four default bots, events off (the simulation path) and on
  (events and history recorded, as users get it): rounds/s, games/s, the ratio of its
  rounds/s to the bare loop's;
- ``replay(record, upto=k)`` of a long Monopoly record never seen before (a 1,000-round
  game without the time limit), the slowest of about forty k spread over the game;
- record JSON bytes per log step, without and with the bots' reasons;
- import times of ``landlords`` and ``landlords.ui`` (``benchmarks/import_time.py``).

The build measured (interpreted, or which modules are compiled) is printed at the start:
run it once as installed and once after ``python benchmarks/build_compiled.py``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import landlords
from landlords import new_game
from landlords.version import build_words

#: Games played per measure at ``--scale 1`` (a few seconds each on one core).
GAMES = {"landlords-1906": 300, "monopoly": 60, "monopoly-deal": 200}
#: The long Monopoly game for the replay measure: no time limit, so it runs to the cap
#: (seed 8: 1,000 rounds, 13,742 log steps).
LONG_MONOPOLY = {"time_limit_rounds": None, "max_rounds": 1000}
LONG_SEED = 8


def bare_loop(rounds: int, seed: int = 1) -> int:
    """Two dice, a move round 40 spaces, $200 for passing Go, four players: no rules.
    The dice are ``random.randint(1, 6)``, as a plain simulator throws them.  Returns the
    total cash (so the work cannot be skipped)."""
    roll = random.Random(seed).randint
    position = [0, 0, 0, 0]
    cash = [1500, 1500, 1500, 1500]
    for _ in range(rounds):
        for seat in range(4):
            square = position[seat] + roll(1, 6) + roll(1, 6)
            if square >= 40:
                square -= 40
                cash[seat] += 200
            position[seat] = square
    return sum(cash)


def timed(work) -> tuple[float, object]:
    """CPU seconds ``work()`` took, and what it returned."""
    started = time.process_time()
    result = work()
    return time.process_time() - started, result


def measure_bare(rounds: int) -> dict:
    seconds, _ = timed(lambda: bare_loop(rounds))
    return {"rounds_per_s": rounds / seconds}


def measure_rules(rules: str, games: int, record_events: bool) -> dict:
    def work():
        rounds = steps = 0
        for seed in range(games):
            game = new_game(rules, players=4, seed=seed, record_events=record_events)
            rounds += game.play().rounds
            steps += game.step_count
        return rounds, steps
    seconds, (rounds, steps) = timed(work)
    return {"rounds_per_s": rounds / seconds, "games_per_s": games / seconds,
            "us_per_step": seconds / steps * 1e6}


def long_monopoly_record():
    game = new_game("monopoly", players=4, seed=LONG_SEED, options=LONG_MONOPOLY)
    game.play()
    return game.record()


def measure_replay(record, points: int = 40) -> dict:
    """The slowest ``replay(record, upto=k)`` over ``points`` k spread over the game, each
    of a record object never replayed before (loaded afresh from its dict), in CPU time."""
    steps = len(record.log)
    document = record.to_dict()
    worst, worst_k = 0.0, 0
    for k in sorted({steps * i // points for i in range(points + 1)}):
        fresh = landlords.load_record(document)
        elapsed, _ = timed(lambda: landlords.replay(fresh, upto=k))  # noqa: B023  (called at once)
        if elapsed > worst:
            worst, worst_k = elapsed, k
    return {"steps": steps, "worst_ms": worst * 1e3, "worst_k": worst_k}


def record_bytes(rules: str, games: int) -> dict:
    plain, with_reasons = [], []
    for seed in range(games):
        game = new_game(rules, players=4, seed=seed)
        game.play()
        steps = game.step_count
        plain.append(len(game.record(reasons=False).to_json()) / steps)
        with_reasons.append(len(game.record().to_json()) / steps)
    return {"plain": statistics.mean(plain), "with_reasons": statistics.mean(with_reasons)}


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def best(runs: list[dict], key: str) -> dict:
    return max(runs, key=lambda run: run[key])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="take each measure this many times")
    parser.add_argument("--scale", type=float, default=1.0, help="games per measure, scaled")
    parser.add_argument("--rules", nargs="+", default=list(GAMES))
    parser.add_argument("--skip-imports", action="store_true")
    args = parser.parse_args()
    print(f"load average at start: {load()}")
    print(f"build: {build_words()} (benchmarks/build_compiled.py)")

    bare_rounds = max(1000, int(200_000 * args.scale))
    measures = {"bare": []}
    for rules in args.rules:
        for events in (False, True):
            measures[(rules, events)] = []
    for _ in range(max(1, args.repeat)):               # interleaved, fastest kept
        measures["bare"].append(measure_bare(bare_rounds))
        for rules in args.rules:
            games = max(2, int(GAMES.get(rules, 100) * args.scale))
            for events in (False, True):
                measures[(rules, events)].append(measure_rules(rules, games, events))
    bare = best(measures["bare"], "rounds_per_s")["rounds_per_s"]

    print(f"\n{'measure':<34}{'rounds/s':>10}{'games/s':>9}{'us/step':>9}{'÷ bare':>9}")
    print(f"{'bare dice-and-move loop':<34}{bare:>10,.0f}{'':>9}{'':>9}{'100%':>9}")
    for rules in args.rules:
        for events in (False, True):
            run = best(measures[(rules, events)], "rounds_per_s")
            label = f"{rules}, events {'on' if events else 'off'}"
            print(f"{label:<34}{run['rounds_per_s']:>10,.0f}{run['games_per_s']:>9,.1f}"
                  f"{run['us_per_step']:>9.1f}{run['rounds_per_s'] / bare:>9.2%}")

    record = long_monopoly_record()
    replayed = measure_replay(record)
    print(f"\nreplay(record, upto=k), a {replayed['steps']:,}-step Monopoly record never replayed "
          f"before: slowest {replayed['worst_ms']:.0f} ms (k={replayed['worst_k']:,})")
    for rules in args.rules:
        size = record_bytes(rules, max(2, int(50 * args.scale)))
        print(f"record JSON, {rules}: {size['plain']:.1f} bytes per log step, "
              f"{size['with_reasons']:.1f} with the bots' reasons")

    if not args.skip_imports:
        from import_time import measure
        for module in ("landlords", "landlords.ui"):
            runs = [measure(module) for _ in range(3)]
            median = statistics.median(ms for ms, _ in runs)
            print(f"import {module}: {median:.0f} ms (loads {', '.join(runs[-1][1]) or 'nothing heavy'})")
    print(f"\nload average at end: {load()}")


if __name__ == "__main__":
    main()
