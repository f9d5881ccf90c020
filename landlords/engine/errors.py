"""Typed errors of the landlords package.

Every error a caller can trigger with bad input is a subclass of ``ValueError``, so
code that only wants "was my input bad?" may catch ``ValueError``, while code that
cares which kind can catch the precise class.  Messages name the offending input and
the situation, so a one-line report is enough for the user.
"""


def shown(value, limit: int = 200) -> str:
    """``repr(value)`` for an error message, cut to about ``limit`` characters.

    A message quotes the bad value so the user sees what was refused, but never more than
    a line of it (a 5 MB string gives a short message, not a 5 MB one), and never fails
    (a number too long to print, a value nested too deeply).
    """
    text = _repr(value, limit + 1, 0)
    if len(text) > limit:
        text = text[:limit - 1] + "\u2026"
    return text


def _repr(value, budget: int, depth: int) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"<a number of about {int(value.bit_length() * 0.30103):,} digits>"
    if isinstance(value, str):
        return repr(value[:budget])
    if isinstance(value, (tuple, list)) and depth < 8:
        parts, used = [], 0
        for item in value:
            if used > budget:
                parts.append("...")
                break
            part = _repr(item, budget - used, depth + 1)
            parts.append(part)
            used += len(part) + 2
        inner = ", ".join(parts)
        if isinstance(value, tuple):
            return f"({inner}{',' if len(value) == 1 else ''})"
        return f"[{inner}]"
    try:
        return repr(value)[:budget]
    except Exception:                                  # a repr that fails or recurses too deep
        return f"<{type(value).__name__}>"


class LandlordsError(ValueError):
    """Base class of every error raised for bad input to the package."""


class UnknownRulesError(LandlordsError):
    """A rule set name that is not registered."""


class UnknownBotError(LandlordsError):
    """A bot strategy name that is not registered."""


class OptionError(LandlordsError):
    """An option name a rule set does not know, or a value it does not accept."""


class PlayersError(LandlordsError):
    """A bad list of players: too few, too many, duplicate or reserved names."""


class InvalidActionError(LandlordsError):
    """An action that is malformed: not an action of any kind this game knows."""


class IllegalActionError(LandlordsError):
    """A well-formed action that the rules do not allow now (wrong player, no money...)."""


class GameOverError(IllegalActionError):
    """An action or step asked of a game that has already ended."""


class RecordError(LandlordsError):
    """A game record that is malformed, of an unknown version, or tampered with."""


class ConformanceError(AssertionError):
    """A game broke an invariant of the turn protocol or of its rule set (see
    :mod:`landlords.testing`).  An ``AssertionError``, so test runners report a failed check."""
