"""What happens in The Landlord's Game, in a learner's words: the event catalogue.

Each kind of event the rules emit, with its fields and the sentence a learner reads.
Sentences are built only when read (``event.text``); the game passes itself as the
context, so that spaces, cards and amounts are named through it (``g.space_name``,
``g.money``, ``g.data``).  The engine's own events (a decision, a payment, a switch of
rules, the end) are worded by the game's hooks in ``words.py``.
"""

from __future__ import annotations

from landlords.engine.events import EventKind

from .words import ordinal_words, regime_words

ACTION_KINDS = frozenset({
    "throw", "pay_fine", "build", "sell", "sell_luxury", "ask", "swap", "borrow", "repay",
    "offer_trust", "propose", "move", "speculate", "stay", "luxury", "back", "bid", "pass",
    "take", "decline", "to", "price", "for", "amount", "interest", "due", "pledge",
    "pledge_wages", "cancel", "accept", "vote", "place", "give_up", "done", "buy",
})


def _spaces(g, spaces) -> str:
    names = [g.space_name(s) for s in spaces]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def _threw(g, player, a, b, purpose) -> str:
    double = " (a double)" if a == b else ""
    why = {"jail": " in Jail", "spec": " to speculate"}.get(purpose, "")
    return f"{player} threw {a} and {b}{double}{why}"


def _moved(g, player, start, dest, direction, used_pass) -> str:
    how = {"backward": " backward", "back": " back (refusing the luxury)"}.get(direction, "")
    via = " on the railroad pass" if used_pass else ""
    return f"{player} moved{how}{via} from {g.space_name(start)} to {g.space_name(dest)}"


def _bought(g, player, s, price, how) -> str:
    where = {"deal": "from the deal", "auction": "at auction"}.get(how, how)
    return f"{player} bought {g.space_name(s)} {where} for {g.money(price)}"


def offer_words(g, offer) -> str:
    """What ``offer`` (a value of ``frames.OFFERS``) proposes, in words."""
    kind = offer.kind
    if kind == "sell":
        return f"{g.space_name(offer.space)} for {g.money(offer.price)}"
    if kind == "luxury":
        return f"a luxury card for {g.money(offer.price)}"
    if kind == "ask":
        return f"to buy {g.space_name(offer.space)} for {g.money(offer.price)}"
    if kind == "swap":
        return f"{g.space_name(offer.mine)} in exchange for {g.space_name(offer.theirs)}"
    if kind == "borrow":
        pledge = "future wages" if offer.pledge < 0 else g.space_name(offer.pledge)
        return (f"a loan of {g.money(offer.amount)} at {offer.interest}% for {offer.term} turns, "
                f"pledging {pledge}")
    if kind == "trust":
        return "to pool the four railroads in a trust"
    return kind


def _jailed(g, player, why, s) -> str:
    if why == "trespass":
        return f"{player} trespassed on {g.space_name(s)} (land held out of use) and went to Jail"
    if why == "skin_game":
        return f"{player}, the broker, was caught in a skin game and went to Jail"
    return f"{player} was sent to Jail by a Chance card"


def _released(g, player, how) -> str:
    fine = g.money(g.data.fine)
    last = ordinal_words(g.data.jail_throws)
    words = {"fine": f"paid the {fine} fine", "double": "threw a double and served their time",
             "third_failure": f"paid the fine after a {last} failed throw"}[how]
    return f"{player} {words} and left Jail"


def _made_public(g, s, holder) -> str:
    seller = f" from {holder}" if holder else ""
    return (f"The Treasury reached {g.money(g.data.public_step)} and bought the "
            f"{g.space_name(s)}{seller}; it is now free for everyone")


def _luxury(g, player, count) -> str:
    names = g.data.luxury_names
    return f"{player} paid {g.money(g.data.luxury_price)} for a luxury: a {names[(count - 1) % len(names)]}"


def _auction(g, player, s, floor, purpose) -> str:
    if purpose == "sale":
        return (f"{g.space_name(s)} is for sale: bids start at {g.money(floor)}; "
                f"{player} has the first option")
    return f"{player} wants to build on {g.space_name(s)}; others may bid for the privilege"


def _skin_game(g, player, broker) -> str:
    text = f"A skin game! {player} wins nothing"
    if broker:
        text += f"; {broker}, the broker, goes to Jail and the licence returns to the pack"
    return text


def _card(g, player, card_id) -> str:
    text = next((card.text for card in g.data.chance if card.id == card_id), card_id)
    return f"{player} drew a Chance card: {text}"


def _education(g, player, s, count) -> str:
    return (f"{player} studied at the Free College on {g.space_name(s)} "
            f"(Education card {count} of {g.data.per_professor})")


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
                       lambda g, p, a, n: f"{p} reached Mother Earth and drew {g.money(a)} wages (time {n})"),
    "no_wages": EventKind(("player",),
                          lambda g, p: f"{p}, the monarch, draws no wages at Mother Earth"),
    "untaxed": EventKind(("player", "space"),
                         lambda g, p, s: f"{p} stopped on {g.space_name(s)}: no tax on necessities "
                                         f"under the single tax"),
    "jailed": EventKind(("player", "why", "space"), _jailed),
    "released": EventKind(("player", "how"), _released),
    "jail_stay": EventKind(("player", "failures"),
                           lambda g, p, n: f"{p} stays in Jail (failed throw {n})"),
    "card": EventKind(("player", "card"), _card),
    "auction": EventKind(("player", "space", "floor", "purpose"), _auction),
    "bid": EventKind(("player", "space", "amount"),
                     lambda g, p, s, a: f"{p} bid {g.money(a)} for {g.space_name(s)}"),
    "passed": EventKind(("player", "space"), lambda g, p, s: f"{p} passed"),
    "declined": EventKind(("player", "space", "price"),
                          lambda g, p, s, a: f"{p} declined {g.space_name(s)} at {g.money(a)}"),
    "no_sale": EventKind(("space",), lambda g, s: f"Nobody bought {g.space_name(s)}"),
    "built": EventKind(("player", "space", "houses"),
                       lambda g, p, s, n: f"{p} built a house on {g.space_name(s)} ({n} there now)"),
    "luxury": EventKind(("player", "count"), _luxury),
    "cannot_afford_luxury": EventKind(("player",),
                                      lambda g, p: f"{p} cannot afford the luxury and moves back"),
    "stayed": EventKind(("player", "why"), lambda g, p, why: {
        "speculation": f"{p} refused to move onto Speculation and stayed put",
        "poor_house": f"{p} cannot afford any move and stays in the Poor House"}[why]),
    "speculated": EventKind(("player", "winnings"),
                            lambda g, p, w: f"{p} won {g.money(w)} speculating"),
    "skin_game": EventKind(("player", "broker"), _skin_game),
    "poor_house": EventKind(("player", "owed", "paid"),
                            lambda g, p, o, pd: f"{p} could not pay {g.money(o)}: paid {g.money(pd)}, "
                                                f"the rest was forgiven, and went to the Poor House"),
    "debt_forgiven": EventKind(("player", "owed", "paid"),
                               lambda g, p, o, pd: f"{p} could not pay {g.money(o)}: paid {g.money(pd)} "
                                                   f"and the rest was forgiven"),
    "offer": EventKind(("player", "to", "offer"),
                       lambda g, p, t, o: f"{p} offers {t} {offer_words(g, o)}"),
    "offer_accepted": EventKind(("player", "from_player", "offer"),
                                lambda g, p, f, o: f"{p} accepted {f}'s offer: {offer_words(g, o)}"),
    "offer_declined": EventKind(("player", "from_player", "offer"),
                                lambda g, p, f, o: f"{p} declined {f}'s offer: {offer_words(g, o)}"),
    "offer_cancelled": EventKind(("player",), lambda g, p: f"{p} withdrew an offer"),
    "loan": EventKind(("lender", "borrower", "amount", "owed", "turns", "pledge", "loan"),
                      lambda g, lender, b, a, o, t, pledge, i:
                      f"{lender} lent {b} {g.money(a)}; {g.money(o)} due in {t} turns (loan #{i})"),
    "loan_repaid": EventKind(("borrower", "lender", "amount"),
                             lambda g, b, lender, a: f"{b} repaid {lender} {g.money(a)}"),
    "pledge_forfeited": EventKind(("borrower", "lender", "space"),
                                  lambda g, b, lender, s: f"{b} could not repay; the pledged "
                                                          f"{g.space_name(s)} passes to {lender}"),
    "wages_pledged": EventKind(("borrower", "lender", "owed"),
                               lambda g, b, lender, o: f"{b} could not repay; {lender} takes {b}'s wages "
                                                       f"until {g.money(o)} is paid"),
    "trust_formed": EventKind(("player", "partner"),
                              lambda g, a, b: f"{a} and {b} pooled the railroads in a trust: "
                                              f"{g.money(2 * g.data.trust_fare)} a fare"),
    "trust_dissolved": EventKind(("player", "partner"),
                                 lambda g, a, b: f"The railroad trust of {a} and {b} is dissolved"),
    "treasury_reset": EventKind(("amount",),
                                lambda g, a: f"The Treasury's {g.money(a)} went to Miscellaneous: "
                                             f"the single tax starts with an empty Treasury"),
    "proposed": EventKind(("player", "regime"),
                          lambda g, p, r: f"{p} proposes a vote for {regime_words(g, r)}"),
    "voted": EventKind(("player", "regime", "yes"),
                       lambda g, p, r, y: f"{p} votes {'for' if y else 'against'} {regime_words(g, r)}"),
    "vote_failed": EventKind(("player", "regime"),
                             lambda g, p, r: f"Nobody seconded {p}: {regime_words(g, r)} "
                                             f"{'are' if r != 'single-tax' else 'is'} not adopted"),
    "made_public": EventKind(("space", "holder"), _made_public),
    "college_built": EventKind(("space",),
                               lambda g, s: f"The Treasury built a Free College on {g.space_name(s)}: "
                                            f"no more trespass there"),
    "dividend": EventKind(("each", "players"),
                          lambda g, each, n: f"The Treasury paid every player a dividend of "
                                             f"{g.money(each)} (LG-X2)"),
    "wages_raised": EventKind(("level",),
                              lambda g, w: f"The Treasury spent {g.money(g.data.public_step)} on public "
                                           f"works: wages rise to {g.money(w)}"),
    "visited_college": EventKind(("player", "space"),
                                 lambda g, p, s: f"{p} visited the college on {g.space_name(s)}"),
    "education": EventKind(("player", "space", "count"), _education),
    "professor": EventKind(("player",),
                           lambda g, p: f"{p} exchanged his Education cards for a Professor card"),
    "cannot_afford": EventKind(("player", "count"),
                               lambda g, p, n: f"{p} cannot afford where a {n} would take him"),
    "opportunity": EventKind(("player", "name"),
                             lambda g, p, n: f"{p} went to work the natural opportunity of {n}"),
    "opportunity_worked": EventKind(("player", "name", "wages", "rent"),
                                    lambda g, p, n, w, r: f"{p} earned {g.money(w)} on {n} and paid "
                                                          f"{g.money(r)} rent to the Treasury"),
}
