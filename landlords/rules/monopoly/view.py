"""How a game of Monopoly speaks to people: the words of its actions, spaces and events
(:mod:`.words`), the board as a screen draws it (:mod:`.table`) and the decision waiting
(:mod:`.prompts`).  Declared as ``RuleSet.view``; the rules themselves hold none of it."""

from __future__ import annotations

from landlords.engine.view import GameView

from . import prompts, table, words


class MonopolyView(GameView):
    """The words, table and prompt of one game of Monopoly."""

    def describe_action(self, action) -> str:
        return words.describe_action(self.game, action)

    def space_name(self, space) -> str:
        return words.space_name(self.game, space)

    def decision_sentence(self, player, action, reason) -> str:
        return words.decision_sentence(self.game, player, action, reason)

    def payment_sentence(self, payer, payee, amount, reason, space) -> str:
        return words.payment_sentence(self.game, payer, payee, amount, reason, space)

    def switch_sentence(self, regime, how) -> str:
        return words.switch_sentence(self.game, regime, how)

    def ending_sentence(self, termination, winner, standings) -> str:
        return words.ending_sentence(self.game, termination, winner, standings)

    def status(self, player: str) -> str:
        """``"bankrupt"``, ``"in Jail"``, or ``""`` for a player free on the board."""
        game = self.game
        seat = game.seat_of(player)
        if not game.alive[seat]:
            return "bankrupt"
        return "in Jail" if game.jailed[seat] else ""

    def table(self, viewer: str | None = None):
        """The board as a screen draws it (:func:`.table.board_table`); Monopoly hides
        nothing, so it is the same for every ``viewer``."""
        return table.board_table(self.game)

    def prompt(self):
        """The decision waiting, in plain words (:func:`.prompts.prompt`)."""
        return prompts.prompt(self.game)


__all__ = ["MonopolyView"]
