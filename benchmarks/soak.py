"""Soak: many games of every rule set, switched at random, with the ledger checked.

Run:  python benchmarks/soak.py [--games 100000] [--workers 2] [--seed 1]

Plays ``--games`` games spread evenly over the installed rule sets (default line-ups,
2 to 6 players as each rule set allows, seeds from ``--seed``), and in games of rule sets
with regimes puts the other regime in force at a few random turns. At every turn's end
it checks the ledger: money is conserved (the balances sum to 0) and no player holds
negative cash; at the end, every transfer moved a positive amount. It prints, per rule
set, the games played, how they ended (by termination), the capped games, the crashes
(with the first few seeds and errors) and the invariant violations. Asserts nothing.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import landlords
from landlords.engine.chance import BotRandom
from landlords.engine.registry import find_rules


def play_checked(rules: str, seed: int) -> tuple[str, str | None]:
    """Play one game; return ``(how it ended, a problem or None)``.

    ``how`` is a termination's value, ``"crash"`` or ``"violation"``."""
    rule_set = find_rules(rules)
    rng = BotRandom(seed * 7919 + len(rules))
    low, high = rule_set.min_players, min(rule_set.max_players, 6)
    players = low + rng.randrange(high - low + 1)
    switches = (sorted(1 + rng.randrange(200) for _ in range(rng.randrange(4)))
                if len(rule_set.regimes) > 1 else [])
    try:
        game = landlords.new_game(rules, players=players, seed=seed, record_events=False)
        while not game.is_over:
            game.play(until_turn=game.turn + 1)
            if game.is_over:
                break
            if sum(game.balances) != 0:
                return "violation", f"turn {game.turn}: the ledger sums to {sum(game.balances)}"
            for name in game.players:
                if game.balance(name) < 0:
                    return "violation", f"turn {game.turn}: {name} holds {game.balance(name)}"
            while switches and switches[0] <= game.turn:
                switches.pop(0)
                game.switch_rules(next(r for r in rule_set.regimes if r != game.regime))
        bad = [t for t in game.transfers() if t.amount <= 0]
        if bad:
            first = bad[0]
            return "violation", f"a transfer of {first.amount} ({first.reason}) at step {first.step}"
        if sum(game.balances) != 0:
            return "violation", "the ledger does not sum to 0 at the end"
        return game.outcome.termination.value, None
    except Exception as error:                         # a crash is what a soak looks for
        return "crash", f"{type(error).__name__}: {error}"


def _chunk(rules: str, seeds: list[int]) -> list[tuple[int, str, str | None]]:
    return [(seed, *play_checked(rules, seed)) for seed in seeds]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="*", default=None, help="rule sets (default: all installed)")
    args = parser.parse_args()
    names = args.rules or landlords.rule_sets()
    each = max(1, args.games // len(names))
    started = time.perf_counter()
    results: dict[str, list] = {name: [] for name in names}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = []
        for name in names:
            seeds = list(range(args.seed, args.seed + each))
            for k in range(0, each, 200):
                futures.append((name, pool.submit(_chunk, name, seeds[k:k + 200])))
        for name, future in futures:
            results[name] += future.result()
    seconds = time.perf_counter() - started
    total = Counter()
    for name, rows in results.items():
        ends = Counter(how for _, how, _ in rows)
        total.update(ends)
        print(f"{name}: {len(rows)} games; " + ", ".join(f"{how} {n}" for how, n in sorted(ends.items())))
        for seed, how, problem in [r for r in rows if r[2]][:5]:
            print(f"    seed {seed}: {how}: {problem}")
    played = sum(total.values())
    print(f"all: {played} games in {seconds:.0f} s ({played / seconds:.0f} games/s on {args.workers} "
          f"workers); crashes {total['crash']}, invariant violations {total['violation']}, "
          f"capped {total['capped']}")


if __name__ == "__main__":
    main()
