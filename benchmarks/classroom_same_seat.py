"""One seat, two pages, the same click at the same moment: how many pairs land twice.

Run:  python benchmarks/classroom_same_seat.py [--pairs 200] [--rounds 60] [--postgresql]
                                               [--without-step]

A student's seat is open on two pages (two clients, each on a store connection of its
own, as two pages are two kernels).  At each of his decisions both pages make the same
move behind a barrier, so the two arrive together, as a double click on two tabs does
(``landlords.classroom.simulate.same_seat_pairs``).  It prints, for SQLite (a temporary
file) and, with ``--postgresql``, a temporary PostgreSQL cluster, how many pairs were
acknowledged twice (both pages told "done": 0 when each move carries the step it was
decided at and the store refuses it once the game has passed that step), once, and not
at all, with the machine's load.  ``--without-step`` makes the moves as a client that
does not say its step would (taken at whatever step the game has reached): what the
step buys.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from landlords.classroom.simulate import same_seat_pairs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from pgcluster import TempCluster, find_bindir  # noqa: E402  (a test helper, not in the package)

RULES = "landlords-1906"


def report(store: str, figures: dict, with_step: bool) -> str:
    return (f"{store}: {figures['pairs']} same-seat pairs ({'with' if with_step else 'without'} the step), "
            f"landed twice {figures['twice']}, once {figures['once']}, neither {figures['neither']} "
            f"({figures['games']} games, {figures['seconds']:.1f} s; load {os.getloadavg()[0]:.2f})")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=60, help="rounds before a game is capped")
    parser.add_argument("--postgresql", action="store_true",
                        help="also run on a temporary PostgreSQL cluster (when installed)")
    parser.add_argument("--without-step", action="store_true",
                        help="moves that do not carry the step they were decided at")
    args = parser.parse_args(argv)
    with_step = not args.without_step
    settings = dict(options={"max_rounds": args.rounds}, with_step=with_step)
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}", flush=True)
    twice = 0
    with tempfile.TemporaryDirectory() as folder:
        figures = same_seat_pairs(str(Path(folder) / "class.sqlite"), RULES, args.pairs, **settings)
        print(report("SQLite", figures, with_step), flush=True)
        twice += figures["twice"]
    if args.postgresql:
        if find_bindir() is None:
            print("PostgreSQL is not installed: its run is skipped")
        else:
            with TempCluster() as cluster:
                figures = same_seat_pairs(cluster.new_database(), RULES, args.pairs, **settings)
                print(report("PostgreSQL", figures, with_step), flush=True)
                twice += figures["twice"]
    return 0 if twice == 0 or not with_step else 1


if __name__ == "__main__":
    sys.exit(main())
