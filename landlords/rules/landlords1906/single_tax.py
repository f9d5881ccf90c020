"""Magie's remedy: the single tax (ST-1..ST-8, ST-O1), and switching rules at any step.

The game runs under the ``landlord`` rules or the ``single-tax`` rules.  A switch is a
log step (``game.switch_rules``) or the result of a vote (option ``vote``); it can happen
at any step, in both directions, any number of times.  What the public has bought and
built stays the public's when the landlord rules come back: public franchises and
railroads stay free and the colleges stand; raised wages are paid only while the single
tax is in force (LG-3 pays the printed wages), or a land-tax share (LG-X1,
``land_tax_share.py``) funds public works under the landlord rules.  Each time the single tax begins, the
Treasury starts empty (ST-2): what it held goes to Miscellaneous.

Building (LG-14 and ST-4) lives here too, because the single tax changes who may build
where: under the landlord rules only on one's own lots; under the single tax on any
unimproved lot (others may bid for the privilege) or on a lot where all houses are one's own.
The regimes themselves (``LANDLORD``, ``SINGLE_TAX``, ``REGIMES``) are declared with the
game's fields, in ``base.py``, and named here too.
"""

# mypyc: compiled

from __future__ import annotations

from landlords.engine.errors import IllegalActionError
from landlords.engine.native import mypyc_attr

from .auctions import PRIVILEGE, AuctionRules
from .base import LANDLORD, REGIMES, SINGLE_TAX
from .frames import PUBLIC, BuildHere, BuildOffer, Opportunity, cards_under_sale


@mypyc_attr(allow_interpreted_subclasses=True)
class SingleTaxRules(AuctionRules):
    """ST-1..ST-8: the regimes, public spending, natural opportunities and building of
    :class:`~.game.LandlordsGame`."""

    # ------------------------------------------------------------------ switching
    def _can_switch(self, regime: str) -> None:
        if regime == self.regime:
            raise IllegalActionError(f"the {regime} rules are already in force")

    def _on_regime(self, regime: str) -> None:
        self._hold_votes()                             # the new rules stand vote_rounds rounds
        if self.share_p:
            self._share_on_regime()                    # LG-X1: public works start afresh
        if regime == SINGLE_TAX:
            held = self.balances[self.TREAS]
            if held > 0:                               # ST-2: the treasury starts empty
                self.pay(self.TREAS, self.MISC, held, "reset", None)
                self.emit("treasury_reset", held)

    # ------------------------------------------------------------------ public spending (ST-6)
    def _after_step(self) -> None:
        if self._use_treasury():                       # LG-X2: dividends, or works anywhere
            return
        if self.regime != SINGLE_TAX or self.is_over:
            if self.share_p and not self.is_over:
                self._share_works()                    # LG-X1: the share's public works
            return
        bal = self.balances
        step = self.data.public_step
        while bal[self.TREAS] >= step and self._spend_public():
            pass

    def _spend_public(self) -> bool:
        """Spend one ``public_step`` on the next public work; False if it must wait.

        ST-6 decision: a franchise or railroad under sale (dealt and not yet decided,
        auctioned, offered between players: :func:`~.frames.cards_under_sale`) is not
        bought for the public until that sale closes.  The Treasury keeps its money and
        waits (it does not skip to the next work, so ST-6's order holds); it buys the card
        after the step that closes the sale, from whoever then holds it.
        """
        data = self.data
        step = data.public_step
        for s in data.public_order:                    # (a), (b)
            holder = self.owner[s]
            if holder != PUBLIC:
                if s in cards_under_sale(self.frames):
                    return False
                self.pay(self.TREAS, holder if holder >= 0 else self.MISC, step,
                         "public_purchase", s)
                self._set_owner(s, PUBLIC)
                self.emit("made_public", s, self.players[holder] if holder >= 0 else None)
                return True
        if self.colleges < len(data.colleges):         # (c)
            s = data.colleges[self.colleges]
            self.pay(self.TREAS, self.MISC, step, "college", s)
            self.colleges += 1
            self.emit("college_built", s)
            return True
        self.pay(self.TREAS, self.MISC, step, "public_wages", None)   # (d)
        self.wage_raises += 1
        self.emit("wages_raised", data.wages + data.wage_raise * self.wage_raises)
        return True

    # ------------------------------------------------------------------ natural opportunities (ST-8)
    def _send_to_opportunity(self, seat: int) -> None:
        """ST-8: he must choose a natural opportunity to work (no Poor House)."""
        self.push(Opportunity(seat))

    def _legal_opportunity(self, frame):
        return [("place", o.name) for o in self.data.opportunities]

    def _do_opportunity(self, frame, action) -> None:
        seat = frame.seat
        for k, opportunity in enumerate(self.data.opportunities):
            if opportunity.name == action[1]:
                self.pos[seat] = self.data.size + k
                self.poor[seat] = 0
                self.jailed[seat] = 0
                self.emit("opportunity", self.players[seat], opportunity.name)
                return

    def _leave_opportunity(self, seat: int) -> None:
        """Just before his throw: the space's wages from Miscellaneous, its rent to the Treasury."""
        data = self.data
        opportunity = data.opportunities[self.pos[seat] - data.size]
        self.pay(self.MISC, seat, opportunity.wages, "wages", None)
        self.pay(seat, self.TREAS, opportunity.rent, "land_rent", None)
        self.emit("opportunity_worked", self.players[seat], opportunity.name,
                  opportunity.wages, opportunity.rent)

    # ------------------------------------------------------------------ building (LG-14, ST-4)
    def _buildable(self, seat: int) -> list:
        data = self.data
        if self.balances[seat] < data.house_price:
            return []
        cap = data.house_cap if self.advanced else None  # LG-A1
        single_tax = self.regime == SINGLE_TAX
        houses, builders, owner = self.houses, self.hown, self.owner
        actions = []
        for s in data.lots:
            if cap is not None and houses[s] >= cap:
                continue
            if single_tax:
                allowed = houses[s] == 0 or builders[s] == seat
            else:
                allowed = owner[s] == seat and (houses[s] == 0 or builders[s] == seat)
            if allowed:
                actions.append(("build", s))
        return actions

    def _build_request(self, seat: int, s: int) -> None:
        if self.regime == SINGLE_TAX and self.houses[s] == 0:
            data = self.data
            bal = self.balances
            floor = data.privilege_floor
            if any(bal[o] >= floor + data.house_price for o in self.left[seat]):
                self._start_auction(seat, s, floor, PRIVILEGE)
                return
        self._build(seat, s)

    def _build(self, seat: int, s: int) -> None:
        self.pay(seat, self.MISC, self.data.house_price, "house", s)
        self.houses[s] += 1
        self.hown[s] = seat
        self.nhouses[seat] += 1
        self.emit("built", self.players[seat], s, self.houses[s])

    def _offer_building(self, seat: int, s: int) -> None:
        """ST-4: once he has paid the land rent of lot ``s``, he may be offered to build there."""
        self.push(BuildOffer(seat, s))

    def _task_build_offer(self, frame) -> None:
        """ST-4: after paying the land rent of an unimproved lot, the visitor may build there."""
        seat, s = frame.seat, frame.space
        if (self.regime == SINGLE_TAX and self.houses[s] == 0
                and self.balances[seat] >= self.data.house_price):
            self.push(BuildHere(seat, s))

    def _legal_build_here(self, frame):
        return [("build", frame.space), ("done",)]

    def _do_build_here(self, frame, action) -> None:
        if action[0] == "build":
            self._build(frame.seat, frame.space)


#: The old name of :class:`SingleTaxRules` (a mixin before issue 28), kept for one release.
SingleTaxMixin = SingleTaxRules

__all__ = ["LANDLORD", "SINGLE_TAX", "REGIMES", "SingleTaxMixin", "SingleTaxRules"]
