"""Monopoly Deal's data: the 106 cards and every number of its rules, as one immutable value.

:meth:`DealData.load` reads the data files beside this module (``monopoly-deal-deck.json``,
the deck, and ``monopoly-deal-rules.json``, the numbers the deck file gives only in words)
into a :class:`DealData`: this package is the files and their loader, so the concern has
one name in every rule set.  The game class holds one (``MonopolyDealGame.DATA``, read as
``game.data``), and the rules, bots, checks and sentences read every number from it, so a
variant is a subclass with another ``DATA``: another file, or
``dataclasses.replace(MonopolyDealGame.DATA, hand_limit=9)``.

Every card gets an id 0..105 in the order of the deck file: money, properties (colour by
colour), property wildcards, action cards, rent cards.  Colours are words (``"dark_blue"``)
as in the data.  Each card has a ``label`` that tells it from every other card: its
printed name when no other card bears it ("Boardwalk"), else the name and its number among
the cards of that name, in deck order ("Pass Go (3)", "1M (6)").  A label stays with its
card all game, so a screen, a prompt and a learner can follow one card from hand to bank.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from types import MappingProxyType

MONEY, PROPERTY, WILD, ACTION, RENT = "money", "property", "wild", "action", "rent"

#: Action card names in the deck file -> the word used in actions and code.
ACTION_WORDS = MappingProxyType({
    "Deal Breaker": "breaker", "Just Say No!": "just_say_no", "Sly Deal": "sly",
    "Forced Deal": "forced", "Debt Collector": "debt", "It's My Birthday": "birthday",
    "Pass Go": "pass_go", "House": "house", "Hotel": "hotel",
    "Double The Rent": "double_rent",
})

#: The package holding the shipped data files, and their names.
DATA_PACKAGE = __name__
DECK_FILE, RULES_FILE = "monopoly-deal-deck.json", "monopoly-deal-rules.json"


@dataclass(frozen=True)
class Card:
    """One card.

    Attributes:
        id: its id in the game (what actions and events name).
        kind: ``money``, ``property``, ``wild``, ``action`` or ``rent``.
        name: its printed name ("Boardwalk", "red/yellow rent").
        label: a name no other card has ("Pass Go (3)"; the name when it is unique).
        value: its money value in millions.
        colours: a property's colour, a wildcard's or rent card's colours, else ``()``.
        action: for action and rent cards the word of its action (``"sly"``, ``"rent"``).
        targets: for a rent card, ``"all"`` (every other player pays) or ``"one"``.
    """

    id: int
    kind: str
    name: str
    label: str
    value: int
    colours: tuple[str, ...]
    action: str = ""
    targets: str = ""


@dataclass(frozen=True)
class DealData:
    """The cards and the numbers of the rules of one edition of Monopoly Deal.

    Attributes:
        cards: the cards by id.
        colours: the property colours, in the deck file's order.
        set_size: colour -> property cards that complete a set.
        rent_table: colour -> rent for 1, 2, ... cards of it (up to the set size).
        colour_label: colour -> how players say it ("light blue").
        colour_css: colour -> the CSS colour its cards are drawn in.
        card_css: card kind -> the CSS colour of money, action, rent and wild cards.
        no_buildings: colours on which no House or Hotel may stand (MD-9).
        building_rent: ``{"house": 3, "hotel": 4}``: what each adds to a set's rent (MD-9).
        hand_start: cards dealt to each player (MD-S1).
        draw, draw_empty: cards drawn at the start of a turn, and from an empty hand (MD-1).
        plays: plays a turn (MD-2).
        hand_limit: cards a player may hold at the end of his turn (MD-3).
        sets_to_win: complete sets of different colours that win (MD-12).
        pass_go_draws: cards Pass Go draws (MD-7).
        debt_amount: what Debt Collector collects (MD-7).
        birthday_amount: what It's My Birthday collects from each player (MD-7).
        double_factor: what Double The Rent multiplies a rent by (MD-7).

    Derived tables, for the rules' hot paths: per card id (tuples) ``kind``, ``value``,
    ``card_colours``, ``action``, ``name``, ``label``, ``rent_to_all``, ``any_wild`` (an
    any-colour wildcard: worth nothing, MD-6), ``propertylike`` (a property or wildcard) and
    ``worth_on_table`` (a property or wildcard with a money value); ``property_ids`` (the property cards and
    wildcards) and ``action_ids`` (action word -> the ids of its cards).
    """

    cards: tuple[Card, ...]
    colours: tuple[str, ...]
    set_size: Mapping[str, int]
    rent_table: Mapping[str, tuple[int, ...]]
    colour_label: Mapping[str, str]
    colour_css: Mapping[str, str]
    card_css: Mapping[str, str]
    no_buildings: frozenset
    building_rent: Mapping[str, int]
    hand_start: int
    draw: int
    draw_empty: int
    plays: int
    hand_limit: int
    sets_to_win: int
    pass_go_draws: int
    debt_amount: int
    birthday_amount: int
    double_factor: int
    n_cards: int = field(init=False)
    kind: tuple = field(init=False, repr=False)
    value: tuple = field(init=False, repr=False)
    card_colours: tuple = field(init=False, repr=False)
    action: tuple = field(init=False, repr=False)
    name: tuple = field(init=False, repr=False)
    label: tuple = field(init=False, repr=False)
    rent_to_all: tuple = field(init=False, repr=False)
    any_wild: tuple = field(init=False, repr=False)
    propertylike: tuple = field(init=False, repr=False)
    worth_on_table: tuple = field(init=False, repr=False)
    property_ids: tuple = field(init=False, repr=False)
    action_ids: Mapping = field(init=False, repr=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        for name in ("set_size", "rent_table", "colour_label", "colour_css", "card_css",
                     "building_rent"):
            set_(self, name, MappingProxyType(dict(getattr(self, name))))
        set_(self, "no_buildings", frozenset(self.no_buildings))
        cards = tuple(self.cards)
        set_(self, "cards", cards)
        set_(self, "n_cards", len(cards))
        set_(self, "kind", tuple(c.kind for c in cards))
        set_(self, "value", tuple(c.value for c in cards))
        set_(self, "card_colours", tuple(c.colours for c in cards))
        set_(self, "action", tuple(c.action for c in cards))
        set_(self, "name", tuple(c.name for c in cards))
        set_(self, "label", tuple(c.label for c in cards))
        set_(self, "rent_to_all", tuple(c.kind == RENT and c.targets == "all" for c in cards))
        everyone = len(self.colours)
        set_(self, "any_wild", tuple(c.kind == WILD and len(c.colours) == everyone for c in cards))
        set_(self, "propertylike", tuple(c.kind in (PROPERTY, WILD) for c in cards))
        set_(self, "worth_on_table", tuple(c.kind in (PROPERTY, WILD) and c.value > 0 for c in cards))
        set_(self, "property_ids", tuple(c.id for c in cards if c.kind in (PROPERTY, WILD)))
        by_action: dict = {}
        for c in cards:
            if c.action:
                by_action.setdefault(c.action, []).append(c.id)
        set_(self, "action_ids", MappingProxyType({a: tuple(ids) for a, ids in by_action.items()}))

    def named(self, name: str) -> list[int]:
        """Ids of the cards whose printed name (or action word) is ``name``, in deck order."""
        return [c.id for c in self.cards if c.name == name or (c.action and c.action == name)]

    def colour_words(self, colour: str) -> str:
        """How players say ``colour`` ("light blue"); an unknown word as it is."""
        return self.colour_label.get(colour, str(colour).replace("_", " "))

    @classmethod
    def load(cls, package: str = DATA_PACKAGE, deck: str = DECK_FILE,
             rules: str = RULES_FILE) -> DealData:
        """Read the deck file and the rules file ``deck`` and ``rules`` of ``package``."""
        folder = resources.files(package)
        deck_data = json.loads(folder.joinpath(deck).read_text("utf-8"))
        rules_data = json.loads(folder.joinpath(rules).read_text("utf-8"))
        return cls.from_dicts(deck_data, rules_data)

    @classmethod
    def from_dicts(cls, deck: dict, rules: dict) -> DealData:
        """Build the data from the two files' contents (see :meth:`load`)."""
        sets = deck["property_sets"]
        colours = tuple(sets)
        targets = rules["rent_targets"]
        entries: list[tuple] = []                     # (kind, name, value, colours, action, targets)

        def colours_of(entry) -> tuple[str, ...]:
            return colours if isinstance(entry["colors"], str) else tuple(entry["colors"])

        def words_of(entry) -> str:
            if isinstance(entry["colors"], str):
                return "any-colour"
            return "/".join(rules["colours"][c]["label"] for c in entry["colors"])

        for money in deck["money"]:
            entries += [(MONEY, f"{money['value']}M", money["value"], (), "", "")] * money["count"]
        for colour, info in sets.items():
            entries += [(PROPERTY, name, info["card_value"], (colour,), "", "")
                        for name in info["properties"]]
        for wild in deck["property_wildcards"]:
            entries += [(WILD, f"{words_of(wild)} wildcard", wild["value"], colours_of(wild),
                         "", "")] * wild["count"]
        for act in deck["action_cards"]:
            entries += [(ACTION, act["name"], act["value"], (), ACTION_WORDS[act["name"]],
                         "")] * act["count"]
        for rent in deck["rent_cards"]:
            entries += [(RENT, f"{words_of(rent)} rent", rent["value"], colours_of(rent), "rent",
                         targets[rent["targets"]])] * rent["count"]
        if len(entries) != deck["totals"]["playable_total"]:
            raise ValueError(f"the deck file lists {len(entries)} cards but says "
                             f"{deck['totals']['playable_total']}")
        count = Counter(name for _, name, *_ in entries)
        seen: Counter = Counter()
        cards = []
        for card_id, (kind, name, value, cols, action, target) in enumerate(entries):
            seen[name] += 1
            label = name if count[name] == 1 else f"{name} ({seen[name]})"
            cards.append(Card(card_id, kind, name, label, value, cols, action, target))
        turn = deck["rules"]
        return cls(
            cards=tuple(cards), colours=colours,
            set_size={c: sets[c]["set_size"] for c in colours},
            rent_table={c: tuple(sets[c]["rent"]) for c in colours},
            colour_label={c: rules["colours"][c]["label"] for c in colours},
            colour_css={c: rules["colours"][c]["css"] for c in colours},
            card_css=rules["card_css"],
            no_buildings=frozenset(rules["no_buildings"]),
            building_rent=rules["building_rent"],
            hand_start=turn["initial_hand"], draw=turn["draw_per_turn"],
            draw_empty=turn["draw_if_hand_empty"], plays=turn["plays_per_turn"],
            hand_limit=turn["hand_limit_end_of_turn"], sets_to_win=rules["sets_to_win"],
            pass_go_draws=rules["pass_go_draws"], debt_amount=rules["debt_collector_amount"],
            birthday_amount=rules["birthday_amount"], double_factor=rules["double_rent_factor"])
