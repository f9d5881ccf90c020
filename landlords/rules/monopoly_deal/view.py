"""How a game of Monopoly Deal speaks to people: the words of its actions, cards and
events (:mod:`.words`), the card table as a screen draws it (:mod:`.table`, each hand
hidden from the other players) and the decision waiting (:mod:`.prompts`).  Declared as
``RuleSet.view``; the rules themselves hold none of it."""

from __future__ import annotations

from landlords.engine.view import GameView

from . import prompts, table, words


class MonopolyDealView(GameView):
    """The words, table and prompt of one game of Monopoly Deal."""

    def describe_action(self, action) -> str:
        return words.describe_action(self.game, action)

    def space_name(self, space) -> str:
        """The name of the card ``space`` (its distinct label)."""
        return words.card_label(self.game, space)

    def status(self, player: str) -> str:
        game = self.game
        return words.status(game, game.seat_of(player))

    def payment_sentence(self, payer, payee, amount, reason, space) -> str:
        return words.payment_sentence(self.game, payer, payee, amount, reason)

    def ending_sentence(self, termination, winner, standings) -> str:
        return words.ending_sentence(self.game, termination, winner, standings)

    def table(self, viewer: str | None = None):
        return table.card_table(self.game, viewer)

    def prompt(self):
        return prompts.prompt(self.game)


__all__ = ["MonopolyDealView"]
