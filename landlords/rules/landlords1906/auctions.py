"""Auctions: cards "For Sale" (LG-7, LG-8, LG-9) and building privileges (ST-4).

A card in the pack is auctioned when a player stops on its space.  The other players
bid in the order of play, starting at the stopper's left: each may bid (in steps of $5,
never below the printed price, LG-1) or pass, and a player who passes is out.  Bidding
goes round until everyone but the highest bidder has passed.  Then the stopper has the
*first option*: he may take the card at the highest bid (or at the printed price if no
one bid).  If he declines, the highest bidder takes it at his bid; if no one bid, the
card stays in the pack.  The price goes to the Public Treasury.

Under the single tax a player who wants to build on an unimproved lot must let the
others bid for the privilege (ST-4); the same auction runs with a floor of $5, the
would-be builder has the first option, and the winning bid goes to the Treasury.
"""

from __future__ import annotations

from landlords.engine.auction import (
    NO_BIDDER,
    OpenAuctionMixin,
    bidder_actions,
    is_bidder_action,
    next_bidder,
)

BID_STEP = 5
SALE, PRIVILEGE = "sale", "privilege"


class AuctionMixin(OpenAuctionMixin):
    """LG-7 auctions and ST-4 privilege auctions for :class:`LandlordsGame`."""

    def _start_sale(self, stopper: int, s: int) -> None:
        self.push(("after_sale", stopper, s))
        self._start_auction(stopper, s, self.board.spaces[s].price, SALE)

    def _start_auction(self, starter: int, s: int, floor: int, purpose: str) -> None:
        reserve = self._auction_reserve(purpose)
        bal = self.balances
        bidders = tuple(o for o in self.left[starter] if bal[o] >= floor + reserve)
        self.emit("auction", self.players[starter], s, floor, purpose)
        if bidders:
            self.push(("bid", bidders[0], s, starter, floor, 0, NO_BIDDER, bidders, purpose))
        else:
            self._auction_over(starter, s, floor, 0, NO_BIDDER, purpose)

    @staticmethod
    def _auction_reserve(purpose: str) -> int:
        """Cash a bidder must keep beyond his bid: the house itself for a privilege."""
        return 100 if purpose == PRIVILEGE else 0

    def _bid_range(self, frame) -> tuple[int, int]:
        floor, high, high_bidder = frame[4], frame[5], frame[6]
        low = floor if high_bidder < 0 else high + BID_STEP
        return low, self.balances[frame[1]] - self._auction_reserve(frame[8])

    def _legal_bid(self, frame):
        return bidder_actions(*self._bid_range(frame), BID_STEP)

    def _check_bid(self, frame, action) -> bool:
        return is_bidder_action(action, *self._bid_range(frame), BID_STEP)

    def _do_bid(self, frame, action) -> None:
        bidder, s, starter, floor, high, high_bidder, active, purpose = frame[1:9]
        high, high_bidder, remaining = self._take_bid(bidder, s, action, high, high_bidder, active)
        need = (floor if high_bidder < 0 else high + BID_STEP) + self._auction_reserve(purpose)
        bal = self.balances
        asked, still = next_bidder(active, bidder, remaining, high_bidder, lambda o: bal[o] >= need)
        if asked == NO_BIDDER:
            self._auction_over(starter, s, floor, high, high_bidder, purpose)
        else:
            self.push(("bid", asked, s, starter, floor, high, high_bidder, still, purpose))

    def _auction_over(self, starter, s, floor, high, high_bidder, purpose) -> None:
        if purpose == PRIVILEGE and high_bidder < 0:
            self._build(starter, s)                    # nobody bid: he simply builds
            return
        price = high if high_bidder >= 0 else floor
        if self.balances[starter] >= price + self._auction_reserve(purpose):
            self.push(("option", starter, s, price, high_bidder, purpose))
        elif high_bidder >= 0:
            self._award(high_bidder, s, price, purpose)
        else:
            self.emit("no_sale", s)

    def _legal_option(self, frame):
        seat, price, purpose = frame[1], frame[3], frame[5]
        if self.balances[seat] >= price + self._auction_reserve(purpose):
            return [("decline",), ("take", price)]
        return [("decline",)]

    def _do_option(self, frame, action) -> None:
        seat, s, price, high_bidder, purpose = frame[1:6]
        if action[0] == "take":
            self._award(seat, s, price, purpose)
            return
        self.emit("declined", self.players[seat], s, price)
        if high_bidder >= 0:
            self._award(high_bidder, s, price, purpose)
        elif purpose == SALE:
            self.emit("no_sale", s)

    def _award(self, winner: int, s: int, price: int, purpose: str) -> None:
        if purpose == PRIVILEGE:
            self.pay(winner, self.TREAS, price, "privilege", s)
            self._build(winner, s)
            return
        self.pay(winner, self.TREAS, price, "purchase", s)
        self._set_owner(s, winner)
        self.emit("bought", self.players[winner], s, price, "auction")
