"""How a token moves round Magie's board, told to :mod:`landlords.analysis` as a Markov chain.

:func:`landing_model` is this rule set's ``RuleSet.landing``.  It describes the movement
of one token under the landlord rules from the game's own data (the move table of LG-2
and LG-17, the spaces' kinds, the Chance deck of LG-11, the Jail numbers of LG-6), and
the analysis solves it exactly:

* a **state** (:class:`Token`) is where the token stands before a throw: a space, or Jail
  with the turn it is spending there (1 after being sent, 2 after one failed throw...);
* every turn has exactly one **throw** (a double gives no extra throw in this game); its
  36 equally likely outcomes lead, through the player's choices and the spaces' rules,
  to the state before the next throw;
* a throw **ends a move** on the space where the token comes to rest once everything the
  spaces make it do is done: a Chance card that moves it (LG-11), trespass or a card
  that sends it to Jail (LG-5: the move ends in Jail), the Luxury refused (LG-13: the
  same throw backward from where it started).  A throw that leaves the token where it
  stood (a failed throw in Jail, LG-6; Speculation refused, LG-8) ends no move
  (:meth:`LandingModel.stands` says where it leaves the token, for the tables per throw).

What the chain leaves out, on purpose: the token's owner can always pay, so the Poor
House (LG-12) and the natural opportunities (ST-8), which only a player who cannot pay
enters, are never reached; the rules in force are the landlord rules (no colleges on the
reservations); the token's owner is not the broker (a skin game jails the broker, LG-8,
not the speculator).

The player's choices are the model's **policy** (:data:`POLICY`), each an
:class:`~landlords.engine.options.Option` whose default is what the bots play when money
is no object: they pay the fine at once (``jail="short"``), move forward, backward or by
the pass as their shared judgement chooses for a player who owes no rent on the board
(``move="bots"``: the choices are asked of the bots themselves, see
:func:`reference_game`), go on to Speculation and buy the luxury.  Two bots differ:
the cautious saver never speculates, the land speculator never buys a luxury.

:meth:`LandingModel.sample` plays moves through this rule set's own rule code (the
game's frame methods, one token alone on a board held by others) for the analysis to
check the exact probabilities against.
"""

from __future__ import annotations

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

from .bots import LandlordsBot
from .data import CHANCE, FRANCHISE, LOT, LUXURY, RAILROAD, TRESPASS, DataError
from .movement import BACKWARD, FORWARD

POLICY = (
    Option("jail", "short", str, "LG-6: 'short' pays the fine and leaves Jail at once; 'long' "
           "stays and throws for a double, paying at the third failure", choices=("short", "long")),
    Option("move", "bots", str, "LG-2, LG-17: 'bots' moves forward, backward or by the pass as "
           "the bots choose for a player who owes no rent; 'forward' always moves forward, "
           "never by the pass", choices=("bots", "forward")),
    Option("speculation", "go", str, "LG-8: 'go' moves on to Speculation; 'stay' refuses the "
           "move and stays", choices=("go", "stay")),
    Option("luxury", "take", str, "LG-13: 'take' buys the luxury; 'back' moves the same "
           "throw backward", choices=("take", "back")),
)


class Harness(board_chain.Harness):
    """The game the sample is played in and the bots are asked in (:func:`reference_game`):
    the mover, and the holder of the broker's licence; the token starts on Mother Earth."""

    HOLDER = 1
    NAMES = ("Mover", "Holder")


class Token(NamedTuple):
    """Where a token stands before a throw: ``space``, and ``jail`` the turn it spends in
    Jail (0 when free; 1 on the first turn after being sent, ...)."""

    space: int
    jail: int = 0


def resolve_policy(policy: dict) -> dict:
    """``policy`` complete with defaults; raises ``OptionError`` for a bad name or value."""
    return board_chain.resolve_policy(POLICY, policy, LandingModel.NAME)


def landing_model(rules, **policy) -> LandingModel:
    """The ``RuleSet.landing`` of The Landlord's Game: the model of the board of ``rules``
    (this rule set, or a variant whose game class holds other ``DATA``)."""
    return LandingModel(rules, **policy)


class LandingModel(BoardChain):
    """One token's movement on the board of ``rule_set`` (its game class's
    :class:`~.data.GameData`) under ``policy``.

    Attributes:
        rule_set: the rule set; ``rules`` its name; ``data`` its board and numbers.

    Raises:
        OptionError: an unknown policy option, or a value it does not accept.
    """

    POLICY = POLICY
    NAME = "landlords-1906"
    #: The kinds of space that are building land (where houses stand), as opposed to the
    #: railroads and franchises.
    lot_kinds = frozenset({LOT})

    def __init__(self, rule_set, **policy) -> None:
        super().__init__(rule_set, **policy)
        self.start = Token(self.data.mother_earth)
        self._choices = move_choices(rule_set, self.policy["move"])

    def starts_turn(self, state: Token) -> bool:
        """Every throw starts a turn in this game (LG-17: a double gives no extra throw)."""
        return True

    # ------------------------------------------------------------------ the chain
    def transitions(self, state: Token) -> list:
        """Every outcome of the throw from ``state``: ``(probability, next state, Landing or
        None)``, None when the throw moved nothing."""
        data = self.data
        if state.jail == 0 or self.policy["jail"] == "short":
            return self._throws(state.space if state.jail == 0 else data.jail)
        out = []
        for count, double, p in two_dice():                          # LG-6
            if double:                                           # serving his time
                out += self._move(data.jail, count, True, p)
            elif state.jail < data.jail_throws:
                out.append((p, Token(data.jail, state.jail + 1), None))
            else:                                                # the last failure: pay, move
                out += self._move(data.jail, count, False, p)
        return out

    def _throws(self, origin: int) -> list:
        out = []
        for count, double, p in two_dice():
            out += self._move(origin, count, double, p)
        return out

    def _move(self, origin: int, count: int, double: bool, p: float) -> list:
        data = self.data
        option = self._choices[origin, count, double]
        if option.dest == data.speculation and self.policy["speculation"] == "stay":
            return [(p, Token(origin), None)]                    # LG-8: he refuses and stays
        out = []
        for q, space, jailed in self._arrive(option.dest, origin, count, 0):
            after = Token(data.jail, 1) if jailed else Token(space)
            out.append((p * q, after, Landing(space, jailed)))
        return out

    def _arrive(self, s: int, origin: int, count: int, stops: int) -> list:
        """Where a token reaching ``s`` comes to rest: ``[(probability, space, jailed)]``."""
        data = self.data
        if stops > self.MOST_STOPS:
            raise DataError(f"the spaces of the board send a token round a loop (at {data.names[s]})")
        kind = data.kind[s]
        if kind == TRESPASS:                                     # LG-5
            return [(1.0, data.jail, True)]
        if kind == CHANCE and data.chance:                       # LG-11: every draw from the full deck
            share = 1 / len(data.chance)
            out = []
            for card in data.chance:
                effect = card.effect
                if effect["type"] == "move_to":
                    out += [(share * q, space, jailed)
                            for q, space, jailed in self._arrive(effect["space"], s, 0, stops + 1)]
                elif effect["type"] == "go_to_jail":
                    out.append((share, data.jail, True))
                else:
                    out.append((share, s, False))
            return out
        if kind == LUXURY and self.policy["luxury"] == "back":   # LG-13
            return self._arrive((origin - count) % data.size, origin, count, stops + 1)
        return [(1.0, s, False)]

    # ------------------------------------------------------------------ rents
    def rent_levels(self) -> tuple[RentLevel, ...]:
        """Every card's space at each level of development, with its rent per landing.

        Lots (LG-7, LG-14, LG-A3): the land rent; 1 to ``house_cap`` houses, each adding
        the house rent; and with the advanced rules, the whole section built to 1, 2, 3
        houses a lot, doubling the land rent each time.  Railroads by the number their
        holder holds, and pooled in a trust (a visitor pays the trust fare to each of the
        two partners); the franchises alone and as the municipal cinch (LG-9).
        """
        data = self.data
        levels = []
        for s in data.card_spaces:
            kind = data.kind[s]
            if kind == LOT:
                group = f"section {data.section[s]}"
                colour = data.section_bands.get(data.section[s], "#888888")
                land = data.land_rent[s]
                levels.append(_level(s, group, colour, "land rent", data.price[s], 0, land))
                for houses in range(1, data.house_cap + 1):
                    levels.append(_level(s, group, colour, _houses(houses), data.price[s],
                                         houses * data.house_price, land + houses * data.house_rent))
                for houses in range(1, data.house_cap + 1):
                    factor = 1 << min(houses, data.section_doublings)
                    levels.append(_level(s, group, colour, f"{_houses(houses)} each, section built "
                                         f"(LG-A3)", data.price[s], houses * data.house_price,
                                         land * factor + houses * data.house_rent))
            elif kind == RAILROAD:
                colour = data.kind_bands.get(RAILROAD, "#333333")
                for held in range(1, len(data.railroads) + 1):
                    levels.append(_level(s, "railroad", colour, f"{held} railroad{'s' if held > 1 else ''} held",
                                         data.price[s], 0, data.railroad_fares[held]))
                levels.append(_level(s, "railroad", colour, "in a trust (LG-9)", data.price[s], 0,
                                     2 * data.trust_fare))
            elif kind == FRANCHISE:
                colour = data.kind_bands.get(FRANCHISE, "#777777")
                levels.append(_level(s, "franchise", colour, "one franchise held", data.price[s], 0,
                                     data.franchise_fare))
                levels.append(_level(s, "franchise", colour, "both held (municipal cinch)", data.price[s],
                                     0, data.cinch_fare))
        return tuple(levels)

    def rent_now(self, table, options, s: int):
        """What an opponent's landing on ``s`` pays now, as ``rent(basis)``, read from a
        drawn table (``game.table()``) and the game's options; None for a space that
        earns no rent (not a card, or a card the public made free, ST-6)."""
        data = self.data
        kind = data.kind[s]
        space = table.spaces[s]
        if kind == LOT:
            land = data.land_rent[s]
            if options.get("advanced"):                          # LG-A3
                least = min(_houses_on(table.spaces[lot]) for lot in data.section_lots[s])
                land *= 1 << min(least, data.section_doublings)
            return flat_rent(land + data.house_rent * _houses_on(space))
        if kind not in (RAILROAD, FRANCHISE):
            return None
        if space.holder is None:
            return None if space.holder_label else flat_rent(data.unowned_fare)   # public: free
        group = data.railroads if kind == RAILROAD else data.franchises
        held = sum(1 for t in group if table.spaces[t].holder == space.holder)
        if kind == RAILROAD:
            return flat_rent(data.railroad_fares[held])
        return flat_rent(data.cinch_fare if held == len(group) else data.franchise_fare)

    # ------------------------------------------------------------------ the engine's own moves
    def _play(self, seed: int, moves: int) -> tuple[int, ...]:
        """One game of :meth:`sample`, a harness (:func:`reference_game`): the token plays
        alone through the game's own frame methods (dice, moves, Chance, Luxury,
        Speculation, Jail), the policy answering its decisions (the move chosen by the bots
        themselves under ``move="bots"``)."""
        data = self.data
        game = reference_game(self.rule_set, seed)
        policy = self.policy
        short, stay = policy["jail"] == "short", policy["speculation"] == "stay"
        luxury = ("luxury",) if policy["luxury"] == "take" else ("back",)
        mover, holder = Harness.MOVER, Harness.HOLDER
        bot = LandlordsBot(mover, seed) if policy["move"] == "bots" else None
        counts = [0] * (data.size + 1)
        pos, jailed, jail_fails = game.pos, game.jailed, game.jail_fails
        spec, owner = data.speculation, game.owner
        handlers = FrameHandlers(game)
        throws = moved = 0
        refused = False
        game._begin_turn(mover)
        while moved < moves:
            if not game.top_frame:                           # the turn is over: where did it end?
                throws += 1
                counted = throws > Harness.BURN_IN
                if refused or (jailed[mover] and jail_fails[mover]):
                    counts[-1] += counted
                else:
                    counts[data.jail if jailed[mover] else pos[mover]] += counted
                    moved += counted
                refused = False
                if owner[spec] != holder:                    # a skin game sent the licence back
                    game._set_owner(spec, holder)
                game._begin_turn(mover)
                continue
            frame = game.pop_frame()
            kind = frame.kind
            step = handlers.step(kind)
            if step is not None:
                step(frame)
                continue
            if kind == "turn":
                action = ("pay_fine",) if jailed[mover] and short else ("throw",)
            elif kind == "move":
                if bot is not None:
                    game.push(frame)                         # the bot sees the decision on top
                    action, _ = bot.decide(game, frame)
                    game.pop_frame()
                else:
                    action = ("move", FORWARD, 0)
            elif kind == "speculate":
                refused = stay
                action = ("stay",) if stay else ("speculate",)
            elif kind == "luxury":
                action = luxury
            else:
                raise RuntimeError(f"the landing harness met a decision it does not play: {frame}")
            handlers.decide(kind)(frame, action)
        return tuple(counts)


def _level(s, group, colour, level, price, buildings, amount) -> RentLevel:
    return RentLevel(s, group, colour, level, price, buildings, flat_rent(amount))


def _houses(n: int) -> str:
    return f"{n} house{'s' if n != 1 else ''}"


def _houses_on(space) -> int:
    return sum(b.count for b in space.buildings if b.kind == "house")


def reference_game(rules, seed: int = 0):
    """The game of ``rules`` the bots are asked in, and the sample is played in: two
    players, money no object, every card held by the mover (seat 0: he owes no rent
    anywhere) but the broker's licence, held by the other (so the mover is never the
    broker); the deal is skipped, and the game never ends by itself (the ending of LG-19
    is never reached).
    """
    from landlords.engine.setup import start_game

    forever = 10 ** 9
    mover, holder = Harness.MOVER, Harness.HOLDER
    game = start_game(rules, list(Harness.NAMES), None, seed,
                      {"first_player": Harness.NAMES[mover], "end": "rounds", "end_rounds": forever,
                       "max_rounds": forever}, None, False)
    game.clear_frames()                                   # no deal (LG-1): the cards are placed
    for seat in (mover, holder):
        game.pay(game.MISC, seat, Harness.RICH, "starting_cash")
    data = game.data
    for s in data.card_spaces:
        game._set_owner(s, holder if s == data.speculation else mover)
    return game


def move_choices(rules, policy: str) -> dict:
    """``{(origin, count, double): MoveOption}``: the move taken for every throw from
    every space (LG-2, LG-17), by the bots (asked in :func:`reference_game`) or always
    forward without the pass."""
    from .frames import Move
    data = rules.game_class.DATA
    choices = {}
    game = bot = None
    for origin in range(data.size):
        for count, double, _ in two_dice():
            options = data.moves[origin][count][double]
            if len(options) == 1:
                choices[origin, count, double] = options[0]
                continue
            if policy == "forward":
                choices[origin, count, double] = next(o for o in options
                                                      if o.direction == FORWARD and not o.use_pass)
                continue
            if game is None:
                game, bot = reference_game(rules), LandlordsBot(Harness.MOVER, 0)
            frame = Move(Harness.MOVER, count, origin, options)
            game.push(frame)
            action, _ = bot.decide(game, frame)
            game.pop_frame()
            choices[origin, count, double] = next(o for o in options if (o.direction, int(o.use_pass))
                                                  == (action[1], action[2]))
    return choices


__all__ = ["BACKWARD", "FORWARD", "POLICY", "Harness", "Landing", "LandingModel", "RentLevel",
           "Token", "landing_model", "move_choices", "reference_game", "resolve_policy", "two_dice"]
