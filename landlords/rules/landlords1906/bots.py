"""Bots for The Landlord's Game, each with an economic character.

* ``cautious`` - a saver: keeps a large cash reserve, buys only cheap cards, never
  gambles on Speculation, builds only when rich.
* ``speculator`` - a land speculator: buys every lot it can, holds it idle (never
  builds), bids high, and votes against the single tax.
* ``improver`` - builds houses whenever it can afford them, and favours the single tax,
  under which building is open to all.
* ``trader`` - a financier: collects railroads and franchises, buys the missing one,
  forms trusts, lends at interest.

All of them answer every decision the rules can ask: the opening purchases, moves
(forward, backward, the pass), Speculation, luxury, bids and first options, debts,
offers of every kind, votes, natural opportunities and building privileges.

All of them read the numbers of the rules (prices, rents, fares, the price of a house,
the steps of bids and prices, the loan menus) from the game's data, so they play a
variant of the game as well as the 1906 edition; their characters (reserves, appetites)
are their own.
"""

# mypyc: compiled

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from landlords.engine.bots import Bot
from landlords.engine.native import mypyc_attr

from .base import LANDLORD, SINGLE_TAX
from .data import LOT, RAILROAD, SPECULATION, TRESPASS
from .frames import PACK, BidFields, InitialFields, MoveFields, TurnFields
from .movement import MoveOption
from .offers import draft_fields, next_field
from .words import number_words

if TYPE_CHECKING:
    from .game import LandlordsGame


def _rounded(amount: int, step: int) -> int:
    """``amount`` down to a whole number of ``step`` (bids and prices go in steps)."""
    return amount // step * step


def _nearest(menu: Any, wanted: int) -> int:
    """The entry of ``menu`` nearest ``wanted`` (the lower one on a tie)."""
    return min(menu, key=lambda value: (abs(value - wanted), value))


@mypyc_attr(allow_interpreted_subclasses=True)
class LandlordsBot(Bot):
    """Shared judgement; strategies differ by their traits and a few overrides."""

    reserve = 80            # cash kept back for rents and taxes
    land_appetite = 1.0     # how far above its worth it will bid for a lot
    utility_appetite = 1.0  # ... for a railroad, franchise or the licence
    builds = True           # builds houses on its own lots under the landlord rules
    build_reserve = 0       # extra cash it wants before building
    speculates = True
    luxury_at = 300         # buys a luxury when it holds at least this much
    lends = False
    min_interest = 20
    loan_interest = 20      # the interest it asks for when it borrows
    loan_term = 3           # the term (its turns) it asks for
    greed = 1.4             # sells a card only at this multiple of its worth
    opening_reserve = 75    # Magie: keep $50 to $75 after buying at the deal
    favours: str | None = None  # regime it votes for (None: by its own holdings)
    trespass_dread = 80     # how much it dreads a move into Jail for trespass
    luxury_base = 90        # the least it asks for a luxury card

    _deciding: Any = None   # the game whose decision is being taken (see ``decide``)
    _decision_visits: float | None = None

    def decide(self, game: Any, frame: Any) -> Any:
        """Return ``(action, reason)`` for the decision ``frame`` on top of ``game``.

        The state cannot change while a decision is taken, so what the judgement works
        out from it alone (the visits expected before the end, see :meth:`visits`) is
        worked out once per decision, however many cards are weighed.
        """
        self._deciding, self._decision_visits = game, None
        try:
            return self._ON[frame.kind](self, game, frame)
        finally:
            self._deciding = None

    # ------------------------------------------------------------------ judgement
    def laps_left(self, g: LandlordsGame) -> float:
        if g.end_mode == "wages":
            most = 0
            for got in g.wages_got:                    # (a loop: compiled, max() of a list is a call)
                if got > most:
                    most = got
            return max(0.5, g.data.wages_to_end - most)
        return max(0.5, (g.end_rounds - g.round) / 6)

    def visits(self, g: LandlordsGame) -> float:
        """Visits the other players are expected to pay a card before the game ends."""
        if g is self._deciding:                        # remembered for this decision
            visits = self._decision_visits
            if visits is None:
                visits = self._decision_visits = (g.n - 1) * self.laps_left(g)
            return visits
        return (g.n - 1) * self.laps_left(g)

    def worth(self, g: LandlordsGame, s: int, seat: int | None = None) -> int:
        """What holding card ``s`` is worth to ``seat``: what it counts at the end plus
        the income expected from it (of a lot, under a land-tax share, the owner's part of
        the deed and of its rent, LG-X1)."""
        holder = self.seat if seat is None else seat
        data = g.data
        kind = data.kind[s]
        if kind == LOT and g.regime == SINGLE_TAX:
            return 0                                   # ST-O1: deeds count nothing
        visits = self._decision_visits if g is self._deciding else None
        if visits is None:
            visits = self.visits(g)
        if kind == LOT:
            if g.share_p:                              # LG-X1: the owner's part of deed and rent
                return int(g.deed_worth() + g.owners_part(data.land_rent[s]) * visits)
            return int(data.card_worth + data.land_rent[s] * visits)
        if kind == RAILROAD:
            owner = g.owner
            held = sum(1 for r in data.railroads if owner[r] == holder and r != s)
            fares = data.railroad_fares
            gain = fares[held + 1] * (held + 1) - fares[held] * held
            return int(data.card_worth + gain * visits / 2)
        if kind == SPECULATION:
            return int(data.card_worth + data.ante * visits / 2)
        return int(data.card_worth + data.franchise_fare * visits)   # franchise

    def max_price(self, g: LandlordsGame, s: int) -> int:
        return self._price_for_worth(g, s, self.worth(g, s))

    def _price_for_worth(self, g: LandlordsGame, s: int, worth: int) -> int:
        """:meth:`max_price` for a card whose worth is already known."""
        data = g.data
        appetite = self.land_appetite if data.kind[s] == LOT else self.utility_appetite
        budget = g.balances[self.seat] - self.reserve
        step = data.bid_step
        return min(budget, int(worth * appetite)) // step * step

    def pays_fine(self, g: LandlordsGame) -> bool:
        return g.balances[self.seat] >= g.data.fine + self.reserve * 2

    def wants_regime(self, g: LandlordsGame) -> str:
        if self.favours is not None:
            return self.favours
        seat = self.seat
        mine = g.nlots[seat]
        total = 0
        for lots in g.nlots:                           # (a loop: compiled, sum() of a list is a call)
            total += lots
        return LANDLORD if mine > total / g.n else SINGLE_TAX

    def build_choice(self, g: LandlordsGame, frame):
        """The lot to build on now, or None."""
        seat = self.seat
        cash = g.balances[seat]
        house = g.data.house_price
        if g.regime == SINGLE_TAX:
            if cash < house + self.reserve:
                return None
        elif not self.builds or cash < house + self.reserve + self.build_reserve:
            return None
        options = [action[1] for action in g._buildable(seat)]
        if not options:
            return None
        rent, houses = g.data.land_rent, g.houses
        return max(options, key=lambda s: (rent[s] * (4 - min(houses[s], 3)), -s))

    def privilege_value(self, g: LandlordsGame, s: int) -> int:
        return 0

    # ------------------------------------------------------------------ decisions
    def on_initial(self, g: LandlordsGame, frame: InitialFields):
        seat = self.seat
        cash = g.balances[seat]
        data = g.data
        best: int | None = None
        best_ratio = 0.0
        for s in frame.cards:
            price = data.price[s]
            if cash - price < self.opening_reserve:
                continue
            appetite = self.land_appetite if data.kind[s] == LOT else self.utility_appetite
            ratio = self.worth(g, s) * appetite / price
            if ratio >= 2 and (best is None or ratio > best_ratio):
                best, best_ratio = s, ratio
        if best is not None:
            return ("buy", best), ("it is worth about ${} to me for ${}", self.worth(g, best), data.price[best])
        return ("done",), ("I keep ${} for rents and taxes", self.opening_reserve)

    def on_turn(self, g: LandlordsGame, frame: TurnFields):
        seat = self.seat
        cash = g.balances[seat]
        data = g.data
        if g.jailed[seat] and cash >= data.fine and self.pays_fine(g):
            return ("pay_fine",), "time in Jail costs more than the fine"
        for loan in g.loans:
            if loan.borrower == seat and cash - loan.owed >= self.reserve * 2:
                return ("repay", loan.id), "I can repay the loan and stop the interest"
        target = self.build_choice(g, frame)
        if target is not None:
            return ("build", target), ("a house earns ${} a visit and counts ${} at the end; {} is busy",
                                       data.house_rent, data.house_worth, g.data.names[target])
        if frame.offers < g.max_offers:
            idea = self.trade_idea(g, frame)
            if idea is not None:
                return idea
        if not frame.proposed and self.wants_regime(g) != g.regime and g.may_propose():
            regime = self.wants_regime(g)
            return ("propose", regime), ("the {} rules would serve me better", regime)
        if g.jailed[seat]:
            return ("throw",), "I throw for a double rather than pay the fine"
        return ("throw",), "nothing worth doing before moving"

    def trade_idea(self, g: LandlordsGame, frame):
        return None

    def on_move(self, g: LandlordsGame, frame: MoveFields):
        count, origin, options = frame.count, frame.origin, frame.options
        best = options[0]
        best_score = self.move_score(g, best, origin, count)
        for option in options[1:]:
            score = self.move_score(g, option, origin, count)
            if score > best_score:
                best, best_score = option, score
        words = "forward" if best.direction == "forward" else "backward"
        reason = ("{} to {} is the cheapest, best-paying move", words, g.data.names[best.dest])
        return ("move", best.direction, int(best.use_pass)), reason

    def move_score(self, g: LandlordsGame, option: MoveOption, origin: int, count: int) -> float:
        data = g.data
        dest = option.dest
        score = float(g.wage_level() if option.reaches_start else 0)
        score -= g._demand(self.seat, dest, origin, count)
        if data.kind[dest] == TRESPASS and dest not in data.colleges[:g.colleges]:
            score -= self.trespass_dread
        elif dest in data.card_set and g.owner[dest] == PACK and self.max_price(g, dest) >= data.price[dest]:
            score += 20
        return score

    def on_speculate(self, g: LandlordsGame, frame):
        if self.speculates and g.balances[self.seat] >= 20:
            return ("speculate",), "speculation pays about $40 on average"
        return ("stay",), "I do not gamble"

    def on_luxury(self, g: LandlordsGame, frame):
        data = g.data
        if g.balances[self.seat] >= self.luxury_at:
            return ("luxury",), ("I can spare ${} and a luxury counts ${} at the end",
                                 data.luxury_price, data.luxury_worth)
        return ("back",), ("I keep my cash rather than pay ${} for a luxury", data.luxury_price)

    def on_bid(self, g: LandlordsGame, frame: BidFields):
        s = frame.space
        low, high = g._bid_range(frame)
        top = self.privilege_value(g, s) if frame.purpose == "privilege" else self.max_price(g, s)
        step = g.data.bid_step
        top = min(top, high) // step * step
        if top >= low:
            return ("bid", top), ("{} is worth up to ${} to me", g.data.names[s], top)
        return ("pass",), ("{} is not worth ${} to me", g.data.names[s], low)

    def on_option(self, g: LandlordsGame, frame):
        s, price = frame.space, frame.price
        if ("take", price) in g._legal_option(frame):
            if frame.purpose == "privilege":
                if g.balances[self.seat] - price - g.data.house_price >= self.reserve // 2:
                    return ("take", price), ("I still want to build on {} at ${}", g.data.names[s], price)
            elif price <= self.max_price(g, s):
                return ("take", price), ("first option: {} at ${} is a good buy", g.data.names[s], price)
        return ("decline",), ("${} is too much for {}", price, g.data.names[s])

    def on_raise(self, g: LandlordsGame, frame):
        seat = frame.seat
        legal = set(g._legal_raise(frame))
        short = frame.owed - g.balances[seat]
        if frame.offers % 2 == 0:
            for s in sorted(g._sellable(seat), key=lambda c: self.worth(g, c)):
                if ("sell", s) in legal:
                    return ("sell", s), ("I must raise ${}: I sell {}", short, g.data.names[s])
            if ("sell_luxury",) in legal:
                return ("sell_luxury",), ("I must raise ${}: I sell a luxury", short)
        lenders = [action for action in legal if action[0] == "borrow"]
        if lenders:
            richest = max(lenders, key=lambda action: (g.balances[g.seat_of(action[1])], action[1]))
            lender = richest[1]
            return richest, ("I must raise ${}: I ask {} for a loan", short, lender)
        return ("give_up",), "I cannot raise the money"

    def _richest_other(self, g: LandlordsGame, candidates):
        return max(candidates, key=lambda o: (g.balances[o], -o))

    def _context(self, g: LandlordsGame):
        """The decision under the offer being composed: a raise or a turn frame."""
        for frame in g.frames[:-1][::-1]:          # (mypyc compiles no reversed() of a tuple)
            if frame.kind in ("raise", "turn"):
                return frame
        return None

    def on_compose(self, g: LandlordsGame, frame):
        seat, what = frame.seat, frame.what
        data = g.data
        step = data.price_step
        draft = draft_fields(what, frame.draft)
        wanted = next_field(what, frame.draft)
        # The legal actions are listed only where they are read: a price step would list
        # every amount up to the payer's cash.
        context = self._context(g)
        need = context.owed - g.balances[seat] if context and context.kind == "raise" else 0
        if wanted == "buyer":
            buyers = [g.seat_of(action[1]) for action in g._legal_compose(frame) if action[0] == "to"]
            if buyers:
                buyer = self._richest_other(g, buyers)
                return ("to", g.players[buyer]), ("{} has the most cash", g.players[buyer])
        elif what in ("sell", "luxury"):
            buyer = draft["buyer"]
            base = data.price[draft["space"]] if what == "sell" else self.luxury_base
            price = max(base, need, step)
            price = min(-(-price // step) * step, _rounded(g.balances[buyer], step))
            if price >= step:
                return ("price", price), ("${} is a fair price", price)
        elif what == "ask":
            price = _rounded(min(self.max_price(g, draft["space"]), g.balances[seat]), step)
            if price >= step:
                return ("price", price), ("I offer what it is worth to me, ${}", price)
        elif what == "swap":
            options = [action[1] for action in g._legal_compose(frame) if action[0] == "for"]
            if options:
                pick = max(options, key=lambda s: (self.worth(g, s), -s))
                return ("for", pick), ("{} would suit me better", g.data.names[pick])
        elif what == "borrow":
            if wanted == "amount":
                amounts = [action[1] for action in g._legal_compose(frame) if action[0] == "amount"]
                enough = [a for a in amounts if a >= need] or amounts
                if enough:
                    return ("amount", min(enough)), ("I need ${}", max(need, min(enough)))
            elif wanted == "interest":
                rate = _nearest(data.loan_interest, self.loan_interest)
                return ("interest", rate), ("{}% is the going rate", rate)
            elif wanted == "term":
                term = _nearest(data.loan_terms, self.loan_term)
                return ("due", term), ("{} turns should bring wages", number_words(term))
            else:
                return ("pledge_wages",), "I pledge my future wages"
        return ("cancel",), "no deal to be made"

    def on_respond(self, g: LandlordsGame, frame):
        offer = frame.offer
        kind = offer.kind
        seat = self.seat
        cash = g.balances[seat]
        if kind == "sell":
            s, price = offer.space, offer.price
            if price <= self.max_price(g, s) and cash - price >= self.reserve // 2:
                return ("accept",), ("{} at ${} is worth it", g.data.names[s], price)
            return ("decline",), ("{} is not worth ${} to me", g.data.names[s], price)
        if kind == "luxury":
            worth = g.data.luxury_worth
            if offer.price < worth and cash - offer.price >= self.reserve:
                return ("accept",), ("a luxury counts ${} at the end", worth)
            return ("decline",), "I will not pay that for a luxury"
        if kind == "ask":
            s, price = offer.space, offer.price
            if price >= self.worth(g, s) * self.greed:
                return ("accept",), ("${} is well above what {} is worth to me", price, g.data.names[s])
            return ("decline",), ("{} is worth more to me than ${}", g.data.names[s], price)
        if kind == "swap":
            mine, theirs = offer.theirs, offer.mine       # the responder's card, the proposer's
            if self.worth(g, theirs) >= self.worth(g, mine) + 10:
                return ("accept",), "the swap is in my favour"
            return ("decline",), "the swap is not in my favour"
        if kind == "borrow":
            amount, interest = offer.amount, offer.interest
            safe = offer.pledge >= 0 or amount <= 200
            if self.lends and interest >= self.min_interest and cash - amount >= self.reserve and safe:
                return ("accept",), ("lending ${} at {}% is good business", amount, interest)
            return ("decline",), "I do not lend on those terms"
        return ("accept",), ("a trust raises every fare to ${}", 2 * g.data.trust_fare)

    def on_vote(self, g: LandlordsGame, frame):
        regime = frame.regime
        if self.wants_regime(g) == regime:
            return ("vote", "yes"), ("the {} rules would serve me better", regime)
        return ("vote", "no"), ("the {} rules would not serve me", regime)

    def on_opportunity(self, g: LandlordsGame, frame):
        best = max(g.data.opportunities, key=lambda o: (o.wages - o.rent, -o.rent))
        return ("place", best.name), ("{} pays ${} wages for ${} rent", best.name, best.wages, best.rent)

    def on_build_here(self, g: LandlordsGame, frame):
        if g.balances[self.seat] >= g.data.house_price + self.reserve:
            return ("build", frame.space), "the lot is free to improve and a house pays its way"
        return ("done",), "I keep my cash"


@mypyc_attr(allow_interpreted_subclasses=True)
class CautiousBot(LandlordsBot):
    strategy: ClassVar[str] = "cautious"
    description: ClassVar[str] = "A saver: keeps a large reserve, buys only bargains, never gambles."
    reserve = 150
    land_appetite = 0.6
    utility_appetite = 0.6
    build_reserve = 250
    speculates = False
    luxury_at = 600
    greed = 1.2
    opening_reserve = 150


@mypyc_attr(allow_interpreted_subclasses=True)
class SpeculatorBot(LandlordsBot):
    strategy: ClassVar[str] = "speculator"
    description: ClassVar[str] = "A land speculator: buys every lot it can and holds it idle."
    reserve = 30
    land_appetite = 1.5
    utility_appetite = 0.8
    builds = False
    luxury_at = 1_000_000_000      # never
    greed = 2.0
    opening_reserve = 40
    favours: str | None = LANDLORD

    def trade_idea(self, g: LandlordsGame, frame):
        """Now and then (one turn in seven) it offers to buy another player's lot."""
        seat = self.seat
        if g.turn % 7 != seat or g.regime == SINGLE_TAX:
            return None
        budget = g.balances[seat] - self.reserve
        for s in g.data.lots:
            holder = g.owner[s]
            if holder >= 0 and holder != seat and not g._pledged(s):
                worth = self.worth(g, s)
                price = self._price_for_worth(g, s, worth)       # max_price(g, s)
                if worth <= price <= budget:
                    return ("ask", s), ("I want to add {} to my land", g.data.names[s])
        return None


@mypyc_attr(allow_interpreted_subclasses=True)
class ImproverBot(LandlordsBot):
    strategy: ClassVar[str] = "improver"
    description: ClassVar[str] = "An improver: builds houses whenever it can and favours the single tax."
    reserve = 60
    land_appetite = 1.0
    utility_appetite = 0.7
    luxury_at = 500
    favours: str | None = SINGLE_TAX
    opening_reserve = 100

    def privilege_value(self, g: LandlordsGame, s: int) -> int:
        data = g.data
        budget = g.balances[self.seat] - data.house_price - self.reserve
        return _rounded(min(budget, data.land_rent[s] * 2), data.bid_step)


@mypyc_attr(allow_interpreted_subclasses=True)
class TraderBot(LandlordsBot):
    strategy: ClassVar[str] = "trader"
    description: ClassVar[str] = "A financier: collects railroads and franchises, forms trusts, lends at interest."
    reserve = 60
    land_appetite = 0.8
    utility_appetite = 1.6
    build_reserve = 100
    lends = True
    min_interest = 10
    luxury_at = 250

    def trade_idea(self, g: LandlordsGame, frame):
        seat = self.seat
        data = g.data
        holders = [g.owner[r] for r in data.railroads]
        if seat not in holders:
            return None
        mine = holders.count(seat)
        if g.trust is None and mine and len(set(holders)) == 2 and min(holders) >= 0:
            legal = set(g._legal_turn(frame))
            partner = next(h for h in holders if h != seat)
            if ("offer_trust", g.players[partner]) in legal:
                return (("offer_trust", g.players[partner]),
                        ("a trust with the other railroad owner pays ${} a fare", 2 * data.trust_fare))
        if mine >= 2:
            for r in data.railroads:
                holder = g.owner[r]
                if holder >= 0 and holder != seat and not g._pledged(r) and g.turn % 5 == seat % 5:
                    if self.max_price(g, r) >= data.price[r] and g.balances[seat] >= data.price_step:
                        return ("ask", r), ("one more railroad raises every fare I charge", )
        return None


LANDLORDS_BOTS = {cls.strategy: cls for cls in (CautiousBot, SpeculatorBot, ImproverBot, TraderBot)}
