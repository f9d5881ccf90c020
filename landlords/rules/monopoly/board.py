"""The board and cards of classic Monopoly (US Atlantic City edition), read from data files.

Everything printed on the board, the title deeds and the cards (names, prices, rents,
house prices, mortgage values, the Chance and Community Chest decks, the salary, the
fine, the Bank's 32 houses and 12 hotels) comes from ``landlords/data/monopoly-us-*``.
Code uses the names below, never literals.  Tables are tuples indexed by space (0..39)
so that the hot path reads them without attribute lookups.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

# Space kinds as written in the board file.
GO, STREET, RAILROAD, UTILITY = "go", "street", "railroad", "utility"
CHEST, CHANCE, TAX, JAIL = "community_chest", "chance", "tax", "jail"
FREE_PARKING, GO_TO_JAIL = "free_parking", "go_to_jail"
PROPERTY_KINDS = (STREET, RAILROAD, UTILITY)

#: Deck names as used in actions and events (``("use_card", "chance")``).
DECK_CHANCE, DECK_CHEST = "chance", "chest"
DECKS = (DECK_CHANCE, DECK_CHEST)


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
    """A Chance or Community Chest card."""

    id: str
    deck: str
    text: str
    effect: dict


@dataclass(frozen=True)
class Board:
    """The printed facts of the game."""

    spaces: tuple[Space, ...]
    chance: tuple[Card, ...]
    chest: tuple[Card, ...]
    constants: dict

    def index_of(self, name: str) -> int:
        for space in self.spaces:
            if space.name == name:
                return space.index
        raise KeyError(name)

    def deck(self, name: str) -> tuple[Card, ...]:
        return self.chance if name == DECK_CHANCE else self.chest


def _read(name: str) -> str:
    return resources.files("landlords.data").joinpath(name).read_text("utf-8")


def _int(text: str) -> int:
    return int(text) if text else 0


@lru_cache(maxsize=1)
def load_board() -> Board:
    """Read ``monopoly-us-board.csv`` and ``monopoly-us-cards.json`` (once)."""
    spaces = []
    for row in csv.DictReader(_read("monopoly-us-board.csv").splitlines()):
        if row["hotel_cost"] != row["house_cost"]:
            raise ValueError(f"{row['name']}: a hotel is priced as one more house (MO-7)")
        rents = tuple(_int(row[c]) for c in (
            "rent_unimproved", "rent_full_group_unimproved", "rent_1_house", "rent_2_houses",
            "rent_3_houses", "rent_4_houses", "rent_hotel"))
        spaces.append(Space(int(row["index"]), row["name"], row["kind"], row["color_group"],
                            _int(row["price"]), rents, _int(row["house_cost"]),
                            _int(row["mortgage"])))
    if [s.index for s in spaces] != list(range(40)):
        raise ValueError("monopoly-us-board.csv must list spaces 0..39 in order")
    data = json.loads(_read("monopoly-us-cards.json"))
    chance = tuple(Card(c["id"], DECK_CHANCE, c["text"], c["effect"]) for c in data["chance"])
    chest = tuple(Card(c["id"], DECK_CHEST, c["text"], c["effect"]) for c in data["community_chest"])
    return Board(tuple(spaces), chance, chest, data["constants"])


BOARD = load_board()
_C = BOARD.constants

# ---------------------------------------------------------------------- tables by space
NAMES = tuple(s.name for s in BOARD.spaces)
KIND = tuple(s.kind for s in BOARD.spaces)
GROUP = tuple(s.group for s in BOARD.spaces)
PRICE = tuple(s.price for s in BOARD.spaces)
RENTS = tuple(s.rents for s in BOARD.spaces)
HOUSE_COST = tuple(s.house_cost for s in BOARD.spaces)
MORTGAGE = tuple(s.mortgage for s in BOARD.spaces)
#: MO-10: lifting a mortgage costs the mortgage value plus 10% (rounded up to the dollar).
INTEREST = tuple(-(-m // 10) for m in MORTGAGE)
IS_PROPERTY = tuple(k in PROPERTY_KINDS for k in KIND)
IS_STREET = tuple(k == STREET for k in KIND)
PROPERTIES = tuple(s.index for s in BOARD.spaces if s.kind in PROPERTY_KINDS)
STREETS = tuple(s.index for s in BOARD.spaces if s.kind == STREET)
RAILROADS = tuple(s.index for s in BOARD.spaces if s.kind == RAILROAD)
UTILITIES = tuple(s.index for s in BOARD.spaces if s.kind == UTILITY)

#: Colour groups (and "railroad", "utility") in board order, with their spaces.
GROUP_NAMES = tuple(dict.fromkeys(GROUP[s] for s in PROPERTIES))
GROUP_SPACES = {g: tuple(s for s in PROPERTIES if GROUP[s] == g) for g in GROUP_NAMES}
COLOUR_GROUPS = tuple(g for g in GROUP_NAMES if g not in ("railroad", "utility"))
#: For each space, the spaces of its group (empty for spaces that are not properties).
GROUP_OF = tuple(GROUP_SPACES.get(GROUP[s], ()) if IS_PROPERTY[s] else () for s in range(40))

GO_SPACE = KIND.index(GO)
JAIL_SPACE = KIND.index(JAIL)
GO_TO_JAIL_SPACE = KIND.index(GO_TO_JAIL)
FREE_PARKING_SPACE = KIND.index(FREE_PARKING)
INCOME_TAX_SPACE = BOARD.index_of("Income Tax")
LUXURY_TAX_SPACE = BOARD.index_of("Luxury Tax")

# ---------------------------------------------------------------------- printed constants
STARTING_CASH = _C["starting_cash"]
GO_SALARY = _C["go_salary"]
JAIL_FINE = _C["jail_fine"]
BANK_HOUSES = _C["houses_in_bank"]
BANK_HOTELS = _C["hotels_in_bank"]
RAILROAD_RENT = tuple(_C["railroad_rent"])
UTILITY_MULTIPLIER = (0,) + tuple(_C["utility_multiplier"][str(k)] for k in (1, 2))
INCOME_TAX_FLAT = _C["income_tax"]["from_2008"]
INCOME_TAX_PERCENT = 10
LUXURY_TAX_CHOICES = (_C["luxury_tax"]["pre_2008"], _C["luxury_tax"]["from_2008"])
HOTEL = 5                 # a street's building level: 0..4 houses, 5 = a hotel
HOUSES_PER_HOTEL = 4

#: Card indices of the Get Out of Jail Free cards, by deck.
GOOJF = {name: next(i for i, c in enumerate(BOARD.deck(name))
                    if c.effect["type"] == "get_out_of_jail_free") for name in DECKS}

assert len(PROPERTIES) == 28 and len(STREETS) == 22 and len(RAILROADS) == 4 and len(UTILITIES) == 2
assert len(BOARD.chance) == 16 and len(BOARD.chest) == 16
assert INCOME_TAX_FLAT == 200 and UTILITY_MULTIPLIER == (0, 4, 10)
