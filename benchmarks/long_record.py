"""Long records: time and memory to open a 100,000-step record in a Timeline and the Replay app.

Run:  python benchmarks/long_record.py [--steps 100000] [--seed 3] [--app]

Prints figures; asserts nothing.  Plays a six-bot game of ``landlords-1906`` ending after
enough rounds to reach ``--steps`` log steps (the same long game as
``replay_latency.py``), saves its record to a temporary file, and then, each in a fresh
process so the peak resident memory is that of the opening alone:

- loads the record and builds its :class:`~landlords.branching.Timeline` (one replay,
  a checkpoint every 64 steps), then reaches 200 steps spread over the game;
- with ``--app``, opens the Replay app on it (``landlords.ui.ReplayApp``), as a person
  who uploads the file would.

The issue's target: seconds, and under ~300 MB resident.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import tempfile
import time

from replay_latency import long_game


def _peak_mb() -> float:
    """This process's peak resident memory (VmHWM: unlike ``ru_maxrss`` it does not carry
    the parent's peak over the fork and exec that start a child)."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _open_timeline(path: str, queue) -> None:
    from landlords.branching import Timeline
    start_mb = _peak_mb()
    started = time.perf_counter()
    timeline = Timeline(path)
    opened = time.perf_counter() - started
    steps = len(timeline)
    started = time.perf_counter()
    for k in range(200):
        timeline.at(k * steps // 199)
    reach = (time.perf_counter() - started) / 200
    queue.put(("Timeline", opened, reach, start_mb, _peak_mb()))


def _open_app(path: str, queue) -> None:
    from landlords.ui import ReplayApp
    start_mb = _peak_mb()
    started = time.perf_counter()
    app = ReplayApp(path)
    opened = time.perf_counter() - started
    started = time.perf_counter()
    app.show_step(len(app.timeline) // 2)
    reach = time.perf_counter() - started
    queue.put(("Replay app", opened, reach, start_mb, _peak_mb()))


def _measure(target, path: str):
    queue = multiprocessing.get_context("spawn").Queue()
    process = multiprocessing.get_context("spawn").Process(target=target, args=(path, queue))
    process.start()
    result = queue.get()
    process.join()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--app", action="store_true", help="also open the Replay app")
    args = parser.parse_args()
    started = time.perf_counter()
    game, rounds = long_game(args.steps, args.seed)
    played = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "long.json")
        game.record().save(path)
        size = os.path.getsize(path)
        print(f"record: {game.step_count:,} log steps, {rounds:,} rounds, {len(game.events):,} events, "
              f"{size / 1e6:.1f} MB on disk (played in {played:.1f} s)")
        del game
        targets = [_open_timeline] + ([_open_app] if args.app else [])
        for target in targets:
            what, opened, reach, start_mb, peak_mb = _measure(target, path)
            print(f"{what}: opened in {opened:.2f} s; a step reached in {reach * 1000:.1f} ms; "
                  f"peak resident {peak_mb:.0f} MB (interpreter and imports {start_mb:.0f} MB)")
    print(f"machine load: {os.getloadavg()[0]:.2f} (1-minute average) on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
