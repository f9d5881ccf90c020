"""The board of The Landlord's Game (1906), read from the package's data files.

Everything printed on the board or on the cards (names, prices, land rents, sections,
the natural opportunities, the beginners' hands, the reconstructed Chance deck) comes
from ``landlords/data/landlords-1906-*``; code uses the names below, never literals.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

# Space kinds as written in the board file.
START, LOT, NECESSITY, TRESPASS, RAILROAD, SPECULATION = (
    "start", "lot", "necessity", "trespass", "railroad", "speculation")
JAIL, FRANCHISE, PARK, CHANCE, LUXURY = "jail", "franchise", "park", "chance", "luxury"

CORNERS = (0, 10, 20, 30)
MOTHER_EARTH, JAIL_SPACE, POOR_HOUSE = 0, 10, 20
SPECULATION_SPACE = 8
LUXURY_SPACE = 39
BACKWARD_ZONE = range(23, 37)  # LG-2: between the two Chance spaces
#: ST-6: the order in which the treasury buys franchises and railroads for the public.
PUBLIC_ORDER_NAMES = ("Soakum Lighting System", "Slambang Trolley", "P. D. Q. R.R.",
                      "Gee Whiz R.R.", "Shooting Star R.R.", "Royal Rusher R.R.")
#: ST-6(c): the free colleges, in the order they are built.
COLLEGE_ORDER_NAMES = ("Lord Blueblood's Estate", "D. F. Hogg's Game Preserves")
#: Positions 40..43 are the inner corners (natural opportunities, ST-8).
OPPORTUNITY_BASE = 40


@dataclass(frozen=True)
class Space:
    index: int
    name: str
    kind: str
    price: int
    land_rent: int
    section: int


@dataclass(frozen=True)
class Opportunity:
    name: str
    beside_corner: int
    wages: int
    rent: int


@dataclass(frozen=True)
class ChanceCard:
    id: str
    text: str
    effect: dict


@dataclass(frozen=True)
class Board:
    """The printed facts of the game, as tuples indexed by space."""

    spaces: tuple[Space, ...]
    opportunities: tuple[Opportunity, ...]
    hands: tuple[tuple[int, ...], ...]
    luxury_names: tuple[str, ...]
    chance: tuple[ChanceCard, ...]
    chance_note: str

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.spaces)

    def index_of(self, name: str) -> int:
        for space in self.spaces:
            if space.name == name:
                return space.index
        raise KeyError(name)


def _read(name: str) -> str:
    return resources.files("landlords.data").joinpath(name).read_text("utf-8")


@lru_cache(maxsize=1)
def load_board() -> Board:
    """Read the board, the natural opportunities and the card data (once)."""
    spaces = []
    for row in csv.DictReader(_read("landlords-1906-board.csv").splitlines()):
        spaces.append(Space(
            index=int(row["index"]), name=row["name"], kind=row["kind"],
            price=int(row["price"]) if row["price"] else 0,
            land_rent=int(row["land_rent"]) if row["land_rent"] else 0,
            section=int(row["section"]) if row["section"] else 0))
    if [s.index for s in spaces] != list(range(40)):
        raise ValueError("landlords-1906-board.csv must list spaces 0..39 in order")
    opportunities = tuple(
        Opportunity(row["name"], int(row["beside_corner"]), int(row["wages"]), int(row["rent"]))
        for row in csv.DictReader(_read("landlords-1906-natural-opportunities.csv").splitlines()))
    cards = json.loads(_read("landlords-1906-cards.json"))
    by_name = {s.name: s.index for s in spaces}
    hands = tuple(tuple(by_name[name] for name in hand)
                  for hand in cards["beginners_hands"]["hands"])
    chance = tuple(ChanceCard(c["id"], c["text"], c["effect"]) for c in cards["chance"]["cards"])
    return Board(tuple(spaces), opportunities, hands, tuple(cards["luxuries"]["names"]),
                 chance, cards["chance"]["note"])
