"""Conformance: hundreds of random games of landlords-1906, checked at every log step.

Each game gets a configuration drawn from its seed: 2 to 6 players, a mix of strategic
bots, random bots and "human" seats (played at random by the test), and a mix of options
(``advanced``, ``vote``, ``scenario="monarch"``, ``beginners_opening`` with 4 players,
``regime="single-tax"``, the three endings of LG-19, now and then a small ``max_rounds``).
Many games also switch the rules at random steps, in both directions, several times.

At every step :func:`landlords.testing.random_play` checks the invariants of DESIGN.md
(money conserved, no negative cash, each card one holder, legal actions sorted,
non-empty and all accepted, a clone stays equal), and at a few random steps and at the
end that the record, written as JSON and read back, replays to the same state and events.

Run with ``pytest -n 2 tests/test_conformance.py`` (pytest-xdist spreads the seeds).  All
but the first 24 games of the main sweep are marked ``slow``: ``pytest -m "not slow"`` is
the quick loop, CI runs them all.
"""

from __future__ import annotations

import json

import pytest

import landlords
from landlords.engine.chance import BotRandom
from landlords.rules.landlords1906 import single_tax
from landlords.testing import ConformanceError, check_invariants, check_replay, random_play

RULES = "landlords-1906"
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo")
STRATEGIES = ("cautious", "speculator", "improver", "trader", "random")
DEFAULT_MAX_ROUNDS = 300

#: The main sweep's games that run in the quick loop (``-m "not slow"``); the rest are slow.
QUICK = 24


def game_config(seed: int) -> dict:
    """The configuration of conformance game ``seed`` (deterministic; no ``random`` module)."""
    rng = BotRandom(1_000_003 * seed + 17)
    n = 2 + seed % 5
    names = list(NAMES[:n])
    bots = {}
    for name in names:
        pick = rng.randrange(len(STRATEGIES) + 2)
        if pick < len(STRATEGIES):
            bots[name] = STRATEGIES[pick]
        elif pick == len(STRATEGIES):
            bots[name] = STRATEGIES[rng.randrange(4)]       # strategic bots a bit more often
        # else: a "human" seat, played at random by the test
    options = {}
    if rng.random() < 0.5:
        options["advanced"] = True
    if rng.random() < 0.3:
        options["vote"] = True
    if n == 4 and rng.random() < 0.5:
        options["beginners_opening"] = True
    elif rng.random() < 0.15:
        options["scenario"] = "monarch"
    if rng.random() < 0.25:
        options["regime"] = "single-tax"
    end = ("wages", "wages", "rounds", "double")[rng.randrange(4)]
    if end != "wages":
        options["end"] = end
        options["end_rounds"] = 4 + rng.randrange(16)
    capped = rng.random() < 0.06
    if capped:
        options["max_rounds"] = 2 + rng.randrange(6)
    switch_prob = (0.0, 0.0, 0.01, 0.03, 0.08)[rng.randrange(5)]
    return {"players": names, "bots": bots, "options": options, "switch_prob": switch_prob}


def play_checked(seed: int, config: dict | None = None) -> tuple:
    """Play conformance game ``seed`` with every check; return (game, stats)."""
    config = config or game_config(seed)
    game = landlords.new_game(RULES, players=config["players"], bots=config["bots"],
                              seed=seed, options=config["options"])
    stats = random_play(game, rng_seed=seed, switch_prob=config["switch_prob"])
    assert stats.checks > stats.steps > 0 and stats.replays >= 1, f"{game!r}: {stats}"
    return game, stats


def check_ending(game, config: dict) -> None:
    """The game ended; it may be capped only when a small ``max_rounds`` was set."""
    outcome = game.outcome
    assert outcome is not None
    max_rounds = config["options"].get("max_rounds", DEFAULT_MAX_ROUNDS)
    if outcome.termination is landlords.Termination.CAPPED:
        assert max_rounds < DEFAULT_MAX_ROUNDS, f"{game!r} was capped at the default cap"
        assert outcome.rounds == max_rounds
    else:
        assert outcome.rounds <= max_rounds
    assert sorted(name for name, _ in outcome.standings) == sorted(game.players)
    scores = [score for _, score in outcome.standings]
    assert scores == sorted(scores, reverse=True)
    if outcome.winner is not None:
        assert outcome.winner == outcome.standings[0][0] and scores[0] > scores[1]
    else:
        assert scores[0] == scores[1]
    assert game.to_move is None and game.legal_actions() == []


# ---------------------------------------------------------------------- the main sweep
@pytest.mark.parametrize("seed", [seed if seed < QUICK else pytest.param(seed, marks=pytest.mark.slow)
                                  for seed in range(264)])
def test_random_games(seed):
    config = game_config(seed)
    game, stats = play_checked(seed, config)
    check_ending(game, config)
    assert stats.steps == game.step_count == len(game.record().log)


# ---------------------------------------------------------------------- switching the rules
@pytest.mark.parametrize("seed", [1000, 1001] + [pytest.param(seed, marks=pytest.mark.slow)
                                                  for seed in range(1002, 1024)])
def test_games_switching_rules_often(seed):
    """Rules switched at random steps (chance nodes, auctions, debts...), both ways, many times."""
    config = game_config(seed)
    config["switch_prob"] = 0.06
    config["options"].pop("max_rounds", None)
    config["options"].update(end="wages")                # long enough for many switches
    game, stats = play_checked(seed, config)
    check_ending(game, config)
    switched = [e.fields for e in game.events if e.kind == "rules_switched"]
    assert len(switched) >= 3, f"{game!r}: switches {stats.switches}"
    assert {s["regime"] for s in switched} == {"single-tax", "landlord"}   # both directions
    assert sum(1 for s in switched if s["how"] == "switch") == sum(stats.switches.values())
    record = json.loads(game.record().to_json())
    assert sum(1 for entry in record["log"] if entry[0] == "!") == sum(stats.switches.values())


# ---------------------------------------------------------------------- capped games
@pytest.mark.parametrize("seed", range(2000, 2012))
def test_capped_games_say_so(seed):
    """With a small cap and a far end, the game ends CAPPED after exactly max_rounds rounds."""
    config = game_config(seed)
    config["options"].update(end="rounds", end_rounds=50, max_rounds=2 + seed % 3)
    game, _ = play_checked(seed, config)
    assert game.outcome.termination is landlords.Termination.CAPPED
    assert game.outcome.capped
    assert game.outcome.rounds == config["options"]["max_rounds"]


# ---------------------------------------------------------------------- play() = step by step
@pytest.mark.parametrize("seed", range(3000, 3012))
def test_play_equals_checked_stepping(seed):
    """An all-bot game played by play() ends exactly where the checked step-by-step game ends."""
    config = game_config(seed)
    bots = {name: config["bots"].get(name, "random") for name in config["players"]}
    config = dict(config, bots=bots, switch_prob=0.0)
    checked, _ = play_checked(seed, config)
    fast = landlords.new_game(RULES, players=config["players"], bots=bots, seed=seed,
                              options=config["options"])
    fast.play()
    assert fast.state_key() == checked.state_key()
    assert fast.events == checked.events
    quiet = landlords.new_game(RULES, players=config["players"], bots=bots, seed=seed,
                               options=config["options"], record_events=False)
    quiet.play()
    assert quiet.state_key() == checked.state_key()
    assert quiet.events == []


def test_same_seed_same_game():
    """Two games built alike play alike (PettingZoo's seed_test)."""
    one = landlords.new_game(RULES, players=5, seed=42, options={"advanced": True})
    two = landlords.new_game(RULES, players=5, seed=42, options={"advanced": True})
    while not one.is_over:
        assert one.state_key() == two.state_key()
        one.step()
        two.step()
    assert two.is_over and one.record().to_dict() == two.record().to_dict()


def test_check_invariants_catches_a_broken_ledger():
    """The checker itself: money created from nothing is caught."""
    game = landlords.new_game(RULES, players=3, seed=1)
    check_invariants(game)
    game.balances[0] += 1                               # behind the ledger's back
    with pytest.raises(ConformanceError, match="sum to 1"):
        check_invariants(game)


@pytest.mark.parametrize("damage, message", [
    (lambda g: g.ncards.__setitem__(0, g.ncards[0] + 1), "cards counted per player"),
    (lambda g: g.owner.__setitem__(1, 9), "card 1 has holder 9"),
    (lambda g: g.owner.__setitem__(0, 1), "space 0 is not a card but is held by 1"),
    (lambda g: g.pay(0, 1, g.balance("Ann") + 5, "sale"), "Ann holds negative cash"),
])
def test_check_invariants_catches_broken_holdings(damage, message):
    """The checker itself: a card held twice, by nobody known, or negative cash is caught."""
    game = landlords.new_game(RULES, players=3, seed=1)
    game.play(max_steps=30)
    damage(game)
    with pytest.raises(ConformanceError, match=message):
        check_invariants(game)


def test_check_replay_catches_a_changed_game():
    """The checker itself: a game changed behind the log's back does not replay to itself."""
    game = landlords.new_game(RULES, players=3, seed=2)
    game.play(max_steps=40)
    check_replay(game)
    game.pos[0] = (game.pos[0] + 1) % 40
    with pytest.raises(ConformanceError):
        check_replay(game)


# ---------------------------------------------------------------------- ST-6 in the kit
def test_ST6_the_kit_catches_a_card_made_public_while_on_sale(monkeypatch):
    """The old Treasury (issue 11), which did not wait for a sale to close, fails the kit:
    seed 10 under the single tax makes Soakum public while it is in Bob's dealt hand."""
    monkeypatch.setattr(single_tax, "cards_under_sale", lambda frames: set())
    game = landlords.new_game(RULES, players=2, seed=10, options={"regime": "single-tax"})
    with pytest.raises(ConformanceError, match=r"Soakum Lighting System\) is under sale but was made public"):
        random_play(game, rng_seed=10)


def test_ST6_the_kit_catches_a_public_card_paid_for_twice_or_taken_back():
    """The checker itself: the Treasury's public purchases must match the public cards."""
    def public_soakum():
        game = landlords.new_game(RULES, players=2, seed=10, options={"regime": "single-tax"})
        game.play(max_steps=40)
        check_invariants(game)
        soakum = game.data.names.index("Soakum Lighting System")
        assert game.owner_of(soakum) == "public"
        return game, soakum

    game, soakum = public_soakum()
    game.pay(game.TREAS, game.MISC, 50, "public_purchase", soakum)   # bought a second time
    with pytest.raises(ConformanceError, match="a card was bought twice or left the public"):
        check_invariants(game)
    game, soakum = public_soakum()
    game._set_owner(soakum, 1)                                       # a player holds it again
    with pytest.raises(ConformanceError, match="the public holds 1 of them"):
        check_invariants(game)
