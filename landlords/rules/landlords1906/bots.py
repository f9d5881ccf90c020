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
"""

from __future__ import annotations

from landlords.engine.bots import Bot

from .board import LOT, RAILROAD, SPECULATION, TRESPASS
from .dealings import L_BORROWER, L_ID, L_OWED
from .game import (
    CARD_SPACES,
    COLLEGES,
    HOUSE_PRICE,
    KIND,
    LAND_RENT,
    LOTS,
    LUXURY_PRICE,
    PACK,
    PRICE,
    RAILROADS,
)
from .single_tax import LANDLORD, SINGLE_TAX

_FARES = (5, 5, 10, 20, 50)
_IS_CARD_SPACE = frozenset(CARD_SPACES)   # for "is it a green card?" on every move weighed


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
    greed = 1.4             # sells a card only at this multiple of its worth
    opening_reserve = 75    # Magie: keep $50 to $75 after buying at the deal
    favours = None          # regime it votes for (None: by its own holdings)

    _deciding = None        # the game whose decision is being taken (see ``decide``)
    _decision_visits = None

    def decide(self, game, frame):
        """Return ``(action, reason)`` for the decision ``frame`` on top of ``game``.

        The state cannot change while a decision is taken, so what the judgement works
        out from it alone (the visits expected before the end, see :meth:`visits`) is
        worked out once per decision, however many cards are weighed.
        """
        self._deciding, self._decision_visits = game, None
        try:
            return self._ON[frame[0]](self, game, frame)
        finally:
            self._deciding = None

    # ------------------------------------------------------------------ judgement
    @staticmethod
    def _cash(g, seat) -> int:
        return g.balances[seat]

    def laps_left(self, g) -> float:
        if g.end_mode == "wages":
            return max(0.5, 5 - max(g.wages_got))
        return max(0.5, (g.end_rounds - g.round) / 6)

    def visits(self, g) -> float:
        """Visits the other players are expected to pay a card before the game ends."""
        if g is self._deciding:                        # remembered for this decision
            visits = self._decision_visits
            if visits is None:
                visits = self._decision_visits = (g.n - 1) * self.laps_left(g)
            return visits
        return (g.n - 1) * self.laps_left(g)

    def worth(self, g, s, seat=None) -> int:
        """What holding card ``s`` is worth to ``seat``: 100 at the end plus expected income."""
        seat = self.seat if seat is None else seat
        kind = KIND[s]
        if kind == LOT and g.regime == SINGLE_TAX:
            return 0                                   # ST-O1: deeds count nothing
        visits = self.visits(g)
        if kind == LOT:
            return int(100 + LAND_RENT[s] * visits)
        if kind == RAILROAD:
            held = sum(1 for r in RAILROADS if g.owner[r] == seat and r != s)
            gain = _FARES[held + 1] * (held + 1) - _FARES[held] * held
            return int(100 + gain * visits / 2)
        if kind == SPECULATION:
            return int(100 + 10 * visits / 2)
        return int(100 + 5 * visits)                   # franchise

    def max_price(self, g, s) -> int:
        return self._price_for_worth(g, s, self.worth(g, s))

    def _price_for_worth(self, g, s, worth: int) -> int:
        """:meth:`max_price` for a card whose worth is already known."""
        appetite = self.land_appetite if KIND[s] == LOT else self.utility_appetite
        budget = self._cash(g, self.seat) - self.reserve
        return min(budget, int(worth * appetite)) // 5 * 5

    def pays_fine(self, g) -> bool:
        return self._cash(g, self.seat) >= 50 + self.reserve * 2

    def wants_regime(self, g) -> str:
        if self.favours is not None:
            return self.favours
        seat = self.seat
        mine = g.nlots[seat]
        average = sum(g.nlots) / g.n
        return LANDLORD if mine > average else SINGLE_TAX

    def build_choice(self, g, frame):
        """The lot to build on now, or None."""
        seat = self.seat
        cash = self._cash(g, seat)
        if g.regime == SINGLE_TAX:
            if cash < HOUSE_PRICE + self.reserve:
                return None
        elif not self.builds or cash < HOUSE_PRICE + self.reserve + self.build_reserve:
            return None
        options = [a[1] for a in g._buildable(seat)]
        if not options:
            return None
        return max(options, key=lambda s: (LAND_RENT[s] * (4 - min(g.houses[s], 3)), -s))

    def privilege_value(self, g, s) -> int:
        return 0

    # ------------------------------------------------------------------ decisions
    def on_initial(self, g, frame):
        seat = self.seat
        cash = self._cash(g, seat)
        best = None
        for s in frame[2]:
            if cash - PRICE[s] < self.opening_reserve:
                continue
            ratio = self.worth(g, s) * (self.land_appetite if KIND[s] == LOT else self.utility_appetite) / PRICE[s]
            if ratio >= 2 and (best is None or ratio > best[0]):
                best = (ratio, s)
        if best is not None:
            return ("buy", best[1]), ("it is worth about ${} to me for ${}", self.worth(g, best[1]), PRICE[best[1]])
        return ("done",), ("I keep ${} for rents and taxes", self.opening_reserve)

    def on_turn(self, g, frame):
        seat = self.seat
        cash = self._cash(g, seat)
        if g.jailed[seat] and cash >= 50 and self.pays_fine(g):
            return ("pay_fine",), "time in Jail costs more than the fine"
        for loan in g.loans:
            if loan[L_BORROWER] == seat and cash - loan[L_OWED] >= self.reserve * 2:
                return ("repay", loan[L_ID]), "I can repay the loan and stop the interest"
        target = self.build_choice(g, frame)
        if target is not None:
            return ("build", target), ("a house earns $10 a visit and counts $100 at the end; {} is busy",
                                       g.board.spaces[target].name)
        if frame[2] < g.max_offers:
            idea = self.trade_idea(g, frame)
            if idea is not None:
                return idea
        if g.options["vote"] and not frame[3] and self.wants_regime(g) != g.regime:
            regime = self.wants_regime(g)
            return ("propose", regime), ("the {} rules would serve me better", regime)
        if g.jailed[seat]:
            return ("throw",), "I throw for a double rather than pay the fine"
        return ("throw",), "nothing worth doing before moving"

    def trade_idea(self, g, frame):
        return None

    def on_move(self, g, frame):
        count, origin, options = frame[2], frame[3], frame[4]
        best, best_score = None, None
        for option in options:
            score = self.move_score(g, option, origin, count)
            if best_score is None or score > best_score:
                best, best_score = option, score
        words = "forward" if best[0] == "forward" else "backward"
        reason = ("{} to {} is the cheapest, best-paying move", words, g.board.spaces[best[2]].name)
        return ("move", best[0], int(best[1])), reason

    def move_score(self, g, option, origin, count) -> float:
        dest = option[2]
        score = float(g.wage_level() if option[3] else 0)
        score -= g._demand(self.seat, dest, origin, count)
        if KIND[dest] == TRESPASS and dest not in COLLEGES[:g.colleges]:
            score -= 80
        elif dest in _IS_CARD_SPACE and g.owner[dest] == PACK and self.max_price(g, dest) >= PRICE[dest]:
            score += 20
        return score

    def on_speculate(self, g, frame):
        if self.speculates and self._cash(g, self.seat) >= 20:
            return ("speculate",), "speculation pays about $40 on average"
        return ("stay",), "I do not gamble"

    def on_luxury(self, g, frame):
        if self._cash(g, self.seat) >= self.luxury_at:
            return ("luxury",), ("I can spare $75 and a luxury counts $100 at the end",)
        return ("back",), ("I keep my cash rather than pay ${} for a luxury", LUXURY_PRICE)

    def on_bid(self, g, frame):
        s, purpose = frame[2], frame[8]
        low, high = g._bid_range(frame)
        top = self.privilege_value(g, s) if purpose == "privilege" else self.max_price(g, s)
        top = min(top, high) // 5 * 5
        if top >= low:
            return ("bid", top), ("{} is worth up to ${} to me", g.board.spaces[s].name, top)
        return ("pass",), ("{} is not worth ${} to me", g.board.spaces[s].name, low)

    def on_option(self, g, frame):
        s, price, purpose = frame[2], frame[3], frame[5]
        if ("take", price) in g._legal_option(frame):
            if purpose == "privilege":
                if self._cash(g, self.seat) - price - HOUSE_PRICE >= self.reserve // 2:
                    return ("take", price), ("I still want to build on {} at ${}", g.board.spaces[s].name, price)
            elif price <= self.max_price(g, s):
                return ("take", price), ("first option: {} at ${} is a good buy", g.board.spaces[s].name, price)
        return ("decline",), ("${} is too much for {}", price, g.board.spaces[s].name)

    def on_raise(self, g, frame):
        seat, owed, used = frame[1], frame[2], frame[3]
        legal = set(g._legal_raise(frame))
        short = owed - self._cash(g, seat)
        if used % 2 == 0:
            for s in sorted(g._sellable(seat), key=lambda c: self.worth(g, c)):
                if ("sell", s) in legal:
                    return ("sell", s), ("I must raise ${}: I sell {}", short, g.board.spaces[s].name)
            if ("sell_luxury",) in legal:
                return ("sell_luxury",), ("I must raise ${}: I sell a luxury", short)
        lenders = [a for a in legal if a[0] == "borrow"]
        if lenders:
            richest = max(lenders, key=lambda a: (self._cash(g, g._seat_of(a[1])), a[1]))
            return richest, ("I must raise ${}: I ask {} for a loan", short, richest[1])
        return ("give_up",), "I cannot raise the money"

    def _richest_other(self, g, candidates):
        return max(candidates, key=lambda o: (self._cash(g, o), -o))

    def _context(self, g):
        """The decision under the offer being composed: 'raise' or 'turn'."""
        for frame in reversed(g._stack[:-1]):
            if frame[0] in ("raise", "turn"):
                return frame
        return None

    def on_compose(self, g, frame):
        seat, kind, draft = frame[1], frame[2], frame[3]
        # The legal actions are listed only where they are read: a price step would list
        # every amount up to the payer's cash.
        context = self._context(g)
        need = context[2] - self._cash(g, seat) if context and context[0] == "raise" else 0
        if kind in ("sell", "luxury") and len(draft) == (1 if kind == "sell" else 0):
            buyers = [g._seat_of(a[1]) for a in g._legal_compose(frame) if a[0] == "to"]
            if buyers:
                buyer = self._richest_other(g, buyers)
                return ("to", g.players[buyer]), ("{} has the most cash", g.players[buyer])
        elif kind in ("sell", "luxury"):
            buyer = draft[-1]
            base = PRICE[draft[0]] if kind == "sell" else 90
            price = max(base, need, 5)
            price = min(-(-price // 5) * 5, self._cash(g, buyer) // 5 * 5)
            if price >= 5:
                return ("price", price), ("${} is a fair price", price)
        elif kind == "ask":
            price = min(self.max_price(g, draft[0]), self._cash(g, seat)) // 5 * 5
            if price >= 5:
                return ("price", price), ("I offer what it is worth to me, ${}", price)
        elif kind == "swap":
            options = [a[1] for a in g._legal_compose(frame) if a[0] == "for"]
            if options:
                pick = max(options, key=lambda s: (self.worth(g, s), -s))
                return ("for", pick), ("{} would suit me better", g.board.spaces[pick].name)
        elif kind == "borrow":
            step = len(draft)
            if step == 1:
                amounts = [a[1] for a in g._legal_compose(frame) if a[0] == "amount"]
                enough = [a for a in amounts if a >= need] or amounts
                if enough:
                    return ("amount", min(enough)), ("I need ${}", max(need, min(enough)))
            elif step == 2:
                return ("interest", 20), "20% is the going rate"
            elif step == 3:
                return ("due", 3), "three turns should bring wages"
            else:
                return ("pledge_wages",), "I pledge my future wages"
        return ("cancel",), "no deal to be made"

    def on_respond(self, g, frame):
        offer = frame[2]
        kind = offer[0]
        seat = self.seat
        cash = self._cash(g, seat)
        if kind == "sell":
            s, price = offer[2], offer[4]
            if price <= self.max_price(g, s) and cash - price >= self.reserve // 2:
                return ("accept",), ("{} at ${} is worth it", g.board.spaces[s].name, price)
            return ("decline",), ("{} is not worth ${} to me", g.board.spaces[s].name, price)
        if kind == "luxury":
            price = offer[3]
            if price < 100 and cash - price >= self.reserve:
                return ("accept",), "a luxury counts $100 at the end"
            return ("decline",), "I will not pay that for a luxury"
        if kind == "ask":
            s, price = offer[2], offer[3]
            if price >= self.worth(g, s) * self.greed:
                return ("accept",), ("${} is well above what {} is worth to me", price, g.board.spaces[s].name)
            return ("decline",), ("{} is worth more to me than ${}", g.board.spaces[s].name, price)
        if kind == "swap":
            mine, theirs = offer[3], offer[2]
            if self.worth(g, theirs) >= self.worth(g, mine) + 10:
                return ("accept",), "the swap is in my favour"
            return ("decline",), "the swap is not in my favour"
        if kind == "borrow":
            amount, interest, pledge = offer[3], offer[4], offer[6]
            safe = pledge >= 0 or amount <= 200
            if self.lends and interest >= self.min_interest and cash - amount >= self.reserve and safe:
                return ("accept",), ("lending ${} at {}% is good business", amount, interest)
            return ("decline",), "I do not lend on those terms"
        return ("accept",), "a trust raises every fare to $40"

    def on_vote(self, g, frame):
        regime = frame[2]
        if self.wants_regime(g) == regime:
            return ("vote", "yes"), ("the {} rules would serve me better", regime)
        return ("vote", "no"), ("the {} rules would not serve me", regime)

    def on_opportunity(self, g, frame):
        best = max(g.board.opportunities, key=lambda o: (o.wages - o.rent, -o.rent))
        return ("place", best.name), ("{} pays ${} wages for ${} rent", best.name, best.wages, best.rent)

    def on_build_here(self, g, frame):
        if self._cash(g, self.seat) >= HOUSE_PRICE + self.reserve:
            return ("build", frame[2]), "the lot is free to improve and a house pays its way"
        return ("done",), "I keep my cash"


class CautiousBot(LandlordsBot):
    strategy = "cautious"
    description = "A saver: keeps a large reserve, buys only bargains, never gambles."
    reserve = 150
    land_appetite = 0.6
    utility_appetite = 0.6
    build_reserve = 250
    speculates = False
    luxury_at = 600
    greed = 1.2
    opening_reserve = 150


class SpeculatorBot(LandlordsBot):
    strategy = "speculator"
    description = "A land speculator: buys every lot it can and holds it idle."
    reserve = 30
    land_appetite = 1.5
    utility_appetite = 0.8
    builds = False
    luxury_at = 10 ** 9
    greed = 2.0
    opening_reserve = 40
    favours = LANDLORD

    def trade_idea(self, g, frame):
        """Now and then (one turn in seven) it offers to buy another player's lot."""
        seat = self.seat
        if g.turn % 7 != seat or g.regime == SINGLE_TAX:
            return None
        budget = self._cash(g, seat) - self.reserve
        for s in LOTS:
            holder = g.owner[s]
            if holder >= 0 and holder != seat and not g._pledged(s):
                worth = self.worth(g, s)
                price = self._price_for_worth(g, s, worth)       # max_price(g, s)
                if worth <= price <= budget:
                    return ("ask", s), ("I want to add {} to my land", g.board.spaces[s].name)
        return None


class ImproverBot(LandlordsBot):
    strategy = "improver"
    description = "An improver: builds houses whenever it can and favours the single tax."
    reserve = 60
    land_appetite = 1.0
    utility_appetite = 0.7
    luxury_at = 500
    favours = SINGLE_TAX
    opening_reserve = 100

    def privilege_value(self, g, s) -> int:
        budget = self._cash(g, self.seat) - HOUSE_PRICE - self.reserve
        return min(budget, LAND_RENT[s] * 2) // 5 * 5


class TraderBot(LandlordsBot):
    strategy = "trader"
    description = "A financier: collects railroads and franchises, forms trusts, lends at interest."
    reserve = 60
    land_appetite = 0.8
    utility_appetite = 1.6
    build_reserve = 100
    lends = True
    min_interest = 10
    luxury_at = 250

    def trade_idea(self, g, frame):
        seat = self.seat
        legal = None
        holders = [g.owner[r] for r in RAILROADS]
        if seat not in holders:
            return None
        mine = holders.count(seat)
        if g.trust is None and mine and len(set(holders)) == 2 and min(holders) >= 0:
            legal = legal or set(g._legal_turn(frame))
            partner = next(h for h in holders if h != seat)
            if ("offer_trust", g.players[partner]) in legal:
                return ("offer_trust", g.players[partner]), "a trust with the other railroad owner pays $40 a fare"
        if mine >= 2:
            for r in RAILROADS:
                holder = g.owner[r]
                if holder >= 0 and holder != seat and not g._pledged(r) and g.turn % 5 == seat % 5:
                    if self.max_price(g, r) >= PRICE[r] and self._cash(g, seat) >= 5:
                        return ("ask", r), ("one more railroad raises every fare I charge", )
        return None


LANDLORDS_BOTS = {cls.strategy: cls for cls in (CautiousBot, SpeculatorBot, ImproverBot, TraderBot)}
