"""Monopoly Deal's own invariants, checked at every step by the conformance kit.

Each of the 106 cards is in exactly one place (the draw pile list agrees with the cards
marked as in it), cards in hands, banks and on tables have a holder, only property cards
and buildings are on a table and each counts for one of its colours, every player's
ledger balance equals the value of his bank, and the ``deck`` account balances them.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError

from . import deck as D
from .game import BANK, DISCARD, HAND, PILE, TABLE


def check_deal(game) -> None:
    """Monopoly Deal's invariants of one state; raises :class:`ConformanceError`."""
    def fail(message):
        raise ConformanceError(f"{game!r}: {message}")

    n = game.n
    if sorted(game.pile) != [c for c in range(D.N_CARDS) if game.zone[c] == PILE]:
        fail("the draw pile list and the cards marked as in it differ")
    if len(set(game.pile)) != len(game.pile):
        fail("a card is twice in the draw pile")
    banks = [0] * n
    for c in range(D.N_CARDS):
        zone, holder, colour = game.zone[c], game.holder[c], game.colour[c]
        if zone in (PILE, DISCARD):
            if holder != -1 or colour:
                fail(f"card {c} in the pile or discards has holder {holder} colour {colour!r}")
        elif zone in (HAND, BANK, TABLE):
            if not 0 <= holder < n:
                fail(f"card {c} in zone {zone} has holder {holder}")
            if zone == BANK:
                if D.KIND[c] not in (D.MONEY, D.ACTION, D.RENT):
                    fail(f"card {c} ({D.NAME[c]}) is in a bank")
                banks[holder] += D.VALUE[c]
            if zone == TABLE:
                if D.KIND[c] in (D.PROPERTY, D.WILD):
                    if colour not in D.CARD_COLOURS[c]:
                        fail(f"card {c} ({D.NAME[c]}) counts as {colour!r}")
                elif D.ACTION_OF[c] not in ("house", "hotel"):
                    fail(f"card {c} ({D.NAME[c]}) is on a table")
        else:
            fail(f"card {c} is in zone {zone}")
    balances = [game.balance(p) for p in game.players]
    if balances != banks:
        fail(f"ledger balances {balances} but banks hold {banks}")
    if game.balance("deck") != -sum(banks):
        fail("the deck account does not balance the banks")
