"""Make the lessons' stored runs: play every many-game run a lesson shows, once, and
write its rows into the package (``landlords/data/lesson_runs/``).

Run:  python scripts/make_lesson_runs.py [--lesson 06] [--keep]

Each lesson notebook of ``lessons/`` is run in a fresh process (``lesson_exec``), then every
prediction in it is locked and revealed (``reveal_everything``), so each part of the
lesson shown only after a prediction is built too; every run it asks for through
``landlords.lesson_runs.run`` that the package does not hold yet is played and written.
Without ``--keep`` the folder is emptied first, so runs no lesson asks for any more
(after a change of code, size or seed) do not stay behind.  The rows are the games'
facts; ``tests/test_lesson_runs.py`` plays a sample of each again and requires the same
rows.  It takes a few minutes on two cores.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lesson_exec

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
STORE = ROOT / "landlords" / "data" / "lesson_runs"

REVEAL = ("from landlords.ui.prediction import reveal_everything\n"
          "print('revealed', reveal_everything())")


def run_lesson(path: Path, store: Path) -> float:
    """Run one lesson with every prediction revealed, recording its runs; seconds taken."""
    started = time.perf_counter()
    lesson_exec.run_lesson(path, REVEAL, env={"LANDLORDS_RECORD_LESSON_RUNS": str(store)})
    return time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", action="append", default=[],
                        help="only the lessons whose file name starts with this (repeatable)")
    parser.add_argument("--keep", action="store_true", help="keep the runs already stored")
    args = parser.parse_args(argv)
    lessons = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
    if args.lesson:
        lessons = [path for path in lessons if any(path.name.startswith(prefix) for prefix in args.lesson)]
    if not args.keep and not args.lesson and STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir(parents=True, exist_ok=True)
    for path in lessons:
        before = set(STORE.glob("*.json"))
        seconds = run_lesson(path, STORE)
        made = len(set(STORE.glob("*.json")) - before)
        print(f"{path.name}: {made} runs stored ({seconds:.0f} s)", flush=True)
    size = sum(entry.stat().st_size for entry in STORE.iterdir())
    print(f"{len(list(STORE.glob('*.json')))} runs in {STORE.relative_to(ROOT)} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
