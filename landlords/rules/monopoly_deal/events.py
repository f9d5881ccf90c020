"""Monopoly Deal's events: each kind's fields and the learner's sentence.

Rule code emits them with ``game.emit(kind, *values)`` in the order of the fields
declared here; a reader takes them by name (``event.card``).  Sentences name cards by
their printed names ("Ann put Pass Go in the bank"); cards are ids in the fields.
"""

from __future__ import annotations

from landlords.engine.events import EventKind

from .words import card_name, colour_words, plural


def _against(targets: str) -> str:
    return f" against {targets}" if targets else ""


EVENTS = {
    "first_player": EventKind(("player",), lambda g, p: f"{p} plays first"),
    "shuffled": EventKind(("cards",), lambda g, n: f"The {n} cards were shuffled"),
    "dealt": EventKind(("cards",), lambda g, n: f"Every player was dealt {plural(n, 'card')}"),
    "reshuffled": EventKind(("cards",), lambda g, n: (
        f"The draw pile ran out: the {n} discarded cards were shuffled into a new one")),
    "drew": EventKind(("player", "cards"), lambda g, p, n: f"{p} drew {plural(n, 'card')}"),
    "flipped": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} turned {card_name(g, c)} to {colour_words(g, col)}")),
    "banked": EventKind(("player", "card"), lambda g, p, c: (
        f"{p} put {card_name(g, c)} in the bank")),
    "laid": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} laid down {card_name(g, c)} as {colour_words(g, col)}")),
    "built": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} put a {card_name(g, c)} on the {colour_words(g, col)} set")),
    "played": EventKind(("player", "card", "targets"), lambda g, p, c, t: (
        f"{p} played {card_name(g, c)}{_against(t)}")),
    "discarded": EventKind(("player", "card"), lambda g, p, c: (
        f"{p} discarded {card_name(g, c)}")),
    "said_no": EventKind(("player", "card"), lambda g, p, c: f"{p} said: Just Say No!"),
    "cancelled": EventKind(("actor", "target"), lambda g, a, t: (
        f"{a}'s action against {t} was cancelled")),
    "gave_property": EventKind(("giver", "receiver", "card"), lambda g, a, b, c: (
        f"{a} gave {card_name(g, c)} to {b}")),
    "took_set": EventKind(("player", "victim", "colour", "cards"), lambda g, p, v, col, cards: (
        f"{p} took {v}'s complete {colour_words(g, col)} set ({plural(len(cards), 'card')})")),
    "paid_nothing": EventKind(("payer", "payee", "owed"), lambda g, a, b, owed: (
        f"{a} owed {b} {g.money(owed)} but has nothing on the table: he pays nothing")),
    "last_round": EventKind(("players",), lambda g, n: (
        "No card left in the draw pile, the discards or a hand can lay down or move a "
        f"property: {plural(n, 'player')} each have one last turn to turn their wildcards "
        "into three sets, then the game ends as a stalemate")),
    "placed": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} placed {card_name(g, c)} as {colour_words(g, col)}")),
}
