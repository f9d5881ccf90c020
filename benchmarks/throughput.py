"""Throughput of the engine: games/s and rounds/s for four-bot games, and record size.

Run:  python benchmarks/throughput.py [--games 1000] [--rules landlords-1906 monopoly]
                                     [--repeat 3]

Prints figures; asserts nothing.  Each game uses the default four-bot line-up with
seeds 0..N-1 on one core, once without recording events (the simulation path) and once
with events and history recorded (the app path), then the JSON size of a record per log
step.  Rates are per wall-clock second; the CPU seconds of the process are shown too, with
the rate per CPU second, as they vary less than wall time when other processes share the
machine.  With ``--repeat N`` each measurement is taken N times and the fastest is shown
(the others were slowed by something else).  The project's target is 1,000 games of
``landlords-1906`` without events in under 2 s (500 games/s).
"""

from __future__ import annotations

import argparse
import statistics
import time

from landlords import new_game


def run(rules: str, games: int, record_events: bool, repeat: int = 1) -> dict:
    """The fastest of ``repeat`` runs of :func:`run_once`."""
    return min((run_once(rules, games, record_events) for _ in range(repeat)),
               key=lambda r: r["seconds"])


def run_once(rules: str, games: int, record_events: bool) -> dict:
    rounds = steps = 0
    started, cpu_started = time.perf_counter(), time.process_time()
    for seed in range(games):
        game = new_game(rules, players=4, seed=seed, record_events=record_events)
        outcome = game.play()
        rounds += outcome.rounds
        steps += game.step_count
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    return {"games": games, "seconds": elapsed, "cpu_seconds": cpu, "games_per_s": games / elapsed,
            "games_per_cpu_s": games / cpu if cpu > 0 else float("inf"),
            "rounds_per_s": rounds / elapsed, "steps_per_game": steps / games,
            "us_per_step": elapsed / steps * 1e6}


def record_size(rules: str, games: int) -> dict:
    per_step, with_reasons = [], []
    for seed in range(games):
        game = new_game(rules, players=4, seed=seed)
        game.play()
        steps = game.step_count
        per_step.append(len(game.record(reasons=False).to_json()) / steps)
        with_reasons.append(len(game.record().to_json()) / steps)
    return {"bytes_per_step": statistics.mean(per_step),
            "bytes_per_step_with_reasons": statistics.mean(with_reasons)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rules", nargs="+", default=["landlords-1906", "monopoly"])
    parser.add_argument("--repeat", type=int, default=1,
                        help="take each measurement this many times and show the fastest")
    args = parser.parse_args()
    for rules in args.rules:
        for record_events in (False, True):
            r = run(rules, args.games, record_events, max(1, args.repeat))
            label = "with events   " if record_events else "without events"
            print(f"{rules} {label}: {r['games']} games in {r['seconds']:.2f} s "
                  f"(cpu {r['cpu_seconds']:.2f} s, {r['games_per_cpu_s']:.0f} games per cpu s) = "
                  f"{r['games_per_s']:.0f} games/s, {r['rounds_per_s']:.0f} rounds/s "
                  f"({r['steps_per_game']:.0f} log steps a game, {r['us_per_step']:.1f} us a step)")
        size = record_size(rules, min(args.games, 100))
        print(f"{rules} record JSON: {size['bytes_per_step']:.1f} bytes per log step "
              f"({size['bytes_per_step_with_reasons']:.1f} with the bots' reasons)")


if __name__ == "__main__":
    main()
