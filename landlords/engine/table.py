"""A model of the table for drawing: what a screen shows of a game, in plain values.

A game answers ``game.table(viewer=None)`` with one of these frozen values; the apps draw
it and never look inside the game.  Every rule set can say what its table looks like
without knowing how it is drawn, and a screen can draw any rule set without knowing its
rules:

* :class:`Table`: the players (:class:`Seat`), the money that is not theirs
  (:class:`Purse`), the rules in force, the clock and a few notes.  A game with nothing
  else on the table (the no-land baseline) answers a plain :class:`Table`.
* :class:`BoardTable`: a :class:`Table` with spaces round a board (:class:`Space`), the
  spaces inside it, the tokens and the last throw of the dice.
* :class:`CardTable`: a :class:`Table` with each player's bank, property sets and hand
  (:class:`CardArea`), the draw pile and the discard pile.

Colours that are facts of a game (a colour group's band) are given as CSS colours;
the players' own colours are the screen's business.  Names of players are given as the
game knows them, so a screen can colour them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Seat:
    """One player, as the table shows him.

    Attributes:
        name: the player's name.
        cash: cash in hand (in the game's money).
        wealth: wealth as the rules count it now.
        bot: the bot's strategy, or ``None`` for a person.
        where: where he is, in words ("Boomtown", "in Jail", "bankrupt").
        to_move: whether he must decide now.
        tags: short words about him ("monarch", "bankrupt").
    """

    name: str
    cash: int
    wealth: int
    bot: str | None = None
    where: str = ""
    to_move: bool = False
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Purse:
    """Money on the table that is no player's (the Public Treasury, a pot, the wages).

    Attributes:
        key: a stable word for it (``"treasury"``), for screens and tests.
        label: how the screen labels it ("Public Treasury").
        amount: the amount shown.
        text: the amount as it should read, when it is not plain money ("4 · 2 left").
    """

    key: str
    label: str
    amount: int = 0
    text: str = ""


@dataclass(frozen=True)
class Building:
    """Buildings standing on a space.

    Attributes:
        kind: ``"house"`` or ``"hotel"`` (or another word of the rule set).
        count: how many.
        owner: the player whose buildings they are (their colour marks them), or ``None``.
    """

    kind: str
    count: int
    owner: str | None = None


@dataclass(frozen=True)
class Space:
    """One space of a board.

    Attributes:
        index: the space's index in the game (what actions and events name).
        name: its name as printed.
        detail: a short second line (its price and rent, a tax, a fare).
        band: the CSS colour of its band (a colour group or kind of space), or ``None``.
        fill: a CSS colour for its background (a corner, a public work), or ``None``.
        holder: the player who holds its card or deed, or ``None``.
        holder_label: words shown instead of a player (``"PUBLIC · free"``), or ``""``.
        buildings: what stands on it.
        marks: short words drawn on it (``"mortgaged"``, ``"free college"``).
        corner: for a space inside the board, the ring index of the corner it sits
            beside; ``None`` for a space of the ring.
        active: whether it is in use under the rules in force (drawn faded if not).
        in_play: whether the decision waiting is about it (a card dealt, a lot
            auctioned).
        tooltip: a sentence shown on hover.
        group: the colour group's word, when it has one (``"light_blue"``).
        price: its printed price, or 0.
    """

    index: int
    name: str
    detail: str = ""
    band: str | None = None
    fill: str | None = None
    holder: str | None = None
    holder_label: str = ""
    buildings: tuple[Building, ...] = ()
    marks: tuple[str, ...] = ()
    corner: int | None = None
    active: bool = True
    in_play: bool = False
    tooltip: str = ""
    group: str | None = None
    price: int = 0


@dataclass(frozen=True)
class Table:
    """What every table shows.

    Attributes:
        title: the game's title ("THE LANDLORD'S GAME").
        subtitle: one line under it (edition, seed).
        regime: the regime in force (a rule set's word), or ``None``.
        regime_label: the rules in force in words ("LANDLORD RULES IN FORCE"), or ``""``.
        reform: whether the regime in force is the reform the switch puts in force.
        turn: the turn being played (the learner's clock).
        round: the round being played (0 before the first).
        to_move: the player who must decide, ``"chance"``, or ``None`` when over.
        ending: when the game is over, how it ended in words; else ``""``.
        seats: the players, in seat order.
        purses: money on the table that is no player's, in the order shown.
        notes: short sentences shown under the table ("Free Colleges: ...").
    """

    title: str
    subtitle: str = ""
    regime: str | None = None
    regime_label: str = ""
    reform: bool = False
    turn: int = 0
    round: int = 0
    to_move: str | None = None
    ending: str = ""
    seats: tuple[Seat, ...] = ()
    purses: tuple[Purse, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        """``"table"``, ``"board"`` or ``"cards"``: which drawing fits."""
        return "table"


@dataclass(frozen=True)
class BoardTable(Table):
    """A board game's table.

    Attributes:
        spaces: the spaces round the board, in order (index 0 in the bottom-right corner,
            then clockwise as on the printed board); 40 for a square of ten a side.
        inner: spaces inside the ring (each with its ``corner``).
        tokens: ``{player: space index}`` of every player on the board (ring or inner).
        dice: ``(player, a, b)`` of the last throw, or ``None``.
    """

    spaces: tuple[Space, ...] = ()
    inner: tuple[Space, ...] = ()
    tokens: dict = field(default_factory=dict)
    dice: tuple | None = None

    @property
    def kind(self) -> str:
        return "board"


@dataclass(frozen=True)
class Card:
    """One card, as the table shows it.

    Attributes:
        id: the card's identity in the game (what actions name).
        name: its printed name ("Rent: red/yellow").
        label: a name that tells it from every other card in view ("the other Rent:
            red/yellow"); the name when it is the only one.
        value: its money value (in the game's money).
        color: the CSS colour it is shown in, or ``None``.
        kind: a word for what it is (``"money"``, ``"property"``, ``"action"``).
    """

    id: int
    name: str
    label: str = ""
    value: int = 0
    color: str | None = None
    kind: str = ""


@dataclass(frozen=True)
class CardSet:
    """Property cards laid down as one colour's set.

    Attributes:
        group: the colour's word (``"dark_blue"``).
        label: the colour in words ("dark blue").
        color: its CSS colour.
        cards: the cards in it (property cards first, then buildings).
        needed: how many property cards complete it.
        complete: whether it is complete.
    """

    group: str
    label: str
    color: str
    cards: tuple[Card, ...] = ()
    needed: int = 0
    complete: bool = False


@dataclass(frozen=True)
class CardArea:
    """What one player has in front of him.

    Attributes:
        name: the player's name.
        bank: the cards in his bank.
        bank_value: their total value.
        sets: his property sets, by colour.
        hand_count: how many cards he holds.
        hand: the cards in his hand, face up, when the table is drawn for him
            (``game.table(viewer=name)``); else ``None``.
    """

    name: str
    bank: tuple[Card, ...] = ()
    bank_value: int = 0
    sets: tuple[CardSet, ...] = ()
    hand_count: int = 0
    hand: tuple[Card, ...] | None = None


@dataclass(frozen=True)
class CardTable(Table):
    """A card game's table.

    Attributes:
        areas: each player's bank, sets and hand, in seat order.
        draw_count: cards left in the draw pile.
        discard: the discard pile, in the order the rule set keeps it (newest last when
            it keeps one).
    """

    areas: tuple[CardArea, ...] = ()
    draw_count: int = 0
    discard: tuple[Card, ...] = ()

    @property
    def kind(self) -> str:
        return "cards"


__all__ = ["BoardTable", "Building", "Card", "CardArea", "CardSet", "CardTable", "Purse",
           "Seat", "Space", "Table"]
