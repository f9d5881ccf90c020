"""Debts and bankruptcy (MO-16): raising money, and what happens to a player who cannot.

A payment a player cannot make from his cash becomes a *debt being settled*: a
``settle`` task (which pays when it is reached) under a ``raise`` decision, in which he
sells buildings to the Bank, mortgages deeds, or offers trades to other players, until
his cash covers the debt.  Nobody's cash is ever negative.  He may declare himself
``("bankrupt",)`` only when selling every building and mortgaging every deed would not
raise the debt (private sales are a chance, not a duty); when he has nothing left to
sell, mortgage or trade, he is bankrupt at once.

Bankrupt to a player (rent): his buildings are sold to the Bank at half price, and all
his cash, deeds and Get Out of Jail Free cards go to the creditor, who lifts each
mortgaged deed or pays its 10% (MO-10).  Bankrupt to the Bank (taxes, fines, cards,
interest; and debts to the pot or the treasury): his cash goes to the account owed, his
buildings return to the Bank, his mortgages are cancelled, his cards go to the bottom of
their decks, and the Bank auctions each of his deeds at once (``auctions.py``).

A bankrupt player leaves the game; if it was his turn, the turn ends.  When one player is
left he wins (MO-18).  When a card makes a player pay every other player, or every other
player pay him, the debts are taken one at a time, from the player's left.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from landlords.engine.native import mypyc_attr

from .cards import CardRules
from .data import DECKS
from .frames import (
    BANK_OWNED,
    BankSale,
    CollectEach,
    Due,
    PayEach,
    Raise,
    RaiseAgain,
    RaiseFields,
    Settle,
    SettleFields,
)


@mypyc_attr(allow_interpreted_subclasses=True)
class DebtRules(CardRules):
    """MO-16: the debts and bankruptcies of :class:`~.game.MonopolyGame`."""

    # ------------------------------------------------------------------ charging
    def _charge(self, seat: int, dues: tuple, space: Any) -> None:
        """Make ``seat`` pay ``dues`` (a tuple of :class:`Due`), now or once raised."""
        total = 0
        for due in dues:
            total += due.amount
        if not total:
            return
        if len(dues) > 1:
            dues = tuple(due for due in dues if due.amount > 0)
        if self.balances[seat] >= total:
            for account, amount, reason in dues:
                self.pay(seat, account, amount, reason, space)
            return
        self.push(Settle(seat, tuple(dues), space))
        self.emit("in_debt", self.players[seat], total)
        self._open_raise(seat)

    def _task_settle(self, frame: SettleFields) -> None:
        for account, amount, reason in frame.dues:
            self.pay(frame.seat, account, amount, reason, frame.space)

    def _debt(self) -> int:
        """The amount of the debt being settled (the ``settle`` frame under the top)."""
        for frame in self.frames[::-1]:          # (mypyc compiles no reversed() of a tuple)
            if frame.kind == "settle":
                return sum(due.amount for due in frame.dues)
        return 0

    def _open_raise(self, seat: int) -> None:
        if self._raise_options(seat):
            self.push(Raise(seat))
        else:
            self._bankrupt(seat)

    def _raise_options(self, seat: int) -> list:
        actions = self._raise_actions(seat)
        if self.offers[seat] < self.max_offers:
            actions += self._offer_openers(seat)
        return actions

    def _legal_raise(self, frame: RaiseFields) -> list:
        seat = frame.seat
        actions = self._raise_options(seat)
        if self._liquidation(seat) < self._debt():
            actions.append(("bankrupt",))
        return actions

    def _check_raise(self, frame: RaiseFields, action: Any) -> bool:
        seat, kind = frame.seat, action[0]
        if kind == "bankrupt":
            return len(action) == 1 and self._liquidation(seat) < self._debt()
        if kind == "offer":
            return self.offers[seat] < self.max_offers and action in self._offer_openers(seat)
        return self._manage_ok(seat, action, turn=False)

    def _do_raise(self, frame: RaiseFields, action: Any) -> None:
        seat, kind = frame.seat, action[0]
        if kind == "bankrupt":
            self._bankrupt(seat)
            return
        if kind == "offer":
            _, to = action
            self.offers[seat] += 1
            self.push(RaiseAgain(seat))
            self._open_offer(seat, self.seat_of(to))
            return
        self._manage(seat, action)
        self._task_raise_again(frame)

    def _task_raise_again(self, frame: RaiseFields) -> None:
        seat = frame.seat
        if self.alive[seat] and self.balances[seat] < self._debt():
            self._open_raise(seat)

    # ------------------------------------------------------------------ cards: each player
    def _task_pay_each(self, frame) -> None:
        """``seat`` pays ``amount`` to each of ``others`` in turn (a card)."""
        seat, amount = frame.seat, frame.amount
        if not self.alive[seat]:
            return
        others = tuple(o for o in frame.others if self.alive[o])
        if not others:
            return
        first, *rest = others
        if rest:
            self.push(PayEach(seat, tuple(rest), amount))
        self._charge(seat, (Due(first, amount, "card"),), None)

    def _task_collect_each(self, frame) -> None:
        """Each of ``others`` in turn pays ``amount`` to ``seat`` (a card)."""
        seat, amount = frame.seat, frame.amount
        others = tuple(o for o in frame.others if self.alive[o])
        if not others or not self.alive[seat]:
            return
        first, *rest = others
        if rest:
            self.push(CollectEach(seat, tuple(rest), amount))
        self._charge(first, (Due(seat, amount, "card"),), None)

    # ------------------------------------------------------------------ bankruptcy
    def _bankrupt(self, seat: int) -> None:
        settle: Any = self.pop_frame()
        if settle.kind != "settle" or settle.seat != seat:
            raise RuntimeError(f"a bankruptcy without the debt under it: {settle!r}")
        dues = settle.dues
        n = self.n
        creditor = next((due.account for due in dues if due.account < n and due.amount > 0),
                        dues[0].account)
        to_player = creditor < n
        self.alive[seat] = 0
        self.nalive -= 1
        self._holdings_changed()
        self.out = self.out + (seat,)
        self.jailed[seat] = 0
        self.jail_fails[seat] = 0
        if seat == self.current:
            self.clear_frames()                        # his turn is over
        else:
            self.drop_frames(lambda frame: frame.seat == seat)   # all of his decisions go
        self.emit("bankrupt", self.players[seat],
                  self.players[creditor] if to_player else self.accounts[creditor],
                  sum(due.amount for due in dues))
        owner, level = self.owner, self.level
        data = self.data
        deeds = [s for s in data.properties if owner[s] == seat]
        # Buildings go back to the Bank (sold at half price when a player is owed).
        value = 0
        for s in deeds:
            lvl = level[s]
            if lvl:
                if lvl == data.hotel:
                    self.hotels_left += 1
                else:
                    self.houses_left += lvl
                value += self._resale(lvl, s)
                level[s] = 0
        if value and to_player:
            self.pay(self.BANK, seat, value, "house", None)
        cash = self.balances[seat]
        if cash:
            self.pay(seat, creditor, cash, "bankruptcy", None)
        for k in range(len(DECKS)):
            if self.goojf[k] == seat:
                if to_player:
                    self.goojf[k] = creditor
                else:
                    self._return_card(k)
        if to_player:
            for s in deeds:
                owner[s] = creditor
            self.emit("deeds_passed", self.players[seat], self.players[creditor], tuple(deeds))
        else:
            for s in deeds:
                owner[s] = BANK_OWNED
                self.mortgaged[s] = 0
        self._holdings_changed()                       # buildings gone, deeds passed on
        if self.nalive <= 1:
            self._finish(self.LAST_STANDING)
            return
        if to_player:
            self._received_mortgaged(creditor, [s for s in deeds if self.mortgaged[s]])
        elif deeds:
            self.push(BankSale(seat, tuple(deeds)))


#: The old name of :class:`DebtRules` (a mixin before issue 28), kept for one release.
DebtMixin = DebtRules
