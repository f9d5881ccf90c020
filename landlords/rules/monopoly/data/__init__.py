"""The printed facts of a Monopoly edition, read from its data files into one immutable value.

Everything printed on the board, the title deeds and the cards, and every number of the
rules (the salary, the fine, the Bank's houses and hotels, the taxes, the mortgage
interest, the railroad and utility rents, three tries in Jail, three doubles...), comes
from an edition's three files in this package (``landlords/rules/monopoly/data/``, the
files and their loader, so the concern has one name in every rule set):

* ``<edition>-board.csv``: the spaces in order, with their title deeds;
* ``<edition>-cards.json``: the Chance and Community Chest decks and the cards' effects;
* ``<edition>.json``: the numbers of the rules and the colours of the groups.

:func:`read_edition` loads them once into a :class:`MonopolyData`, a frozen value with the
tables the rules read on every turn computed once (tuples indexed by space, so that the
hot path reads them without lookups).  The game class holds one (``MonopolyGame.DATA``,
read as ``game.data``); another edition, or a house rule that changes a number, is a
subclass with another data value (:meth:`MonopolyData.with_changes`).
"""

# mypyc: compiled

from __future__ import annotations

import csv
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from operator import itemgetter
from types import MappingProxyType

# Space kinds as written in the board file.
GO, STREET, RAILROAD, UTILITY = "go", "street", "railroad", "utility"
CHEST, CHANCE, JAIL = "community_chest", "chance", "jail"
INCOME_TAX, LUXURY_TAX = "income_tax", "luxury_tax"
FREE_PARKING, GO_TO_JAIL = "free_parking", "go_to_jail"
PROPERTY_KINDS = (STREET, RAILROAD, UTILITY)
#: The kinds of space an edition has exactly one of.
SINGLE_KINDS = (GO, JAIL, GO_TO_JAIL, FREE_PARKING, INCOME_TAX, LUXURY_TAX)

#: Deck names as used in actions and events (``("use_card", "chance")``), in deck order.
DECK_CHANCE, DECK_CHEST = "chance", "chest"
DECKS = (DECK_CHANCE, DECK_CHEST)

#: The package holding the shipped editions' files.
DATA_PACKAGE = __name__


@dataclass(frozen=True)
class Space:
    """One space of the board with its title deed (zeros where the space has none)."""

    index: int
    name: str
    kind: str
    group: str
    price: int
    rents: tuple[int, ...]
    """Street rents: unimproved, whole group unimproved, 1..4 houses, hotel (7 values)."""
    house_cost: int
    mortgage: int


@dataclass(frozen=True)
class Card:
    """A Chance or Community Chest card: its text and what it does (``effect["type"]``)."""

    id: str
    deck: str
    text: str
    effect: Mapping


@dataclass(frozen=True, eq=False, slots=True)
class MonopolyData:
    """An edition of Monopoly: its board, its decks and the numbers of its rules.

    The first fields are read from the files; the rest (``init=False``) are derived from
    them once, in :meth:`__post_init__`, so a changed copy (:meth:`with_changes`) derives
    its own.  Slotted: the rules read its tables at every step.
    """

    edition: str
    subtitle: str
    spaces: tuple[Space, ...]
    chance: tuple[Card, ...]
    chest: tuple[Card, ...]
    min_players: int
    max_players: int
    starting_cash: int
    go_salary: int
    jail_fine: int
    jail_throws: int
    """Throws for a double a jailed player may fail before he must pay and move (MO-14)."""
    doubles_to_jail: int
    """The double in one turn that sends a player to Jail (MO-3)."""
    bank_houses: int
    bank_hotels: int
    houses_per_hotel: int
    railroad_rent: tuple[int, ...]
    """Rent of a railroad by the railroads its owner holds (1, 2, ...)."""
    utility_multiplier: tuple[int, ...]
    """Utility rent as a multiple of the throw, by the utilities its owner holds (1, 2)."""
    income_tax_flat: int
    income_tax_percent: int
    luxury_tax_choices: tuple[int, ...]
    """The Luxury Tax amounts the option allows; the first is the default."""
    interest_percent: int
    """Interest on a mortgage, paid when it is lifted or when a mortgaged deed changes hands."""
    resale_percent: int
    """What the Bank pays back for a building, as a percent of its price."""
    opening_bid: int
    """The least first bid in an auction of a deed."""
    bid_step: int
    deck_names: Mapping[str, str]
    group_colours: Mapping[str, str]
    corner_fills: Mapping[str, str]

    # ------------------------------------------------------------------ derived
    size: int = field(init=False)
    names: tuple[str, ...] = field(init=False)
    kind: tuple[str, ...] = field(init=False)
    group: tuple[str, ...] = field(init=False)
    price: tuple[int, ...] = field(init=False)
    rents: tuple[tuple[int, ...], ...] = field(init=False)
    house_cost: tuple[int, ...] = field(init=False)
    mortgage: tuple[int, ...] = field(init=False)
    interest: tuple[int, ...] = field(init=False)
    """By space: the interest on its mortgage, rounded up to the dollar (MO-10)."""
    lift_cost: tuple[int, ...] = field(init=False)
    """By space: the mortgage plus its interest."""
    is_property: tuple[bool, ...] = field(init=False)
    is_street: tuple[bool, ...] = field(init=False)
    properties: tuple[int, ...] = field(init=False)
    streets: tuple[int, ...] = field(init=False)
    railroads: tuple[int, ...] = field(init=False)
    utilities: tuple[int, ...] = field(init=False)
    group_names: tuple[str, ...] = field(init=False)
    """Colour groups, then ``railroad`` and ``utility``, in board order."""
    group_spaces: Mapping[str, tuple[int, ...]] = field(init=False)
    colour_groups: tuple[str, ...] = field(init=False)
    street_groups: Mapping[str, tuple[int, ...]] = field(init=False)
    """The colour groups (not railroads or utilities) with their streets, in board order."""
    colour_group_streets: tuple[tuple[int, ...], ...] = field(init=False)
    group_of: tuple[tuple[int, ...], ...] = field(init=False)
    """By space: the spaces of its group (empty for spaces that are not deeds)."""
    in_group_of: tuple = field(init=False)
    """By space: ``in_group_of[s](by_space)`` is the entries of a by-space list for the
    streets of the colour group of street ``s``, as a tuple; None for other spaces."""
    group_hotel_rent: Mapping[str, int] = field(init=False)
    """By colour group: the rents of its streets with hotels, summed."""
    group_site_rent: Mapping[str, int] = field(init=False)
    """By colour group: the rents of its streets held whole and unimproved (doubled),
    summed: the site rent the land value tax takes its share of (MO-6, MO-V3)."""
    cheapest_house: int = field(init=False)
    deed_values: tuple[tuple[int, int, int, int], ...] = field(init=False)
    """``(space, price, price less the mortgage, house cost)`` of every deed (net worth)."""
    hotel: int = field(init=False)
    """A street's building level with a hotel: levels 0..houses_per_hotel are houses."""
    utility_rent: tuple[int, ...] = field(init=False)
    """``utility_multiplier`` indexed by utilities held (0 for none)."""
    go_space: int = field(init=False)
    jail_space: int = field(init=False)
    go_to_jail_space: int = field(init=False)
    free_parking_space: int = field(init=False)
    income_tax_space: int = field(init=False)
    luxury_tax_space: int = field(init=False)
    goojf: tuple[int, ...] = field(init=False)
    """By deck (``DECKS`` order): the index of its Get Out of Jail Free card."""

    def __post_init__(self) -> None:
        put = object.__setattr__
        spaces = self.spaces
        if [s.index for s in spaces] != list(range(len(spaces))):
            raise ValueError(f"{self.edition}: the board must list its spaces 0..{len(spaces) - 1} in order")
        for name in ("deck_names", "group_colours", "corner_fills"):
            put(self, name, MappingProxyType(dict(getattr(self, name))))
        for name in ("railroad_rent", "utility_multiplier", "luxury_tax_choices"):
            put(self, name, tuple(getattr(self, name)))
        size = len(spaces)
        put(self, "size", size)
        kind = tuple(s.kind for s in spaces)
        for name, tables in (("names", "name"), ("kind", "kind"), ("group", "group"), ("price", "price"),
                             ("rents", "rents"), ("house_cost", "house_cost"), ("mortgage", "mortgage")):
            put(self, name, tuple(getattr(s, tables) for s in spaces))
        percent = self.interest_percent
        interest = tuple(-(-m * percent // 100) for m in self.mortgage)
        put(self, "interest", interest)
        put(self, "lift_cost", tuple(m + i for m, i in zip(self.mortgage, interest)))
        is_property = tuple(k in PROPERTY_KINDS for k in kind)
        put(self, "is_property", is_property)
        put(self, "is_street", tuple(k == STREET for k in kind))
        properties = tuple(s for s in range(size) if is_property[s])
        put(self, "properties", properties)
        put(self, "streets", tuple(s for s in range(size) if kind[s] == STREET))
        put(self, "railroads", tuple(s for s in range(size) if kind[s] == RAILROAD))
        put(self, "utilities", tuple(s for s in range(size) if kind[s] == UTILITY))
        group = self.group
        group_names = tuple(dict.fromkeys(group[s] for s in properties))
        group_spaces = {g: tuple(s for s in properties if group[s] == g) for g in group_names}
        put(self, "group_names", group_names)
        put(self, "group_spaces", MappingProxyType(group_spaces))
        colour_groups = tuple(g for g in group_names if kind[group_spaces[g][0]] == STREET)
        put(self, "colour_groups", colour_groups)
        put(self, "street_groups", MappingProxyType({g: group_spaces[g] for g in colour_groups}))
        put(self, "colour_group_streets", tuple(group_spaces[g] for g in colour_groups))
        group_of = tuple(group_spaces[group[s]] if is_property[s] else () for s in range(size))
        put(self, "group_of", group_of)
        put(self, "in_group_of", tuple(itemgetter(*group_of[s]) if kind[s] == STREET else None
                                       for s in range(size)))
        for g in colour_groups:
            if len(group_spaces[g]) < 2:
                raise ValueError(f"{self.edition}: colour group {g!r} has one street; "
                                 f"the rules need two or more")
        missing = [g for g in group_names if g not in self.group_colours]
        if missing:
            raise ValueError(f"{self.edition}: no band colour for the groups {missing}")
        hotel = self.houses_per_hotel + 1
        put(self, "hotel", hotel)
        put(self, "group_hotel_rent", MappingProxyType(
            {g: sum(self.rents[t][hotel + 1] for t in group_spaces[g]) for g in colour_groups}))
        put(self, "group_site_rent", MappingProxyType(
            {g: sum(self.rents[t][1] for t in group_spaces[g]) for g in colour_groups}))
        put(self, "cheapest_house", min(self.house_cost[s] for s in self.streets))
        put(self, "deed_values", tuple((s, self.price[s], self.price[s] - self.mortgage[s],
                                        self.house_cost[s]) for s in properties))
        put(self, "utility_rent", (0,) + self.utility_multiplier)
        for name in SINGLE_KINDS:
            found = [s for s in range(size) if kind[s] == name]
            if len(found) != 1:
                raise ValueError(f"{self.edition}: the board needs one {name} space, not {len(found)}")
            put(self, f"{name}_space", found[0])
        goojf = []
        for deck in DECKS:
            found = [i for i, c in enumerate(self.deck(deck)) if c.effect["type"] == "get_out_of_jail_free"]
            if len(found) != 1:
                raise ValueError(f"{self.edition}: the {deck} deck needs one Get Out of Jail Free card")
            goojf.append(found[0])
        put(self, "goojf", tuple(goojf))
        if len(self.railroad_rent) < len(self.railroads):
            raise ValueError(f"{self.edition}: a rent for each number of railroads held is needed")
        if len(self.utility_multiplier) < len(self.utilities):
            raise ValueError(f"{self.edition}: a multiplier for each number of utilities held is needed")

    # ------------------------------------------------------------------ look-ups
    def index_of(self, name: str) -> int:
        """The index of the space printed ``name``; raises ``KeyError``."""
        for space in self.spaces:
            if space.name == name:
                return space.index
        raise KeyError(name)

    def deck(self, name: str) -> tuple[Card, ...]:
        """The cards of deck ``name`` (``"chance"`` or ``"chest"``), in printed order."""
        return self.chance if name == DECK_CHANCE else self.chest

    def group_words(self, group: str) -> str:
        """A group's name in words: ``"light blue"``."""
        return group.replace("_", " ")

    def with_changes(self, **changes) -> MonopolyData:
        """A copy with other facts (``go_salary=400``, other ``spaces``...), its tables
        derived again: how a house rule or another edition is made from this one."""
        return replace(self, **changes)


def _int(text: str) -> int:
    return int(text) if text else 0


@cache
def read_edition(edition: str = "monopoly-us", package: str = DATA_PACKAGE) -> MonopolyData:
    """Read the edition's three files from ``package`` (once per edition)."""
    folder = resources.files(package)

    def read(name: str) -> str:
        return folder.joinpath(name).read_text("utf-8")

    spaces = []
    for row in csv.DictReader(read(f"{edition}-board.csv").splitlines()):
        if row["hotel_cost"] != row["house_cost"]:
            raise ValueError(f"{row['name']}: a hotel is priced as one more house (MO-7)")
        rents = tuple(_int(row[c]) for c in (
            "rent_unimproved", "rent_full_group_unimproved", "rent_1_house", "rent_2_houses",
            "rent_3_houses", "rent_4_houses", "rent_hotel"))
        spaces.append(Space(int(row["index"]), row["name"], row["kind"], row["color_group"],
                            _int(row["price"]), rents, _int(row["house_cost"]), _int(row["mortgage"])))
    cards = json.loads(read(f"{edition}-cards.json"))

    def deck(name: str, key: str) -> tuple[Card, ...]:
        return tuple(Card(c["id"], name, c["text"], MappingProxyType(c["effect"])) for c in cards[key])

    rules = json.loads(read(f"{edition}.json"))
    return MonopolyData(
        edition=rules["edition"], subtitle=rules["subtitle"], spaces=tuple(spaces),
        chance=deck(DECK_CHANCE, "chance"), chest=deck(DECK_CHEST, "community_chest"),
        min_players=rules["players"]["least"], max_players=rules["players"]["most"],
        starting_cash=rules["money"]["starting_cash"], go_salary=rules["money"]["go_salary"],
        jail_fine=rules["money"]["jail_fine"],
        jail_throws=rules["jail"]["failed_throws_allowed"],
        doubles_to_jail=rules["jail"]["doubles_to_jail"],
        bank_houses=rules["bank"]["houses"], bank_hotels=rules["bank"]["hotels"],
        houses_per_hotel=rules["bank"]["houses_per_hotel"],
        railroad_rent=tuple(rules["rent"]["railroad"]),
        utility_multiplier=tuple(rules["rent"]["utility_multiplier"]),
        income_tax_flat=rules["taxes"]["income_tax_flat"],
        income_tax_percent=rules["taxes"]["income_tax_percent"],
        luxury_tax_choices=tuple(rules["taxes"]["luxury_tax"]),
        interest_percent=rules["mortgage"]["interest_percent"],
        resale_percent=rules["buildings"]["resale_percent"],
        opening_bid=rules["auctions"]["opening_bid"], bid_step=rules["auctions"]["bid_step"],
        deck_names=rules["decks"], group_colours=rules["colours"]["groups"],
        corner_fills=rules["colours"]["corners"])


__all__ = ["CHANCE", "CHEST", "DECKS", "DECK_CHANCE", "DECK_CHEST", "FREE_PARKING", "GO", "GO_TO_JAIL",
           "INCOME_TAX", "JAIL", "LUXURY_TAX", "RAILROAD", "STREET", "UTILITY", "Card", "MonopolyData",
           "Space", "read_edition"]
