"""What a durable SQLite class store costs: ``synchronous=FULL`` (the default) against
``NORMAL``.

Run:  python benchmarks/classroom_durability.py [--moves 2000] [--folder PATH]

With ``FULL`` every commit is synced to the disk before it is acknowledged, so a move
the page was told is stored survives a power cut; with ``NORMAL`` (``Store(...,
durable=False)``) a commit survives a crash of the server but the last ones may be lost
with the power.  For each setting it appends ``--moves`` log steps to one game, each one
INSERT in its own transaction as a student's move is (``Store.append``), and prints the
time per move (median, 95th percentile) and moves per second, then the same for runs of
40 steps in one transaction (``Store.append_many``, as the bots' and chance's answers
are).  The store is a file in ``--folder`` (default: a temporary folder; give one on
the disk the class will use), and the figures are printed with the machine's load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import sqlalchemy as sa

from landlords.classroom import Store, Teacher
from landlords.classroom.entries import encode
from landlords.classroom.schema import game_tables
from landlords.classroom.simulate import percentile


def a_game(store) -> int:
    teacher = Teacher.create(store, "random-exchange", seats_per_table=2, tables=1)
    with store.read() as connection:
        return connection.execute(sa.select(game_tables.c.id)
                                  .where(game_tables.c.session_id == teacher.session_id)).scalar()


def measure(path: Path, durable: bool, moves: int, run: int = 40) -> dict:
    store = Store(str(path), durable=durable)
    game = a_game(store)
    times = []
    for step in range(1, moves + 1):
        began = time.perf_counter()
        store.append(game, step, encode((0, "pick", step)), None, "bench", exclusive=True)
        times.append(time.perf_counter() - began)
    batches = []
    step = moves + 1
    for _ in range(max(1, moves // run // 4)):
        rows = [(encode(("~", [k])), None) for k in range(run)]
        began = time.perf_counter()
        store.append_many(game, step, rows, "bench")
        batches.append(time.perf_counter() - began)
        step += run
    store.dispose()
    return {"median": statistics.median(times), "p95": percentile(times, 0.95),
            "per_second": len(times) / sum(times), "batch": statistics.median(batches)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--folder", help="where the store file goes (default: a temporary folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        print(f"store folder {folder}; {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}", flush=True)
        figures = {}
        for durable in (True, False):
            name = "FULL" if durable else "NORMAL"
            figures[name] = row = measure(Path(folder) / f"class-{name}.sqlite", durable, args.moves)
            print(f"synchronous={name:6}: a move {row['median'] * 1000:.2f} ms median, "
                  f"{row['p95'] * 1000:.2f} ms 95th percentile, {row['per_second']:.0f} moves/s; "
                  f"a run of 40 steps {row['batch'] * 1000:.2f} ms (load {os.getloadavg()[0]:.2f})", flush=True)
        full, normal = figures["FULL"], figures["NORMAL"]
        print(f"FULL costs {(full['median'] - normal['median']) * 1000:.2f} ms more per move "
              f"({full['median'] / normal['median']:.1f}x the median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
