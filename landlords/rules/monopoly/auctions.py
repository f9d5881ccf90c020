"""Auctions: deeds a lander declines (MO-5), the Bank's deeds after a bankruptcy (MO-16),
and the last houses or hotels when more players want them than the Bank has (MO-8).

An auction is an open ascending auction.  Bidders are asked in the order of play, starting
at the left of the player who started it (who bids too, last in the circle).  Each may bid
any whole number of dollars above the highest bid, up to the cash he holds (bids are paid
in cash at once; no one mortgages in the middle of an auction), or pass, and a player who
passes is out.  It ends when everyone but the highest bidder has passed or cannot raise.

* **Deeds** (MO-5, MO-16): bidding may start at any price ($1 or more), and every player
  may bid, including the one who declined.  If nobody bids, the deed stays with the Bank.
* **Buildings** (MO-8): a player asks to build where the Bank has fewer houses (or hotels)
  left than the players who could build one now (at the printed price).  The asker opens
  at the printed price of his street; each other player able to build may outbid him, but
  never below the printed price of the cheapest street he could build on.  The winner pays
  his bid to the Bank and puts the building on his street (the asker on the street he
  asked for; another winner chooses among his streets whose price his bid covers).
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from landlords.engine.auction import (
    NO_BIDDER,
    bidder_actions,
    circle_after,
    is_bidder_action,
    next_bidder,
    take_bid,
)
from landlords.engine.native import mypyc_attr

from .estates import EstateRules
from .frames import DEED, HOTEL_BUILDING, HOUSE, BankSale, Bid, BidFields, Place

#: A floor no bidder reaches: he could build nowhere.
_OUT_OF_REACH = 10 ** 9


@mypyc_attr(allow_interpreted_subclasses=True)
class AuctionRules(EstateRules):
    """MO-5, MO-8 and MO-16: the auctions of :class:`~.game.MonopolyGame`."""

    def _bidders_from(self, starter: int, include_starter: bool) -> tuple:
        alive = self.alive
        return tuple(o for o in circle_after(starter, self.order)
                     if alive[o] and (include_starter or o != starter))

    # ------------------------------------------------------------------ deeds (MO-5, MO-16)
    def _start_deed_auction(self, s: int, starter: int, include_starter: bool) -> None:
        bal = self.balances
        opening = self.data.opening_bid
        bidders = tuple(o for o in self._bidders_from(starter, include_starter) if bal[o] >= opening)
        self.emit("auction", s, DEED, self.players[starter])
        if bidders:
            self.push(Bid(bidders[0], s, opening - self.data.bid_step, NO_BIDDER, bidders, DEED, starter))
        else:
            self.emit("no_sale", s)

    def _task_bank_sale(self, frame) -> None:
        """MO-16: the Bank auctions the deeds of a player bankrupt to it, one by one."""
        spaces = frame.spaces
        if not spaces or self.nalive <= 1:
            return
        first, *rest = spaces
        if rest:
            self.push(BankSale(frame.seat, tuple(rest)))
        self._start_deed_auction(first, frame.seat, include_starter=False)

    # ------------------------------------------------------------------ bidding
    def _bid_floor(self, seat: int, purpose: str) -> int:
        """The least ``seat`` may ever bid in this auction (the printed price for buildings)."""
        if purpose == DEED:
            return self.data.opening_bid
        spaces = self._building_spots(seat, purpose)
        house_cost = self.data.house_cost
        return min(house_cost[s] for s in spaces) if spaces else _OUT_OF_REACH

    def _bid_range(self, frame: BidFields) -> tuple[int, int]:
        """The least and the most ``frame.seat`` may bid now."""
        seat, purpose = frame.seat, frame.purpose
        low = frame.high + self.data.bid_step
        if purpose != DEED:
            low = max(low, self._bid_floor(seat, purpose))
        return low, self.balances[seat]

    def _legal_bid(self, frame: BidFields) -> list:
        return bidder_actions(*self._bid_range(frame), self.data.bid_step)

    def _check_bid(self, frame: BidFields, action: Any) -> bool:
        return is_bidder_action(action, *self._bid_range(frame), self.data.bid_step)

    def _can_outbid(self, seat: int, high: int, purpose: str) -> bool:
        """True when ``seat`` has the cash for a bid above ``high`` that is not below his floor."""
        cash = self.balances[seat]
        return cash >= high + self.data.bid_step and (purpose == DEED or cash >= self._bid_floor(seat, purpose))

    def _do_bid(self, frame: BidFields, action: Any) -> None:
        bidder, s, purpose = frame.seat, frame.space, frame.purpose
        high, high_bidder, remaining = take_bid(self, bidder, s, action, frame.high, frame.high_bidder,
                                                frame.active)
        asked, still = next_bidder(frame.active, bidder, remaining, high_bidder,
                                   lambda o: self._can_outbid(o, high, purpose))
        if asked == NO_BIDDER:
            self._auction_over(s, high, high_bidder, purpose, frame.starter)
        else:
            self.push(Bid(asked, s, high, high_bidder, still, purpose, frame.starter))

    def _auction_over(self, s: int, high: int, winner: int, purpose: str, starter: int) -> None:
        if purpose == DEED:
            if winner < 0:
                self.emit("no_sale", s)
                return
            self.pay(winner, self.BANK, high, "purchase", s)
            self.owner[s] = winner
            self._holdings_changed()
            self.emit("bought", self.players[winner], s, high, "auction")
            return
        if winner == starter:                          # the asker builds where he asked
            self._build(winner, s, high)
            return
        house_cost = self.data.house_cost
        spots = [t for t in self._building_spots(winner, purpose) if house_cost[t] <= high]
        if len(spots) == 1:
            self._build(winner, spots[0], high)
        else:
            self.push(Place(winner, purpose, high))

    # ------------------------------------------------------------------ buildings (MO-8)
    def _building_spots(self, seat: int, purpose: str) -> list:
        """Streets where ``seat`` could put a house (or a hotel) now, ignoring the Bank's stock."""
        hotel = purpose == HOTEL_BUILDING
        last_house = self.data.hotel - 1
        return [s for s in self._buildable(seat, stock=False, cash=False)
                if (self.level[s] == last_house) == hotel]

    def _build_request(self, seat: int, s: int) -> None:
        """MO-7 build, or an MO-8 auction when the Bank has fewer than are wanted."""
        house_cost = self.data.house_cost
        purpose = HOTEL_BUILDING if self.level[s] == self.data.hotel - 1 else HOUSE
        left = self.hotels_left if purpose == HOTEL_BUILDING else self.houses_left
        if left >= self.nalive:                        # cannot be short: build at once
            self._build(seat, s, house_cost[s])
            return
        bal = self.balances
        rivals = []
        for o in self._bidders_from(seat, include_starter=False):
            spots = self._building_spots(o, purpose)
            if spots and bal[o] >= min(house_cost[t] for t in spots):
                rivals.append(o)
        if left >= 1 + len(rivals):
            self._build(seat, s, house_cost[s])
            return
        active = tuple(rivals) + (seat,)
        self.emit("shortage", self.players[seat], s, purpose, left, len(active))
        self.push(Bid(active[0], s, house_cost[s], seat, active, purpose, seat))

    def _legal_place(self, frame):
        house_cost = self.data.house_cost
        return [("place", t) for t in self._building_spots(frame.seat, frame.purpose)
                if house_cost[t] <= frame.price]

    def _do_place(self, frame, action) -> None:
        _, space = action
        self._build(frame.seat, space, frame.price)


#: The old name of :class:`AuctionRules` (a mixin before issue 28), kept for one release.
AuctionMixin = AuctionRules
