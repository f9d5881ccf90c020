"""Monopoly by the package's yardsticks: book values, market values, land held, tallies.

These answer the engine's measure hooks (``game.book_values()``, ``game.market_parts()``,
``game.land_held()``, ``game.tallies()``) so that an experiment compares the classic
rules and the land value tax (MO-V3, MO-X1) with each other and with The Landlord's Game
by one yardstick.  Experiments call them at every turn's end when they keep per-turn
rows, so they are cheap: one pass over the 28 deeds, and the ledger read once (each call
reads only the transfers made since the last).

**The book valuation** (``docs/rules/monopoly.md``, "Book values"): a player's cash +
every deed he holds at its printed price + every building at what was paid for it (a
hotel with its four houses) - for each mortgaged deed, what lifting its mortgage costs
(the mortgage plus its 10% interest, MO-10: the debt to the Bank as it stands, as loans
count at what is owed in The Landlord's Game).  A Get Out of Jail Free card has no
price and counts nothing.  A bankrupt player holds nothing and is worth 0.

The official time-limit valuation (MO-18, the rules' own score) differs only on
mortgaged deeds: it takes the mortgage off the price but not the interest.

**The market valuation** (``game.market_parts(landing)``, ``docs/rules/monopoly.md``,
"Market value"): a deed is worth to its holder the rent it draws for him, so each seat's
wealth is two parts, ``(fixed, income)``.  ``income`` is the dollars per round his deeds
are expected to draw from the other players still in the game (each takes one turn a
round): for every deed he holds, ``landing[s]`` (the expected moves of one player's turn
ending on it) times what such a landing pays *him* now, times the number of other players
in the game.  What a landing pays him is the deed's printed rent as it stands (MO-6: a
street at its houses or hotel, or doubled when unimproved in a whole group; a railroad by
the railroads he holds; a utility at the mean throw of two dice, 7, times its multiplier,
4 or 10) less the public's part under the land value tax in force (MO-V3, MO-X1,
``public_part``, rounded down as the rule rounds it: under the tax on site rent he keeps
house and hotel rent, fares and charges).  The cards' special rents (MO-11: twice a
railroad's rent, ten times a new throw) are counted as ordinary landings.  A mortgaged
deed draws nothing while mortgaged, but its holder can lift it whenever he likes, so it
counts the income it would draw once lifted, and what lifting costs (the mortgage and its
10%, MO-10) is taken off ``fixed``.  ``fixed`` is his cash less those lift costs: deed
prices and buildings count nothing there, being valued by what they draw, and a Get Out
of Jail Free card counts nothing (as in the book valuation).  A bankrupt player is
``(0, 0)``.  At a discount rate ``r`` per round, his market value is ``fixed + income / r``
(the engine's ``game.market_values``).
"""

# mypyc: compiled

from __future__ import annotations

from landlords.engine.native import mypyc_attr

from .land_tax import LandTaxRules
from .landing import mean_throw

#: The standard measures a game of Monopoly reports, in its own words.
MEASURE_LABELS = {
    "bankruptcies": "players who went bankrupt (MO-16)",
    "wages_paid": "salaries paid for passing or landing on Go (MO-4)",
    "public_spending": "dividends the public treasury paid back to the players (MO-V3)",
    "land_tax_paid": "the public's share of the site rent of streets (of every rent under tax_base "
                     "'all rent') paid to the public treasury (MO-V3, MO-X1)",
}


@mypyc_attr(allow_interpreted_subclasses=True)
class MeasureRules(LandTaxRules):
    """Book values, market values, land held and tallies: the measures of
    :class:`~.game.MonopolyGame`."""

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

    def market_parts(self, landing) -> list[tuple[float, float]]:
        """Every seat's ``(fixed, income)`` at the landing rates ``landing`` (by space; see
        the module's docstring)."""
        data = self.data
        bal = self.balances
        owner, mortgaged, lift_cost = self.owner, self.mortgaged, data.lift_cost
        alive = self.alive
        throw = round(mean_throw())       # 7: the mean of two dice is whole, its float sum not quite
        fixed = [float(bal[seat]) if alive[seat] else 0.0 for seat in range(self.n)]
        income = [0.0] * self.n
        for s in data.properties:
            holder = owner[s]
            if holder < 0 or not alive[holder]:
                continue
            if mortgaged[s]:
                fixed[holder] -= lift_cost[s]
            rent = self._rent(s, throw)                # MO-6, as if lifted
            income[holder] += landing[s] * (rent - self.public_part(s, rent))
        tenants = self.nalive - 1
        return [(fixed[seat], float(income[seat] * tenants)) for seat in range(self.n)]

    def land_held(self) -> list[int]:
        """The streets (land: not railroads or utilities) each seat holds, mortgaged or not."""
        held = [0] * self.n
        owner = self.owner
        for s in self.data.streets:
            holder = owner[s]
            if holder >= 0:
                held[holder] += 1
        return held

    def land_count(self) -> int:
        """The board's streets (22 on the US board): the land of :meth:`land_held`."""
        return len(self.data.streets)

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


#: The old name of :class:`MeasureRules` (a mixin before issue 28), kept for one release.
MeasuresMixin = MeasureRules

__all__ = ["MEASURE_LABELS", "MeasureRules", "MeasuresMixin"]
