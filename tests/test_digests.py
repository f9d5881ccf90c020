"""No game changed: a fixed sample of games plays to the digests main had before issue 14.

``tests/data/digests.json`` holds the digests of seeds 0..29 of every rule set in each
variant of ``benchmarks/digests.py`` (plain, rules switched mid-game, events recorded),
taken from main before the speed work; the script checks 2,000 seeds per variant the same
way.  A change meant to alter games bumps the rule set's version and rewrites this file
(``python benchmarks/digests.py 30 out.json``), saying why.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
EXPECTED = json.loads((Path(__file__).parent / "data" / "digests.json").read_text())


def _digests_module():
    spec = importlib.util.spec_from_file_location("bench_digests", ROOT / "benchmarks" / "digests.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DIGESTS = _digests_module()


def test_the_sample_covers_every_rule_set_and_variant():
    assert set(EXPECTED["digests"]) == {f"{rules}/{variant}" for rules in DIGESTS.RULE_SETS
                                        for variant in DIGESTS.variants(rules)}
    assert all(len(values) == EXPECTED["seeds"] for values in EXPECTED["digests"].values())


@pytest.mark.parametrize("key", sorted(EXPECTED["digests"]))
def test_games_play_to_the_digests_they_had(key):
    rules, variant = key.split("/")
    found = [DIGESTS.play(rules, variant, seed).digest() for seed in range(EXPECTED["seeds"])]
    assert DIGESTS.differences({key: found}, EXPECTED["digests"]) == []


def test_a_changed_game_is_caught():
    found = {"monopoly/plain": list(EXPECTED["digests"]["monopoly/plain"])}
    found["monopoly/plain"][3] = "0" * 24
    assert DIGESTS.differences(found, EXPECTED["digests"]) == [
        "monopoly/plain: seed 3 differs (first of 1)"]
