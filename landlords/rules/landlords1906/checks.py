"""The Landlord's Game's own invariants, checked at every step by the conformance kit.

Each card has one holder, and the counts kept beside the holdings (cards, lots, houses
per player) agree with them; positions, luxuries, the trust and the loans are sound.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError

from .game import CARD_SPACES, IS_LOT, PACK, PUBLIC, RAILROADS


def _fail(game, message: str) -> None:
    raise ConformanceError(f"{game!r}: {message}")


def check_landlords(game) -> None:
    """landlords-1906: each card has one holder and the counts kept beside it agree."""
    cards = frozenset(CARD_SPACES)
    n = game.n
    holders = set(range(n)) | {PACK, PUBLIC}
    owner, houses, hown = game.owner, game.houses, game.hown
    if len(owner) != 40:
        _fail(game, f"owner table has {len(owner)} entries, not 40")
    ncards, nlots, nhouses = [0] * n, [0] * n, [0] * n
    for s in range(40):
        holder = owner[s]
        if s not in cards:
            if holder != PACK:
                _fail(game, f"space {s} is not a card but is held by {holder}")
            continue
        if holder not in holders:
            _fail(game, f"card {s} has holder {holder!r}")
        if holder >= 0:
            ncards[holder] += 1
            nlots[holder] += IS_LOT[s]
        if houses[s] < 0:
            _fail(game, f"space {s} has {houses[s]} houses")
        if houses[s]:
            if not IS_LOT[s]:
                _fail(game, f"houses stand on space {s}, which is not a lot")
            if not 0 <= hown[s] < n:
                _fail(game, f"{houses[s]} houses on space {s} belong to {hown[s]!r}")
            nhouses[hown[s]] += houses[s]
            if game.advanced and houses[s] > 3:
                _fail(game, f"{houses[s]} houses on space {s} (LG-A1 allows 3)")
    if ncards != list(game.ncards):
        _fail(game, f"cards counted per player {game.ncards} but held {ncards}")
    if nlots != list(game.nlots):
        _fail(game, f"lots counted per player {game.nlots} but held {nlots}")
    if nhouses != list(game.nhouses):
        _fail(game, f"houses counted per player {game.nhouses} but built {nhouses}")
    for seat in range(n):
        if not 0 <= game.pos[seat] < 44:
            _fail(game, f"{game.players[seat]} is at position {game.pos[seat]}")
        if game.lux[seat] < 0:
            _fail(game, f"{game.players[seat]} holds {game.lux[seat]} luxuries")
    if game.trust is not None and {owner[r] for r in RAILROADS} != set(game.trust):
        _fail(game, f"a trust {game.trust} but the railroads are held by "
                        f"{[owner[r] for r in RAILROADS]}")
    for loan in game.loans:
        if not (0 <= loan[1] < n and 0 <= loan[2] < n and loan[1] != loan[2]):
            _fail(game, f"loan {loan} between bad seats")
        if loan[4] <= 0:
            _fail(game, f"loan {loan} owes nothing but is still open")
        if loan[6] >= 0 and owner[loan[6]] != loan[2]:
            _fail(game, f"loan {loan} pledges card {loan[6]}, which its borrower does not hold")
    if game.regime not in game.rules.regimes:
        _fail(game, f"regime {game.regime!r}")
