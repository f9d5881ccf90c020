"""How The Landlord's Game speaks to people: the words of its actions, spaces and events
(:mod:`.words`), the board as a screen draws it (:mod:`.table`) and the decision waiting
(:mod:`.prompts`).  Declared as ``RuleSet.view``; the rules themselves hold none of it."""

from __future__ import annotations

from landlords.engine.view import GameView

from . import prompts, table, words


class LandlordsView(GameView):
    """The words, table and prompt of one game of The Landlord's Game."""

    def status(self, player: str) -> str:
        """``"jail"``, ``"poor house"``, ``"natural opportunity"`` or ``"free"``."""
        game = self.game
        seat = game.seat_of(player)
        if game.jailed[seat]:
            return "jail"
        if game.poor[seat]:
            return "poor house"
        if game.pos[seat] >= game.data.size:
            return "natural opportunity"
        return "free"

    def describe_action(self, action) -> str:
        return words.describe_action(self.game, action)

    def space_name(self, space) -> str:
        return words.space_name(self.game, space)

    def regime_words(self, regime: str) -> str:
        """The rules ``regime`` in words ("the single tax", "the landlord rules")."""
        return words.regime_words(self.game, regime)

    def decision_sentence(self, player, action, reason) -> str:
        return words.decision_sentence(self.game, player, action, reason)

    def payment_sentence(self, payer, payee, amount, reason, space) -> str:
        return words.payment_sentence(self.game, payer, payee, amount, reason, space)

    def switch_sentence(self, regime, how) -> str:
        return words.switch_sentence(self.game, regime, how)

    def ending_sentence(self, termination, winner, standings) -> str:
        return words.ending_sentence(self.game, termination, winner, standings)

    def table(self, viewer: str | None = None):
        """The board as a screen draws it (:func:`.table.table`); nothing is hidden in
        this game, so it is the same for every ``viewer``."""
        return table.table(self.game, viewer)

    def where(self, player: str) -> str:
        """Where ``player`` is, in words ("in Jail", "in the Poor House", a space's name)."""
        return table.where(self.game, player)

    def last_throw(self):
        """``(player, a, b)`` of the newest throw of the dice, or None."""
        return table.last_throw(self.game)

    def prompt(self):
        """The decision waiting, in plain words (:func:`.prompts.prompt`)."""
        return prompts.prompt(self.game)

    def spaces_in_play(self) -> tuple[int, ...]:
        """The spaces the decision waiting is about (:func:`.prompts.spaces_in_play`)."""
        return prompts.spaces_in_play(self.game)


__all__ = ["LandlordsView"]
