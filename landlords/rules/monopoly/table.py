"""The Monopoly table as a screen draws it (``game.table()``): a :class:`BoardTable`.

Each space with its name, a short detail (a deed's price, "collect $200", a tax, the
Free Parking pot), its group's band colour and the corners' fills (from the edition's
data), its holder, houses or a hotel, a "mortgaged" mark, and whether the decision
waiting is about it; the players' tokens (not the bankrupt), the last throw, the money
that is no player's (the public treasury, the Free Parking pot when that house rule is
on, and the Bank's houses and hotels left), the players with where they are and short
tags, the rules in force in words (the land value tax's share), the turn and round, and
the ending.  Nothing here changes the game.
"""

from __future__ import annotations

from landlords.engine.table import BoardTable, Building, Purse, Seat, Space

from .data import (
    FREE_PARKING,
    GO,
    GO_TO_JAIL,
    INCOME_TAX,
    JAIL,
    LUXURY_TAX,
    RAILROAD,
    STREET,
    UTILITY,
)
from .land_tax import percent_text, taxed_rent_words
from .prompts import decision_spaces


def board_table(g) -> BoardTable:
    """The table of ``g`` now."""
    data = g.data
    words = g.rules.words
    mover = g.to_move
    in_play = frozenset(decision_spaces(g))
    spaces = tuple(_space(g, s, s in in_play) for s in range(data.size))
    wealth = g._wealths()
    seats = tuple(Seat(name, g.balances[seat], wealth[seat],
                       g.bot_names.get(name) if g.is_bot(name) else None,
                       _where(g, seat), name == mover, _tags(g, seat))
                  for seat, name in enumerate(g.players))
    tokens = {name: g.pos[seat] for seat, name in enumerate(g.players) if g.alive[seat]}
    dice = None
    if g.last_dice is not None:
        seat, a, b = g.last_dice
        dice = (g.players[seat], a, b)
    regime = g.regime
    reform = regime == words.reform
    return BoardTable(
        title=words.title, subtitle=f"{data.subtitle}  ·  seed {g.seed}", regime=regime,
        regime_label=regime_label(g), reform=reform, turn=g.turn, round=g.round, to_move=mover,
        ending=_ending(g), seats=seats, purses=_purses(g), notes=_notes(g), spaces=spaces,
        tokens=tokens, dice=dice)


def regime_label(g) -> str:
    """The rules in force in words: ``"Land value tax 100% in force"``, ``"Classic rules in force"``."""
    named = g.rules.words.regimes.get(g.regime, g.regime)
    if named.startswith("the "):
        named = named[len("the "):]
    named = named[:1].upper() + named[1:]
    if g.regime == g.rules.words.reform:
        return f"{named} {percent_text(g.public_share())}% in force"
    return f"{named} in force"


def _space(g, s: int, in_play: bool) -> Space:
    data = g.data
    printed = data.spaces[s]
    kind = printed.kind
    holder = g.owner_of(s)
    buildings = ()
    lvl = g.level[s]
    if lvl == data.hotel:
        buildings = (Building("hotel", 1, holder),)
    elif lvl:
        buildings = (Building("house", lvl, holder),)
    marks = ("mortgaged",) if g.mortgaged[s] else ()
    return Space(index=s, name=printed.name, detail=_detail(g, s), band=data.group_colours.get(printed.group),
                 fill=data.corner_fills.get(kind), holder=holder, buildings=buildings, marks=marks,
                 in_play=in_play, tooltip=_tooltip(g, s), group=printed.group or None, price=printed.price)


def _detail(g, s: int) -> str:
    data = g.data
    kind = data.kind[s]
    if data.is_property[s]:
        return g.money(data.price[s])
    if kind == GO:
        return f"collect {g.money(data.go_salary)}"
    if kind == INCOME_TAX:
        if g.flat_income_tax:
            return f"pay {g.money(data.income_tax_flat)}"
        return f"{g.money(data.income_tax_flat)} or {data.income_tax_percent}%"
    if kind == LUXURY_TAX:
        return f"pay {g.money(g.luxury_tax)}"
    if kind == JAIL:
        return "just visiting"
    if kind == FREE_PARKING:
        return f"pot {g.money(g.pot)}" if g.use_pot else ""
    if kind == GO_TO_JAIL:
        return "do not pass Go"
    return ""


def _amounts(g, amounts) -> str:
    return "/".join(g.money(a) for a in amounts)


def _tooltip(g, s: int) -> str:
    data = g.data
    printed = data.spaces[s]
    name, kind = printed.name, printed.kind
    if kind == STREET:
        rents = printed.rents
        houses = data.houses_per_hotel
        text = (f"{name}: price {g.money(printed.price)}; rent {g.money(rents[0])} "
                f"({g.money(rents[1])} with the whole {data.group_words(printed.group)} group; "
                f"{_amounts(g, rents[2:2 + houses])} with 1 to {houses} houses, "
                f"{g.money(rents[2 + houses])} with a hotel); houses {g.money(printed.house_cost)} "
                f"each; mortgage {g.money(printed.mortgage)}")
    elif kind == RAILROAD:
        text = (f"{name}: price {g.money(printed.price)}; rent {_amounts(g, data.railroad_rent)} "
                f"with 1 to {len(data.railroad_rent)} railroads held; mortgage {g.money(printed.mortgage)}")
    elif kind == UTILITY:
        times = " or ".join(f"{m} times" for m in data.utility_multiplier)
        text = (f"{name}: price {g.money(printed.price)}; rent {times} the throw, with 1 or "
                f"{len(data.utility_multiplier)} utilities held; mortgage {g.money(printed.mortgage)}")
    else:
        detail = _detail(g, s)
        return f"{name}: {detail}" if detail else name
    holder = g.owner_of(s)
    if holder is None:
        return text + "; the Bank holds it"
    houses, hotels = g.buildings_on(s)
    built = "; a hotel" if hotels else (f"; {houses} house{'s' if houses != 1 else ''}" if houses else "")
    mortgaged = "; mortgaged" if g.mortgaged[s] else ""
    return f"{text}; held by {holder}{built}{mortgaged}"


def _where(g, seat: int) -> str:
    if not g.alive[seat]:
        return "bankrupt"
    if g.jailed[seat]:
        return "in Jail"
    return g.space_name(g.pos[seat])


def _tags(g, seat: int) -> tuple[str, ...]:
    tags = []
    if not g.alive[seat]:
        tags.append("bankrupt")
    elif g.jailed[seat]:
        tags.append("in Jail")
    if seat in g.goojf:
        tags.append("Get Out of Jail Free")
    return tuple(tags)


def _purses(g) -> tuple[Purse, ...]:
    labels = g.rules.words.labels
    purses = [Purse("treasury", labels["treasury"], g.treasury)]
    if g.use_pot:
        purses.append(Purse("pot", labels["pot"], g.pot))
    purses.append(Purse("bank_stock", "Bank: houses · hotels left", g.houses_left,
                        f"{g.houses_left} · {g.hotels_left}"))
    return tuple(purses)


def _notes(g) -> tuple[str, ...]:
    notes = []
    if g.regime == g.rules.words.reform:
        notes.append(f"Land value tax: {taxed_rent_words(g, g.public_share())} goes to the public "
                     f"treasury and back to every player as equal dividends.")
    if g.use_pot:
        notes.append("House rule: taxes, fines and card payments go into a pot on Free Parking.")
    if g.options.get("deal_all"):
        notes.append("House rule: every deed was dealt out at the start.")
    if g.flat_income_tax:
        notes.append(f"Income Tax is a flat {g.money(g.data.income_tax_flat)}.")
    if g.time_limit is not None:
        notes.append(f"Time limit: after round {g.time_limit} the richest player wins (cash, "
                     f"deeds at their printed price, buildings at cost).")
    return tuple(notes)


def _ending(g) -> str:
    outcome = g.outcome
    if outcome is None:
        return ""
    if outcome.winner:
        _, score = outcome.standings[0]
        return f"{outcome.winner} wins with {g.money(score)}"
    return "a tie"
