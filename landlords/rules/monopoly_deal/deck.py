"""The 106 playable cards of Monopoly Deal, read from ``landlords/data/monopoly-deal-deck.json``.

Every card gets an id 0..105 in the order of the data file: money, properties (colour by
colour), property wildcards, action cards, rent cards.  Code uses the tables below (tuples
indexed by card id), never literals.  Colours are words (``"dark_blue"``) as in the data.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

MONEY, PROPERTY, WILD, ACTION, RENT = "money", "property", "wild", "action", "rent"

#: Action card names in the data file -> the word used in actions and code.
ACTION_WORDS = {
    "Deal Breaker": "breaker", "Just Say No!": "just_say_no", "Sly Deal": "sly",
    "Forced Deal": "forced", "Debt Collector": "debt", "It's My Birthday": "birthday",
    "Pass Go": "pass_go", "House": "house", "Hotel": "hotel",
    "Double The Rent": "double_rent",
}


@dataclass(frozen=True)
class Card:
    """One card: ``kind`` (money, property, wild, action, rent), printed name, money value,
    colours (a property's one colour, a wildcard's or rent card's colours), and for action
    cards the action word (``"sly"``)."""

    id: int
    kind: str
    name: str
    value: int
    colours: tuple[str, ...]
    action: str = ""


def _load():
    text = resources.files("landlords.data").joinpath("monopoly-deal-deck.json").read_text("utf-8")
    data = json.loads(text)
    sets = data["property_sets"]
    colours = tuple(sets)
    cards: list[Card] = []

    def add(kind, name, value, cols, action=""):
        cards.append(Card(len(cards), kind, name, value, tuple(cols), action))

    for money in data["money"]:
        for _ in range(money["count"]):
            add(MONEY, f"{money['value']}M", money["value"], ())
    for colour, info in sets.items():
        for name in info["properties"]:
            add(PROPERTY, name, info["card_value"], (colour,))
    for wild in data["property_wildcards"]:
        cols = colours if isinstance(wild["colors"], str) else wild["colors"]
        label = ("any-colour" if isinstance(wild["colors"], str)
                 else "/".join(c.replace("_", " ") for c in wild["colors"]))
        for _ in range(wild["count"]):
            add(WILD, f"{label} wildcard", wild["value"], cols)
    for act in data["action_cards"]:
        for _ in range(act["count"]):
            add(ACTION, act["name"], act["value"], (), ACTION_WORDS[act["name"]])
    for rent in data["rent_cards"]:
        cols = colours if isinstance(rent["colors"], str) else rent["colors"]
        label = ("any-colour" if isinstance(rent["colors"], str)
                 else "/".join(c.replace("_", " ") for c in rent["colors"]))
        for _ in range(rent["count"]):
            add(RENT, f"{label} rent", rent["value"], cols, "rent")
    rules = data["rules"]
    return data, colours, tuple(cards), sets, rules


_DATA, COLOURS, CARDS, _SETS, _RULES = _load()

N_CARDS = len(CARDS)
KIND = tuple(c.kind for c in CARDS)
VALUE = tuple(c.value for c in CARDS)
CARD_COLOURS = tuple(c.colours for c in CARDS)
ACTION_OF = tuple(c.action for c in CARDS)
NAME = tuple(c.name for c in CARDS)
#: Colour -> cards needed for a complete set.
SET_SIZE = {c: _SETS[c]["set_size"] for c in COLOURS}
#: Colour -> rent for 1..set_size cards.
RENT_TABLE = {c: tuple(_SETS[c]["rent"]) for c in COLOURS}
#: Colours on which no House or Hotel may stand (MD-9).
NO_BUILDINGS = frozenset({"railroad", "utility"})
HOUSE_RENT, HOTEL_RENT = 3, 4
#: Whether a rent card charges every other player (two-colour) or one chosen player (any).
RENT_TO_ALL = tuple(KIND[c] == RENT and len(CARD_COLOURS[c]) == 2 for c in range(N_CARDS))
#: An any-colour wildcard (no money value, cannot pay: MD-6).
ANY_WILD = tuple(KIND[c] == WILD and len(CARD_COLOURS[c]) == len(COLOURS)
                 for c in range(N_CARDS))

HAND_START = _RULES["initial_hand"]
DRAW = _RULES["draw_per_turn"]
DRAW_EMPTY = _RULES["draw_if_hand_empty"]
PLAYS = _RULES["plays_per_turn"]
HAND_LIMIT = _RULES["hand_limit_end_of_turn"]
SETS_TO_WIN = 3
DEBT_AMOUNT, BIRTHDAY_AMOUNT = 5, 2

assert N_CARDS == _DATA["totals"]["playable_total"], "the deck file does not add up"


def cards_named(name: str) -> list[int]:
    """Ids of the cards whose printed name (or action word) is ``name``."""
    return [c.id for c in CARDS if c.name == name or (c.action and c.action == name)]
