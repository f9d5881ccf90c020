"""Instructions per game, counted by valgrind's callgrind: the figure of speed that other
work on the machine cannot move.

Run:  python benchmarks/instructions.py [--compiled-tree DIR] [--events] [--rules R ...]

On a shared machine the ratios of ``throughput.py`` move by 10-20% from one process to
the next (its bare loop does too).  Callgrind counts the instructions a process runs, the
same count for the same program and inputs whatever else runs beside it.  Each rule set
plays one game first (reading its data, filling its caches), then ``GAMES`` games more,
seeds 1..N, four players; the count of the first game alone is taken off, so the figure
is the instructions of the N games, per game.  With ``--compiled-tree DIR`` (made by
``build_compiled.py --tree DIR``) the compiled copy is counted beside the source tree's
build.  Needs valgrind; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys

#: Games counted per rule set (after the first, which is taken off).
GAMES = {"landlords-1906": 20, "monopoly": 10, "monopoly-deal": 10}

_PLAY = """
from landlords import new_game
for seed in range({first}, {last}):
    new_game({rules!r}, players=4, seed=seed, record_events={events}).play()
"""


def collected(rules: str, games: int, events: bool, tree: str | None) -> int:
    """Instructions callgrind collects for a process that plays games 0..``games``."""
    env = dict(os.environ)
    if tree:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [tree, env.get("PYTHONPATH")]))
    code = _PLAY.format(first=0, last=games + 1, rules=rules, events=events)
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           sys.executable, "-c", code],
                          env=env, capture_output=True, text=True, cwd="/", check=True)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"instructions.py: callgrind printed no count:\n{done.stderr[-800:]}")
    return int(found.group(1))


def per_game(rules: str, games: int, events: bool, tree: str | None) -> float:
    """Instructions per game of ``games`` games, the first game's count taken off."""
    return (collected(rules, games, events, tree) - collected(rules, 0, events, tree)) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", nargs="+", default=list(GAMES))
    parser.add_argument("--events", action="store_true", help="record events (as the apps play)")
    parser.add_argument("--compiled-tree", metavar="DIR",
                        help="also count the compiled copy build_compiled.py --tree DIR made")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("instructions.py: valgrind is not installed")
    from landlords.version import build_words
    print(f"source tree: {build_words()}; events {'on' if args.events else 'off'}")
    header = f"{'instructions per game':<28}{'source tree':>14}"
    if args.compiled_tree:
        header += f"{'compiled':>14}{'÷':>8}"
    print(header)
    for rules in args.rules:
        games = GAMES.get(rules, 10)
        plain = per_game(rules, games, args.events, None)
        line = f"{rules + f' ({games} games)':<28}{plain / 1e6:>12.1f} M"
        if args.compiled_tree:
            built = per_game(rules, games, args.events, args.compiled_tree)
            line += f"{built / 1e6:>12.1f} M{built / plain:>8.2f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
