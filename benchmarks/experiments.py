"""Experiments at scale: wall time on 1 and 2 workers, and memory when 100,000 games stream.

Run:  python benchmarks/experiments.py [--games 1000] [--stream 100000] [--rules landlords-1906]

Prints figures; asserts nothing.

1. A three-condition experiment of ``--games`` games per condition (the landlord rules,
   the single tax from turn 10, half the rent taxed) on 1 and then 2 local workers: the
   wall time of each and whether the rows are the same.
2. ``--stream`` games of one condition streamed to a Parquet file by ``landlords
   simulate`` in a child process (2 workers): the peak resident memory of that process
   and of its workers (VmHWM), the rows written and the time.  The issue's target: under
   500 MB resident for 100,000 games.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

CONDITIONS = {"landlord rules": {}, "single tax at turn 10": {"switch_at": 10},
              "half the rent taxed": {"land_tax_share": 0.5}}


def _timed_run(rules: str, games: int, workers: int):
    from landlords.experiments import Experiment
    started = time.perf_counter()
    results = Experiment(rules, CONDITIONS, games=games, seed=1, workers=workers).run(progress=False)
    return time.perf_counter() - started, results


def _peak_of_tree(pid: int) -> float:
    """Peak resident MB of a process (read while it runs, from /proc)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as listing:
            return [int(p) for p in listing.read().split()]
    except OSError:
        return []


def _stream(rules: str, games: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "runs.parquet")
        command = [sys.executable, "-m", "landlords", "simulate", rules, "--games", str(games),
                   "--workers", "2", "--seed", "1", "--out", out]
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                   text=True)
        peaks: dict[int, float] = {}
        while process.poll() is None:
            for pid in [process.pid, *_children(process.pid)]:
                peaks[pid] = max(peaks.get(pid, 0.0), _peak_of_tree(pid))
            time.sleep(0.5)
        seconds = time.perf_counter() - started
        output = process.stdout.read()
        main = peaks.pop(process.pid, 0.0)
        workers = max(peaks.values(), default=0.0)
        import pandas as pd
        rows = len(pd.read_parquet(out, columns=["seed"])) if os.path.exists(out) else 0
        print(f"streamed {games:,} games of {rules} to Parquet on 2 workers: {seconds:.0f} s, "
              f"{rows:,} rows written; peak resident: main process {main:.0f} MB, "
              f"largest worker {workers:.0f} MB (exit status {process.returncode})")
        if process.returncode:
            print(output)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--stream", type=int, default=100_000)
    parser.add_argument("--rules", default="landlords-1906")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f} (1-minute average)")
    one, first = _timed_run(args.rules, args.games, 1)
    print(f"{len(CONDITIONS)} conditions x {args.games:,} games of {args.rules}, 1 worker: {one:.1f} s")
    two, second = _timed_run(args.rules, args.games, 2)
    same = first.games.equals(second.games)
    print(f"{len(CONDITIONS)} conditions x {args.games:,} games of {args.rules}, 2 workers: {two:.1f} s "
          f"({one / two:.2f}x); rows identical: {same}")
    if args.stream:
        _stream(args.rules, args.stream)
    print(f"load at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
