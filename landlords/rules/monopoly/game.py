"""Classic Monopoly: setup, the turn, moving, Jail, the spaces, and the end (rule set ``monopoly``).

This module holds the state of one playthrough and the rules of the board: MO-S1, MO-S2,
MO-1..MO-4, MO-12..MO-15, MO-18, MO-V1 and MO-V2.  Property (buying, rent, building,
mortgages: MO-5..MO-10) is in ``estates.py``; auctions (MO-5, MO-8, MO-16) in
``auctions.py``; trades between players (MO-9, MO-17) in ``trades.py``; debts and
bankruptcy (MO-16) in ``debts.py``; the Chance and Community Chest cards (MO-11) in
``cards.py``; the land value tax and its regimes (MO-V3) in ``land_tax.py``; events and
action labels in ``events.py``.  Rule IDs are documented in ``docs/rules/monopoly.md``.

Conventions: players are *seats* 0..n-1 in the order given to ``new_game``; play passes
to the left, i.e. in seat order from the first player (MO-1).  Ledger accounts are the
seats, then ``BANK = n``, ``POT = n + 1`` (the Free Parking pot, MO-V1) and
``TREAS = n + 2`` (the public treasury, MO-V3); all three exist in every game so that a
record's accounts do not depend on options or on a switch of rules.  ``owner[s]`` is a
seat or ``BANK_OWNED`` (-1: the Bank holds the deed).  ``level[s]`` is 0..4 houses or
``HOTEL`` (5).

A turn is a stack of frames (see ``engine/game.py``): ``("turn", seat, "pre", doubles)``
(manage property, then throw), a ``dice`` chance node, the frames the space pushes (buy,
bid, income tax, a debt to raise...), a ``next`` task (throw again after a double, MO-3),
and ``("turn", seat, "post", doubles)`` (manage property, then end the turn).
"""

from __future__ import annotations

from landlords.engine.chance import label
from landlords.engine.game import Game
from landlords.engine.order import OrderThrowMixin
from landlords.engine.outcome import CAPPED, Termination

from . import events as _events
from .auctions import AuctionMixin
from .board import (
    BANK_HOTELS,
    BANK_HOUSES,
    BOARD,
    CHANCE,
    CHEST,
    DECK_CHANCE,
    DECK_CHEST,
    DECKS,
    FREE_PARKING,
    GO_SALARY,
    GO_TO_JAIL,
    HOTEL,
    HOUSE_COST,
    INCOME_TAX_FLAT,
    INCOME_TAX_PERCENT,
    INCOME_TAX_SPACE,
    IS_PROPERTY,
    JAIL_FINE,
    JAIL_SPACE,
    KIND,
    MORTGAGE,
    PRICE,
    PROPERTIES,
    STARTING_CASH,
    TAX,
)
from .cards import CardMixin
from .debts import DebtMixin
from .estates import EstateMixin
from .events import ACTION_KINDS, EVENTS, describe_action
from .land_tax import LandTaxMixin
from .trades import TradeMixin

BANK_OWNED = -1
PRE, POST = "pre", "post"
#: ``(space, price, price less the mortgage, house cost)`` of every deed (net worth, MO-18).
_DEED_VALUES = tuple((s, PRICE[s], PRICE[s] - MORTGAGE[s], HOUSE_COST[s]) for s in PROPERTIES)

# Chance key labels (what is drawn): see engine.chance.  A throw is keyed by the seat,
# the seat's turn number and the throw's number in that turn, so two branches of a game
# see the same dice for "Bob's second throw in his 7th turn" whatever happened before.
K_ORDER, K_SHUFFLE, K_DEAL, K_MOVE, K_UTILITY = (
    label(n) for n in ("mo-order", "mo-shuffle", "mo-deal", "mo-move", "mo-utility"))


LAST_STANDING = Termination("last_standing", "all players but one went bankrupt (MO-17)")
#: The ways a game of Monopoly ends (besides the simulation cap).
TERMINATIONS = (LAST_STANDING,)

class MonopolyGame(EstateMixin, AuctionMixin, TradeMixin, DebtMixin, CardMixin,
                   LandTaxMixin, OrderThrowMixin, Game):
    """One playthrough of classic Monopoly."""

    EXTRA_ACCOUNTS = ("bank", "pot", "treasury")
    HISTORY_TURN = ("round", "regime", "treasury", "wage_level")
    HISTORY_PLAYER = ("cash", "wealth", "position", "lots", "houses")
    ORDER_KEY = K_ORDER
    LAST_STANDING = LAST_STANDING
    EVENTS = EVENTS
    ACTION_KINDS = ACTION_KINDS
    COPY_LISTS = ("pos", "jailed", "jail_fails", "alive", "turns_taken", "offers",
                  "owner", "mortgaged", "level", "chance_deck", "chest_deck", "goojf")
    #: Values replaced whole, never changed in place (``order`` and ``out`` are tuples;
    #: ``_holdings_seen`` is an immutable cache keyed by the holdings it answers for).
    KEEP = ("n", "BANK", "POT", "TREAS", "max_offers", "max_rounds", "flat_income_tax",
            "luxury_tax", "use_pot", "share", "order", "out", "nalive", "houses_left",
            "hotels_left", "round", "current", "throws", "last_total", "_holdings_seen")
    board = BOARD

    # ------------------------------------------------------------------ setup (MO-S1, MO-S2, MO-1)
    def _setup(self) -> None:
        n = len(self.players)
        self.n = n
        self.BANK, self.POT, self.TREAS = n, n + 1, n + 2
        opts = self.options
        self.max_rounds = opts["max_rounds"]
        self.max_offers = opts["max_offers"]
        self.use_pot = opts["free_parking_pot"]
        self.flat_income_tax = opts["income_tax_flat"]
        self.luxury_tax = opts["luxury_tax"]
        self.pos = [0] * n
        self.jailed = [0] * n
        self.jail_fails = [0] * n
        self.alive = [1] * n
        self.nalive = n
        self.out = ()                      # bankrupt seats, in the order they went out
        self.turns_taken = [0] * n
        self.offers = [0] * n              # offers made this turn, per seat
        self.owner = [BANK_OWNED] * 40
        self.mortgaged = [0] * 40
        self.level = [0] * 40
        self.houses_left = BANK_HOUSES     # MO-S1, MO-8
        self.hotels_left = BANK_HOTELS
        self.chance_deck = []              # card indices, top first (MO-S2, MO-11)
        self.chest_deck = []
        self.goojf = [BANK_OWNED, BANK_OWNED]   # holder of each Get Out of Jail Free card
        self.round = 0
        self.current = -1
        self.throws = 0                    # throws so far in the current turn
        self.last_total = 0                # the last movement throw (utility rent)
        self._holdings_seen = None         # (holdings, answer) of _holdings(): not state
        self.order = tuple(range(n))
        self._setup_regime()
        for seat in range(n):              # MO-S1
            self.pay(self.BANK, seat, STARTING_CASH, "starting_cash", None)
        first = opts["first_player"]
        if first is not None:
            self._first_player(self.seat_of(first))
        else:                              # MO-1
            self._start_order_throws()
        self.push(("shuffle", BANK_OWNED))   # MO-S2 (resolved first)

    def _draw_shuffle(self, frame):
        # One flat tuple (records keep chance outcomes one level deep): the Chance deck's
        # order, then the Community Chest deck's, top card first.
        return (tuple(self.chance.permutation(len(BOARD.chance), K_SHUFFLE, 0))
                + tuple(self.chance.permutation(len(BOARD.chest), K_SHUFFLE, 1)))

    def _chance_shuffle(self, frame, decks) -> None:
        split = len(BOARD.chance)
        self.chance_deck = list(decks[:split])
        self.chest_deck = list(decks[split:])
        self.emit("shuffled")

    def _first_player(self, seat: int) -> None:
        n = self.n
        self.order = tuple((seat + k) % n for k in range(n))   # play passes to the left
        self.emit("first_player", self.players[seat])
        if self.options["deal_all"]:
            self.push(("deal", BANK_OWNED))

    def _draw_deal(self, frame):
        return tuple(self.chance.permutation(len(PROPERTIES), K_DEAL))

    def _chance_deal(self, frame, permutation) -> None:
        """MO-V2: every deed is dealt, one at a time in the order of play, and paid for.

        Each player pays the printed price of his deeds in the order they were dealt; a
        deed he cannot pay for in cash stays with the Bank (it is sold as usual when
        someone lands on it).
        """
        dealt = {seat: [] for seat in range(self.n)}
        for k, index in enumerate(permutation):
            dealt[self.order[k % self.n]].append(PROPERTIES[index])
        bal = self.balances
        for seat in self.order:
            paid, kept = [], []
            for s in dealt[seat]:
                if bal[seat] >= PRICE[s]:
                    self.pay(seat, self.BANK, PRICE[s], "purchase", s)
                    self.owner[s] = seat
                    paid.append(s)
                else:
                    kept.append(s)
            self.emit("dealt", self.players[seat], tuple(paid), tuple(kept))

    # ------------------------------------------------------------------ turns (MO-2, MO-3)
    def _end_turn(self) -> None:
        if self.nalive <= 1:
            self._finish(LAST_STANDING)
            return
        order, alive = self.order, self.alive
        if self.current < 0:
            seat, wrapped = order[0], True
        else:
            at = order.index(self.current)
            n = self.n
            seat, wrapped = self.current, False
            for k in range(1, n + 1):
                candidate = order[(at + k) % n]
                if at + k >= n:
                    wrapped = True
                if alive[candidate]:
                    seat = candidate
                    break
        if wrapped:
            if self.round >= self.max_rounds:
                self._finish(CAPPED)
                return
            self.round += 1
        self._begin_turn(seat)

    def _begin_turn(self, seat: int) -> None:
        self.begin_turn()
        self.current = seat
        self.turns_taken[seat] += 1
        self.throws = 0
        offers = self.offers
        for k in range(self.n):
            offers[k] = 0
        self.push(("turn", seat, PRE, 0))

    def _legal_turn(self, frame):
        seat, phase = frame[1], frame[2]
        actions = [("throw",)] if phase == PRE else [("end",)]
        if phase == PRE and self.jailed[seat]:
            if self.balances[seat] >= JAIL_FINE:
                actions.append(("pay_fine",))
            for k, deck in enumerate((DECK_CHANCE, DECK_CHEST)):
                if self.goojf[k] == seat:
                    actions.append(("use_card", deck))
        actions += self._manage_actions(seat)
        if self.offers[seat] < self.max_offers:
            actions += self._offer_openers(seat)
        return actions

    def _check_turn(self, frame, action) -> bool:
        kind = action[0]
        seat, phase = frame[1], frame[2]
        if kind == "throw":
            return len(action) == 1 and phase == PRE
        if kind == "end":
            return len(action) == 1 and phase == POST
        if kind == "pay_fine":
            return (len(action) == 1 and phase == PRE and bool(self.jailed[seat])
                    and self.balances[seat] >= JAIL_FINE)
        if kind == "use_card":
            return (len(action) == 2 and phase == PRE and bool(self.jailed[seat])
                    and action[1] in DECKS and self.goojf[DECKS.index(action[1])] == seat)
        if kind == "offer":
            return (len(action) == 2 and self.offers[seat] < self.max_offers
                    and self._may_offer_to(seat, action[1]))
        return self._manage_ok(seat, action, turn=True)

    def _do_turn(self, frame, action) -> None:
        seat, kind = frame[1], action[0]
        if kind == "throw":
            self.push(("dice", seat, "jail" if self.jailed[seat] else "move", frame[3]))
        elif kind == "end":
            return
        elif kind == "pay_fine":                        # MO-14: pay $50 before throwing
            self.push(frame)
            self.pay(seat, self._fine_account(), JAIL_FINE, "fine", JAIL_SPACE)
            self._release(seat, "fine")
        elif kind == "use_card":                        # MO-14, MO-11
            self.push(frame)
            self._return_card(0 if action[1] == DECK_CHANCE else 1)
            self.emit("used_card", self.players[seat], action[1])
            self._release(seat, "card")
        elif kind == "offer":                           # MO-9
            self.push(frame)
            self.offers[seat] += 1
            self._open_offer(seat, self.seat_of(action[1]))
        else:
            self.push(frame)
            self._manage(seat, action)

    def _draw_dice(self, frame):
        seat = frame[1]
        key = K_UTILITY if frame[2] == "utility" else K_MOVE
        return self.chance.dice(key, seat, self.turns_taken[seat], self.throws)

    def _chance_dice(self, frame, throw) -> None:
        seat, purpose = frame[1], frame[2]
        a, b = throw
        total = a + b
        self.throws += 1
        if self.recording:                             # a common event: no call when unrecorded
            self.emit("threw", self.players[seat], a, b, purpose)
        if purpose == "utility":                        # MO-11: ten times the throw
            self._pay_rent(seat, frame[3], 10 * total)
            return
        if purpose == "jail":                           # MO-14
            self._jail_throw(seat, total, a == b)
            return
        double = a == b
        doubles = frame[3] + 1 if double else 0
        if doubles == 3:                                # MO-3: the third double
            self._jail(seat, "doubles")
            self.push(("turn", seat, POST, 0))
            return
        self.push(("next", seat, doubles, double))
        self._move_by(seat, total)

    def _task_next(self, frame) -> None:
        """MO-3: after the space's action, throw again after a double (unless jailed)."""
        seat, doubles, double = frame[1], frame[2], frame[3]
        if not self.alive[seat]:
            return
        if double and not self.jailed[seat]:
            self.push(("turn", seat, PRE, doubles))
        else:
            self.push(("turn", seat, POST, 0))

    # ------------------------------------------------------------------ moving (MO-2, MO-4)
    def _move_by(self, seat: int, total: int) -> None:
        start = self.pos[seat]
        dest = (start + total) % 40
        self.pos[seat] = dest
        self.last_total = total
        if self.recording:
            self.emit("moved", self.players[seat], start, dest)
        if start + total >= 40:                         # MO-4: passed or landed on Go
            self._salary(seat)
        self._arrive(seat, dest, total, None)

    def _move_to(self, seat: int, dest: int) -> None:
        """Move forward to ``dest`` (a card); pays the salary when Go is passed or reached."""
        start = self.pos[seat]
        self.pos[seat] = dest
        self.emit("moved", self.players[seat], start, dest)
        if dest <= start:
            self._salary(seat)

    def _salary(self, seat: int) -> None:
        self.pay(self.BANK, seat, GO_SALARY, "salary", 0)

    # ------------------------------------------------------------------ spaces
    def _arrive(self, seat: int, s: int, total: int, card) -> None:
        """Do what space ``s`` demands of ``seat``; ``card`` is a card's special rent or None."""
        if IS_PROPERTY[s]:
            owner = self.owner[s]
            if owner == BANK_OWNED:
                self._offer_purchase(seat, s)           # MO-5
            elif owner != seat and not self.mortgaged[s]:
                if card == "utility":                   # MO-11: throw, pay ten times
                    self.push(("dice", seat, "utility", s))
                else:
                    rent = self._rent(s, total)         # MO-6
                    if card == "railroad":
                        rent *= 2
                    self._pay_rent(seat, s, rent)
            elif owner != seat:
                self.emit("no_rent", self.players[seat], s)
            return
        kind = KIND[s]
        if kind == CHANCE:
            self._draw(seat, DECK_CHANCE)
        elif kind == CHEST:
            self._draw(seat, DECK_CHEST)
        elif kind == TAX:
            if s == INCOME_TAX_SPACE:                   # MO-12
                if self.flat_income_tax:
                    self._charge(seat, ((self._fine_account(), INCOME_TAX_FLAT, "tax"),), s)
                else:
                    self.push(("income_tax", seat))
            else:                                       # MO-13
                self._charge(seat, ((self._fine_account(), self.luxury_tax, "tax"),), s)
        elif kind == GO_TO_JAIL:                        # MO-14
            self._jail(seat, "go_to_jail")
        elif kind == FREE_PARKING:                      # MO-15, MO-V1
            pot = self.balances[self.POT]
            if self.use_pot and pot > 0:
                self.pay(self.POT, seat, pot, "pot", s)

    def _fine_account(self) -> int:
        """Where taxes, fines and card payments go: the Bank, or the pot (MO-V1)."""
        return self.POT if self.use_pot else self.BANK

    # --- Income Tax (MO-12)
    def _legal_income_tax(self, frame):
        return [("pay_flat",), ("pay_percent",)]

    def _do_income_tax(self, frame, action) -> None:
        seat = frame[1]
        if action[0] == "pay_flat":
            amount = INCOME_TAX_FLAT
        else:
            amount = self.total_worth(seat) * INCOME_TAX_PERCENT // 100
        self.emit("income_tax", self.players[seat], action[0] == "pay_percent", amount)
        if amount:
            self._charge(seat, ((self._fine_account(), amount, "tax"),), INCOME_TAX_SPACE)

    def total_worth(self, seat: int) -> int:
        """MO-12: cash + printed prices of all properties (mortgaged or not) + all buildings.

        A hotel counts at what was paid for it: the hotel price plus its four houses.
        """
        worth = self.balances[seat]
        owner, level = self.owner, self.level
        for s in PROPERTIES:
            if owner[s] == seat:
                worth += PRICE[s] + level[s] * HOUSE_COST[s]
        return worth

    # --- Jail (MO-14)
    def _jail(self, seat: int, why: str) -> None:
        self.pos[seat] = JAIL_SPACE
        self.jailed[seat] = 1
        self.jail_fails[seat] = 0
        self.emit("jailed", self.players[seat], why)

    def _release(self, seat: int, how: str) -> None:
        self.jailed[seat] = 0
        self.jail_fails[seat] = 0
        self.emit("released", self.players[seat], how)

    def _jail_throw(self, seat: int, total: int, double: bool) -> None:
        if double:                                      # out, move by it, no further throw
            self._release(seat, "double")
            self.push(("next", seat, 0, False))
            self._move_by(seat, total)
            return
        self.jail_fails[seat] += 1
        if self.jail_fails[seat] < 3:
            self.emit("jail_stay", self.players[seat], self.jail_fails[seat])
            self.push(("turn", seat, POST, 0))
            return
        self.push(("jail_move", seat, total))  # third failure: pay $50, then move
        self._charge(seat, ((self._fine_account(), JAIL_FINE, "fine"),), JAIL_SPACE)

    def _task_jail_move(self, frame) -> None:
        seat, total = frame[1], frame[2]
        self._release(seat, "third_failure")
        self.push(("next", seat, 0, False))
        self._move_by(seat, total)

    # ------------------------------------------------------------------ money

    # ------------------------------------------------------------------ the end (MO-18)
    def _finish(self, termination: Termination) -> None:
        alive = [seat for seat in self.order if self.alive[seat]]
        ranked = sorted(alive, key=lambda seat: -self._net_worth(seat))
        standings = [(self.players[seat], self._net_worth(seat)) for seat in ranked]
        standings += [(self.players[seat], 0) for seat in reversed(self.out)]
        if termination == LAST_STANDING:
            winner = standings[0][0]
        else:
            best = standings[0][1]
            leaders = [name for name, score in standings[:len(alive)] if score == best]
            winner = leaders[0] if len(leaders) == 1 else None
        if termination == CAPPED:
            rounds = self.max_rounds
        else:
            at = self.order.index(self.current) if self.current >= 0 else 0
            later = any(self.alive[seat] for seat in self.order[at + 1:])
            rounds = self.round - 1 if later else self.round
        self.finish(termination, standings, winner, rounds)

    def _net_worth(self, seat: int) -> int:
        """MO-18 (capped games): cash + deeds at printed price (mortgaged: half of it) +
        buildings at what was paid for them (a hotel with its four houses), as in the
        official rules' time-limit game; a bankrupt player is worth 0."""
        if not self.alive[seat]:
            return 0
        worth = self.balances[seat]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        for s in PROPERTIES:
            if owner[s] == seat:
                worth += (PRICE[s] - MORTGAGE[s] if mortgaged[s] else PRICE[s])
                worth += level[s] * HOUSE_COST[s]
        return worth

    def _wealths(self) -> list[int]:
        return [self._net_worth(seat) for seat in range(self.n)]

    def results(self) -> dict:
        """The treasury, the Go salary and the dividends paid (``RULES.result_columns``)."""
        return {"treasury": self.balances[self.TREAS], "wage_level": GO_SALARY,
                "regime": self.regime,
                "public_spending": self.total_paid("treasury", ("dividend",))}

    # ------------------------------------------------------------------ words of the engine's events
    def decision_sentence(self, player, action, reason) -> str:
        return _events._decided(self, player, action, reason)

    def payment_sentence(self, payer, payee, amount, reason, space) -> str:
        return _events._paid(self, payer, payee, amount, reason, space)

    def switch_sentence(self, regime, how) -> str:
        return _events._rules_switched(self, regime, how)

    def ending_sentence(self, termination, winner, standings) -> str:
        return _events._game_over(self, termination, winner, standings)

    # ------------------------------------------------------------------ views
    def _history_row(self) -> tuple:
        """One history row per seat (this runs at every turn's end): cash, net worth (as
        :meth:`_net_worth`), space, deeds and buildings."""
        bal = self.balances
        holdings_worth, deeds, buildings = self._holdings()
        alive, pos = self.alive, self.pos
        rows = []
        for seat in range(self.n):
            cash = bal[seat]
            rows.append((cash, cash + holdings_worth[seat] if alive[seat] else 0, pos[seat],
                         deeds[seat], buildings[seat]))
        return (self.round, self.regime, bal[self.TREAS], GO_SALARY), tuple(rows)

    def _holdings(self) -> tuple:
        """``(worth, deeds, buildings)``: per seat, what his deeds and buildings count for
        in :meth:`_net_worth` (cash aside), how many deeds he holds and his building levels.

        Most turns change no deed, building or mortgage, so the answer for the last
        holdings seen is kept with those holdings (immutable tuples, compared by value: it
        cannot go stale, in this game or in a clone) and given again while they are equal.
        """
        holdings = (tuple(self.owner), tuple(self.level), tuple(self.mortgaged))
        if self._holdings_seen is not None and self._holdings_seen[0] == holdings:
            return self._holdings_seen[1]
        owner, level, mortgaged = holdings
        n = self.n
        worth, deeds, buildings = [0] * n, [0] * n, [0] * n
        for s, price, mortgaged_price, house_cost in _DEED_VALUES:
            seat = owner[s]
            if seat >= 0:
                deeds[seat] += 1
                worth[seat] += mortgaged_price if mortgaged[s] else price
                lvl = level[s]
                if lvl:
                    buildings[seat] += lvl
                    worth[seat] += lvl * house_cost
        answer = (tuple(worth), tuple(deeds), tuple(buildings))
        self._holdings_seen = (holdings, answer)
        return answer

    def _state_key(self) -> tuple:
        return (tuple(self.pos), tuple(self.jailed), tuple(self.jail_fails), tuple(self.alive),
                self.out, tuple(self.turns_taken), tuple(self.offers), tuple(self.owner),
                tuple(self.mortgaged), tuple(self.level), self.houses_left, self.hotels_left,
                tuple(self.chance_deck), tuple(self.chest_deck), tuple(self.goojf), self.round,
                self.current, self.throws, self.last_total, self.order, self.regime)

    def describe_action(self, action) -> str:
        return describe_action(self, action)

    def owner_of(self, space: int) -> str | None:
        """Who holds the deed of ``space``: a player's name, or ``None`` (the Bank)."""
        holder = self.owner[space]
        return self.players[holder] if holder >= 0 else None

    def position(self, player: str) -> int:
        return self.pos[self.seat_of(player)]

    def status(self, player: str) -> str:
        """``"bankrupt"``, ``"jail"`` or ``"free"``."""
        seat = self.seat_of(player)
        if not self.alive[seat]:
            return "bankrupt"
        return "jail" if self.jailed[seat] else "free"

    def buildings_on(self, space: int) -> tuple[int, int]:
        """``(houses, hotels)`` standing on ``space``."""
        lvl = self.level[space]
        return (0, 1) if lvl == HOTEL else (lvl, 0)

    def cards_held(self, player: str) -> tuple[str, ...]:
        """The decks whose Get Out of Jail Free card ``player`` holds."""
        seat = self.seat_of(player)
        return tuple(d for k, d in enumerate((DECK_CHANCE, DECK_CHEST)) if self.goojf[k] == seat)

    def wage_level(self) -> int:
        """The Go salary (MO-4); the same under both regimes (MO-V3 pays dividends)."""
        return GO_SALARY

    @property
    def treasury(self) -> int:
        """The public treasury's balance (MO-V3)."""
        return self.balances[self.TREAS]

    @property
    def pot(self) -> int:
        """The Free Parking pot (MO-V1)."""
        return self.balances[self.POT]

