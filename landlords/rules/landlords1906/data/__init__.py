"""The board and the numbers of The Landlord's Game, read once into one immutable value.

This package is both the data files and their loader (``data/__init__.py``), so the
concern has one name in every rule set: ``rules/<name>/data``.

Everything printed on the board or on the cards (names, prices, land rents, sections,
the natural opportunities, the beginners' hands, the reconstructed Chance deck) and
every number of the rules (wages, fines, fares, taxes, the house's price and rent, the
Treasury's portions, the loan menus, the board's colours...) comes from the
data files beside this module (``landlords-1906-*``).  :func:`load_data` reads them into a
:class:`GameData`, with the tables the rules need worked out once; the game class holds
it (``LandlordsGame.DATA``, read as ``game.data``) and the rules, the bots, the events
and the checks read every number through it, never from a module global.  A variant is
a subclass of the game holding other data: ``load_data(changes)`` lays a variant's
numbers over the 1906 ones.

In the optional compiled build (issue 28) :class:`GameData` is a native class, so the
compiled rules and bots read its tables as fields, not by attribute lookup.
"""

# mypyc: compiled

from __future__ import annotations

import csv
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Final

from landlords.engine.errors import LandlordsError

from ..movement import MoveTable, Ring, move_table

# Space kinds as written in the board file (final: the compiled build writes them in
# where they are read).
START: Final = "start"
LOT: Final = "lot"
NECESSITY: Final = "necessity"
TRESPASS: Final = "trespass"
RAILROAD: Final = "railroad"
SPECULATION: Final = "speculation"
JAIL: Final = "jail"
FRANCHISE: Final = "franchise"
PARK: Final = "park"
CHANCE: Final = "chance"
LUXURY: Final = "luxury"

_PACKAGE = __name__
_BOARD_FILE = "landlords-1906-board.csv"
_OPPORTUNITIES_FILE = "landlords-1906-natural-opportunities.csv"
_CARDS_FILE = "landlords-1906-cards.json"
_RULES_FILE = "landlords-1906-rules.json"
#: The most a throw of two dice can count (the move table covers every count up to it).
_MOST_THROWN = 12


class DataError(LandlordsError):
    """Data files (or a variant's changes) that do not make a board the rules can play."""


@dataclass(frozen=True)
class Space:
    """One space of the ring, as printed (``label``: a shorter name for the drawn board)."""

    index: int
    name: str
    kind: str
    price: int
    land_rent: int
    section: int
    label: str = ""


@dataclass(frozen=True)
class Opportunity:
    """A natural opportunity of ST-8: an inner corner with its wages and rent."""

    name: str
    beside_corner: int
    wages: int
    rent: int


@dataclass(frozen=True)
class ChanceCard:
    """A red card of LG-11 (``effect`` is read-only)."""

    id: str
    text: str
    effect: Mapping


@dataclass(frozen=True)
class Tax:
    """LG-4 and LG-A2: the necessity tax, and the amounts from a number of houses up."""

    amount: int
    steps: tuple[tuple[int, int], ...]       # (houses, amount), most houses first


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class GameData:
    """The printed facts and the numbers of one edition of the game (immutable; two
    values are the same data only if they are the same object).

    Tables indexed by space (``kind``, ``price``, ``land_rent``, ``section``, ``is_lot``)
    have one entry per space of the ring; ``section_lots[s]`` are the lots of the section
    of lot ``s``; ``moves[origin][count][double]`` every move a throw allows.
    """

    # --- the printed board
    spaces: tuple[Space, ...]
    opportunities: tuple[Opportunity, ...]
    hands: tuple[tuple[int, ...], ...]
    luxury_names: tuple[str, ...]
    chance: tuple[ChanceCard, ...]
    chance_note: str
    # --- tables worked out from it
    size: int
    names: tuple[str, ...]
    kind: tuple[str, ...]
    price: tuple[int, ...]
    land_rent: tuple[int, ...]
    section: tuple[int, ...]
    is_lot: tuple[bool, ...]
    lots: tuple[int, ...]
    railroads: tuple[int, ...]
    franchises: tuple[int, ...]
    card_spaces: tuple[int, ...]
    lot_set: frozenset
    card_set: frozenset
    section_lots: tuple[tuple[int, ...], ...]
    public_order: tuple[int, ...]
    colleges: tuple[int, ...]
    mother_earth: int
    jail: int
    poor_house: int
    speculation: int
    luxury: int
    ring: Ring
    moves: MoveTable
    # --- the numbers of the rules
    starting_cash: Mapping
    monarch_cash: int
    beginners_cash: int
    cards_dealt: int
    wages: int
    wages_to_end: int
    card_worth: int
    tax: Tax
    fine: int
    jail_throws: int
    unowned_fare: int
    railroad_fares: tuple[int, ...]          # by railroads held, 0 to 4
    trust_fare: int
    franchise_fare: int
    cinch_fare: int
    house_price: int
    house_rent: int
    house_worth: int
    uniform_worth: int       # what every card, luxury, professor and house counts, if all alike; else 0
    house_cap: int
    section_doublings: int
    luxury_price: int
    luxury_worth: int
    ante: int
    speculation_double: int
    speculation_per_point: int
    speculation_from: int
    skin_game: int
    broker_percent: int
    per_professor: int
    professor_worth: int
    public_step: int
    wage_raise: int
    bid_step: int
    privilege_floor: int
    price_step: int
    loan_amounts: tuple[int, ...]
    loan_interest: tuple[int, ...]
    loan_terms: tuple[int, ...]
    section_bands: Mapping
    kind_bands: Mapping
    corner_fills: Mapping
    public_fill: str
    college_band: str

    def __repr__(self) -> str:
        # Not the ninety fields: one value of the data is told from another by identity.
        return f"<GameData: {self.size} spaces, wages {self.wages}>"

    # ------------------------------------------------------------------ questions
    def index_of(self, name: str) -> int:
        """The index of the space called ``name``; raises ``KeyError``."""
        for space in self.spaces:
            if space.name == name:
                return space.index
        raise KeyError(name)

    def starting_cash_for(self, players: int) -> int:
        """LG-S1: each player's starting cash in a game of ``players``."""
        cash = self.starting_cash
        return cash.get(players, cash["otherwise"])

    def tax_for(self, houses: int, advanced: bool) -> int:
        """LG-4 (and LG-A2 when ``advanced``): the necessity tax with ``houses`` built."""
        tax = self.tax
        if advanced:
            for least, amount in tax.steps:
                if houses >= least:
                    return amount
        return tax.amount

    def speculation_winnings(self, total: int, double: bool) -> int:
        """LG-8: what a throw of ``total`` wins (not a skin game)."""
        if double:
            return self.speculation_double
        return (total - self.speculation_from) * self.speculation_per_point


# ---------------------------------------------------------------------- reading the files
def _text(name: str) -> str:
    return resources.files(_PACKAGE).joinpath(name).read_text("utf-8")


def _number(text: str) -> int:
    return int(text) if text else 0


def _laid_over(base: Mapping, changes: Mapping, where: str = "") -> dict:
    """``base`` with ``changes`` laid over it, key by key (nested dicts merged)."""
    out = dict(base)
    for key, value in changes.items():
        if key not in base:
            raise DataError(f"the rule numbers have no {where + key!r}; "
                            f"known: {', '.join(sorted(base))}")
        if isinstance(base[key], Mapping) and isinstance(value, Mapping):
            out[key] = _laid_over(base[key], value, f"{where}{key}.")
        else:
            out[key] = value
    return out


def _changes(source) -> Mapping:
    if isinstance(source, Mapping):
        return source
    if isinstance(source, (str, Path)):
        try:
            changes = json.loads(Path(source).read_text("utf-8"))
        except (OSError, ValueError) as error:
            raise DataError(f"cannot read rule numbers from {str(source)!r}: {error}") from None
        if isinstance(changes, Mapping):
            return changes
    raise DataError(f"a variant's changes are a dict or a JSON file of one, not {source!r}")


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType({key: value for key, value in mapping.items() if key != "note"})


def load_data(*changes) -> GameData:
    """The 1906 board and rule numbers, with ``changes`` laid over the rule numbers.

    Each of ``changes`` is a dict shaped like ``data/landlords-1906-rules.json`` (only
    the numbers that differ, e.g. ``{"wages": 150}``) or the path of a JSON file of one.

    Raises:
        DataError: a change names no rule number, or the files do not make a board.
    """
    numbers = json.loads(_text(_RULES_FILE))
    for change in changes:
        numbers = _laid_over(numbers, _changes(change))
    spaces = tuple(Space(int(row["index"]), row["name"], row["kind"], _number(row["price"]),
                         _number(row["land_rent"]), _number(row["section"]), row["label"])
                   for row in csv.DictReader(_text(_BOARD_FILE).splitlines()))
    opportunities = tuple(
        Opportunity(row["name"], int(row["beside_corner"]), int(row["wages"]), int(row["rent"]))
        for row in csv.DictReader(_text(_OPPORTUNITIES_FILE).splitlines()))
    cards = json.loads(_text(_CARDS_FILE))
    return build_data(spaces, opportunities, cards, numbers)


def build_data(spaces, opportunities, cards: Mapping, numbers: Mapping) -> GameData:
    """A :class:`GameData` from the rows of the board files, the cards and the rule numbers."""
    size = len(spaces)
    if [s.index for s in spaces] != list(range(size)) or size % 4:
        raise DataError("the board file must list its spaces 0, 1, 2... in order, "
                        "ten a side or another whole number a side")
    kind = tuple(s.kind for s in spaces)
    lots = tuple(s.index for s in spaces if s.kind == LOT)
    card_spaces = tuple(s.index for s in spaces if s.kind in (LOT, RAILROAD, FRANCHISE, SPECULATION))
    if len(card_spaces) != numbers["green_cards"] or len(lots) != numbers["lots"]:
        raise DataError(f"the board must hold {numbers['lots']} lots and {numbers['green_cards']} "
                        f"green cards (LG-1), not {len(lots)} and {len(card_spaces)}")

    def only(word: str) -> int:
        found = [s.index for s in spaces if s.kind == word]
        if len(found) != 1:
            raise DataError(f"the board must have one space of kind {word!r}, not {len(found)}")
        return found[0]

    by_name = {s.name: s.index for s in spaces}

    def indices(names) -> tuple[int, ...]:
        try:
            return tuple(by_name[name] for name in names)
        except KeyError as error:
            raise DataError(f"no space called {error.args[0]!r} on the board") from None

    section = tuple(s.section for s in spaces)
    section_lots = tuple(tuple(lot for lot in lots if section[lot] == section[s]) if kind[s] == LOT else ()
                         for s in range(size))
    chances = [s.index for s in spaces if s.kind == CHANCE]
    corners = tuple(range(0, size, size // 4))
    ring = Ring(size, corners, frozenset(range(min(chances) + 1, max(chances))))   # LG-2
    fares, jail, houses = numbers["fares"], numbers["jail"], numbers["houses"]
    spec, public, offers = numbers["speculation"], numbers["public"], numbers["offers"]
    drawing = numbers["drawing"]
    worths = {numbers["card_worth"], numbers["luxury"]["worth"], numbers["education"]["professor_worth"],
              houses["worth"]}
    steps = sorted(((step["houses"], step["amount"]) for step in numbers["tax"]["advanced"]), reverse=True)
    starting = {int(key) if key.isdigit() else key: value
                for key, value in numbers["starting_cash"].items() if key != "note"}
    return GameData(
        spaces=tuple(spaces), opportunities=tuple(opportunities),
        hands=tuple(indices(hand) for hand in cards["beginners_hands"]["hands"]),
        luxury_names=tuple(cards["luxuries"]["names"]),
        chance=tuple(ChanceCard(c["id"], c["text"], MappingProxyType(dict(c["effect"])))
                     for c in cards["chance"]["cards"]),
        chance_note=cards["chance"]["note"],
        size=size, names=tuple(s.name for s in spaces), kind=kind,
        price=tuple(s.price for s in spaces), land_rent=tuple(s.land_rent for s in spaces),
        section=section, is_lot=tuple(k == LOT for k in kind), lots=lots,
        railroads=tuple(s.index for s in spaces if s.kind == RAILROAD),
        franchises=tuple(s.index for s in spaces if s.kind == FRANCHISE),
        card_spaces=card_spaces, lot_set=frozenset(lots), card_set=frozenset(card_spaces),
        section_lots=section_lots, public_order=indices(public["order"]),
        colleges=indices(public["colleges"]),
        mother_earth=only(START), jail=only(JAIL), poor_house=only(PARK),
        speculation=only(SPECULATION), luxury=only(LUXURY),
        ring=ring, moves=move_table(ring, _MOST_THROWN),
        starting_cash=MappingProxyType(starting), monarch_cash=numbers["monarch_cash"],
        beginners_cash=numbers["beginners_cash"], cards_dealt=numbers["cards_dealt"],
        wages=numbers["wages"], wages_to_end=numbers["wages_to_end"],
        card_worth=numbers["card_worth"],
        tax=Tax(numbers["tax"]["amount"], tuple(steps)),
        fine=jail["fine"], jail_throws=jail["throws"],
        unowned_fare=fares["unowned"], railroad_fares=(0,) + tuple(fares["railroads"]),
        trust_fare=fares["trust"], franchise_fare=fares["franchise"], cinch_fare=fares["cinch"],
        house_price=houses["price"], house_rent=houses["rent"],
        house_worth=houses["worth"],
        uniform_worth=worths.pop() if len(worths) == 1 else 0, house_cap=houses["advanced_cap"],
        section_doublings=houses["section_doublings"],
        luxury_price=numbers["luxury"]["price"], luxury_worth=numbers["luxury"]["worth"],
        ante=spec["ante"], speculation_double=spec["double"], speculation_per_point=spec["per_point"],
        speculation_from=spec["points_from"], skin_game=spec["skin_game"],
        broker_percent=spec["broker_percent"],
        per_professor=numbers["education"]["per_professor"],
        professor_worth=numbers["education"]["professor_worth"],
        public_step=public["step"], wage_raise=public["wage_raise"],
        bid_step=numbers["auction"]["bid_step"], privilege_floor=numbers["auction"]["privilege_floor"],
        price_step=offers["price_step"], loan_amounts=tuple(offers["loan_amounts"]),
        loan_interest=tuple(offers["loan_interest"]), loan_terms=tuple(offers["loan_terms"]),
        section_bands=MappingProxyType({int(k): v for k, v in drawing["section_bands"].items()}),
        kind_bands=_frozen(drawing["kind_bands"]),
        corner_fills=MappingProxyType({int(k): v for k, v in drawing["corner_fills"].items()}),
        public_fill=drawing["public_fill"], college_band=drawing["college_band"])

