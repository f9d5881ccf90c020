"""The table of The Landlord's Game as a screen draws it (``game.table()``).

A :class:`~landlords.engine.table.BoardTable`: the forty spaces with their names, detail
lines, band colours and corner fills (from the game's data), who holds each card (or
"PUBLIC · free"), the houses and their builders, the free colleges; the four natural
opportunities inside the ring (in use only under the single tax); the tokens, the last
throw, the purses (the Public Treasury, Miscellaneous, the wages at Mother Earth), the
players with where they are in words, the rules in force and the clock.  A screen draws
it without knowing the rules.  (The table's models are imported when a table is drawn,
never by a simulation.)
"""

from __future__ import annotations

from .data import FRANCHISE, JAIL, LOT, LUXURY, NECESSITY, RAILROAD, SPECULATION, START, TRESPASS
from .frames import PUBLIC
from .prompts import spaces_in_play
from .words import regime_words

#: What the table shows instead of a player for a card the public owns (ST-6).
PUBLIC_LABEL = "PUBLIC · free"


def table(g, viewer=None):
    """The table as a screen draws it (nothing is hidden in this game, so ``viewer``
    changes nothing)."""
    from landlords.engine.table import BoardTable, Space
    data = g.data
    words = g.rules.words
    mover = g.to_move
    in_play = frozenset(spaces_in_play(g))
    colleges = data.colleges[:g.colleges]
    spaces = tuple(_space_view(g, s, s in colleges, s in in_play) for s in range(data.size))
    single_tax = g.regime == words.reform
    inner = tuple(
        Space(data.size + k, o.name, f"wages {g.money(o.wages)} · rent {g.money(o.rent)}",
              corner=o.beside_corner, active=single_tax, in_play=data.size + k in in_play,
              marks=("natural opportunity",),
              tooltip=(f"{o.name}: a natural opportunity (ST-8); wages {g.money(o.wages)}, "
                       f"rent {g.money(o.rent)} to the Treasury"))
        for k, o in enumerate(data.opportunities))
    regime = regime_words(g, g.regime)
    return BoardTable(
        title=words.title, subtitle=f"{words.subtitle}  ·  seed {g.seed}",
        regime=g.regime, regime_label=f"{regime.removeprefix('the ')} in force".upper(),
        reform=single_tax, turn=g.turn, round=g.round, to_move=mover,
        ending=g.ending_text(), seats=_seats(g, mover), purses=_purses(g),
        notes=_notes(g, colleges), spaces=spaces, inner=inner,
        tokens={name: g.pos[seat] for seat, name in enumerate(g.players)},
        dice=last_throw(g))


def last_throw(g):
    """``(player, a, b)`` of the newest throw of the dice (from the events), or None."""
    event = g.last_event("threw")
    return None if event is None else (event.player, event.a, event.b)


# ------------------------------------------------------------------ parts of the table
def _space_view(g, s: int, college: bool, in_play: bool):
    from landlords.engine.table import Building, Space
    data = g.data
    printed = data.spaces[s]
    name = printed.label or printed.name
    holder = g.owner[s]
    marks = []
    if college:
        name = f"Free College ({name})"
        marks.append("free college")
    if holder >= 0 and g._pledged(s):
        marks.append("pledged")
    count, builder = g.houses_on(s)
    buildings = (Building("house", count, builder),) if count else ()
    if printed.kind == LOT:
        band, group = data.section_bands.get(printed.section), f"section_{printed.section}"
    else:
        band, group = data.kind_bands.get(printed.kind), None
    tooltip = printed.name
    if count:
        tooltip += f"; {count} house{'s' if count != 1 else ''} of {builder}"
    return Space(
        index=s, name=name, detail="free college" if college else _detail(g, printed),
        band=data.college_band if college else band,
        fill=data.public_fill if holder == PUBLIC else data.corner_fills.get(s),
        holder=g.players[holder] if holder >= 0 else None,
        holder_label=PUBLIC_LABEL if holder == PUBLIC else "",
        buildings=buildings, marks=tuple(marks), in_play=in_play, tooltip=tooltip,
        group=group, price=printed.price)


def _detail(g, printed) -> str:
    """The second line of a space: its price and rent, fare, tax, fine..."""
    data = g.data
    money = g.money
    kind = printed.kind
    if kind == START:
        return f"wages {money(g.wage_level())}"
    if kind == LOT:
        return f"{money(printed.price)} · rent {money(printed.land_rent)}"
    if kind in (RAILROAD, FRANCHISE):
        return f"{money(printed.price)} · fare {money(data.unowned_fare)}"
    if kind == NECESSITY:
        return "no tax" if g.regime == g.rules.words.reform else f"tax {money(g.tax_amount())}"
    if kind == SPECULATION:
        return f"broker {money(printed.price)}"
    if kind == LUXURY:
        return f"luxury {money(data.luxury_price)}"
    if kind == TRESPASS:
        return "no trespassing"
    if kind == JAIL:
        return f"fine {money(data.fine)}"
    return ""


def where(g, player: str) -> str:
    """Where ``player`` is, in words: "in Jail", "in the Poor House", a space's name."""
    seat = g.seat_of(player)
    if g.jailed[seat]:
        return "in Jail"
    if g.poor[seat]:
        return "in the Poor House"
    return g.space_name(g.pos[seat])


def _seats(g, mover) -> tuple:
    from landlords.engine.table import Seat
    wealth = g._wealths()
    return tuple(
        Seat(name, g.balances[seat], wealth[seat],
             g.bot_names.get(name) if g.is_bot(name) else None,
             where(g, name), name == mover, ("monarch",) if seat == g.monarch else ())
        for seat, name in enumerate(g.players))


def _purses(g) -> tuple:
    from landlords.engine.table import Purse
    labels = g.rules.words.labels
    return (Purse("treasury", labels["treasury"], g.balances[g.TREAS]),
            Purse("miscellaneous", labels["miscellaneous"], g.balances[g.MISC]),
            Purse("wages", "Wages at Mother Earth", g.wage_level()))


def _notes(g, colleges) -> tuple[str, ...]:
    notes = []
    if g.share_p and g.regime != g.rules.words.reform:
        share = g.land_tax_share
        notes.append(f"Land-tax share (LG-X1): {float(share * 100):g}% of every land rent "
                     f"goes to the Public Treasury for public works; "
                     f"{g.money(g.fund)} of it waits to be spent")
    public = [g.space_name(s) for s in range(g.data.size) if g.owner[s] == PUBLIC]
    if public:
        notes.append(f"Owned by the public, free to use: {', '.join(public)}")
    if colleges:
        notes.append(f"Free Colleges: {' and '.join(g.space_name(s) for s in colleges)}")
    return tuple(notes)


class DrawingMixin:
    """Kept for one release: ``table()`` as a method of a game class that mixes this in.
    The Landlord's Game draws its table in :class:`~.view.LandlordsView` now."""

    table = table
    last_throw = last_throw
    where = where
