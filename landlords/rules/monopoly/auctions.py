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

from __future__ import annotations

from landlords.engine.auction import (
    NO_BIDDER,
    OpenAuctionMixin,
    bidder_actions,
    circle_after,
    is_bidder_action,
    next_bidder,
)

from .board import HOTEL, HOUSE_COST

BID_STEP = 1
DEED, HOUSE, HOTEL_BUILDING = "deed", "house", "hotel"


class AuctionMixin(OpenAuctionMixin):
    """MO-5, MO-8 and MO-16 auctions for :class:`MonopolyGame`."""

    def _bidders_from(self, starter: int, include_starter: bool) -> tuple:
        alive = self.alive
        return tuple(o for o in circle_after(starter, self.order)
                     if alive[o] and (include_starter or o != starter))

    # ------------------------------------------------------------------ deeds (MO-5, MO-16)
    def _start_deed_auction(self, s: int, starter: int, include_starter: bool) -> None:
        bal = self.balances
        bidders = tuple(o for o in self._bidders_from(starter, include_starter) if bal[o] >= 1)
        self.emit("auction", s, DEED, self.players[starter])
        if bidders:
            self.push(("bid", bidders[0], s, 0, NO_BIDDER, bidders, DEED, starter))
        else:
            self.emit("no_sale", s)

    def _task_bank_sale(self, frame) -> None:
        """MO-16: the Bank auctions the deeds of a player bankrupt to it, one by one."""
        starter, spaces = frame[1], frame[2]
        if not spaces or self.nalive <= 1:
            return
        if len(spaces) > 1:
            self.push(("bank_sale", starter, spaces[1:]))
        self._start_deed_auction(spaces[0], starter, include_starter=False)

    # ------------------------------------------------------------------ bidding
    def _bid_floor(self, seat: int, purpose: str) -> int:
        """The least ``seat`` may ever bid in this auction (the printed price for buildings)."""
        if purpose == DEED:
            return 1
        spaces = self._building_spots(seat, purpose)
        return min(HOUSE_COST[s] for s in spaces) if spaces else 10 ** 9

    def _bid_range(self, frame) -> tuple[int, int]:
        seat, high, purpose = frame[1], frame[3], frame[6]
        low = high + BID_STEP
        if purpose != DEED:
            low = max(low, self._bid_floor(seat, purpose))
        return low, self.balances[seat]

    def _legal_bid(self, frame):
        return bidder_actions(*self._bid_range(frame), BID_STEP)

    def _check_bid(self, frame, action) -> bool:
        return is_bidder_action(action, *self._bid_range(frame), BID_STEP)

    def _can_outbid(self, seat: int, high: int, purpose: str) -> bool:
        """True when ``seat`` has the cash for a bid above ``high`` that is not below his floor."""
        cash = self.balances[seat]
        return cash >= high + BID_STEP and (purpose == DEED or cash >= self._bid_floor(seat, purpose))

    def _do_bid(self, frame, action) -> None:
        bidder, s, high, high_bidder, active, purpose, starter = frame[1:8]
        high, high_bidder, remaining = self._take_bid(bidder, s, action, high, high_bidder, active)
        asked, still = next_bidder(active, bidder, remaining, high_bidder,
                                   lambda o: self._can_outbid(o, high, purpose))
        if asked == NO_BIDDER:
            self._auction_over(s, high, high_bidder, purpose, starter)
        else:
            self.push(("bid", asked, s, high, high_bidder, still, purpose, starter))

    def _auction_over(self, s: int, high: int, winner: int, purpose: str, starter: int) -> None:
        if purpose == DEED:
            if winner < 0:
                self.emit("no_sale", s)
                return
            self.pay(winner, self.BANK, high, "purchase", s)
            self.owner[s] = winner
            self.emit("bought", self.players[winner], s, high, "auction")
            return
        if winner == starter:                          # the asker builds where he asked
            self._build(winner, s, high)
            return
        spots = [t for t in self._building_spots(winner, purpose) if HOUSE_COST[t] <= high]
        if len(spots) == 1:
            self._build(winner, spots[0], high)
        else:
            self.push(("place", winner, purpose, high))

    # ------------------------------------------------------------------ buildings (MO-8)
    def _building_spots(self, seat: int, purpose: str) -> list:
        """Streets where ``seat`` could put a house (or a hotel) now, ignoring the Bank's stock."""
        hotel = purpose == HOTEL_BUILDING
        return [s for s in self._buildable(seat, stock=False, cash=False)
                if (self.level[s] == HOTEL - 1) == hotel]

    def _build_request(self, seat: int, s: int) -> None:
        """MO-7 build, or an MO-8 auction when the Bank has fewer than are wanted."""
        purpose = HOTEL_BUILDING if self.level[s] == HOTEL - 1 else HOUSE
        left = self.hotels_left if purpose == HOTEL_BUILDING else self.houses_left
        if left >= self.nalive:                        # cannot be short: build at once
            self._build(seat, s, HOUSE_COST[s])
            return
        bal = self.balances
        rivals = []
        for o in self._bidders_from(seat, include_starter=False):
            spots = self._building_spots(o, purpose)
            if spots and bal[o] >= min(HOUSE_COST[t] for t in spots):
                rivals.append(o)
        if left >= 1 + len(rivals):
            self._build(seat, s, HOUSE_COST[s])
            return
        active = tuple(rivals) + (seat,)
        self.emit("shortage", self.players[seat], s, purpose, left, len(active))
        self.push(("bid", active[0], s, HOUSE_COST[s], seat, active, purpose, seat))

    def _legal_place(self, frame):
        seat, purpose, price = frame[1], frame[2], frame[3]
        return [("place", t) for t in self._building_spots(seat, purpose) if HOUSE_COST[t] <= price]

    def _do_place(self, frame, action) -> None:
        self._build(frame[1], action[1], frame[3])

