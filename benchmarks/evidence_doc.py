"""Time to regenerate docs/evidence.md: on two local processes, and on a local Dask cluster.

Run:  python benchmarks/evidence_doc.py [--quick] [--games 400] [--grid-games 200] [--keep PATH]

Prints figures; asserts nothing.  The document's experiments are run twice, first with
``--workers 2`` (two local processes), then on a ``distributed.LocalCluster`` of two worker
processes (one thread each) through its scheduler's address, as ``make_evidence.py
--scheduler`` would.  For each: the wall time, the games played and the games per second,
and the machine's load average before and after.  Then whether the two documents are the
same, byte for byte (where the games run must change nothing).  ``--keep PATH`` writes the
first document there (e.g. docs/evidence.md), so one run both regenerates the document and
times it.  ``--quick`` runs the small plan of the tests instead of the whole grid.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def _timed(plan, **where) -> tuple[float, str, int]:
    import make_evidence
    started = time.perf_counter()
    found = make_evidence.run_all(plan, progress=False, **where)
    text = make_evidence.document(found)
    return time.perf_counter() - started, text, found["games_played"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--grid-games", type=int, default=200)
    parser.add_argument("--keep", help="write the first document to this path")
    args = parser.parse_args()
    from evidence import plan as P
    plan = P.QUICK if args.quick else P.Plan(games=args.games, grid_games=args.grid_games)
    print(f"before: {_load()}")
    seconds, text, games = _timed(plan, workers=2)
    print(f"--workers 2: {seconds:.0f} s for {games:,} games ({games / seconds:.0f} games/s); {_load()}")
    if args.keep:
        with open(args.keep, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"wrote {args.keep}")
    from distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                      host="127.0.0.1") as cluster, Client(cluster):
        seconds_dask, text_dask, games_dask = _timed(plan, scheduler=cluster.scheduler_address)
    print(f"local Dask cluster (2 workers): {seconds_dask:.0f} s for {games_dask:,} games "
          f"({games_dask / seconds_dask:.0f} games/s); {_load()}")
    print("the two documents are " + ("identical" if text == text_dask else "DIFFERENT"))


if __name__ == "__main__":
    main()
