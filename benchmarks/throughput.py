"""Throughput of the engine beside a bare dice-and-move loop measured in the same run.

Run:  python benchmarks/throughput.py [--repeat 3] [--scale 1.0] [--skip-imports]

Prints a table; asserts nothing.  Other work on a shared machine skews absolute figures,
so every rate is also given as **the ratio to the bare loop** measured in the same run
(two dice from ``random.randint``, move round a 40-space board, salary on passing Go,
four players round-robin, no rules), the figure that compares across machines.  Rates are per CPU second of this
process (steadier than wall time when other processes share the cores); each measure is
taken ``--repeat`` times, interleaved with the others, and the fastest is kept.  The
machine's load average is printed at the start and the end.

Measured:

- the bare loop (rounds/s);
- each rule set with its four default bots, events off (the simulation path) and on
  (events and history recorded, as users get it): rounds/s, games/s, the ratio of its
  rounds/s to the bare loop's;
- ``replay(record, upto=k)`` of a long Monopoly record never seen before (a 1,000-round
  game without the time limit), the slowest of about forty k spread over the game;
- record JSON bytes per log step, without and with the bots' reasons;
- import times of ``landlords`` and ``landlords.ui`` (``benchmarks/import_time.py``).

The build measured (interpreted, or which modules are compiled) is printed at the start.
``--compiled-tree DIR`` measures both builds in one run: the source tree's (interpreted)
and the compiled copy ``python benchmarks/build_compiled.py --tree DIR`` made, each in its
own processes, alternately, printed side by side with issue 28's targets.  ``--peer FILE``
adds a peer simulator (a local copy, behind a small adapter file: see :func:`measure_peer`).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import time

import landlords
from landlords import new_game
from landlords.version import build_words

#: Games played per measure at ``--scale 1`` (a few seconds each on one core).
GAMES = {"landlords-1906": 300, "monopoly": 60, "monopoly-deal": 200}
#: Issue 28's targets, as a ratio to the bare loop (printed beside the figures; nothing
#: asserts them).
TARGETS = {"monopoly, events off": "≥4.3%", "monopoly, events on": "≥3.5%",
           "landlords-1906, events off": "≥6%", "monopoly-deal, events off": "≥0.5%"}
#: Games the peer simulator plays per measure at ``--scale 1``.
PEER_GAMES = 60
#: The long Monopoly game for the replay measure: no time limit, so it runs to the cap
#: (seed 8: 1,000 rounds, 13,742 log steps).
LONG_MONOPOLY = {"time_limit_rounds": None, "max_rounds": 1000}
LONG_SEED = 8


def bare_loop(rounds: int, seed: int = 1) -> int:
    """Two dice, a move round 40 spaces, $200 for passing Go, four players: no rules.
    The dice are ``random.randint(1, 6)``, as a plain simulator throws them.  Returns the
    total cash (so the work cannot be skipped)."""
    roll = random.Random(seed).randint
    position = [0, 0, 0, 0]
    cash = [1500, 1500, 1500, 1500]
    for _ in range(rounds):
        for seat in range(4):
            square = position[seat] + roll(1, 6) + roll(1, 6)
            if square >= 40:
                square -= 40
                cash[seat] += 200
            position[seat] = square
    return sum(cash)


def timed(work) -> tuple[float, object]:
    """CPU seconds ``work()`` took, and what it returned."""
    started = time.process_time()
    result = work()
    return time.process_time() - started, result


def measure_bare(rounds: int) -> dict:
    seconds, _ = timed(lambda: bare_loop(rounds))
    return {"rounds_per_s": rounds / seconds}


def measure_rules(rules: str, games: int, record_events: bool) -> dict:
    def work():
        rounds = steps = 0
        for seed in range(games):
            game = new_game(rules, players=4, seed=seed, record_events=record_events)
            rounds += game.play().rounds
            steps += game.step_count
        return rounds, steps
    seconds, (rounds, steps) = timed(work)
    return {"rounds_per_s": rounds / seconds, "games_per_s": games / seconds,
            "us_per_step": seconds / steps * 1e6}


def long_monopoly_record():
    game = new_game("monopoly", players=4, seed=LONG_SEED, options=LONG_MONOPOLY)
    game.play()
    return game.record()


def measure_replay(record, points: int = 40) -> dict:
    """The slowest ``replay(record, upto=k)`` over ``points`` k spread over the game, each
    of a record object never replayed before (loaded afresh from its dict), in CPU time."""
    steps = len(record.log)
    document = record.to_dict()
    worst, worst_k = 0.0, 0
    for k in sorted({steps * i // points for i in range(points + 1)}):
        fresh = landlords.load_record(document)
        elapsed, _ = timed(lambda: landlords.replay(fresh, upto=k))  # noqa: B023  (called at once)
        if elapsed > worst:
            worst, worst_k = elapsed, k
    return {"steps": steps, "worst_ms": worst * 1e3, "worst_k": worst_k}


def record_bytes(rules: str, games: int) -> dict:
    plain, with_reasons = [], []
    for seed in range(games):
        game = new_game(rules, players=4, seed=seed)
        game.play()
        steps = game.step_count
        plain.append(len(game.record(reasons=False).to_json()) / steps)
        with_reasons.append(len(game.record().to_json()) / steps)
    return {"plain": statistics.mean(plain), "with_reasons": statistics.mean(with_reasons)}


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def best(runs: list[dict], key: str) -> dict:
    return max(runs, key=lambda run: run[key])


def measure_builds_here(args) -> dict:
    """The bare loop and every rule set's rates, measured in this process, interleaved
    ``--repeat`` times, the fastest kept: ``{"build", "bare", "rules": {label: run}}``."""
    bare_rounds = max(1000, int(200_000 * args.scale))
    measures: dict = {"bare": []}
    for rules in args.rules:
        for events in (False, True):
            measures[(rules, events)] = []
    for _ in range(max(1, args.repeat)):               # interleaved, fastest kept
        measures["bare"].append(measure_bare(bare_rounds))
        for rules in args.rules:
            games = max(2, int(GAMES.get(rules, 100) * args.scale))
            for events in (False, True):
                measures[(rules, events)].append(measure_rules(rules, games, events))
    bare = best(measures["bare"], "rounds_per_s")["rounds_per_s"]
    found = {}
    for rules in args.rules:
        for events in (False, True):
            run = dict(best(measures[(rules, events)], "rounds_per_s"))
            run["ratio"] = run["rounds_per_s"] / bare
            found[f"{rules}, events {'on' if events else 'off'}"] = run
    return {"build": build_words(), "bare": bare, "rules": found}


def measure_in_child(args, tree: str | None) -> dict:
    """:func:`measure_builds_here` once, in a fresh process: the source tree's build, or
    the compiled copy in ``tree`` (``build_compiled.py --tree``) when given."""
    env = dict(os.environ)
    if tree:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [tree, env.get("PYTHONPATH")]))
    command = [sys.executable, os.path.abspath(__file__), "--json", "--repeat", "1",
               "--scale", str(args.scale), "--rules", *args.rules]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def print_one_build(result: dict) -> None:
    bare = result["bare"]
    print(f"\n{'measure':<34}{'rounds/s':>10}{'games/s':>9}{'us/step':>9}{'÷ bare':>9}")
    print(f"{'bare dice-and-move loop':<34}{bare:>10,.0f}{'':>9}{'':>9}{'100%':>9}")
    for label, run in result["rules"].items():
        print(f"{label:<34}{run['rounds_per_s']:>10,.0f}{run['games_per_s']:>9,.1f}"
              f"{run['us_per_step']:>9.1f}{run['ratio']:>9.2%}")


def side_by_side(args) -> None:
    """Both builds, each measured in its own processes, alternately ``--repeat`` times
    (the best ratio to the bare loop of the same process kept), printed side by side."""
    runs: dict[str, list[dict]] = {"interpreted": [], "compiled": []}
    for _ in range(max(1, args.repeat)):
        runs["interpreted"].append(measure_in_child(args, None))
        runs["compiled"].append(measure_in_child(args, args.compiled_tree))
    plain = runs["interpreted"][0]["build"]
    built = runs["compiled"][0]["build"]
    print(f"interpreted: the source tree's build ({plain})")
    print(f"compiled:    {args.compiled_tree} ({built})")
    if plain != "interpreted":
        print("  warning: the source tree holds compiled modules; the first column is not the "
              "interpreted path (build_compiled.py --clean)")
    bares = {name: max(run["bare"] for run in found) for name, found in runs.items()}
    print(f"\n{'measure (÷ bare loop of its process)':<40}{'interpreted':>12}{'compiled':>10}{'×':>7}"
          f"{'target':>8}")
    print(f"{'bare loop, rounds/s':<40}{bares['interpreted']:>12,.0f}{bares['compiled']:>10,.0f}")
    for label in runs["interpreted"][0]["rules"]:
        a = max(run["rules"][label]["ratio"] for run in runs["interpreted"])
        b = max(run["rules"][label]["ratio"] for run in runs["compiled"])
        print(f"{label:<40}{a:>12.2%}{b:>10.2%}{b / a:>7.2f}{TARGETS.get(label, ''):>8}")


def measure_peer(path: str, repeat: int, scale: float) -> dict:
    """The peer simulator's rounds/s beside a bare loop, both in this process.

    ``path`` is a Python file (an adapter written around a local copy of the peer, never
    committed) defining ``play_games(games: int, seed: int) -> int``: play ``games`` games
    of four players from ``seed`` on and return the rounds played."""
    spec = importlib.util.spec_from_file_location("peer_adapter", path)
    peer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(peer)
    games = max(2, int(PEER_GAMES * scale))
    bare_rounds = max(1000, int(200_000 * scale))
    bare = rate = 0.0
    for _ in range(max(1, repeat)):
        bare = max(bare, measure_bare(bare_rounds)["rounds_per_s"])
        seconds, rounds = timed(lambda: peer.play_games(games, 0))
        rate = max(rate, rounds / seconds)
    return {"rounds_per_s": rate, "ratio": rate / bare}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="take each measure this many times")
    parser.add_argument("--scale", type=float, default=1.0, help="games per measure, scaled")
    parser.add_argument("--rules", nargs="+", default=list(GAMES))
    parser.add_argument("--skip-imports", action="store_true")
    parser.add_argument("--compiled-tree", metavar="DIR",
                        help="also measure the compiled copy build_compiled.py --tree DIR made, "
                             "side by side with the source tree's build")
    parser.add_argument("--peer", metavar="FILE",
                        help="an adapter file defining play_games(games, seed) -> rounds for a "
                             "local copy of a peer simulator, measured beside the bare loop")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)   # a child's output
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure_builds_here(args)))
        return
    print(f"load average at start: {load()}")
    if args.compiled_tree:
        side_by_side(args)
    else:
        print(f"build: {build_words()} (benchmarks/build_compiled.py)")
        print_one_build(measure_builds_here(args))
    if args.peer:
        peer = measure_peer(args.peer, args.repeat, args.scale)
        print(f"\npeer simulator ({os.path.basename(args.peer)}): {peer['rounds_per_s']:,.0f} rounds/s, "
              f"{peer['ratio']:.2%} of the bare loop")

    record = long_monopoly_record()
    replayed = measure_replay(record)
    print(f"\nreplay(record, upto=k), a {replayed['steps']:,}-step Monopoly record never replayed "
          f"before: slowest {replayed['worst_ms']:.0f} ms (k={replayed['worst_k']:,})")
    for rules in args.rules:
        size = record_bytes(rules, max(2, int(50 * args.scale)))
        print(f"record JSON, {rules}: {size['plain']:.1f} bytes per log step, "
              f"{size['with_reasons']:.1f} with the bots' reasons")

    if not args.skip_imports:
        from import_time import measure
        for module in ("landlords", "landlords.ui"):
            runs = [measure(module) for _ in range(3)]
            median = statistics.median(ms for ms, _ in runs)
            print(f"import {module}: {median:.0f} ms (loads {', '.join(runs[-1][1]) or 'nothing heavy'})")
    print(f"\nload average at end: {load()}")


if __name__ == "__main__":
    main()
