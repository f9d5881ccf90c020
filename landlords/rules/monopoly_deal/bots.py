"""Bots for Monopoly Deal, two characters.

* ``banker`` - a saver: banks money first, keeps Just Say No for defence, lays properties
  only after banking, charges rent when it is worth 3M or more, and pays debts with its
  smallest cards.
* ``collector`` - a set builder: lays properties first (a wildcard where it comes closest
  to a complete set), steals with Deal Breaker, Sly Deal and Forced Deal, charges the
  highest rent (doubled when it can), builds, and pays with money before any property.

Both never flip wildcards (so a turn always ends), say No to what would hurt them most
and place a received wildcard where it comes closest to completing a set.  Each decision
comes with a one-sentence reason.
"""

from __future__ import annotations

from landlords.engine.bots import Bot

from . import deck as D
from .game import BANK


def _need(game, seat, colour) -> int:
    """Cards still missing from ``seat``'s ``colour`` set (0 when complete)."""
    return max(0, D.SET_SIZE[colour] - len(game.groups(seat).get(colour, ())))


def _best_colour(game, seat, colours) -> str:
    return min(colours, key=lambda col: (_need(game, seat, col), -D.RENT_TABLE[col][-1], col))


class _DealBot(Bot):
    """Shared answers: discards, Just Say No, wildcard placement."""

    #: Debt at or above which the bot says No (a steal is always refused).
    no_above = 4

    def on_discard(self, game, frame):
        hand = game.hand_of(frame[1])
        card = min(hand, key=lambda c: (D.KIND[c] in (D.PROPERTY, D.WILD), D.VALUE[c], c))
        return ("discard", card), ("discards {} (the least useful card in hand)", D.NAME[card])

    def on_respond(self, game, frame):
        seat, actor, target, effect, nos = frame[1:]
        actions = game._legal_respond(frame)
        if len(actions) == 1:
            return ("accept",), "has no Just Say No to answer with"
        card = actions[1][1]
        if seat == actor:
            return ("say_no", card), "answers No with No: its own action must go through"
        if effect[0] in ("breaker", "sly", "forced"):
            return ("say_no", card), "will not let its properties be taken"
        if effect[1] >= self.no_above:
            return ("say_no", card), ("refuses to pay {}M", effect[1])
        return ("accept",), ("pays {}M and keeps Just Say No for something worse", effect[1])

    def on_place(self, game, frame):
        colour = _best_colour(game, frame[1], D.CARD_COLOURS[frame[2]])
        return ("place", colour), ("places the wildcard as {}, closest to a complete set",
                                   colour.replace("_", " "))

    def on_pay(self, game, frame):
        seat, owed = frame[1], frame[3]
        cards = game._legal_pay(frame)
        money = [a[1] for a in cards if game.zone[a[1]] == BANK]
        pool = money or [a[1] for a in cards]
        exact = [c for c in pool if D.VALUE[c] >= owed]
        if exact:                                      # one card covers it: the smallest such
            card = min(exact, key=lambda c: (D.VALUE[c], c))
        else:
            card = self._pay_order(game, seat, pool)
        where = "from the bank" if game.zone[card] == BANK else "with a property"
        return ("pay_with", card), ("pays {}M {} ({} still owed)", D.VALUE[card], where, owed)

    def _pay_order(self, game, seat, pool):
        return min(pool, key=lambda c: (_need(game, seat, game.colour[c]) == 0 if game.colour[c] else 0,
                                        D.VALUE[c], c))


class BankerBot(_DealBot):
    strategy = "banker"
    description = "A saver: banks money first, keeps Just Say No for defence, pays with small cards."
    no_above = 5

    def on_play(self, game, frame):
        seat = frame[1]
        actions = game._legal_play(frame)
        by_kind: dict = {}
        for a in actions:
            by_kind.setdefault(a[0], []).append(a)
        bank = by_kind.get("bank", [])
        money = [a for a in bank if D.KIND[a[1]] == D.MONEY]
        if money:
            a = max(money, key=lambda a: (D.VALUE[a[1]], -a[1]))
            return a, ("banks {} to have money for debts", D.NAME[a[1]])
        if "pass_go" in by_kind:
            return by_kind["pass_go"][0], "plays Pass Go for more cards"
        for kind, why in (("debt", "collects 5M with Debt Collector"),
                          ("birthday", "collects 2M from everyone on its birthday")):
            if kind in by_kind:
                return by_kind[kind][0], why
        rents = [a for a in by_kind.get("rent", []) if a[4] < 0]
        if rents:
            a = max(rents, key=lambda a: (game.rent_of(seat, a[2]), a))
            if game.rent_of(seat, a[2]) >= 3:
                return a, ("charges {} rent of {}M", a[2].replace("_", " "), game.rent_of(seat, a[2]))
        props = by_kind.get("property", [])
        if props:
            card = min(a[1] for a in props)
            colour = _best_colour(game, seat, [a[2] for a in props if a[1] == card])
            return ("property", card, colour), ("lays down {} once its money is banked", D.NAME[card])
        keep = [a for a in bank if D.ACTION_OF[a[1]] != "just_say_no"]
        if keep:
            a = max(keep, key=lambda a: (D.VALUE[a[1]], -a[1]))
            return a, ("banks {} as {}M rather than risk it", D.NAME[a[1]], D.VALUE[a[1]])
        return ("end",), "has nothing more worth playing"


class CollectorBot(_DealBot):
    strategy = "collector"
    description = "A set builder: lays properties, steals and charges the highest rent it can."
    no_above = 3

    def on_play(self, game, frame):
        seat = frame[1]
        actions = game._legal_play(frame)
        by_kind: dict = {}
        for a in actions:
            by_kind.setdefault(a[0], []).append(a)
        if "breaker" in by_kind:
            a = by_kind["breaker"][0]
            return a, ("takes {}'s complete {} set", a[2], a[3].replace("_", " "))
        props = by_kind.get("property", [])
        if props:
            a = min(props, key=lambda a: (_need(game, seat, a[2]), a))
            return a, ("lays down {} as {} towards a set", D.NAME[a[1]], a[2].replace("_", " "))
        for kind in ("house", "hotel"):
            if kind in by_kind:
                a = by_kind[kind][0]
                return a, ("builds a {} on its {} set for more rent", kind, a[2].replace("_", " "))
        if "sly" in by_kind:
            a = min(by_kind["sly"], key=lambda a: (_need(game, seat, _best_colour(
                game, seat, D.CARD_COLOURS[a[2]])), a))
            return a, ("steals {} with Sly Deal", D.NAME[a[2]])
        if "forced" in by_kind:
            a = min(by_kind["forced"], key=lambda a: (
                _need(game, seat, _best_colour(game, seat, D.CARD_COLOURS[a[3]])), -_need(
                    game, seat, game.colour[a[2]]), a))
            return a, ("swaps {} for {}", D.NAME[a[2]], D.NAME[a[3]])
        rents = by_kind.get("rent", [])
        if rents:
            a = max(rents, key=lambda a: (game.rent_of(seat, a[2]) * (2 if a[4] >= 0 else 1), a))
            return a, ("charges {} rent, the highest it can", a[2].replace("_", " "))
        for kind, why in (("debt", "collects 5M with Debt Collector"),
                          ("birthday", "collects 2M from everyone on its birthday"),
                          ("pass_go", "plays Pass Go for more cards")):
            if kind in by_kind:
                return by_kind[kind][0], why
        money = [a for a in by_kind.get("bank", []) if D.KIND[a[1]] == D.MONEY]
        if money:
            a = max(money, key=lambda a: (D.VALUE[a[1]], -a[1]))
            return a, ("banks {} with nothing better to play", D.NAME[a[1]])
        return ("end",), "keeps its action cards for a better moment"


MONOPOLY_DEAL_BOTS = {"banker": BankerBot, "collector": CollectorBot}
