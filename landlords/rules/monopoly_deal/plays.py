"""The plays open at a decision of Monopoly Deal: each card's, and grouped by kind lazily.

:func:`card_plays` and :func:`flips` are the rules' plays of a card in hand (MD-4..MD-7,
MD-9) and the wildcard flips (MD-6), which ``MonopolyDealGame._card_plays`` and
``_flips`` give.  Their actions are made as ``actions.py`` makes them (its named tuples,
kind first), straight from ``tuple.__new__``.

:meth:`MonopolyDealGame.plays_by_kind <landlords.rules.monopoly_deal.game.MonopolyDealGame.plays_by_kind>`
gives a bot a :class:`PlaysByKind`: the actions of ``open_plays`` by their kind, each
group in that order, a group worked out only when first read (a bot reads a few kinds of a
decision's plays, most often not the many steals).  It sorts the hand by what each card
can do once, so a kind no card in the hand has costs a look-up.  The cards' plays are the
game's own (:func:`flips`, :func:`card_plays` and ``game._survey``; the game gives
a subclass that changes its plays the plain grouping instead).  Typed, so that
``benchmarks/build_compiled.py`` compiles it with mypyc; the same source runs interpreted.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from . import actions as A
from .state import ALL, NO_CARD

#: Cards whose plays depend on the tables (the others' plays depend on the card alone).
NEEDS_SURVEY = frozenset({"sly", "forced", "breaker", "house", "hotel", "rent"})

_END, _FLIP, _BANK, _PROPERTY = A.End.KIND, A.Flip.KIND, A.Bank.KIND, A.Property.KIND
_HOUSE, _HOTEL = A.House.KIND, A.Hotel.KIND
#: How ``actions.py`` makes an action (its classes' ``__new__`` call it with the kind first).
_new: Any = tuple.__new__


def flips(game: Any, seat: int) -> list[Any]:
    """MD-6: a wildcard on ``seat``'s table may be turned to another of its colours (not a
    play), by card id, then the colours' order."""
    data = game.data
    wild: tuple[str, ...] = data.kind
    colours: tuple[tuple[str, ...], ...] = data.card_colours
    placed: list[str] = game.colour
    table: list[int] = game.on_table[seat]
    out: list[Any] = []
    flip = A.Flip
    for card in table:
        if wild[card] == "wild":
            now = placed[card]
            for col in colours[card]:
                if col != now:
                    out.append(_new(flip, (_FLIP, card, col)))
    return out


def card_plays(game: Any, seat: int, card: int, survey: Any) -> list[Any]:
    """The plays of ``card`` from ``seat``'s hand (``survey``, ``game._survey(seat)``, taken
    when first needed), in the rules' order: a property laid as each of its colours
    (MD-5, MD-6); any other card banked (MD-4), then its action (MD-7, MD-9)."""
    data = game.data
    if data.propertylike[card]:
        return list(game._property_plays[card])
    plays: list[Any] = [_new(A.Bank, (_BANK, card))]
    act: str = data.action[card]
    if act in NEEDS_SURVEY and survey is None:
        survey = game._survey(seat)
    if act == "pass_go":
        plays.append(_new(A.PassGo, ("pass_go", card)))
    elif act == "birthday":
        plays.append(_new(A.Birthday, ("birthday", card)))
    elif act == "debt":
        players = game.players
        for p in range(game.n):
            if p != seat:
                plays.append(_new(A.Debt, ("debt", card, players[p])))
    elif act == "sly":
        sly = A.Sly
        for taken in survey.loose_theirs:
            plays.append(_new(sly, ("sly", card, taken)))
    elif act == "forced":
        forced = A.Forced
        theirs: list[int] = survey.loose_theirs
        for given in survey.loose_mine:
            for taken in theirs:
                plays.append(_new(forced, ("forced", card, given, taken)))
    elif act == "breaker":
        size = data.set_size
        players = game.players
        for p in survey.others:
            for col, cards in survey.theirs[p].items():
                if len(cards) >= size[col]:
                    plays.append(_new(A.Breaker, ("breaker", card, players[p], col)))
    elif act == _HOUSE or act == _HOTEL:               # MD-9
        for col in sorted(survey.complete):
            if col in data.no_buildings:
                continue
            built = game.buildings(seat, col)
            if act == _HOUSE and _HOUSE not in built:
                plays.append(_new(A.House, (_HOUSE, card, col)))
            elif act == _HOTEL and _HOUSE in built and _HOTEL not in built:
                plays.append(_new(A.Hotel, (_HOTEL, card, col)))
    elif act == "rent":                                # MD-7
        players = game.players
        targets: list[Any] = ([ALL] if data.rent_to_all[card]
                              else [players[p] for p in survey.others])
        double: int = survey.double
        rent = A.Rent
        mine = survey.mine
        for col in data.card_colours[card]:
            if col not in mine:
                continue
            for target in targets:
                plays.append(_new(rent, ("rent", card, col, target, NO_CARD)))
                if double != NO_CARD:
                    plays.append(_new(rent, ("rent", card, col, target, double)))
    return plays


class PlaysByKind:
    """The actions of ``game.open_plays(seat)`` grouped by kind (kind -> its actions, in the
    rules' order), read as a mapping: ``get``, ``in`` and ``[]``; a kind with no plays is
    not in it.  Made for one decision: the game must not change while it is read."""

    def __init__(self, game: Any, seat: int) -> None:
        self._game = game
        self._seat = seat
        self._survey: Any = None
        self._groups: dict[str, list[Any]] = {}
        self._cards: dict[str, list[int]] = {}         # kind of play -> the hand's cards with it
        self._open: bool = game.plays < game.data.plays
        if not self._open:                              # no play left: end and flips only
            return
        data = game.data
        propertylike: tuple[bool, ...] = data.propertylike
        action: tuple[str, ...] = data.action
        cards = self._cards
        banked: list[int] = []
        hand: list[int] = game.in_hand[seat]
        for card in hand:
            if propertylike[card]:
                kind = _PROPERTY
            else:
                banked.append(card)                     # every card but a property (MD-4)
                kind = action[card]
            mine = cards.get(kind)
            if mine is None:
                cards[kind] = [card]
            else:
                mine.append(card)
        cards[_BANK] = banked

    def _group(self, kind: str) -> list[Any]:
        if kind == _END:
            return [A.END]
        if kind == _FLIP:
            return flips(self._game, self._seat)
        cards = self._cards.get(kind)
        if not cards:
            return []
        game, seat = self._game, self._seat
        out: list[Any] = []
        if kind == _BANK:
            bank = A.Bank
            for card in cards:
                out.append(_new(bank, (_BANK, card)))
        elif kind == _PROPERTY:
            for card in cards:
                out.extend(card_plays(game, seat, card, None))
        else:                                           # an action card's plays of its kind
            if kind in NEEDS_SURVEY and self._survey is None:
                self._survey = game._survey(seat)
            for card in cards:
                out.extend(card_plays(game, seat, card, self._survey)[1:])
        return out

    def get(self, kind: str, default: Any = None) -> Any:
        group = self._groups.get(kind)
        if group is None:
            group = self._group(kind)
            self._groups[kind] = group
        return group if group else default

    def __contains__(self, kind: str) -> bool:
        return bool(self.get(kind))

    def __getitem__(self, kind: str) -> list[Any]:
        group = self.get(kind)
        if group is None:
            raise KeyError(kind)
        return group
