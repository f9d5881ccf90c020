"""MO-V3: Magie's single tax on the Monopoly board, as a land value tax on rent.

Under the ``single-tax`` regime a share of every rent (option ``land_value_tax``, 0-100
percent; a game switched to the single tax with the option at 0 takes 100%, Magie's full
single tax) is paid by the tenant to the public treasury instead of to the owner; the
owner keeps the rest.  Under the ``landlord`` regime (classic Monopoly) the owner keeps
all of it.  The share is rounded down to the dollar, so the owner never gets less than
his part.

**How the treasury gives it back: equal dividends, not a raised Go salary.**  After every
log step, whenever the treasury holds at least one dollar per player still in the game,
it pays each of them an equal dividend (the remainder waits for the next rent).  We chose
dividends because

* they return *exactly* what was collected, at once: no money is created and none waits
  in the treasury, so a branch with the tax differs from one without it only by who
  holds the money, which is the comparison a learner wants (Magie's raised wages, ST-6(d),
  are paid by Miscellaneous, i.e. new money; on a board whose Bank "never goes broke" a
  raised salary would add inflation to the lesson);
* everyone gets the same, whatever the dice: a raised Go salary pays those who pass Go
  more often and skips a player who sits in Jail, which adds noise to the lesson;
* the ledger tells the whole story in two reasons: ``land_rent`` (tenant to treasury)
  and ``dividend`` (treasury to each player); the Go salary stays $200 under both
  regimes (``wage_level()``), as the printed board says.

Switching is a log step (``game.switch_rules("single-tax")`` and back with
``"landlord"``), allowed at any step, in both directions, exactly as in
``landlords-1906``.  Deeds, buildings and mortgages are untouched by a switch.
"""

from __future__ import annotations

from landlords.engine.errors import IllegalActionError

from .frames import Due

LANDLORD, SINGLE_TAX = "landlord", "single-tax"
REGIMES = (LANDLORD, SINGLE_TAX)


class LandTaxMixin:
    """Regimes, the rent share and the dividends for :class:`MonopolyGame`."""

    def _setup_regime(self) -> None:
        opts = self.options
        share = opts["land_value_tax"]
        self.share = share if share > 0 else 100
        regime = opts["regime"]
        if regime is None:
            regime = SINGLE_TAX if share > 0 else LANDLORD
        self.regime = regime

    def _can_switch(self, regime: str) -> None:
        if regime == self.regime:
            raise IllegalActionError(f"{self.rules.words.regimes[regime]} is already in force")

    def public_share(self) -> int:
        """The percent of every rent that goes to the treasury now (0 under the landlord rules)."""
        return self.share if self.regime == SINGLE_TAX else 0

    def _pay_rent(self, seat: int, s: int, rent: int) -> None:
        """MO-6 rent from ``seat`` for space ``s``, split with the treasury under MO-V3."""
        owner = self.owner[s]
        self.emit("rent_due", self.players[seat], self.players[owner], s, rent)
        if self.regime == SINGLE_TAX:
            public = rent * self.share // 100
            dues = (Due(owner, rent - public, "rent"), Due(self.TREAS, public, "land_rent"))
        else:
            dues = (Due(owner, rent, "rent"),)
        self._charge(seat, dues, s)

    def _after_step(self) -> None:
        """Pay equal dividends whenever the treasury holds a dollar per player or more."""
        bal = self.balances
        treasury = bal[self.TREAS]
        if treasury < self.nalive or self.is_over:
            return
        each = treasury // self.nalive
        for seat in self.order:
            if self.alive[seat]:
                self.pay(self.TREAS, seat, each, "dividend", None)
        self.emit("dividend", each, self.nalive)


__all__ = ["LANDLORD", "REGIMES", "SINGLE_TAX", "LandTaxMixin"]
