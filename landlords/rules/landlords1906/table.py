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

#: What the table shows instead of a player for a card the public owns (ST-6).
PUBLIC_LABEL = "PUBLIC · free"


class DrawingMixin:
    """``table()`` for :class:`LandlordsGame`."""

    def table(self, viewer=None):
        """The table as a screen draws it (nothing is hidden in this game, so ``viewer``
        changes nothing)."""
        from landlords.engine.table import BoardTable, Space
        data = self.data
        words = self.rules.words
        mover = self.to_move
        in_play = frozenset(self.spaces_in_play())
        colleges = data.colleges[:self.colleges]
        spaces = tuple(self._space_view(s, s in colleges, s in in_play) for s in range(data.size))
        single_tax = self.regime == words.reform
        inner = tuple(
            Space(data.size + k, o.name, f"wages {self.money(o.wages)} · rent {self.money(o.rent)}",
                  corner=o.beside_corner, active=single_tax, in_play=data.size + k in in_play,
                  marks=("natural opportunity",),
                  tooltip=(f"{o.name}: a natural opportunity (ST-8); wages {self.money(o.wages)}, "
                           f"rent {self.money(o.rent)} to the Treasury"))
            for k, o in enumerate(data.opportunities))
        regime = self.regime_words(self.regime)
        return BoardTable(
            title=words.title, subtitle=f"{words.subtitle}  ·  seed {self.seed}",
            regime=self.regime, regime_label=f"{regime.removeprefix('the ')} in force".upper(),
            reform=single_tax, turn=self.turn, round=self.round, to_move=mover,
            ending=self.ending_text(), seats=self._seats(mover), purses=self._purses(),
            notes=self._notes(colleges), spaces=spaces, inner=inner,
            tokens={name: self.pos[seat] for seat, name in enumerate(self.players)},
            dice=self.last_throw())

    def last_throw(self):
        """``(player, a, b)`` of the newest throw of the dice (from the events), or None."""
        event = self.last_event("threw")
        return None if event is None else (event.player, event.a, event.b)

    # ------------------------------------------------------------------ parts of the table
    def _space_view(self, s: int, college: bool, in_play: bool):
        from landlords.engine.table import Building, Space
        data = self.data
        printed = data.spaces[s]
        name = printed.label or printed.name
        holder = self.owner[s]
        marks = []
        if college:
            name = f"Free College ({name})"
            marks.append("free college")
        if holder >= 0 and self._pledged(s):
            marks.append("pledged")
        count, builder = self.houses_on(s)
        buildings = (Building("house", count, builder),) if count else ()
        if printed.kind == LOT:
            band, group = data.section_bands.get(printed.section), f"section_{printed.section}"
        else:
            band, group = data.kind_bands.get(printed.kind), None
        tooltip = printed.name
        if count:
            tooltip += f"; {count} house{'s' if count != 1 else ''} of {builder}"
        return Space(
            index=s, name=name, detail="free college" if college else self._detail(printed),
            band=data.college_band if college else band,
            fill=data.public_fill if holder == PUBLIC else data.corner_fills.get(s),
            holder=self.players[holder] if holder >= 0 else None,
            holder_label=PUBLIC_LABEL if holder == PUBLIC else "",
            buildings=buildings, marks=tuple(marks), in_play=in_play, tooltip=tooltip,
            group=group, price=printed.price)

    def _detail(self, printed) -> str:
        """The second line of a space: its price and rent, fare, tax, fine..."""
        data = self.data
        money = self.money
        kind = printed.kind
        if kind == START:
            return f"wages {money(self.wage_level())}"
        if kind == LOT:
            return f"{money(printed.price)} · rent {money(printed.land_rent)}"
        if kind in (RAILROAD, FRANCHISE):
            return f"{money(printed.price)} · fare {money(data.unowned_fare)}"
        if kind == NECESSITY:
            return "no tax" if self.regime == self.rules.words.reform else f"tax {money(self.tax_amount())}"
        if kind == SPECULATION:
            return f"broker {money(printed.price)}"
        if kind == LUXURY:
            return f"luxury {money(data.luxury_price)}"
        if kind == TRESPASS:
            return "no trespassing"
        if kind == JAIL:
            return f"fine {money(data.fine)}"
        return ""

    def where(self, player: str) -> str:
        """Where ``player`` is, in words: "in Jail", "in the Poor House", a space's name."""
        seat = self.seat_of(player)
        if self.jailed[seat]:
            return "in Jail"
        if self.poor[seat]:
            return "in the Poor House"
        return self.space_name(self.pos[seat])

    def _seats(self, mover) -> tuple:
        from landlords.engine.table import Seat
        wealth = self._wealths()
        return tuple(
            Seat(name, self.balances[seat], wealth[seat],
                 self.bot_names.get(name) if self.is_bot(name) else None,
                 self.where(name), name == mover, ("monarch",) if seat == self.monarch else ())
            for seat, name in enumerate(self.players))

    def _purses(self) -> tuple:
        from landlords.engine.table import Purse
        labels = self.rules.words.labels
        return (Purse("treasury", labels["treasury"], self.balances[self.TREAS]),
                Purse("miscellaneous", labels["miscellaneous"], self.balances[self.MISC]),
                Purse("wages", "Wages at Mother Earth", self.wage_level()))

    def _notes(self, colleges) -> tuple[str, ...]:
        notes = []
        if self.share_p and self.regime != self.rules.words.reform:
            share = self.land_tax_share
            notes.append(f"Land-tax share (LG-X1): {float(share * 100):g}% of every land rent "
                         f"goes to the Public Treasury for public works; "
                         f"{self.money(self.fund)} of it waits to be spent")
        public = [self.space_name(s) for s in range(self.data.size) if self.owner[s] == PUBLIC]
        if public:
            notes.append(f"Owned by the public, free to use: {', '.join(public)}")
        if colleges:
            notes.append(f"Free Colleges: {' and '.join(self.space_name(s) for s in colleges)}")
        return tuple(notes)
