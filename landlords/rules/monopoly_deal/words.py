"""How Monopoly Deal speaks: action labels, card and colour names, payments, the ending.

Every card is named by its label (``data``: "Pass Go (3)"), so two actions of one
decision never read alike.  :func:`describe_action` depends on the action alone, never
on the state of the game, because the ``decided`` events word their sentence with it
when they are read, possibly long after; the prompt (``prompts.py``) adds what the state
says (a rent's amount, whose property a card is).
"""

from __future__ import annotations

from landlords.engine.game import format_action
from landlords.engine.outcome import CAPPED

from . import actions as A
from .data import MONEY, PROPERTY
from .state import ALL, SETS, STALEMATE

#: How a payment sentence words each ledger reason.
REASON_WORDS = {"bank": "into the bank", "rent": "rent", "debt": "for a Debt Collector",
                "birthday": "for a birthday"}


def card_label(game, card) -> str:
    """The card's label ("Pass Go (3)"), or the value as it is when it is no card."""
    data = game.data
    return data.label[card] if type(card) is int and 0 <= card < data.n_cards else str(card)


def card_name(game, card) -> str:
    """The card's printed name ("Pass Go"), or the value as it is when it is no card."""
    data = game.data
    return data.name[card] if type(card) is int and 0 <= card < data.n_cards else str(card)


def colour_words(game, colour) -> str:
    """A colour as players say it ("light blue")."""
    return game.data.colour_words(colour)


def plural(count: int, word: str) -> str:
    """``3 cards``, ``1 card``."""
    return f"{count} {word}{'s' if count != 1 else ''}"


def describe_action(game, action) -> str:
    """A button label for ``action``: what it does, with the cards' distinct labels."""
    try:
        action = A.named(action)
    except (KeyError, TypeError, ValueError):
        return format_action(action)
    try:
        return _describe(game, action)
    except (AttributeError, IndexError, KeyError, TypeError):
        return format_action(action)


def _describe(game, action) -> str:
    data, kind = game.data, action.kind
    if kind == A.End.KIND:
        return "end the turn"
    if kind == A.Accept.KIND:
        return "accept"
    if kind == A.Place.KIND:
        return f"place it as {colour_words(game, action.colour)}"
    card = card_label(game, action.card)
    if kind == A.Flip.KIND:
        return f"turn {card} to {colour_words(game, action.colour)}"
    if kind == A.Bank.KIND:
        if data.kind[action.card] == MONEY:
            return f"bank {card}"
        return f"bank {card} as {game.money(data.value[action.card])}"
    if kind == A.Property.KIND:
        if data.kind[action.card] == PROPERTY:
            return f"lay down {card}"
        return f"lay down {card} as {colour_words(game, action.colour)}"
    if kind == A.PassGo.KIND:
        return f"play {card}: draw {plural(data.pass_go_draws, 'card')}"
    if kind == A.Birthday.KIND:
        return f"play {card}: every other player pays {game.money(data.birthday_amount)}"
    if kind == A.Debt.KIND:
        return f"play {card} on {action.target}: {game.money(data.debt_amount)}"
    if kind == A.Sly.KIND:
        return f"play {card}: take {card_label(game, action.taken)}"
    if kind == A.Forced.KIND:
        return (f"play {card}: give {card_label(game, action.given)} "
                f"for {card_label(game, action.taken)}")
    if kind == A.Breaker.KIND:
        return f"play {card}: take {action.target}'s {colour_words(game, action.colour)} set"
    if kind in (A.House.KIND, A.Hotel.KIND):
        return (f"put {card} on the {colour_words(game, action.colour)} set "
                f"(+{game.money(data.building_rent[kind])} rent)")
    if kind == A.Rent.KIND:
        who = "everyone" if action.target == ALL else action.target
        text = f"play {card}: {colour_words(game, action.colour)} rent from {who}"
        if action.double >= 0:
            text += f", doubled with {card_label(game, action.double)}"
        return text
    if kind == A.Discard.KIND:
        return f"discard {card}"
    if kind == A.SayNo.KIND:
        return f"play {card}"
    if kind == A.PayWith.KIND:
        if data.kind[action.card] == MONEY:
            return f"pay with {card}"
        return f"pay with {card}, worth {game.money(data.value[action.card])}"
    return format_action(action)


def status(game, seat: int) -> str:
    """Where a player stands, in words: "5 cards in hand, 1 complete set"."""
    text = f"{plural(len(game.hand_of(seat)), 'card')} in hand"
    complete = game.complete_counts()[seat]
    if complete:
        text += f", {plural(complete, 'complete set')}"
    return text


def payment_sentence(game, payer: str, payee: str, amount: int, reason: str) -> str:
    """The sentence of a ``paid`` event: a card banked, or bank cards paid over."""
    if reason == "bank":
        return f"{payee} banked {game.money(amount)}"
    words = game.rules.words.reasons.get(reason, reason)
    return f"{payer} paid {payee} {game.money(amount)} {words}"


def ending_sentence(game, termination: str, winner, standings) -> str:
    """The sentence of the ``game_over`` event."""
    if termination == SETS.value:
        how = f"{plural(game.data.sets_to_win, 'complete set')} of different colours"
    elif termination == STALEMATE.value:
        how = ("a stalemate: no card left could lay down or move a property, and a last "
               "round brought no third set (ranked by wealth)")
    elif termination == CAPPED.value:
        how = "the turn cap was reached (a capped game: ranked by wealth)"
    else:
        how = termination
    who = f"{winner} wins" if winner else "it is a tie"
    return f"The game is over: {how}; {who}"
