"""How a game ended: a typed value, never a bare string.

The engine knows one way a game ends that is not in any rule book: the simulation cap
(:data:`CAPPED`).  Every other ending is declared by the rule set whose rules reach it
(``Termination("rule_end", "LG-19: a player received wages five times")``), so the engine
holds no game's vocabulary.  Terminations compare by their ``value``.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Termination:
    """One way a game can end.

    Attributes:
        value: the word records and result tables use, e.g. ``"rule_end"``.
        doc: one sentence saying which rule ends the game this way.
        stalemate: True for an end the rules call because play can no longer change
            anything (Deal's MD-12 stalemate); experiments class such games as
            *stalled* rather than judging them by their wealth.
    """

    value: str
    doc: str = field(default="", compare=False, repr=False)
    stalemate: bool = field(default=False, compare=False, repr=False)

    def __str__(self) -> str:
        return self.value


#: The simulation's cap stopped the game before any rule ended it (never a rule's end).
CAPPED = Termination("capped", "the simulation's cap stopped the game before any rule ended it")
Termination.CAPPED = CAPPED


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
        return self.termination == CAPPED

    def to_dict(self) -> dict:
        return {
            "termination": self.termination.value,
            "winner": self.winner,
            "standings": [list(pair) for pair in self.standings],
            "rounds": self.rounds,
        }


def ranked(scores) -> tuple[tuple[tuple[str, int], ...], str | None]:
    """``(standings, winner)`` from ``(name, score)`` pairs: best first, ties kept in the
    given order; the winner is the one best score's holder, or ``None`` on a tie."""
    standings = tuple(sorted(scores, key=lambda pair: -pair[1]))
    if not standings:
        return standings, None
    best = standings[0][1]
    leaders = [name for name, score in standings if score == best]
    return standings, (leaders[0] if len(leaders) == 1 else None)
