"""The offers between players of The Landlord's Game (LG-9, LG-16), and their drafts.

Each kind of offer is a named tuple, read by name (``offer.price``), whose first two
fields are ``kind`` and ``proposer``.  An offer is composed in a few small decisions
(``trades.py``): the composing frame (``frames.Compose``) holds the offer's kind
(``what``) and the values chosen so far (``draft``), in the order of the offer's fields
after those two.  :func:`next_field` says what a draft asks for next, :func:`draft_fields`
reads it by name, :func:`draft_length` says when it is complete and :func:`make_offer`
makes the offer of it.  (``frames.py``, their home before issue 28, still names them.)
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, NamedTuple


class Sale(NamedTuple):
    """The proposer offers his card ``space`` to ``buyer`` at ``price``."""

    kind: str
    proposer: int
    space: int
    buyer: int
    price: int


class LuxurySale(NamedTuple):
    """The proposer offers a luxury card to ``buyer`` at ``price``."""

    kind: str
    proposer: int
    buyer: int
    price: int


class Purchase(NamedTuple):
    """The proposer offers to buy another player's card ``space`` at ``price``."""

    kind: str
    proposer: int
    space: int
    price: int


class Swap(NamedTuple):
    """The proposer offers his card ``mine`` for another player's card ``theirs``."""

    kind: str
    proposer: int
    mine: int
    theirs: int


class LoanRequest(NamedTuple):
    """The proposer asks ``lender`` for ``amount`` at ``interest`` per cent for ``term``
    of his turns, pledging a card (its space) or ``frames.WAGES_PLEDGE``."""

    kind: str
    proposer: int
    lender: int
    amount: int
    interest: int
    term: int
    pledge: int


class TrustOffer(NamedTuple):
    """The proposer offers the other railroad owner to pool the four railroads (LG-9)."""

    kind: str
    proposer: int


#: Each offer's class by its kind (``offer.kind``, the composing frame's ``what``).
OFFERS: dict[str, Any] = {"sell": Sale, "luxury": LuxurySale, "ask": Purchase, "swap": Swap,
                          "borrow": LoanRequest, "trust": TrustOffer}


def draft_fields(what: str, draft: tuple) -> dict:
    """The values composed so far of an offer of kind ``what``, by field name."""
    return dict(zip(OFFERS[what]._fields[2:], draft))


def next_field(what: str, draft: tuple) -> str:
    """The field of an offer of kind ``what`` that its ``draft`` asks for next."""
    return OFFERS[what]._fields[2 + len(draft)]


def draft_length(what: str) -> int:
    """How many values complete the draft of an offer of kind ``what``."""
    return len(OFFERS[what]._fields) - 2


def make_offer(what: str, proposer: int, draft: tuple) -> Any:
    """The complete offer of kind ``what`` from its draft."""
    return OFFERS[what]._make((what, proposer) + draft)


__all__ = ["OFFERS", "LoanRequest", "LuxurySale", "Purchase", "Sale", "Swap", "TrustOffer",
           "draft_fields", "draft_length", "make_offer", "next_field"]
