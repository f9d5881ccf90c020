"""Throwing for the first turn: each player throws, the highest starts, a tie throws again.

Shared by every rule set whose first player is decided by the dice (LG-S3, MO-1).  With
:class:`OrderThrowMixin` the rule set calls ``_start_order_throws()`` during setup, names
its chance label in ``ORDER_KEY``, and is told the winner through ``_first_player(seat)``;
a compiled rule set (one native class line, issue 28) calls the functions instead.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar

from .chance import label
from .frames import frame_type
from .native import mypyc_attr

NO_SEAT = -1

#: One throw for the first turn: ``contenders`` throw in turn (``index`` is next), with
#: the ``throws`` made so far in this ``attempt`` (a tie re-throws, attempt + 1).
Order = frame_type("order", "contenders", "index", "throws", "attempt")


def start_order_throws(game) -> None:
    """Push the first throw for the first turn: every player in seat order (setup)."""
    game.push(Order(NO_SEAT, tuple(range(len(game.players))), 0, (), 0))


def draw_order(game, frame, key: int) -> tuple:
    """Chance's throw at ``frame`` (keyed with ``key``, the contender's seat and the attempt)."""
    return game.chance.dice(key, frame.contenders[frame.index], frame.attempt)


def take_order_throw(game, frame, throw) -> int:
    """Take ``throw`` at ``frame``: push the next throw, or the re-throws among the tied,
    and return :data:`NO_SEAT`; or return the seat of the player who starts."""
    contenders, index = frame.contenders, frame.index
    a, b = throw
    game.emit("order_throw", game.players[contenders[index]], a, b)
    throws = frame.throws + (a + b,)
    if index + 1 < len(contenders):
        game.push(Order(NO_SEAT, contenders, index + 1, throws, frame.attempt))
        return NO_SEAT
    best = max(throws)
    leaders = tuple(c for c, t in zip(contenders, throws) if t == best)
    if len(leaders) > 1:
        game.push(Order(NO_SEAT, leaders, 0, (), frame.attempt + 1))
        return NO_SEAT
    return leaders[0]


@mypyc_attr(native_class=False)
class OrderThrowMixin:
    """The chance node ``order`` for a rule set's game class in plain Python (a compiled
    one writes ``_draw_order`` and ``_chance_order`` with the functions above).  A Python
    class even where its module is compiled, ``self`` typed ``Any`` (see OpenAuctionMixin)."""

    #: The chance label of these throws (keyed with the seat and the attempt).
    ORDER_KEY: ClassVar[int] = label("order")

    def _start_order_throws(self: Any) -> None:
        start_order_throws(self)

    def _draw_order(self: Any, frame: Any) -> Any:
        return draw_order(self, frame, self.ORDER_KEY)

    def _chance_order(self: Any, frame: Any, throw: Any) -> None:
        first = take_order_throw(self, frame, throw)
        if first != NO_SEAT:
            self._first_player(first)

    def _first_player(self: Any, seat: int) -> None:
        raise NotImplementedError
