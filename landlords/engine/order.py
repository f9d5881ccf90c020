"""Throwing for the first turn: each player throws, the highest starts, a tie throws again.

Shared by every rule set whose first player is decided by the dice (LG-S3, MO-1).  The
rule set calls ``_start_order_throws()`` during setup, names its chance label in
``ORDER_KEY``, and is told the winner through ``_first_player(seat)``.
"""

from __future__ import annotations

from .chance import label

NO_SEAT = -1


class OrderThrowMixin:
    """The chance node ``order``: one throw per contender, re-throws among the tied."""

    #: The chance label of these throws (keyed with the seat and the attempt).
    ORDER_KEY = label("order")

    def _start_order_throws(self) -> None:
        self.push(("order", NO_SEAT, tuple(range(len(self.players))), 0, (), 0))

    def _draw_order(self, frame):
        contenders, index, attempt = frame[2], frame[3], frame[5]
        return self.chance.dice(self.ORDER_KEY, contenders[index], attempt)

    def _chance_order(self, frame, throw) -> None:
        contenders, index, throws, attempt = frame[2], frame[3], frame[4], frame[5]
        self.emit("order_throw", self.players[contenders[index]], throw[0], throw[1])
        throws = throws + (throw[0] + throw[1],)
        if index + 1 < len(contenders):
            self.push(("order", NO_SEAT, contenders, index + 1, throws, attempt))
            return
        best = max(throws)
        leaders = tuple(c for c, t in zip(contenders, throws) if t == best)
        if len(leaders) > 1:
            self.push(("order", NO_SEAT, leaders, 0, (), attempt + 1))
        else:
            self._first_player(leaders[0])

    def _first_player(self, seat: int) -> None:
        raise NotImplementedError
