"""Magie's remedy: the single tax (ST-1..ST-8, ST-O1), and switching rules at any step.

The game runs under the ``landlord`` rules or the ``single-tax`` rules.  A switch is a
log step (``game.switch_rules``) or the result of a vote (option ``vote``); it can happen
at any step, in both directions, any number of times.  What the public has bought and
built stays the public's when the landlord rules come back: public franchises and
railroads stay free and the colleges stand; raised wages are paid only while the single
tax is in force (LG-3 pays $100).  Each time the single tax begins, the Treasury starts
empty (ST-2): what it held goes to Miscellaneous.

Building (LG-14 and ST-4) lives here too, because the single tax changes who may build
where: under the landlord rules only on one's own lots; under the single tax on any
unimproved lot (others may bid for the privilege) or on a lot where all houses are one's own.
"""

from __future__ import annotations

from landlords.engine.errors import IllegalActionError

LANDLORD, SINGLE_TAX = "landlord", "single-tax"
REGIMES = (LANDLORD, SINGLE_TAX)
PUBLIC_STEP = 50      # ST-6: the treasury spends in $50 portions
WAGE_RAISE = 10       # ST-6(d)


class SingleTaxMixin:
    """Regimes, public spending, natural opportunities and building for :class:`LandlordsGame`."""

    # ------------------------------------------------------------------ switching
    def _can_switch(self, regime: str) -> None:
        if regime == self.regime:
            raise IllegalActionError(f"the {regime} rules are already in force")

    def _on_regime(self, regime: str) -> None:
        if regime == SINGLE_TAX:
            held = self.balances[self.TREAS]
            if held > 0:                               # ST-2: the treasury starts empty
                self.pay(self.TREAS, self.MISC, held, "reset", None)
                self.emit("treasury_reset", held)

    # ------------------------------------------------------------------ public spending (ST-6)
    def _after_step(self) -> None:
        if self.regime != SINGLE_TAX or self.is_over:
            return
        bal = self.balances
        while bal[self.TREAS] >= PUBLIC_STEP:
            self._spend_public()

    def _spend_public(self) -> None:
        from .game import COLLEGES, PUBLIC, PUBLIC_ORDER
        for s in PUBLIC_ORDER:                         # (a), (b)
            holder = self.owner[s]
            if holder != PUBLIC:
                self.pay(self.TREAS, holder if holder >= 0 else self.MISC, PUBLIC_STEP,
                          "public_purchase", s)
                self._set_owner(s, PUBLIC)
                self.emit("made_public", s, self.players[holder] if holder >= 0 else None)
                return
        if self.colleges < len(COLLEGES):              # (c)
            s = COLLEGES[self.colleges]
            self.pay(self.TREAS, self.MISC, PUBLIC_STEP, "college", s)
            self.colleges += 1
            self.emit("college_built", s)
            return
        self.pay(self.TREAS, self.MISC, PUBLIC_STEP, "public_wages", None)   # (d)
        self.wage_raises += 1
        self.emit("wages_raised", 100 + WAGE_RAISE * self.wage_raises)

    # ------------------------------------------------------------------ natural opportunities (ST-8)
    def _legal_opportunity(self, frame):
        return [("place", o.name) for o in self.board.opportunities]

    def _do_opportunity(self, frame, action) -> None:
        from .game import OPPORTUNITY_BASE
        seat = frame[1]
        for k, opportunity in enumerate(self.board.opportunities):
            if opportunity.name == action[1]:
                self.pos[seat] = OPPORTUNITY_BASE + k
                self.poor[seat] = 0
                self.jailed[seat] = 0
                self.emit("opportunity", self.players[seat], opportunity.name)
                return

    def _leave_opportunity(self, seat: int) -> None:
        """Just before his throw: the space's wages from Miscellaneous, its rent to the Treasury."""
        from .game import OPPORTUNITY_BASE
        opportunity = self.board.opportunities[self.pos[seat] - OPPORTUNITY_BASE]
        self.pay(self.MISC, seat, opportunity.wages, "wages", None)
        self.pay(seat, self.TREAS, opportunity.rent, "land_rent", None)
        self.emit("opportunity_worked", self.players[seat], opportunity.name,
                   opportunity.wages, opportunity.rent)

    # ------------------------------------------------------------------ building (LG-14, ST-4)
    def _buildable(self, seat: int) -> list:
        from .game import HOUSE_PRICE, LOTS
        if self.balances[seat] < HOUSE_PRICE:
            return []
        cap = 3 if self.advanced else None             # LG-A1
        single_tax = self.regime == SINGLE_TAX
        houses, builders, owner = self.houses, self.hown, self.owner
        actions = []
        for s in LOTS:
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
        from .auctions import PRIVILEGE
        if self.regime == SINGLE_TAX and self.houses[s] == 0:
            bal = self.balances
            if any(bal[o] >= 105 for o in self.left[seat]):
                self._start_auction(seat, s, 5, PRIVILEGE)
                return
        self._build(seat, s)

    def _build(self, seat: int, s: int) -> None:
        from .game import HOUSE_PRICE
        self.pay(seat, self.MISC, HOUSE_PRICE, "house", s)
        self.houses[s] += 1
        self.hown[s] = seat
        self.nhouses[seat] += 1
        self.emit("built", self.players[seat], s, self.houses[s])

    def _task_build_offer(self, frame) -> None:
        """ST-4: after paying the land rent of an unimproved lot, the visitor may build there."""
        from .game import HOUSE_PRICE
        seat, s = frame[1], frame[2]
        if (self.regime == SINGLE_TAX and self.houses[s] == 0
                and self.balances[seat] >= HOUSE_PRICE):
            self.push(("build_here", seat, s))

    def _legal_build_here(self, frame):
        return [("build", frame[2]), ("done",)]

    def _do_build_here(self, frame, action) -> None:
        if action[0] == "build":
            self._build(frame[1], frame[2])


__all__ = ["LANDLORD", "SINGLE_TAX", "REGIMES", "SingleTaxMixin"]
