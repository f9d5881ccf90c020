"""How a game speaks to people: the words of its actions, events and money, the model of
its table, and the prompt of the decision waiting.

A :class:`GameView` is made on one game (``GameView(game)``, or the rule set's own
subclass, declared as ``RuleSet.view``) and reads it; it changes nothing.  ``Game`` keeps
a method of each name (``game.describe_action(action)``, ``game.table()``, ...) that asks
the view, so a caller reads a game's words through the game, and a rule set words its
game either in its view class or, as rule sets did before views, in methods of the same
names on its game class.  A view's methods reach the others through the game
(``self.game.describe_action``), so an override in either place is the one every
sentence uses.

The defaults fit a game with nothing on the table but money.

The sentence hooks (``decision_sentence``, ``payment_sentence``, ``switch_sentence``,
``ending_sentence``, and the rule set's own event sentences) are called when a learner
reads an event, which may be long after it happened: they must word the event from its
fields and the game's fixed facts (names, board, data), never from the state.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from .actions import format_action
from .measures import GameMeasures
from .native import mypyc_attr
from .reasons import reason_text


@mypyc_attr(allow_interpreted_subclasses=True)
class GameView:
    """The words, table and prompt of one game (see the module's docstring)."""

    def __init__(self, game: Any) -> None:
        self.game: Any = game

    # ------------------------------------------------------------------ words
    def status(self, player: Any) -> str:
        """Where the player is, in words ("in Jail", "bankrupt"), or ``""``."""
        self.game.seat_of(player)
        return ""

    def describe_action(self, action: Any) -> str:
        """A label for a button: what the action does, in words."""
        return format_action(action)

    def money(self, amount: Any) -> str:
        """``amount`` in the game's money (``$1,250``)."""
        return self.game.rules.words.amount(amount)

    def account_name(self, account: Any) -> str:
        """How a sentence names an account: a player's name, or the rule set's words."""
        return self.game.rules.words.accounts.get(account, account)

    def space_name(self, space: Any) -> str:
        """The name of a board space (or card) a sentence mentions."""
        return str(space)

    def decision_sentence(self, player: Any, action: Any, reason: Any) -> str:
        """The sentence of a ``decided`` event."""
        text = f"{player}: {self.game.describe_action(action)}"
        why = reason_text(reason)
        return f"{text} ({why})" if why else text

    def payment_sentence(self, payer: Any, payee: Any, amount: Any, reason: Any, space: Any) -> str:
        """The sentence of a ``paid`` event."""
        game = self.game
        words = game.rules.words.reasons.get(reason, reason.replace("_", " "))
        where = f" for {game.space_name(space)}" if space is not None else ""
        text = (f"{game.account_name(payer)} paid {game.account_name(payee)} "
                f"{game.money(amount)} {words}{where}")
        return text[:1].upper() + text[1:]

    def switch_sentence(self, regime: Any, how: Any) -> str:
        """The sentence of a ``rules_switched`` event."""
        by = " by a vote" if how == "vote" else ""
        named = self.game.rules.words.regimes.get(regime, regime)
        return f"{named[:1].upper()}{named[1:]} now in force{by}"

    def ending_sentence(self, termination: Any, winner: Any, standings: Any) -> str:
        """The sentence of a ``game_over`` event."""
        game = self.game
        try:
            how = game.rules.termination(termination).doc or termination
        except KeyError:
            how = termination
        who = (f"{winner} wins with {game.money(standings[0][1])}" if winner
               else "it is a tie")
        return f"The game is over: {how}; {who}"

    def ending_text(self) -> str:
        """How the game ended in a few words ("Ann wins with $1,234", "a tie"), or ``""``."""
        outcome = self.game.outcome
        if outcome is None:
            return ""
        if outcome.winner:
            return f"{outcome.winner} wins with {self.game.money(outcome.standings[0][1])}"
        return "a tie"

    # ------------------------------------------------------------------ the table and the prompt
    def table(self, viewer: Any = None) -> Any:
        """A model of the table for drawing (:mod:`landlords.engine.table`); ``viewer``
        names the person it is drawn for (his own hidden cards shown face up)."""
        from .table import Purse, Seat, Table  # the screen's models: not for simulations
        game = self.game
        rules, words = game.rules, game.rules.words
        mover = game.to_move
        wealth = game._wealths()
        seats = tuple(Seat(name, game.balances[seat], wealth[seat],
                           game.bot_names.get(name) if game.is_bot(name) else None,
                           game.status(name), name == mover)
                      for seat, name in enumerate(game.players))
        labels = words.labels                           # only labelled accounts are shown
        purses = tuple(Purse(account, labels[account], game.balance(account))
                       for account in game.EXTRA_ACCOUNTS if account in labels)
        regime = game.regime
        return Table(words.title, words.subtitle, regime,
                     words.regimes.get(regime, "") if regime else "",
                     regime is not None and regime == rules.reform,
                     game.turn, 0, mover, game.ending_text(), seats, purses)

    def prompt(self):
        """The decision waiting, in plain words, with its choices (:mod:`landlords.engine.prompt`)."""
        from .prompt import Choice, Prompt
        game = self.game
        mover = game.to_move
        if mover is None:
            ending = game.ending_text()
            return Prompt(None, None, f"The game is over: {ending}." if ending else "The game is over.")
        if game.is_chance:
            return Prompt(None, game.decision, "Chance acts next.")
        choices = tuple(Choice(action, game.describe_action(action)) for action in game.legal_actions())
        return Prompt(mover, game.decision, f"{mover}, it is your decision.", choices=choices)


@mypyc_attr(allow_interpreted_subclasses=True)
class ViewMethods(GameMeasures):
    """A game's words, table and prompt, asked of its view (a base class of ``Game``):
    a rule set may still word its game in methods of these names on its game class.
    Each method is a thin delegate to the method of the same name of :attr:`view`,
    documented there (:class:`GameView`)."""

    @property
    def view(self) -> GameView:
        """How this game speaks to people (words, table, prompt): its rule set's view
        class (``RuleSet.view``; by default :class:`~landlords.engine.view.GameView`) on it."""
        return (getattr(self.rules, "view", None) or GameView)(self)

    def status(self, player: Any) -> str:
        return self.view.status(player)

    def describe_action(self, action: Any) -> str:
        return self.view.describe_action(action)

    def money(self, amount: Any) -> str:
        return self.view.money(amount)

    def account_name(self, account: Any) -> str:
        return self.view.account_name(account)

    def space_name(self, space: Any) -> str:
        return self.view.space_name(space)

    def decision_sentence(self, player: Any, action: Any, reason: Any) -> str:
        return self.view.decision_sentence(player, action, reason)

    def payment_sentence(self, payer: Any, payee: Any, amount: Any, reason: Any, space: Any) -> str:
        return self.view.payment_sentence(payer, payee, amount, reason, space)

    def switch_sentence(self, regime: Any, how: Any) -> str:
        return self.view.switch_sentence(regime, how)

    def ending_sentence(self, termination: Any, winner: Any, standings: Any) -> str:
        return self.view.ending_sentence(termination, winner, standings)

    def ending_text(self) -> str:
        return self.view.ending_text()

    def table(self, viewer: Any = None) -> Any:
        return self.view.table(viewer)

    def prompt(self) -> Any:
        return self.view.prompt()

    @classmethod
    def length_text(cls, options: dict) -> str:
        """How long a game of these (resolved) options lasts, as one plain sentence for
        the players ("The game ends after 20 rounds."); ``""`` when the rule set does not
        say.  A class method: a screen can tell it before a game begins."""
        return ""


#: The methods of :class:`GameView` a game answers by asking its view.
VIEW_METHODS = ("status", "describe_action", "money", "account_name", "space_name",
                "decision_sentence", "payment_sentence", "switch_sentence", "ending_sentence",
                "ending_text", "table", "prompt")


__all__ = ["VIEW_METHODS", "GameView", "ViewMethods", "format_action", "reason_text"]
