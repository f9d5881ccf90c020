"""Monopoly's events: what happened, with a learner's sentence, and the kinds of its actions.

Rule code emits raw tuples; the sentences below are written only when an event's
``text`` is read, from the event's fields (each sentence function takes them by name)
and the game's edition (``g.data``: names, prices and the numbers of the rules).  The
names they use, the engine's own sentences and the actions' labels are in ``words.py``
(re-exported here, where they lived before).
"""

from __future__ import annotations

from landlords.engine.events import EventKind

from .frames import DEED
from .words import (  # noqa: F401  (the names below lived here before words.py)
    REASON_WORDS,
    card_words,
    count_words,
    decision_sentence,
    deck_name,
    describe_action,
    ending_sentence,
    level_words,
    offer_words,
    payment_sentence,
    space_name,
    spaces_words,
    switch_sentence,
)

#: Every action kind of the rule set (first element of an action).
ACTION_KINDS = frozenset({
    "throw", "end", "pay_fine", "use_card", "build", "sell_house", "sell_all", "mortgage",
    "unmortgage", "offer", "buy", "decline", "bid", "pass", "place", "pay_flat",
    "pay_percent", "lift", "keep", "give", "take", "give_card", "take_card", "cash",
    "propose", "cancel", "accept", "bankrupt", "add_cash",
})


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
