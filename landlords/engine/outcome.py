"""How a game ended: a typed value, never a bare string."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Termination(enum.Enum):
    """The ways a game can end."""

    RULE_END = "rule_end"
    """The rule set's own end (LG-19: a player received wages five times)."""
    ROUNDS = "rounds"
    """An agreed number of rounds was played (LG-19 option)."""
    DOUBLE = "double"
    """The next double after an agreed round was thrown (LG-19 option)."""
    LAST_STANDING = "last_standing"
    """All players but one went bankrupt (Monopoly)."""
    SETS = "sets"
    """A player completed the sets needed to win (Monopoly Deal)."""
    CAPPED = "capped"
    """The simulation's round cap stopped the game before any rule ended it."""


@dataclass(frozen=True)
class Outcome:
    """The end of a game.

    Attributes:
        termination: how the game ended.
        winner: name of the winner, or ``None`` on a tie for first place.
        standings: ``(name, score)`` pairs, best first; the score is wealth as the rules
            count it at the end.
        rounds: complete rounds played.
    """

    termination: Termination
    winner: str | None
    standings: tuple[tuple[str, int], ...]
    rounds: int

    @property
    def capped(self) -> bool:
        """True when the game was stopped by a cap, not by its rules."""
        return self.termination is Termination.CAPPED

    def to_dict(self) -> dict:
        return {
            "termination": self.termination.value,
            "winner": self.winner,
            "standings": [list(pair) for pair in self.standings],
            "rounds": self.rounds,
        }
