"""Monopoly's events (what happened, with a learner's sentence) and action labels.

Rule code emits raw tuples; the sentences below are written only when an event's
``text`` is read.  ``describe_action`` gives a button label for any legal action.
"""

from __future__ import annotations

from landlords.engine.events import EventKind, money
from landlords.engine.game import format_action, reason_text

from .board import BOARD, GROUP_SPACES, HOTEL, HOUSE_COST, INTEREST, MORTGAGE, NAMES, PRICE

#: Every action kind of the rule set (first element of an action).
ACTION_KINDS = frozenset({
    "throw", "end", "pay_fine", "use_card", "build", "sell_house", "sell_all", "mortgage",
    "unmortgage", "offer", "buy", "decline", "bid", "pass", "place", "pay_flat",
    "pay_percent", "lift", "keep", "give", "take", "give_card", "take_card", "cash",
    "propose", "cancel", "accept", "bankrupt", "add_cash",
})

_ACCOUNTS = {"bank": "the Bank", "pot": "the Free Parking pot", "treasury": "the public treasury"}
REASON_WORDS = {
    "starting_cash": "starting cash", "salary": "salary for passing Go", "rent": "rent",
    "land_rent": "land value tax on rent", "tax": "tax", "fine": "the Jail fine",
    "purchase": "", "house": "for buildings", "sale": "in a trade", "card": "as the card says",
    "mortgage": "on a mortgage", "unmortgage": "to lift a mortgage", "interest": "in 10% interest",
    "bankruptcy": "in bankruptcy", "dividend": "as a public dividend", "pot": "from the pot",
}
_DECK_NAMES = {"chance": "Chance", "chest": "Community Chest"}


def _space(s) -> str:
    return NAMES[s] if isinstance(s, int) and 0 <= s < 40 else str(s)


def _account(name: str) -> str:
    return _ACCOUNTS.get(name, name)


def _spaces(spaces) -> str:
    names = [_space(s) for s in spaces]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _group(g: str) -> str:
    return g.replace("_", " ")


def _level_words(level: int) -> str:
    if level == HOTEL:
        return "a hotel"
    return {0: "no houses", 1: "1 house"}.get(level, f"{level} houses")


def _paid(g, payer, payee, amount, reason, space) -> str:
    words = REASON_WORDS.get(reason, reason.replace("_", " "))
    where = f" for {_space(space)}" if space is not None and reason in (
        "rent", "land_rent", "purchase", "tax", "house", "mortgage", "unmortgage", "interest") else ""
    words = f" {words}" if words else ""
    text = f"{_account(payer)} paid {_account(payee)} {money(amount)}{words}{where}"
    return text[0].upper() + text[1:]


def _threw(g, player, a, b, purpose) -> str:
    double = " (a double)" if a == b else ""
    why = {"jail": " in Jail", "utility": " for the utility's rent"}.get(purpose, "")
    return f"{player} threw {a} and {b}{double}{why}"


def _card(g, player, deck, card_id) -> str:
    for card in BOARD.deck(deck):
        if card.id == card_id:
            text = card.text.replace(" (second copy)", "")
            return f"{player} drew {_DECK_NAMES[deck]}: {text}"
    return f"{player} drew {_DECK_NAMES[deck]} {card_id}"


def _jailed(g, player, why) -> str:
    how = {"go_to_jail": "landed on Go To Jail", "card": "drew a card",
           "doubles": "threw a third double in one turn"}.get(why, why)
    return f"{player} {how} and went to Jail (no salary on the way)"


def _released(g, player, how) -> str:
    words = {"fine": "paid the $50 fine", "card": "used a Get Out of Jail Free card",
             "double": "threw a double", "third_failure": "paid $50 after a third failed throw"}[how]
    return f"{player} {words} and left Jail"


def _offer_words(g, offer) -> str:
    _, _, give, take, cards_give, cards_take, cash = offer
    gives = [_space(s) for s in give] + [f"a Get Out of Jail Free card ({_DECK_NAMES[d]})" for d in cards_give]
    takes = [_space(s) for s in take] + [f"a Get Out of Jail Free card ({_DECK_NAMES[d]})" for d in cards_take]
    if cash > 0:
        gives.append(money(cash))
    elif cash < 0:
        takes.append(money(-cash))
    left = ", ".join(gives) or "nothing"
    right = ", ".join(takes) or "nothing"
    return f"{left} for {right}"


def _bankrupt(g, player, creditor, owed) -> str:
    to = _account(creditor)
    return f"{player} could not raise {money(owed)} and is bankrupt to {to}; he leaves the game"


def _game_over(g, termination, winner, standings) -> str:
    how = {"last_standing": "one player is left",
           "capped": "the round cap was reached (a capped game: ranked by net worth)"}.get(
        termination, termination)
    who = f"{winner} wins with {money(standings[0][1])}" if winner else "it is a tie"
    return f"The game is over: {how}; {who}"


def _rules_switched(g, regime, how) -> str:
    if regime == "single-tax":
        return (f"The single tax is now in force: {g.share}% of every rent goes to the public "
                f"treasury and back to everyone as equal dividends")
    return "The landlord rules are back in force: owners keep all the rent"


def _decided(g, player, action, reason) -> str:
    text = f"{player}: {describe_action(g, action, frame=None)}"
    why = reason_text(reason)
    return f"{text} ({why})" if why else text


EVENTS = {
    "shuffled": EventKind((), lambda g: "The Chance and Community Chest decks were shuffled"),
    "order_throw": EventKind(("player", "a", "b"),
                             lambda g, p, a, b: f"{p} threw {a} and {b} for the first turn"),
    "first_player": EventKind(("player",), lambda g, p: f"{p} plays first; play passes to the left"),
    "dealt": EventKind(("player", "bought", "unpaid"), lambda g, p, b, u: (
        f"{p} was dealt and paid for {_spaces(b)}"
        + (f"; could not pay for {_spaces(u)}, which stay with the Bank" if u else ""))),
    "threw": EventKind(("player", "a", "b", "purpose"), _threw),
    "moved": EventKind(("player", "from_space", "to_space"),
                       lambda g, p, a, b: f"{p} moved from {_space(a)} to {_space(b)}"),
    "rent_due": EventKind(("player", "owner", "space", "rent"),
                          lambda g, p, o, s, r: f"{p} owes {o} {money(r)} rent for {_space(s)}"),
    "no_rent": EventKind(("player", "space"),
                         lambda g, p, s: f"{p} landed on {_space(s)}: it is mortgaged, no rent"),
    "income_tax": EventKind(("player", "percent", "amount"), lambda g, p, pc, a: (
        f"{p} chose to pay 10% of his total worth: {money(a)}" if pc
        else f"{p} chose to pay the flat {money(a)} Income Tax")),
    "jailed": EventKind(("player", "why"), _jailed),
    "released": EventKind(("player", "how"), _released),
    "jail_stay": EventKind(("player", "failures"),
                           lambda g, p, n: f"{p} stays in Jail (failed throw {n} of 3)"),
    "used_card": EventKind(("player", "deck"),
                           lambda g, p, d: f"{p} used the {_DECK_NAMES[d]} Get Out of Jail Free card"),
    "card": EventKind(("player", "deck", "card"), _card),
    "repairs": EventKind(("player", "houses", "hotels", "amount"),
                         lambda g, p, h, ht, a: f"{p} has {_count(h, 'house')} and "
                                                f"{_count(ht, 'hotel')}: repairs cost {money(a)}"),
    "bought": EventKind(("player", "space", "price", "how"), lambda g, p, s, pr, how: (
        f"{p} bought {_space(s)} " + ("at auction " if how == "auction" else "from the Bank ")
        + f"for {money(pr)}")),
    "declined": EventKind(("player", "space"),
                          lambda g, p, s: f"{p} declined to buy {_space(s)} at {money(PRICE[s])}"),
    "auction": EventKind(("space", "purpose", "starter"), lambda g, s, why, st: (
        f"The Bank auctions {_space(s)}: any price, everyone may bid" if why == "deed" else
        f"Too few {why}s for everyone who wants one: {st}'s {why} for {_space(s)} is auctioned")),
    "bid": EventKind(("player", "space", "amount"), lambda g, p, s, a: f"{p} bid {money(a)}"),
    "passed": EventKind(("player", "space"), lambda g, p, s: f"{p} passed"),
    "no_sale": EventKind(("space",), lambda g, s: f"Nobody bid for {_space(s)}: it stays with the Bank"),
    "shortage": EventKind(("player", "space", "purpose", "left", "wanted"),
                          lambda g, p, s, what, left, n: (
                              f"{p} asks for a {what} for {_space(s)}, but the Bank has {left} "
                              f"and {n} players want one: it is auctioned")),
    "built": EventKind(("player", "space", "level", "price"),
                       lambda g, p, s, lvl, pr: f"{p} built on {_space(s)} for {money(pr)}: "
                                                f"{_level_words(lvl)} there now"),
    "sold_building": EventKind(("player", "space", "level"),
                               lambda g, p, s, lvl: f"{p} sold a building on {_space(s)} back to the "
                                                    f"Bank at half price: {_level_words(lvl)} there now"),
    "sold_group": EventKind(("player", "group", "value"),
                            lambda g, p, grp, v: f"{p} sold every building of the {_group(grp)} "
                                                 f"group back to the Bank for {money(v)}"),
    "mortgaged": EventKind(("player", "space", "amount"),
                           lambda g, p, s, a: f"{p} mortgaged {_space(s)} for {money(a)}"),
    "unmortgaged": EventKind(("player", "space", "amount"),
                             lambda g, p, s, a: f"{p} lifted the mortgage on {_space(s)} for {money(a)}"),
    "kept_mortgage": EventKind(("player", "space", "fee"),
                               lambda g, p, s, f: f"{p} keeps {_space(s)} mortgaged and pays {money(f)} (10%) now"),
    "offer": EventKind(("player", "to", "offer"),
                       lambda g, p, t, o: f"{p} offers {t}: {_offer_words(g, o)}"),
    "offer_accepted": EventKind(("player", "from_player", "offer"),
                                lambda g, p, f, o: f"{p} accepted {f}'s offer: {_offer_words(g, o)}"),
    "offer_declined": EventKind(("player", "from_player", "offer"),
                                lambda g, p, f, o: f"{p} declined {f}'s offer: {_offer_words(g, o)}"),
    "offer_cancelled": EventKind(("player",), lambda g, p: f"{p} withdrew an offer"),
    "in_debt": EventKind(("player", "amount"),
                         lambda g, p, a: f"{p} must pay {money(a)} and has to raise the money"),
    "bankrupt": EventKind(("player", "creditor", "owed"), _bankrupt),
    "deeds_passed": EventKind(("player", "creditor", "spaces"),
                              lambda g, p, c, sp: f"{p}'s deeds pass to {c}: {_spaces(sp)}"),
    "dividend": EventKind(("amount", "players"),
                          lambda g, a, n: f"The public treasury paid each of {n} players a "
                                          f"dividend of {money(a)}"),
}


def describe_action(g, action, frame="current") -> str:
    """Words for a button: what ``action`` does (names spaces and amounts)."""
    kind = action[0]
    arg = action[1] if len(action) > 1 else None
    if frame == "current":
        frame = None if g.is_over else g.top_frame
    if isinstance(arg, int) and kind in ("build", "sell_house", "mortgage", "unmortgage", "buy",
                                         "give", "take", "place", "lift", "keep"):
        name = _space(arg)
        return {
            "build": f"Build on {name} ({money(HOUSE_COST[arg])})",
            "sell_house": f"Sell a building on {name} ({money(HOUSE_COST[arg] // 2)})",
            "mortgage": f"Mortgage {name} (+{money(MORTGAGE[arg])})",
            "unmortgage": f"Lift the mortgage on {name} ({money(MORTGAGE[arg] + INTEREST[arg])})",
            "buy": f"Buy {name} for {money(PRICE[arg])}",
            "give": f"...give {name}", "take": f"...ask for {name}",
            "place": f"Put the building on {name}",
            "lift": f"Lift the mortgage on {name} now ({money(MORTGAGE[arg] + INTEREST[arg])})",
            "keep": f"Keep {name} mortgaged and pay 10% now ({money(INTEREST[arg])})",
        }[kind]
    fixed = {
        "throw": "Throw the dice", "end": "End the turn", "pay_fine": "Pay the $50 fine",
        "decline": "Decline", "pass": "Pass", "pay_flat": "Pay $200 Income Tax",
        "pay_percent": "Pay 10% of your total worth", "propose": "Propose the offer",
        "cancel": "Cancel the offer", "accept": "Accept", "bankrupt": "Declare bankruptcy",
        "add_cash": "...add cash to the offer",
    }
    if kind in fixed:
        return fixed[kind]
    if kind == "use_card":
        return f"Use the {_DECK_NAMES.get(arg, arg)} Get Out of Jail Free card"
    if kind == "sell_all" and arg in GROUP_SPACES:
        return f"Sell every building of the {_group(arg)} group"
    if kind == "offer":
        return f"Make {arg} an offer"
    if kind == "bid":
        return f"Bid {money(arg)}"
    if kind == "give_card":
        return f"...give the {_DECK_NAMES.get(arg, arg)} Get Out of Jail Free card"
    if kind == "take_card":
        return f"...ask for the {_DECK_NAMES.get(arg, arg)} Get Out of Jail Free card"
    if kind == "cash" and isinstance(arg, int):
        return f"...and pay {money(arg)}" if arg > 0 else f"...and ask for {money(-arg)}"
    return format_action(action)
