"""The errors of the analysis: a rule set with no board, and a chain that cannot be solved."""

from __future__ import annotations

from landlords.engine.errors import LandlordsError


class NoBoardError(LandlordsError):
    """A rule set with no board for tokens to land on (it declares no landing model)."""


class ChainError(LandlordsError):
    """A landing model whose chain cannot be solved: a state with no way out, throws
    whose probabilities do not add up to one, or a long run that depends on the start."""


__all__ = ["ChainError", "NoBoardError"]
