"""Digests of many games: the check that a change to the engine or a rule set changed no game.

Run:  python benchmarks/digests.py N out.json [--check baseline.json]

Plays seeds 0..N-1 of every rule set in each variant and writes their digests as JSON,
``{"<rule set>/<variant>": [digest, ...]}``.  The variants: ``plain`` (default bots, no
events), ``switch`` (the rules switched to the rule set's second regime at a turn between 5
and 24, for rule sets with two regimes) and ``events`` (events and history recorded, as the
apps play).  Seeds divisible by 3 use 2 to 5 players, the others 4.  With ``--check`` the
digests are compared with a baseline file of at least as many seeds and the first
difference is printed; the exit status is 1 if any game differs.  Prints only the rule
set and variant being played (to stderr) and the comparison: nothing about the machine.
"""

from __future__ import annotations

import argparse
import json
import sys

from landlords import new_game

#: The rule sets checked, and the variants each is played in.
RULE_SETS = ("landlords-1906", "monopoly", "monopoly-deal")
VARIANTS = ("plain", "switch", "events")


def players_for(seed: int) -> int:
    """How many players the game of ``seed`` has."""
    return 4 if seed % 3 else 2 + seed % 4


def play(rules: str, variant: str, seed: int):
    """The finished game of ``rules`` for one seed in one variant."""
    game = new_game(rules, players=players_for(seed), seed=seed, record_events=(variant == "events"))
    if variant == "switch":
        game.play(until_turn=5 + seed % 20)
        if not game.is_over:
            game.switch_rules(game.rules.regimes[1])
    game.play()
    return game


def variants(rules: str) -> list[str]:
    """The variants ``rules`` is played in (no switch without a second regime)."""
    game = new_game(rules, players=2, seed=0)
    return [v for v in VARIANTS if v != "switch" or len(game.rules.regimes) > 1]


def digests(seeds: range, rule_sets=RULE_SETS, progress=None) -> dict[str, list[str]]:
    """``{"<rule set>/<variant>": [digest of each seed]}``."""
    found = {}
    for rules in rule_sets:
        for variant in variants(rules):
            found[f"{rules}/{variant}"] = [play(rules, variant, seed).digest() for seed in seeds]
            if progress:
                progress(rules, variant)
    return found


def differences(found: dict[str, list[str]], baseline: dict[str, list[str]]) -> list[str]:
    """One line per rule set and variant whose digests differ from the baseline's."""
    lines = []
    for key, values in found.items():
        expected = baseline.get(key)
        if expected is None:
            lines.append(f"{key}: not in the baseline")
            continue
        for seed, (got, want) in enumerate(zip(values, expected)):
            if got != want:
                lines.append(f"{key}: seed {seed} differs (first of "
                             f"{sum(g != w for g, w in zip(values, expected))})")
                break
        if len(expected) < len(values):
            lines.append(f"{key}: the baseline has only {len(expected)} seeds")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seeds", type=int, help="play seeds 0..N-1")
    parser.add_argument("out", help="write the digests to this JSON file")
    parser.add_argument("--check", help="compare with the digests in this JSON file")
    args = parser.parse_args()
    found = digests(range(args.seeds),
                    progress=lambda rules, variant: print(rules, variant, file=sys.stderr))
    with open(args.out, "w") as file:
        json.dump(found, file)
    if args.check:
        with open(args.check) as file:
            lines = differences(found, json.load(file))
        games = {rules: sum(len(v) for k, v in found.items() if k.startswith(rules + "/"))
                 for rules in RULE_SETS}
        print("; ".join(f"{rules}: {n} games" for rules, n in games.items()))
        print("\n".join(lines) if lines else "every digest identical")
        sys.exit(1 if lines else 0)


if __name__ == "__main__":
    main()
