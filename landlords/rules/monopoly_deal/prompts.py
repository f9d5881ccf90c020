"""Each decision of Monopoly Deal in plain words, with its choices (``game.prompt()``).

A :class:`~landlords.engine.prompt.Prompt` says who decides, a title, the question as a
sentence of the game, and every legal action as a :class:`~landlords.engine.prompt.Choice`
labelled with the cards' distinct labels (``data``).  A choice's label is
``describe_action`` with what the state adds: the rent a rent card would charge now,
whose property a steal takes, where a card paid with comes from.  The play decision lists
its choices card by card, in the order of the hand, with "end the turn" last; the other
decisions in the order of ``legal_actions()``.  Deal asks for no amounts.
"""

from __future__ import annotations

from landlords.engine.game import CHANCE
from landlords.engine.prompt import Choice, Prompt

from . import actions as A
from .state import (
    ALL,
    BANK,
    NO_CARD,
    NOBODY,
    STALEMATE,
    DiscardFrame,
    PayFrame,
    PlaceFrame,
    PlayFrame,
    RespondFrame,
    ShuffleFrame,
)
from .words import card_label, colour_words, describe_action, plural

#: Each decision's main action (``Choice.primary``), by action kind: the answer the bots
#: give most often where it is one choice (ending the turn; a Just Say No! played); a
#: decision not named here (a card among several to pay with or discard) has none.
PRIMARY = {
    PlayFrame.KIND: (A.End.KIND,),
    RespondFrame.KIND: (A.SayNo.KIND,),
}


def prompt(game) -> Prompt:
    """The decision waiting in ``game``, in plain words."""
    mover = game.to_move
    if mover is None:
        return Prompt(None, None, f"The game is over: {ending(game)}.", title="Game over")
    frame = game.top_frame
    if mover == CHANCE:
        return _chance(game, frame)
    return _ASK[frame.kind](game, frame, game.players[frame.seat]).marked(PRIMARY.get(frame.kind, ()))


def length_text(data) -> str:
    """How long a game lasts (its win), in a sentence."""
    return (f"The game ends when a player has laid down {plural(data.sets_to_win, 'complete property set')} "
            f"of different colours: that player wins.")


def ending(game) -> str:
    """How the game ended, in words ("Ann wins with 3 complete sets"); ``""`` while it runs."""
    outcome = game.outcome
    if outcome is None:
        return ""
    leader, score = next(iter(outcome.standings))
    lead = f"{outcome.winner} leads" if outcome.winner else "a tie for the lead"
    if outcome.capped:
        return f"stopped by the turn cap after turn {game.turn}; {lead} with {game.money(score)}"
    if outcome.termination == STALEMATE:
        return (f"a stalemate after turn {game.turn}: no card left could lay down or move a "
                f"property; {lead} with {game.money(score)}")
    sets = plural(game.data.sets_to_win, "complete set")
    return f"{leader} wins with {sets} of different colours"


def _chance(game, frame) -> Prompt:
    data = game.data
    if frame.kind == ShuffleFrame.KIND:
        text = (f"The {data.n_cards} cards are about to be shuffled and dealt, "
                f"{data.hand_start} to each player.")
        return Prompt(None, frame.kind, text, title="The deal")
    cards = len(game.discard_pile())
    text = (f"The draw pile has run out: the {plural(cards, 'discarded card')} are about to be "
            f"shuffled into a new one.")
    return Prompt(None, frame.kind, text, title="A new draw pile")


def choice_label(game, action) -> str:
    """``describe_action`` with what the state adds (rent charged, whose card, where from)."""
    label = describe_action(game, action)
    action = A.named(action)
    if action.kind == A.Rent.KIND:
        amount = game.rent_of(game.current, action.colour)
        if action.double != NO_CARD:
            amount *= game.data.double_factor
        each = " each" if action.target == ALL else ""
        return f"{label} ({game.money(amount)}{each})"
    if action.kind == A.Sly.KIND:
        return f"{label} from {game.players[game.holder[action.taken]]}"
    if action.kind == A.Forced.KIND:
        return f"{label} of {game.players[game.holder[action.taken]]}"
    if action.kind == A.PayWith.KIND:
        where = "your bank" if game.zone[action.card] == BANK else "your table"
        return f"{label}, from {where}"
    return label


def _choices(game, actions) -> tuple[Choice, ...]:
    return tuple(Choice(action, choice_label(game, action)) for action in actions)


#: What the play decision offers, in the order its sentence names them.
_PLAY_WORDS = ((A.Bank.KIND, "put money or an action card in your bank"),
               (A.Property.KIND, "lay down a property"),
               (A.Flip.KIND, "turn a wildcard to another colour (not a play)"))
_NOT_ACTIONS = frozenset({A.End.KIND, A.Bank.KIND, A.Property.KIND, A.Flip.KIND})


def _play(game, frame, mover) -> Prompt:
    data = game.data
    left = max(data.plays - game.plays, 0)
    plays = game.open_plays(frame.seat)
    ordered = [a for a in plays if a.kind != A.End.KIND] + [A.END]
    kinds = {a.kind for a in plays}
    can = [words for kind, words in _PLAY_WORDS if kind in kinds]
    if any(kind not in _NOT_ACTIONS for kind in kinds):
        can.append("play an action card")
    can.append("end your turn")
    options = ", ".join(can[:-1]) + f" or {can[-1]}" if len(can) > 1 else can[0]
    if left:
        text = (f"{mover}, you may play {plural(left, 'more card')} this turn ({game.plays} of "
                f"{data.plays} played): {options}.")
    else:
        text = f"{mover}, you have made your {data.plays} plays: {options}."
    if game.last_round != NOBODY:
        text += (" The last round: no card left can lay down or move a property, so only "
                 "turning your wildcards can still make three sets.")
    hand = len(game.hand_of(frame.seat))
    if hand > data.hand_limit:
        text += (f" You hold {plural(hand, 'card')}: at the end of your turn you keep "
                 f"{data.hand_limit} and discard the rest.")
    return Prompt(mover, frame.kind, text, title="Your turn", choices=_choices(game, ordered))


def _discard(game, frame, mover) -> Prompt:
    limit = game.data.hand_limit
    hand = len(game.hand_of(frame.seat))
    text = (f"{mover}, you hold {plural(hand, 'card')}, and at the end of a turn you may hold "
            f"{limit}: discard {plural(hand - limit, 'card')} of your choice, one at a time.")
    return Prompt(mover, frame.kind, text, title="Over the hand limit",
                  choices=_choices(game, game.legal_actions()))


def _threat(game, frame) -> str:
    """What the action under answer does to its target, as the target hears it."""
    effect, actor = frame.effect, game.players[frame.actor]
    if effect.kind == "pay":
        reason = game.rules.words.reasons.get(effect.reason, effect.reason)
        return f"{actor} asks you to pay {game.money(effect.amount)} {reason}"
    if effect.kind == "sly":
        return f"{actor} plays Sly Deal to take your {card_label(game, effect.card)}"
    if effect.kind == "forced":
        return (f"{actor} plays Forced Deal to take your {card_label(game, effect.card)} "
                f"for his {card_label(game, effect.given)}")
    return f"{actor} plays Deal Breaker to take your complete {colour_words(game, effect.colour)} set"


def _respond(game, frame, mover) -> Prompt:
    target = game.players[frame.target]
    if frame.seat == frame.target:
        text = _threat(game, frame)
        if frame.nos:
            text += ", and has answered your Just Say No! with another"
        text += (". Play your Just Say No! to cancel it, or accept it.")
        accept = "accept: let it happen"
    else:
        text = (f"{target} said Just Say No! to your action. Play your Just Say No! to make it "
                f"go through after all, or accept that it is cancelled.")
        accept = "accept: your action is cancelled"
    choices = tuple(Choice(action, accept if action.kind == A.Accept.KIND
                           else choice_label(game, action)) for action in game.legal_actions())
    cards = tuple(c for c in (frame.effect.card, frame.effect.given) if c != NO_CARD)
    return Prompt(mover, frame.kind, text, title="Just Say No?", choices=choices, spaces=cards)


def _pay(game, frame, mover) -> Prompt:
    creditor = game.players[frame.creditor]
    reason = game.rules.words.reasons.get(frame.reason, frame.reason)
    text = (f"{mover}, you owe {creditor} {game.money(frame.owed)} {reason}. Choose a card to pay "
            f"with, from your bank or your properties on the table (never from your hand); "
            f"no change is given.")
    return Prompt(mover, frame.kind, text, title=f"Pay {creditor}",
                  choices=_choices(game, game.legal_actions()))


def _place(game, frame, mover) -> Prompt:
    text = (f"{mover}, you received {card_label(game, frame.card)}: choose the colour it counts "
            f"as in your collection.")
    return Prompt(mover, frame.kind, text, title="Place the wildcard",
                  choices=_choices(game, game.legal_actions()), spaces=(frame.card,))


_ASK = {PlayFrame.KIND: _play, DiscardFrame.KIND: _discard, RespondFrame.KIND: _respond,
        PayFrame.KIND: _pay, PlaceFrame.KIND: _place}
