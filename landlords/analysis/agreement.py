"""The exact probabilities checked against moves the engine plays.

:func:`engine_sample` asks a rule set's landing model to play moves through the rule
set's own code (``model.sample``: many games, each a token alone on a board where
money is no object, the policy answering its decisions); :func:`agreement` sets the
share of those moves ending on each space beside the exact probability and says by how
many standard errors they differ.

The standard error is the one of a ratio estimated from independent games (the moves of
one game are not independent of each other: a token in Jail now is likely in Jail next
throw), so the test is fair to a chain whose moves are correlated, and to a game whose
decks keep the order of one shuffle.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from landlords.engine.registry import find_rules

from .tables import landing_model, landing_probabilities


@dataclass(frozen=True, eq=False)
class Sample:
    """Moves played by a rule set's own code.

    Attributes:
        rules: the rule set's name.
        rule_set: the rule set (a variant need not be registered under its name).
        policy: the policy its decisions were answered by.
        counts: one row per game: the moves ending on each space, then (last column) the
            throws that moved nothing (a numpy array of whole numbers).
        names: the spaces' names.
    """

    rules: str
    rule_set: object
    policy: dict
    counts: np.ndarray
    names: tuple

    @property
    def moves(self) -> int:
        """The moves counted, in all games."""
        return int(self.counts[:, :-1].sum())

    @property
    def games(self) -> int:
        return len(self.counts)


def engine_sample(rules, moves: int = 1_000_000, games: int = 100, seed: int = 1, **policy) -> Sample:
    """At least ``moves`` moves of ``rules`` played by its own code, in ``games`` games.

    Raises:
        UnknownRulesError, NoBoardError, OptionError: as
            :func:`~landlords.analysis.tables.landing_model`.
        ValueError: ``games`` below 2 (a standard error needs two games) or above ``moves``.
    """
    if not 2 <= games <= moves:
        raise ValueError(f"a sample needs from 2 games to one game a move, not {games} games "
                         f"for {moves} moves")
    rule_set = find_rules(rules)
    model = landing_model(rule_set, **policy)
    counts = np.array(model.sample(moves, games, seed), dtype=np.int64)
    return Sample(rule_set.name, rule_set, dict(model.policy), counts, tuple(model.names))


def agreement(sample: Sample, expected=None) -> pd.DataFrame:
    """The sample's share of moves ending on each space beside the exact probability.

    ``expected`` is a frame of :func:`~landlords.analysis.tables.landing_probabilities`
    (by default the one of the sample's rule set and policy; give another, e.g. of a
    model without the cards, to see a wrong model fail).

    Returns one row per space: ``space``, ``name``, ``expected``, ``observed``, ``se``
    (the standard error of ``observed``), ``z`` (the difference in standard errors; 0
    where both are 0, infinite where a space that cannot be reached was).  ``attrs``:
    ``moves``, ``games``, ``worst`` (the largest ``|z|``) and ``worst_space``.
    """
    if expected is None:
        expected = landing_probabilities(sample.rule_set, **sample.policy)
    counts = sample.counts
    landed = counts[:, :-1].astype(float)
    per_game = landed.sum(axis=1)
    games = len(counts)
    observed = landed.sum(axis=0) / per_game.sum()
    spread = landed - np.outer(per_game, observed)
    se = np.sqrt((spread ** 2).sum(axis=0) / (games - 1) / games) / per_game.mean()
    exact = expected["probability"].to_numpy()
    difference = observed - exact
    with np.errstate(divide="ignore", invalid="ignore"):
        z = np.where(se > 0, difference / np.where(se > 0, se, 1.0),
                     np.where(np.abs(difference) > 1e-12, np.inf, 0.0))
    frame = pd.DataFrame({"space": range(len(exact)), "name": list(sample.names), "expected": exact,
                          "observed": observed, "se": se, "z": z})
    worst = int(np.argmax(np.abs(z)))
    frame.attrs.update(moves=sample.moves, games=games, worst=float(abs(z[worst])),
                       worst_space=sample.names[worst], rules=sample.rules, policy=dict(sample.policy))
    return frame


__all__ = ["Sample", "agreement", "engine_sample"]
