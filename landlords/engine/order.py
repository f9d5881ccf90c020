"""Throwing for the first turn: each player throws, the highest starts, a tie throws again.

Shared by every rule set whose first player is decided by the dice (LG-S3, MO-1).  The
rule set calls ``_start_order_throws()`` during setup, names its chance label in
``ORDER_KEY``, and is told the winner through ``_first_player(seat)``.
"""

from __future__ import annotations

from .chance import label
from .frames import frame_type

NO_SEAT = -1

#: One throw for the first turn: ``contenders`` throw in turn (``index`` is next), with
#: the ``throws`` made so far in this ``attempt`` (a tie re-throws, attempt + 1).
Order = frame_type("order", "contenders", "index", "throws", "attempt")


class OrderThrowMixin:
    """The chance node ``order``: one throw per contender, re-throws among the tied."""

    #: The chance label of these throws (keyed with the seat and the attempt).
    ORDER_KEY = label("order")

    def _start_order_throws(self) -> None:
        self.push(Order(NO_SEAT, tuple(range(len(self.players))), 0, (), 0))

    def _draw_order(self, frame):
        return self.chance.dice(self.ORDER_KEY, frame.contenders[frame.index], frame.attempt)

    def _chance_order(self, frame, throw) -> None:
        contenders, index = frame.contenders, frame.index
        a, b = throw
        self.emit("order_throw", self.players[contenders[index]], a, b)
        throws = frame.throws + (a + b,)
        if index + 1 < len(contenders):
            self.push(Order(NO_SEAT, contenders, index + 1, throws, frame.attempt))
            return
        best = max(throws)
        leaders = tuple(c for c, t in zip(contenders, throws) if t == best)
        if len(leaders) > 1:
            self.push(Order(NO_SEAT, leaders, 0, (), frame.attempt + 1))
        else:
            self._first_player(leaders[0])

    def _first_player(self, seat: int) -> None:
        raise NotImplementedError
