"""What an action may be: a tuple ``(kind, *parts)`` of a known kind, its parts words
and whole numbers within limits; the words of a legal action stand for it.

The turn protocol (:class:`~landlords.engine.game.Game`) normalises every action given to
it here before the rules judge it, and words its refusals here.
"""

from __future__ import annotations

from .errors import IllegalActionError, InvalidActionError, shown

#: An action: a tuple such as ``("bid", 75)``.
Action = tuple


def format_action(action: tuple) -> str:
    """The action as words: ``("bid", 75)`` -> ``"bid 75"``."""
    return " ".join(str(part) for part in action)

#: The largest whole number an action may carry (amounts, spaces, card ids), either way.
MAX_NUMBER = 10 ** 15
#: The longest word an action may carry (a player's name, a regime, a colour).
MAX_WORD = 200


def normalized(game, action) -> Action:
    """``action`` as the tuple ``game`` takes (a list made a tuple, words made the legal
    action they name); raises InvalidActionError or IllegalActionError."""
    if isinstance(action, tuple):
        pass
    elif isinstance(action, list):
        action = tuple(action)
    elif isinstance(action, str):
        words = action.strip()
        for legal in game.legal_actions():
            if format_action(legal) == words:
                return legal
        if game._outcome is None and game._stack and game._stack[-1][0] not in game._DRAW:
            head = words.split(" ", 1)[0]
            if head not in game.ACTION_KINDS:
                raise InvalidActionError(
                    f"{shown(action, 120)} is not an action of {game.rules.name}")
            raise IllegalActionError(illegal_message(game, game._stack[-1], action))
        action = (words,)
    else:
        raise InvalidActionError(f"an action is a tuple such as ('throw',), not {shown(action, 120)}")
    if not action or not isinstance(action[0], str) or action[0] not in game.ACTION_KINDS:
        raise InvalidActionError(f"{shown(action, 120)} is not an action of {game.rules.name}")
    for part in action[1:]:
        if not isinstance(part, (str, int)) or isinstance(part, bool):
            raise InvalidActionError(f"{shown(action, 120)}: action parts are words and whole numbers")
        if isinstance(part, int) and not -MAX_NUMBER <= part <= MAX_NUMBER:
            raise InvalidActionError(f"{shown(action, 120)}: whole numbers in an action are at "
                                     f"most {MAX_NUMBER:,} either way")
        if isinstance(part, str) and len(part) > MAX_WORD:
            raise InvalidActionError(f"{shown(action, 120)}: words in an action are at most "
                                     f"{MAX_WORD} characters")
    return action


def illegal_message(game, frame: tuple, action) -> str:
    """Why ``action`` is refused at the decision ``frame``, with the legal actions."""
    legal = [format_action(a) for a in sorted(game._LEGAL[frame[0]](game, frame))]
    listed = ", ".join(legal[:8]) + (f", ... ({len(legal)} in all)" if len(legal) > 8 else "")
    what = format_action(action) if isinstance(action, tuple) else str(action)
    return (f"{shown(what, 120)} is not legal for {game.players[frame[1]]} now "
            f"(turn {game.turn}, deciding {frame[0]}); legal: {listed}")


__all__ = ["MAX_NUMBER", "MAX_WORD", "Action", "illegal_message", "normalized"]
