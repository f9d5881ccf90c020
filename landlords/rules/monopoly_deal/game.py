"""Monopoly Deal (rule set ``monopoly-deal``) on the shared engine: MD-S1, MD-1..MD-12.

State is card-centric: for each card (ids from ``deck.py``) ``zone[c]`` (the draw pile, a
hand, a bank, the table, the discard pile; see ``state.py``), ``holder[c]`` (a seat, or
``NOBODY``) and ``colour[c]`` (the colour a property, wildcard or building counts for on
the table, else ``""``).  ``pile`` is the draw pile, top first.  Hands, banks and the
discard pile have no order that matters (the discard pile is sorted before it is
reshuffled).  Every number of the rules (cards dealt, drawn and played, the hand limit,
rents, amounts, sets to win) is read from the game's data, ``self.data``
(:class:`~.deck.DealData`, the class attribute ``DATA``).

**The ledger.**  Money in Monopoly Deal is cards, so the ledger tracks the *money value
of the banks*: a player's balance is always the sum of the values of the cards in his
bank.  The extra account ``deck`` stands for every card that is not in a bank (draw
pile, hands, table, discard pile); it goes negative as cards are banked, so the sum of
all balances stays 0.  Transfers: ``deck -> player`` reason ``bank`` when a card is
played into a bank (MD-4); ``player -> player`` with reason ``rent`` (rent cards),
``debt`` (Debt Collector) or ``birthday`` (It's My Birthday) for each bank card paid
(MD-10, MD-11).  Properties paid over are cards, not money: they make a ``gave_property``
event, not a transfer.  The reasons are declared in ``__init__.py`` (``REASONS``).

**The sets.**  Where each card is, is ``zone``/``holder``/``colour`` alone.  Each seat's
sets and complete sets, asked for many times a step by the rules and the bots, are worked
out once (:class:`SetIndex`) and kept under ``tables_key``, a token that every change of a
card on a table (laid down, turned, taken, handed over, placed) replaces
(:meth:`MonopolyDealGame._tables_changed`); the win check after each step runs only when
the token moved since the last one (only a table can complete a set).

**Wealth** (standings, ``wealth()``, history) = bank value + the money values of the
properties and buildings on the table (any-colour wildcards are worth 0).

**The turn** is ``draw`` (a task, with a ``reshuffle`` chance node when the pile runs out,
MD-1), then the decision ``play`` (up to three plays, flips, ``end``), then ``discard``
decisions over the hand limit (MD-3).  An action against other players pushes, per target
from the player's left, a ``target`` task; a target holding a Just Say No answers in a
``respond`` decision (MD-8); debts are a ``debt`` task that pays automatically when there
is no choice (nothing on the table, or everything must go) and otherwise asks the payer
card by card in a ``pay`` decision (MD-10); a received wildcard is placed by its receiver
in a ``place`` decision (MD-11).

Decisions where the rules are unclear (documented in ``docs/rules/monopoly-deal.md``):
the first player listed starts (option ``first_player``); a set is complete when it holds
at least its size in cards, and extra cards stay in it (Deal Breaker takes all of them);
an any-colour wildcard may be played as any colour, even alone; a player is asked to
answer an action only when he holds a Just Say No (otherwise he accepts at once);
buildings stay with their colour (a House or Hotel adds rent only while the set is
complete), are taken by Deal Breaker with their set, and are not used to pay debts; a
second House or Hotel on one colour (after a Deal Breaker) adds nothing; a wildcard may be
flipped at any decision of its owner's turn, which is not a play; when no card outside the
banks and tables can lay down or move a property any more (``sets_can_change``), every
player has a last turn and the game ends as a ``stalemate`` ranked by wealth (MD-12).

In the optional compiled build (issue 28) :class:`MonopolyDealGame` is a native class
(every field declared with its type in the class body, the constants ``ClassVar``), which
a variant or a test written in plain Python may still subclass; interpreted, it is the same
code as a plain Python class.
"""

# mypyc: compiled

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar, NamedTuple

from landlords.engine.chance import label
from landlords.engine.game import Game
from landlords.engine.native import mypyc_attr
from landlords.engine.outcome import CAPPED, Termination
from landlords.engine.state import State, lists, nested, values

from . import actions as A
from . import kernel, plays, prompts
from .data import PROPERTY, WILD, DealData
from .events import EVENTS
from .plays import PlaysByKind
from .state import (
    ALL,
    BANK,
    DISCARD,
    HAND,
    NO_CARD,
    NOBODY,
    PILE,
    SETS,
    STALEMATE,
    TABLE,
    DebtFields,
    DebtFrame,
    DiscardFrame,
    DrawFields,
    DrawFrame,
    Effect,
    PayFrame,
    PlaceFields,
    PlaceFrame,
    PlayFrame,
    ReshuffleFrame,
    RespondFields,
    RespondFrame,
    SeatFields,
    ShuffleFrame,
    TargetFields,
    TargetFrame,
)

K_SHUFFLE, K_RESHUFFLE = label("md-shuffle"), label("md-reshuffle")

if kernel.PLACES != (PILE, HAND, BANK, TABLE, DISCARD):    # the kernel repeats them as ints
    raise ImportError("kernel.PLACES differ from the card places of state.py")

_PROPERTYLIKE = frozenset({PROPERTY, WILD})
_BUILDINGS = frozenset({A.House.KIND, A.Hotel.KIND})
#: The actions that can move a property from one table to another (steals, and the
#: charges a player may pay with properties).
_MOVERS = frozenset({"sly", "forced", "breaker", "rent", "debt", "birthday"})


class Survey(NamedTuple):
    """What the plays of ``seat`` depend on, taken once per decision (see ``_survey``)."""

    others: list[int]       # the other seats, in seat order
    mine: Mapping[str, tuple[int, ...]]     # colour -> property cards on his table
    complete: set[str]      # his complete colours
    theirs: dict[int, Mapping[str, tuple[int, ...]]]    # other seat -> (colour -> property cards)
    loose_mine: list[int]   # his properties outside complete sets
    loose_theirs: list[int]     # the others' properties outside complete sets
    double: int             # the Double The Rent he may add to a rent, or NO_CARD


class SetIndex(NamedTuple):
    """Every seat's sets for one ``tables_key`` (:meth:`MonopolyDealGame._sets`), from the
    property cards alone (the win check needs no more).  Immutable."""

    key: Any
    groups: tuple[Mapping[str, tuple[int, ...]], ...]   # per seat: colour -> his property
    #                         cards of it (a read-only mapping)
    complete: tuple[int, ...]   # per seat: how many complete sets of different colours
    full: tuple[frozenset[str], ...] = ()   # per seat: the frozenset of his complete colours
    loose: tuple[tuple[int, ...], ...] = ()     # per seat: his property cards outside
    #                                             complete sets, in groups' order


#: The plays of each property card, by the data they are of (:func:`_property_plays`).
_PROPERTY_PLAYS: dict[int, tuple] = {}


def _property_plays(data: DealData) -> tuple:
    """Per card id, the plays of a property or wildcard in hand (MD-5, MD-6): lay it as
    each of its colours; ``()`` for the other cards.  Worked out once for each data."""
    kept = _PROPERTY_PLAYS.get(id(data))
    if kept is None or kept[0] is not data:
        plays = tuple(tuple(A.Property(card, col) for col in data.card_colours[card])
                      if data.propertylike[card] else () for card in range(data.n_cards))
        kept = _PROPERTY_PLAYS[id(data)] = (data, plays)
    return kept[1]


@mypyc_attr(allow_interpreted_subclasses=True)
class MonopolyDealGame(Game):
    """One playthrough of Monopoly Deal."""

    #: The cards and numbers of the rules (a variant subclasses with another).
    DATA: ClassVar[DealData] = DealData.load()

    EXTRA_ACCOUNTS = ("deck",)
    ISSUER = "deck"
    HISTORY_TURN = ("round",)
    HISTORY_PLAYER = ("cash", "wealth", "sets", "properties", "buildings")
    EVENTS = EVENTS
    ACTION_KINDS = A.ACTION_KINDS
    #: The game's state, declared once (:mod:`landlords.engine.state`), keyed fields in
    #: the order of the state key (the digest's bytes).
    STATE = State(
        lists("zone", "holder", "colour", "pile", "turns_taken"),
        values("current", "plays", "reshuffles", "first", "winner_seat", "last_round"),
        # Fixed for the game: the frozen ``data``, the seats, the deck's account, an option.
        values("data", "n", "deck_account", "max_turns", key=False),
        # Fixed too, from the data: the cards that can lay down or move a property (MD-12),
        # and each property card's plays (a tuple per card id, empty for other cards).
        values("_movers", "_property_plays", key=False),
        # Tokens and caches (none of them state): ``tables_key``, the token of the tables
        # now; ``_set_index``, the immutable :class:`SetIndex` of some token;
        # ``_win_checked``, the token the last win check saw.
        values("tables_key", "_set_index", "_win_checked", key=False),
        # ``_sets_base``, a SetIndex the tables differed from only at the seats of
        # ``_sets_changed`` (a frozenset) when the token last moved, or None: the next
        # SetIndex works out those seats' sets alone.
        values("_sets_base", "_sets_changed", key=False),
        # Each seat's cards in his hand, his bank and on his table, by id: kept in step with
        # ``zone``/``holder`` by every move of the rules (:meth:`_move`), so nothing scans
        # the whole deck for them (derived, not keyed; a clone copies them).
        nested("in_hand", "in_bank", "on_table", key=False),
    )

    # ------------------------------------------------------------------ the fields, typed
    # (see STATE; in the compiled build each is a slot of the native class)
    zone: list[int]                    # per card: its place (PILE, HAND, BANK, TABLE, DISCARD)
    holder: list[int]                  # per card: its seat, or NOBODY
    colour: list[str]                  # per card: the colour it counts for on a table, or ""
    pile: list[int]                    # the draw pile, top first
    turns_taken: list[int]
    current: int                       # the seat whose turn it is, NOBODY before the first
    plays: int                         # plays made this turn (MD-2)
    reshuffles: int
    first: int
    winner_seat: int
    last_round: int
    data: DealData
    n: int
    deck_account: int
    max_turns: int
    _movers: tuple[int, ...]
    _property_plays: tuple
    tables_key: object
    _set_index: SetIndex | None
    _win_checked: object
    _sets_base: SetIndex | None
    _sets_changed: frozenset[int]
    in_hand: list[list[int]]
    in_bank: list[list[int]]
    on_table: list[list[int]]

    # ------------------------------------------------------------------ setup (MD-S1)
    def _setup(self) -> None:
        data = self.data = self.DATA
        n = len(self.players)
        self.n = n
        self.deck_account = self.account("deck")      # the ledger account of unbanked cards
        self.max_turns = self.options["max_turns"]
        self._movers = tuple(c for c in range(data.n_cards)
                             if data.propertylike[c] or data.action[c] in _MOVERS)
        self._property_plays = _property_plays(data)
        first = self.options["first_player"]
        self.first = self.seat_of(first) if first is not None else 0
        self.zone = [PILE] * data.n_cards
        self.holder = [NOBODY] * data.n_cards
        self.colour = [""] * data.n_cards
        self.pile = list(range(data.n_cards))         # the box order until the shuffle (MD-S1)
        self.turns_taken = [0] * n
        self.current = NOBODY
        self.plays = 0
        self.reshuffles = 0
        self.winner_seat = NOBODY
        self.last_round = NOBODY                      # the turn after which the last round began
        self.tables_key = object()
        self._set_index = None
        self._sets_base, self._sets_changed = None, frozenset()
        self._win_checked = None
        self._sync_places()
        self.emit("first_player", self.players[self.first])
        self.push(ShuffleFrame(NOBODY))

    def _draw_shuffle(self, frame: tuple) -> tuple:
        return tuple(self.chance.permutation(self.data.n_cards, K_SHUFFLE))

    def _chance_shuffle(self, frame: tuple, order: tuple) -> None:
        self.pile = list(order)
        self.emit("shuffled", len(order))
        dealt = self.data.hand_start
        for _ in range(dealt):                         # MD-S1: one at a time from the first
            for k in range(self.n):
                seat = (self.first + k) % self.n
                if self.pile:
                    self._to_hand(seat, self.pile.pop(0))
        self.emit("dealt", dealt)

    # ------------------------------------------------------------------ card places
    def _move(self, card: int, zone: int, seat: int, colour: str = "") -> None:
        """Put ``card`` in ``zone`` held by ``seat`` counting as ``colour``, keeping the seat
        lists (``in_hand``, ``in_bank``, ``on_table``) in step and renewing ``tables_key``
        when a table is left or reached.  Every move of the rules goes through here."""
        was = self.holder[card]
        if kernel.move(self.zone, self.holder, self.colour, self.in_hand, self.in_bank,
                       self.on_table, card, zone, seat, colour):
            self._table_changed(was, seat)

    def _table_changed(self, seat: int, other: int = NOBODY) -> None:
        """Note that the table of ``seat`` (and of ``other``) changed: a fresh
        :attr:`tables_key`, and the seats whose sets the next :class:`SetIndex` works out
        again (the others' are those of the last one)."""
        index = self._set_index
        if index is not None and index.key is self.tables_key:
            self._sets_base, self._sets_changed = index, frozenset((seat, other))
        elif self._sets_base is not None:
            self._sets_changed = self._sets_changed | {seat, other}
        self.tables_key = object()

    def _to_hand(self, seat: int, card: int) -> None:
        self._move(card, HAND, seat)

    def _to_discard(self, card: int) -> None:
        self._move(card, DISCARD, NOBODY)

    def _sync_places(self) -> None:
        """Work the seat lists out afresh from ``zone``/``holder`` (in id order)."""
        zone, holder, n = self.zone, self.holder, len(self.players)
        self.in_hand = kernel.seat_lists(zone, holder, HAND, n)
        self.in_bank = kernel.seat_lists(zone, holder, BANK, n)
        self.on_table = kernel.seat_lists(zone, holder, TABLE, n)

    def _tables_changed(self) -> None:
        """Note that a card changed place by hand: a test setting up a position, or rule
        code that writes ``zone``/``holder``/``colour`` itself, calls it after.  It gives
        :attr:`tables_key` a fresh token (an ``object()``, equal only to itself), so the
        :class:`SetIndex` of the old one is never read again (a clone shares the token only
        while its tables are the same), and works the seat lists out again.  The rules'
        own moves (:meth:`_move`, and turning a wildcard) renew the token themselves."""
        self.tables_key = object()
        self._sets_base = None                          # every seat's sets worked out again
        self._sync_places()

    def _in(self, place: int, seat: int) -> list[int]:
        """The cards ``seat`` holds in ``place`` (``HAND``, ``BANK`` or ``TABLE``), by id."""
        if place == HAND:
            return list(self.in_hand[seat])
        if place == BANK:
            return list(self.in_bank[seat])
        if place == TABLE:
            return list(self.on_table[seat])
        zone, holder = self.zone, self.holder
        return [c for c in range(self.data.n_cards) if zone[c] == place and holder[c] == seat]

    def _sets(self) -> SetIndex:
        """The :class:`SetIndex` of the tables as they lie now (worked out once per token)."""
        index = self._set_index
        if index is not None and index.key is self.tables_key:
            return index
        data, base, tables = self.data, self._sets_base, self.on_table
        if base is None:
            seats = list(range(len(tables)))
            groups, full, loose = [], [], []
        else:                                          # only the seats changed since base
            seats = [seat for seat in sorted(self._sets_changed) if seat >= 0]
            groups, full, loose = list(base.groups), list(base.full), list(base.loose)
        mine, done, spare = kernel.table_sets([tables[seat] for seat in seats],
                                              data.propertylike, self.colour, data.set_size)
        if base is None:
            groups = [MappingProxyType(group) for group in mine]
            full, loose = done, spare
        else:
            for k, seat in enumerate(seats):
                groups[seat], full[seat], loose[seat] = MappingProxyType(mine[k]), done[k], spare[k]
        self._sets_base, self._sets_changed = None, frozenset()
        index = self._set_index = SetIndex(
            self.tables_key, tuple(groups), tuple([len(colours) for colours in full]),
            tuple(full), tuple(loose))
        return index

    def hand_of(self, seat: int) -> list[int]:
        """The cards in ``seat``'s hand, by id."""
        return self._in(HAND, seat)

    def bank_of(self, seat: int) -> list[int]:
        """The cards in ``seat``'s bank, by id."""
        return self._in(BANK, seat)

    def laid_down(self, seat: int) -> list[int]:
        """Properties, wildcards and buildings ``seat`` has laid down, by id."""
        return self._in(TABLE, seat)

    def discard_pile(self) -> list[int]:
        """The discarded cards, by id."""
        zone = self.zone
        return [c for c in range(self.data.n_cards) if zone[c] == DISCARD]

    def groups(self, seat: int) -> dict:
        """Colour -> property cards (wildcards included) on ``seat``'s table, by id."""
        return {col: list(cards) for col, cards in self._sets().groups[seat].items()}

    def table_groups(self, seat: int):
        """:meth:`groups` as a read-only mapping of tuples (no copy: for the rules and bots)."""
        return self._sets().groups[seat]

    def buildings(self, seat: int, colour: str) -> list[str]:
        """The building words (``house``/``hotel``) on ``seat``'s ``colour``."""
        action, placed = self.data.action, self.colour
        return [action[c] for c in self.on_table[seat]
                if action[c] in _BUILDINGS and placed[c] == colour]

    def complete_colours(self, seat: int) -> list[str]:
        """The colours of ``seat``'s complete sets, sorted."""
        size = self.data.set_size
        return sorted(col for col, cards in self.table_groups(seat).items() if len(cards) >= size[col])

    def rent_of(self, seat: int, colour: str) -> int:
        """MD-7/MD-9: the rent ``seat``'s ``colour`` set charges (0 if he has none)."""
        data = self.data
        count = len(self.table_groups(seat).get(colour, ()))
        if not count:
            return 0
        size = data.set_size[colour]
        rent = data.rent_table[colour][min(count, size) - 1]
        if count >= size:
            built = self.buildings(seat, colour)
            if A.House.KIND in built:
                rent += data.building_rent[A.House.KIND]
                if A.Hotel.KIND in built:
                    rent += data.building_rent[A.Hotel.KIND]
        return rent

    def payable(self, seat: int) -> list[int]:
        """MD-10: bank cards and table properties with a money value (never the hand)."""
        worth = self.data.worth_on_table
        table = [c for c in self.on_table[seat] if worth[c]]
        return sorted(self.in_bank[seat] + table) if table else list(self.in_bank[seat])

    def _held(self, word: str, seat: int) -> list[int]:
        """The cards of the action ``word`` in ``seat``'s hand, by id."""
        action = self.data.action
        return [c for c in self.in_hand[seat] if action[c] == word]

    # ------------------------------------------------------------------ turns (MD-1..MD-3)
    def _end_turn(self) -> None:
        if self._check_win():
            return
        if self.last_round == NOBODY and self.current != NOBODY and not self.sets_can_change():
            self.last_round = self.turn                # MD-12: a last round, then a stalemate
            self.emit("last_round", self.n)
        if self.last_round != NOBODY and self.turn >= self.last_round + self.n:
            self._finish(STALEMATE, NOBODY)
            return
        if self.turn >= self.max_turns:                # MD-12: the simulation cap
            self._finish(CAPPED, NOBODY)
            return
        seat = self.first if self.current == NOBODY else (self.current + 1) % self.n
        self.begin_turn()
        self.current = seat
        self.turns_taken[seat] += 1
        self.plays = 0
        self.push(PlayFrame(seat))
        empty = not self.in_hand[seat]
        self.push(DrawFrame(seat, self.data.draw_empty if empty else self.data.draw))   # MD-1

    def _task_draw(self, frame: DrawFields) -> None:
        seat, wanted = frame.seat, frame.wanted
        got = 0
        while wanted and self.pile:
            self._to_hand(seat, self.pile.pop(0))
            got += 1
            wanted -= 1
        if got:
            self.emit("drew", self.players[seat], got)
        if wanted and DISCARD in self.zone:   # MD-1: reshuffle the discards
            self.push(DrawFrame(seat, wanted))
            self.push(ReshuffleFrame(NOBODY))

    def _draw_reshuffle(self, frame: tuple) -> tuple:
        cards = self.discard_pile()
        order = self.chance.permutation(len(cards), K_RESHUFFLE, self.reshuffles)
        return tuple(cards[i] for i in order)

    def _chance_reshuffle(self, frame: tuple, order: tuple) -> None:
        self.reshuffles += 1
        for card in order:
            self.zone[card], self.holder[card], self.colour[card] = PILE, NOBODY, ""
        self.pile = list(order)
        self.emit("reshuffled", len(order))

    # --- the plays (MD-2, MD-4..MD-7, MD-9)
    def open_plays(self, seat: int) -> list:
        """Every action open to ``seat`` at his play decision, in the rules' order: end the
        turn, flips, then each card of his hand (by id) with its plays.  Bots rely on this
        order; ``legal_actions()`` sorts it."""
        actions = [A.END]
        actions += self._flips(seat)
        if self.plays >= self.data.plays:
            return actions
        survey = self._survey(seat)
        for card in list(self.in_hand[seat]):
            actions += self._card_plays(seat, card, survey)
        return actions

    def plays_by_kind(self, seat: int):
        """:meth:`open_plays` grouped by the actions' kinds (kind -> its actions, in the
        rules' order), as a read-only mapping whose groups are worked out when first read
        (``get``, ``in``, ``[]``).  A subclass that changes the plays (``open_plays``,
        ``_card_plays`` or ``_flips``) gets its own plays grouped at once."""
        cls = type(self)
        if (cls.open_plays is not MonopolyDealGame.open_plays
                or cls._card_plays is not MonopolyDealGame._card_plays
                or cls._flips is not MonopolyDealGame._flips):
            groups: dict = {}
            for action in self.open_plays(seat):
                groups.setdefault(action[0], []).append(action)
            return groups
        return PlaysByKind(self, seat)

    def _legal_play(self, frame: SeatFields) -> list:
        return self.open_plays(frame.seat)

    def _check_play(self, frame: SeatFields, action: tuple) -> bool:
        # Asks only the card named for its plays: the same answer as _legal_play, faster.
        kind, *parts = action
        seat = frame.seat
        if kind == A.End.KIND:
            return not parts
        if kind == A.Flip.KIND:
            return action in self._flips(seat)
        if self.plays >= self.data.plays or not parts:
            return False
        card, *_ = parts
        data = self.data
        if (type(card) is not int or not 0 <= card < data.n_cards
                or self.zone[card] != HAND or self.holder[card] != seat):
            return False
        # The plays every card of its kind has, without making them all: a property laid
        # as one of its colours, any other card banked.
        if data.propertylike[card]:
            return kind == A.Property.KIND and len(parts) == 2 and parts[1] in data.card_colours[card]
        if kind == A.Bank.KIND:
            return len(parts) == 1
        return action in self._card_plays(seat, card, None)

    def _survey(self, seat: int) -> Survey:
        """What the plays of ``seat`` depend on: the tables and his Double The Rent."""
        index = self._sets()
        tables, loose = index.groups, index.loose
        others = [p for p in range(self.n) if p != seat]
        theirs = {p: tables[p] for p in others}
        loose_theirs: list[int] = []
        for p in others:
            loose_theirs += loose[p]
        mine, complete, loose_mine = tables[seat], set(index.full[seat]), list(loose[seat])
        doubles = self._held("double_rent", seat)
        # A doubled rent is two plays: the rent card and the Double The Rent (MD-7).
        double = doubles[0] if doubles and self.plays + 2 <= self.data.plays else NO_CARD
        return Survey(others, mine, complete, theirs, loose_mine, loose_theirs, double)

    def _card_plays(self, seat: int, card: int, survey: Survey | None) -> list:
        """The plays of ``card`` from ``seat``'s hand (``survey`` taken when first needed)."""
        return plays.card_plays(self, seat, card, survey)

    def _flips(self, seat: int) -> list:
        """MD-6: a wildcard on the table may be turned to another of its colours (not a play)."""
        return plays.flips(self, seat)

    def _do_play(self, frame: SeatFields, action: Any) -> None:
        action = A.named(action)
        data = self.data
        seat, kind = frame.seat, action.kind
        name = self.players[seat]
        if kind == A.End.KIND:                         # MD-3
            if len(self.in_hand[seat]) > data.hand_limit:
                self.push(DiscardFrame(seat))
            return
        self.push(frame)
        card = action.card
        if kind == A.Flip.KIND:
            self.colour[card] = action.colour
            self._table_changed(seat)                  # the card stays where it is
            self.emit("flipped", name, card, action.colour)
            return
        self.plays += 1
        if kind == A.Bank.KIND:
            self._move(card, BANK, seat)
            self.pay(self.deck_account, seat, data.value[card], "bank")
            self.emit("banked", name, card)
            return
        if kind == A.Property.KIND:
            self._move(card, TABLE, seat, action.colour)
            self.emit("laid", name, card, action.colour)
            return
        if kind in _BUILDINGS:
            self._move(card, TABLE, seat, action.colour)
            self.emit("built", name, card, action.colour)
            return
        self._to_discard(card)                         # MD-7: announce, carry out, discard
        if kind == A.PassGo.KIND:
            self.emit("played", name, card, "")
            self.push(DrawFrame(seat, data.pass_go_draws))
            return
        others = [(seat + k) % self.n for k in range(1, self.n)]   # from the player's left
        if kind == A.Birthday.KIND:
            targets, effect = others, Effect("pay", data.birthday_amount, "birthday")
        elif kind == A.Debt.KIND:
            targets = [self.seat_of(action.target)]
            effect = Effect("pay", data.debt_amount, "debt")
        elif kind == A.Sly.KIND:
            targets, effect = [self.holder[action.taken]], Effect("sly", card=action.taken)
        elif kind == A.Forced.KIND:
            targets = [self.holder[action.taken]]
            effect = Effect("forced", card=action.taken, given=action.given)
        elif kind == A.Breaker.KIND:
            targets = [self.seat_of(action.target)]
            effect = Effect("breaker", colour=action.colour)
        else:                                          # rent
            amount = self.rent_of(seat, action.colour)
            if action.double != NO_CARD:
                self.plays += 1
                self._to_discard(action.double)
                amount *= data.double_factor
            targets = others if action.target == ALL else [self.seat_of(action.target)]
            effect = Effect("pay", amount, "rent")
        self.emit("played", name, card, ", ".join(self.players[t] for t in targets))
        for target in targets[::-1]:
            self.push(TargetFrame(seat, target, effect))

    # --- the hand limit (MD-3)
    def _legal_discard(self, frame: SeatFields) -> list:
        return [A.Discard(card) for card in self.hand_of(frame.seat)]

    def _check_discard(self, frame: SeatFields, action: tuple) -> bool:
        # The same answer as _legal_discard, without making every discard.
        return (len(action) == 2 and action[0] == A.Discard.KIND
                and action[1] in self.in_hand[frame.seat])

    def _do_discard(self, frame: SeatFields, action: tuple) -> None:
        card = A.named(action).card
        self._to_discard(card)
        self.emit("discarded", self.players[frame.seat], card)
        if len(self.in_hand[frame.seat]) > self.data.hand_limit:
            self.push(frame)

    # ------------------------------------------------------------------ answering (MD-8)
    def just_say_no(self, seat: int) -> int:
        """The Just Say No card ``seat`` may answer with now, or ``NO_CARD``."""
        if seat == self.current and self.plays >= self.data.plays:
            return NO_CARD                             # on his own turn it is a play
        cards = self._held("just_say_no", seat)
        return cards[0] if cards else NO_CARD

    def _task_target(self, frame: TargetFields) -> None:
        actor, target, effect = frame.seat, frame.target, frame.effect
        if self.just_say_no(target) != NO_CARD:
            self.push(RespondFrame(target, actor, target, effect, 0))
        else:
            self._carry_out(actor, target, effect)

    def _legal_respond(self, frame: RespondFields) -> list:
        card = self.just_say_no(frame.seat)
        return [A.ACCEPT] + ([A.SayNo(card)] if card != NO_CARD else [])

    def _do_respond(self, frame: RespondFields, action: Any) -> None:
        action = A.named(action)
        seat, actor, target, effect, nos = frame.seat, frame.actor, frame.target, frame.effect, frame.nos
        if action.kind == A.Accept.KIND:
            if nos % 2 == 0:
                self._carry_out(actor, target, effect)
            else:
                self.emit("cancelled", self.players[actor], self.players[target])
            return
        if seat == self.current:
            self.plays += 1                            # MD-8: on one's own turn, a play
        self._to_discard(action.card)
        self.emit("said_no", self.players[seat], action.card)
        nos += 1
        other = actor if seat == target else target
        if self.just_say_no(other) != NO_CARD:
            self.push(RespondFrame(other, actor, target, effect, nos))
        elif nos % 2 == 0:
            self._carry_out(actor, target, effect)
        else:
            self.emit("cancelled", self.players[actor], self.players[target])

    def _carry_out(self, actor: int, target: int, effect: Effect) -> None:
        if effect.kind == "pay":
            self.push(DebtFrame(target, actor, effect.amount, effect.reason))
        elif effect.kind == "sly":                     # MD-7 Sly Deal
            self._give_property(target, actor, effect.card)
        elif effect.kind == "forced":                  # MD-7 Forced Deal
            self._give_property(actor, target, effect.given)
            self._give_property(target, actor, effect.card)
        else:                                          # MD-7 Deal Breaker
            colour = self.colour
            cards = [c for c in self.on_table[target] if colour[c] == effect.colour]
            for c in cards:
                self._move(c, TABLE, actor, colour[c])
            self.emit("took_set", self.players[actor], self.players[target], effect.colour,
                      tuple(cards))

    def _give_property(self, src: int, dst: int, card: int) -> None:
        """MD-11: a property goes to the receiver's collection; he places a wildcard."""
        self._move(card, self.zone[card], dst, self.colour[card])
        if self.data.kind[card] == WILD:
            self.push(PlaceFrame(dst, card))
        self.emit("gave_property", self.players[src], self.players[dst], card)

    # ------------------------------------------------------------------ paying (MD-10, MD-11)
    def _task_debt(self, frame: DebtFields) -> None:
        payer, creditor, owed, reason = frame.seat, frame.creditor, frame.owed, frame.reason
        cards = self.payable(payer)
        if not cards:
            self.emit("paid_nothing", self.players[payer], self.players[creditor], owed)
            return
        value = self.data.value
        if sum(value[c] for c in cards) <= owed:       # everything must go: no choice
            for c in sorted(cards, reverse=True):
                self._hand_over(payer, creditor, c, reason)
            return
        self.push(PayFrame(payer, creditor, owed, reason))

    def _legal_pay(self, frame: DebtFields) -> list:
        return [A.PayWith(card) for card in self.payable(frame.seat)]

    def _check_pay(self, frame: DebtFields, action: tuple) -> bool:
        # The same answer as _legal_pay, without making every payment.
        return (len(action) == 2 and action[0] == A.PayWith.KIND
                and action[1] in self.payable(frame.seat))

    def _do_pay(self, frame: DebtFields, action: tuple) -> None:
        card = A.named(action).card
        owed = frame.owed - self.data.value[card]
        if owed > 0:                                   # MD-10: no change is given
            self.push(DebtFrame(frame.seat, frame.creditor, owed, frame.reason))
        self._hand_over(frame.seat, frame.creditor, card, frame.reason)

    def _hand_over(self, payer: int, creditor: int, card: int, reason: str) -> None:
        if self.zone[card] == BANK:                    # MD-11: money to the bank
            self._move(card, BANK, creditor)
            self.pay(payer, creditor, self.data.value[card], reason)
        else:                                          # properties to the collection
            self._give_property(payer, creditor, card)

    def _legal_place(self, frame: PlaceFields) -> list:
        return [A.Place(col) for col in self.data.card_colours[frame.card]]

    def _do_place(self, frame: PlaceFields, action: tuple) -> None:
        colour = A.named(action).colour
        self.colour[frame.card] = colour
        self._table_changed(self.holder[frame.card])   # the card stays where it is
        self.emit("placed", self.players[frame.seat], frame.card, colour)

    # ------------------------------------------------------------------ the end (MD-12)
    def sets_can_change(self) -> bool:
        """MD-12: whether a card outside the banks and tables (in the draw pile, the discards
        or a hand) can still lay down or move a property: a property or wildcard, or an
        action in ``_MOVERS``.  When none can, which properties each player holds is fixed
        for good; only turning wildcards can still change his sets."""
        return kernel.any_off_table(self.zone, self._movers)

    def _after_step(self) -> None:
        # Only a change of a table can complete a set: the check is skipped while the
        # token is the one the last check saw (a clone shares it only with the same tables).
        if self._win_checked is not self.tables_key and self.current != NOBODY and not self.is_over:
            self._check_win()

    def complete_counts(self) -> list[int]:
        """How many complete sets of different colours each seat has."""
        return list(self._sets().complete)

    def _check_win(self) -> bool:
        self._win_checked = self.tables_key
        complete = self._sets().complete
        if max(complete) < self.data.sets_to_win:      # nobody has won: no order to look in
            return False
        order = [(self.current + k) % self.n for k in range(self.n)] if self.current >= 0 \
            else list(range(self.n))
        for seat in order:
            if complete[seat] >= self.data.sets_to_win:
                self._finish(SETS, seat)
                return True
        return False

    def _finish(self, termination: Termination, winner: int) -> None:
        wealth = self._wealths()
        ranked = sorted(range(self.n), key=lambda s: (s != winner, -wealth[s], s))
        standings = tuple((self.players[s], wealth[s]) for s in ranked)
        if winner == NOBODY:
            best = wealth[ranked[0]]
            leaders = [name for name, score in standings if score == best]
            name = leaders[0] if len(leaders) == 1 else None
        else:
            name = self.players[winner]
        self.winner_seat = winner
        self.finish(termination, standings, name, self.turn // self.n)

    def _wealths(self) -> list[int]:
        """Bank value + money values of the properties and buildings on the table, per seat."""
        return kernel.wealths(self.in_bank, self.on_table, self.data.value)

    def _book_values(self) -> list[int]:
        """The book valuation (``game.book_values()``): bank cards at their value, and the
        properties and buildings on the table at their printed money values (an
        any-colour wildcard has none); cards in hand count nothing.  It is the rules' own
        wealth (:meth:`_wealths`): Monopoly Deal has no debts and no second regime."""
        return self._wealths()

    def land_held(self) -> list[int]:
        """The property cards (wildcards too) each seat has laid down on the table."""
        return [sum(len(cards) for cards in mine.values()) for mine in self._sets().groups]

    # ------------------------------------------------------------------ history and state
    def _history_row(self) -> tuple:
        balances, wealth, complete = self.balances, self._wealths(), self._sets().complete
        kind = self.data.kind
        rows = []
        for seat in range(self.n):
            table = self.laid_down(seat)
            props = sum(1 for c in table if kind[c] in _PROPERTYLIKE)
            rows.append((balances[seat], wealth[seat], complete[seat], props, len(table) - props))
        return (self.turn // self.n,), tuple(rows)

    # ------------------------------------------------------------------ the rule-set interface
    def results(self) -> dict:
        """Complete sets on the tables, bank values and reshuffles at the end
        (``RULES.result_columns``)."""
        return {"sets_completed": sum(self.complete_counts()),
                "banked": sum(self.balances[seat] for seat in range(self.n)),
                "reshuffles": self.reshuffles}

    @classmethod
    def length_text(cls, options: dict) -> str:
        return prompts.length_text(cls.DATA)
