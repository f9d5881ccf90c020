"""The decision waiting in The Landlord's Game, in plain words (``game.prompt()``).

For every kind of decision the rules can ask (the opening purchases, the turn, in Jail
or on a natural opportunity, moves, Speculation, Luxury, bids and first options, a debt
to raise money for, each step of composing an offer, answering one, votes, choosing a
natural opportunity, building after paying the land rent) the prompt says what is asked
with the amounts of the game's data, offers the legal actions as labelled choices, and
gives a bid or a price as an amount (its least, its most and its step).  Every legal
action is reachable through a choice or the amount.  (The prompt's models are imported
when a prompt is asked for, never by a simulation.)
"""

from __future__ import annotations

from landlords.engine.game import CHANCE

from .frames import draft_fields, next_field
from .words import number_words, regime_words

#: What chance does at each chance node, in words.
_CHANCE_WORDS = {
    "order": "Each player throws the dice for the first turn; the highest plays first.",
    "deal": "The green cards are shuffled and dealt.",
    "dice": "The dice are thrown.",
    "card": "A Chance card is drawn.",
}
#: What each step of composing an offer asks.
_COMPOSE_QUESTIONS = {
    "buyer": "To whom do you offer it?",
    "theirs": "Which card do you want in exchange?",
    "amount": "How much do you want to borrow?",
    "interest": "At what interest?",
    "term": "Repay within how many of your turns?",
    "pledge": "What do you pledge as security: one of your cards, or your future wages?",
}
#: Each decision's main action (``Choice.primary``), by action kind in order of preference:
#: the throw on a turn, else the answer the bots give most often where it is one choice
#: (all-bot games of every option).  A decision not named here has none: its most
#: common answer is one of several alike (a dealt card to buy, a card to sell, a vote).
PRIMARY = {
    "turn": ("throw",),
    "bid": ("pass",),
    "option": ("decline",),
    "respond": ("decline",),
    "luxury": ("back",),
    "speculate": ("speculate",),
    "build_here": ("done",),
}
_OFFER_TITLES = {"sell": "Selling a card", "luxury": "Selling a luxury card",
                 "ask": "Offering to buy a card", "swap": "Offering a swap", "borrow": "Asking for a loan"}


def length_text(data, options: dict) -> str:
    """How long a game of ``data`` lasts under ``options`` (LG-19), in a sentence."""
    end, rounds = options.get("end", "wages"), options.get("end_rounds")
    if end == "rounds":
        return f"The game ends after {rounds} rounds."
    if end == "double":
        return f"The game ends at the first double thrown after round {rounds}."
    return f"The game ends when a player has received wages {number_words(data.wages_to_end)} times."


def prompt(g):
    """The decision waiting, in plain words, with its choices and amount."""
    from landlords.engine.prompt import Choice, Prompt
    mover = g.to_move
    if mover is None:
        ending = g.ending_text()
        return Prompt(None, None, f"The game is over: {ending}." if ending else "The game is over.",
                      title="The game is over")
    kind = g.decision
    if mover == CHANCE:
        return Prompt(None, kind, _CHANCE_WORDS.get(kind, "Chance acts next."), title="Chance")
    frame = g.top_frame
    title, text, amount = _ASK[kind](g, frame, mover)
    legal = g.legal_actions()
    choices = tuple(Choice(action, g.describe_action(action)) for action in legal
                    if amount is None or action[0] != amount.kind)
    return Prompt(mover, kind, text, title=title, choices=choices, amount=amount,
                  spaces=tuple(spaces_in_play(g))).marked(PRIMARY.get(kind, ()))


def spaces_in_play(g) -> tuple[int, ...]:
    """The spaces the decision waiting is about: the cards dealt, the card auctioned,
    the lot to build on, where a move can end, the cards of an offer..."""
    kind = g.decision
    if kind is None:
        return ()
    frame = g.top_frame
    data = g.data
    if kind == "initial":
        return tuple(frame.cards)
    if kind in ("bid", "option", "build_here"):
        return (frame.space,)
    if kind == "move":
        return tuple(sorted({option.dest for option in frame.options}))
    if kind == "speculate":
        return (data.speculation,)
    if kind == "luxury":
        return (data.luxury,)
    if kind == "opportunity":
        return tuple(range(data.size, data.size + len(data.opportunities)))
    if kind == "compose":
        fields = draft_fields(frame.what, frame.draft)
        return tuple(fields[name] for name in ("space", "mine") if name in fields)
    if kind == "respond":
        offer = frame.offer
        cards = [getattr(offer, name) for name in ("space", "mine", "theirs", "pledge")
                 if name in offer._fields]
        return tuple(s for s in cards if s >= 0)
    return ()


# ------------------------------------------------------------------ one function per decision
# Each returns (title, text, amount or None); :data:`_ASK` names them by decision kind.
def _cash_words(g, player: str) -> str:
    return g.money(g.balance(player))


def _ask_initial(g, frame, player):
    names = ", ".join(g.space_name(s) for s in frame.cards)
    return ("Your cards from the deal",
            f"{player}, you were dealt {names}. Buy any you want at the printed price (paid "
            f"to the Public Treasury); Done returns the rest to the pack. "
            f"You have {_cash_words(g, player)}.", None)


def _ask_turn(g, frame, player):
    data = g.data
    seat = g.seat_of(player)
    where = ""
    if g.jailed[seat]:
        tries = data.jail_throws - g.jail_fails[seat]
        where = (f" You are in Jail: throw a double to get out, or pay the "
                 f"{g.money(data.fine)} fine. If this throw is your last try and fails, "
                 f"you pay the fine and move." if tries <= 1 else
                 f" You are in Jail: throw a double to get out ({tries} tries before you "
                 f"must pay), or pay the {g.money(data.fine)} fine.")
    elif g.poor[seat]:
        where = " You are in the Poor House: you may leave only by a move you can afford."
    elif g.pos[seat] >= data.size:
        where = (f" You are working {g.space_name(g.pos[seat])}, a natural opportunity; "
                 f"you move on from the corner beside it.")
    offers = ""
    if frame.offers >= g.max_offers:
        offers = " You have made all the offers you may this turn."
    if g.options["vote"] and not g.may_propose():
        offers += (f" The next vote on the rules may be proposed from round "
                   f"{g.next_vote_round} (one vote in {g.vote_rounds} rounds).")
    return ("Your turn",
            f"{player}, your turn. Throw the dice, or first build, trade or borrow.{where}"
            f"{offers} You have {_cash_words(g, player)}.", None)


def _ask_move(g, frame, player):
    return ("Where to move",
            f"{player}: your throw counts {frame.count}. Choose where to move "
            f"(forward, backward between the two Chances, or with the railroad pass "
            f"after a double).", None)


def _ask_speculate(g, frame, player):
    data = g.data
    return ("Speculation",
            f"{player}: your throw reaches Speculation. Go there and speculate "
            f"({g.money(data.ante)} ante, then a throw decides your winnings: a double "
            f"wins {g.money(data.speculation_double)}), or stay where you are.", None)


def _ask_luxury(g, frame, player):
    data = g.data
    return ("Luxury",
            f"{player}: you landed on Luxury. Buy a luxury for {g.money(data.luxury_price)} "
            f"(it counts {g.money(data.luxury_worth)} at the end), or refuse it and move "
            f"{frame.count} back. You have {_cash_words(g, player)}.", None)


def _auction_words(g, frame, starter: int) -> str:
    space = g.space_name(frame.space)
    if frame.purpose == "privilege":
        return (f"{g.players[starter]} wants to build on {space}: the others may bid for "
                f"the building privilege (the bid goes to the Public Treasury).")
    if frame.kind == "bid":
        return f"{space} is for sale (bids from {g.money(frame.floor)})."
    return f"{space} is for sale."


def _ask_bid(g, frame, player):
    from landlords.engine.prompt import Amount
    step = g.data.bid_step
    low, high = g._bid_range(frame)
    what = _auction_words(g, frame, frame.starter)
    top = (f" Highest bid: {g.money(frame.high)} by {g.players[frame.high_bidder]}."
           if frame.high_bidder >= 0 else " Nobody has bid yet.")
    if low <= high:
        most = low + (high - low) // step * step
        amount = Amount("bid", "Your bid", low, most, step, low, "Bid")
        ask = (f" Bid from {g.money(low)} to {g.money(most)} in steps of "
               f"{g.money(step)}, or pass (passing is final).")
    else:
        amount = None
        ask = " You cannot afford to outbid: pass."
    title = f"Auction of {g.space_name(frame.space)}"
    if frame.purpose == "privilege":
        title = f"Building privilege on {g.space_name(frame.space)}"
    return title, f"{player}: {what}{top}{ask} You have {_cash_words(g, player)}.", amount


def _ask_option(g, frame, player):
    what = _auction_words(g, frame, frame.seat)
    if frame.high_bidder >= 0:
        offer = f" The highest bid was {g.money(frame.price)} by {g.players[frame.high_bidder]}."
    else:
        offer = " Nobody bid."
    return (f"First option on {g.space_name(frame.space)}",
            f"{player}: {what}{offer} You have the first option: take it at "
            f"{g.money(frame.price)}, or decline.", None)


def _ask_raise(g, frame, player):
    refuge = ("a natural opportunity" if g.regime == g.rules.words.reform
              else "the Poor House")
    return ("Raise the money",
            f"{player}: you owe {g.money(frame.owed)} and have {_cash_words(g, player)}. Sell a "
            f"card or borrow to raise the money, or give up: pay what you have, the rest is "
            f"forgiven, and go to {refuge}.", None)


def _ask_compose(g, frame, player):
    from landlords.engine.prompt import Amount
    what = frame.what
    step = next_field(what, frame.draft)
    fields = draft_fields(what, frame.draft)
    subject = ""
    if "space" in fields:
        subject = f" ({g.space_name(fields['space'])})"
    elif "mine" in fields:
        subject = f" ({g.space_name(fields['mine'])})"
    amount = None
    if step == "price":
        payer = g._price_payer(frame)
        unit = g.data.price_step
        most = g.balances[payer] // unit * unit
        question = f"Name your price, in steps of {g.money(unit)}."
        if most >= unit:
            start = min(most, max(unit, _printed(g, fields) // unit * unit))
            amount = Amount("price", "Your price", unit, most, unit, start, "Offer")
    else:
        question = _COMPOSE_QUESTIONS[step]
    return (_OFFER_TITLES[what] + subject,
            f"{player}, you are making an offer{subject}. {question} (Cancel drops it.)", amount)


def _printed(g, fields) -> int:
    """The printed price of the card of a draft (a price box starts there), or 0."""
    space = fields.get("space")
    return g.data.price[space] if space is not None else 0


def _ask_respond(g, frame, player):
    offer = frame.offer
    proposer = g.players[offer.proposer]
    return (f"An offer from {proposer}",
            f"{player}: {proposer} {_offer_to_you(g, offer)}. Accept or decline? "
            f"You have {_cash_words(g, player)}.", None)


def _offer_to_you(g, offer) -> str:
    """What ``offer`` proposes, as its proposer says it to the one who must answer."""
    name, money = g.space_name, g.money
    kind = offer.kind
    if kind == "sell":
        return f"offers you {name(offer.space)} for {money(offer.price)}"
    if kind == "luxury":
        return f"offers you a luxury card for {money(offer.price)}"
    if kind == "ask":
        return f"offers to buy your {name(offer.space)} for {money(offer.price)}"
    if kind == "swap":
        return f"offers their {name(offer.mine)} in exchange for your {name(offer.theirs)}"
    if kind == "borrow":
        pledge = "their future wages" if offer.pledge < 0 else name(offer.pledge)
        return (f"asks you for a loan of {money(offer.amount)} at {offer.interest}% interest, "
                f"to be repaid within {offer.term} of their turns, pledging {pledge}")
    return (f"offers to pool the four railroads with you in a trust: every other player "
            f"pays each of you {money(g.data.trust_fare)} a ride")


def _ask_vote(g, frame, player):
    regime = regime_words(g, frame.regime)
    return ("A vote on the rules",
            f"{player}: {g.players[frame.proposer]} proposes {regime}. Your vote: "
            f"one vote yes, with the proposer's, adopts it.", None)


def _ask_opportunity(g, frame, player):
    return ("Choose a natural opportunity",
            f"{player}: there is no Poor House under the single tax. Choose a natural "
            f"opportunity to work: you draw its wages and pay its rent to the Treasury "
            f"before your next throw.", None)


def _ask_build_here(g, frame, player):
    return (f"Build on {g.space_name(frame.space)}?",
            f"{player}: under the single tax you may build a house on "
            f"{g.space_name(frame.space)} for {g.money(g.data.house_price)} (its land "
            f"rent goes to the Treasury; the house rent is yours). You have {_cash_words(g, player)}.",
            None)


#: The prompt of each kind of decision.
_ASK = {
    "initial": _ask_initial, "turn": _ask_turn, "move": _ask_move, "speculate": _ask_speculate,
    "luxury": _ask_luxury, "bid": _ask_bid, "option": _ask_option, "raise": _ask_raise,
    "compose": _ask_compose, "respond": _ask_respond, "vote": _ask_vote,
    "opportunity": _ask_opportunity, "build_here": _ask_build_here,
}


class PromptMixin:
    """Kept for one release: ``prompt()`` and ``spaces_in_play()`` as methods of a game
    class that mixes this in.  The Landlord's Game asks them of :class:`~.view.LandlordsView`
    now."""

    prompt = prompt
    spaces_in_play = spaces_in_play
