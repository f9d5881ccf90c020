"""Helpers for the rule-ID tests of ``landlords-1906``: exact situations on scripted dice.

Games are made with human players only (unless ``bots`` is given), the first player
named (no order throws) and the opening deal declined by everyone, so that every card
starts in the pack and every dollar is accounted for.  Situations the dice cannot reach
quickly (a card already owned, a player already on a space, cash in hand) are set up
here by touching the state directly; money always moves between accounts by
``game.pay`` (from or to Miscellaneous), so the ledger still sums to zero.  Board facts
(the spaces' names) are read from the game's data.
"""

from __future__ import annotations

import landlords
from landlords import CHANCE
from landlords.engine.chance import ChanceSource, label
from landlords.engine.registry import find_rules

RULES = "landlords-1906"
#: The board and numbers of the 1906 game (what a game of it reads as ``game.data``).
DATA = find_rules(RULES).game_class.DATA
SPACE = {name: index for index, name in enumerate(DATA.names)}
# A few spaces by a short name (indices from landlords-1906-board.csv).
MOTHER_EARTH, WAYBACK, FUEL, LONELY_LANE, HOGG, ROYAL_RUSHER = 0, 1, 2, 3, 4, 5
THE_PIKE, THE_FARM, SPECULATION, RUBEVILLE, JAIL = 6, 7, 8, 9, 10
BOOMTOWN, GOAT_ALLEY, SOAKUM, BEGGARMAN, SHOOTING_STAR = 11, 12, 13, 14, 15
RICKETY_ROW, FOOD, MARKET_PLACE, COTTAGE_TERRACE, CENTRAL_PARK = 16, 17, 18, 19, 20
EASY_STREET, CHANCE_1, GEORGE_STREET, MAGUIRE_FLATS, GEE_WHIZ = 21, 22, 23, 24, 25
FAIRHOPE, SLAMBANG, JOHNSON_CIRCLE, BOWERY, BLUEBLOOD = 26, 27, 28, 29, 30
BROADWAY, CLOTHING, MADISON_SQUARE, FIFTH_AVENUE, PDQ = 31, 32, 33, 34, 35
GRAND_BOULEVARD, CHANCE_2, WALL_STREET, LUXURY = 36, 37, 38, 39
RAILROADS = (ROYAL_RUSHER, SHOOTING_STAR, GEE_WHIZ, PDQ)


def start(players=("Ann", "Bob"), dice=(), first=None, options=None, seed=1, bots=None,
          rules=RULES):
    """A game of humans (``players``) on scripted ``dice``, past the opening deal.

    ``first`` names the first player (default: the first name).  Pass
    ``options={"first_player": None}`` to throw for the first player (LG-S3).  Every
    player declines the cards dealt to him, so all cards start in the pack.  ``rules``
    may name a variant of the 1906 game.
    """
    opts = {"first_player": first or players[0]}
    opts.update(options or {})
    game = landlords.new_game(rules, players=list(players), bots=dict(bots or {}), seed=seed,
                              options=opts, dice=[tuple(d) for d in dice])
    game.step()                       # the order throws and the deal (chance)
    while game.decision == "initial":
        game.apply(("done",))
    return game


def seat(game, name: str) -> int:
    return game.players.index(name)


def throw(game, player: str):
    """``player`` throws the dice (his turn must be waiting); chance resolves."""
    assert game.to_move == player, f"{player} cannot throw: to move is {game.to_move} ({game.decision})"
    assert game.decision == "turn", f"{player} is deciding {game.decision}, not a turn"
    events = game.apply(("throw",))
    events += game.step()
    return events


def act(game, player: str, action):
    """``player`` takes ``action``; any chance that follows resolves."""
    assert game.to_move == player, f"to move is {game.to_move} ({game.decision}), not {player}"
    events = game.apply(tuple(action))
    if game.to_move == CHANCE:
        events += game.step()
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def fields(events, kind: str) -> list[dict]:
    """The fields of every event of ``kind``."""
    return [e.fields for e in events if e.kind == kind]


def payments(events) -> list[tuple]:
    """``(payer, payee, amount, reason)`` of every payment among ``events``."""
    return [(f["payer"], f["payee"], f["amount"], f["reason"]) for f in fields(events, "paid")]


def set_cash(game, name: str, amount: int) -> None:
    """Give ``name`` exactly ``amount`` in cash, moving the difference from/to Miscellaneous."""
    who = seat(game, name)
    diff = amount - game.balances[who]
    if diff > 0:
        game.pay(game.MISC, who, diff, "starting_cash", None)
    elif diff < 0:
        game.pay(who, game.MISC, -diff, "starting_cash", None)


def fund_treasury(game, amount: int) -> None:
    """Move ``amount`` from Miscellaneous into the Public Treasury (spent at the next step, ST-6)."""
    game.pay(game.MISC, game.TREAS, amount, "tax", None)


def give(game, name: str, *spaces: int) -> None:
    """Hand the cards of ``spaces`` to ``name`` (as if bought earlier)."""
    for space in spaces:
        game._set_owner(space, seat(game, name))


def put(game, name: str, space: int) -> None:
    """Put ``name``'s checker on ``space``."""
    game.pos[seat(game, name)] = space


def build(game, name: str, space: int, times: int = 1):
    """``name`` builds ``times`` houses on ``space`` on his turn (LG-14 / ST-4), through play."""
    events = []
    for _ in range(times):
        events += act(game, name, ("build", space))
    return events


def total_money(game) -> int:
    """The sum of all balances: always 0 (money only moves)."""
    return sum(game.balances)


def card_seed(*card_ids: str) -> int:
    """A seed whose Chance draws, in order, are ``card_ids`` (LG-11: from the full deck)."""
    deck = [c.id for c in DATA.chance]
    key = label("card")
    for seed in range(200000):
        source = ChanceSource(seed)
        if all(deck[source.index(len(deck), key, k)] == cid for k, cid in enumerate(card_ids)):
            return seed
    raise AssertionError(f"no seed below 200000 draws {card_ids}")
