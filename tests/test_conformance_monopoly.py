"""Conformance of the ``monopoly`` rule set: many random and strategic games, checked at
every log step.

Each game is played to its end by :func:`landlords.testing.random_play`, which checks at
every step that the ledger sums to zero, that no player's cash is negative (a debt being
settled never takes cash below zero: it waits in a ``settle`` frame), that the legal
actions are sorted and each is accepted, that a clone stepped the same way stays equal,
and that the record goes to JSON and replays to the same state and events (at random
steps and at the end).  The Monopoly checks below are registered for it: each deed has one
holder, the 32 houses and 12 hotels are conserved, buildings stand evenly on whole,
unmortgaged groups, the two decks hold their 16 cards each, and bankrupt players hold
nothing.

The 300+ games mix all-bot games (the four strategies and the ``random`` bot), games with
random "human" seats, 2 to 8 players, every option (the Free Parking pot, every deed dealt,
flat Income Tax, $100 Luxury Tax, the land value tax at several shares) and random
switches between the landlord and single-tax rules.  Round caps are small so that the
whole file runs in about a minute with ``pytest -n 2``.
"""

from __future__ import annotations

import pytest

import landlords
from landlords.rules.monopoly.board import (
    BANK_HOTELS,
    BANK_HOUSES,
    BOARD,
    COLOUR_GROUPS,
    GOOJF,
    GROUP_SPACES,
    HOTEL,
    IS_PROPERTY,
    IS_STREET,
    JAIL_SPACE,
    PROPERTIES,
)
from landlords.testing import RULE_CHECKS, ConformanceError, random_play


def check_monopoly(game) -> None:
    """The Monopoly invariants of one state; raises :class:`ConformanceError`."""
    def fail(message):
        raise ConformanceError(f"{game!r}: {message}")

    n = game.n
    alive = game.alive
    if game.nalive != sum(alive):
        fail(f"nalive {game.nalive} but {sum(alive)} players are in the game")
    owner, level, mortgaged = game.owner, game.level, game.mortgaged
    if len(owner) != 40 or len(level) != 40 or len(mortgaged) != 40:
        fail("a space table does not have 40 entries")
    houses = hotels = 0
    for s in range(40):
        holder = owner[s]
        if not IS_PROPERTY[s]:
            if holder != -1 or level[s] or mortgaged[s]:
                fail(f"space {s} is not a deed but has holder/buildings/mortgage")
            continue
        if holder != -1 and not (0 <= holder < n and alive[holder]):
            fail(f"deed {s} is held by {holder!r}, not the Bank or a player in the game")
        if mortgaged[s] and holder == -1:
            fail(f"deed {s} is mortgaged but held by the Bank")
        lvl = level[s]
        if not 0 <= lvl <= HOTEL:
            fail(f"space {s} has building level {lvl}")
        if lvl and not IS_STREET[s]:
            fail(f"buildings on {s}, which is not a street")
        if lvl == HOTEL:
            hotels += 1
        else:
            houses += lvl
    if houses + game.houses_left != BANK_HOUSES or not 0 <= game.houses_left <= BANK_HOUSES:
        fail(f"houses not conserved: {houses} built + {game.houses_left} in the Bank")
    if hotels + game.hotels_left != BANK_HOTELS or not 0 <= game.hotels_left <= BANK_HOTELS:
        fail(f"hotels not conserved: {hotels} built + {game.hotels_left} in the Bank")
    for g in COLOUR_GROUPS:
        spaces = GROUP_SPACES[g]
        levels = [level[t] for t in spaces]
        if max(levels):
            holders = {owner[t] for t in spaces}
            if len(holders) != 1 or min(holders) < 0:
                fail(f"buildings on the {g} group, which one player does not hold whole")
            if any(mortgaged[t] for t in spaces):
                fail(f"buildings on the {g} group, which has a mortgaged street")
            if max(levels) - min(levels) > 1:
                fail(f"uneven building on the {g} group: {levels}")
    for k, deck in enumerate((game.chance_deck, game.chest_deck)):
        if not deck and game.goojf[k] == -1 and game.is_chance and game.decision == "shuffle":
            continue                           # MO-S2: not shuffled yet
        held = game.goojf[k]
        cards = list(deck) + ([GOOJF[("chance", "chest")[k]]] if held != -1 else [])
        if sorted(cards) != list(range(16)):
            fail(f"deck {k} holds {sorted(deck)} with the card held by {held}")
        if held != -1 and not (0 <= held < n and alive[held]):
            fail(f"a Get Out of Jail Free card is held by {held!r}")
    for seat in range(n):
        if not 0 <= game.pos[seat] < 40:
            fail(f"{game.players[seat]} is at {game.pos[seat]}")
        if game.jailed[seat] and game.pos[seat] != JAIL_SPACE:
            fail(f"{game.players[seat]} is jailed but not on the Jail space")
        if not alive[seat] and game._ledger.balances[seat] != 0:
            fail(f"bankrupt {game.players[seat]} still holds cash")
    for account in ("pot", "treasury"):
        if game.balance(account) < 0:
            fail(f"the {account} holds {game.balance(account)}")
    if game.treasury >= max(1, game.nalive) and not game.is_over:
        fail(f"the treasury holds {game.treasury} between steps: dividends are unpaid")
    if game.regime not in game.rules.regimes:
        fail(f"regime {game.regime!r}")


    if game.step_count % 29 == 0 and not game.is_over and not game.is_chance:
        check_legality_agrees(game)


def _probes(game) -> list:
    """Actions near the legal ones: every kind, with edge arguments of its type (spaces,
    decks, groups, names, amounts around the limits)."""
    amounts = {0, 1, -1}
    for action in game.legal_actions():
        if action[0] in ("bid", "cash"):
            amounts |= {action[1] - 1, action[1], action[1] + 1}
    spaces = sorted(set(range(0, 40, 4)) | set(PROPERTIES[::4]) | {
        a[1] for a in game.legal_actions() if len(a) == 2 and isinstance(a[1], int)})
    by_kind = {"bid": sorted(amounts), "cash": sorted(amounts),
               "use_card": ["chance", "chest", "x"], "give_card": ["chance", "chest"],
               "take_card": ["chance", "chest"], "sell_all": ["brown", "light_blue", "green"],
               "offer": list(game.players) + ["nobody"]}
    probes = []
    for kind in sorted(game.ACTION_KINDS):
        probes.append((kind,))
        probes += [(kind, arg) for arg in by_kind.get(kind, spaces)]
    return probes


def check_legality_agrees(game) -> None:
    """The rule set's fast checks (``_check_<kind>``, used by ``apply`` and ``is_legal``)
    accept exactly the listed legal actions, probed with every action kind and edge
    arguments."""
    frame = game._stack[-1]
    check = game._CHECK.get(frame[0])
    if check is None:
        return
    legal = set(game.legal_actions())
    for action in _probes(game):
        ok = bool(check(game, frame, action))
        if ok != (action in legal):
            raise ConformanceError(f"{game!r}: the check of {frame[0]} says {ok} for {action!r}, "
                                   f"but the action is{'' if action in legal else ' not'} listed")


RULE_CHECKS.setdefault("monopoly", check_monopoly)

_OPTIONS = (
    {},
    {"free_parking_pot": True},
    {"deal_all": True},
    {"land_value_tax": 50},
    {"income_tax_flat": True, "luxury_tax": 100},
    {"land_value_tax": 100, "free_parking_pot": True},
    {"regime": "single-tax", "deal_all": True},
    {"land_value_tax": 30, "regime": "landlord", "luxury_tax": 100},
)
_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal")
_STRATEGIES = ("cautious", "speculator", "improver", "trader", "random")


def _game(seed: int):
    """Game ``seed`` of the suite: a kind of game (bots, humans, mixed), options and size."""
    kind = seed % 4
    options = dict(_OPTIONS[seed % len(_OPTIONS)])
    if kind == 0:                              # strategic bots, every other game to its end
        count = 2 + (seed // 4) % 7
        options["max_rounds"] = 400 if seed % 8 == 0 else 12
        return landlords.new_game("monopoly", players=count, seed=seed, options=options), 0.0
    if kind == 1:                              # random human seats, 2 to 8 players
        count = 2 + seed % 7
        options["max_rounds"] = 5
        return landlords.new_game("monopoly", players=list(_NAMES[:count]), seed=seed,
                                  options=options), 0.01
    if kind == 2:                              # bots of every strategy, with switches
        count = 2 + (seed // 4) % 5
        bots = {name: _STRATEGIES[(seed + i) % len(_STRATEGIES)] for i, name in enumerate(_NAMES[:count])}
        options["max_rounds"] = 16
        return landlords.new_game("monopoly", players=list(_NAMES[:count]), bots=bots, seed=seed,
                                  options=options), 0.02
    count = 3 + seed % 3                       # humans beside bots
    bots = {name: _STRATEGIES[(seed + i) % 4] for i, name in enumerate(_NAMES[1:count])}
    options["max_rounds"] = 10
    return landlords.new_game("monopoly", players=list(_NAMES[:count]), bots=bots, seed=seed,
                              options=options), 0.005


CHUNK = 10
GAMES = 300


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_monopoly_games_keep_every_invariant(first):
    ended = 0
    for seed in range(first, first + CHUNK):
        game, switch_prob = _game(seed)
        stats = random_play(game, rng_seed=seed, switch_prob=switch_prob)
        assert game.is_over and stats.replays >= 1
        ended += game.outcome.termination.value == "last_standing"
    assert ended >= 0


def test_monopoly_checks_catch_a_broken_state():
    game = landlords.new_game("monopoly", players=2, seed=1, record_events=False)
    game.play(max_steps=30)
    check_monopoly(game)
    game.houses_left -= 1
    with pytest.raises(ConformanceError, match="houses not conserved"):
        check_monopoly(game)


def test_monopoly_bots_finish_most_games():
    outcomes = [landlords.new_game("monopoly", players=4, seed=s, record_events=False).play()
                for s in range(30)]
    won = sum(1 for o in outcomes if not o.capped)
    assert won >= 24, [o.termination.value for o in outcomes]
    assert all(o.winner in ("Ann", "Bob", "Cy", "Dee") or o.capped for o in outcomes)


def test_monopoly_board_data_is_read_whole():
    assert len(PROPERTIES) == 28 and len(BOARD.chance) == 16 and len(BOARD.chest) == 16
