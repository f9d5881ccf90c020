"""Monopoly by the package's yardsticks: book values, land held, tallies.

These answer the engine's measure hooks (``game.book_values()``, ``game.land_held()``,
``game.tallies()``) so that an experiment compares the classic rules and the land value
tax (MO-V3, MO-X1) with each other and with The Landlord's Game by one yardstick.
Experiments call them at every turn's end when they keep per-turn rows, so they are
cheap: one pass over the 28 deeds, and the ledger read once (each call reads only the
transfers made since the last).

**The book valuation** (``docs/rules/monopoly.md``, "Book values"): a player's cash +
every deed he holds at its printed price + every building at what was paid for it (a
hotel with its four houses) - for each mortgaged deed, what lifting its mortgage costs
(the mortgage plus its 10% interest, MO-10: the debt to the Bank as it stands, as loans
count at what is owed in The Landlord's Game).  A Get Out of Jail Free card has no
price and counts nothing.  A bankrupt player holds nothing and is worth 0.

The official time-limit valuation (MO-18, the rules' own score) differs only on
mortgaged deeds: it takes the mortgage off the price but not the interest.
"""

from __future__ import annotations

#: The standard measures a game of Monopoly reports, in its own words.
MEASURE_LABELS = {
    "bankruptcies": "players who went bankrupt (MO-16)",
    "wages_paid": "salaries paid for passing or landing on Go (MO-4)",
    "public_spending": "dividends the public treasury paid back to the players (MO-V3)",
    "land_tax_paid": "the public's share of the site rent of streets (of every rent under tax_base "
                     "'all rent') paid to the public treasury (MO-V3, MO-X1)",
}


class MeasuresMixin:
    """Book values, land held and tallies for :class:`~.game.MonopolyGame`."""

    def _book_values(self) -> list[int]:
        """Every seat's wealth at the book valuation (see the module's docstring)."""
        data = self.data
        bal = self.balances
        values = bal[:self.n]
        owner, level, mortgaged, lift_cost = self.owner, self.level, self.mortgaged, data.lift_cost
        for s, price, _, house_cost in data.deed_values:
            holder = owner[s]
            if holder >= 0:
                values[holder] += price + level[s] * house_cost
                if mortgaged[s]:
                    values[holder] -= lift_cost[s]
        return values

    def land_held(self) -> list[int]:
        """The streets (land: not railroads or utilities) each seat holds, mortgaged or not."""
        held = [0] * self.n
        owner = self.owner
        for s in self.data.streets:
            holder = owner[s]
            if holder >= 0:
                held[holder] += 1
        return held

    def tallies(self) -> dict[str, int]:
        """Bankruptcies, Go salaries, dividends and the public's share of rents so far
        (``RULES.measures``).  The money is read from the ledger, only the transfers made
        since the last call; bankruptcies are the players out of the game."""
        seen, wages, public, land = self._tallied
        count = self.transfer_count
        if count > seen:
            for t in self.transfers(seen):
                reason = t.reason
                if reason == "salary":
                    wages += t.amount
                elif reason == "dividend":
                    public += t.amount
                elif reason == "land_rent":
                    land += t.amount
            self._tallied = (count, wages, public, land)
        return {"bankruptcies": len(self.out), "wages_paid": wages,
                "public_spending": public, "land_tax_paid": land}


__all__ = ["MEASURE_LABELS", "MeasuresMixin"]
