"""How a token moves round the Monopoly board, told to :mod:`landlords.analysis` as a Markov chain.

:func:`landing_model` is this rule set's ``RuleSet.landing``.  It describes the movement
of one token from the edition's own data (the board, the Chance and Community Chest
cards and their effects, the Jail numbers of MO-3 and MO-14), and the analysis solves it
exactly:

* a **state** (:class:`Token`) is where the token stands before a throw: a space with the
  doubles thrown so far in the turn (MO-3), or Jail with the turn it is spending there;
  and which Get Out of Jail Free cards its owner holds (a held card is out of its deck;
  under ``cards="returned"`` none is ever held);
* each **throw** has 36 equally likely outcomes; after a double the same turn throws
  again, so a turn has one to three throws;
* a throw **ends a move** where the token comes to rest once everything the spaces make
  it do is done: a card that moves it (to the card's space, or on to the next deck), Go
  to Jail, a card sending it to Jail or a third double (MO-3: the move ends in Jail).  A
  failed throw in Jail (MO-14) ends no move (:meth:`LandingModel.stands` says where it
  leaves the token, for the analysis' tables per throw).

Cards are drawn as if each draw were from the whole deck shuffled afresh (less a Get Out
of Jail Free card held); the game keeps each deck in the order of one shuffle (MO-11), so
over one game the draws cycle through the deck, which the long run averages out (the
sample the analysis compares with plays many games, each with its own shuffle).

The token's owner can always pay and never goes bankrupt.  The one choice the rules
leave him that changes where his token goes is Jail (:data:`POLICY`): ``"short"`` uses a
Get Out of Jail Free card (Chance's first) or pays the fine before throwing, as the
bots do while there is land to buy (the default); ``"long"`` stays and throws for a
double (paying at the third failure; a card is kept, never used), as the cautious,
improver and trader bots do once others have built six houses.

The second option, ``cards``, is not a player's choice but a convention of the analysis:
``"kept"`` (the default) is what the game does, a drawn Get Out of Jail Free card stays
with its drawer, out of its deck, until he uses it; ``"returned"`` is the convention of
published landing tables such as Collins's (:data:`PUBLISHED`), where the card is used
or given back the moment it is drawn, so each deck always holds all its cards and the
state never holds one.  The engine plays ``"returned"`` too: its sample puts a card drawn
back at the bottom of its deck at once (the game's own ``_return_card``).

:meth:`LandingModel.sample` plays moves through this rule set's own rule code (the
game's frame methods, one token alone on a board it holds) for the analysis to check the
exact probabilities against.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from landlords.engine import board_chain
from landlords.engine.board_chain import (
    BoardChain,
    FrameHandlers,
    Landing,
    RentLevel,
    flat_rent,
    two_dice,
)
from landlords.engine.options import Option

from .data import CHANCE, CHEST, DECK_CHANCE, DECK_CHEST, DECKS, GO_TO_JAIL, RAILROAD, STREET, UTILITY
from .frames import JAIL_THROW, MOVE, POST

POLICY = (
    Option("jail", "short", str, "MO-14: 'short' uses a Get Out of Jail Free card or pays the fine "
           "and leaves Jail at once; 'long' stays and throws for a double, paying at the third "
           "failure (a card drawn is kept, never used)", choices=("short", "long")),
    Option("cards", "kept", str, "MO-11: 'kept' keeps a drawn Get Out of Jail Free card out of its "
           "deck until used, as the game does; 'returned' puts it back at once (the convention of "
           "published tables: every deck always whole)", choices=("kept", "returned")),
)


class Published(NamedTuple):
    """How the published landing tables of this board count, for the analysis to compare
    with: ``tables``, who published them; ``policy``, the options that, with a table per
    throw, follow their convention; ``theirs``, that convention in words; ``game``, in
    words, what the game does instead (what the analysis' own tables follow)."""

    tables: str
    policy: dict
    theirs: str
    game: str


#: The published tables of the classic board, Truman Collins's for one, count per throw
#: of the dice and never let a Get Out of Jail Free card be held (a test checks the
#: analysis against figures of his table).
PUBLISHED = Published(
    "Truman Collins's \"Probabilities in the Game of Monopoly\", for one",
    {"cards": "returned"},
    "treat a Get Out of Jail Free card as used or given back the moment it is drawn, so that "
    "each deck always holds all its cards",
    "a Get Out of Jail Free card that the token's owner holds is out of its deck until he "
    "uses it (the chain's state tracks the cards held)")


@cache
def mean_throw() -> float:
    """The mean of a throw of two dice (a utility's rent set by a card is a multiple of a
    new throw)."""
    return sum(total * p for total, _, p in two_dice())


class Harness(board_chain.Harness):
    """The game the sample is played in (:func:`reference_game`): the mover (who holds
    every deed) and one other; the token starts on Go."""

    OTHER = 1
    NAMES = ("Mover", "Other")


class Token(NamedTuple):
    """Where a token stands before a throw: ``space``; ``doubles`` thrown so far this
    turn; ``jail``, the turn it spends in Jail (0 when free); ``held``, by deck (Chance,
    Community Chest), whether its owner holds that deck's Get Out of Jail Free card."""

    space: int
    doubles: int = 0
    jail: int = 0
    held: tuple = (False, False)


class Basis(NamedTuple):
    """What the rent of a landing depends on besides the space: the throw's ``total`` (a
    utility's rent is a multiple of it), and a card's multiple of the rent or of a new
    throw (MO-11: the nearest railroad pays twice; the nearest utility ten times a throw)."""

    total: int
    rent_multiplier: int = 1
    dice_multiplier: int = 0


def resolve_policy(policy: dict) -> dict:
    """``policy`` complete with defaults; raises ``OptionError`` for a bad name or value."""
    return board_chain.resolve_policy(POLICY, policy, LandingModel.NAME)


def landing_model(rules, **policy) -> LandingModel:
    """The ``RuleSet.landing`` of Monopoly: the model of the board of ``rules`` (this
    rule set, or a variant whose game class holds another edition's ``DATA``)."""
    return LandingModel(rules, **policy)


class LandingModel(BoardChain):
    """One token's movement on the board of ``rule_set`` (its game class's
    :class:`~.data.MonopolyData`) under ``policy``.

    Attributes:
        rule_set: the rule set; ``rules`` its name; ``data`` its edition; ``published``
            how published tables of the board count (:data:`PUBLISHED`).

    Raises:
        OptionError: an unknown policy option, or a value it does not accept.
    """

    POLICY = POLICY
    NAME = "monopoly"
    #: The kinds of space that are building land (streets), as opposed to the railroads
    #: and utilities.
    lot_kinds = frozenset({STREET})

    def __init__(self, rule_set, **policy) -> None:
        super().__init__(rule_set, **policy)
        self.published = PUBLISHED
        self.start = Token(self.data.go_space)
        self._stops: dict = {}

    def starts_turn(self, state: Token) -> bool:
        """A throw starts a turn unless a double came before it in the turn (MO-3)."""
        return state.doubles == 0

    # ------------------------------------------------------------------ the chain
    def transitions(self, state: Token) -> list:
        """Every outcome of the throw from ``state``: ``(probability, next state, Landing or
        None)``, None when the throw moved nothing."""
        data = self.data
        if state.jail == 0:
            return self._throws(state.space, state.doubles, state.held)
        if self.policy["jail"] == "short":                 # MO-14: a card, or the fine
            held = list(state.held)
            if True in held:
                held[held.index(True)] = False
            return self._throws(data.jail_space, 0, tuple(held))
        out = []
        for total, double, p in two_dice():
            if double or state.jail >= data.jail_throws:   # out by a double, or paying at the last
                out += self._move(data.jail_space, total, None, state.held, p)
            else:
                out.append((p, state._replace(jail=state.jail + 1), None))
        return out

    def _throws(self, origin: int, doubles: int, held: tuple) -> list:
        data = self.data
        out = []
        for total, double, p in two_dice():
            if double and doubles + 1 == data.doubles_to_jail:     # MO-3: the third double
                out.append((p, Token(data.jail_space, 0, 1, held), Landing(data.jail_space, True)))
            else:
                out += self._move(origin, total, doubles + 1 if double else None, held, p)
        return out

    def _move(self, origin: int, total: int, doubles, held: tuple, p: float) -> list:
        """``doubles``: the doubles thrown this turn when the throw was one (he throws
        again), else None (the turn ends after this move)."""
        data = self.data
        out = []
        for q, space, jailed, after_held, basis in self._stops_from((origin + total) % data.size, total, held):
            if jailed:
                after = Token(data.jail_space, 0, 1, after_held)
            else:
                after = Token(space, doubles or 0, 0, after_held)
            out.append((p * q, after, Landing(space, jailed, basis)))
        return out

    def _stops_from(self, s: int, total: int, held: tuple) -> list:
        key = (s, total, held)
        stops = self._stops.get(key)
        if stops is None:
            stops = self._stops[key] = self._arrive(s, total, held, Basis(total), 0)
        return stops

    def _arrive(self, s: int, total: int, held: tuple, basis: Basis, stops: int) -> list:
        """Where a token reaching ``s`` comes to rest:
        ``[(probability, space, jailed, held cards, basis)]``."""
        data = self.data
        if stops > self.MOST_STOPS:
            raise ValueError(f"{data.edition}: the board sends a token round a loop (at {data.names[s]})")
        if data.is_property[s]:
            return [(1.0, s, False, held, basis)]
        kind = data.kind[s]
        if kind == GO_TO_JAIL:                                     # MO-14
            return [(1.0, data.jail_space, True, held, None)]
        if kind not in (CHANCE, CHEST):
            return [(1.0, s, False, held, None)]
        name = DECK_CHANCE if kind == CHANCE else DECK_CHEST
        k = DECKS.index(name)
        deck = data.deck(name)
        cards = [card for i, card in enumerate(deck) if not (held[k] and i == data.goojf[k])]
        share = 1 / len(cards)
        out = []
        for card in cards:                                         # MO-11
            effect = card.effect
            kind = effect["type"]
            if kind == "get_out_of_jail_free":
                kept = list(held)
                kept[k] = self.policy["cards"] == "kept"       # or back in the deck at once
                out.append((share, s, False, tuple(kept), None))
                continue
            if kind == "move_to":
                dest, card_basis = effect["square"], Basis(total)
            elif kind == "move_to_nearest":                        # the next one ahead
                group = data.group_spaces[effect["group"]]
                dest = min(group, key=lambda t: (t - s) % data.size or data.size)
                card_basis = Basis(total, effect.get("rent_multiplier", 1), effect.get("dice_multiplier", 0))
            elif kind == "move_relative":
                dest, card_basis = (s + effect["steps"]) % data.size, Basis(total)
            elif kind == "go_to_jail":
                out.append((share, data.jail_space, True, held, None))
                continue
            else:                                                  # money: he stays
                out.append((share, s, False, held, None))
                continue
            out += [(share * q, space, jailed, after, b)
                    for q, space, jailed, after, b in self._arrive(dest, total, held, card_basis, stops + 1)]
        return out

    # ------------------------------------------------------------------ rents
    def rent_levels(self) -> tuple[RentLevel, ...]:
        """Every deed at each level of development, with its rent per landing (MO-6, MO-7):
        a street unimproved, with its whole group, with 1 to 4 houses and a hotel; a
        railroad by the railroads its holder holds; a utility by the utilities he holds
        (a multiple of the throw)."""
        data = self.data
        levels = []
        for s in data.properties:
            group, price = data.group[s], data.price[s]
            colour = data.group_colours[group]
            kind = data.kind[s]
            if kind == STREET:
                rents, house = data.rents[s], data.house_cost[s]
                levels.append(RentLevel(s, group, colour, "unimproved", price, 0, flat_rent(rents[0])))
                levels.append(RentLevel(s, group, colour, "whole group", price, 0, flat_rent(rents[1])))
                for houses in range(1, data.hotel + 1):
                    name = "hotel" if houses == data.hotel else f"{houses} house{'s' if houses > 1 else ''}"
                    levels.append(RentLevel(s, group, colour, name, price, houses * house,
                                            flat_rent(rents[1 + houses])))
            elif kind == RAILROAD:
                for held in range(1, len(data.railroads) + 1):
                    levels.append(RentLevel(s, group, colour, f"{held} railroad{'s' if held > 1 else ''} held",
                                            price, 0, _railroad(data.railroad_rent[held - 1])))
            elif kind == UTILITY:
                for held in range(1, len(data.utilities) + 1):
                    levels.append(RentLevel(s, group, colour, f"{held} utilit{'ies' if held > 1 else 'y'} held",
                                            price, 0, _utility(data.utility_rent[held])))
        return tuple(levels)

    def rent_now(self, table, options, s: int):
        """What an opponent's landing on ``s`` pays its holder now (MO-6), as
        ``rent(basis)``, read from a drawn table (``game.table()``); None for a space that
        earns nothing (not a deed, the Bank's, or mortgaged)."""
        data = self.data
        if not data.is_property[s]:
            return None
        space = table.spaces[s]
        holder = space.holder
        if holder is None or "mortgaged" in space.marks:
            return None
        kind = data.kind[s]
        if kind == STREET:
            rents = data.rents[s]
            level = 0
            for building in space.buildings:
                level = data.hotel if building.kind == "hotel" else building.count
            if level:
                return flat_rent(rents[1 + level])
            whole = all(table.spaces[t].holder == holder for t in data.group_of[s])
            return flat_rent(rents[1] if whole else rents[0])
        group = data.railroads if kind == RAILROAD else data.utilities
        held = sum(1 for t in group if table.spaces[t].holder == holder)
        if kind == RAILROAD:
            return _railroad(data.railroad_rent[held - 1])
        return _utility(data.utility_rent[held])

    # ------------------------------------------------------------------ the engine's own moves
    def _play(self, seed: int, moves: int) -> tuple[int, ...]:
        """One game of :meth:`sample`, a harness (:func:`reference_game`) with its own
        shuffle of the decks: the token plays alone through the game's own frame methods
        (dice, doubles, cards, Go to Jail, Jail), the policy answering its decisions; under
        ``cards="returned"`` a Get Out of Jail Free card drawn goes back to the bottom of
        its deck before anything else is done."""
        data = self.data
        game = reference_game(self.rule_set, seed)
        short = self.policy["jail"] == "short"
        returned = self.policy["cards"] == "returned"
        counts = [0] * (data.size + 1)
        mover = Harness.MOVER
        pos, jailed, jail_fails, goojf = game.pos, game.jailed, game.jail_fails, game.goojf
        jail_space = data.jail_space
        handlers = FrameHandlers(game)
        throws = moved = 0
        pending = False                                   # a throw whose move is not yet over
        while moved < moves:
            frame = game.top_frame
            if frame is None or (frame.kind == "dice" and frame.purpose in (MOVE, JAIL_THROW)):
                if pending:                               # the last throw's move is over
                    throws += 1
                    counted = throws > Harness.BURN_IN
                    if jailed[mover] and jail_fails[mover]:
                        counts[-1] += counted
                    else:
                        counts[jail_space if jailed[mover] else pos[mover]] += counted
                        moved += counted
                pending = frame is not None
                if frame is None:
                    game._begin_turn(mover)
                    continue
            frame = game.pop_frame()
            kind = frame.kind
            step = handlers.step(kind)
            if step is not None:
                step(frame)
                while returned and mover in goojf:        # a card drawn goes back at once
                    game._return_card(goojf.index(mover))
                continue
            if kind == "turn":
                if frame.phase == POST:
                    action = ("end",)
                elif jailed[mover] and short:
                    cards = [deck for k, deck in enumerate(DECKS) if goojf[k] == mover]
                    action = ("use_card", cards[0]) if cards else ("pay_fine",)
                else:
                    action = ("throw",)
            elif kind == "income_tax":
                action = ("pay_flat",)
            else:
                raise RuntimeError(f"the landing harness met a decision it does not play: {frame}")
            handlers.decide(kind)(frame, action)
        return tuple(counts)


def _railroad(amount: int) -> Callable:
    """A railroad's rent: twice it for a token a card sent to the nearest railroad (MO-11)."""
    def rent(basis, amount=amount):
        return amount * (basis.rent_multiplier if basis is not None else 1)
    rent.amount = amount
    return rent


def _utility(multiple: int) -> Callable:
    """A utility's rent: ``multiple`` times the throw that brought the token; for a token a
    card sent there, the card's multiple of a new throw (MO-11)."""
    def rent(basis, multiple=multiple):
        if basis is None:
            return multiple * mean_throw()
        if basis.dice_multiplier:
            return basis.dice_multiplier * mean_throw()
        return multiple * basis.total
    rent.multiple = multiple
    return rent


def reference_game(rules, seed: int = 0):
    """The game of ``rules`` the sample is played in: two players, money no object, every
    deed held by the mover (seat 0: no purchase, no auction, no rent), the decks shuffled
    by the game; it never ends by itself (no one goes bankrupt, no time limit (MO-18), the
    round cap is never reached: the harness begins the mover's turns itself)."""
    from landlords.engine.setup import start_game

    mover = Harness.MOVER
    game = start_game(rules, list(Harness.NAMES), None, seed,
                      {"first_player": Harness.NAMES[mover], "time_limit_rounds": None,
                       "max_rounds": 10 ** 9}, None, False)
    for seat in (mover, Harness.OTHER):
        game.pay(game.BANK, seat, Harness.RICH, "starting_cash")
    for s in game.data.properties:
        game.owner[s] = mover
    return game


__all__ = ["POLICY", "PUBLISHED", "Harness", "Basis", "Landing", "LandingModel", "Published", "RentLevel",
           "Token", "landing_model", "mean_throw", "reference_game", "resolve_policy", "two_dice"]
