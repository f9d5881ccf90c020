"""The Landlord's Game's own invariants, checked at every step by the conformance kit.

Each card has one holder, and the counts kept beside the holdings (cards, lots, houses
per player) agree with them; positions, luxuries, the trust and the loans are sound.
No card under sale is public, and the Treasury has paid for each public card exactly
once (ST-6): a card bought twice, bought by a player while public, or made public while
on offer breaks one of the two.  The board's facts are read from the game's data.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError

from .frames import PACK, PUBLIC, cards_under_sale


def _fail(game, message: str) -> None:
    raise ConformanceError(f"{game!r}: {message}")


def check_landlords(game) -> None:
    """landlords-1906: each card has one holder and the counts kept beside it agree."""
    data = game.data
    size = data.size
    cards, is_lot = data.card_set, data.is_lot
    n = game.n
    holders = set(range(n)) | {PACK, PUBLIC}
    owner, houses, hown = game.owner, game.houses, game.hown
    if len(owner) != size:
        _fail(game, f"owner table has {len(owner)} entries, not {size}")
    ncards, nlots, nhouses = [0] * n, [0] * n, [0] * n
    for s in range(size):
        holder = owner[s]
        if s not in cards:
            if holder != PACK:
                _fail(game, f"space {s} is not a card but is held by {holder}")
            continue
        if holder not in holders:
            _fail(game, f"card {s} has holder {holder!r}")
        if holder >= 0:
            ncards[holder] += 1
            nlots[holder] += is_lot[s]
        if houses[s] < 0:
            _fail(game, f"space {s} has {houses[s]} houses")
        if houses[s]:
            if not is_lot[s]:
                _fail(game, f"houses stand on space {s}, which is not a lot")
            if not 0 <= hown[s] < n:
                _fail(game, f"{houses[s]} houses on space {s} belong to {hown[s]!r}")
            nhouses[hown[s]] += houses[s]
            if game.advanced and houses[s] > data.house_cap:
                _fail(game, f"{houses[s]} houses on space {s} (LG-A1 allows {data.house_cap})")
    if ncards != list(game.ncards):
        _fail(game, f"cards counted per player {game.ncards} but held {ncards}")
    if nlots != list(game.nlots):
        _fail(game, f"lots counted per player {game.nlots} but held {nlots}")
    if nhouses != list(game.nhouses):
        _fail(game, f"houses counted per player {game.nhouses} but built {nhouses}")
    for seat in range(n):
        if not 0 <= game.pos[seat] < size + len(data.opportunities):
            _fail(game, f"{game.players[seat]} is at position {game.pos[seat]}")
        if game.lux[seat] < 0:
            _fail(game, f"{game.players[seat]} holds {game.lux[seat]} luxuries")
    if game.trust is not None and {owner[r] for r in data.railroads} != set(game.trust):
        _fail(game, f"a trust {game.trust} but the railroads are held by "
                    f"{[owner[r] for r in data.railroads]}")
    for loan in game.loans:
        if not (0 <= loan.lender < n and 0 <= loan.borrower < n and loan.lender != loan.borrower):
            _fail(game, f"loan {loan} between bad seats")
        if loan.owed <= 0:
            _fail(game, f"loan {loan} owes nothing but is still open")
        if loan.pledge >= 0 and owner[loan.pledge] != loan.borrower:
            _fail(game, f"loan {loan} pledges card {loan.pledge}, which its borrower does not hold")
    if game.regime not in game.rules.regimes:
        _fail(game, f"regime {game.regime!r}")
    check_public_works(game)


def check_public_works(game) -> None:
    """ST-6: no card under sale is public, and the Treasury paid once for each public card.

    A card dealt, auctioned or offered is held by nobody (dealt, auctioned) or by a
    player (offered), never by the public.  The Treasury's ``public_purchase`` payments
    add up to one ``public_step`` for every public card: a card the Treasury bought twice,
    or one a player bought back from the public, breaks the sum for the rest of the game.
    """
    owner = game.owner
    for s in cards_under_sale(game.frames):
        if owner[s] == PUBLIC:
            _fail(game, f"card {s} ({game.data.names[s]}) is under sale but was made public (ST-6)")
    public = sum(1 for holder in owner if holder == PUBLIC)
    paid = game.total_paid("treasury", ("public_purchase",))
    step = game.data.public_step
    if paid != step * public:
        _fail(game, f"the Treasury paid ${paid} to buy lines for the public, but the public "
                    f"holds {public} of them at ${step} each: a card was bought twice or left "
                    f"the public (ST-6)")
