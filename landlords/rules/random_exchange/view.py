"""How a game of random exchange speaks to people: a player's status, the table (the
players and their cash: there is nothing else to own) and the prompt (chance only ever
acts).  Declared as ``RuleSet.view``; the engine's :class:`~landlords.engine.view.GameView`
gives the rest (the engine's sentences read the rule set's words)."""

from __future__ import annotations

from landlords.engine.game import CHANCE
from landlords.engine.prompt import Prompt
from landlords.engine.table import Seat, Table
from landlords.engine.view import GameView


class RandomExchangeView(GameView):
    """The words, table and prompt of one game of random exchange."""

    def status(self, player: str) -> str:
        """"no cash", "less than the stake", or ``""`` for a player who can pay it (RX-2)."""
        game = self.game
        cash = game.balances[game.seat_of(player)]
        if cash >= game.stake:
            return ""
        return "no cash" if cash == 0 else "less than the stake"

    def table(self, viewer: str | None = None) -> Table:
        """The players and their cash, and nothing else: there is nothing else to own."""
        game = self.game
        mover = game.to_move
        bots = game.bot_names
        seats = tuple(Seat(name, game.balances[seat], game.balances[seat], bots.get(name),
                           game.status(name), name == mover)
                      for seat, name in enumerate(game.players))
        words = game.rules.words
        return Table(words.title, words.subtitle, turn=game.turn, round=game.round,
                     to_move=mover, ending=game.ending_text(), seats=seats)

    def prompt(self) -> Prompt:
        """Chance picks who pays whom; at the end, the engine's words of the ending."""
        game = self.game
        if game.to_move == CHANCE:
            return Prompt(None, game.decision, "Chance picks who pays whom next.",
                          title=f"Turn {game.turn}, round {game.round}")
        return super().prompt()


__all__ = ["RandomExchangeView"]
