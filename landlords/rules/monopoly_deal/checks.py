"""Monopoly Deal's own invariants, checked at every step by the conformance kit.

Each card is in exactly one place (the draw pile list agrees with the cards marked as in
it), cards in hands, banks and on tables have a holder, only property cards and buildings
are on a table and each counts for one of its colours, every player's ledger balance
equals the value of his bank, and the ``deck`` account balances them.  The sets kept under
``tables_key`` are what the tables now give: a change of a table that did not renew the
token shows up here, and so do seat lists (``in_hand``, ``in_bank``, ``on_table``) that
fell out of step with where the cards are.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError

from .actions import Hotel, House
from .data import ACTION, MONEY, PROPERTY, RENT, WILD
from .state import BANK, DISCARD, HAND, NOBODY, PILE, TABLE


def check_deal(game) -> None:
    """Monopoly Deal's invariants of one state; raises :class:`ConformanceError`."""
    def fail(message):
        raise ConformanceError(f"{game!r}: {message}")

    data, n = game.data, game.n
    cards = range(data.n_cards)
    if sorted(game.pile) != [c for c in cards if game.zone[c] == PILE]:
        fail("the draw pile list and the cards marked as in it differ")
    if len(set(game.pile)) != len(game.pile):
        fail("a card is twice in the draw pile")
    banks = [0] * n
    for c in cards:
        zone, holder, colour = game.zone[c], game.holder[c], game.colour[c]
        if zone in (PILE, DISCARD):
            if holder != NOBODY or colour:
                fail(f"card {c} in the pile or discards has holder {holder} colour {colour!r}")
        elif zone in (HAND, BANK, TABLE):
            if not 0 <= holder < n:
                fail(f"card {c} in zone {zone} has holder {holder}")
            if zone == BANK:
                if data.kind[c] not in (MONEY, ACTION, RENT):
                    fail(f"card {c} ({data.label[c]}) is in a bank")
                banks[holder] += data.value[c]
            if zone == TABLE:
                if data.kind[c] in (PROPERTY, WILD):
                    if colour not in data.card_colours[c]:
                        fail(f"card {c} ({data.label[c]}) counts as {colour!r}")
                elif data.action[c] not in (House.KIND, Hotel.KIND):
                    fail(f"card {c} ({data.label[c]}) is on a table")
        else:
            fail(f"card {c} is in zone {zone}")
    balances = [game.balance(p) for p in game.players]
    if balances != banks:
        fail(f"ledger balances {balances} but banks hold {banks}")
    if game.balance("deck") != -sum(banks):
        fail("the deck account does not balance the banks")
    kept = game._set_index
    if kept is not None and kept.key is game.tables_key:
        groups: list[dict] = [{} for _ in range(n)]    # worked out afresh from the places
        for c in data.property_ids:
            if game.zone[c] == TABLE:
                groups[game.holder[c]].setdefault(game.colour[c], []).append(c)
        fresh = tuple({col: tuple(cards) for col, cards in mine.items()} for mine in groups)
        complete = tuple(sum(1 for col, cards in mine.items() if len(cards) >= data.set_size[col])
                         for mine in groups)
        if fresh != tuple(dict(mine) for mine in kept.groups) or complete != kept.complete:
            fail("a table changed but tables_key did not (the kept sets are stale)")
    for name, place in (("in_hand", HAND), ("in_bank", BANK), ("on_table", TABLE)):
        kept_lists = getattr(game, name)
        if kept_lists != [[c for c in cards if game.zone[c] == place and game.holder[c] == seat]
                          for seat in range(n)]:
            fail(f"{name} is out of step with the cards' places")
