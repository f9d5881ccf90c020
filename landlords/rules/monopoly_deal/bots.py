"""Bots for Monopoly Deal, two characters.

* ``banker`` - a saver: banks money first, takes a property with Deal Breaker, Sly Deal or
  Forced Deal only when that completes a set, plays Pass Go for more cards, collects debts
  and birthdays, charges rent when it is worth 3M or more, lays properties once its money
  is banked, banks its other cards but Just Say No (kept for defence), and pays debts with
  its smallest cards.
* ``collector`` - a set builder: lays properties first, steals with Deal Breaker, Sly Deal
  and Forced Deal, builds, charges the highest rent (doubled when it can), and pays with
  money before any property.

Both turn a wildcard on the table only when that completes a set or puts a spare card to
use (each such flip raises the number of complete sets or of cards counting towards one, so
a turn always ends); lay or place a wildcard where it comes closest to completing a set,
never on a set already complete; play Pass Go only when it can draw a card other than a
Pass Go (a deck run down to its Pass Gos would otherwise cycle them for ever, every bot
holding seven cards it never plays); aim Debt Collector and a one-player rent at the player
who can pay the most, and charge nobody who can pay nothing; and say No to what would hurt
them most.  Each decision comes with a one-sentence reason.  They read the plays in the
rules' order (``game.open_plays``) and every number from the game's data.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar, Final

from landlords.engine.bots import Bot
from landlords.engine.native import mypyc_attr

from . import actions as A
from . import kernel
from .data import MONEY, PROPERTY, WILD
from .state import ALL, BANK, NO_CARD
from .words import colour_words

#: The kinds of play the bots read (module constants: a compiled bot reads them at once).
_BANK: Final = A.Bank.KIND
_BIRTHDAY: Final = A.Birthday.KIND
_BREAKER: Final = A.Breaker.KIND
_DEBT: Final = A.Debt.KIND
_FLIP: Final = A.Flip.KIND
_FORCED: Final = A.Forced.KIND
_HOTEL: Final = A.Hotel.KIND
_HOUSE: Final = A.House.KIND
_PASS_GO: Final = A.PassGo.KIND
_PROPERTY: Final = A.Property.KIND
_RENT: Final = A.Rent.KIND
_SLY: Final = A.Sly.KIND


def _need(game, seat: int, colour: str, without: int = NO_CARD) -> int:
    """Cards still missing from ``seat``'s ``colour`` set (0 when complete), not counting
    the card ``without`` (a wildcard being placed)."""
    return kernel.need(game.table_groups(seat), game.data.set_size, colour, without)


def _full_rent(game, colour: str) -> int:
    """The rent of a complete ``colour`` set, without buildings."""
    data = game.data
    return data.rent_table[colour][data.set_size[colour] - 1]


def _best_colour(game, seat: int, colours, card: int = NO_CARD) -> str:
    """The colour where a card (``card``, when it is already on the table) comes closest to
    completing a set: never a complete set while an incomplete one is offered (an extra
    card there adds nothing)."""
    data = game.data
    return kernel.best_colour(game.table_groups(seat), data.set_size, data.rent_table, colours, card)


def _colour_key(game, seat: int, colour: str, card: int = NO_CARD) -> tuple:
    return _colour_key_in(game.data, game.table_groups(seat), colour, card)


def _colour_key_in(data, groups, colour: str, card: int = NO_CARD) -> tuple:
    """How close ``colour`` is to a complete set (less is closer): complete sets last, then
    by the cards missing, the higher full rent first, the colour's word."""
    size = data.set_size
    need = kernel.need(groups, size, colour, card)
    return (need == 0, need, -data.rent_table[colour][size[colour] - 1], colour)


def _useful_flip(game, seat: int, flips):
    """The flip that most improves ``seat``'s sets (more complete sets, then more cards
    counting towards one), or None.  Each taken flip raises the score, so a turn of such
    flips always ends.  The score is (complete sets, cards counting towards a set, each
    colour counting up to its size); a flip moves one card from its colour to another,
    so its score is the present one changed by those two colours alone."""
    if not flips:
        return None
    pick = kernel.useful_flip(game.table_groups(seat), game.data.set_size, game.colour, flips)
    return flips[pick] if pick >= 0 else None


def _means(game) -> list[int]:
    """What each seat could pay a debt with: the values of his bank and table (MD-10), the
    cards of ``game.payable`` summed for every seat."""
    return kernel.means(game.in_bank, game.on_table, game.data.value, game.data.worth_on_table)


#: The plays whose judgement needs every seat's means (``_means``).
_CHARGES = (_DEBT, _BIRTHDAY, _RENT)


def _collectable(game, means, target, amount: int) -> int:
    """What a charge of ``amount`` can bring in from ``target`` (a name, or ``ALL`` for
    every other player), each payer giving at most his ``means``."""
    seats = ([s for s in range(game.n) if s != game.current] if target == ALL
             else [game.seat_of(target)])
    return sum(min(amount, means[s]) for s in seats)


def _completes(game, seat: int, action) -> bool:
    """Whether a steal gives ``seat`` a complete set he does not have yet."""
    return _completes_in(game, game.table_groups(seat), action)


def _completes_in(game, groups, action) -> bool:
    """:func:`_completes` from the seat's ``groups``."""
    data = game.data
    if action[0] == _BREAKER:
        return kernel.need(groups, data.set_size, action.colour, NO_CARD) > 0
    colour = kernel.best_colour(groups, data.set_size, data.rent_table,
                                data.card_colours[action.taken], NO_CARD)
    if kernel.need(groups, data.set_size, colour, NO_CARD) != 1:
        return False
    return action[0] != _FORCED or game.colour[action.given] != colour


class _Completing:
    """:func:`_completes_in` for the steals of one decision, the colour each card taken
    would go to worked out once (many Forced Deals take the same card)."""

    def __init__(self, game: Any, groups: Any) -> None:
        self.game = game
        self.groups = groups
        self.colours: dict[int, str] = {}   # card taken -> the colour it completes, or ""

    def by(self, action: Any) -> bool:
        """Whether the steal ``action`` gives the seat a complete set he does not have yet."""
        game, groups = self.game, self.groups
        data = game.data
        if action[0] == _BREAKER:
            return kernel.need(groups, data.set_size, action.colour, NO_CARD) > 0
        taken: int = action.taken
        colour = self.colours.get(taken)
        if colour is None:
            colour = kernel.best_colour(groups, data.set_size, data.rent_table,
                                        data.card_colours[taken], NO_CARD)
            if kernel.need(groups, data.set_size, colour, NO_CARD) != 1:
                colour = ""
            self.colours[taken] = colour
        if not colour:
            return False
        return action[0] != _FORCED or game.colour[action.given] != colour


def _rents(game, seat: int, rents) -> dict:
    """Colour -> the rent ``seat`` charges for it, for the colours of the rent plays."""
    return {col: game.rent_of(seat, col) for col in {a.colour for a in rents}}


def _pass_go_worth(game, seat: int) -> bool:
    """Whether Pass Go is worth a play: the hand has room for the cards it draws (else the
    least useful cards go back at the turn's end, MD-3), and it can draw a card other than a
    Pass Go (the pile is not empty, or the discard pile that becomes the pile holds another
    card).  Without these, a deck run down to its Pass Gos cycles them for ever."""
    data = game.data
    if len(game.in_hand[seat]) - 1 + data.pass_go_draws > data.hand_limit:
        return False
    if game.pile:
        return True
    action = data.action
    return any(action[c] != "pass_go" for c in game.discard_pile())


def _by_kind(actions) -> dict:
    """The actions grouped by kind, each group in the given order."""
    groups: dict = {}
    for action in actions:
        group = groups.get(action[0])
        if group is None:
            groups[action[0]] = [action]
        else:
            group.append(action)
    return groups


@mypyc_attr(allow_interpreted_subclasses=True)
class _DealBot(Bot):
    """Shared answers: discards, Just Say No, wildcard placement, payments."""

    #: Debt at or above which the bot says No (a steal is always refused).
    no_above = 4

    def on_discard(self, game, frame):
        data = game.data
        card = min(game.hand_of(frame.seat),
                   key=lambda c: (data.kind[c] in (PROPERTY, WILD), data.value[c], c))
        return A.Discard(card), ("discards {} (the least useful card in hand)", data.name[card])

    def on_respond(self, game, frame):
        card = game.just_say_no(frame.seat)
        effect = frame.effect
        if card == NO_CARD:
            return A.ACCEPT, "has no Just Say No to answer with"
        if frame.seat == frame.actor:
            return A.SayNo(card), "answers No with No: its own action must go through"
        if effect.takes_property:
            return A.SayNo(card), "will not let its properties be taken"
        if effect.amount >= self.no_above:
            return A.SayNo(card), ("refuses to pay {}", game.money(effect.amount))
        return A.ACCEPT, ("pays {} and keeps Just Say No for something worse",
                          game.money(effect.amount))

    def on_place(self, game, frame):
        colour = _best_colour(game, frame.seat, game.data.card_colours[frame.card], frame.card)
        return A.Place(colour), ("places the wildcard as {}, closest to a complete set",
                                 colour_words(game, colour))

    def on_pay(self, game, frame):
        value = game.data.value
        seat, owed = frame.seat, frame.owed
        cards = game.payable(seat)
        money = [c for c in cards if game.zone[c] == BANK]
        pool = money or cards
        exact = [c for c in pool if value[c] >= owed]
        if exact:                                      # one card covers it: the smallest such
            card = min(exact, key=lambda c: (value[c], c))
        else:
            card = self._pay_order(game, seat, pool)
        where = "from the bank" if game.zone[card] == BANK else "with a property"
        return A.PayWith(card), ("pays {} {} ({} still owed)", game.money(value[card]), where,
                                 game.money(owed))

    def _pay_order(self, game, seat, pool):
        value, colour = game.data.value, game.colour
        return min(pool, key=lambda c: (_need(game, seat, colour[c]) == 0 if colour[c] else 0,
                                        value[c], c))

    @staticmethod
    def _flip(game, seat, by_kind):
        """A wildcard flip that completes a set or puts a spare card to use, with its reason."""
        flip = _useful_flip(game, seat, by_kind.get(_FLIP, ()))
        if flip is None:
            return None
        return flip, ("turns {} to {}, where it counts towards a set",
                      game.data.name[flip.card], colour_words(game, flip.colour))

    @staticmethod
    def _charge(game, by_kind, means):
        """The Debt Collector on the player who can pay most of it, or the birthday, when
        someone can pay anything, with its reason; else None."""
        data = game.data
        debts = by_kind.get(_DEBT)
        if debts:
            a = max(debts, key=lambda a: (_collectable(game, means, a.target, data.debt_amount),
                                          -game.seat_of(a.target)))
            if _collectable(game, means, a.target, data.debt_amount):
                return a, ("collects {} from {} with Debt Collector",
                           game.money(data.debt_amount), a.target)
        birthdays = by_kind.get(_BIRTHDAY)
        if birthdays and _collectable(game, means, ALL, data.birthday_amount):
            return birthdays[0], ("collects {} from everyone on its birthday",
                                  game.money(data.birthday_amount))
        return None

    @staticmethod
    def _richest_money(game, banks):
        """The bank play of the most valuable money card (the lowest id among equals)."""
        value = game.data.value
        return max(banks, key=lambda a: (value[a.card], -a.card))


@mypyc_attr(allow_interpreted_subclasses=True)
class BankerBot(_DealBot):
    strategy: ClassVar[str] = "banker"
    description: ClassVar[str] = "A saver: banks money first, keeps Just Say No for defence, pays with small cards."
    no_above = 5
    #: The least rent worth a rent card (below it the card is better banked).
    rent_worth = 3

    def on_play(self, game, frame):
        data, seat = game.data, frame.seat
        by_kind = game.plays_by_kind(seat)
        flip = self._flip(game, seat, by_kind)
        if flip:
            return flip
        bank = by_kind.get(_BANK, [])
        money = [a for a in bank if data.kind[a.card] == MONEY]
        if money:
            a = self._richest_money(game, money)
            return a, ("banks {} to have money for debts", data.name[a.card])
        groups = game.table_groups(seat)
        completing = _Completing(game, groups)
        for kind in (_BREAKER, _SLY, _FORCED):
            sure = next((a for a in by_kind.get(kind, ()) if completing.by(a)), None)
            if sure is not None:
                a = sure
                taken = (colour_words(game, a.colour) + " set" if kind == _BREAKER
                         else data.name[a.taken])
                return a, ("takes {}: it completes a set", taken)
        if _PASS_GO in by_kind and _pass_go_worth(game, seat):
            return by_kind[_PASS_GO][0], "plays Pass Go for more cards"
        # Only a charge or a rent weighs the means (the answer is the same without them).
        means = _means(game) if any(kind in by_kind for kind in _CHARGES) else None
        charge = self._charge(game, by_kind, means)
        if charge:
            return charge
        rents = [a for a in by_kind.get(_RENT, []) if a.double < 0]
        if rents:
            rent_of = _rents(game, seat, rents)
            a = max(rents, key=lambda a: (rent_of[a.colour], _collectable(
                game, means, a.target, rent_of[a.colour]), a))
            rent = rent_of[a.colour]
            if rent >= self.rent_worth and _collectable(game, means, a.target, rent):
                return a, ("charges {} rent of {}", colour_words(game, a.colour), game.money(rent))
        props = by_kind.get(_PROPERTY, [])
        if props:
            card = min(a.card for a in props)
            colour = kernel.best_colour(groups, data.set_size, data.rent_table,
                                        [a.colour for a in props if a.card == card], NO_CARD)
            return A.Property(card, colour), ("lays down {} once its money is banked",
                                              data.name[card])
        keep = [a for a in bank if data.action[a.card] != "just_say_no"]
        if keep:
            a = self._richest_money(game, keep)
            return a, ("banks {} as {} rather than risk it", data.name[a.card],
                       game.money(data.value[a.card]))
        return A.END, "has nothing more worth playing"


@mypyc_attr(allow_interpreted_subclasses=True)
class CollectorBot(_DealBot):
    strategy: ClassVar[str] = "collector"
    description: ClassVar[str] = "A set builder: lays properties, steals and charges the highest rent it can."
    no_above = 3

    def on_play(self, game, frame):
        data, seat = game.data, frame.seat
        by_kind = game.plays_by_kind(seat)
        flip = self._flip(game, seat, by_kind)
        if flip:
            return flip
        if _BREAKER in by_kind:
            a = by_kind[_BREAKER][0]
            return a, ("takes {}'s complete {} set", a.target, colour_words(game, a.colour))
        groups = game.table_groups(seat)
        props = by_kind.get(_PROPERTY, [])
        if props:
            keys = {col: _colour_key_in(data, groups, col) for col in {a.colour for a in props}}
            a = min(props, key=lambda a: (keys[a.colour], a))
            return a, ("lays down {} as {} towards a set", data.name[a.card],
                       colour_words(game, a.colour))
        for kind in (_HOUSE, _HOTEL):
            if kind in by_kind:
                a = by_kind[kind][0]
                return a, ("builds a {} on its {} set for more rent", kind,
                           colour_words(game, a.colour))
        size, colours = data.set_size, data.card_colours
        if _SLY in by_kind:
            rents = data.rent_table
            a = min(by_kind[_SLY], key=lambda a: (kernel.need(groups, size, kernel.best_colour(
                groups, size, rents, colours[a.taken], NO_CARD), NO_CARD), a))
            return a, ("steals {} with Sly Deal", data.name[a.taken])
        if _FORCED in by_kind:
            forced = by_kind[_FORCED]
            gets = {t: kernel.need(groups, size, kernel.best_colour(
                groups, size, data.rent_table, colours[t], NO_CARD), NO_CARD)
                    for t in {a.taken for a in forced}}
            gives = {g: kernel.need(groups, size, game.colour[g], NO_CARD)
                     for g in {a.given for a in forced}}
            a = min(forced, key=lambda a: (gets[a.taken], -gives[a.given], a))
            return a, ("swaps {} for {}", data.name[a.given], data.name[a.taken])
        means = _means(game) if any(kind in by_kind for kind in _CHARGES) else None
        rent_of = _rents(game, seat, by_kind.get(_RENT, ()))
        rents = [a for a in by_kind.get(_RENT, []) if _collectable(
            game, means, a.target, rent_of[a.colour])]
        if rents:
            factor = data.double_factor
            a = max(rents, key=lambda a: (
                rent_of[a.colour] * (factor if a.double >= 0 else 1),
                _collectable(game, means, a.target, rent_of[a.colour]), a))
            return a, ("charges {} rent, the highest it can", colour_words(game, a.colour))
        charge = self._charge(game, by_kind, means)
        if charge:
            return charge
        if _PASS_GO in by_kind and _pass_go_worth(game, seat):
            return by_kind[_PASS_GO][0], "plays Pass Go for more cards"
        money = [a for a in by_kind.get(_BANK, []) if data.kind[a.card] == MONEY]
        if money:
            a = self._richest_money(game, money)
            return a, ("banks {} with nothing better to play", data.name[a.card])
        return A.END, "keeps its action cards for a better moment"


MONOPOLY_DEAL_BOTS = {"banker": BankerBot, "collector": CollectorBot}
