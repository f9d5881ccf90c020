"""Chance and Community Chest (MO-11): draw the top card, obey it, put it at the bottom.

The two decks are shuffled once, at the start (MO-S2, a chance node in the log), and
are then plain queues: drawing takes the top card and returns it to the bottom, so which
card comes next depends only on the shuffle and on the cards drawn before.  A Get Out of
Jail Free card is kept by its drawer until he uses it (then it goes to the bottom of its
deck), sells it to another player (``trades.py``), or goes bankrupt (``debts.py``).

Card effects come from the edition's cards file (``data/monopoly-us-cards.json``).  Decisions where the
cards are silent: a card that moves a player forward past Go pays the salary (MO-4);
"Go Back 3 Spaces" never does; the nearest railroad or utility is the next one ahead;
a player who cannot pay every other player $50 pays them one at a time from his left.
"""

# mypyc: compiled

from __future__ import annotations

from landlords.engine.native import mypyc_attr

from .data import DECKS
from .frames import BANK_OWNED, CollectEach, Due, PayEach
from .trades import TradeRules


@mypyc_attr(allow_interpreted_subclasses=True)
class CardRules(TradeRules):
    """MO-11: the Chance and Community Chest cards of :class:`~.game.MonopolyGame`."""

    def _deck_list(self, k: int) -> list:
        return self.chance_deck if k == 0 else self.chest_deck

    def _return_card(self, k: int) -> None:
        """Put deck ``k``'s Get Out of Jail Free card back at the bottom of its deck."""
        self.goojf[k] = BANK_OWNED
        self._deck_list(k).append(self.data.goojf[k])

    def _draw(self, seat: int, deck: str) -> None:
        k = DECKS.index(deck)
        cards = self._deck_list(k)
        index = cards.pop(0)
        data = self.data
        card = data.deck(deck)[index]
        effect = card.effect
        kind = effect["type"]
        self.emit("card", self.players[seat], deck, card.id)
        if kind == "get_out_of_jail_free":
            self.goojf[k] = seat                       # kept until used or sold
            return
        cards.append(index)
        if kind == "move_to":
            dest = effect["square"]
            self._move_to(seat, dest)
            self._arrive(seat, dest, self.last_total, None)
        elif kind == "move_to_nearest":                # the next one ahead; a special rent
            group = data.group_spaces[effect["group"]]
            start = self.pos[seat]
            size = data.size
            dest = min(group, key=lambda s: (s - start) % size or size)
            self._move_to(seat, dest)
            self._arrive(seat, dest, self.last_total, effect)
        elif kind == "move_relative":
            start = self.pos[seat]
            dest = (start + effect["steps"]) % data.size
            self.pos[seat] = dest
            self.emit("moved", self.players[seat], start, dest)
            self._arrive(seat, dest, self.last_total, None)
        elif kind == "go_to_jail":
            self._jail(seat, "card")
        elif kind == "collect_bank":
            self.pay(self.BANK, seat, effect["amount"], "card", None)
        elif kind == "pay_bank":
            self._charge(seat, (Due(self._fine_account(), effect["amount"], "card"),), None)
        elif kind == "repairs":
            houses = hotels = 0
            owner, level, hotel = self.owner, self.level, data.hotel
            for s in data.properties:
                if owner[s] == seat:
                    lvl = level[s]
                    if lvl == hotel:
                        hotels += 1
                    else:
                        houses += lvl
            amount = houses * effect["per_house"] + hotels * effect["per_hotel"]
            self.emit("repairs", self.players[seat], houses, hotels, amount)
            if amount:
                self._charge(seat, (Due(self._fine_account(), amount, "card"),), None)
        elif kind == "pay_each_player":
            others = self._bidders_from(seat, include_starter=False)
            if others:
                self.push(PayEach(seat, others, effect["amount"]))
        elif kind == "collect_each_player":
            others = self._bidders_from(seat, include_starter=False)
            if others:
                self.push(CollectEach(seat, others, effect["amount"]))
        else:                                          # pragma: no cover - data error
            raise ValueError(f"unknown card effect {kind!r} on {card.id}")


#: The old name of :class:`CardRules` (a mixin before issue 28), kept for one release.
CardMixin = CardRules
