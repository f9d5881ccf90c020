"""Monopoly's own invariants, checked at every step by the conformance kit.

Each deed has one holder, the Bank's houses and hotels (32 and 12 in the classic
edition) are conserved, buildings stand evenly on whole, unmortgaged groups, the two decks
hold all their cards, bankrupt players hold nothing, and the treasury pays out its
dividends between steps.  Every number is the edition's (``game.data``).  What is kept
under the game's ``holdings_key`` (the history's worth of holdings, the bots' holdings
views) is what the holdings now give: a change of holdings that did not renew the token
shows up here.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError

from .data import DECKS
from .frames import BANK_OWNED


def check_monopoly(game) -> None:
    """The Monopoly invariants of one state; raises :class:`ConformanceError`."""
    def fail(message):
        raise ConformanceError(f"{game!r}: {message}")

    data = game.data
    n, size = game.n, data.size
    alive = game.alive
    if game.nalive != sum(alive):
        fail(f"nalive {game.nalive} but {sum(alive)} players are in the game")
    owner, level, mortgaged = game.owner, game.level, game.mortgaged
    if len(owner) != size or len(level) != size or len(mortgaged) != size:
        fail(f"a space table does not have {size} entries")
    houses = hotels = 0
    for s in range(size):
        holder = owner[s]
        if not data.is_property[s]:
            if holder != BANK_OWNED or level[s] or mortgaged[s]:
                fail(f"space {s} is not a deed but has holder/buildings/mortgage")
            continue
        if holder != BANK_OWNED and not (0 <= holder < n and alive[holder]):
            fail(f"deed {s} is held by {holder!r}, not the Bank or a player in the game")
        if mortgaged[s] and holder == BANK_OWNED:
            fail(f"deed {s} is mortgaged but held by the Bank")
        lvl = level[s]
        if not 0 <= lvl <= data.hotel:
            fail(f"space {s} has building level {lvl}")
        if lvl and not data.is_street[s]:
            fail(f"buildings on {s}, which is not a street")
        if lvl == data.hotel:
            hotels += 1
        else:
            houses += lvl
    if houses + game.houses_left != data.bank_houses or not 0 <= game.houses_left <= data.bank_houses:
        fail(f"houses not conserved: {houses} built + {game.houses_left} in the Bank")
    if hotels + game.hotels_left != data.bank_hotels or not 0 <= game.hotels_left <= data.bank_hotels:
        fail(f"hotels not conserved: {hotels} built + {game.hotels_left} in the Bank")
    for g in data.colour_groups:
        spaces = data.group_spaces[g]
        levels = [level[t] for t in spaces]
        if max(levels):
            holders = {owner[t] for t in spaces}
            if len(holders) != 1 or min(holders) < 0:
                fail(f"buildings on the {g} group, which one player does not hold whole")
            if any(mortgaged[t] for t in spaces):
                fail(f"buildings on the {g} group, which has a mortgaged street")
            if max(levels) - min(levels) > 1:
                fail(f"uneven building on the {g} group: {levels}")
    for k, (deck, cards) in enumerate(zip(DECKS, (game.chance_deck, game.chest_deck))):
        held = game.goojf[k]
        if not cards and held == BANK_OWNED and game.is_chance and game.decision == "shuffle":
            continue                           # MO-S2: not shuffled yet
        whole = list(cards) + ([data.goojf[k]] if held != BANK_OWNED else [])
        if sorted(whole) != list(range(len(data.deck(deck)))):
            fail(f"the {deck} deck holds {sorted(cards)} with the card held by {held}")
        if held != BANK_OWNED and not (0 <= held < n and alive[held]):
            fail(f"a Get Out of Jail Free card is held by {held!r}")
    for seat in range(n):
        if not 0 <= game.pos[seat] < size:
            fail(f"{game.players[seat]} is at {game.pos[seat]}")
        if game.jailed[seat] and game.pos[seat] != data.jail_space:
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
    key = game.holdings_key
    seen = game._holdings_seen
    if seen is not None and seen[0] is key and seen[1] != game._work_out_holdings():
        fail("the holdings changed but holdings_key did not (kept worth of holdings is stale)")
    for seat, bot in game._bots.items():
        view = getattr(bot, "_views", {}).get((key, seat))
        if view is not None and view != bot._work_out_view(game, seat):
            fail(f"the holdings changed but holdings_key did not ({game.players[seat]}'s view is stale)")
