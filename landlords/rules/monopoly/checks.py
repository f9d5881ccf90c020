"""Monopoly's own invariants, checked at every step by the conformance kit.

Each deed has one holder, the 32 houses and 12 hotels are conserved, buildings stand
evenly on whole, unmortgaged groups, the two decks hold their 16 cards each, bankrupt
players hold nothing, and the treasury pays out its dividends between steps.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError

from .board import (
    BANK_HOTELS,
    BANK_HOUSES,
    COLOUR_GROUPS,
    GOOJF,
    GROUP_SPACES,
    HOTEL,
    IS_PROPERTY,
    IS_STREET,
    JAIL_SPACE,
)


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
        if not alive[seat] and game.balances[seat] != 0:
            fail(f"bankrupt {game.players[seat]} still holds cash")
    for account in ("pot", "treasury"):
        if game.balance(account) < 0:
            fail(f"the {account} holds {game.balance(account)}")
    if game.treasury >= max(1, game.nalive) and not game.is_over:
        fail(f"the treasury holds {game.treasury} between steps: dividends are unpaid")
    if game.regime not in game.rules.regimes:
        fail(f"regime {game.regime!r}")
