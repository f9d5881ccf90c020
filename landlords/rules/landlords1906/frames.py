"""The named data of The Landlord's Game: its frames, loans and dues.

Every frame kind the rules push is declared here once (:func:`frame_type`), and so are
the values frames and events carry: what a payer owes (:class:`Due`) and a loan between
players (:class:`Loan`); the offers of LG-9 and LG-16 are in ``offers.py`` (named here
too).  All are named tuples, read by name (``frame.high``, ``loan.owed``,
``offer.price``); a changed one is a new one (``loan._replace(owed=50)``).  The frames
read on every turn (the turn, the dice, the opening purchases, a move, a bid) are made
from a named tuple of their fields with their types (:class:`TurnFields`...), which the
rules and bots read them as (``frame: TurnFields``): so the compiled build (issue 28)
reads ``frame.offers`` as a tuple's item, where it would otherwise look the name up.
Being immutable, the frames a seat pushes on every turn are built once per game
(:class:`SeatFrames`) and the dues a stop can cost are found by value (:data:`DUES`)
rather than built anew.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from landlords.engine.frames import frame_type, typed_frame

from .movement import MoveOption
from .offers import (  # noqa: F401 (the offers, named here as before issue 28)
    OFFERS,
    LoanRequest,
    LuxurySale,
    Purchase,
    Sale,
    Swap,
    TrustOffer,
    draft_fields,
    draft_length,
    make_offer,
    next_field,
)

#: The ``seat`` of frames that belong to no player (the deal), and the holder of a card
#: still in the pack.
PACK: Final = -1
#: The holder of a card the Treasury bought for the public (ST-6).
PUBLIC: Final = -2

# ---------------------------------------------------------------------- the frames read on every turn
class InitialFields(NamedTuple):
    """The fields of an :data:`Initial` frame."""

    kind: str
    seat: int
    cards: tuple[int, ...]


class TurnFields(NamedTuple):
    """The fields of a :data:`Turn` frame."""

    kind: str
    seat: int
    offers: int
    proposed: int


class DiceFields(NamedTuple):
    """The fields of a :data:`Dice` frame."""

    kind: str
    seat: int
    purpose: str


class MoveFields(NamedTuple):
    """The fields of a :data:`Move` frame."""

    kind: str
    seat: int
    count: int
    origin: int
    options: tuple[MoveOption, ...]


class BidFields(NamedTuple):
    """The fields of a :data:`Bid` frame."""

    kind: str
    seat: int
    space: int
    starter: int
    floor: int
    high: int
    high_bidder: int
    active: tuple[int, ...]
    purpose: str


# ---------------------------------------------------------------------- frames
#: LG-1: chance deals the green cards.
Deal = frame_type("deal")
#: LG-1: the player may buy any of ``cards`` dealt to him.
Initial = typed_frame("initial", InitialFields)
#: The start of a turn: ``offers`` made so far (LG-16), whether he ``proposed`` a vote.
Turn = typed_frame("turn", TurnFields)
#: Chance throws the dice for ``purpose``: ``"move"``, ``"jail"`` (LG-6) or ``"spec"`` (LG-8).
Dice = typed_frame("dice", DiceFields)
#: LG-2, LG-17: the player chooses one of ``options`` (:class:`MoveOption`) for ``count``.
Move = typed_frame("move", MoveFields)
#: LG-8: go on to Speculation by ``option``, or stay.
Speculate = frame_type("speculate", "count", "origin", "option")
#: LG-13: buy a luxury, or move ``count`` back from ``origin``.
Luxury = frame_type("luxury", "origin", "count")
#: LG-7: once the auction of ``space`` is over, the stopper pays what it demands.
AfterSale = frame_type("after_sale", "space")
#: LG-8: the speculator's throw, once the ante is paid.
SpecThrow = frame_type("spec_throw")
#: LG-11: chance draws a red card for the player.
Card = frame_type("card")
#: LG-6: the fine is paid after a third failed throw: out of Jail, moving ``count``.
JailOut = frame_type("jail_out", "count")
#: LG-12: pay ``dues`` (:class:`Due` values) for ``space`` once the money is raised.
Settle = frame_type("settle", "dues", "space")
#: LG-7, ST-4: an open auction of ``space``; ``active`` are still in; ``purpose`` is
#: ``"sale"`` or ``"privilege"``.
Bid = typed_frame("bid", BidFields)
#: LG-7: the stopper's first option on ``space`` at ``price``.
FirstOption = frame_type("option", "space", "price", "high_bidder", "purpose")
#: LG-16: an offer being composed; ``what`` is its kind, ``draft`` its values so far.
Compose = frame_type("compose", "what", "draft")
#: LG-9, LG-16: the player accepts or declines ``offer``.
Respond = frame_type("respond", "offer")
#: LG-12: he must raise ``owed`` by selling or borrowing (``offers`` made so far).
Raise = frame_type("raise", "owed", "offers")
#: ST (option ``vote``): the voter's vote on ``regime``; ``rest`` vote after him.
Vote = frame_type("vote", "regime", "proposer", "rest")
#: ST-8: he chooses a natural opportunity to work.
Opportunity = frame_type("opportunity")
#: ST-4: after paying the land rent of ``space``, he may be offered to build there.
BuildOffer = frame_type("build_offer", "space")
#: ST-4: he may build a house on the unimproved lot ``space``.
BuildHere = frame_type("build_here", "space")


class SeatFrames(NamedTuple):
    """The frames one seat pushes on every turn, built once per game (frames are
    immutable, so one value serves every turn; building one costs more than reading it)."""

    turn: tuple             # Turn(seat, 0, 0): the start of his turn
    throw: tuple            # Dice(seat, "move")
    jail_throw: tuple       # Dice(seat, "jail")


def seat_frames(seat: int) -> SeatFrames:
    """The :class:`SeatFrames` of ``seat``."""
    return SeatFrames(Turn(seat, 0, 0), Dice(seat, "move"), Dice(seat, "jail"))


# ---------------------------------------------------------------------- money owed and lent
class Due(NamedTuple):
    """An amount a payer owes to ``account`` (an index of the ledger) for ``reason``."""

    account: int
    amount: int
    reason: str


class _Dues(dict):
    """Every distinct :class:`Due` built so far, found by its values."""

    def __missing__(self, values) -> Due:
        due = self[values] = Due._make(values)
        return due


#: ``DUES[account, amount, reason]``: the :class:`Due` of those values, built once.  What
#: a stop on a space costs is one of a few hundred different dues, worked out on every
#: stop and for every move a bot weighs; finding one is cheaper than building it.
DUES = _Dues()

#: The pledge of a loan secured on the borrower's future wages.
WAGES_PLEDGE: Final = -1


class Loan(NamedTuple):
    """A loan between players (LG-16).

    ``due`` is the borrower's turn count at which it falls due; ``pledge`` a card's space
    or :data:`WAGES_PLEDGE`; ``garnished`` is 1 once the lender takes his wages.
    """

    id: int
    lender: int
    borrower: int
    principal: int
    owed: int
    due: int
    pledge: int
    garnished: int


# ---------------------------------------------------------------------- cards under sale (ST-6)
#: The fields of an offer that name a card, by the offer's kind (a pledge of wages is -1).
OFFER_CARDS = {"sell": ("space",), "ask": ("space",), "swap": ("mine", "theirs"),
               "borrow": ("pledge",), "luxury": (), "trust": ()}


def cards_under_sale(frames) -> set[int]:
    """The cards a sale still open on the stack ``frames`` is about (ST-6 waits for them).

    A card is under sale while it is dealt to a player who has not yet decided on it
    (``initial``, LG-1), auctioned (``bid`` and ``option`` of a sale, and the stopper's
    ``after_sale``, LG-7), or named in an offer between players being composed or answered
    (sold, asked for, swapped or pledged, LG-16).
    """
    cards = set()
    for frame in frames:
        kind = frame.kind
        if kind == "initial":
            cards.update(frame.cards)
        elif kind in ("bid", "option"):
            if frame.purpose == "sale":
                cards.add(frame.space)
        elif kind == "after_sale":
            cards.add(frame.space)
        elif kind == "compose":
            draft = draft_fields(frame.what, frame.draft)
            cards.update(draft[name] for name in OFFER_CARDS[frame.what] if name in draft)
        elif kind == "respond":
            offer = frame.offer
            cards.update(getattr(offer, name) for name in OFFER_CARDS[offer.kind])
    cards.discard(WAGES_PLEDGE)
    return cards
