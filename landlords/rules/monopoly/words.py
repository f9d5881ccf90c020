"""Monopoly's words: the names of spaces, decks and offers, how a payment names its
ledger reason, the sentences of the engine's own events (a decision, a payment, a switch
of rules, the end), and the labels of its actions (``describe_action``).

Each takes the game (``g``) and reads names, prices and the numbers of the rules from its
edition (``g.data``), so another edition speaks its own words.  The sentences of
Monopoly's own events are in ``events.py``.
"""

from __future__ import annotations

from landlords.engine.game import format_action, reason_text

from .land_tax import taxed_rent_words

#: How a sentence words each ledger reason ("" for a purchase: "paid the Bank $60 for X").
REASON_WORDS = {
    "starting_cash": "as starting cash", "salary": "salary for passing Go", "rent": "rent",
    "land_rent": "land value tax on rent", "tax": "tax", "fine": "the Jail fine",
    "purchase": "", "house": "for buildings", "sale": "in a trade", "card": "as the card says",
    "mortgage": "on a mortgage", "unmortgage": "to lift a mortgage", "interest": "in interest",
    "bankruptcy": "in bankruptcy", "dividend": "as a public dividend", "pot": "from the pot",
}
#: Reasons whose payments name the space they are for.
_SPACE_REASONS = frozenset({"rent", "land_rent", "purchase", "tax", "house", "mortgage",
                            "unmortgage", "interest"})


# ---------------------------------------------------------------------- names
def space_name(g, s) -> str:
    """The printed name of space ``s`` (anything else as it is)."""
    names = g.data.names
    return names[s] if isinstance(s, int) and 0 <= s < len(names) else str(s)


def spaces_words(g, spaces) -> str:
    """``"A, B and C"`` (``"nothing"`` for none)."""
    names = [space_name(g, s) for s in spaces]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def deck_name(g, deck: str) -> str:
    """``"Chance"`` or ``"Community Chest"``."""
    return g.data.deck_names.get(deck, deck)


def card_words(g, deck: str) -> str:
    """``"the Chance Get Out of Jail Free card"``."""
    return f"the {deck_name(g, deck)} Get Out of Jail Free card"


def count_words(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def level_words(g, level: int) -> str:
    """The buildings of a street's level: ``"no houses"``, ``"1 house"``, ``"a hotel"``."""
    if level == g.data.hotel:
        return "a hotel"
    return {0: "no houses", 1: "1 house"}.get(level, f"{level} houses")


def offer_words(g, offer) -> str:
    """What an offer moves: ``"Reading Railroad, $100 for Baltic Avenue"``."""
    gives = [space_name(g, s) for s in offer.give] + [
        f"a Get Out of Jail Free card ({deck_name(g, d)})" for d in offer.cards_give]
    takes = [space_name(g, s) for s in offer.take] + [
        f"a Get Out of Jail Free card ({deck_name(g, d)})" for d in offer.cards_take]
    if offer.cash > 0:
        gives.append(g.money(offer.cash))
    elif offer.cash < 0:
        takes.append(g.money(-offer.cash))
    return f"{', '.join(gives) or 'nothing'} for {', '.join(takes) or 'nothing'}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---------------------------------------------------------------------- the engine's events
def payment_sentence(g, payer, payee, amount, reason, space) -> str:
    if reason == "interest":
        words = f"in {g.data.interest_percent}% interest"
    else:
        words = REASON_WORDS.get(reason, reason.replace("_", " "))
    where = f" for {space_name(g, space)}" if space is not None and reason in _SPACE_REASONS else ""
    words = f" {words}" if words else ""
    return _capital(f"{g.account_name(payer)} paid {g.account_name(payee)} {g.money(amount)}{words}{where}")


def decision_sentence(g, player, action, reason) -> str:
    text = f"{player}: {describe_action(g, action)}"
    why = reason_text(reason)
    return f"{text} ({why})" if why else text


def switch_sentence(g, regime, how) -> str:
    named = g.rules.words.regimes.get(regime, regime)
    by = " by a vote" if how == "vote" else ""
    if regime == g.rules.words.reform:
        return (f"{_capital(named)} is now in force{by}: {taxed_rent_words(g, g.share)} goes to the "
                f"public treasury and back to everyone as equal dividends")
    return f"{_capital(named)} are back in force{by}: owners keep all the rent"


_ENDINGS = {"last_standing": "one player is left",
            "time_limit": "the time limit of {rounds} was reached (ranked by net worth: cash, deeds "
                          "at their printed price, mortgaged ones less their mortgage, buildings at "
                          "cost)",
            "capped": "the round cap was reached (a capped game: ranked by net worth)"}


def ending_sentence(g, termination, winner, standings) -> str:
    limit = g.time_limit
    how = _ENDINGS.get(termination, termination).format(
        rounds=f"{limit} round" + ("" if limit == 1 else "s"))
    if winner:
        _, score = standings[0]
        return f"The game is over: {how}; {winner} wins with {g.money(score)}"
    return f"The game is over: {how}; it is a tie"


# ---------------------------------------------------------------------- actions
def describe_action(g, action) -> str:
    """Words for a button: what ``action`` does (names spaces and amounts)."""
    kind, *args = action
    arg = args[0] if args else None
    data = g.data
    if isinstance(arg, int) and not isinstance(arg, bool):
        if kind in _SPACE_ACTIONS and 0 <= arg < data.size:
            return _SPACE_ACTIONS[kind](g, space_name(g, arg), arg)
        if kind == "bid":
            return f"Bid {g.money(arg)}"
        if kind == "cash":
            return f"...and pay {g.money(arg)}" if arg > 0 else f"...and ask for {g.money(-arg)}"
    if kind == "use_card":
        return f"Use {card_words(g, arg)}"
    if kind == "give_card":
        return f"...give {card_words(g, arg)}"
    if kind == "take_card":
        return f"...ask for {card_words(g, arg)}"
    if kind == "sell_all" and arg in data.group_spaces:
        return f"Sell every building of the {data.group_words(arg)} group"
    if kind == "offer" and arg is not None:
        return f"Make {arg} an offer"
    fixed = _FIXED.get(kind)
    if fixed is not None and not args:
        return fixed(g)
    return format_action(action)


_SPACE_ACTIONS = {
    "build": lambda g, name, s: f"Build on {name} ({g.money(g.data.house_cost[s])})",
    "sell_house": lambda g, name, s: f"Sell a building on {name} ({g.money(g._resale(1, s))})",
    "mortgage": lambda g, name, s: f"Mortgage {name} (+{g.money(g.data.mortgage[s])})",
    "unmortgage": lambda g, name, s: f"Lift the mortgage on {name} ({g.money(g.data.lift_cost[s])})",
    "buy": lambda g, name, s: f"Buy {name} for {g.money(g.data.price[s])}",
    "give": lambda g, name, s: f"...give {name}",
    "take": lambda g, name, s: f"...ask for {name}",
    "place": lambda g, name, s: f"Put the building on {name}",
    "lift": lambda g, name, s: f"Lift the mortgage on {name} now ({g.money(g.data.lift_cost[s])})",
    "keep": lambda g, name, s: (f"Keep {name} mortgaged and pay {g.data.interest_percent}% now "
                                f"({g.money(g.data.interest[s])})"),
}

_FIXED = {
    "throw": lambda g: "Throw the dice",
    "end": lambda g: "End the turn",
    "pay_fine": lambda g: f"Pay the {g.money(g.data.jail_fine)} fine",
    "decline": lambda g: "Decline",
    "pass": lambda g: "Pass",
    "pay_flat": lambda g: f"Pay {g.money(g.data.income_tax_flat)} Income Tax",
    "pay_percent": lambda g: f"Pay {g.data.income_tax_percent}% of your total worth",
    "propose": lambda g: "Propose the offer",
    "cancel": lambda g: "Cancel the offer",
    "accept": lambda g: "Accept",
    "bankrupt": lambda g: "Declare bankruptcy",
    "add_cash": lambda g: "...add cash to the offer",
}
