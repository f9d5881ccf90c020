"""The plays open at a decision of Monopoly Deal, grouped by kind and worked out lazily.

:meth:`MonopolyDealGame.plays_by_kind <landlords.rules.monopoly_deal.game.MonopolyDealGame.plays_by_kind>`
gives a bot a :class:`PlaysByKind`: the actions of ``open_plays`` by their kind, each
group in that order, a group worked out only when first read (a bot reads a few kinds of a
decision's plays, most often not the many steals).  It sorts the hand by what each card
can do once, so a kind no card in the hand has costs a look-up.  The cards' plays are the
game's own (``_flips``, ``_card_plays``, ``_survey``).  Typed, so that
``benchmarks/build_compiled.py`` compiles it with mypyc; the same source runs interpreted.
"""

from __future__ import annotations

from typing import Any

from . import actions as A

#: Cards whose plays depend on the tables (the others' plays depend on the card alone).
NEEDS_SURVEY = frozenset({"sly", "forced", "breaker", "house", "hotel", "rent"})

_END, _FLIP, _BANK, _PROPERTY = A.End.KIND, A.Flip.KIND, A.Bank.KIND, A.Property.KIND


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
            return list(self._game._flips(self._seat))
        cards = self._cards.get(kind)
        if not cards:
            return []
        game, seat = self._game, self._seat
        out: list[Any] = []
        if kind == _BANK:
            for card in cards:
                out.append(A.Bank(card))
        elif kind == _PROPERTY:
            for card in cards:
                out.extend(game._card_plays(seat, card, None))
        else:                                           # an action card's plays of its kind
            if kind in NEEDS_SURVEY and self._survey is None:
                self._survey = game._survey(seat)
            for card in cards:
                out.extend(game._card_plays(seat, card, self._survey)[1:])
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
