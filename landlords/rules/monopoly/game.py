"""Classic Monopoly: setup, the turn, moving, Jail, the spaces, and the end (rule set ``monopoly``).

This module holds the state of one playthrough and the rules of the board: MO-S1, MO-S2,
MO-1..MO-4, MO-12..MO-15, MO-18, MO-V1 and MO-V2.  Property (buying, rent, building,
mortgages: MO-5..MO-10) is in ``estates.py``; auctions (MO-5, MO-8, MO-16) in
``auctions.py``; trades between players (MO-9, MO-17) in ``trades.py``; debts and
bankruptcy (MO-16) in ``debts.py``; the Chance and Community Chest cards (MO-11) in
``cards.py``; the land value tax and its regimes (MO-V3) in ``land_tax.py``; the words
of events and actions in ``events.py``; the table and the prompts screens draw in
``table.py`` and ``prompts.py``.  Rule IDs are documented in ``docs/rules/monopoly.md``.

Every number of the rules is the edition's (``board.py``): the game class holds one
:class:`~landlords.rules.monopoly.board.MonopolyData` as ``DATA``, read as ``self.data``.

Conventions: players are *seats* 0..n-1 in the order given to ``new_game``; play passes
to the left, i.e. in seat order from the first player (MO-1).  Ledger accounts are the
seats, then ``BANK = n``, ``POT = n + 1`` (the Free Parking pot, MO-V1) and
``TREAS = n + 2`` (the public treasury, MO-V3); all three exist in every game so that a
record's accounts do not depend on options or on a switch of rules.  ``owner[s]`` is a
seat or ``BANK_OWNED`` (-1: the Bank holds the deed).  ``level[s]`` is 0..4 houses or
``data.hotel`` (5).

A turn is a stack of frames (``frames.py``): ``Turn(seat, PRE, doubles)`` (manage
property, then throw), a ``Dice`` chance node, the frames the space pushes (buy, bid,
income tax, a debt to raise...), a ``Next`` task (throw again after a double, MO-3), and
``Turn(seat, POST, 0)`` (manage property, then end the turn).
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar

from landlords.engine.chance import label
from landlords.engine.native import mypyc_attr
from landlords.engine.order import draw_order, start_order_throws, take_order_throw
from landlords.engine.outcome import CAPPED, Termination
from landlords.engine.state import State, lists, values

from . import prompts
from .data import (
    CHANCE,
    CHEST,
    DECK_CHANCE,
    DECK_CHEST,
    DECKS,
    FREE_PARKING,
    GO_TO_JAIL,
    INCOME_TAX,
    LUXURY_TAX,
    MonopolyData,
    read_edition,
)
from .events import ACTION_KINDS, EVENTS
from .frames import (
    BANK_OWNED,
    JAIL_THROW,
    NOBODY,
    PRE,
    UTILITY_THROW,
    Deal,
    Dice,
    DiceFields,
    Due,
    IncomeTax,
    JailMove,
    NextFields,
    Shuffle,
    TurnFields,
    turn_frames,
)
from .measures import MeasureRules

# Chance key labels (what is drawn): see engine.chance.  A throw is keyed by the seat,
# the seat's turn number and the throw's number in that turn, so two branches of a game
# see the same dice for "Bob's second throw in his 7th turn" whatever happened before.
K_ORDER, K_SHUFFLE, K_DEAL, K_MOVE, K_UTILITY = (
    label(n) for n in ("mo-order", "mo-shuffle", "mo-deal", "mo-move", "mo-utility"))


LAST_STANDING = Termination("last_standing", "all players but one went bankrupt (MO-18)")
TIME_LIMIT = Termination("time_limit", "the agreed number of rounds was played and the richest by "
                         "the time-limit valuation won (MO-18)")
#: MO-18: the default time limit, in rounds, of every game (option ``time_limit_rounds``).
#: Why every game and why this number: see ``docs/rules/monopoly.md`` (MO-18).
TIME_LIMIT_ROUNDS = 300
#: The ways a game of Monopoly ends (besides the simulation cap).
TERMINATIONS = (LAST_STANDING, TIME_LIMIT)
#: ``(worth, deeds, buildings)`` by seat (:meth:`MonopolyGame._holdings`).
Holdings = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


@mypyc_attr(allow_interpreted_subclasses=True)
class MonopolyGame(MeasureRules):
    """One playthrough of classic Monopoly (its parts of the rules: ``base.py``)."""

    #: The edition played: its board, decks and rule numbers (a variant gives another).
    DATA: ClassVar[MonopolyData] = read_edition("monopoly-us")
    EXTRA_ACCOUNTS = ("bank", "pot", "treasury")
    ISSUER = "bank"
    HISTORY_TURN = ("round", "regime", "treasury", "wage_level")
    HISTORY_PLAYER = ("cash", "wealth", "position", "lots", "houses")
    #: The chance label of the throws for the first turn (MO-1).
    ORDER_KEY: ClassVar[int] = K_ORDER
    LAST_STANDING = LAST_STANDING
    TIME_LIMIT = TIME_LIMIT
    EVENTS = EVENTS
    ACTION_KINDS = ACTION_KINDS
    #: The game's state, declared once (:mod:`landlords.engine.state`), keyed fields in
    #: the order of the state key (the digest's bytes).  Values are replaced whole, never
    #: changed in place: numbers, words, tuples (``order``, ``out``, ``last_dice``).
    STATE = State(
        lists("pos", "jailed", "jail_fails", "alive"),
        values("out"),
        lists("turns_taken", "offers", "owner", "mortgaged", "level"),
        values("houses_left", "hotels_left"),
        lists("chance_deck", "chest_deck", "goojf"),
        values("round", "current", "throws", "last_total", "order", "regime"),
        # Fixed for the game: the frozen edition ``data``, accounts, options.
        values("data", "n", "BANK", "POT", "TREAS", "max_offers", "max_rounds", "time_limit",
               "flat_income_tax", "luxury_tax", "use_pot", "share", "share_num", "share_den",
               "tax_base", key=False),
        # ``nalive`` counts the keyed ``alive``; ``last_dice`` is shown on the table and
        # plays no part in the rules.
        values("nalive", "last_dice", key=False),
        # Caches and tokens, none of them state: the frames every turn pushes
        # (``_turn_frames``, immutable); ``_holdings_seen``, an immutable cache keyed by the
        # holdings it answers for; ``_tallied``, the tallies of the transfers read so far
        # (a tuple; the ledger only grows, so it cannot go stale); ``holdings_key``, a fresh
        # token each time holdings change (:meth:`_holdings_changed`).
        values("_turn_frames", "_holdings_seen", "_tallied", "holdings_key", key=False),
    )

    # ------------------------------------------------------------------ setup (MO-S1, MO-S2, MO-1)
    def _setup(self) -> None:
        data = self.data = self.DATA
        n = len(self.players)
        self.n = n
        self.BANK, self.POT, self.TREAS = n, n + 1, n + 2
        self._turn_frames = turn_frames(n, data.doubles_to_jail)
        opts = self.options
        self.max_rounds = opts["max_rounds"]
        self.time_limit = opts["time_limit_rounds"]   # MO-18: None = play to the last player
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
        self.owner = [BANK_OWNED] * data.size
        self.mortgaged = [0] * data.size
        self.level = [0] * data.size
        self.houses_left = data.bank_houses    # MO-S1, MO-8
        self.hotels_left = data.bank_hotels
        self.chance_deck = []              # card indices, top first (MO-S2, MO-11)
        self.chest_deck = []
        self.goojf = [BANK_OWNED] * len(DECKS)   # holder of each Get Out of Jail Free card
        self.round = 0
        self.current = -1
        self.throws = 0                    # throws so far in the current turn
        self.last_total = 0                # the last movement throw (utility rent)
        self.last_dice = None              # (seat, a, b) of the last throw: for the table only
        self._holdings_seen = None         # (holdings_key, answer) of _holdings(): not state
        self.holdings_key = object()       # the token of the holdings now (_holdings_changed)
        self._tallied = (0, 0, 0, 0)       # tallies(): transfers read, salaries, dividends, land rent
        self.order = tuple(range(n))
        self._setup_regime()
        for seat in range(n):              # MO-S1
            self.pay(self.BANK, seat, data.starting_cash, "starting_cash", None)
        first = opts["first_player"]
        if first is not None:
            self._first_player(self.seat_of(first))
        else:                              # MO-1
            start_order_throws(self)
        self.push(Shuffle(NOBODY))         # MO-S2 (resolved first)

    def _draw_order(self, frame: Any) -> tuple:
        return draw_order(self, frame, self.ORDER_KEY)

    def _chance_order(self, frame: Any, throw: tuple) -> None:
        first = take_order_throw(self, frame, throw)
        if first >= 0:
            self._first_player(first)

    def _draw_shuffle(self, frame):
        # One flat tuple (records keep chance outcomes one level deep): the Chance deck's
        # order, then the Community Chest deck's, top card first.
        data = self.data
        return (tuple(self.chance.permutation(len(data.chance), K_SHUFFLE, 0))
                + tuple(self.chance.permutation(len(data.chest), K_SHUFFLE, 1)))

    def _chance_shuffle(self, frame, decks) -> None:
        split = len(self.data.chance)
        self.chance_deck = list(decks[:split])
        self.chest_deck = list(decks[split:])
        self.emit("shuffled")

    def _first_player(self, seat: int) -> None:
        n = self.n
        self.order = tuple((seat + k) % n for k in range(n))   # play passes to the left
        self.emit("first_player", self.players[seat])
        if self.options["deal_all"]:
            self.push(Deal(NOBODY))

    def _draw_deal(self, frame):
        return tuple(self.chance.permutation(len(self.data.properties), K_DEAL))

    def _chance_deal(self, frame, permutation) -> None:
        """MO-V2: every deed is dealt, one at a time in the order of play, and paid for.

        Each player pays the printed price of his deeds in the order they were dealt; a
        deed he cannot pay for in cash stays with the Bank (it is sold as usual when
        someone lands on it).
        """
        properties, price = self.data.properties, self.data.price
        dealt: dict[int, list[int]] = {seat: [] for seat in range(self.n)}
        for k, index in enumerate(permutation):
            dealt[self.order[k % self.n]].append(properties[index])
        bal = self.balances
        for seat in self.order:
            paid, kept = [], []
            for s in dealt[seat]:
                if bal[seat] >= price[s]:
                    self.pay(seat, self.BANK, price[s], "purchase", s)
                    self.owner[s] = seat
                    self._holdings_changed()
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
            if self.time_limit is not None and self.round >= self.time_limit:
                self._finish(TIME_LIMIT)               # MO-18: the time-limit game
                return
            if self.round >= self.max_rounds:
                self._finish(CAPPED)                   # the simulation's safety net
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
        self.push(self._turn_frames.pre[seat][0])

    def _legal_turn(self, frame: TurnFields) -> list:
        seat, pre = frame.seat, frame.phase == PRE
        actions: list[tuple] = [("throw",)] if pre else [("end",)]
        if pre and self.jailed[seat]:
            if self.balances[seat] >= self.data.jail_fine:
                actions.append(("pay_fine",))
            for k, deck in enumerate(DECKS):
                if self.goojf[k] == seat:
                    actions.append(("use_card", deck))
        actions += self._manage_actions(seat)
        if self.offers[seat] < self.max_offers:
            actions += self._offer_openers(seat)
        return actions

    def _check_turn(self, frame: TurnFields, action: Any) -> bool:
        kind = action[0]
        if kind == "throw":                             # the commonest: checked first, cheaply
            return len(action) == 1 and frame.phase == PRE
        if kind == "end":
            return len(action) == 1 and frame.phase != PRE
        seat, pre = frame.seat, frame.phase == PRE
        if kind == "pay_fine":
            return (len(action) == 1 and pre and bool(self.jailed[seat])
                    and self.balances[seat] >= self.data.jail_fine)
        if kind == "use_card":
            return (len(action) == 2 and pre and bool(self.jailed[seat])
                    and action[1] in DECKS and self.goojf[DECKS.index(action[1])] == seat)
        if kind == "offer":
            return (len(action) == 2 and self.offers[seat] < self.max_offers
                    and self._may_offer_to(seat, action[1]))
        return self._manage_ok(seat, action, turn=True)

    def _do_turn(self, frame: TurnFields, action: Any) -> None:
        seat, kind = frame.seat, action[0]
        if kind == "throw":
            throws = self._turn_frames.jail if self.jailed[seat] else self._turn_frames.move
            self.push(throws[seat][frame.doubles])
        elif kind == "end":
            return
        elif kind == "pay_fine":                        # MO-14: pay the fine before throwing
            self.push(frame)
            self.pay(seat, self._fine_account(), self.data.jail_fine, "fine", self.data.jail_space)
            self._release(seat, "fine")
        elif kind == "use_card":                        # MO-14, MO-11
            _, deck = action
            self.push(frame)
            self._return_card(DECKS.index(deck))
            self.emit("used_card", self.players[seat], deck)
            self._release(seat, "card")
        elif kind == "offer":                           # MO-9
            _, to = action
            self.push(frame)
            self.offers[seat] += 1
            self._open_offer(seat, self.seat_of(to))
        else:
            self.push(frame)
            self._manage(seat, action)

    def _draw_dice(self, frame: DiceFields) -> tuple:
        seat = frame.seat
        key = K_UTILITY if frame.purpose == UTILITY_THROW else K_MOVE
        return self.chance.dice(key, seat, self.turns_taken[seat], self.throws)

    def _chance_dice(self, frame: DiceFields, throw: tuple) -> None:
        seat, purpose = frame.seat, frame.purpose
        a, b = throw
        total = a + b
        self.throws += 1
        self.last_dice = (seat, a, b)
        if self.recording:                             # a common event: no call when unrecorded
            self.emit("threw", self.players[seat], a, b, purpose)
        if purpose == UTILITY_THROW:                   # MO-11: a multiple of the throw
            self._pay_rent(seat, frame.space, frame.multiplier * total)
            return
        if purpose == JAIL_THROW:                      # MO-14
            self._jail_throw(seat, total, a == b)
            return
        double = a == b
        doubles = frame.doubles + 1 if double else 0
        if doubles == self.data.doubles_to_jail:       # MO-3: the third double
            self._jail(seat, "doubles")
            self.push(self._turn_frames.post[seat])
            return
        self.push(self._turn_frames.next[seat][doubles])   # Next(seat, doubles, double)
        self._move_by(seat, total)

    def _task_next(self, frame: NextFields) -> None:
        """MO-3: after the space's action, throw again after a double (unless jailed)."""
        seat = frame.seat
        if not self.alive[seat]:
            return
        if frame.double and not self.jailed[seat]:
            self.push(self._turn_frames.pre[seat][frame.doubles])
        else:
            self.push(self._turn_frames.post[seat])

    # ------------------------------------------------------------------ moving (MO-2, MO-4)
    def _move_by(self, seat: int, total: int) -> None:
        start = self.pos[seat]
        size = self.data.size
        dest = (start + total) % size
        self.pos[seat] = dest
        self.last_total = total
        if self.recording:
            self.emit("moved", self.players[seat], start, dest)
        if start + total >= size:                       # MO-4: passed or landed on Go
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
        data = self.data
        self.pay(self.BANK, seat, data.go_salary, "salary", data.go_space)

    # ------------------------------------------------------------------ spaces
    def _arrive(self, seat: int, s: int, total: int, card) -> None:
        """Do what space ``s`` demands of ``seat``; ``card`` is the effect of a card that
        sets a special rent (a multiple of the rent, or of a new throw), or None."""
        data = self.data
        if data.is_property[s]:
            owner = self.owner[s]
            if owner == BANK_OWNED:
                self._offer_purchase(seat, s)           # MO-5
            elif owner != seat and not self.mortgaged[s]:
                if card is not None and "dice_multiplier" in card:   # MO-11: throw, pay a multiple
                    self.push(Dice(seat, UTILITY_THROW, 0, s, card["dice_multiplier"]))
                else:
                    rent = self._rent(s, total)         # MO-6
                    if card is not None:
                        rent *= card.get("rent_multiplier", 1)
                    self._pay_rent(seat, s, rent)
            elif owner != seat:
                self.emit("no_rent", self.players[seat], s)
            return
        kind = data.kind[s]
        if kind == CHANCE:
            self._draw(seat, DECK_CHANCE)
        elif kind == CHEST:
            self._draw(seat, DECK_CHEST)
        elif kind == INCOME_TAX:                        # MO-12
            if self.flat_income_tax:
                self._charge(seat, (Due(self._fine_account(), data.income_tax_flat, "tax"),), s)
            else:
                self.push(IncomeTax(seat))
        elif kind == LUXURY_TAX:                        # MO-13
            self._charge(seat, (Due(self._fine_account(), self.luxury_tax, "tax"),), s)
        elif kind == GO_TO_JAIL:                        # MO-14
            self._jail(seat, "go_to_jail")
        elif kind == FREE_PARKING:                      # MO-15, MO-V1
            pot = self.balances[self.POT]
            if self.use_pot and pot > 0:
                self.pay(self.POT, seat, pot, "pot", s)

    # --- Income Tax (MO-12)
    def _legal_income_tax(self, frame):
        return [("pay_flat",), ("pay_percent",)]

    def _do_income_tax(self, frame, action) -> None:
        seat, data = frame.seat, self.data
        percent = action == ("pay_percent",)
        if percent:
            amount = self.total_worth(seat) * data.income_tax_percent // 100
        else:
            amount = data.income_tax_flat
        self.emit("income_tax", self.players[seat], percent, amount)
        if amount:
            self._charge(seat, (Due(self._fine_account(), amount, "tax"),), data.income_tax_space)

    def total_worth(self, seat: int) -> int:
        """MO-12: cash + printed prices of all properties (mortgaged or not) + all buildings.

        A hotel counts at what was paid for it: the hotel price plus its four houses.
        """
        worth = self.balances[seat]
        owner, level = self.owner, self.level
        data = self.data
        price, house_cost = data.price, data.house_cost
        for s in data.properties:
            if owner[s] == seat:
                worth += price[s] + level[s] * house_cost[s]
        return worth

    # --- Jail (MO-14)
    def _jail(self, seat: int, why: str) -> None:
        self.pos[seat] = self.data.jail_space
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
            self.push(self._turn_frames.next[seat][0])
            self._move_by(seat, total)
            return
        self.jail_fails[seat] += 1
        data = self.data
        if self.jail_fails[seat] < data.jail_throws:
            self.emit("jail_stay", self.players[seat], self.jail_fails[seat])
            self.push(self._turn_frames.post[seat])
            return
        self.push(JailMove(seat, total))  # the last failure: pay the fine, then move
        self._charge(seat, (Due(self._fine_account(), data.jail_fine, "fine"),), data.jail_space)

    def _task_jail_move(self, frame) -> None:
        seat = frame.seat
        self._release(seat, "third_failure")
        self.push(self._turn_frames.next[seat][0])
        self._move_by(seat, frame.total)

    # ------------------------------------------------------------------ the end (MO-18)
    def _finish(self, termination: Termination) -> None:
        alive = [seat for seat in self.order if self.alive[seat]]
        ranked = sorted(alive, key=lambda seat: -self._net_worth(seat))
        standings = [(self.players[seat], self._net_worth(seat)) for seat in ranked]
        standings += [(self.players[seat], 0) for seat in self.out[::-1]]
        winner: str | None
        if termination == LAST_STANDING:
            winner, _ = standings[0]
        else:
            _, best = standings[0]
            leaders = [name for name, score in standings[:len(alive)] if score == best]
            winner = leaders[0] if len(leaders) == 1 else None
        if termination in (CAPPED, TIME_LIMIT):
            rounds = self.round                        # ended at the end of a round
        else:
            at = self.order.index(self.current) if self.current >= 0 else 0
            later = any(self.alive[seat] for seat in self.order[at + 1:])
            rounds = self.round - 1 if later else self.round
        self.finish(termination, standings, winner, rounds)

    def _net_worth(self, seat: int) -> int:
        """MO-18, the official rules' time-limit valuation (games ended by the time limit
        or the cap): cash + deeds at printed price (mortgaged: less the mortgage, i.e. half)
        + buildings at what was paid for them (a hotel with its four houses); a bankrupt
        player is worth 0."""
        if not self.alive[seat]:
            return 0
        worth = self.balances[seat]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        for s, price, mortgaged_price, house_cost in self.data.deed_values:
            if owner[s] == seat:
                worth += mortgaged_price if mortgaged[s] else price
                worth += level[s] * house_cost
        return worth

    def _wealths(self) -> list[int]:
        return [self._net_worth(seat) for seat in range(self.n)]

    # ------------------------------------------------------------------ history
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
        return (self.round, self.regime, bal[self.TREAS], self.data.go_salary), tuple(rows)

    def _holdings(self) -> Holdings:
        """``(worth, deeds, buildings)``: per seat, what his deeds and buildings count for
        in :meth:`_net_worth` (cash aside), how many deeds he holds and his building levels.

        Most turns change no deed, building or mortgage, so the answer for the last
        holdings seen is kept with their :attr:`holdings_key` (a token no other holdings
        share, in this game or in a clone) and given again while the token is the same.
        """
        key = self.holdings_key
        seen = self._holdings_seen
        if seen is not None and seen[0] is key:
            answer: Holdings = seen[1]
            return answer
        answer = self._work_out_holdings()
        self._holdings_seen = (key, answer)
        return answer

    def _work_out_holdings(self) -> Holdings:
        """:meth:`_holdings` worked out afresh."""
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        n = self.n
        worth, deeds, buildings = [0] * n, [0] * n, [0] * n
        for s, price, mortgaged_price, house_cost in self.data.deed_values:
            seat = owner[s]
            if seat >= 0:
                deeds[seat] += 1
                worth[seat] += mortgaged_price if mortgaged[s] else price
                lvl = level[s]
                if lvl:
                    buildings[seat] += lvl
                    worth[seat] += lvl * house_cost
        return tuple(worth), tuple(deeds), tuple(buildings)

    # ------------------------------------------------------------------ the rule-set interface
    def results(self) -> dict:
        """The treasury, the Go salary and the dividends paid (``RULES.result_columns``)."""
        return {"treasury": self.balances[self.TREAS], "wage_level": self.data.go_salary,
                "regime": self.regime,
                "public_spending": self.total_paid("treasury", ("dividend",))}

    @classmethod
    def length_text(cls, options: dict) -> str:
        """How long the game lasts under ``options`` (:func:`prompts.length_text`)."""
        return prompts.length_text(options)

    # ------------------------------------------------------------------ views of the board
    @property
    def board(self) -> MonopolyData:
        """The edition's printed board and decks (``self.data``)."""
        return self.data

    def owner_of(self, space: int) -> str | None:
        """Who holds the deed of ``space``: a player's name, or ``None`` (the Bank)."""
        holder = self.owner[space]
        return self.players[holder] if holder >= 0 else None

    def position(self, player: Any) -> int:
        return self.pos[self.seat_of(player)]

    def buildings_on(self, space: int) -> tuple[int, int]:
        """``(houses, hotels)`` standing on ``space``."""
        lvl = self.level[space]
        return (0, 1) if lvl == self.data.hotel else (lvl, 0)

    def cards_held(self, player: Any) -> tuple[str, ...]:
        """The decks whose Get Out of Jail Free card ``player`` holds."""
        seat = self.seat_of(player)
        return tuple(d for k, d in enumerate(DECKS) if self.goojf[k] == seat)

    def wage_level(self) -> int:
        """The Go salary (MO-4); the same under both regimes (MO-V3 pays dividends)."""
        return self.data.go_salary

    @property
    def treasury(self) -> int:
        """The public treasury's balance (MO-V3)."""
        return self.balances[self.TREAS]

    @property
    def pot(self) -> int:
        """The Free Parking pot (MO-V1)."""
        return self.balances[self.POT]
