"""The words of The Landlord's Game: names of spaces, labels of actions, and the
sentences of the engine's own events (a decision, a payment, a switch of rules, the end).

Every amount is read from the game's data and written in its money (``game.money``),
so a variant's other numbers show in its words.  No label or sentence shows an internal
name ("build_here", "single-tax"): a learner reads only the game's words.
"""

from __future__ import annotations

from landlords.engine.game import format_action, reason_text

#: How a payment's sentence words each ledger reason (the rest: the reason's own words).
REASON_WORDS = {
    "starting_cash": "as starting cash", "land_rent": "land rent", "house_rent": "house rent",
    "broker_share": "the broker's share", "public_purchase": "to buy it for the public",
    "public_wages": "to raise wages", "reset": "as the single tax began",
    "dividend": "as a dividend",
    "card": "as the Chance card says", "privilege": "for the building privilege",
    "land_tax": "land tax (the public's share of the land rent)",
}
#: Reasons whose payment names the space it was for.
_PAID_FOR_SPACE = frozenset({"land_rent", "land_tax", "house_rent", "fare", "purchase", "tax",
                             "privilege", "sale"})

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve")


def number_words(n: int) -> str:
    """A small count in words ("five"); larger ones in figures."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


_ORDINAL_WORDS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth")


def ordinal_words(n: int) -> str:
    """A small ordinal in words ("third"); larger ones in figures ("12th")."""
    return _ORDINAL_WORDS[n] if 0 <= n < len(_ORDINAL_WORDS) else f"{n}th"


# ------------------------------------------------------------------ names
def space_name(g, space) -> str:
    """The name of a space of the ring, or of a natural opportunity (``size`` and up)."""
    if space is None:
        return "the board"
    data = g.data
    if space >= data.size:
        return data.opportunities[space - data.size].name
    return data.spaces[space].name


def regime_words(g, regime: str) -> str:
    """The rules ``regime`` in words ("the single tax", "the landlord rules")."""
    return g.rules.words.regimes.get(regime, regime)


# ------------------------------------------------------------------ actions
def describe_action(g, action) -> str:
    """A label for a button: what ``action`` does now, naming spaces and amounts."""
    return _action_words(g, action, g.decision, g.top_frame)


def _action_words(g, action, deciding=None, frame=None) -> str:
    """What ``action`` does, in words; ``deciding`` is the kind of decision it answers
    and ``frame`` that decision, when known."""
    data = g.data
    money = g.money
    kind = action[0]
    arg = action[1] if len(action) > 1 else None
    if isinstance(arg, int) and kind in ("build", "sell", "ask", "swap", "for", "pledge", "buy"):
        name = g.space_name(arg)
        return {
            "build": f"Build a house on {name} ({money(data.house_price)})",
            "sell": f"Offer {name} for sale", "ask": f"Offer to buy {name}",
            "swap": f"Offer {name} in a swap", "for": f"Ask for {name} in exchange",
            "pledge": f"Pledge {name}", "buy": f"Buy {name} for {money(data.price[arg])}",
        }[kind]
    if kind == "move" and len(action) == 3:
        via = " with the railroad pass" if action[2] else ""
        if deciding == "move":
            for option in frame.options:
                if option.direction == arg and int(option.use_pass) == action[2]:
                    return f"Move {arg}{via} to {g.space_name(option.dest)}"
        return f"Move {arg}{via}"
    if kind == "done":
        if deciding == "initial":
            return "Done: return the other cards to the pack"
        if deciding == "build_here":
            return "Do not build"
        return "Done"
    fixed = {
        "throw": "Throw the dice", "pay_fine": f"Pay the {money(data.fine)} fine",
        "sell_luxury": "Offer a luxury card for sale", "speculate": "Go and speculate",
        "stay": "Stay where you are", "luxury": f"Buy the luxury ({money(data.luxury_price)})",
        "back": "Refuse it and move back", "pass": "Pass", "decline": "Decline",
        "cancel": "Cancel the offer", "accept": "Accept",
        "give_up": "Give up: pay what you have", "pledge_wages": "Pledge future wages",
    }
    if kind in fixed:
        return fixed[kind]
    if kind == "bid":
        return f"Bid {money(arg)}"
    if kind == "take":
        return f"Take it at {money(arg)}"
    if kind == "price":
        return f"Price {money(arg)}"
    if kind == "amount":
        return f"Borrow {money(arg)}"
    if kind == "interest":
        return f"At {arg}% interest"
    if kind == "due":
        return f"Repay in {arg} turn{'s' if arg != 1 else ''}"
    if kind == "to":
        return f"Offer it to {arg}"
    if kind == "borrow":
        return f"Ask {arg} for a loan"
    if kind == "offer_trust":
        return f"Offer {arg} a railroad trust"
    if kind == "repay":
        return f"Repay loan #{arg}"
    if kind == "propose":
        return f"Propose a vote for {regime_words(g, arg)}"
    if kind == "vote":
        return "Vote yes" if arg == "yes" else "Vote no"
    if kind == "place":
        return f"Work the natural opportunity of {arg}"
    return format_action(action)


# ------------------------------------------------------------------ the engine's events
def decision_sentence(g, player, action, reason) -> str:
    text = f"{player}: {_action_words(g, action)}"
    why = reason_text(reason)
    return f"{text} ({why})" if why else text


def payment_sentence(g, payer, payee, amount, reason, space) -> str:
    words = REASON_WORDS.get(reason, reason.replace("_", " "))
    where = f" for {g.space_name(space)}" if space is not None and reason in _PAID_FOR_SPACE else ""
    text = (f"{g.account_name(payer)} paid {g.account_name(payee)} "
            f"{g.money(amount)} {words}{where}")
    return text[:1].upper() + text[1:]


def switch_sentence(g, regime, how) -> str:
    by = " by a vote" if how == "vote" else ""
    if regime == g.rules.words.reform:
        return (f"The single tax is now in force{by}: land rent goes to the Public Treasury "
                f"and no one pays taxes on necessities")
    return f"The landlord rules are back in force{by}: land rent goes to the owners again"


def ending_sentence(g, termination, winner, standings) -> str:
    how = {"rule_end": f"a player received wages {number_words(g.data.wages_to_end)} times",
           "rounds": "the agreed rounds were played",
           "double": "a double was thrown after the agreed round",
           "capped": "the round cap was reached (a capped game, not a rule end)",
           }.get(termination, termination)
    if not winner:
        return f"The game is over: {how}; it is a tie"
    _, score = standings[0]
    return f"The game is over: {how}; {winner} wins with {g.money(score)}"


class WordsMixin:
    """Kept for one release: the words as methods of a game class that mixes this in.
    The Landlord's Game words itself in :class:`~.view.LandlordsView` now."""

    space_name = space_name
    regime_words = regime_words
    describe_action = describe_action
    _action_words = _action_words
    decision_sentence = decision_sentence
    payment_sentence = payment_sentence
    switch_sentence = switch_sentence
    ending_sentence = ending_sentence
