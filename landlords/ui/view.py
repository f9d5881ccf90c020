"""Read-only views of a game for the apps, computed from its public face only.

The rule set keeps its state private; these helpers answer the questions a screen asks
(who holds what, what was the last throw, what is being auctioned, what should the
player to move be told) from ``game.events``, ``game.legal_actions()`` and the board
views of the rule set (``owner_of``, ``houses_on``, ``position``, ``status``...).
Nothing here changes a game.
"""

from __future__ import annotations

import landlords
from landlords.charts import player_colors
from landlords.engine.events import money

#: Board facts of the 1906 game (printed on the board; read, never changed).
from landlords.rules.landlords1906.board import COLLEGE_ORDER_NAMES, OPPORTUNITY_BASE

MAGIE = "landlords-1906"
MONOPOLY = "monopoly"


def is_magie(game) -> bool:
    """True for The Landlord's Game (the only rule set the drawn board knows)."""
    return getattr(game, "rules", None) is not None and game.rules.name == MAGIE


def is_monopoly(game) -> bool:
    """True for classic Monopoly (rule set ``monopoly``)."""
    return getattr(game, "rules", None) is not None and game.rules.name == MONOPOLY


def mortgaged_spaces(game) -> set[int]:
    """Monopoly: the spaces whose deeds are mortgaged now (MO-10).

    Read from the game's ``mortgaged`` flags when it has them, else replayed from the
    ``mortgaged``/``unmortgaged`` events (a deed changing hands keeps its mortgage).
    """
    flags = getattr(game, "mortgaged", None)
    if flags is not None:
        return {s for s, flag in enumerate(flags) if flag}
    spaces: set[int] = set()
    for event in game.events:
        if event.kind == "mortgaged":
            spaces.add(event.values[1])
        elif event.kind == "unmortgaged":
            spaces.discard(event.values[1])
    return spaces


def bank_buildings(game) -> tuple[int, int] | None:
    """Monopoly: ``(houses, hotels)`` the Bank has left to sell (MO-8), or ``None``."""
    houses, hotels = getattr(game, "houses_left", None), getattr(game, "hotels_left", None)
    if houses is None or hotels is None:
        return None
    return houses, hotels


def colors(game) -> dict[str, str]:
    """Each player's colour (the same on the board and in the charts)."""
    return player_colors(game.players)


def last_event(game, *kinds, since_kind: str | None = None):
    """The newest event of one of ``kinds`` (stop looking at an event of ``since_kind``)."""
    for event in reversed(game.events):
        if event.kind in kinds:
            return event
        if since_kind is not None and event.kind == since_kind:
            return None
    return None


def last_throw(game):
    """``(player, a, b)`` of the newest throw of the dice, or ``None``."""
    event = last_event(game, "threw")
    if event is None:
        return None
    player, a, b = event.values[:3]
    return player, a, b


def switches(game) -> list[tuple[int, str]]:
    """``[(turn, regime), ...]``: every switch of rules so far."""
    return [(e.turn, e.values[0]) for e in game.events if e.kind == "rules_switched"]


def public_spaces(game) -> list[int]:
    """Spaces bought by the Treasury for the public (free to use), ST-6."""
    if not is_magie(game):
        return []
    return [s for s in range(40) if game.owner_of(s) == "public"]


def colleges_built(game) -> list[int]:
    """Spaces on which the Treasury has built a Free College, ST-6(c)."""
    if not is_magie(game):
        return []
    return [game.board.index_of(name) for name in COLLEGE_ORDER_NAMES[:game.colleges]]


def monarch(game) -> str | None:
    """The Monarch of the World (scenario LG-M1), or ``None``."""
    event = last_event(game, "monarch")
    return event.values[0] if event is not None else None


def space_name(game, s: int) -> str:
    if s >= OPPORTUNITY_BASE:
        return game.board.opportunities[s - OPPORTUNITY_BASE].name
    return game.board.spaces[s].name


def auction(game) -> dict | None:
    """The auction in progress (for ``bid`` and ``option`` decisions), from the events.

    ``{"space", "starter", "floor", "purpose", "high", "high_bidder"}``; ``high`` is 0
    and ``high_bidder`` None while nobody has bid.
    """
    high, bidder = 0, None
    for event in reversed(game.events):
        if event.kind == "bid" and bidder is None:
            bidder, _, high = event.values
        elif event.kind == "auction":
            starter, space, floor, purpose = event.values
            return {"space": space, "starter": starter, "floor": floor, "purpose": purpose,
                    "high": high, "high_bidder": bidder}
    return None


def player_rows(game) -> list[dict]:
    """One dict per player in seat order: name, colour, cash, wealth, who plays, status, to move."""
    palette = colors(game)
    mover = game.to_move
    ruler = monarch(game)
    rows = []
    for name in game.players:
        rows.append({
            "name": name, "color": palette[name], "cash": game.balance(name),
            "wealth": game.wealth(name),
            "bot": game.bot_names.get(name) if game.is_bot(name) else None,
            "status": game.status(name) if is_magie(game) else "free",
            "position": game.position(name) if is_magie(game) else None,
            "to_move": name == mover, "monarch": name == ruler,
        })
    return rows


def bid_limits(game) -> tuple[int, int] | None:
    """``(lowest, highest)`` legal amount of the numeric decision waiting, or ``None``."""
    amounts = [a[1] for a in game.legal_actions() if a[0] in NUMERIC_KINDS and len(a) == 2]
    if not amounts:
        return None
    return min(amounts), max(amounts)


#: Decisions whose amount the player types (a number box), checked against the legal range.
NUMERIC_KINDS = ("bid", "price")

_COMPOSE_STEPS = {
    "price": "Name your price (in steps of $5).",
    "to": "Offer it to whom?",
    "for": "Swap it for which card?",
    "amount": "How much do you want to borrow?",
    "interest": "At what interest?",
    "due": "Repay within how many of your turns?",
    "pledge": "What do you pledge as security?",
}


def decision_prompt(game) -> str:
    """What the player to move is asked now, in plain words (text, not HTML)."""
    player = game.to_move
    if player is None:
        outcome = game.outcome
        if outcome is None:
            return "The game is over."
        if outcome.winner:
            return f"The game is over: {outcome.winner} wins with {money(outcome.standings[0][1])}."
        return "The game is over: it is a tie."
    if player == landlords.CHANCE:
        return "Chance acts next: the dice are thrown or a card is drawn (Step)."
    kind = game.decision
    cash = money(game.balance(player))
    actions = game.legal_actions()
    heads = {a[0] for a in actions}
    if kind == "initial":
        return (f"{player}, you were dealt these cards. Buy any you want at the printed price "
                f"(paid to the Public Treasury); Done returns the rest to the pack. You have {cash}.")
    if kind == "turn":
        jail = ""
        if is_magie(game) and game.status(player) == "jail":
            jail = " You are in Jail: throw a double to get out, or pay the $50 fine."
        elif is_magie(game) and game.status(player) == "natural opportunity":
            jail = " You are working a natural opportunity; you move on from the corner beside it."
        return (f"{player}, your turn. Throw the dice, or first build, trade or borrow."
                f"{jail} You have {cash}.")
    if kind == "move":
        throw = last_throw(game)
        thrown = f"You threw {throw[1]} and {throw[2]}. " if throw and throw[0] == player else ""
        return f"{player}: {thrown}Choose where to move."
    if kind == "speculate":
        return (f"{player}: your throw reaches Speculation. Go there and speculate ($10 ante, then a "
                f"throw decides your winnings), or stay where you are.")
    if kind == "luxury":
        return (f"{player}: you landed on Luxury. Buy a luxury for $75 (it counts $100 at the end), "
                f"or refuse it and move back. You have {cash}.")
    if kind in ("bid", "option"):
        sale = auction(game)
        if sale is None:
            return f"{player}: bid or pass."
        space = space_name(game, sale["space"])
        if sale["purpose"] == "privilege":
            what = (f"{sale['starter']} wants to build on {space}: the others may bid for the "
                    f"building privilege.")
        else:
            what = f"{space} is for sale (bids from {money(sale['floor'])})."
        high = (f" Highest bid: {money(sale['high'])} by {sale['high_bidder']}."
                if sale["high_bidder"] else " Nobody has bid yet.")
        if kind == "option":
            take = [a for a in actions if a[0] == "take"]
            price = f" at {money(take[0][1])}" if take else ""
            return f"{player}: {what}{high} You have the first option: take it{price}, or decline."
        limits = bid_limits(game)
        ask = (f" Bid from {money(limits[0])} to {money(limits[1])} in steps of $5, or pass."
               if limits else " You cannot afford to bid: pass.")
        return f"{player}: {what}{high}{ask} You have {cash}."
    if kind == "raise":
        refuge = "a natural opportunity" if game.regime == "single-tax" else "the Poor House"
        return (f"{player}: you cannot pay what you owe ({cash} in hand). Sell a card or borrow to "
                f"raise the money, or give up: pay what you have, the rest is forgiven, and "
                f"go to {refuge}.")
    if kind == "compose":
        step = next((text for head, text in _COMPOSE_STEPS.items() if head in heads), "Compose your offer.")
        return f"{player}, you are making an offer. {step} (Cancel drops it.)"
    if kind == "respond":
        offer = last_event(game, "offer")
        said = offer.text if offer is not None else "You have an offer"
        return f"{player}: {said}. Accept or decline?"
    if kind == "vote":
        proposal = last_event(game, "proposed")
        said = proposal.text if proposal is not None else "A change of rules is proposed"
        return f"{player}: {said}. Your vote (one yes adopts it)?"
    if kind == "opportunity":
        return (f"{player}: there is no Poor House under the single tax. Choose a natural "
                f"opportunity to work: you draw its wages and pay its rent to the Treasury "
                f"before your next throw.")
    if kind == "build_here":
        spaces = [a[1] for a in actions if a[0] == "build"]
        where = space_name(game, spaces[0]) if spaces else "this lot"
        return (f"{player}: under the single tax you may build a house on {where} for $100 "
                f"(its land rent goes to the Treasury). You have {cash}.")
    return f"{player}: choose."


__all__ = ["NUMERIC_KINDS", "auction", "bank_buildings", "bid_limits", "colleges_built", "colors",
           "decision_prompt", "is_magie", "is_monopoly", "last_event", "last_throw", "monarch",
           "mortgaged_spaces", "player_rows", "public_spaces", "space_name", "switches"]
