"""Replay latency: how long ``Timeline.at(step)`` takes for every step of a long game.

Run:  python benchmarks/replay_latency.py [--steps 2000] [--every 64] [--seed 3]

Prints figures; asserts nothing.  Builds a six-bot game of ``landlords-1906`` ending
after a number of rounds, lengthened until it has at least ``--steps`` log steps; builds
its :class:`~landlords.branching.Timeline` (one replay, a checkpoint every ``--every``
steps) and then times ``Timeline.at(step)`` for every step 0..N, printing the slowest,
the median and the mean in milliseconds over three passes (the issue's target:
under 50 ms for any step; the slowest single call is usually a garbage-collector pause),
the build time, the memory held by the checkpoints, and, for comparison, a plain
``landlords.replay(record, upto=k)`` of a record it has not met (a replay from the first
step) at about forty steps spread over the game, and of the same record object again for
every step (``replay`` keeps checkpoints of the records it has replayed).
"""

from __future__ import annotations

import argparse
import statistics
import time
import tracemalloc

import landlords
from landlords.branching import DEFAULT_EVERY, Timeline


def long_game(steps: int, seed: int, players: int = 6):
    """A game of at least ``steps`` log steps (more rounds until it is long enough)."""
    rounds = max(10, steps // 17)
    for _ in range(50):
        game = landlords.new_game("landlords-1906", players=players, seed=seed,
                                  options={"end": "rounds", "end_rounds": rounds,
                                           "max_rounds": max(300, rounds)})
        game.play()
        if game.step_count >= steps or game.outcome.rounds < rounds:
            return game, rounds                        # long enough, or ended early
        rounds += max(1, (steps - game.step_count) // 15)
    return game, rounds


def report(what: str, times: list[float]) -> None:
    slowest = max(range(len(times)), key=times.__getitem__)
    print(f"{what}, all {len(times)} steps: slowest {times[slowest]:.2f} ms "
          f"(step {slowest}), median {statistics.median(times):.2f} ms, "
          f"mean {statistics.mean(times):.2f} ms, 99th percentile "
          f"{statistics.quantiles(times, n=100)[98]:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--every", type=int, default=DEFAULT_EVERY)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()

    game, rounds = long_game(args.steps, args.seed)
    record = game.record()
    print(f"game: landlords-1906, 6 bots, seed {args.seed}, {rounds} rounds, "
          f"{len(record.log)} log steps, {len(game.events)} events")

    started = time.perf_counter()
    timeline = Timeline(record, every=args.every)
    built = time.perf_counter() - started
    tracemalloc.start()
    Timeline(record, every=args.every)
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"timeline: built in {built * 1e3:.1f} ms, checkpoint every {args.every} steps "
          f"({len(timeline._checkpoints)} checkpoints), about {held / 2**20:.1f} MiB held")

    runs = [[], [], []]                   # three passes over every step
    for times in runs:
        for step in range(len(timeline) + 1):
            started = time.perf_counter()
            timeline.at(step)
            times.append((time.perf_counter() - started) * 1e3)
    report("Timeline.at, first pass", runs[0])
    report("Timeline.at, slowest of three passes", [max(t) for t in zip(*runs)])
    report("Timeline.at, fastest of three passes (no GC pauses)", [min(t) for t in zip(*runs)])

    sample = sorted(set(range(0, len(record.log) + 1, max(1, len(record.log) // 40))) | {len(record.log)})
    plain = []
    for step in sample:
        copy = landlords.load_record(record.to_dict())        # a new object: no checkpoints kept
        started = time.perf_counter()
        landlords.replay(copy, upto=step)
        plain.append((time.perf_counter() - started) * 1e3)
    slowest = max(range(len(plain)), key=plain.__getitem__)
    print(f"landlords.replay(record, upto=k) of a record met for the first time, {len(sample)} steps k "
          f"spread over the game: slowest {plain[slowest]:.1f} ms (k={sample[slowest]}), "
          f"median {statistics.median(plain):.1f} ms")

    started = time.perf_counter()
    landlords.replay(record)                                   # the first call keeps checkpoints
    first = (time.perf_counter() - started) * 1e3
    again = []
    for step in range(len(record.log) + 1):
        started = time.perf_counter()
        landlords.replay(record, upto=step)
        again.append((time.perf_counter() - started) * 1e3)
    print(f"landlords.replay(record) of a record met for the first time (keeps checkpoints): {first:.1f} ms")
    report("landlords.replay(record, upto=k) of the same record again", again)


if __name__ == "__main__":
    main()
