"""Bots for classic Monopoly, with the same four characters as in The Landlord's Game.

* ``cautious`` - a saver: keeps a large cash reserve, buys and bids only with money to
  spare, builds up to three houses when rich, sits in Jail once the board is built up,
  and will not sell anyone a monopoly except at a high price.
* ``speculator`` - a land speculator: buys every deed it can, bids high, and holds its
  land rather than build (it builds only with a lot of spare cash).
* ``improver`` - builds whenever it can, up to hotels, keeping only a small reserve.
* ``trader`` - completes colour groups by trade every turn it can (swapping a deed that
  completes the other player's group too, or paying cash), and builds to three houses.

All of them buy and bid with a cash reserve, build evenly (the rules enforce it; they
choose where), lift mortgages when rich, raise money by mortgaging loose deeds before
selling houses, and refuse any trade that hands another player a monopoly unless it pays
for it (a swap completing a group of their own, or cash worth the monopoly).  When the
Bank has no houses left (MO-8) and they build up to hotels, they sell houses of their
cheaper groups back and build them on their best group until it takes hotels, which give
houses back to the Bank (``MonopolyBot._raising``); without that, a board where every
house stands on streets of three stalled for good.  Each decision comes with a
one-sentence reason.

Bots are stateless: a trade is planned from the state alone, so the same plan is found
again at each step of composing the offer.  What a bot keeps, its memos of trade
candidates (``_candidates``) and of what it reads from the holdings at each decision
(``_views``: buildings on others' streets, its mortgaged deeds, the groups it may build
on), are pure caches: keyed by the game's ``holdings_key`` (a token that changes whenever
anyone's holdings change, see ``MonopolyGame._holdings_changed``) with everything else
they are worked out from (the seat, the players in, the rent share and what it is taken
of), and emptied for
another edition, they give back only what would be worked out again.  A game lends its
bots to its clones, so the memos are shared by branches; they are deliberately not part of
a game's declared state, and ``tests/test_monopoly_bots.py`` checks that they cannot
change a game's course.
"""

# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, final

from landlords.engine.bots import Bot
from landlords.engine.native import mypyc_attr

from .base import any_set
from .data import DECKS, RAILROAD, MonopolyData
from .frames import DEED, PRE, BidFields, BuyFields, ComposeFields, RaiseFields, TurnFields

if TYPE_CHECKING:
    from .game import MonopolyGame

#: What the n-th railroad held adds to their prices (a bot's judgement, by railroads held).
_RAIL_BONUS = (0, 0, 50, 150, 300)
#: What a Get Out of Jail Free card is worth in a trade (a bot's judgement).
_CARD_VALUE = 30


@final
class HoldingsView:
    """What a bot reads from the holdings alone (owner, buildings, mortgages) for its seat,
    kept under the game's ``holdings_key`` (:meth:`MonopolyBot._view`).  A small class,
    not a named tuple: compiled, it is made and read natively (a named tuple is made by
    Python code)."""

    __slots__ = ("others_built", "mortgaged", "build_groups")

    def __init__(self, others_built: int, mortgaged: tuple, build_groups: tuple) -> None:
        #: Building levels on other players' streets (a hotel counts 5).
        self.others_built: int = others_built
        #: ``(space, cost to lift, whether it completes a group)`` of my mortgaged deeds.
        self.mortgaged: tuple = mortgaged
        #: ``(streets at the group's lowest level, that level)`` of my whole unmortgaged
        #: groups below hotels, in the edition's group order.
        self.build_groups: tuple = build_groups

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, HoldingsView) and self.others_built == other.others_built
                and self.mortgaged == other.mortgaged and self.build_groups == other.build_groups)

    def __repr__(self) -> str:
        return (f"HoldingsView(others_built={self.others_built}, mortgaged={self.mortgaged}, "
                f"build_groups={self.build_groups})")


#: A trade :meth:`MonopolyBot._find_candidates` finds: ``(other, gives, x, fees, least, back)``.
Candidate = tuple[int, tuple[int, ...], int, int, int, int]
#: What :meth:`MonopolyBot._plan_candidates` remembers: the trades, their gains and mine.
Candidates = tuple[list[Candidate], list[Any], list[Any]]


@final
class TradePlan:
    """A trade a bot has in mind: with ``other``, giving ``gives`` for ``gets`` and paying
    ``cash`` (negative: paid to it).  A small class, as :class:`HoldingsView` is."""

    __slots__ = ("other", "gives", "gets", "cash")

    def __init__(self, other: int, gives: tuple, gets: tuple, cash: int) -> None:
        self.other: int = other
        self.gives: tuple = gives
        self.gets: tuple = gets
        self.cash: int = cash

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, TradePlan) and self.other == other.other and self.gives == other.gives
                and self.gets == other.gets and self.cash == other.cash)

    def __repr__(self) -> str:
        return f"TradePlan(other={self.other}, gives={self.gives}, gets={self.gets}, cash={self.cash})"


@mypyc_attr(allow_interpreted_subclasses=True)
class MonopolyBot(Bot):
    """Shared judgement; the strategies differ by their traits."""

    reserve = 150          # cash kept back for rent and taxes
    buy_reserve = 100      # cash kept after buying a deed at the printed price
    bid_factor = 1.0       # bids up to this multiple of the printed price
    build_reserve = 150    # cash kept after buying a house
    max_level: int | None = 3  # builds up to this many houses (None: up to hotels)
    group_weight = 0.5     # a whole colour group is worth this times its hotels' rents
    partial_weight = 0.1   # ... and this when one street of it is missing
    rich = 2000            # with this much cash it builds up to hotels whatever its max_level
    rival_weight = 0.6     # how much a monopoly handed to another player counts against a trade
    trade_every = 4        # tries a trade on one turn in this many
    stays_in_jail = True   # sits in Jail (throwing for doubles) once others have built

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self._candidates: dict[tuple, Candidates] = {}
        self._views: dict[tuple, HoldingsView] = {}
        # The view asked for last, with the holdings token and seat it is for: asked again
        # at most decisions, it is given without hashing a key (the same memo, one deep).
        self._last_view: HoldingsView | None = None
        self._last_view_key: object = None
        self._last_view_seat: int = -1
        self._gains: dict[tuple, list[Any]] = {}
        self._data: MonopolyData | None = None
        self._bonus_by_held: dict[str, tuple[float, ...]] = {}
        self._site_bonuses: dict[Any, dict[str, tuple[float, ...]]] = {}
        self._street_groups: dict[str, tuple[int, ...]] = {}
        # The edition's tables _deeds_gain reads, typed (native tuples when compiled).
        self._price: tuple[int, ...] = ()
        self._mortgage: tuple[int, ...] = ()
        self._interest: tuple[int, ...] = ()
        self._group: tuple[str, ...] = ()

    def _edition(self, g: MonopolyGame) -> MonopolyData:
        """The game's edition, with this bot's tables for it computed (once per edition)."""
        data = g.data
        if data is not self._data:
            # What holding 0..all streets of each colour group adds (``_group_bonus``), looked
            # up rather than recomputed in the trade judgement, the bots' hottest path.
            self._bonus_by_held = {grp: tuple(self._group_bonus(data, grp, held)
                                              for held in range(len(spaces) + 1))
                                   for grp, spaces in data.street_groups.items()}
            # A plain dict of the colour groups: looked up on every trade judgement (a
            # mapping proxy's ``get`` costs a method call more).
            self._street_groups = dict(data.street_groups)
            self._site_bonuses = {}
            self._price, self._mortgage, self._interest = data.price, data.mortgage, data.interest
            self._group = data.group
            self._candidates = {}
            self._views = {}
            self._last_view = None
            self._gains = {}
            self._data = data
        return data

    # ------------------------------------------------------------------ judgement
    @staticmethod
    def _cash(g: MonopolyGame, seat: int) -> int:
        return g.balances[seat]

    def _view(self, g: MonopolyGame, seat: int) -> HoldingsView:
        """The :class:`HoldingsView` of ``seat`` for the holdings of ``g`` now, worked out
        once per holdings (the same holdings give the same view in every game)."""
        token = g.holdings_key
        view = self._last_view
        if view is not None and token is self._last_view_key and seat == self._last_view_seat:
            return view
        key: tuple = (token, seat)
        view = self._views.get(key)
        if view is None:
            if g.data is not self._data:
                self._edition(g)
            views = self._views
            if len(views) > 256:
                views.clear()
            view = views[key] = self._work_out_view(g, seat)
        self._last_view, self._last_view_key, self._last_view_seat = view, token, seat
        return view

    def _work_out_view(self, g: MonopolyGame, seat: int) -> HoldingsView:
        data = g.data
        level: list[int] = g.level
        owner: list[int] = g.owner
        mortgaged: list[int] = g.mortgaged
        me: int = self.seat
        built = 0
        if any_set(level):
            for s in range(len(level)):
                lvl = level[s]
                if lvl and owner[s] != me:
                    built += lvl
        held: tuple = ()
        if any_set(mortgaged):
            lift_cost = data.lift_cost
            held = tuple((s, lift_cost[s], self._completes(g, seat, s)) for s in data.properties
                         if mortgaged[s] and owner[s] == seat)
        hotel: int = data.hotel
        groups = []
        group: tuple[int, ...]
        for group in data.colour_group_streets:       # as MonopolyGame._buildable
            if owner[group[0]] != seat or not g._group_free(seat, group):
                continue
            low = level[group[0]]
            for t in group:
                if level[t] < low:
                    low = level[t]
            if low < hotel:
                groups.append((tuple(s for s in group if level[s] == low), low))
        return HoldingsView(built, held, tuple(groups))

    def _others_built(self, g: MonopolyGame) -> int:
        """Building levels standing on other players' streets (a hotel counts 5)."""
        return self._view(g, self.seat).others_built

    @staticmethod
    def _completes(g: MonopolyGame, seat: int, s: int) -> bool:
        """Whether getting ``s`` gives ``seat`` the whole colour group of ``s``."""
        data = g.data
        if not data.is_street[s]:
            return False
        owner: list[int] = g.owner
        group_of: tuple[int, ...] = data.group_of[s]
        for t in group_of:
            if t != s and owner[t] != seat:
                return False
        return True

    def _blocks(self, g: MonopolyGame, s: int) -> bool:
        """Whether ``s`` is the last street another player needs for a group."""
        data = g.data
        if not data.is_street[s]:
            return False
        holders = {g.owner[t] for t in data.group_of[s] if t != s}
        return len(holders) == 1 and min(holders) >= 0 and self.seat not in holders

    def value(self, g: MonopolyGame, s: int) -> int:
        """What deed ``s`` is worth to this bot now."""
        data = g.data
        worth = data.price[s]
        if self._completes(g, self.seat, s):
            worth += int(self.group_weight * data.group_hotel_rent[data.group[s]] / 2)
        elif self._blocks(g, s):
            worth += data.price[s] // 2
        elif data.kind[s] == RAILROAD:
            held = sum(1 for r in data.railroads if g.owner[r] == self.seat)
            worth += _RAIL_BONUS[min(held + 1, len(_RAIL_BONUS) - 1)] - _RAIL_BONUS[held]
        return worth

    def _group_bonus(self, data: MonopolyData, grp: str, held: int, taxed: float = 0.0) -> float:
        """What holding ``held`` streets of colour group ``grp`` adds to their prices: a
        share of the rent its hotels would earn in one landing each, less ``taxed`` (a
        fraction) of the group's site rent, the public's part under the land value tax."""
        size = len(data.street_groups[grp])
        rent = float(data.group_hotel_rent[grp])   # exact: the same float products
        if taxed:
            rent -= taxed * data.group_site_rent[grp]
        if held == size:
            return self.group_weight * rent
        if held and held == size - 1:
            return self.partial_weight * rent
        return 0.0

    def _kept_bonuses(self, g: MonopolyGame) -> tuple[dict[str, tuple[float, ...]], float]:
        """``(bonus by group and streets held, the owner's share of every bonus)``: the
        group bonuses (:meth:`_group_bonus`) as the owner keeps them under the rules in force.

        Under the classic rules, the plain bonuses, all kept.  Under the land value tax on
        site rent (MO-V3), the hotels' rents less the public's part of the group's site
        rent, and the railroads' bonus whole (fares are untaxed).  Under the tax on all
        rent (``tax_base="all rent"``) every bonus shrinks to the owner's share.
        """
        share = g.public_share()
        if not share or g.taxes_improvements():
            return self._bonus_by_held, 1.0 - share / 100
        tables = self._site_bonuses.get(share)
        if tables is None:
            data, taxed = g.data, share / 100
            tables = self._site_bonuses[share] = {
                grp: tuple(self._group_bonus(data, grp, held, taxed) for held in range(len(spaces) + 1))
                for grp, spaces in data.street_groups.items()}
        return tables, 1.0

    def trade_gain(self, g: MonopolyGame, me: int, other: int, gets: tuple[int, ...], gives: tuple[int, ...],
                   cards_in: int, cards_out: int,
                   cash_in: int, rival_weight: float | None = None) -> float:
        """How much better off ``me`` is after a trade with ``other`` (this bot's judgement).

        Deeds count at their printed price (less the mortgage on a mortgaged one, and the
        interest due on receiving it); holding a whole colour group adds ``group_weight``
        times its hotels' rents, holding all but one street ``partial_weight`` times;
        railroads add a bonus for each one held beyond the first; under the land value tax
        (MO-V3) these bonuses are what the owner keeps (:meth:`_kept_bonuses`).  A group the trade
        completes for ``other`` counts against it, ``rival_weight`` times (more in a small
        game: with one opponent, his monopoly costs me as much as mine gains me).
        """
        return (self._deeds_gain(g, me, other, gets, gives, rival_weight) + cash_in
                + _CARD_VALUE * (cards_in - cards_out))

    def _deeds_gain(self, g: MonopolyGame, me: int, other: int, gets: tuple[int, ...], gives: tuple[int, ...],
                    rival_weight: float | None = None) -> float:
        """The part of :meth:`trade_gain` due to the deeds alone (no cash, no cards): a
        function of who owns and who mortgaged what, not of anyone's cash."""
        if g.data is not self._data:
            self._edition(g)
        price, mortgage, interest, group = self._price, self._mortgage, self._interest, self._group
        owner: list[int] = g.owner
        mortgaged: list[int] = g.mortgaged
        mine = 0.0
        for s in gets:
            mine += price[s] - (mortgage[s] + interest[s] if mortgaged[s] else 0)
        for s in gives:
            mine -= price[s] - (mortgage[s] if mortgaged[s] else 0)
        theirs = bonus = 0.0
        rails = False
        spaces: tuple[int, ...] | None
        bonus_by_held, private = self._kept_bonuses(g)
        street_groups = self._street_groups
        # Sorted: a set of strings iterates in an order that changes with PYTHONHASHSEED, and
        # the float sums below must not, or the same seed could play another game elsewhere.
        for grp in sorted({group[s] for s in gets} | {group[s] for s in gives}):
            spaces = street_groups.get(grp)
            if spaces is None:
                rails = rails or grp == RAILROAD
                continue
            me_before = me_after = other_before = other_after = 0
            for t in spaces:
                before = owner[t]
                after = me if t in gets else other if t in gives else before
                me_before += before == me
                me_after += after == me
                other_before += before == other
                other_after += after == other
            group_bonus = bonus_by_held[grp]
            bonus += group_bonus[me_after] - group_bonus[me_before]
            size = len(spaces)
            if other_after == size and other_before < size:
                theirs += group_bonus[size]            # group_weight times its hotels' rents
            elif other_before == size and other_after < size:
                theirs -= group_bonus[size]
        if rails:
            railroads: tuple[int, ...] = g.data.railroads
            before = sum([owner[r] == me for r in railroads])
            after = before + sum([r in railroads for r in gets]) - sum([r in railroads for r in gives])
            bonus += _RAIL_BONUS[after] - _RAIL_BONUS[before]
        rivals: int = max(1, g.nalive - 1)
        weight = self.rival_weight if rival_weight is None else rival_weight
        weight = min(1.0, weight * 3 / rivals)
        return mine + private * (bonus - weight * theirs)

    def _keep(self, g: MonopolyGame) -> int:
        """Cash to keep back now: the reserve, more when others have built."""
        return self.reserve + 5 * self._others_built(g)

    # ------------------------------------------------------------------ the turn
    def on_turn(self, g: MonopolyGame, frame: TurnFields) -> tuple:
        # Most turns nothing is to be done: each judgement below is skipped at once when
        # the holdings view (or the Bank's houses, or the turn number) rules it out, with
        # the answer it would give (None).
        seat, pre = frame.seat, frame.phase == PRE
        cash = g.balances[seat]
        view = self._view(g, seat)
        if pre and g.jailed[seat]:
            late = self.stays_in_jail and self._others_built(g) >= 6
            if not late:
                for k, deck in enumerate(DECKS):
                    if g.goojf[k] == seat:
                        return ("use_card", deck), ("a Get Out of Jail Free card saves ${}", g.data.jail_fine)
                if cash >= g.data.jail_fine + self._keep(g):
                    return ("pay_fine",), "there is still land to buy: I pay to get out"
        lift = self.lift_choice(g, seat, cash) if view.mortgaged else None
        if lift is not None:
            return ("unmortgage", lift), ("I can afford to lift the mortgage on {}", g.data.names[lift])
        target = self.build_choice(g, seat, cash) if view.build_groups else None
        if target is not None:
            return ("build", target), ("{} has the best rent for the price; I build evenly",
                                       g.data.names[target])
        move = None if g.houses_left else self.shortage_choice(g, seat, cash)
        if move is not None:
            sell, raised = move
            data = g.data
            return ("sell_house", sell), ("the Bank has no houses left: I sell one on {} back to "
                                          "raise the {} group to hotels, which frees houses",
                                          data.names[sell], data.group_words(data.group[raised[0]]))
        if (pre and frame.doubles == 0 and g.offers[seat] == 0 < g.max_offers
                and not (g.turns_taken[seat] + seat) % self.trade_every):   # as trade_plan
            plan = self._choose_plan(g, seat, self._plan_candidates(g, seat))
            if plan is not None:
                first, *_ = plan.gets
                return ("offer", g.players[plan.other]), ("I want {} to complete a colour group",
                                                          g.data.names[first])
        if not pre:
            return ("end",), "nothing more to do this turn"
        if g.jailed[seat]:
            return ("throw",), "I throw for a double rather than pay"
        return ("throw",), "nothing to do before moving"

    def lift_choice(self, g: MonopolyGame, seat: int, cash: int):
        """A mortgage to lift now, or None: the first that completes a group, or any when rich."""
        held = self._view(g, seat).mortgaged
        if not held:
            return None
        spare = cash - self._keep(g) - 100
        for s, cost, completes in held:
            if cost <= spare and (completes or spare >= 600):
                return s
        return None

    def _buildable(self, g: MonopolyGame, seat: int, cash: int) -> list:
        """``g._buildable(seat)`` (streets where ``seat`` may build now, he holding ``cash``),
        read from the holdings view."""
        houses_left, hotels_left, last = g.houses_left, g.hotels_left, g.data.hotel - 1
        house_cost = g.data.house_cost
        out = []
        for streets, low in self._view(g, seat).build_groups:
            if (hotels_left if low == last else houses_left) < 1:
                continue
            out += [s for s in streets if house_cost[s] <= cash]
        return out

    def build_choice(self, g: MonopolyGame, seat: int, cash: int):
        """The street to build on now, or None: best rent increase per dollar."""
        data = g.data
        if cash - self.build_reserve < data.cheapest_house:
            return None                                # no house leaves it its reserve
        options = self._buildable(g, seat, cash)
        if not options or (g.public_share() >= 100 and g.taxes_improvements()):
            return None                                # no rent of its own to build for
        raising = self._raising(g, seat, cash)
        if raising is not None:                        # MO-8: houses go to this group first
            options = [s for s in options if s in raising[0]]
        spare = cash - self.build_reserve - 3 * self._others_built(g)
        cap = self._cap(g, cash)
        house_cost, rents = data.house_cost, data.rents
        best, best_score = None, 0.0
        level = g.level
        for s in options:
            lvl = level[s]
            if lvl >= cap or house_cost[s] > spare:
                continue
            gain = rents[s][2 + lvl] - rents[s][1 + lvl]
            score = gain / house_cost[s]
            if score > best_score:
                best, best_score = s, score
        return best

    def _cap(self, g: MonopolyGame, cash: int) -> int:
        """The building level this bot builds up to now: its ``max_level``, or hotels when
        it is rich (or has no ``max_level``)."""
        if self.max_level is None or cash >= self.rich:
            return g.data.hotel
        return self.max_level

    def _raising(self, g: MonopolyGame, seat: int, cash: int):
        """MO-8: ``(streets, houses they need)`` of the group of mine that houses go to
        while the Bank is short of them, or None.

        Nobody can build while the Bank has no house (MO-8), and a group goes to hotels only
        through four houses on every street, so once every house stands on streets of three
        houses or fewer nobody builds again: the game stalls for good.  A bot that builds
        up to hotels now (rich, or an improver) takes its whole unmortgaged group with the
        best hotel rents that is not all hotels yet, and counts the houses it needs for four
        on every street.  When the Bank has no more than that, the houses it holds on its
        groups of lower hotel rents cover the rest, the Bank has a hotel and it has the cash
        for those houses and the group's hotels, that is the group to raise: it builds
        there only, and when the Bank has no house it sells one of those others back
        (:meth:`shortage_choice`).  Each hotel then gives four houses back to the Bank.
        """
        data = g.data
        if g.hotels_left < 1 or self._cap(g, cash) < data.hotel or not any_set(g.level):
            return None
        level, hotel, per_hotel, owner = g.level, data.hotel, data.houses_per_hotel, g.owner
        hotel_rent = data.group_hotel_rent
        best = None
        for grp, spaces in data.street_groups.items():
            if owner[spaces[0]] != seat or not g._group_free(seat, spaces):
                continue
            if all(level[t] == hotel for t in spaces):
                continue
            if best is None or hotel_rent[grp] > hotel_rent[best]:
                best = grp
        if best is None:
            return None
        spaces = data.street_groups[best]
        need = sum(per_hotel - level[t] for t in spaces if level[t] < per_hotel)
        if not need or g.houses_left > need:
            return None                                # no shortage for this group
        movable = 0
        for grp, others in data.street_groups.items():
            if hotel_rent[grp] < hotel_rent[best] and owner[others[0]] == seat:
                movable += sum(level[t] for t in others if level[t] < hotel)
        spare = cash - self.build_reserve - 3 * self._others_built(g)
        if g.houses_left + movable < need or spare < (need + len(spaces)) * data.house_cost[spaces[0]]:
            return None
        return spaces, need

    def shortage_choice(self, g: MonopolyGame, seat: int, cash: int):
        """MO-8: ``(house to sell back, the streets it is for)`` or None: while the Bank
        has no house at all and :meth:`_raising` names a group, sell a house of my group
        with the lowest hotel rents back to the Bank (it then goes on that group,
        :meth:`build_choice` building nowhere else while the move lasts)."""
        if g.houses_left:
            return None
        raising = self._raising(g, seat, cash)
        if raising is None:
            return None
        spaces = raising[0]
        data = g.data
        hotel_rent, group = data.group_hotel_rent, data.group
        sells = [s for kind, s in g._raise_actions(seat)
                 if kind == "sell_house" and s not in spaces and g.level[s] < data.hotel
                 and hotel_rent[group[s]] < hotel_rent[group[spaces[0]]]]
        if not sells:
            return None
        return min(sells, key=lambda s: (hotel_rent[group[s]], s)), spaces

    # ------------------------------------------------------------------ buying and bidding
    def on_buy(self, g: MonopolyGame, frame: BuyFields) -> tuple:
        seat, s = frame.seat, frame.space
        cash = self._cash(g, seat)
        price = g.data.price[s]
        keep = self.buy_reserve + 3 * self._others_built(g)
        if self._completes(g, seat, s) or self._blocks(g, s):
            keep //= 3
        if cash >= price and cash - price >= keep:
            return ("buy", s), ("{} at ${} leaves me my reserve", g.data.names[s], price)
        if cash < price and self._completes(g, seat, s):
            raise_by = self.raise_choice(g, seat, avoid_groups=True)
            if raise_by is not None and g._liquidation(seat) - price >= keep:
                return raise_by, ("I raise the money to complete the group with {}", g.data.names[s])
        return ("decline",), ("{} at ${} would leave me too little cash", g.data.names[s], price)

    def on_bid(self, g: MonopolyGame, frame: BidFields) -> tuple:
        seat, s, high = frame.seat, frame.space, frame.high
        data = g.data
        low, most = g._bid_range(frame)
        cash = self._cash(g, seat)
        if frame.purpose == DEED:
            worth = int(self.value(g, s) * self.bid_factor)
            keep = self.buy_reserve // (3 if self._completes(g, seat, s) else 1)
        else:                                          # MO-8: a scarce house or hotel
            worth = int(data.house_cost[s] * 1.5 * self.bid_factor)
            keep = self.build_reserve
        top = min(worth, cash - keep, most)
        if top < low:
            return ("pass",), ("it is not worth ${} to me", low)
        # Raises by a tenth of the printed price.
        step = max(1, data.price[s] // 10 if frame.purpose == DEED else data.house_cost[s] // 10)
        amount = min(top, max(low, min(high + step, top)))
        return ("bid", amount), ("it is worth up to ${} to me", top)

    def on_place(self, g: MonopolyGame, frame):
        data = g.data
        options = [space for _, space in g._legal_place(frame)]
        best = max(options, key=lambda s: (data.rents[s][2 + min(g.level[s], data.houses_per_hotel)], -s))
        return ("place", best), ("{} gains the most rent", g.data.names[best])

    # ------------------------------------------------------------------ taxes and mortgages
    def on_income_tax(self, g: MonopolyGame, frame):
        data = g.data
        percent, flat = data.income_tax_percent, data.income_tax_flat
        if g.total_worth(frame.seat) * percent // 100 < flat:
            return ("pay_percent",), ("{}% of my worth comes to less than ${}", percent, flat)
        return ("pay_flat",), ("${} is less than {}% of my worth", flat, percent)

    def on_receive(self, g: MonopolyGame, frame):
        seat, s = frame.seat, frame.space
        cost = g.data.lift_cost[s]
        if ("lift", s) in g._legal_receive(frame) and (
                self._cash(g, seat) - cost >= self._keep(g) and self._completes(g, seat, s)):
            return ("lift", s), ("I lift {} now to build on its group", g.data.names[s])
        return ("keep", s), ("I keep {} mortgaged and pay the {}%", g.data.names[s], g.data.interest_percent)

    # ------------------------------------------------------------------ debts
    def raise_choice(self, g: MonopolyGame, seat: int, avoid_groups: bool = False):
        """The least harmful way to raise cash: loose deeds first, houses last."""
        data = g.data
        actions = g._raise_actions(seat)
        mortgages = [space for kind, space in actions if kind == "mortgage"]
        loose = [s for s in mortgages if not (data.is_street[s] and g._owns_group(seat, s))]
        if loose:
            return ("mortgage", min(loose, key=lambda s: (self.value(g, s), s)))
        if avoid_groups:
            return None
        sells = [action for action in actions if action[0] in ("sell_house", "sell_all")]
        if sells:
            house_cost = data.house_cost
            return min(sells, key=lambda action: (action[0] == "sell_all",
                                                  house_cost[action[1]] if action[0] == "sell_house" else 0))
        if mortgages:
            return ("mortgage", min(mortgages, key=lambda s: (data.price[s], s)))
        return None

    def on_raise(self, g: MonopolyGame, frame: RaiseFields) -> tuple:
        seat = frame.seat
        need = g._debt() - self._cash(g, seat)
        choice = self.raise_choice(g, seat)
        if choice is not None:
            kind, what = choice
            what = g.data.names[what] if kind == "mortgage" else "a building"
            return choice, ("I must raise ${}: I sell or mortgage {}", need, what)
        legal = g._legal_raise(frame)
        if ("bankrupt",) in legal:
            return ("bankrupt",), ("I cannot raise the ${} I owe", need)
        return legal[0], "my last way to raise money"

    # ------------------------------------------------------------------ trades
    def trade_plan(self, g: MonopolyGame, seat: int):
        """A :class:`TradePlan` bringing me closer to a whole colour group, or None.

        For each street I lack in a group where I hold one already, I offer its holder
        either cash or a swap for one of my streets in a group where he holds one, with
        the cash that makes it worth his while by my reckoning plus a sweetener that grows
        with the game; I make the offer only if it is still worth it to me.
        """
        if (g.turns_taken[seat] + seat) % self.trade_every:
            return None
        return self._choose_plan(g, seat, self._plan_candidates(g, seat))

    def _plan_candidates(self, g: MonopolyGame, seat: int) -> Candidates:
        """The trades :meth:`_find_candidates` finds, remembered for the deeds' state.

        They depend on who owns, mortgaged and built what, not on anyone's cash, which
        changes at almost every step while the deeds change far less often; composing an
        offer asks for the plan again at each step, so this is looked up, not recomputed.
        """
        self._edition(g)
        key: tuple = (seat, g.nalive, g.public_share(), g.taxes_improvements(), g.holdings_key)
        memo = self._candidates
        candidates = memo.get(key)
        if candidates is None:
            if len(memo) > 64:
                memo.clear()
            found = self._find_candidates(g, seat)
            # His gain and mine from the deeds of each (see _deeds_gain), filled in when
            # first needed: most trades are ruled out by cash before.
            nothing: list[Any] = [None]
            memo[key] = candidates = (found, nothing * len(found), nothing * len(found))
        return candidates

    def _find_candidates(self, g: MonopolyGame, seat: int) -> list[Candidate]:
        """Every trade :meth:`trade_plan` weighs, in the order it weighs them.

        Each is ``(other, gives, x, fees, least, back)``: I take street ``x`` from ``other``
        for ``gives`` (a street of mine, or nothing: cash alone); ``fees`` is the interest
        I owe on ``x`` if it is mortgaged, ``back`` what he owes on ``gives``; ``least`` is
        what he wants for ``x`` alone, before the sweetener.
        """
        data = g.data
        price, mortgage, interest, is_street = data.price, data.mortgage, data.interest, data.is_street
        in_group_of, group_of, group = data.in_group_of, data.group_of, data.group
        owner: list[int] = g.owner
        alive: list[int] = g.alive
        level: list[int] = g.level
        mortgaged: list[int] = g.mortgaged
        found: list[Candidate] = []
        mine_streets: list[int] | None = None
        wanted: dict[int, list[int]] = {}
        spaces: tuple[int, ...]
        for grp, spaces in data.street_groups.items():
            held = in_group_of[spaces[0]](owner).count(seat)
            if not held or held == len(spaces):
                continue
            for x in spaces:
                other = owner[x]
                if other == seat or other < 0 or not alive[other] or level[x]:
                    continue
                if mine_streets is None:
                    mine_streets = [y for y in g._tradeable(seat) if is_street[y]]
                # A swap worth proposing brings him to all but one street of a group, or all.
                if other not in wanted:
                    wanted[other] = [y for y in mine_streets
                                     if in_group_of[y](owner).count(other) >= len(group_of[y]) - 2]
                swaps: list[tuple[int, ...]] = [(y,) for y in wanted[other] if group[y] != grp]
                fees: int = interest[x] if mortgaged[x] else 0
                least: int = price[x] - (mortgage[x] if mortgaged[x] else 0) + fees
                no_swap: list[tuple[int, ...]] = [()]
                for gives in no_swap + swaps:
                    back = interest[gives[0]] if gives and mortgaged[gives[0]] else 0
                    found.append((other, gives, x, fees, least, back))
        return found

    def _choose_plan(self, g: MonopolyGame, seat: int, candidates: Candidates) -> TradePlan | None:
        """The best of ``candidates`` at today's cash (a :class:`TradePlan`) or None.

        ``candidates`` is ``(trades, their gains, my gains)`` (:meth:`_plan_candidates`).
        For cash alone he wants at least the deed's price (skipped if I cannot pay it); he
        is paid what the deeds cost him by my reckoning plus the sweetener (or pays me, at
        most a third of his cash, when the deeds gain him more), and I propose the trade
        only if I can pay, it still gains me something, and he can pay his part.
        """
        trades, their_gains, my_gains = candidates
        if not trades:
            return None
        gains = self._gains
        if len(gains) > 2048:
            gains.clear()
        setting: tuple = (g.nalive, g.public_share(), g.taxes_improvements())
        bal: list[int] = g.balances
        spare: int = bal[seat] - self._keep(g)
        sweetener: int = 10 + min(g.round, 100)
        best: TradePlan | None = None
        best_gain = 0.0
        theirs: float | None
        value: float | None
        kept: list[Any] | None
        for k in range(len(trades)):
            other, gives, x, fees, least, back = trades[k]
            if not gives and least + sweetener > spare:
                continue
            kept = None
            theirs = their_gains[k]
            if theirs is None:
                # The gains of a swap of streets depend only on who holds the streets of
                # their groups and whether the two are mortgaged (see _deeds_gain): kept
                # under those, [his gain, mine], they serve every holdings that agree on them.
                kept = self._kept_gains(g, seat, other, x, gives, setting)
                theirs = kept[0]
                if theirs is None:
                    # His view, judged warily: as if a monopoly of mine cost him fully.
                    theirs = kept[0] = self._deeds_gain(g, other, seat, gives, (x,), rival_weight=1.0)
                their_gains[k] = theirs
            pay = int(-theirs) + sweetener
            if pay < 0:
                pay = max(pay, -(bal[other] // 3))
            if pay == 0:
                pay = 1 if not gives else 0
            if pay + fees > spare:
                continue
            value = my_gains[k]
            if value is None:
                if kept is None:
                    kept = self._kept_gains(g, seat, other, x, gives, setting)
                value = kept[1]
                if value is None:
                    value = kept[1] = self._deeds_gain(g, seat, other, (x,), gives)
                my_gains[k] = value
            gain = value - pay                         # trade_gain(..., cash_in=-pay)
            if gain <= 0:
                continue
            if pay < 0 and bal[other] < back - pay:
                continue
            if best is None or gain > best_gain:
                best, best_gain = TradePlan(other, gives, (x,), pay), gain
        return best

    def _kept_gains(self, g: MonopolyGame, seat: int, other: int, x: int, gives: tuple,
                    setting: tuple) -> list[Any]:
        """The entry of ``_gains`` for taking ``x`` from ``other`` for ``gives``: ``[his
        gain, mine]`` from the deeds, each None until worked out (see :meth:`_choose_plan`)."""
        owner: list[int] = g.owner
        mortgaged: list[int] = g.mortgaged
        in_group_of = g.data.in_group_of
        y = gives[0] if gives else x
        deeds: tuple = (seat, other, x, gives, in_group_of[x](owner), in_group_of[y](owner),
                        mortgaged[x], mortgaged[y], setting)
        kept = self._gains.get(deeds)
        if kept is None:
            kept = self._gains[deeds] = [None, None]
        return kept

    def on_compose(self, g: MonopolyGame, frame: ComposeFields) -> tuple:
        plan = self.trade_plan(g, frame.seat) if not (frame.cards_give or frame.cards_take) else None
        if plan is None or plan.other != frame.to:
            return ("cancel",), "the deal I had in mind is off"
        for s in plan.gives:
            if s not in frame.give:
                return ("give", s), ("I offer {}", g.data.names[s])
        for s in plan.gets:
            if s not in frame.take:
                return ("take", s), ("I ask for {}", g.data.names[s])
        if plan.cash and frame.cash is None:
            return ("add_cash",), ("${} makes it fair", abs(plan.cash))
        if (set(frame.give) != set(plan.gives) or set(frame.take) != set(plan.gets)
                or (frame.cash or 0) != plan.cash):
            return ("cancel",), "the deal I had in mind is off"
        if g._offer_ok(frame):
            return ("propose",), "a group of my own is worth the price"
        return ("cancel",), "one of us cannot pay for it"

    def on_amount(self, g: MonopolyGame, frame):
        plan = self.trade_plan(g, self.seat)
        if plan is not None and plan.cash and g._check_amount(frame, ("cash", plan.cash)):
            return ("cash", plan.cash), ("${} makes it fair", abs(plan.cash))
        token = 1 if self._cash(g, self.seat) >= 1 else -1
        return ("cash", token), "a token dollar"

    def on_respond(self, g: MonopolyGame, frame):
        me, offer = frame.seat, frame.offer
        # What I get is what the proposer gives; cash > 0 is paid to me.
        gain = self.trade_gain(g, me, offer.proposer, offer.give, offer.take, len(offer.cards_give),
                               len(offer.cards_take), offer.cash)
        interest = g.data.interest
        fees = sum(interest[s] for s in offer.give if g.mortgaged[s])
        if gain >= 0 and self._cash(g, me) - max(-offer.cash, 0) - fees >= 0:
            return ("accept",), ("the trade leaves me ${} better off by my reckoning", int(gain))
        return ("decline",), "it would hand over more than it pays me"


@mypyc_attr(allow_interpreted_subclasses=True)
class CautiousBot(MonopolyBot):
    strategy: ClassVar[str] = "cautious"
    description: ClassVar[str] = "A saver: keeps a large reserve, builds only when rich, sits in Jail late."
    reserve = 300
    buy_reserve = 300
    bid_factor = 0.8
    build_reserve = 400
    max_level: int | None = 3
    rich = 3000
    rival_weight = 0.9
    trade_every = 6


@mypyc_attr(allow_interpreted_subclasses=True)
class SpeculatorBot(MonopolyBot):
    strategy: ClassVar[str] = "speculator"
    description: ClassVar[str] = "A land speculator: buys every deed it can, bids high, holds land idle."
    reserve = 50
    buy_reserve = 25
    bid_factor = 1.4
    build_reserve = 600
    max_level: int | None = 2
    rich = 4000
    rival_weight = 0.7
    trade_every = 5
    stays_in_jail = False


@mypyc_attr(allow_interpreted_subclasses=True)
class ImproverBot(MonopolyBot):
    strategy: ClassVar[str] = "improver"
    description: ClassVar[str] = "An improver: builds whenever it can, up to hotels, on a small reserve."
    reserve = 100
    buy_reserve = 75
    bid_factor = 1.0
    build_reserve = 75
    max_level: int | None = None
    rival_weight = 0.6
    trade_every = 4


@mypyc_attr(allow_interpreted_subclasses=True)
class TraderBot(MonopolyBot):
    strategy: ClassVar[str] = "trader"
    description: ClassVar[str] = "A trader: completes colour groups by swaps and cash offers, builds to three houses."
    reserve = 150
    buy_reserve = 100
    bid_factor = 1.1
    build_reserve = 150
    max_level: int | None = 3
    rival_weight = 0.5
    trade_every = 2


MONOPOLY_BOTS = {cls.strategy: cls for cls in (CautiousBot, SpeculatorBot, ImproverBot, TraderBot)}

