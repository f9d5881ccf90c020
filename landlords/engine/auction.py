"""Open auctions round the table: what a bidder may do, and who is asked next.

Shared by every rule set that auctions in the order of play (LG-7, ST-4, MO-5, MO-8,
MO-16).  The bidders sit in a circle; each in turn bids or passes, and one who passes is
out.  After every bid or pass the next to ask is the first one round the circle who is
still in, is not the highest bidder and can afford to outbid him; when there is no one,
the bidding is over.  The floor, the step, the cash a bidder must keep and what the winner
gets are the rule set's: it passes amounts and a ``can_outbid(seat)`` test in.  The rule
set declares the events ``bid`` (player, space, amount) and ``passed`` (player, space).
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from .native import mypyc_attr

NO_BIDDER = -1


def circle_after(seat: int, seats: tuple[int, ...]) -> tuple[int, ...]:
    """``seats`` round the circle from the one after ``seat``, ending with ``seat``."""
    at = seats.index(seat)
    return seats[at + 1:] + seats[:at + 1]


def bidder_actions(low: int, high: int, step: int) -> list:
    """Every bid from ``low`` to ``high`` in steps of ``step``, and the pass."""
    return [("bid", amount) for amount in range(low, high + 1, step)] + [("pass",)]


def is_bidder_action(action: Any, low: int, high: int, step: int) -> bool:
    """True for the pass, or a bid of a whole multiple of ``step`` from ``low`` to ``high``."""
    if action == ("pass",):
        return True
    if len(action) != 2 or action[0] != "bid" or not isinstance(action[1], int) \
            or isinstance(action[1], bool):
        return False
    return low <= action[1] <= high and action[1] % step == 0


def next_bidder(active: tuple[int, ...], bidder: int, remaining: tuple[int, ...], high_bidder: int,
                can_outbid: Any) -> tuple[int, tuple[int, ...]]:
    """Who is asked after ``bidder``, and who is still in the bidding.

    ``active`` is the circle ``bidder`` was asked in, ``remaining`` those of it who have
    not passed.  The highest bidder stays in without being asked; the others stay in only
    while ``can_outbid(seat)``.  The seat asked is :data:`NO_BIDDER` when bidding is over.
    """
    still = tuple(o for o in remaining if o == high_bidder or can_outbid(o))
    for candidate in circle_after(bidder, active):
        if candidate in still and candidate != high_bidder:
            return candidate, still
    return NO_BIDDER, still


def take_bid(game: Any, bidder: int, s: int, action: Any, high: int, high_bidder: int,
             active: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """Announce ``bidder``'s bid or pass on space ``s`` in ``game``.

    Returns the highest bid and bidder after it, and those of ``active`` who have not
    passed.
    """
    name = game.players[bidder]
    if action[0] == "pass":
        game.emit("passed", name, s)
        return high, high_bidder, tuple(o for o in active if o != bidder)
    game.emit("bid", name, s, action[1])
    return action[1], bidder, active


@mypyc_attr(native_class=False)
class OpenAuctionMixin:
    """Taking a bid or a pass in an open auction (:func:`take_bid`, as a method).

    A Python class even where its module is compiled (``self`` typed ``Any``: compiled, a
    method of such a class would otherwise accept only the class itself, no subclass)."""

    def _take_bid(self: Any, bidder: int, s: int, action: Any, high: int, high_bidder: int,
                  active: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
        return take_bid(self, bidder, s, action, high, high_bidder, active)
