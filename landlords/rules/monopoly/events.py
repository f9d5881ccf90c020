"""Monopoly's words: its events (what happened, with a learner's sentence), the sentences
of the engine's own events, and the labels of its actions.

Rule code emits raw tuples; the sentences below are written only when an event's
``text`` is read, from the event's fields (each sentence function takes them by name)
and the game's edition (``g.data``: names, prices and the numbers of the rules).
``describe_action`` gives a button label for any legal action.
"""

from __future__ import annotations

from landlords.engine.events import EventKind
from landlords.engine.game import format_action, reason_text

from .frames import DEED
from .land_tax import taxed_rent_words

#: Every action kind of the rule set (first element of an action).
ACTION_KINDS = frozenset({
    "throw", "end", "pay_fine", "use_card", "build", "sell_house", "sell_all", "mortgage",
    "unmortgage", "offer", "buy", "decline", "bid", "pass", "place", "pay_flat",
    "pay_percent", "lift", "keep", "give", "take", "give_card", "take_card", "cash",
    "propose", "cancel", "accept", "bankrupt", "add_cash",
})

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


# ---------------------------------------------------------------------- Monopoly's events
def _threw(g, player, a, b, purpose) -> str:
    double = " (a double)" if a == b else ""
    why = {"jail": " in Jail", "utility": " for the utility's rent"}.get(purpose, "")
    return f"{player} threw {a} and {b}{double}{why}"


def _card(g, player, deck, card) -> str:
    for printed in g.data.deck(deck):
        if printed.id == card:
            text = printed.text.replace(" (second copy)", "")
            return f"{player} drew {deck_name(g, deck)}: {text}"
    return f"{player} drew {deck_name(g, deck)} {card}"


def _jailed(g, player, why) -> str:
    how = {"go_to_jail": "landed on Go To Jail", "card": "drew a card",
           "doubles": f"threw a {_ordinal(g.data.doubles_to_jail)} double in one turn"}.get(why, why)
    return f"{player} {how} and went to Jail (no salary on the way)"


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")


def _released(g, player, how) -> str:
    fine = g.money(g.data.jail_fine)
    words = {"fine": f"paid the {fine} fine", "card": "used a Get Out of Jail Free card",
             "double": "threw a double",
             "third_failure": f"paid {fine} after a {_ordinal(g.data.jail_throws)} failed throw"}[how]
    return f"{player} {words} and left Jail"


def _income_tax(g, player, percent, amount) -> str:
    if percent:
        return f"{player} chose to pay {g.data.income_tax_percent}% of {player}'s total worth: {g.money(amount)}"
    return f"{player} chose to pay the flat {g.money(amount)} Income Tax"


def _bankrupt(g, player, creditor, owed) -> str:
    return (f"{player} could not raise {g.money(owed)} and is bankrupt to "
            f"{g.account_name(creditor)}; he leaves the game")


def _auction(g, space, purpose, starter) -> str:
    if purpose == DEED:
        return f"The Bank auctions {space_name(g, space)}: any price, everyone may bid"
    return (f"Too few {purpose}s for everyone who wants one: {starter}'s {purpose} for "
            f"{space_name(g, space)} is auctioned")


def _dealt(g, player, bought, unpaid) -> str:
    text = f"{player} was dealt and paid for {spaces_words(g, bought)}"
    if unpaid:
        text += f"; could not pay for {spaces_words(g, unpaid)}, which stay with the Bank"
    return text


EVENTS = {
    "shuffled": EventKind((), lambda g: "The Chance and Community Chest decks were shuffled"),
    "order_throw": EventKind(("player", "a", "b"),
                             lambda g, player, a, b: f"{player} threw {a} and {b} for the first turn"),
    "first_player": EventKind(("player",),
                              lambda g, player: f"{player} plays first; play passes to the left"),
    "dealt": EventKind(("player", "bought", "unpaid"), _dealt),
    "threw": EventKind(("player", "a", "b", "purpose"), _threw),
    "moved": EventKind(("player", "from_space", "to_space"), lambda g, player, from_space, to_space: (
        f"{player} moved from {space_name(g, from_space)} to {space_name(g, to_space)}")),
    "rent_due": EventKind(("player", "owner", "space", "rent"), lambda g, player, owner, space, rent: (
        f"{player} owes {owner} {g.money(rent)} rent for {space_name(g, space)}")),
    "no_rent": EventKind(("player", "space"), lambda g, player, space: (
        f"{player} landed on {space_name(g, space)}: it is mortgaged, no rent")),
    "income_tax": EventKind(("player", "percent", "amount"), _income_tax),
    "jailed": EventKind(("player", "why"), _jailed),
    "released": EventKind(("player", "how"), _released),
    "jail_stay": EventKind(("player", "failures"), lambda g, player, failures: (
        f"{player} stays in Jail (failed throw {failures} of {g.data.jail_throws})")),
    "used_card": EventKind(("player", "deck"), lambda g, player, deck: f"{player} used {card_words(g, deck)}"),
    "card": EventKind(("player", "deck", "card"), _card),
    "repairs": EventKind(("player", "houses", "hotels", "amount"), lambda g, player, houses, hotels, amount: (
        f"{player} has {count_words(houses, 'house')} and {count_words(hotels, 'hotel')}: "
        f"repairs cost {g.money(amount)}")),
    "bought": EventKind(("player", "space", "price", "how"), lambda g, player, space, price, how: (
        f"{player} bought {space_name(g, space)} "
        + ("at auction " if how == "auction" else "from the Bank ") + f"for {g.money(price)}")),
    "declined": EventKind(("player", "space"), lambda g, player, space: (
        f"{player} declined to buy {space_name(g, space)} at {g.money(g.data.price[space])}")),
    "auction": EventKind(("space", "purpose", "starter"), _auction),
    "bid": EventKind(("player", "space", "amount"),
                     lambda g, player, space, amount: f"{player} bid {g.money(amount)}"),
    "passed": EventKind(("player", "space"), lambda g, player, space: f"{player} passed"),
    "no_sale": EventKind(("space",), lambda g, space: (
        f"Nobody bid for {space_name(g, space)}: it stays with the Bank")),
    "shortage": EventKind(("player", "space", "purpose", "left", "wanted"),
                          lambda g, player, space, purpose, left, wanted: (
                              f"{player} asks for a {purpose} for {space_name(g, space)}, but the Bank "
                              f"has {left} and {wanted} players want one: it is auctioned")),
    "built": EventKind(("player", "space", "level", "price"), lambda g, player, space, level, price: (
        f"{player} built on {space_name(g, space)} for {g.money(price)}: "
        f"{level_words(g, level)} there now")),
    "sold_building": EventKind(("player", "space", "level"), lambda g, player, space, level: (
        f"{player} sold a building on {space_name(g, space)} back to the Bank at half price: "
        f"{level_words(g, level)} there now")),
    "sold_group": EventKind(("player", "group", "value"), lambda g, player, group, value: (
        f"{player} sold every building of the {g.data.group_words(group)} group back to the Bank "
        f"for {g.money(value)}")),
    "mortgaged": EventKind(("player", "space", "amount"), lambda g, player, space, amount: (
        f"{player} mortgaged {space_name(g, space)} for {g.money(amount)}")),
    "unmortgaged": EventKind(("player", "space", "amount"), lambda g, player, space, amount: (
        f"{player} lifted the mortgage on {space_name(g, space)} for {g.money(amount)}")),
    "kept_mortgage": EventKind(("player", "space", "fee"), lambda g, player, space, fee: (
        f"{player} keeps {space_name(g, space)} mortgaged and pays {g.money(fee)} "
        f"({g.data.interest_percent}%) now")),
    "offer": EventKind(("player", "to", "offer"), lambda g, player, to, offer: (
        f"{player} offers {to}: {offer_words(g, offer)}")),
    "offer_accepted": EventKind(("player", "from_player", "offer"), lambda g, player, from_player, offer: (
        f"{player} accepted {from_player}'s offer: {offer_words(g, offer)}")),
    "offer_declined": EventKind(("player", "from_player", "offer"), lambda g, player, from_player, offer: (
        f"{player} declined {from_player}'s offer: {offer_words(g, offer)}")),
    "offer_cancelled": EventKind(("player",), lambda g, player: f"{player} withdrew an offer"),
    "in_debt": EventKind(("player", "amount"), lambda g, player, amount: (
        f"{player} must pay {g.money(amount)} and has to raise the money")),
    "bankrupt": EventKind(("player", "creditor", "owed"), _bankrupt),
    "deeds_passed": EventKind(("player", "creditor", "spaces"), lambda g, player, creditor, spaces: (
        f"{player}'s deeds pass to {creditor}: {spaces_words(g, spaces)}")),
    "dividend": EventKind(("amount", "players"), lambda g, amount, players: (
        f"The public treasury paid each of {players} players a dividend of {g.money(amount)}")),
}


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
