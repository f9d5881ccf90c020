"""Fuzzing kept in the suite: mutated records and garbage actions, on a fixed budget.

* **Records**: valid records of every installed rule set are mutated (log entries
  dropped, doubled, swapped or changed; numbers nudged or blown up; words and types
  swapped; the JSON text cut or salted) by a seeded mutator. Every mutant must load and
  replay, or be refused with a :class:`RecordError`; nothing else may escape, and nothing
  may hang (every mutant is bounded by the size limits of ``landlords.engine.record``).
* **Actions** (Hypothesis): anything a caller might pass as an action, at states reached
  by playing, is either applied (when legal) or refused with the package's own error,
  and a refused action leaves the game exactly as it was.

The budget is fixed for CI; set ``LANDLORDS_FUZZ=10`` (a multiplier) to run ten times
as many cases by hand.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import landlords
from landlords import LandlordsError, RecordError
from landlords.engine.chance import BotRandom

SCALE = max(1, int(os.environ.get("LANDLORDS_FUZZ", "1")))
MUTANTS = 150 * SCALE                       # per rule set
ACTION_EXAMPLES = 150 * SCALE


def _small_game(rules: str, seed: int):
    rule_set = landlords.engine.registry.find_rules(rules)
    players = min(max(3, rule_set.min_players), rule_set.max_players)
    game = landlords.new_game(rules, players=players, seed=seed)
    game.play(max_steps=400)
    return game


@pytest.fixture(scope="module", params=landlords.rule_sets())
def record_text(request):
    return request.param, _small_game(request.param, 3).record().to_json()


# ---------------------------------------------------------------------- record mutations
def _mutate(doc: dict, rng: BotRandom) -> dict | str:
    """One random change to a parsed record (or to its text)."""
    log = doc["log"]
    choice = rng.randrange(12)
    if choice == 0 and log:
        del log[rng.randrange(len(log))]
    elif choice == 1 and log:
        i = rng.randrange(len(log))
        log.insert(i, json.loads(json.dumps(log[i])))
    elif choice == 2 and len(log) > 1:
        i, j = rng.randrange(len(log)), rng.randrange(len(log))
        log[i], log[j] = log[j], log[i]
    elif choice == 3 and log and isinstance(log[0], list) and all(log):
        entry = log[rng.randrange(len(log))]
        k = rng.randrange(len(entry))
        entry[k] = rng.choice([0, -1, 1, 7, 10 ** 30, "x", None, [], {}, True, 1.5, "~", "!"])
    elif choice == 4:
        seed = doc["seed"] if isinstance(doc["seed"], int) else 0
        doc["seed"] = rng.choice([seed + 1, -seed, 10 ** 39, "seed", None, 1.0])
    elif choice == 5:
        players = doc["players"]
        if players and isinstance(players[0], dict):
            players[rng.randrange(len(players))]["name"] = rng.choice(
                ["", " Ann", "treasury", "\udc00", "x" * 100, players[0].get("name"), 5])
    elif choice == 6:
        if isinstance(doc["rules"].get("options"), dict):
            doc["rules"]["options"][rng.choice(["advanced", "max_rounds", "nonsense", "regime"])] = \
                rng.choice([True, -5, "x", None, 10 ** 6])
    elif choice == 7:
        doc["rules"]["version"] = rng.choice([0, 2, 99, "1", None])
    elif choice == 8 and isinstance(doc.get("final"), dict):
        doc["final"][rng.choice(["digest", "steps", "outcome", "seal"])] = rng.choice(
            ["0" * 24, 3, None, {}, "x"])
    elif choice == 9:
        doc["reasons"] = rng.choice([{"1": "x"}, {"99999": "y"}, {"-1": "z"}, [], {"1": 5}])
    elif choice == 10:
        text = json.dumps(doc)
        cut = rng.randrange(len(text))
        return text[:cut] if rng.random() < 0.5 else text[:cut] + "\x00{[" + text[cut:]
    else:
        doc["log"] = [[rng.randrange(3), rng.choice(["throw", "bid", "x"]), rng.randrange(100)]
                      for _ in range(rng.randrange(5))]
    return doc


def test_mutated_records_replay_or_are_refused_with_a_record_error(record_text):
    rules, text = record_text
    rng = BotRandom(len(text))
    outcomes = {"replayed": 0, "refused": 0}
    for _ in range(MUTANTS):
        doc = json.loads(text)
        mutant = doc
        for _ in range(1 + rng.randrange(3)):
            mutant = _mutate(mutant, rng) if isinstance(mutant, dict) else mutant
        source = mutant if isinstance(mutant, str) else json.dumps(mutant)
        try:
            landlords.replay(source, record_events=False)
            outcomes["replayed"] += 1
        except RecordError as error:
            assert len(str(error)) < 600, f"{rules}: an error message of {len(str(error))} characters"
            outcomes["refused"] += 1
    assert sum(outcomes.values()) == MUTANTS
    assert outcomes["refused"] > MUTANTS // 2, outcomes       # most changes are caught
    print(f"\n{rules}: {MUTANTS} mutants, {outcomes['replayed']} replayed, "
          f"{outcomes['refused']} refused with a RecordError")


# ---------------------------------------------------------------------- garbage actions
PARTS = st.one_of(st.integers(), st.text(max_size=30), st.none(), st.booleans(), st.floats(),
                  st.binary(max_size=8), st.lists(st.integers(), max_size=3))
ACTIONS = st.one_of(
    st.tuples(st.sampled_from(["throw", "buy", "bid", "pass", "done", "play", "bank", "x"]), PARTS),
    st.lists(PARTS, max_size=4),
    st.tuples(PARTS),
    st.text(max_size=60),
    PARTS,
    st.integers(min_value=-(10 ** 6000), max_value=10 ** 6000).map(lambda n: ("buy", n)),
)


@pytest.fixture(scope="module")
def states():
    """A few states of every rule set where a person must decide."""
    found = []
    for rules in landlords.rule_sets():
        rule_set = landlords.engine.registry.find_rules(rules)
        names = ["Ann", "Bob", "Cy"][:max(2, min(3, rule_set.max_players))]
        for seed in (1, 2):
            game = landlords.new_game(rules, players=names, seed=seed)
            for _ in range(60):
                if game.is_over:
                    break
                if game.is_chance:
                    game.step()
                    continue
                found.append(game.clone())
                actions = game.legal_actions()
                game.apply(actions[BotRandom(game.step_count).randrange(len(actions))])
    return found


@settings(max_examples=ACTION_EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(action=ACTIONS, pick=st.integers(min_value=0, max_value=10 ** 6))
def test_garbage_actions_are_refused_and_change_nothing(states, action, pick):
    game = states[pick % len(states)].clone()
    before = game.state_key()
    try:
        legal = game.is_legal(action)
    except Exception as error:                           # is_legal never raises
        pytest.fail(f"is_legal({action!r:.80}) raised {type(error).__name__}: {error}")
    try:
        game.apply(action)
    except LandlordsError as error:
        assert not legal
        assert len(str(error)) < 600
        assert game.state_key() == before
    else:
        assert legal
