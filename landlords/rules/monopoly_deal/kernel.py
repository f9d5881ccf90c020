"""Monopoly Deal's hot loops, as typed functions on plain values (issue 28).

The rules (``game.py``) and the bots (``bots.py``) call these for the work they do many
times a step: moving a card between the seat lists, working out each seat's sets from his
table, the wealth and means of every seat, the cards still missing from a set, the colour
where a card comes closest to completing one, and the wildcard flip that most improves a
seat's sets.  The arguments are lists and tuples of ints and words and read-only mappings
(the game's lists, its data's tables), never the game itself, so
``benchmarks/build_compiled.py`` compiles this module with mypyc into native loops; the
same source runs interpreted when it is not compiled.  Each function gives exactly what
the plain Python it replaced gave, in the same order.
"""

# mypyc: compiled

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

# The places a card can be in (``state.py``; repeated here as plain ints for the compiler).
_PILE, _HAND, _BANK, _TABLE, _DISCARD = 0, 1, 2, 3, 4
#: Those places in ``state.py``'s order (``game.py`` checks them against its own on import).
PLACES = (_PILE, _HAND, _BANK, _TABLE, _DISCARD)
#: No card (``state.NO_CARD``).
_NO_CARD = -1


def _insert(cards: list[int], card: int) -> None:
    """Put ``card`` into the id-sorted list ``cards`` (short lists: a scan from the end)."""
    i = len(cards)
    while i > 0 and cards[i - 1] > card:
        i -= 1
    cards.insert(i, card)


def move(zone: list[int], holder: list[int], colour: list[str], hands: list[list[int]],
         banks: list[list[int]], tables: list[list[int]], card: int, place: int, seat: int,
         col: str) -> bool:
    """Put ``card`` in ``place`` held by ``seat`` counting as ``col``, taking it out of the
    seat list it was in and into the one of its new place (each kept in id order).
    Returns whether a table was left or reached."""
    old = zone[card]
    if old == _HAND:
        hands[holder[card]].remove(card)
    elif old == _BANK:
        banks[holder[card]].remove(card)
    elif old == _TABLE:
        tables[holder[card]].remove(card)
    if place == _HAND:
        _insert(hands[seat], card)
    elif place == _BANK:
        _insert(banks[seat], card)
    elif place == _TABLE:
        _insert(tables[seat], card)
    zone[card] = place
    holder[card] = seat
    colour[card] = col
    return old == _TABLE or place == _TABLE


def seat_lists(zone: list[int], holder: list[int], place: int, n: int) -> list[list[int]]:
    """Each of the ``n`` seats' cards in ``place``, by id (worked out afresh)."""
    out: list[list[int]] = [[] for _ in range(n)]
    for card in range(len(zone)):
        if zone[card] == place:
            out[holder[card]].append(card)
    return out


def table_sets(tables: list[list[int]], propertylike: tuple[bool, ...], colour: list[str],
               size: Mapping[str, int]) -> tuple[list[dict[str, tuple[int, ...]]],
                                                 list[frozenset[str]], list[tuple[int, ...]]]:
    """Each seat's sets from his table: colour -> his property cards of it (colours in the
    order their first card comes, cards by id), his complete colours, and his property
    cards outside complete sets (in the groups' order)."""
    groups: list[dict[str, tuple[int, ...]]] = []
    full: list[frozenset[str]] = []
    loose: list[tuple[int, ...]] = []
    for table in tables:
        mine: dict[str, list[int]] = {}
        for card in table:
            if propertylike[card]:
                col = colour[card]
                cards = mine.get(col)
                if cards is None:
                    mine[col] = [card]
                else:
                    cards.append(card)
        kept: dict[str, tuple[int, ...]] = {}
        done: list[str] = []
        spare: list[int] = []
        for col, cards in mine.items():
            if len(cards) >= size[col]:
                done.append(col)
            else:
                spare.extend(cards)
            kept[col] = tuple(cards)
        groups.append(kept)
        full.append(frozenset(done))
        loose.append(tuple(spare))
    return groups, full, loose


def wealths(banks: list[list[int]], tables: list[list[int]], value: tuple[int, ...]) -> list[int]:
    """Each seat's bank value plus the money values of everything on his table."""
    out: list[int] = []
    for seat in range(len(banks)):
        total = 0
        for card in banks[seat]:
            total += value[card]
        for card in tables[seat]:
            total += value[card]
        out.append(total)
    return out


def means(banks: list[list[int]], tables: list[list[int]], value: tuple[int, ...],
          worth: tuple[bool, ...]) -> list[int]:
    """What each seat could pay a debt with: his bank and the properties on his table that
    have a money value (``worth``)."""
    out: list[int] = []
    for seat in range(len(banks)):
        total = 0
        for card in banks[seat]:
            total += value[card]
        for card in tables[seat]:
            if worth[card]:
                total += value[card]
        out.append(total)
    return out


def any_off_table(zone: list[int], cards: tuple[int, ...]) -> bool:
    """Whether one of ``cards`` is outside the banks and tables (draw pile, hand, discards)."""
    for card in cards:
        place = zone[card]
        if place == _PILE or place == _HAND or place == _DISCARD:
            return True
    return False


def need(groups: Mapping[str, Any], size: Mapping[str, int], colour: str, without: int) -> int:
    """Cards still missing from the ``colour`` set of ``groups`` (one seat's, colour ->
    his cards), not counting the card ``without`` (0 when complete)."""
    cards = groups.get(colour)
    missing: int = size[colour]
    if cards is not None:
        missing -= len(cards)
        if without != _NO_CARD and without in cards:
            missing += 1
    return missing if missing > 0 else 0


def best_colour(groups: Mapping[str, Any], size: Mapping[str, int],
                rents: Mapping[str, Sequence[int]], colours: Sequence[str], without: int) -> str:
    """The first of ``colours`` of least ``(complete, missing, -full rent, colour)``: where a
    card comes closest to completing a set, never a complete set while an incomplete one is
    offered, the higher rent first (as ``min`` over those keys picks it)."""
    best = ""
    best_done = True
    best_need = -1
    best_rent = 0
    for col in colours:
        missing = need(groups, size, col, without)
        full: int = size[col]
        rent: int = -rents[col][full - 1]
        done = missing == 0
        if best_need < 0 or (not done and best_done) or (done == best_done and (
                missing < best_need or (missing == best_need and (
                    rent < best_rent or (rent == best_rent and col < best))))):
            best, best_done, best_need, best_rent = col, done, missing, rent
    return best


def useful_flip(groups: Mapping[str, Any], size: Mapping[str, int], placed: list[str],
                flips: Sequence[Any]) -> int:
    """The index in ``flips`` (``(kind, card, colour)``) of the flip that most raises the
    score (complete sets, then cards counting towards a set, each colour counting up to its
    size), the first of equals; -1 when none raises it.  A flip moves one card from its
    colour to another, so its score is the present one changed by those two colours."""
    complete = 0
    filled = 0
    for col in groups:
        have: int = len(groups[col])
        full: int = size[col]
        if have >= full:
            complete += 1
            filled += full
        else:
            filled += have
    best_complete = -1
    best_filled = -1
    pick = -1
    for i in range(len(flips)):
        flip = flips[i]
        card: int = flip[1]
        new: str = flip[2]
        old = placed[card]
        cards = groups.get(old)
        have = len(cards) if cards is not None else 0
        full = size[old]
        c = complete
        f = filled
        if have == full:
            c -= 1
        if have <= full:
            f -= 1
        cards = groups.get(new)
        have = len(cards) if cards is not None else 0
        full = size[new]
        if have + 1 == full:
            c += 1
        if have < full:
            f += 1
        if (c > complete or (c == complete and f > filled)) and (
                pick < 0 or c > best_complete or (c == best_complete and f > best_filled)):
            best_complete, best_filled, pick = c, f, i
    return pick
