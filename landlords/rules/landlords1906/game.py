"""The Landlord's Game (1906): setup, the turn, moving, and what each space demands.

This module holds the state of one playthrough and the rules of the board (LG-S1..S5,
LG-O1, LG-1..LG-15, LG-17, LG-19, LG-A1..A3, LG-M1).  Auctions (LG-7), dealings between
players (LG-12, LG-16, the trust of LG-9), the single tax (ST-1..ST-8), the Treasury's
uses (LG-X2), the land-tax share (LG-X1) and the measures are the parts before it in one
line of classes, each in its own module (``base.py`` declares the fields and names the
line); what players read (sentences, the table, the prompt) is in ``words.py``,
``table.py`` and ``prompts.py``.  Every number of the rules is read from
the game's data (``self.data``, see ``board.py``), never written here.

Conventions: players are *seats* 0..n-1 (the order given to ``new_game``); ``self.order``
is the order of play decided by LG-S3.  Ledger accounts are the seats, then
``MISC = n`` (Miscellaneous) and ``TREAS = n + 1`` (the Public Treasury).  ``owner[s]`` is
a seat, ``PACK`` (the card is in the pack) or ``PUBLIC`` (bought by the treasury, ST-6).
Positions ``size`` and up (40..43 on the 1906 board) are the natural opportunities.

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

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar

from landlords.engine.chance import label
from landlords.engine.native import mypyc_attr
from landlords.engine.order import NO_SEAT, draw_order, start_order_throws, take_order_throw
from landlords.engine.outcome import CAPPED, Termination
from landlords.engine.state import State, lists, values

from . import prompts
from .base import SINGLE_TAX
from .data import (
    CHANCE,
    FRANCHISE,
    LOT,
    LUXURY,
    NECESSITY,
    RAILROAD,
    SPECULATION,
    TRESPASS,
    GameData,
    load_data,
)
from .events import ACTION_KINDS, EVENTS
from .frames import (
    DUES,
    PACK,
    PUBLIC,
    Card,
    Deal,
    Dice,
    DiceFields,
    Due,
    Initial,
    InitialFields,
    JailOut,
    Move,
    MoveFields,
    Settle,
    SpecThrow,
    Speculate,
    TurnFields,
    seat_frames,
)
from .frames import Luxury as LuxuryChoice
from .measures import PUBLIC_REASONS, MeasureRules
from .movement import FORWARD, MoveOption, move_options

#: The offers a player may open on his turn (``DealingsRules._openers``).
OPENER_KINDS = frozenset({"sell", "sell_luxury", "borrow", "ask", "swap", "offer_trust"})

# Chance key labels (what is drawn): see engine.chance.
K_ORDER, K_DEAL, K_MOVE, K_SPEC, K_CARD = (label(n) for n in ("order", "deal", "move", "spec", "card"))


def total_due(dues: list[Due] | tuple[Due, ...]) -> int:
    """The sum of the amounts of ``dues`` (:class:`~.frames.Due` values).

    A loop, not ``sum()`` over a generator: dues are one or two items, and this runs for
    every stop on a space and every move weighed by a poor player.
    """
    total = 0
    for due in dues:
        total += due.amount
    return total


RULE_END = Termination("rule_end", "a player received wages five times (LG-19)")
ROUNDS = Termination("rounds", "the agreed rounds were played (LG-19)")
DOUBLE = Termination("double", "a double was thrown after the agreed round (LG-19)")
#: The ways a game of The Landlord's Game ends (besides the simulation cap).
TERMINATIONS = (RULE_END, ROUNDS, DOUBLE)


@mypyc_attr(allow_interpreted_subclasses=True)
class LandlordsGame(MeasureRules):
    """One playthrough of The Landlord's Game, 1906 edition (its parts of the rules:
    ``base.py``).

    ``DATA`` holds the board and every number of the rules (:func:`~.board.load_data`);
    a variant is a subclass with other data.  A game reads it as ``self.data``.
    """

    DATA: ClassVar[GameData] = load_data()
    EXTRA_ACCOUNTS = ("miscellaneous", "treasury")
    ISSUER = "miscellaneous"
    HISTORY_TURN = ("round", "regime", "treasury", "wage_level")
    HISTORY_PLAYER = ("cash", "wealth", "position", "lots", "houses")
    #: The chance label of the throws for the first turn (LG-S3).
    ORDER_KEY: ClassVar[int] = K_ORDER
    EVENTS = EVENTS
    ACTION_KINDS = ACTION_KINDS
    #: The game's state, declared once (:mod:`landlords.engine.state`), keyed fields in
    #: the order of the state key (the digest's bytes).  Lists hold whole numbers
    #: (``loans`` holds :class:`~.frames.Loan` tuples); values are replaced whole, never
    #: changed in place: numbers, strings, tuples, the frozen data, and the maps of
    #: ``_set_order`` (read-only views, rebuilt whole).
    STATE = State(
        lists("pos", "owner", "houses", "hown", "jailed", "jail_fails", "poor", "wages_got",
              "lux", "edu", "prof", "loans"),
        values("loan_seq", "trust", "regime", "colleges", "wage_raises", "round", "current",
               "chance_draws", "double_end", "order"),
        lists("turns_taken"),
        values("next_vote_round"),
        # The land tax share: keyed only when one is set (the key, and the digest, of a
        # game without a share are those it had before the share existed).
        values("share_p", "share_q", "fund", when="share_p"),
        # Counts kept in step with the keyed cards and houses.
        lists("ncards", "nlots", "nhouses", key=False),
        # Fixed for the game: options, accounts, seats around the table, the data.
        values("n", "MISC", "TREAS", "advanced", "max_offers", "end_mode", "end_rounds",
               "max_rounds", "monarch", "left", "next_seat", "data", "seat_frames",
               "vote_rounds", "treasury_use", key=False),
        # Tallies and read cursors, which no rule reads: the Poor House visits, the
        # tallies of the transfers read so far (``measures.py``), the fund's cursor.
        values("poor_visits", "_tallied", "fund_seen", key=False),
    )

    @property
    def board(self) -> GameData:
        """The board and its numbers (the same as :attr:`data`; kept for the apps)."""
        return self.data

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        data = self.data = self.DATA
        n = len(self.players)
        self.n = n
        self.MISC, self.TREAS = n, n + 1
        self._setup_share()                            # LG-X1: first, as it may set the regime
        self._setup_treasury()                         # LG-X2
        opts = self.options
        self.advanced = opts["advanced"]
        self.max_offers = opts["max_offers"]
        self.end_mode = opts["end"]
        self.end_rounds = opts["end_rounds"]
        self.max_rounds = opts["max_rounds"]
        self.pos = [data.mother_earth] * n
        self.owner = [PACK] * data.size
        self.houses = [0] * data.size
        self.hown = [PACK] * data.size
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
        self.loans = []          # frames.Loan values
        self.loan_seq = 0
        self.trust = None        # (seat, seat) pooling all four railroads (LG-9)
        self.regime = opts["regime"]
        self.colleges = 0        # ST-6(c)
        self.wage_raises = 0     # ST-6(d)
        self.round = 0
        self.current = -1
        self.chance_draws = 0
        self.double_end = False
        self.vote_rounds = opts["vote_rounds"]
        self.next_vote_round = 0  # ST vote: the first round a proposal may be made in
        self.poor_visits = 0     # LG-12: times a player went to the Poor House (a tally)
        self._tallied = (0, 0, 0, 0, 0)  # tallies(): transfers read, wages, public, land, dividends
        self.monarch = 0 if opts["scenario"] == "monarch" else PACK
        self.order = tuple(range(n))
        self._set_order(0)
        self.seat_frames = tuple(seat_frames(seat) for seat in range(n))
        if self.monarch != PACK:                       # LG-M1
            cash = data.monarch_cash
        elif opts["beginners_opening"]:                # LG-S5
            cash = data.beginners_cash
        else:                                          # LG-S1
            cash = data.starting_cash_for(n)
        for seat in range(n):
            self.pay(self.MISC, seat, cash, "starting_cash", None)
        if self.monarch != PACK:
            for s in data.lots:
                self._set_owner(s, self.monarch)
            self.emit("monarch", self.players[self.monarch], len(data.lots))
        first = opts["first_player"]
        if first is not None:
            self._first_player(self.seat_of(first))
        else:                                          # LG-S3
            start_order_throws(self)

    def _draw_order(self, frame: Any) -> tuple:
        return draw_order(self, frame, self.ORDER_KEY)

    def _chance_order(self, frame: Any, throw: tuple) -> None:
        first = take_order_throw(self, frame, throw)
        if first != NO_SEAT:
            self._first_player(first)

    def _set_order(self, first: int) -> None:
        n = self.n
        self.order = tuple((first + k) % n for k in range(n))
        self.left = tuple(tuple((seat + k) % n for k in range(1, n)) for seat in range(n))
        self.next_seat = tuple((seat + 1) % n for seat in range(n))

    def _first_player(self, seat: int) -> None:
        self._set_order(seat)
        self.emit("first_player", self.players[seat])
        if self.monarch != PACK:
            return
        if self.options["beginners_opening"]:          # LG-S5: hand k to the k-th player
            for seat, hand in zip(self.order, self.data.hands):
                for s in hand:
                    self._set_owner(s, seat)
                self.emit("hand", self.players[seat], hand)
            return
        self.push(Deal(PACK))

    def _draw_deal(self, frame):
        return tuple(self.chance.permutation(len(self.data.card_spaces), K_DEAL))

    def _chance_deal(self, frame, permutation) -> None:
        """LG-1: deal the green cards one at a time in the order of play."""
        card_spaces = self.data.card_spaces
        dealt: dict[int, list[int]] = {seat: [] for seat in range(self.n)}
        for k, card in enumerate(permutation[:self.data.cards_dealt]):
            dealt[self.order[k % self.n]].append(card_spaces[card])
        for seat in self.order:
            self.emit("dealt", self.players[seat], tuple(sorted(dealt[seat])))
        for seat in self.order[::-1]:            # (mypyc compiles no reversed() of a tuple)
            self.push(Initial(seat, tuple(sorted(dealt[seat]))))

    def _legal_initial(self, frame: InitialFields) -> list[tuple]:
        cash = self.balances[frame.seat]
        price = self.data.price
        return [("buy", s) for s in frame.cards if price[s] <= cash] + [("done",)]

    def _do_initial(self, frame: InitialFields, action: Any) -> None:
        seat, cards = frame.seat, frame.cards
        if action[0] == "done":
            if cards:
                self.emit("returned", self.players[seat], cards)
            return
        s = action[1]
        price = self.data.price[s]
        self.pay(seat, self.TREAS, price, "purchase", s)
        self._set_owner(s, seat)
        self.emit("bought", self.players[seat], s, price, "deal")
        rest = tuple(c for c in cards if c != s)
        if rest:
            self.push(Initial(seat, rest))

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

    def _ending(self) -> Termination | None:
        """LG-19: which end (if any) the game reached with the turn just played."""
        if self.end_mode == "wages":
            most = self.data.wages_to_end
            for got in self.wages_got:                 # (a loop: compiled, max() of a list is a call)
                if got >= most:
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
        if self.pos[seat] >= self.data.size:
            self._leave_opportunity(seat)              # ST-8: wages and rent before the throw
        self.push(self.seat_frames[seat].turn)

    def _legal_turn(self, frame: TurnFields) -> list[tuple]:
        seat = frame.seat
        cash = self.balances[seat]
        actions: list[tuple] = [("throw",)]
        if self.jailed[seat] and cash >= self.data.fine:
            actions.append(("pay_fine",))
        actions += self._buildable(seat)
        if frame.offers < self.max_offers:
            actions += self._openers(seat, raising=False)
        actions += [("repay", loan.id) for loan in self.loans
                    if loan.borrower == seat and loan.owed <= cash]
        if not frame.proposed and self.may_propose():
            actions.append(("propose", self.rules.other_regime(self.regime)))
        return actions

    def _check_turn(self, frame: TurnFields, action: Any) -> bool:
        """Whether ``action`` is one of ``_legal_turn(frame)``, without listing them all.

        Each kind is checked on the terms on which ``_legal_turn`` lists it; building and
        offers by :meth:`_may_build` and :meth:`_may_open` (which mirror ``_buildable``
        and ``_openers``).
        """
        kind = action[0]
        if kind == "throw":
            return len(action) == 1
        seat = frame.seat
        cash = self.balances[seat]
        if kind == "pay_fine":
            return len(action) == 1 and bool(self.jailed[seat]) and cash >= self.data.fine
        if kind in OPENER_KINDS:
            return frame.offers < self.max_offers and self._may_open(seat, action, raising=False)
        if len(action) != 2:
            return False
        arg = action[1]
        if kind == "build":
            return self._may_build(seat, arg)
        if kind == "repay":
            return any(loan.id == arg and loan.borrower == seat and loan.owed <= cash
                       for loan in self.loans)
        if kind == "propose":
            return not frame.proposed and self.may_propose() and arg == self.rules.other_regime(self.regime)
        return False

    def _check_raise(self, frame, action) -> bool:
        """Whether ``action`` is one of ``_legal_raise(frame)`` (a debt to raise money for)."""
        if action[0] == "give_up":
            return len(action) == 1
        return frame.offers < self.max_offers and self._may_open(frame.seat, action, raising=True)

    def _may_build(self, seat: int, s) -> bool:
        """Whether ``("build", s)`` is among ``_buildable(seat)`` (LG-14, LG-A1, ST-4)."""
        data = self.data
        if s not in data.lot_set or self.balances[seat] < data.house_price:
            return False
        houses = self.houses[s]
        if self.advanced and houses >= data.house_cap:  # LG-A1
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
        step = self.data.price_step
        if kind == "sell_luxury":
            return (len(action) == 1 and bool(self.lux[seat])
                    and any(bal[o] >= step for o in others))
        if len(action) != 2:
            return False
        arg = action[1]
        if kind == "sell":
            return self._may_sell(seat, arg) and any(bal[o] >= step for o in others)
        if kind == "borrow":
            least = self.data.loan_amounts[0]
            return any(self.players[o] == arg and bal[o] >= least for o in others)
        if raising:
            return False
        if kind == "ask":
            return bal[seat] >= step and self._held_by_other(seat, arg)
        if kind == "swap":
            return (self._may_sell(seat, arg)
                    and any(self._held_by_other(seat, s) for s in self.data.card_spaces))
        if kind == "offer_trust":                      # LG-9
            partner = self._trust_partner(seat)
            return partner is not None and self.players[partner] == arg
        return False

    def _may_sell(self, seat: int, s) -> bool:
        """Whether card ``s`` is among ``_sellable(seat)``: his, and not pledged for a loan."""
        return s in self.data.card_set and self.owner[s] == seat and not self._pledged(s)

    def _held_by_other(self, seat: int, s) -> bool:
        """Whether another player holds card ``s``, unpledged (he may ask for it or swap)."""
        if s not in self.data.card_set:
            return False
        holder = self.owner[s]
        return holder >= 0 and holder != seat and not self._pledged(s)

    def _do_turn(self, frame: TurnFields, action: Any) -> None:
        seat, kind = frame.seat, action[0]
        if kind == "throw":
            frames = self.seat_frames[seat]
            self.push(frames.jail_throw if self.jailed[seat] else frames.throw)
        elif kind == "pay_fine":                       # LG-6
            self.pay(seat, self.TREAS, self.data.fine, "fine", self.data.jail)
            self._release(seat, "fine")
            self.push(self.seat_frames[seat].throw)
        elif kind == "build":
            self.push(frame)
            self._build_request(seat, action[1])
        elif kind == "repay":
            self.push(frame)
            self._repay(action[1])
        elif kind == "propose":
            self.push(frame._replace(proposed=1))
            self._propose(seat, action[1])
        else:
            self.push(frame._replace(offers=frame.offers + 1))
            self._open_offer(seat, action)

    # ------------------------------------------------------------------ dice and moving
    def _draw_dice(self, frame: DiceFields) -> tuple[int, ...]:
        seat = frame.seat
        group = K_SPEC if frame.purpose == "spec" else K_MOVE
        return self.chance.dice(group, seat, self.turns_taken[seat])

    def _chance_dice(self, frame: DiceFields, throw: tuple[int, ...]) -> None:
        seat, purpose = frame.seat, frame.purpose
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
            data = self.data
            origin = self.pos[seat]
            if origin >= data.size:                    # ST-8: count from the corner beside it
                origin = data.opportunities[origin - data.size].beside_corner
            self._offer_moves(seat, a + b, double, origin)

    def _offer_moves(self, seat: int, count: int, double: bool, origin: int) -> None:
        data = self.data
        table = data.moves[origin]                     # every move a throw allows, worked out once
        options: tuple[MoveOption, ...]
        if count < len(table):
            options = table[count][double]
        else:
            options = move_options(data.ring, origin, count, double)
        must_afford = self.poor[seat] or self.regime == SINGLE_TAX
        if must_afford:
            # LG-12 (leaving the Poor House) and ST-8: only a move he can afford.
            cash = self.balances[seat]
            options = tuple([o for o in options if self._demand(seat, o.dest, origin, count) <= cash])
            if not options:
                if self.regime == SINGLE_TAX:
                    self.emit("cannot_afford", self.players[seat], count)
                    self._send_to_opportunity(seat)
                else:
                    self.emit("stayed", self.players[seat], "poor_house")
                return
        if len(options) == 1:
            self._take_move(seat, count, origin, options[0])
        else:
            self.push(Move(seat, count, origin, options))

    def _legal_move(self, frame: MoveFields) -> list[tuple]:
        return [("move", o.direction, int(o.use_pass)) for o in frame.options]

    def _do_move(self, frame: MoveFields, action: Any) -> None:
        for option in frame.options:
            if option.direction == action[1] and int(option.use_pass) == action[2]:
                self._take_move(frame.seat, frame.count, frame.origin, option)
                return

    def _take_move(self, seat: int, count: int, origin: int, option: MoveOption) -> None:
        # LG-8: he may refuse to move onto Speculation -- except when leaving a natural
        # opportunity, where ST-8 says he must make the move if he can.
        data = self.data
        if option.dest == data.speculation and self.pos[seat] < data.size:
            self.push(Speculate(seat, count, origin, option))
        else:
            self._move(seat, count, origin, option)

    def _legal_speculate(self, frame):
        return [("speculate",), ("stay",)]

    def _do_speculate(self, frame, action) -> None:
        if action[0] == "stay":
            self.emit("stayed", self.players[frame.seat], "speculation")
        else:
            self._move(frame.seat, frame.count, frame.origin, frame.option)

    def _move(self, seat: int, count: int, origin: int, option: MoveOption) -> None:
        start = self.pos[seat]
        dest = option.dest
        self.pos[seat] = dest
        self.poor[seat] = 0
        if self.recording:
            self.emit("moved", self.players[seat], start, dest, option.direction, bool(option.use_pass))
        if option.reaches_start:
            self._pay_wages(seat)
        self._arrive(seat, dest, origin, count)

    def _pay_wages(self, seat: int) -> None:
        """LG-3 (and ST-6(d) raised wages; LG-M1: the monarch draws none)."""
        if seat == self.monarch:
            self.emit("no_wages", self.players[seat])
            return
        amount = self.wage_level()
        self.pay(self.MISC, seat, amount, "wages", self.data.mother_earth)
        self.wages_got[seat] += 1
        self.emit("wages", self.players[seat], amount, self.wages_got[seat])
        if self.loans:
            self._garnish_wages(seat, amount)

    def wage_level(self) -> int:
        """Wages paid at Mother Earth now: the printed wages, plus each ST-6(d) raise
        while public works are funded (the single tax; LG-X1's share; LG-X2's works)."""
        data = self.data
        if self.public_works_funded():                # LG-X1, LG-X2: their works raise them too
            return data.wages + data.wage_raise * self.wage_raises
        return data.wages

    # ------------------------------------------------------------------ spaces
    def _arrive(self, seat: int, s: int, origin: int, count: int) -> None:
        data = self.data
        kind = data.kind[s]
        if kind == LOT:
            if self.regime == SINGLE_TAX:
                self._offer_building(seat, s)
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
        elif kind == NECESSITY or s == data.jail:
            if self.regime == SINGLE_TAX:
                self.emit("untaxed", self.players[seat], s)    # ST-1
            else:
                self._charge(seat, self._dues(seat, s), s)
        elif kind == TRESPASS:
            self._trespass(seat, s)
        elif kind == CHANCE:
            self.push(Card(seat))
        elif kind == LUXURY:
            if self.balances[seat] >= data.luxury_price:
                self.push(LuxuryChoice(seat, origin, count))
            else:
                self.emit("cannot_afford_luxury", self.players[seat])
                self._move_back(seat, origin, count)
        elif kind == SPECULATION:
            if self.owner[s] == PACK:
                self._start_sale(seat, s)
            else:
                self._speculation_ante(seat)

    def _dues(self, seat: int, s: int) -> list[Due]:
        """What stopping on ``s`` costs ``seat`` now: a list of :class:`~.frames.Due`.

        For a card in the pack this is what the stopper pays when nobody buys it
        (LG-7 land rent, LG-9 the fee, both to the Treasury).
        """
        data = self.data
        kind = data.kind[s]
        owner = self.owner[s]
        if kind == LOT:
            dues: list[Due] = []
            land = data.land_rent[s] * self._section_factor(s) if self.advanced else data.land_rent[s]
            if self.regime == SINGLE_TAX or owner == PACK:      # ST-2 / LG-7
                if land:
                    dues.append(DUES[self.TREAS, land, "land_rent"])
            elif self.share_p:                                    # LG-X1: the public's share
                public = self.public_part(land)
                if public:
                    dues.append(DUES[self.TREAS, public, "land_tax"])
                if owner != seat and land > public:
                    dues.append(DUES[owner, land - public, "land_rent"])
            elif owner != seat and land:
                dues.append(DUES[owner, land, "land_rent"])
            builder = self.hown[s]
            if self.houses[s] and builder != seat and builder >= 0:  # LG-14, ST-4
                dues.append(DUES[builder, data.house_rent * self.houses[s], "house_rent"])
            return dues
        if kind == RAILROAD:
            if owner == PUBLIC or owner == seat:
                return []
            if owner == PACK:
                return [DUES[self.TREAS, data.unowned_fare, "fare"]]
            trust = self.trust
            if trust is not None:                                   # LG-9 trust
                if seat in trust:
                    return []
                first, second = trust
                partner = first if second == owner else second
                return [DUES[owner, data.trust_fare, "fare"], DUES[partner, data.trust_fare, "fare"]]
            owner_of = self.owner
            held = sum(1 for r in data.railroads if owner_of[r] == owner)
            return [DUES[owner, data.railroad_fares[held], "fare"]]   # LG-9 monopoly
        if kind == FRANCHISE:
            if owner == PUBLIC or owner == seat:
                return []
            if owner == PACK:
                return [DUES[self.TREAS, data.unowned_fare, "fare"]]
            owner_of = self.owner
            cinch = all(owner_of[f] == owner for f in data.franchises)  # municipal cinch
            return [DUES[owner, data.cinch_fare if cinch else data.franchise_fare, "fare"]]
        if kind == NECESSITY or s == data.jail:
            if self.regime == SINGLE_TAX:
                return []
            return [DUES[self.TREAS, self.tax_amount(), "tax"]]
        return []

    def _demand(self, seat: int, s: int, origin: int, count: int) -> int:
        """The money a move to ``s`` is sure to demand (LG-12, ST-8)."""
        data = self.data
        if data.kind[s] == LUXURY:
            back = (origin - count) % data.size
            return min(data.luxury_price, total_due(self._dues(seat, back)))
        return total_due(self._dues(seat, s))

    def tax_amount(self) -> int:
        """LG-4 necessity tax (under LG-A2 more, from a number of houses built)."""
        if self.advanced:
            return self.data.tax_for(sum(self.houses), True)
        return self.data.tax.amount

    def _section_factor(self, s: int) -> int:
        """LG-A3: land rent doubles for each house standing on every lot of the section."""
        data = self.data
        houses = self.houses
        least = min(houses[lot] for lot in data.section_lots[s])
        return 1 << min(least, data.section_doublings)

    def _trespass(self, seat: int, s: int) -> None:
        """LG-5; under the single tax a built college receives students instead (ST-5, ST-7)."""
        data = self.data
        if s in data.colleges[:self.colleges]:
            if self.public_works_funded():             # LG-X1, LG-X2: public works educate
                self.edu[seat] += 1
                self.emit("education", self.players[seat], s, self.edu[seat])
                if self.edu[seat] >= data.per_professor:
                    self.edu[seat] -= data.per_professor
                    self.prof[seat] += 1
                    self.emit("professor", self.players[seat])
            else:
                self.emit("visited_college", self.players[seat], s)
            return
        self.send_to_jail(seat, "trespass", s)

    def send_to_jail(self, seat: int, why: str, s) -> None:
        """Put ``seat`` in Jail (LG-5, LG-8, LG-11): ``why`` is ``"trespass"``,
        ``"skin_game"`` or ``"card"``; ``s`` the space that sent him, or None."""
        self.pos[seat] = self.data.jail
        self.jailed[seat] = 1
        self.jail_fails[seat] = 0
        self.poor[seat] = 0
        self.emit("jailed", self.players[seat], why, s)

    def _release(self, seat: int, how: str) -> None:
        self.jailed[seat] = 0
        self.jail_fails[seat] = 0
        self.emit("released", self.players[seat], how)

    def _jail_throw(self, seat: int, count: int, double: bool) -> None:
        """LG-6: a double frees him; the last failure makes him pay the fine and move."""
        data = self.data
        if double:
            self._release(seat, "double")
            self._offer_moves(seat, count, double, data.jail)
            return
        self.jail_fails[seat] += 1
        if self.jail_fails[seat] < data.jail_throws:
            self.emit("jail_stay", self.players[seat], self.jail_fails[seat])
            return
        if self.balances[seat] >= data.fine:
            self.pay(seat, self.TREAS, data.fine, "fine", data.jail)
            self._release(seat, "third_failure")
            self._offer_moves(seat, count, double, data.jail)
        elif self._has_property(seat):
            self.push(JailOut(seat, count))
            self._charge(seat, [Due(self.TREAS, data.fine, "fine")], data.jail)
        else:
            self.emit("jail_stay", self.players[seat], self.jail_fails[seat])

    def _task_jail_out(self, frame) -> None:
        self._release(frame.seat, "third_failure")
        self._offer_moves(frame.seat, frame.count, False, self.data.jail)

    # --- Chance (LG-11)
    def _draw_card(self, frame):
        return self.chance.index(len(self.data.chance), K_CARD, self.chance_draws)

    def _chance_card(self, frame, index) -> None:
        seat = frame.seat
        self.chance_draws += 1
        card = self.data.chance[index]
        self.emit("card", self.players[seat], card.id)
        effect = card.effect
        kind = effect["type"]
        if kind == "move_to":
            target = effect["space"]
            start = self.pos[seat]
            self.pos[seat] = target
            self.emit("moved", self.players[seat], start, target, FORWARD, False)
            if target <= start:
                self._pay_wages(seat)
            self._arrive(seat, target, start, 0)
        elif kind == "go_to_jail":
            self.send_to_jail(seat, "card", None)
        elif kind == "collect":
            self.pay(self.MISC, seat, effect["amount"], "card", None)
        elif kind == "pay":
            account = self.TREAS if effect["account"] == "treasury" else self.MISC
            self._charge(seat, [Due(account, effect["amount"], "card")], None)
        elif kind == "collect_each":
            for other in self.left[seat][::-1]:
                self._charge(other, [Due(seat, effect["amount"], "card")], None)
        elif kind == "pay_each":
            self._charge(seat, [Due(other, effect["amount"], "card") for other in self.left[seat]], None)

    # --- Luxury (LG-13)
    def _legal_luxury(self, frame):
        return [("back",), ("luxury",)]

    def _check_luxury(self, frame, action) -> bool:
        if action == ("luxury",):
            return self.balances[frame.seat] >= self.data.luxury_price
        return action == ("back",)

    def _do_luxury(self, frame, action) -> None:
        seat = frame.seat
        if action[0] == "luxury":
            self.pay(seat, self.MISC, self.data.luxury_price, "luxury", self.data.luxury)
            self.lux[seat] += 1
            self.emit("luxury", self.players[seat], self.lux[seat])
        else:
            self._move_back(seat, frame.origin, frame.count)

    def _move_back(self, seat: int, origin: int, count: int) -> None:
        data = self.data
        dest = (origin - count) % data.size
        self.pos[seat] = dest
        self.emit("moved", self.players[seat], data.luxury, dest, "back", False)
        self._arrive(seat, dest, origin, count)

    # --- Speculation (LG-8)
    def _task_after_sale(self, frame) -> None:
        """After the auction of LG-7: the stopper pays the buyer, or the Treasury.

        If he bought it himself he owes no land rent, but a house another player built
        there under the single tax (ST-4) still earns its builder the house rent.
        """
        seat, s = frame.seat, frame.space
        if self.data.kind[s] == SPECULATION:
            self._speculation_ante(seat)
        else:
            self._charge(seat, self._dues(seat, s), s)

    def _speculation_ante(self, seat: int) -> None:
        data = self.data
        broker = self.owner[data.speculation]
        self.push(SpecThrow(seat))
        if broker == PACK:
            self._charge(seat, [Due(self.MISC, data.ante, "ante")], data.speculation)
        elif broker != seat:
            self._charge(seat, [Due(broker, data.ante, "ante")], data.speculation)

    def _task_spec_throw(self, frame) -> None:
        self.push(Dice(frame.seat, "spec"))

    def _speculation_result(self, seat: int, a: int, b: int) -> None:
        data = self.data
        space = data.speculation
        broker = self.owner[space]
        total = a + b
        if a != b and total <= data.skin_game:         # the skin game
            self.emit("skin_game", self.players[seat],
                      self.players[broker] if broker >= 0 else None)
            if broker >= 0:
                self._set_owner(space, PACK)
                self.send_to_jail(broker, "skin_game", space)
            return
        won = data.speculation_winnings(total, a == b)
        self.pay(self.MISC, seat, won, "speculation", space)
        self.emit("speculated", self.players[seat], won)
        share = won * data.broker_percent // 100
        if broker == PACK:
            self.pay(seat, self.MISC, share, "broker_share", space)
        elif broker != seat:
            self.pay(seat, broker, share, "broker_share", space)

    # ------------------------------------------------------------------ money and holdings

    def _charge(self, seat: int, dues: list[Due] | tuple[Due, ...], space: Any) -> None:
        """Make ``seat`` pay ``dues``; if he cannot, he must raise the money (LG-12, LG-16)."""
        if not dues:
            return
        total = total_due(dues)
        if self.balances[seat] >= total:
            for due in dues:
                self.pay(seat, due.account, due.amount, due.reason, space)
            return
        self.push(Settle(seat, tuple(dues), space))
        self._open_raise(seat, total)

    def _task_settle(self, frame) -> None:
        for due in frame.dues:
            self.pay(frame.seat, due.account, due.amount, due.reason, frame.space)

    def _set_owner(self, s: int, seat: int) -> None:
        old = self.owner[s]
        if old == seat:
            return
        data = self.data
        lot = data.is_lot[s]
        if old >= 0:
            self.ncards[old] -= 1
            if lot:
                self.nlots[old] -= 1
        if seat >= 0:
            self.ncards[seat] += 1
            if lot:
                self.nlots[seat] += 1
        self.owner[s] = seat
        if self.trust is not None and data.kind[s] == RAILROAD:
            self._dissolve_trust()
        if self.loans:
            self._pledge_moved(s, seat)

    def _has_property(self, seat: int) -> bool:
        return self.ncards[seat] > 0 or self.lux[seat] > 0

    # ------------------------------------------------------------------ scoring
    def _wealth(self, seat: int) -> int:
        """LG-O1 (and ST-O1 under the single tax), with loans counted at what is owed."""
        return self._wealths()[seat]

    def _wealths(self) -> list[int]:
        """:meth:`_wealth` of every seat, in one pass over the loans (history rows, the end)."""
        data = self.data
        bal = self.balances
        single_tax = self.regime == SINGLE_TAX
        ncards, nlots, lux, prof, nhouses = self.ncards, self.nlots, self.lux, self.prof, self.nhouses
        wealth = []
        each = data.uniform_worth
        if self.share_p and not single_tax:            # LG-X1: a deed counts less the public's part
            card, luxury, professor, house = (data.card_worth, data.luxury_worth,
                                              data.professor_worth, data.house_worth)
            deed = self.deed_worth()
            for seat in range(self.n):
                wealth.append(bal[seat] + card * (ncards[seat] - nlots[seat]) + deed * nlots[seat]
                              + luxury * lux[seat] + professor * prof[seat] + house * nhouses[seat])
        elif each:                                       # 1906: every holding counts the same
            for seat in range(self.n):
                held = ncards[seat] - (nlots[seat] if single_tax else 0)
                wealth.append(bal[seat] + each * (held + lux[seat] + prof[seat] + nhouses[seat]))
        else:
            card, luxury, professor, house = (data.card_worth, data.luxury_worth,
                                              data.professor_worth, data.house_worth)
            for seat in range(self.n):
                held = ncards[seat] - (nlots[seat] if single_tax else 0)
                wealth.append(bal[seat] + card * held + luxury * lux[seat]
                              + professor * prof[seat] + house * nhouses[seat])
        for loan in self.loans:
            lender, borrower, owed = loan.lender, loan.borrower, loan.owed
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

    def results(self) -> dict:
        """Treasury, wages and public works at the end (``RULES.result_columns``)."""
        return {"treasury": self.balances[self.TREAS], "wage_level": self.wage_level(),
                "regime": self.regime, "made_public": sum(1 for o in self.owner if o == PUBLIC),
                "colleges": self.colleges, "wage_raises": self.wage_raises,
                "public_spending": self.total_paid("treasury", PUBLIC_REASONS)}

    # ------------------------------------------------------------------ public read-only views
    def owner_of(self, space: int) -> str | None:
        """Who holds the card of ``space``: a player's name, ``"public"`` or ``None`` (pack)."""
        holder = self.owner[space]
        if holder == PUBLIC:
            return "public"
        return self.players[holder] if holder >= 0 else None

    @classmethod
    def length_text(cls, options: dict) -> str:
        """How long the game lasts under ``options`` (LG-19; :func:`.prompts.length_text`)."""
        return prompts.length_text(cls.DATA, options)

    def position(self, player: Any) -> int:
        """The player's space (``data.size`` and up are the natural opportunities of ST-8)."""
        return self.pos[self.seat_of(player)]

    @property
    def treasury(self) -> int:
        """The Public Treasury's balance."""
        return self.balances[self.TREAS]

    def houses_on(self, space: int) -> tuple[int, str | None]:
        """``(number of houses, owner's name)`` on a space."""
        builder = self.hown[space]
        return self.houses[space], (self.players[builder] if builder >= 0 else None)
