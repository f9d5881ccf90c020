"""Property: buying (MO-5), rent (MO-6), houses and hotels (MO-7, MO-8), selling buildings
back to the Bank (MO-9) and mortgages (MO-10), including receiving mortgaged property.

A street's buildings are one number, its *level*: 0..4 houses, or 5 = a hotel.  Building
and selling keep a group *even*: a house goes on a street of the group's lowest level, and
a building is sold from a street of its highest level, so levels never differ by more
than one.  A hotel replaces four houses, which go back to the Bank; selling a hotel back
to four houses takes four houses from the Bank.  If the Bank has not got them, the owner
may sell every building of the group at once (MO-9: "all hotels on one color-group may be
sold at once"), which needs no houses from the Bank.

What a player may do with his property "at any time on his turn" (``_manage_actions``):
build, sell buildings, mortgage, lift a mortgage.  What he may do to raise money
(``_raise_actions``): sell buildings and mortgage.
"""

from __future__ import annotations

from operator import itemgetter

from .board import (
    COLOUR_GROUPS,
    GROUP_OF,
    GROUP_SPACES,
    HOTEL,
    HOUSE_COST,
    HOUSES_PER_HOTEL,
    INTEREST,
    IS_STREET,
    KIND,
    MORTGAGE,
    PRICE,
    PROPERTIES,
    RAILROAD,
    RAILROAD_RENT,
    RAILROADS,
    RENTS,
    UTILITIES,
    UTILITY_MULTIPLIER,
)

_BANK = -1
#: The streets of each colour group, in board order (read on every turn by ``_buildable``).
_COLOUR_GROUP_STREETS = tuple(GROUP_SPACES[g] for g in COLOUR_GROUPS)
#: ``_IN_GROUP_OF[s](self.level)``: the entries of a by-space list for the streets of the
#: colour group of street ``s``, as a tuple in one call (every colour group has two or three
#: streets); None for the other spaces.
_IN_GROUP_OF = tuple(itemgetter(*GROUP_OF[s]) if IS_STREET[s] else None for s in range(40))


class EstateMixin:
    """MO-5..MO-10 for :class:`MonopolyGame`."""

    # ------------------------------------------------------------------ rent (MO-6)
    def _rent(self, s: int, total: int) -> int:
        """The rent printed on the deed of ``s`` for its owner now (``total``: the throw)."""
        owner = self.owner[s]
        if IS_STREET[s]:
            lvl = self.level[s]
            if lvl:
                return RENTS[s][1 + lvl]
            # A whole group doubles unimproved rent, even with a mortgaged street in it.
            whole = all(self.owner[t] == owner for t in GROUP_OF[s])
            return RENTS[s][1] if whole else RENTS[s][0]
        if KIND[s] == RAILROAD:
            held = sum(1 for r in RAILROADS if self.owner[r] == owner)
            return RAILROAD_RENT[held - 1]
        held = sum(1 for u in UTILITIES if self.owner[u] == owner)
        return UTILITY_MULTIPLIER[held] * total

    # ------------------------------------------------------------------ buying (MO-5)
    def _offer_purchase(self, seat: int, s: int) -> None:
        self.push(("buy", seat, s))

    def _legal_buy(self, frame):
        seat, s = frame[1], frame[2]
        actions = [("decline",)]
        if self.balances[seat] >= PRICE[s]:
            actions.append(("buy", s))
        else:                                  # he may raise the price from the Bank
            actions += self._raise_actions(seat)
        return actions

    def _check_buy(self, frame, action) -> bool:
        if action == ("decline",):
            return True
        seat, s = frame[1], frame[2]
        short = self.balances[seat] < PRICE[s]
        if action == ("buy", s):
            return not short
        return short and self._manage_ok(seat, action, turn=False)

    def _do_buy(self, frame, action) -> None:
        seat, s = frame[1], frame[2]
        kind = action[0]
        if kind == "buy":
            self.pay(seat, self.BANK, PRICE[s], "purchase", s)
            self.owner[s] = seat
            self.emit("bought", self.players[seat], s, PRICE[s], "bank")
        elif kind == "decline":
            self.emit("declined", self.players[seat], s)
            self._start_deed_auction(s, seat, include_starter=True)
        else:
            self.push(frame)
            self._manage(seat, action)

    # ------------------------------------------------------------------ groups
    def _owns_group(self, seat: int, s: int) -> bool:
        owner = self.owner
        return all(owner[t] == seat for t in GROUP_OF[s])

    def _group_free(self, seat: int, group: tuple) -> bool:
        """True when ``seat`` holds every street of ``group`` and none is mortgaged (MO-7)."""
        owner, mortgaged = self.owner, self.mortgaged
        for t in group:
            if owner[t] != seat or mortgaged[t]:
                return False
        return True

    def _group_bare(self, s: int) -> bool:
        """True when no street of the group of ``s`` has a building (MO-9, MO-10)."""
        if not IS_STREET[s]:
            return True
        return not any(_IN_GROUP_OF[s](self.level))

    # ------------------------------------------------------------------ building (MO-7, MO-8)
    def _can_build(self, seat: int, s: int, stock: bool = True, cash: bool = True) -> bool:
        """True when ``seat`` may put one more building on ``s`` now (evenly, MO-7).

        ``stock=False`` ignores whether the Bank has the building (MO-8 asks who *wants*
        one); ``cash=False`` ignores whether he can pay the printed price.
        """
        group = GROUP_OF[s]
        if not IS_STREET[s] or not self._group_free(seat, group):
            return False
        level = self.level
        lvl = level[s]
        if lvl >= HOTEL or lvl != min(level[t] for t in group):
            return False
        if stock and (self.hotels_left if lvl == HOTEL - 1 else self.houses_left) < 1:
            return False
        return not cash or self.balances[seat] >= HOUSE_COST[s]

    def _buildable(self, seat: int, stock: bool = True, cash: bool = True) -> list:
        """Streets where ``seat`` may build now (the same test as :meth:`_can_build`)."""
        out = []
        level, owner = self.level, self.owner
        money = self.balances[seat] if cash else 10 ** 12
        for group in _COLOUR_GROUP_STREETS:
            if owner[group[0]] != seat or not self._group_free(seat, group):
                continue
            low = min(_IN_GROUP_OF[group[0]](level))
            if low >= HOTEL:
                continue
            if stock and (self.hotels_left if low == HOTEL - 1 else self.houses_left) < 1:
                continue
            out += [s for s in group if level[s] == low and HOUSE_COST[s] <= money]
        return out

    def _build(self, seat: int, s: int, price: int) -> None:
        """Pay ``price`` to the Bank and raise ``s`` by one level."""
        self.pay(seat, self.BANK, price, "house", s)
        lvl = self.level[s] + 1
        self.level[s] = lvl
        if lvl == HOTEL:
            self.hotels_left -= 1
            self.houses_left += HOUSES_PER_HOTEL
        else:
            self.houses_left -= 1
        self.emit("built", self.players[seat], s, lvl, price)

    # ------------------------------------------------------------------ selling buildings (MO-9)
    def _can_sell_building(self, seat: int, s: int) -> bool:
        if not IS_STREET[s] or self.owner[s] != seat:
            return False
        level = self.level
        lvl = level[s]
        if not lvl or lvl != max(level[t] for t in GROUP_OF[s]):
            return False
        return lvl != HOTEL or self.houses_left >= HOUSES_PER_HOTEL

    def _sell_building(self, seat: int, s: int) -> None:
        lvl = self.level[s]
        self.level[s] = lvl - 1
        if lvl == HOTEL:
            self.hotels_left += 1
            self.houses_left -= HOUSES_PER_HOTEL
        else:
            self.houses_left += 1
        self.pay(self.BANK, seat, HOUSE_COST[s] // 2, "house", s)
        self.emit("sold_building", self.players[seat], s, lvl - 1)

    def _hotel_groups(self, seat: int) -> list:
        level, owner = self.level, self.owner
        return [g for g in COLOUR_GROUPS
                if owner[GROUP_SPACES[g][0]] == seat and any(level[t] == HOTEL for t in GROUP_SPACES[g])]

    def _sell_group(self, seat: int, g: str) -> None:
        """Sell every building of group ``g`` at once, at half price (a hotel = five houses)."""
        value = 0
        for t in GROUP_SPACES[g]:
            lvl = self.level[t]
            if lvl == HOTEL:
                self.hotels_left += 1
            else:
                self.houses_left += lvl
            value += lvl * HOUSE_COST[t] // 2
            self.level[t] = 0
        self.pay(self.BANK, seat, value, "house", GROUP_SPACES[g][0])
        self.emit("sold_group", self.players[seat], g, value)

    # ------------------------------------------------------------------ mortgages (MO-10)
    def _can_mortgage(self, seat: int, s: int) -> bool:
        return self.owner[s] == seat and not self.mortgaged[s] and self._group_bare(s)

    def _mortgage(self, seat: int, s: int) -> None:
        self.mortgaged[s] = 1
        self.pay(self.BANK, seat, MORTGAGE[s], "mortgage", s)
        self.emit("mortgaged", self.players[seat], s, MORTGAGE[s])

    def _unmortgage(self, seat: int, s: int) -> None:
        self.mortgaged[s] = 0
        self.pay(seat, self.BANK, MORTGAGE[s], "unmortgage", s)
        self.pay(seat, self.BANK, INTEREST[s], "interest", s)
        self.emit("unmortgaged", self.players[seat], s, MORTGAGE[s] + INTEREST[s])

    def _received_mortgaged(self, seat: int, spaces) -> None:
        """MO-10: the new owner of mortgaged property lifts it now or pays 10% now."""
        for s in reversed(spaces):
            self.push(("receive", seat, s))

    def _legal_receive(self, frame):
        seat, s = frame[1], frame[2]
        actions = [("keep", s)]
        if self.balances[seat] >= MORTGAGE[s] + INTEREST[s]:
            actions.append(("lift", s))
        return actions

    def _do_receive(self, frame, action) -> None:
        seat, s = frame[1], frame[2]
        if not self.alive[seat] or self.owner[s] != seat:
            return
        if action[0] == "lift":
            self._unmortgage(seat, s)
        else:
            self.emit("kept_mortgage", self.players[seat], s, INTEREST[s])
            self._charge(seat, ((self.BANK, INTEREST[s], "interest"),), s)

    # ------------------------------------------------------------------ what a player may do
    def _raise_actions(self, seat: int) -> list:
        """Ways to raise cash from the Bank now: sell a building, sell a group's, mortgage."""
        owner, mortgaged, level = self.owner, self.mortgaged, self.level
        if not any(level):
            return [("mortgage", s) for s in PROPERTIES if owner[s] == seat and not mortgaged[s]]
        actions = []
        for s in PROPERTIES:
            if owner[s] != seat:
                continue
            if level[s] and self._can_sell_building(seat, s):
                actions.append(("sell_house", s))
            if not mortgaged[s] and self._group_bare(s):
                actions.append(("mortgage", s))
        actions += [("sell_all", g) for g in self._hotel_groups(seat)]
        return actions

    def _manage_actions(self, seat: int) -> list:
        """Everything ``seat`` may do with his property on his turn (MO-7, MO-9, MO-10)."""
        actions = [("build", s) for s in self._buildable(seat)]
        actions += self._raise_actions(seat)
        cash = self.balances[seat]
        owner, mortgaged = self.owner, self.mortgaged
        actions += [("unmortgage", s) for s in PROPERTIES
                    if owner[s] == seat and mortgaged[s] and cash >= MORTGAGE[s] + INTEREST[s]]
        return actions

    def _manage_ok(self, seat: int, action, turn: bool) -> bool:
        """Whether ``action`` is one of :meth:`_manage_actions` (``turn``) or of
        :meth:`_raise_actions` (not ``turn``) for ``seat`` now, without listing them."""
        if len(action) != 2:
            return False
        kind, arg = action
        if kind == "sell_all":
            return arg in self._hotel_groups(seat)
        if not isinstance(arg, int) or isinstance(arg, bool) or not 0 <= arg < 40:
            return False
        if kind == "mortgage":
            return self._can_mortgage(seat, arg)
        if kind == "sell_house":
            return self._can_sell_building(seat, arg)
        if not turn:
            return False
        if kind == "build":
            return self._can_build(seat, arg)
        if kind == "unmortgage":
            return (self.owner[arg] == seat and bool(self.mortgaged[arg])
                    and self.balances[seat] >= MORTGAGE[arg] + INTEREST[arg])
        return False

    def _manage(self, seat: int, action) -> None:
        kind, arg = action[0], action[1]
        if kind == "build":
            self._build_request(seat, arg)
        elif kind == "sell_house":
            self._sell_building(seat, arg)
        elif kind == "sell_all":
            self._sell_group(seat, arg)
        elif kind == "mortgage":
            self._mortgage(seat, arg)
        elif kind == "unmortgage":
            self._unmortgage(seat, arg)

    def _liquidation(self, seat: int) -> int:
        """Cash he could hold by selling every building and mortgaging every deed (MO-16)."""
        value = self.balances[seat]
        owner = self.owner
        for s in PROPERTIES:
            if owner[s] == seat:
                value += self.level[s] * HOUSE_COST[s] // 2
                if not self.mortgaged[s]:
                    value += MORTGAGE[s]
        return value

    def properties_of(self, player: str) -> tuple[int, ...]:
        """The spaces whose deeds ``player`` holds."""
        seat = self.seat_of(player)
        return tuple(s for s in PROPERTIES if self.owner[s] == seat)

