"""Property: buying (MO-5), rent (MO-6), houses and hotels (MO-7, MO-8), selling buildings
back to the Bank (MO-9) and mortgages (MO-10), including receiving mortgaged property.

A street's buildings are one number, its *level*: 0..4 houses, or 5 = a hotel
(``data.hotel``; the edition says how many houses a hotel replaces).  Building and
selling keep a group *even*: a house goes on a street of the group's lowest level, and a
building is sold from a street of its highest level, so levels never differ by more than
one.  A hotel replaces four houses, which go back to the Bank; selling a hotel back to
four houses takes four houses from the Bank.  If the Bank has not got them, the owner may
sell every building of the group at once (MO-9: "all hotels on one color-group may be
sold at once"), which needs no houses from the Bank.

What a player may do with his property "at any time on his turn" (``_manage_actions``):
build, sell buildings, mortgage, lift a mortgage.  What he may do to raise money
(``_raise_actions``): sell buildings and mortgage.  Every price, rent and percent is the
edition's (``self.data``).
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from landlords.engine.native import mypyc_attr

from .base import MonopolyBase, any_set
from .data import RAILROAD
from .frames import Buy, BuyFields, Due, Receive

#: Cash that can pay for anything (``_buildable`` ignoring cash).
_UNLIMITED = 10 ** 12


@mypyc_attr(allow_interpreted_subclasses=True)
class EstateRules(MonopolyBase):
    """MO-5..MO-10: the part of :class:`~.game.MonopolyGame` that deals with property."""

    # ------------------------------------------------------------------ rent (MO-6)
    def _rent(self, s: int, total: int) -> int:
        """The rent printed on the deed of ``s`` for its owner now (``total``: the throw)."""
        data = self.data
        if data.is_street[s]:
            lvl = self.level[s]
            return data.rents[s][1 + lvl] if lvl else self._site_rent(s)
        owner = self.owner
        holder = owner[s]
        if data.kind[s] == RAILROAD:
            held = sum(1 for r in data.railroads if owner[r] == holder)
            return data.railroad_rent[held - 1]
        held = sum(1 for u in data.utilities if owner[u] == holder)
        return data.utility_rent[held] * total

    def _site_rent(self, s: int) -> int:
        """The site rent of ``s``: what it would draw with no buildings, as it is held now.

        For a street, its printed unimproved rent, doubled when its holder holds the whole
        colour group, even with a mortgaged street in it (MO-6: the doubling comes with
        holding the land, not with building on it).  A railroad or a utility is not land
        and has none (0): the land value tax (MO-V3) leaves fares and charges alone.
        """
        data = self.data
        if not data.is_street[s]:
            return 0
        owner = self.owner
        holder = owner[s]
        rents = data.rents[s]
        return rents[1] if all(owner[t] == holder for t in data.group_of[s]) else rents[0]

    # ------------------------------------------------------------------ buying (MO-5)
    def _offer_purchase(self, seat: int, s: int) -> None:
        self.push(Buy(seat, s))

    def _legal_buy(self, frame: BuyFields) -> list:
        seat, s = frame.seat, frame.space
        actions: list[tuple] = [("decline",)]
        if self.balances[seat] >= self.data.price[s]:
            actions.append(("buy", s))
        else:                                  # he may raise the price from the Bank
            actions += self._raise_actions(seat)
        return actions

    def _check_buy(self, frame: BuyFields, action: Any) -> bool:
        if action == ("decline",):
            return True
        seat, s = frame.seat, frame.space
        short = self.balances[seat] < self.data.price[s]
        if action == ("buy", s):
            return not short
        return short and self._manage_ok(seat, action, turn=False)

    def _do_buy(self, frame: BuyFields, action: Any) -> None:
        seat, s = frame.seat, frame.space
        kind = action[0]
        if kind == "buy":
            price = self.data.price[s]
            self.pay(seat, self.BANK, price, "purchase", s)
            self.owner[s] = seat
            self._holdings_changed()
            self.emit("bought", self.players[seat], s, price, "bank")
        elif kind == "decline":
            self.emit("declined", self.players[seat], s)
            self._start_deed_auction(s, seat, include_starter=True)
        else:
            self.push(frame)
            self._manage(seat, action)

    # ------------------------------------------------------------------ groups
    def _owns_group(self, seat: int, s: int) -> bool:
        owner = self.owner
        return all(owner[t] == seat for t in self.data.group_of[s])

    def _group_free(self, seat: int, group: tuple) -> bool:
        """True when ``seat`` holds every street of ``group`` and none is mortgaged (MO-7)."""
        owner, mortgaged = self.owner, self.mortgaged
        for t in group:
            if owner[t] != seat or mortgaged[t]:
                return False
        return True

    def _group_bare(self, s: int) -> bool:
        """True when no street of the group of ``s`` has a building (MO-9, MO-10)."""
        data = self.data
        if not data.is_street[s]:
            return True
        level = self.level
        for t in data.group_of[s]:
            if level[t]:
                return False
        return True

    # ------------------------------------------------------------------ building (MO-7, MO-8)
    def _can_build(self, seat: int, s: int, stock: bool = True, cash: bool = True) -> bool:
        """True when ``seat`` may put one more building on ``s`` now (evenly, MO-7).

        ``stock=False`` ignores whether the Bank has the building (MO-8 asks who *wants*
        one); ``cash=False`` ignores whether he can pay the printed price.
        """
        data = self.data
        group = data.group_of[s]
        if not data.is_street[s] or not self._group_free(seat, group):
            return False
        level = self.level
        lvl = level[s]
        hotel = data.hotel
        if lvl >= hotel or lvl != min(level[t] for t in group):
            return False
        if stock and (self.hotels_left if lvl == hotel - 1 else self.houses_left) < 1:
            return False
        return not cash or self.balances[seat] >= data.house_cost[s]

    def _buildable(self, seat: int, stock: bool = True, cash: bool = True) -> list:
        """Streets where ``seat`` may build now (the same test as :meth:`_can_build`)."""
        out = []
        level, owner = self.level, self.owner
        data = self.data
        for group in data.colour_group_streets:
            if owner[group[0]] != seat or not self._group_free(seat, group):
                continue                               # (most groups: tables read only past here)
            low = level[group[0]]
            for t in group:
                if level[t] < low:
                    low = level[t]
            hotel = data.hotel
            if low >= hotel:
                continue
            if stock and (self.hotels_left if low == hotel - 1 else self.houses_left) < 1:
                continue
            money = self.balances[seat] if cash else _UNLIMITED
            house_cost = data.house_cost
            out += [s for s in group if level[s] == low and house_cost[s] <= money]
        return out

    def _build(self, seat: int, s: int, price: int) -> None:
        """Pay ``price`` to the Bank and raise ``s`` by one level."""
        self.pay(seat, self.BANK, price, "house", s)
        lvl = self.level[s] + 1
        self.level[s] = lvl
        self._holdings_changed()
        data = self.data
        if lvl == data.hotel:
            self.hotels_left -= 1
            self.houses_left += data.houses_per_hotel
        else:
            self.houses_left -= 1
        self.emit("built", self.players[seat], s, lvl, price)

    # ------------------------------------------------------------------ selling buildings (MO-9)
    def _resale(self, level: int, s: int) -> int:
        """What the Bank pays for ``level`` buildings on ``s`` (half their price)."""
        data = self.data
        return level * data.house_cost[s] * data.resale_percent // 100

    def _can_sell_building(self, seat: int, s: int) -> bool:
        data = self.data
        if not data.is_street[s] or self.owner[s] != seat:
            return False
        level = self.level
        lvl = level[s]
        if not lvl or lvl != max(level[t] for t in data.group_of[s]):
            return False
        return lvl != data.hotel or self.houses_left >= data.houses_per_hotel

    def _sell_building(self, seat: int, s: int) -> None:
        data = self.data
        lvl = self.level[s]
        self.level[s] = lvl - 1
        self._holdings_changed()
        if lvl == data.hotel:
            self.hotels_left += 1
            self.houses_left -= data.houses_per_hotel
        else:
            self.houses_left += 1
        self.pay(self.BANK, seat, self._resale(1, s), "house", s)
        self.emit("sold_building", self.players[seat], s, lvl - 1)

    def _hotel_groups(self, seat: int) -> list:
        level, owner = self.level, self.owner
        data = self.data
        hotel, group_spaces = data.hotel, data.group_spaces
        return [g for g in data.colour_groups
                if owner[group_spaces[g][0]] == seat and any(level[t] == hotel for t in group_spaces[g])]

    def _sell_group(self, seat: int, g: str) -> None:
        """Sell every building of group ``g`` at once, at half price (a hotel = five houses)."""
        data = self.data
        spaces = data.group_spaces[g]
        value = 0
        for t in spaces:
            lvl = self.level[t]
            if lvl == data.hotel:
                self.hotels_left += 1
            else:
                self.houses_left += lvl
            value += self._resale(lvl, t)
            self.level[t] = 0
        self._holdings_changed()
        self.pay(self.BANK, seat, value, "house", spaces[0])
        self.emit("sold_group", self.players[seat], g, value)

    # ------------------------------------------------------------------ mortgages (MO-10)
    def _can_mortgage(self, seat: int, s: int) -> bool:
        return self.owner[s] == seat and not self.mortgaged[s] and self._group_bare(s)

    def _mortgage(self, seat: int, s: int) -> None:
        self.mortgaged[s] = 1
        self._holdings_changed()
        amount = self.data.mortgage[s]
        self.pay(self.BANK, seat, amount, "mortgage", s)
        self.emit("mortgaged", self.players[seat], s, amount)

    def _unmortgage(self, seat: int, s: int) -> None:
        data = self.data
        self.mortgaged[s] = 0
        self._holdings_changed()
        self.pay(seat, self.BANK, data.mortgage[s], "unmortgage", s)
        self.pay(seat, self.BANK, data.interest[s], "interest", s)
        self.emit("unmortgaged", self.players[seat], s, data.lift_cost[s])

    def _received_mortgaged(self, seat: int, spaces) -> None:
        """MO-10: the new owner of mortgaged property lifts it now or pays 10% now."""
        for s in spaces[::-1]:
            self.push(Receive(seat, s))

    def _legal_receive(self, frame):
        seat, s = frame.seat, frame.space
        actions = [("keep", s)]
        if self.balances[seat] >= self.data.lift_cost[s]:
            actions.append(("lift", s))
        return actions

    def _do_receive(self, frame, action) -> None:
        seat, s = frame.seat, frame.space
        if not self.alive[seat] or self.owner[s] != seat:
            return
        if action[0] == "lift":
            self._unmortgage(seat, s)
        else:
            interest = self.data.interest[s]
            self.emit("kept_mortgage", self.players[seat], s, interest)
            self._charge(seat, (Due(self.BANK, interest, "interest"),), s)

    # ------------------------------------------------------------------ what a player may do
    def _raise_actions(self, seat: int) -> list:
        """Ways to raise cash from the Bank now: sell a building, sell a group's, mortgage."""
        owner, mortgaged, level = self.owner, self.mortgaged, self.level
        properties = self.data.properties
        if not any_set(level):
            return [("mortgage", s) for s in properties if owner[s] == seat and not mortgaged[s]]
        actions = []
        for s in properties:
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
        if any_set(self.mortgaged):
            cash = self.balances[seat]
            owner, mortgaged = self.owner, self.mortgaged
            lift_cost = self.data.lift_cost
            actions += [("unmortgage", s) for s in self.data.properties
                        if owner[s] == seat and mortgaged[s] and cash >= lift_cost[s]]
        return actions

    def _manage_ok(self, seat: int, action, turn: bool) -> bool:
        """Whether ``action`` is one of :meth:`_manage_actions` (``turn``) or of
        :meth:`_raise_actions` (not ``turn``) for ``seat`` now, without listing them."""
        if len(action) != 2:
            return False
        kind, arg = action
        if kind == "sell_all":
            return arg in self._hotel_groups(seat)
        if not isinstance(arg, int) or isinstance(arg, bool) or not 0 <= arg < self.data.size:
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
                    and self.balances[seat] >= self.data.lift_cost[arg])
        return False

    def _manage(self, seat: int, action) -> None:
        kind, arg = action
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
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        mortgage = self.data.mortgage
        for s in self.data.properties:
            if owner[s] == seat:
                value += self._resale(level[s], s)
                if not mortgaged[s]:
                    value += mortgage[s]
        return value

    def properties_of(self, player: Any) -> tuple[int, ...]:
        """The spaces whose deeds ``player`` holds."""
        seat = self.seat_of(player)
        return tuple(s for s in self.data.properties if self.owner[s] == seat)


#: The old name of :class:`EstateRules` (a mixin before issue 28), kept for one release.
EstateMixin = EstateRules
