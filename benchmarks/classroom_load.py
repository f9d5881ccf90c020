"""A class under load: 30 and 60 simulated students, four to a table, play to the end on one store.

Run:  python benchmarks/classroom_load.py [--students 30 60] [--per-table 4] [--rounds 12]
                                          [--store PATH_OR_URL] [--postgresql]

Each student is a process driving the same client the student app uses
(``landlords.classroom.StudentClient``): it joins with the code, waits for the teacher
to start, and makes its seat's decisions (a bot of the rule set chooses, as a student
would click) until its game ends, while a teacher client polls every table and the
results and every table switches to the rule set's reform at turn 8.  Then it prints,
for SQLite (a temporary file, or ``--store``) and, with ``--postgresql``, a temporary
PostgreSQL cluster when PostgreSQL is installed:

* lost moves (acknowledged to a student but not in the store) and duplicated or missing
  steps: both must be 0;
* the tables that do not replay from the store to the digest every client ended with;
* the move latency (a student's move from click to stored, median and 95th percentile);
* the machine's load (the one-minute load average) before and after the run.

Each class size runs on each store in turn (``--students`` takes several sizes).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
from pathlib import Path

from landlords.classroom.simulate import run_class

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from pgcluster import TempCluster, find_bindir  # noqa: E402  (a test helper, not in the package)

RULES = "landlords-1906"


def report(figures: dict, load_before: float) -> str:
    """The figures of one run as lines of text."""
    median, p95 = figures["median"], figures["p95"]
    return "\n".join([
        f"store: {figures['store']} (machine: {os.cpu_count()} cores, load {load_before:.2f} before, "
        f"{os.getloadavg()[0]:.2f} after)",
        f"  students {figures['students']} at {figures['tables']} tables; games ended for "
        f"{figures['over']} students in {figures['seconds']:.1f} s",
        f"  students' moves {figures['moves']}, log steps stored {figures['steps']}, "
        f"teacher polls {figures['polls']}, moves refused as taken {figures['conflicts']}",
        f"  lost moves {figures['lost']}, duplicated steps {figures['duplicated']}, "
        f"missing steps {figures['gaps']}",
        f"  tables replayed from the store {figures['tables']}, not matching their digest "
        f"{len(figures['mismatched'])}",
        f"  move latency: median {median * 1000:.1f} ms, 95th percentile {p95 * 1000:.1f} ms"
        if median is not None else "  no move was made",
    ])


def healthy(figures: dict) -> bool:
    return (figures["lost"] == 0 and figures["duplicated"] == 0 and figures["gaps"] == 0
            and not figures["mismatched"] and figures["over"] == figures["students"])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, nargs="+", default=[30, 60])
    parser.add_argument("--per-table", type=int, default=4, help="students per table")
    parser.add_argument("--rounds", type=int, default=12, help="rounds before a game is capped")
    parser.add_argument("--store", help="a store path or URL (default: a temporary SQLite file)")
    parser.add_argument("--postgresql", action="store_true",
                        help="also run on a temporary PostgreSQL cluster (when installed)")
    parser.add_argument("--timeout", type=float, default=900.0)
    args = parser.parse_args(argv)
    ok = True
    for students in args.students:
        settings = dict(students=students, tables=math.ceil(students / args.per_table),
                        options={"max_rounds": args.rounds}, switch_turn=8, timeout=args.timeout)
        with tempfile.TemporaryDirectory() as folder:
            where = args.store or str(Path(folder) / "class.sqlite")
            load = os.getloadavg()[0]
            figures = run_class(where, RULES, **settings)
            print(report(figures, load), flush=True)
            ok &= healthy(figures)
        if args.postgresql:
            if find_bindir() is None:
                print("PostgreSQL is not installed: its run is skipped")
                continue
            with TempCluster() as cluster:
                load = os.getloadavg()[0]
                figures = run_class(cluster.new_database(), RULES, **settings)
                print(report(figures, load), flush=True)
                ok &= healthy(figures)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
