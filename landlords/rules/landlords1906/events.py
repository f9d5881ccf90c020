"""What happens in The Landlord's Game, in a learner's words.

The event catalogue (kind -> fields and sentence) and the labels of actions for buttons.
Sentences are built only when read (``event.text``); the game passes itself as the
context so that spaces and cards can be named.
"""

from __future__ import annotations

from landlords.engine.events import EventKind, money
from landlords.engine.game import format_action, reason_text

ACTION_KINDS = frozenset({
    "throw", "pay_fine", "build", "sell", "sell_luxury", "ask", "swap", "borrow", "repay",
    "offer_trust", "propose", "move", "speculate", "stay", "luxury", "back", "bid", "pass",
    "take", "decline", "to", "price", "for", "amount", "interest", "due", "pledge",
    "pledge_wages", "cancel", "accept", "vote", "place", "give_up", "done", "buy",
})

_ACCOUNT_NAMES = {"treasury": "the Public Treasury", "miscellaneous": "Miscellaneous"}
REASON_WORDS = {
    "starting_cash": "starting cash", "land_rent": "land rent", "house_rent": "house rent",
    "broker_share": "the broker's share", "public_purchase": "to buy it for the public",
    "public_wages": "to raise wages", "reset": "as the single tax began",
    "card": "as the Chance card says", "privilege": "for the building privilege",
}


def _space(g, s) -> str:
    if s is None:
        return "the board"
    return g.board.spaces[s].name


def _account(name: str) -> str:
    return _ACCOUNT_NAMES.get(name, name)


def _spaces(g, spaces) -> str:
    names = [_space(g, s) for s in spaces]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def _paid(g, payer, payee, amount, reason, space) -> str:
    words = REASON_WORDS.get(reason, reason.replace("_", " "))
    where = f" for {_space(g, space)}" if space is not None and reason in (
        "land_rent", "house_rent", "fare", "purchase", "tax", "privilege", "sale") else ""
    return f"{_account(payer)} paid {_account(payee)} {money(amount)} {words}{where}"


def _threw(g, player, a, b, purpose) -> str:
    double = " (a double)" if a == b else ""
    why = {"jail": " in Jail", "spec": " to speculate"}.get(purpose, "")
    return f"{player} threw {a} and {b}{double}{why}"


def _moved(g, player, start, dest, direction, used_pass) -> str:
    how = {"backward": " backward", "back": " back (refusing the luxury)"}.get(direction, "")
    via = " on the railroad pass" if used_pass else ""
    return f"{player} moved{how}{via} from {_space_or_opportunity(g, start)} to {_space(g, dest)}"


def _space_or_opportunity(g, s) -> str:
    if s >= 40:
        return g.board.opportunities[s - 40].name
    return _space(g, s)


def _bought(g, player, s, price, how) -> str:
    where = {"deal": "from the deal", "auction": "at auction"}.get(how, how)
    return f"{player} bought {_space(g, s)} {where} for {money(price)}"


def _offer_words(g, offer) -> str:
    kind = offer[0]
    if kind == "sell":
        return f"{_space(g, offer[2])} for {money(offer[4])}"
    if kind == "luxury":
        return f"a luxury card for {money(offer[3])}"
    if kind == "ask":
        return f"to buy {_space(g, offer[2])} for {money(offer[3])}"
    if kind == "swap":
        return f"{_space(g, offer[2])} in exchange for {_space(g, offer[3])}"
    if kind == "borrow":
        pledge = "future wages" if offer[6] < 0 else _space(g, offer[6])
        return (f"a loan of {money(offer[3])} at {offer[4]}% for {offer[5]} turns, "
                f"pledging {pledge}")
    if kind == "trust":
        return "to pool the four railroads in a trust"
    return kind


def _jailed(g, player, why, s) -> str:
    if why == "trespass":
        return f"{player} trespassed on {_space(g, s)} (land held out of use) and went to Jail"
    if why == "skin_game":
        return f"{player}, the broker, was caught in a skin game and went to Jail"
    return f"{player} was sent to Jail by a Chance card"


def _released(g, player, how) -> str:
    words = {"fine": "paid the $50 fine", "double": "threw a double and served his time",
             "third_failure": "paid the fine after a third failed throw"}[how]
    return f"{player} {words} and left Jail"


def _rules_switched(g, regime, how) -> str:
    by = " by a vote" if how == "vote" else ""
    if regime == "single-tax":
        return (f"The single tax is now in force{by}: land rent goes to the Public Treasury "
                f"and no one pays taxes on necessities")
    return f"The landlord rules are back in force{by}: land rent goes to the owners again"


def _made_public(g, s, holder) -> str:
    seller = f" from {holder}" if holder else ""
    what = "lighting" if "Lighting" in _space(g, s) else "the trolley" if "Trolley" in _space(g, s) else "the railroad"
    return (f"The Treasury reached $50 and bought the {_space(g, s)}{seller}; "
            f"{what} is now free for everyone")


def _decided(g, player, action, reason) -> str:
    text = f"{player}: {describe_action(g, action, frame=None)}"
    why = reason_text(reason)
    return f"{text} ({why})" if why else text


def _game_over(g, termination, winner, standings) -> str:
    how = {"rule_end": "a player received wages five times", "rounds": "the agreed rounds were played",
           "double": "a double was thrown after the agreed round",
           "capped": "the round cap was reached (a capped game, not a rule end)"}.get(termination, termination)
    who = f"{winner} wins with {money(standings[0][1])}" if winner else "it is a tie"
    return f"The game is over: {how}; {who}"


EVENTS = {
    "order_throw": EventKind(("player", "a", "b"),
                             lambda g, p, a, b: f"{p} threw {a} and {b} for the first turn"),
    "first_player": EventKind(("player",), lambda g, p: f"{p} threw highest and plays first"),
    "monarch": EventKind(("player", "lots"),
                         lambda g, p, n: f"{p} is given all {n} lots: the Monarch of the World"),
    "hand": EventKind(("player", "spaces"),
                      lambda g, p, sp: f"{p} took an average hand: {_spaces(g, sp)}"),
    "dealt": EventKind(("player", "spaces"),
                       lambda g, p, sp: f"{p} was dealt {_spaces(g, sp)}"),
    "returned": EventKind(("player", "spaces"),
                          lambda g, p, sp: f"{p} did not buy {_spaces(g, sp)}; back to the pack"),
    "bought": EventKind(("player", "space", "price", "how"), _bought),
    "threw": EventKind(("player", "a", "b", "purpose"), _threw),
    "moved": EventKind(("player", "from_space", "to_space", "direction", "used_pass"), _moved),
    "wages": EventKind(("player", "amount", "times"),
                       lambda g, p, a, n: f"{p} reached Mother Earth and drew {money(a)} wages (time {n})"),
    "no_wages": EventKind(("player",),
                          lambda g, p: f"{p}, the monarch, draws no wages at Mother Earth"),
    "untaxed": EventKind(("player", "space"),
                         lambda g, p, s: f"{p} stopped on {_space(g, s)}: no tax on necessities under the single tax"),
    "jailed": EventKind(("player", "why", "space"), _jailed),
    "released": EventKind(("player", "how"), _released),
    "jail_stay": EventKind(("player", "failures"),
                           lambda g, p, n: f"{p} stays in Jail (failed throw {n})"),
    "card": EventKind(("player", "card"),
                      lambda g, p, c: f"{p} drew a Chance card: {_card_text(g, c)}"),
    "auction": EventKind(("player", "space", "floor", "purpose"),
                         lambda g, p, s, f, why: (
                             f"{_space(g, s)} is for sale: bids start at {money(f)}; {p} has the first option"
                             if why == "sale" else
                             f"{p} wants to build on {_space(g, s)}; others may bid for the privilege")),
    "bid": EventKind(("player", "space", "amount"),
                     lambda g, p, s, a: f"{p} bid {money(a)} for {_space(g, s)}"),
    "passed": EventKind(("player", "space"), lambda g, p, s: f"{p} passed"),
    "declined": EventKind(("player", "space", "price"),
                          lambda g, p, s, a: f"{p} declined {_space(g, s)} at {money(a)}"),
    "no_sale": EventKind(("space",), lambda g, s: f"Nobody bought {_space(g, s)}"),
    "built": EventKind(("player", "space", "houses"),
                       lambda g, p, s, n: f"{p} built a house on {_space(g, s)} ({n} there now)"),
    "luxury": EventKind(("player", "count"),
                        lambda g, p, n: f"{p} paid $75 for a luxury: a {g.board.luxury_names[(n - 1) % len(g.board.luxury_names)]}"),
    "cannot_afford_luxury": EventKind(("player",),
                                      lambda g, p: f"{p} cannot afford the luxury and moves back"),
    "stayed": EventKind(("player", "why"), lambda g, p, why: {
        "speculation": f"{p} refused to move onto Speculation and stayed put",
        "poor_house": f"{p} cannot afford any move and stays in the Poor House"}[why]),
    "speculated": EventKind(("player", "winnings"),
                            lambda g, p, w: f"{p} won {money(w)} speculating"),
    "skin_game": EventKind(("player", "broker"), lambda g, p, b: (
        f"A skin game! {p} wins nothing" + (f"; {b}, the broker, goes to Jail and the licence returns to the pack" if b else ""))),
    "poor_house": EventKind(("player", "owed", "paid"),
                            lambda g, p, o, pd: f"{p} could not pay {money(o)}: paid {money(pd)}, the rest was forgiven, and went to the Poor House"),
    "debt_forgiven": EventKind(("player", "owed", "paid"),
                               lambda g, p, o, pd: f"{p} could not pay {money(o)}: paid {money(pd)} and the rest was forgiven"),
    "offer": EventKind(("player", "to", "offer"),
                       lambda g, p, t, o: f"{p} offers {t} {_offer_words(g, o)}"),
    "offer_accepted": EventKind(("player", "from_player", "offer"),
                                lambda g, p, f, o: f"{p} accepted {f}'s offer: {_offer_words(g, o)}"),
    "offer_declined": EventKind(("player", "from_player", "offer"),
                                lambda g, p, f, o: f"{p} declined {f}'s offer: {_offer_words(g, o)}"),
    "offer_cancelled": EventKind(("player",), lambda g, p: f"{p} withdrew an offer"),
    "loan": EventKind(("lender", "borrower", "amount", "owed", "turns", "pledge", "loan"),
                      lambda g, l, b, a, o, t, pl, i: f"{l} lent {b} {money(a)}; {money(o)} due in {t} turns (loan #{i})"),
    "loan_repaid": EventKind(("borrower", "lender", "amount"),
                             lambda g, b, l, a: f"{b} repaid {l} {money(a)}"),
    "pledge_forfeited": EventKind(("borrower", "lender", "space"),
                                  lambda g, b, l, s: f"{b} could not repay; the pledged {_space(g, s)} passes to {l}"),
    "wages_pledged": EventKind(("borrower", "lender", "owed"),
                               lambda g, b, l, o: f"{b} could not repay; {l} takes his wages until {money(o)} is paid"),
    "trust_formed": EventKind(("player", "partner"),
                              lambda g, a, b: f"{a} and {b} pooled the railroads in a trust: $40 a fare"),
    "trust_dissolved": EventKind(("player", "partner"),
                                 lambda g, a, b: f"The railroad trust of {a} and {b} is dissolved"),
    "treasury_reset": EventKind(("amount",),
                                lambda g, a: f"The Treasury's {money(a)} went to Miscellaneous: the single tax starts with an empty Treasury"),
    "proposed": EventKind(("player", "regime"),
                          lambda g, p, r: f"{p} proposes a vote for the {r} rules"),
    "voted": EventKind(("player", "regime", "yes"),
                       lambda g, p, r, y: f"{p} votes {'for' if y else 'against'} the {r} rules"),
    "vote_failed": EventKind(("player", "regime"),
                             lambda g, p, r: f"Nobody seconded {p}: the {r} rules are not adopted"),
    "made_public": EventKind(("space", "holder"), _made_public),
    "college_built": EventKind(("space",),
                               lambda g, s: f"The Treasury built a Free College on {_space(g, s)}: no more trespass there"),
    "wages_raised": EventKind(("level",),
                              lambda g, w: f"The Treasury spent $50 on public works: wages rise to {money(w)}"),
    "visited_college": EventKind(("player", "space"),
                                 lambda g, p, s: f"{p} visited the college on {_space(g, s)}"),
    "education": EventKind(("player", "space", "count"),
                           lambda g, p, s, n: f"{p} studied at the Free College on {_space(g, s)} (Education card {n} of 4)"),
    "professor": EventKind(("player",),
                           lambda g, p: f"{p} exchanged four Education cards for a Professor card"),
    "cannot_afford": EventKind(("player", "count"),
                               lambda g, p, n: f"{p} cannot afford where a {n} would take him"),
    "opportunity": EventKind(("player", "name"),
                             lambda g, p, n: f"{p} went to work the natural opportunity of {n}"),
    "opportunity_worked": EventKind(("player", "name", "wages", "rent"),
                                    lambda g, p, n, w, r: f"{p} earned {money(w)} on {n} and paid {money(r)} rent to the Treasury"),
}


def _card_text(g, card_id) -> str:
    for card in g.board.chance:
        if card.id == card_id:
            return card.text
    return card_id


def describe_action(g, action, frame="current") -> str:
    """Words for a button: what ``action`` does (names spaces and amounts)."""
    kind = action[0]
    arg = action[1] if len(action) > 1 else None
    if frame == "current":
        frame = None if g.is_over else g.top_frame
    space_kinds = {"build", "sell", "ask", "swap", "for", "pledge", "buy"}
    if kind in space_kinds and isinstance(arg, int):
        name = _space(g, arg)
        return {
            "build": f"Build a house on {name} ($100)", "sell": f"Offer {name} for sale",
            "ask": f"Offer to buy {name}", "swap": f"Offer {name} in a swap",
            "for": f"...for {name}", "pledge": f"Pledge {name}",
            "buy": f"Buy {name} for {money(g.board.spaces[arg].price)}",
        }[kind]
    if kind == "move" and len(action) == 3:
        via = " with the railroad pass" if action[2] else ""
        if frame is not None and frame[0] == "move":
            for option in frame[4]:
                if option[0] == arg and int(option[1]) == action[2]:
                    return f"Move {arg}{via} to {_space(g, option[2])}"
        return f"Move {arg}{via}"
    fixed = {
        "throw": "Throw the dice", "pay_fine": "Pay the $50 fine", "sell_luxury": "Offer a luxury card for sale",
        "speculate": "Go and speculate", "stay": "Stay where you are", "luxury": "Buy the luxury ($75)",
        "back": "Refuse it and move back", "pass": "Pass", "decline": "Decline", "cancel": "Cancel the offer",
        "accept": "Accept", "give_up": "Give up: pay what you have", "done": "Done",
        "pledge_wages": "Pledge future wages",
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
        return f"Repay in {arg} turns"
    if kind == "to":
        return f"Offer it to {arg}"
    if kind == "borrow":
        return f"Ask {arg} for a loan"
    if kind == "offer_trust":
        return f"Offer {arg} a railroad trust"
    if kind == "repay":
        return f"Repay loan #{arg}"
    if kind == "propose":
        return f"Propose a vote for the {arg} rules"
    if kind == "vote":
        return "Vote yes" if arg == "yes" else "Vote no"
    if kind == "place":
        return f"Work the natural opportunity of {arg}"
    return format_action(action)
