"""Trades between players (MO-9), with cash paid at once because only the Bank lends (MO-17).

A trade is an *offer* that the proposer composes in small decisions, then the other
player accepts or declines:

1. ``("offer", name)`` opens an offer to another player (on one's turn, or while raising
   money for a debt; at most ``max_offers`` per turn, option, default 3, so a game always
   moves on);
2. any number of ``("give", space)``, ``("take", space)``, ``("give_card", deck)`` and
   ``("take_card", deck)``, each item once, and at most once ``("add_cash",)`` followed
   by ``("cash", amount)`` (a decision of its own, so that the long list of amounts is
   offered only to a player who wants to add cash): a positive amount is paid by the
   proposer, a negative one by the other player;
3. ``("propose",)`` (or ``("cancel",)``); then the other player answers ``("accept",)``
   or ``("decline",)``.

What may be traded (MO-9): deeds of streets in a group without buildings, railroads and
utilities (mortgaged or not), and Get Out of Jail Free cards.  An offer must move at least
one deed or card: cash alone would be a gift or a loan, and players may not lend to each
other (MO-17).  An offer can only be proposed when both sides hold the cash it asks of
them *now*, including 10% of every mortgaged deed they would receive (MO-10); nobody can
promise money he has not got.  After the exchange, each receiver of a mortgaged deed lifts
the mortgage or pays the 10% (``estates.py``).
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from landlords.engine.native import mypyc_attr

from .auctions import AuctionRules
from .base import any_set
from .data import DECKS
from .frames import CashAmount, Compose, ComposeFields, Offer, Respond


@mypyc_attr(allow_interpreted_subclasses=True)
class TradeRules(AuctionRules):
    """MO-9 and MO-17: the trades of :class:`~.game.MonopolyGame`."""

    def _tradeable(self, seat: int) -> list:
        """Deeds ``seat`` may sell to another player now (MO-9)."""
        owner = self.owner
        data = self.data
        mine = [s for s in data.properties if owner[s] == seat]
        if not mine or not any_set(self.level):
            return mine
        is_street = data.is_street
        return [s for s in mine if not is_street[s] or self._group_bare(s)]

    def _has_items(self, seat: int) -> bool:
        if seat in self.goojf:
            return True
        if seat not in self.owner:
            return False
        return not any_set(self.level) or bool(self._tradeable(seat))

    def _offer_openers(self, seat: int) -> list:
        alive = self.alive
        mine = self._has_items(seat)
        return [("offer", self.players[o]) for o in self.order
                if o != seat and alive[o] and (mine or self._has_items(o))]

    def _may_offer_to(self, seat: int, name) -> bool:
        """Whether ``("offer", name)`` is among :meth:`_offer_openers` (without listing them)."""
        for o in self.order:
            if self.players[o] == name:
                return (o != seat and bool(self.alive[o])
                        and (self._has_items(seat) or self._has_items(o)))
        return False

    def _open_offer(self, seat: int, to: int) -> None:
        self.push(Compose(seat, to, (), (), (), (), None))

    # ------------------------------------------------------------------ composing
    def _legal_compose(self, frame: ComposeFields) -> list:
        seat, to = frame.seat, frame.to
        actions: list[tuple] = [("cancel",)]
        actions += [("give", s) for s in self._tradeable(seat) if s not in frame.give]
        actions += [("take", s) for s in self._tradeable(to) if s not in frame.take]
        for k, deck in enumerate(DECKS):
            holder = self.goojf[k]
            if holder == seat and deck not in frame.cards_give:
                actions.append(("give_card", deck))
            elif holder == to and deck not in frame.cards_take:
                actions.append(("take_card", deck))
        if frame.cash is None:
            bal = self.balances
            if bal[to] or bal[seat]:
                actions.append(("add_cash",))
        if self._offer_ok(frame):
            actions.append(("propose",))
        return actions

    def _check_compose(self, frame: ComposeFields, action: Any) -> bool:
        seat, to = frame.seat, frame.to
        if action == ("add_cash",):
            bal = self.balances
            return frame.cash is None and bool(bal[to] or bal[seat])
        if action == ("propose",):
            return self._offer_ok(frame)
        if action == ("cancel",):
            return True
        if len(action) != 2:
            return False
        kind, arg = action
        if kind == "give":
            return arg not in frame.give and arg in self._tradeable(seat)
        if kind == "take":
            return arg not in frame.take and arg in self._tradeable(to)
        if kind in ("give_card", "take_card") and arg in DECKS:
            holder = self.goojf[DECKS.index(arg)]
            if kind == "give_card":
                return holder == seat and arg not in frame.cards_give
            return holder == to and arg not in frame.cards_take
        return False

    def _offer_ok(self, frame: ComposeFields) -> bool:
        """Something changes hands, and each side can pay what the offer asks now."""
        if not (frame.give or frame.take or frame.cards_give or frame.cards_take):
            return False
        cash = frame.cash or 0
        bal = self.balances
        mortgaged = self.mortgaged
        interest = self.data.interest
        fees_proposer = sum(interest[s] for s in frame.take if mortgaged[s])
        fees_responder = sum(interest[s] for s in frame.give if mortgaged[s])
        return (bal[frame.seat] >= max(cash, 0) + fees_proposer
                and bal[frame.to] >= max(-cash, 0) + fees_responder)

    def _do_compose(self, frame: ComposeFields, action: Any) -> None:
        seat, to = frame.seat, frame.to
        kind = action[0]
        if kind == "cancel":
            self.emit("offer_cancelled", self.players[seat])
            return
        if kind == "propose":
            offer = Offer(seat, to, frame.give, frame.take, frame.cards_give, frame.cards_take,
                          frame.cash or 0)
            self.emit("offer", self.players[seat], self.players[to], offer)
            self.push(Respond(to, offer))
            return
        if kind == "add_cash":
            self.push(CashAmount(seat, to, frame.give, frame.take, frame.cards_give, frame.cards_take))
            return
        _, arg = action
        if kind == "give":
            frame = frame._replace(give=frame.give + (arg,))
        elif kind == "take":
            frame = frame._replace(take=frame.take + (arg,))
        elif kind == "give_card":
            frame = frame._replace(cards_give=frame.cards_give + (arg,))
        else:
            frame = frame._replace(cards_take=frame.cards_take + (arg,))
        self.push(frame)

    # ------------------------------------------------------------------ the cash in an offer
    def _cash_range(self, frame) -> tuple[int, int]:
        """The least and the most cash the offer may carry (0 excepted): what the other
        player holds, paid to the proposer, up to what the proposer holds, paid by him."""
        bal = self.balances
        return -bal[frame.to], bal[frame.seat]

    def _legal_amount(self, frame):
        """Any whole amount either side holds now: paid by the proposer (> 0) or to him (< 0)."""
        low, high = self._cash_range(frame)
        return ([("cash", k) for k in range(low, 0)]
                + [("cash", k) for k in range(1, high + 1)])

    def _check_amount(self, frame, action) -> bool:
        if len(action) != 2:
            return False
        kind, amount = action
        if kind != "cash" or not isinstance(amount, int) or isinstance(amount, bool):
            return False
        low, high = self._cash_range(frame)
        return amount != 0 and low <= amount <= high

    def _do_amount(self, frame, action) -> None:
        _, cash = action
        self.push(Compose(frame.seat, frame.to, frame.give, frame.take, frame.cards_give,
                          frame.cards_take, cash))

    # ------------------------------------------------------------------ answering
    def _legal_respond(self, frame):
        return [("accept",), ("decline",)]

    def _do_respond(self, frame, action) -> None:
        responder, offer = frame.seat, frame.offer
        proposer = self.players[offer.proposer]
        if action[0] == "decline":
            self.emit("offer_declined", self.players[responder], proposer, offer)
            return
        self.emit("offer_accepted", self.players[responder], proposer, offer)
        self._carry_out(offer)

    def _carry_out(self, offer: Offer) -> None:
        seat, to, cash = offer.proposer, offer.to, offer.cash
        if cash > 0:
            self.pay(seat, to, cash, "sale", None)
        elif cash < 0:
            self.pay(to, seat, -cash, "sale", None)
        for s in offer.give:
            self.owner[s] = to
        for s in offer.take:
            self.owner[s] = seat
        self._holdings_changed()
        for k, deck in enumerate(DECKS):
            if deck in offer.cards_give:
                self.goojf[k] = to
            if deck in offer.cards_take:
                self.goojf[k] = seat
        mortgaged = self.mortgaged
        # MO-10: each receiver of a mortgaged deed lifts it or pays 10% (the other
        # player first, then the proposer: frames are answered top first).
        self._received_mortgaged(seat, [s for s in offer.take if mortgaged[s]])
        self._received_mortgaged(to, [s for s in offer.give if mortgaged[s]])


#: The old name of :class:`TradeRules` (a mixin before issue 28), kept for one release.
TradeMixin = TradeRules
