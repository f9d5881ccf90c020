"""The Landlord's Game by the package's yardsticks: book values, land held, tallies.

These answer the engine's measure hooks (``game.book_values()``, ``game.land_held()``,
``game.tallies()``) so that an experiment compares the landlord rules, the single tax and
any land-tax share (LG-X1) by one yardstick, not by the rules' own scores (under ST-O1 a
deed counts 0).  Experiments call them at every turn's end when they keep per-turn rows,
so they are cheap: a pass over the 29 cards and the loans, and the ledger read once
(each call reads only the transfers made since the last).

**The book valuation** (``docs/rules/landlords-1906.md``, "Book values"): a player's cash
+ every card he holds at its printed price (lots, railroads, franchises, the broker's
licence) + every house he built at its price ($100) + every luxury card at its price
($75) + every professor card at the $100 the rules count it under both regimes (it has
no price: it is earned) + what other players owe him on loans - what he owes them
(``loan.owed``, as LG-O1 counts loans).  Cards the public holds (ST-6) belong to no
player.  A lot counts its printed price under every regime and every share.

**The market valuation** (``game.market_parts(landing)``; ``docs/rules/landlords-1906.md``,
"Market value"): a holding is worth what it will draw for its holder under the rules in
force.  Per round (one turn of every player) a seat's *income* is, for every lot and line,
the rate at which one player's moves end there (``landing[s]``) times what such a landing
pays the seat now (``_dues``: the owner's part of the land rent, the builder's house rent,
the fare), summed over every other player.  Under the single tax a deed draws nothing
for its holder (ST-2) and his houses still draw their rent (ST-4).  Counted at a *fixed*
sum: cash; loans at what is owed; a railroad or franchise at the $50 the public will pay
for it where public works are funded (ST-6; LG-X1; LG-X2 ``works``), else by its fares;
the broker's licence at its price (the skin game takes it back, LG-8, so it draws no
steady income); luxuries at their price and professors at their $100.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from landlords.engine.native import mypyc_attr

from .data import FRANCHISE, LOT, RAILROAD
from .trades import DealingsRules

#: Ledger reasons of the Treasury's spending on public works (ST-6).
PUBLIC_REASONS = frozenset({"public_purchase", "college", "public_wages"})
#: Ledger reasons of land rent paid into the Treasury: rent of a lot nobody holds (LG-7),
#: all land rent under the single tax (ST-2, ST-8), the public's share (LG-X1).
LAND_REASONS = frozenset({"land_rent", "land_tax"})

#: The standard measures a game of The Landlord's Game reports, in its own words.
MEASURE_LABELS = {
    "poverty_visits": "times a player went to the Poor House (LG-12); the single tax has "
                      "none (ST-8 sends him to a natural opportunity)",
    "wages_paid": "wages paid to players at Mother Earth and on natural opportunities "
                  "(LG-3, ST-6(d), ST-8)",
    "public_spending": "what the Public Treasury spent on public works: lines bought for "
                       "the public, free colleges, raised wages (ST-6)",
    "land_tax_paid": "land rent paid into the Public Treasury: rent of lots nobody holds "
                     "(LG-7), all land rent under the single tax (ST-2), the public's "
                     "share under a land-tax share (LG-X1)",
    "dividends_paid": "what the Public Treasury paid back to the players as equal dividends "
                      "(LG-X2, our extension)",
}


@mypyc_attr(allow_interpreted_subclasses=True)
class MeasureRules(DealingsRules):
    """Book values, market values, land held and tallies: the measures of
    :class:`~.game.LandlordsGame`."""

    def _book_values(self) -> list[int]:
        """Every seat's wealth at the book valuation (see the module's docstring)."""
        data = self.data
        bal = self.balances
        n = self.n
        values = bal[:n]
        owner, price = self.owner, data.price
        for s in data.card_spaces:
            holder = owner[s]
            if holder >= 0:                            # not the pack, not the public
                values[holder] += price[s]
        house, luxury, professor = data.house_price, data.luxury_price, data.professor_worth
        nhouses, lux, prof = self.nhouses, self.lux, self.prof
        for seat in range(n):
            values[seat] += house * nhouses[seat] + luxury * lux[seat] + professor * prof[seat]
        for loan in self.loans:
            values[loan.lender] += loan.owed
            values[loan.borrower] -= loan.owed
        return values

    def market_parts(self, landing: Any) -> list[tuple[float, float]]:
        """Every seat's ``(fixed, income)`` at market value (see the module's docstring)."""
        data = self.data
        n = self.n
        bal = self.balances
        fixed = [float(bal[seat]) for seat in range(n)]
        income = [0.0] * n
        owner, houses, kind, price = self.owner, self.houses, data.kind, data.price
        bought_by_public = self.public_works_funded()
        for s in data.card_spaces:
            holder = owner[s]
            what = kind[s]
            if what == LOT:
                drawing = holder >= 0 or houses[s] > 0        # a house may stand on the pack's lot
            elif holder < 0:
                continue                                      # the pack's or the public's
            elif what in (RAILROAD, FRANCHISE):
                if bought_by_public:
                    fixed[holder] += data.public_step         # what ST-6 will pay him for it
                    continue
                drawing = True
            else:
                fixed[holder] += price[s]                     # the broker's licence
                continue
            rate = landing[s]
            if not drawing or not rate:
                continue
            for visitor in range(n):
                for due in self._dues(visitor, s):
                    payee = due.account
                    if payee < n and payee != visitor:
                        income[payee] += rate * due.amount
        luxury, professor = data.luxury_price, data.professor_worth
        lux, prof = self.lux, self.prof
        for seat in range(n):
            fixed[seat] += luxury * lux[seat] + professor * prof[seat]
        for loan in self.loans:
            fixed[loan.lender] += loan.owed
            fixed[loan.borrower] -= loan.owed
        return list(zip(fixed, income))

    def land_held(self) -> list[int]:
        """The lots (land deeds: not railroads, franchises or the licence) each seat holds."""
        return list(self.nlots)

    def land_count(self) -> int:
        """The board's lots (22 on the 1906 board)."""
        return len(self.data.lots)

    def tallies(self) -> dict[str, int]:
        """Visits to the Poor House, wages, public spending, land rent to the Treasury and
        dividends (LG-X2) so far (``RULES.measures``).  The money is read from the ledger, only the
        transfers made since the last call; the visits are counted as they happen."""
        seen, wages, public, land, dividends = self._tallied
        count = self.transfer_count
        if count > seen:
            for t in self.transfers(seen):
                reason = t.reason
                if reason == "wages":
                    if t.src == "miscellaneous":
                        wages += t.amount
                elif t.src == "treasury":
                    if reason in PUBLIC_REASONS:
                        public += t.amount
                    elif reason == "dividend":
                        dividends += t.amount
                elif t.dst == "treasury" and reason in LAND_REASONS:
                    land += t.amount
            self._tallied = (count, wages, public, land, dividends)
        return {"poverty_visits": self.poor_visits, "wages_paid": wages,
                "public_spending": public, "land_tax_paid": land, "dividends_paid": dividends}


#: The old name of :class:`MeasureRules` (a mixin before issue 28), kept for one release.
MeasuresMixin = MeasureRules

__all__ = ["LAND_REASONS", "MEASURE_LABELS", "PUBLIC_REASONS", "MeasureRules", "MeasuresMixin"]
