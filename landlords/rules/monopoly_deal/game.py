"""Monopoly Deal (rule set ``monopoly-deal``) on the shared engine: MD-S1, MD-1..MD-12.

State is card-centric: for each of the 106 cards (ids from ``deck.py``) ``zone[c]`` (the
draw pile, a hand, a bank, the table, the discard pile), ``holder[c]`` (a seat, or -1)
and ``colour[c]`` (the colour a property, wildcard or building counts for on the table,
else ``""``).  ``pile`` is the draw pile, top first.  Hands, banks and the discard pile
have no order that matters (the discard pile is sorted before it is reshuffled).

**The ledger.**  Money in Monopoly Deal is cards, so the ledger tracks the *money value
of the banks*: a player's balance is always the sum of the values of the cards in his
bank.  The extra account ``deck`` stands for every card that is not in a bank (draw
pile, hands, table, discard pile); it goes negative as cards are banked, so the sum of
all balances stays 0.  Transfers: ``deck -> player`` reason ``bank`` when a card is
played into a bank (MD-4); ``player -> player`` with reason ``rent`` (rent cards),
``debt`` (Debt Collector) or ``birthday`` (It's My Birthday) for each bank card paid
(MD-10, MD-11).  Properties paid over are cards, not money: they make a ``gave_property``
event, not a transfer.  (The reasons ``bank``, ``debt`` and ``birthday`` are listed with
the others in ``engine/ledger.py``.)

**Wealth** (standings, ``wealth()``, history) = bank value + the money values of the
properties and buildings on the table (any-colour wildcards are worth 0).

**The turn** is ``draw`` (a task, with a ``reshuffle`` chance node when the pile runs out,
MD-1), then the decision ``("play", seat)`` (up to three plays, flips, ``end``), then
``discard`` decisions over the hand limit (MD-3).  An action against other players pushes,
per target from the player's left, a ``target`` task; a target holding a Just Say No
answers in a ``respond`` decision (MD-8); debts are a ``debt`` task that pays
automatically when there is no choice (nothing on the table, or everything must go) and
otherwise asks the payer card by card in a ``pay`` decision (MD-10); a received wildcard
is placed by its receiver in a ``place`` decision (MD-11).

Decisions where the rules are unclear (documented in ``docs/rules/monopoly-deal.md``):
the first player listed starts (option ``first_player``); a set is complete when it holds
at least its size in cards, and extra cards stay in it (Deal Breaker takes all of them);
an any-colour wildcard may be played as any colour, even alone; a player is asked to
answer an action only when he holds a Just Say No (otherwise he accepts at once);
buildings stay with their colour (a House or Hotel adds rent only while the set is
complete), are taken by Deal Breaker with their set, and are not used to pay debts; a
second House or Hotel on one colour (after a Deal Breaker) adds nothing; a wildcard may be
flipped at any decision of its owner's turn, which is not a play.
"""

from __future__ import annotations

from landlords.engine.chance import label
from landlords.engine.errors import PlayersError
from landlords.engine.game import Game
from landlords.engine.outcome import CAPPED, Termination

from . import deck as D
from . import events as _events
from .events import ACTION_KINDS, EVENTS, describe_action

PILE, HAND, BANK, TABLE, DISCARD = 0, 1, 2, 3, 4
NOBODY = -1
ALL = "all"
NO_CARD = -1

K_SHUFFLE, K_RESHUFFLE = label("md-shuffle"), label("md-reshuffle")

_KIND, _VALUE, _COLS, _ACT = D.KIND, D.VALUE, D.CARD_COLOURS, D.ACTION_OF
_PROPERTYLIKE = frozenset({D.PROPERTY, D.WILD})
_BUILDING = frozenset({"house", "hotel"})


SETS = Termination("sets", "a player completed three sets of different colours (MD-1)")
#: The ways a game of Monopoly Deal ends (besides the simulation cap).
TERMINATIONS = (SETS,)

class MonopolyDealGame(Game):
    """One playthrough of Monopoly Deal."""

    EXTRA_ACCOUNTS = ("deck",)
    HISTORY_TURN = ("round",)
    HISTORY_PLAYER = ("cash", "wealth", "properties", "buildings")
    EVENTS = EVENTS
    ACTION_KINDS = ACTION_KINDS
    COPY_LISTS = ("zone", "holder", "colour", "pile", "turns_taken")
    KEEP = ("n", "DECK", "max_turns", "first", "current", "plays", "reshuffles", "winner_seat")

    @classmethod
    def check_players(cls, rules, names):
        super().check_players(rules, names)
        for name in names:
            if name.lower() in cls.EXTRA_ACCOUNTS:
                raise PlayersError(f"{name!r} is reserved (an account name); choose another name")

    # ------------------------------------------------------------------ setup (MD-S1)
    def _setup(self) -> None:
        n = len(self.players)
        self.n = n
        self.DECK = n                                  # the ledger account of unbanked cards
        self.max_turns = self.options["max_turns"]
        first = self.options["first_player"]
        self.first = self.seat_of(first) if first is not None else 0
        self.zone = [PILE] * D.N_CARDS
        self.holder = [NOBODY] * D.N_CARDS
        self.colour = [""] * D.N_CARDS
        self.pile = list(range(D.N_CARDS))      # the box order until the shuffle (MD-S1)
        self.turns_taken = [0] * n
        self.current = NOBODY
        self.plays = 0
        self.reshuffles = 0
        self.winner_seat = NOBODY
        self.emit("first_player", self.players[self.first])
        self.push(("shuffle", NOBODY))

    def _draw_shuffle(self, frame):
        return tuple(self.chance.permutation(D.N_CARDS, K_SHUFFLE))

    def _chance_shuffle(self, frame, order) -> None:
        self.pile = list(order)
        self.emit("shuffled", len(order))
        for _ in range(D.HAND_START):                  # MD-S1: five each, one at a time
            for k in range(self.n):
                seat = (self.first + k) % self.n
                if self.pile:
                    self._to_hand(seat, self.pile.pop(0))
        self.emit("dealt", D.HAND_START)

    # ------------------------------------------------------------------ card places
    def _to_hand(self, seat: int, card: int) -> None:
        self.zone[card], self.holder[card], self.colour[card] = HAND, seat, ""

    def _to_discard(self, card: int) -> None:
        self.zone[card], self.holder[card], self.colour[card] = DISCARD, NOBODY, ""

    def hand_of(self, seat: int) -> list[int]:
        zone, holder = self.zone, self.holder
        return [c for c in range(D.N_CARDS) if zone[c] == HAND and holder[c] == seat]

    def bank_of(self, seat: int) -> list[int]:
        zone, holder = self.zone, self.holder
        return [c for c in range(D.N_CARDS) if zone[c] == BANK and holder[c] == seat]

    def table_of(self, seat: int) -> list[int]:
        """Properties, wildcards and buildings on ``seat``'s table."""
        zone, holder = self.zone, self.holder
        return [c for c in range(D.N_CARDS) if zone[c] == TABLE and holder[c] == seat]

    def discard_pile(self) -> list[int]:
        return [c for c in range(D.N_CARDS) if self.zone[c] == DISCARD]

    def groups(self, seat: int) -> dict:
        """Colour -> property cards (wildcards included) on ``seat``'s table."""
        out: dict = {}
        for c in self.table_of(seat):
            if _KIND[c] in _PROPERTYLIKE:
                out.setdefault(self.colour[c], []).append(c)
        return out

    def buildings(self, seat: int, colour: str) -> list[str]:
        """The building words (``house``/``hotel``) on ``seat``'s ``colour``."""
        return [_ACT[c] for c in self.table_of(seat)
                if _ACT[c] in _BUILDING and self.colour[c] == colour]

    def complete_colours(self, seat: int) -> list[str]:
        return sorted(col for col, cards in self.groups(seat).items()
                      if len(cards) >= D.SET_SIZE[col])

    def rent_of(self, seat: int, colour: str) -> int:
        """MD-7/MD-9: the rent ``seat``'s ``colour`` set charges (0 if he has none)."""
        count = len(self.groups(seat).get(colour, ()))
        if not count:
            return 0
        size = D.SET_SIZE[colour]
        rent = D.RENT_TABLE[colour][min(count, size) - 1]
        if count >= size:
            built = self.buildings(seat, colour)
            if "house" in built:
                rent += D.HOUSE_RENT
                if "hotel" in built:
                    rent += D.HOTEL_RENT
        return rent

    def payable(self, seat: int) -> list[int]:
        """MD-10: bank cards and table properties with a money value (never the hand)."""
        zone, holder = self.zone, self.holder
        return [c for c in range(D.N_CARDS) if holder[c] == seat and (
            zone[c] == BANK or (zone[c] == TABLE and _KIND[c] in _PROPERTYLIKE and _VALUE[c] > 0))]

    # ------------------------------------------------------------------ turns (MD-1..MD-3)
    def _end_turn(self) -> None:
        if self._check_win():
            return
        if self.turn >= self.max_turns:                # MD-12: the simulation cap
            self._finish(CAPPED, NOBODY)
            return
        seat = self.first if self.current == NOBODY else (self.current + 1) % self.n
        self.begin_turn()
        self.current = seat
        self.turns_taken[seat] += 1
        self.plays = 0
        self.push(("play", seat))
        empty = not any(z == HAND and h == seat for z, h in zip(self.zone, self.holder))
        self.push(("draw", seat, D.DRAW_EMPTY if empty else D.DRAW))   # MD-1

    def _task_draw(self, frame) -> None:
        seat, wanted = frame[1], frame[2]
        got = []
        while wanted and self.pile:
            card = self.pile.pop(0)
            self._to_hand(seat, card)
            got.append(card)
            wanted -= 1
        if got:
            self.emit("drew", self.players[seat], len(got))
        if wanted and any(z == DISCARD for z in self.zone):   # MD-1: reshuffle the discards
            self.push(("draw", seat, wanted))
            self.push(("reshuffle", NOBODY))

    def _draw_reshuffle(self, frame):
        cards = self.discard_pile()
        order = self.chance.permutation(len(cards), K_RESHUFFLE, self.reshuffles)
        return tuple(cards[i] for i in order)

    def _chance_reshuffle(self, frame, order) -> None:
        self.reshuffles += 1
        for card in order:
            self.zone[card], self.holder[card], self.colour[card] = PILE, NOBODY, ""
        self.pile = list(order)
        self.emit("reshuffled", len(order))

    # --- the plays (MD-2, MD-4..MD-7, MD-9)
    def _legal_play(self, frame):
        seat = frame[1]
        actions = [("end",)]
        actions += self._flips(seat)
        if self.plays >= D.PLAYS:
            return actions
        hand = self.hand_of(seat)
        others = [p for p in range(self.n) if p != seat]
        mine = self.groups(seat)
        complete = {col for col, cards in mine.items() if len(cards) >= D.SET_SIZE[col]}
        theirs = {p: self.groups(p) for p in others}
        loose_mine = [c for col, cards in mine.items() if col not in complete for c in cards]
        loose_theirs = [c for p in others for col, cards in theirs[p].items()
                        if len(cards) < D.SET_SIZE[col] for c in cards]
        doubles = [c for c in hand if _ACT[c] == "double_rent"]
        double = min(doubles) if doubles and self.plays + 2 <= D.PLAYS else NO_CARD
        for c in hand:
            kind = _KIND[c]
            if kind in _PROPERTYLIKE:                  # MD-5, MD-6
                actions += [("property", c, col) for col in _COLS[c]]
                continue
            actions.append(("bank", c))                # MD-4
            act = _ACT[c]
            if act == "pass_go":
                actions.append(("pass_go", c))
            elif act == "birthday":
                actions.append(("birthday", c))
            elif act == "debt":
                actions += [("debt", c, self.players[p]) for p in others]
            elif act == "sly":
                actions += [("sly", c, t) for t in loose_theirs]
            elif act == "forced":
                actions += [("forced", c, m, t) for m in loose_mine for t in loose_theirs]
            elif act == "breaker":
                actions += [("breaker", c, self.players[p], col) for p in others
                            for col, cards in theirs[p].items() if len(cards) >= D.SET_SIZE[col]]
            elif act in _BUILDING:                     # MD-9
                for col in sorted(complete):
                    if col in D.NO_BUILDINGS:
                        continue
                    built = self.buildings(seat, col)
                    if act == "house" and "house" not in built:
                        actions.append(("house", c, col))
                    elif act == "hotel" and "house" in built and "hotel" not in built:
                        actions.append(("hotel", c, col))
            elif act == "rent":                        # MD-7
                targets = [ALL] if D.RENT_TO_ALL[c] else [self.players[p] for p in others]
                for col in _COLS[c]:
                    if col not in mine:
                        continue
                    for t in targets:
                        actions.append(("rent", c, col, t, NO_CARD))
                        if double != NO_CARD:
                            actions.append(("rent", c, col, t, double))
        return actions

    def _flips(self, seat: int):
        """MD-6: a wildcard on the table may be turned to another of its colours (not a play)."""
        out = []
        for c in self.table_of(seat):
            if _KIND[c] == D.WILD:
                out += [("flip", c, col) for col in _COLS[c] if col != self.colour[c]]
        return out

    def _check_play(self, frame, action) -> bool:
        return action in self._legal_play(frame)

    def _do_play(self, frame, action) -> None:
        seat, kind = frame[1], action[0]
        name = self.players[seat]
        if kind == "end":                              # MD-3
            if len(self.hand_of(seat)) > D.HAND_LIMIT:
                self.push(("discard", seat))
            return
        self.push(frame)
        if kind == "flip":
            card, col = action[1], action[2]
            self.colour[card] = col
            self.emit("flipped", name, card, col)
            return
        card = action[1]
        self.plays += 1
        if kind == "bank":
            self.zone[card] = BANK
            self.pay(self.DECK, seat, _VALUE[card], "bank")
            self.emit("banked", name, card)
            return
        if kind == "property":
            self.zone[card], self.colour[card] = TABLE, action[2]
            self.emit("laid", name, card, action[2])
            return
        if kind in ("house", "hotel"):
            self.zone[card], self.colour[card] = TABLE, action[2]
            self.emit("built", name, card, action[2])
            return
        self._to_discard(card)                         # MD-7: announce, carry out, discard
        if kind == "pass_go":
            self.emit("played", name, card, "")
            self.push(("draw", seat, D.DRAW))
            return
        others = [(seat + k) % self.n for k in range(1, self.n)]   # from the player's left
        if kind == "birthday":
            targets, effect = others, ("pay", D.BIRTHDAY_AMOUNT, "birthday")
        elif kind == "debt":
            targets, effect = [self.seat_of(action[2])], ("pay", D.DEBT_AMOUNT, "debt")
        elif kind == "sly":
            targets, effect = [self.holder[action[2]]], ("sly", action[2])
        elif kind == "forced":
            targets, effect = [self.holder[action[3]]], ("forced", action[2], action[3])
        elif kind == "breaker":
            targets, effect = [self.seat_of(action[2])], ("breaker", action[3])
        else:                                          # rent
            col, target, double = action[2], action[3], action[4]
            amount = self.rent_of(seat, col)
            if double != NO_CARD:
                self.plays += 1
                self._to_discard(double)
                amount *= 2
            targets = others if target == ALL else [self.seat_of(target)]
            effect = ("pay", amount, "rent")
        self.emit("played", name, card, ", ".join(self.players[t] for t in targets))
        for target in reversed(targets):
            self.push(("target", seat, target, effect))

    # --- the hand limit (MD-3)
    def _legal_discard(self, frame):
        return [("discard", c) for c in self.hand_of(frame[1])]

    def _do_discard(self, frame, action) -> None:
        seat = frame[1]
        self._to_discard(action[1])
        self.emit("discarded", self.players[seat], action[1])
        if len(self.hand_of(seat)) > D.HAND_LIMIT:
            self.push(frame)

    # ------------------------------------------------------------------ answering (MD-8)
    def _jsn(self, seat: int) -> int:
        """The answering Just Say No card ``seat`` may use now, or NO_CARD."""
        if seat == self.current and self.plays >= D.PLAYS:
            return NO_CARD                             # on his own turn it is a play
        cards = [c for c in self.hand_of(seat) if _ACT[c] == "just_say_no"]
        return min(cards) if cards else NO_CARD

    def _task_target(self, frame) -> None:
        actor, target, effect = frame[1], frame[2], frame[3]
        if self._jsn(target) != NO_CARD:
            self.push(("respond", target, actor, target, effect, 0))
        else:
            self._carry_out(actor, target, effect)

    def _legal_respond(self, frame):
        card = self._jsn(frame[1])
        return [("accept",)] + ([("say_no", card)] if card != NO_CARD else [])

    def _do_respond(self, frame, action) -> None:
        seat, actor, target, effect, nos = frame[1:]
        if action[0] == "accept":
            if nos % 2 == 0:
                self._carry_out(actor, target, effect)
            else:
                self.emit("cancelled", self.players[actor], self.players[target])
            return
        card = action[1]
        if seat == self.current:
            self.plays += 1                            # MD-8: on one's own turn, a play
        self._to_discard(card)
        self.emit("said_no", self.players[seat], card)
        nos += 1
        other = actor if seat == target else target
        if self._jsn(other) != NO_CARD:
            self.push(("respond", other, actor, target, effect, nos))
        elif nos % 2 == 0:
            self._carry_out(actor, target, effect)
        else:
            self.emit("cancelled", self.players[actor], self.players[target])

    def _carry_out(self, actor: int, target: int, effect) -> None:
        kind = effect[0]
        if kind == "pay":
            self.push(("debt", target, actor, effect[1], effect[2]))
        elif kind == "sly":                            # MD-7 Sly Deal
            self._give_property(target, actor, effect[1])
        elif kind == "forced":                         # MD-7 Forced Deal
            self._give_property(actor, target, effect[1])
            self._give_property(target, actor, effect[2])
        else:                                          # MD-7 Deal Breaker
            col = effect[1]
            cards = [c for c in self.table_of(target) if self.colour[c] == col]
            for c in cards:
                self.holder[c] = actor
            self.emit("took_set", self.players[actor], self.players[target], col, tuple(cards))

    def _give_property(self, src: int, dst: int, card: int) -> None:
        """MD-11: a property goes to the receiver's collection; he places a wildcard."""
        self.holder[card] = dst
        if _KIND[card] == D.WILD:
            self.push(("place", dst, card))
        self.emit("gave_property", self.players[src], self.players[dst], card)

    # ------------------------------------------------------------------ paying (MD-10, MD-11)
    def _task_debt(self, frame) -> None:
        payer, creditor, owed, reason = frame[1:]
        cards = self.payable(payer)
        total = sum(_VALUE[c] for c in cards)
        if not cards:
            self.emit("paid_nothing", self.players[payer], self.players[creditor], owed)
            return
        if total <= owed:                              # everything must go: no choice
            for c in sorted(cards, reverse=True):
                self._hand_over(payer, creditor, c, reason)
            return
        self.push(("pay", payer, creditor, owed, reason))

    def _legal_pay(self, frame):
        return [("pay_with", c) for c in self.payable(frame[1])]

    def _do_pay(self, frame, action) -> None:
        payer, creditor, owed, reason = frame[1:]
        card = action[1]
        owed -= _VALUE[card]
        if owed > 0:                                   # MD-10: no change is given
            self.push(("debt", payer, creditor, owed, reason))
        self._hand_over(payer, creditor, card, reason)

    def _hand_over(self, payer: int, creditor: int, card: int, reason: str) -> None:
        if self.zone[card] == BANK:                    # MD-11: money to the bank
            self.holder[card] = creditor
            self.pay(payer, creditor, _VALUE[card], reason)
        else:                                          # properties to the collection
            self._give_property(payer, creditor, card)

    def _legal_place(self, frame):
        return [("place", col) for col in _COLS[frame[2]]]

    def _do_place(self, frame, action) -> None:
        self.colour[frame[2]] = action[1]
        self.emit("placed", self.players[frame[1]], frame[2], action[1])

    # ------------------------------------------------------------------ money

    # ------------------------------------------------------------------ the end (MD-12)
    def _after_step(self) -> None:
        if not self.is_over and self.current != NOBODY:
            self._check_win()

    def _check_win(self) -> bool:
        order = [(self.current + k) % self.n for k in range(self.n)] if self.current >= 0 \
            else list(range(self.n))
        for seat in order:
            if len(self.complete_colours(seat)) >= D.SETS_TO_WIN:
                self._finish(SETS, seat)
                return True
        return False

    def _finish(self, termination: Termination, winner: int) -> None:
        ranked = sorted(range(self.n), key=lambda s: (s != winner, -self._wealth(s), s))
        standings = tuple((self.players[s], self._wealth(s)) for s in ranked)
        if winner == NOBODY:
            best = standings[0][1]
            leaders = [name for name, score in standings if score == best]
            name = leaders[0] if len(leaders) == 1 else None
        else:
            name = self.players[winner]
        self.winner_seat = winner
        self.finish(termination, standings, name, self.turn // self.n)

    def _wealth(self, seat: int) -> int:
        """Bank value + money values of the properties and buildings on the table."""
        zone, holder = self.zone, self.holder
        return sum(_VALUE[c] for c in range(D.N_CARDS)
                   if holder[c] == seat and zone[c] in (BANK, TABLE))

    def _wealths(self) -> list[int]:
        return [self._wealth(seat) for seat in range(self.n)]

    # ------------------------------------------------------------------ words of the engine's events
    def decision_sentence(self, player, action, reason) -> str:
        return _events._decided(self, player, action, reason)

    def payment_sentence(self, payer, payee, amount, reason, space) -> str:
        return _events._paid(self, payer, payee, amount, reason, space)

    def ending_sentence(self, termination, winner, standings) -> str:
        return _events._game_over(self, termination, winner, standings)

    # ------------------------------------------------------------------ views
    def _history_row(self) -> tuple:
        bal = self.balances
        rows = []
        for seat in range(self.n):
            table = self.table_of(seat)
            props = sum(1 for c in table if _KIND[c] in _PROPERTYLIKE)
            rows.append((bal[seat], self._wealth(seat), props, len(table) - props))
        return (self.turn // self.n,), tuple(rows)

    def _state_key(self) -> tuple:
        return (tuple(self.zone), tuple(self.holder), tuple(self.colour), tuple(self.pile),
                tuple(self.turns_taken), self.current, self.plays, self.reshuffles,
                self.first, self.winner_seat)

    def describe_action(self, action) -> str:
        return describe_action(self, action)
