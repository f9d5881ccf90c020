"""What the player to move is asked, in Monopoly's own words (``game.prompt()``).

Every decision of the rules (the turn before and after the throw, in Jail or not; buying
or declining a deed; a bid in an auction of a deed or of the Bank's last houses; placing a
building won at auction; the Income Tax choice; a mortgaged deed received; raising money
for a debt; composing a trade, its cash, and answering one) gets a title, a question that
names the spaces, players and amounts it is about, its choices labelled by
``describe_action``, and, for a bid or the cash of an offer, an :class:`Amount` with the
least, the most and the step the rules allow.  Chance nodes and the end of the game are
told in words too.  Nothing here changes the game.
"""

from __future__ import annotations

from landlords.engine.auction import NO_BIDDER
from landlords.engine.game import CHANCE
from landlords.engine.prompt import Amount, Choice, Prompt
from landlords.engine.view import GameView

from .frames import DEED, JAIL_THROW, PRE, UTILITY_THROW, Offer
from .words import card_words, ending_sentence, offer_words, spaces_words

_CHANCE_WORDS = {
    "order": "The players throw the dice to see who plays first.",
    "shuffle": "The Chance and Community Chest decks are shuffled.",
    "deal": "Every deed is dealt out, one at a time in the order of play.",
}

#: Each decision's main action (``Choice.primary``), by action kind in order of preference:
#: the throw on a turn (ending it once the moves are done), else the answer the bots give
#: most often where it is one choice; a decision not named here (a deed among several to
#: mortgage, a bid typed as an amount) has none.
PRIMARY = {
    "turn": ("throw", "end"),
    "buy": ("buy", "decline"),
    "receive": ("keep",),
    "respond": ("accept",),
    "compose": ("propose",),
}


def prompt(g) -> Prompt:
    """The decision waiting in ``g`` as a :class:`Prompt`."""
    mover = g.to_move
    if mover is None:
        outcome = g.outcome
        text = ending_sentence(g, outcome.termination.value, outcome.winner, outcome.standings)
        return Prompt(None, None, f"{text}.", title="The game is over")
    kind = g.decision
    frame = g.top_frame
    if mover == CHANCE:
        return Prompt(None, kind, _chance_text(g, kind, frame), title="Chance acts",
                      spaces=decision_spaces(g))
    ask = _ASK.get(kind)
    if ask is None:                            # a decision a variant added: the engine's words
        return GameView(g).prompt()
    title, text, amount = ask(g, frame, mover)
    answered = amount.kind if amount is not None else None
    choices = tuple(Choice(action, g.describe_action(action)) for action in g.legal_actions()
                    if action[0] != answered)
    return Prompt(mover, kind, text, title=title, choices=choices, amount=amount,
                  spaces=decision_spaces(g)).marked(PRIMARY.get(kind, ()))


def length_text(options: dict) -> str:
    """How long a game lasts under ``options`` (MO-18, the time-limit game), in a sentence."""
    limit = options.get("time_limit_rounds")
    if not limit:
        return "The game ends when only one player is left."
    return (f"The game ends when only one player is left, or at the end of round {limit} at the "
            f"latest: then the richest by the rules' count wins.")


def decision_spaces(g) -> tuple[int, ...]:
    """The spaces the decision waiting is about (the deed for sale or auctioned, the
    streets a won building may go on, the deeds of an offer, a mortgaged deed received)."""
    if g.is_over:
        return ()
    kind = g.decision
    frame = g.top_frame
    if kind in ("buy", "bid", "receive"):
        return (frame.space,)
    if kind == "dice" and frame.purpose == UTILITY_THROW:
        return (frame.space,)
    if kind == "place":
        return tuple(space for _, space in g.legal_actions())
    if kind in ("compose", "amount"):
        return tuple(frame.give) + tuple(frame.take)
    if kind == "respond":
        return tuple(frame.offer.give) + tuple(frame.offer.take)
    if kind == "income_tax":
        return (g.data.income_tax_space,)
    return ()


def _chance_text(g, kind, frame) -> str:
    if kind == "dice":
        player = g.players[frame.seat]
        if frame.purpose == UTILITY_THROW:
            return (f"{player} throws the dice: the rent for {g.space_name(frame.space)} is "
                    f"{frame.multiplier} times the throw.")
        if frame.purpose == JAIL_THROW:
            return f"{player} throws the dice for a double to leave Jail."
        return f"{player} throws the dice."
    return _CHANCE_WORDS.get(kind, "Chance acts next.")


def _cash(g, player) -> str:
    return g.money(g.balance(player))


# ---------------------------------------------------------------------- each decision
#: What a player may do with his property and his neighbours, by action kind, in words.
_MANAGING = (("build", "build"), ("sell_house", "sell buildings"), ("sell_all", "sell buildings"),
             ("mortgage", "mortgage a deed"), ("unmortgage", "lift a mortgage"),
             ("offer", "make an offer"))


def _managing(g) -> str:
    """``"build, mortgage a deed or make an offer"``: what the legal actions allow besides
    the decision itself ("" when nothing)."""
    kinds = {action[0] for action in g.legal_actions()}
    ways = list(dict.fromkeys(words for kind, words in _MANAGING if kind in kinds))
    return _listed(ways, "or") if ways else ""


def _turn(g, frame, player):
    cash = _cash(g, player)
    seat = frame.seat
    managing = _managing(g)
    if frame.phase != PRE:
        first = f", or first {managing}" if managing else ""
        return ("After the throw",
                f"{player}, your moves are done: end your turn{first}. You have {cash}.", None)
    first = f"; first you may {managing}" if managing else ""
    if g.jailed[seat]:
        data = g.data
        tries = f"throw {g.jail_fails[seat] + 1} of {data.jail_throws}"
        ways = [f"pay the {g.money(data.jail_fine)} fine"] if g.is_legal(("pay_fine",)) else []
        ways += [f"use {card_words(g, deck)}" for deck in g.cards_held(player)]
        other = f", or {_listed(ways, 'or')}" if ways else ""
        return ("In Jail",
                f"{player}, you are in Jail. Throw for a double ({tries}){other}{first}. "
                f"You have {cash}.", None)
    opening = "you threw a double: throw again" if frame.doubles else "throw the dice"
    return ("Your turn", f"{player}, {opening}{first}. You have {cash}.", None)


def _buy(g, frame, player):
    s = frame.space
    name, price = g.space_name(s), g.data.price[s]
    cash = g.balance(player)
    text = (f"{player}, {name} is for sale at {g.money(price)}. Buy it, or decline it and the Bank "
            f"auctions it to everyone (you may bid too).")
    if cash < price:
        text += (f" You have {g.money(cash)}: to buy it, first raise {g.money(price - cash)} by "
                 f"mortgaging deeds or selling buildings.")
    else:
        text += f" You have {g.money(cash)}."
    return f"Buy {name}?", text, None


def _bid(g, frame, player):
    s = frame.space
    name = g.space_name(s)
    low, high = g._bid_range(frame)
    step = g.data.bid_step
    if frame.high_bidder == NO_BIDDER:
        standing = "Nobody has bid yet."
    else:
        standing = f"Highest bid: {g.money(frame.high)} by {g.players[frame.high_bidder]}."
    if frame.purpose == DEED:
        title = f"Auction of {name}"
        what = f"the Bank auctions {name} (printed price {g.money(g.data.price[s])})."
    else:
        title = f"Auction of a {frame.purpose}"
        what = (f"the Bank has too few {frame.purpose}s for everyone who wants one: "
                f"{g.players[frame.starter]}'s {frame.purpose} for {name} is auctioned, and the "
                f"winner builds on a street of their own.")
    if low > high:
        ask = "You cannot outbid: pass."
        amount = None
    else:
        each = "" if step == 1 else f" in steps of {g.money(step)}"
        ask = f"Bid from {g.money(low)} to {g.money(high)}{each}, or pass (a pass is final)."
        amount = Amount("bid", "Your bid", low, high, step, default=low, verb="Bid")
    return title, f"{player}: {what} {standing} {ask} You have {_cash(g, player)}.", amount


def _place(g, frame, player):
    return (f"Place the {frame.purpose}",
            f"{player}, you won the {frame.purpose} for {g.money(frame.price)}: choose the street "
            f"to put it on.", None)


def _income_tax(g, frame, player):
    data = g.data
    return ("Income Tax",
            f"{player}, Income Tax: pay {g.money(data.income_tax_flat)}, or "
            f"{data.income_tax_percent}% of your total worth (your cash, the printed prices of "
            f"your deeds, mortgaged or not, and of your buildings). Choose before counting.", None)


def _receive(g, frame, player):
    s = frame.space
    data = g.data
    name = g.space_name(s)
    interest = g.money(data.interest[s])
    if g.is_legal(("lift", s)):
        lift = (f"Lift the mortgage now for {g.money(data.lift_cost[s])} (the mortgage and "
                f"{data.interest_percent}% interest), or keep it mortgaged and pay the {interest} "
                f"interest now.")
    else:
        lift = (f"You cannot lift the mortgage now ({g.money(data.lift_cost[s])}): keep it "
                f"mortgaged and pay the {interest} interest now.")
    return (f"Mortgaged deed: {name}", f"{player}, {name} comes to you mortgaged. {lift}", None)


def _raise(g, frame, player):
    owed = g._debt()
    cash = g.balance(player)
    creditor = _creditor(g)
    ways = _managing(g)
    text = f"{player}, you owe {g.money(owed)}{creditor} and have {g.money(cash)}."
    if ways:
        text += f" Raise {g.money(owed - cash)}: you may {ways}"
        if g.is_legal(("bankrupt",)):
            text += (", or declare bankruptcy (all you could raise would not pay it: you would "
                     "leave the game)")
        text += "."
    else:
        text += " You cannot raise it: declare bankruptcy and leave the game."
    return "Raise money", text, None


def _creditor(g) -> str:
    for frame in reversed(g.frames):
        if getattr(frame, "kind", None) == "settle":
            accounts = {due.account for due in frame.dues if due.amount > 0}
            names = [g.account_name(g.accounts[a]) for a in sorted(accounts)]
            return f" to {' and '.join(names)}" if names else ""
    return ""


def _draft(frame, cash) -> Offer:
    return Offer(frame.seat, frame.to, tuple(frame.give), tuple(frame.take), tuple(frame.cards_give),
                 tuple(frame.cards_take), cash or 0)


def _compose(g, frame, player):
    to = g.players[frame.to]
    draft = _draft(frame, frame.cash)
    moved = draft.give or draft.take or draft.cards_give or draft.cards_take or draft.cash
    so_far = f"so far you offer {offer_words(g, draft)}" if moved else "nothing is in it yet"
    return (f"Your offer to {to}",
            f"{player}, your offer to {to}: {so_far}. Add a deed or a card to give or to ask for, "
            f"or cash; then propose it, or cancel it. An offer must move a deed or a card, and "
            f"each of you must be able to pay their part now.", None)


def _amount(g, frame, player):
    to = g.players[frame.to]
    low, high = g._cash_range(frame)
    text = (f"{player}, how much cash goes with your offer to {to}? A positive amount you pay "
            f"{to} (up to {g.money(high)}); a negative amount {to} pays you (up to "
            f"{g.money(-low)}). Any whole amount but zero.")
    amount = Amount("cash", f"Cash (positive: you pay {to}; negative: {to} pays you)", low, high, 1,
                    default=1 if high >= 1 else -1, verb="Add cash")
    return f"Cash in your offer to {to}", text, amount


def _respond(g, frame, player):
    offer = frame.offer
    proposer = g.players[offer.proposer]
    gets = [g.space_name(s) for s in offer.give] + [card_words(g, d) for d in offer.cards_give]
    gives = [g.space_name(s) for s in offer.take] + [card_words(g, d) for d in offer.cards_take]
    if offer.cash > 0:
        gets.append(g.money(offer.cash))
    elif offer.cash < 0:
        gives.append(g.money(-offer.cash))
    text = (f"{player}, {proposer} offers you {_listed(gets)} for {_listed(gives)}. "
            f"Accept or decline?")
    mortgaged = [s for s in offer.give if g.mortgaged[s]]
    if mortgaged:
        text += (f" ({spaces_words(g, mortgaged)} would come to you mortgaged: you would lift "
                 f"the mortgage or pay its interest at once.)")
    return f"Offer from {proposer}", text, None


def _listed(items, last: str = "and") -> str:
    """``"A, B and C"`` (``"nothing"`` for none)."""
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


_ASK = {
    "turn": _turn,
    "buy": _buy,
    "bid": _bid,
    "place": _place,
    "income_tax": _income_tax,
    "receive": _receive,
    "raise": _raise,
    "compose": _compose,
    "amount": _amount,
    "respond": _respond,
}
