"""Monopoly Deal's events (with a learner's sentence) and action labels."""

from __future__ import annotations

from landlords.engine.events import EventKind
from landlords.engine.game import format_action, reason_text

from .deck import N_CARDS, NAME

#: Every action kind of the rule set (first element of an action).
ACTION_KINDS = frozenset({
    "end", "flip", "bank", "property", "pass_go", "birthday", "debt", "sly", "forced",
    "breaker", "house", "hotel", "rent", "discard", "accept", "say_no", "pay_with", "place",
})

REASON_WORDS = {"bank": "into the bank", "rent": "rent", "debt": "for a Debt Collector",
            "birthday": "for a birthday"}


def _card(c) -> str:
    return NAME[c] if isinstance(c, int) and 0 <= c < N_CARDS else str(c)


def _col(col: str) -> str:
    return str(col).replace("_", " ")


def _m(amount: int) -> str:
    return f"{amount}M"


def _paid(g, payer, payee, amount, reason, space=None) -> str:
    if reason == "bank":
        return f"{payee} banked {_m(amount)}"
    return f"{payer} paid {payee} {_m(amount)} {REASON_WORDS.get(reason, reason)}"


def _game_over(g, termination, winner, standings) -> str:
    how = {"sets": "three complete sets of different colours",
           "capped": "the turn cap was reached (a capped game: ranked by wealth)"}.get(
        termination, termination)
    who = f"{winner} wins" if winner else "it is a tie"
    return f"The game is over: {how}; {who}"


def describe_action(g, action, frame=None) -> str:
    """A button label for ``action``."""
    kind = action[0]
    try:
        if kind == "end":
            return "end the turn"
        if kind == "flip":
            return f"turn {_card(action[1])} to {_col(action[2])}"
        if kind == "bank":
            return f"bank {_card(action[1])}"
        if kind == "property":
            return f"lay down {_card(action[1])} as {_col(action[2])}"
        if kind == "pass_go":
            return "play Pass Go (draw 2 cards)"
        if kind == "birthday":
            return "play It's My Birthday (everyone pays 2M)"
        if kind == "debt":
            return f"play Debt Collector on {action[2]} (5M)"
        if kind == "sly":
            return f"play Sly Deal: take {_card(action[2])}"
        if kind == "forced":
            return f"play Forced Deal: give {_card(action[2])} for {_card(action[3])}"
        if kind == "breaker":
            return f"play Deal Breaker: take {action[2]}'s {_col(action[3])} set"
        if kind in ("house", "hotel"):
            return f"put a {kind} on the {_col(action[2])} set"
        if kind == "rent":
            who = "everyone" if action[3] == "all" else action[3]
            double = " with Double The Rent" if action[4] >= 0 else ""
            return f"charge {who} {_col(action[2])} rent{double}"
        if kind == "discard":
            return f"discard {_card(action[1])}"
        if kind == "accept":
            return "accept"
        if kind == "say_no":
            return "play Just Say No!"
        if kind == "pay_with":
            return f"pay with {_card(action[1])}"
        if kind == "place":
            return f"place it as {_col(action[1])}"
    except (IndexError, TypeError):
        pass
    return format_action(action)


def _decided(g, player, action, reason) -> str:
    text = f"{player}: {describe_action(g, action)}"
    why = reason_text(reason)
    return f"{text} ({why})" if why else text


EVENTS = {
    "first_player": EventKind(("player",), lambda g, p: f"{p} plays first"),
    "shuffled": EventKind(("cards",), lambda g, n: f"The {n} cards were shuffled"),
    "dealt": EventKind(("cards",), lambda g, n: f"Every player was dealt {n} cards"),
    "reshuffled": EventKind(("cards",), lambda g, n: (
        f"The draw pile ran out: the {n} discarded cards were shuffled into a new one")),
    "drew": EventKind(("player", "cards"), lambda g, p, n: f"{p} drew {n} card{'s' * (n != 1)}"),
    "flipped": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} turned {_card(c)} to {_col(col)}")),
    "banked": EventKind(("player", "card"), lambda g, p, c: f"{p} put {_card(c)} in the bank"),
    "laid": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} laid down {_card(c)} as {_col(col)}")),
    "built": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} put a {_card(c)} on the {_col(col)} set")),
    "played": EventKind(("player", "card", "targets"), lambda g, p, c, t: (
        f"{p} played {_card(c)}" + (f" against {t}" if t else ""))),
    "discarded": EventKind(("player", "card"), lambda g, p, c: f"{p} discarded {_card(c)}"),
    "said_no": EventKind(("player", "card"), lambda g, p, c: f"{p} said: Just Say No!"),
    "cancelled": EventKind(("actor", "target"), lambda g, a, t: (
        f"{a}'s action against {t} was cancelled")),
    "gave_property": EventKind(("giver", "receiver", "card"), lambda g, a, b, c: (
        f"{a} gave {_card(c)} to {b}")),
    "took_set": EventKind(("player", "victim", "colour", "cards"), lambda g, p, v, col, cards: (
        f"{p} took {v}'s complete {_col(col)} set ({len(cards)} cards)")),
    "paid_nothing": EventKind(("payer", "payee", "owed"), lambda g, a, b, owed: (
        f"{a} owed {b} {_m(owed)} but has nothing on the table: he pays nothing")),
    "placed": EventKind(("player", "card", "colour"), lambda g, p, c, col: (
        f"{p} placed {_card(c)} as {_col(col)}")),
}
