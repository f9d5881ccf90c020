"""The Landlord's Game (1906): setup, the turn, moving, and what each space demands.

This module holds the state of one playthrough and the rules of the board (LG-S1..S5,
LG-O1, LG-1..LG-15, LG-17, LG-19, LG-A1..A3, LG-M1).  Auctions (LG-7), dealings between
players (LG-12, LG-16, the trust of LG-9) and the single tax (ST-1..ST-8) are mixins in
their own modules; events and action labels are in ``events.py``.

Conventions: players are *seats* 0..n-1 (the order given to ``new_game``); ``self.order``
is the order of play decided by LG-S3.  Ledger accounts are the seats, then
``MISC = n`` (Miscellaneous) and ``TREAS = n + 1`` (the Public Treasury).  ``owner[s]`` is
a seat, ``PACK`` (the card is in the pack) or ``PUBLIC`` (bought by the treasury, ST-6).

Decisions taken here where the brief is silent:

* LG-M1: the landlord (the Monarch of the World) is the first player *named* in
  ``new_game``, whoever throws highest for the first turn.
* LG-8 and ST-8: a player leaving a natural opportunity must make the move his throw
  demands; if it ends on Speculation he goes there (he may not refuse and stay on the
  opportunity to draw its wages again).
* LG-7 and ST-4: a player who buys, at the auction, the lot he stopped on owes no land
  rent, but a house another player built there under the single tax still earns its
  builder the house rent.
* LG-19: ``Outcome.rounds`` counts complete rounds; a game that ends in the middle of a
  round (the fifth wages, the agreed double) has completed one round fewer.
"""

from __future__ import annotations

from dataclasses import replace

from landlords.engine.chance import label
from landlords.engine.game import Game
from landlords.engine.order import OrderThrowMixin
from landlords.engine.outcome import CAPPED, Termination
from landlords.engine.table import Purse

from . import events as _events
from .auctions import AuctionMixin
from .board import (
    BACKWARD_ZONE,
    CHANCE,
    COLLEGE_ORDER_NAMES,
    FRANCHISE,
    JAIL_SPACE,
    LOT,
    LUXURY,
    LUXURY_SPACE,
    NECESSITY,
    OPPORTUNITY_BASE,
    PUBLIC_ORDER_NAMES,
    RAILROAD,
    SPECULATION,
    SPECULATION_SPACE,
    TRESPASS,
    load_board,
)
from .dealings import LOAN_AMOUNTS, PRICE_STEP, DealingsMixin
from .events import ACTION_KINDS, EVENTS, describe_action
from .movement import move_options
from .single_tax import LANDLORD, SINGLE_TAX, SingleTaxMixin

PACK, PUBLIC = -1, -2
#: Ledger reasons of the Treasury's spending on public works (ST-6).
PUBLIC_REASONS = frozenset({"public_purchase", "college", "public_wages"})
_BOARD = load_board()
KIND = tuple(s.kind for s in _BOARD.spaces)
PRICE = tuple(s.price for s in _BOARD.spaces)
LAND_RENT = tuple(s.land_rent for s in _BOARD.spaces)
SECTION = tuple(s.section for s in _BOARD.spaces)
NAMES = tuple(s.name for s in _BOARD.spaces)
LOTS = tuple(s.index for s in _BOARD.spaces if s.kind == LOT)
RAILROADS = tuple(s.index for s in _BOARD.spaces if s.kind == RAILROAD)
FRANCHISES = tuple(s.index for s in _BOARD.spaces if s.kind == FRANCHISE)
#: The 29 green cards of LG-1: 22 lots, 4 railroads, 2 franchises, the broker's licence.
CARD_SPACES = tuple(s.index for s in _BOARD.spaces if s.kind in (LOT, RAILROAD, FRANCHISE, SPECULATION))
if len(CARD_SPACES) != 29 or len(LOTS) != 22:
    raise ValueError("landlords-1906-board.csv must hold 22 lots and 29 green cards (LG-1)")
IS_LOT = tuple(k == LOT for k in KIND)
LOT_SET = frozenset(LOTS)
CARD_SET = frozenset(CARD_SPACES)
#: The offers a player may open on his turn (``DealingsMixin._openers``).
OPENER_KINDS = frozenset({"sell", "sell_luxury", "borrow", "ask", "swap", "offer_trust"})
SECTION_LOTS = {sec: tuple(s for s in LOTS if SECTION[s] == sec) for sec in set(SECTION[s] for s in LOTS)}
PUBLIC_ORDER = tuple(_BOARD.index_of(name) for name in PUBLIC_ORDER_NAMES)
COLLEGES = tuple(_BOARD.index_of(name) for name in COLLEGE_ORDER_NAMES)
STARTING_CASH = {2: 600, 3: 500}  # LG-S1; 4 or more players: $400
CARDS_DEALT = 24
WAGES = 100
FINE = 50
HOUSE_PRICE = 100
HOUSE_RENT = 10
LUXURY_PRICE = 75
ANTE = 10

# Chance key labels (what is drawn): see engine.chance.
K_ORDER, K_DEAL, K_MOVE, K_SPEC, K_CARD = (label(n) for n in ("order", "deal", "move", "spec", "card"))


def total_due(dues) -> int:
    """The sum of the amounts of ``dues`` (``[(account, amount, reason), ...]``).

    A loop, not ``sum()`` over a generator: dues are one or two items, and this runs for
    every stop on a space and every move weighed by a poor player.
    """
    total = 0
    for due in dues:
        total += due[1]
    return total


RULE_END = Termination("rule_end", "a player received wages five times (LG-19)")
ROUNDS = Termination("rounds", "the agreed rounds were played (LG-19)")
DOUBLE = Termination("double", "a double was thrown after the agreed round (LG-19)")
#: The ways a game of The Landlord's Game ends (besides the simulation cap).
TERMINATIONS = (RULE_END, ROUNDS, DOUBLE)

class LandlordsGame(AuctionMixin, DealingsMixin, SingleTaxMixin, OrderThrowMixin, Game):
    """One playthrough of The Landlord's Game, 1906 edition."""

    EXTRA_ACCOUNTS = ("miscellaneous", "treasury")
    HISTORY_TURN = ("round", "regime", "treasury", "wage_level")
    HISTORY_PLAYER = ("cash", "wealth", "position", "lots", "houses")
    ORDER_KEY = K_ORDER
    EVENTS = EVENTS
    ACTION_KINDS = ACTION_KINDS
    COPY_LISTS = ("pos", "owner", "houses", "hown", "jailed", "jail_fails", "poor",
                  "wages_got", "lux", "edu", "prof", "loans", "turns_taken", "ncards",
                  "nlots", "nhouses")
    #: Values replaced whole, never changed in place (``left`` and ``next_seat`` are
    #: rebuilt by ``_set_order``; ``trust`` and ``order`` are tuples).
    KEEP = ("n", "MISC", "TREAS", "advanced", "max_offers", "end_mode", "end_rounds",
            "max_rounds", "monarch", "order", "left", "next_seat", "loan_seq", "trust",
            "colleges", "wage_raises", "round", "current", "chance_draws", "double_end")
    board = _BOARD

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = len(self.players)
        self.n = n
        self.MISC, self.TREAS = n, n + 1
        opts = self.options
        self.advanced = opts["advanced"]
        self.max_offers = opts["max_offers"]
        self.end_mode = opts["end"]
        self.end_rounds = opts["end_rounds"]
        self.max_rounds = opts["max_rounds"]
        self.pos = [0] * n
        self.owner = [PACK] * 40
        self.houses = [0] * 40
        self.hown = [PACK] * 40
        self.jailed = [0] * n
        self.jail_fails = [0] * n
        self.poor = [0] * n
        self.wages_got = [0] * n
        self.lux = [0] * n
        self.edu = [0] * n
        self.prof = [0] * n
        self.ncards = [0] * n
        self.nlots = [0] * n
        self.nhouses = [0] * n
        self.turns_taken = [0] * n
        self.loans = []          # tuples, see dealings.Loan fields
        self.loan_seq = 0
        self.trust = None        # (seat, seat) pooling all four railroads (LG-9)
        self.regime = opts["regime"]
        self.colleges = 0        # ST-6(c)
        self.wage_raises = 0     # ST-6(d)
        self.round = 0
        self.current = -1
        self.chance_draws = 0
        self.double_end = False
        self.monarch = 0 if opts["scenario"] == "monarch" else PACK
        self.order = tuple(range(n))
        self.left = {}
        self._set_order(0)
        if self.monarch != PACK:                       # LG-M1
            cash = {seat: 100 for seat in range(n)}
        elif opts["beginners_opening"]:                # LG-S5
            cash = {seat: 75 for seat in range(n)}
        else:                                          # LG-S1
            cash = {seat: STARTING_CASH.get(n, 400) for seat in range(n)}
        for seat in range(n):
            self.pay(self.MISC, seat, cash[seat], "starting_cash", None)
        if self.monarch != PACK:
            for s in LOTS:
                self._set_owner(s, self.monarch)
            self.emit("monarch", self.players[self.monarch], len(LOTS))
        first = opts["first_player"]
        if first is not None:
            self._first_player(self.seat_of(first))
        else:                                          # LG-S3
            self._start_order_throws()

    def _set_order(self, first: int) -> None:
        n = self.n
        self.order = tuple((first + k) % n for k in range(n))
        self.left = {seat: tuple((seat + k) % n for k in range(1, n)) for seat in range(n)}
        self.next_seat = {seat: (seat + 1) % n for seat in range(n)}

    def _first_player(self, seat: int) -> None:
        self._set_order(seat)
        self.emit("first_player", self.players[seat])
        if self.monarch != PACK:
            return
        if self.options["beginners_opening"]:          # LG-S5: hand k to the k-th player
            for seat, hand in zip(self.order, self.board.hands):
                for s in hand:
                    self._set_owner(s, seat)
                self.emit("hand", self.players[seat], hand)
            return
        self.push(("deal", PACK))

    def _draw_deal(self, frame):
        return tuple(self.chance.permutation(len(CARD_SPACES), K_DEAL))

    def _chance_deal(self, frame, permutation) -> None:
        """LG-1: deal 24 green cards one at a time in the order of play."""
        dealt = {seat: [] for seat in range(self.n)}
        for k, card in enumerate(permutation[:CARDS_DEALT]):
            dealt[self.order[k % self.n]].append(CARD_SPACES[card])
        for seat in self.order:
            self.emit("dealt", self.players[seat], tuple(sorted(dealt[seat])))
        for seat in reversed(self.order):
            self.push(("initial", seat, tuple(sorted(dealt[seat]))))

    def _legal_initial(self, frame):
        cash = self.balances[frame[1]]
        return [("buy", s) for s in frame[2] if PRICE[s] <= cash] + [("done",)]

    def _do_initial(self, frame, action) -> None:
        seat, cards = frame[1], frame[2]
        if action[0] == "done":
            if cards:
                self.emit("returned", self.players[seat], cards)
            return
        s = action[1]
        self.pay(seat, self.TREAS, PRICE[s], "purchase", s)
        self._set_owner(s, seat)
        self.emit("bought", self.players[seat], s, PRICE[s], "deal")
        rest = tuple(c for c in cards if c != s)
        if rest:
            self.push(("initial", seat, rest))

    # ------------------------------------------------------------------ turns
    def _end_turn(self) -> None:
        if self.current >= 0:
            ended = self._ending()
            if ended is not None:
                self._finish(ended)
                return
            seat = self.next_seat[self.current]
        else:
            seat = self.order[0]
        if seat == self.order[0]:
            if self.round >= self.max_rounds:
                self._finish(CAPPED)
                return
            self.round += 1
        self._begin_turn(seat)

    def _ending(self):
        """LG-19: which end (if any) the game reached with the turn just played."""
        if self.end_mode == "wages":
            if max(self.wages_got) >= 5:
                return RULE_END
        elif self.end_mode == "rounds":
            if self.round >= self.end_rounds and self.next_seat[self.current] == self.order[0]:
                return ROUNDS
        elif self.double_end:
            return DOUBLE
        return None

    def _finish(self, termination: Termination) -> None:
        # Outcome.rounds counts complete rounds: a game that ends mid-round (the fifth
        # wages, or the LG-19 double) has completed one round fewer than it started.
        rounds = self.round if termination != CAPPED else self.max_rounds
        if termination != CAPPED and self.next_seat[self.current] != self.order[0]:
            rounds = self.round - 1
        self.finish(termination, rounds=rounds)

    def _begin_turn(self, seat: int) -> None:
        self.begin_turn()
        self.current = seat
        self.turns_taken[seat] += 1
        if self.loans:
            self._loans_due(seat)                      # LG-16: loans due this turn
        if self.pos[seat] >= OPPORTUNITY_BASE:
            self._leave_opportunity(seat)              # ST-8: wages and rent before the throw
        self.push(("turn", seat, 0, 0))

    def _legal_turn(self, frame):
        seat, offers_used, proposed = frame[1], frame[2], frame[3]
        cash = self.balances[seat]
        actions = [("throw",)]
        if self.jailed[seat] and cash >= FINE:
            actions.append(("pay_fine",))
        actions += self._buildable(seat)
        if offers_used < self.max_offers:
            actions += self._openers(seat, raising=False)
        actions += [("repay", loan[0]) for loan in self.loans
                    if loan[2] == seat and loan[4] <= cash]
        if self.options["vote"] and not proposed:
            actions.append(("propose", LANDLORD if self.regime == SINGLE_TAX else SINGLE_TAX))
        return actions

    def _check_turn(self, frame, action) -> bool:
        """Whether ``action`` is one of ``_legal_turn(frame)``, without listing them all.

        Each kind is checked on the terms on which ``_legal_turn`` lists it; building and
        offers by :meth:`_may_build` and :meth:`_may_open` (which mirror ``_buildable``
        and ``_openers``).
        """
        kind = action[0]
        if kind == "throw":
            return len(action) == 1
        seat = frame[1]
        cash = self.balances[seat]
        if kind == "pay_fine":
            return len(action) == 1 and bool(self.jailed[seat]) and cash >= FINE
        if kind in OPENER_KINDS:
            return frame[2] < self.max_offers and self._may_open(seat, action, raising=False)
        if len(action) != 2:
            return False
        arg = action[1]
        if kind == "build":
            return self._may_build(seat, arg)
        if kind == "repay":
            return any(loan[0] == arg and loan[2] == seat and loan[4] <= cash for loan in self.loans)
        if kind == "propose":
            return (bool(self.options["vote"]) and not frame[3]
                    and arg == (LANDLORD if self.regime == SINGLE_TAX else SINGLE_TAX))
        return False

    def _check_raise(self, frame, action) -> bool:
        """Whether ``action`` is one of ``_legal_raise(frame)`` (a debt to raise money for)."""
        if action[0] == "give_up":
            return len(action) == 1
        return frame[3] < self.max_offers and self._may_open(frame[1], action, raising=True)

    def _may_build(self, seat: int, s) -> bool:
        """Whether ``("build", s)`` is among ``_buildable(seat)`` (LG-14, LG-A1, ST-4)."""
        if s not in LOT_SET or self.balances[seat] < HOUSE_PRICE:
            return False
        houses = self.houses[s]
        if self.advanced and houses >= 3:               # LG-A1
            return False
        mine = houses == 0 or self.hown[s] == seat
        if self.regime == SINGLE_TAX:
            return mine
        return self.owner[s] == seat and mine

    def _may_open(self, seat: int, action, raising: bool) -> bool:
        """Whether ``action`` is among ``_openers(seat, raising)``: an offer he may open now."""
        kind = action[0]
        bal = self.balances
        others = self.left[seat]
        if kind == "sell_luxury":
            return (len(action) == 1 and bool(self.lux[seat])
                    and any(bal[o] >= PRICE_STEP for o in others))
        if len(action) != 2:
            return False
        arg = action[1]
        if kind == "sell":
            return self._may_sell(seat, arg) and any(bal[o] >= PRICE_STEP for o in others)
        if kind == "borrow":
            return any(self.players[o] == arg and bal[o] >= LOAN_AMOUNTS[0] for o in others)
        if raising:
            return False
        if kind == "ask":
            return bal[seat] >= PRICE_STEP and self._held_by_other(seat, arg)
        if kind == "swap":
            return (self._may_sell(seat, arg)
                    and any(self._held_by_other(seat, s) for s in CARD_SPACES))
        if kind == "offer_trust":                      # LG-9
            if self.trust is not None:
                return False
            holders = {self.owner[r] for r in RAILROADS}
            return (len(holders) == 2 and seat in holders and min(holders) >= 0
                    and self.players[(holders - {seat}).pop()] == arg)
        return False

    def _may_sell(self, seat: int, s) -> bool:
        """Whether card ``s`` is among ``_sellable(seat)``: his, and not pledged for a loan."""
        return s in CARD_SET and self.owner[s] == seat and not self._pledged(s)

    def _held_by_other(self, seat: int, s) -> bool:
        """Whether another player holds card ``s``, unpledged (he may ask for it or swap)."""
        if s not in CARD_SET:
            return False
        holder = self.owner[s]
        return holder >= 0 and holder != seat and not self._pledged(s)

    def _do_turn(self, frame, action) -> None:
        seat, kind = frame[1], action[0]
        if kind == "throw":
            self.push(("dice", seat, "jail" if self.jailed[seat] else "move"))
        elif kind == "pay_fine":                       # LG-6
            self.pay(seat, self.TREAS, FINE, "fine", JAIL_SPACE)
            self._release(seat, "fine")
            self.push(("dice", seat, "move"))
        elif kind == "build":
            self.push(frame)
            self._build_request(seat, action[1])
        elif kind == "repay":
            self.push(frame)
            self._repay(action[1])
        elif kind == "propose":
            self.push(frame[:3] + (1,))
            self._propose(seat, action[1])
        else:
            self.push(frame[:2] + (frame[2] + 1, frame[3]))
            self._open_offer(seat, action)

    # ------------------------------------------------------------------ dice and moving
    def _draw_dice(self, frame):
        seat = frame[1]
        group = K_SPEC if frame[2] == "spec" else K_MOVE
        return self.chance.dice(group, seat, self.turns_taken[seat])

    def _chance_dice(self, frame, throw) -> None:
        seat, purpose = frame[1], frame[2]
        a, b = throw
        double = a == b
        if double and self.end_mode == "double" and self.round > self.end_rounds:
            self.double_end = True                     # LG-19 option
        if self.recording:                            # a common event: no call when unrecorded
            self.emit("threw", self.players[seat], a, b, purpose)
        if purpose == "spec":
            self._speculation_result(seat, a, b)
        elif purpose == "jail":
            self._jail_throw(seat, a + b, double)
        else:
            origin = self.pos[seat]
            if origin >= OPPORTUNITY_BASE:             # ST-8: count from the corner beside it
                origin = self.board.opportunities[origin - OPPORTUNITY_BASE].beside_corner
            self._offer_moves(seat, a + b, double, origin)

    def _offer_moves(self, seat: int, count: int, double: bool, origin: int) -> None:
        must_afford = self.poor[seat] or self.regime == SINGLE_TAX
        if not double and not must_afford and origin not in BACKWARD_ZONE:
            # The common case, without building the list of options: straight forward.
            self._take_move(seat, count, origin,
                            ("forward", False, (origin + count) % 40, origin + count >= 40))
            return
        options = move_options(origin, count, double)
        if must_afford:
            # LG-12 (leaving the Poor House) and ST-8: only a move he can afford.
            cash = self.balances[seat]
            options = [o for o in options if self._demand(seat, o[2], origin, count) <= cash]
            if not options:
                if self.regime == SINGLE_TAX:
                    self.emit("cannot_afford", self.players[seat], count)
                    self.push(("opportunity", seat))
                else:
                    self.emit("stayed", self.players[seat], "poor_house")
                return
        if len(options) == 1:
            self._take_move(seat, count, origin, options[0])
        else:
            self.push(("move", seat, count, origin, tuple(options)))

    def _legal_move(self, frame):
        return [("move", o[0], int(o[1])) for o in frame[4]]

    def _do_move(self, frame, action) -> None:
        for option in frame[4]:
            if option[0] == action[1] and int(option[1]) == action[2]:
                self._take_move(frame[1], frame[2], frame[3], option)
                return

    def _take_move(self, seat: int, count: int, origin: int, option) -> None:
        # LG-8: he may refuse to move onto Speculation -- except when leaving a natural
        # opportunity, where ST-8 says he must make the move if he can.
        if option[2] == SPECULATION_SPACE and self.pos[seat] < OPPORTUNITY_BASE:
            self.push(("speculate", seat, count, origin, option))
        else:
            self._move(seat, count, origin, option)

    def _legal_speculate(self, frame):
        return [("speculate",), ("stay",)]

    def _do_speculate(self, frame, action) -> None:
        if action[0] == "stay":
            self.emit("stayed", self.players[frame[1]], "speculation")
        else:
            self._move(frame[1], frame[2], frame[3], frame[4])

    def _move(self, seat: int, count: int, origin: int, option) -> None:
        direction, use_pass, dest, reaches_start = option
        start = self.pos[seat]
        self.pos[seat] = dest
        self.poor[seat] = 0
        if self.recording:
            self.emit("moved", self.players[seat], start, dest, direction, bool(use_pass))
        if reaches_start:
            self._pay_wages(seat)
        self._arrive(seat, dest, origin, count)

    def _pay_wages(self, seat: int) -> None:
        """LG-3 (and ST-6(d) raised wages; LG-M1: the monarch draws none)."""
        if seat == self.monarch:
            self.emit("no_wages", self.players[seat])
            return
        amount = self.wage_level()
        self.pay(self.MISC, seat, amount, "wages", 0)
        self.wages_got[seat] += 1
        self.emit("wages", self.players[seat], amount, self.wages_got[seat])
        if self.loans:
            self._garnish_wages(seat, amount)

    def wage_level(self) -> int:
        """Wages paid at Mother Earth now: $100, plus $10 per ST-6(d) raise under the single tax."""
        return WAGES + (10 * self.wage_raises if self.regime == SINGLE_TAX else 0)

    # ------------------------------------------------------------------ spaces
    def _arrive(self, seat: int, s: int, origin: int, count: int) -> None:
        kind = KIND[s]
        if kind == LOT:
            if self.regime == SINGLE_TAX:
                self.push(("build_offer", seat, s))
                self._charge(seat, self._dues(seat, s), s)
            elif self.owner[s] == PACK:
                self._start_sale(seat, s)
            else:
                self._charge(seat, self._dues(seat, s), s)
        elif kind == RAILROAD or kind == FRANCHISE:
            if self.owner[s] == PACK:
                self._start_sale(seat, s)
            else:
                self._charge(seat, self._dues(seat, s), s)
        elif kind == NECESSITY or s == JAIL_SPACE:
            if self.regime == SINGLE_TAX:
                self.emit("untaxed", self.players[seat], s)    # ST-1
            else:
                self._charge(seat, self._dues(seat, s), s)
        elif kind == TRESPASS:
            self._trespass(seat, s)
        elif kind == CHANCE:
            self.push(("card", seat))
        elif kind == LUXURY:
            if self.balances[seat] >= LUXURY_PRICE:
                self.push(("luxury", seat, origin, count))
            else:
                self.emit("cannot_afford_luxury", self.players[seat])
                self._move_back(seat, origin, count)
        elif kind == SPECULATION:
            if self.owner[s] == PACK:
                self._start_sale(seat, s)
            else:
                self._speculation_ante(seat)

    def _dues(self, seat: int, s: int) -> list:
        """What stopping on ``s`` costs ``seat`` now: ``[(account, amount, reason), ...]``.

        For a card in the pack this is what the stopper pays when nobody buys it
        (LG-7 land rent, LG-9 the $5 fee, both to the Treasury).
        """
        kind = KIND[s]
        owner = self.owner[s]
        if kind == LOT:
            dues = []
            land = LAND_RENT[s] * self._section_factor(s) if self.advanced else LAND_RENT[s]
            if self.regime == SINGLE_TAX or owner == PACK:      # ST-2 / LG-7
                if land:
                    dues.append((self.TREAS, land, "land_rent"))
            elif owner != seat and land:
                dues.append((owner, land, "land_rent"))
            builder = self.hown[s]
            if self.houses[s] and builder != seat and builder >= 0:  # LG-14, ST-4
                dues.append((builder, HOUSE_RENT * self.houses[s], "house_rent"))
            return dues
        if kind == RAILROAD:
            if owner == PUBLIC or owner == seat:
                return []
            if owner == PACK:
                return [(self.TREAS, 5, "fare")]
            trust = self.trust
            if trust is not None:                                   # LG-9 trust
                if seat in trust:
                    return []
                partner = trust[0] if trust[1] == owner else trust[1]
                return [(owner, 20, "fare"), (partner, 20, "fare")]
            held = sum(1 for r in RAILROADS if self.owner[r] == owner)
            return [(owner, (5, 5, 10, 20, 50)[held], "fare")]     # LG-9 monopoly
        if kind == FRANCHISE:
            if owner == PUBLIC or owner == seat:
                return []
            if owner == PACK:
                return [(self.TREAS, 5, "fare")]
            cinch = all(self.owner[f] == owner for f in FRANCHISES)  # municipal cinch
            return [(owner, 25 if cinch else 5, "fare")]
        if kind == NECESSITY or s == JAIL_SPACE:
            if self.regime == SINGLE_TAX:
                return []
            return [(self.TREAS, self.tax_amount(), "tax")]
        return []

    def _demand(self, seat: int, s: int, origin: int, count: int) -> int:
        """The money a move to ``s`` is sure to demand (LG-12, ST-8)."""
        if KIND[s] == LUXURY:
            back = (origin - count) % 40
            return min(LUXURY_PRICE, total_due(self._dues(seat, back)))
        return total_due(self._dues(seat, s))

    def tax_amount(self) -> int:
        """LG-4 necessity tax: $10, or under LG-A2 $20 from 10 houses and $40 from 25."""
        if self.advanced:
            built = sum(self.houses)
            if built >= 25:
                return 40
            if built >= 10:
                return 20
        return 10

    def _section_factor(self, s: int) -> int:
        """LG-A3: land rent doubles for each house standing on every lot of the section."""
        least = min(self.houses[lot] for lot in SECTION_LOTS[SECTION[s]])
        return 1 << min(least, 3)

    def _trespass(self, seat: int, s: int) -> None:
        """LG-5; under the single tax a built college receives students instead (ST-5, ST-7)."""
        if s in COLLEGES[:self.colleges]:
            if self.regime == SINGLE_TAX:
                self.edu[seat] += 1
                self.emit("education", self.players[seat], s, self.edu[seat])
                if self.edu[seat] >= 4:
                    self.edu[seat] -= 4
                    self.prof[seat] += 1
                    self.emit("professor", self.players[seat])
            else:
                self.emit("visited_college", self.players[seat], s)
            return
        self._jail(seat, "trespass", s)

    def _jail(self, seat: int, why: str, s) -> None:
        self.pos[seat] = JAIL_SPACE
        self.jailed[seat] = 1
        self.jail_fails[seat] = 0
        self.poor[seat] = 0
        self.emit("jailed", self.players[seat], why, s)

    def _release(self, seat: int, how: str) -> None:
        self.jailed[seat] = 0
        self.jail_fails[seat] = 0
        self.emit("released", self.players[seat], how)

    def _jail_throw(self, seat: int, count: int, double: bool) -> None:
        """LG-6: a double frees him; the third failure makes him pay the fine and move."""
        if double:
            self._release(seat, "double")
            self._offer_moves(seat, count, double, JAIL_SPACE)
            return
        self.jail_fails[seat] += 1
        if self.jail_fails[seat] < 3:
            self.emit("jail_stay", self.players[seat], self.jail_fails[seat])
            return
        if self.balances[seat] >= FINE:
            self.pay(seat, self.TREAS, FINE, "fine", JAIL_SPACE)
            self._release(seat, "third_failure")
            self._offer_moves(seat, count, double, JAIL_SPACE)
        elif self._has_property(seat):
            self.push(("jail_out", seat, count))
            self._charge(seat, [(self.TREAS, FINE, "fine")], JAIL_SPACE)
        else:
            self.emit("jail_stay", self.players[seat], self.jail_fails[seat])

    def _task_jail_out(self, frame) -> None:
        self._release(frame[1], "third_failure")
        self._offer_moves(frame[1], frame[2], False, JAIL_SPACE)

    # --- Chance (LG-11)
    def _draw_card(self, frame):
        return self.chance.index(len(self.board.chance), K_CARD, self.chance_draws)

    def _chance_card(self, frame, index) -> None:
        seat = frame[1]
        self.chance_draws += 1
        card = self.board.chance[index]
        self.emit("card", self.players[seat], card.id)
        effect = card.effect
        kind = effect["type"]
        if kind == "move_to":
            target = effect["space"]
            start = self.pos[seat]
            self.pos[seat] = target
            self.emit("moved", self.players[seat], start, target, "forward", False)
            if target <= start:
                self._pay_wages(seat)
            self._arrive(seat, target, start, 0)
        elif kind == "go_to_jail":
            self._jail(seat, "card", None)
        elif kind == "collect":
            self.pay(self.MISC, seat, effect["amount"], "card", None)
        elif kind == "pay":
            account = self.TREAS if effect["account"] == "treasury" else self.MISC
            self._charge(seat, [(account, effect["amount"], "card")], None)
        elif kind == "collect_each":
            for other in reversed(self.left[seat]):
                self._charge(other, [(seat, effect["amount"], "card")], None)
        elif kind == "pay_each":
            self._charge(seat, [(other, effect["amount"], "card") for other in self.left[seat]], None)

    # --- Luxury (LG-13)
    def _legal_luxury(self, frame):
        return [("back",), ("luxury",)]

    def _check_luxury(self, frame, action) -> bool:
        if action == ("luxury",):
            return self.balances[frame[1]] >= LUXURY_PRICE
        return action == ("back",)

    def _do_luxury(self, frame, action) -> None:
        seat = frame[1]
        if action[0] == "luxury":
            self.pay(seat, self.MISC, LUXURY_PRICE, "luxury", LUXURY_SPACE)
            self.lux[seat] += 1
            self.emit("luxury", self.players[seat], self.lux[seat])
        else:
            self._move_back(seat, frame[2], frame[3])

    def _move_back(self, seat: int, origin: int, count: int) -> None:
        dest = (origin - count) % 40
        self.pos[seat] = dest
        self.emit("moved", self.players[seat], LUXURY_SPACE, dest, "back", False)
        self._arrive(seat, dest, origin, count)

    # --- Speculation (LG-8)
    def _task_after_sale(self, frame) -> None:
        """After the auction of LG-7: the stopper pays the buyer, or the Treasury.

        If he bought it himself he owes no land rent, but a house another player built
        there under the single tax (ST-4) still earns its builder the house rent.
        """
        seat, s = frame[1], frame[2]
        if KIND[s] == SPECULATION:
            self._speculation_ante(seat)
        else:
            self._charge(seat, self._dues(seat, s), s)

    def _speculation_ante(self, seat: int) -> None:
        broker = self.owner[SPECULATION_SPACE]
        self.push(("spec_throw", seat))
        if broker == PACK:
            self._charge(seat, [(self.MISC, ANTE, "ante")], SPECULATION_SPACE)
        elif broker != seat:
            self._charge(seat, [(broker, ANTE, "ante")], SPECULATION_SPACE)

    def _task_spec_throw(self, frame) -> None:
        self.push(("dice", frame[1], "spec"))

    def _speculation_result(self, seat: int, a: int, b: int) -> None:
        broker = self.owner[SPECULATION_SPACE]
        total = a + b
        if a != b and total <= 4:                      # the skin game
            self.emit("skin_game", self.players[seat],
                       self.players[broker] if broker >= 0 else None)
            if broker >= 0:
                self._set_owner(SPECULATION_SPACE, PACK)
                self._jail(broker, "skin_game", SPECULATION_SPACE)
            return
        won = 100 if a == b else (total - 2) * 10
        self.pay(self.MISC, seat, won, "speculation", SPECULATION_SPACE)
        self.emit("speculated", self.players[seat], won)
        share = won // 10
        if broker == PACK:
            self.pay(seat, self.MISC, share, "broker_share", SPECULATION_SPACE)
        elif broker != seat:
            self.pay(seat, broker, share, "broker_share", SPECULATION_SPACE)

    # ------------------------------------------------------------------ money and holdings

    def _charge(self, seat: int, dues, space) -> None:
        """Make ``seat`` pay ``dues``; if he cannot, he must raise the money (LG-12, LG-16)."""
        if not dues:
            return
        total = total_due(dues)
        if self.balances[seat] >= total:
            for account, amount, reason in dues:
                self.pay(seat, account, amount, reason, space)
            return
        self.push(("settle", seat, tuple(dues), space))
        self._open_raise(seat, total)

    def _task_settle(self, frame) -> None:
        seat, dues, space = frame[1], frame[2], frame[3]
        for account, amount, reason in dues:
            self.pay(seat, account, amount, reason, space)

    def _set_owner(self, s: int, seat: int) -> None:
        old = self.owner[s]
        if old == seat:
            return
        lot = IS_LOT[s]
        if old >= 0:
            self.ncards[old] -= 1
            if lot:
                self.nlots[old] -= 1
        if seat >= 0:
            self.ncards[seat] += 1
            if lot:
                self.nlots[seat] += 1
        self.owner[s] = seat
        if self.trust is not None and KIND[s] == RAILROAD:
            self._dissolve_trust()
        if self.loans:
            self._pledge_moved(s, seat)

    def _has_property(self, seat: int) -> bool:
        return self.ncards[seat] > 0 or self.lux[seat] > 0

    # ------------------------------------------------------------------ scoring and views
    def _wealth(self, seat: int) -> int:
        """LG-O1 (and ST-O1 under the single tax), with loans counted at what is owed."""
        return self._wealths()[seat]

    def _wealths(self) -> list[int]:
        """:meth:`_wealth` of every seat, in one pass over the loans (history rows, the end)."""
        bal = self.balances
        single_tax = self.regime == SINGLE_TAX
        ncards, nlots, lux, prof, nhouses = self.ncards, self.nlots, self.lux, self.prof, self.nhouses
        wealth = []
        for seat in range(self.n):
            cards = ncards[seat] - (nlots[seat] if single_tax else 0)
            wealth.append(bal[seat] + 100 * (cards + lux[seat] + prof[seat] + nhouses[seat]))
        for loan in self.loans:
            lender, borrower, owed = loan[1], loan[2], loan[4]
            wealth[lender] += owed                     # what he is owed counts for him
            if borrower != lender:
                wealth[borrower] -= owed               # and against the borrower
        return wealth

    def _history_row(self) -> tuple:
        bal = self.balances
        wealth = self._wealths()
        pos, nlots, nhouses = self.pos, self.nlots, self.nhouses
        rows = []
        for seat in range(self.n):
            rows.append((bal[seat], wealth[seat], pos[seat], nlots[seat], nhouses[seat]))
        return (self.round, self.regime, bal[self.TREAS], self.wage_level()), tuple(rows)

    def _state_key(self) -> tuple:
        return (tuple(self.pos), tuple(self.owner), tuple(self.houses), tuple(self.hown),
                tuple(self.jailed), tuple(self.jail_fails), tuple(self.poor),
                tuple(self.wages_got), tuple(self.lux), tuple(self.edu), tuple(self.prof),
                tuple(self.loans), self.loan_seq, self.trust, self.regime, self.colleges,
                self.wage_raises, self.round, self.current, self.chance_draws,
                self.double_end, self.order, tuple(self.turns_taken))

    def describe_action(self, action) -> str:
        return describe_action(self, action)

    def table(self, viewer=None):
        # A first table: the engine's, with the wages at Mother Earth among the purses.
        base = super().table(viewer)
        return replace(base, purses=base.purses + (Purse("wages", "Wages at Mother Earth",
                                                         self.wage_level()),))

    def results(self) -> dict:
        """Treasury, wages and public works at the end (``RULES.result_columns``)."""
        return {"treasury": self.balances[self.TREAS], "wage_level": self.wage_level(),
                "regime": self.regime, "made_public": sum(1 for o in self.owner if o == PUBLIC),
                "colleges": self.colleges, "wage_raises": self.wage_raises,
                "public_spending": self.total_paid("treasury", PUBLIC_REASONS)}

    # ------------------------------------------------------------------ words of the engine's events
    def decision_sentence(self, player, action, reason) -> str:
        return _events._decided(self, player, action, reason)

    def payment_sentence(self, payer, payee, amount, reason, space) -> str:
        return _events._paid(self, payer, payee, amount, reason, space)

    def switch_sentence(self, regime, how) -> str:
        return _events._rules_switched(self, regime, how)

    def ending_sentence(self, termination, winner, standings) -> str:
        return _events._game_over(self, termination, winner, standings)

    # ------------------------------------------------------------------ public read-only views
    def owner_of(self, space: int) -> str | None:
        """Who holds the card of ``space``: a player's name, ``"public"`` or ``None`` (pack)."""
        holder = self.owner[space]
        if holder == PUBLIC:
            return "public"
        return self.players[holder] if holder >= 0 else None

    def position(self, player: str) -> int:
        """The player's space (40..43 are the natural opportunities of ST-8)."""
        return self.pos[self.seat_of(player)]

    def status(self, player: str) -> str:
        """``"jail"``, ``"poor house"``, ``"natural opportunity"`` or ``"free"``."""
        seat = self.seat_of(player)
        if self.jailed[seat]:
            return "jail"
        if self.poor[seat]:
            return "poor house"
        if self.pos[seat] >= OPPORTUNITY_BASE:
            return "natural opportunity"
        return "free"

    @property
    def treasury(self) -> int:
        """The Public Treasury's balance."""
        return self.balances[self.TREAS]

    def houses_on(self, space: int) -> tuple[int, str | None]:
        """``(number of houses, owner's name)`` on a space."""
        builder = self.hown[space]
        return self.houses[space], (self.players[builder] if builder >= 0 else None)

