"""Auctions: cards "For Sale" (LG-7, LG-8, LG-9) and building privileges (ST-4).

A card in the pack is auctioned when a player stops on its space.  The other players
bid in the order of play, starting at the stopper's left: each may bid (in steps of the
data's ``bid_step``, $5, never below the printed price, LG-1) or pass, and a player who
passes is out.  Bidding goes round until everyone but the highest bidder has passed.
Then the stopper has the *first option*: he may take the card at the highest bid (or at
the printed price if no one bid).  If he declines, the highest bidder takes it at his
bid; if no one bid, the card stays in the pack.  The price goes to the Public Treasury.

Under the single tax a player who wants to build on an unimproved lot must let the
others bid for the privilege (ST-4); the same auction runs with the data's
``privilege_floor`` ($5), a bidder must keep the price of the house beyond his bid, the
would-be builder has the first option, and the winning bid goes to the Treasury.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, Final

from landlords.engine.auction import (
    NO_BIDDER,
    bidder_actions,
    is_bidder_action,
    next_bidder,
    take_bid,
)
from landlords.engine.native import mypyc_attr

from .frames import AfterSale, Bid, BidFields, FirstOption
from .treasury import TreasuryRules

SALE: Final = "sale"
PRIVILEGE: Final = "privilege"


@mypyc_attr(allow_interpreted_subclasses=True)
class AuctionRules(TreasuryRules):
    """LG-7 and ST-4: the auctions of cards and of building privileges of
    :class:`~.game.LandlordsGame`."""

    def _start_sale(self, stopper: int, s: int) -> None:
        self.push(AfterSale(stopper, s))
        self._start_auction(stopper, s, self.data.price[s], SALE)

    def _start_auction(self, starter: int, s: int, floor: int, purpose: str) -> None:
        reserve = self._auction_reserve(purpose)
        bal = self.balances
        bidders = tuple(o for o in self.left[starter] if bal[o] >= floor + reserve)
        self.emit("auction", self.players[starter], s, floor, purpose)
        if bidders:
            self.push(Bid(bidders[0], s, starter, floor, 0, NO_BIDDER, bidders, purpose))
        else:
            self._auction_over(starter, s, floor, 0, NO_BIDDER, purpose)

    def _auction_reserve(self, purpose: str) -> int:
        """Cash a bidder must keep beyond his bid: the house itself for a privilege."""
        return self.data.house_price if purpose == PRIVILEGE else 0

    def _bid_range(self, frame: BidFields) -> tuple[int, int]:
        """The lowest and highest bid the bidder of ``frame`` may make now."""
        low = frame.floor if frame.high_bidder < 0 else frame.high + self.data.bid_step
        return low, self.balances[frame.seat] - self._auction_reserve(frame.purpose)

    def _legal_bid(self, frame: BidFields) -> list[tuple]:
        return bidder_actions(*self._bid_range(frame), self.data.bid_step)

    def _check_bid(self, frame: BidFields, action: Any) -> bool:
        return is_bidder_action(action, *self._bid_range(frame), self.data.bid_step)

    def _do_bid(self, frame: BidFields, action: Any) -> None:
        bidder, s, floor, purpose = frame.seat, frame.space, frame.floor, frame.purpose
        high, high_bidder, remaining = take_bid(self, bidder, s, action, frame.high,
                                                frame.high_bidder, frame.active)
        step = self.data.bid_step
        need = (floor if high_bidder < 0 else high + step) + self._auction_reserve(purpose)
        bal = self.balances
        asked, still = next_bidder(frame.active, bidder, remaining, high_bidder,
                                   lambda o: bal[o] >= need)
        if asked == NO_BIDDER:
            self._auction_over(frame.starter, s, floor, high, high_bidder, purpose)
        else:
            self.push(Bid(asked, s, frame.starter, floor, high, high_bidder, still, purpose))

    def _auction_over(self, starter, s, floor, high, high_bidder, purpose) -> None:
        if purpose == PRIVILEGE and high_bidder < 0:
            self._build(starter, s)                    # nobody bid: he simply builds
            return
        price = high if high_bidder >= 0 else floor
        if self.balances[starter] >= price + self._auction_reserve(purpose):
            self.push(FirstOption(starter, s, price, high_bidder, purpose))
        elif high_bidder >= 0:
            self._award(high_bidder, s, price, purpose)
        else:
            self.emit("no_sale", s)

    def _legal_option(self, frame):
        if self.balances[frame.seat] >= frame.price + self._auction_reserve(frame.purpose):
            return [("decline",), ("take", frame.price)]
        return [("decline",)]

    def _do_option(self, frame, action) -> None:
        seat, s, price = frame.seat, frame.space, frame.price
        if action[0] == "take":
            self._award(seat, s, price, frame.purpose)
            return
        self.emit("declined", self.players[seat], s, price)
        if frame.high_bidder >= 0:
            self._award(frame.high_bidder, s, price, frame.purpose)
        elif frame.purpose == SALE:
            self.emit("no_sale", s)

    def _award(self, winner: int, s: int, price: int, purpose: str) -> None:
        if purpose == PRIVILEGE:
            self.pay(winner, self.TREAS, price, "privilege", s)
            self._build(winner, s)
            return
        self.pay(winner, self.TREAS, price, "purchase", s)
        self._set_owner(s, winner)
        self.emit("bought", self.players[winner], s, price, "auction")


#: The old name of :class:`AuctionRules` (a mixin before issue 28), kept for one release.
AuctionMixin = AuctionRules
