"""Monopoly's frames (the work on a game's stack) and the small records they carry.

Every frame kind is declared here once, with its fields; rules, bots, checks and views
build and read frames by name (``frame.space``), never by position.  Decisions are owned
by the player in ``seat``; chance nodes and tasks that belong to nobody carry
:data:`NOBODY`.

* decisions: ``turn``, ``buy``, ``bid``, ``place``, ``income_tax``, ``receive``,
  ``raise``, ``compose``, ``amount``, ``respond``;
* chance: ``shuffle``, ``deal``, ``dice`` (and the engine's ``order`` throws);
* tasks: ``next``, ``jail_move``, ``settle``, ``raise_again``, ``bank_sale``,
  ``pay_each``, ``collect_each``.

A trade offer (:class:`Offer`) and a payment due (:class:`Due`) are named tuples too; an
offer also travels in the ``offer`` events.
"""

from __future__ import annotations

from functools import cache
from typing import Any, NamedTuple

from landlords.engine.frames import SeatFields, frame_type, typed_frame

#: The seat of chance nodes and tasks that belong to no player.
NOBODY = -1
#: The owner of a deed the Bank holds.
BANK_OWNED = -1
#: What a ``dice`` frame's ``space`` holds when the throw is not for a utility's rent.
NO_SPACE = -1

# The phases of a turn: manage property then throw, or manage property then end it.
PRE, POST = "pre", "post"
# What a throw of the dice is for.
MOVE, JAIL_THROW, UTILITY_THROW = "move", "jail", "utility"
# What an auction sells.
DEED, HOUSE, HOTEL_BUILDING = "deed", "house", "hotel"


class Due(NamedTuple):
    """A payment owed: ``amount`` to account ``account`` (an index) for ``reason``."""

    account: int
    amount: int
    reason: str


class Offer(NamedTuple):
    """A trade proposed by ``proposer`` to ``to`` (seats).

    ``give``/``take``: the deeds the proposer gives and asks for; ``cards_give``/
    ``cards_take``: the decks whose Get Out of Jail Free card he gives and asks for;
    ``cash``: paid by the proposer when positive, to him when negative.
    """

    proposer: int
    to: int
    give: tuple
    take: tuple
    cards_give: tuple
    cards_take: tuple
    cash: int


# ---------------------------------------------------------------------- the fields of the frames read most
# The frames a game reads at most steps declare their fields with their types, and are
# made from them (engine.frames.typed_frame): rules and bots annotate them so
# (``frame: TurnFields``), which the compiled build reads as a tuple's items.


class TurnFields(NamedTuple):
    """The fields of a :data:`Turn` frame."""

    kind: str
    seat: int
    phase: str
    doubles: int


class BuyFields(NamedTuple):
    """The fields of a :data:`Buy` frame."""

    kind: str
    seat: int
    space: int


class BidFields(NamedTuple):
    """The fields of a :data:`Bid` frame."""

    kind: str
    seat: int
    space: int
    high: int
    high_bidder: int
    active: tuple[int, ...]
    purpose: str
    starter: int


#: The fields of a :data:`Raise` (and a :data:`RaiseAgain`) frame: its seat alone.
RaiseFields = SeatFields


class ComposeFields(NamedTuple):
    """The fields of a :data:`Compose` frame."""

    kind: str
    seat: int
    to: int
    give: tuple[int, ...]
    take: tuple[int, ...]
    cards_give: tuple[str, ...]
    cards_take: tuple[str, ...]
    cash: int | None


class DiceFields(NamedTuple):
    """The fields of a :data:`Dice` frame."""

    kind: str
    seat: int
    purpose: str
    doubles: int
    space: int
    multiplier: int


class NextFields(NamedTuple):
    """The fields of a :data:`Next` frame."""

    kind: str
    seat: int
    doubles: int
    double: bool


class SettleFields(NamedTuple):
    """The fields of a :data:`Settle` frame."""

    kind: str
    seat: int
    dues: tuple[Due, ...]
    space: Any


# ---------------------------------------------------------------------- decisions
#: The turn of ``seat``: before his throw (``phase`` PRE) or after it (POST); ``doubles``
#: thrown so far in it.
Turn = typed_frame("turn", TurnFields)
#: Buy the deed of ``space`` at its price, or decline it (it is auctioned).
Buy = typed_frame("buy", BuyFields)
#: ``seat`` bids in an auction of ``space`` (``purpose``: a deed, a house or a hotel):
#: ``high`` by ``high_bidder`` so far; ``active`` the circle still in; ``starter`` the
#: player who started it.
Bid = typed_frame("bid", BidFields)
#: The winner of a building auction chooses a street his bid ``price`` covers.
Place = frame_type("place", "purpose", "price")
#: Income Tax: the flat amount or a percent of total worth.
IncomeTax = frame_type("income_tax")
#: A mortgaged deed received: lift the mortgage now or pay the interest.
Receive = frame_type("receive", "space")
#: Raise money for the debt being settled below (sell, mortgage, trade or give up).
Raise = typed_frame("raise", RaiseFields)
#: An offer being composed by ``seat`` for ``to`` (``cash`` None until it is added).
Compose = typed_frame("compose", ComposeFields)
#: The cash of the offer being composed.
CashAmount = frame_type("amount", "to", "give", "take", "cards_give", "cards_take")
#: ``seat`` accepts or declines ``offer``.
Respond = frame_type("respond", "offer")

# ---------------------------------------------------------------------- chance
#: The two decks are shuffled (MO-S2).
Shuffle = frame_type("shuffle")
#: Every deed is dealt (MO-V2).
Deal = frame_type("deal")
#: ``seat`` throws the dice (``purpose``: MOVE, JAIL_THROW or UTILITY_THROW), with
#: ``doubles`` thrown so far this turn; for a utility's rent set by a card, ``space`` is
#: the utility and ``multiplier`` the card's multiple of the throw (else NO_SPACE and 0).
Dice = typed_frame("dice", DiceFields)

# ---------------------------------------------------------------------- tasks
#: After the space's action: throw again after a double (``double``), or end the throwing.
Next = typed_frame("next", NextFields)
#: After the third failed throw in Jail and the fine: move by ``total``.
JailMove = frame_type("jail_move", "total")
#: Pay ``dues`` (a tuple of :class:`Due`) for ``space`` once the money is raised.
Settle = typed_frame("settle", SettleFields)
#: Ask again whether the debt is raised (after an offer made while raising it).
RaiseAgain = typed_frame("raise_again", RaiseFields)
#: The Bank auctions ``spaces`` one by one (a player was bankrupt to it).
BankSale = frame_type("bank_sale", "spaces")
#: ``seat`` pays ``amount`` to each of ``others`` in turn (a card).
PayEach = frame_type("pay_each", "others", "amount")
#: Each of ``others`` in turn pays ``amount`` to ``seat`` (a card).
CollectEach = frame_type("collect_each", "others", "amount")


# ---------------------------------------------------------------------- the frames of every turn
class TurnFrames(NamedTuple):
    """The frames every turn pushes, built once for a number of players (frames are
    immutable, so one value serves every game; building a frame costs far more than
    looking one up, and a turn pushes four).  A named tuple, as it is read at every step.

    ``pre[seat][doubles]`` and ``post[seat]``: the turn before and after the throw;
    ``move[seat][doubles]`` and ``jail[seat][doubles]``: the throw, free or in Jail;
    ``next[seat][doubles]``: what follows a throw (a double when ``doubles`` > 0).
    ``doubles`` runs from 0 to one less than the double that sends a player to Jail.
    """

    pre: tuple
    post: tuple
    move: tuple
    jail: tuple
    next: tuple


@cache
def turn_frames(players: int, doubles_to_jail: int) -> TurnFrames:
    """The :class:`TurnFrames` of a game of ``players`` (see there)."""
    seats, doubles = range(players), range(doubles_to_jail)
    return TurnFrames(
        pre=tuple(tuple(Turn(seat, PRE, d) for d in doubles) for seat in seats),
        post=tuple(Turn(seat, POST, 0) for seat in seats),
        move=tuple(tuple(Dice(seat, MOVE, d, NO_SPACE, 0) for d in doubles) for seat in seats),
        jail=tuple(tuple(Dice(seat, JAIL_THROW, d, NO_SPACE, 0) for d in doubles) for seat in seats),
        next=tuple(tuple(Next(seat, d, d > 0) for d in doubles) for seat in seats))


__all__ = ["BidFields", "BuyFields", "ComposeFields", "DiceFields", "NextFields", "RaiseFields",
           "SettleFields", "TurnFields", "BANK_OWNED", "DEED", "HOTEL_BUILDING", "HOUSE", "JAIL_THROW", "MOVE", "NOBODY", "NO_SPACE",
           "POST", "PRE", "UTILITY_THROW", "BankSale", "Bid", "Buy", "CashAmount", "CollectEach",
           "Compose", "Deal", "Dice", "Due", "IncomeTax", "JailMove", "Next", "Offer", "PayEach",
           "Place", "Raise", "RaiseAgain", "Receive", "Respond", "Settle", "Shuffle", "Turn", "TurnFrames", "turn_frames"]
